"""The cardsP words: `you_play_unit_enters` (a unit its controller played has entered the board,
heard as that unit's own Play Effects are, 383.4.a.2; Forecaster's "your Mechs have Vision",
817) and `played_tag` reading a token's kind's tags (a Mech token is a Mech, 187)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play, raises_illegal

WATCHER = designer("Mech Watcher", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_play_unit_enters", "played": "unit",
     "played_tag": "Mech", "effects": [{"op": "draw", "amount": 1}]}])
GEARBOT = designer("Little Gearbot", kind="unit", might=1, tags=["Mech"])
NEWT = designer("Little Newt", kind="unit", might=1, tags=["Lizard"])
MECH_MAKER = designer("Mech Maker", effects=[{"op": "create_tokens", "name": "Mech"}])
RECRUIT_MAKER = designer("Recruit Maker", effects=[{"op": "create_tokens", "name": "Recruit"}])
TOKEN_WATCHER = designer("Token Watcher", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_play_card", "played": "unit", "played_tag": "Mech",
     "effects": [{"op": "draw", "amount": 1}]}])


def _board(watcher="Mech Watcher"):
    return board(units=[("w", watcher, None, "A", "north")],
                 cards=[WATCHER, GEARBOT, NEWT, MECH_MAKER, RECRUIT_MAKER, TOKEN_WATCHER])


def _kinds(step):
    return [e.kind for e in step.events]


def test_383_4_a_2_it_triggers_after_the_unit_played_has_entered_the_board():
    r = play(_board(), "Little Gearbot", by="A")
    kinds = _kinds(r)
    assert r.one("trigger")
    # the unit resolves and enters first; then the ability triggers, as a Play Effect would
    entered = next(i for i, e in enumerate(r.events) if e.kind == "resolve"
                   and e.target_name == "Little Gearbot")
    assert entered < kinds.index("trigger") < kinds.index("draw")
    assert r.one("draw").responsible == "A"


def test_817_not_for_another_tag_nor_an_opponents_unit():
    assert not play(_board(), "Little Newt", by="A").of("trigger")
    assert not play(_board(), "Little Gearbot", by="B").of("trigger")


def test_350_2_a_unit_token_played_is_heard_with_its_kinds_tag():
    assert play(_board(), "Mech Maker", by="A").one("trigger")
    assert not play(_board(), "Recruit Maker", by="A").of("trigger")


def test_187_played_tag_reads_a_mech_tokens_tag_on_a_you_play_card_trigger_too():
    assert play(_board("Token Watcher"), "Mech Maker", by="A").one("trigger")
    assert not play(_board("Token Watcher"), "Recruit Maker", by="A").of("trigger")


SIDE_READER = designer("Side Reader", targets=[{"what": "unit"}], effects=[
    {"op": "kill", "target": 1},
    {"op": "if_was", "target": 1, "who": "enemy",
     "effects": [{"op": "draw", "amount": 1}]},
    {"op": "if_was", "target": 1, "who": "friendly",
     "effects": [{"op": "draw", "amount": 2}]}])


def _side_board():
    return board(units=[("foe", "Foe", 2, "B", "north"), ("pal", "Pal", 2, "A", "north")],
                 cards=[SIDE_READER])


def test_055_if_was_reads_the_side_the_target_had_before_the_kill_removed_it():
    r = play(_side_board(), "Side Reader", by="A", targets=["foe"])
    assert r.one("kill").target == "foe"
    assert r.one("draw").amount == 1
    r = play(_side_board(), "Side Reader", by="A", targets=["pal"])
    assert r.one("kill").target == "pal"
    assert r.one("draw").amount == 2


def test_055_if_was_is_seen_from_the_spells_controller():
    r = play(_side_board(), "Side Reader", by="B", targets=["pal"])
    assert r.one("draw").amount == 1 and r.one("draw").responsible == "B"


PULL = designer("Pull Off", targets=[{"what": "unit", "side": "friendly", "require": "equipped"}],
                effects=[{"op": "detach_one_from", "target": 1}])


def _equip_board():
    return board(units=[("k", "Knight", 2, "A", "north"), ("s", "Squire", 2, "A", "north")],
                 gear=[("ring", "Doran's Ring", "A", {"attached_to": "k"}),
                       ("sky", "Skyfall of Areion", "A", {"attached_to": "k"})],
                 cards=[PULL])


def test_718_3_an_equipped_target_must_have_equipment_attached():
    msg = raises_illegal(play, _equip_board(), "Pull Off", by="A", targets=["s"])
    assert "has no Equipment attached" in msg


def test_434_detach_one_from_detaches_the_equipment_picked_else_the_first():
    r = play(_equip_board(), "Pull Off", by="A", targets=["k"], choose={"A": ["sky"]})
    assert r.obj("sky").attached_to is None and r.obj("ring").attached_to == "k"
    assert r.might("k") == 3  # 2 + Doran's Ring's 1 (718.4)
    r = play(_equip_board(), "Pull Off", by="A", targets=["k"])
    assert r.obj("ring").attached_to is None and r.obj("sky").attached_to == "k"



RIPPER = designer("Gear Ripper", kind="unit", might=3, optional_cost=True,
                  play_cost=["kill_friendly_gear"], abilities=[
                      {"kind": "triggered", "trigger": "play_self", "if_paid": True,
                       "effects": [{"op": "draw", "amount": 1}]}])


def _ripper_board(gear=True):
    return board(gear=[("ring", "Doran's Ring", "A")] if gear else [], cards=[RIPPER])


def test_356_2_b_1_an_optional_kill_cost_is_paid_only_when_the_step_says_so():
    r = play(_ripper_board(), "Gear Ripper", by="A", may=True)
    assert r.one("kill").target == "ring" and r.one("kill").responsible == "A"
    assert r.one("draw")  # its if_paid Play Effect (356.4.f.1)
    r = play(_ripper_board(), "Gear Ripper", by="A", may=False)
    assert not r.of("kill") and not r.of("draw") and r.obj("ring").zone == "board"


def test_203_3_an_optional_kill_cost_with_no_gear_to_kill_refuses_the_step_only_if_paid():
    msg = raises_illegal(play, _ripper_board(gear=False), "Gear Ripper", by="A", may=True)
    assert "friendly gear" in msg
    assert play(_ripper_board(gear=False), "Gear Ripper", by="A", may=False).one("resolve")


# -- no_opponent_points: "opponents can't gain points" while a condition holds (Tianna) --------

WARDEN = designer("Point Warden", kind="unit", might=2,
                  statics=[{"op": "no_opponent_points", "who": "self", "when": "at_battlefield"}])
PAYER = designer("Point Payer", kind="gear", abilities=[
    {"kind": "activated", "effects": [{"op": "gain_points", "amount": 2}]},
    {"kind": "activated", "effects": [{"op": "gain_points", "amount": -1}]}])


def _points_board(warden_at="north"):
    from tests.engine.game_helpers import game_board

    return game_board(units=[("w", "Point Warden", None, "B", warden_at),
                             ("s", "Scout", 2, "A", "base")],
                      battlefields=("north", "south"),
                      gear=[("pay", "Point Payer", "A"), ("bpay", "Point Payer", "B")],
                      points=(3, 3), cards=[WARDEN, PAYER])


def test_002_an_opponent_gains_no_points_from_an_effect_while_it_is_at_a_battlefield():
    from tests.engine.game_helpers import side
    from tests.engine.helpers import activate

    r = activate(_points_board(), "pay", 1, by="A")
    assert side(r, "A").points == 3
    assert r.one("fizzle", target="A") and r.one("points", target="A").amount == 0
    r = activate(_points_board(), "pay", 2, by="A")  # losing points is not gaining them
    assert side(r, "A").points == 2
    r = activate(_points_board(), "bpay", 1, by="B")  # its own controller is no opponent
    assert side(r, "B").points == 5 and not r.of("fizzle")


def test_002_in_its_base_it_stops_nothing():
    from tests.engine.game_helpers import side
    from tests.engine.helpers import activate

    r = activate(_points_board(warden_at="base"), "pay", 1, by="A")
    assert side(r, "A").points == 5 and not r.of("fizzle")


def test_469_1_a_conquer_scores_no_point_while_it_is_at_a_battlefield():
    from tests.engine.game_helpers import pass_, side, smove

    r = pass_(pass_(smove(_points_board(warden_at="north"), ["s"], "south"), "A"), "B")
    assert r.one("score", target="south").amount == 0 and side(r, "A").points == 3
    r = pass_(pass_(smove(_points_board(warden_at="base"), ["s"], "south"), "A"), "B")
    assert r.one("score", target="south").amount == 1 and side(r, "A").points == 4


# -- play_cost return_friendly_gear: a gear back to its owner's hand (Legion Quartermaster) ----

HAULER = designer("Gear Hauler", kind="unit", might=4, play_cost=["return_friendly_gear"])


def _hauler_board(gear=(("ring", "Doran's Ring", "A"), ("sky", "Skyfall of Areion", "A"),
                        ("bring", "Doran's Ring", "B"))):
    return board(gear=list(gear), cards=[HAULER])


def test_124_1_the_gear_named_returns_to_its_owners_hand_else_the_first():
    r = play(_hauler_board(), "Gear Hauler", by="A", choose={"A": ["sky"]})
    assert r.one("return_to_hand").target == "sky" and r.obj("sky").zone == "hand"
    assert r.obj("ring").zone == "board"
    r = play(_hauler_board(), "Gear Hauler", by="A")
    assert r.one("return_to_hand").target == "ring"


def test_203_3_an_enemy_gear_or_none_at_all_refuses_the_play():
    assert "not a gear" in raises_illegal(play, _hauler_board(), "Gear Hauler", by="A",
                                          choose={"A": ["bring"]})
    assert "has none" in raises_illegal(play, _hauler_board(gear=()), "Gear Hauler", by="A")


# -- one_on_one and might_this_combat (Fiora, Peerless) ---------------------------------------

DUELIST = designer("Duelist", kind="unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "attack_or_defend", "if": "one_on_one",
     "effects": [{"op": "might_this_combat", "target": "self", "amount": 1, "per": "might"}]}])


def _duel_board(friends=()):
    return board(units=[("d", "Duelist", None, "A", "north"), ("o", "Ogre", 5, "B", "north"),
                        *[(f, f.capitalize(), 1, "A", "north") for f in friends]],
                 cards=[DUELIST])


def test_466_7_the_might_change_lasts_until_the_combat_ends():
    from tests.engine.helpers import combat

    r = combat(_duel_board(), "north", attackers=["d"], defenders=["o"])
    assert [e.amount for e in r.of("might", target="d")] == [6, 3]  # doubled, then back
    assert r.one("damage", target="o").amount == 6
    assert r.state.obj("d").mods == ()


def test_383_4_e_not_one_on_one_with_a_second_attacker():
    from tests.engine.helpers import combat

    r = combat(_duel_board(friends=("pal",)), "north", attackers=["d", "pal"], defenders=["o"])
    assert not r.of("trigger") and r.one("damage", target="o").amount == 4


# -- you_spend_buff: "when you spend a buff" (Fae Dragon) --------------------------------------

MISER = designer("Buff Miser", kind="unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "you_spend_buff", "effects": [{"op": "draw", "amount": 1}]}])
SPENDER = designer("Buff Spender", kind="unit", might=2, abilities=[
    {"kind": "activated", "cost": ["spend_buff"], "effects": [{"op": "draw", "amount": 2}]}])
SPEND_SPELL = designer("Spend It", targets=[{"what": "unit"}], effects=[
    {"op": "spend_buff", "target": 1, "effects": []}])


def _spend_board():
    return board(units=[("m", "Buff Miser", None, "A", "north"),
                        ("s", "Buff Spender", None, "A", "north", {"buffed": True}),
                        ("e", "Buff Spender", None, "B", "north", {"buffed": True})],
                 cards=[MISER, SPENDER, SPEND_SPELL])


def test_143_2_a_buff_spent_as_a_cost_or_by_an_instruction_triggers_it():
    from tests.engine.helpers import activate

    r = activate(_spend_board(), "s", 1, by="A")
    assert r.one("trigger").sources[0].id == "m#1"
    assert sorted(e.amount for e in r.of("draw")) == [1, 2]
    r = play(_spend_board(), "Spend It", by="A", targets=["s"])
    assert r.one("trigger").sources[0].id == "m#1"


def test_143_2_an_opponents_buff_spent_does_not():
    from tests.engine.helpers import activate

    assert not activate(_spend_board(), "e", 1, by="B").of("trigger")


# -- hand_to_deck: a card of the hand on the top or the bottom of the deck (Altar of Memories) --

STACKER = designer("Stack It", effects=[{"op": "hand_to_deck"}])


def _stack_board(decks=True):
    from tests.engine.game_helpers import game_board

    return game_board(decks={"A": ["Cleave", "Hextech Ray"]} if decks else None,
                      hand=[("h1", "Hidden Blade", "A"), ("h2", "Cleave", "A")],
                      cards=[STACKER])


def test_416_6_the_card_picked_goes_on_top_by_default():
    from tests.engine.game_helpers import side

    r = play(_stack_board(), "Stack It", by="A", choose={"A": ["h2"]})
    assert r.one("to_deck").target == "h2"
    assert side(r, "A").deck == ("h2", "A-deck1", "A-deck2")


def test_416_1_no_to_the_top_puts_it_on_the_bottom_as_a_recycle():
    from tests.engine.game_helpers import side

    r = play(_stack_board(), "Stack It", by="A", may=False)
    assert r.one("recycle").target == "h1" and not r.of("to_deck")
    assert side(r, "A").deck == ("A-deck1", "A-deck2", "h1")


def test_055_without_a_modelled_deck_nothing_happens():
    r = play(_stack_board(decks=False), "Stack It", by="A")
    assert not r.of("to_deck") and not r.of("recycle") and r.obj("h1").zone == "hand"


# -- the cost recycle_trash_unit: a unit card of the trash recycled (Assembly Rig) -------------

RIG = designer("Rig", kind="gear", abilities=[
    {"kind": "activated", "cost": ["recycle_trash_unit"], "effects": [{"op": "draw", "amount": 1}]}])


def test_416_6_the_cost_recycles_a_unit_of_the_trash_not_another_card():
    from tests.engine.game_helpers import game_board
    from tests.engine.helpers import activate

    st = game_board(gear=[("rig", "Rig", "A")], decks={"A": ["Cleave"]},
                    trash=[("t1", "Cleave", "A"), ("t2", "Jeweled Colossus", "A")], cards=[RIG])
    r = activate(st, "rig", 1, by="A")
    assert r.one("recycle").target == "t2" and r.obj("t1").zone == "trash"


def test_358_5_with_no_unit_in_the_trash_the_cost_cannot_be_paid():
    from tests.engine.game_helpers import game_board
    from tests.engine.helpers import activate

    st = game_board(gear=[("rig", "Rig", "A")], decks={"A": ["Cleave"]},
                    trash=[("t1", "Cleave", "A")], cards=[RIG])
    assert "1 unit from the trash" in raises_illegal(activate, st, "rig", 1, by="A")
