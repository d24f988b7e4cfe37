"""Reveal the top of the main deck and deal 1 for each card with a keyword among them, then
recycle them all (Teemo, Strategist: "deal 1 to that unit for each card with Hidden")."""

from __future__ import annotations

import attrs

from .deck import _names, main_deck, recycle_cards
from .registry import REGISTRY, Param, primitive


@primitive("reveal_deal_per_keyword", on_target=True, words="the reveal and its damage",
           family="deck",
           params=(Param("amount", "count", required=True, doc="how many cards from the top"),
                   Param("keyword", "text", required=True,
                         doc='the keyword counted among the cards revealed ("Hidden")'),
                   Param("target", "target", required=True, words=("self", "subject"))),
           does="Its controller reveals the top `amount` cards of their main deck (424.1; as "
                "many as it has, never a Burn Out, 431.1.c), then the target is dealt 1 for "
                "each of them whose card has `keyword`, as `deal` does (one Deal, 417.6); then "
                "the revealed cards are recycled, in the order they were (416.1; random by the "
                "rules, 416.5). Without a modelled deck nothing is revealed and nothing dealt.",
           events=("reveal", "damage", "prevented", "recycle"),
           rules=("424.1", "431.1.c", "416.1", "417.6.b.2.a"))
def _reveal_deal_per_keyword(txn, res, eff, u):
    item = res.item
    me = item.controller
    deck = main_deck(txn, me)
    shown = list(deck[:eff.amount]) if deck is not None else []
    txn.emit("reveal", target=me, amount=len(shown), sources=(item.ref,), responsible=me,
             rules=("424.1", "431.1.c"),
             text=f"{txn.pname(me)} reveals the top {eff.amount} of their main deck "
                  f"({item.ref.name}): {_names(txn, shown)}"
                  + ("" if deck is not None else " (the deck is not modelled in this file)"))
    n = sum(1 for i in shown if (c := txn.objects[i].card) is not None
            and any(k.split()[0].lower() == eff.keyword.lower() for k in c.keywords))
    credits = None
    if n:
        credits = REGISTRY["deal"].run(txn, res, attrs.evolve(eff, op="deal", amount=n), u)
    recycle_cards(txn, shown, sources=(item.ref,), responsible=me,
                  why=f"{item.ref.name}: the cards revealed")
    return credits
