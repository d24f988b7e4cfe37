"""A validated scenario file (SPEC section 2): frozen values, no Qt, no engine.

Every entry keeps `line`, the 1-based line of its table header (`[[units]]`, `[[step]]`, ...),
so later errors (an illegal step, an unmet expectation) can point into the file.

`StepSpec.data` holds the keys the step gives, normalised:

- every list (`targets`, `attackers`, `defenders`) is a tuple of ids;
- `choose` is a dict player id -> tuple of ids (a single id becomes a 1-tuple);
- `may` is a bool or a dict player id -> bool;
- `add` is a `UnitSpec` or `GearSpec` (owner filled in, `at` defaulted as in setup);
- defaults always present: `play` and `activate` get `targets=()`, `may=True`, `hold=False`;
  `activate` gets `ability=1`; `combat` gets `defenders=()`, `may=True`; `end_turn` is True.
  `by` is present only when given (its default depends on the state when the step runs).

`ExpectSpec.data` holds the keys the expectation gives, lists as tuples, with `holds`
defaulting to True for `condition` and `trigger`.
"""

from __future__ import annotations

from typing import Any

import attrs
from attrs import evolve

STEP_KINDS = ("play", "activate", "combat", "standard_move", "mark_damage", "heal", "move", "set",
              "attach", "add", "remove", "end_turn")
EXPECT_KINDS = ("kill", "survives", "damage_to", "no_damage_to", "condition", "trigger", "unit",
                "illegal_step", "draw")
RULESETS = ("1.4", "1.3")
DEFAULT_RULESET = "1.4"


@attrs.frozen(kw_only=True)
class PlayerSpec:
    """A `[[players]]` entry."""

    id: str
    name: str | None = None
    line: int = 0


@attrs.frozen(kw_only=True)
class BattlefieldSpec:
    """A `[[battlefields]]` entry: a library battlefield, or a plain one without `card`."""

    id: str
    card: str | None = None
    name: str | None = None
    controller: str | None = None  # the player who controls it (units can be played there)
    line: int = 0


@attrs.frozen(kw_only=True)
class UnitSpec:
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


@attrs.frozen(kw_only=True)
class GearSpec:
    """A `[[gear]]` entry: in its controller's base (`at`) or attached to a unit."""

    id: str
    card: str
    controller: str
    owner: str
    at: str | None = "base"
    exhausted: bool = False
    attached_to: str | None = None
    line: int = 0


@attrs.frozen(kw_only=True)
class CardSpec:
    """A `[[hand]]` or `[[trash]]` entry."""

    id: str
    card: str
    owner: str
    line: int = 0


@attrs.frozen(kw_only=True)
class StepSpec:
    """A `[[step]]`: its 1-based `index`, its `kind` (one of STEP_KINDS) and its normalised keys."""

    index: int
    kind: str
    data: dict[str, Any]
    line: int = 0


@attrs.frozen(kw_only=True)
class ExpectSpec:
    """An `[[expect]]`: its `kind` (one of EXPECT_KINDS) and its normalised keys."""

    kind: str
    data: dict[str, Any]
    line: int = 0


@attrs.frozen(kw_only=True)
class ScenarioSpec:
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

    @property
    def player_ids(self) -> tuple[str, ...]:
        """The player ids, in file order."""
        return tuple(p.id for p in self.players)

    def without_locations(self) -> ScenarioSpec:
        """This spec with `path` cleared and every line number set to 0."""

        def strip(items):
            return tuple(evolve(item, line=0) for item in items)

        steps = []
        for step in self.steps:
            data = dict(step.data)
            if isinstance(data.get("add"), UnitSpec | GearSpec):
                data["add"] = evolve(data["add"], line=0)
            steps.append(evolve(step, data=data, line=0))
        return evolve(
            self, path=None, players=strip(self.players), battlefields=strip(self.battlefields),
            units=strip(self.units), gear=strip(self.gear), hand=strip(self.hand),
            trash=strip(self.trash), card_lines=(0,) * len(self.card_lines), steps=tuple(steps),
            expects=strip(self.expects))

    def same_content(self, other: ScenarioSpec) -> bool:
        """Whether both specs describe the same scenario, ignoring path and line numbers."""
        return self.without_locations() == other.without_locations()
