"""`swap` (ops/zones.py): two units each move to the other's location (446.1: a move each, so
their move triggers fire), with `keyword` only if one of them has it; and the target
restriction `where = "apart_from_first"` ("another unit at a different location")."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play, raises_illegal

SWAP = designer("Trade", targets=[{"what": "unit", "side": "friendly"},
                                  {"what": "unit", "side": "friendly",
                                   "where": "apart_from_first"}],
                effects=[{"op": "swap", "target": 1, "other": 2}])
SWAP_TEMP = designer("Trade Temp", targets=[{"what": "unit", "side": "friendly"},
                                            {"what": "unit", "side": "friendly",
                                             "where": "apart_from_first"}],
                     effects=[{"op": "swap", "target": 1, "other": 2, "keyword": "temporary"}])


def _board():
    return board(units=[("a", "Knight", 2, "A", "north"), ("b", "Squire", 1, "A", "base"),
                        ("s", "Sprite", None, "A", "south"), ("c", "Page", 1, "A", "north")],
                 battlefields=("north", "south"), cards=[SWAP, SWAP_TEMP])


def test_446_1_each_unit_moves_to_the_others_location():
    r = play(_board(), "Trade", by="A", targets=["a", "b"])
    assert r.obj("a").at == "base" and r.obj("b").at == "north"
    moves = r.of("move")
    assert [m.target for m in moves] == ["a", "b"] and all(m.responsible == "A" for m in moves)


def test_816_the_keyword_condition_reads_either_unit():
    r = play(_board(), "Trade Temp", by="A", targets=["a", "b"])
    assert not r.of("move")  # neither is Temporary
    r = play(_board(), "Trade Temp", by="A", targets=["a", "s"])  # the Sprite is
    assert r.obj("a").at == "south" and r.obj("s").at == "north"


def test_355_5_apart_from_first_refuses_a_second_unit_at_the_first_ones_location():
    msg = raises_illegal(play, _board(), "Trade", by="A", targets=["a", "c"])
    assert "at the same location" in msg
