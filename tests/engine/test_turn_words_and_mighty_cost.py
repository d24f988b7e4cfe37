""""On your turn" (`your_turn`), "if it's your Beginning Phase" (`your_beginning_phase`, 315.2)
and a Mighty unit killed as an additional cost (`kill_friendly_mighty_unit`: 5 or more Might,
143.2; 428.1.a.1, 428.5.b)."""

from __future__ import annotations

from riftboard.engine.board import CONDITIONS, count, holds
from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, end_turn, ids, play, raises_illegal

# A unit whose Deathknell draws 2 in its player's Beginning Phase and 1 otherwise.
DIARIST = designer("Diarist", kind="unit", might=2, abilities=[{
    "kind": "triggered", "trigger": "die", "effects": [
        {"op": "draw", "amount": 2, "if": "your_beginning_phase"},
        {"op": "draw", "amount": 1, "unless": "your_beginning_phase"}]}])
FADE = designer("Fade", targets=[{"what": "unit"}], effects=[
    {"op": "grant_keyword", "target": 1, "keyword": "temporary", "this_turn": False}])
SNUFF = designer("Snuff", targets=[{"what": "unit"}], effects=[{"op": "kill", "target": 1}])
OFFERING = designer("Offering", play_cost=["kill_friendly_mighty_unit"],
                    effects=[{"op": "draw", "amount": 1}])


def _diarist_board():
    return game_board(units=[("d", "Diarist", None, "A", "base"), ("b", "Guard", 3, "B", "north")],
                      cards=[DIARIST, FADE, SNUFF, OFFERING])


def test_315_2_your_beginning_phase_holds_only_in_the_players_own_beginning_phase():
    # killed in Alice's Main Phase: 1 card
    r = play(_diarist_board(), "Snuff", by="A", targets=["d"])
    assert [(e.target, e.amount, ids(e.sources)) for e in r.of("draw")] == [("A", 1, {"d#1"})]
    # Temporary kills it at the start of Alice's Beginning Phase: 2 cards (816.1.b)
    r = play(_diarist_board(), "Fade", by="A", targets=["d"])
    r = end_turn(r)
    assert not r.of("kill")  # Bob's Beginning Phase: not hers
    r = end_turn(r)
    r.one("kill", target="d")
    assert [(e.target, e.amount) for e in r.of("draw") if ids(e.sources) == {"d#1"}] == [("A", 2)]


def test_your_turn_and_beginning_phase_are_read_for_the_player_without_a_unit():
    st = game_board(phase="beginning")
    assert holds(st, "your_beginning_phase", "A", None)
    assert not holds(st, "your_beginning_phase", "B", None)
    assert holds(st, "your_turn", "A", None) and not holds(st, "your_turn", "B", None)
    assert not holds(game_board(), "your_beginning_phase", "A", None)  # the Main Phase
    # format 1 has no phases: never a Beginning Phase
    assert not holds(board(), "your_beginning_phase", "A", None)
    assert "315.2" in CONDITIONS["your_beginning_phase"].rules


def test_143_2_428_1_a_1_a_mighty_unit_killed_as_an_additional_cost():
    st = board(units=[("s", "Squire", 4, "A", "base"), ("m", "Brute", 5, "A", "north"),
                      ("b", "Foe", 6, "B", "north")], cards=[OFFERING])
    r = play(st, "Offering", by="A", id="off")
    kill = r.one("kill", target="m")  # the 4-Might Squire is no Mighty unit: passed over
    assert ids(kill.attributed_to) == {"off"} and kill.responsible == "A"
    assert "428.1.a.1" in kill.rules and r.one("draw").amount == 1
    assert "not one" in raises_illegal(play, st, "Offering", by="A", choose={"A": ["s"]})
    assert "not one" in raises_illegal(play, st, "Offering", by="A", choose={"A": ["b"]})
    st = board(units=[("s", "Squire", 4, "A", "base"), ("b", "Foe", 6, "B", "north")],
               cards=[OFFERING])
    assert "has none" in raises_illegal(play, st, "Offering", by="A")


def test_002_enemy_alone_here_reads_the_other_players_units_at_its_battlefield():
    """"An enemy unit is alone here": some unit of another player at the unit's battlefield with
    no other unit of that player there (the cards' reminder of "alone", 002)."""
    st = board(units=[("k", "Hunter", 4, "A", "north"), ("s", "Scout", 2, "B", "north"),
                      ("f", "Friend", 2, "A", "north"), ("w", "Wall", 1, "B", "south"),
                      ("p", "Post", 1, "B", "south"), ("h", "Hider", 1, "A", "south"),
                      ("b", "Homebody", 1, "A", "base"), ("x", "Other", 1, "B", "base")],
               battlefields=("north", "south"))
    o = st.objects
    assert holds(st, "enemy_alone_here", "A", o["k"])  # the Scout; Alice's Friend is hers
    assert not holds(st, "enemy_alone_here", "A", o["h"])  # two of Bob's units at South
    assert not holds(st, "enemy_alone_here", "A", o["b"])  # a base holds only Alice's units
    assert not holds(st, "enemy_alone_here", "A", None)


def test_friendly_units_counts_the_players_units_on_the_board_wherever_they_are():
    st = board(units=[("a1", "One", 1, "A", "north"), ("a2", "Two", 2, "A", "base"),
                      ("b1", "Foe", 3, "B", "north")], hand=[("h", "Bird", "A")])
    assert count(st, "friendly_units", "A", None) == 2  # not the card in hand, not Bob's
    assert count(st, "friendly_units", "B", None) == 1


def test_824_1_level_3_holds_from_3_xp_in_format_2_only():
    assert holds(game_board(xp=(3, 2)), "level_3", "A", None)
    assert not holds(game_board(xp=(3, 2)), "level_3", "B", None)
    assert not holds(board(), "level_3", "A", None)  # format 1: no XP
