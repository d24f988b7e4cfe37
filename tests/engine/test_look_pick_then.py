"""`look_pick`'s follow-up (ops/deck.py): "then, if you revealed a Bird, Cat, Dog or Poro, do
this" (Ivern, Nurturer): instructions that happen after the look (424.1, 413, 416.1) only when
a card was revealed, and with `tagged` only when it has that tag."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import designer, play

SEEK_PET = designer("Seek Pet", targets=[{"what": "unit", "side": "friendly"}], effects=[
    {"op": "look_pick", "amount": 2, "what": "unit", "tagged": "animal",
     "effects": [{"op": "buff", "target": 1}]}])
SEEK_ANY = designer("Seek Any", targets=[{"what": "unit", "side": "friendly"}], effects=[
    {"op": "look_pick", "amount": 2, "what": "unit", "effects": [{"op": "buff", "target": 1}]}])
DECK = ["Nidalee, Cat Form", "Kinkou Initiate", "Cleave"]
UNITS = [("k", "Knight", 2, "A", "north")]


def _board():
    return game_board(cards=[SEEK_PET, SEEK_ANY], decks={"A": list(DECK), "B": []}, units=UNITS)


def test_424_1_426_1_b_an_animal_revealed_then_buffs_the_target():
    r = play(_board(), "Seek Pet", by="A", targets=["k"], choose={"A": ["A-deck1"]})
    assert r.obj("A-deck1").zone == "hand" and r.obj("k").buffed


def test_424_1_a_unit_without_the_tag_revealed_does_nothing_more():
    r = play(_board(), "Seek Pet", by="A", targets=["k"], choose={"A": ["A-deck2"]})
    assert r.obj("A-deck2").zone == "hand" and not r.obj("k").buffed


def test_424_1_nothing_revealed_nothing_more_and_without_tagged_any_reveal_will_do():
    r = play(_board(), "Seek Pet", by="A", targets=["k"], may=False)
    assert not r.of("reveal") and not r.obj("k").buffed
    r = play(_board(), "Seek Any", by="A", targets=["k"], choose={"A": ["A-deck2"]})
    assert r.obj("k").buffed
    r = play(_board(), "Seek Any", by="A", targets=["k"], may=False)
    assert not r.obj("k").buffed


SEEK_DEAR = designer("Seek Dear", effects=[
    {"op": "look_pick", "amount": 3, "what": "spell", "min_energy": 4}])


def test_424_1_min_energy_lets_only_a_card_that_costs_that_much_be_taken():
    """"A spell with Energy cost 4 or more" (Fate Weaver): a cheaper spell seen is not one to
    take; with none that fits, all are recycled (416.1)."""
    st = game_board(cards=[SEEK_DEAR], decks={"A": ["Grim Resolve", "Concentrate", "Cleave"],
                                              "B": []})
    r = play(st, "Seek Dear", by="A", choose={"A": ["A-deck1"]})
    assert r.one("reveal").target == "A-deck2"  # Grim Resolve (2) is passed over
    st = game_board(cards=[SEEK_DEAR], decks={"A": ["Grim Resolve", "Kinkou Initiate"],
                                              "B": []})
    r = play(st, "Seek Dear", by="A")
    assert not r.of("reveal") and len(r.of("recycle")) == 2
