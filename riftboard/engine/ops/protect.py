"""Protection primitives: prevention (437) and a death replacement for this turn (369, 390.3)."""

from __future__ import annotations

from ..state import DeathShield, Prevent
from .registry import Param, primitive
from .delayed import delayed_ref

TARGET = Param("target", "target", required=True, words=("self", "subject"))


@primitive("prevent", on_target=True, words="the prevention", family="protect",
           params=(TARGET, Param("amount", "count_or_all", required=True)),
           events=("delayed_created",), rules=("437.1.b", "437.7"))
def _prevent(txn, res, eff, u):
    """Prevent the next `amount` damage the unit would take this turn (437)."""
    uid = u.id
    item = res.item
    txn.evolve(uid, prevents=u.prevents + (Prevent(remaining=eff.amount, source=item.ref),))
    txn.emit("delayed_created", target=uid, target_name=u.name, amount=eff.amount,
             sources=(item.ref,), responsible=item.controller, rules=("437.1.b", "437.7"),
             text=f"{item.ref.name}: the next {eff.amount if eff.amount is not None else 'all'} "
                  f"damage {u.name} would take this turn is prevented")
    return None


@primitive("death_shield", on_target=True, words="the death replacement", family="protect",
           params=(TARGET, Param("may", "bool", doc="its controller may decline")),
           asks=("may",),
           events=("delayed_created", "death_replaced"), rules=("390.3", "369"))
def _death_shield(txn, res, eff, u):
    """Creates a delayed replacement: the next time the unit would die this turn, it is healed,
    exhausted and recalled instead (Unlicensed Armory). Its controller may decline; the `may` of
    the step during which the death comes up answers."""
    uid = u.id
    item = res.item
    ref = delayed_ref(txn, item, txn.name(item.host) if item.host else item.ref.name)
    may = item.answers.may if item.answers else True
    txn.evolve(uid, shields=u.shields + (DeathShield(ref=ref, controller=item.controller, may=may),))
    txn.emit("delayed_created", target=uid, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("390.3", "369"),
             text=f"{ref.id}: the next time {u.name} would die this turn, it may be healed, "
                  "exhausted and recalled instead")
    return None
