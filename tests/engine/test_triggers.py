"""Triggered abilities (382-385), delayed abilities (389-392) and replacement effects (367-375):
Vengeful Brute's "when I take damage", Recurve Bow's granted attack/defend trigger, Imperial
Decree's delayed kill, Immortal Phoenix's trash trigger, Unlicensed Armory and Guardian Angel's
death replacements, and "this turn" effects ending with the turn (317.2)."""

import pytest

from tests.engine.helpers import (
    activate,
    attach,
    board,
    combat,
    end_turn,
    ids,
    mark,
    play,
    raises_illegal,
    set_state,
)

# -- "when I take damage" ---------------------------------------------------------------------------
WARD1 = {"name": "Ward 1", "kind": "spell", "targets": [{"what": "unit"}],
         "effects": [{"op": "prevent", "target": 1, "amount": 1}]}


@pytest.mark.parametrize("how", ["Void Seeker", "Hextech Ray", "ballista", "challenge", "combat"])
def test_383_take_damage_trigger_fires_for_every_kind_of_deal(how):
    """383.1, 383.2.c, 417.1: Vengeful Brute's ability triggers whenever it is dealt damage (spell,
    ability, unit under Challenge, combat); its controller controls the trigger; +2 Might this turn."""
    st = board(units=[("brute", "Vengeful Brute", None, "B", "north"), ("small", "Small", 2, "A", "north"),
                      ("wall", "Wall", 30, "B", "north")],
               gear=[("bal", "Iron Ballista", "A")], cards=[WARD1])
    if how == "ballista":
        r = activate(st, "bal", targets=["small"])  # does not touch the brute
        assert r.of("trigger") == []
        r = activate(st, "bal", targets=["brute"])
    elif how == "challenge":
        r = play(st, "Challenge", by="A", targets=["small", "brute"])
    elif how == "combat":
        r = combat(st, "north", attackers=["small"], defenders=["brute", "wall"])
    else:  # Void Seeker 4 - Prevention Ward 3 = 1; Hextech Ray 3 - Ward 1 = 2
        r = play(st, "Prevention Ward" if how == "Void Seeker" else "Ward 1", by="B",
                 targets=["brute"])
        r = play(r, how, by="A", targets=["brute"])
    trig = r.one("trigger", target="brute")
    assert [(s.id, s.kind, s.host, s.controller) for s in trig.sources] == [
        ("brute#1", "ability", "brute", "B")]
    assert trig.responsible == "B"
    assert trig.seq > r.one("damage", target="brute").seq
    up = r.one("might", target="brute", responsible="B")
    assert up.amount == 5 and ids(up.sources) == {"brute#1"}
    assert r.obj("brute").zone == "board"


def test_383_take_damage_trigger_not_by_sandbox_mark_damage():
    """SPEC 2 (sandbox edits are no Deal), 417.1: marking damage triggers nothing."""
    st = board(units=[("brute", "Vengeful Brute", None, "B", "north")])
    r = mark(st, "brute", 2)
    assert r.of("trigger") == [] and r.might("brute") == 3


def test_323_5_brute_with_lethal_damage_dies_before_its_trigger_resolves():
    """319, 323.5: the Cleanup after the spell kills the Brute with lethal damage before its
    trigger can give it +2; the trigger still triggered (the damage was dealt)."""
    st = board(units=[("brute", "Vengeful Brute", None, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["brute"])
    kill = r.one("kill", target="brute")
    trig = r.one("trigger", target="brute")
    assert kill.seq < trig.seq
    assert r.obj("brute").zone == "trash"
    assert r.of("might", target="brute") == []


# -- attack and defend triggers, numbering ------------------------------------------------------------
@pytest.mark.parametrize("side", ["attack", "defend"])
def test_383_4_e_f_recurve_bow_granted_trigger_on_attack_and_defend(side):
    """383.4.e, 383.4.f, 718.3, SPEC 4: Recurve Bow gives its unit "when I attack or defend, deal 2
    to an enemy unit here"; the trigger's ref is HOST#N with granted_by = the bow; `choose` picks
    the enemy; it resolves before combat damage."""
    st = board(units=[("hero", "Hero", 4, "A", "north"), ("s1", "S1", 2, "B", "north"),
                      ("s2", "S2", 2, "B", "north")],
               gear=[("bow", "Recurve Bow", "A", {"attached_to": "hero"})])
    if side == "attack":
        r = combat(st, "north", attackers=["hero"], defenders=["s1", "s2"], choose={"A": "s2"})
    else:
        r = combat(st, "north", attackers=["s1", "s2"], defenders=["hero"], choose={"A": ["s2"]})
    trig = r.one("trigger")
    [ref] = trig.sources
    assert (ref.id, ref.kind, ref.host, ref.granted_by, ref.controller) == (
        "hero#1", "ability", "hero", "bow", "A")
    bow_dmg = r.one("damage", target="s2", combat=False)
    assert bow_dmg.amount == 2
    kill = r.one("kill", target="s2")
    assert not kill.combat and ids(kill.attributed_to) == {"hero#1", "hero"}
    assert kill.seq < r.of("combat_assign")[0].seq
    assert "s2" not in {e.target for e in r.of("combat_assign")}


def test_spec4_ability_numbers_own_text_first_then_equipment_in_attach_order():
    """719.1, 718.3, SPEC 4: HOST#N counts the host's own activated/triggered abilities first (Vengeful Brute's
    is #1), then granted ones in the order the Equipment was attached."""
    st = board(units=[("brute", "Vengeful Brute", None, "A", "north"), ("s", "S", 9, "B", "north")],
               gear=[("bow1", "Recurve Bow", "A"), ("bow2", "Recurve Bow", "A")])
    r = attach(st, "bow2", "brute")
    r = attach(r, "bow1", "brute")
    r = combat(r, "north", attackers=["brute"], defenders=["s"])
    refs = {e.sources[0].id: e.sources[0].granted_by for e in r.of("trigger")
            if e.sources[0].granted_by}
    assert refs == {"brute#2": "bow2", "brute#3": "bow1"}
    take = [e for e in r.of("trigger") if e.sources[0].id == "brute#1"]
    assert take and take[0].sources[0].granted_by is None


def test_818_equip_ability_attaches_and_its_ref_is_gear_hash_1():
    """818.1.c.2: Equip is the gear's ability 1 ("bow#1"): it attaches the bow to a unit its
    controller controls; an enemy unit is refused."""
    st = board(units=[("hero", "Hero", 4, "A", "north"), ("e", "Enemy", 4, "B", "north")],
               gear=[("bow", "Recurve Bow", "A")])
    r = activate(st, "bow", targets=["hero"])
    ev = r.one("attach", target="hero")
    assert ids(ev.sources) == {"bow#1"} and ev.responsible == "A"
    assert r.obj("bow").attached_to == "hero" and r.obj("bow").at == "north"
    assert "friendly" in raises_illegal(activate, st, "bow", targets=["e"])


# -- Imperial Decree ------------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", ["A", "B"])
def test_390_2_decree_delayed_kill_credits_delayed_ability_and_spell(dealer):
    """390.2, 392, 428.5.b, 428.5.d: Imperial Decree creates decree#delayed; any unit that then takes
    damage (either player's spell) is killed by it; the kill is credited to decree#delayed and the
    spell, its controller responsible; the damaging spell is not credited."""
    st = board(units=[("titan", "Titan", 9, "B", "north")])
    r = play(st, "Imperial Decree", by="A", id="decree")
    dc = r.one("delayed_created")
    assert "decree#delayed" in dc.text and ids(dc.sources) == {"decree"}
    r = play(r, "Hextech Ray", by=dealer, targets=["titan"], id="ray")
    trig = r.one("trigger", target="titan")
    [ref] = trig.sources
    assert (ref.id, ref.host, ref.controller) == ("decree#delayed", "decree", "A")
    kill = r.one("kill", target="titan")
    assert kill.reason == "kill_instruction"
    assert ids(kill.attributed_to) == {"decree#delayed", "decree"}
    assert kill.responsible == "A"
    assert "ray" not in ids(kill.attributed_to)


def test_390_2_decree_applies_to_combat_damage_after_the_combat_cleanup():
    """390.2, 466.2: combat damage triggers Decree for each damaged unit; the triggers resolve after
    the Combat Cleanup (which kills and heals), so a unit that survived combat is still killed."""
    st = board(units=[("a", "A1", 3, "A", "north"), ("b", "B1", 5, "B", "north")])
    r = play(st, "Imperial Decree", by="B", id="decree")
    r = combat(r, "north", attackers=["a"], defenders=["b"])
    ka, kb = r.one("kill", target="a"), r.one("kill", target="b")
    assert ka.combat and ids(ka.attributed_to) == {"b"}
    assert not kb.combat and ids(kb.attributed_to) == {"decree#delayed", "decree"}
    assert kb.responsible == "B"
    assert r.one("heal", target="b").seq < kb.seq


def test_390_2_decree_lethal_spell_damage_kills_first_credit_to_the_spell():
    """428.5.c, 390.2: if the spell's damage is lethal, the Cleanup kills the unit (credited to the
    spell) before Decree's trigger resolves; the trigger then does nothing."""
    st = board(units=[("u", "Unit", 3, "B", "north")])
    r = play(st, "Imperial Decree", by="A", id="decree")
    r = play(r, "Hextech Ray", by="B", targets=["u"], id="ray")
    kill = r.one("kill", target="u")
    assert ids(kill.attributed_to) == {"ray"} and kill.responsible == "B"


def test_391_decree_not_triggered_by_sandbox_damage_and_ends_with_the_turn():
    """391 (only during its window), SPEC 2: mark_damage triggers no Decree; after end_turn the
    delayed ability is gone and damage no longer kills."""
    st = board(units=[("u", "Unit", 9, "B", "north")])
    r = play(st, "Imperial Decree", by="A")
    r2 = mark(r, "u", 2)
    assert r2.of("trigger") == [] and r2.of("kill") == []
    r3 = end_turn(r)
    r3 = play(r3, "Hextech Ray", by="A", targets=["u"])
    assert r3.of("trigger") == [] and r3.of("kill") == []


def test_391_decree_only_affects_damage_after_it_resolves():
    """Imperial Decree (card notes): damage marked before it resolved is not a trigger."""
    st = board(units=[("u", "Unit", 9, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"])
    r = play(r, "Imperial Decree", by="A")
    assert r.of("kill") == [] and r.obj("u").zone == "board"


# -- Immortal Phoenix ---------------------------------------------------------------------------------
def _phoenix_board(**kw):
    return board(units=[("g", "Guard", 4, "B", "north"), ("mine", "Mine", 2, "A", "north")],
                 trash=[("phx", "Immortal Phoenix", "A")], battlefields=["north", "south"], **kw)


@pytest.mark.parametrize("spell", ["Void Seeker", "Hidden Blade"])
def test_383_2_c_1_phoenix_returns_to_base_by_default(spell):
    """383.2.c.1, 385: when A kills a unit with a spell, A's Phoenix in the trash triggers and is
    played to A's base (default), exhausted."""
    r = play(_phoenix_board(), spell, by="A", targets=["g"])
    trig = r.one("trigger")
    assert ids(trig.sources) == {"phx#1"} and trig.responsible == "A"
    played = r.one("play", target="phx")
    assert played.responsible == "A"
    phx = r.obj("phx")
    assert (phx.zone, phx.at, phx.controller, phx.exhausted) == ("board", "base", "A", True)
    assert r.might("phx") == 3


def test_phoenix_to_answers_where_it_goes():
    """383.2.c.1, SPEC 2/3: `to` answers the Phoenix's destination during the step that kills."""
    r = play(_phoenix_board(), "Void Seeker", by="A", targets=["g"], to="south")
    assert r.obj("phx").at == "south"


@pytest.mark.parametrize("may", [False, {"A": False}])
def test_383_3_e_2_phoenix_may_false_no_trigger_event(may):
    """383.3.b / 383.3.e.2 ("you may" first): declined, the ability never goes on the chain: no
    trigger event, the Phoenix stays in the trash."""
    r = play(_phoenix_board(), "Void Seeker", by="A", targets=["g"], may=may)
    assert r.one("kill", target="g")
    assert r.of("trigger") == [] and r.obj("phx").zone == "trash"


def test_phoenix_may_answer_of_the_other_player_does_not_decline():
    """383.3.e.2.a, SPEC 2: `may` by player: B's answer does not decide A's Phoenix."""
    r = play(_phoenix_board(), "Void Seeker", by="A", targets=["g"], may={"B": False})
    assert r.obj("phx").zone == "board"


@pytest.mark.parametrize("how", ["challenge", "opp_cull", "ballista", "combat", "opp_spell",
                                 "stupefy", "mark"])
def test_411_6_phoenix_does_not_trigger_without_a_kill_with_your_spell(how):
    """411.6, FAQ (seed 001): no trigger for a Challenge kill, a kill A performs under B's Cull the
    Weak, an ability kill, a combat kill (1.4: credited to units), B's spell killing B's unit, a
    Stupefy Might-loss kill, a sandbox kill."""
    st = board(units=[("g", "Guard", 2, "B", "north", {"damage": 0}), ("mine", "Mine", 3, "A", "north")],
               gear=[("bal", "Iron Ballista", "A")], trash=[("phx", "Immortal Phoenix", "A")])
    if how == "challenge":
        r = play(st, "Challenge", by="A", targets=["mine", "g"])
    elif how == "opp_cull":
        r = play(st, "Cull the Weak", by="B", choose={"A": "mine", "B": "g"})
        assert r.one("kill", target="mine").responsible == "A"
    elif how == "ballista":
        r = activate(st, "bal", targets=["g"])
    elif how == "combat":
        r = combat(st, "north", attackers=["mine"], defenders=["g"])
    elif how == "opp_spell":
        r = play(st, "Hextech Ray", by="B", targets=["g"])
    elif how == "stupefy":
        r = mark(st, "g", 1)
        r = play(r, "Stupefy", by="A", targets=["g"])
    else:
        r = mark(st, "g", 2)
    assert r.ever("kill", target="g")
    assert r.ever("trigger") == []
    assert r.obj("phx").zone == "trash"


def test_383_2_c_1_phoenix_killed_by_its_owners_spell_returns():
    """383.2.c.1 example: the Phoenix triggers if it is in the trash right after you kill a unit with
    a spell, even if that unit was the Phoenix itself."""
    st = board(units=[("phx", "Immortal Phoenix", None, "A", "north")])
    r = play(st, "Void Seeker", by="A", targets=["phx"])
    assert r.one("kill", target="phx")
    assert r.one("trigger").sources[0].id == "phx#1"
    assert r.obj("phx").zone == "board"


def test_phoenix_of_the_other_player_does_not_trigger():
    """411.4, 411.6: only the Phoenix of the player who killed with a spell triggers."""
    st = board(units=[("g", "Guard", 3, "B", "north")], trash=[("phx", "Immortal Phoenix", "B")])
    r = play(st, "Hextech Ray", by="A", targets=["g"])
    assert r.of("trigger") == [] and r.obj("phx").zone == "trash"


def test_seed_000_phoenix_triggers_on_decree_kill():
    """428.5.d, SPEC 5 (seed 000): Decree's delayed kill is a kill with a spell for its controller;
    A's Phoenix returns."""
    st = board(units=[("titan", "Titan", 9, "B", "north")], trash=[("phx", "Immortal Phoenix", "A")])
    r = play(st, "Imperial Decree", by="A", id="decree")
    r = play(r, "Hextech Ray", by="B", targets=["titan"])
    assert any(e.sources[0].id == "phx#1" for e in r.of("trigger"))
    assert r.obj("phx").zone == "board"


# -- Unlicensed Armory, Guardian Angel -------------------------------------------------------------------
def _armory_board(hand=(("junk", "Recruit", "A"), ("junk2", "Recruit", "A"))):
    return board(units=[("u", "Unit", 3, "A", "north"), ("e", "Enemy", 3, "B", "north")],
                 gear=[("arm", "Unlicensed Armory", "A")], hand=list(hand))


def test_armory_costs_discard_and_exhaust():
    """383.3.b.1, 410.1.b.2: Unlicensed Armory's costs are paid on activation: discard a card (the first, or `discard`)
    and exhaust the gear; exhausted, it cannot be activated again."""
    r = activate(_armory_board(), "arm", targets=["u"], discard="junk2")
    d = r.one("discard")
    assert d.target == "junk2" and d.responsible == "A"
    assert r.obj("junk2").zone == "trash" and r.obj("junk").zone == "hand"
    assert r.obj("arm").exhausted
    created = r.one("delayed_created", target="u")
    assert ids(created.sources) == {"arm#1"}
    assert "exhausted" in raises_illegal(activate, r, "arm", targets=["u"])
    r2 = activate(_armory_board(), "arm", targets=["u"])
    assert r2.one("discard").target == "junk"
    assert "friendly" in raises_illegal(activate, _armory_board(), "arm", targets=["e"])


def test_armory_discard_can_take_a_drawn_card():
    """410.1.b.2, SPEC 2: a drawn (anonymous) card in hand pays the discard cost."""
    st = _armory_board(hand=())
    assert "no other card" in raises_illegal(activate, st, "arm", targets=["u"])
    r = play(st, "Stupefy", by="A", targets=["e"])  # A draws 1
    r = activate(r, "arm", targets=["u"])
    assert r.one("discard").target == "A"


@pytest.mark.parametrize("killer", ["Hextech Ray", "Hidden Blade", "combat", "decree"])
def test_369_armory_replaces_the_next_death(killer):
    """369, 370.1.a.1 (errata'd Armory): the next time the unit would die this turn it is healed,
    exhausted and recalled instead: a death_replaced event, no kill event, no credit."""
    st = _armory_board()
    if killer == "decree":
        st = board(units=[("u", "Unit", 3, "A", "north"), ("e", "Enemy", 3, "B", "north")],
                   gear=[("arm", "Unlicensed Armory", "A"), ("bal", "Iron Ballista", "B")],
                   hand=[("junk", "Recruit", "A")])
    r = activate(st, "arm", targets=["u"])
    if killer == "combat":
        r = combat(r, "north", attackers=["e"], defenders=["u"])
    elif killer == "decree":
        r = play(r, "Imperial Decree", by="B")
        r = activate(r, "bal", targets=["u"])  # 2 of 3: Decree's delayed kill
        assert r.one("trigger", target="u")
    else:
        r = play(r, killer, by="B", targets=["u"])
    rep = r.one("death_replaced", target="u")
    assert ids(rep.sources) == {"arm#delayed"} and rep.responsible == "A"
    assert r.of("kill", target="u") == []
    u = r.obj("u")
    assert (u.zone, u.at, u.exhausted, u.damage) == ("board", "base", True, 0)
    assert r.one("recall", target="u").seq > rep.seq
    assert r.conds(unit="u") == []


def test_369_armory_protects_only_the_next_death():
    """390.3 ("the next time"): the replacement is used up; a second death that turn is a kill."""
    r = activate(_armory_board(), "arm", targets=["u"])
    r = play(r, "Hextech Ray", by="B", targets=["u"])
    assert r.one("death_replaced")
    r = play(r, "Challenge", by="B", targets=["e", "u"])  # u is in base now
    assert r.one("kill", target="u") and r.of("death_replaced") == []


@pytest.mark.parametrize("may", [False, {"A": False}])
def test_371_2_armory_declined_in_the_step_where_the_death_comes_up(may):
    """371.2.a, SPEC 2: `may` of the step during which the offer comes up (B's Hextech Ray) answers
    it; declined, the unit dies (credited to Ray)."""
    r = activate(_armory_board(), "arm", targets=["u"])
    r = play(r, "Hextech Ray", by="B", targets=["u"], may=may, id="ray")
    assert r.of("death_replaced") == []
    kill = r.one("kill", target="u")
    assert ids(kill.attributed_to) == {"ray"} and kill.responsible == "B"


def test_371_2_armory_activation_may_does_not_decide_the_later_offer():
    """SPEC 2/3 ("later `may`"): the activation step's `may` does not answer the offer made during a
    later step; that step's default (true) applies."""
    r = activate(_armory_board(), "arm", targets=["u"], may=False)
    r = play(r, "Hextech Ray", by="B", targets=["u"])
    assert r.one("death_replaced", target="u")


def test_armory_shield_ends_with_the_turn():
    """317.2 ("this turn"): the replacement ends at the end of the turn."""
    r = activate(_armory_board(), "arm", targets=["u"])
    r = end_turn(r)
    r = play(r, "Hextech Ray", by="B", targets=["u"])
    assert r.one("kill", target="u") and r.of("death_replaced") == []


def test_718_3_guardian_angel_dies_instead_of_its_unit():
    """718.3, 369 (Guardian Angel's effect text): if the unit would die, the Equipment is killed
    instead and the unit is healed, exhausted and recalled; its +1 Might counts (718.4)."""
    st = board(units=[("u", "Unit", 3, "A", "north")],
               gear=[("ga", "Guardian Angel", "A", {"attached_to": "u"})])
    r = play(st, "Void Seeker", by="B", targets=["u"], id="seek")
    assert r.one("damage", target="u").amount == 4
    rep = r.one("death_replaced", target="u")
    assert ids(rep.sources) == {"ga"}
    assert r.of("kill", target="u") == []
    assert r.one("kill", target="ga").reason == "kill_instruction"
    u = r.obj("u")
    assert (u.zone, u.at, u.exhausted, u.damage) == ("board", "base", True, 0)
    assert r.obj("ga").attached_to is None
    assert r.obj("ga").zone == "trash"
    assert r.conds(unit="u") == []
    assert r.might("u") == 3
    # 718.3, 143.2: its +1 leaves with it, shown as the unit's Might change, before the heal
    m = r.one("might", target="u")
    assert (m.amount, ids(m.sources)) == (3, {"ga"})
    assert r.one("kill", target="ga").seq < m.seq < r.one("heal", target="u").seq


def test_718_4_guardian_angel_might_bonus_keeps_unit_alive():
    """718.4: Guardian Angel's +1 makes a 3-Might unit survive Hextech Ray's 3."""
    st = board(units=[("u", "Unit", 3, "A", "north")],
               gear=[("ga", "Guardian Angel", "A", {"attached_to": "u"})])
    r = play(st, "Hextech Ray", by="B", targets=["u"])
    assert r.of("death_replaced") == [] and r.of("kill") == []


# -- "this turn" effects end at the end of the turn -------------------------------------------------------
def test_317_2_this_turn_effects_end_with_end_turn():
    """317.2.b, 317.2.c: at the end of the turn Stupefy's -1 ends (a might event), Prevent and
    Imperial Decree end, the next player's units ready and it becomes their turn."""
    st = board(units=[("u", "Unit", 4, "B", "north"),
                      ("tired", "Tired", 2, "B", "north", {"exhausted": True}),
                      ("mine", "Mine", 2, "A", "north", {"exhausted": True})])
    r = play(st, "Stupefy", by="A", targets=["u"])
    assert r.might("u") == 3
    r = play(r, "Prevention Ward", by="B", targets=["u"])
    r = play(r, "Imperial Decree", by="A")
    r = end_turn(r)
    assert r.one("turn_end").target == "A"
    assert r.one("might", target="u").amount == 4
    assert r.obj("tired").exhausted is False and r.obj("mine").exhausted is True
    assert r.state.turn_player == "B"
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    dmg = r.one("damage", target="u")
    assert dmg.amount == 3 and dmg.modifiers == ()
    assert r.of("trigger") == [] and r.of("kill") == []


def test_317_2_brute_bonus_ends_and_damage_heals_at_end_of_turn():
    """317.2.b (heal all), 317.2.c: the Brute's "+2 this turn" ends; its damage is healed first, so
    it survives losing the Might."""
    st = board(units=[("brute", "Vengeful Brute", None, "B", "north")])
    r = play(st, "Prevention Ward", by="B", targets=["brute"])
    r = play(r, "Void Seeker", by="A", targets=["brute"])  # 1 dealt, Might 5
    r = play(r, "Hextech Ray", by="A", targets=["brute"])  # 4 damage on Might 5
    assert r.might("brute") == 7  # triggered again
    r = end_turn(r)
    heal = r.one("heal", target="brute")
    assert heal.amount == 4 and "317.2.b" in heal.rules
    assert r.one("might", target="brute").amount == 3
    assert r.of("kill") == [] and r.obj("brute").zone == "board"


# -- ordering and delayed-ability ids ---------------------------------------------------------------------
@pytest.mark.parametrize("turn_player", ["A", "B"])
def test_383_3_d_1_simultaneous_triggers_turn_player_first_on_the_chain(turn_player):
    """383.3.d.1, SPEC 2: triggers that happen together go on the chain turn player's first, so the
    other player's trigger (on top) resolves first."""
    st = board(units=[("ba", "Vengeful Brute", None, "A", "north"), ("bb", "Vengeful Brute", None, "B", "north"),
                      ("wall_a", "WallA", 9, "A", "north")], turn_player=turn_player, cards=[WARD1])
    r = play(st, "Ward 1", by="A", targets=["ba"])
    r = play(r, "Ward 1", by="B", targets=["bb"])
    r = play(r, "Challenge", by="A", targets=["ba", "bb"])  # 3 - 1 = 2 each: both live
    other = "B" if turn_player == "A" else "A"
    assert [e.responsible for e in r.of("trigger")] == [turn_player, other]
    assert [e.responsible for e in r.of("resolve") if e.sources[0].kind == "ability"] == [other, turn_player]
    assert r.might("ba") == r.might("bb") == 5


def test_spec4_delayed_ability_ids_host_delayed_then_delayed_2():
    """390.3, SPEC 4: a delayed ability a spell or ability creates is HOST#delayed, then HOST#delayed-2."""
    st = board(units=[("u", "U", 3, "A", "north"), ("v", "V", 3, "A", "north")],
               gear=[("arm", "Unlicensed Armory", "A")],
               hand=[("j1", "Recruit", "A"), ("j2", "Recruit", "A")])
    r = activate(st, "arm", targets=["u"])
    r = set_state(r, "arm", exhausted=False)
    r = activate(r, "arm", targets=["v"])
    r = play(r, "Hextech Ray", by="B", targets=["v"])
    assert ids(r.one("death_replaced", target="v").sources) == {"arm#delayed-2"}
    r = play(r, "Hextech Ray", by="B", targets=["u"])
    assert ids(r.one("death_replaced", target="u").sources) == {"arm#delayed"}


def test_spec4_delayed_ability_ids_are_never_reused_in_a_turn():
    """390.3, SPEC 4: HOST#delayed, HOST#delayed-2, HOST#delayed-3 ... each delayed ability its own id,
    even after an earlier one was used up."""
    st = board(units=[("u", "U", 3, "A", "north"), ("v", "V", 3, "A", "north"),
                      ("w", "W", 3, "A", "north")],
               gear=[("arm", "Unlicensed Armory", "A")],
               hand=[("j1", "Recruit", "A"), ("j2", "Recruit", "A"), ("j3", "Recruit", "A")])
    r = activate(st, "arm", targets=["u"])
    r = set_state(r, "arm", exhausted=False)
    r = activate(r, "arm", targets=["v"])
    r = play(r, "Hextech Ray", by="B", targets=["u"])  # arm#delayed is used up
    r = set_state(r, "arm", exhausted=False)
    r = activate(r, "arm", targets=["w"])
    r = play(r, "Hextech Ray", by="B", targets=["v"])
    r = play(r, "Hextech Ray", by="B", targets=["w"])
    used = [next(iter(ids(e.sources))) for e in r.ever("death_replaced")]
    assert len(used) == 3 and len(set(used)) == 3


@pytest.mark.parametrize("a_has_unit", [True, False])
def test_411_1_phoenix_on_your_own_cull_only_if_you_killed_your_own_unit(a_has_unit):
    """411.1, 411.6 (FAQ: "your Cull the Weak, if you don't kill any of your own units with it"):
    A's Cull: A's Phoenix returns only if A killed one of A's own units with it."""
    units = [("b1", "B1", 2, "B", "north")] + ([("a1", "A1", 2, "A", "north")] if a_has_unit else [])
    st = board(units=units, trash=[("phx", "Immortal Phoenix", "A")])
    r = play(st, "Cull the Weak", by="A")
    assert r.one("kill", target="b1").responsible == "B"
    assert bool(r.of("trigger")) is a_has_unit
    assert (r.obj("phx").zone == "board") is a_has_unit
