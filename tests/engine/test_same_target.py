"""The same target chosen twice: each "a unit" of separate instructions is its own choice (355.5,
355.8), so Falling Star's "deal 3 to a unit. Deal 3 to a unit." may take one unit twice; one
instruction's "two units" may not."""

from __future__ import annotations

from tests.engine.helpers import board, designer, ids, play, raises_illegal

STAR = designer("Star Twice", targets=[{"what": "unit"}, {"what": "unit", "same_ok": True}],
                effects=[{"op": "deal", "amount": 3, "target": 1},
                         {"op": "deal", "amount": 3, "target": 2}])
PAIR = designer("Pair", targets=[{"what": "unit"}, {"what": "unit"}],
                effects=[{"op": "deal", "amount": 3, "target": 1},
                         {"op": "deal", "amount": 3, "target": 2}])


def _board():
    return board(units=[("u", "Ogre", 5, "B", "north"), ("v", "Scout", 2, "B", "north")],
                 cards=[STAR, PAIR])


def test_355_8_separate_instructions_may_choose_the_same_unit():
    r = play(_board(), "Star Twice", by="A", targets=["u", "u"])
    assert [(e.target, e.amount) for e in r.of("damage")] == [("u", 3), ("u", 3)]
    kill = r.one("kill", target="u")
    assert ids(kill.attributed_to) == {"@1"} and kill.responsible == "A"


def test_355_8_one_instructions_two_units_differ():
    assert "chosen twice" in raises_illegal(play, _board(), "Pair", by="A", targets=["u", "u"])
    r = play(_board(), "Pair", by="A", targets=["u"])  # the only other legal unit is chosen
    assert [e.target for e in r.of("damage")] == ["u", "v"]
