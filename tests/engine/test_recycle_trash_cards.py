"""`recycle_trash_cards`: "recycle 3 from your trash" (Dr. Mundo, Expert): its controller
recycles that many cards of their own trash, picked, not targeted (416.6), to the bottom of the
main deck (416.1); all of them when fewer (055); no "you may"."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import designer, play, state_of

THREE = designer("Three Back", effects=[{"op": "recycle_trash_cards", "amount": 2}])


def _board(trash):
    return game_board(decks={"A": ["Cleave"], "B": ["Cleave"]}, trash=trash, cards=[THREE])


def test_416_6_the_step_names_the_cards_and_a_may_no_does_not_stop_it():
    st = _board([("t1", "Cleave", "A"), ("t2", "Block", "A"), ("t3", "Hextech Ray", "A"),
                 ("b1", "Cleave", "B")])
    r = play(st, "Three Back", by="A", choose={"A": ["t3", "t1"]}, may=False)
    assert sorted(e.target for e in r.of("recycle")) == ["t1", "t3"]
    after = state_of(r)
    assert after.objects["t2"].zone == "trash" and after.objects["b1"].zone == "trash"
    assert after.game.sides[0].deck[-2:] in (("t3", "t1"), ("t1", "t3"))  # at the bottom (416.1)


def test_055_fewer_cards_than_the_amount_all_of_them_only_the_players_own():
    st = _board([("t1", "Cleave", "A"), ("b1", "Cleave", "B")])
    r = play(st, "Three Back", by="A")
    assert [e.target for e in r.of("recycle")] == ["t1"]
    assert state_of(r).objects["b1"].zone == "trash"
