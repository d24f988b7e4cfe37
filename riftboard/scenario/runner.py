"""Run a scenario file headless (`run`, `check`, `export`): one replay, its timeline document."""

from __future__ import annotations

from pathlib import Path

from riftboard.cards.library import load_library
from riftboard.engine import History

from .loader import load_scenario, parse_scenario
from .replay import (
    TIMELINE_FORMAT,
    export_document,
    final_json,
    object_json,
    objects_json,
    replay,
    timeline_document,
)
from .spec import ScenarioSpec

__all__ = ["TIMELINE_FORMAT", "RunOutput", "object_json", "objects_json", "play", "run_file",
           "run_spec", "run_text", "scenario_library"]


class RunOutput:
    """A played scenario: its spec, history, timeline document and the board before."""

    def __init__(self, spec: ScenarioSpec, library, history: History, error, ruleset: str):
        self.spec = spec
        self.library = library
        self.history = history
        self.error = error
        self.ruleset = ruleset
        self._timeline = None

    @property
    def timeline(self) -> dict:
        if self._timeline is None:
            self._timeline = self.timeline_upto(None)
        return self._timeline

    def timeline_upto(self, step: int | None) -> dict:
        """The timeline as after step N (None: the end): later events and errors left out."""
        return timeline_document(self.spec.title, self.ruleset, self.spec.player_ids,
                                 self.history, self.error, step)

    def export_document(self, step: int | None = None) -> dict:
        """The document a ruling report is made from (riftboard.report.export)."""
        return export_document(self.timeline_upto(step), self.spec, self.board_before)

    @property
    def board_before(self) -> dict:
        return objects_json(self.history.initial)

    def state_after_step(self, n: int) -> dict:
        return final_json(self.history.state_after_step(n))


def play(spec: ScenarioSpec, library, ruleset: str | None = None) -> tuple[History, dict | None]:
    """Play every step as `run` does; held items resolve at the end (riftboard.scenario.replay)."""
    return replay(spec, library, ruleset, resolve_at_end=True)


def run_spec(spec: ScenarioSpec, library, ruleset: str | None = None) -> RunOutput:
    rs = ruleset or spec.ruleset
    history, error = play(spec, library, rs)
    return RunOutput(spec, library, history, error, rs)


def scenario_library(spec: ScenarioSpec, base):
    if spec.cards:
        return base.extend(list(spec.cards), spec.path or "<scenario>", list(spec.card_lines))
    return base


def run_file(path: str, ruleset: str | None = None, cards_dirs=()) -> RunOutput:
    """Load, validate and play a scenario file. Raises InvalidScenario for a bad file."""
    base = load_library(cards_dirs)
    spec = load_scenario(path, base)
    return run_spec(spec, scenario_library(spec, base), ruleset)


def run_text(text: str, path: str = "<text>", ruleset: str | None = None, cards_dirs=(),
             doc=None) -> RunOutput:
    """run_file for text already read (`doc`: that text already parsed, if it was)."""
    base = load_library(cards_dirs)
    spec = parse_scenario(text, path, base, doc)
    return run_spec(spec, scenario_library(spec, base), ruleset)


def lessons_dir() -> Path:
    from riftboard.cards.library import resources_dir

    return resources_dir() / "lessons"
