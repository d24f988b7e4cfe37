"""`spend_xp` (ops/resources.py): "you may spend N XP to ..." as a cost inside an instruction
(730, 203.3): paid only when the player has that much, and only then what it pays for."""

from __future__ import annotations

from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import board, designer, play

BUY = designer("Buy Buff", targets=[{"what": "unit"}], effects=[
    {"op": "spend_xp", "amount": 2, "effects": [{"op": "buff", "target": 1}]}])


def _board(xp):
    return game_board(cards=[BUY], xp=(xp, 0), units=[("u", "Knight", 2, "A", "north")])


def test_730_enough_xp_is_spent_and_pays_for_the_instructions():
    r = play(_board(3), "Buy Buff", by="A", targets=["u"])
    xp = r.one("xp", target="A")
    assert xp.amount == -2 and "730" in xp.rules
    assert side(r, "A").xp == 1 and r.obj("u").buffed


def test_203_3_too_little_xp_pays_nothing_and_nothing_follows():
    r = play(_board(1), "Buy Buff", by="A", targets=["u"])
    assert not r.of("xp") and side(r, "A").xp == 1 and not r.obj("u").buffed


def test_format_1_has_no_xp_to_spend():
    st = board(units=[("u", "Knight", 2, "A", "north")], cards=[BUY])
    r = play(st, "Buy Buff", by="A", targets=["u"])
    assert not r.obj("u").buffed and r.of("not_modelled")
