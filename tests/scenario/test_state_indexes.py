"""The GameState indexes agree with the objects they index after every step of every lesson and
card scenario (the engine keeps them in `Txn.put`; a play looks only at `hears_plays`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftboard.scenario.lessons import lesson_files
from riftboard.scenario.runner import run_file
from tests.engine.test_indexes import indexes, recomputed, static_ops_in_order

ROOT = Path(__file__).resolve().parents[2]
CARD_SCENARIOS = ROOT / "resources" / "cards" / "scenarios"
FILES = lesson_files(ROOT / "resources" / "lessons") + sorted(CARD_SCENARIOS.glob("*.toml"))


def _history(path: Path, request):
    """A lesson's history, played here; a card scenario's, from the suite's one run of every card
    scenario (the `card_scenarios` fixture of tests/conftest.py)."""
    if path.parent == CARD_SCENARIOS:
        return request.getfixturevalue("card_scenarios").outcomes[path.name].history
    return run_file(str(path)).history


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_indexes_hold_after_every_step(path, request):
    history = _history(path, request)
    states = [history.initial] + [r.state for r in history.results]
    for n, st in enumerate(states):
        assert indexes(st) == recomputed(st), f"{path.name}: after step {n}"
        assert static_ops_in_order(st), f"{path.name}: after step {n}"
