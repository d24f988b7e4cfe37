"""`may_one_of` (Buhru Captain's "you may draw 1 or buff me"): a "you may" (383.3.a.3) over
two instructions, offered in turn; the first taken is done and the other is not."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import designer, play

CHOICE = designer("Either Way", effects=[{"op": "may_one_of", "effects": [
    {"op": "draw", "amount": 1}, {"op": "buff", "target": 1}]}], targets=[{"what": "unit"}])


def _start():
    return game_board(cards=[CHOICE], decks={"A": ["Cleave", "Charm"]},
                      units=[("s", "Scout", 2, "A", "north")])


def test_383_3_a_3_taking_the_first_offer_does_it_and_not_the_second():
    r = play(_start(), "Either Way", by="A", targets=["s"], may=True)
    assert r.one("draw").amount == 1
    assert not r.obj("s").buffed


def test_383_3_a_3_declining_the_first_offers_the_second():
    r = play(_start(), "Either Way", by="A", targets=["s"], may={"A": (False, True)})
    assert not r.of("draw")
    assert r.obj("s").buffed and r.might("s") == 3


def test_383_3_a_3_declining_both_does_nothing_and_says_so():
    r = play(_start(), "Either Way", by="A", targets=["s"], may=False)
    assert not r.of("draw") and not r.obj("s").buffed
    assert r.one("may_declined").responsible == "A"
