"""Primitives for the Vendetta cards of issue 27 (cardsM): a unit that enemy spells and abilities
can't choose this turn (Twilight Shroud; card text, 002; a choice refused, 054.1)."""

from __future__ import annotations

from ..state import Grant
from .registry import Param, primitive


@primitive("unchoosable_this_turn", on_target=True, words="the shelter from enemy choices",
           family="keywords",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="For the rest of the turn (317.2.c), spells and abilities of a player who does "
                "not control the target can't choose it (card text, 002): such a choice is "
                "refused (054.1), as a passive `unchoosable` refuses it (Ruin Runner). A choice "
                "made before it resolves stays.",
           events=("keyword",), rules=("002", "054.1", "317.2.c"))
def _unchoosable_this_turn(txn, res, eff, u):
    item = res.item
    txn.evolve(u.id, granted=u.granted + (Grant(keyword="unchoosable", source=item.ref.name),))
    txn.emit("keyword", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("002", "054.1"),
             text=f"{item.ref.name}: enemy spells and abilities can't choose {u.name} this turn")
