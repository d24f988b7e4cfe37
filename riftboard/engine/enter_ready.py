"""Units its player plays this turn enter ready, because a spell or ability said so: "units you
play this turn enter ready" (Confront) or only "the next unit you play this turn" (Sun Disc).

Card text supersedes the rule that a played unit enters exhausted (002, 143.4). The effect is
kept as an entry of the state's delayed list, which the end of the turn empties (317.2.c); it
has no instructions of its own. A "next unit" entry is used up by the first unit its player
plays (a unit card or a unit token, 350.2), whatever else made that unit ready."""

from __future__ import annotations

#: the triggers (kinds) of those entries: every unit played, or the next one only
ALL_UNITS = "units_enter_ready"
NEXT_UNIT = "next_unit_enters_ready"


def by_effect(state, unit):
    """The spell or ability (a Ref) whose effect makes `unit`, played now, enter ready: an
    "every unit" effect of its controller's first, else a "next unit" one; None without."""
    found = None
    for d in state.delayed:
        if d.controller != unit.controller or d.trigger not in (ALL_UNITS, NEXT_UNIT):
            continue
        if d.trigger == ALL_UNITS:
            return d.creator
        found = found or d.creator
    return found


def use(txn, unit) -> None:
    """`unit` was played and entered the board: the first "next unit" effect of its controller
    applied to it (whatever else made it ready, or not: Accelerate), and is used up."""
    for i, d in enumerate(txn.delayed):
        if d.controller == unit.controller and d.trigger == NEXT_UNIT:
            txn.delayed = txn.delayed[:i] + txn.delayed[i + 1:]
            return
