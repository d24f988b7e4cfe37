"""Variable amounts, board conditions and a unit dealing its Might (ch1's family).

Any instruction may carry, besides its op's own keys:

- `if = "WORD"` / `unless = "WORD"`: it happens only when the board condition holds (or does
  not), read as the instruction resolves (riftboard.engine.board.CONDITIONS), about its target,
  else about the object that has the ability; a count word there holds at `at_least` (default
  1), and `tag` names the tag a count of tagged units reads;
- `per = "WORD"`: its `amount` (1 when left out) is counted "for each" (or "equal to") what the
  count reads (riftboard.engine.board.COUNTS), as it resolves. A count of 0 skips the
  instruction.
- `of`: what the condition and the count are about (a target number or "self"; default its
  target).

The registry's `settle` (ops/registry.py) applies both before it runs the primitive, so `deal`,
`might`, `draw` and every later primitive take them without a line of their own.
"""

from __future__ import annotations

import attrs

from .. import damage
from .registry import Param, primitive, target_of

_WORDS = ("self", "subject")


@primitive("unit_deals", on_target=True, words="its Might as damage", family="amounts",
           params=(Param("target", "target", required=True, words=_WORDS),
                   Param("by", "target", required=True, words=_WORDS,
                         doc="the unit that deals the damage")),
           does="The unit `by` deals damage equal to its Might to the target: one-sided (the "
                "target deals none back). The unit is the only source, not the spell or ability "
                "that says so (417.6.b.3), and its controller is responsible (417.6.b.4; 1.3: "
                "the player of the spell). No Bonus Damage: a unit's damage is not a spell's.",
           events=("damage", "prevented"), rules=("417.6.b.1", "417.6.b.3", "417.6.b.4"))
def _unit_deals(txn, res, eff, u):
    src_id = target_of(txn, res, attrs.evolve(eff, target=eff.by))
    if src_id is None:
        return None  # the unit that was to deal it is gone (055)
    src = txn.objects[src_id]
    if src.kind != "unit":
        return None
    amount = max(0, txn.might(src))
    item = res.item
    who = src.controller if txn.rs.source_controller_responsible else item.controller
    return damage.deal(txn, [(u.id, amount)], sources=(txn.ref(src),), responsible=who,
                       credit=(), by_spell_or_ability=False,
                       rules=("417.6.b.3", "417.6.b.4")).credits
