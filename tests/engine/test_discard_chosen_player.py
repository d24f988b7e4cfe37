"""`discard` with `who = "chosen_player"` (ops/actions.py): "choose a player, they discard 1"
(Bewitching Spirit): its controller names any player, themselves included (the step's
`choose`); that player discards and is responsible for it (422.1)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

HEX = designer("Hex", effects=[{"op": "discard", "amount": 1, "who": "chosen_player"}])
HAND = [("a1", "Grim Resolve", "A"), ("b1", "Concentrate", "B")]


def test_422_1_the_chosen_player_discards_and_is_responsible():
    r = play(board(cards=[HEX], hand=HAND), "Hex", by="A", choose={"A": ["B"]})
    d = r.one("discard")
    assert d.target == "b1" and d.responsible == "B" and r.obj("b1").zone == "trash"
    r = play(board(cards=[HEX], hand=HAND), "Hex", by="A", choose={"A": ["A"]})
    assert r.one("discard").target == "a1" and r.obj("b1").zone == "hand"


def test_422_1_without_a_choice_the_first_opponent_discards():
    r = play(board(cards=[HEX], hand=HAND), "Hex", by="B")
    assert r.one("discard").target == "a1"
