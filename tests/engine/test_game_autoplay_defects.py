"""Engine defects random legal games found (issue 26, riftboard/report/autoplay.py), each pinned
by the rule it broke."""

from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import end_turn, play


def test_315_1_b_awaken_readies_units_and_runes_in_one_step():
    """315.1.b: the Awaken Phase readies the units, then the runes, of the new turn player; a
    unit readied first used to leave the step's objects mid-change, and reading the runes then
    raised AttributeError instead of readying them."""
    st = game_board(units=[("b1", "Guard", 2, "B", "base", {"exhausted": True})],
                    runes=[("rb", "Fury Rune", "B", True)])
    r = end_turn(st)
    assert not r.state.obj("b1").exhausted and not r.state.obj("rb").exhausted
    assert [e.target for e in r.of("ready_all")] == ["B"]


def test_431_2_burn_out_after_a_change_in_the_same_step_recycles_the_trash():
    """431.2: a Burn Out in the Draw Phase recycles the trash even when the step has already
    changed objects (here the Awaken Phase readied B's unit)."""
    st = game_board(units=[("b1", "Guard", 2, "B", "base", {"exhausted": True})],
                    decks={"B": []}, trash=[("t1", "Hextech Ray", "B")])
    r = end_turn(st)
    assert r.one("burn_out").target == "B"
    assert r.state.obj("t1").zone == "hand" and side(r, "A").points == 1


def test_829_1_b_flow_plays_from_the_trash_after_paying_its_cost_in_strict_mode():
    """829.1.b: a Flow spell with no copy in hand is played from its player's trash; in strict
    mode the cost is paid first (357), and looking in the trash after that raised
    AttributeError."""
    from tests.engine.test_game_turns import FLOW_STEEL

    st = game_board(mode="strict", gear=[("g1", "Doran's Shield", "B")],
                    trash=[("t1", "Flow Steel", "A")], cards=[FLOW_STEEL],
                    runes=[(f"r{i}", "Fury Rune", "A", False) for i in (1, 2, 3)])
    r = play(st, "Flow Steel", by="A", targets=["g1"])
    assert "from the trash (Flow)" in r.one("play").text
    assert r.one("pay").target == "A"
    assert r.state.obj("g1").zone == "trash"
