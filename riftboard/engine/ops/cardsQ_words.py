"""Primitives the Unleashed cards of cardsQ needed: a card picked from an opponent's hand that
they discard and then draw for (Insightful Investigator); and the trigger "when you hide a card"
(`you_hide`, Katarina, Reckless), fired by turns.hide; and "when you draw your second card each
turn" (`you_draw_second`, Frigid Jewel), fired by turns.draw; a delayed ability for the start of
its controller's next Main Phase (`at_start_of_main`, Blue Sentinel), fired by turns."""

from __future__ import annotations

from .. import triggers, turns
from ..state import Delayed
from .actions import discard_card
from .deck import _pick
from .delayed import delayed_ref
from .registry import REGISTRY, Param, primitive, trigger

trigger("you_hide", "its controller hides a card face down at a battlefield (811.1.b, 421.1); "
        "the card is the `subject`; works from a legend too")
trigger("you_draw_second", "its controller draws their second card this turn (413; format 2, "
        "where the Draw Phase's card counts; once a turn, also when a draw of several cards "
        "takes them past it); works from a legend too")


@primitive("pick_discard_redraw", words="the card picked, discarded and drawn for",
           family="actions", asks=("choose",),
           params=(Param("amount", "count", required=True,
                         doc="how many cards that player draws after discarding"),),
           does="The controller picks a card of another player's hand (\"choose an opponent\"; "
                "in a two-player game, the other one; revealed by an earlier instruction, "
                "`reveal_hand`): the step's `choose` for the controller, else the first in file "
                "order (picked, not targeted). That player discards it (422.1; their discard "
                "abilities trigger), then draws `amount` (413; format 2 from the main deck). "
                "Cards drawn anonymously in the sandbox cannot be picked; with none to pick, "
                "nothing happens, and no card is drawn (055).",
           events=("discard", "draw"), rules=("422.1", "413", "055"))
def _pick_discard_redraw(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    who = txn.other(me)
    hand = [txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who]
    o = _pick(txn, item, me, f"which card of {txn.pname(who)}'s hand is discarded?", hand)
    if o is None:
        return None
    discard_card(txn, who, o, sources=(item.ref,), why=item.ref.name)
    triggers.discard_triggers(txn, who)
    if txn.game is not None:  # format 2: from the main deck, with Burn Out (431)
        turns.draw(txn, who, eff.amount)
    else:
        txn.add_drawn(who, eff.amount)
    txn.emit("draw", target=who, amount=eff.amount, sources=(item.ref,), responsible=who,
             rules=("413",), text=f"{txn.pname(who)} draws {eff.amount}")
    return None


@primitive("at_start_of_main", family="phases",
           params=(Param("effects", "effects", required=True,
                         doc="what it does at the start of its controller's next Main Phase"),),
           events=("delayed_created",), rules=("390.2", "391", "316.4"))
def _at_start_of_main(txn, res, eff, _unit):
    """Creates a delayed triggered ability (HOST#delayed) that triggers once, at the start of
    its controller's next Main Phase this turn, after the pools empty, and does `effects`
    (390.2, 391, 316.4): a "when I hold" ability's "at the start of your next Main Phase" (Blue
    Sentinel). Like every delayed ability it ends with the turn (317.2.c)."""
    item = res.item
    ref = delayed_ref(txn, item, item.ref.name)
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger="start_of_main", effects=eff.effects),)
    what = " and ".join(REGISTRY[e.op].words.format(amount="") or e.op for e in eff.effects)
    txn.emit("delayed_created", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("390.2", "391"),
             text=f"{item.ref.name} creates {ref.id}: at the start of "
                  f"{txn.pname(item.controller)}'s next Main Phase, {what}")
    return None
