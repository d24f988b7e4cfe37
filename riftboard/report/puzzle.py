"""Puzzles (docs/scenarios.md, "Puzzles"): check a goal, search for a solution, check a file.

The solver tries the learner's legal steps breadth-first, so the first solution it finds is one
of the shortest: every play of a card in their hand with every legal target set, every activated
ability of what they control, a combat at each battlefield where both sides have units, each
standard move of one unit (or of all ready units at one place together), and the end of the turn.
Within a step, every answer to the learner's own questions ("you may", which unit, where to) is
tried, as the what-if explorer does (report/whatif.py); the opponent answers with SPEC section 2's
defaults. Each position is judged by the same check as `[[expect]]` (report/check.py). The search
is bounded by MAX_NODES positions and says so when it stops there.
"""

from __future__ import annotations

import attrs

from riftboard.engine import IllegalAction, Value, answers_to_keys, apply
from riftboard.scenario.build import initial_state, step_action
from riftboard.scenario.puzzle import hand_card_in_hand, step_refusal
from riftboard.scenario.replay import objects_json, replay
from riftboard.scenario.spec import StepSpec

from .check import Failure, verify
from .words import player_short
from .whatif import PathAsker, candidate_steps, default_answer, options_of, with_keys

__all__ = ["MAX_NODES", "Node", "SolveResult", "Verdict", "check_puzzle", "hint", "judge",
           "solution_text", "goal_failure_words", "goal_failures",
           "goal_tuples", "solve", "step_words", "timeline_of"]

MAX_NODES = 4_000  # positions the solver plays at most before it gives up (and says so)


@attrs.frozen(kw_only=True, repr=False)
class Node(Value):
    """A position of the search: the steps taken, the state and everything they made."""

    steps: tuple[StepSpec, ...] = ()
    state: object
    events: tuple = ()
    conditions: tuple = ()


@attrs.frozen(kw_only=True, repr=False)
class SolveResult(Value):
    """What the solver found: a solution (None when none), positions played, whether it was cut."""

    solution: tuple[StepSpec, ...] | None
    nodes: int
    cut: bool = False

    def why_none(self, steps: int) -> str:
        """In words, why there is no solution."""
        if self.cut:
            return (f"the solver stopped after {self.nodes:,} positions (its limit, "
                    f"{MAX_NODES:,}) without finding a solution in {steps} steps or fewer")
        return (f"no sequence of {steps} steps or fewer meets the goal "
                f"({self.nodes:,} positions tried)")


def goal_tuples(puzzle) -> list[tuple[str, dict, int | None]]:
    """The goal's tables as report.check.verify takes them."""
    return [(g.kind, dict(g.data), g.line or None) for g in puzzle.goal]


def timeline_of(node: Node) -> dict:
    """The part of a timeline document that the goal's checks read."""
    return {"events": [e.to_json() for e in node.events],
            "conditions": [c.to_json() for c in node.conditions],
            "final": {"objects": objects_json(node.state)}, "error": None}


def goal_failures(puzzle, timeline: dict) -> list[Failure]:
    """The goal parts a timeline does not meet (none: solved)."""
    return verify(timeline, goal_tuples(puzzle))


# --- the learner's moves ------------------------------------------------------------------------

def _candidates(puzzle, state, library, n: int):
    """The steps (number `n`) the learner could try here, before their questions are answered
    (report/whatif.py's enumeration of a player's moves)."""
    return candidate_steps(state, library, puzzle.player, puzzle.hand, puzzle.actions, n,
                           MAX_NODES)


def _children(puzzle, node: Node, library, budget: list[int]):
    """Each position one more step of the learner's reaches, with that step as a file would say
    it (its answers as keys). `budget[0]` counts down the positions still allowed."""
    state = node.state
    n = len(node.steps) + 1
    seq = len(node.events)
    for cand in _candidates(puzzle, state, library, n):
        try:
            action = step_action(cand, state, library)
        except IllegalAction:
            continue
        yield from _answers(puzzle, node, cand, action, n, seq, [], budget)


def _answers(puzzle, node: Node, cand: StepSpec, action, n: int, seq: int, path: list, budget):
    if budget[0] <= 0:
        return
    budget[0] -= 1
    asker = PathAsker(path)
    try:
        result = apply(node.state, action, n, seq, finish=True, asker=asker)
    except IllegalAction:
        result = None  # refused with these answers; another answer may still be legal
    asked = asker.asked
    if len(asked) > len(path):
        q = asked[len(path)]
        options = options_of(q) if q.player == puzzle.player else [default_answer(q)]
        for option in options:
            yield from _answers(puzzle, node, cand, action, n, seq, [*path, option], budget)
        return
    if result is None:
        return
    given = [(q, path[i] if i < len(path) else default_answer(q)) for i, q in enumerate(asked)]
    data = {}
    for key, value in answers_to_keys(given).items():
        if key == "may":
            value = {p: (v[0] if len(v) == 1 else list(v)) for p, v in value.items()}
        elif key == "choose":
            value = {p: tuple(v) for p, v in value.items()}
        data[key] = value
    step = with_keys(cand, data)
    yield Node(steps=(*node.steps, step), state=result.state,
               events=(*node.events, *result.events),
               conditions=(*node.conditions, *result.conditions))


def solve(spec, library, ruleset: str | None = None, *, max_nodes: int = MAX_NODES,
          start: Node | None = None, steps: int | None = None) -> SolveResult:
    """A shortest sequence of the learner's steps that meets the puzzle's goal, breadth-first
    from the setup (or from `start`, with `steps` left); None when there is none or the search
    hit `max_nodes` positions (`cut`)."""
    puzzle = spec.puzzle
    if start is None:
        start = Node(state=initial_state(spec, library, ruleset))
    left = puzzle.steps - len(start.steps) if steps is None else steps
    budget = [max_nodes]
    layer = [start]
    played = 0
    for _depth in range(left):
        nxt = []
        for node in layer:
            for child in _children(puzzle, node, library, budget):
                played += 1
                if not goal_failures(puzzle, timeline_of(child)):
                    return SolveResult(solution=child.steps[len(start.steps):], nodes=played)
                nxt.append(child)
            if budget[0] <= 0:
                return SolveResult(solution=None, nodes=played, cut=True)
        layer = nxt
        if not layer:
            break
    return SolveResult(solution=None, nodes=played)


def goal_failure_words(failure: Failure) -> str:
    """An unmet goal part as the learner reads it: which part, where in the file, and why."""
    if failure.expectation is None:
        return failure.message
    where = f"goal at line {failure.line}" if failure.line else "goal"
    return f"{where} ({failure.expectation}): {failure.message}"


# --- in words -----------------------------------------------------------------------------------

def _name(state, oid: str, me: str | None = None) -> str:
    """An object by name; another player's object says whose ("Bob's Playful Phantom")."""
    if oid == "base":
        return "your base"
    o = state.get(oid)
    if o is None:
        return oid
    if me is not None and o.controller not in (None, me) and o.kind != "battlefield":
        return f"{player_short(state, o.controller)}'s {o.name}"
    return o.name


def _names(state, ids, me: str | None = None) -> str:
    names = [_name(state, i, me) for i in ids]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def step_words(step: StepSpec, state, me: str | None = None) -> str:
    """A learner's step in words, with names as on the board `state` before it ("play Hextech
    Ray on Guard")."""
    d = step.step.table()
    k = step.kind
    if k == "play":
        text = f"play {d['play']}"
        if d.get("targets"):
            text += f" on {_names(state, d['targets'], me)}"
    elif k == "activate":
        o = state.get(d["activate"])
        host = o.name if o is not None else d["activate"]
        text = f"activate {host}'s ability {d.get('ability', 1)}"
        if d.get("targets"):
            text += f" on {_names(state, d['targets'], me)}"
    elif k == "combat":
        text = f"attack at {_name(state, d['combat'])} with {_names(state, d.get('attackers', ()), me)}"
    elif k == "standard_move":
        text = f"move {_names(state, d['standard_move'])} to {_name(state, d['to'])}"
    elif k == "end_turn":
        return "end the turn"
    else:
        text = k.replace("_", " ")
    extra = []
    if "to" in d and k != "standard_move":
        extra.append(f"to {_name(state, d['to'])}")
    for player, picks in (d.get("choose") or {}).items():
        picks = picks if isinstance(picks, list | tuple) else [picks]
        extra.append(f"{player_short(state, player)} chooses {_names(state, picks, me)}")
    may = d.get("may")
    if isinstance(may, dict):
        for player, said in may.items():
            said = said if isinstance(said, list | tuple) else [said]
            extra.append(f"{player_short(state, player)} answers " + ", ".join("yes" if s else "no" for s in said)
                         + " to “you may”")
    elif may is False:
        extra.append("answer no to “you may”")
    return text + (f" ({'; '.join(extra)})" if extra else "")


def solution_words(spec, library, steps, ruleset: str | None = None) -> list[str]:
    """Each step of a solution in words, named on the board before it."""
    history, _error = replay(spec, library, ruleset, steps=())
    out = []
    for step in steps:
        out.append(step_words(step, history.state, spec.puzzle.player))
        try:
            history.push(step_action(step, history.state, library), finish=True)
        except IllegalAction:
            break
    return out


# --- riftboard check --------------------------------------------------------------------------

def play_steps(spec, library, steps, ruleset: str | None = None):
    """Play the learner's `steps` from the setup, each checked against the puzzle's rules:
    (history, refusal) with refusal None or {"step", "message"}."""
    from riftboard.engine import History

    history = History(initial_state(spec, library, ruleset))
    for step in steps:
        why = step_refusal(spec.puzzle, history.state, step)
        if why is None:
            try:
                history.push(step_action(step, history.state, library), finish=True)
            except IllegalAction as e:
                why = str(e)
        if why is not None:
            return history, {"step": step.index, "message": why}
    return history, None


def check_puzzle(spec, library, ruleset: str | None = None) -> list[str]:
    """What is wrong with a puzzle, in words (empty: it is sound): its goal must not hold at the
    setup, its stated solution must meet it, and the solver must find a solution too."""
    puzzle = spec.puzzle
    problems = []
    setup = Node(state=initial_state(spec, library, ruleset))
    if not goal_failures(puzzle, timeline_of(setup)):
        problems.append("the goal already holds at the setup, before any step")
    history, refused = play_steps(spec, library, puzzle.solution, ruleset)
    if refused is not None:
        problems.append(f"the stated solution's step {refused['step']} is refused: "
                        f"{refused['message']}")
    else:
        node = Node(state=history.state, events=tuple(history.events),
                    conditions=tuple(history.conditions))
        failed = goal_failures(puzzle, timeline_of(node))
        if failed:
            problems.append(f"the stated solution does not meet the goal: "
                            f"{goal_failure_words(failed[0])}")
    found = solve(spec, library, ruleset)
    if found.solution is None:
        problems.append(found.why_none(puzzle.steps))
    return problems


def first_hint(spec, library, result: SolveResult, state) -> str | None:
    """The first step of a found solution, in words (a hint, never the whole answer)."""
    if not result.solution:
        return None
    return step_words(result.solution[0], state, spec.puzzle.player)


# --- the learner's attempt (the app's Lesson panel) -------------------------------------------

@attrs.frozen(kw_only=True, repr=False)
class Verdict(Value):
    """Where the learner's attempt stands: `status` is "solved", "open" (steps left, goal not
    met yet), "failed" (the step budget is spent) or "broken" (a step no puzzle move); `words`
    says it in one line and `failures` are the goal parts not met, in words."""

    status: str
    words: str
    taken: int
    failures: tuple[str, ...] = ()


def judge(spec, library, steps, ruleset: str | None = None) -> Verdict:
    """Check the learner's `steps` (the line up to the board's cursor) against the puzzle."""
    puzzle = spec.puzzle
    steps = tuple(steps)
    taken = len(steps)
    history, refused = play_steps(spec, library, steps, ruleset)
    if refused is not None:
        return Verdict(status="broken", taken=taken,
                       words=f"Step {refused['step']} is not a move of this puzzle: "
                             f"{refused['message']}. Undo it (Ctrl+Z) and try another way.")
    node = Node(state=history.state, events=tuple(history.events),
                conditions=tuple(history.conditions))
    failed = tuple(goal_failure_words(f) for f in goal_failures(puzzle, timeline_of(node)))
    if not failed:
        return Verdict(status="solved", taken=taken,
                       words=f"Solved in {taken} step{'s' if taken != 1 else ''}!")
    if taken > puzzle.steps:
        return Verdict(status="broken", taken=taken, failures=failed,
                       words=f"That is {taken} steps; this puzzle allows {puzzle.steps}. "
                             f"Undo (Ctrl+Z) and try a shorter way.")
    if taken == puzzle.steps:
        return Verdict(status="failed", taken=taken, failures=failed,
                       words=f"Not solved: every step is used and {len(failed)} part"
                             f"{'s' if len(failed) != 1 else ''} of the goal "
                             f"{'are' if len(failed) != 1 else 'is'} not met. Undo (Ctrl+Z) "
                             f"to try again.")
    left = puzzle.steps - taken
    return Verdict(status="open", taken=taken, failures=failed,
                   words=f"{taken} of {puzzle.steps} steps taken; {left} left.")


def hint(spec, library, steps, ruleset: str | None = None) -> str:
    """The next step of a solution from the learner's position, in words (or from the setup when
    their steps lead nowhere): one step, never the whole answer."""
    puzzle = spec.puzzle
    steps = tuple(steps)
    history, refused = play_steps(spec, library, steps, ruleset)
    if refused is None and len(steps) < puzzle.steps:
        start = Node(steps=steps, state=history.state, events=tuple(history.events),
                     conditions=tuple(history.conditions))
        found = solve(spec, library, ruleset, start=start)
        if found.solution:
            return f"Next: {step_words(found.solution[0], history.state, puzzle.player)}."
    found = solve(spec, library, ruleset)
    if not found.solution:
        return found.why_none(puzzle.steps).capitalize() + "."
    first = step_words(found.solution[0], initial_state(spec, library, ruleset), puzzle.player)
    where = "From the setup" if steps else "First"
    extra = " (your steps so far lead nowhere in the steps left: undo them)" if steps else ""
    return f"{where}: {first}{extra}."


def solution_text(spec, library, ruleset: str | None = None) -> list[str]:
    """A whole solution, step by step in words: the solver's (a shortest one), else the file's."""
    found = solve(spec, library, ruleset)
    steps = found.solution or spec.puzzle.solution
    return solution_words(spec, library, steps, ruleset)
