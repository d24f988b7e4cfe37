"""Copy primitives: a unit token that becomes a copy of a unit (477.1.b)."""

from __future__ import annotations

from .. import moves, triggers
from ..state import Grant, Obj
from .keywords import GRANTABLE
from .registry import Param, primitive


@primitive("create_copy", on_target=True, words="the copy", family="copy",
           params=(Param("target", "target", required=True, words=("self", "subject"),
                         doc="the unit copied"),
                   Param("enters", "word", words=("exhausted", "ready"),
                         doc="how the token enters, when the card says so (002); default "
                             "exhausted (178.1.a.1)"),
                   Param("keyword", "word", words=tuple(GRANTABLE),
                         doc="a keyword the copy is given, for as long as it stays on the "
                             "board (Mirror Image: Temporary)")),
           does="Plays a unit token to its controller's base that becomes a copy of the target "
                "unit: it takes the unit's copyable traits as printed, its name, card text, "
                "tags, cost and domains (477.1.b.1.a; those of a copy are the traits it copied, "
                "477.1.b.1.b), and its printed Might; not its damage, buff, Might changes, "
                "granted keywords, statuses or controller. The token is played (350.2): "
                "\"when you play a unit\" abilities hear it; it does not count as a card.",
           events=("create", "copy"), rules=("477.1.b", "477.1.b.1", "477.1.b.1.a",
                                             "477.1.b.1.b", "180", "182", "350.2"))
def _create_copy(txn, res, eff, unit):
    item = res.item
    who = item.controller
    before = moves.might_snapshot(txn) if txn.statics or (
        unit.card is not None and unit.card.static_source) else None
    base_id = f"{item.ref.id}-token"
    k = 1
    while f"{base_id}{k}" in txn.objects:
        k += 1
    exhausted = eff.enters != "ready"
    grants = ((Grant(keyword=eff.keyword, source=item.ref.name, this_turn=False),)
              if eff.keyword else ())
    # Might is a copyable trait, managed in the Trait layer (the Vendetta Rules FAQ of
    # 2026-08-14, which 1.4's list in 477.1.b.1.a left unclear): the copy takes the unit's
    # printed Might with its printed traits (a vanilla unit of a file has only a name and a Might)
    tok = Obj(id=f"{base_id}{k}", card=unit.card, name=unit.name, kind="unit", controller=who,
              owner=who, zone="board", at="base", order=txn.next_order,
              printed_might=unit.printed_might, exhausted=exhausted, token=True, granted=grants)
    txn.put(tok, None)
    txn.emit("create", target=tok.id, target_name=tok.name, sources=(item.ref,),
             responsible=who, rules=("180", "182", "350.2") + (("002",) if eff.enters else ()),
             text=f"{item.ref.name} plays a unit token for {txn.pname(who)} in their base, "
                  f"{'exhausted' if exhausted else 'ready'}")
    given = f", with {eff.keyword.capitalize()}" if eff.keyword else ""
    might = txn.might(tok)
    txn.emit("copy", target=tok.id, target_name=tok.name, amount=might, sources=(item.ref,),
             responsible=who, rules=("477.1.b", "477.1.b.1", "477.1.b.1.a"),
             text=f"the token becomes a copy of {unit.name} ({might} Might){given}")
    triggers.token_played(txn, who, tok.id)
    if before is not None:
        moves.emit_might_changes(txn, before, sources=(item.ref,))
    return None
