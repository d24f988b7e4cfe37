"""What happened: events and the references they carry (SPEC section 4)."""

from __future__ import annotations

import attrs

from .values import Value


# slots=False: built several times a step, and a frozen attrs class with a __dict__ sets each
# field with one dict store instead of an object.__setattr__ call (about 40 % of its
# __init__; docs/performance.md). Still frozen: setting an attribute raises.
@attrs.frozen(slots=False, repr=False)
class Ref(Value):
    """An object credited or involved in an event: a spell, ability, unit, gear or battlefield."""

    id: str
    kind: str  # spell | ability | unit | gear | battlefield
    name: str
    controller: str | None
    host: str | None = None
    granted_by: str | None = None

    def to_json(self) -> dict:
        return attrs.asdict(self)


@attrs.frozen(repr=False)
class Modifier(Value):
    """A Bonus Damage ("bonus", 712-715) or a prevention ("prevent", 437) applied to a Deal."""

    kind: str
    amount: int
    source: Ref | None

    def to_json(self) -> dict:
        return attrs.asdict(self)


_EXTRAS = ("target_name", "lethal_from")  # Event fields outside the JSON contract


def _json_value(_inst, _field, value):
    """JSON has lists, not tuples."""
    return list(value) if isinstance(value, tuple) else value


# slots=False: built several times a step, and a frozen attrs class with a __dict__ sets each
# field with one dict store instead of an object.__setattr__ call (about 40 % of its
# __init__; docs/performance.md). Still frozen: setting an attribute raises.
@attrs.frozen(slots=False, repr=False)
class Event(Value):
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
        """The event as SPEC section 4 spells it (without the display extras)."""
        return attrs.asdict(self, value_serializer=_json_value,
                            filter=lambda a, _v: a.name not in _EXTRAS)


@attrs.frozen(repr=False)
class ConditionHeld(Value):
    """A "with" condition that held (411.6): killed_unit_with_spell or killed_unit_with."""

    condition: str
    player: str
    unit: str
    object: str
    step: int
    seq: int

    def to_json(self) -> dict:
        return attrs.asdict(self)
