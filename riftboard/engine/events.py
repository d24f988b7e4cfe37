"""What happened: events and the references they carry (SPEC section 4)."""

from __future__ import annotations

import attrs


@attrs.frozen
class Ref:
    """An object credited or involved in an event: a spell, ability, unit, gear or battlefield."""

    id: str
    kind: str  # spell | ability | unit | gear | battlefield
    name: str
    controller: str | None
    host: str | None = None
    granted_by: str | None = None

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "kind": self.kind,
            "name": self.name,
            "controller": self.controller,
            "host": self.host,
            "granted_by": self.granted_by,
        }


@attrs.frozen
class Modifier:
    """A Bonus Damage ("bonus", 712-715) or a prevention ("prevent", 437) applied to a Deal."""

    kind: str
    amount: int
    source: Ref | None

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "amount": self.amount,
            "source": self.source.to_json() if self.source else None,
        }


@attrs.frozen
class Event:
    """One thing that happened during a step; every key of SPEC section 4 is present."""

    seq: int
    step: int
    kind: str
    target: str | None = None
    amount: int | None = None
    sources: tuple[Ref, ...] = ()
    responsible: str | None = None
    attributed_to: tuple[Ref, ...] = ()
    combat: bool = False
    modifiers: tuple[Modifier, ...] = ()
    reason: str | None = None
    rules: tuple[str, ...] = ()
    text: str = ""
    # Extras (not in the JSON contract): a display name for the target as it was, and for a kill
    # the seqs of the damage events that made it lethal.
    target_name: str | None = None
    lethal_from: tuple[int, ...] = ()

    def to_json(self) -> dict:
        return {
            "seq": self.seq,
            "step": self.step,
            "kind": self.kind,
            "target": self.target,
            "amount": self.amount,
            "sources": [r.to_json() for r in self.sources],
            "responsible": self.responsible,
            "attributed_to": [r.to_json() for r in self.attributed_to],
            "combat": self.combat,
            "modifiers": [m.to_json() for m in self.modifiers],
            "reason": self.reason,
            "rules": list(self.rules),
            "text": self.text,
        }


@attrs.frozen
class ConditionHeld:
    """A "with" condition that held (411.6): killed_unit_with_spell or killed_unit_with."""

    condition: str
    player: str
    unit: str
    object: str
    step: int
    seq: int

    def to_json(self) -> dict:
        return {
            "condition": self.condition,
            "player": self.player,
            "unit": self.unit,
            "object": self.object,
            "step": self.step,
            "seq": self.seq,
        }
