"""Banish a unit, then its owner plays it again to their base (Portal Rescue): the banishing of
427.1 and a play from banishment, its cost ignored (419.3), to the owner's base."""

from __future__ import annotations

from .banish_play import banish_then_play
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
    banish_then_play(txn, res.item, u, base_only=True)
    return None
