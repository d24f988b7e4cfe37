"""Primitives composed of two families: a group (ops/groups.py) given what a single-object
primitive of another family gives one object. Each reads its group once, as it runs, like every
group instruction (355.10.d: a group is not a target), and gives each member the very thing the
single primitive would, so the two never disagree.

- `grant_keyword_each`: the keywords of `grant_keyword` (ops/keywords.py), to a group ("give your
  other units here Assault this turn": Lord Broadmane, Chakram Dancer).
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


# -- a count of Temporary's family for Might's "for each" (board.COUNTS) ------------------------

from .. import board
from ..might import own_keyword  # noqa: E402


@board._word(board.COUNTS, "temporary_friendly_units_at_battlefield",
             "units of the player with Temporary (printed or granted) at the unit's battlefield, "
             "itself included (none while it is in a base)", rules=("816.2",))
def _n_temporary_here(state, player, unit, tag):
    if unit.at is None or unit.at == "base":
        return 0
    return sum(1 for o in board._units(state)
               if o.controller == player and o.at == unit.at and own_keyword(o, "temporary"))
