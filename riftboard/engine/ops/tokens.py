"""Token primitives: creating unit tokens (179-187)."""

from __future__ import annotations

from .. import chain
from ..might import enters_ready
from ..state import Obj
from . import Param, primitive

#: the unit tokens a card can create, with their Might (187)
UNIT_TOKENS = {"Recruit": 1,  # 187.1: a 1-Might unit token with the Recruit tag
               "Bird": 1}  # a 1-Might unit token with Deflect (shown; a Power cost, free here)


@primitive("create_tokens", words="the tokens", family="tokens",
           params=(Param("name", "word", required=True, words=tuple(UNIT_TOKENS),
                         doc="the kind of token (187)"),
                   Param("amount", "count", doc="how many (default 1)"),
                   Param("where", "word", words=("base", "here"),
                         doc='default `"base"`: its controller\'s base; `"here"`: the location '
                             "of the object that has the ability"),
                   Param("who", "word", words=("you", "opponent"),
                         doc='default `"you"`; `"opponent"`: "choose an opponent, they play ..." '
                             "(their tokens, in their base, they are responsible)")),
           events=("create",), rules=("180", "182", "183", "186", "187"))
def _create_tokens(txn, res, eff, _unit):
    """Creates unit tokens on the board, exhausted (a unit enters exhausted, 178.1.a.1), controlled
    and owned by the controller of the spell or ability (182, 183). A token that leaves the board
    ceases to exist (186.1)."""
    item = res.item
    who = item.controller
    if eff.who == "opponent":  # format 1 has two players: the opponent is the other one
        a, b = txn.players
        who = b if who == a else a
    at = "base"
    if eff.where == "here" and who == item.controller:
        host = txn.objects.get(item.host) if item.host else None
        if host is None or host.zone != "board":
            return None  # "here" is gone: nothing to create there (055)
        at = host.at
    before = chain.might_snapshot(txn) if txn.statics else None
    objects = txn.objects_map()
    order = max((o.order for o in objects.values() if o.order < 10**6), default=0)
    base_id = f"{item.ref.id}-token"
    for _ in range(eff.amount or 1):
        k = 1
        while f"{base_id}{k}" in txn.objects:
            k += 1
        order += 1
        tok = Obj(id=f"{base_id}{k}", card=None, name=eff.name, kind="unit", controller=who,
                  owner=who, zone="board", at=at, order=order,
                  printed_might=UNIT_TOKENS[eff.name], exhausted=True, token=True)
        txn.put(tok, None)
        if txn.statics and enters_ready(txn, tok) is not None:
            tok = txn.evolve(tok.id, exhausted=False)  # Magma Wurm: card text wins (002)
        txn.emit("create", target=tok.id, target_name=tok.name, sources=(item.ref,),
                 responsible=who, rules=("180", "182", "186"),
                 text=f"{item.ref.name} creates a {tok.printed_might}-Might {tok.name} token for "
                      f"{txn.pname(who)} in {'their base' if at == 'base' else txn.name(at)}")
    if before is not None:
        chain.emit_might_changes(txn, before, sources=(item.ref,))
    return None
