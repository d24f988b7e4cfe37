"""What a ruling report adds to the export document, read off the history: names (players by
display name, objects by name), each event's sentence in names, the Why text of each kill, the
glosses of the rules, and the setup as it really was (a board built by sandbox edits, such as
cards dragged onto a blank board, counts as the setup)."""

from __future__ import annotations

from riftboard.scenario.replay import objects_json

from .words import blocks_text, event_text, explain_blocks, player_label, rule_gloss

def setup_steps(steps) -> int:
    """How many leading steps are sandbox edits (the board they build is the setup; each step
    class says whether it is one, riftboard/scenario/steps.py)."""
    n = 0
    for step in steps:
        if not step.step.sandbox:
            break
        n += 1
    return n


def ruling_extras(history, steps, ruleset: str, upto: int | None = None) -> dict:
    """The keys `riftboard.report.export` reads besides the timeline: player_names,
    event_text, why (per kill seq), glosses, board_before (after the setup's sandbox edits)
    and setup_steps."""
    taken = len(history.results)
    upto = taken if upto is None else max(0, min(upto, taken))
    names = history.results[-1].state if history.results else history.initial
    events = [e for e in history.events if e.step <= upto]
    conditions = [c for c in history.conditions if c.step <= upto]
    k = min(setup_steps(steps), upto)
    glosses = {}
    for e in events:
        for r in e.rules:
            glosses.setdefault(r, rule_gloss(r, ruleset))
    return {
        "player_names": {p: player_label(names, p) for p in names.players},
        "event_text": {e.seq: event_text(e) for e in events},
        "why": {e.seq: blocks_text(explain_blocks(events, conditions, e.seq, names, ruleset,
                                                        history.state_after)[2:], ruleset)
                for e in events if e.kind == "kill"},
        "conditions_text": [_condition(c, events, names) for c in conditions],
        "glosses": glosses,
        "board_before": objects_json(history.state_after_step(k)),
        "setup_steps": k,
        "targets": _play_targets(events, steps),
    }


def _play_targets(events, steps) -> dict:
    """Every target of each play and activation (the timeline's `target` is its first only):
    the step's `targets`, by the event's seq."""
    steps = tuple(steps or ())
    out = {}
    for e in events:
        if e.kind in ("play", "activate") and 1 <= e.step <= len(steps):
            targets = getattr(steps[e.step - 1].step, "targets", ())
            if len(targets) > 1:
                out[e.seq] = list(targets)
    return out


def _condition(c, events, names) -> str:
    from .words import condition_words

    ev = events[c.seq - 1] if 1 <= c.seq <= len(events) else None
    return f"Step {c.step}: " + condition_words(c, ev, names)
