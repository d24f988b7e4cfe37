"""`look_take` (Stacked Deck): its controller looks at the top N (424.1; never a Burn Out,
431.1.c), puts one into their hand, not revealed and not a draw, and recycles the rest to the
bottom in the order seen (416.1, 416.5)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, play, state_of

TAKE = designer("Take", effects=[{"op": "look_take", "amount": 3}])


def test_424_1_one_card_into_the_hand_the_rest_to_the_bottom():
    st = game_board(decks={"A": ["Cleave", "Hextech Ray", "Block", "Rune Prison"]},
                    cards=[TAKE])
    r = play(st, "Take", by="A", choose={"A": ["A-deck2"]})
    assert r.one("look").amount == 3
    assert r.one("put_in_hand").target == "A-deck2" and not r.of("draw") and not r.of("reveal")
    after = state_of(r)
    assert after.objects["A-deck2"].zone == "hand"
    assert after.game.sides[0].deck == ("A-deck4", "A-deck1", "A-deck3")


def test_431_1_c_a_short_deck_is_no_burn_out_and_format_1_sees_nothing():
    st = game_board(decks={"A": ["Cleave"]}, cards=[TAKE])
    r = play(st, "Take", by="A")
    assert r.one("put_in_hand").target == "A-deck1" and not r.of("recycle")
    r = play(board(cards=[TAKE]), "Take", by="A")
    assert r.one("look").amount == 0 and not r.of("put_in_hand")
