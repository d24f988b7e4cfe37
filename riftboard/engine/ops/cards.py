"""Card primitives: drawing (413)."""

from __future__ import annotations

from .. import turns
from .registry import Param, primitive


@primitive("draw", words="the draw of {amount}", family="cards",
           params=(Param("amount", "count", required=True),
                   Param("who", "word", words=("you", "target_controller"),
                         doc='default `"you"`: the controller'),
                   Param("target", "target", words=("self", "subject"),
                         doc='whose controller draws, with `who = "target_controller"`')),
           does='`who = "you"` (default): the controller draws; `who = "target_controller"`: the '
                "controller of `target` draws (as it was when the item began to resolve). A draw "
                "puts anonymous cards in the hand.",
           events=("draw",), rules=("413",))
def _draw(txn, res, eff, _unit):
    item = res.item
    who = item.controller
    if eff.who == "target_controller":
        t = eff.target
        targets = res.targets
        tid = targets[t - 1] if isinstance(t, int) and t - 1 < len(targets) else None
        if tid is None:
            return None
        who = res.controller_before.get(tid) or txn.objects[tid].controller
    if txn.game is not None:  # format 2: from the main deck, with Burn Out (431)
        turns.draw(txn, who, eff.amount)
    else:
        txn.add_drawn(who, eff.amount)
    txn.emit("draw", target=who, amount=eff.amount, sources=(item.ref,), responsible=who,
             rules=("413",), text=f"{txn.pname(who)} draws {eff.amount}")
    return None
