"""Write a ScenarioSpec back to scenario TOML (SPEC section 2), atomically (riftboard.atomic).

The text is written in the order of the spec's example, with small values as inline tables and
defaults left out, so a saved file reads like a hand-written one; `[[cards]]` tables are written
as they are (as [[cards]] tables, never an inline array). Loading the text again gives the same spec.
"""

from __future__ import annotations

import os
import re
from typing import Any

from riftboard.atomic import write_atomic
from riftboard.scenario.spec import (
    DEFAULT_RULESET,
    BattlefieldSpec,
    CardSpec,
    GearSpec,
    PlayerSpec,
    ScenarioSpec,
    SessionSpec,
    StepSpec,
    UnitSpec,
)

__all__ = ["dump_scenario", "save_scenario"]

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
            "\r": "\\r"}
# Expectation keys left out when they hold their default (a step leaves out its own: steps.py).
_EXPECT_DEFAULTS = {"holds": True}


def dump_scenario(spec: ScenarioSpec) -> str:
    """The scenario as TOML text that `parse_scenario` reads back to an equal spec."""
    # format 2's keys are written by its setup's module, which the app's start (a format 1
    # lesson) does not load: this module is imported then, for the step classes' entry_table
    from riftboard.scenario import game_setup

    top: dict[str, Any] = {"format": spec.format, "title": spec.title}
    if spec.question is not None:
        top["question"] = spec.question
    top["ruleset"] = spec.ruleset if spec.ruleset else DEFAULT_RULESET
    if spec.players and spec.turn_player != spec.players[0].id:
        top["turn_player"] = spec.turn_player
    if spec.rules:
        top["rules"] = list(spec.rules)
    game = spec.game
    if game is not None:  # format 2 (SPEC section 7)
        top.update(game_setup.top_keys(game))
    parts = [_table(top)]
    if game is None:
        parts += [_section("players", _player(p)) for p in spec.players]
    else:
        parts += [_section("players", {**_player(p), **game_setup.player_keys(s)})
                  for p, s in zip(spec.players, game.sides)]
    parts += [_section(name, table) for name, table in _setup(spec)]
    if game is not None:
        parts += [_section("runes", game_setup.rune_table(rn)) for rn in game.runes]
    parts += [_section("step", _step(step)) for step in spec.steps]
    for expect in spec.expects:
        data = {k: v for k, v in expect.data.items() if _EXPECT_DEFAULTS.get(k, ...) != v}
        parts.append(_section("expect", _kind_first(expect.kind, data)))
    if spec.puzzle is not None:  # a puzzle's goal and solution (scenario/puzzle.py)
        parts += _puzzle(spec.puzzle)
    # [[cards]] tables, never an inline `cards = [...]` array: after the [[step]] tables that
    # key would belong to the last step
    parts += [_section("cards", dict(c)) for c in spec.cards]
    if spec.session is not None:
        parts += _session(spec.session)
    return "\n".join(parts)


def _step(step: StepSpec) -> dict:
    return step.step.table()


def _puzzle(p) -> list[str]:
    """`[puzzle]`, then its `[[puzzle.goal]]` and `[[puzzle.solution]]` tables."""
    from riftboard.scenario.puzzle import PUZZLE_ACTIONS

    top: dict[str, Any] = {"text": p.text, "player": p.player}
    if p.hand:
        top["hand"] = list(p.hand)
    top["steps"] = p.steps
    if tuple(p.actions) != PUZZLE_ACTIONS:
        top["actions"] = list(p.actions)
    top["level"] = p.level
    if p.hint is not None:
        top["hint"] = p.hint
    parts = [f"[puzzle]\n{_table(top)}"]
    for goal in p.goal:
        data = {k: v for k, v in goal.data.items() if _EXPECT_DEFAULTS.get(k, ...) != v}
        parts.append(_section("puzzle.goal", _kind_first(goal.kind, data)))
    parts += [_section("puzzle.solution", _step(step)) for step in p.solution]
    return parts


def _session(session: SessionSpec) -> list[str]:
    """`[session]` last: it is the app's, and TOML puts its sub-tables after it."""
    top: dict[str, Any] = {}
    if session.cursor is not None:
        top["cursor"] = session.cursor
    if session.chain_open:
        top["chain_open"] = True
    parts = [f"[session]\n{_table(top)}"]
    for branch in session.branches:
        head = _without_none({"from_step": branch.from_step, "name": branch.name})
        parts.append(f"[[session.branch]]\n{_table(head)}")
        parts += [f"[[session.branch.step]]\n{_table(_step(step))}" for step in branch.steps]
    for a in session.annotations:  # the judge's arrows and notes (SPEC section 2)
        if a.kind == "arrow":
            data = {"from": a.source, "to": a.target, "text": a.text or None}
        else:
            data = {"text": a.text, "on": a.target, "x": a.x, "y": a.y}
        parts.append(f"[[session.{a.kind}]]\n{_table(_without_none(data))}")
    return parts


def save_scenario(spec: ScenarioSpec, path: str | os.PathLike) -> None:
    """Write the scenario to `path` whole or not at all (riftboard.atomic: through a link to a
    regular file, keeping an existing file's mode; errors name `path`)."""
    write_atomic(path, dump_scenario(spec))


def _setup(spec: ScenarioSpec) -> list[tuple[str, dict]]:
    """The setup tables, in their file order when every entry has a line (the engine breaks
    some ties by file order across units and gear), else grouped by kind."""
    entries = [*(("battlefields", b.line, _battlefield(b)) for b in spec.battlefields),
               *(("units", u.line, _unit(u)) for u in spec.units),
               *(("gear", g.line, _gear(g)) for g in spec.gear),
               *(("hand", c.line, _card(c)) for c in spec.hand),
               *(("trash", c.line, _card(c)) for c in spec.trash)]
    if all(line > 0 for _, line, _ in entries):
        entries.sort(key=lambda entry: entry[1])
    return [(name, table) for name, _, table in entries]


def _player(p: PlayerSpec) -> dict:
    return _without_none({"id": p.id, "name": p.name})


def _battlefield(b: BattlefieldSpec) -> dict:
    return _without_none({"id": b.id, "card": b.card, "name": b.name, "controller": b.controller,
                          "contested_by": b.contested_by})


def _unit(u: UnitSpec) -> dict:
    table = {"id": u.id, "card": u.card, "name": u.name, "might": u.might,
             "controller": u.controller}
    if u.owner != u.controller:
        table["owner"] = u.owner
    table["at"] = u.at
    if u.damage:
        table["damage"] = u.damage
    if u.buffed:
        table["buffed"] = True
    if u.exhausted:
        table["exhausted"] = True
    return _without_none(table)


def _gear(g: GearSpec) -> dict:
    table = {"id": g.id, "card": g.card, "controller": g.controller}
    if g.owner != g.controller:
        table["owner"] = g.owner
    if g.attached_to is not None:
        table["attached_to"] = g.attached_to
    else:
        table["at"] = g.at or "base"
    if g.exhausted:
        table["exhausted"] = True
    return table


def _card(c: CardSpec) -> dict:
    return {"id": c.id, "card": c.card, "owner": c.owner}


def entry_table(entry: UnitSpec | GearSpec) -> dict:
    """A unit or gear entry as its setup table (an `add` step writes one inline)."""
    return _unit(entry) if isinstance(entry, UnitSpec) else _gear(entry)


def _without_none(table: dict) -> dict:
    return {k: v for k, v in table.items() if v is not None}


def _kind_first(kind: str, data: dict) -> dict:
    """The kind key first: for an expectation, the first kind key decides what it is."""
    return {kind: data[kind], **{k: v for k, v in data.items() if k != kind}}


def _section(name: str, table: dict) -> str:
    return f"[[{name}]]\n{_table(table)}"


def _table(table: dict) -> str:
    return "".join(f"{_key(k)} = {_value(v)}\n" for k, v in table.items())


def _key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else _string(key)


def _value(value: Any) -> str:
    """A TOML value on one line: lists as arrays, dicts as inline tables."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):  # designer card tables may hold any TOML value
        if value != value:
            return "nan"
        if value in (float("inf"), float("-inf")):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list | tuple):
        return f"[{', '.join(_value(v) for v in value)}]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        return f"{{ {', '.join(f'{_key(k)} = {_value(v)}' for k, v in value.items())} }}"
    raise TypeError(f"cannot write {type(value).__name__} in a scenario: {value!r}")


def _string(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    out = []
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch < " " or ch == "\x7f":
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return f'"{"".join(out)}"'
