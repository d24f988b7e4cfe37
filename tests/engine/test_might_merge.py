"""143.2: repeated Might changes from one source are kept as one running total; the total must
be exactly what applying them one by one gives (Stupefy's "-1, not below 1" included)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from riftboard.engine.might import might
from riftboard.engine.state import MightMod
from tests.engine.helpers import board, play


def _one_by_one(base: int, mods) -> int:
    total = base + sum(m.amount for m in mods if m.floor is None)
    for m in mods:
        if m.floor is not None:
            total = max(total + m.amount, min(total, m.floor)) if m.amount < 0 else total + m.amount
    return total


@settings(max_examples=60, deadline=None)
@given(might_=st.integers(1, 6), casts=st.integers(1, 8))
def test_143_2_stupefy_again_and_again_never_below_one(might_, casts):
    """Stupefy k times on a unit of Might m: max(m - k, 1) (not below 1), one entry per source."""
    s = board(units=[("u", "U", might_, "B", "north")])
    for _ in range(casts):
        s = play(s, "Stupefy", by="A", targets=["u"])
    u = s.state.obj("u")
    assert might(s.state, u) == max(might_ - casts, 1)
    assert len(u.mods) == 1
    assert might(s.state, u) == _one_by_one(might_, [MightMod(-1, "Stupefy", 1)] * casts)


def test_143_2_brute_hits_merge_but_keep_the_total():
    """Vengeful Brute dealt damage twice (each Void Seeker 4, 3 of it prevented): +2 twice this
    turn is Might 7, kept as one entry."""
    s = board(units=[("b", "Vengeful Brute", None, "B", "north")])
    s = play(s, "Prevention Ward", by="B", targets=["b"])
    s = play(s, "Void Seeker", by="A", targets=["b"])
    s = play(s, "Prevention Ward", by="B", targets=["b"])
    s = play(s, "Void Seeker", by="A", targets=["b"])
    u = s.state.obj("b")
    assert u.damage == 2
    assert might(s.state, u) == 3 + 2 + 2
    assert [m.amount for m in u.mods] == [4]
