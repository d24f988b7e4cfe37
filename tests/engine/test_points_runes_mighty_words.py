"""Three words the Origins cards read: `your_points` (a count of the player's points, 194.1;
Draven, Showboat), `friendly_mighty_units` (the player's units with 5 or more Might, 143.2;
Kadregrin the Infernal) and `eight_runes` (the player controls 8 or more runes, 430.1; Yi,
Meditative)."""

from __future__ import annotations

from riftboard.engine.board import CONDITIONS, COUNTS, count, holds
from riftboard.engine.might import might
from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, ids, play, state_of

# a passive ability: +1 Might for each of its player's points
SHOWMAN = designer("Showman", kind="unit", might=3, statics=[
    {"op": "might", "who": "self", "amount": 1, "per": "your_points"}])
# a passive ability: +4 Might while its player has 8 runes
MONK = designer("Rune Monk", kind="unit", might=4, statics=[
    {"op": "might", "who": "self", "amount": 4, "when": "eight_runes"}])
# draw 1 for each of your Mighty units
MUSTER = designer("Muster", effects=[{"op": "draw", "amount": 1, "per": "friendly_mighty_units"}])


def test_194_1_your_points_counts_the_players_points_and_is_0_in_format_1():
    st = game_board(points=(3, 5), units=[("s", "Showman", None, "A", "base")], cards=[SHOWMAN])
    assert count(st, "your_points", "A", st.objects["s"]) == 3
    assert count(st, "your_points", "B", st.objects["s"]) == 5
    assert might(st, st.objects["s"]) == 6  # 3 printed + 3 points
    st1 = board(units=[("s", "Showman", None, "A", "base")], cards=[SHOWMAN])
    assert might(st1, st1.objects["s"]) == 3  # no score in format 1
    assert "194.1" in COUNTS["your_points"].rules


def test_143_2_friendly_mighty_units_counts_units_with_5_or_more_might():
    st = board(units=[("a", "Brute", 5, "A", "north"), ("b", "Giant", 7, "A", "base"),
                      ("c", "Squire", 4, "A", "base"), ("d", "Foe", 9, "B", "north")],
               cards=[MUSTER])
    assert count(st, "friendly_mighty_units", "A", st.objects["c"]) == 2
    r = play(st, "Muster", by="A", id="mu")
    assert [(e.target, e.amount, ids(e.sources)) for e in r.of("draw")] == [("A", 2, {"mu"})]
    assert COUNTS["friendly_mighty_units"].reads_might and "143.2" in COUNTS[
        "friendly_mighty_units"].rules
    # none Mighty: a count of 0 skips the draw
    st = board(units=[("c", "Squire", 4, "A", "base")], cards=[MUSTER])
    assert not play(st, "Muster", by="A").of("draw")


def test_430_1_eight_runes_reads_the_runes_the_player_controls():
    seven = [(f"r{i}", "Fury Rune", "A", i % 2 == 0) for i in range(7)]
    st = game_board(runes=seven, units=[("m", "Rune Monk", None, "A", "base")], cards=[MONK])
    assert not holds(st, "eight_runes", "A", st.objects["m"])
    assert might(st, st.objects["m"]) == 4
    st = game_board(runes=[*seven, ("r7", "Fury Rune", "A", True)],
                    units=[("m", "Rune Monk", None, "A", "base")], cards=[MONK])
    assert holds(st, "eight_runes", "A", st.objects["m"])  # exhausted ones count too
    assert not holds(st, "eight_runes", "B", st.objects["m"])
    assert might(st, st.objects["m"]) == 8
    assert "430.1" in CONDITIONS["eight_runes"].rules
    st1 = state_of(board(units=[("m", "Rune Monk", None, "A", "base")], cards=[MONK]))
    assert might(st1, st1.objects["m"]) == 4  # format 1 has no runes


def test_446_1_third_move_holds_on_the_third_move_of_a_turn_only():
    """Yasuo, Windrider's "the third time I move in a turn": a triggered ability with
    `if = "third_move"` triggers on the third move and not on the first, second or fourth."""
    from riftboard.engine import actions as A
    from tests.engine.helpers import _apply, set_state

    rider = designer("Rider", kind="unit", might=2, keywords=["Ganking"], abilities=[{
        "kind": "triggered", "trigger": "move_self", "if": "third_move",
        "effects": [{"op": "draw", "amount": 1}]}])
    st = board(units=[("r", "Rider", None, "A", "base", {"exhausted": False})],
               battlefields=("north", "south"), cards=[rider])
    draws = []
    r = st
    for dest in ("north", "south", "base", "north"):
        r = _apply(set_state(r, "r", exhausted=False), A.StandardMove(units=("r",), to=dest))
        draws.append(len(r.of("draw")))
    assert draws == [0, 0, 1, 0]
    assert "446.1" in CONDITIONS["third_move"].rules


def test_107_3_facedown_at_battlefield_reads_the_players_hidden_cards():
    """Mushroom Pouch's "if you control a facedown card at a battlefield" (107.3, 811.1.b)."""
    from attrs import evolve

    st = game_board(hand=[("h", "Pakaa Cub", "A")], units=[("g", "Guard", 2, "A", "north")])
    assert not holds(st, "facedown_at_battlefield", "A", st.objects["g"])  # in the hand
    hidden = evolve(st.objects["h"], zone="facedown", at="north")
    st = evolve(st, objects=st.objects.set("h", hidden))
    assert holds(st, "facedown_at_battlefield", "A", st.objects["g"])
    assert not holds(st, "facedown_at_battlefield", "B", st.objects["g"])
    assert "107.3" in CONDITIONS["facedown_at_battlefield"].rules
