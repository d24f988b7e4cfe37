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


def test_415_1_ready_up_to_n_of_the_tokens_made_the_step_names_which():
    arise = designer("Rise", effects=[
        {"op": "create_tokens", "name": "Sand Soldier", "per": "friendly_equipment"},
        {"op": "ready_each", "who": "made", "amount": 2}])
    st = board(units=[("k", "Knight", 3, "A", "north")], cards=[arise],
               gear=[("s1", "Long Sword", "A", {"attached_to": "k"}), ("s2", "Long Sword", "A"),
                     ("s3", "Long Sword", "A"), ("w", "Spirit Wheel", "A"),
                     ("theirs", "Long Sword", "B")])
    r = play(st, "Rise", by="A", id="r", choose={"A": ["r-token3"]})
    tokens = {o.id: o.exhausted for o in r.state.objects.values() if o.token}
    assert tokens == {"r-token1": True, "r-token2": True, "r-token3": False}
    r = play(st, "Rise", by="A", id="r")  # by default the first two
    tokens = {o.id: o.exhausted for o in r.state.objects.values() if o.token}
    assert tokens == {"r-token1": False, "r-token2": False, "r-token3": True}


def test_a_count_of_no_equipment_makes_no_token():
    arise = designer("Rise", effects=[
        {"op": "create_tokens", "name": "Sand Soldier", "per": "friendly_equipment"}])
    st = board(gear=[("w", "Spirit Wheel", "A")], cards=[arise])
    assert not play(st, "Rise", by="A").of("create")
