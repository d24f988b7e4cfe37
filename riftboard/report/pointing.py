"""An object as it was at a timeline row: what hovering a name shows (issue 28, item 3).

Read from the history's stored state after that row (no replay of the rules here): its Might
now (142), its marked damage, its keywords (801.3.a), what is attached to it (Equipment, 151),
its controller and where it is. The app's tooltips and the board's highlight read this; so can
a test, without Qt."""

from __future__ import annotations

import attrs

from riftboard.engine import Value, current_might, keywords_now

from .words import object_name, player_label


@attrs.frozen(kw_only=True, repr=False)
class ObjectAt(Value):
    """One object at one row of the timeline: the facts a judge reads off its card."""

    id: str
    seq: int
    name: str
    kind: str
    controller: str  # the player in words ("Alice (A)"), "" for none
    zone: str
    where: str  # a battlefield's name, "base", or the zone off the board
    might: int | None = None
    printed_might: int | None = None
    damage: int = 0
    keywords: tuple[str, ...] = ()
    attachments: tuple[str, ...] = ()  # the Equipment attached to a unit, by name
    attached_to: str = ""  # an Equipment's unit, by name
    exhausted: bool = False
    buffed: bool = False
    stunned: bool = False

    def lines(self) -> list[str]:
        """The facts as short lines, for a tooltip."""
        where = "after the setup" if self.seq == 0 else f"after #{self.seq}"
        out = [f"{self.name} — as it was {where}"]
        if self.controller:
            out.append(f"controller {self.controller}")
        if self.kind == "battlefield":
            out.append("a battlefield")
        else:
            out.append(f"at {self.where}" if self.zone == "board" else f"in {self.where}")
        if self.might is not None:
            printed = (f" (printed {self.printed_might})"
                       if self.printed_might is not None and self.printed_might != self.might
                       else "")
            out.append(f"Might {self.might}{printed}")
            out.append(f"damage marked: {self.damage}" +
                       (" (lethal)" if self.damage and self.damage >= self.might else ""))
        if self.keywords:
            out.append("keywords: " + ", ".join(self.keywords))
        if self.attachments:
            out.append("attached: " + ", ".join(self.attachments))
        if self.attached_to:
            out.append(f"attached to {self.attached_to}")
        states = [word for word, on in (("exhausted", self.exhausted), ("buffed", self.buffed),
                                        ("stunned", self.stunned)) if on]
        if states:
            out.append(", ".join(states))
        return out

    def text(self) -> str:
        return "\n".join(self.lines())


def object_at(history, seq: int, oid: str) -> ObjectAt | None:
    """Object `oid` as it was just after event `seq` (0: the setup); None when the history has
    no object by that id then."""
    seq = max(0, min(seq, len(history.events)))
    state = history.state_after(seq)
    o = state.get(oid)
    if o is None:
        return None
    if o.zone == "board":
        if o.kind == "battlefield":
            where = "the board"
        elif o.at and o.at != "base":
            bf = state.get(o.at)
            where = bf.name if bf is not None else o.at
        else:
            where = f"{player_label(state, o.controller)}'s base" if o.controller else "base"
    else:
        where = o.zone
    unit = o.kind == "unit"
    permanent = o.zone == "board" and o.kind in ("unit", "gear")
    return ObjectAt(
        id=o.id, seq=seq, name=object_name(state, o.id), kind=o.kind,
        controller=player_label(state, o.controller), zone=o.zone, where=where,
        might=current_might(state, o) if unit and o.zone == "board" else None,
        printed_might=o.printed_might if unit else None,
        damage=o.damage if unit else 0,
        keywords=keywords_now(state, o) if permanent else (),
        attachments=tuple(state.obj(e).name for e in o.equipment if state.get(e) is not None),
        attached_to=object_name(state, o.attached_to) if o.attached_to else "",
        exhausted=o.exhausted, buffed=o.buffed, stunned=o.stunned)


def row_objects(event) -> tuple[str, ...]:
    """The objects a timeline row names, in column order: its target, its sources, the objects
    credited (an ability stands for the object that has it). What the board highlights when the
    row is selected and a name of it is pointed at."""
    out: list[str] = []

    def add(oid):
        if oid and oid not in out:
            out.append(oid)

    add(event.target)
    for ref in (*event.sources, *event.attributed_to):
        add(ref.host if ref.kind == "ability" and ref.host else ref.id)
    return tuple(out)


def cell_object(event, column: str) -> str | None:
    """The object a timeline cell names: the target column's target, the sources column's
    first source, the credited column's first object credited; None for the other columns."""
    if column == "target":
        return event.target
    refs = event.sources if column == "sources" else (
        event.attributed_to if column == "credited" else ())
    for ref in refs:
        return ref.host if ref.kind == "ability" and ref.host else ref.id
    return None
