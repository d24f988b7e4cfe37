"""Prevention of the next damage event, whatever its amount (Counter Strike): a delayed
replacement that prevents all of the next damage a unit would be dealt this turn, then ends
(437.1.b.2, 437.7)."""

from __future__ import annotations

from ..state import Prevent
from .registry import Param, primitive


@primitive("prevent_next", on_target=True, words="the prevention", family="protect",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="The next time the unit would be dealt damage this turn, all of that damage is "
                "prevented (437.1.b.2, 437.2); then the prevention ends. Unlike a Prevent All, "
                "the unit can still be dealt damage, so combat assigns it damage as usual "
                "(465.2.c.10).",
           events=("delayed_created", "prevented"), rules=("437.1.b.2", "437.7", "465.2.c.10"))
def _prevent_next(txn, res, eff, u):
    item = res.item
    txn.evolve(u.id, prevents=u.prevents + (Prevent(remaining=None, source=item.ref, once=True),))
    txn.emit("delayed_created", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("437.1.b.2", "437.7"),
             text=f"{item.ref.name}: the next time {u.name} would be dealt damage this turn, "
                  "all of it is prevented")
    return None
