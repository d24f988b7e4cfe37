"""Primitives the cardsT2 tournament cards needed: a player's unit tokens gathered where the
unit with the ability is (Azir, Sovereign's attack trigger)."""

from __future__ import annotations

from .. import moves
from ..asker import Question, ask
from ..errors import IllegalAction
from .registry import Param, primitive


@primitive("move_tokens_here", words="the move of the tokens", family="groups", asks=("choose",),
           events=("move", "might"), rules=("446", "449", "464.2.c.3.a"))
def _move_tokens_here(txn, res, eff, _unit):
    """Moves any number of the controller's unit tokens, from wherever they are, to the location
    of the object that has the ability (Azir, Sovereign: "to this battlefield"), each a move of
    its own by the controller (446, 449); the step's `choose` for the controller names which
    (default: all of them). A token already there stays; with the object gone from the board,
    nothing moves (055). A token arriving at a combat's battlefield joins its controller's side
    (464.2.c.3.a)."""
    item = res.item
    who = item.controller
    host = txn.objects.get(item.host) if item.host else None
    if host is None or not txn.is_same(host.id, item.host_inc, "board") or host.at is None:
        return None
    here = host.at
    tokens = [o for o in txn.on_board()
              if o.kind == "unit" and o.token and o.controller == who
              and not (o.at == here and (here != "base" or o.controller == host.controller))]
    if not tokens:
        return None
    named = item.answers.choices_for(who) if item.answers else ()
    if len(tokens) > 1 and not named:  # "any number of": the app asks for one (keys may name more)
        one = ask(txn, item.answers, Question(
            kind="choose", player=who, source=item.ref,
            words=f"{item.ref.name}: which token moves here?",
            options=tuple((o.id, o.name) for o in tokens), default=None))
        named = (one,) if one is not None else ()
    if named:
        ids = {o.id for o in tokens}
        bad = [n for n in named if n not in ids and n in txn.objects
               and txn.objects[n].zone == "board"]
        if bad:
            raise IllegalAction(f"{item.ref.name}: {txn.name(bad[0])} is not a unit token of "
                                f"{txn.pname(who)}'s that can move here")
        tokens = [o for o in tokens if o.id in named]
    for o in tokens:
        moves.move_unit(txn, o.id, here, responsible=who, sources=(item.ref,))
    return None


@primitive("attach_to_subject", words="the attachment", family="gear",
           params=(Param("target", "target_number", required=True, doc="the Equipment"),),
           events=("attach", "might"), rules=("434", "718.3", "818"))
def _attach_to_subject(txn, res, eff, _unit):
    """Attaches the Equipment (the ability's target `target`) to the unit the triggered ability
    is about, its `subject` (a unit token just played: Azir, Emperor of the Sands gives his
    player's Sand Soldiers Weaponmaster, "when played, you may Equip one of your Equipment to
    it"); from another unit it moves over (434). Nothing happens if either has left the board
    or the unit is no longer its controller's (055)."""
    item = res.item
    i = eff.target - 1
    gid = res.targets[i] if i < len(res.targets) else None
    uid = item.subject
    gear = txn.objects.get(gid) if gid else None
    unit = txn.objects.get(uid) if uid else None
    if gear is None or unit is None or unit.zone != "board" or gear.zone != "board":
        return None
    if unit.controller != item.controller or gid in unit.equipment:
        return None
    moves.attach(txn, gid, uid, responsible=item.controller, sources=(item.ref,))
    return None
