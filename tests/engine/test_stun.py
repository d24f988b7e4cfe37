"""Stun (423.1): a primitive added as one registry entry (engine/ops/status.py) and one rule
function (combat.combat_might); the card loader, the chain and the app are unchanged."""

from __future__ import annotations

from riftboard.engine.ops import REGISTRY, effect_asks
from tests.engine.helpers import board, combat, designer, end_turn, play

STUN = designer("Stun Bolt", targets=[{"what": "unit"}], effects=[{"op": "stun", "target": 1}])


def _board(**kw):
    return board(units=[("a", "Attacker", 3, "A", "north"), ("d", "Defender", 3, "B", "north")],
                 cards=[STUN], **kw)


def test_423_1_stun_is_one_registry_entry_the_loader_accepts():
    st = _board()
    assert "stun" in REGISTRY and REGISTRY["stun"].family == "status"
    r = play(st, "Stun Bolt", by="B", targets=["a"])
    ev = r.one("stun", target="a")
    assert "423.1" in ev.rules and ev.responsible == "B"
    assert r.obj("a").stunned and effect_asks(r.state.obj("@1").card.effects) == frozenset()


def test_423_1_b_a_stunned_unit_deals_no_combat_damage():
    """423.1.b: the stunned attacker contributes no Might; the defender still deals its 3."""
    r = play(_board(), "Stun Bolt", by="B", targets=["a"])
    r = combat(r, "north", attackers=["a"], defenders=["d"])
    assert not r.of("combat_assign", target="d") and not r.of("damage", target="d")
    assert r.one("kill", target="a").combat


def test_423_1_c_a_stunned_unit_still_needs_lethal_damage():
    """423.1.c: stunning does not lower the Might lethal damage is measured against."""
    r = play(_board(), "Stun Bolt", by="A", targets=["d"])
    r = combat(r, "north", attackers=["a"], defenders=["d"])
    assert r.one("combat_assign", target="d").amount == 3
    assert r.one("kill", target="d")
    assert not r.of("damage", target="a")  # the stunned defender dealt nothing back


def test_423_1_a_1_a_stunned_unit_is_not_stunned_again():
    r = play(_board(), "Stun Bolt", by="B", targets=["a"])
    r = play(r, "Stun Bolt", by="B", targets=["a"])
    assert not r.of("stun") and len(r.ever("stun")) == 1


def test_423_1_a_2_stun_ends_with_the_turn():
    r = play(_board(), "Stun Bolt", by="B", targets=["a"])
    r = end_turn(r)
    assert not r.obj("a").stunned
    r = combat(r, "north", attackers=["d"], defenders=["a"])
    assert r.one("combat_assign", target="d").amount == 3
