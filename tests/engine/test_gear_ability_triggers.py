""""When you use an activated ability of a gear" (a triggered ability, 383.3): it triggers for
its controller's gear abilities, the Equip ability included, once the ability is on the chain;
not for an opponent's gear, nor for a unit's own activated ability."""

from __future__ import annotations

from tests.engine.helpers import activate, board

FAN = {"name": "Gear Fan", "kind": "unit", "might": 3,
       "abilities": [{"kind": "triggered", "trigger": "you_activate_gear",
                      "effects": [{"op": "might", "target": "self", "amount": 1}]}]}
TOOL = {"name": "Test Tool", "kind": "gear",
        "abilities": [{"kind": "activated", "cost": ["exhaust"],
                       "effects": [{"op": "draw", "amount": 1}]}]}
DOER = {"name": "Doer", "kind": "unit", "might": 2,
        "abilities": [{"kind": "activated", "effects": [{"op": "draw", "amount": 1}]}]}
CARDS = [FAN, TOOL, DOER]


def _triggers(r, host):
    return [e for e in r.events if e.kind == "trigger" and e.sources[0].id.startswith(host + "#")]


def test_383_3_a_gear_ability_of_its_controller_triggers_it_after_it_is_put_on_the_chain():
    st = board(units=[("fan", "Gear Fan", None, "A", "base")], gear=[("tool", "Test Tool", "A")],
               cards=CARDS)
    r = activate(st, "tool", by="A")
    (t,) = _triggers(r, "fan")
    assert t.seq > r.one("activate").seq and "Test Tool" in t.text
    assert r.might("fan") == 4 and r.one("draw", target="A").amount == 1


def test_an_equip_ability_is_a_gear_ability_too():
    st = board(units=[("fan", "Gear Fan", None, "A", "base")],
               gear=[("sword", "Long Sword", "A")], cards=CARDS)
    r = activate(st, "sword", by="A", targets=["fan"])
    assert len(_triggers(r, "fan")) == 1 and r.might("fan") == 3 + 1 + 2


def test_not_for_an_opponents_gear_nor_a_units_ability():
    st = board(units=[("fan", "Gear Fan", None, "A", "base"), ("doer", "Doer", None, "A", "base")],
               gear=[("tool", "Test Tool", "B")], cards=CARDS)
    r = activate(st, "tool", by="B")
    assert not _triggers(r, "fan")
    r = activate(r, "doer", by="A")
    assert not _triggers(r, "fan") and r.might("fan") == 3
