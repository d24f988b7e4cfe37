""""Buffs give an additional +1 Might to friendly units this turn" (Stand United): an entry of
the state's delayed list (the end of the turn empties it, 317.2.c) that might.py reads as it
counts a buffed unit's buff (143.2; card text, 002)."""

from __future__ import annotations

#: the kind of that entry
STRONGER_BUFFS = "stronger_buffs"


def extra(state, unit) -> int:
    """How much more than +1 the buff of `unit` gives now: one for each such effect of its
    controller."""
    return sum(1 for d in state.delayed
               if d.trigger == STRONGER_BUFFS and d.controller == unit.controller)
