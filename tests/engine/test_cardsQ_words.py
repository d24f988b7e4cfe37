"""What the Unleashed cards of cardsQ needed (format 2, SPEC section 7): "if you assigned 3 or
more excess damage" on a Conquer (`conquered_with_three_excess`): the combat damage a player
assigned beyond what was lethal to the units they assigned it to (465.2.c), in the combat whose
result made them conquer the battlefield (466.5.d, 469.1); a Conquer without a combat has none.
"If a unit died this turn" (`unit_died_this_turn`, 428.1) and "if a friendly
unit died during your Beginning Phase this turn" (`friendly_died_in_your_beginning_phase`, 315.2):
each player's Side keeps the phase each of their units died in, for the turn. A card picked from
an opponent's revealed hand that they discard, then draw for (`pick_discard_redraw`, 422.1,
413). "When you hide a card" (`you_hide`, 811.1.b, 421.1): its controller's permanents and
legend hear each card they hide, and what it triggers resolves at once. "When you draw your
second card each turn" (`you_draw_second`, 413): each Side counts its draws this turn, the Draw
Phase's card included. "Your conquer (hold) effects for conquering (holding) here trigger an
additional time" (passive `conquer_again`, `hold_again`; card text, 002): for the battlefield the
permanent is at, and its controller's abilities only. A delayed ability for the start of its
controller's next Main Phase (`at_start_of_main`, 390.2, 316.4): after the pools empty. Unit
tokens that become copies of the unit playing them (`copy_self_tokens`, 477.1.b.1.a, 350.2). A
move to a different battlefield, never a base (`move_to_other_battlefield`, 446). "If you've
spent 4 or more to play a spell this turn" (`spent_four_on_a_spell`, 357): the most Energy one
spell played by a step cost this turn; and "when you play a spell, if you spent 4 or more"
(`spent_four_on_this_spell`, 383.4.a.4): the spell just put on the chain."""

from riftboard.engine import actions as A
from tests.engine.game_helpers import game_board, pass_, side, smove
from tests.engine.helpers import _apply, board, designer, end_turn, play

CARDS = [
    designer("Lore Unit", kind="unit", might=2, abilities=[
        {"kind": "triggered", "trigger": "you_play_card", "played": "spell",
         "if": "spent_four_on_this_spell", "effects": [{"op": "gain_xp", "amount": 1}]}]),
    designer("Keen", kind="unit", might=1, statics=[
        {"op": "might", "who": "self", "amount": 4, "when": "spent_four_on_a_spell"}]),
    designer("Big Spell", energy=4, effects=[{"op": "draw", "amount": 1}]),
    designer("Small Spell", energy=3, effects=[{"op": "draw", "amount": 1}]),
    designer("Shove", effects=[{"op": "move_to_other_battlefield", "target": 1}],
             targets=[{"what": "unit"}]),
    designer("Mirror Maker", kind="unit", might=3, abilities=[
        {"kind": "triggered", "trigger": "play_self",
         "effects": [{"op": "copy_self_tokens", "amount": 2}]}]),
    designer("Dawn Keeper", kind="unit", might=2, abilities=[
        {"kind": "triggered", "trigger": "hold_self",
         "effects": [{"op": "at_start_of_main",
                      "effects": [{"op": "add_energy", "amount": 1}]}]}]),
    designer("Echo", kind="unit", might=1, statics=[{"op": "conquer_again", "who": "self"},
                                                    {"op": "hold_again", "who": "self"}]),
    designer("Tally", kind="gear", abilities=[
        {"kind": "triggered", "trigger": "you_conquer",
         "effects": [{"op": "gain_xp", "amount": 1}]},
        {"kind": "triggered", "trigger": "you_hold", "effects": [{"op": "gain_xp", "amount": 1}]}]),
    designer("Second Sight", kind="gear", abilities=[
        {"kind": "triggered", "trigger": "you_draw_second",
         "effects": [{"op": "gain_xp", "amount": 1}]}]),
    designer("Draw Two", effects=[{"op": "draw", "amount": 2}]),
    designer("Draw One", effects=[{"op": "draw", "amount": 1}]),
    designer("Lookout", kind="unit", might=2, abilities=[
        {"kind": "triggered", "trigger": "you_hide", "effects": [{"op": "gain_xp", "amount": 1}]}]),
    designer("Peek", effects=[{"op": "reveal_hand"},
                              {"op": "pick_discard_redraw", "amount": 1}]),
    designer("Late Riser", kind="unit", might=3, statics=[
        {"op": "enter_ready", "who": "self", "when": "unit_died_this_turn"}]),
    designer("Dawn Watcher", kind="unit", might=3, statics=[
        {"op": "enter_ready", "who": "self", "when": "friendly_died_in_your_beginning_phase"}]),
    designer("Zap", effects=[{"op": "kill", "target": 1}], targets=[{"what": "unit"}]),
    designer("Fading", kind="unit", might=1, keywords=["Temporary"]),
    designer("Crusher", kind="unit", might=6, abilities=[
        {"kind": "triggered", "trigger": "conquer_self", "if": "conquered_with_three_excess",
         "effects": [{"op": "gain_xp", "amount": 1}]}]),
]


def _attack(defender_might, assign=None):
    st = game_board(cards=CARDS, battlefields=("north", "south"), controllers={"north": "B"},
                    units=[("crusher", "Crusher", None, "A", "base"),
                           ("guard", "Guard", defender_might, "B", "north")])
    r = smove(st, ["crusher"], "north")
    r = pass_(r, "A")
    return pass_(r, "B", assign=assign)


def test_465_2_c_469_1_four_damage_beyond_lethal_is_three_or_more_excess():
    r = _attack(2)  # 6 assigned to a 2-Might unit: 4 beyond lethal
    assert r.one("score", target="north").responsible == "A"
    assert side(r, "A").conquer_excess == (("north", 4),)
    (t,) = r.of("trigger")
    assert t.sources[0].host == "crusher"
    assert r.one("xp", target="A").amount == 1


def test_465_2_c_two_damage_beyond_lethal_is_not_enough():
    r = _attack(4)  # 6 assigned to a 4-Might unit: 2 beyond lethal
    assert r.one("score", target="north").responsible == "A"
    assert side(r, "A").conquer_excess == (("north", 2),)
    assert r.of("trigger") == [] and r.of("xp") == []


def test_469_1_a_conquer_without_a_combat_has_no_excess():
    st = game_board(cards=CARDS, battlefields=("north", "south"),
                    units=[("crusher", "Crusher", None, "A", "base")])
    r = smove(st, ["crusher"], "north")
    r = pass_(r, "A")
    r = pass_(r, "B")
    assert r.one("score", target="north").responsible == "A"
    assert side(r, "A").conquer_excess == (("north", 0),)
    assert r.of("trigger") == []


def test_428_1_a_death_this_turn_makes_the_unit_enter_ready_until_the_turn_ends():
    st = game_board(cards=CARDS, units=[("b1", "Scout", 2, "B", "north")])
    r = play(st, "Late Riser", by="A")
    assert r.obj(r.one("play").target).exhausted  # nothing has died yet (143.4)
    r = play(r, "Zap", by="A", targets=["b1"])
    assert side(r, "B").deaths == ("main",)
    r = play(r, "Late Riser", by="A")
    assert not r.obj(r.one("play").target).exhausted
    r = end_turn(r)  # Bob's turn: the record is for Alice's turn only
    assert side(r, "B").deaths == ()
    r = play(r, "Late Riser", by="B")
    assert r.obj(r.one("play").target).exhausted


def test_315_2_816_1_c_a_friendly_death_in_your_beginning_phase_counts_on_your_turn_only():
    st = game_board(cards=CARDS, turn_player="B", units=[("f1", "Fading", None, "A", "base")])
    r = end_turn(st)  # Alice's turn: her Temporary unit dies as her Beginning Phase starts
    assert side(r, "A").deaths == ("beginning",)
    r = play(r, "Dawn Watcher", by="A")
    assert not r.obj(r.one("play").target).exhausted
    r = play(r, "Dawn Watcher", by="B")  # not Bob's turn, nor his unit
    assert r.obj(r.one("play").target).exhausted


def test_315_2_a_death_in_the_main_phase_is_not_one_in_the_beginning_phase():
    st = game_board(cards=CARDS, units=[("a1", "Scout", 2, "A", "north")])
    r = play(st, "Zap", by="A", targets=["a1"])
    assert side(r, "A").deaths == ("main",)
    r = play(r, "Dawn Watcher", by="A")
    assert r.obj(r.one("play").target).exhausted


def test_422_1_413_the_picked_card_is_discarded_then_its_player_draws():
    st = board(cards=CARDS, hand=[("cleave", "Cleave", "B"), ("ray", "Hextech Ray", "B")])
    r = play(st, "Peek", by="A", choose={"A": ["ray"]})
    assert r.one("reveal").target == "B"
    assert r.one("discard").target == "ray" and r.obj("ray").zone == "trash"
    assert r.obj("cleave").zone == "hand"
    draw = r.one("draw")
    assert (draw.target, draw.amount, draw.responsible) == ("B", 1, "B")
    assert r.state.hand_counts == (0, 1)


def test_055_nothing_to_pick_means_no_discard_and_no_draw():
    st = board(cards=CARDS)
    r = play(st, "Peek", by="A")
    assert r.one("reveal").target == "B"
    assert r.of("discard") == [] and r.of("draw") == []


def test_811_1_b_421_1_hiding_a_card_triggers_its_players_you_hide_abilities_only():
    st = game_board(cards=CARDS, controllers={"north": "A"},
                    units=[("look_a", "Lookout", None, "A", "north"),
                           ("look_b", "Lookout", None, "B", "base")],
                    hand=[("bo", "Back Off", "A")])
    r = _apply(st, A.Hide(obj="bo", at="north"))
    assert r.one("hide").target == "bo"
    (t,) = r.of("trigger")
    assert t.sources[0].host == "look_a"  # Bob's Lookout hears only Bob's hiding
    assert r.one("xp", target="A").amount == 1
    assert side(r, "A").xp == 1 and side(r, "B").xp == 0


def _drawer(**kw):
    return game_board(cards=CARDS, gear=[("eye", "Second Sight", "A")],
                      decks={"A": ["Draw One"] * 6, "B": ["Draw One"] * 6}, **kw)


def test_413_the_draw_phase_card_is_the_first_so_the_next_draw_triggers_it_once():
    r = end_turn(_drawer(turn_player="B"))  # Alice's turn: her Draw Phase draws her first card
    assert side(r, "A").drawn == 1 and r.of("xp") == []
    r = play(r, "Draw One", by="A")
    assert side(r, "A").drawn == 2
    (t,) = r.of("trigger")
    assert t.sources[0].host == "eye"
    r = play(r, "Draw One", by="A")  # the third card: once each turn only
    assert r.of("trigger") == [] and side(r, "A").xp == 1


def test_413_a_draw_of_two_takes_the_player_past_their_second_card():
    r = play(_drawer(), "Draw Two", by="A")
    assert side(r, "A").drawn == 2 and r.one("xp", target="A").amount == 1
    r = end_turn(r)  # Bob's turn: the counts start again
    assert side(r, "A").drawn == 0 and side(r, "B").drawn == 1


def test_002_469_1_conquer_abilities_trigger_again_only_where_the_echo_is():
    st = game_board(cards=CARDS, battlefields=("north", "south"), gear=[("tally", "Tally", "A")],
                    units=[("echo", "Echo", None, "A", "base"), ("s1", "Scout", 1, "A", "base")])
    r = smove(st, ["echo"], "north")
    r = pass_(pass_(r, "A"), "B")
    assert r.one("score", target="north").responsible == "A"
    assert len(r.of("trigger")) == 2 and side(r, "A").xp == 2
    r = smove(r, ["s1"], "south")
    r = pass_(pass_(r, "A"), "B")
    assert r.one("score", target="south").responsible == "A"
    assert len(r.of("trigger")) == 1 and side(r, "A").xp == 3


def test_002_469_2_hold_abilities_trigger_again_for_the_echos_battlefield():
    st = game_board(cards=CARDS, battlefields=("north", "south"), turn_player="B",
                    controllers={"north": "A", "south": "A"}, gear=[("tally", "Tally", "A")],
                    units=[("echo", "Echo", None, "A", "north"), ("s1", "Scout", 1, "A", "south")])
    r = end_turn(st)  # Alice holds North (twice over) and South (once)
    assert side(r, "A").xp == 3


def test_390_2_316_4_a_hold_ability_adds_energy_as_the_main_phase_starts_not_before():
    st = game_board(cards=CARDS, turn_player="B", controllers={"north": "A"},
                    units=[("keeper", "Dawn Keeper", None, "A", "north")])
    r = end_turn(st)
    made = r.one("delayed_created")
    assert made.sources[0].id == "keeper#1"
    assert side(r, "A").energy == 1  # the pools emptied as the Main Phase began (316.3) first
    assert r.state.delayed == ()  # used up
    assert r.state.game.phase == "main"


def test_477_1_b_1_a_350_2_the_tokens_copy_the_unit_at_its_place_and_not_its_play_effect():
    st = game_board(cards=CARDS, turn_player="A")
    r = play(st, "Mirror Maker", by="A", to="base")
    maker = r.one("play").target
    made = [e.target for e in r.of("create")]
    assert len(made) == 2 and len(r.of("copy")) == 2
    assert len(r.of("trigger")) == 1  # the copies are tokens played: no play effect of their own
    for tid in made:
        tok = r.obj(tid)
        assert (tok.name, tok.token, tok.at, tok.exhausted) == ("Mirror Maker", True, "base", True)
        assert r.might(tid) == 3 and tok.card is r.obj(maker).card


def test_446_the_unit_goes_to_the_battlefield_chosen_never_to_its_base_nor_where_it_is():
    st = board(cards=CARDS, battlefields=("north", "south", "east"),
               units=[("b1", "Scout", 2, "B", "north"), ("b2", "Brute", 4, "B", "base")])
    r = play(st, "Shove", by="A", targets=["b1"], choose={"A": ["east"]})
    assert r.one("move", target="b1") and r.obj("b1").at == "east"
    r = play(st, "Shove", by="A", targets=["b1"], choose={"A": ["north"]})
    assert r.obj("b1").at == "south"  # where it is is no choice: the first other one
    r = play(st, "Shove", by="A", targets=["b2"])  # from its base, to a battlefield
    assert r.obj("b2").at == "north"


def test_357_one_spell_of_4_energy_counts_for_the_turn_two_smaller_ones_do_not():
    st = game_board(cards=CARDS, units=[("keen", "Keen", None, "A", "base")],
                    decks={"A": ["Small Spell"] * 6, "B": ["Small Spell"] * 6})
    r = play(play(st, "Small Spell", by="A"), "Small Spell", by="A")
    assert side(r, "A").spell_spent_max == 3 and r.might("keen") == 1
    r = play(r, "Big Spell", by="A")
    assert side(r, "A").spell_spent_max == 4 and r.might("keen") == 5
    r = end_turn(r)
    assert side(r, "A").spell_spent_max == 0 and r.might("keen") == 1


def test_383_4_a_4_357_only_a_spell_that_cost_4_or_more_triggers_it():
    st = game_board(cards=CARDS, units=[("lore", "Lore Unit", None, "A", "base")],
                    decks={"A": ["Small Spell"] * 6, "B": ["Small Spell"] * 6})
    r = play(st, "Small Spell", by="A")
    assert r.of("trigger") == [] and side(r, "A").last_spell_spent[2] == 3
    r = play(r, "Big Spell", by="A")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "lore" and side(r, "A").xp == 1
    r = play(r, "Small Spell", by="A")  # the record is the newest spell's, not the turn's best
    assert r.of("trigger") == [] and side(r, "A").xp == 1
    r = play(r, "Big Spell", by="B")  # Bob's spell: not Alice's to hear
    assert r.of("trigger") == []


def test_390_2_a_delayed_ability_about_no_object_resolves_without_a_fizzle():
    """A delayed ability that waits for the start of a Main Phase is about no unit ("it"): it
    resolves (390, 392) and adds its Power, with no `fizzle` saying "? is no longer on the board"
    (Blue Sentinel; 359.3.e.6 applies only to an ability about an object that is gone)."""
    from pathlib import Path

    from riftboard.scenario.runner import run_file

    path = Path(__file__).resolve().parents[2] / "resources/cards/scenarios/blue-sentinel.toml"
    events = run_file(path).timeline["events"]
    delayed = [e for e in events if any("#delayed" in s["id"] for s in e["sources"])]
    assert [e["kind"] for e in delayed if e["kind"] in ("resolve", "fizzle")] == ["resolve"] * 2
    assert sum(e["kind"] == "add_resource" for e in delayed) == 2
