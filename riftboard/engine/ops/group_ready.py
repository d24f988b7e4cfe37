"""Readying a group: `ready_each` ("ready your units", On the Hunt, Shurelya's Requiem), read
with the group keys of ops/groups.py."""

from __future__ import annotations

from .registry import Param, primitive
from .actions import ready_objects
from .groups import GROUP, members


@primitive("ready_each", words="the readying of each", family="groups", asks=("choose",),
           params=(*GROUP, Param("amount", "count",
                                 doc="\"up to N of them\": only this many, those the step's "
                                     "`choose` for the controller names (fewer if it names "
                                     "fewer), else the first in file order")),
           events=("ready",), rules=("415.1", "415.1.c"))
def _ready_each(txn, res, eff, _unit):
    """Readies every exhausted object of the group at the same time (415.1); one already ready
    stays as it is (415.1.c). The group is read as the instruction runs."""
    group = members(txn, res, eff)
    if eff.amount is not None:  # "ready up to two of them" (Arise!)
        item = res.item
        named = item.answers.choices_for(item.controller) if item.answers is not None else ()
        picked = [o for o in group if o.id in named]
        group = (picked if picked else group)[:eff.amount]
    ready_objects(txn, res.item, group)
    return None
