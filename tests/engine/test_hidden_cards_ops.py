"""`return_keyword_from_trash` (up to N cards with a keyword back to the hand, 124; picked, not
targeted) and `free_hiding` (a strict game charges no Power to hide this turn; 811.1.b, 002,
317.2.c): Guerilla Warfare."""

from __future__ import annotations

from riftboard.engine import actions as A
from tests.engine.game_helpers import game_board
from tests.engine.helpers import _apply, designer, end_turn, play, raises_illegal, state_of

BACK = designer("Back", effects=[{"op": "return_keyword_from_trash", "amount": 2,
                                  "keyword": "Hidden"}])
FREE = designer("Free", effects=[{"op": "free_hiding"}])
TRASH = [("t1", "Pakaa Cub", "A"), ("t2", "Cleave", "A"), ("t3", "Fight or Flight", "A"),
         ("t4", "Facebreaker", "A"), ("b1", "Pakaa Cub", "B")]


def test_124_up_to_two_cards_with_the_keyword_named_first_then_in_order():
    st = game_board(trash=TRASH, cards=[BACK])
    r = play(st, "Back", by="A", choose={"A": ["t4"]})
    assert [e.target for e in r.of("return_to_hand")] == ["t4", "t1"]
    after = state_of(r).objects
    assert after["t3"].zone == "trash" and after["t2"].zone == "trash"
    assert after["b1"].zone == "trash"  # only its own player's trash
    r = play(st, "Back", by="A", may={"A": (False, True, False)})  # "up to": two declined
    assert [e.target for e in r.of("return_to_hand")] == ["t3"]


def _strict():
    return game_board(mode="strict", pool={"A": (5, {})}, controllers={"north": "A"},
                      hand=[("f1", "Free", "A"), ("c1", "Pakaa Cub", "A"),
                            ("c2", "Pakaa Cub", "A")],
                      units=[("g", "Guard", 3, "A", "north")], battlefields=("north", "south"),
                      cards=[FREE])


def test_811_1_b_002_hiding_costs_nothing_this_turn_after_free_hiding():
    # without it, hiding needs a Power the pool does not have
    assert "Power" in raises_illegal(_apply, _strict(), A.Hide(obj="c1", at="north"))
    r = _apply(play(_strict(), "Free", by="A"), A.Hide(obj="c1", at="north"))
    assert "cost ignored" in r.one("hide").text and not r.of("pay")
    assert state_of(r).objects["c1"].zone == "facedown"


def test_317_2_c_it_ends_with_the_turn():
    r = end_turn(end_turn(play(_strict(), "Free", by="A")))
    assert "Power" in raises_illegal(_apply, r, A.Hide(obj="c2", at="north"))
