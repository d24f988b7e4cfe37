"""What happened: events and the references they carry (SPEC section 4)."""

from __future__ import annotations

import attrs

from .values import Value


# Slotted (attrs' default), as Obj: every event keeps its Refs for as long as the history, and a
# slotted instance has no __dict__ beside it, so a history holds about 13 % less memory and the
# garbage collector tracks one object an instance instead of two (docs/performance.md, session
# 28); a __dict__ sets its fields faster, but no faster step came of it.
@attrs.frozen(repr=False)
class Ref(Value):
    """An object credited or involved in an event: a spell, ability, unit, gear or battlefield."""

    id: str
    kind: str  # spell | ability | unit | gear | battlefield
    name: str
    controller: str | None
    host: str | None = None
    granted_by: str | None = None
    #: an ability's number on its host (SPEC section 4's HOST#N), for kind "ability"
    ability: int | None = None
    #: a delayed ability a spell or ability created (HOST#delayed, 390.2)
    delayed: bool = False
    #: a keyword's own ability (HOST#temporary: Temporary's kill, 826)
    keyword: str | None = None

    def to_json(self) -> dict:
        """SPEC section 4's REF: what the id says of an ability is not repeated."""
        return {"id": self.id, "kind": self.kind, "name": self.name,
                "controller": self.controller, "host": self.host, "granted_by": self.granted_by}

    def event_json(self) -> dict:
        """The REF as an event's `sources`, `attributed_to` and modifiers write it: every
        field, with what the id says of an ability too."""
        return {"id": self.id, "kind": self.kind, "name": self.name,
                "controller": self.controller, "host": self.host, "granted_by": self.granted_by,
                "ability": self.ability, "delayed": self.delayed, "keyword": self.keyword}

    @classmethod
    def of_ability(cls, host, n: int, name: str, controller, granted_by=None) -> Ref:
        """Ability number `n` of the object `host` (SPEC section 4: id HOST#N)."""
        return cls(id=f"{host}#{n}", kind="ability", name=name, controller=controller, host=host,
                   granted_by=granted_by, ability=n)

    @classmethod
    def of_delayed(cls, host, k: int, name: str, controller) -> Ref:
        """The `k`-th delayed ability that `host` (a spell or ability) created: HOST#delayed,
        HOST#delayed-2, ..."""
        rid = f"{host}#delayed" if k == 1 else f"{host}#delayed-{k}"
        return cls(id=rid, kind="ability", name=name, controller=controller, host=host,
                   delayed=True)

    @classmethod
    def of_keyword(cls, host, keyword: str, name: str, controller) -> Ref:
        """A keyword's ability of `host` (HOST#temporary)."""
        return cls(id=f"{host}#{keyword}", kind="ability", name=name, controller=controller,
                   host=host, keyword=keyword)

    @staticmethod
    def read_id(ref_id: str) -> tuple[int | None, bool]:
        """(ability number, delayed) of an ability's id as SPEC section 4 writes it: for a
        reader of the JSON timeline, which has the id and not these values. The only place
        that reads an id's parts."""
        _host, sep, tail = str(ref_id).rpartition("#")
        if not sep:
            return None, False
        if tail.startswith("delayed"):
            return None, True
        return (int(tail), False) if tail.isdigit() else (None, False)


@attrs.frozen(repr=False)
class Modifier(Value):
    """A Bonus Damage ("bonus", 712-715) or a prevention ("prevent", 437) applied to a Deal."""

    kind: str
    amount: int
    source: Ref | None

    def to_json(self) -> dict:
        source = self.source
        return {"kind": self.kind, "amount": self.amount,
                "source": source.event_json() if source is not None else None}


# Slotted, as Ref above: the history keeps every event.
@attrs.frozen(repr=False)
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
        """The event as SPEC section 4 spells it: every field but the display extras, in field
        order, lists for tuples."""
        return {"seq": self.seq, "step": self.step, "kind": self.kind, "target": self.target,
                "amount": self.amount, "sources": [r.event_json() for r in self.sources],
                "responsible": self.responsible,
                "attributed_to": [r.event_json() for r in self.attributed_to],
                "combat": self.combat, "modifiers": [m.to_json() for m in self.modifiers],
                "reason": self.reason, "rules": list(self.rules), "text": self.text}


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
