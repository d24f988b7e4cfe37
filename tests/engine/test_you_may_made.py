"""`you_may`: a "you may" later in a spell's or ability's instructions is decided as it resolves
(383.3.a.3), with the step's `may`; and a group `who = "made"`: the tokens the item's
instructions made before it ("ready it", Guards!)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

MUSTER = designer("Muster", effects=[
    {"op": "create_tokens", "name": "Recruit", "amount": 2},
    {"op": "you_may", "effects": [{"op": "might_each", "who": "made", "amount": 3}]},
    {"op": "you_may", "effects": [{"op": "draw", "amount": 1}]},
    {"op": "draw", "amount": 2},
])


def _st():
    return board(units=[("old", "Recruit", 1, "A", "base")], cards=[MUSTER])


def _recruits(r):
    return sorted(r.might(o.id) for o in r.state.objects.values() if o.token)


def test_383_3_a_3_yes_runs_them_on_the_tokens_just_made_only():
    r = play(_st(), "Muster", by="A", id="m", may={"A": (True, True)})
    assert _recruits(r) == [4, 4] and r.might("old") == 1
    assert [d.amount for d in r.of("draw")] == [1, 2]


def test_383_3_a_3_no_skips_them_and_the_rest_goes_on():
    r = play(_st(), "Muster", by="A", id="m", may={"A": (False, True)})
    assert _recruits(r) == [1, 1]
    declined = r.one("may_declined")
    assert declined.responsible == "A" and "383.3.a.3" in declined.rules
    assert [d.amount for d in r.of("draw")] == [1, 2]
    r = play(_st(), "Muster", by="A", id="m", may={"A": (True, False)})
    assert _recruits(r) == [4, 4] and [d.amount for d in r.of("draw")] == [2]
