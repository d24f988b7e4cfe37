"""Prevent all damage of spells and abilities for the rest of the turn (Unyielding Spirit): a
delayed replacement over every Deal whose source is a spell or an ability (437.7), never combat
damage, nor a unit's damage a spell tells it to deal (417.6.b.3: the unit is its source)."""

from __future__ import annotations

from ..damage import NO_SPELL_DAMAGE
from ..state import Delayed
from .delayed import delayed_ref
from .registry import primitive


@primitive("prevent_spell_damage", words="the prevention of spell damage", family="protect",
           does="For the rest of the turn (317.2.c), all damage that spells and abilities would "
                "deal, either player's, to any unit, is prevented (437.4: none is dealt, a "
                "`prevented` event says so): not combat damage, nor the damage a unit deals "
                "because a spell or ability says so (its source is the unit, 417.6.b.3).",
           events=("lasting_effect",), rules=("437.1.b", "437.4", "437.7", "317.2.c"))
def _prevent_spell_damage(txn, res, eff, _unit):
    item = res.item
    ref = delayed_ref(txn, item, f"{item.ref.name}: no spell or ability damage")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=NO_SPELL_DAMAGE, effects=()),)
    txn.emit("lasting_effect", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("437.1.b", "437.7", "317.2.c"),
             text=f"{item.ref.name}: all damage of spells and abilities is prevented this turn")
    return None
