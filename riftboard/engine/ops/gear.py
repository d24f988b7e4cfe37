"""Gear primitives: Equip, readying (818)."""

from __future__ import annotations

from .. import chain
from . import Param, primitive, target_of


@primitive("attach_self", words="the attachment", family="gear",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="Attaches the gear that has the ability to the target (the Equip ability, 818).",
           events=("attach", "might"), rules=("434", "718.3", "818"))
def _attach_self(txn, res, eff):
    uid = target_of(txn, res, eff)
    item = res.item
    if uid is None or not txn.is_same(item.host, item.host_inc, "board"):
        return None  # "this" gear left the board (or came back as a new object, 124)
    chain.attach(txn, item.host, uid, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("ready_self", family="gear", does="Readies the object that has the ability.")
def _ready_self(txn, res, eff):
    item = res.item
    if txn.is_same(item.host, item.host_inc, "board"):
        txn.evolve(item.host, exhausted=False)
    return None
