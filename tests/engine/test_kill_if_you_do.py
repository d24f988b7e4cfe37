"""A kill instruction's "if you do" (`kill` with `effects`, Adaptatron): what follows happens only
when the kill did (428.1.a.1); a target no longer legal skips the kill and what is linked to it
(359.3.e.7, 359.3.e.14.a), and a replaced death is no kill (359.3.e.14.b names the other case: an
instruction that does not name the kill still happens)."""

from tests.engine.helpers import activate, board, play

KILL_THEN_DRAW = {"name": "Probe Kill Draw", "kind": "spell",
                  "targets": [{"what": "unit", "where": "battlefield"}],
                  "effects": [{"op": "kill", "target": 1,
                               "effects": [{"op": "draw", "amount": 1}]}]}


def test_428_1_a_1_kill_then_if_you_do_draws():
    """428.1.a.1: the unit is killed, so the instruction that follows it runs: A draws 1."""
    st = board(units=[("u", "Squire", 2, "B", "north")], cards=[KILL_THEN_DRAW])
    r = play(st, "Probe Kill Draw", by="A", targets=["u"], id="k")
    assert r.one("kill", target="u")
    draw = r.one("draw")
    assert (draw.target, draw.amount) == ("A", 1)
    assert r.one("kill").seq < draw.seq


def test_359_3_e_14_a_target_gone_skips_the_kill_and_its_if_you_do():
    """359.3.e.7, 359.3.e.14.a: Charm sends the unit to base while the spell waits; the kill is
    skipped, and with it the draw that depended on it."""
    st = board(units=[("u", "Squire", 2, "B", "north")], cards=[KILL_THEN_DRAW])
    r = play(st, "Probe Kill Draw", by="A", targets=["u"], id="k", hold=True)
    r = play(r, "Charm", by="A", targets=["u"], to="base")
    assert r.one("fizzle").target == "u"
    assert r.of("kill") == [] and r.of("draw") == []


def test_359_3_e_14_b_a_replaced_death_is_no_kill_so_nothing_follows():
    """359.3.e.14.b, 369: Unlicensed Armory replaces the death (heal, exhaust, recall): nothing
    was killed, so the "if you do" draw does not happen."""
    st = board(units=[("u", "Squire", 2, "B", "north")], gear=[("arm", "Unlicensed Armory", "B")],
               hand=[("junk", "Hextech Ray", "B")], cards=[KILL_THEN_DRAW])
    r = activate(st, "arm", by="B", targets=["u"])
    r = play(r, "Probe Kill Draw", by="A", targets=["u"], id="k")
    assert r.one("death_replaced", target="u") and r.of("kill") == []
    assert r.of("draw") == []
