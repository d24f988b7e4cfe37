"""Delayed abilities a spell or ability creates (390.2, 391, 392): Imperial Decree is a delayed
ability "when a unit takes damage this turn" whose effect is a kill."""

from __future__ import annotations

from ..events import Ref
from ..state import Delayed
from . import REGISTRY, TRIGGERS, Param, primitive


def delayed_ref(txn, item, name: str) -> Ref:
    """HOST#delayed, HOST#delayed-2, ... for the delayed abilities a spell or ability creates."""
    host = item.host or item.ref.id
    idx = txn.delayed_made.get(host, 0) + 1  # ids are never reused (SPEC section 4)
    txn.delayed_made = txn.delayed_made.set(host, idx)
    txn.touch()
    rid = f"{host}#delayed" if idx == 1 else f"{host}#delayed-{idx}"
    return Ref(id=rid, kind="ability", name=name, controller=item.controller, host=host)


@primitive("delayed", family="delayed",
           params=(Param("trigger", "word", required=True,
                         words=tuple(t.name for t in TRIGGERS.values() if t.delayed),
                         doc="what it waits for, for the rest of the turn"),
                   Param("effects", "effects", required=True,
                         doc='what it does to the unit (`target = "subject"`)')),
           does="Creates a delayed triggered ability (HOST#delayed) for the rest of the turn: each "
                "time `trigger` happens to a unit, `effects` act on that unit "
                '(`target = "subject"`). Its kills are credited to the delayed ability and the '
                "spell (Imperial Decree).",
           events=("delayed_created", "trigger"), rules=("390.2", "391", "392"))
def _delayed(txn, res, eff, _unit):
    item = res.item
    ref = delayed_ref(txn, item, item.ref.name)
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=eff.trigger, effects=eff.effects),)
    txn.touch()
    what = " and ".join(REGISTRY[e.op].passive or e.op for e in eff.effects)
    txn.emit("delayed_created", sources=(item.ref,), responsible=item.controller,
             rules=("390.2", "391", "392"),
             text=f"{item.ref.name} creates {ref.id}: for the rest of this turn, "
                  f"{TRIGGERS[eff.trigger].delayed} {what}")
    return None
