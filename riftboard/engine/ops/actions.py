"""Single-object game actions a card instructs: readying a permanent (415), moving a unit to its
base (420, 446), discarding from the hand (422)."""

from __future__ import annotations

from .. import chain, phases
from . import Param, primitive

TARGET = Param("target", "target", required=True, words=("self", "subject"))


@primitive("ready", on_target=True, words="the readying", family="actions", params=(TARGET,),
           events=("ready",), rules=("415.1", "415.1.c"))
def _ready(txn, res, eff, u):
    """Readies the target, a unit or gear (415.1); one already ready stays as it is (415.1.c)."""
    ready_objects(txn, res.item, (u,))
    return None


def ready_objects(txn, item, objs) -> None:
    """Readies the exhausted ones of `objs` at the same time, for the chain item `item` (415.1);
    a ready one stays as it is (415.1.c). Then "when you ready a friendly unit" triggers."""
    done = []
    for u in objs:
        if not u.exhausted:
            continue
        txn.evolve(u.id, exhausted=False)
        txn.emit("ready", target=u.id, target_name=u.name, sources=(item.ref,),
                 responsible=item.controller, rules=("415.1",),
                 text=f"{u.name} readies ({item.ref.name})")
        done.append(u.id)
    if done:
        phases.readied(txn, item.controller, tuple(done))  # "when you ready a friendly unit"


@primitive("move_to_base", on_target=True, words="the move to base", family="actions",
           params=(TARGET,), events=("move", "might"), rules=("420.1", "446"))
def _move_to_base(txn, res, eff, u):
    """Moves the unit to its controller's base (a move, 420.1: move triggers fire); a unit
    already there stays (055)."""
    item = res.item
    chain.move_unit(txn, u.id, "base", responsible=item.controller, sources=(item.ref,))
    return None


def discard_card(txn, player: str, card, *, sources=(), why: str = "a cost") -> str:
    """Discard one card of `player`'s hand to their trash (422.1): `card`, a named card in the
    hand, or None for one of their anonymous drawn cards. Returns its name."""
    if card is not None:
        txn.evolve(card.id, zone="trash")
        name = card.name
    else:
        i = txn.players.index(player)
        hc = list(txn.hand_counts)
        hc[i] -= 1
        txn.hand_counts = tuple(hc)
        txn.touch()
        name = "a drawn card"
    txn.emit("discard", target=card.id if card is not None else player, target_name=name,
             sources=tuple(sources), responsible=player,
             rules=("422.1",) if sources else ("411.1",),
             text=f"{txn.pname(player)} discards {name} ({why})")
    return name


@primitive("discard", words="the discard of {amount}", family="actions",
           params=(Param("amount", "count", required=True),),
           does="Its controller discards `amount` cards, as many as they have (422.4): the step's "
                "`discard` first, then named cards in file order, then cards drawn in the "
                "sandbox. With an empty hand nothing happens.",
           events=("discard",), rules=("422.1", "422.4"))
def _discard(txn, res, eff, _unit):
    item = res.item
    who = item.controller
    wanted = item.answers.discard if item.answers is not None else None
    hand = [txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who]
    hand.sort(key=lambda o: (o.id != wanted, o.order))
    left = txn.hand_counts[txn.players.index(who)]
    done = 0
    for _ in range(eff.amount):
        if hand:
            discard_card(txn, who, hand.pop(0), sources=(item.ref,), why=item.ref.name)
        elif left > 0:
            left -= 1
            discard_card(txn, who, None, sources=(item.ref,), why=item.ref.name)
        else:
            break  # 422.4: the rest of the instruction is ignored
        done += 1
    if done:
        chain.discard_triggers(txn, who)
    return None
