"""`draw_or_channel` (cards or runes: 413, 430.1; Qiyana, Victorious; Party Favors) and
`spend_buffs` (buffs spent one unit at a time, 143.2, then a readying, 415.1, or a rune each,
430.1; Overt Operation, Albus Ferros)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, play, state_of

MINE = designer("Mine", effects=[{"op": "draw_or_channel"}])
FAVORS = designer("Favors", effects=[{"op": "draw_or_channel", "chooser": "opponent",
                                      "both": True}])
READY_UP = designer("Ready Up", effects=[{"op": "spend_buffs", "then": "ready_it"}])
RUNES_UP = designer("Runes Up", effects=[{"op": "spend_buffs", "then": "channel"}])
DECKS = {"A": ["Cleave", "Cleave"], "B": ["Cleave", "Cleave"]}
RUNES = {"A": ["Fury Rune"] * 3, "B": ["Calm Rune"] * 3}


def _st(**kw):
    return game_board(decks=DECKS, rune_decks=RUNES, cards=[MINE, FAVORS, READY_UP, RUNES_UP],
                      **kw)


def test_413_430_1_the_controller_chooses_cards_or_a_rune_exhausted():
    r = play(_st(), "Mine", by="A", may={"A": True})
    assert [(e.target, e.amount) for e in r.of("draw")] == [("A", 1)] and not r.of("channel")
    r = play(_st(), "Mine", by="A", may={"A": False})
    assert [(e.target, e.amount) for e in r.of("channel")] == [("A", 1)] and not r.of("draw")
    assert state_of(r).objects["A-rune1"].exhausted  # card text: exhausted (002)


def test_the_opponent_chooses_and_both_players_get_it():
    r = play(_st(), "Favors", by="A", may={"B": True})
    assert [e.target for e in r.of("draw")] == ["A", "B"]
    r = play(_st(), "Favors", by="A", may={"B": False})
    assert [e.target for e in r.of("channel")] == ["A", "B"]
    # Alice's own answer is not asked: Bob's is what counts
    r = play(_st(), "Favors", by="A", may={"A": False, "B": True})
    assert [e.target for e in r.of("draw")] == ["A", "B"]


def test_format_1_runes_are_skipped_and_said():
    r = play(board(cards=[MINE]), "Mine", by="A", may={"A": False})
    assert not r.of("channel") and r.of("not_modelled")


def _buffed():
    return _st(units=[("s", "Squire", 2, "A", "north", {"buffed": True, "exhausted": True}),
                      ("k", "Knight", 3, "A", "base", {"buffed": True, "exhausted": True}),
                      ("p", "Page", 1, "A", "base", {"exhausted": True}),
                      ("f", "Foe", 2, "B", "north", {"buffed": True, "exhausted": True})])


def test_143_2_415_1_each_buff_spent_readies_its_unit_one_answer_per_unit():
    r = play(_buffed(), "Ready Up", by="A", may={"A": (False, True)}, id="ru")
    assert [e.target for e in r.of("spend_buff")] == ["k"]  # the Squire's kept, the Foe's not hers
    assert [e.target for e in r.of("ready")] == ["k"]
    after = state_of(r).objects
    assert not after["k"].buffed and not after["k"].exhausted
    assert after["s"].buffed and after["s"].exhausted and after["f"].buffed


def test_430_1_one_rune_exhausted_for_each_buff_spent():
    r = play(_buffed(), "Runes Up", by="A")
    assert [e.target for e in r.of("spend_buff")] == ["s", "k"]
    assert [(e.target, e.amount) for e in r.of("channel")] == [("A", 2)]
    after = state_of(r).objects
    assert after["A-rune1"].exhausted and after["A-rune2"].exhausted
    assert after["A-rune3"].zone == "rune_deck"
    r = play(_buffed(), "Runes Up", by="A", may={"A": False})
    assert not r.of("spend_buff") and not r.of("channel")
