"""Banish a unit, then its owner plays it again to a battlefield (Thrill of the Hunt): the
banishing of 427.1 and a play from banishment, its cost ignored (419.3), to any battlefield."""

from __future__ import annotations

from .. import cleanup
from ..asker import ask_destination
from ..errors import IllegalAction
from .actions import play_unit_for_free
from .registry import Param, primitive

TARGET = Param("target", "target", required=True, words=("self", "subject"))


def _is_battlefield(txn, oid) -> bool:
    o = txn.objects.get(oid) if oid is not None else None
    return o is not None and o.kind == "battlefield" and o.zone == "board"


def _check_battlefield(txn, answers, what, targets, eff=None) -> None:
    """The battlefield it is played to is chosen as the card is played: the step's `to`, or the
    player's answer then (the app asks); any battlefield, but not a base."""
    to = answers.to
    if to is None and txn.asking_player is not None:
        to = ask_destination(txn, answers, txn.asking_player, f"{what}: to which battlefield?",
                             None, None, only=lambda o: True)
    if not _is_battlefield(txn, to):
        raise IllegalAction(f"{what} plays the unit again to a battlefield: `to` must name one "
                            f"(got {to!r})")


@primitive("banish_play", on_target=True, words="the banishing and play", family="zones",
           params=(TARGET,), asks=("to",), check=_check_battlefield,
           does="The unit is banished (427.1: not a kill), then its owner plays that card from "
                "their banishment to the battlefield the step's `to` names, any battlefield, its "
                "cost ignored: it goes on the chain as a new object (124) and enters as a played "
                "unit does, exhausted (143.4); it counts as a card played and its Play Effects "
                "trigger (419.3, 383.4.a). A token ceases to exist instead (186.1): nothing is "
                "played.",
           events=("banish", "play"), rules=("427.1", "427.2.a", "419.3", "124", "186.1"))
def _banish_play(txn, res, eff, u):
    item = res.item
    answers = item.answers
    to = answers.to if answers is not None else None
    if not _is_battlefield(txn, to):
        raise IllegalAction(f"{item.ref.name} plays {u.name} again to a battlefield: `to` must "
                            f"name one (got {to!r})")
    banish_then_play(txn, item, u, battlefield=to)
    return None


def banish_then_play(txn, item, u, *, battlefield=None, base_only=False) -> None:
    """Banish the unit `u` (427.1: not a kill), then its owner plays that card from their
    banishment, its cost ignored (419.3): to `battlefield`, or (`base_only`) to their base. A
    token ceases to exist as it is banished (186.1): nothing is played."""
    owner = u.owner
    cleanup.leave_board(txn, u.id, cleanup.banishment(txn))
    txn.emit("banish", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("427.1", "427.2.a"),
             text=f"{u.name} is banished ({item.ref.name}): not a kill"
                  + (" (a token ceases to exist)" if u.token else ""))
    card = txn.objects.get(u.id)
    if card is None or u.token or card.zone != cleanup.banishment(txn):
        return  # a token is gone (186.1): nothing to play
    play_unit_for_free(txn, item, card, "their banishment", base_only=base_only, player=owner,
                       battlefield=battlefield)
