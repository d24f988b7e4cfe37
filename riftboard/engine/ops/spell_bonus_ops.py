"""The instructions behind "the next spell you play this turn deals 1 Bonus Damage" (Ravenborn
Tome) and "... costs N less" (Raging Firebrand): entries for the rest of the turn that the next
spell its player plays takes on (riftboard/engine/spell_bonus.py)."""

from __future__ import annotations

from ..spell_bonus import NEXT_SPELL, NEXT_SPELL_LESS
from ..state import Delayed
from .delayed import delayed_ref
from .registry import Param, primitive


@primitive("next_spell_bonus", words="the next spell's Bonus Damage", family="turn",
           does="The next spell its controller plays this turn deals 1 Bonus Damage: each "
                "instance of damage that spell deals, to each unit, is increased by 1 (712-715; "
                "a split adds it once to the amount split, 715.3), shown as a `bonus` modifier "
                "from this ability. It is bound to that spell as it is played; unused, it ends "
                "with the turn (317.2.c).",
           events=("lasting_effect",), rules=("712", "715.1", "317.2.c"))
def _next_spell_bonus(txn, res, eff, _unit):
    item = res.item
    ref = delayed_ref(txn, item, f"{item.ref.name}: the next spell's Bonus Damage")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=NEXT_SPELL, effects=()),)
    txn.emit("lasting_effect", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("712", "715.1", "317.2.c"),
             text=f"{item.ref.name}: the next spell {txn.pname(item.controller)} plays this "
                  "turn deals 1 Bonus Damage")
    return None


@primitive("next_spell_less", words="the next spell's lower cost", family="turn",
           params=(Param("amount", "count", required=True,
                         doc="how much Energy the next spell costs less"),),
           does="The next spell its controller plays this turn costs `amount` Energy less, "
                "never below 0 (002): a strict format 2 game takes it off the Energy paid, and "
                "the `pay` event says so (costs are free in sandbox mode). The spell played "
                "uses it up, in either mode; unused, it ends with the turn (317.2.c).",
           events=("lasting_effect",), rules=("002", "317.2.c"))
def _next_spell_less(txn, res, eff, _unit):
    item = res.item
    ref = delayed_ref(txn, item, f"{item.ref.name}: the next spell costs less")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=NEXT_SPELL_LESS, effects=(),
                                         amount=eff.amount),)
    txn.emit("lasting_effect", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("002", "317.2.c"),
             text=f"{item.ref.name}: the next spell {txn.pname(item.controller)} plays this "
                  f"turn costs {eff.amount} Energy less")
    return None
