"""What a user asks for, imperative (DESIGN.md). Sandbox edits are actions too, not game actions."""

from __future__ import annotations

from .carddefs import CardDef
from .record import record


@record(frozen=False, hash=True)
class Answers:
    """The answers a step gives to the choices that come up while it runs (SPEC section 2).

    Never changed once made. Answers and PlaySpell, made for every step played, are not
    frozen: frozen setattr costs ~0.25 us a field."""

    targets: tuple[str, ...] = ()
    to: str | None = None
    choose: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (player, ids) in file order
    discard: str | None = None
    may: object = True  # bool, or tuple of (player, bool)
    step: int = 0

    def may_for(self, player: str) -> bool:
        if isinstance(self.may, bool):
            return self.may
        for pid, val in self.may:
            if pid == player:
                return bool(val)
        return True

    def choices_for(self, player: str) -> tuple[str, ...]:
        for pid, ids in self.choose:
            if pid == player:
                return ids
        return ()


@record(frozen=False, hash=True)  # immutable by convention (see Answers)
class PlaySpell:
    """Play a spell and, unless held, resolve the chain."""

    card: CardDef
    by: str
    spell_id: str
    answers: Answers = Answers()
    hold: bool = False


@record
class Activate:
    """Activate an ability of a gear or unit (numbered as in SPEC section 4)."""

    obj: str
    ability: int = 1
    by: str | None = None
    answers: Answers = Answers()
    hold: bool = False


@record
class Combat:
    """A combat at a battlefield (459-466)."""

    battlefield: str
    attackers: tuple[str, ...] = ()
    defenders: tuple[str, ...] = ()
    assign: tuple[tuple[str, int], ...] | None = None
    answers: Answers = Answers()


@record
class MarkDamage:
    """Sandbox: add damage without a Deal."""

    obj: str
    amount: int


@record
class Heal:
    """Sandbox: remove all marked damage."""

    obj: str


@record
class Move:
    """Sandbox: put a unit somewhere else."""

    obj: str
    to: str


@record
class SetState:
    """Sandbox: set buffed and/or exhausted."""

    obj: str
    buffed: bool | None = None
    exhausted: bool | None = None


@record
class Attach:
    """Sandbox: attach an Equipment to a unit."""

    gear: str
    to: str


@record
class AddObject:
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


@record
class Remove:
    """Sandbox: take an object off the board (not a kill)."""

    obj: str


@record
class EndTurn:
    """End the turn: heal all, "this turn" effects end, the next player readies and takes the turn."""


Action = PlaySpell | Activate | Combat | MarkDamage | Heal | Move | SetState | Attach | AddObject | Remove | EndTurn
