"""Deck primitives: recycling (416: from a hand, from the trashes, and as an activation cost),
looking at and revealing cards (424: take one, or banish and play one), Predict (436), burning
(440), banishing (427) and playing a unit from the hand or the banishment by an effect (419.3).

They read and write the main deck of format 2 (SPEC section 7: `Side.deck`, top first, objects
in zone "deck"). A file without a modelled deck (format 1, or a format 2 player without `deck`)
has nothing to look at: looking and Predict see nothing and say so, a card recycled there leaves
the game's view for a deck that is not modelled, and a burn burns an anonymous card, as a draw
there puts an anonymous card in the hand.
"""

from __future__ import annotations

from .. import cleanup, turns
from ..board import ANIMAL_TAGS
from ..asker import Question, ask, ask_pick
from ..errors import IllegalAction
from ..triggers import may_answer
from .actions import _chosen_player, play_unit_for_free
from .banish_play import banish_then_play
from .registry import Param, primitive, run_effects
from .resources import DOMAINS

TARGET = Param("target", "target", required=True, words=("self", "subject"))
KINDS = ("unit", "spell", "gear")


def main_deck(txn, player: str) -> tuple[str, ...] | None:
    """`player`'s main deck, top first, or None where it is not modelled."""
    if txn.game is None:
        return None
    return turns.side(txn, player).deck


def deck_to_reveal(txn, item) -> tuple[str, ...] | None:
    """The main deck `item`'s controller reveals from, top first; None where it is not modelled,
    and then a `reveal` of nothing says so (424.1)."""
    me = item.controller
    deck = main_deck(txn, me)
    if deck is None:
        txn.emit("reveal", target=me, amount=0, sources=(item.ref,), responsible=me,
                 rules=("424.1",),
                 text=f"{txn.pname(me)} would reveal the top of their main deck: it is not "
                      f"modelled in this file (no `deck`), so nothing is revealed")
    return deck


def reveal_top_card(txn, item):
    """`item`'s controller reveals the top card of their main deck (424.1) and it is returned;
    with an empty deck (revealing never burns out, 431.1.c) or no modelled one, a `reveal` of
    nothing says so and None is returned."""
    me = item.controller
    deck = main_deck(txn, me)
    if not deck:
        txn.emit("reveal", target=me, amount=0, sources=(item.ref,), responsible=me,
                 rules=("424.1", "431.1.c"),
                 text=f"{txn.pname(me)} has no card on top of their main deck to reveal"
                      + (" (the deck is not modelled in this file)" if deck is None else ""))
        return None
    top = txn.objects[deck[0]]
    txn.emit("reveal", target=top.id, target_name=top.name, amount=1, sources=(item.ref,),
             responsible=me, rules=("424.1",),
             text=f"{txn.pname(me)} reveals the top card of their main deck: {top.name}")
    return top


def recycle_card(txn, o, *, sources=(), responsible=None, why: str = "") -> None:
    """A card goes to the bottom of its owner's main deck (416.1); without a modelled deck it
    still leaves its zone, for a deck the file does not model."""
    owner = o.owner
    deck = main_deck(txn, owner)
    if o.zone == "deck" and deck is not None:
        deck = tuple(d for d in deck if d != o.id)
    # format 1 has no main deck zone (its timeline's zones, SPEC section 4): the card is taken away
    txn.evolve(o.id, zone="deck" if txn.game is not None else "removed", at=None,
               controller=owner)
    if deck is not None:
        turns.set_side(txn, owner, deck=deck + (o.id,))
    whose = f"{txn.pname(owner)}'s main deck"
    where = f"the bottom of {whose}" if deck is not None else \
        f"{whose} (not modelled in this file)"
    from .cardsS_words import cards_recycled  # "when you recycle one or more cards" (Karma)
    cards_recycled(txn, responsible or owner, sources)
    txn.emit("recycle", target=o.id, target_name=o.name, sources=tuple(sources),
             responsible=responsible, rules=("416.1",),
             text=f"{o.name} is recycled to {where}" + (f" ({why})" if why else ""))


def recycle_cards(txn, ids, *, sources=(), responsible=None, why: str = "") -> None:
    """Several cards recycled at once go to the bottom of the main deck in a random order
    (416.5; turns.random_order: from the file's `seed`, else in the order given)."""
    order, how = turns.random_order(txn, list(ids))
    for i in order:
        recycle_card(txn, txn.objects[i], sources=sources, responsible=responsible,
                     why=", ".join(w for w in (why, how) if w))


def _names(txn, ids) -> str:
    return ", ".join(txn.name(i) for i in ids) or "nothing"


def _look(txn, item, player: str, amount: int, verb: str = "looks at") -> list[str] | None:
    """The top `amount` cards of `player`'s main deck, as many as it has (looking never burns
    out, 431.1.c, 436.4.a), with a `look` event; None where the deck is not modelled."""
    deck = main_deck(txn, player)
    if deck is None:
        txn.emit("look", target=player, amount=0, sources=(item.ref,), responsible=player,
                 rules=("424.1",),
                 text=f"{txn.pname(player)} {verb} the top of their main deck: the deck is not "
                      f"modelled in this file (no `deck`), so nothing is seen")
        return None
    seen = list(deck[:amount])
    txn.emit("look", target=player, amount=len(seen), sources=(item.ref,), responsible=player,
             rules=("424.1", "431.1.c"),
             text=f"{txn.pname(player)} {verb} the top {amount} of their main deck: "
                  f"{_names(txn, seen)}")
    return seen


def _pick(txn, item, player: str, words: str, cands: list, *, may: bool = False):
    """One card among `cands` (objects) that `player` picks: the first of the step's `choose`
    for them that is one of them, else the first; asked when there is a choice. With `may`,
    a "you may" comes first (the step's `may`). None when there is none, or they decline."""
    if not cands:
        return None
    if may and not may_answer(txn, item.answers, player, words, item.ref):
        return None
    pick = ask_pick(txn, item.answers, player, [(o.id, o.name) for o in cands],
                    source=item.ref, words=words, not_one="is not one it can pick")
    return txn.objects[pick]


def _player_pick(txn, item, words: str) -> str:
    """A player the controller of `item` chooses ("choose a player"): the first player id of the
    step's `choose` for them, else their opponent; asked when the step does not say."""
    return _chosen_player(txn, item, words)


def _fits(o, what: str | None) -> bool:
    if what is None:
        return True
    if what == "non_unit":
        return o.kind != "unit"
    return o.kind == what


# -- reveal (424) ----------------------------------------------------------------------------------
def _reveal_hand_of(txn, item, me: str, who: str) -> list:
    """`who` reveals their hand for `item` (424.3.a: every card in it; a `reveal` event); its
    named cards, in file order (cards drawn anonymously in the sandbox are counted, not named)."""
    hand = [txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who]
    hidden = txn.hand_counts[txn.players.index(who)]
    more = f" and {hidden} card{'s' if hidden != 1 else ''} drawn in the sandbox (not named)" \
        if hidden else ""
    txn.emit("reveal", target=who, amount=len(hand) + hidden, sources=(item.ref,),
             responsible=me, rules=("424.1", "424.3.a"),
             text=f"{txn.pname(who)} reveals their hand ({item.ref.name}): "
                  f"{_names(txn, [o.id for o in hand])}{more}")
    return hand


@primitive("reveal_hand", words="the hand revealed", family="deck",
           params=(Param("who", "word", words=("opponent", "you"),
                         doc='whose hand; default `"opponent"`'),
                   Param("facedown", "bool",
                         doc="also, its controller sees that player's face-down cards (a "
                             "permission to look at private cards, 107.3.f, 128)")),
           does="That player reveals their hand (424.3.a: every card in it; a `reveal` event). "
                "With `facedown`, its controller also looks at that player's cards hidden face "
                "down at battlefields (a `look` event). Nothing moves (424.1.a.2).",
           events=("reveal", "look"), rules=("424.1", "424.3.a", "107.3.f"))
def _reveal_hand(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    who = me if eff.who == "you" else txn.other(me)
    hand = _reveal_hand_of(txn, item, me, who)
    if eff.facedown:
        down = sorted((o for o in txn.objects_map().values()
                       if o.zone == "facedown" and o.controller == who), key=lambda o: o.order)
        txn.emit("look", target=me, amount=len(down), sources=(item.ref,), responsible=me,
                 rules=("107.3.f", "128"),
                 text=f"{txn.pname(me)} may look at {txn.pname(who)}'s face-down cards "
                      f"({item.ref.name}): {_names(txn, [o.id for o in down])}")
    return None


# -- recycle (416) ---------------------------------------------------------------------------------
@primitive("recycle_from_hand", words="the recycle from a hand", family="deck",
           asks=("choose",),
           params=(Param("who", "word", words=("opponent", "you"),
                         doc='whose hand; default `"opponent"`'),
                   Param("what", "word", words=("non_unit",) + KINDS,
                         doc='the kind of card that may be picked (`"non_unit"`: any but a '
                             'unit); default any'),
                   Param("domain", "word", words=DOMAINS,
                         doc="only a card of that domain may be picked (Decree of Strength's "
                             "Mind card); default any")),
           does="That player reveals their hand (424.3.a: every card in it; a `reveal` event), "
                "then the controller picks one of its cards (of the kind `what`, of the "
                "`domain`): the "
                "step's `choose` for the controller, else the first in file order; it is "
                "recycled to the bottom of its owner's main deck (416.1, 416.6: picked, not "
                "targeted). Cards drawn anonymously in the sandbox are not seen and cannot be "
                "picked. With none to pick, nothing more happens (055).",
           events=("reveal", "recycle"), rules=("424.3.a", "416.1", "416.6"))
def _recycle_from_hand(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    who = me if eff.who == "you" else txn.other(me)
    hand = _reveal_hand_of(txn, item, me, who)
    cands = [o for o in hand if _fits(o, eff.what) and (
        eff.domain is None or (o.card is not None and eff.domain in o.card.domains))]
    what = {None: "a card", "non_unit": "a card that is not a unit"}.get(eff.what, f"a {eff.what}")
    if eff.domain is not None:
        what += f" of {eff.domain.capitalize()}"
    o = _pick(txn, item, me, f"which card of {txn.pname(who)}'s hand is recycled ({what})?",
              cands)
    if o is not None:
        recycle_card(txn, o, sources=(item.ref,), responsible=me, why=item.ref.name)
    return None


# -- look at, reveal, draw one, recycle the rest (424, 413, 416) ------------------------------------
@primitive("look_pick", words="the look at the deck", family="deck", asks=("may", "choose"),
           params=(Param("amount", "count", required=True, doc="how many cards from the top"),
                   Param("what", "word", required=True, words=KINDS,
                         doc="the kind of card that may be revealed and drawn"),
                   Param("effects", "effects",
                         doc="what happens then, if a card was revealed (and has `tagged`)"),
                   Param("tagged", "text",
                         doc='with `effects`: only if the card revealed has this tag; '
                             '`"animal"`: a Bird, Cat, Dog or Poro'),
                   Param("min_energy", "whole",
                         doc="only a card whose printed Energy cost is at least this (\"a "
                             "spell with Energy cost 4 or more\")")),
           does="Its controller looks at the top `amount` cards of their main deck (as many as "
                "it has: looking never burns out, 431.1.c); they may (the step's `may`) reveal "
                "one card of the kind `what` among them (the step's `choose`, else the topmost) "
                "and draw it (424.1, 413); the rest are recycled to the bottom, in the order "
                "they were (416.1; the rules make it random, 416.5). Then `effects` happen if a "
                "card was revealed, with `tagged` only if it has that tag (Ivern, Nurturer). "
                "Without a modelled deck nothing is seen.",
           events=("look", "reveal", "draw", "recycle"),
           rules=("424.1", "413", "416.1", "416.5", "431.1.c"))
def _look_pick(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    seen = _look(txn, item, me, eff.amount)
    if not seen:
        return None
    cands = [txn.objects[i] for i in seen if txn.objects[i].kind == eff.what
             and (eff.min_energy is None or _energy(txn.objects[i]) >= eff.min_energy)]
    o = _pick(txn, item, me, f"reveal which {eff.what} and draw it?", cands, may=True)
    if o is not None:
        txn.emit("reveal", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
                 rules=("424.1",), text=f"{txn.pname(me)} reveals {o.name} ({item.ref.name})")
        deck = main_deck(txn, me)
        turns.set_side(txn, me, deck=tuple(d for d in deck if d != o.id))
        txn.evolve(o.id, zone="hand")
        txn.emit("draw", target=me, amount=1, sources=(item.ref,), responsible=me,
                 rules=("413",), text=f"{txn.pname(me)} draws {o.name} ({item.ref.name})")
    recycle_cards(txn, [i for i in seen if o is None or i != o.id],
                  sources=(item.ref,), responsible=me, why=f"{item.ref.name}: the rest")
    if o is None or not eff.effects or not _has_tag(o, eff.tagged):
        return None
    return run_effects(txn, res, eff.effects)  # "then, if you revealed ..., do this"


def _energy(o) -> int:
    """The Energy cost printed on a card (356.1.c: what is printed, not what was paid)."""
    return (o.card.energy or 0) if o.card is not None else 0


def _has_tag(o, tag: str | None) -> bool:
    """Whether the card revealed has `tag` (any card without one; "animal": Bird, Cat, Dog or
    Poro, the tags board.ANIMAL_TAGS names)."""
    if tag is None:
        return True
    tags = o.card.tags if o.card is not None else ()
    wanted = ANIMAL_TAGS if tag == "animal" else (tag,)
    return any(t in tags for t in wanted)


# -- Predict (436) -----------------------------------------------------------------------------------
@primitive("predict", words="the Predict", family="deck", asks=("may", "choose"),
           params=(Param("amount", "count", doc="how many cards from the top (default 1, "
                                                 "436.1.a)"),),
           does="Predict: its controller looks at the top `amount` cards of their main deck "
                "(default 1; as many as it has, never a Burn Out, 436.4.a); for each, top "
                "first, they may recycle it (the step's `may`, one answer per card in that "
                "order; a \"you may\" the step leaves open is yes, SPEC section 2); the rest "
                "go back on top in the order they choose (the step's `choose` for them lists "
                "them top first, else they keep their order) (436.1, 436.3.a). Without a "
                "modelled deck nothing is seen.",
           events=("look", "recycle", "predict"), rules=("436.1", "436.1.a", "436.3.a", "436.4.a"))
def _predict(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    n = eff.amount or 1
    seen = _look(txn, item, me, n, verb=f"predicts {n}: looks at")
    if not seen:
        return None
    keep = []
    for i in seen:
        o = txn.objects[i]
        if may_answer(txn, item.answers, me, f"Predict: recycle {o.name}", item.ref):
            recycle_card(txn, o, sources=(item.ref,), responsible=me, why="Predict")
        else:
            keep.append(i)
    order = []
    while len(keep) > 1:  # 436.3.a: the player orders the rest, one place at a time
        nxt = _pick(txn, item, me, f"Predict: which card goes on top (place {len(order) + 1})?",
                    [txn.objects[i] for i in keep])
        order.append(nxt.id)
        keep.remove(nxt.id)
    order += keep
    deck = main_deck(txn, me)
    rest = tuple(d for d in deck if d not in order)
    turns.set_side(txn, me, deck=tuple(order) + rest)
    txn.emit("predict", target=me, amount=len(order), sources=(item.ref,), responsible=me,
             rules=("436.1", "436.3.a"),
             text=f"{txn.pname(me)} puts back on top of their main deck, top first: "
                  f"{_names(txn, order)}")
    return None


# -- Burn (440) ---------------------------------------------------------------------------------------
@primitive("burn", words="the burn of {amount}", family="deck",
           params=(Param("amount", "count", required=True),
                   Param("effects", "effects", doc="what happens \"if you do\": after the burn "
                                                    "(Shadow Order Disciple's +1 Might)"),
                   Param("who", "word", words=("you", "opponent", "chosen"),
                         doc="who burns; default `\"you\"`; `\"opponent\"`: \"choose an "
                             "opponent, they burn\" (Kharox); `\"chosen\"`: \"choose a "
                             "player\": the first player id in the step's `choose` for the "
                             "controller, else their opponent (Blade Twirler)")),
           does="Its controller (with `who = \"opponent\"`, their opponent) burns `amount`: the "
                "top card of their main deck goes to their "
                "trash, `amount` times (440.1); a burn past the end of the deck makes them Burn "
                "Out first (440.4, 431.1.b: their trash is recycled into the deck and an "
                "opponent gains 1 point), then the burn goes on. Without a modelled deck an "
                "anonymous card is burnt. `effects` follow (\"burn 1 to ...\"; a \"you may\" is the "
                "ability's `may`).",
           events=("burn", "burn_out"), rules=("440.1", "440.4", "431.1.b"))
def _burn(txn, res, eff, _unit):
    item = res.item
    me = txn.other(item.controller) if eff.who == "opponent" else item.controller
    if eff.who == "chosen":
        me = _player_pick(txn, item, "which player burns?")
    burnt = []
    deck = main_deck(txn, me)
    for _ in range(eff.amount):
        if deck is None:
            burnt.append("an anonymous card (the deck is not modelled)")
            continue
        if txn.game.winner is not None:
            return None
        while not turns.side(txn, me).deck:
            turns.burn_out(txn, me)
            if txn.game.winner is not None:
                return None
        s = turns.side(txn, me)
        top = s.deck[0]
        turns.set_side(txn, me, deck=s.deck[1:])
        txn.evolve(top, zone="trash")
        burnt.append(txn.name(top))
    txn.emit("burn", target=me, amount=eff.amount, sources=(item.ref,),
             responsible=item.controller,
             rules=("440.1",),
             text=f"{txn.pname(me)} burns {eff.amount} ({item.ref.name}): {', '.join(burnt)} "
                  f"to the trash")
    return run_effects(txn, res, eff.effects)


# -- Banish (427) -------------------------------------------------------------------------------------
@primitive("banish", on_target=True, words="the banishing", family="deck", params=(TARGET,),
           does="The target leaves the board for its owner's banishment (427.1): it is not a "
                "kill and not a discard (427.2.a, 427.2.b), so nothing that waits for a death "
                "triggers; a token ceases to exist (186.1).",
           events=("banish",), rules=("427.1", "427.2.a", "427.2.b"))
def _banish(txn, res, eff, u):
    item = res.item
    # format 1 has no banishment zone (its timeline's zones, SPEC section 4): the card is taken away
    cleanup.leave_board(txn, u.id, cleanup.banishment(txn))
    txn.emit("banish", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("427.1", "427.2.a"),
             text=f"{u.name} is banished ({item.ref.name}): not a kill"
                  + (" (a token ceases to exist)" if u.token else ""))
    return None


# -- playing a card from the hand by an effect (419.3) --------------------------------------------------
@primitive("play_from_hand", words="the play from the hand", family="deck", asks=("choose",),
           params=(Param("what", "word", required=True, words=("unit",),
                         doc="the kind of card played"),),
           does="Its controller plays a unit card from their hand to their base, its Energy cost "
                "ignored (Power is free in the sandbox): the step's `choose` for them, else the "
                "first named card in file order (cards drawn anonymously are not seen). It goes "
                "on the chain and enters as a played unit does; its Play Effects trigger (419.3, "
                "383.4.a). With none there, nothing happens (419.3.c).",
           events=("play",), rules=("419.3", "419.3.c"))
def _play_from_hand(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    hand = [txn.objects[h] for h in txn.hand_ids
            if txn.objects[h].owner == me and txn.objects[h].kind == eff.what]
    o = _pick(txn, item, me, f"which {eff.what} of your hand is played?", hand)
    if o is not None:
        play_unit_for_free(txn, item, o, "the hand", base_only=True)
    return None


# -- reveal until, banish and play (424, 427, 419.3) ---------------------------------------------------
@primitive("reveal_until_play", words="the reveal until a card", family="deck", asks=("to",),
           params=(Param("what", "word", required=True, words=("unit",),
                         doc="the kind of card revealed for"),),
           does="Its controller reveals cards from the top of their main deck one at a time "
                "until they reveal one of the kind `what` (424.1; revealing never burns out, "
                "431.1.c); that card is banished (427.1) and then played from their banishment, "
                "its cost ignored, as `play_from_trash` plays a unit (419.3); the other revealed "
                "cards are recycled to the bottom in the order revealed (416.1; the rules make "
                "it random, 416.5). With none of that kind in the deck, every card is revealed "
                "and recycled. Without a modelled deck nothing is revealed.",
           events=("reveal", "banish", "play", "recycle"),
           rules=("424.1", "427.1", "419.3", "416.1", "431.1.c"))
def _reveal_until_play(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    deck = deck_to_reveal(txn, item)
    if deck is None:
        return None
    shown = []
    found = None
    for i in deck:
        shown.append(i)
        if txn.objects[i].kind == eff.what:
            found = txn.objects[i]
            break
    txn.emit("reveal", target=me, amount=len(shown), sources=(item.ref,), responsible=me,
             rules=("424.1",),
             text=f"{txn.pname(me)} reveals from the top of their main deck until a {eff.what} "
                  f"({item.ref.name}): {_names(txn, shown)}"
                  + ("" if found else f"; there is no {eff.what}"))
    if found is not None:
        turns.set_side(txn, me, deck=tuple(d for d in main_deck(txn, me) if d != found.id))
        txn.evolve(found.id, zone="banished")
        txn.emit("banish", target=found.id, target_name=found.name, sources=(item.ref,),
                 responsible=me, rules=("427.1",),
                 text=f"{found.name} is banished ({item.ref.name})")
        play_unit_for_free(txn, item, txn.objects[found.id], "their banishment")
    recycle_cards(txn, [i for i in shown if found is None or i != found.id],
                  sources=(item.ref,), responsible=me, why=f"{item.ref.name}: the rest")
    return None


# -- recycle from trashes (416.6) -----------------------------------------------------------------------
@primitive("recycle_from_trash", words="the recycle from the trash", family="deck",
           asks=("may",),
           params=(Param("amount", "count", required=True, doc="up to this many cards"),
                   Param("who", "word", words=("any", "you", "opponent"),
                         doc='whose trash; default `"any"`: every player\'s')),
           does="Its controller recycles up to `amount` cards from the trash (each to the bottom "
                "of its owner's main deck, 416.1; picked, not targeted, 416.6): for each card of "
                "those trashes in file order, until `amount` are recycled, a \"you may\" (the "
                "step's `may` for the controller, one answer per card in that order; one the "
                "step leaves open is yes, SPEC section 2).",
           events=("recycle",), rules=("416.1", "416.6"))
def _recycle_from_trash(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    owners = {"you": (me,), "opponent": (txn.other(me),)}.get(eff.who, tuple(txn.players))
    cards = sorted((o for o in txn.objects_map().values()
                    if o.zone == "trash" and o.owner in owners and not o.token),
                   key=lambda o: o.order)
    picked = []
    for o in cards:
        if len(picked) >= eff.amount:
            break
        if may_answer(txn, item.answers, me, f"recycle {o.name} from the trash", item.ref):
            picked.append(o.id)
    recycle_cards(txn, picked, sources=(item.ref,), responsible=me, why=item.ref.name)
    return None


# -- look, banish one and play it (424, 427, 419.3) -------------------------------------------------------
@primitive("look_banish_play", words="the look at the deck", family="deck",
           asks=("may", "choose", "to"),
           params=(Param("amount", "count", required=True, doc="how many cards from the top"),
                   Param("other", "target_number", required=True,
                         doc="the unit whose Might caps the unit picked, read before `effects` "
                             "run (as it last was on the board)"),
                   Param("more", "whole", doc="the unit picked may have this much more Might "
                                              "(default 0)"),
                   Param("effects", "effects",
                         doc="what happens first, after that Might is read (Baited Hook's kill)")),
           does="The Might of the unit `other` is read, then `effects` run; then its controller "
                "looks at the top `amount` cards of their main deck (never a Burn Out, "
                "431.1.c) and may (the step's `may`) pick a unit among them whose Might is at "
                "most that Might plus `more` (the step's `choose`, else the topmost): it is "
                "banished (427.1) and played from their banishment, its cost ignored, as "
                "`play_from_trash` plays a unit (419.3); the rest are recycled to the bottom in "
                "the order they were (416.1; the rules make it random, 416.5). If `other` is no "
                "longer a legal target, nothing can be picked. Without a modelled deck nothing "
                "is seen.",
           events=("look", "banish", "play", "recycle"),
           rules=("424.1", "427.1", "419.3", "416.1", "431.1.c"))
def _look_banish_play(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    t = eff.other - 1
    oid = res.targets[t] if t < len(res.targets) else None
    cap = None
    if oid is not None and txn.objects[oid].zone == "board":
        cap = txn.might(txn.objects[oid]) + (eff.more or 0)
    credits = None
    credits = run_effects(txn, res, eff.effects) or credits
    seen = _look(txn, item, me, eff.amount)
    if not seen:
        return credits
    cands = [] if cap is None else [txn.objects[i] for i in seen
                                    if txn.objects[i].kind == "unit"
                                    and txn.might(txn.objects[i]) <= cap]
    o = _pick(txn, item, me, f"banish and play which unit (Might {cap} or less)?", cands,
              may=True)
    if o is not None:
        turns.set_side(txn, me, deck=tuple(d for d in main_deck(txn, me) if d != o.id))
        txn.evolve(o.id, zone="banished")
        txn.emit("banish", target=o.id, target_name=o.name, sources=(item.ref,),
                 responsible=me, rules=("427.1",), text=f"{o.name} is banished ({item.ref.name})")
        play_unit_for_free(txn, item, txn.objects[o.id], "their banishment")
    recycle_cards(txn, [i for i in seen if o is None or i != o.id],
                  sources=(item.ref,), responsible=me, why=f"{item.ref.name}: the rest")
    return credits


# -- recycling as a cost (416.6) -------------------------------------------------------------------------
def recycle_cost(txn, by: str, n: int, answers, label: str, source, kind=None) -> None:
    """Pay "recycle `n` from your trash" (416.6: chosen, not targeted): the cards of the step's
    `choose` for `by` that are in their trash first, then the others in file order; asked one
    at a time when there is a choice. Fewer than `n` there: the cost cannot be paid (358.5),
    and nothing changes. `kind`: only cards of that kind ("a unit from your trash")."""
    trash = sorted((o for o in txn.objects_map().values()
                    if o.zone == "trash" and o.owner == by and not o.token
                    and (kind is None or o.kind == kind)),
                   key=lambda o: o.order)
    if len(trash) < n:
        what = f"{kind}{'s' if n != 1 else ''}" if kind else f"card{'s' if n != 1 else ''}"
        raise IllegalAction(f"{label} costs recycling {n} {what} from the "
                            f"trash, and {txn.pname(by)} has {len(trash)} there (416.6, 358.5)")
    named = [c for c in (answers.choices_for(by) if answers is not None else ())
             if any(o.id == c for o in trash)]
    picked: list[str] = []
    for k in range(n):
        ids = [o.id for o in trash]
        default = next((c for c in named if c in ids), ids[0])
        pick = default
        if len(ids) > n - k:  # a choice to make: the app asks it then
            pick = ask(txn, answers, Question(
                kind="choose", player=by, source=source,
                words=f"{label}: recycle which card from the trash (its cost)?",
                options=tuple((o.id, o.name) for o in trash), default=default,
                given=bool(named)))
            if pick not in ids:
                raise IllegalAction(f"{label}: {txn.name(pick)} is not a card in "
                                    f"{txn.pname(by)}'s trash")
        picked.append(pick)
        trash = [t for t in trash if t.id != pick]
    recycle_cards(txn, picked, sources=(source,), responsible=by, why=f"a cost of {label}")



# -- look, take one, trash the rest -------------------------------------------------------------
@primitive("look_trash_rest", words="the look at the deck", family="deck",
           asks=("may", "choose"),
           params=(Param("amount", "count", required=True, doc="how many cards from the top"),),
           does="Its controller looks at the top `amount` cards of their main deck (as many as "
                "it has: looking never burns out, 431.1.c); they may (the step's `may`) pick any "
                "one of them (the step's `choose`, else the topmost) and draw it (413), unseen by "
                "the others; the rest go to their trash in the order they were (a `to_trash` "
                "event; not a Burn, 440). Without a modelled deck nothing is seen.",
           events=("look", "draw", "to_trash"), rules=("424.1", "413", "431.1.c"))
def _look_trash_rest(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    seen = _look(txn, item, me, eff.amount)
    if not seen:
        return None
    o = _pick(txn, item, me, "draw which card?", [txn.objects[i] for i in seen], may=True)
    rest = [i for i in seen if o is None or i != o.id]
    turns.set_side(txn, me, deck=tuple(d for d in main_deck(txn, me) if d not in seen))
    if o is not None:
        txn.evolve(o.id, zone="hand")
        txn.emit("draw", target=me, amount=1, sources=(item.ref,), responsible=me,
                 rules=("413",), text=f"{txn.pname(me)} draws one of them ({item.ref.name})")
    for i in rest:
        txn.evolve(i, zone="trash")
    if rest:
        txn.emit("to_trash", target=me, amount=len(rest), sources=(item.ref,), responsible=me,
                 rules=("424.1",),
                 text=f"{txn.pname(me)} puts the rest into their trash ({item.ref.name}): "
                      f"{_names(txn, rest)}")
    return None


# -- banish a card from a trash ("banish a card from any trash to ...") ------------------------------
@primitive("banish_from_trash", words="the banishing from a trash", family="deck",
           asks=("choose",),
           params=(Param("who", "word", words=("any", "you", "opponent"),
                         doc='whose trash; default `"any"`: every player\'s'),
                   Param("effects", "effects",
                         doc="what happens \"if you do\": after the card is banished (Gust "
                             "Monk's Assault 2)")),
           does="Its controller banishes one card of those trashes (427.1; picked, not targeted): "
                "the step's `choose` for them, else the first in file order; then `effects` "
                "follow. With no card there, nothing is banished and `effects` do not happen. "
                "Format 1 has no banishment: the card is taken away (zone `removed`).",
           events=("banish",), rules=("427.1",))
def _banish_from_trash(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    owners = {"you": (me,), "opponent": (txn.other(me),)}.get(eff.who, tuple(txn.players))
    cards = sorted((o for o in txn.objects_map().values()
                    if o.zone == "trash" and o.owner in owners and not o.token),
                   key=lambda o: o.order)
    o = _pick(txn, item, me, "banish which card from a trash?", cards)
    if o is None:
        return None
    txn.evolve(o.id, zone=cleanup.banishment(txn))
    txn.emit("banish", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
             rules=("427.1",),
             text=f"{txn.pname(me)} banishes {o.name} from {txn.pname(o.owner)}'s trash "
                  f"({item.ref.name})")
    return run_effects(txn, res, eff.effects)


# -- banish a unit, then its owner plays it back (Temporal Breach) ----------------------------------
@primitive("banish_replay", on_target=True, words="the banishing and replay", family="deck",
           params=(TARGET,),
           does="The target unit is banished (427.1: no kill), then its owner plays it from their "
                "banishment to the location it was at (a battlefield, or their base), its cost "
                "ignored (419.3): a new object (124), exhausted, whose Play Effects trigger. A "
                "token ceases to exist as it is banished (186.1), so nothing comes back.",
           events=("banish", "play"), rules=("427.1", "419.3", "124", "186.1"))
def _banish_replay(txn, res, eff, u):
    at_base = u.at == "base"  # back to where it was: a battlefield, or its owner's base
    banish_then_play(txn, res.item, u, battlefield=None if at_base else u.at, base_only=at_base)
    return None


# -- reveal the top card: draw it if it fits, else trash it (Pakaa Protector) ------------------------
@primitive("reveal_top", words="the reveal of the top card", family="deck",
           params=(Param("what", "word", required=True, words=KINDS,
                         doc="the kind of card that is drawn"),
                   Param("effects", "effects",
                         doc="what happens when it is not of that kind: after it goes to the "
                             "trash (Pakaa Protector's +2 Might)")),
           does="Its controller reveals the top card of their main deck (424.1; revealing never "
                "burns out, 431.1.c): a card of the kind `what` is drawn (413); any other goes to "
                "their trash (a `to_trash` event), then `effects` follow. With an empty or "
                "unmodelled deck nothing is revealed and nothing follows.",
           events=("reveal", "draw", "to_trash"), rules=("424.1", "413", "431.1.c"))
def _reveal_top(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    deck = main_deck(txn, me)
    if not deck:
        why = "the deck is not modelled in this file" if deck is None else "the deck is empty"
        txn.emit("reveal", target=me, amount=0, sources=(item.ref,), responsible=me,
                 rules=("424.1", "431.1.c"),
                 text=f"{txn.pname(me)} reveals nothing from the top of their main deck: {why}")
        return None
    o = txn.objects[deck[0]]
    txn.emit("reveal", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
             rules=("424.1",), text=f"{txn.pname(me)} reveals {o.name} ({item.ref.name})")
    turns.set_side(txn, me, deck=deck[1:])
    if o.kind == eff.what:
        txn.evolve(o.id, zone="hand")
        txn.emit("draw", target=me, amount=1, sources=(item.ref,), responsible=me,
                 rules=("413",), text=f"{txn.pname(me)} draws {o.name} ({item.ref.name})")
        return None
    txn.evolve(o.id, zone="trash")
    txn.emit("to_trash", target=me, amount=1, sources=(item.ref,), responsible=me,
             rules=("424.1",),
             text=f"{txn.pname(me)} puts {o.name} into their trash ({item.ref.name})")
    return run_effects(txn, res, eff.effects)


# -- return up to N cards from the trashes to their owners' hands (Shadows of the Past) ----------------
@primitive("return_from_trashes", words="the return from the trashes", family="deck",
           asks=("may",),
           params=(Param("amount", "count", required=True, doc="up to this many cards"),
                   Param("what", "word", required=True, words=KINDS, doc="the kind of card")),
           does="Its controller returns up to `amount` cards of the kind `what` from every "
                "player's trash to their owners' hands (picked, not targeted): for each such card "
                "in file order, until `amount` are returned, a \"you may\" (the step's `may` for "
                "the controller, one answer per card in that order; one the step leaves open is "
                "yes, SPEC section 2). Each is a new object (124).",
           events=("return_to_hand",), rules=("124",))
def _return_from_trashes(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    cards = sorted((o for o in txn.objects_map().values()
                    if o.zone == "trash" and o.kind == eff.what and not o.token),
                   key=lambda o: o.order)
    done = 0
    for o in cards:
        if done >= eff.amount:
            break
        if may_answer(txn, item.answers, me, f"return {o.name} to its owner's hand", item.ref):
            txn.evolve(o.id, zone="hand", at=None, controller=o.owner)
            txn.emit("return_to_hand", target=o.id, target_name=o.name, sources=(item.ref,),
                     responsible=me, rules=("124",),
                     text=f"{o.name} returns from {txn.pname(o.owner)}'s trash to their hand "
                          f"({item.ref.name})")
            done += 1
    return None
