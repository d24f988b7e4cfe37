"""Keywords given to a group: `grant_keyword_each`, what `grant_keyword` (ops/keywords.py) gives
one object, given to every member of a group (ops/groups.py: "give your other units here Assault
this turn", Lord Broadmane, Chakram Dancer). The group is read once, as the instruction runs, like
every group instruction (355.10.d: a group is not a target), and each member gets the very thing
the single primitive would give it, so the two never disagree.
"""

from __future__ import annotations

from .groups import GROUP, members
from .keywords import _grant_keyword
from .registry import REGISTRY, primitive


@primitive("grant_keyword_each", words="the keyword", family="groups",
           params=(*(p for p in REGISTRY["grant_keyword"].params if p.name != "target"),
                   *GROUP),
           events=("keyword", "might"), rules=("801.3.a", "801.3.a.2", "807.2", "814.2"))
def _grant_keyword_each(txn, res, eff, _unit):
    """Gives every unit of the group `keyword` as `grant_keyword` gives one (801.3.a; Assault N
    and Shield N with `amount`, values adding up, 807.2, 814.2). The group is read once, as it
    resolves: a unit that arrives later does not get it (801.3.a.2)."""
    for o in [o for o in members(txn, res, eff) if o.kind == "unit"]:
        _grant_keyword(txn, res, eff, txn.objects[o.id])
    return None

