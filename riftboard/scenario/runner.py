"""Run a scenario file headless: the timeline document of SPEC section 4."""

from __future__ import annotations

from pathlib import Path

from riftboard.cards.library import load_library
from riftboard.engine.errors import IllegalAction
from riftboard.engine.history import History
from riftboard.engine.might import might

from .build import initial_state, step_action
from .loader import load_scenario, parse_scenario
from .spec import ScenarioSpec

TIMELINE_FORMAT = "riftboard-timeline/1"


def object_json(state, o) -> dict:
    """An object as `final.objects` shows it."""
    unit = o.kind == "unit"
    perm = o.kind in ("unit", "gear")
    return {
        "name": o.name,
        "kind": o.kind,
        "controller": o.controller,
        "owner": o.owner,
        "zone": o.zone,
        "at": o.at if o.zone == "board" else None,
        "might": might(state, o) if unit else None,
        "damage": o.damage if unit else None,
        "attached_to": o.attached_to if o.zone == "board" else None,
        "exhausted": o.exhausted if perm else None,
        "stunned": o.stunned if perm else None,
        "buffed": o.buffed if perm else None,
    }


def objects_json(state) -> dict:
    return {o.id: object_json(state, o) for o in sorted(state.objects.values(), key=lambda o: o.order)}


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
            h = self.history
            final = h.state_after_step(len(h.results))
            self._timeline = {
                "format": TIMELINE_FORMAT,
                "title": self.spec.title,
                "ruleset": self.ruleset,
                "players": list(self.spec.player_ids),
                "events": [e.to_json() for e in h.events],
                "conditions": [c.to_json() for c in h.conditions],
                "final": {"objects": objects_json(final)},
                "error": self.error,
            }
        return self._timeline

    @property
    def board_before(self) -> dict:
        return objects_json(self.history.initial)

    def state_after_step(self, n: int) -> dict:
        return {"objects": objects_json(self.history.state_after_step(n))}


def play(spec: ScenarioSpec, library, ruleset: str | None = None) -> tuple[History, dict | None]:
    """Play every step; stop at the first illegal one (SPEC section 1, exit 3)."""
    state = initial_state(spec, library, ruleset)
    history = History(state)
    error = None
    last = len(spec.steps)
    for i, step in enumerate(spec.steps, start=1):
        try:
            # held items still on the chain at the end resolve with the last step's number
            history.push(step_action(step, history.state, library), finish=i == last)
        except IllegalAction as e:
            error = {"step": step.index, "message": str(e)}
            return history, error
    return history, error


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


def run_text(text: str, path: str = "<text>", ruleset: str | None = None, cards_dirs=()) -> RunOutput:
    base = load_library(cards_dirs)
    spec = parse_scenario(text, path, base)
    return run_spec(spec, scenario_library(spec, base), ruleset)


def lessons_dir() -> Path:
    from riftboard.cards.library import resources_dir

    return resources_dir() / "lessons"
