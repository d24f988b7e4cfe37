"""What the cardsO cards needed: a card's own "when you discard me" ability (`discarded_self`),
which works from the trash the discard put it in (383.2.c.1, 422.1): Scrapheap, Flame Chompers;
"when you kill a stunned enemy unit" (`you_kill_stunned_enemy`, 411.4, 423.1, 428.5): Solari
Shrine; "at the start of each player's first Beginning Phase" (`each_first_beginning_phase`,
315.2, 190.6.a): Obelisk of Power, The Arena's Greatest; a target "a unit at a battlefield or a
gear" (`where = "battlefield_if_unit"`): Fading Memories; "when a friendly unit moves from my
location, I may be moved with it" (`friendly_moves_from_here`, `follow_subject`, 446.1):
Stealthy Pursuer; a card's "when you conquer" heard from its owner's trash, and "you may discard 1
to return this to your hand" (`you_conquer` with `zone = "trash"`, `discard_to`,
`return_self_from_trash`; 383.2.c.1, 383.4.c, 422.1, 203.3): Super Mega Death Rocket!; a fight
with an enemy unit chosen as the instruction resolves (`fight_chosen`, 359.3.e.14, 417.6.b.3):
Gentlemen's Duel, Dragon's Rage; what happened this turn (`discarded_this_turn`,
`enemy_unit_died_this_turn`; 422.1, 428.1.a.1, 428.1.a.2, 317.2.c): Raging Soul, Spoils of War; "when this leaves the board" (`leave_board_self`, a look back as
808.1.d's): Treasure Trove."""

import pytest

from riftboard.engine import actions as A
from riftboard.engine.board import holds
from riftboard.engine.values import evolve
from tests.engine.game_helpers import game_board, pass_, side, smove
from tests.engine.helpers import (
    _apply,
    activate,
    board,
    designer,
    end_turn,
    play,
    raises_illegal,
)

CARDS = [
    designer("Bait", kind="unit", might=2, abilities=[
        {"kind": "triggered", "trigger": "discarded_self", "zone": "trash",
         "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Filler", kind="spell", effects=[{"op": "draw", "amount": 1}]),
    designer("Toss", kind="spell", effects=[{"op": "discard", "amount": 1}]),
    designer("Tosser", kind="gear", abilities=[
        {"kind": "activated", "cost": ["discard"], "effects": []}]),
    designer("Watcher", kind="gear", abilities=[
        {"kind": "triggered", "trigger": "you_kill_stunned_enemy",
         "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Zap", kind="spell", targets=[{"what": "unit"}],
             effects=[{"op": "deal", "amount": 3, "target": 1}]),
    designer("Doom", kind="spell", targets=[{"what": "unit"}],
             effects=[{"op": "kill", "target": 1}]),
    designer("Fade", kind="spell", targets=[{"what": "permanent", "where": "battlefield_if_unit"}],
             effects=[{"op": "grant_keyword", "target": 1, "keyword": "temporary",
                       "this_turn": False}]),
    designer("Tail", kind="unit", might=3, abilities=[
        {"kind": "triggered", "trigger": "friendly_moves_from_here",
         "effects": [{"op": "follow_subject", "target": "self"}]}]),
    designer("Boomerang", kind="spell", abilities=[
        {"kind": "triggered", "trigger": "you_conquer", "zone": "trash", "effects": [
            {"op": "discard_to", "amount": 1, "effects": [{"op": "return_self_from_trash"}]}]}]),
    designer("Duel", kind="spell", targets=[{"what": "unit", "side": "friendly"}],
             effects=[{"op": "might", "target": 1, "amount": 3},
                      {"op": "fight_chosen", "target": 1}]),
    designer("Rage", kind="spell", targets=[{"what": "unit", "side": "enemy"}],
             effects=[{"op": "move", "target": 1},
                      {"op": "fight_chosen", "target": 1, "where": "destination"}]),
    designer("Anchor", kind="unit", might=4, statics=[{"op": "no_enemy_move", "who": "self"}]),
    designer("Keepsake", kind="unit", might=2, abilities=[
        {"kind": "triggered", "trigger": "leave_board_self",
         "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Bounce", kind="spell", targets=[{"what": "unit"}],
             effects=[{"op": "return_to_hand", "target": 1}]),
    designer("Exile", kind="spell", targets=[{"what": "unit"}],
             effects=[{"op": "banish", "target": 1}]),
    designer("Starting Line", kind="battlefield", abilities=[
        {"kind": "triggered", "trigger": "each_first_beginning_phase",
         "effects": [{"op": "gain_points", "amount": 1}]}]),
]


def _board(**kw):
    return game_board(cards=CARDS, decks={"A": ["Filler"] * 3, "B": ["Filler"] * 3}, **kw)


def test_422_1_383_2_c_1_a_card_discarded_by_an_instruction_hears_it_from_the_trash():
    st = _board(hand=[("bait", "Bait", "A"), ("toss", "Toss", "A"), ("f", "Filler", "A")])
    r = play(st, "Toss", by="A", discard="bait")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "bait"
    assert t.responsible == "A"  # its owner's ability (it works from the trash)
    assert r.one("draw", target="A").sources[0].host == "bait"


def test_422_1_only_the_card_discarded_hears_its_own_discard():
    st = _board(hand=[("bait", "Bait", "A"), ("toss", "Toss", "A"), ("f", "Filler", "A")])
    r = play(st, "Toss", by="A", discard="f")
    assert not r.of("trigger")
    assert not r.of("draw")


def test_383_2_c_1_a_discard_paid_as_a_cost_triggers_it_too():
    st = _board(hand=[("bait", "Bait", "A")], gear=[("tosser", "Tosser", "A")])
    r = activate(st, "tosser", by="A", discard="bait")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "bait"
    assert r.one("draw", target="A").sources[0].host == "bait"


def _watched(stunned_b=True, stunned_a=False):
    return board(cards=CARDS, gear=[("watch", "Watcher", "A")], units=[
        ("foe", "Foe", 2, "B", "north", {"stunned": stunned_b}),
        ("mine", "Mine", 2, "A", "north", {"stunned": stunned_a})])


def test_411_4_423_1_428_5_killing_a_stunned_enemy_with_lethal_damage_triggers_once_for_it():
    r = play(_watched(), "Zap", by="A", targets=["foe"])
    (t,) = r.of("trigger")
    assert t.sources[0].host == "watch" and t.target == "foe"
    assert r.one("draw", target="A").sources[0].host == "watch"


def test_428_5_a_kill_instruction_counts_too_but_not_an_enemy_that_was_not_stunned():
    r = play(_watched(), "Doom", by="A", targets=["foe"])
    assert [t.sources[0].host for t in r.of("trigger")] == ["watch"]
    r2 = play(_watched(stunned_b=False), "Doom", by="A", targets=["foe"])
    assert r2.of("kill") and not r2.of("trigger")


def test_411_4_a_kill_another_player_is_responsible_for_or_of_ones_own_unit_does_not():
    r = play(_watched(), "Doom", by="B", targets=["foe"])  # Bob kills his own stunned unit
    assert r.of("kill") and not r.of("trigger")
    r2 = play(_watched(stunned_a=True), "Doom", by="A", targets=["mine"])  # Alice kills hers
    assert r2.of("kill") and not r2.of("trigger")


def _arena(**kw):
    return game_board(cards=CARDS, battlefields=[("line", "Starting Line")],
                      decks={"A": ["Filler"] * 4, "B": ["Filler"] * 4}, **kw)


def test_315_2_190_6_a_the_next_players_first_beginning_phase_is_theirs_even_on_a_battlefield_of_the_other():
    r = end_turn(_arena(controllers={"line": "A"}))  # Alice's turn (the file's) ends
    (t,) = r.of("trigger")
    assert t.sources[0].host == "line" and t.responsible == "B"  # "that player" (190.6.a)
    assert side(r, "B").points == 1 and side(r, "A").points == 0
    r2 = end_turn(r)  # Alice's second Beginning Phase: not her first
    assert not r2.of("trigger")


def test_315_2_a_file_started_at_the_beginning_gives_the_turn_player_theirs():
    st = _arena(phase="awaken")
    st = evolve(st, game=evolve(st.game, turn=0))  # what `phase = "beginning"` sets up
    r = end_turn(st)  # the first step runs Alice's turn start first, then ends her turn
    assert [t.responsible for t in r.of("trigger")] == ["A", "B"]
    assert side(r, "A").points == 1 and side(r, "B").points == 1


def test_315_2_format_1_has_no_first_beginning_phase_to_hear():
    r = end_turn(board(cards=CARDS, battlefields=[("line", "Starting Line")]))
    assert not r.of("trigger")


def _fade_board():
    return board(cards=CARDS, gear=[("g", "Tosser", "B")], units=[
        ("out", "Out", 2, "B", "north"), ("home", "Home", 2, "B", "base")])


def test_816_1_b_a_unit_at_a_battlefield_or_a_gear_anywhere_may_be_chosen_and_dies_temporary():
    r = play(_fade_board(), "Fade", by="A", targets=["g"])
    r = play(r, "Fade", by="A", targets=["out"])
    r = end_turn(r)  # Bob's Beginning Phase: his Temporary permanents are killed (816.1.b)
    assert {k.target for k in r.of("kill")} == {"g", "out"}


def test_355_5_a_unit_in_a_base_is_no_legal_choice():
    msg = raises_illegal(play, _fade_board(), "Fade", by="A", targets=["home"])
    assert "not at a battlefield" in msg


def _tail_board():
    return board(cards=CARDS, battlefields=("north", "south"), units=[
        ("tail", "Tail", None, "A", "north", {"exhausted": False}),
        ("lead", "Lead", 2, "A", "north", {"exhausted": False}),
        ("foe", "Foe", 2, "B", "north", {"exhausted": False})])


def _smove(st, units, to):
    return _apply(st, A.StandardMove(units=tuple(units), to=to))


def test_446_1_a_friendly_unit_leaving_takes_it_along_even_home_to_its_base():
    r = _smove(_tail_board(), ["lead"], "base")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "tail" and t.target == "lead"
    mv = [m for m in r.of("move") if m.target == "tail"]
    assert len(mv) == 1 and r.state.objects["tail"].at == "base"
    assert not r.state.objects["tail"].exhausted  # an effect's move costs nothing (446)


def test_446_1_an_enemy_leaving_or_a_unit_moving_with_it_is_not_heard():
    r = _smove(_tail_board(), ["foe"], "base")
    assert not r.of("trigger")
    r2 = _smove(_tail_board(), ["lead", "tail"], "base")
    assert not r2.of("trigger")


def _conquer(hand=(), trash=(("boom", "Boomerang", "A"),)):
    st = game_board(cards=CARDS, battlefields=("north", "south"), hand=list(hand),
                    trash=list(trash), units=[("u", "Runner", 2, "A", "base", {"exhausted": False})],
                    decks={"A": ["Filler"] * 3, "B": ["Filler"] * 3})
    return pass_(pass_(smove(st, ["u"], "north"), "A"), "B")


def test_383_2_c_1_383_4_c_a_card_in_the_trash_hears_its_owners_conquer_and_pays_a_discard():
    r = _conquer(hand=[("f", "Filler", "A")])
    (t,) = r.of("trigger")
    assert t.sources[0].host == "boom" and t.target == "north"
    assert r.one("discard", target="f").sources[0].host == "boom"
    assert r.state.objects["boom"].zone == "hand" and r.state.objects["f"].zone == "trash"


def test_203_3_with_no_card_to_discard_nothing_is_paid_and_it_stays_in_the_trash():
    r = _conquer()
    assert r.of("trigger") and not r.of("discard") and not r.of("return_to_hand")
    assert r.state.objects["boom"].zone == "trash"


def test_383_4_c_another_players_trash_does_not_hear_it():
    r = _conquer(hand=[("f", "Filler", "A")], trash=[("boom", "Boomerang", "B")])
    assert r.of("score") and not r.of("trigger")


def test_359_3_e_14_417_6_b_3_the_enemy_unit_is_chosen_as_it_resolves_and_the_two_fight():
    st = board(cards=CARDS, units=[("k", "Knight", 2, "A", "north"), ("o", "Ogre", 4, "B", "north"),
                                   ("g", "Goblin", 1, "B", "base")])
    r = play(st, "Duel", by="A", targets=["k"], choose={"A": "o"})
    assert r.one("damage", target="o").amount == 5  # the +3 came first (359.3.e.14)
    assert r.one("damage", target="k").sources[0].id == "o"
    assert not r.of("damage", target="g")


def test_055_with_no_enemy_unit_to_choose_nothing_more_happens():
    st = board(cards=CARDS, units=[("k", "Knight", 2, "A", "north")])
    r = play(st, "Duel", by="A", targets=["k"])
    assert not r.of("damage") and r.state.objects["k"].zone == "board"


def _rage_board(first="Ogre"):
    return board(cards=CARDS, units=[
        ("o", first, None if first == "Anchor" else 4, "B", "base"),
        ("a", "Archer", 2, "B", "north"), ("s", "Scout", 1, "B", "base")])


def test_359_3_e_14_the_enemy_is_chosen_at_the_moved_units_destination():
    r = play(_rage_board(), "Rage", by="A", targets=["o"], to="north", choose={"A": "s"})
    # the Scout stayed in the base: the one enemy unit at North is the Archer
    assert {d.target for d in r.of("damage")} == {"a", "o"}


def test_359_3_e_14_no_move_no_fight():
    r = play(_rage_board("Anchor"), "Rage", by="A", targets=["o"], to="north")
    assert not r.of("move") and not r.of("damage")


def test_422_1_317_2_c_a_discard_is_remembered_for_the_turn_only():
    st = board(cards=CARDS, hand=[("f", "Filler", "A")])
    assert not holds(st, "discarded_this_turn", "A", None)
    r = play(st, "Toss", by="A")
    assert holds(r.state, "discarded_this_turn", "A", None)
    assert not holds(r.state, "discarded_this_turn", "B", None)
    assert not holds(end_turn(r).state, "discarded_this_turn", "A", None)


def test_428_1_a_1_317_2_c_an_enemy_units_death_is_remembered_for_the_turn_only():
    st = board(cards=CARDS, units=[("mine", "Mine", 2, "A", "north"),
                                   ("foe", "Foe", 2, "B", "north")])
    r = play(st, "Doom", by="A", targets=["mine"])
    assert not holds(r.state, "enemy_unit_died_this_turn", "A", None)  # her own unit
    assert holds(r.state, "enemy_unit_died_this_turn", "B", None)  # Bob's enemy's
    r2 = play(r, "Doom", by="A", targets=["foe"])
    assert holds(r2.state, "enemy_unit_died_this_turn", "A", None)
    assert not holds(end_turn(r2).state, "enemy_unit_died_this_turn", "A", None)


def _keepsake():
    return board(cards=CARDS, units=[("k", "Keepsake", None, "A", "north")])


@pytest.mark.parametrize("spell", ["Doom", "Bounce", "Exile"])
def test_808_1_d_427_1_it_triggers_however_it_leaves_the_board_its_controllers(spell):
    r = play(_keepsake(), spell, by="B", targets=["k"])
    (t,) = r.of("trigger")
    assert t.sources[0].host == "k" and t.responsible == "A"
    assert r.one("draw", target="A").sources[0].host == "k"


def test_a_sandbox_edit_taking_it_off_the_board_triggers_nothing():
    r = _apply(_keepsake(), A.Remove(obj="k"))
    assert not r.of("trigger")
