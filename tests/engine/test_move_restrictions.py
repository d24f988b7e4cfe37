"""'Can't move to base' passive abilities (054.1): a standard move is refused, an effect's move
is skipped (055), a recall is not a move and still happens (456.3); sandbox edits are not
game actions and are not restricted."""

from __future__ import annotations

from riftboard.engine import actions as A
from tests.engine.helpers import _apply, board, designer, move, play, raises_illegal

STUCK = designer("Stuck", kind="unit", might=2, statics=[{"op": "no_move_to_base", "who": "self"}])
PUSH = designer("Push", targets=[{"what": "unit"}], effects=[{"op": "move", "target": 1}])
HOME = designer("Home", targets=[{"what": "unit"}], effects=[{"op": "recall", "target": 1}])


def _board():
    return board(units=[("s", "Stuck", None, "A", "north"), ("f", "Free", 1, "A", "north")],
                 battlefields=("north", "south"), cards=[STUCK, PUSH, HOME])


def test_054_1_a_standard_move_to_base_is_refused_other_moves_are_not():
    st = _board()
    assert "054.1" in raises_illegal(_apply, st, A.StandardMove(units=("s",), to="base"))
    r = _apply(st, A.StandardMove(units=("f",), to="base"))
    assert r.obj("f").at == "base"


def test_055_an_effects_move_to_base_is_skipped_a_move_elsewhere_happens():
    r = play(_board(), "Push", by="B", targets=["s"], to="base")
    assert r.obj("s").at == "north" and r.one("fizzle", target="s") and not r.of("move")
    r = play(r, "Push", by="B", targets=["s"], to="south")
    assert r.obj("s").at == "south"


def test_456_3_a_recall_is_not_a_move_and_is_not_restricted():
    r = play(_board(), "Home", by="A", targets=["s"])
    assert r.obj("s").at == "base" and r.one("recall", target="s")


def test_411_2_a_sandbox_move_is_not_restricted():
    r = move(_board(), "s", "base")
    assert r.obj("s").at == "base"
