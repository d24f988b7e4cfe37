"""A kill paid as a cost ("Kill this", "kill a friendly unit"): a kill instruction (428.1.a.1)
attributed to the ability and its host (428.5.b, 428.5.d), the paying player responsible; what
it triggers goes on the chain above the ability (818.1.c.1)."""

from __future__ import annotations

from tests.engine.helpers import activate, board, designer, ids, play, raises_illegal

ALTAR = designer("Altar", "gear", abilities=[{
    "kind": "activated", "cost": ["kill_friendly_unit"],
    "effects": [{"op": "draw", "amount": 1}]}])
SNACK = designer("Snack", "gear", abilities=[{
    "kind": "activated", "cost": ["exhaust", "kill_self"],
    "effects": [{"op": "draw", "amount": 1}]}])
MARTYR = designer("Martyr", "unit", might=2, abilities=[{
    "kind": "triggered", "trigger": "die", "effects": [{"op": "draw", "amount": 2}]}])


def _board():
    return board(units=[("m", "Martyr", None, "A", "north"), ("s", "Squire", 2, "A", "base"),
                        ("b", "Foe", 2, "B", "north")],
                 gear=[("altar", "Altar", "A"), ("snack", "Snack", "A")],
                 cards=[ALTAR, SNACK, MARTYR])


def test_428_5_d_a_kill_cost_is_credited_to_the_ability_and_its_host():
    r = activate(_board(), "altar", choose={"A": ["s"]})
    kill = r.one("kill", target="s")
    assert ids(kill.attributed_to) == {"altar#1", "altar"} and kill.responsible == "A"
    assert kill.reason == "kill_instruction" and "428.1.a.1" in kill.rules
    # a unit killed as a cost by an ability is no spell kill (411.6)
    assert not [c for c in r.conditions if c.condition == "killed_unit_with_spell"]


def test_818_1_c_1_what_the_cost_triggers_resolves_before_the_ability():
    r = activate(_board(), "altar", choose={"A": ["m"]})
    draws = [(e.amount, ids(e.sources)) for e in r.of("draw")]
    assert draws == [(2, {"m#1"}), (1, {"altar#1"})]


def test_kill_cost_refuses_an_enemy_unit_and_needs_a_unit():
    assert "not one" in raises_illegal(activate, _board(), "altar", choose={"A": ["b"]})
    st = board(units=[("b", "Foe", 2, "B", "north")], gear=[("altar", "Altar", "A")],
               cards=[ALTAR])
    assert "no other to kill" in raises_illegal(activate, st, "altar")


def test_kill_this_the_ability_still_resolves_with_its_host_gone():
    r = activate(_board(), "snack")
    assert ids(r.one("kill", target="snack").attributed_to) == {"snack#1", "snack"}
    assert r.one("draw").amount == 1 and r.obj("snack").zone == "trash"
    assert "not on the board" in raises_illegal(activate, r, "snack")


PATRON = designer("Patron", "unit", might=5, play_cost=["kill_friendly_unit"])


def test_428_1_a_1_a_kill_as_an_additional_cost_to_play_a_card():
    st = board(units=[("s", "Squire", 2, "A", "base"), ("b", "Foe", 2, "B", "north")],
               cards=[PATRON])
    r = play(st, "Patron", by="A")
    kill = r.one("kill", target="s")
    assert ids(kill.attributed_to) == {"@1"} and kill.responsible == "A"
    assert r.obj("@1").zone == "board"
    st = board(units=[("b", "Foe", 2, "B", "north")], cards=[PATRON])
    assert "no other to kill" in raises_illegal(play, st, "Patron", by="A")
