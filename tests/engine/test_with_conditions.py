""""With" conditions (411.6, 411.6.a): a player killed a unit "with" an object when the kill is
attributed to that object's spell or ability, the player controls it, and the player is
responsible; an ability granted by an Equipment counts for the unit and the Equipment (1.4).
Every bullet of the seed 001 FAQ ("kill a unit with a spell") is a test here."""

import pytest

from tests.engine.helpers import (
    activate,
    board,
    combat,
    designer,
    mark,
    play,
)


def held(r, condition=None, **filters):
    return {(c.condition, c.player, c.unit, c.object) for c in r.conds(condition, **filters)}


# -- what counts ------------------------------------------------------------------------------------
@pytest.mark.parametrize("spell", ["Void Seeker", "Hidden Blade", "Hextech Ray"])
@pytest.mark.parametrize("caster", ["A", "B"])
def test_411_6_kill_with_your_spell(spell, caster):
    """411.6, FAQ 1 and 2: a direct kill spell, or a damage spell whose lethal damage kills in the
    Cleanup right after, is a kill with that spell for its controller."""
    other = "B" if caster == "A" else "A"
    st = board(units=[("u", "Unit", 3, other, "north")])
    r = play(st, spell, by=caster, targets=["u"], id="sp")
    assert held(r) == {("killed_unit_with_spell", caster, "u", "sp"),
                       ("killed_unit_with", caster, "u", "sp")}
    c = r.conds("killed_unit_with_spell")[0]
    assert c.step == 1 and c.seq == r.one("kill").seq


def test_411_6_kill_of_your_own_unit_with_your_spell_counts():
    """411.6: the victim's controller does not matter; A killing A's unit with A's spell counts."""
    st = board(units=[("u", "Unit", 3, "A", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"], id="ray")
    assert ("killed_unit_with_spell", "A", "u", "ray") in held(r)


def test_411_6_ability_kill_is_with_its_host_not_with_a_spell():
    """411.6, 428.5.d: Iron Ballista's kill is "with" the Ballista (its ability), never a spell kill."""
    st = board(units=[("u", "Unit", 2, "B", "north")], gear=[("bal", "Iron Ballista", "A")])
    r = activate(st, "bal", targets=["u"])
    assert held(r) == {("killed_unit_with", "A", "u", "bal")}


@pytest.mark.parametrize("ruleset,with_bow", [("1.4", True), ("1.3", False)])
def test_411_6_a_equipment_granted_ability_counts_for_unit_and_equipment(ruleset, with_bow):
    """411.6.a (1.4): a kill by an ability Recurve Bow grants counts as done with the unit and with
    the Equipment; 1.3 (428.5.e) counts only the ability's host."""
    st = board(units=[("hero", "Hero", 4, "A", "north"), ("s", "Scout", 2, "B", "north"),
                      ("t", "Tough", 9, "B", "north")],
               gear=[("bow", "Recurve Bow", "A", {"attached_to": "hero"})], ruleset=ruleset)
    r = combat(st, "north", attackers=["hero"], defenders=["t", "s"], choose={"A": "s"})
    got = held(r, unit="s")
    assert ("killed_unit_with", "A", "s", "hero") in got
    assert (("killed_unit_with", "A", "s", "bow") in got) is with_bow
    assert not any(c[0] == "killed_unit_with_spell" for c in got)


def test_411_6_a_equipment_of_another_player_the_condition_is_the_ability_controllers():
    """411.6, 411.6.a: B's Recurve Bow attached to A's unit: the granted ability is A's (part of the
    unit's text); the kill counts for A with the unit and with the bow; B gets nothing although B
    controls the bow."""
    st = board(units=[("hero", "Hero", 4, "A", "north"), ("s", "Scout", 2, "B", "north"),
                      ("t", "Tough", 9, "B", "north")],
               gear=[("bow", "Recurve Bow", "B", {"attached_to": "hero"})])
    r = combat(st, "north", attackers=["hero"], defenders=["t", "s"], choose={"A": "s"})
    kill = r.one("kill", target="s")
    assert kill.responsible == "A"
    ab = next(a for a in kill.attributed_to if a.kind == "ability")
    assert ab.controller == "A" and ab.granted_by == "bow"
    assert held(r, unit="s") == {("killed_unit_with", "A", "s", "hero"),
                                 ("killed_unit_with", "A", "s", "bow")}
    assert r.conds(player="B", unit="s") == []


def test_411_6_a_granted_activated_ability_counts_for_both():
    """411.6.a, SPEC 4: an Equipment (designer card) grants an activated ability; activated as
    HOST#N, its kill counts with the unit and with the Equipment."""
    lance = designer("Kill Lance", kind="gear", equipment=True, grants={"abilities": [{
        "kind": "activated", "cost": ["exhaust"],
        "targets": [{"what": "unit", "side": "enemy", "where": "battlefield"}],
        "effects": [{"op": "kill", "target": 1}]}]})
    st = board(units=[("hero", "Hero", 4, "A", "north"), ("s", "Scout", 2, "B", "north")],
               gear=[("lance", "Kill Lance", "A", {"attached_to": "hero"})], cards=[lance])
    r = activate(st, "hero", 1, targets=["s"])
    kill = r.one("kill", target="s")
    assert {a.id for a in kill.attributed_to} == {"hero#1", "hero"}
    assert held(r) == {("killed_unit_with", "A", "s", "hero"), ("killed_unit_with", "A", "s", "lance")}
    assert r.obj("hero").exhausted


def test_spec5_decree_delayed_kill_counts_for_the_spell():
    """428.5.d, 392, SPEC 5 (seed 000): Imperial Decree's delayed kill is a kill with the spell for
    Decree's controller; the damage spell (B's Ray) gets nothing."""
    st = board(units=[("titan", "Titan", 9, "B", "north")])
    r = play(st, "Imperial Decree", by="A", id="decree")
    r = play(r, "Hextech Ray", by="B", targets=["titan"], id="ray")
    got = held(r)
    assert ("killed_unit_with_spell", "A", "titan", "decree") in got
    assert ("killed_unit_with", "A", "titan", "decree") in got
    assert not any(c[1] == "B" for c in got)
    assert not any(c[3] == "ray" for c in got)


def test_428_5_c_2_combat_kill_is_with_the_units_never_with_a_spell():
    """428.5.c.2, 411.6: in 1.4 a combat kill is done with the opposing units by their controller."""
    st = board(units=[("a", "A1", 3, "A", "north"), ("b", "B1", 2, "B", "north")])
    r = combat(st, "north", attackers=["a"], defenders=["b"])
    assert held(r) == {("killed_unit_with", "A", "b", "a")}


# -- the seed 001 FAQ: what does NOT count ------------------------------------------------------------
def test_faq_instructed_to_kill_by_another_players_spell():
    """FAQ bullet 1 (411.1, 411.6): A kills A's unit under B's Cull the Weak: A is responsible but
    does not control the spell: no condition for A. B's own kill with B's spell counts for B."""
    st = board(units=[("a1", "A1", 2, "A", "north"), ("b1", "B1", 2, "B", "north")])
    r = play(st, "Cull the Weak", by="B", id="cull")
    assert r.conds(player="A") == []
    assert held(r, player="B") == {("killed_unit_with_spell", "B", "b1", "cull"),
                                   ("killed_unit_with", "B", "b1", "cull")}


def test_faq_another_player_kills_with_your_spell():
    """FAQ bullet 2 (411.6): under A's Cull the Weak, B's kill of B's unit is not A's kill (A is not
    responsible) and not B's "with a spell" (B does not control Cull)."""
    st = board(units=[("b1", "B1", 2, "B", "north")])
    r = play(st, "Cull the Weak", by="A")
    assert r.one("kill", target="b1").responsible == "B"
    assert r.conds() == []


def test_faq_challenge_kill_is_not_a_kill_with_a_spell():
    """FAQ bullet 3 (417.6.b.3, 428.5.c): Challenge makes a unit deal lethal damage: no one killed a
    unit with a spell, and nothing is credited."""
    st = board(units=[("a", "A1", 5, "A", "north"), ("b", "B1", 3, "B", "north")])
    r = play(st, "Challenge", by="A", targets=["a", "b"], id="ch")
    assert r.one("kill", target="b").responsible == "A"
    assert r.conds() == []


@pytest.mark.parametrize("finisher", ["mark", "ballista", "stupefy", "end_of_chain"])
def test_faq_damage_earlier_then_dies_later(finisher):
    """FAQ bullet 4 (428.5.c): A's Hextech Ray marks damage; the unit dies later (a sandbox mark,
    Ballista, Stupefy, or another spell's Cleanup): not a kill with Hextech Ray."""
    st = board(units=[("u", "Unit", 4, "B", "north"), ("v", "Other", 9, "B", "north")],
               gear=[("bal", "Iron Ballista", "A")])
    r = play(st, "Hextech Ray", by="A", targets=["u"], id="ray")
    assert r.conds() == []
    if finisher == "mark":
        r = mark(r, "u", 1)
    elif finisher == "ballista":
        r = activate(r, "bal", targets=["u"])
    elif finisher == "stupefy":
        r = play(r, "Stupefy", by="A", targets=["u"])
    else:
        r = play(r, "Hextech Ray", by="A", targets=["v"], id="ray2")
        r = play(r, "Stupefy", by="A", targets=["u"])
    assert r.ever("kill", target="u")
    assert not any(c.object == "ray" for c in r.conds())
    assert r.conds("killed_unit_with_spell") == []


def test_faq_stupefy_lowering_might():
    """FAQ bullet 5 (428.5.c): Stupefy on a unit with 1 more Might than its damage: it dies, but no
    one killed it with a spell."""
    st = board(units=[("u", "Unit", 3, "B", "north", {"damage": 2})])
    r = play(st, "Stupefy", by="A", targets=["u"])
    assert r.one("kill", target="u")
    assert r.conds() == []


def test_faq_charm_off_war_camp():
    """FAQ bullet 5 (428.5.c): Charm moves a damaged unit away from Trifarian War Camp: no condition."""
    st = board(units=[("u", "Unit", 2, "B", "camp", {"damage": 2})],
               battlefields=[("camp", "Trifarian War Camp"), "south"])
    r = play(st, "Charm", by="A", targets=["u"], to="south")
    assert r.one("kill", target="u")
    assert r.conds() == []


def test_faq_rebuke_on_lee_sin():
    """FAQ bullet 5 (428.5.c): Rebuke returns Lee Sin; a buffed damaged unit there dies: no condition."""
    st = board(units=[("lee", "Lee Sin, Centered", None, "B", "north"),
                      ("u", "Unit", 3, "B", "north", {"buffed": True, "damage": 5})])
    r = play(st, "Rebuke", by="A", targets=["lee"])
    assert r.one("kill", target="u")
    assert r.conds() == []


@pytest.mark.parametrize("spell", ["Hextech Ray", "Hidden Blade"])
def test_faq_the_unit_does_not_actually_die_because_of_armory(spell):
    """FAQ last bullet (370.1.a.1): Unlicensed Armory replaces the death: the spell killed nothing,
    no condition holds and no Phoenix triggers."""
    st = board(units=[("u", "Unit", 3, "B", "north")], gear=[("arm", "Unlicensed Armory", "B")],
               hand=[("junk", "Recruit", "B")], trash=[("phx", "Immortal Phoenix", "A")])
    r = activate(st, "arm", targets=["u"])
    r = play(r, spell, by="A", targets=["u"])
    assert r.one("death_replaced", target="u")
    assert r.conds() == [] and r.of("trigger") == []


def test_faq_the_unit_does_not_die_because_of_guardian_angel():
    """FAQ last bullet (369): Guardian Angel dies instead of its unit; no kill of the unit with a spell."""
    st = board(units=[("u", "Unit", 2, "B", "north")],
               gear=[("ga", "Guardian Angel", "B", {"attached_to": "u"})])
    r = play(st, "Void Seeker", by="A", targets=["u"])
    assert r.conds(unit="u") == []
    assert r.conds(player="A") == []
