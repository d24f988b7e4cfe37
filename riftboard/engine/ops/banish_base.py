"""Banish a unit, then its owner plays it again to their base (Portal Rescue): the banishing of
427.1 and a play from banishment, its cost ignored (419.3), to the owner's base."""

from __future__ import annotations

from .. import cleanup
from .actions import play_unit_for_free
from .registry import Param, primitive

TARGET = Param("target", "target", required=True, words=("self", "subject"))


@primitive("banish_play_base", on_target=True, words="the banishing and play", family="zones",
           params=(TARGET,),
           does="The unit is banished (427.1: not a kill), then its owner plays that card from "
                "their banishment to their own base, its cost ignored: it goes on the chain as a "
                "new object (124) and enters as a played unit does, exhausted (143.4); it counts "
                "as a card played and its Play Effects trigger (419.3, 383.4.a). A token ceases "
                "to exist instead (186.1): nothing is played.",
           events=("banish", "play"), rules=("427.1", "427.2.a", "419.3", "124", "186.1"))
def _banish_play_base(txn, res, eff, u):
    item = res.item
    owner = u.owner
    cleanup.leave_board(txn, u.id, "banished")
    txn.emit("banish", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("427.1", "427.2.a"),
             text=f"{u.name} is banished ({item.ref.name}): not a kill"
                  + (" (a token ceases to exist)" if u.token else ""))
    card = txn.objects.get(u.id)
    if card is None or card.zone != "banished":
        return None  # a token is gone (186.1): nothing to play
    play_unit_for_free(txn, item, card, "their banishment", base_only=True, player=owner)
    return None
