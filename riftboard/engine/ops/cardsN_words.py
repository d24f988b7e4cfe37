"""Primitives the cardsN legends needed: a move to or from the unit's own base (Yasuo,
Unforgiven, as errata'd)."""

from __future__ import annotations

from .. import moves
from ..asker import ask_destination
from ..errors import IllegalAction
from .registry import Param, primitive

TARGET = Param("target", "target", required=True, words=("self", "subject"))


def _check_to_or_from_base(txn, answers, what, targets, eff=None) -> None:
    """Chosen as the ability is activated (446.1): a unit in its base goes to the battlefield
    the step's `to` names; a unit at a battlefield goes to its base (`to` left out, or "base")."""
    t = getattr(eff, "target", None)
    if isinstance(t, int):
        targets = targets[t - 1:t]
    for tid in targets:
        u = txn.objects.get(tid)
        if u is None:
            continue
        to = answers.to
        if u.at == "base":
            if to is None and txn.asking_player is not None:
                to = ask_destination(txn, answers, txn.asking_player,
                                     f"{what}: to which battlefield?", None, None)
            if to is None or to == "base":
                raise IllegalAction(f"{what}: {u.name} is in its base, so it moves to a "
                                    "battlefield: `to` = a battlefield id")
            moves.check_destination(txn, to, what, (tid,))
        elif to is not None and to != "base":
            raise IllegalAction(f"{what}: {u.name} is at a battlefield, so it moves to its base "
                                "only (`to` = \"base\" or left out)")


@primitive("move_to_or_from_base", on_target=True, words="the move", family="zones",
           params=(TARGET,), asks=("to",), check=_check_to_or_from_base,
           events=("move", "might"), rules=("446", "449"))
def _move_to_or_from_base(txn, res, eff, u):
    """Moves the unit between its base and a battlefield: out of its base, to the battlefield
    the step's `to` names; away from a battlefield, home (Yasuo, Unforgiven: never battlefield
    to battlefield). Where it is as the ability resolves decides; a unit in its base
    with no battlefield named stays (055)."""
    item = res.item
    if u.at == "base":
        to = item.answers.to if item.answers else None
        if to is None or to == "base":
            return None
        dest = to
    else:
        dest = "base"
    moves.move_unit(txn, u.id, dest, responsible=item.controller, sources=(item.ref,))
    return None
