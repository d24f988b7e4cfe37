"""A puzzle saved in the app reopens as the same puzzle with the learner's steps (issue 30,
"every save reopens"; issue 28, item 2): the [puzzle] table, its goal and its stated solution are
written back, and [[step]] tables beside it are the learner's attempt so far."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftboard.cards.library import load_library
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.save import dump_scenario
from riftboard.scenario.runner import lessons_dir

LIB = load_library()
PUZZLES = sorted(p for p in lessons_dir().glob("*.toml") if "[puzzle]" in p.read_text("utf-8"))


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_every_puzzle_saves_and_reads_back_the_same(path: Path):
    spec = parse_scenario(path.read_text(encoding="utf-8"), str(path), LIB)
    text = dump_scenario(spec)
    assert "[puzzle]" in text and "[[puzzle.goal]]" in text and "[[puzzle.solution]]" in text
    again = parse_scenario(text, str(path), LIB)
    assert again.same_content(spec)


def test_a_puzzle_with_the_learners_steps_saves_and_reopens_with_them():
    path = PUZZLES[0]
    spec = parse_scenario(path.read_text(encoding="utf-8"), str(path), LIB)
    from attrs import evolve

    spec = evolve(spec, steps=spec.puzzle.solution[:1])  # the learner took one step
    again = parse_scenario(dump_scenario(spec), "saved.toml", LIB)
    assert again.puzzle is not None and len(again.steps) == 1
    assert again.same_content(spec)
