"""A lesson's `[puzzle]` table (docs/scenarios.md, "Puzzles"): a goal instead of a question.

A puzzle sets up a board, gives the learner a few cards in hand and a budget of steps, and states
what must hold at the end in `[[puzzle.goal]]` tables of the same shape as `[[expect]]`. The
learner supplies the steps, so the file's own `[[step]]` and `[[expect]]` lists stay empty;
`[[puzzle.solution]]` holds a stated solution in `[[step]]` shape, which `riftboard check`
plays (riftboard.report.puzzle also searches for a solution of its own).

The loader calls `read_puzzle` with its reader, so every key is checked the way the rest of the
file is, and an error names the file, the line and the key (`puzzle.goal[2].kill`).
"""

from __future__ import annotations

from typing import Any

import attrs

from riftboard.engine import Value

from .spec import ExpectSpec, StepSpec

__all__ = ["LEVELS", "PUZZLE_ACTIONS", "PUZZLE_KEYS", "PuzzleSpec", "read_puzzle"]

PUZZLE_KEYS = ("text", "player", "hand", "steps", "actions", "level", "hint", "goal", "solution")
#: what the learner may do in a puzzle step (the step kinds of SPEC section 2 that are game
#: actions: sandbox edits are no moves of a puzzle)
PUZZLE_ACTIONS = ("play", "activate", "combat", "standard_move", "end_turn")
LEVELS = ("easy", "medium", "hard")
MAX_PUZZLE_STEPS = 6  # a puzzle is a short problem; the solver's search grows fast with steps


@attrs.frozen(kw_only=True, repr=False)
class PuzzleSpec(Value):
    """A validated `[puzzle]` table."""

    text: str                          # the goal in words, shown to the learner
    player: str                        # the learner's player id
    hand: tuple[str, ...]              # ids of `[[hand]]` cards the learner may play
    steps: int                         # at most this many steps
    actions: tuple[str, ...]           # the step kinds the learner may use
    level: str                         # easy | medium | hard
    hint: str | None = None
    goal: tuple[ExpectSpec, ...] = ()
    solution: tuple[StepSpec, ...] = ()
    line: int = 0


def read_puzzle(reader, doc: dict[str, Any], hand_specs=()) -> PuzzleSpec | None:
    """The file's `[puzzle]` as a PuzzleSpec (None without one), checked with the loader's
    `reader` after the setup (`hand_specs`: its `[[hand]]`), `[[step]]` and `[[expect]]` were
    read."""
    from .loader import _Loc, _show  # the loader's own location helpers (no import cycle)

    table = doc.get("puzzle")
    if table is None:
        return None
    lines = reader.lines
    top = _Loc("", None, lines.top.keys)
    if not isinstance(table, dict):
        reader.fail(f"expected a [puzzle] table, got {_show(table)}", top, "puzzle")
    headers = lines.tables.get("puzzle", [])
    loc = _Loc("puzzle", headers[0].line, headers[0].keys) if headers else top.inline("puzzle")
    reader.check_keys(table, PUZZLE_KEYS, loc)
    # [[step]] tables, if any, are the learner's attempt so far (a puzzle saved in the app);
    # the stated solution and the solver start from the setup
    if doc.get("expect"):
        reader.fail("a puzzle's goal goes in [[puzzle.goal]] tables, not in [[expect]]", top,
                    "expect")

    text = reader.string(reader.require(table, "text", loc, "the goal in words"), loc, "text")
    if not text.strip():
        reader.fail("the goal's words are empty", loc, "text")
    player = reader.player(table.get("player", reader.players[0]), loc, "player")
    steps = reader.whole(reader.require(table, "steps", loc, "the most steps the learner may "
                                        "take"), loc, "steps", 1)
    if steps > MAX_PUZZLE_STEPS:
        reader.fail(f"at most {MAX_PUZZLE_STEPS} steps in a puzzle, got {steps}", loc, "steps")
    level = reader.one_of(reader.require(table, "level", loc, '"easy", "medium" or "hard"'),
                          LEVELS, loc, "level")
    hint = table.get("hint")
    if hint is not None:
        hint = reader.string(hint, loc, "hint")
    actions = table.get("actions", list(PUZZLE_ACTIONS))
    if not isinstance(actions, list) or not actions:
        reader.fail(f'expected a list of step kinds, e.g. ["play", "combat"], got '
                    f"{_show(actions)}", loc, "actions")
    actions = tuple(reader.one_of(a, PUZZLE_ACTIONS, loc, "actions") for a in actions)

    hand_value = table.get("hand", [])
    hand = reader.id_list(hand_value, loc, "hand", "card", "a card in [[hand]]")
    in_hand = {c.id: c for c in hand_specs}
    for i, cid in enumerate(hand, 1):
        card = in_hand.get(cid)
        if card is None:
            reader.fail(f'"{cid}" is in [[trash]], not in [[hand]]', loc, "hand", i)
        if card.owner != player:
            reader.fail(f'"{cid}" is {card.owner}\'s card; the learner is {player}', loc,
                        "hand", i)
    if len(set(hand)) != len(hand):
        reader.fail("a card is listed twice", loc, "hand")

    goal_tables = _tables(reader, table, "goal", loc, _show)
    if not goal_tables:
        reader.fail("a puzzle needs at least one [[puzzle.goal]] table", loc)
    goal = []
    for t, gloc in goal_tables:
        if "illegal_step" in t:
            reader.fail("a goal says what must hold at the end; `illegal_step` is no goal",
                        gloc, "illegal_step")
        goal.append(reader.read_expect(t, gloc, steps))

    saved = reader.snapshot()  # ids the stated solution makes up stay its own
    solution = []
    for i, (t, sloc) in enumerate(_tables(reader, table, "solution", loc, _show), 1):
        step = reader.read_step(t, sloc, i)
        if step.kind not in actions:
            reader.fail(f"a `{step.kind}` step is not one of this puzzle's actions "
                        f"({', '.join(actions)})", sloc, step.kind, named=False)
        solution.append(step)
    reader.ids, reader.kinds, reader.gear_cards = saved
    if not solution:
        reader.fail("a puzzle needs its stated solution: [[puzzle.solution]] tables in "
                    "[[step]] shape", loc)
    if len(solution) > steps:
        reader.fail(f"the stated solution takes {len(solution)} steps, more than `steps` "
                    f"({steps})", loc, "steps")
    return PuzzleSpec(text=text, player=player, hand=hand, steps=steps, actions=actions,
                      level=level, hint=hint, goal=tuple(goal), solution=tuple(solution),
                      line=loc.line or 0)


def _tables(reader, table: dict, name: str, loc, show) -> list:
    """The `[[puzzle.NAME]]` tables with their locations (`puzzle.NAME[i]`)."""
    from .loader import _Loc

    value = table.get(name, [])
    if not isinstance(value, list) or not all(isinstance(t, dict) for t in value):
        reader.fail(f"expected [[puzzle.{name}]] tables, got {show(value)}", loc, name)
    headers = reader.lines.tables.get(f"puzzle.{name}", [])
    out = []
    for i, t in enumerate(value, 1):
        if len(headers) == len(value):
            out.append((t, _Loc(f"puzzle.{name}[{i}]", headers[i - 1].line, headers[i - 1].keys)))
        else:
            out.append((t, _Loc(f"puzzle.{name}[{i}]", loc.line_of(name))))
    return out


def hand_card_in_hand(puzzle: PuzzleSpec, state, name: str):
    """The first of the puzzle's hand cards named `name` still in the learner's hand, or None."""
    low = str(name).lower()
    for cid in puzzle.hand:
        o = state.get(cid)
        if o is not None and o.zone == "hand" and o.name.lower() == low:
            return o
    return None


def step_refusal(puzzle: PuzzleSpec, state, step: StepSpec) -> str | None:
    """Why the learner may not take `step` in this puzzle now (None: they may): only the
    puzzle's kinds of step, as its player, playing only the cards it gives them."""
    d = step.step.table()
    me = puzzle.player
    if step.kind not in puzzle.actions:
        return (f"this puzzle allows only {', '.join(puzzle.actions)}: "
                f"a `{step.kind}` step is not one of its moves")
    if step.kind == "play":
        if d.get("by", state.turn_player) != me:
            return f"in this puzzle you play as {me}"
        if hand_card_in_hand(puzzle, state, d["play"]) is None:
            return f"{d['play']} is not one of the cards in your hand"
    elif step.kind == "activate":
        o = state.get(d["activate"])
        if o is None or o.controller != me:
            return "you may activate only abilities of objects you control"
    elif step.kind == "combat":
        for uid in d.get("attackers", ()):
            o = state.get(uid)
            if o is None or o.controller != me:
                return "only your units attack in this puzzle"
    elif step.kind == "standard_move":
        for uid in d.get("standard_move", ()):
            o = state.get(uid)
            if o is None or o.controller != me:
                return "you may move only your own units"
    return None
