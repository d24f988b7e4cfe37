"""Bonus Damage (712-715) from Void Gate (errata: spells and abilities deal 1 Bonus Damage to units
here), and its order with Prevent: 1.4 prevents from the total (715.4.a, 437.1.a.1), 1.3 adds the
Bonus only to damage that gets past prevention (417.1.e.1 second example, 715.4)."""

import pytest

from tests.engine.helpers import activate, board, combat, designer, ids, play

GATE = ("gate", "Void Gate")


def ward(n):
    return designer(f"Ward {n}", targets=[{"what": "unit"}],
                    effects=[{"op": "prevent", "target": 1, "amount": n}])


WARDS = [ward(n) for n in range(1, 8)]


@pytest.mark.parametrize("spell,base", [("Void Seeker", 4), ("Hextech Ray", 3)])
@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
def test_715_1_void_gate_adds_one_to_spell_damage_there(spell, base, ruleset):
    """715.1: a single-target spell Deal at Void Gate is increased by the Bonus Damage; the event
    lists the bonus with Void Gate as its source."""
    st = board(units=[("u", "Unit", 20, "B", "gate")], battlefields=[GATE], ruleset=ruleset)
    dmg = play(st, spell, by="A", targets=["u"]).one("damage", target="u")
    assert dmg.amount == base + 1
    [m] = dmg.modifiers
    assert (m.kind, m.amount, m.source.id, m.source.kind) == ("bonus", 1, "gate", "battlefield")
    assert "715.1" in dmg.rules


def test_715_1_void_gate_adds_one_to_ability_damage_there():
    """715.1: ability damage (Iron Ballista) at Void Gate also gets the Bonus Damage."""
    st = board(units=[("u", "Unit", 20, "B", "gate")], battlefields=[GATE],
               gear=[("bal", "Iron Ballista", "A")])
    dmg = activate(st, "bal", targets=["u"]).one("damage", target="u")
    assert dmg.amount == 3 and ids(dmg.sources) == {"bal#1", "bal"}
    assert [(m.kind, m.amount) for m in dmg.modifiers] == [("bonus", 1)]


def test_715_1_void_gate_bonus_on_granted_triggered_ability():
    """715.1: Recurve Bow's granted trigger is an ability: 2 + 1 at Void Gate."""
    st = board(units=[("hero", "Hero", 1, "A", "gate"), ("s", "Scout", 9, "B", "gate")],
               battlefields=[GATE], gear=[("bow", "Recurve Bow", "A", {"attached_to": "hero"})])
    r = combat(st, "gate", attackers=["hero"], defenders=["s"])
    bow_dmg = r.of("damage", target="s", combat=False)
    assert [e.amount for e in bow_dmg] == [3]


@pytest.mark.parametrize("spell,base", [("Void Seeker", 4), ("Hextech Ray", 3)])
def test_faq_void_gate_bonus_only_for_units_at_void_gate(spell, base):
    """FAQ (Void Gate errata), 715.2: only damage to units at Void Gate gets the Bonus; the same
    spell at another battlefield deals its printed amount."""
    st = board(units=[("here", "Here", 20, "B", "gate"), ("there", "There", 20, "B", "north")],
               battlefields=[GATE, "north"])
    there = play(st, spell, by="A", targets=["there"]).one("damage", target="there")
    assert there.amount == base and there.modifiers == ()
    here = play(st, spell, by="A", targets=["here"]).one("damage", target="here")
    assert here.amount == base + 1


def test_void_gate_does_not_add_to_combat_damage():
    """Void Gate (spells and abilities only), 417.6.c: combat damage at Void Gate has no Bonus."""
    st = board(units=[("a", "A1", 3, "A", "gate"), ("b", "B1", 5, "B", "gate")], battlefields=[GATE])
    r = combat(st, "gate", attackers=["a"], defenders=["b"])
    to_b = r.one("damage", target="b")
    to_a = r.one("damage", target="a")
    assert to_b.amount == 3 and to_a.amount == 5
    assert to_b.modifiers == () and to_a.modifiers == ()


def test_void_gate_does_not_add_to_challenge_unit_damage():
    """417.6.b.3: under Challenge the units deal the damage, not a spell: no Bonus at Void Gate."""
    st = board(units=[("a", "A1", 3, "A", "gate"), ("b", "B1", 5, "B", "gate")], battlefields=[GATE])
    r = play(st, "Challenge", by="A", targets=["a", "b"])
    assert r.one("damage", target="b").amount == 3
    assert r.one("damage", target="a").amount == 5
    assert all(e.modifiers == () for e in r.of("damage"))


def _expected(ruleset, base, prevent):
    if ruleset == "1.4":  # 715.4.a, 437.1.a.1
        return max(0, base + 1 - prevent)
    return 0 if prevent >= base else base - prevent + 1  # 1.3: 417.1.e.1, 715.4


@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
@pytest.mark.parametrize("prevent", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("source,base", [("Hextech Ray", 3), ("Void Seeker", 4), ("ballista", 2)])
def test_715_4_a_bonus_and_prevent_order_per_ruleset(ruleset, prevent, source, base):
    """715.4.a / 437.1.a.1 (1.4): dealt = max(0, base + bonus - prevent). 1.3 (417.1.e.1 second
    example, 715.4): 0 when prevent >= base, else base - prevent + bonus. Each modifier is listed
    with its signed amount and source, and they add up to the amount dealt."""
    st = board(units=[("u", "Unit", 50, "B", "gate")], battlefields=[GATE],
               gear=[("ballista", "Iron Ballista", "A")], cards=WARDS, ruleset=ruleset)
    r = play(st, f"Ward {prevent}", by="B", targets=["u"], id="w")
    if source == "ballista":
        r = activate(r, "ballista", targets=["u"])
    else:
        r = play(r, source, by="A", targets=["u"])
    want = _expected(ruleset, base, prevent)
    if want:
        ev = r.one("damage", target="u")
        assert r.of("prevented") == []
    else:
        ev = r.one("prevented", target="u")
        assert r.of("damage") == []
    assert ev.amount == want
    assert base + sum(m.amount for m in ev.modifiers) == want
    prevents = [m for m in ev.modifiers if m.kind == "prevent"]
    assert len(prevents) == 1 and prevents[0].amount < 0 and prevents[0].source.id == "w"
    bonuses = [m for m in ev.modifiers if m.kind == "bonus"]
    assert all(m.amount == 1 and m.source.id == "gate" for m in bonuses)
    if ruleset == "1.4":
        assert len(bonuses) == 1
        assert prevents[0].amount == -min(prevent, base + 1)
    else:
        assert len(bonuses) == (1 if want else 0)
        assert prevents[0].amount == -min(prevent, base)


@pytest.mark.parametrize("ruleset,first,second", [("1.4", 0, 4), ("1.3", 0, 3)])
def test_437_3_prevent_value_used_counts_bonus_only_in_1_4(ruleset, first, second):
    """437.3 with 437.1.a.1: in 1.4 Prevent 4 absorbs Ray's 3 + 1 Bonus entirely, so the next Ray
    deals 4; in 1.3 it absorbs only the 3 base, leaving 1: the next Ray deals 3 - 1 + 1 = 3."""
    st = board(units=[("u", "Unit", 50, "B", "gate")], battlefields=[GATE], cards=WARDS, ruleset=ruleset)
    r = play(st, "Ward 4", by="B", targets=["u"])
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    assert r.one("prevented", target="u").amount == first
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    assert r.one("damage", target="u").amount == second


def test_714_bonus_damage_instances_are_summed():
    """714: several Bonus Damage instances on one Deal add up; each is listed as a modifier."""
    shrine = designer("Bonus Shrine", kind="unit", might=5,
                      statics=[{"op": "bonus_damage", "who": "units_here", "amount": 2}])
    st = board(units=[("shrine", "Bonus Shrine", None, "A", "gate"), ("u", "Unit", 50, "B", "gate")],
               battlefields=[GATE], cards=[shrine])
    dmg = play(st, "Hextech Ray", by="A", targets=["u"]).one("damage", target="u")
    assert dmg.amount == 6
    assert sorted((m.amount, m.source.id) for m in dmg.modifiers) == [(1, "gate"), (2, "shrine")]
