"""Property (issue 28, "Done means"): on random boards, the what-if explorer's result for a
step is the same as playing each answer by hand: each answer's keys, written into the step and
played as a file plays it (no Asker), give the same kills, credit and responsibility; and each
of the player's other moves (`moves`) plays the same as its keys as a step."""

from __future__ import annotations

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from riftboard.engine import IllegalAction, apply
from riftboard.report.whatif import whatif
from riftboard.report.words import player_label, ref_label
from riftboard.scenario.build import step_action
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.replay import replay
from riftboard.scenario.runner import scenario_library
from riftboard.scenario.steps import make_step
from riftboard.scenario.spec import StepSpec

from .conftest import examples
from .gen import LIB, SPELLS, board_text, boards


def _as_keys(value):
    """A what-if answer's key as a step field (lists as tuples, dicts of lists likewise)."""
    if isinstance(value, dict):
        return {p: (tuple(v) if isinstance(v, list) else v) for p, v in value.items()}
    return tuple(value) if isinstance(value, list) else value


def _by_hand(spec, library, step_index: int, step: StepSpec):
    history, _ = replay(spec, library, resolve_at_end=False, steps=spec.steps[:step_index - 1])
    try:
        action = step_action(step, history.state, library)
        return apply(history.state, action, step_index, len(history.events), finish=True)
    except IllegalAction:
        return None


@settings(max_examples=examples(12))
@given(doc=boards(max_units=5), spell=st.sampled_from(SPELLS), by=st.sampled_from(["A", "B"]))
def test_each_what_if_answer_plays_the_same_by_hand(doc, spell, by):
    doc = {**doc, "step": [{"play": spell, "by": by}]}
    spec = parse_scenario(board_text(doc), "<random>", LIB)
    library = scenario_library(spec, LIB)
    base = spec.steps[0]
    for answer in whatif(spec, library, 1, limit=24)["answers"]:
        if answer["refused"]:
            continue
        keys = {k: _as_keys(v) for k, v in answer["keys"].items()}
        fields = attrs.fields_dict(type(base.step))
        step = attrs.evolve(base, step=attrs.evolve(
            base.step, **{k: v for k, v in keys.items() if k in fields}))
        result = _by_hand(spec, library, 1, step)
        assert result is not None, answer
        end = result.state
        by_hand = [{"unit": e.target_name or e.target,
                    "credited": [ref_label(r) for r in e.attributed_to],
                    "responsible": player_label(end, e.responsible) if e.responsible else None}
                   for e in result.events if e.kind == "kill"]
        assert by_hand == answer["kills"], answer


@settings(max_examples=examples(8))
@given(doc=boards(max_units=5), spell=st.sampled_from(SPELLS))
def test_each_other_move_plays_the_same_as_its_step(doc, spell):
    doc = {**doc, "step": [{"play": spell, "by": doc["turn_player"]}]}
    spec = parse_scenario(board_text(doc), "<random>", LIB)
    library = scenario_library(spec, LIB)
    doc_w = whatif(spec, library, 1, limit=16, moves=True)
    for answer in doc_w["answers"]:
        if answer["refused"]:  # an answer the rules refuse (a move is listed when one is not)
            continue
        keys = dict(answer["keys"])
        kind = next(iter(keys))
        step = StepSpec(index=1, step=make_step(kind, {k: _as_keys(v) for k, v in keys.items()}))
        result = _by_hand(spec, library, 1, step)
        assert result is not None, answer
        assert [e.target_name for e in result.events if e.kind == "kill"] == [
            k["unit"] for k in answer["kills"]], answer
