"""Cards of Unleashed that read two of their targets at once: one Deal of two amounts, a unit
at a chosen battlefield and each other enemy unit there (Crescent Strike); the enemy units at a
chosen battlefield weaker than a chosen unit sent to their base (Stare Down). And the trigger
"when an opponent scores" (Sumpworks Map), which turns.score fires."""

from __future__ import annotations

import attrs

from .. import moves
from .groups import _deal_amounts
from .registry import Param, primitive, target_of, trigger


@primitive("deal_and_others", words="deal {amount} to a unit and more to each other enemy there",
           family="groups",
           params=(Param("target", "target_number", required=True,
                         doc="the battlefield (or a unit whose location is read)"),
                   Param("unit", "target_number", required=True,
                         doc="the unit there dealt `amount`"),
                   Param("amount", "count", required=True),
                   Param("others", "count", required=True,
                         doc="what each other enemy unit there is dealt")),
           does="Deals `amount` to the unit `unit` and `others` to each other unit that the "
                "controller does not control at the battlefield `target` (or at the location "
                "of the unit `target`), all in one Deal at the same time (417.1.d): one damage "
                "event per unit, the spell (or the ability and its host) the source of each "
                "(417.6.a, 417.6.b.2.a). A `unit` that has become an illegal target is not "
                "dealt its amount, and the others there still are (359.3.e.7, 055).",
           events=("damage", "prevented"),
           rules=("417.1.d", "417.6.a", "417.6.b.2.a", "359.3.e.7", "055"))
def _deal_and_others(txn, res, eff, _unit):
    place_id = target_of(txn, res, eff)
    if place_id is None:
        return None
    place = txn.objects[place_id]
    where = place.id if place.kind == "battlefield" else place.at
    if where is None or where == "base":
        return None  # "there" is a battlefield
    uid = target_of(txn, res, attrs.evolve(eff, target=eff.unit))
    chosen = res.targets[eff.unit - 1] if eff.unit <= len(res.targets) else None
    me = res.item.controller
    amounts = [(uid, eff.amount)] if uid is not None else []
    for o in txn.on_board():
        if o.kind == "unit" and o.id != chosen and o.controller != me and o.at == where:
            amounts.append((o.id, eff.others))
    return _deal_amounts(txn, res, amounts)


@primitive("move_weaker_to_base", words="the move of each weaker enemy unit to its base",
           family="groups",
           params=(Param("target", "target_number", required=True,
                         doc="the battlefield (or a unit whose location is read)"),
                   Param("unit", "target_number", required=True,
                         doc="the unit whose Might is compared")),
           does="Moves each unit the controller does not control at the battlefield `target` "
                "whose Might is less than the Might of the unit `unit`, as both are now, to its "
                "controller's base, each a move of its own by the controller (446, 449). "
                "Nothing moves if `unit` has become an illegal target: its Might is no longer "
                "known (359.3.e.12, 055).",
           events=("move", "might"), rules=("446", "449", "359.3.e.12", "055"))
def _move_weaker_to_base(txn, res, eff, _unit):
    place_id = target_of(txn, res, eff)
    uid = target_of(txn, res, attrs.evolve(eff, target=eff.unit))
    if place_id is None or uid is None:
        return None
    place = txn.objects[place_id]
    where = place.id if place.kind == "battlefield" else place.at
    if where is None or where == "base":
        return None  # "at that battlefield"
    limit = txn.might(txn.objects[uid])
    me = res.item.controller
    weaker = [o for o in txn.on_board()
              if o.kind == "unit" and o.controller != me and o.at == where and txn.might(o) < limit]
    for o in weaker:
        moves.move_unit(txn, o.id, "base", responsible=me, sources=(res.item.ref,))
    return None


trigger("opponent_scores", "another player scores a battlefield, by Conquer or Hold (469), even "
        "when a draw replaces the final point (471.1.b, 383.4.c.2.c); the battlefield is the "
        "`subject`; works from a legend too")
