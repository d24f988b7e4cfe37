"""`reveal_deal_per_keyword` (Teemo, Strategist): the top N cards revealed (424.1; never a Burn
Out, 431.1.c), 1 dealt to the target for each that has the keyword, as one Deal of the ability
and its host (417.6.b.2.a), then all of them recycled (416.1)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, ids, play, state_of

PEEK = designer("Peek", targets=[{"what": "unit"}], effects=[
    {"op": "reveal_deal_per_keyword", "target": 1, "amount": 3, "keyword": "Hidden"}])


def test_424_1_one_damage_per_card_with_the_keyword_then_all_recycled():
    st = game_board(decks={"A": ["Pakaa Cub", "Cleave", "Fight or Flight", "Hextech Ray"]},
                    units=[("g", "Guard", 5, "B", "north")], cards=[PEEK])
    r = play(st, "Peek", by="A", targets=["g"], id="pk")
    assert r.one("reveal").amount == 3
    d = r.one("damage")
    assert (d.target, d.amount, ids(d.sources)) == ("g", 2, {"pk"})
    assert sorted(e.target for e in r.of("recycle")) == ["A-deck1", "A-deck2", "A-deck3"]
    assert state_of(r).game.sides[0].deck[0] == "A-deck4"


def test_no_card_with_it_no_damage_and_format_1_reveals_nothing():
    st = game_board(decks={"A": ["Cleave", "Hextech Ray"]},
                    units=[("g", "Guard", 5, "B", "north")], cards=[PEEK])
    r = play(st, "Peek", by="A", targets=["g"])
    assert not r.of("damage") and len(r.of("recycle")) == 2  # a short deck: no Burn Out
    r = play(board(units=[("g", "Guard", 5, "B", "north")], cards=[PEEK]), "Peek", by="A",
             targets=["g"])
    assert r.one("reveal").amount == 0 and not r.of("damage")
