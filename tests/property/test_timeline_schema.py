"""The JSON timeline of any random run validates against timeline.schema.json
(the copy of ../shared in tests/fixtures/shared)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings

from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.runner import run_spec, scenario_library

from .conftest import examples
from .gen import LIB, boards, load_session, play_program, programs

SCHEMA = Path(__file__).resolve().parents[1] / "fixtures" / "shared" / "timeline.schema.json"
jsonschema = pytest.importorskip("jsonschema")

#: a long module (docs/testing.md): CI runs it; `pytest -m "not slow"` leaves it out
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not SCHEMA.is_file(), reason=f"no schema at {SCHEMA}")]

_VALIDATOR = []


def validator():
    if not _VALIDATOR:
        schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        _VALIDATOR.append(cls(schema))
    return _VALIDATOR[0]


@settings(max_examples=examples(300))
@given(boards(), programs)
def test_timeline_validates(doc, program):
    session = load_session(doc)
    play_program(session, program)
    spec = parse_scenario(session.dumps(), "<saved>", LIB)
    out = run_spec(spec, scenario_library(spec, LIB))
    doc_json = json.loads(json.dumps(out.timeline))  # what `run --json` prints
    errors = sorted(validator().iter_errors(doc_json), key=lambda e: list(e.path))
    assert not errors, f"{errors[0].message} at {list(errors[0].path)}"
    error = doc_json["error"]
    if session.state.chain and error is not None and error["step"] == len(session.whole_line()):
        # the file ends with items held on the chain, which `run` resolves at its end: a choice
        # the session never had to make (a held Emperor's Divide over units at two
        # battlefields, with no `choose`) can be refused only then (as in test_history.py);
        # the timeline up to it is still a valid document (checked above)
        return
    assert error is None
    ids = set(doc_json["final"]["objects"])
    for e in doc_json["events"]:
        if e["kind"] in ("damage", "kill"):
            assert e["target"] in ids
        for r in e["sources"] + e["attributed_to"]:
            assert r["id"] in ids or "#" in r["id"], f"unknown ref {r['id']}"


def test_a_failed_run_still_validates():
    """An illegal step: the timeline up to it, with `error`, is still a valid document."""
    text = """
format = 1
[[players]]
id = "A"
[[players]]
id = "B"
[[battlefields]]
id = "bf1"
[[units]]
id = "g"
name = "Guard"
might = 3
controller = "B"
at = "base"
[[step]]
play = "Void Seeker"
targets = ["g"]
"""
    spec = parse_scenario(text, "<t>", LIB)
    out = run_spec(spec, LIB)
    doc_json = json.loads(json.dumps(out.timeline))
    assert not list(validator().iter_errors(doc_json))
    assert doc_json["error"]["step"] == 1
