"""Phase primitives: a delayed ability for the end of this turn, about one unit (Hostile
Takeover's "at end of turn, lose control of that unit and recall it")."""

from __future__ import annotations

from ..state import Delayed
from .registry import REGISTRY, Param, primitive, target_of
from .delayed import delayed_ref


@primitive("at_end_of_turn", family="phases",
           params=(Param("target", "target", required=True, words=("self", "subject"),
                         doc='the unit it is about: its `effects` name it `target = "subject"`'),
                   Param("effects", "effects", required=True,
                         doc="what it does at the end of this turn")),
           events=("delayed_created",), rules=("390.2", "391", "383.2.a.1"))
def _at_end_of_turn(txn, res, eff, _unit):
    """Creates a delayed triggered ability (HOST#delayed) that triggers once, at the end of this
    turn, before "this turn" effects expire, and does `effects` to the target (`target =
    "subject"`) if it is still the same object (390.2, 391, 124)."""
    item = res.item
    uid = target_of(txn, res, eff)
    if uid is None:
        return None  # "that unit" is gone: nothing to wait for (055)
    u = txn.objects[uid]
    ref = delayed_ref(txn, item, item.ref.name)
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger="end_of_turn", effects=eff.effects,
                                         subject=uid, subject_inc=u.inc),)
    what = " and ".join(REGISTRY[e.op].words.format(amount="") or e.op for e in eff.effects)
    txn.emit("delayed_created", target=uid, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("390.2", "391"),
             text=f"{item.ref.name} creates {ref.id}: at the end of this turn, {what} of {u.name}")
    return None
