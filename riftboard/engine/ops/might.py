"""Might primitives: a change until end of turn, a buff (143.2)."""

from __future__ import annotations

from .. import moves, triggers
from ..state import MightMod
from ..values import evolve
from .registry import Param, primitive

TARGET = Param("target", "target", required=True, words=("self", "subject"))


@primitive("might", on_target=True, words="the Might change", family="might",
           params=(TARGET, Param("amount", "signed", required=True),
                   Param("floor", "whole", doc="a decrease stops at this value")),
           does="The target's Might changes by `amount` this turn; with `floor`, a decrease stops "
                'at that value ("but not below 1").',
           events=("might",), rules=("143.2",))
def _might(txn, res, eff, u):
    uid = u.id
    item = res.item
    before = txn.might(u)
    mods = u.mods
    last = mods[-1] if mods else None
    if (last is not None and last.source == item.ref.name and last.floor == eff.floor
            and last.base is None and (last.amount < 0) == (eff.amount < 0)):
        # the same source again (a Brute hit twice, Stupefy twice): one running total, read
        # in constant time. Exact: "-1, not below 1" twice is "-2, not below 1".
        mods = mods[:-1] + (MightMod(amount=last.amount + eff.amount, source=item.ref.name,
                                     floor=eff.floor),)
    else:
        mods = mods + (MightMod(amount=eff.amount, source=item.ref.name, floor=eff.floor),)
    new = evolve(u, mods=mods)
    txn.put(new, u)
    after = txn.might(new)
    if after != before:
        floor = f", not below {eff.floor}" if eff.floor is not None else ""
        txn.emit("might", target=uid, target_name=u.name, amount=after, sources=(item.ref,),
                 responsible=item.controller, rules=("143.2",),
                 text=f"{u.name}'s Might {before} -> {after} ({eff.amount:+d} this turn{floor}, "
                      f"{item.ref.name})")
        moves.might_moved(txn, new, before, after)
    return None


@primitive("buff", on_target=True, words="the buff", family="might", params=(TARGET,),
           events=("might",),
           rules=("143.2",))
def _buff(txn, res, eff, u):
    """Gives the unit a buff (+1 Might) if it has none."""
    uid = u.id
    if not txn.objects[uid].buffed:
        before = moves.might_snapshot(txn)
        txn.evolve(uid, buffed=True)
        moves.emit_might_changes(txn, before, sources=(res.item.ref,))
        if u.controller == res.item.controller:  # "when you buff me / a friendly unit"
            triggers.host_triggers(txn, txn.objects[uid], "you_buff_me", subject=uid)
            for o in txn.on_board():
                if o.controller == u.controller and o.kind in ("unit", "gear"):
                    triggers.host_triggers(txn, o, "you_buff_friendly", subject=uid)
    return None
