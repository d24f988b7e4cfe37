"""Guerilla Warfare's two instructions: cards with a keyword (Hidden) returned from the trash to
the hand, up to a number, and hiding free of cost for the rest of the turn."""

from __future__ import annotations

from ..free_hiding import FREE_HIDING
from ..state import Delayed
from ..triggers import may_answer
from .delayed import delayed_ref
from .registry import Param, primitive


@primitive("return_keyword_from_trash", words="the return from the trash", family="actions",
           asks=("may", "choose"),
           params=(Param("amount", "count", required=True, doc="up to this many cards"),
                   Param("keyword", "text", required=True,
                         doc='the keyword the cards have ("Hidden")')),
           does="Its controller returns up to `amount` cards with `keyword` from their trash to "
                "their hand (new objects, 124; picked, not targeted): the ones the step's "
                "`choose` names first, then the rest in file order, each with a \"you may\" (the "
                "step's `may`, one answer per card in that order; one left open is yes).",
           events=("return_to_hand",), rules=("124", "055"))
def _return_keyword_from_trash(txn, res, eff, _unit):
    item = res.item
    who = item.controller
    word = eff.keyword.lower()
    cands = sorted((o for o in txn.objects_map().values()
                    if o.zone == "trash" and o.owner == who and o.card is not None
                    and any(k.split()[0].lower() == word for k in o.card.keywords)),
                   key=lambda o: o.order)
    named = item.answers.choices_for(who) if item.answers is not None else ()
    cands.sort(key=lambda o: named.index(o.id) if o.id in named else len(named))
    taken = 0
    for o in cands:
        if taken >= eff.amount:
            break
        if not may_answer(txn, item.answers, who, f"return {o.name} to your hand", item.ref):
            continue
        txn.evolve(o.id, zone="hand", at=None, controller=who)
        txn.emit("return_to_hand", target=o.id, target_name=o.name, sources=(item.ref,),
                 responsible=who, rules=("124",),
                 text=f"{o.name} returns from {txn.pname(who)}'s trash to their hand "
                      f"({item.ref.name})")
        taken += 1
    return None


@primitive("free_hiding", words="the free hiding", family="turn",
           does="For the rest of the turn (317.2.c) its controller hides cards ignoring the "
                "cost (811.1.b's Power, card text 002): a strict game charges nothing and the "
                "`hide` event says why; in the sandbox hiding is free anyway.",
           events=("lasting_effect",), rules=("811.1.b", "002", "317.2.c"))
def _free_hiding(txn, res, eff, _unit):
    item = res.item
    ref = delayed_ref(txn, item, f"{item.ref.name}: free hiding")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=FREE_HIDING, effects=()),)
    txn.emit("lasting_effect", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("811.1.b", "002", "317.2.c"),
             text=f"{item.ref.name}: {txn.pname(item.controller)} hides cards ignoring the cost "
                  "this turn")
    return None
