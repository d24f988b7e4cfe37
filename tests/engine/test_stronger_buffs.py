"""`stronger_buffs` (Stand United): for the rest of the turn each buff of its controller's
units gives +2 Might instead of +1 (143.2; card text, 002), buffed before or after; the other
player's buffs are untouched; it ends with the turn (317.2.c), a `might` event each time."""

from __future__ import annotations

from riftboard.engine.might import might
from tests.engine.helpers import board, designer, end_turn, ids, play, state_of

RALLY = designer("Rally", effects=[{"op": "stronger_buffs"}])
PUMP = designer("Pump", targets=[{"what": "unit"}], effects=[{"op": "buff", "target": 1}])


def _m(r, oid):
    st = state_of(r)
    return might(st, st.objects[oid])


def test_143_2_every_buff_of_its_player_gives_2_this_turn():
    st = board(units=[("k", "Knight", 3, "A", "base", {"buffed": True}),
                      ("s", "Squire", 2, "A", "north"),
                      ("g", "Guard", 3, "B", "north", {"buffed": True})], cards=[RALLY, PUMP])
    r = play(st, "Rally", by="A", id="ra")
    assert [(e.target, ids(e.sources)) for e in r.of("might")] == [("k", {"ra"})]
    assert (_m(r, "k"), _m(r, "g")) == (5, 4)
    r = play(r, "Pump", by="A", targets=["s"])  # buffed later this turn: +2 too
    assert _m(r, "s") == 4
    r = play(r, "Rally", by="A")  # two of them: +3
    assert _m(r, "k") == 6
    r = end_turn(r)
    assert (_m(r, "k"), _m(r, "s")) == (4, 3) and {e.target for e in r.of("might")} >= {"k", "s"}
