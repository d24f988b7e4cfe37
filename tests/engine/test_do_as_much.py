"""Do as much as you can (055; 359.3.e.1, .5, .7, .8, .10, .12, .14.a, .14.b; 135.2.b.5.a): a
spell or ability resolves even when some or all of its targets became illegal. An instruction
whose target is illegal is skipped, and so is a later instruction linked to it (Hidden Blade's
draw) or one that reads a value from it (Challenge's Might); an instruction with no complement
naming a target (Void Seeker's and Stupefy's "draw 1", 135.2.b.5.a) still happens."""

from tests.engine.helpers import activate, board, ids, play

# Void Seeker ---------------------------------------------------------------------------------


def test_359_3_e_5_void_seeker_with_a_legal_target_deals_4_then_draws():
    """359.3.d: both instructions, top to bottom: 4 damage, then its controller draws 1."""
    st = board(units=[("u", "Unit", 6, "B", "north")])
    r = play(st, "Void Seeker", by="A", targets=["u"], id="seek")
    kinds = [e.kind for e in r.events if e.kind in ("resolve", "damage", "draw", "fizzle")]
    assert kinds == ["resolve", "damage", "draw"]
    assert r.one("draw").target == "A" and r.one("draw").amount == 1


def test_359_3_e_5_held_void_seeker_whose_unit_moved_to_base_still_draws():
    """359.3.e.5 (the rules' own example), 359.3.e.7, 055: Charm moves the unit to base in
    response; Void Seeker's damage is skipped (a `fizzle` event saying so) and Alice still draws 1.
    Inverts the old reading, where the whole spell did nothing."""
    st = board(units=[("u", "Unit", 6, "B", "north")])
    r = play(st, "Void Seeker", by="A", targets=["u"], id="seek", hold=True)
    r = play(r, "Charm", by="A", targets=["u"], to="base")
    fz = r.one("fizzle")
    assert ids(fz.sources) == {"seek"} and fz.target == "u"
    assert {"359.3.e.1", "359.3.e.5", "359.3.e.7"} <= set(fz.rules)
    assert "deal 4 is skipped" in fz.text and "the rest still happens" in fz.text
    assert r.of("damage") == [] and r.of("resolve", sources=fz.sources) == []
    draw = r.one("draw")
    assert (draw.target, draw.amount, ids(draw.sources)) == ("A", 1, {"seek"})
    assert fz.seq < draw.seq
    assert r.obj("seek").zone == "trash"


def test_359_3_e_5_the_card_drawn_by_a_fizzled_seeker_pays_a_discard_cost():
    """359.3.e.5, 357.2: the card Alice still draws is in her hand, so she can then pay
    Unlicensed Armory's discard cost with it (she had no other card)."""
    st = board(units=[("u", "Unit", 6, "B", "north"), ("s", "Squire", 2, "A", "north")],
               gear=[("arm", "Unlicensed Armory", "A")])
    r = play(st, "Void Seeker", by="A", targets=["u"], id="seek", hold=True)
    r = play(r, "Charm", by="A", targets=["u"], to="base")
    assert r.one("draw").target == "A"
    r = activate(r, "arm", targets=["s"])
    assert r.one("discard").text.endswith("discards a drawn card (a cost)")
    assert r.one("delayed_created", target="s")


# Hidden Blade --------------------------------------------------------------------------------


def test_359_3_e_14_hidden_blade_with_a_legal_target_kills_and_its_controller_draws_2():
    """428.1.a.1, 359.3.e.14: the kill, then the linked draw: the killed unit's controller."""
    st = board(units=[("u", "Unit", 6, "B", "north")])
    r = play(st, "Hidden Blade", by="A", targets=["u"], id="blade")
    assert r.one("kill", target="u")
    draw = r.one("draw")
    assert (draw.target, draw.amount) == ("B", 2)
    assert r.one("kill").seq < draw.seq


def test_359_3_e_14_a_hidden_blade_whose_target_moved_away_kills_nobody_and_nobody_draws():
    """359.3.e.14.a (the rules' Hidden Blade example): the unit moves to base in response; the
    kill is skipped, and the draw linked to it ("its controller") with it: nobody draws 2."""
    st = board(units=[("u", "Unit", 6, "B", "north")])
    r = play(st, "Hidden Blade", by="A", targets=["u"], id="blade", hold=True)
    r = play(r, "Charm", by="A", targets=["u"], to="base")
    fz = r.one("fizzle")
    assert ids(fz.sources) == {"blade"}
    assert {"359.3.e.7", "359.3.e.14.a", "359.3.e.10"} <= set(fz.rules)
    assert "the kill and the draw of 2 are skipped" in fz.text
    assert r.of("kill") == [] and r.of("draw") == []
    assert r.obj("u").zone == "board"


def test_359_3_e_14_b_hidden_blade_kill_replaced_its_controller_still_draws():
    """359.3.e.14.b: the kill is replaced (Unlicensed Armory heals, exhausts and recalls the unit);
    the later linked instruction does not name the kill action, so B still draws 2."""
    st = board(units=[("u", "Squire", 2, "B", "north")], gear=[("arm", "Unlicensed Armory", "B")],
               hand=[("junk", "Hextech Ray", "B")])
    r = activate(st, "arm", by="B", targets=["u"])
    r = play(r, "Hidden Blade", by="A", targets=["u"], id="blade")
    assert r.one("death_replaced", target="u") and r.of("kill") == []
    draw = r.one("draw")
    assert (draw.target, draw.amount) == ("B", 2)


# Challenge -----------------------------------------------------------------------------------


def _challenge_board():
    return board(units=[("mine", "Mine", 3, "A", "north"), ("theirs", "Theirs", 2, "B", "north")])


def test_359_3_e_challenge_with_both_units_deals_both_ways():
    """417.6.b.3: both legal: each deals its Might to the other."""
    r = play(_challenge_board(), "Challenge", by="A", targets=["mine", "theirs"], id="ch")
    assert {(d.target, d.amount) for d in r.of("damage")} == {("mine", 2), ("theirs", 3)}


def test_359_3_e_12_challenge_with_its_enemy_unit_gone_deals_nothing():
    """359.3.e.12, 359.3.e.8: the enemy unit is returned to hand in response; its Might is null,
    so it deals nothing, and it is unaffected (359.3.e.5): the friendly unit deals nothing either.
    Challenge still resolves (one target is legal): its `resolve` says what was skipped."""
    st = _challenge_board()
    r = play(st, "Challenge", by="A", targets=["mine", "theirs"], id="ch", hold=True)
    r = play(r, "Rebuke", by="A", targets=["theirs"])
    res = r.one("resolve", target="mine")
    assert ids(res.sources) == {"ch"}
    assert {"359.3.e.8", "359.3.e.12"} <= set(res.rules)
    assert "the fight is skipped" in res.text
    assert r.of("damage") == [] and r.of("fizzle") == []


def test_359_3_e_12_challenge_with_its_friendly_unit_gone_deals_nothing():
    """359.3.e.12: the friendly unit is killed in response: nothing is dealt to the enemy unit
    (the Might it would deal is null), nor to the unit that is gone."""
    st = _challenge_board()
    r = play(st, "Challenge", by="A", targets=["mine", "theirs"], id="ch", hold=True)
    r = play(r, "Hidden Blade", by="B", targets=["mine"])
    assert r.one("kill", target="mine")
    res = [e for e in r.of("resolve") if ids(e.sources) == {"ch"}]
    assert len(res) == 1 and res[0].target == "theirs" and "359.3.e.12" in res[0].rules
    assert r.of("damage") == []


def test_359_3_e_10_challenge_with_both_units_gone_fizzles():
    """359.3.e.10: every target is illegal and Challenge has nothing else: a fizzle, no damage."""
    st = board(units=[("mine", "Mine", 3, "A", "north"), ("theirs", "Theirs", 2, "B", "north")])
    r = play(st, "Challenge", by="A", targets=["mine", "theirs"], id="ch", hold=True)
    r = play(r, "Rebuke", by="A", targets=["theirs"], hold=True)
    r = play(r, "Hidden Blade", by="B", targets=["mine"])
    fz = r.one("fizzle")
    assert ids(fz.sources) == {"ch"} and "it does nothing" in fz.text
    assert "359.3.e.10" in fz.rules
    assert r.of("damage") == []


# Stupefy, and the other cards whose text goes on after a targeted instruction ------------------


def test_359_3_e_5_held_stupefy_whose_unit_left_still_draws():
    """359.3.e.5, 135.2.b.5.a: Stupefy's Might change is skipped, its unlinked draw still happens."""
    st = board(units=[("u", "Unit", 6, "B", "north")])
    r = play(st, "Stupefy", by="A", targets=["u"], id="stu", hold=True)
    r = play(r, "Hidden Blade", by="A", targets=["u"], id="blade")
    fz = r.one("fizzle")
    assert ids(fz.sources) == {"stu"} and "the Might change is skipped" in fz.text
    assert [(d.target, d.amount, ids(d.sources)) for d in r.of("draw")] == [
        ("B", 2, {"blade"}), ("A", 1, {"stu"})]
    assert r.of("might") == []


def test_359_3_e_3_a_target_that_left_its_battlefield_and_came_back_is_legal():
    """359.3.e.3: the unit is moved to base, then to another battlefield, before Hextech Ray
    resolves: it is again "a unit at a battlefield" (a move is no zone change), so Ray deals 3."""
    st = board(units=[("u", "Unit", 6, "B", "north")], battlefields=["north", "south"])
    r = play(st, "Hextech Ray", by="A", targets=["u"], id="ray", hold=True)
    r = play(r, "Charm", by="A", targets=["u"], to="south", hold=True)
    r = play(r, "Charm", by="A", targets=["u"], to="base")
    assert [m.text.split(" moves ")[1] for m in r.of("move")] == ["from North to base", "from base to South"]
    assert r.one("damage", target="u").amount == 3
    assert r.of("fizzle") == []


def test_359_3_e_every_card_whose_text_goes_on_after_a_targeted_instruction():
    """The library's cards with an instruction after a targeted one (the check the issue asks
    for): Void Seeker and Stupefy draw with no target named (they still draw), Hidden Blade's draw
    names its target's controller (it is linked, 359.3.e.14). No other card has a second
    instruction after a targeted one."""
    from riftboard.cards.library import builtin_library

    lib = builtin_library()
    found = {}
    for c in lib.cards():
        groups = [(c.name, c.targets, c.effects)]
        for text in (c.text, c.grants):
            if text is not None:
                groups += [(f"{c.name} ability", a.targets, a.effects) for a in text.abilities]
        for name, specs, effects in groups:
            if specs and len(effects) > 1:
                found[name] = [(e.op, e.target, e.who) for e in effects[1:]]
    assert found == {
        "Void Seeker": [("draw", None, "you")],
        "Stupefy": [("draw", None, "you")],
        "Hidden Blade": [("draw", 1, "target_controller")],
        "Discipline": [("draw", None, None)],  # its caster draws: not linked, still happens
        "Wages of Pain": [("create_tokens", None, None)],  # its caster's Gold: not linked
        # instructions on another target, or linked to the first (359.3.e.14.a): skipped only
        # with their own target gone
        "Defiant Dance": [("might", 2, None)],
        "Detonate": [("draw", 1, "target_controller")],
        "Gentlemen's Duel": [("fight_chosen", 1, None)],  # the enemy unit chosen as it resolves
        "Dragon's Rage": [("fight_chosen", 1, None)],  # at the destination, only if it moved
        "Rampage": [("fight", 1, None)],
        "Star-Crossed": [("return_to_hand", 2, None)],
        # the same target again: skipped with it gone, like the move before it
        "Ride the Wind": [("ready", 1, None)],
        "Veiled Temple ability": [("detach", 1, None)],
        # the same target again, under a condition (ch1): skipped with it gone
        "En Garde": [("might", 1, None)],
        "Noxian Guillotine": [("kill", 1, None)],
        "Sudden Storm": [("deal", 1, None)],
        "Showstopper": [("move", 1, None)],
        "Guttural Roar": [("might", 1, None)],
        "Tools of Empire ability": [("might", 1, None)],
        "Salvage": [("draw", None, None)],  # not linked to the gear: it still draws
        # format 2 legends (issue 27): Pyke's Gold is its controller's, not linked to the unit
        # returned; Jayce's second gear is another target; Akali's readying is the same
        # target again, under a condition
        "Pyke, Bloodharbor Ripper ability": [("create_tokens", None, None)],
        "Jayce, Defender of Tomorrow ability": [("ready", 2, None)],
        "Akali, Rogue Assassin ability": [("ready", 1, None)],
        "Back to Back": [("might", 2, None)],
        # a group at the chosen battlefield: read as it resolves, nothing once it is illegal
        "Siphon Power": [("might_each", None, "enemy")],
        "Bonds of Strength": [("might", 2, None)],
        "Piercing Light": [("deal", 2, None)],
        # the enemy units at the chosen battlefield: read as it resolves, none once it is gone
        "Moonfall": [("might_each", None, "enemy")],
        # ch3: a second keyword for the same target (linked: gone with it)
        "Block": [("grant_keyword", 1, None)],
        "Vault Breaker": [("grant_keyword", 1, None)],
        "Shadow's Call": [("draw", None, None)],  # its caster draws: not linked
        "Possession": [("recall", 1, None)],
        "Hostile Takeover": [("ready", 1, None), ("at_end_of_turn", 1, None)],
        "Angle Shot": [("draw", None, None)],
        "Perfect Execution": [("grant_keyword", 1, None)],
        # cx: separate instructions on targets of their own (355.8), each skipped only with its
        # own target gone
        "Falling Star": [("deal", 2, None)],
        "Flash": [("move_to_base", 2, None)],
        "Shuriken Flip": [("move", 2, None)],
        "Icathian Rain": [("deal", 2, None), ("deal", 3, None), ("deal", 4, None),
                          ("deal", 5, None), ("deal", 6, None)],
        # the same target again: gone with it
        "Last Stand": [("grant_keyword", 1, None)],
        # Overzealous Fan's move and Dusk Rose Lab's draw are "if you do": they sit inside the
        # kill's `effects`, which follow only a kill that happened (359.3.e.14.b,
        # tests/engine/test_vendetta_faq.py), so they are no longer listed here
        # cardsG (issue 27): the same target again, after a return to hand under a condition
        # (gone with it: a stunned attacker is returned, not stunned); another target of its own
        "Existential Dread": [("stun", 1, None)],
        "Heroic Charge": [("stun", 2, None)],
        # the unit target, still legal, moves: nothing once it is gone
        "Stormbringer": [("move_each", None, "targets")],
        # cy: a second target's return, not linked to the first (skipped only with its own)
        "Beast Below ability": [("return_to_hand", 2, None)],
        # cardsA: the counter of a second target, a spell on the chain (425.3): it still
        # happens when the unit (target 1) is gone (tests/engine/test_counter.py)
        "Riposte": [("counter", 2, None)],
        "Eclipse": [("predict", None, None)],  # its caster predicts: not linked, still happens
        # hidden: Back Off's draw is its caster's (when played from the hand), not linked to
        # the stunned unit; Tornado Warrior's Disempower is the same target at the turn's end
        "Back Off": [("draw", None, "you")],
        "Tornado Warrior ability": [("at_end_of_turn", 1, None)],
        # cardsH (VEN): the same target again, under the opposite condition (its Might, or
        # Empowered): skipped with it gone, as Wind and Ghosts' return after its banish
        "Akali, Deadly Weapon ability": [("deal", 1, None)],
        "Lacerate": [("kill", 1, None)],
        "Tomb-Raider Barbara ability": [("disempower", 1, None)],
        "Wind and Ghosts": [("return_to_hand", 1, None)],
        # cardsL1 (UNL): the other player's pick and its move go to the battlefield named
        # (target 1), read as they resolve; the XP is the caster's, not linked to a target
        "Call to Battle": [("choose_each", None, "others"), ("move_each", None, "chosen")],
        "Stare Down": [("gain_xp", None, None)],
        # cardsL2 (UNL): the counter of the same spell (gone with it); the caster's predict,
        # not linked; Isolate's draw reads the unit's battlefield under its own condition
        "Lilting Lullaby": [("counter", 1, None)],
        "Abandon": [("predict", None, None)],
        "Isolate": [("draw", None, None)],
        # cardsM (VEN): the same target again (gone with it); Dame's Might is its own
        "Dame the Despoiler ability": [("might", "self", None)],
        "Ruthless Strike": [("deal", 1, None)],
        "Siphoning Strike": [("deal", 1, None), ("deal", 1, None)],
        "Twilight Shroud": [("unchoosable_this_turn", 1, None)],
        # cardsT1: the Equipment (its own target) attaches to the unit; the "when it conquers"
        # waits on the same unit (gone with it)
        "Relentless Pursuit": [("attach", 2, None), ("delayed", 1, None)],
        # cardsP (SFD): the same target, under what side it was on as the spell began
        # (gone with it); a buff for each of its own targets; the detach from the same unit
        "Blood Money": [("if_was", 1, "enemy"), ("if_was", 1, "friendly")],
        "Fae Dragon ability": [("buff", 2, None), ("buff", 3, None), ("buff", 4, None)],
        "Strike Down": [("detach_one_from", 1, None)],
        # cardsE: the caster's draw, not linked to the unit killed or protected
        "Deathgrip": [("draw", None, None)],
        "Counter Strike": [("draw", None, None)],
        # the heal needs no target; the move is the target's own, skipped only with it gone
        "Janna, Savior ability": [("move_to_base", 1, None)],
        # the Sand Soldier is "if you do": with the unit gone the ability fizzles (359.3.e)
        "Emperor's Dais ability": [("create_tokens", None, None)],
        # Pickpocket's Gold is "if you do": with the gear gone the ability fizzles (359.3.e)
        "Pickpocket ability": [("create_tokens", None, None)],
        # cardsF: the same target again (its delayed "when it dies / wins", its Level 6 or
        # face-down alternative, a second keyword): gone with it; Smoke and Mirrors' draw is
        # its caster's, not linked to the units swapped
        "Deadly Flourish": [("delayed", 1, None)],
        "Grim Resolve": [("delayed", 1, None)],
        "Combat Experience": [("might", 1, None)],
        "Monster Harpoon": [("deal", 1, None)],
        "Yuumi, Magical Cat ability": [("grant_keyword", 1, None)],
        "Smoke and Mirrors": [("draw", None, "you")],
        # legends2: Void Assault's second move is on a target of its own (355.8), to the
        # step's second destination: skipped only with its own target gone
        "Void Assault": [("move", 2, None)],
        # cardsI (issue 27): Retreat's rune is its returned unit's owner's (linked: read from
        # the card in the hand, tests/engine/test_owner_channels.py); Solari Chief's stun is the
        # same target again, under a condition (gone once killed); Facebreaker's second stun
        # and Zenith Blade's move are another target's (the move needs the first still there,
        # 055); Last Breath's readied unit deals the damage (gone: no damage)
        "Retreat": [("owner_channels", 1, None)],
        "Solari Chief ability": [("stun", 1, None)],
        "Facebreaker": [("stun", 2, None)],
        "Zenith Blade": [("move_to_other", 2, None)],
        "Last Breath": [("unit_deals", 2, None)],
        # Stand United's stronger buffs are its caster's for the turn: not linked, still happen
        "Stand United": [("stronger_buffs", None, None)],
        # cardsR (issue 27): Resonating Strike's +2 is the moved unit's own (gone with it; with
        # the battlefield gone the move is skipped, 055, and the +2 still happens); Shadow
        # Dash's +1 reads the chosen battlefield as it resolves, as Moonfall's group does
        "Resonating Strike": [("might", 2, None)],
        "Shadow Dash": [("might_each", None, "friendly")],
        # cardsQ (issue 27): Skyward Strike's Level 6 stun is on a target of its own (355.8),
        # skipped only with its own target gone
        "Skyward Strike": [("stun", 2, None)],
    }
