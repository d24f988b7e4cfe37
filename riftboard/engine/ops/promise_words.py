"""Playing a card an effect found on top of a main deck (issue 27, the promise cards): the card
is banished first (427.1: it is never played from the deck itself), then played from its
owner's banishment by the effect's player, of any kind the text allows (419.3): a unit or gear
as `play_from_trash` plays one, a spell with targets of its own chosen as it is played (355.6).
Its cost is ignored, or charged less a number of Energy, or charged its Power only, as the text
says; a strict game charges what is left (357), the sandbox keeps it free. Blind Fury, Reinforce
and Promising Future are built from these."""

from __future__ import annotations

import attrs

from .. import actions as A
from .. import triggers, turns
from ..carddefs import card_keyword_of
from ..errors import IllegalAction
from ..state import ChainItem
from .actions import play_unit_for_free
from .cardsL2_words import spell_forbidden
from .cardsT2_words import named_spell_ban
from .deck import _look, _pick, main_deck, recycle_cards
from .registry import REGISTRY, Param, primitive
from .trash_spell import _spell_targets
from .turn import play_forbidden

#: what each `what` word lets the player pick
_KINDS = {"unit": ("unit",), "permanent": ("unit", "gear"), "any": ("unit", "gear", "spell")}


def _cost_due(card, less: int | None, power_only: bool) -> tuple[int, int]:
    """The Energy and Power still charged for `card`: nothing when its cost is ignored (`less`
    None and not `power_only`), its Power alone, or its Energy less `less` (never below 0,
    357) and its Power."""
    energy, power = (card.energy or 0), (card.power or 0)
    if power_only:
        return 0, power
    if less is None:
        return 0, 0
    return max(0, energy - less), power


def _how(energy: int, power: int, less: int | None, power_only: bool) -> str:
    """What the play event says of the card's cost."""
    if power_only:
        return "ignoring its Energy cost" + (f" (its {power} Power is still due)" if power else "")
    if less is None:
        return "ignoring its cost"
    return f"its Energy cost reduced by {less} ({energy} Energy and {power} Power due)"


def play_found_card(txn, item, o, whence: str, *, player: str,
                    less: int | None = None, power_only: bool = False,
                    at: str | None = None) -> bool:
    """`player` plays the card `o` (a unit, gear or spell in a zone off the board) from `whence`
    for the chain item `item` (419.3): a unit or gear goes on the chain as a played permanent
    does, a spell with its targets chosen as it is played (the step's `choose` for `player`,
    else the first legal ones; 355.6). A strict game charges what `_cost_due` leaves (357); one
    that cannot be paid, a spell without the targets it needs, or a player who can't play
    cards leaves the card where it is (055, 357). `at`: where a unit goes when the text names
    the place ("play it here"). Returns whether it was played."""
    card = o.card
    if card is None:
        return False
    ban = play_forbidden(txn, player) or (spell_forbidden(txn, player) if o.kind == "spell"
                                          else None)
    ban = ban or named_spell_ban(txn, card, player)
    if ban is not None:  # "can't play" (card text, 002): the card stays where it is (055)
        txn.emit("fizzle", target=o.id, target_name=o.name, sources=(item.ref,),
                 responsible=player, rules=("002", "055"),
                 text=f"{txn.pname(player)} can't play {o.name} ({ban.name}): it stays in "
                      f"{whence}")
        return False
    as_player = attrs.evolve(item, controller=player)
    targets: tuple[str, ...] = ()
    if o.kind == "spell":
        if card.modelled == "none":
            raise IllegalAction(f"{card.name}: playing it is not modelled (the library has this "
                                f"card as a body only, level none), so {item.ref.name} cannot "
                                f"play it")
        if card.play_cost:
            raise IllegalAction(f"{card.name} has an additional cost to pay as it is played, "
                                f"which {item.ref.name}'s play does not model")
        got = _spell_targets(txn, as_player, o)
        if got is None:  # no legal choice for a target it needs: it cannot be played (355.6)
            txn.emit("fizzle", target=o.id, target_name=o.name, sources=(item.ref,),
                     responsible=player, rules=("355.6", "055"),
                     text=f"{o.name} has no legal target, so {txn.pname(player)} cannot play "
                          f"it: it stays in {whence}")
            return False
        targets = got
    energy, power = _cost_due(card, less, power_only)
    if txn.game is not None and (energy or power):
        try:
            turns.pay(txn, player, energy, power, tuple(card.domains or ()), None,
                      f"{card.name} (played by {item.ref.name})", source=item.ref,
                      spell=o.kind == "spell", kind=o.kind)
        except IllegalAction as why:  # nothing was paid (357): it is not played
            txn.emit("fizzle", target=o.id, target_name=o.name, sources=(item.ref,),
                     responsible=player, rules=("357", "055"),
                     text=f"{txn.pname(player)} cannot pay for {o.name}, so it stays in "
                          f"{whence} ({why})")
            return False
    how = _how(energy, power, less, power_only)
    if o.kind != "spell":
        play_unit_for_free(txn, as_player, o, whence, player=player, how=how,
                           at=at if o.kind == "unit" else None)
        return True
    now = txn.evolve(o.id, zone="chain", at=None, controller=player)
    triggers.count_play(txn, player)
    ref = txn.ref(now)
    on = f" on {', '.join(map(txn.name, targets))}" if targets else ""
    txn.emit("play", target=targets[0] if targets else None,
             target_name=txn.name(targets[0]) if targets else None, sources=(ref, item.ref),
             responsible=player, rules=("350.2", "419.3"),
             text=f"{txn.pname(player)} plays {card.name} from {whence}{on}, {how} "
                  f"({item.ref.name})")
    answers = item.answers if item.answers is not None else A.Answers()
    txn.chain = txn.chain + (ChainItem(ref=ref, controller=player, kind="spell", host=o.id,
                                       effects=card.effects, targets=targets, answers=answers,
                                       step=txn.step, target_incs=txn.incs(targets)),)
    triggers.play_triggers(txn, player, o.id, elsewhere=whence != "the hand")
    if targets:
        triggers.targeting_triggers(txn, player, targets, spell=True)  # 383.4.b.2
    return True


def _reveal(txn, item, player: str, amount: int) -> list[str] | None:
    """The top `amount` cards of `player`'s main deck, as many as it has, revealed to every
    player (424.1; never a Burn Out, 431.1.c), with a `reveal` event; None where the deck is not
    modelled."""
    deck = main_deck(txn, player)
    seen = list(deck[:amount]) if deck is not None else None
    names = ", ".join(txn.name(i) for i in seen) if seen else "nothing"
    txn.emit("reveal", target=player, amount=len(seen or ()), sources=(item.ref,),
             responsible=player, rules=("424.1", "431.1.c"),
             text=f"{txn.pname(player)} reveals the top {amount} of their main deck "
                  f"({item.ref.name}): {names}" if deck is not None else
                  f"{txn.pname(player)} would reveal the top of their main deck: it is not "
                  f"modelled in this file (no `deck`), so nothing is revealed")
    return seen


def _banish_from_deck(txn, item, o, player: str) -> None:
    """The card `o` leaves `player`'s main deck for its owner's banishment (427.1)."""
    turns.set_side(txn, o.owner, deck=tuple(d for d in main_deck(txn, o.owner) if d != o.id))
    txn.evolve(o.id, zone="banished", at=None)
    txn.emit("banish", target=o.id, target_name=o.name, sources=(item.ref,), responsible=player,
             rules=("427.1",), text=f"{o.name} is banished ({item.ref.name})")


@primitive("banish_top_play", words="the look at the deck", family="deck",
           asks=("may", "choose", "to"),
           params=(Param("amount", "count", required=True,
                         doc="how many cards from the top of the deck"),
                   Param("who", "word", words=("you", "opponent"),
                         doc='whose main deck: default `"you"`; `"opponent"`: the opponent '
                             "reveals the top of theirs (every player sees it), and the card "
                             "played is still theirs (its owner), controlled by the player who "
                             "plays it"),
                   Param("what", "word", words=tuple(_KINDS),
                         doc='the kind of card that may be picked: `"unit"`, `"permanent"` '
                             '(a unit or gear) or `"any"` (default)'),
                   Param("less", "whole",
                         doc="its Energy cost is reduced by this much (its Power still due); "
                             "without it, its cost is ignored"),
                   Param("may", "bool", doc="\"you may\": the step's `may` says whether one "
                                            "is picked")),
           does="The top `amount` cards of a main deck are looked at (an opponent's are revealed: "
                "424.1; never a Burn Out, 431.1.c); its controller picks one of the kind `what` (the "
                "step's `choose`, else the topmost; with `may`, only if the step's `may` says "
                "so): it is banished (427.1), then they play it from its owner's banishment "
                "(419.3): a unit or gear enters as a played one does (at the step's `to` if it "
                "is a battlefield they control, else their base), a spell goes on the chain "
                "with its targets (the step's `choose`, else the first legal ones). Its cost is "
                "ignored, or with `less` reduced by that much Energy (a strict game charges "
                "the rest, 357); a card that cannot be paid for or has no legal target stays "
                "banished (055). The rest are recycled (416.1, in a random order, 416.5). "
                "Without a modelled deck nothing is seen.",
           events=("look", "reveal", "banish", "play", "pay", "recycle"),
           rules=("424.1", "427.1", "419.3", "355.6", "357", "416.1", "431.1.c"))
def _banish_top_play(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    whose = txn.other(me) if eff.who == "opponent" else me
    seen = _look(txn, item, me, eff.amount) if whose == me else _reveal(txn, item, whose,
                                                                         eff.amount)
    if not seen:
        return None
    kinds = _KINDS[eff.what or "any"]
    cands = [txn.objects[i] for i in seen if txn.objects[i].kind in kinds]
    o = _pick(txn, item, me, "banish and play which card?", cands, may=bool(eff.may))
    if o is not None:
        _banish_from_deck(txn, item, o, me)
        whence = "their banishment" if whose == me else f"{txn.pname(whose)}'s banishment"
        play_found_card(txn, item, txn.objects[o.id], whence, player=me, less=eff.less)
    recycle_cards(txn, [i for i in seen if o is None or i != o.id],
                  sources=(item.ref,), responsible=me, why=f"{item.ref.name}: the rest")
    return None


@primitive("each_banish_top_play", words="the look at the deck", family="deck",
           asks=("choose", "to"),
           params=(Param("amount", "count", required=True,
                         doc="how many cards from the top of each main deck"),),
           does="Each player, its controller first, looks at the top `amount` cards of their "
                "main deck (424.1; never a Burn Out, 431.1.c), banishes one of them (427.1: the "
                "step's `choose` for that player, else the topmost) and recycles the rest "
                "(416.1, 416.5). Then, starting with the player after its controller, each "
                "player plays the card they banished (419.3), its Energy cost ignored; a strict "
                "game charges its Power (357), and one that cannot be paid for, or a spell with "
                "no legal target, stays banished (055). A spell's targets are the step's "
                "`choose` for the player playing it, else the first legal ones. A player "
                "without a modelled deck sees nothing.",
           events=("look", "banish", "recycle", "play", "pay"),
           rules=("424.1", "427.1", "416.1", "419.3", "357", "431.1.c"))
def _each_banish_top_play(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    at = txn.players.index(me)
    order = tuple(txn.players[at:]) + tuple(txn.players[:at])  # its controller first
    banished: dict[str, str] = {}
    for p in order:
        as_player = attrs.evolve(item, controller=p)
        seen = _look(txn, as_player, p, eff.amount)
        if not seen:
            continue
        o = _pick(txn, as_player, p, "banish which card, to play it?",
                  [txn.objects[i] for i in seen])
        _banish_from_deck(txn, item, o, p)
        banished[p] = o.id
        recycle_cards(txn, [i for i in seen if i != o.id], sources=(item.ref,), responsible=p,
                      why=f"{item.ref.name}: the rest of {txn.pname(p)}'s look")
    # "starting with the next player" (the turn order after its controller), its controller last
    for p in order[1:] + order[:1]:
        if p in banished:
            play_found_card(txn, item, txn.objects[banished[p]], "their banishment", player=p,
                            power_only=True)
    return None



def cost_killed(txn, card_id: str):
    """The object that died paying the additional cost of the card `card_id` as it was played
    this turn (GameState.turn_facts; the latest, should the card be played twice), or None
    (nothing died for it: a replacement saved the unit)."""
    key = f"cost_killed:{card_id}"
    found = [oid for what, oid in txn.turn_facts if what == key]
    return txn.objects.get(found[-1]) if found and found[-1] else None


@primitive("play_from_trash_as_killed", words="the play from the trash", family="actions",
           asks=("choose", "to"),
           does="Its controller plays a unit from their trash whose Energy cost and Power cost "
                "are each at most those of the unit killed to pay the card's additional cost "
                "(`play_cost`; a token costs 0), its cost ignored, as `play_from_trash` plays "
                "one (the step's `choose`, else the first in file order; the killed unit "
                "itself may be it). If nothing died for that cost (a replacement saved it), "
                "or no unit there fits, nothing is played (055, 419.3.c).",
           events=("play",), rules=("419.3", "419.3.c", "055", "124"))
def _play_from_trash_as_killed(txn, res, eff, unit):
    item = res.item
    dead = cost_killed(txn, item.ref.id)
    if dead is None:
        txn.emit("fizzle", target=item.ref.id, target_name=item.ref.name, sources=(item.ref,),
                 responsible=item.controller, rules=("055",),
                 text=f"{item.ref.name}: no unit was killed to pay for it, so no unit of the "
                      f"trash can be played")
        return None
    card = dead.card
    energy = (card.energy or 0) if card is not None and not dead.token else 0
    power = (card.power or 0) if card is not None and not dead.token else 0
    return REGISTRY["play_from_trash"].run(
        txn, res, attrs.evolve(eff, op="play_from_trash", max_energy=energy, max_power=power),
        unit)


@primitive("play_hidden_from_hand_here", words="the play from the hand", family="actions",
           asks=("choose",),
           does="Its controller plays a card with Hidden from their hand, its cost ignored "
                "(419.3): the step's `choose` for them, else the first such named card in file "
                "order (cards drawn anonymously are not seen). A unit is played to where the "
                "object that has the ability is (\"here\": its battlefield, or its base), "
                "whoever controls that battlefield (card text, 002); a gear to their base; a "
                "spell goes on the chain with its targets (the step's `choose`, else the first "
                "legal ones; 355.6). It is played from the hand, not from face down. With no "
                "such card, nothing happens (419.3.c); a unit whose \"here\" is gone (the "
                "object left the board) stays in the hand (055).",
           events=("play",), rules=("419.3", "419.3.c", "355.6", "002", "055"))
def _play_hidden_from_hand_here(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    hand = [txn.objects[h] for h in txn.hand_ids
            if txn.objects[h].owner == me and txn.objects[h].card is not None
            and card_keyword_of(txn.objects[h].card, "hidden")]
    o = _pick(txn, item, me, "play which card with Hidden from your hand?", hand)
    if o is None:
        return None
    host = txn.objects.get(item.host) if item.host else None
    here = host.at if host is not None and host.zone == "board" else None
    if o.kind == "unit" and here is None:
        txn.emit("fizzle", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
                 rules=("055",),
                 text=f"{item.ref.name} is no longer on the board, so {o.name} has no \"here\" "
                      f"to be played to: it stays in the hand")
        return None
    play_found_card(txn, item, o, "the hand", player=me, at=here)
    return None
