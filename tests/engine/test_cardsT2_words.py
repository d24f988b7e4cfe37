"""What the cardsT2 tournament cards needed: unit tokens gathered where the unit with the
ability is (`move_tokens_here`, Azir, Sovereign; 446, 449), and a unit that arrives at a combat's
battlefield after the designations joining its player's side (464.2.c.3.a)."""

from tests.engine.helpers import board, combat, designer, play

CARDS = [
    designer("Gatherer", kind="unit", might=4, abilities=[
        {"kind": "triggered", "trigger": "attack", "may": True,
         "effects": [{"op": "move_tokens_here"}]}]),
    designer("Two Soldiers", kind="spell",
             effects=[{"op": "create_tokens", "name": "Sand Soldier", "amount": 2}]),
]


def _board():
    st = board(units=[("azir", "Gatherer", None, "A", "north"), ("golem", "Golem", 9, "B", "north"),
                      ("pal", "Pal", 1, "A", "base")],
               battlefields=("north", "south"), cards=CARDS)
    return play(st, "Two Soldiers", by="A")


def _tokens(step):
    return sorted(o.id for o in step.state.objects.values() if o.token and o.zone == "board")


def test_446_464_2_c_3_a_tokens_moved_in_as_he_attacks_fight_as_attackers():
    st = _board()
    t1, t2 = _tokens(st)
    r = combat(st, "north", attackers=["azir"], choose={"A": [t1, t2]})
    moved = r.of("move")
    assert {m.target for m in moved} == {t1, t2}  # the tokens only: the Pal (no token) stays
    assert all(m.responsible == "A" and m.sources[0].host == "azir" for m in moved)
    assert r.obj("pal").at == "base"
    dealt = r.one("damage", target="golem")
    assert dealt.amount == 8  # 4 + 2 + 2: the tokens joined the attack (464.2.c.3.a)
    assert {s.id for s in dealt.sources} == {"azir", t1, t2}


def test_446_any_number_of_them_the_choice_names_which():
    st = _board()
    t1, t2 = _tokens(st)
    r = combat(st, "north", attackers=["azir"], choose={"A": t2})
    assert [m.target for m in r.of("move")] == [t2]
    assert r.obj(t1).at == "base"
    assert r.one("damage", target="golem").amount == 6


def test_383_3_a_declined_nothing_moves_and_he_fights_alone():
    st = _board()
    r = combat(st, "north", attackers=["azir"], may=False)
    assert not r.of("move")
    assert r.one("damage", target="golem").amount == 4


# -- Power spent this turn (Sivir, Mercenary) and an Equipment played (Azir, Emperor of the Sands)

from riftboard.engine import board as words  # noqa: E402
from tests.engine.game_helpers import game_board  # noqa: E402
from tests.engine.helpers import end_turn  # noqa: E402

SPENDING = [
    designer("Bolt", kind="spell", energy=1, power=1, domains=["fury"],
             effects=[{"op": "draw", "amount": 1}]),
    designer("Sword", kind="gear", equipment=True, might_bonus=1),
    designer("Lamp", kind="gear"),
]


def _game(mode="strict"):
    return game_board(mode=mode, cards=SPENDING, pool={"A": (4, {"fury": 2})},
                      hand=[("b1", "Bolt", "A"), ("b2", "Bolt", "A"), ("s1", "Sword", "A"),
                            ("l1", "Lamp", "A")],
                      decks={"A": ["Lamp"] * 4, "B": ["Lamp"] * 4})


def test_357_163_2_b_power_paid_adds_up_for_its_player_and_ends_with_the_turn():
    once = play(_game(), "Bolt", by="A")
    assert once.state.power_spent == (1, 0)
    assert not words.holds(once.state, "spent_two_power_this_turn", "A", None)
    twice = play(once, "Bolt", by="A")
    assert twice.state.power_spent == (2, 0)
    assert words.holds(twice.state, "spent_two_power_this_turn", "A", None)
    assert not words.holds(twice.state, "spent_two_power_this_turn", "B", None)
    assert end_turn(twice).state.power_spent == (0, 0)  # a new turn counts anew


def test_357_nothing_is_spent_where_costs_are_free():
    r = play(play(_game(mode="sandbox"), "Bolt", by="A"), "Bolt", by="A")
    assert r.state.power_spent == (0, 0)
    assert not words.holds(r.state, "spent_two_power_this_turn", "A", None)


def test_718_played_equipment_this_turn_only_after_an_equipment_and_until_the_turn_ends():
    lamp = play(_game(mode="sandbox"), "Lamp", by="A")
    assert not words.holds(lamp.state, "played_equipment_this_turn", "A", None)
    sword = play(lamp, "Sword", by="A")
    assert words.holds(sword.state, "played_equipment_this_turn", "A", None)
    assert not words.holds(sword.state, "played_equipment_this_turn", "B", None)
    assert not words.holds(end_turn(sword).state, "played_equipment_this_turn", "A", None)


# -- "your Sand Soldiers have Weaponmaster" (Azir, Emperor of the Sands) ---------------------------

ARMING = [
    designer("Arming Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_play_card", "played": "token_unit",
         "played_tag": "Sand Soldier", "may": True,
         "targets": [{"what": "equipment", "side": "friendly"}],
         "effects": [{"op": "attach_to_subject", "target": 1}]}]),
    designer("Soldier Call", kind="spell",
             effects=[{"op": "create_tokens", "name": "Sand Soldier"}]),
    designer("Recruit Call", kind="spell", effects=[{"op": "create_tokens", "name": "Recruit"}]),
    designer("Blade", kind="gear", equipment=True, might_bonus=2),
]


def _arming():
    from tests.engine.helpers import attach

    st = game_board(cards=ARMING, legends={"A": ("leg", "Arming Legend")},
                    units=[("scout", "Scout", 1, "A", "base")],
                    gear=[("blade", "Blade", "A", "base")])
    return attach(st, "blade", "scout")


def test_187_350_2_only_a_token_of_that_kind_is_heard():
    r = play(_arming(), "Recruit Call", by="A")
    assert not r.of("trigger")  # a Recruit is played, not a Sand Soldier
    assert r.obj("blade").attached_to == "scout"


def test_434_818_the_equipment_moves_onto_the_sand_soldier_just_played():
    r = play(_arming(), "Soldier Call", by="A", choose={"A": "blade"})
    (t,) = r.of("trigger")
    assert t.sources[0].host == "leg"
    (token,) = [o.id for o in r.state.objects.values() if o.name == "Sand Soldier"]
    att = r.one("attach", target=token)
    assert att.responsible == "A" and att.sources[0].host == "leg"
    assert r.obj("blade").attached_to == token
    assert r.might(token) == 4 and r.might("scout") == 1


def test_383_3_a_2_declined_the_equipment_stays():
    r = play(_arming(), "Soldier Call", by="A", may=False)
    assert not r.of("attach")
    assert r.obj("blade").attached_to == "scout"


# -- "name a spell; opponents can't play spells with that name" (Fallen Feline) -------------------

from tests.engine.helpers import move, raises_illegal  # noqa: E402

NAMING = [
    designer("Namer", kind="unit", might=3, abilities=[
        {"kind": "triggered", "trigger": "play_self", "effects": [{"op": "name_spell"}]}]),
    designer("Zap", kind="spell", targets=[{"what": "unit"}],
             effects=[{"op": "deal", "amount": 1, "target": 1}]),
    designer("Other Zap", kind="spell", targets=[{"what": "unit"}],
             effects=[{"op": "deal", "amount": 1, "target": 1}]),
    designer("Bounce", kind="spell", targets=[{"what": "unit"}],
             effects=[{"op": "return_to_hand", "target": 1}]),
    designer("Recast", kind="spell", effects=[{"op": "play_spell_from_trash"}]),
]


def _named():
    st = board(units=[("ogre", "Ogre", 5, "B", "north"), ("knight", "Knight", 5, "A", "north")],
               hand=[("namer", "Namer", "A"), ("zap_b", "Zap", "B"), ("zap_b2", "Zap", "B"),
                     ("other", "Other Zap", "B")],
               trash=[("zap_t", "Zap", "B")], cards=NAMING)
    r = play(st, "Namer", by="A", choose={"A": "zap_b"})
    assert r.one("name", target="namer").responsible == "A"
    assert r.obj("namer").named == "Zap"
    return move(r, "namer", "north")


def test_132_1_002_the_named_spell_is_barred_to_opponents_at_a_battlefield_by_name():
    r = _named()
    msg = raises_illegal(play, r, "Zap", by="B", targets=["knight"])
    assert "Namer" in msg and "Zap" in msg
    play(r, "Other Zap", by="B", targets=["knight"])  # another name is no concern of it
    play(r, "Zap", by="A", targets=["ogre"])  # its own player is no opponent


def test_132_1_002_the_ban_is_looked_for_only_among_the_units_that_name_a_spell():
    """The barring unit is found through the `names_spell` hook (GameState.hooks), not by
    reading every board object: the Namer is indexed there while on the board, and a unit
    without the ability is not; the Bounce takes it off the board and out of the index."""
    from riftboard.engine.carddefs import NAMES_SPELL
    r = _named()
    assert r.state.hooks.get(NAMES_SPELL) == ("namer",)
    assert NAMES_SPELL not in r.obj("zap_b").card.board_hooks  # a card without the ability
    r = play(r, "Bounce", by="A", targets=["namer"])
    assert not r.state.hooks.get(NAMES_SPELL)
    play(r, "Zap", by="B", targets=["knight"])  # nothing named on the board any more


def test_002_not_while_it_is_in_a_base():
    r = move(_named(), "namer", "base")
    assert play(r, "Zap", by="B", targets=["knight"]).one("damage", target="knight").amount == 1


def test_124_the_new_object_off_the_board_names_nothing():
    r = play(_named(), "Bounce", by="A", targets=["namer"])
    assert r.obj("namer").zone == "hand" and r.obj("namer").named is None


def test_002_419_3_c_an_effect_does_not_play_the_named_spell_from_the_trash():
    r = play(_named(), "Recast", by="B")
    assert not [e for e in r.of("play") if e.sources and e.sources[0].id == "zap_t"]
    assert r.obj("zap_t").zone == "trash"


# -- Quick-Draw given to Equipment (Jax, Unmatched) -------------------------------------------------

from tests.engine.game_helpers import pass_  # noqa: E402

DRAWING = [
    designer("Giver", kind="unit", might=5, abilities=[
        {"kind": "triggered", "trigger": "given_quick_draw",
         "targets": [{"what": "unit", "side": "friendly"}],
         "effects": [{"op": "attach", "target": "subject", "other": 1}]}]),
    designer("Plain Blade", kind="gear", equipment=True, might_bonus=3, energy=1),
    designer("Drawn Blade", kind="gear", equipment=True, might_bonus=2, keywords=["Quick-Draw"],
             abilities=[{"kind": "triggered", "trigger": "play_self",
                         "targets": [{"what": "unit", "side": "friendly"}],
                         "effects": [{"op": "attach_self", "target": 1}]}]),
    designer("Lantern", kind="gear", energy=1),
    designer("Zap", kind="spell", energy=1, targets=[{"what": "unit"}],
             effects=[{"op": "deal", "amount": 1, "target": 1}]),
]


def _drawing(giver=True, mode="sandbox", turn_player="A"):
    units = [("scout", "Scout", 2, "A", "base")]
    if giver:
        units.append(("jax", "Giver", None, "A", "base"))
    return game_board(mode=mode, cards=DRAWING, units=units, turn_player=turn_player,
                      pool={"A": (3, {}), "B": (3, {})},
                      hand=[("plain", "Plain Blade", "A"), ("drawn", "Drawn Blade", "A"),
                            ("lantern", "Lantern", "A"), ("zap", "Zap", "B")])


def test_819_1_d_an_equipment_without_quick_draw_attaches_once_it_has_entered():
    r = play(_drawing(), "Plain Blade", by="A", choose={"A": "scout"})
    kinds = [e.kind for e in r.events]
    assert kinds.index("resolve") < kinds.index("trigger")  # a Play Effect: after it enters
    assert r.one("attach", target="scout").sources[0].host == "jax"
    assert r.obj("plain").attached_to == "scout"


def test_819_1_d_one_with_its_own_quick_draw_or_no_equipment_is_not_heard():
    drawn = play(_drawing(), "Drawn Blade", by="A", choose={"A": "scout"})
    assert [t.sources[0].host for t in drawn.of("trigger")] == ["drawn"]  # its own, once
    lantern = play(_drawing(), "Lantern", by="A")
    assert not lantern.of("trigger")


def test_819_1_b_813_with_the_giver_an_equipment_is_played_as_a_reaction():
    held = play(_drawing(mode="strict", turn_player="B"), "Zap", by="B", targets=["scout"],
                hold=True)
    r = play(pass_(held, "B"), "Plain Blade", by="A", choose={"A": "scout"})
    assert r.obj("plain").attached_to == "scout"
    bare = play(_drawing(giver=False, mode="strict", turn_player="B"), "Zap", by="B",
                targets=["scout"], hold=True)
    assert "Reaction" in raises_illegal(play, pass_(bare, "B"), "Plain Blade", by="A")


# -- "when a showdown begins here" and "reveal the top card: a spell is drawn" (Diana, Lunari) ----

from tests.engine.game_helpers import side, smove  # noqa: E402

SEEING = [
    designer("Seer", kind="unit", might=3, abilities=[
        {"kind": "triggered", "trigger": "showdown_starts_here",
         "effects": [{"op": "reveal_top_draw", "what": "spell", "to": "top"}]}]),
    designer("Zap", kind="spell", energy=1, targets=[{"what": "unit"}],
             effects=[{"op": "deal", "amount": 1, "target": 1}]),
    designer("Pup", kind="unit", might=1),
]


def _seeing(deck, foe=False):
    units = [("seer", "Seer", None, "A", "base")]
    if foe:
        units.append(("ogre", "Ogre", 1, "B", "north"))
    return game_board(cards=SEEING, units=units, decks={"A": deck, "B": ["Pup"]},
                      controllers={"north": "B"} if foe else None)


def test_344_383_4_a_showdown_beginning_at_its_battlefield_triggers_it():
    r = smove(_seeing(["Zap", "Pup"]), ["seer"], "north")
    assert r.one("showdown", reason="opened").target == "north"
    assert r.one("trigger").sources[0].host == "seer"
    assert r.one("draw", target="A").amount == 1
    assert r.obj("A-deck1").zone == "hand"


def test_424_1_413_a_card_of_another_kind_stays_on_top():
    r = smove(_seeing(["Pup", "Zap"]), ["seer"], "north")
    assert r.one("reveal").target == "A-deck1"
    assert not r.of("draw")
    assert side(r, "A").deck[0] == "A-deck1"


def test_464_2_e_a_combat_is_a_showdown_beginning_there_too():
    r = smove(_seeing(["Zap"], foe=True), ["seer"], "north")
    assert r.of("combat_start")
    assert r.one("trigger").sources[0].host == "seer"


# -- "kill ...; then, if it had 3 Might or less, do this: play this from your trash" ---------------

REPLAYING = [
    designer("Below", kind="spell", energy=4, power=1, targets=[{"what": "unit",
                                                                 "where": "battlefield"}],
             effects=[{"op": "kill_then_replay", "target": 1, "might_at_most": 3}]),
]


def _below():
    return board(units=[("small", "Small", 3, "B", "north"), ("big", "Big", 4, "B", "north"),
                        ("tiny", "Tiny", 1, "B", "north")],
                 hand=[("below", "Below", "A")], cards=REPLAYING)


def test_387_1_350_2_a_small_kill_lets_it_be_played_again_from_the_trash():
    r = play(_below(), "Below", by="A", id="below", targets=["small"], choose={"A": "tiny"})
    assert [k.target for k in r.of("kill")] == ["small", "tiny", "big"]
    replays = [p.target for p in r.of("play") if len(p.sources) > 1]
    # the Tiny one had 1 Might: once more, at the only unit left, the Big one, which ends it
    assert replays == ["tiny", "big"]
    assert r.obj("big").zone == "trash"
    assert len(r.of("delayed_created")) == 2
    assert r.obj("below").zone == "trash"


def test_387_1_a_unit_with_more_might_triggers_nothing():
    r = play(_below(), "Below", by="A", id="below", targets=["big"])
    assert r.one("kill").target == "big"
    assert not r.of("delayed_created")
    assert r.obj("below").zone == "trash"


def test_383_3_a_declined_it_stays_in_the_trash():
    r = play(_below(), "Below", by="A", id="below", targets=["small"], may=False)
    assert [k.target for k in r.of("kill")] == ["small"]
    assert r.obj("below").zone == "trash"


# -- "you may exhaust your legend as an additional cost"; units to an open battlefield (Bard) -----

SENDING = [
    designer("Sender", kind="unit", might=4, optional_cost="exhaust_legend", abilities=[
        {"kind": "triggered", "trigger": "play_self", "if_paid": True,
         "effects": [{"op": "move_to_open"}]}]),
    designer("Quiet Legend", kind="legend"),
]


def _sending(exhausted=False):
    from attrs import evolve

    st = game_board(cards=SENDING, legends={"A": ("leg", "Quiet Legend")},
                    units=[("scout", "Scout", 1, "A", "base")],
                    battlefields=("north", "east"), controllers={"north": "B"},
                    hand=[("bard", "Sender", "A")])
    if exhausted:  # the legend is not on the board's bases: set it on the state itself
        st = evolve(st, objects=st.objects.set("leg", evolve(st.objects["leg"], exhausted=True)))
    return st


def test_356_2_b_1_paid_the_legend_exhausts_and_the_units_go_to_the_open_one():
    r = play(_sending(), "Sender", by="A", id="bard")
    assert r.one("exhaust", target="leg").responsible == "A"
    assert r.obj("scout").at == "east"  # North is Bob's: not open (190)
    assert r.obj("bard").at == "east"  # all of them, by default


def test_356_2_b_1_an_exhausted_legend_cannot_pay_so_it_is_not_offered():
    r = play(_sending(exhausted=True), "Sender", by="A", id="bard")
    assert not r.of("exhaust") and not r.of("trigger")
    assert r.obj("scout").at == "base"


def test_190_a_battlefield_someone_controls_is_refused():
    msg = raises_illegal(play, _sending(), "Sender", by="A", id="bard",
                         choose={"A": ["north", "scout"]})
    assert "open battlefield" in msg


# -- the Gold token's Add ability, and 1 Energy more near the end (Renata Glasc, Chem-Baroness) ----

from riftboard.engine.ops.cardsT2_words import GOLD_TOKEN  # noqa: E402
from tests.engine.helpers import activate  # noqa: E402

GILDING = [
    designer("Gild", kind="spell", effects=[{"op": "create_tokens", "name": "Gold"}]),
    designer("Gilded Legend", kind="legend", statics=[{"op": "gold_extra_energy", "who": "self"}]),
]


def _gold(points, legend=True):
    st = game_board(cards=GILDING, points=(points, 0),
                    legends={"A": ("leg", "Gilded Legend")} if legend else None)
    r = play(st, "Gild", by="A", id="gild")
    return r, next(o.id for o in r.state.objects.values() if o.name == "Gold")


def test_429_2_163_2_b_gold_is_killed_and_exhausted_for_1_power_of_any_domain():
    r, gold = _gold(0)
    assert r.obj(gold).card is GOLD_TOKEN
    a = activate(r, gold, 1, by="A")
    assert a.obj(gold).zone == "removed"  # a token that leaves the board ceases to exist
    assert side(a, "A").power == (("any", 1),) and side(a, "A").energy == 0


def test_194_3_within_3_points_of_the_victory_score_it_adds_1_energy_more():
    near, gold = _gold(5)
    assert side(activate(near, gold, 1, by="A"), "A").energy == 1
    far, gold = _gold(4)
    assert side(activate(far, gold, 1, by="A"), "A").energy == 0  # 4 short
    alone, gold = _gold(5, legend=False)
    assert side(activate(alone, gold, 1, by="A"), "A").energy == 0  # no such passive ability


# -- a card banished from a revealed hand until its player's Hold (Ashe, Focused) ------------------

HOLDING = [
    designer("Banisher", kind="unit", might=4, abilities=[
        {"kind": "triggered", "trigger": "play_self",
         "effects": [{"op": "banish_from_hand_until_hold"}]}]),
    designer("Zap", kind="spell", energy=1, targets=[{"what": "unit"}],
             effects=[{"op": "deal", "amount": 1, "target": 1}]),
]


def _holding(north):
    return game_board(cards=HOLDING, units=[("ogre", "Ogre", 3, north, "north")],
                      controllers={"north": north},
                      hand=[("ashe", "Banisher", "A"), ("z1", "Zap", "B"), ("z2", "Zap", "B")])


def test_424_3_a_427_1_390_2_banished_then_back_in_hand_at_its_players_hold():
    r = play(_holding("B"), "Banisher", by="A", choose={"A": "z2"})
    assert r.one("reveal").amount == 2
    assert r.obj("z2").zone == "banished" and r.obj("z1").zone == "hand"
    back = end_turn(r)  # Bob's turn: he holds North
    assert back.one("put_in_hand", target="z2").sources[0].id == "ashe#delayed"
    assert back.obj("z2").zone == "hand"


def test_390_2_another_players_hold_does_not_return_it():
    r = play(_holding("A"), "Banisher", by="A", choose={"A": "z1"})
    later = end_turn(end_turn(r))  # Bob's turn, then Alice's, where she holds North
    assert later.ever("score", reason="hold")
    assert not later.ever("put_in_hand")
    assert later.obj("z1").zone == "banished"


# -- an activated ability with Action timing, a swap with a token of a kind, a unit banished ------

SHADOWS = [
    designer("Swapper", kind="unit", might=5, keywords=["Action"], abilities=[
        {"kind": "activated", "action": True,
         "targets": [{"what": "unit", "side": "friendly", "require": "token"}],
         "effects": [{"op": "swap_with_token", "other": 1, "tagged": "Shadow Clone"}]}]),
    designer("Clones", kind="spell", effects=[{"op": "create_tokens", "name": "Shadow Clone"},
                                              {"op": "create_tokens", "name": "Recruit"}]),
]


def _shadows(mode="sandbox", at="north"):
    st = game_board(mode=mode, cards=SHADOWS, units=[("zed", "Swapper", None, "A", at)],
                    battlefields=("north", "south"),
                    controllers={"north": "A"}, hand=[("clones", "Clones", "A"),
                                                      ("zed2", "Swapper", "A")])
    r = play(st, "Clones", by="A", id="clones")
    tokens = {o.name: o.id for o in r.state.objects.values() if o.token}
    return r, tokens["Shadow Clone"], tokens["Recruit"]


def test_446_187_it_swaps_with_a_shadow_clone_and_refuses_another_token():
    r, clone, recruit = _shadows()
    assert "Shadow Clone" in raises_illegal(activate, r, "zed", 1, by="A", targets=[recruit])
    done = activate(r, "zed", 1, by="A", targets=[clone])
    assert done.obj("zed").at == "base" and done.obj(clone).at == "north"


def test_806_an_action_ability_is_used_in_a_showdown_holding_focus_the_card_is_no_action():
    r, clone, _recruit = _shadows(mode="strict", at="base")
    moved = smove(r, ["zed"], "south")  # South is nobody's: a showdown begins there
    assert moved.state.game.showdown is not None
    done = activate(moved, "zed", 1, by="A", targets=[clone])
    assert done.obj("zed").at == "base" and done.obj(clone).at == "south"
    # its Action keyword is the ability's timing: the unit itself is not played in a showdown
    assert "showdown" in raises_illegal(play, moved, "Swapper", by="A", id="zed2")


def test_427_1_only_a_unit_card_of_its_own_trash_is_banished():
    from riftboard.engine.ops.cardsT2_words import SHADOW_CLONE_TOKEN

    [ab] = SHADOW_CLONE_TOKEN.text.abilities
    assert ab.trigger == "attack" and ab.may
    assert [e.op for e in ab.effects] == ["banish_unit_from_trash"]
    st = board(units=[("c", "Clone Host", None, "A", "north"), ("ogre", "Ogre", 3, "B", "north")],
               trash=[("zap", "Zap", "A"), ("pup", "Pup", "A"), ("theirs", "Pup", "B")],
               cards=[designer("Clone Host", kind="unit", might=0, abilities=[
                   {"kind": "triggered", "trigger": "attack", "may": True,
                    "effects": [{"op": "banish_unit_from_trash", "effects": [
                        {"op": "grant_keyword", "target": "self", "keyword": "assault",
                         "amount": 4}]}]}]),
                      designer("Zap", kind="spell", effects=[{"op": "draw", "amount": 1}]),
                      designer("Pup", kind="unit", might=1)])
    r = combat(st, "north", attackers=["c"])
    assert r.one("banish").target == "pup"  # the spell is passed over, the opponent's too
    assert r.one("damage", target="ogre").amount == 4
