"""The instruction behind "units you play this turn enter ready" (Confront) and "the next unit
you play this turn enters ready" (Sun Disc): an effect for the rest of the turn that the engine
reads as a played unit enters (riftboard/engine/enter_ready.py)."""

from __future__ import annotations

from ..enter_ready import ALL_UNITS, NEXT_UNIT
from ..state import Delayed
from .delayed import delayed_ref
from .registry import Param, primitive


@primitive("units_enter_ready", words="the units entering ready", family="turn",
           params=(Param("next_only", "bool",
                         doc="only the next unit its controller plays this turn (default: "
                             "every one)"),),
           does="For the rest of the turn (317.2.c), each unit its controller plays enters ready "
                "instead of exhausted (card text supersedes 143.4, 002): a unit from the hand, "
                "from face down or from the trash, and a unit token played (350.2). With "
                "`next_only`, only the next such unit; it is then used up. Not a readying: "
                "nothing that waits for one triggers.",
           events=("lasting_effect",), rules=("002", "143.4", "317.2.c"))
def _units_enter_ready(txn, res, eff, _unit):
    item = res.item
    what = "the next unit" if eff.next_only else "units"
    ref = delayed_ref(txn, item, f"{item.ref.name}: {what} enter ready")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=NEXT_UNIT if eff.next_only else ALL_UNITS,
                                         effects=()),)
    txn.emit("lasting_effect", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("002", "143.4", "317.2.c"),
             text=f"{item.ref.name}: {what} {txn.pname(item.controller)} plays this turn "
                  f"{'enters' if eff.next_only else 'enter'} ready")
    return None
