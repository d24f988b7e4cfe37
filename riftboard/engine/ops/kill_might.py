"""A kill whose victim's Might goes to another unit (Deathgrip): "kill it; if you do, another
unit gets that much Might this turn" (428.1.a.1, 143.2)."""

from __future__ import annotations

import attrs

from .. import cleanup
from .registry import REGISTRY, Param, item_sources, primitive, target_of


@primitive("kill_give_might", on_target=True, words="the kill and the Might it gives",
           family="kill",
           params=(Param("target", "target", required=True, words=("self", "subject"),
                         doc="the unit killed"),
                   Param("other", "target_number", required=True,
                         doc="the unit that gets the Might")),
           does="Kills the target (a kill instruction, credited as `kill` credits it, 428.1.a.1, "
                "428.5.b); if it really died (a replaced death is no kill, 369), the unit `other` "
                "gets Might equal to the Might the target had as it was killed, this turn "
                "(143.2). A target with 0 Might or less gives nothing.",
           events=("kill", "death_replaced", "might"), rules=("428.1.a.1", "428.5.b", "143.2"))
def _kill_give_might(txn, res, eff, u):
    item = res.item
    gift = txn.might(u)  # as it last was on the board, before it leaves
    credit = item_sources(txn, item)
    rules = ("428.5.d",) if item.kind != "spell" else ()
    killed = cleanup.kill_units(txn, [(u.id, credit, item.controller)],
                                reason="kill_instruction", rules=rules)
    if u.id not in killed or gift <= 0:
        return None  # "if you do": no death, no Might
    to = attrs.evolve(eff, op="might", target=eff.other, other=None, amount=gift)
    uid = target_of(txn, res, to)
    if uid is None:
        return None  # the unit that was to get it is gone (055)
    return REGISTRY["might"].run(txn, res, to, txn.objects[uid])
