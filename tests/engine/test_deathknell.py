"""'When I die' triggers (Deathknell, 808.1.d, 428.1.a.1.b): one trigger name in the registry and
one rule function in the kill path (triggers.death_triggers); no edit to the loader or the app."""

from __future__ import annotations

from riftboard.engine.ops import TRIGGERS
from tests.engine.helpers import board, designer, play

MOURNER = designer("Mourner", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "die", "effects": [{"op": "draw", "amount": 1}]}])


def _board():
    return board(units=[("m", "Mourner", None, "B", "north")], cards=[MOURNER])


def test_808_1_d_a_unit_killed_by_lethal_damage_triggers_its_deathknell():
    """808.1.d: Void Seeker kills the Mourner in the Cleanup; its 'when I die' ability triggers
    for its controller then, and B draws 1."""
    assert "die" in TRIGGERS
    r = play(_board(), "Void Seeker", by="A", targets=["m"])
    kinds = r.kinds()
    assert kinds.index("kill") < kinds.index("trigger")
    trig = r.one("trigger")
    assert {s.id for s in trig.sources} == {"m#1"} and trig.responsible == "B"
    draws = r.of("draw", target="B")
    assert len(draws) == 1 and {s.id for s in draws[0].sources} == {"m#1"}


def test_428_1_a_1_b_a_kill_instruction_triggers_it_too():
    """428.1.a.1.b: a kill instruction (Hidden Blade's kill) also makes it die: it triggers."""
    r = play(_board(), "Hidden Blade", by="A", targets=["m"])
    assert r.one("kill", target="m") and r.one("trigger").responsible == "B"
    assert [d.amount for d in r.of("draw", target="B") if {s.id for s in d.sources} == {"m#1"}] == [1]


def test_a_unit_that_does_not_die_does_not_trigger():
    """Damage that is not lethal is no death: nothing triggers."""
    big = designer("Stout Mourner", kind="unit", might=9, abilities=MOURNER["abilities"])
    st = board(units=[("m", "Stout Mourner", None, "B", "north")], cards=[big])
    r = play(st, "Void Seeker", by="A", targets=["m"])
    assert not r.of("kill") and not r.of("trigger")
