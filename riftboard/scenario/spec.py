"""A validated scenario file (SPEC section 2): frozen attrs values, no Qt, no engine.

Every entry keeps `line`, the 1-based line of its table header (`[[units]]`, `[[step]]`, ...),
so later errors (an illegal step, an unmet expectation) can point into the file.

`StepSpec.step` is the step itself, a value of its kind's class (riftboard/scenario/steps.py:
one class per step kind, its fields the step's keys, normalised).

`ExpectSpec.data` holds the keys the expectation gives, lists as tuples, with `holds`
defaulting to True for `condition` and `trigger`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
from attrs import evolve

from riftboard.engine import Value

if TYPE_CHECKING:
    from .puzzle import PuzzleSpec
    from .steps import Step

EXPECT_KINDS = ("kill", "survives", "damage_to", "no_damage_to", "condition", "trigger", "unit",
                "illegal_step", "draw", "player", "winner", "event")
RULESETS = ("1.4", "1.3")
DEFAULT_RULESET = "1.4"
#: the top-level keys only a format 2 file has (SPEC section 7; read in game_setup.py, which
#: a format 1 file never loads)
GAME_TOP_KEYS = ("mode", "victory_score", "phase", "runes", "seed")
#: the [[players]] keys only a format 2 file has
GAME_PLAYER_KEYS = ("points", "xp", "legend", "champion", "deck", "rune_deck", "pool", "banished")

#: Units in one combat (docs/testing.md, "Limits"). Combat damage makes every opposing unit a
#: source of each kill (417.6.c), so a combat's timeline grows with the square of its size: 250
#: units run in 0.3 s and print 13 MB of JSON; 999 took 4 s, 1 GB and 211 MB of JSON.
MAX_COMBAT_UNITS = 250


def combat_too_large(count: int) -> str | None:
    """The refusal for a combat of `count` units, or None when it is within the limit."""
    if count <= MAX_COMBAT_UNITS:
        return None
    return (f"a combat of {count:,} units is more than riftboard plays (at most "
            f"{MAX_COMBAT_UNITS} units in one combat: combat damage makes every opposing unit "
            "a source of each kill, 417.6.c, so the timeline grows with the square of its size)")


@attrs.frozen(kw_only=True, repr=False)
class PlayerSpec(Value):
    """A `[[players]]` entry."""

    id: str
    name: str | None = None
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class BattlefieldSpec(Value):
    """A `[[battlefields]]` entry: a library battlefield, or a plain one without `card`."""

    id: str
    card: str | None = None
    name: str | None = None
    controller: str | None = None  # the player who controls it (units can be played there)
    contested_by: str | None = None  # format 2: the player who contests it (190.3)
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class UnitSpec(Value):
    """A `[[units]]` entry: a library unit (`card`) or a vanilla unit (`name` + `might`)."""

    id: str
    card: str | None = None
    name: str | None = None
    might: int | None = None
    controller: str
    owner: str
    at: str
    damage: int = 0
    buffed: bool = False
    exhausted: bool = False
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class GearSpec(Value):
    """A `[[gear]]` entry: in its controller's base (`at`) or attached to a unit."""

    id: str
    card: str
    controller: str
    owner: str
    at: str | None = "base"
    exhausted: bool = False
    attached_to: str | None = None
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class CardSpec(Value):
    """A `[[hand]]` or `[[trash]]` entry."""

    id: str
    card: str
    owner: str
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class StepSpec(Value):
    """A `[[step]]`: its 1-based `index`, the step (riftboard/scenario/steps.py) and its line."""

    index: int
    step: Step
    line: int = 0

    @property
    def kind(self) -> str:
        """The step's kind (one of steps.STEP_KINDS)."""
        return self.step.kind


@attrs.frozen(kw_only=True, repr=False)
class ExpectSpec(Value):
    """An `[[expect]]`: its `kind` (one of EXPECT_KINDS) and its normalised keys."""

    kind: str
    data: dict[str, Any]
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class BranchSpec(Value):
    """A `[[session.branch]]`: another line that shares steps 1..`from_step` with `[[step]]`."""

    from_step: int
    name: str | None = None
    steps: tuple[StepSpec, ...] = ()
    line: int = 0


#: a judge's note is short: a line on the board, not an essay
MAX_NOTE = 200


@attrs.frozen(kw_only=True, repr=False)
class AnnotationSpec(Value):
    """A judge's drawing on the board (`[[session.arrow]]`, `[[session.note]]`): an arrow from
    one object to another, or a short note pinned to an object or to a point of the board.
    Not a step: it changes nothing in the game, and `run` and `check` ignore it."""

    kind: str  # arrow | note
    text: str = ""
    source: str | None = None  # an arrow's first object
    target: str | None = None  # an arrow's second object; the object a note is pinned to
    x: float | None = None  # a note pinned to a point of the board (scene coordinates)
    y: float | None = None
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class SessionSpec(Value):
    """The app's `[session]` table: the selected event, held items, the other branches, the
    judge's arrows and notes.

    `run` and `check` ignore it; `cursor` is the seq of the selected event (None: the last)."""

    cursor: int | None = None
    chain_open: bool = False
    branches: tuple[BranchSpec, ...] = ()
    annotations: tuple[AnnotationSpec, ...] = ()
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class ScenarioSpec(Value):
    """A whole scenario file, validated: setup, steps and expectations."""

    path: str | None = None
    format: int = 1
    title: str
    question: str | None = None
    ruleset: str = DEFAULT_RULESET
    turn_player: str
    rules: tuple[str, ...] = ()
    players: tuple[PlayerSpec, ...]
    battlefields: tuple[BattlefieldSpec, ...] = ()
    units: tuple[UnitSpec, ...] = ()
    gear: tuple[GearSpec, ...] = ()
    hand: tuple[CardSpec, ...] = ()
    trash: tuple[CardSpec, ...] = ()
    cards: tuple[dict, ...] = ()
    card_lines: tuple[int, ...] = ()
    steps: tuple[StepSpec, ...] = ()
    expects: tuple[ExpectSpec, ...] = ()
    session: SessionSpec | None = None
    game: Any = None  # format 2: game_setup.GameSpec (SPEC section 7)
    puzzle: PuzzleSpec | None = None  # a lesson with a goal instead of steps (scenario/puzzle.py)

    @property
    def player_ids(self) -> tuple[str, ...]:
        """The player ids, in file order."""
        return tuple(p.id for p in self.players)

    def without_locations(self) -> ScenarioSpec:
        """This spec with `path` cleared and every line number set to 0."""

        def strip(items):
            return tuple(evolve(item, line=0) for item in items)

        def strip_steps(items):
            return tuple(evolve(s, step=s.step.without_locations(), line=0) for s in items)

        session = self.session
        if session is not None:
            session = evolve(session, line=0, branches=tuple(
                evolve(b, line=0, steps=strip_steps(b.steps)) for b in session.branches),
                annotations=tuple(evolve(a, line=0) for a in session.annotations))
        game = self.game
        if game is not None:
            game = evolve(game, runes=strip(game.runes))
        puzzle = self.puzzle
        if puzzle is not None:
            puzzle = evolve(puzzle, line=0, goal=strip(puzzle.goal),
                            solution=strip_steps(puzzle.solution))
        return evolve(
            self, path=None, game=game, puzzle=puzzle, players=strip(self.players), battlefields=strip(self.battlefields),
            units=strip(self.units), gear=strip(self.gear), hand=strip(self.hand),
            trash=strip(self.trash), card_lines=(0,) * len(self.card_lines), steps=strip_steps(self.steps),
            expects=strip(self.expects), session=session)

    def same_content(self, other: ScenarioSpec) -> bool:
        """Whether both specs describe the same scenario, ignoring path and line numbers."""
        return self.without_locations() == other.without_locations()


def ruleset_notice(saved: str | None, shown: str, path: str | None = None) -> str:
    """"" when a file saved under `saved` is shown under that ruleset (or there is no file);
    else a sentence saying both, so that nobody reads one ruleset's numbers as the other's."""
    if not saved or saved == shown:
        return ""
    from pathlib import Path

    name = Path(path).name if path else "This file"
    return (f"{name} was saved under Core Rules {saved}; it is played under Core Rules {shown} "
            f"here: outcomes and rule numbers are {shown}'s.")
