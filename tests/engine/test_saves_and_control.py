"""Passive death replacements (`save` statics, 369, 370.4, 371.2) and the control, recall and
heal primitives (engine/ops/control.py)."""

from __future__ import annotations

from tests.engine.helpers import board, combat, designer, mark, play

SAVER = designer("Mender", kind="unit", might=4, statics=[
    {"op": "save", "who": "other_friendly_here", "require": "weaker"}])
ALTAR = designer("Blood Pit", kind="battlefield", statics=[
    {"op": "save", "who": "units_here", "require": "in_combat", "may": True}])
STEAL = designer("Steal", targets=[{"what": "unit", "side": "enemy"}],
                 effects=[{"op": "take_control", "target": 1}, {"op": "recall", "target": 1}])
MEND = designer("Mend", targets=[{"what": "unit"}], effects=[{"op": "heal", "target": 1}])


def test_370_4_a_save_static_applies_to_a_unit_dying_at_the_same_time_as_its_source():
    st = board(units=[("m", "Mender", None, "A", "north"), ("k", "Knight", 3, "A", "north"),
                      ("o", "Ogre", 20, "B", "north")], cards=[SAVER])
    r = combat(st, "north", attackers=["o"], defenders=["k", "m"], assign={"k": 3, "m": 17})
    assert r.one("kill", target="m")
    ev = r.one("death_replaced", target="k")
    assert {s.id for s in ev.sources} == {"m"} and "370.4" in ev.rules
    k = r.obj("k")
    assert k.zone == "board" and k.at == "base" and k.exhausted and k.damage == 0


def test_369_a_save_static_with_a_condition_on_might_does_not_save_the_stronger():
    st = board(units=[("m", "Mender", None, "A", "north"), ("g", "Giant", 4, "A", "north"),
                      ("x", "Elsewhere", 1, "A", "base")], cards=[SAVER])
    r = mark(st, "g", 4)
    assert r.one("kill", target="g") and not r.of("death_replaced")  # 4 is not less than 4
    r = mark(r, "x", 1)
    assert r.one("kill", target="x")  # not here


def test_371_2_a_may_save_is_the_dying_units_controllers_choice_and_only_in_combat():
    st = board(units=[("a", "Ogre", 3, "A", ("pit")), ("b", "Knight", 3, "B", "pit")],
               battlefields=[("pit", "Blood Pit")], cards=[ALTAR])
    r = combat(st, "pit", attackers=["a"], may=False)
    assert len(r.of("may_declined")) == 2 and len(r.of("kill")) == 2
    r = combat(st, "pit", attackers=["a"], may=True)
    assert {e.target for e in r.of("death_replaced")} == {"a", "b"} and not r.of("kill")
    r = mark(st, "b", 3)  # no combat
    assert r.one("kill", target="b") and not r.of("may_declined")


def test_455_458_take_control_then_recall_keeps_damage_and_goes_to_the_new_base():
    st = board(units=[("g", "Giant", 6, "B", "north", {"damage": 2})], cards=[STEAL, MEND])
    r = play(st, "Steal", by="A", targets=["g"])
    g = r.obj("g")
    assert (g.controller, g.owner, g.at, g.damage) == ("A", "B", "base", 2)
    assert r.one("recall", target="g") and not r.of("move")
    r = play(r, "Mend", by="A", targets=["g"])
    assert r.obj("g").damage == 0 and r.one("heal", target="g").amount == 2
