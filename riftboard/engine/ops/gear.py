"""Gear primitives: Equip, readying (818)."""

from __future__ import annotations

from .. import moves, triggers
from ..errors import IllegalAction
from .registry import Param, primitive


@primitive("attach_self", on_target=True, words="the attachment", family="gear",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="Attaches the gear that has the ability to the target (the Equip ability, 818).",
           events=("attach", "might"), rules=("434", "718.3", "818"))
def _attach_self(txn, res, eff, u):
    item = res.item
    if not txn.is_same(item.host, item.host_inc, "board"):
        return None  # "this" gear left the board (or came back as a new object, 124)
    moves.attach(txn, item.host, u.id, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("ready_self", family="gear")
def _ready_self(txn, res, eff, _unit):
    """Readies the object that has the ability."""
    item = res.item
    if txn.is_same(item.host, item.host_inc, "board"):
        was = txn.objects[item.host].exhausted
        txn.evolve(item.host, exhausted=False)
        if was:  # "when you ready a friendly unit" (ch3: engine/phases.py)
            triggers.readied(txn, item.controller, (item.host,))
    return None


def _check_same_controller(txn, answers, what, targets) -> None:
    """Angle Shot's "a unit and an Equipment with the same controller" (ch3)."""
    objs = [txn.objects.get(t) for t in targets]
    ctl = {o.controller for o in objs if o is not None}
    if len(ctl) > 1:
        raise IllegalAction(f"{what}: the unit and the Equipment must have the same controller")


@primitive("attach", on_target=True, words="the attachment", family="gear",
           params=(Param("target", "target", required=True, words=("subject",),
                         doc="the Equipment"),
                   Param("other", "target_number",
                         doc="the unit's target number; default the object that has the "
                             "ability (Weaponmaster's \"to me\")"),
                   Param("detach", "bool",
                         doc="true: if the Equipment is attached to that unit, detach it instead "
                             "(Angle Shot's attach or detach)")),
           check=_check_same_controller,
           does="Attaches the Equipment to the unit (434, 718.3): from another unit it moves "
                "over; with `detach`, one attached to that very unit is detached instead, and an "
                "unattached gear at a battlefield is recalled at the next Cleanup (323.7, 457.1).",
           events=("attach", "detach", "might"), rules=("434", "718.3", "323.7"))
def _attach(txn, res, eff, g):
    item = res.item
    if eff.other is not None:
        targets = res.targets
        uid = targets[eff.other - 1] if eff.other - 1 < len(targets) else None
    else:
        uid = item.host if txn.is_same(item.host, item.host_inc, "board") else None
    u = txn.objects.get(uid) if uid else None
    if u is None or u.zone != "board" or u.kind != "unit" or not (g.card and g.card.equipment):
        return None  # impossible: skipped (055)
    if eff.detach and g.attached_to == uid:
        moves.detach(txn, g.id, responsible=item.controller, sources=(item.ref,))
        return None
    moves.attach(txn, g.id, uid, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("detach_granter", words="the detachment", family="gear",
           events=("detach", "might"), rules=("434", "718.3", "323.7"))
def _detach_granter(txn, res, eff, _unit):
    """"Unattach this", in the text an Equipment gives its unit (Blighted Battleaxe): the
    Equipment that granted the ability leaves the unit and stays where it is (434, 718.3); at a
    battlefield it is recalled at the next Cleanup (323.7). Nothing happens if it is no longer
    attached to that unit (055)."""
    item = res.item
    gid = item.granted_by
    g = txn.objects.get(gid) if gid else None
    if g is None or g.zone != "board" or g.attached_to != item.host:
        return None
    moves.detach(txn, gid, responsible=item.controller, sources=(item.ref,))
    return None
