"""Empower (827): "[cost]: Empower me. Use only if not Empowered." Empowered is a status
(124.2) that the Empowered texts read (the `empowered` board condition, board.py); it is lost
when the object leaves the board (124.1)."""

from __future__ import annotations

from .. import moves, triggers
from .registry import Param, primitive


@primitive("empower", on_target=True, words="the Empower", family="empower",
           params=(Param("target", "target", required=True, words=("self", "subject")),
                   Param("amount", "count", doc="how many times it may be Empowered, for a card "
                                                "that says so (Kayle, Justified: 3); default 1")),
           does="The target (a unit or gear) becomes Empowered, if it is not already (827.1); "
                "its Empowered texts then apply. A card's Empower ability is an activated "
                'ability with `if = "not_empowered"` (its Energy and Power cost are free). With '
                "`amount`, an Empowered target is Empowered once more, up to that many times "
                "(the count `times_empowered` reads it).",
           events=("empower",), rules=("827.1", "124.2"))
def _empower(txn, res, eff, o):
    times = max(o.times_empowered, 1) if o.empowered else 0
    if times >= (eff.amount or 1):
        return None
    item = res.item
    before = moves.might_snapshot(txn) if txn.statics else None
    txn.evolve(o.id, empowered=True, times_empowered=times + 1)
    txn.emit("empower", target=o.id, target_name=o.name, sources=(item.ref,),
             responsible=item.controller, rules=("827.1",), text=f"{o.name} is Empowered")
    if before is not None:
        moves.emit_might_changes(txn, before, sources=(item.ref,))
    triggers.host_triggers(txn, txn.objects[o.id], "become_empowered")  # "when I become Empowered"
    # "when you empower something else" (Ambessa, Mel): the player who empowers is the item's
    triggers.controller_triggers(txn, item.controller, "you_empower_other", subject=o.id,
                                 skip=o.id)
    return None


@primitive("disempower", on_target=True, words="the Disempower", family="empower",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="The target stops being Empowered, if it is (442); its Empowered texts no longer "
                "apply.",
           events=("disempower",), rules=("442",))
def _disempower(txn, res, eff, o):
    if not o.empowered:
        return None
    item = res.item
    before = moves.might_snapshot(txn) if txn.statics else None
    txn.evolve(o.id, empowered=False, times_empowered=0)
    txn.emit("disempower", target=o.id, target_name=o.name, sources=(item.ref,),
             responsible=item.controller, rules=("442",),
             text=f"{o.name} is no longer Empowered")
    if before is not None:
        moves.emit_might_changes(txn, before, sources=(item.ref,))
    return None
