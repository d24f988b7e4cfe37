"""`create_tokens` with `where = "moved_from"` (ops/tokens.py): a "when I move" ability's
tokens are played where the unit moved from (446.1; Lillia, Fae Fawn), read from the move's
origin that the trigger keeps (triggers.move_triggers)."""

from __future__ import annotations

from riftboard.engine import actions as A
from tests.engine.helpers import _apply, board, designer, move, play

FAWN = designer("Trail Fawn", kind="unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "move_self",
     "effects": [{"op": "create_tokens", "name": "Sprite", "where": "moved_from"}]}])
SHOVE = designer("Shove", targets=[{"what": "unit"}], effects=[{"op": "move", "target": 1}])


def _board():
    return board(units=[("f", "Trail Fawn", None, "A", "base")], battlefields=("north", "south"),
                 cards=[FAWN, SHOVE])


def test_446_1_182_a_standard_move_leaves_the_token_at_the_origin():
    r = _apply(_board(), A.StandardMove(units=("f",), to="north"))
    made = r.one("create")
    tok = r.obj(made.target)
    assert tok.at == "base" and tok.controller == "A" and tok.name == "Sprite"
    assert r.obj("f").at == "north"


def test_446_1_an_effects_move_leaves_it_at_the_battlefield_moved_from():
    r = move(_board(), "f", "north")  # a sandbox move: no trigger (not a game move)
    assert not r.of("create")
    r = play(r, "Shove", by="A", targets=["f"], to="south")
    tok = r.obj(r.one("create").target)
    assert tok.at == "north" and tok.exhausted
