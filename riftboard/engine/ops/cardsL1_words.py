"""Cards of Unleashed that read two of their targets at once: one Deal of two amounts, a unit
at a chosen battlefield and each other enemy unit there (Crescent Strike); the enemy units at a
chosen battlefield weaker than a chosen unit sent to their base (Stare Down); enemy units of one
player, up to a total Might, moved to one location (Tricksy Tentacles). And the trigger
"when an opponent scores" (Sumpworks Map), which turns.score fires."""

from __future__ import annotations

import attrs

from .. import moves
from ..asker import Question, ask, ask_destination
from ..errors import IllegalAction
from .groups import _check_pick, _deal_amounts
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


@primitive("move_enemies_up_to_might", words="the move of the enemy units picked",
           family="groups", asks=("choose", "to"), check=_check_pick,
           params=(Param("amount", "count", required=True,
                         doc="the most Might the units picked may have in all"),),
           does="Its controller picks any number of units one other player controls, wherever "
                "they are, whose Mights add up to `amount` or less as it resolves (the step's "
                "`choose` for the controller; none named: the app asks for one), and moves them "
                "to one location, the step's `to` (a battlefield, or \"base\": their "
                "controller's base), each a move of its own by the controller (446, 449); a unit "
                "already there stays. Picking units of two players, or too much Might, is "
                "refused (054.1).",
           events=("move", "might"), rules=("446", "449", "054.1"))
def _move_enemies_up_to_might(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    enemies = {o.id: o for o in txn.on_board() if o.kind == "unit" and o.controller != me}
    named = item.answers.choices_for(me) if item.answers else ()
    if not named and enemies:
        one = ask(txn, item.answers, Question(
            kind="choose", player=me, source=item.ref,
            words=f"{item.ref.name}: which enemy unit moves?",
            options=tuple((o.id, o.name) for o in enemies.values()), default=None))
        named = (one,) if one is not None else ()
    picked = []
    for n in named:
        if n not in enemies:
            raise IllegalAction(f"{item.ref.name}: {txn.name(n)} is not an enemy unit on the "
                                "board")
        picked.append(enemies[n])
    if not picked:
        return None
    if len({o.controller for o in picked}) > 1:
        raise IllegalAction(f"{item.ref.name}: the units it moves must all have the same "
                            "controller")
    total = sum(txn.might(o) for o in picked)
    if total > eff.amount:
        raise IllegalAction(f"{item.ref.name}: the units picked have {total} Might in all; at "
                            f"most {eff.amount} may move")
    dest = ask_destination(txn, item.answers, me, f"{item.ref.name}: where do the units move?",
                           item.ref, item.answers.to if item.answers else None)
    for o in picked:
        if o.at != dest:
            moves.move_unit(txn, o.id, dest, responsible=me, sources=(item.ref,))
    return None
