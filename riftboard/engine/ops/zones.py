"""Zone primitives: moving a unit, returning it to hand, playing the card that has the ability."""

from __future__ import annotations

import attrs

from .. import cleanup, enter_ready, moves, triggers
from ..asker import ask_destination
from ..errors import IllegalAction
from ..might import enters_ready, own_keyword
from .registry import Param, primitive, run_effects, target_of
from .turn import play_forbidden

TARGET = Param("target", "target", required=True, words=("self", "subject"))


def _check_destination(txn, answers, what, targets, eff=None) -> None:
    """Where the unit moves is chosen as the card is played or the ability activated: the
    step's `to`, or the player's answer then (the app asks). Only the target the move names
    must be elsewhere (446.1): another target (Shuriken Flip's damaged enemy) may be there."""
    then = bool(getattr(eff, "then_to", False))
    to = answers.then_to if then else answers.to
    t = getattr(eff, "target", None)
    if isinstance(t, int):
        targets = targets[t - 1:t]
    if to is None and txn.asking_player is not None:
        # the second of two moves names its unit, so the two questions read apart
        words = (f"{what}: where to, for its second move ({txn.name(targets[0])})?"
                 if then and targets else f"{what}: where to?")
        to = ask_destination(txn, answers, txn.asking_player, words, None, None, then=then)
    if then and to is None:
        raise IllegalAction(f"{what} needs a second destination: `then_to` = a battlefield id or "
                            "\"base\" (its second move)")
    moves.check_destination(txn, to, what, targets)


@primitive("move", on_target=True, words="the move", family="zones",
           params=(TARGET, Param("then_to", "bool",
                                 doc="the unit moves to the step's second destination, "
                                     "`then_to`, instead of its `to`: a card that moves two "
                                     "units to places of their own (Void Assault)")),
           asks=("to",), check=_check_destination, events=("move", "might"), rules=("446", "449"))
def _move(txn, res, eff, u):
    """Moves the unit to the step's `to` (a battlefield id or `"base"`; with `then_to`, to the
    step's `then_to`); the step must give it."""
    uid = u.id
    item = res.item
    answers = item.answers
    given = (answers.then_to if eff.then_to else answers.to) if answers else None
    dest = ask_destination(txn, answers, item.controller,
                           f"{item.ref.name}: where does {u.name} move?", item.ref, given,
                           then=eff.then_to)
    moves.move_unit(txn, uid, dest, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("swap", words="the swap", family="zones",
           params=(TARGET,
                   Param("other", "target_number", required=True, doc="the second unit"),
                   Param("keyword", "word", words=("temporary",),
                         doc="only if at least one of the two has this keyword (printed or "
                             "granted)")),
           events=("move", "might"), rules=("446", "449"))
def _swap(txn, res, eff, _unit):
    """Moves each of the two units to the location the other is at, one move each (446.1:
    their move triggers fire); with `keyword`, only if at least one of them has it (Smoke and
    Mirrors: Temporary). With either gone, nothing moves (055)."""
    a = target_of(txn, res, eff)
    b = target_of(txn, res, attrs.evolve(eff, target=eff.other))
    if a is None or b is None:
        return None
    ua, ub = txn.objects[a], txn.objects[b]
    if eff.keyword is not None and not (own_keyword(ua, eff.keyword)
                                        or own_keyword(ub, eff.keyword)):
        return None
    item = res.item
    where_a, where_b = ua.at, ub.at
    moves.move_unit(txn, a, where_b, responsible=item.controller, sources=(item.ref,))
    moves.move_unit(txn, b, where_a, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("move_here", on_target=True, words="the move", family="zones", params=(TARGET,),
           events=("move", "might"), rules=("446", "449"))
def _move_here(txn, res, eff, u):
    """Moves the unit to the location of the object that has the ability, as it is now ("to the
    same battlefield", Fae Porter); nothing happens if that object has left the board (055) or
    the unit is already there."""
    item = res.item
    if not txn.is_same(item.host, item.host_inc, "board"):
        return None
    dest = txn.objects[item.host].at
    if dest == "base" and u.controller != txn.objects[item.host].controller:
        return None  # a base holds only its own player's permanents (107.1.c)
    moves.move_unit(txn, u.id, dest, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("move_to_subject", on_target=True, words="the move", family="zones",
           params=(Param("target", "target", required=True, words=("self",)),),
           events=("move", "might"), rules=("446", "449"))
def _move_to_subject(txn, res, eff, u):
    """Moves the unit to the location of the unit the triggered ability is about (its
    `subject`), where that is now ("move me to that battlefield", Vex, Mocking); nothing
    happens if the subject has left the board (055), is in a base, or the unit is there."""
    item = res.item
    if not txn.is_same(item.subject, item.subject_inc, "board"):
        return None
    dest = txn.objects[item.subject].at
    if dest in (None, "base") or dest == u.at:
        return None
    moves.move_unit(txn, u.id, dest, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("return_to_hand", on_target=True, words="the return to hand", family="zones",
           params=(TARGET, Param("effects", "effects",
                                 doc='what happens "if you do": only when the unit was '
                                     "returned (Emperor's Dais's Sand Soldier)")),
           events=("return_to_hand", "might"), rules=("124", "124.1", "359.3.e.14.a"))
def _return_to_hand(txn, res, eff, u):
    """The unit goes to its owner's hand (a new object, 124; not a kill); `effects` follow only
    when it did ("if you do": with the target gone, they are skipped too, 359.3.e.14.a)."""
    send_to_hand(txn, res.item, [u])
    return run_effects(txn, res, eff.effects)


def send_to_hand(txn, item, objs, by=None) -> None:
    """Board objects go to their owners' hands at the same time (124, 124.1); `by`: who returns
    each one (default the item's controller)."""
    before = moves.might_snapshot(txn) if txn.statics else None
    for u in objs:
        cleanup.leave_board(txn, u.id, "hand")
    for u in objs:
        txn.emit("return_to_hand", target=u.id, target_name=u.name, sources=(item.ref,),
                 responsible=(by or {}).get(u.id, item.controller), rules=("124", "124.1"),
                 text=f"{u.name} returns to {txn.pname(u.owner)}'s hand"
                      + (" (a token ceases to exist)" if u.token else ""))
    if before is not None:
        moves.emit_might_changes(txn, before, sources=(item.ref,))
    for u in objs:  # "when a unit here is returned to a player's hand" (Ripper's Bay)
        bf = txn.objects.get(u.at) if u.at not in (None, "base") else None
        if bf is not None and u.kind == "unit" and not u.token:
            triggers.battlefield_triggers(txn, bf, "unit_returned_to_hand_from_here",
                                          subject=u.id, controller=u.owner)


@primitive("play", family="zones",
           params=(Param("target", "word", required=True, words=("self",),
                         doc="the card that has the ability"),),
           asks=("to",),
           does="Plays the card that has the ability from the trash (an ability that works from "
                "the trash), exhausted, to the step's `to` (default: its owner's base) "
                "(383.2.c.1, Immortal Phoenix). It is a play (350.2): it counts as a card played "
                "this turn and \"when you play\" abilities trigger.",
           events=("play", "fizzle"), rules=("383.2.c.1", "143.4", "350.2"))
def _play(txn, res, eff, _unit):
    item = res.item
    pid = item.host
    o = txn.objects.get(pid)
    if o is None or o.zone != "trash" or (item.host_inc is not None and o.inc != item.host_inc):
        # gone from the trash, or back in it as a new object (124, 359.3.e.4)
        txn.emit("fizzle", sources=(item.ref,), rules=("383.2.c.2", "124"),
                 text=f"{item.ref.name} is no longer the card in the trash that triggered; "
                      "nothing happens")
        return None
    ban = play_forbidden(txn, o.owner)
    if ban is not None:  # "can't play cards" (002): it stays in the trash (055)
        txn.emit("fizzle", target=pid, target_name=o.name, sources=(item.ref,),
                 responsible=o.owner, rules=("002", "055"),
                 text=f"{txn.pname(o.owner)} can't play cards this turn ({ban.name}): {o.name} "
                      "stays in the trash")
        return None
    dest = ask_destination(txn, item.answers, o.owner,
                           f"{item.ref.name}: where is {o.name} played from the trash?", item.ref,
                           (item.answers.to if item.answers else None) or "base")
    if dest != "base" and dest not in txn.objects:
        dest = "base"
    txn.evolve(pid, zone="board", at=dest, controller=o.owner, exhausted=True)
    if (txn.statics or txn.delayed) and enters_ready(txn, txn.objects[pid]) is not None:
        txn.evolve(pid, exhausted=False)  # "other friendly units enter ready" (002)
    if txn.delayed and txn.objects[pid].kind == "unit":
        enter_ready.use(txn, txn.objects[pid])  # a "next unit you play" effect is used up
    txn.emit("play", target=pid, target_name=o.name, sources=(txn.ref(txn.objects[pid]),),
             responsible=o.owner, rules=("383.2.c.1", "143.4"),
             text=f"{txn.pname(o.owner)} plays {o.name} from the trash to "
                  f"{'their base' if dest == 'base' else txn.name(dest)} (it enters exhausted)")
    triggers.card_played(txn, o.owner, pid)  # a play from the trash is a play (350.2)
    return None
