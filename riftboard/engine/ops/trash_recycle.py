"""A set number of cards recycled from its controller's own trash: "recycle 3 from your trash"
(Dr. Mundo, Expert), an instruction with no "up to" and no "you may": as many as there are."""

from __future__ import annotations

from .deck import _pick, recycle_cards
from .registry import Param, primitive


@primitive("recycle_trash_cards", words="the recycle of {amount} from the trash", family="deck",
           asks=("choose",),
           params=(Param("amount", "count", required=True, doc="how many cards"),),
           does="Its controller recycles `amount` cards of their own trash, or all of them when "
                "it holds fewer (055): each to the bottom of its owner's main deck (416.1), "
                "picked, not targeted (416.6): the step's `choose` for the controller names "
                "them, in that order, and the rest come in file order. It is not optional.",
           events=("recycle",), rules=("416.1", "416.6", "055"))
def _recycle_trash_cards(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    cands = sorted((o for o in txn.objects_map().values()
                    if o.zone == "trash" and o.owner == me and not o.token),
                   key=lambda o: o.order)
    picked = []
    while cands and len(picked) < eff.amount:
        o = _pick(txn, item, me, f"which card of the trash is recycled "
                                 f"({len(picked) + 1} of {eff.amount})?", cands)
        picked.append(o.id)
        cands = [c for c in cands if c.id != o.id]
    recycle_cards(txn, picked, sources=(item.ref,), responsible=me, why=item.ref.name)
    return None
