"""History.state_after(seq) replays one step and stops right after event `seq` (game.apply with
`capture`): the state it gives is the state right after that event in the full step, and the
events it made are the history's, for every event of every lesson and card scenario."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftboard.engine import txn as txn_module
from riftboard.engine.game import apply
from riftboard.scenario.lessons import lesson_files
from riftboard.scenario.runner import run_file

ROOT = Path(__file__).resolve().parents[2]
CARD_SCENARIOS = ROOT / "resources" / "cards" / "scenarios"
FILES = lesson_files(ROOT / "resources" / "lessons") + sorted(CARD_SCENARIOS.glob("*.toml"))


def states_after_each_event(monkeypatch, before, action, k, start, finish) -> dict:
    """The full step, run to its end, with the state taken after every event it emits."""
    seen = {}
    emit = txn_module.Txn.emit

    def recording(self, *args, **kw):
        ev = emit(self, *args, **kw)
        seen[ev.seq] = self.state()
        return ev

    with monkeypatch.context() as m:
        m.setattr(txn_module.Txn, "emit", recording)
        apply(before, action, k, start, finish=finish)
    return seen


def _history(path: Path, request):
    """A lesson's history, played here; a card scenario's, from the suite's one run of every card
    scenario (the `card_scenarios` fixture of tests/conftest.py)."""
    if path.parent == CARD_SCENARIOS:
        return request.getfixturevalue("card_scenarios").outcomes[path.name].history
    return run_file(str(path)).history


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_a_captured_state_is_the_state_after_that_event(path, monkeypatch, request):
    h = _history(path, request)
    start = 0
    for k in range(1, len(h.results) + 1):
        before = h.results[k - 2].state if k > 1 else h.initial
        end = h._ends[k - 1]
        full = states_after_each_event(monkeypatch, before, h.actions[k - 1], k, start,
                                       h.finish[k - 1])
        for seq in range(start + 1, end + 1):
            got = apply(before, h.actions[k - 1], k, start, finish=h.finish[k - 1], capture=seq)
            assert got.events == tuple(h.events[start:seq]), f"{path.name}: event {seq}"
            assert got.captured == full[seq], f"{path.name}: the state after event {seq}"
            assert h.state_after(seq) == (full[seq] if seq < end else h.results[k - 1].state)
        start = end
