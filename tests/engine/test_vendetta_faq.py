"""The Vendetta Rules FAQ and Clarifications (2026-08-14), which takes precedence over Core Rules
1.4 where they differ (docs/rulesets.md, "Vendetta Rules FAQ"): one test per clarification that
touches a card or rule the engine models. Each test names the FAQ's question by its cards and the
rule numbers it cites; the FAQ's wording stays in the FAQ."""

from __future__ import annotations

import pytest

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, combat, designer, end_turn, play

WARDED = designer("Warded", kind="unit", might=2, keywords=["Deflect"])


# -- 359.3.e.14: linked instructions, ignored (a target gone) or negated (the action prevented) --

def test_vfaq_359_3_e_14_hidden_blade_kill_replaced_by_zhonyas_hourglass_still_draws_2():
    """FAQ, Ride the Wind / Vilemaw's Lair, third Hidden Blade example: Zhonya's Hourglass
    replaces the death, so the kill is negated, not ignored; its controller still draws 2
    (359.3.e.14: "its controller draws 2" does not refer to the kill itself)."""
    st = board(units=[("squire", "Squire", 2, "B", "north")],
               gear=[("zh", "Zhonya's Hourglass", "B")])
    r = play(st, "Hidden Blade", by="A", id="blade", targets=["squire"])
    assert r.one("death_replaced", target="squire")
    assert not r.of("kill", target="squire") and r.obj("squire").at == "base"
    draw = r.one("draw", target="B")
    assert draw.amount == 2 and draw.sources[0].id == "blade"


def test_vfaq_359_3_e_14_a_hidden_blade_target_moved_to_base_by_flash_nobody_draws():
    """FAQ, second Hidden Blade example: the unit moved to its base in response (Flash) is no
    longer a legal target, the kill is ignored (a mistarget), and so is the linked draw
    (359.3.e.14.a)."""
    st = board(units=[("champ", "Champion", 9, "B", "north")])
    r = play(st, "Hidden Blade", by="A", id="blade", targets=["champ"], hold=True)
    r = play(r, "Flash", by="B", targets=["champ"])
    assert r.obj("champ").zone == "board" and r.obj("champ").at == "base"
    assert not r.of("kill") and not r.of("draw")
    assert "359.3.e.14.a" in r.one("fizzle", target="champ").rules


def test_vfaq_359_3_e_14_ride_the_wind_at_vilemaws_lair_still_readies():
    """FAQ, Ride the Wind / Vilemaw's Lair: the Lair forbids the move to base, so the move is
    negated (not ignored, 054.1); the "ready it" linked to it still happens (359.3.e.14)."""
    st = board(units=[("knight", "Knight", 2, "A", "lair", {"exhausted": True})],
               battlefields=[("lair", "Vilemaw's Lair")])
    r = play(st, "Ride the Wind", by="A", targets=["knight"], to="base")
    assert r.obj("knight").at == "lair" and not r.of("move")
    assert "054.1" in r.one("fizzle", target="knight").rules
    assert r.one("ready", target="knight") and not r.obj("knight").exhausted


def test_vfaq_758_1_a_target_that_becomes_unchoosable_after_it_is_chosen_is_mistargeted():
    """FAQ, Flash / Star-Crossed on Akali, Silent: a unit that can no longer be chosen by enemy
    spells when the spell resolves is mistargeted; what the spell does to it is ignored, and so
    is what is linked to that (758.1, 359.3.e.14.a). Here Bob's Stupefy drops his Unit below
    Alpha Wildclaw's Might in response to Hidden Blade: no kill, and nobody draws 2."""
    st = board(units=[("u", "Unit", 7, "B", "north"), ("wc", "Alpha Wildclaw", None, "B", "north")])
    r = play(st, "Hidden Blade", by="A", id="blade", targets=["u"], hold=True)
    r = play(r, "Stupefy", by="B", id="stu", targets=["u"])
    fizzle = r.one("fizzle", target="u")
    assert "Alpha Wildclaw" in fizzle.text and "359.3.e.14.a" in fizzle.rules
    assert not r.of("kill") and [d.amount for d in r.of("draw")] == [1]  # Stupefy's own draw


@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
def test_vfaq_359_3_e_14_b_dusk_rose_labs_if_you_do_needs_the_kill(ruleset):
    """FAQ, same section: a negated instruction takes with it only what refers to the action
    itself. Dusk Rose Lab's draw is an "if you do": Zhonya's Hourglass replaces the death, there
    is no kill, and nothing is drawn (359.3.e.14.b; the Unleashed FAQ already said this template
    was always so, hence both rulesets). Without the Hourglass the kill happens and 1 is drawn."""
    def lab(gear):
        st = game_board(units=[("squire", "Squire", 1, "A", "lab")], gear=gear,
                        battlefields=[("lab", "Dusk Rose Lab")], controllers={"lab": "A"},
                        turn_player="B", ruleset=ruleset)
        return end_turn(st)

    def lab_draws(r):  # not the Draw Phase's card
        return [e.amount for e in r.of("draw") if e.sources and e.sources[0].host == "lab"]

    r = lab([("zh", "Zhonya's Hourglass", "A")])
    assert r.one("death_replaced", target="squire") and not r.of("kill", target="squire")
    assert lab_draws(r) == []
    skipped = r.one("fizzle", target="squire")
    assert "359.3.e.14.b" in skipped.rules and "draw" in skipped.text
    r = lab([])
    assert r.one("kill", target="squire") and lab_draws(r) == [1]


def test_vfaq_359_3_e_14_b_overzealous_fan_saved_does_not_send_the_attacker_back():
    """The same for Overzealous Fan's defend ability: "kill me; if you do" move an attacker to
    its base. Its death replaced (Zhonya's Hourglass), the attacker stays (359.3.e.14.b)."""
    units = [("fan", "Overzealous Fan", None, "B", "north"), ("x", "Raider", 4, "A", "north")]
    r = combat(board(units=units, gear=[("zh", "Zhonya's Hourglass", "B")]), "north",
               attackers=["x"], defenders=["fan"])
    assert r.one("death_replaced", target="fan") and not r.of("move", target="x")
    assert "359.3.e.14.b" in r.one("fizzle", target="fan").rules
    r = combat(board(units=units), "north", attackers=["x"], defenders=["fan"])
    assert r.one("kill", target="fan") and r.one("move", target="x")


# -- 766: Heisho, Shell of the World and Icathian Rain ---------------------------------------------

@pytest.mark.parametrize("ruleset,deflect", [("1.4", None), ("1.3", "Deflect: 5 Power more")])
def test_vfaq_766_icathian_rain_choosing_a_unit_at_heisho_ignores_every_deflect(ruleset, deflect):
    """FAQ, Icathian Rain / Heisho: one of the spell's choices is a unit at Heisho, so every
    Deflect is ignored while it is paid for, Irelia's (a Warded unit in its base, chosen five
    times) included (766). 1.3, before the FAQ: only the Deflect of units at Heisho is
    ignored, and the five choices of the Warded unit cost 5 more."""
    st = game_board(cards=[WARDED], ruleset=ruleset,
                    battlefields=[("heisho", "Heisho, Shell of the World")],
                    units=[("recruit", "Recruit", 1, "B", "heisho"),
                           ("irelia", "Warded", None, "B", "base")])
    r = play(st, "Icathian Rain", by="A", targets=["recruit"] + ["irelia"] * 5)
    text = r.one("play").text
    if deflect is None:
        assert "Deflect" not in text
    else:
        assert deflect in text


def test_vfaq_766_heisho_without_a_target_there_deflect_is_paid():
    """The FAQ's limit: only a spell with a target at Heisho ignores Deflect; the same spell
    choosing only units elsewhere pays it (766)."""
    st = game_board(cards=[WARDED], battlefields=[("heisho", "Heisho, Shell of the World")],
                    units=[("irelia", "Warded", None, "B", "base")])
    r = play(st, "Icathian Rain", by="A", targets=["irelia"] * 6)
    assert "Deflect: 6 Power more" in r.one("play").text


def test_vfaq_766_strict_mode_pays_no_deflect_power_for_a_spell_choosing_at_heisho():
    """The same in a strict game: the spell's own cost is paid and nothing more (766, 809.1.d)."""
    zap2 = designer("Twin Zap", kind="spell", energy=1, targets=[
        {"what": "unit"}, {"what": "unit", "same_ok": True}],
        effects=[{"op": "deal", "amount": 1, "target": 1}, {"op": "deal", "amount": 1, "target": 2}])
    st = game_board(cards=[WARDED, zap2], mode="strict", pool={"A": (1, {})},
                    battlefields=[("heisho", "Heisho, Shell of the World"), "south"],
                    units=[("r", "Recruit", 1, "B", "heisho"), ("w", "Warded", None, "B", "south")],
                    hand=[("h0", "Twin Zap", "A")])
    r = play(st, "Twin Zap", by="A", targets=["r", "w"])
    assert [e.amount for e in r.of("pay", target="A")] == [1]
    assert r.one("damage", target="w").amount == 1


# -- 477: copy effects and layers -------------------------------------------------------------------

EMPOWER = {"kind": "activated", "if": "not_empowered",
           "effects": [{"op": "empower", "target": "self"}]}
HULK = designer("Hulk", kind="unit", might=3, abilities=[EMPOWER],
                statics=[{"op": "might", "who": "self", "amount": 3, "when": "empowered"}])


def test_vfaq_477_1_b_1_a_might_is_copyable_the_copy_has_the_printed_might():
    """FAQ, Dragon Form / Stupefy / Fiora: Might is one of the copyable traits (it lives in the
    Trait layer, 477.1.b.1.a), so a copy takes the copied unit's printed Might; a "this turn"
    Might change on the original stays with it (477.1.b.1.b). 1.4's list of copyable traits
    left Might out; the FAQ settles it the way riftboard already read the rule's example."""
    st = board(units=[("ogre", "Ogre", 5, "B", "north")])
    r = play(st, "Stupefy", by="A", targets=["ogre"])  # -1 Might this turn: not copied
    r = play(r, "Mirror Image", by="A", id="mi", targets=["ogre"])
    assert r.might("ogre") == 4 and r.might("mi-token1") == 5
    assert r.one("copy").amount == 5


def test_vfaq_477_1_b_1_b_empowered_is_a_status_the_copy_is_not_empowered():
    """FAQ, Shady Spectacles copying an Empowered unit: being Empowered is a state the unit is
    in, which a copy does not take (477.1.b.1.b): the copy of an Empowered Hulk is not
    Empowered and has Hulk's printed Might, not its Empowered Might."""
    from tests.engine.helpers import activate

    st = board(units=[("h", "Hulk", None, "B", "north")], cards=[HULK])
    r = activate(st, "h", by="B")
    assert r.obj("h").empowered and r.might("h") == 6
    r = play(r, "Mirror Image", by="A", id="mi", targets=["h"])
    tok = r.obj("mi-token1")
    assert tok.name == "Hulk" and not tok.empowered and r.might("mi-token1") == 3


def test_vfaq_477_3_b_stupefy_on_a_1_might_unit_lowers_nothing():
    """FAQ, Stupefy on a 1 Might Gangplank, Naval: the -1 is limited to -0 (477.3.b), so no
    Might is lowered and there is no event for a replacement to act on; the draw still happens."""
    st = board(units=[("u", "Unit", 1, "B", "north")])
    r = play(st, "Stupefy", by="A", targets=["u"])
    assert r.might("u") == 1 and not r.of("might") and r.one("draw", target="A")


# -- 423.1.a.1, 415.1.c: an action on an object already in that state is not performed ----------

def test_vfaq_423_1_a_1_stunning_a_stunned_enemy_is_no_stun_eclipse_herald_stays():
    """FAQ, Blast Cone / Back Off on a stunned Gangplank: Back Off may choose a stunned unit, but
    the stun is not performed again (423.1.a.1), so nothing that waits for a stun sees one:
    Eclipse Herald ("when you stun an enemy unit") triggers on the first stun only."""
    st = board(units=[("herald", "Eclipse Herald", None, "A", "north", {"exhausted": True}),
                      ("foe", "Foe", 3, "B", "north")])
    r = play(st, "Back Off", by="A", targets=["foe"])
    assert r.one("stun", target="foe") and r.one("trigger", target="foe")
    r = play(r, "Back Off", by="A", targets=["foe"])
    assert not r.of("stun") and not r.of("trigger")


# -- 829.1.b.1: Flow ----------------------------------------------------------------------------

def test_vfaq_829_1_b_1_a_countered_flow_spell_is_banished():
    """FAQ, Abandon on a spell played for its Flow cost: leaving the chain other than by its own
    resolution, it is banished, not put in the trash (829.1.b.1). Defy (a counter in the
    library) shows it; Abandon's return to hand is not modelled."""
    surge = {"name": "Flow Surge", "kind": "spell", "keywords": ["Flow"], "energy": 1,
             "targets": [{"what": "unit"}], "effects": [{"op": "might", "target": 1, "amount": 2}]}
    st = board(units=[("g", "Guard", 3, "A", "north")], trash=[("fs", "Flow Surge", "A")],
               cards=[surge])
    r = play(st, "Flow Surge", by="A", targets=["g"], hold=True)
    r = play(r, "Defy", by="B", targets=["fs"])
    assert r.obj("fs").zone == "removed" and "banished" in r.one("counter").text
    assert r.might("g") == 3
