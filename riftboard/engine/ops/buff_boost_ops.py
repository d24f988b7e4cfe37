"""The instruction behind "buffs give an additional +1 Might to friendly units this turn"
(Stand United): an entry for the rest of the turn (riftboard/engine/buff_boost.py)."""

from __future__ import annotations

from .. import moves
from ..buff_boost import STRONGER_BUFFS
from ..state import Delayed
from .delayed import delayed_ref
from .registry import primitive


@primitive("stronger_buffs", words="the stronger buffs", family="might",
           does="For the rest of the turn (317.2.c), the buff of each unit its controller "
                "controls gives +2 Might instead of +1 (143.2; card text, 002): units buffed now "
                "and those buffed later this turn; a `might` event shows each change at once.",
           events=("lasting_effect", "might"), rules=("143.2", "002", "317.2.c"))
def _stronger_buffs(txn, res, eff, _unit):
    item = res.item
    before = moves.might_snapshot(txn)
    ref = delayed_ref(txn, item, f"{item.ref.name}: stronger buffs")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=STRONGER_BUFFS, effects=()),)
    txn.emit("lasting_effect", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("143.2", "002", "317.2.c"),
             text=f"{item.ref.name}: buffs give {txn.pname(item.controller)}'s units +1 Might "
                  "more this turn")
    moves.emit_might_changes(txn, before, sources=(item.ref,))
    return None
