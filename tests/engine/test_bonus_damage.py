"""Bonus Damage (712-715) from Void Gate (errata: spells and abilities deal 1 Bonus Damage to units
here), and its order with Prevent: 1.4 prevents from the total (715.4.a, 437.1.a.1), 1.3 adds the
Bonus only to damage that gets past prevention (417.1.e.1 second example, 715.4)."""

import pytest

from tests.engine.helpers import activate, board, combat, designer, ids, play, raises_illegal

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


def _voli_at_gate(*foes, ruleset="1.4"):
    """Volibear, Furious (split 5 among enemy units here) attacking at Void Gate."""
    units = [("voli", "Volibear, Furious", None, "A", "gate")]
    units += [(f, f.capitalize(), m, "B", "gate") for f, m in foes]
    return board(units=units, battlefields=[GATE, "north"], ruleset=ruleset)


def _split(r):
    return [e for e in r.of("damage") if not e.combat]


def test_715_3_split_bonus_is_added_once_to_the_amount_split():
    """715.3: Volibear, Furious at Void Gate splits 5 + 1 = 6, not 5 with +1 per unit hit. Split
    2 + 4, the point past the printed 5 is the Bonus Damage, shown with Void Gate as its source
    on the event of the unit it went to; the other unit's 2 has no modifier."""
    st = _voli_at_gate(("foe", 2), ("brute", 9))
    r = combat(st, "gate", attackers=["voli"], choose={"A": ["foe", "foe"] + ["brute"] * 4})
    dealt = {e.target: e for e in _split(r)}
    assert {t: e.amount for t, e in dealt.items()} == {"foe": 2, "brute": 4}
    assert dealt["foe"].modifiers == ()
    [m] = dealt["brute"].modifiers
    assert (m.kind, m.amount, m.source.id) == ("bonus", 1, "gate")
    assert "715.3" in dealt["brute"].rules and "715.1" not in dealt["brute"].rules
    assert "3 + 1 Bonus Damage from Void Gate" in dealt["brute"].text
    assert sum(e.amount for e in dealt.values()) == 6


def test_715_3_split_must_name_the_bonus_increased_total():
    """715.3: the amount to split is 6 at Void Gate, so a split naming only the printed 5 is
    refused, and the message says where the sixth point comes from."""
    st = _voli_at_gate(("foe", 2), ("brute", 9))
    msg = raises_illegal(combat, st, "gate", attackers=["voli"],
                         choose={"A": ["foe", "foe", "brute", "brute", "brute"]})
    assert "all 6" in msg and "5 + 1 Bonus Damage" in msg and "715.3" in msg


def test_715_3_split_bonus_can_raise_the_number_of_units_hit_to_six():
    """715.3 (its example): with the Bonus Damage the 6 points may go to 6 units, 1 each, and
    no unit is dealt an extra point of its own."""
    foes = [(f"f{i}", 5) for i in range(1, 7)]
    st = _voli_at_gate(*foes)
    r = combat(st, "gate", attackers=["voli"], choose={"A": [f for f, _m in foes]})
    assert sorted((e.target, e.amount) for e in _split(r)) == [(f, 1) for f, _m in foes]
    assert [e.target for e in _split(r) if e.modifiers] == ["f6"]


def test_715_3_default_split_assigns_the_bonus_increased_total():
    """715.3 with no `choose`: the default split (lethal in file order, the rest to the last)
    shares out 6, not 5, and not 5 plus one per unit."""
    st = _voli_at_gate(("foe", 2), ("brute", 9))
    r = combat(st, "gate", attackers=["voli"])
    assert [(e.target, e.amount) for e in _split(r)] == [("foe", 2), ("brute", 4)]


def test_715_3_split_away_from_void_gate_has_no_bonus():
    """715.3 needs Bonus Damage to add: the same split at another battlefield is 5."""
    st = board(units=[("voli", "Volibear, Furious", None, "A", "north"),
                      ("foe", "Foe", 2, "B", "north"), ("brute", "Brute", 9, "B", "north")],
               battlefields=[GATE, "north"])
    r = combat(st, "north", attackers=["voli"])
    assert [(e.target, e.amount, e.modifiers) for e in _split(r)] == [("foe", 2, ()),
                                                                      ("brute", 3, ())]


SPREAD = designer("Spread", effects=[{"op": "deal_split", "amount": 3, "who": "enemy"}])


def test_715_3_split_among_units_with_different_bonus_is_refused():
    """715.3 adds one Bonus Damage to the whole split; when only some of the units it may hit
    are at Void Gate there is no single amount to split, so the engine refuses it (fails closed)
    and changes nothing."""
    st = board(units=[("here", "Here", 9, "B", "gate"), ("there", "There", 9, "B", "north")],
               battlefields=[GATE, "north"], cards=[SPREAD])
    msg = raises_illegal(play, st, "Spread", by="A")
    assert "different Bonus Damage" in msg and "715.3" in msg


@pytest.mark.parametrize("ruleset,want", [("1.4", 1), ("1.3", 0)])
def test_715_3_split_bonus_point_meets_prevent_per_ruleset(ruleset, want):
    """715.3 with the ruleset's prevention order: Brute's share is 1 + the bonus point and it
    has Prevent 1. 1.4 (715.4.a, 437.1.a.1) prevents from the 2, so 1 is dealt; 1.3 (715.4)
    adds the bonus only past prevention, so nothing is. Foe's 4 is untouched by either."""
    st = board(units=[("voli", "Volibear, Furious", None, "A", "gate"),
                      ("foe", "Foe", 9, "B", "gate"), ("brute", "Brute", 9, "B", "gate")],
               battlefields=[GATE], cards=WARDS, ruleset=ruleset)
    r = play(st, "Ward 1", by="B", targets=["brute"], id="w")
    r = combat(r, "gate", attackers=["voli"], choose={"A": ["foe"] * 4 + ["brute"] * 2})
    dealt = {e.target: e.amount for e in _split(r)}
    assert dealt.get("foe") == 4
    assert dealt.get("brute", 0) == want
    if not want:
        assert r.one("prevented", target="brute").amount == 0
