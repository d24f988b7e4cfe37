"""Valid damage (417.1.e, 417.1.e.1) and Prevent (437): fully prevented damage is not dealt (a
`prevented` event, no damage event, no "take damage" trigger, 437.4); the Prevent Value shrinks by
what it prevents and the rest waits for the next Deal (437.3)."""

import pytest

from tests.engine.helpers import activate, board, designer, end_turn, ids, play


def ward(n):
    """A designer spell: prevent the next N damage a unit would take this turn."""
    return designer(f"Ward {n}", targets=[{"what": "unit"}],
                    effects=[{"op": "prevent", "target": 1, "amount": n}])


WARDS = [ward(n) for n in (1, 2, 4, 5)] + [
    designer("Ward All", targets=[{"what": "unit"}],
             effects=[{"op": "prevent", "target": 1, "amount": "all"}])]


def test_417_1_e_1_rule_example_hextech_ray_fully_prevented_no_trigger():
    """417.1.e.1 example: Prevent 3, then Hextech Ray: no damage, and the unit's "when I take damage"
    ability does not trigger."""
    st = board(units=[("brute", "Vengeful Brute", None, "B", "north")])
    r = play(st, "Prevention Ward", by="B", targets=["brute"], id="ward")
    r = play(r, "Hextech Ray", by="A", targets=["brute"], id="ray")
    assert r.of("damage") == []
    p = r.one("prevented", target="brute")
    assert p.amount == 0
    assert ids(p.sources) == {"ray"} and p.responsible == "A"
    assert [(m.kind, m.amount, m.source.id) for m in p.modifiers] == [("prevent", -3, "ward")]
    assert "417.1.e.1" in p.rules and "437.4" in p.rules
    assert r.of("trigger") == [] and r.of("might") == []
    assert r.might("brute") == 3 and r.obj("brute").damage == 0


def test_417_1_e_1_rule_example_void_seeker_deals_one_and_triggers():
    """417.1.e.1 example: Prevent 3, then Void Seeker: 1 is dealt and the ability triggers."""
    st = board(units=[("brute", "Vengeful Brute", None, "B", "north")])
    r = play(st, "Prevention Ward", by="B", targets=["brute"], id="ward")
    r = play(r, "Void Seeker", by="A", targets=["brute"])
    dmg = r.one("damage", target="brute")
    assert dmg.amount == 1
    assert [(m.kind, m.amount, m.source.id) for m in dmg.modifiers] == [("prevent", -3, "ward")]
    assert r.of("prevented") == []
    trig = r.one("trigger")
    assert ids(trig.sources) == {"brute#1"} and trig.responsible == "B"
    assert r.might("brute") == 5


@pytest.mark.parametrize("prevent,base,source", [
    (1, 3, "Hextech Ray"), (2, 3, "Hextech Ray"), (2, 4, "Void Seeker"), (4, 3, "Hextech Ray"),
    (5, 4, "Void Seeker"), (1, 2, "ballista"), (2, 2, "ballista"), (4, 4, "Void Seeker"),
])
def test_437_2_prevention_reduces_the_deal_and_437_3_keeps_the_rest(prevent, base, source):
    """437.2, 437.2.a, 437.3: the damage dealt is base - Prevent Value (never below 0); the value
    drops by what was prevented and the remainder meets the next Deal (a second Hextech Ray)."""
    st = board(units=[("u", "Unit", 50, "B", "north")], gear=[("ballista", "Iron Ballista", "A")],
               cards=WARDS)
    r = play(st, f"Ward {prevent}", by="B", targets=["u"], id="w")
    if source == "ballista":
        r = activate(r, "ballista", targets=["u"])
    else:
        r = play(r, source, by="A", targets=["u"])
    dealt = max(0, base - prevent)
    used = min(base, prevent)
    if dealt:
        e = r.one("damage", target="u")
        assert e.amount == dealt and r.of("prevented") == []
    else:
        e = r.one("prevented", target="u")
        assert r.of("damage") == []
    assert [(m.kind, m.amount) for m in e.modifiers] == [("prevent", -used)]
    left = prevent - used
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    after = max(0, 3 - left)
    if after:
        e2 = r.one("damage", target="u")
        assert e2.amount == after
    else:
        e2 = r.one("prevented", target="u")
    assert [(m.kind, m.amount) for m in e2.modifiers] == ([("prevent", -min(3, left))] if left else [])


def test_437_3_ballista_then_ray_uses_the_rest_of_prevention_ward():
    """437.3, 437.3.b: Prevention Ward (3) absorbs Ballista's 2; Ray then meets Prevent 1: 2 dealt.
    437.3.a: the used-up Prevent is gone, a third Deal is whole."""
    st = board(units=[("u", "Unit", 50, "B", "north")], gear=[("bal", "Iron Ballista", "A")])
    r = play(st, "Prevention Ward", by="B", targets=["u"], id="ward")
    r = activate(r, "bal", targets=["u"])
    assert r.one("prevented", target="u").modifiers[0].amount == -2
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    assert r.one("damage", target="u").amount == 2
    r = play(r, "Void Seeker", by="A", targets=["u"])
    dmg = r.one("damage", target="u")
    assert dmg.amount == 4 and dmg.modifiers == ()


def test_437_prevention_ward_stacks_in_order():
    """437.2, 437.3: two Prevention Wards are two Prevent Values; Void Seeker uses all of the first
    and 1 of the second; then Hextech Ray meets the 2 left."""
    st = board(units=[("u", "Unit", 50, "B", "north")])
    r = play(st, "Prevention Ward", by="B", targets=["u"], id="w1")
    r = play(r, "Prevention Ward", by="B", targets=["u"], id="w2")
    r = play(r, "Void Seeker", by="A", targets=["u"])
    p = r.one("prevented", target="u")
    assert [(m.kind, m.amount, m.source.id) for m in p.modifiers] == [
        ("prevent", -3, "w1"), ("prevent", -1, "w2")]
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    dmg = r.one("damage", target="u")
    assert dmg.amount == 1
    assert [(m.amount, m.source.id) for m in dmg.modifiers] == [(-2, "w2")]


def test_437_1_b_1_b_prevent_all_prevents_every_deal_this_turn():
    """437.1.b.1.b, 437.3.c: a Prevent Value of "All" stays "All": every Deal is fully prevented."""
    st = board(units=[("u", "Unit", 3, "B", "north")], cards=WARDS)
    r = play(st, "Ward All", by="B", targets=["u"])
    for spell in ("Void Seeker", "Hextech Ray", "Void Seeker"):
        r = play(r, spell, by="A", targets=["u"])
        assert r.of("damage") == [] and len(r.of("prevented")) == 1
    assert r.obj("u").zone == "board"


def test_437_4_prevented_damage_is_not_dealt_so_decree_does_not_trigger():
    """437.4, 417.1.e.1: fully prevented damage was not dealt at all, so Imperial Decree's "takes
    damage" trigger does not fire and the unit lives."""
    st = board(units=[("u", "Unit", 9, "B", "north")])
    r = play(st, "Imperial Decree", by="A")
    r = play(r, "Prevention Ward", by="B", targets=["u"])
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    assert r.of("trigger") == [] and r.of("kill") == []
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    assert r.one("damage", target="u").amount == 3
    assert r.one("kill", target="u").responsible == "A"


def test_417_1_e_prevented_damage_on_a_damaged_unit_kills_nothing():
    """417.1.e, 428.5.c: a Deal whose damage is all prevented marks nothing, so a unit one short
    of lethal survives and no kill is credited."""
    st = board(units=[("u", "Unit", 4, "B", "north", {"damage": 3})])
    r = play(st, "Prevention Ward", by="B", targets=["u"])
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    assert r.of("kill") == [] and r.obj("u").damage == 3


def test_437_prevent_is_per_unit():
    """437.2: the Prevent Value is tracked on the unit; another unit takes full damage."""
    st = board(units=[("u", "Unit", 9, "B", "north"), ("v", "Other", 9, "B", "north")])
    r = play(st, "Prevention Ward", by="B", targets=["u"])
    r = play(r, "Hextech Ray", by="A", targets=["v"])
    assert r.one("damage", target="v").amount == 3


def test_437_prevent_ends_with_the_turn():
    """437.1.b.1 ("this turn"), 317.2: the Prevent Value expires at the end of the turn."""
    st = board(units=[("u", "Unit", 9, "B", "north")])
    r = play(st, "Prevention Ward", by="B", targets=["u"])
    r = end_turn(r)
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    dmg = r.one("damage", target="u")
    assert dmg.amount == 3 and dmg.modifiers == ()
