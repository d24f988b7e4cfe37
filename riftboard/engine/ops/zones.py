"""Zone primitives: moving a unit, returning it to hand, playing the card that has the ability."""

from __future__ import annotations

from .. import cleanup, enter_ready, moves, triggers
from ..asker import ask_destination
from ..might import enters_ready
from .registry import Param, primitive
from .turn import play_forbidden

TARGET = Param("target", "target", required=True, words=("self", "subject"))


def _check_destination(txn, answers, what, targets, eff=None) -> None:
    """Where the unit moves is chosen as the card is played or the ability activated: the
    step's `to`, or the player's answer then (the app asks). Only the target the move names
    must be elsewhere (446.1): another target (Shuriken Flip's damaged enemy) may be there."""
    to = answers.to
    if to is None and txn.asking_player is not None:
        to = ask_destination(txn, answers, txn.asking_player, f"{what}: where to?", None, None)
    t = getattr(eff, "target", None)
    if isinstance(t, int):
        targets = targets[t - 1:t]
    moves.check_destination(txn, to, what, targets)


@primitive("move", on_target=True, words="the move", family="zones", params=(TARGET,),
           asks=("to",), check=_check_destination, events=("move", "might"), rules=("446", "449"))
def _move(txn, res, eff, u):
    """Moves the unit to the step's `to` (a battlefield id or `"base"`); the step must give `to`."""
    uid = u.id
    item = res.item
    dest = ask_destination(txn, item.answers, item.controller,
                           f"{item.ref.name}: where does {u.name} move?", item.ref,
                           item.answers.to if item.answers else None)
    moves.move_unit(txn, uid, dest, responsible=item.controller, sources=(item.ref,))
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


@primitive("return_to_hand", on_target=True, words="the return to hand", family="zones",
           params=(TARGET,), events=("return_to_hand", "might"), rules=("124", "124.1"))
def _return_to_hand(txn, res, eff, u):
    """The unit goes to its owner's hand (a new object, 124; not a kill)."""
    send_to_hand(txn, res.item, [u])
    return None


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
