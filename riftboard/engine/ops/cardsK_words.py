"""Primitives first needed by Spiritforged cards of issue 27 (helper cardsK).

`reveal_top_draw`: reveal the top card of the main deck; a card of one kind is drawn, any
other is recycled (Apprentice Smith)."""

from __future__ import annotations

from .. import turns
from .registry import Param, primitive


@primitive("reveal_top_draw", words="the top card revealed, drawn or recycled", family="deck",
           params=(Param("what", "word", required=True, words=("gear", "unit", "spell"),
                         doc="the kind of card that is drawn"),),
           does="Its controller reveals the top card of their main deck (424.1): a card of the "
                "kind `what` is drawn (413), any other card is recycled to the bottom of the deck "
                "(416.1). Revealing never burns out (431.1.c): with an empty deck nothing "
                "happens. Without a modelled deck nothing is revealed.",
           events=("reveal", "draw", "recycle"), rules=("424.1", "413", "416.1", "431.1.c"))
def _reveal_top_draw(txn, res, eff, _unit):
    from .deck import main_deck, recycle_card

    item = res.item
    me = item.controller
    deck = main_deck(txn, me)
    if not deck:
        txn.emit("reveal", target=me, amount=0, sources=(item.ref,), responsible=me,
                 rules=("424.1", "431.1.c"),
                 text=f"{txn.pname(me)} has no card on top of their main deck to reveal"
                      + (" (the deck is not modelled in this file)" if deck is None else ""))
        return None
    top = txn.objects[deck[0]]
    txn.emit("reveal", target=top.id, target_name=top.name, amount=1, sources=(item.ref,),
             responsible=me, rules=("424.1",),
             text=f"{txn.pname(me)} reveals the top card of their main deck: {top.name}")
    if top.kind == eff.what:
        turns.set_side(txn, me, deck=deck[1:])
        txn.evolve(top.id, zone="hand", at=None, controller=me)
        txn.emit("draw", target=me, amount=1, sources=(item.ref,), responsible=me,
                 rules=("413",), text=f"{txn.pname(me)} draws {top.name} ({item.ref.name})")
    else:
        recycle_card(txn, top, sources=(item.ref,), responsible=me,
                     why=f"not a {eff.what}, {item.ref.name}")
    return None
