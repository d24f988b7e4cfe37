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


ELUSIVE = designer("Elusive", kind="unit", might=3, keywords=["Ganking"], statics=[
    {"op": "no_damage", "who": "self", "require": "moved_twice"}])
ZAP = designer("Zap", targets=[{"what": "unit"}],
               effects=[{"op": "deal", "amount": 2, "target": 1}])


def test_465_2_c_10_a_unit_that_cant_be_dealt_damage_after_two_moves_this_turn():
    from riftboard.engine import actions as A
    from tests.engine.helpers import _apply, end_turn

    st = board(units=[("e", "Elusive", None, "A", "base"), ("g", "Guard", 2, "B", "south"),
                      ("f", "Front", 1, "A", "south")],
               battlefields=("north", "south"), cards=[ELUSIVE, ZAP])
    r = _apply(st, A.StandardMove(units=("e",), to="north"))
    r = play(r, "Zap", by="B", targets=["e"])
    assert r.one("damage", target="e").amount == 2  # one move: not yet
    r = _apply(r, A.SetState(obj="e", exhausted=False))
    r = _apply(r, A.StandardMove(units=("e",), to="south"))
    r = play(r, "Zap", by="B", targets=["e"])
    assert not r.of("damage") and r.one("prevented", target="e")
    # in combat it is assigned last and takes nothing; the Front takes its lethal 1 first
    r = combat(r, "south", attackers=["g"], defenders=["e", "f"])
    assert r.one("combat_assign", target="f").amount == 1 and not r.of("damage", target="e")
    r = end_turn(r)
    assert r.obj("e").moves == 0
