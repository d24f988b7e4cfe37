"""`return_from_trash` with `tagged` (ops/actions.py): only a card of that kind with that tag
comes back ("a Bird, Cat, Dog or Poro from your trash": `"animal"`; Starhound; 124)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

FETCH = designer("Fetch Pet", effects=[{"op": "return_from_trash", "what": "unit",
                                        "tagged": "animal"}])
FETCH_MECH = designer("Fetch Mech", effects=[{"op": "return_from_trash", "what": "unit",
                                              "tagged": "Mech"}])
TRASH = [("init", "Kinkou Initiate", "A"), ("nid", "Nidalee, Cat Form", "A")]


def test_124_only_a_unit_with_an_animal_tag_comes_back():
    r = play(board(trash=TRASH, cards=[FETCH]), "Fetch Pet", by="A", choose={"A": ["init"]})
    assert r.obj("nid").zone == "hand" and r.obj("init").zone == "trash"


def test_055_with_none_that_has_the_tag_nothing_happens():
    r = play(board(trash=TRASH, cards=[FETCH_MECH]), "Fetch Mech", by="A")
    assert r.obj("nid").zone == "trash" and r.obj("init").zone == "trash"
