"""Status primitives: stunning a unit (423)."""

from __future__ import annotations

from .. import triggers
from .registry import Param, primitive


@primitive("stun", on_target=True, words="the stun", family="status",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="Stuns the unit (423.1): it deals no combat damage (423.1.b) until the end of "
                "turn (423.1.a.2); it is killed by lethal damage as usual (423.1.c). A unit "
                "already stunned is not stunned again (423.1.a.1).",
           events=("stun",), rules=("423.1", "423.1.a.1", "423.1.b"))
def _stun(txn, res, eff, u):
    uid = u.id
    if u.kind != "unit" or u.stunned:
        return None  # 423.1.a.1: a stunned unit cannot be stunned again
    item = res.item
    txn.evolve(uid, stunned=True)
    txn.emit("stun", target=uid, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("423.1", "423.1.b"),
             text=f"{u.name} is stunned: it deals no combat damage this turn")
    if u.controller != item.controller:  # "when you stun an enemy unit" (Eclipse Herald)
        # "... at a battlefield" (Vex, Mocking): only when the unit is at one
        kinds = ("you_stun_enemy",) if u.at in (None, "base") else (
            "you_stun_enemy", "you_stun_enemy_at_battlefield")
        for o in txn.on_board():
            if o.controller == item.controller and o.kind in ("unit", "gear"):
                triggers.host_triggers(txn, o, kinds, subject=uid)
        triggers.stun_batch_triggers(txn, res, eff, item.controller)
    return None
