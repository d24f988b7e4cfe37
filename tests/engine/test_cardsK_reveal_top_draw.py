"""`reveal_top_draw` (Apprentice Smith): the top card of the main deck is revealed (424.1); a
card of the kind named is drawn (413), any other is recycled to the bottom (416.1); an empty
deck reveals nothing and never burns out (431.1.c)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import designer, play

SMITHY = designer("Smithy", effects=[{"op": "reveal_top_draw", "what": "gear"}])


def test_424_1_413_a_gear_on_top_is_revealed_and_drawn():
    st = game_board(cards=[SMITHY], decks={"A": ["Cloth Armor", "Cleave"]})
    r = play(st, "Smithy", by="A")
    assert r.one("reveal").target == "A-deck1"
    assert r.one("draw").target == "A" and r.one("draw").amount == 1
    assert r.obj("A-deck1").zone == "hand"
    assert r.state.game.sides[0].deck == ("A-deck2",)


def test_424_1_416_1_any_other_card_is_recycled_to_the_bottom():
    st = game_board(cards=[SMITHY], decks={"A": ["Cleave", "Cloth Armor"]})
    r = play(st, "Smithy", by="A")
    assert not r.of("draw")
    assert r.one("recycle").target == "A-deck1"
    assert r.state.game.sides[0].deck == ("A-deck2", "A-deck1")


def test_431_1_c_an_empty_deck_reveals_nothing_and_does_not_burn_out():
    st = game_board(cards=[SMITHY], decks={"A": []})
    r = play(st, "Smithy", by="A")
    assert r.one("reveal").amount == 0
    assert not r.of("draw") and not r.of("burn_out")
