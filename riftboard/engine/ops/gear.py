"""Gear primitives: Equip, readying (818)."""

from __future__ import annotations

from .. import chain, phases
from . import Param, primitive


@primitive("attach_self", on_target=True, words="the attachment", family="gear",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="Attaches the gear that has the ability to the target (the Equip ability, 818).",
           events=("attach", "might"), rules=("434", "718.3", "818"))
def _attach_self(txn, res, eff, u):
    item = res.item
    if not txn.is_same(item.host, item.host_inc, "board"):
        return None  # "this" gear left the board (or came back as a new object, 124)
    chain.attach(txn, item.host, u.id, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("ready_self", family="gear")
def _ready_self(txn, res, eff, _unit):
    """Readies the object that has the ability."""
    item = res.item
    if txn.is_same(item.host, item.host_inc, "board"):
        was = txn.objects[item.host].exhausted
        txn.evolve(item.host, exhausted=False)
        if was:  # "when you ready a friendly unit" (ch3: engine/phases.py)
            phases.readied(txn, item.controller, (item.host,))
    return None
