"""Issue 27 item 4: every `full` card's scenarios cover each of its instructions.

An instruction is one Effect of the card's definition (a spell's, or an ability's of its text or
of an Equipment's effect text; nested instructions too). It is covered when, in a scenario or
lesson that names the card, (a) the instruction ran: an event of a kind its primitive declares
(the ops registry's `events`) was made by the card, and (b) an expectation of that scenario
observes one such event: an `event` expectation of its kind (and target, if given), or a
`unit`, `kill`, `survives`, `damage_to`, `no_damage_to` or `player` expectation about its
target, a `draw` expectation of a draw, a `winner` expectation of a score or a victory.

An event is the card's when the card is among its sources or the objects credited with it, or
when it comes after a `resolve` of the card in the same step and before the next item resolves
or triggers (a fight's damage has the two units as sources, Challenge resolving before it).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from riftboard.cards.library import builtin_library
from riftboard.engine.ops.registry import REGISTRY
from riftboard.report.check import _Timeline
from riftboard.scenario.runner import run_file

from test_card_scenarios import SCENARIO_FILES, _named_cards

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "resources" / "lessons").glob("*.toml"))
LIBRARY = builtin_library()


@cache
def _files_naming() -> dict[str, tuple[Path, ...]]:
    out: dict[str, list[Path]] = {}
    for path in (*SCENARIO_FILES, *LESSONS):
        for name in _named_cards(path):
            out.setdefault(name, []).append(path)
    return {k: tuple(v) for k, v in out.items()}


@cache
def _run(path: Path):
    out = run_file(str(path))
    return out.timeline, tuple((e.kind, e.data) for e in out.spec.expects)


def _instructions(effects):
    for e in effects:
        yield e
        yield from _instructions(e.effects)


def instructions_of(card) -> list:
    """The card's instructions that make events, in text order."""
    found = list(_instructions(card.effects))
    for text in (card.text, card.grants):
        if text is not None:
            for ability in text.abilities:
                found += _instructions(ability.effects)
    return [e for e in found if e.op in REGISTRY and REGISTRY[e.op].events]


def _cards_events(view: _Timeline, name: str) -> list[dict]:
    """The events the card made (see the module's docstring); an ability an Equipment's effect
    text gives its unit is the Equipment's too (`granted_by`)."""
    names = {oid: obj.get("name") for oid, obj in view.objects.items()}

    def by_card(ref: dict) -> bool:
        return ref.get("name") == name or names.get(ref.get("granted_by")) == name

    mine = []
    resolving = None  # the step in which the card's item is resolving
    for ev in view.events:
        named = any(by_card(s) for s in (*ev["sources"], *ev["attributed_to"]))
        if ev["kind"] in ("resolve", "trigger", "play"):
            resolving = ev["step"] if (named and ev["kind"] == "resolve") else None
        elif resolving is not None and ev["step"] != resolving:
            resolving = None
        if named or resolving is not None:
            mine.append(ev)
    return mine


def _observes(view: _Timeline, expect: tuple[str, dict], ev: dict) -> bool:
    kind, data = expect
    value = data.get(kind)
    target = ev.get("target")
    if kind == "event":
        return value == ev["kind"] and (data.get("target") is None
                                        or view.designates(data["target"], target))
    if kind in ("unit", "kill", "survives", "damage_to", "no_damage_to"):
        return view.designates(value, target)
    if kind == "player":
        return value == target
    if kind == "draw":
        return ev["kind"] == "draw"
    if kind == "winner":
        return ev["kind"] in ("score", "victory")
    return False


def uncovered(card) -> list[str]:
    """What of the card's instructions its scenarios leave unchecked, in words."""
    files = _files_naming().get(card.name, ())
    problems = []
    for number, effect in enumerate(instructions_of(card), 1):
        kinds = REGISTRY[effect.op].events
        ran = observed = False
        for path in files:
            timeline, expects = _run(path)
            view = _Timeline(timeline)
            made = [ev for ev in _cards_events(view, card.name)
                    if ev["kind"] in kinds]
            ran = ran or bool(made)
            if any(_observes(view, x, ev) for x in expects for ev in made):
                observed = True
                break
        if not observed:
            how = ("ran, but no expectation checks what it did" if ran
                   else "never ran in its scenarios")
            problems.append(f"instruction {number} ({effect.op}: {', '.join(kinds)}) {how}")
    return problems


FULL = sorted(c.name for c in LIBRARY.cards()
              if c.modelled == "full" and instructions_of(c) and _files_naming().get(c.name))


def test_the_check_has_cards_to_check():
    assert len(FULL) > 200


@pytest.mark.parametrize("name", FULL)
def test_a_full_cards_scenarios_check_every_instruction(name):
    problems = uncovered(LIBRARY.get(name))
    assert not problems, f"{name}: " + "; ".join(problems)
