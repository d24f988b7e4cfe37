""""The next spell you play this turn deals 1 Bonus Damage" (Ravenborn Tome): kept as an entry
of the state's delayed list (the end of the turn empties it, 317.2.c). When its player next
plays a spell, the entry is bound to that spell; each instance of damage that spell deals is
then increased by 1 (712-715), as Bonus Damage from the ability that made the entry."""

from __future__ import annotations

import attrs

#: an entry waiting for its player's next spell, and one bound to a spell (its id in `only`)
NEXT_SPELL = "next_spell_bonus"
THIS_SPELL = "spell_bonus"


def bind(txn, item) -> None:
    """`item`, a spell, was just played: the first waiting entry of its player is now its own."""
    for i, d in enumerate(txn.delayed):
        if d.trigger == NEXT_SPELL and d.controller == item.controller:
            bound = attrs.evolve(d, trigger=THIS_SPELL, only=item.host)
            txn.delayed = txn.delayed[:i] + (bound,) + txn.delayed[i + 1:]
            return


def bonus_of(state, sources) -> list[tuple]:
    """The Bonus Damage the spell among `sources` deals by such entries: (the ability that
    made the entry, 1) each."""
    spells = {s.id for s in sources if s.kind == "spell"}
    if not spells:
        return []
    return [(d.creator, 1) for d in state.delayed if d.trigger == THIS_SPELL and d.only in spells]
