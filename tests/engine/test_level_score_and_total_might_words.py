"""Words of engine/board.py that read a player's XP, an opponent's score and the Might of a
player's other units: `level_3`, `level_16` (824.1), `opponent_near_victory` (194.3) and the
count `other_friendly_might` (143.2)."""

from __future__ import annotations

from riftboard.engine import board as B
from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, play

UNITS = [("me", "Me", 3, "A", "north"), ("p1", "Pal", 2, "A", "north"),
         ("p2", "Pal", 2, "A", "base"), ("foe", "Foe", 9, "B", "north")]


def test_824_1_level_3_and_level_16_read_the_players_xp():
    for xp, three, sixteen in ((2, False, False), (3, True, False), (15, True, False),
                               (16, True, True)):
        st = game_board(xp=(xp, 0))
        assert B.holds(st, "level_3", "A", None) is three
        assert B.holds(st, "level_16", "A", None) is sixteen
        assert not B.holds(st, "level_3", "B", None)


def test_824_1_no_level_in_format_1():
    st = board()
    assert not B.holds(st, "level_3", "A", None) and not B.holds(st, "level_16", "A", None)


def test_194_3_an_opponent_within_3_points_of_the_victory_score():
    """"Within 3 points of the Victory Score": 3 or fewer points short of it, an opponent's
    score only (never the player's own); never in format 1, which has no score."""
    for b_points, near in ((4, False), (5, True), (7, True)):
        st = game_board(points=(0, b_points))
        assert B.holds(st, "opponent_near_victory", "A", None) is near
        assert not B.holds(st, "opponent_near_victory", "B", None)  # Alice has 0
    st = game_board(points=(0, 7), victory_score=11)
    assert not B.holds(st, "opponent_near_victory", "A", None)  # 4 short of 11
    assert not B.holds(board(), "opponent_near_victory", "A", None)


def test_143_2_other_friendly_might_adds_the_players_other_units_anywhere():
    """The Might of the player's units on the board other than the unit it is about, wherever
    they are (a base included); another player's units do not count."""
    st = board(units=UNITS)
    me = st.objects["me"]
    assert B.count(st, "other_friendly_might", "A", me) == 4
    assert B.count(st, "other_friendly_might", "A", None) == 7  # it has left: all of them
    assert B.holds(st, "other_friendly_might", "A", me, at_least=4)
    assert not B.holds(st, "other_friendly_might", "A", me, at_least=5)


def _count_draw(name, buff_first):
    buff = {"op": "buff", "target": 2}
    draw = {"op": "draw", "amount": 1, "if": "other_friendly_might", "at_least": 5, "of": 1}
    return designer(name, targets=[{"what": "unit", "side": "friendly"},
                                   {"what": "unit", "side": "friendly"}],
                    effects=[buff, draw] if buff_first else [draw, buff])


def test_143_2_other_friendly_might_reads_current_might_as_the_instruction_resolves():
    """A draw with `if = "other_friendly_might"` reads the total as that instruction resolves
    (Kinkou Initiate's): a buff given by an instruction before it counts, one after it not."""
    st = board(units=UNITS, cards=[_count_draw("Buff Then Draw", True),
                                   _count_draw("Draw Then Buff", False)])
    assert B.count(st, "other_friendly_might", "A", st.objects["me"]) == 4
    r = play(st, "Buff Then Draw", by="A", targets=["me", "p2"])
    assert r.one("draw").responsible == "A"  # p1 2 + p2 3 (buffed now) = 5
    r = play(st, "Draw Then Buff", by="A", targets=["me", "p2"])
    assert not r.of("draw")  # 4 when the draw resolves
