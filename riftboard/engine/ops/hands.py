"""Instructions about whole hands: a card picked from a revealed hand and discarded
(Mindsplitter), and each player discarding their hand and drawing anew (Invert Timelines)."""

from __future__ import annotations

from .. import triggers, turns
from .actions import discard_card
from .deck import _pick, _reveal_hand_of
from .registry import Param, primitive


@primitive("discard_from_hand", words="the discard from a revealed hand", family="actions",
           asks=("choose",),
           does="Another player (\"choose an opponent\"; in a two-player game, the other one) "
                "reveals their hand (424.3.a: every card in it; a `reveal` event); the "
                "controller picks one of its cards (the step's `choose` for the controller, else "
                "the first in file order: picked, not targeted) and that player discards it "
                "(422.1): their discard abilities trigger. Cards drawn anonymously in the sandbox "
                "are not seen and cannot be picked; with none to pick, nothing more happens "
                "(055).",
           events=("reveal", "discard"), rules=("424.3.a", "422.1", "055"))
def _discard_from_hand(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    who = txn.other(me)
    hand = _reveal_hand_of(txn, item, me, who)
    o = _pick(txn, item, me, f"which card of {txn.pname(who)}'s hand is discarded?", hand)
    if o is not None:
        discard_card(txn, who, o, sources=(item.ref,), why=item.ref.name)
        triggers.discard_triggers(txn, who)
    return None


def _discard_hand(txn, item, who: str) -> int:
    """`who` discards every card in their hand, named ones in file order, then the anonymous
    ones the sandbox drew (422.1). Returns how many."""
    named = sorted((txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who),
                   key=lambda o: o.order)
    for o in named:
        discard_card(txn, who, o, sources=(item.ref,), why=item.ref.name)
    anonymous = txn.hand_counts[txn.players.index(who)]
    for _ in range(anonymous):
        discard_card(txn, who, None, sources=(item.ref,), why=item.ref.name)
    return len(named) + anonymous


@primitive("each_redraw", words="the new hands of {amount}", family="actions",
           params=(Param("amount", "count", required=True, doc="how many each player draws"),),
           does="Each player discards their whole hand (422.1), the turn player first and then "
                "in turn order, each one's discard abilities triggering; then each player, in "
                "the same order, draws `amount` (413; format 2 from the main deck, with Burn "
                "Out, 431).",
           events=("discard", "draw"), rules=("422.1", "413"))
def _each_redraw(txn, res, eff, _unit):
    item = res.item
    players = txn.players
    first = players.index(txn.turn_player)
    order = players[first:] + players[:first]
    for who in order:
        if _discard_hand(txn, item, who):
            triggers.discard_triggers(txn, who)
    for who in order:
        if txn.game is not None:  # format 2: from the main deck, with Burn Out (431)
            turns.draw(txn, who, eff.amount)
        else:
            txn.add_drawn(who, eff.amount)
        txn.emit("draw", target=who, amount=eff.amount, sources=(item.ref,), responsible=who,
                 rules=("413",), text=f"{txn.pname(who)} draws {eff.amount}")
    return None
