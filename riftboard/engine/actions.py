"""What a user asks for, imperative (DESIGN.md). Sandbox edits are actions too, not game actions."""

from __future__ import annotations

import attrs

from .carddefs import CardDef
from .values import Value


@attrs.frozen(repr=False)
class Answers(Value):
    """The answers a step gives to the choices that come up while it runs (SPEC section 2)."""

    targets: tuple[str, ...] = ()
    to: str | None = None
    #: a second destination, for a card that moves two units to places of their own (Void
    #: Assault): the `move` instructions with `then_to` go there
    then_to: str | None = None
    choose: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (player, ids) in file order
    discard: str | None = None
    may: object = True  # bool, or tuple of (player, bool or tuple of bools in the order asked)
    step: int = 0

    def may_for(self, player: str, n: int = 0) -> bool:
        """The player's answer to their `n`-th "you may" of the step (0-based); a list that has
        run out, or no answer, is true (SPEC section 2)."""
        if isinstance(self.may, bool):
            return self.may
        for pid, val in self.may:
            if pid == player:
                if isinstance(val, tuple):
                    return bool(val[n]) if n < len(val) else True
                return bool(val)
        return True

    def may_is_list(self, player: str) -> bool:
        return not isinstance(self.may, bool) and any(
            pid == player and isinstance(val, tuple) for pid, val in self.may)

    def choices_for(self, player: str) -> tuple[str, ...]:
        for pid, ids in self.choose:
            if pid == player:
                return ids
        return ()


@attrs.frozen(repr=False)
class PlaySpell(Value):
    """Play a spell and, unless held, resolve the chain."""

    card: CardDef
    by: str
    spell_id: str
    answers: Answers = Answers()
    hold: bool = False
    pay: tuple[str, ...] | None = None  # format 2, strict: the runes that pay, in order (357)
    #: a spell with modes: the one its player chooses as it is played (355.3), 1-based; None:
    #: the step's Asker is asked
    mode: int | None = None
    #: with Repeat paid, the mode its repeat chooses (820.2.a: "may make different choices");
    #: None: the step's Asker is asked, the first execution's mode by default
    repeat_mode: int | None = None


@attrs.frozen(repr=False)
class Activate(Value):
    """Activate an ability of a gear or unit (numbered as in SPEC section 4)."""

    obj: str
    ability: int = 1
    by: str | None = None
    answers: Answers = Answers()
    hold: bool = False
    pay: tuple[str, ...] | None = None  # format 2, strict: the runes that pay, in order (357)


@attrs.frozen(repr=False)
class Combat(Value):
    """A combat at a battlefield (459-466)."""

    battlefield: str
    attackers: tuple[str, ...] = ()
    defenders: tuple[str, ...] = ()
    assign: tuple[tuple[str, int], ...] | None = None
    answers: Answers = Answers()


@attrs.frozen(repr=False)
class MarkDamage(Value):
    """Sandbox: add damage without a Deal."""

    obj: str
    amount: int


@attrs.frozen(repr=False)
class Heal(Value):
    """Sandbox: remove all marked damage."""

    obj: str


@attrs.frozen(repr=False)
class Move(Value):
    """Sandbox: put a unit somewhere else."""

    obj: str
    to: str


@attrs.frozen(repr=False)
class SetState(Value):
    """Sandbox: set buffed, exhausted, stunned of a unit; exhausted of a gear; the controller
    of a battlefield ("none" for nobody)."""

    obj: str
    buffed: bool | None = None
    exhausted: bool | None = None
    stunned: bool | None = None
    controller: str | None = None


@attrs.frozen(repr=False)
class StandardMove(Value):
    """A standard move (144): ready units of one player exhaust and move to `to`; `answers`
    answer the move triggers' choices (`choose`, `may`)."""

    units: tuple[str, ...]
    to: str
    by: str | None = None
    answers: Answers | None = None


@attrs.frozen(repr=False)
class Attach(Value):
    """Sandbox: attach an Equipment to a unit."""

    gear: str
    to: str


@attrs.frozen(repr=False)
class AddObject(Value):
    """Sandbox: put a unit or gear on the board."""

    obj_id: str
    card: CardDef | None
    kind: str
    controller: str
    owner: str
    at: str | None = "base"
    name: str | None = None
    might: int | None = None
    damage: int = 0
    buffed: bool = False
    exhausted: bool = False
    attached_to: str | None = None


@attrs.frozen(repr=False)
class Remove(Value):
    """Sandbox: take an object off the board (not a kill)."""

    obj: str


@attrs.frozen(repr=False)
class EndTurn(Value):
    """End the turn: heal all, "this turn" effects end, the next player readies and takes the turn."""


@attrs.frozen(repr=False)
class Pass(Value):
    """Format 2: a player passes Priority, or passes holding Focus in a showdown (338, 347.2);
    `assign` answers the combat damage assignment the pass may lead to (465.2); `answers`, when
    given, the "you may" of what the pass leads to (a Conquer's abilities, 383.4.c)."""

    player: str
    assign: tuple[tuple[str, int], ...] | None = None
    answers: Answers | None = None


@attrs.frozen(repr=False)
class Hide(Value):
    """Format 2: hide a card with Hidden from the hand face down at a battlefield its player
    controls (421, 811.1.b): a Discretionary Action that opens no chain (811.1.c.2)."""

    obj: str
    at: str
    by: str | None = None  # default: the card's owner
    pay: tuple[str, ...] | None = None  # strict: the runes that pay its [A], in order (357)


@attrs.frozen(repr=False)
class ZoneEdit(Value):
    """Format 2, sandbox: a zone edit nobody is responsible for and that triggers nothing, as
    format 1's edits: `draw` or `channel` (`player`, `amount`), `discard`, `recycle`, `banish`
    (`obj`)."""

    kind: str
    player: str | None = None
    obj: str | None = None
    amount: int = 1


Action = PlaySpell | Activate | Combat | StandardMove | MarkDamage | Heal | Move | SetState | Attach | AddObject | Remove | EndTurn | Pass | Hide | ZoneEdit
