"""Keyword primitives: giving a permanent a keyword, this turn or for as long as it stays on the
board (801.3.a): Cleave's Assault 3, Block's Shield 3 and Tank, Gem Jammer's Ganking, Fading
Memories' Temporary."""

from __future__ import annotations

from .. import moves
from ..state import Grant
from .registry import Param, primitive

#: the keywords a spell or ability can give, and whether they carry a value (Assault N)
GRANTABLE = {"assault": True, "shield": True, "tank": False, "ganking": False,
             "temporary": False, "backline": False}
RULES = {"assault": "807.2", "shield": "814.2", "tank": "815.2", "ganking": "810.2",
         "temporary": "816.2", "backline": "801.3.a"}


@primitive("grant_keyword", on_target=True, words="the keyword", family="keywords",
           params=(Param("target", "target", required=True, words=("self", "subject")),
                   Param("keyword", "word", required=True, words=tuple(GRANTABLE)),
                   Param("amount", "count", doc="the value of Assault N or Shield N (default 1)"),
                   Param("this_turn", "bool",
                         doc="default true: it ends with the turn; false: no duration, it lasts "
                             "while the permanent stays on the board (801.3.a.3)"),
                   Param("this_combat", "bool", doc="true: it ends with the combat it is in")),
           does="Gives the target `keyword` (Assault N and Shield N with `amount`). Values of "
                "the same keyword add up (807.2, 814.2); the others are redundant (810.2, 815.2, "
                "816.2). It ends with the turn (317.2.c), or, with `this_turn = false`, when the "
                "permanent leaves the board (801.3.a.3, 124.1).",
           events=("keyword", "might"), rules=("801.3.a", "801.3.a.2", "801.3.a.3", "124.1"))
def _grant_keyword(txn, res, eff, u):
    item = res.item
    kw = eff.keyword
    amount = (eff.amount or 1) if GRANTABLE[kw] else 1
    this_turn = eff.this_turn is not False
    this_combat = bool(eff.this_combat) and txn.combat is not None
    before = moves.might_snapshot(txn) if txn.combat is not None else None
    txn.evolve(u.id, granted=u.granted + (Grant(keyword=kw, amount=amount, source=item.ref.name,
                                                  this_turn=this_turn, this_combat=this_combat),))
    spelled = kw.capitalize() + (f" {amount}" if GRANTABLE[kw] else "")
    rules = ("801.3.a", "801.3.a.2" if this_turn else "801.3.a.3", RULES[kw])
    txn.emit("keyword", target=u.id, target_name=u.name, amount=amount if GRANTABLE[kw] else None,
             sources=(item.ref,), responsible=item.controller, rules=rules,
             text=f"{item.ref.name} gives {u.name} {spelled}"
                  + (" this combat" if this_combat else " this turn" if this_turn
                     else " (while it stays on the board)"))
    if before is not None:  # Assault or Shield counts at once for an attacker or defender
        moves.emit_might_changes(txn, before, sources=(item.ref,))
    return None
