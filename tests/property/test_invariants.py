"""Random boards, random legal action sequences: the invariants of every step (DESIGN.md).

No damage below zero, no unit left alive with lethal damage, every kill with a reason and a
credit that follows 428.5, no sandbox edit ever satisfying "killed a unit with a spell"."""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from .conftest import examples
from .gen import boards, load_session, play_program, programs
from .invariants import check_no_lethal_survivor, check_no_negative_damage, check_step

#: a long module (docs/testing.md): CI runs it; `pytest -m "not slow"` leaves it out
pytestmark = pytest.mark.slow


@settings(max_examples=examples(600))
@given(boards(), programs)
def test_every_step_keeps_the_invariants(doc, program):
    session = load_session(doc)
    check_no_negative_damage(session.state, [])
    check_no_lethal_survivor(session.state)
    play_program(session, program, on_step=check_step)


@settings(max_examples=examples(200))
@given(boards(max_units=4), programs)
def test_invariants_hold_under_both_rulesets(doc, program):
    """The same board and program under 1.3 and 1.4: each keeps every invariant."""
    for ruleset in ("1.3", "1.4"):
        session = load_session(dict(doc, ruleset=ruleset))
        play_program(session, program, on_step=check_step)
