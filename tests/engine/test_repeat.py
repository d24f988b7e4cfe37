"""Repeat (820): an optional additional cost paid as the spell is played (the step's `may`, as
for Accelerate); paid, the instructions are executed one more time on resolution (820.1.d), each
execution with targets chosen anew, the same or others (820.2, 820.2.a)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play, raises_illegal

BOLT = designer("Echo Bolt", keywords=["Repeat"], targets=[{"what": "unit"}],
                effects=[{"op": "deal", "amount": 2, "target": 1},
                         {"op": "draw", "amount": 1}])
PLAIN = designer("Plain Bolt", targets=[{"what": "unit"}],
                 effects=[{"op": "deal", "amount": 2, "target": 1}])


def _board():
    return board(units=[("u", "Ogre", 5, "B", "north"), ("v", "Scout", 2, "B", "north")],
                 cards=[BOLT, PLAIN])


def test_820_1_d_paid_the_instructions_run_twice_declined_once():
    r = play(_board(), "Echo Bolt", by="A", targets=["u", "u"])
    assert [(e.target, e.amount) for e in r.of("damage")] == [("u", 2), ("u", 2)]
    assert len(r.of("draw")) == 2 and r.obj("u").damage == 4
    r = play(_board(), "Echo Bolt", by="A", targets=["u"], may=False)
    assert len(r.of("damage")) == 1 and len(r.of("draw")) == 1


def test_820_2_a_the_repeat_chooses_its_own_targets():
    r = play(_board(), "Echo Bolt", by="A", targets=["u", "v"])
    assert [e.target for e in r.of("damage")] == ["u", "v"]
    msg = raises_illegal(play, _board(), "Echo Bolt", by="A", targets=["u"])
    assert "its Repeat" in msg  # two legal units: the repeat's target must be given


def test_820_1_d_2_an_illegal_repeat_target_skips_only_its_execution():
    """The repeat's target is killed in response: its damage is skipped, its draw still happens
    (055, 359.3.e.5); the first execution is whole."""
    st = _board()
    r = play(st, "Echo Bolt", by="A", targets=["u", "v"], hold=True)
    r = play(r, "Plain Bolt", by="A", targets=["v"])
    echo = [e for e in r.log if e.kind == "damage" and {s.id for s in e.sources} == {"@1"}]
    assert [e.target for e in echo] == ["u"]
    assert len([e for e in r.log if e.kind == "draw"]) == 2


def test_a_card_without_repeat_ignores_may():
    r = play(_board(), "Plain Bolt", by="A", targets=["u"], may=True)
    assert len(r.of("damage")) == 1


TRIO = designer("Trio", keywords=["Repeat"],
                targets=[{"what": "unit", "optional": True},
                         {"what": "unit", "where": "with_first", "optional": True}],
                effects=[{"op": "deal_each", "amount": 1, "who": "targets"}])


def test_820_2_a_repeat_may_leave_its_optional_targets_out():
    """The first execution gives all its targets; the repeat one of two: each execution deals to
    its own share (820.2.a), and "at the same location" is read within each."""
    st = board(units=[("u", "Ogre", 5, "B", "north"), ("v", "Scout", 3, "B", "north"),
                      ("w", "Far", 3, "B", "south")], battlefields=["north", "south"],
               cards=[TRIO])
    r = play(st, "Trio", by="A", targets=["u", "v", "w"])
    assert sorted(e.target for e in r.of("damage")) == ["u", "v", "w"]
    msg = raises_illegal(play, st, "Trio", by="A", targets=["u", "w"])
    assert "same location" in msg
