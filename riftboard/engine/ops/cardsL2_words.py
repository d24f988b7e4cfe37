"""Words of the cardsL2 batch of Unleashed cards: a player barred from playing spells for the
rest of the turn (Lilting Lullaby); a unit put on the top or the bottom of its owner's main deck
(Keeper's Verdict)."""

from __future__ import annotations

from .. import cleanup, moves, turns
from ..state import Delayed
from ..triggers import may_answer
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
           events=("lasting_effect",), rules=("002", "055", "317.2.c"))
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
    txn.emit("lasting_effect", target=who, sources=(item.ref,), responsible=item.controller,
             rules=("002", "317.2.c"),
             text=f"{item.ref.name}: {txn.pname(who)} can't play spells this turn")
    return None


@primitive("to_deck_top_or_bottom", on_target=True, words="the unit put in its owner's deck",
           family="deck", asks=("may",),
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="The unit leaves the board for its owner's main deck (a new object, 124; not a "
                "kill): its owner chooses the top (their `may`: yes) or the bottom (no). A "
                "token ceases to exist instead (186.1); attached Equipment stays where it was "
                "(as for any unit that leaves the board). Format 1 has no main deck: the card "
                "is taken away.",
           events=("to_deck", "might"), rules=("124", "186.1", "002"))
def _to_deck_top_or_bottom(txn, res, eff, u):
    item = res.item
    owner = u.owner
    deck = turns.side(txn, owner).deck if txn.game is not None else None
    top = may_answer(txn, item.answers, owner,
                     f"put {u.name} on top of your main deck (no: at the bottom)", item.ref)
    before = moves.might_snapshot(txn) if txn.statics else None
    cleanup.leave_board(txn, u.id, "deck" if deck is not None else "removed")
    if u.token:
        where = "ceases to exist (a token that leaves the board, 186.1)"
    elif deck is None:
        where = f"goes to {txn.pname(owner)}'s main deck (not modelled in this file)"
    else:
        txn.evolve(u.id, controller=owner)
        turns.set_side(txn, owner, deck=(u.id,) + deck if top else deck + (u.id,))
        where = (f"is put on the {'top' if top else 'bottom'} of {txn.pname(owner)}'s main deck "
                 f"({txn.pname(owner)}'s choice)")
    txn.emit("to_deck", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("124", "002") + (("186.1",) if u.token else ()),
             text=f"{u.name} {where}")
    if before is not None:
        moves.emit_might_changes(txn, before, sources=(item.ref,))
    return None
