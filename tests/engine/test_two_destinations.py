"""A card that moves two units to places of their own (Void Assault: 446.1, 449): the first
`move` takes the step's `to`, a `move` with `then_to` the step's `then_to`; each is checked as
the card is played, and a step without the second destination is refused, naming the key."""

from __future__ import annotations

from tests.engine.helpers import _apply, answers, board, card, raises_illegal
from riftboard.engine import actions as A

SWAP = {"name": "Two Ways", "kind": "spell",
        "targets": [{"what": "unit", "side": "friendly"}, {"what": "unit", "side": "enemy"}],
        "effects": [{"op": "move", "target": 1}, {"op": "move", "target": 2, "then_to": True}]}


def _play(st, to, then_to):
    a = answers(targets=("a1", "b1"), to=to, step=1)
    a = A.Answers(targets=a.targets, to=a.to, then_to=then_to, step=1)
    return _apply(st, A.PlaySpell(card=card("Two Ways"), by="A", spell_id="s", answers=a))


def _board():
    return board(units=[("a1", "Scout", 2, "A", "base"), ("b1", "Guard", 2, "B", "north")],
                 battlefields=("north", "south"), cards=[SWAP])


def test_446_1_449_each_move_goes_to_its_own_destination():
    r = _play(_board(), "north", "south")
    assert r.obj("a1").at == "north" and r.obj("b1").at == "south"
    moves = r.of("move")
    assert [m.target for m in moves] == ["a1", "b1"]


def test_446_1_the_second_destination_is_required_and_checked():
    assert "`then_to`" in raises_illegal(_play, _board(), "north", None)
    assert "446.1" in raises_illegal(_play, _board(), "south", "north")  # b1 is at North
