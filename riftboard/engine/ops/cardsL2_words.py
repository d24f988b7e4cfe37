"""Words of the cardsL2 batch of Unleashed cards: a player barred from playing spells for the
rest of the turn (Lilting Lullaby)."""

from __future__ import annotations

from ..state import Delayed
from .delayed import delayed_ref
from .registry import Param, primitive

#: what a Delayed entry of `cant_play_spells` waits for: nothing; it lasts the turn (317.2.c).
#: Its `subject` is the player barred.
NO_SPELLS = "no_spells"


def spell_forbidden(txn, player: str):
    """The spell or ability that keeps `player` from playing spells this turn (card text,
    002), or None."""
    for d in txn.delayed:
        if d.trigger == NO_SPELLS and d.subject == player:
            return d.creator
    return None


@primitive("cant_play_spells", words="the ban on spells", family="turn",
           params=(Param("target", "target_number", required=True,
                         doc='a target with `what = "spell"`: the player who controls that '
                             "spell on the chain is the one barred"),),
           does="The controller of the target spell can't play spells for the rest of the turn "
                "(card text, 002): a step that plays one is refused, and a spell an effect "
                "would have them play from the trash stays there (055). Units and gear are "
                "still played. It ends with the turn (317.2.c). Read as the instruction "
                "resolves, so it comes before a `counter` of the same spell.",
           events=(), rules=("002", "055", "317.2.c"))
def _cant_play_spells(txn, res, eff, _unit):
    item = res.item
    t = eff.target
    sid = res.targets[t - 1] if t - 1 < len(res.targets) else None
    if sid is None:
        return None  # the target became illegal (359.3.e.7)
    on_chain = next((c for c in txn.chain if c.kind == "spell" and c.host == sid), None)
    if on_chain is None:
        return None  # gone from the chain: no controller to read (055)
    who = on_chain.controller
    ref = delayed_ref(txn, item, f"{item.ref.name}'s ban on spells")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=NO_SPELLS, effects=(), subject=who),)
    return None
