"""The deck's zone actions as card instructions (ops/deck.py): recycle (416), look at and reveal
(424), Predict (436), burn (440, Burn Out 431) and banish (427), in format 2 with a main deck and
without one."""

from __future__ import annotations

from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import activate, board, designer, play, raises_illegal

PEEK = designer("Peek", effects=[{"op": "predict", "amount": 2}])
SCRY = designer("Scry", effects=[{"op": "predict"}])
SEEK = designer("Seek", effects=[{"op": "look_pick", "amount": 3, "what": "unit"}])
SNOOP = designer("Snoop", effects=[{"op": "recycle_from_hand", "what": "non_unit"}])
EMBER = designer("Ember", effects=[{"op": "burn", "amount": 2}])
EXILE = designer("Exile", targets=[{"what": "unit"}], effects=[{"op": "banish", "target": 1}])
DECK = ["Hextech Ray", "Void Seeker", "Hidden Blade", "Cleave"]


def _deck_board(cards, deck=DECK, **kw):
    return game_board(cards=cards, decks={"A": list(deck), "B": []}, **kw)


def test_predict_436_1_recycles_what_the_player_says_and_keeps_the_rest_on_top():
    st = _deck_board([PEEK])
    r = play(st, "Peek", by="A", may={"A": (True, False)})
    look = r.one("look", target="A")
    assert look.amount == 2 and "424.1" in look.rules
    rec = r.one("recycle", target="A-deck1")
    assert "416.1" in rec.rules and rec.responsible == "A"
    assert side(r, "A").deck == ("A-deck2", "A-deck3", "A-deck4", "A-deck1")
    assert r.one("predict", target="A").rules[:2] == ("436.1", "436.3.a")


def test_predict_436_3_a_puts_the_rest_back_in_the_chosen_order():
    st = _deck_board([PEEK])
    r = play(st, "Peek", by="A", may={"A": (False, False)}, choose={"A": ["A-deck2"]})
    assert not r.of("recycle")
    assert side(r, "A").deck == ("A-deck2", "A-deck1", "A-deck3", "A-deck4")


def test_predict_436_4_a_never_burns_out_on_a_short_deck():
    st = _deck_board([PEEK], deck=["Cleave"])
    r = play(st, "Peek", by="A", may={"A": (False,)})
    assert r.one("look", target="A").amount == 1
    assert not r.of("burn_out") and side(r, "A").deck == ("A-deck1",)


def test_predict_without_a_modelled_deck_sees_nothing_and_changes_nothing():
    st = board(cards=[SCRY])
    r = play(st, "Scry", by="A")
    look = r.one("look", target="A")
    assert look.amount == 0 and "not modelled" in look.text
    assert not r.of("recycle") and not r.of("predict")


def test_look_pick_424_413_416_draws_the_chosen_unit_and_recycles_the_rest():
    st = _deck_board([SEEK], deck=["Void Seeker", "Hextech Ray", "Noxus Hopeful", "Cleave"])
    r = play(st, "Seek", by="A", choose={"A": ["A-deck3"]})
    assert r.one("reveal", target="A-deck3").rules == ("424.1",)
    assert r.one("draw", target="A").amount == 1
    assert r.obj("A-deck3").zone == "hand"
    assert [e.target for e in r.of("recycle")] == ["A-deck1", "A-deck2"]
    assert side(r, "A").deck == ("A-deck4", "A-deck1", "A-deck2")


def test_look_pick_may_decline_and_recycles_all_it_looked_at():
    st = _deck_board([SEEK])
    r = play(st, "Seek", by="A", may=False)
    assert not r.of("draw") and not r.of("reveal")
    assert [e.target for e in r.of("recycle")] == ["A-deck1", "A-deck2", "A-deck3"]


def test_recycle_from_hand_424_3_a_416_6_reveals_the_hand_and_recycles_a_non_unit():
    st = game_board(cards=[SNOOP], decks={"A": [], "B": ["Cleave"]},
                    hand=[("h1", "Noxus Hopeful", "B"), ("h2", "Hextech Ray", "B"),
                          ("h3", "Hidden Blade", "B")])
    r = play(st, "Snoop", by="A", choose={"A": ["h3"]})
    rev = r.one("reveal", target="B")
    assert rev.amount == 3 and "424.3.a" in rev.rules
    r.one("recycle", target="h3")
    assert r.obj("h3").zone == "deck" and side(r, "B").deck == ("B-deck1", "h3")
    assert r.obj("h1").zone == "hand" and r.obj("h2").zone == "hand"


def test_recycle_from_hand_never_takes_a_unit():
    st = game_board(cards=[SNOOP], decks={"A": [], "B": []},
                    hand=[("h1", "Noxus Hopeful", "B")])
    r = play(st, "Snoop", by="A", choose={"A": ["h1"]})
    assert not r.of("recycle") and r.obj("h1").zone == "hand"


def test_burn_440_1_puts_the_top_cards_in_the_trash():
    st = _deck_board([EMBER])
    r = play(st, "Ember", by="A")
    assert r.one("burn", target="A").amount == 2
    assert r.obj("A-deck1").zone == "trash" and r.obj("A-deck2").zone == "trash"
    assert side(r, "A").deck == ("A-deck3", "A-deck4")


def test_burn_440_4_past_the_end_of_the_deck_burns_out_431_first():
    st = game_board(cards=[EMBER], decks={"A": ["Cleave"], "B": []},
                    trash=[("t1", "Hextech Ray", "A")])
    r = play(st, "Ember", by="A")
    out = r.one("burn_out", target="A")
    assert "431.2" in out.rules
    assert side(r, "B").points == 1  # an opponent gains a point (431.2)
    # the first burn took the deck's card; the second comes after the trash went back in
    burnt = [e for e in r.log if e.kind in ("burn_out", "burn")]
    assert [e.kind for e in burnt] == ["burn_out", "burn"]
    assert len(side(r, "A").deck) == 1
    assert sorted(r.obj(i).zone for i in ("A-deck1", "t1")) == ["deck", "trash"]


def test_banish_427_2_a_is_no_kill_and_no_deathknell():
    st = board(units=[("b1", "Guard", 3, "B", "north")], cards=[EXILE])
    r = play(st, "Exile", by="A", targets=["b1"])
    ban = r.one("banish", target="b1")
    assert "427.2.a" in ban.rules and ban.responsible == "A"
    # a format 1 board has no banishment zone (SPEC section 4's zones): the card is taken away;
    # format 2 keeps it in its owner's banishment (test_game_* files)
    assert not r.of("kill") and r.obj("b1").zone == "removed"


RALLY = designer("Rally", effects=[{"op": "play_from_hand", "what": "unit"}])


def test_play_from_hand_419_3_plays_the_chosen_unit_to_the_base():
    st = board(cards=[RALLY], hand=[("h1", "Noxus Hopeful", "A"), ("h2", "Hextech Ray", "A"),
                                    ("h3", "Noxus Hopeful", "A")])
    r = play(st, "Rally", by="A", choose={"A": ["h3"]}, to="north")
    p = r.one("play", target="h3")
    assert "419.3" in p.rules and p.responsible == "A"
    assert r.obj("h3").zone == "board" and r.obj("h3").at == "base"
    assert r.obj("h1").zone == "hand"


AURORA = designer("Aurora", effects=[{"op": "reveal_until_play", "what": "unit"}])
SWEEP = designer("Sweep", effects=[{"op": "recycle_from_trash", "amount": 2}])


def test_reveal_until_424_banishes_427_and_plays_419_3_the_first_unit():
    st = _deck_board([AURORA], deck=["Cleave", "Hextech Ray", "Noxus Hopeful", "Hidden Blade"])
    r = play(st, "Aurora", by="A")
    assert r.one("reveal", target="A").amount == 3
    assert r.one("banish", target="A-deck3").rules == ("427.1",)
    assert "419.3" in r.one("play", target="A-deck3").rules
    assert r.obj("A-deck3").zone == "board" and r.obj("A-deck3").at == "base"
    assert [e.target for e in r.of("recycle")] == ["A-deck1", "A-deck2"]
    assert side(r, "A").deck == ("A-deck4", "A-deck1", "A-deck2")


def test_reveal_until_without_the_kind_recycles_every_card_in_order():
    st = _deck_board([AURORA], deck=["Cleave", "Hextech Ray"])
    r = play(st, "Aurora", by="A")
    assert not r.of("banish") and not r.of("play", target="A-deck1")
    assert side(r, "A").deck == ("A-deck1", "A-deck2")
    assert not r.of("burn_out")


def test_recycle_from_trash_416_6_takes_up_to_the_amount_from_either_trash():
    st = game_board(cards=[SWEEP], decks={"A": [], "B": []},
                    trash=[("t1", "Cleave", "B"), ("t2", "Hextech Ray", "A"),
                           ("t3", "Hidden Blade", "B")])
    r = play(st, "Sweep", by="A", may={"A": (False, True, True)})
    assert [e.target for e in r.of("recycle")] == ["t2", "t3"]
    assert side(r, "A").deck == ("t2",) and side(r, "B").deck == ("t3",)
    assert r.obj("t1").zone == "trash"


HOOK = designer("Hook", targets=[{"what": "unit", "side": "friendly"}],
                effects=[{"op": "look_banish_play", "amount": 3, "other": 1, "more": 1,
                          "effects": [{"op": "kill", "target": 1}]}])


def test_look_banish_play_reads_the_killed_units_might_then_banishes_427_and_plays_419_3():
    # the bait has Might 3 (+1 allowed): Riptide Rex (6) cannot come, Noxus Hopeful (4) can
    st = game_board(cards=[HOOK], decks={"A": ["Riptide Rex", "Cleave", "Noxus Hopeful"],
                                         "B": []},
                    units=[("bait", "Bait", 3, "A", "base")])
    r = play(st, "Hook", by="A", targets=["bait"], choose={"A": ["A-deck1", "A-deck3"]})
    assert r.one("kill", target="bait").responsible == "A"
    assert r.one("banish", target="A-deck3").rules == ("427.1",)
    assert r.obj("A-deck3").zone == "board"
    assert [e.target for e in r.of("recycle")] == ["A-deck1", "A-deck2"]


def test_look_banish_play_with_nothing_small_enough_recycles_everything():
    st = game_board(cards=[HOOK], decks={"A": ["Riptide Rex", "Cleave"], "B": []},
                    units=[("bait", "Bait", 1, "A", "base")])
    r = play(st, "Hook", by="A", targets=["bait"])
    assert not r.of("banish") and len(r.of("recycle")) == 2


def _grabber_board(trash):
    grab = designer("Grab", kind="gear", abilities=[{
        "kind": "activated", "cost": ["recycle_trash", "recycle_trash", "exhaust"],
        "effects": [{"op": "draw", "amount": 1}]}])
    return game_board(cards=[grab], decks={"A": ["Cleave"], "B": []},
                      gear=[("g", "Grab", "A")], trash=trash)


def test_recycle_as_a_cost_416_6_takes_the_named_cards_then_file_order():
    st = _grabber_board([("t1", "Cleave", "A"), ("t2", "Hextech Ray", "A"),
                         ("t3", "Hidden Blade", "A")])
    r = activate(st, "g", by="A", choose={"A": ["t3"]})
    assert [e.target for e in r.of("recycle")] == ["t3", "t1"]
    assert all("416.1" in e.rules and e.responsible == "A" for e in r.of("recycle"))
    assert r.obj("t2").zone == "trash" and r.obj("A-deck1").zone == "hand"


def test_recycle_as_a_cost_358_5_cannot_be_paid_with_too_few_and_changes_nothing():
    st = _grabber_board([("t1", "Cleave", "A")])
    msg = raises_illegal(activate, st, "g", by="A")
    assert "recycling 2 cards" in msg and "416.6" in msg


WARP = designer("Warp", effects=[{"op": "extra_turn"}, {"op": "banish_self"}])


def test_extra_turn_002_315_the_next_turn_is_the_casters_then_turn_order_goes_on():
    from tests.engine.helpers import end_turn

    st = game_board(cards=[WARP], decks={"A": ["Cleave", "Cleave"], "B": ["Cleave"]})
    r = play(st, "Warp", by="A")
    assert r.one("extra_turn", target="A").rules == ("002", "315")
    ban = r.one("banish", target="@1")
    assert "427.1" in ban.rules and r.obj("@1").zone == "banished"
    r2 = end_turn(r)
    assert r2.state.turn_player == "A" and r2.one("turn_start").target == "A"
    r3 = end_turn(r2)
    assert r3.state.turn_player == "B"


def test_extra_turn_in_format_1_says_it_is_not_modelled_and_changes_no_turn():
    from tests.engine.helpers import end_turn

    st = board(cards=[WARP])
    r = play(st, "Warp", by="A")
    assert r.one("not_modelled").responsible == "A" and not r.of("extra_turn")
    assert end_turn(r).state.turn_player == "B"


def test_when_i_conquer_383_4_c_2_a_fires_for_a_unit_at_the_battlefield_conquered():
    from tests.engine.game_helpers import pass_, smove

    scout = designer("Scout", kind="unit", might=2, abilities=[{
        "kind": "triggered", "trigger": "conquer_self",
        "effects": [{"op": "draw", "amount": 1}]}])
    st = game_board(cards=[scout], decks={"A": ["Cleave", "Cleave"], "B": []},
                    units=[("s1", "Scout", None, "A", "base"), ("s2", "Scout", None, "A", "base")],
                    battlefields=["north", "south"])
    r = pass_(pass_(smove(st, ["s1"], "north"), "A"), "B")
    assert [e.reason for e in r.ever("score")] == ["conquer"]
    fired = [e for e in r.ever("trigger")]
    assert [e.sources[0].host for e in fired] == ["s1"]  # not s2, in the base
    assert r.obj("A-deck1").zone == "hand"


def test_eclipse_359_3_e_5_still_predicts_when_its_target_is_gone():
    doom = designer("Doom", targets=[{"what": "unit"}], effects=[{"op": "kill", "target": 1}])
    st = game_board(cards=[doom], decks={"A": ["Cleave", "Hextech Ray"], "B": []},
                    units=[("u", "Unit", 6, "B", "north")])
    r = play(st, "Eclipse", by="A", targets=["u"], hold=True, may=False, id="ecl")
    r = play(r, "Doom", by="B", targets=["u"])
    assert r.one("kill", target="u")
    assert not r.of("might", target="u")  # the Might change is skipped with its target gone
    assert r.one("look", target="A").amount == 1 and r.one("predict", target="A")
