"""One replay of a scenario's steps, and the documents made from it (SPEC sections 2 and 4).

The CLI's `run`, `check` and `export`, the reports and the app's Session all play a file
through `replay` and describe what it made with `timeline_document` and `export_document`, so
a file shows the same events everywhere.

Items still held on the chain after the last step (`hold = true`): `run` and `check` resolve
them at the end, with the last step's number (SPEC section 2). The app does the same, unless the
file's `[session]` says `chain_open = true` (the app saved a board with items held): then they
stay held, as the user left them. So a lesson opened in the app shows what `run` prints, and a
board saved with a held spell reopens with the spell still held.
"""

from __future__ import annotations

from collections.abc import Iterable

from riftboard.engine import History, IllegalAction
from riftboard.engine import current_might

from .build import initial_state, step_action
from .spec import MAX_COMBAT_UNITS, ScenarioSpec, StepSpec, combat_too_large

__all__ = ["MAX_COMBAT_UNITS", "TIMELINE_FORMAT", "combat_too_large", "cut_timeline", "export_document", "objects_json", "push_step",
           "replay", "resolves_at_end", "timeline_document"]

TIMELINE_FORMAT = "riftboard-timeline/1"

def _combat_units(state, step: StepSpec) -> int:
    """Units that would fight: those named, and every unit at the battlefield (all take part)."""
    where = step.step.combat
    named = {*step.step.attackers, *step.step.defenders}
    here = {o.id for o in state.objects.values()
            if o.kind == "unit" and o.zone == "board" and o.at == where}
    return len(named | here)


def resolves_at_end(spec: ScenarioSpec, *, app: bool) -> bool:
    """Whether held items resolve after the last step: always for run/check, in the app unless
    `[session] chain_open = true`."""
    return not (app and spec.session is not None and spec.session.chain_open)


def push_step(history: History, step: StepSpec, library, *, finish: bool = False,
              asker=None) -> str | None:
    """Apply one step at the history's cursor; the refusal message, or None when it was taken.
    `asker`: asks the player the step's questions as they come up (the app's; a cancelled
    question refuses the step and changes nothing).

    A combat larger than MAX_COMBAT_UNITS is refused before it is applied."""
    if step.kind == "combat":
        refused = combat_too_large(_combat_units(history.state, step))
        if refused is not None:
            return refused
    try:
        history.push(step_action(step, history.state, library), finish=finish, asker=asker)
    except IllegalAction as e:
        return str(e)
    return None


def replay(spec: ScenarioSpec, library, ruleset: str | None = None, *,
           resolve_at_end: bool = True, steps: Iterable[StepSpec] | None = None,
           ) -> tuple[History, dict | None]:
    """Play the setup and every step; stop at the first illegal one (SPEC section 1, exit 3).

    Returns the history and the error (`{"step", "message"}`) or None."""
    history = History(initial_state(spec, library, ruleset))
    steps = tuple(spec.steps if steps is None else steps)
    last = len(steps)
    for i, step in enumerate(steps, start=1):
        message = push_step(history, step, library, finish=resolve_at_end and i == last)
        if message is not None:
            return history, {"step": step.index, "message": message}
    return history, None


# -- documents -------------------------------------------------------------------------------

def object_json(state, o) -> dict:
    """An object as `final.objects` shows it."""
    unit = o.kind == "unit"
    perm = o.kind in ("unit", "gear")
    ready = perm or o.kind in ("rune", "legend")  # format 2: runes and legends exhaust too
    return {
        "name": o.name,
        "kind": o.kind,
        "controller": o.controller,
        "owner": o.owner,
        "zone": o.zone,
        # a face-down card is at the battlefield whose Facedown Zone holds it (107.3.a)
        "at": o.at if o.zone in ("board", "facedown") else None,
        "might": current_might(state, o) if unit else None,
        "damage": o.damage if unit else None,
        "attached_to": o.attached_to if o.zone == "board" else None,
        "exhausted": o.exhausted if ready else None,
        "stunned": o.stunned if perm else None,
        "buffed": o.buffed if perm else None,
    }


def objects_json(state) -> dict:
    """Every object of a state, in file order, as `final.objects` shows them."""
    return {o.id: object_json(state, o) for o in sorted(state.objects.values(), key=lambda o: o.order)}


def final_json(state) -> dict:
    """`final` of a timeline: the objects, and in format 2 the players, the phase, whose turn
    it is and the winner (SPEC section 7)."""
    out = {"objects": objects_json(state)}
    game = state.game
    if game is not None:
        players = {}
        for pid, s in zip(state.players, game.sides):
            players[pid] = {
                "points": s.points, "xp": s.xp, "hand": state.hand_size(pid),
                "deck": None if s.deck is None else len(s.deck),
                "pool": s.pool_json(),
                "legend": s.legend,
            }
        out["players"] = players
        sd = game.showdown
        out["phase"] = game.phase if sd is None else ("combat" if sd.combat else "showdown")
        out["turn_player"] = state.turn_player
        out["winner"] = game.winner
    return out


def timeline_document(title: str, ruleset: str, players: Iterable[str], history: History,
                      error: dict | None = None, upto: int | None = None) -> dict:
    """The timeline document (SPEC section 4) of the steps 1..`upto` (default: every step)."""
    taken = len(history.results)
    events, conditions = history.events, history.conditions
    if upto is not None and upto < taken:
        events = [e for e in events if e.step <= upto]
        conditions = [c for c in conditions if c.step <= upto]
    doc = {
        "format": TIMELINE_FORMAT,
        "title": title,
        "ruleset": ruleset,
        "players": list(players),
        "events": [e.to_json() for e in events],
        "conditions": [c.to_json() for c in conditions],
        "final": final_json(history.state_after_step(taken if upto is None else upto)),
        "error": error,
    }
    return doc if upto is None else cut_timeline(doc, upto)


def cut_timeline(doc: dict, upto: int, final: dict | None = None) -> dict:
    """A timeline document as after step `upto`: later events, conditions and a later refused
    step left out; `final` (the board after that step) replaces the document's when given."""
    doc = dict(doc)
    doc["events"] = [e for e in doc.get("events") or () if e.get("step", 0) <= upto]
    doc["conditions"] = [c for c in doc.get("conditions") or () if c.get("step", 0) <= upto]
    error = doc.get("error")
    if error and error.get("step", 0) > upto:
        doc["error"] = None
    if final is not None:
        doc["final"] = final
    return doc


def export_document(timeline: dict, spec: ScenarioSpec, board_before: dict) -> dict:
    """What a ruling report (Markdown, HTML) is made from: the timeline, the scenario's
    question and rules, and the board before (`objects_json` of the setup)."""
    return {
        "timeline": timeline,
        "question": spec.question,
        "rules": list(spec.rules or ()),
        "board_before": board_before,
        "ruleset": timeline.get("ruleset"),
    }
