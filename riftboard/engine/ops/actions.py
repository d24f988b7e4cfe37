"""Single-object game actions a card instructs: readying a permanent (415), moving a unit to its
base (420, 446), discarding from the hand (422)."""

from __future__ import annotations

import attrs

from .. import actions as A
from .. import moves, triggers
from ..asker import ask_pick
from ..carddefs import card_keyword_of
from ..board import ANIMAL_TAGS
from ..might import accelerate_elsewhere
from ..state import ChainItem
from .registry import Param, primitive, run_effects
from .cardsU_words import not_conquered_here
from .turn import play_forbidden

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
        triggers.readied(txn, item.controller, tuple(done))  # "when you ready a friendly unit"


@primitive("move_to_base", on_target=True, words="the move to base", family="actions",
           params=(TARGET,), events=("move", "might"), rules=("420.1", "446"))
def _move_to_base(txn, res, eff, u):
    """Moves the unit to its controller's base (a move, 420.1: move triggers fire); a unit
    already there stays (055)."""
    item = res.item
    moves.move_unit(txn, u.id, "base", responsible=item.controller, sources=(item.ref,))
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
        name = "a drawn card"
    txn.emit("discard", target=card.id if card is not None else player, target_name=name,
             sources=tuple(sources), responsible=player,
             rules=("422.1",) if sources else ("411.1",),
             text=f"{txn.pname(player)} discards {name} ({why})")
    from .cardsO_words import after_discard  # it imports this module
    after_discard(txn, player, card)  # "when you discard me", "if you've discarded this turn"
    return name


@primitive("discard", words="the discard of {amount}", family="actions", asks=("choose",),
           params=(Param("amount", "count", required=True),
                   Param("who", "word", words=("you", "chosen_player"),
                         doc='default `"you"`: its controller; `"chosen_player"`: "choose a '
                             'player, they discard": its controller chooses any player, '
                             "themselves included (the step's `choose` for them names a "
                             "player id; else the first opponent)")),
           events=("discard",), rules=("422.1", "422.4"))
def _discard(txn, res, eff, _unit):
    """That player discards `amount` cards, as many as they have (422.4): the step's
    `discard` first, then named cards in file order, then cards drawn in the sandbox. With an
    empty hand nothing happens."""
    item = res.item
    who = item.controller if eff.who != "chosen_player" else _chosen_player(txn, item)
    wanted = item.answers.discard if item.answers is not None else None
    hand = [txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who]
    hand.sort(key=lambda o: (o.id != wanted, o.order))
    left = txn.hand_counts[txn.players.index(who)]
    done = 0
    for _ in range(eff.amount):
        if hand:
            card = hand.pop(0)
            discard_card(txn, who, card, sources=(item.ref,), why=item.ref.name)
            res.discarded = card.kind
        elif left > 0:
            left -= 1
            discard_card(txn, who, None, sources=(item.ref,), why=item.ref.name)
            res.discarded = ""
        else:
            break  # 422.4: the rest of the instruction is ignored
        done += 1
    if done:
        triggers.discard_triggers(txn, who)
    return None


def _chosen_player(txn, item, words: str = "which player?") -> str:
    """The player the controller of `item` chooses ("choose a player"): the first player id in
    the step's `choose` for them, else the first opponent; asked when the app asks."""
    me = item.controller
    return ask_pick(txn, item.answers, me, [(p, txn.pname(p)) for p in txn.players],
                    source=item.ref, words=words, not_one="is not a player",
                    default=next(p for p in txn.players if p != me))


@primitive("if_discarded", words="what the discarded card's type does", family="actions",
           params=(Param("what", "word", required=True, words=("unit", "spell", "gear"),
                         doc="the type the discarded card must have"),
                   Param("effects", "effects", required=True,
                         doc="what happens if it has it")),
           rules=("422.1", "055"))
def _if_discarded(txn, res, eff, _unit):
    """"Based on the discarded card's type": `effects` happen if the card the item's last
    `discard` discarded is of the type `what` (Hwei, Brooding Painter). Nothing happens when
    nothing was discarded, or when the card was drawn anonymously in the sandbox (its type is
    unknown: a format 2 file with a main deck draws named cards)."""
    if res.discarded != eff.what:
        return None
    return run_effects(txn, res, eff.effects)


@primitive("return_from_trash", words="the return from the trash", family="actions",
           asks=("choose",),
           params=(Param("what", "word", required=True,
                         words=("unit", "spell", "gear", "permanent"),
                         doc='the kind of card; `"permanent"`: a unit or a gear'),
                   Param("tagged", "text",
                         doc='only a card with this tag; `"animal"`: a Bird, Cat, Dog or Poro '
                             "(Starhound)")),
           does="Its controller puts a card of that kind from their trash into their hand: the "
                "step's `choose` for them, else the first in file order; with none there, nothing "
                "happens (055). The card is a new object (124); it is chosen as the instruction "
                "resolves, not targeted.",
           events=("return_to_hand",), rules=("124", "055"))
def _return_from_trash(txn, res, eff, _unit):
    item = res.item
    who = item.controller
    o = _trash_pick(txn, res, eff, eff.what)
    if o is None:
        return None
    pick = o.id
    txn.evolve(pick, zone="hand", at=None, controller=who)
    txn.emit("return_to_hand", target=pick, target_name=o.name, sources=(item.ref,),
             responsible=who, rules=("124",),
             text=f"{o.name} returns from {txn.pname(who)}'s trash to their hand ({item.ref.name})")
    return None


def _tagged(card, tag: str) -> bool:
    """Whether a card has `tag` ("animal": one of Bird, Cat, Dog and Poro, board.ANIMAL_TAGS)."""
    tags = card.tags if card is not None else ()
    return any(t in tags for t in (ANIMAL_TAGS if tag == "animal" else (tag,)))


def _trash_pick(txn, res, eff, kind: str, owner: str | None = None, may: bool = False):
    """The card of `kind` (and within `max_energy` / `max_power`) of the controller's trash (or
    `owner`'s) that an instruction takes: the step's `choose` for the controller, else the first
    in file order; None when there is none. With `may`, a "you may" is asked first, once there
    is one to take (the step's `may`), and None when it is declined."""
    item = res.item
    who = item.controller
    objects = txn.objects_map()
    cands = []
    for o in objects.values():
        if o.zone != "trash" or o.owner != (owner or who) or (
                o.kind != kind and not (kind == "permanent" and o.kind in ("unit", "gear"))):
            continue
        card = o.card
        if eff.max_energy is not None and (card is None or (card.energy or 0) > eff.max_energy):
            continue
        if eff.max_power is not None and (card is None or (card.power or 0) > eff.max_power):
            continue
        if eff.tagged is not None and not _tagged(card, eff.tagged):
            continue
        cands.append(o)
    if not cands:
        return None
    if may and not triggers.may_answer(txn, item.answers, who, "play a unit from the trash",
                                       item.ref):
        return None
    cands.sort(key=lambda o: o.order)
    pick = ask_pick(txn, item.answers, who, [(o.id, o.name) for o in cands], source=item.ref,
                    words="which card from the trash?", not_one="is not a card it can take")
    return objects[pick]


@primitive("play_from_trash", words="the play from the trash", family="actions",
           asks=("choose", "to"),
           params=(Param("max_energy", "whole", doc="the unit costs at most this Energy"),
                   Param("max_power", "whole", doc="the unit costs at most this Power"),
                   Param("who", "word", words=("you", "opponent"),
                         doc="whose trash; default `\"you\"`; `\"opponent\"`: a unit of their "
                             "opponent's trash, which they play and control (Kharox)"),
                   Param("where", "word", words=("base",),
                         doc="`\"base\"`: always to their base, whatever the step's `to` "
                             "(\"play it to your base\")"),
                   Param("may", "bool", doc="\"you may\": when there is a unit to play, its "
                                            "controller's `may` of the step says whether they do "
                                            "(Kharox's \"then you may\")")),
           does="Its controller plays a unit from their trash (or with `who = \"opponent\"` "
                "their opponent's), its cost ignored (Energy and Power are free in the sandbox "
                "anyway): the step's `choose` for them, else the first in file order. It goes on "
                "the chain and enters as a played unit does, exhausted, at the step's `to` if that "
                "is a battlefield they control (unless `where = \"base\"`), else their base; its "
                "Play Effects trigger (419.3, 383.4.a). With none there, nothing happens "
                "(419.3.c).",
           events=("play",), rules=("419.3", "419.3.c", "124"))
def _play_from_trash(txn, res, eff, _unit):
    item = res.item
    whose = txn.other(item.controller) if eff.who == "opponent" else item.controller
    o = _trash_pick(txn, res, eff, "unit", whose, may=eff.may)
    if o is None:
        return None  # 419.3.c: nothing eligible (or declined), resolution goes on
    play_unit_for_free(txn, item, o, "the trash" if whose == item.controller
                       else f"{txn.pname(whose)}'s trash", base_only=eff.where == "base")
    return None


def play_unit_for_free(txn, item, o, whence: str, base_only: bool = False, *,
                       player: str | None = None, battlefield: str | None = None,
                       at: str | None = None, how: str = "ignoring its cost") -> None:
    """The chain item `item`'s controller (or `player`: "its owner plays it") plays the unit
    card `o` from `whence` (its zone, in words), its cost ignored: it goes on the chain and
    enters as a played unit does, at `at` (or `battlefield`) when the card names the place
    ("to the same location", any battlefield), else at the step's `to` if that is a battlefield
    they control (not with `base_only`), else their base; it counts as a card played and its
    Play Effects trigger (419.3, 806.3, 383.4.a). `how`: what the play event says of its cost
    (a caller that charged part of it says so)."""
    who = player or item.controller
    ban = play_forbidden(txn, who)
    if ban is not None:  # "can't play cards" (002): the card stays where it is (055)
        txn.emit("fizzle", target=o.id, target_name=o.name, sources=(item.ref,), responsible=who,
                 rules=("002", "055"),
                 text=f"{txn.pname(who)} can't play cards this turn ({ban.name}): {o.name} "
                      f"stays in {whence}")
        return None
    answers = item.answers if item.answers is not None else A.Answers()
    to = None if base_only else answers.to
    bf = txn.objects.get(to) if to not in (None, "base") else None
    dest = to if bf is not None and bf.kind == "battlefield" and bf.controller == who else "base"
    dest = at or battlefield or dest
    barred = not_conquered_here(txn, o.card, who, dest)
    if barred:  # "play me only to a battlefield you conquered" (Perched Grimwyrm): 055
        txn.emit("fizzle", target=o.id, target_name=o.name, sources=(item.ref,), responsible=who,
                 rules=("002", "054.1", "055"), text=f"{barred}: it stays in {whence}")
        return None
    now = txn.evolve(o.id, zone="chain", at=None, controller=who)
    # its cost is ignored, but Accelerate, an additional cost, may still be paid (805.2): its
    # own, or one another's text gives a unit played from anywhere but the hand (Rek'Sai)
    accel = (card_keyword_of(o.card, "accelerate") or (
        whence != "the hand" and accelerate_elsewhere(txn, now) is not None)) \
        and triggers.may_answer(txn, answers, who, f"pay {o.name}'s Accelerate, so that it "
                                "enters ready (805.2, 805.6)", item.ref)
    triggers.count_play(txn, who)
    ref = txn.ref(now)
    where = f"{txn.pname(who)}'s base" if dest == "base" else txn.name(dest)
    txn.emit("play", target=o.id, target_name=o.name, sources=(ref, item.ref), responsible=who,
             rules=("419.3", "806.3"),
             text=f"{txn.pname(who)} plays {o.name} from {whence} to {where}, {how} "
                  f"({item.ref.name})")
    txn.chain = txn.chain + (ChainItem(ref=ref, controller=who, kind="permanent", host=o.id,
                                       effects=(), answers=attrs.evolve(answers, to=dest),
                                       step=txn.step, host_inc=now.inc, accelerated=accel),)
    # counted above, before its play event; a play from anywhere but the hand is "elsewhere"
    triggers.play_triggers(txn, who, o.id, elsewhere=whence != "the hand")
    return None
