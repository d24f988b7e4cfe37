"""History: the steps taken, every event, and a cursor (time travel).

States are frozen, so undo, redo and jumping only move an index; acting after going back drops
the steps after the cursor and starts a new branch (DESIGN.md). The state at the end of every
step is kept; the state after an event inside a step is made again on demand by replaying that
one step (the engine is deterministic), which keeps the history small."""

from __future__ import annotations

import bisect

from .errors import IllegalAction
from .events import ConditionHeld, Event
from .game import StepResult, apply
from .state import GameState


class History:
    """Steps applied to an initial state."""

    CACHE_STATES = 4096  # states after events inside steps kept at once (they share most data)

    def __init__(self, initial: GameState):
        self.initial = initial
        self.actions: list[object] = []
        self.finish: list[bool] = []
        self.results: list[StepResult] = []
        self.events: list[Event] = []
        self.conditions: list[ConditionHeld] = []
        self._ends: list[int] = []  # number of events at the end of each step
        self._cond_ends: list[int] = []
        self.cursor = 0  # steps in effect
        self._cache: dict[int, GameState] = {}

    # -- acting ------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The state at the cursor."""
        return self.results[self.cursor - 1].state if self.cursor else self.initial

    def truncate(self) -> bool:
        """Drop the steps after the cursor; True if a branch was cut off."""
        if self.cursor == len(self.results):
            return False
        n = self._ends[self.cursor - 1] if self.cursor else 0
        c = self._cond_ends[self.cursor - 1] if self.cursor else 0
        del self.actions[self.cursor:]
        del self.finish[self.cursor:]
        del self.results[self.cursor:]
        del self._ends[self.cursor:]
        del self._cond_ends[self.cursor:]
        del self.events[n:]
        del self.conditions[c:]
        self._cache.clear()
        return True

    def push(self, action, finish: bool = False, asker=None) -> StepResult:
        """Apply an action as the next step; raises IllegalAction and changes nothing if refused.

        `finish`: also resolve what is held on the chain afterwards (the last step of a file).
        `asker`: asks the player the step's questions as they come up (engine/asker.py)."""
        cursor = self.cursor
        results = self.results
        if cursor:
            state = results[cursor - 1].state
            seq = self._ends[cursor - 1]
        else:
            state = self.initial
            seq = 0
        result = apply(state, action, cursor + 1, seq, finish=finish, asker=asker)
        if cursor != len(results):
            self.truncate()
        self.actions.append(action)
        self.finish.append(finish)
        results.append(result)
        events = self.events
        events.extend(result.events)
        conditions = self.conditions
        if result.conditions:
            conditions.extend(result.conditions)
        self._ends.append(len(events))
        self._cond_ends.append(len(conditions))
        self.cursor = len(results)
        return result

    def try_push(self, action) -> tuple[StepResult | None, str | None]:
        """push(), returning the refusal message instead of raising."""
        try:
            return self.push(action), None
        except IllegalAction as e:
            return None, str(e)

    # -- moving --------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.cursor > 0

    def can_redo(self) -> bool:
        return self.cursor < len(self.results)

    def undo(self) -> None:
        if self.cursor > 0:
            self.cursor -= 1

    def redo(self) -> None:
        if self.cursor < len(self.results):
            self.cursor += 1

    def jump_to(self, steps: int) -> None:
        self.cursor = max(0, min(steps, len(self.results)))

    # -- reading -------------------------------------------------------------------------------
    @property
    def visible_events(self) -> int:
        """How many events the steps up to the cursor made."""
        return self._ends[self.cursor - 1] if self.cursor else 0

    def step_of(self, seq: int) -> int:
        """The step (1-based) an event belongs to."""
        return bisect.bisect_left(self._ends, seq) + 1

    def state_after(self, seq: int) -> GameState:
        """The board just after event `seq` (1-based); 0 is the setup."""
        if seq <= 0 or not self.results:
            return self.initial
        seq = min(seq, len(self.events))
        k = self.step_of(seq)
        if seq == self._ends[k - 1]:
            return self.results[k - 1].state
        hit = self._cache.get(seq)
        if hit is not None:
            return hit
        # one replay of the step keeps the state after each of its events: a user steps
        # through a step's rows (a 250-unit combat has hundreds), and each would replay it
        before = self.results[k - 2].state if k > 1 else self.initial
        start = self._ends[k - 2] if k > 1 else 0
        res = apply(before, self.actions[k - 1], k, start, finish=self.finish[k - 1],
                    every_state=True)
        if len(self._cache) + len(res.every_state) > self.CACHE_STATES:
            self._cache.clear()
        self._cache.update(res.every_state)
        return res.every_state[seq]

    def state_after_step(self, step: int) -> GameState:
        if step <= 0 or not self.results:
            return self.initial
        return self.results[min(step, len(self.results)) - 1].state
