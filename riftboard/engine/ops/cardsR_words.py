"""Primitives the cardsR cards needed: a unit's base Might becoming a number for the turn
(Dragon Form)."""

from __future__ import annotations

from ..state import MightMod
from ..values import evolve
from .registry import Param, primitive

TARGET = Param("target", "target", required=True, words=("self", "subject"))


@primitive("base_might", on_target=True, words="the base Might", family="might",
           params=(TARGET, Param("amount", "whole", required=True,
                                 doc="the base Might it has until the turn ends")),
           does="The target's base Might becomes `amount` this turn: the number stands for its "
                "printed Might until the turn ends (317.2.c), and every other Might change, buff, "
                "Equipment, passive ability, Assault and Shield still adds to it (143.2). A later "
                "one replaces an earlier one; a `might` event only when the Might moves.",
           events=("might",), rules=("143.2", "317.2.c"))
def _base_might(txn, res, eff, u):
    item = res.item
    before = txn.might(u)
    new = evolve(u, mods=u.mods + (MightMod(amount=0, source=item.ref.name, base=eff.amount),))
    txn.put(new, u)
    after = txn.might(new)
    if after != before:  # as any Might change: an event only when the Might moves
        txn.emit("might", target=u.id, target_name=u.name, amount=after, sources=(item.ref,),
                 responsible=item.controller, rules=("143.2",),
                 text=f"{u.name}'s base Might is {eff.amount} this turn: Might {before} -> "
                      f"{after} ({item.ref.name})")
    return None
