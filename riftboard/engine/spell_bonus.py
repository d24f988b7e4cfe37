""""The next spell you play this turn deals 1 Bonus Damage" (Ravenborn Tome) and "the next
spell you play this turn costs N less" (Raging Firebrand): kept as entries of the state's
delayed list (the end of the turn empties it, 317.2.c). When its player next plays a spell, a
Bonus Damage entry is bound to that spell: each instance of damage that spell deals is then
increased by 1 (712-715), as Bonus Damage from the ability that made the entry; a cost entry
has taken N off the Energy paid for it (002) and is used up."""

from __future__ import annotations

import attrs

from .carddefs import YOUR_BONUS_DAMAGE

#: an entry waiting for its player's next spell, and one bound to a spell (its id in `only`)
NEXT_SPELL = "next_spell_bonus"
THIS_SPELL = "spell_bonus"
#: an entry that makes its player's next spell cost `amount` Energy less
NEXT_SPELL_LESS = "next_spell_less"


def bind(txn, item) -> None:
    """`item`, a spell, was just played: the first waiting Bonus Damage entry of its player is
    now its own, and the first cost entry of its player is used up."""
    for kind in (NEXT_SPELL, NEXT_SPELL_LESS):
        for i, d in enumerate(txn.delayed):
            if d.trigger == kind and d.controller == item.controller:
                rest = txn.delayed[i + 1:]
                if kind == NEXT_SPELL:
                    rest = (attrs.evolve(d, trigger=THIS_SPELL, only=item.host),) + rest
                txn.delayed = txn.delayed[:i] + rest
                break


def discounted(txn, card, by: str, energy: int, words: str) -> tuple[int, str]:
    """The Energy `by` pays for `card` (`energy`, its `words`) less what a "the next spell you
    play this turn costs N less" entry of theirs takes off: never below 0 (002)."""
    if card.kind != "spell":
        return energy, words
    d = next((d for d in txn.delayed if d.trigger == NEXT_SPELL_LESS and d.controller == by),
             None)
    if d is None or not energy:
        return energy, words
    less = min(d.amount, energy)
    return energy - less, words + f" ({less} Energy less: {d.creator.name}; 002)"


def bonus_of(state, sources) -> list[tuple]:
    """The Bonus Damage the spell among `sources` deals by such entries: (the ability that
    made the entry, 1) each."""
    spells = {s.id for s in sources if s.kind == "spell"}
    if not spells:
        return []
    return [(d.creator, 1) for d in state.delayed if d.trigger == THIS_SPELL and d.only in spells]


def yours(state, player: str | None) -> list[tuple]:
    """The Bonus Damage `player`'s spells and abilities deal by their permanents' text ("your
    spells and abilities deal 1 Bonus Damage", Annie, Fiery): (the permanent, N) each, in file
    order (712-715)."""
    objects = state.objects
    return [(o, o.card.your_bonus_damage) for i in state.hooks.get(YOUR_BONUS_DAMAGE, ())
            if (o := objects[i]).zone == "board" and o.controller == player]
