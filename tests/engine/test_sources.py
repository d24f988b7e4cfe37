"""Sources of a Deal (417.6): a spell deals its own damage (417.6.a); an ability deals it with
its host (417.6.b.2.a); a unit told to deal damage is the only source and its controller is
responsible (417.6.b.3, 417.6.b.4); combat damage comes from the opposing units (417.6.c.1)."""

import pytest

from tests.engine.helpers import activate, board, combat, ids, play


@pytest.mark.parametrize("spell,amount", [("Void Seeker", 4), ("Hextech Ray", 3)])
@pytest.mark.parametrize("spell_id", [None, "zap"])
def test_417_6_a_spell_is_the_only_source(spell, amount, spell_id):
    """417.6.a: a spell that does not name a source deals the damage itself."""
    st = board(units=[("u", "Unit", 9, "B", "north")])
    r = play(st, spell, by="A", targets=["u"], id=spell_id)
    dmg = r.one("damage", target="u")
    sid = spell_id or "@1"
    assert dmg.amount == amount
    assert [(s.id, s.kind, s.name, s.controller) for s in dmg.sources] == [(sid, "spell", spell, "A")]
    assert "417.6.a" in dmg.rules
    assert not dmg.combat


@pytest.mark.parametrize("controller", ["A", "B"])
def test_417_6_b_2_a_ability_and_its_host_are_sources(controller):
    """417.6.b.2.a: Iron Ballista's damage is dealt by the ability (ballista#1) and the gear."""
    other = "B" if controller == "A" else "A"
    st = board(units=[("u", "Unit", 9, other, "north")], gear=[("ballista", "Iron Ballista", controller)])
    r = activate(st, "ballista", targets=["u"])
    dmg = r.one("damage", target="u")
    assert dmg.amount == 2
    by_id = {s.id: s for s in dmg.sources}
    assert set(by_id) == {"ballista#1", "ballista"}
    assert by_id["ballista#1"].kind == "ability" and by_id["ballista#1"].host == "ballista"
    assert by_id["ballista"].kind == "gear"
    assert {s.controller for s in dmg.sources} == {controller}
    assert dmg.responsible == controller
    assert "417.6.b.2.a" in dmg.rules


@pytest.mark.parametrize("caster", ["A", "B"])
def test_417_6_b_3_challenge_each_unit_alone_its_controller_responsible(caster):
    """417.6.b.3, 417.6.b.4 (1.4): Challenge's damage is dealt by each chosen unit, not by the spell;
    each unit's controller is responsible for its own damage, whoever cast Challenge."""
    other = "B" if caster == "A" else "A"
    st = board(units=[("mine", "Mine", 2, caster, "north"), ("theirs", "Theirs", 5, other, "north")])
    r = play(st, "Challenge", by=caster, targets=["mine", "theirs"], id="ch")
    to_theirs = r.one("damage", target="theirs")
    to_mine = r.one("damage", target="mine")
    assert ids(to_theirs.sources) == {"mine"} and to_theirs.amount == 2
    assert ids(to_mine.sources) == {"theirs"} and to_mine.amount == 5
    assert to_theirs.responsible == caster
    assert to_mine.responsible == other
    assert all("ch" not in ids(e.sources) for e in r.of("damage"))
    assert {s.kind for e in r.of("damage") for s in e.sources} == {"unit"}


def test_417_6_b_3_challenge_1_3_caster_responsible_for_both_sides():
    """411.1 (1.3 has no 417.6.b.4): the player performing Challenge is responsible for both Deals;
    the sources are still the units (417.6.b.3)."""
    st = board(units=[("mine", "Mine", 2, "A", "north"), ("theirs", "Theirs", 5, "B", "north")],
               ruleset="1.3")
    r = play(st, "Challenge", by="A", targets=["mine", "theirs"])
    assert {e.responsible for e in r.of("damage")} == {"A"}
    assert ids(r.one("damage", target="mine").sources) == {"theirs"}
    assert "417.6.b.4 (1.4)" in r.one("damage", target="mine").rules


def test_417_6_b_3_challenge_uses_current_might():
    """417.6.b.3: a unit deals damage equal to its current Might (Garen's +1 counts)."""
    st = board(units=[("garen", "Garen, Commander", None, "A", "north"),
                      ("mine", "Mine", 2, "A", "north"), ("theirs", "Theirs", 9, "B", "north")])
    r = play(st, "Challenge", by="A", targets=["mine", "theirs"])
    assert r.one("damage", target="theirs").amount == 3


def test_417_6_c_1_combat_damage_sources_are_the_opposing_units():
    """417.6.c.1: damage to attackers comes from the defenders and the other way round; the
    controller of the dealing side is responsible."""
    st = board(units=[("a1", "A1", 2, "A", "north"), ("a2", "A2", 3, "A", "north"),
                      ("b1", "B1", 4, "B", "north"), ("b2", "B2", 5, "B", "north")])
    r = combat(st, "north", attackers=["a1", "a2"], defenders=["b1", "b2"])
    for e in r.of("damage"):
        assert e.combat
        assert "417.6.c.1" in e.rules
        if e.target in ("a1", "a2"):
            assert ids(e.sources) == {"b1", "b2"} and e.responsible == "B"
        else:
            assert ids(e.sources) == {"a1", "a2"} and e.responsible == "A"
    assert {e.target for e in r.of("damage")} >= {"b1", "a1"}


def test_417_6_b_2_a_granted_ability_damage_is_ability_and_unit():
    """417.6.b.2.a, SPEC 4: Recurve Bow's granted ability deals its damage with the unit that has it
    (hero#1 and hero); the ability's ref names the Equipment as granted_by."""
    st = board(units=[("hero", "Hero", 4, "A", "north"), ("s", "Scout", 5, "B", "north")],
               gear=[("bow", "Recurve Bow", "A", {"attached_to": "hero"})])
    r = combat(st, "north", attackers=["hero"], defenders=["s"])
    dmg = r.of("damage", target="s", combat=False)[0]
    assert ids(dmg.sources) == {"hero#1", "hero"}
    ab = next(s for s in dmg.sources if s.id == "hero#1")
    assert ab.kind == "ability" and ab.host == "hero" and ab.granted_by == "bow"
    assert "bow" not in ids(dmg.sources)


def test_sources_of_play_resolve_and_draw_are_the_spell():
    """417.6.a, SPEC 4: for play, resolve and draw the source is the spell itself."""
    st = board(units=[("u", "Unit", 9, "B", "north")])
    r = play(st, "Void Seeker", by="A", targets=["u"], id="vs")
    for kind in ("play", "resolve", "draw"):
        assert ids(r.one(kind).sources) == {"vs"}
