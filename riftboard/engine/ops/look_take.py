"""Look at the top of the main deck, put one of those cards into the hand, recycle the rest
(Stacked Deck): the card is taken, neither revealed nor drawn (424.1, 416.1)."""

from __future__ import annotations

from .. import turns
from .deck import _look, _pick, main_deck, recycle_cards
from .registry import Param, primitive


@primitive("look_take", words="the look at the deck", family="deck", asks=("choose",),
           params=(Param("amount", "count", required=True, doc="how many cards from the top"),),
           does="Its controller looks at the top `amount` cards of their main deck (as many as it "
                "has: looking never burns out, 431.1.c) and puts one of them into their hand (the "
                "step's `choose`, else the topmost): not revealed, and not a draw, so nothing "
                "that waits for a draw hears it; the rest are recycled to the bottom, in the "
                "order they were (416.1; the rules make it random, 416.5). Without a modelled "
                "deck nothing is seen.",
           events=("look", "put_in_hand", "recycle"), rules=("424.1", "416.1", "416.5", "431.1.c"))
def _look_take(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    seen = _look(txn, item, me, eff.amount)
    if not seen:
        return None
    o = _pick(txn, item, me, "which card goes into your hand?",
              [txn.objects[i] for i in seen])
    turns.set_side(txn, me, deck=tuple(d for d in main_deck(txn, me) if d != o.id))
    txn.evolve(o.id, zone="hand")
    txn.emit("put_in_hand", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
             rules=("424.1",), text=f"{txn.pname(me)} puts a card they looked at into their hand "
                                    f"({item.ref.name}; not revealed, not a draw)")
    recycle_cards(txn, [i for i in seen if i != o.id],
                  sources=(item.ref,), responsible=me, why=f"{item.ref.name}: the rest")
    return None
