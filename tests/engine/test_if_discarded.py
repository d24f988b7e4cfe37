"""`if_discarded` (ops/actions.py): "then, based on the discarded card's type" (Hwei,
Brooding Painter): instructions done only if the card the item's `discard` discarded (422.1)
is of a type; nothing for an anonymous drawn card, whose type the sandbox does not know."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, play

SORT = designer("Sort", effects=[
    {"op": "discard", "amount": 1},
    {"op": "if_discarded", "what": "spell", "effects": [{"op": "draw", "amount": 2}]},
    {"op": "if_discarded", "what": "unit", "effects": [{"op": "draw", "amount": 1}]}])


def test_422_1_the_discarded_cards_type_picks_the_instructions():
    hand = [("u", "Kinkou Initiate", "A"), ("s", "Grim Resolve", "A"), ("g", "Soul Sword", "A")]
    st = game_board(cards=[SORT], hand=hand, decks={"A": ["Cleave"] * 4, "B": []})
    r = play(st, "Sort", by="A", discard="s")
    assert r.one("discard").target == "s" and r.one("draw").amount == 2
    r = play(st, "Sort", by="A", discard="u")
    assert r.one("discard").target == "u" and r.one("draw").amount == 1
    r = play(st, "Sort", by="A", discard="g")  # a gear: neither
    assert r.one("discard").target == "g" and not r.of("draw")


def test_422_4_nothing_discarded_or_an_anonymous_card_does_nothing_more():
    r = play(board(cards=[SORT]), "Sort", by="A")  # an empty hand (422.4)
    assert not r.of("discard") and not r.of("draw")
    draw_then = designer("Draw Then Sort", effects=[{"op": "draw", "amount": 1}] + [
        {"op": "discard", "amount": 1},
        {"op": "if_discarded", "what": "spell", "effects": [{"op": "draw", "amount": 2}]}])
    r = play(board(cards=[draw_then]), "Draw Then Sort", by="A")  # format 1: anonymous draw
    assert r.one("discard").target_name == "a drawn card" and len(r.of("draw")) == 1
