"""The sources of a side's combat damage (417.6.c.1) and the units its Combat Cleanup kills are
credited to (428.5.c.2): the opposing units that deal combat damage. A unit that deals none, a
stunned one (423.1.b), one whose text says it deals no combat damage (Galio, Indefatigable) or
one with Might 0, is not a source and is credited with no combat kill (SPEC section 5)."""

from __future__ import annotations

from tests.engine.helpers import board, combat, designer, ids, play

STUN = designer("Stun Bolt", targets=[{"what": "unit"}], effects=[{"op": "stun", "target": 1}])


def _pair_against(partner, *, ruleset="1.4"):
    """Alice's Hitter (3) and `partner` attack Bob's Guard (3) at North."""
    return board(units=[("hit", "Hitter", 3, "A", "north"), partner,
                        ("guard", "Guard", 3, "B", "north")], cards=[STUN], ruleset=ruleset)


def test_417_6_c_1_428_5_c_2_a_stunned_attacker_is_no_source_and_gets_no_credit():
    """423.1.b, 417.6.c.1, 428.5.c.2: Stunned beside Hitter, Brawler deals no combat damage, so
    the damage to Guard and its kill are Hitter's alone."""
    st = _pair_against(("brawl", "Brawler", 4, "A", "north"))
    r = play(st, "Stun Bolt", by="B", targets=["brawl"])
    r = combat(r, "north", attackers=["hit", "brawl"], defenders=["guard"])
    assign = r.one("combat_assign", target="guard")
    dmg = r.one("damage", target="guard")
    kill = r.one("kill", target="guard")
    assert assign.amount == 3 and ids(assign.sources) == {"hit"}
    assert dmg.combat and ids(dmg.sources) == {"hit"}
    assert kill.combat and ids(kill.attributed_to) == {"hit"} and kill.responsible == "A"
    assert "428.5.c.2" in kill.rules


def test_417_6_c_1_a_unit_with_might_0_is_no_source_of_combat_damage():
    """417.6.c.1, 428.5.c.2: a 0-Might unit adds nothing to its side's combat damage, so it is
    not among the sources of that damage or credited with the kill."""
    st = _pair_against(("zero", "Zero", 0, "A", "north"))
    r = combat(st, "north", attackers=["hit", "zero"], defenders=["guard"])
    assert ids(r.one("damage", target="guard").sources) == {"hit"}
    assert ids(r.one("kill", target="guard").attributed_to) == {"hit"}


def test_417_6_c_1_galio_deals_no_combat_damage_and_is_credited_with_no_kill():
    """Galio, Indefatigable's text (he deals no combat damage), 417.6.c.1, 428.5.c.2: Raider (2)
    dies to Squire's 2 alone; Galio, defending beside Squire, is no source and gets no credit."""
    st = board(units=[("squire", "Squire", 2, "A", "north"),
                      ("galio", "Galio, Indefatigable", None, "A", "north"),
                      ("raider", "Raider", 2, "B", "north")])
    r = combat(st, "north", attackers=["raider"], defenders=["squire", "galio"])
    dmg = r.one("damage", target="raider")
    assert dmg.amount == 2 and ids(dmg.sources) == {"squire"}
    kill = r.one("kill", target="raider")
    assert kill.combat and ids(kill.attributed_to) == {"squire"} and kill.responsible == "A"
