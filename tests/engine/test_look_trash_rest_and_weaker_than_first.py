"""`look_trash_rest` (424.1, 413: look at the top N, draw any one, the rest to the trash; Lightning
Rush) and the target restriction `weaker_than_first` (less Might than the first target; Public
Execution)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import board, designer, play, raises_illegal

RUSH = designer("Rush", effects=[{"op": "look_trash_rest", "amount": 3}])
EXECUTE = designer("Execute", targets=[{"what": "unit", "side": "friendly"},
                                       {"what": "unit", "side": "enemy",
                                        "require": "weaker_than_first"}],
                   effects=[{"op": "kill", "target": 2}])


def _deck_board(deck):
    return game_board(cards=[RUSH], decks={"A": list(deck), "B": []})


def test_look_trash_rest_424_1_413_draws_the_pick_and_trashes_the_rest():
    """Any kind of card may be taken (no reveal); the others go to the trash, not the bottom."""
    st = _deck_board(["Cleave", "Hextech Ray", "Stupefy", "Charm"])
    r = play(st, "Rush", by="A", choose={"A": ["A-deck2"]})
    assert r.one("look", target="A").amount == 3
    assert r.one("draw", target="A").amount == 1 and not r.of("reveal")
    assert r.obj("A-deck2").zone == "hand"
    trash = r.one("to_trash", target="A")
    assert trash.amount == 2 and trash.responsible == "A"
    assert r.obj("A-deck1").zone == "trash" and r.obj("A-deck3").zone == "trash"
    assert side(r, "A").deck == ("A-deck4",)


def test_look_trash_rest_declined_trashes_all_and_never_burns_out_on_a_short_deck():
    """431.1.c: looking at more cards than the deck has is no Burn Out."""
    st = _deck_board(["Cleave", "Hextech Ray"])
    r = play(st, "Rush", by="A", may=False)
    assert not r.of("draw") and not r.of("burn_out")
    assert r.one("to_trash", target="A").amount == 2
    assert side(r, "A").deck == ()


def test_look_trash_rest_without_a_modelled_deck_sees_nothing():
    st = board(cards=[RUSH])
    r = play(st, "Rush", by="A")
    assert r.one("look", target="A").amount == 0
    assert not r.of("draw") and not r.of("to_trash")


def test_weaker_than_first_428_1_a_1_kills_an_enemy_below_the_first_targets_might():
    st = board(units=[("mine", "Mine", 4, "A", "north"), ("small", "Small", 3, "B", "north")],
               cards=[EXECUTE])
    r = play(st, "Execute", by="A", targets=["mine", "small"])
    assert r.one("kill", target="small").reason == "kill_instruction"


def test_weaker_than_first_refuses_an_enemy_as_mighty_as_the_first_target():
    st = board(units=[("mine", "Mine", 4, "A", "north"), ("big", "Big", 4, "B", "north")],
               cards=[EXECUTE])
    msg = raises_illegal(play, st, "Execute", by="A", targets=["mine", "big"])
    assert "less Might than the first" in msg and "not less than Mine's 4" in msg


def test_weaker_than_first_is_read_again_as_the_spell_resolves():
    """359.3.e.2: legality is checked again on resolution; the first target's Might dropped, so
    the enemy is no longer weaker and is not killed."""
    shrink = designer("Shrink", targets=[{"what": "unit"}],
                      effects=[{"op": "might", "target": 1, "amount": -2}])
    st = board(units=[("mine", "Mine", 4, "A", "north"), ("small", "Small", 3, "B", "north")],
               cards=[EXECUTE, shrink])
    held = play(st, "Execute", by="A", targets=["mine", "small"], hold=True)
    r = play(held, "Shrink", by="B", targets=["mine"])
    assert not r.ever("kill", target="small")


def test_banish_from_trash_427_1_then_its_effects():
    """`banish_from_trash`: the card picked leaves a trash for the banishment (format 2), then
    the "if you do" instructions happen; with every trash empty, neither happens."""
    from tests.engine.game_helpers import game_board

    fuel = designer("Fuel", effects=[{"op": "banish_from_trash", "who": "opponent",
                                      "effects": [{"op": "draw", "amount": 1}]}])
    st = game_board(cards=[fuel], decks={"A": ["Cleave"], "B": []},
                    trash=[("mine", "Cleave", "A"), ("theirs", "Charm", "B"),
                           ("theirs2", "Cleave", "B")])
    r = play(st, "Fuel", by="A", choose={"A": ["theirs2"]})
    assert r.one("banish", target="theirs2").rules == ("427.1",)
    assert r.obj("theirs2").zone == "banished" and r.obj("mine").zone == "trash"
    assert r.one("draw", target="A")
    empty = game_board(cards=[fuel], decks={"A": ["Cleave"], "B": []})
    r2 = play(empty, "Fuel", by="A")
    assert not r2.of("banish") and not r2.of("draw")


def test_banish_replay_427_1_419_3_its_owner_plays_it_back_where_it_was():
    """Banished (no kill), then played by its owner (not the spell's player) to the location it
    was at, a battlefield its owner does not control included; a new object (124)."""
    from tests.engine.game_helpers import game_board

    blink = designer("Blink", targets=[{"what": "unit"}],
                     effects=[{"op": "banish_replay", "target": 1}])
    st = game_board(cards=[blink], units=[("u", "Noxus Hopeful", None, "B", "north")],
                    controllers={"north": "A"})
    inc = st.obj("u").inc
    r = play(st, "Blink", by="A", targets=["u"])
    assert not r.of("kill")
    assert r.one("banish", target="u").responsible == "A"
    replay = [e for e in r.of("play", target="u") if e.responsible == "B"]
    assert len(replay) == 1 and "419.3" in replay[0].rules
    u = r.obj("u")
    assert (u.zone, u.at, u.controller, u.exhausted) == ("board", "north", "B", True)
    assert u.inc > inc


def test_banish_replay_427_1_419_3_a_unit_at_its_base_comes_back_to_that_base():
    """A unit banished from its base is played back to its owner's base, not to the step's
    `to`: "where it was" is the base (419.3, 124)."""
    from tests.engine.game_helpers import game_board

    blink = designer("Blink", targets=[{"what": "unit"}],
                     effects=[{"op": "banish_replay", "target": 1}])
    st = game_board(cards=[blink], units=[("u", "Noxus Hopeful", None, "A", "base")],
                    controllers={"north": "A"})
    r = play(st, "Blink", by="A", targets=["u"], to="north")
    assert r.one("banish", target="u").responsible == "A"
    u = r.obj("u")
    assert (u.zone, u.at, u.controller) == ("board", "base", "A")


def test_recycle_from_hand_of_a_domain_424_3_a_416_6():
    """`domain`: only a card of that domain may be picked; the others stay in the hand."""
    from tests.engine.game_helpers import game_board

    sift = designer("Sift", effects=[{"op": "recycle_from_hand", "who": "opponent",
                                      "domain": "mind"}])
    st = game_board(cards=[sift], decks={"A": [], "B": ["Charm"]},
                    hand=[("fury", "Cleave", "B"), ("mind", "Clairvoyance", "B")])
    r = play(st, "Sift", by="A", choose={"A": ["fury", "mind"]})
    assert r.one("recycle", target="mind").responsible == "A"
    assert r.obj("fury").zone == "hand" and r.obj("mind").zone == "deck"


def test_reveal_top_424_1_draws_a_fit_else_trashes_it_then_its_effects():
    from tests.engine.game_helpers import game_board

    peek = designer("Peek Top", effects=[{"op": "reveal_top", "what": "unit",
                                          "effects": [{"op": "draw", "amount": 1}]}])
    st = game_board(cards=[peek], decks={"A": ["Noxus Hopeful", "Cleave", "Charm"], "B": []})
    r = play(st, "Peek Top", by="A")
    assert r.one("reveal", target="A-deck1").rules == ("424.1",)
    assert r.obj("A-deck1").zone == "hand" and not r.of("to_trash")
    assert side(r, "A").deck == ("A-deck2", "A-deck3")
    r = play(r, "Peek Top", by="A")  # Cleave: to the trash, then the "otherwise" draw
    assert r.obj("A-deck2").zone == "trash" and r.one("to_trash", target="A").amount == 1
    assert r.obj("A-deck3").zone == "hand"
    empty = play(game_board(cards=[peek], decks={"A": [], "B": []}), "Peek Top", by="A")
    assert empty.one("reveal", target="A").amount == 0 and not empty.of("draw")
    assert not empty.of("burn_out")


def test_return_from_trashes_124_up_to_the_amount_to_their_owners_hands():
    back = designer("Back", effects=[{"op": "return_from_trashes", "amount": 2,
                                      "what": "unit"}])
    st = board(cards=[back], trash=[("a1", "Noxus Hopeful", "A"), ("b1", "Noxus Hopeful", "B"),
                                    ("b2", "Cleave", "B"), ("b3", "Noxus Hopeful", "B")])
    r = play(st, "Back", by="A")
    assert [e.target for e in r.of("return_to_hand")] == ["a1", "b1"]
    assert r.obj("b1").zone == "hand" and r.obj("b1").controller == "B"
    assert r.obj("b2").zone == "trash" and r.obj("b3").zone == "trash"
    r2 = play(st, "Back", by="A", may={"A": (False, True, True)})
    assert [e.target for e in r2.of("return_to_hand")] == ["b1", "b3"]


def test_burn_of_a_chosen_player_440_1_and_the_first_move_of_a_turn():
    """`burn` with `who = "chosen"`: the player the step's `choose` names (else the opponent);
    `first_move_this_turn` holds on a unit's first move of the turn only."""
    from riftboard.engine import actions as A
    from tests.engine.helpers import _apply, set_state

    twirl = designer("Twirl", "unit", might=4, abilities=[
        {"kind": "triggered", "trigger": "move_self", "if": "first_move_this_turn",
         "effects": [{"op": "burn", "amount": 1, "who": "chosen"}]}])
    st = game_board(cards=[twirl], decks={"A": ["Cleave", "Cleave"], "B": ["Charm", "Charm"]},
                    units=[("t", "Twirl", None, "A", "base")], battlefields=("north", "south"))
    r = _apply(st, A.StandardMove(units=("t",), to="north"))
    assert r.one("burn").target == "B"  # no choice given: the opponent
    r = _apply(set_state(r, "t", exhausted=False), A.StandardMove(units=("t",), to="base"))
    assert not r.of("burn")  # its second move this turn
    r2 = _apply(st, A.StandardMove(units=("t",), to="north",
                                   answers=A.Answers(choose=(("A", ("A",)),))))
    assert r2.one("burn").target == "A"
