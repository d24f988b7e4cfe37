"""The instruction behind "the next spell you play this turn deals 1 Bonus Damage" (Ravenborn
Tome): an entry for the rest of the turn that the next spell its player plays takes on
(riftboard/engine/spell_bonus.py)."""

from __future__ import annotations

from ..spell_bonus import NEXT_SPELL
from ..state import Delayed
from .delayed import delayed_ref
from .registry import primitive


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
