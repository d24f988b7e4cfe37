"""`gold_offer` (Card Sharp): each player may take an exhausted Gold gear token (383.3.a.3),
played by the player who gets it (182, 183, 350.2); the opponent's take gives the controller
one more."""

from __future__ import annotations

from tests.engine.helpers import board, play

OFFER = {"name": "Offer", "kind": "spell", "effects": [{"op": "gold_offer"}]}


def _golds(r, player):
    return [e for e in r.of("create") if e.responsible == player]


def test_182_350_2_both_take_and_the_controller_gets_one_more():
    r = play(board(cards=[OFFER]), "Offer", by="A", may=True)
    assert len(_golds(r, "A")) == 2 and len(_golds(r, "B")) == 1
    assert all(r.obj(e.target).exhausted for e in r.of("create"))
    assert r.obj(_golds(r, "B")[0].target).controller == "B"


def test_383_3_a_3_the_opponent_declining_gives_no_extra_gold():
    r = play(board(cards=[OFFER]), "Offer", by="A", may={"A": True, "B": False})
    assert len(_golds(r, "A")) == 1 and not _golds(r, "B")
    assert r.one("may_declined").responsible == "B"


def test_383_3_a_3_the_controller_declining_still_gets_one_for_the_opponents_take():
    r = play(board(cards=[OFFER]), "Offer", by="A", may={"A": False, "B": True})
    assert len(_golds(r, "A")) == 1 and len(_golds(r, "B")) == 1
