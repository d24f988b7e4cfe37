"""Kill attribution (428.5): a kill instruction credits its spell, or its ability and the ability's
host (428.5.b, 428.5.d); a Cleanup kill credits the spell or ability that resolved right before
and dealt damage to that unit, and its Deal's responsible player is responsible (428.5.c,
428.5.c.1); anything else (earlier damage, lowered Might, a move) credits nothing (411.2)."""

import pytest

from tests.engine.helpers import (
    activate,
    board,
    designer,
    ids,
    mark,
    play,
)

RACK = designer("Guillotine Rack", kind="gear", abilities=[{
    "kind": "activated", "cost": ["exhaust"], "targets": [{"what": "unit", "where": "battlefield"}],
    "effects": [{"op": "kill", "target": 1}]}])
SCORCH = designer("Scorch and Sap", targets=[{"what": "unit"}, {"what": "unit"}],
                  effects=[{"op": "deal", "amount": 1, "target": 1},
                           {"op": "might", "target": 2, "amount": -2}])


@pytest.mark.parametrize("caster,owner", [("A", "B"), ("B", "A"), ("A", "A")])
def test_428_5_b_hidden_blade_kill_credits_the_spell(caster, owner):
    """428.5.b: Hidden Blade's kill instruction is attributed to Hidden Blade; its caster is
    responsible (411.1); then the unit's controller draws 2."""
    st = board(units=[("u", "Unit", 7, owner, "north")])
    r = play(st, "Hidden Blade", by=caster, targets=["u"], id="blade")
    kill = r.one("kill", target="u")
    assert kill.reason == "kill_instruction"
    assert [(a.id, a.kind, a.controller) for a in kill.attributed_to] == [("blade", "spell", caster)]
    assert kill.responsible == caster
    assert not kill.combat
    draw = r.one("draw")
    assert (draw.target, draw.amount) == (owner, 2)


def test_428_5_d_ability_kill_instruction_credits_ability_and_host():
    """428.5.b, 428.5.d: a gear's activated kill ability is attributed to the ability and the gear."""
    st = board(units=[("u", "Unit", 7, "B", "north")], gear=[("rack", "Guillotine Rack", "A")],
               cards=[RACK])
    r = activate(st, "rack", targets=["u"])
    kill = r.one("kill", target="u")
    assert ids(kill.attributed_to) == {"rack#1", "rack"}
    assert kill.reason == "kill_instruction" and kill.responsible == "A"


@pytest.mark.parametrize("caster", ["A", "B"])
def test_428_5_c_cleanup_kill_credits_the_spell_that_just_dealt_lethal_damage(caster):
    """428.5.c, 428.5.c.1: Void Seeker marks lethal damage; the kill in the following Cleanup is
    credited to Void Seeker and its Deal's responsible player is responsible."""
    st = board(units=[("u", "Unit", 4, "A", "north"), ("v", "Other", 4, "B", "north")])
    target = "v" if caster == "A" else "u"
    r = play(st, "Void Seeker", by=caster, targets=[target], id="seek")
    kill = r.one("kill", target=target)
    assert kill.reason == "lethal_damage"
    assert ids(kill.attributed_to) == {"seek"}
    assert kill.responsible == caster == r.one("damage").responsible
    assert "428.5.c" in kill.rules and "428.5.c.1" in kill.rules


def test_428_5_c_ability_damage_kill_credits_ability_and_host():
    """428.5.c, 428.5.d: Iron Ballista's lethal damage: the kill is credited to ballista#1 and the gear."""
    st = board(units=[("u", "Unit", 2, "B", "north")], gear=[("bal", "Iron Ballista", "A")])
    kill = activate(st, "bal", targets=["u"]).one("kill", target="u")
    assert ids(kill.attributed_to) == {"bal#1", "bal"} and kill.responsible == "A"


@pytest.mark.parametrize("first,second,credited", [
    ("ballista", "Hextech Ray", {"ray"}),
    ("Hextech Ray", "ballista", {"bal#1", "bal"}),
    ("mark", "Hextech Ray", {"ray"}),
    ("Hextech Ray", "mark", set()),
])
def test_428_5_c_earlier_damage_is_never_credited(first, second, credited):
    """428.5.c: only the Deal right before the Cleanup gets the kill (Ballista 2 then Ray 3 on a
    5-Might unit: Ray); earlier damage is never credited, and a sandbox mark credits nothing."""
    st = board(units=[("u", "Unit", 5, "B", "north")], gear=[("bal", "Iron Ballista", "A")])
    r = st
    for what in (first, second):
        if what == "ballista":
            r = activate(r, "bal", targets=["u"])
        elif what == "mark":
            r = mark(r, "u", 2)
        else:
            r = play(r, what, by="A", targets=["u"], id="ray")
    kill = r.one("kill", target="u")
    assert ids(kill.attributed_to) == credited
    assert kill.responsible == ("A" if credited else None)


def test_428_5_c_credit_only_to_the_unit_the_spell_dealt_damage_to():
    """428.5.c ("dealt damage to the Unit"): a spell deals 1 to one unit and lowers another's Might;
    both die in the same Cleanup, but only the damaged one is credited to the spell."""
    st = board(units=[("u", "Unit", 1, "B", "north"), ("v", "Other", 4, "B", "north", {"damage": 2})],
               cards=[SCORCH])
    r = play(st, "Scorch and Sap", by="A", targets=["u", "v"], id="ss")
    assert len(r.of("cleanup")) == 1
    ku, kv = r.one("kill", target="u"), r.one("kill", target="v")
    assert ids(ku.attributed_to) == {"ss"} and ku.responsible == "A"
    assert kv.attributed_to == () and kv.responsible is None


def test_428_5_c_1_responsible_follows_the_deal_in_challenge():
    """428.5.c.1, 417.6.b.4 (SPEC 5 ruling): a Challenge kill is credited to nothing (the units dealt
    the damage) and the controller of the unit that dealt it is responsible."""
    st = board(units=[("a", "A1", 5, "A", "north"), ("b", "B1", 3, "B", "north")])
    r = play(st, "Challenge", by="A", targets=["a", "b"])
    kb = r.one("kill", target="b")
    assert kb.attributed_to == () and kb.responsible == "A"
    st = board(units=[("a", "A1", 3, "A", "north"), ("b", "B1", 5, "B", "north")])
    r = play(st, "Challenge", by="A", targets=["a", "b"])
    ka = r.one("kill", target="a")
    assert ka.attributed_to == () and ka.responsible == "B"


@pytest.mark.parametrize("might,damage", [(3, 2), (5, 4), (2, 1)])
def test_428_5_c_stupefy_lowering_might_credits_nothing(might, damage):
    """428.5.c, 411.2 (seed 001 FAQ): Stupefy lowers Might so marked damage becomes lethal; Stupefy
    dealt no damage, so the kill is credited to nothing and nobody is responsible."""
    st = board(units=[("u", "Unit", might, "B", "north", {"damage": damage})])
    r = play(st, "Stupefy", by="A", targets=["u"])
    assert r.one("might", target="u").amount == might - 1
    kill = r.one("kill", target="u")
    assert kill.attributed_to == () and kill.responsible is None


def test_142_4_stupefy_cannot_go_below_one():
    """Stupefy ("not below 1"), 142.4.b: a 1-Might unit with no damage keeps Might 1 and lives."""
    st = board(units=[("u", "Unit", 1, "B", "north")])
    r = play(st, "Stupefy", by="A", targets=["u"])
    assert r.of("might") == [] and r.of("kill") == []
    assert r.might("u") == 1


@pytest.mark.parametrize("dest", ["south", "base"])
def test_428_5_c_charm_off_war_camp_credits_nothing(dest):
    """428.5.c, 411.2 (FAQ): Charm moves a damaged unit away from Trifarian War Camp; its Might
    drops and it dies, credited to nothing."""
    st = board(units=[("u", "Unit", 3, "B", "camp", {"damage": 3})],
               battlefields=[("camp", "Trifarian War Camp"), "south"])
    r = play(st, "Charm", by="A", targets=["u"], to=dest)
    mv = r.one("move", target="u")
    assert mv.responsible == "A" and ids(mv.sources) == {"@1"}
    kill = r.one("kill", target="u")
    assert kill.attributed_to == () and kill.responsible is None


def test_428_5_c_rebuke_on_lee_sin_credits_nothing():
    """428.5.c, 411.2 (FAQ): Rebuke returns Lee Sin to hand; a buffed friendly unit loses +2 and its
    damage becomes lethal; nothing is credited."""
    st = board(units=[("lee", "Lee Sin, Centered", None, "B", "north"),
                      ("u", "Unit", 2, "B", "north", {"buffed": True, "damage": 4})])
    r = play(st, "Rebuke", by="A", targets=["lee"])
    assert r.one("return_to_hand", target="lee").responsible == "A"
    assert r.obj("lee").zone == "hand"
    kill = r.one("kill", target="u")
    assert kill.attributed_to == () and kill.responsible is None
    assert r.of("kill", target="lee") == []


def test_428_1_return_to_hand_is_not_a_kill():
    """428.1, 124: Rebuke moves a unit to its owner's hand; no kill event."""
    st = board(units=[("u", "Unit", 2, "B", "north", {"damage": 1})])
    r = play(st, "Rebuke", by="A", targets=["u"])
    assert r.of("kill") == []
    assert r.obj("u").zone == "hand" and r.obj("u").damage == 0


TWIN = designer("Twin Bolt", targets=[{"what": "unit"}, {"what": "unit"}],
                effects=[{"op": "deal", "amount": 2, "target": 1},
                         {"op": "deal", "amount": 1, "target": 2}])


def test_428_5_c_two_units_damaged_by_one_spell_both_credited():
    """428.5.c ("the Unit or Units"): a spell that damages two units gets both kills in the
    Cleanup right after it."""
    st = board(units=[("u", "Unit", 2, "B", "north"), ("v", "Other", 1, "A", "north")], cards=[TWIN])
    r = play(st, "Twin Bolt", by="A", targets=["u", "v"], id="tb")
    assert len(r.of("cleanup")) == 1
    assert {k.target: ids(k.attributed_to) for k in r.of("kill")} == {"u": {"tb"}, "v": {"tb"}}


def test_428_5_c_damaged_unit_dying_in_a_later_cleanup_is_not_credited():
    """428.5.c, 322: the spell kills Garen and marks 1 on the Recruit (Might 2 with Garen); the
    Recruit dies only in the next Cleanup, after Garen's +1 is gone: credited to nothing."""
    st = board(units=[("garen", "Garen, Commander", None, "B", "north", {"damage": 3}),
                      ("rec", "Recruit", None, "B", "north")], cards=[TWIN])
    r = play(st, "Twin Bolt", by="A", targets=["garen", "rec"], id="tb")
    assert ids(r.one("kill", target="garen").attributed_to) == {"tb"}
    kr = r.one("kill", target="rec")
    assert kr.attributed_to == () and kr.responsible is None
    assert len(r.of("cleanup")) == 2


def test_359_3_e_10_held_spell_fizzles_when_its_target_left_the_battlefield():
    """SPEC 2 (chain), 359.3.e.2, 359.3.e.7, 359.3.e.10: Charm in response moves Hextech Ray's
    target to base; Ray's target is no longer legal (a unit at a battlefield) and Ray has nothing
    else to do: a fizzle event, no damage."""
    st = board(units=[("u", "Unit", 3, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"], hold=True, id="ray")
    r = play(r, "Charm", by="A", targets=["u"], to="base")
    fz = r.one("fizzle")
    assert ids(fz.sources) == {"ray"}
    assert {"359.3.e.7", "359.3.e.10"} <= set(fz.rules)
    assert r.of("damage") == [] and r.of("kill") == []


@pytest.mark.parametrize("spell,kinds", [("Rebuke", ["return_to_hand"]), ("Hidden Blade", ["kill"])])
def test_124_token_leaving_the_board_ceases_to_exist(spell, kinds):
    """124, 428.1: a Recruit token returned to hand or killed leaves the board and ceases to exist
    (zone `removed`); only the kill is a kill event."""
    st = board(units=[("rec", "Recruit", None, "B", "north")])
    r = play(st, spell, by="A", targets=["rec"])
    assert [e.kind for e in r.events if e.kind in ("kill", "return_to_hand")] == kinds
    assert r.obj("rec").zone == "removed"
