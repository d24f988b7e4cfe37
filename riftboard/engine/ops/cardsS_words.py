"""Primitives first needed by the cardsS cards (issue 27: cards skipped before as hard).

`choose_one`: "choose one" on a triggered or activated ability whose modes choose nothing
(Minah Swiftfoot). `each_draw` and `each_discard`: every player draws, or discards, in turn
order starting with the turn player. The optional additional cost "exhaust a friendly unit"
(`optional_cost = "exhaust_friendly_unit"`, Meditation): `ready_friendly_units` and
`exhaust_friendly_unit_cost`, which ops/cardsT2_words.py's optional-cost functions call."""

from __future__ import annotations

from .. import triggers, turns
from ..asker import Question, ask
from ..errors import IllegalAction
from ..triggers import may_answer
from .actions import discard_card
from .registry import Param, effect_words, primitive, run_effect, run_effects, trigger


def _turn_order(txn) -> tuple[str, ...]:
    """The players in turn order, the turn player first (383.3.d.1's order for "each player")."""
    players = tuple(txn.players)
    tp = txn.turn_player if txn.turn_player in players else players[0]
    i = players.index(tp)
    return players[i:] + players[:i]


@primitive("choose_one", words="the mode chosen", family="control", asks=("may",),
           params=(Param("effects", "effects", required=True,
                         doc="the modes on offer, one instruction each, in printed order"),),
           does="\"Choose one\" on a triggered or activated ability (355.3) whose modes choose "
                "no target: its controller is offered the modes in printed order, one `may` "
                "answer each (the step's `may` for them, a list in the order asked; an answer "
                "left open is yes), and the first taken is the one done; declining all but the "
                "last, the last is done without asking. A `mode` event says which. The pick is "
                "read as the ability resolves: with no target in any mode, nothing between its "
                "going on the chain and its resolution reads it, so the outcome is the same.",
           events=("mode",), rules=("355.3",))
def _choose_one(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    last = len(eff.effects)
    pick = last
    for n, sub in enumerate(eff.effects[:-1], 1):
        if may_answer(txn, item.answers, me, f"{item.ref.name}: choose {effect_words(sub)}?",
                      item.ref):
            pick = n
            break
    sub = eff.effects[pick - 1]
    txn.emit("mode", target=None, amount=pick, sources=(item.ref,), responsible=me,
             rules=("355.3",),
             text=f"{txn.pname(me)} chooses {item.ref.name}'s mode {pick} of {last}: "
                  f"{effect_words(sub)}")
    return run_effect(txn, res, sub)


@primitive("each_draw", words="the draw of {amount} by each player", family="cards",
           params=(Param("amount", "count", required=True),),
           does="Every player draws `amount` (413), in turn order from the turn player "
                "(383.3.d.1's order); format 2 draws from the main deck, with Burn Out (431); "
                "without a modelled deck, anonymous cards.",
           events=("draw",), rules=("413",))
def _each_draw(txn, res, eff, _unit):
    item = res.item
    for who in _turn_order(txn):
        if txn.game is not None:
            if txn.game.winner is not None:
                return None
            turns.draw(txn, who, eff.amount)
        else:
            txn.add_drawn(who, eff.amount)
        txn.emit("draw", target=who, amount=eff.amount, sources=(item.ref,), responsible=who,
                 rules=("413",), text=f"{txn.pname(who)} draws {eff.amount} ({item.ref.name})")
    return None


@primitive("each_discard", words="the discard of {amount} by each player", family="actions",
           asks=("choose",), params=(Param("amount", "count", required=True),),
           does="Every player discards `amount` cards of their own choosing, as many as they "
                "have (422.1, 422.4), in turn order from the turn player: the hand cards the "
                "step's `choose` for that player names first, then named cards in file order, "
                "then cards drawn in the sandbox. Each player's discard abilities trigger "
                "(422.1.b). An empty hand discards nothing.",
           events=("discard",), rules=("422.1", "422.4"))
def _each_discard(txn, res, eff, _unit):
    item = res.item
    for who in _turn_order(txn):
        wanted = item.answers.choices_for(who) if item.answers is not None else ()
        hand = [txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who]
        hand.sort(key=lambda o: (o.id not in wanted, o.order))
        left = txn.hand_counts[txn.players.index(who)]
        done = 0
        for _ in range(eff.amount):
            if hand:
                discard_card(txn, who, hand.pop(0), sources=(item.ref,), why=item.ref.name)
            elif left > 0:
                left -= 1
                discard_card(txn, who, None, sources=(item.ref,), why=item.ref.name)
            else:
                break  # 422.4: what cannot be discarded is ignored
            done += 1
        if done:
            triggers.discard_triggers(txn, who)
    return None


def ready_friendly_units(txn, player: str) -> list:
    """`player`'s ready units on the board, in file order: what an "exhaust a friendly unit"
    cost may exhaust (an exhausted unit cannot be exhausted to pay it, 358.2)."""
    return sorted((o for o in txn.on_board() if o.kind == "unit" and o.controller == player
                   and not o.exhausted), key=lambda o: o.order)


def exhaust_friendly_unit_cost(txn, card, player: str, answers) -> None:
    """The optional additional cost "exhaust a friendly unit" (356.2.b.1; Meditation): the
    player exhausts one of their ready units, the one the step's `choose` for them names, else
    the first in file order (the app asks). Only offered while they have one."""
    fits = ready_friendly_units(txn, player)
    ids = {o.id for o in fits}
    named = answers.choices_for(player) if answers is not None else ()
    pick = next((c for c in named if c in ids), None)
    given = pick is not None
    if len(fits) > 1:
        pick = ask(txn, answers, Question(
            kind="choose", player=player, words=f"{card.name}: exhaust which unit?",
            options=tuple((o.id, o.name) for o in fits), default=pick or fits[0].id,
            given=given))
    pick = pick or fits[0].id
    if pick not in ids:
        raise IllegalAction(f"{card.name}: {txn.name(pick)} is not a ready unit of "
                            f"{txn.pname(player)}'s to exhaust for its additional cost (356.2.b.1)")
    unit = txn.objects[pick]
    txn.evolve(pick, exhausted=True)
    txn.emit("exhaust", target=pick, target_name=unit.name, responsible=player,
             rules=("356.2.b.1",),
             text=f"{txn.pname(player)} exhausts {unit.name}, the additional cost of playing "
                  f"{card.name}")


# -- Twisted Fate, Gambler: a rune revealed, recycled, and what its domain says ----------------

DOMAIN_WORDS = ("fury", "calm", "mind", "body", "chaos", "order")


@primitive("reveal_top_rune", words="the top rune revealed and recycled", family="deck",
           params=(Param("effects", "effects", required=True,
                         doc="what follows, `if_rune_domain` instructions reading that rune"),),
           does="Its controller reveals the top rune of their rune deck (424.1) and recycles it "
                "to the bottom of that deck (416.1); then `effects` follow, in order, where "
                "`if_rune_domain` reads the rune revealed. Revealing never burns out: with no "
                "rune deck (format 1 has none), nothing is revealed and nothing follows. The rune "
                "was not among the runes the player controls (161), so \"when you recycle a "
                "rune\" abilities do not hear it.",
           events=("reveal", "recycle"), rules=("424.1", "416.1", "161.2.b"))
def _reveal_top_rune(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    if txn.game is None:
        return None
    s = turns.side(txn, me)
    if not s.rune_deck:
        txn.emit("reveal", target=me, amount=0, sources=(item.ref,), responsible=me,
                 rules=("424.1",), text=f"{txn.pname(me)} has no rune in their rune deck to reveal")
        return None
    rune = txn.objects[s.rune_deck[0]]
    txn.emit("reveal", target=rune.id, target_name=rune.name, amount=1, sources=(item.ref,),
             responsible=me, rules=("424.1",),
             text=f"{txn.pname(me)} reveals the top rune of their rune deck: {rune.name}")
    turns.set_side(txn, me, rune_deck=s.rune_deck[1:] + (rune.id,))
    txn.emit("recycle", target=rune.id, target_name=rune.name, sources=(item.ref,),
             responsible=me, rules=("416.1", "161.2.b"),
             text=f"{rune.name} is recycled to the bottom of {txn.pname(me)}'s rune deck")
    return run_effects(txn, res, eff.effects)


def _revealed_rune(txn, item):
    """The rune `item` revealed last in this step (`reveal_top_rune`), or None."""
    for e in reversed(txn.events):
        if e.kind == "reveal" and e.sources and e.sources[0] == item.ref and e.amount:
            o = txn.objects.get(e.target)
            if o is not None and o.kind == "rune":
                return o
    return None


@primitive("if_rune_domain", words="what the revealed rune's domain says", family="deck",
           params=(Param("what", "word", required=True, words=DOMAIN_WORDS,
                         doc="the domain the rune must have"),
                   Param("effects", "effects", required=True,
                         doc="what happens when it has it")),
           does="Inside `reveal_top_rune`: `effects` happen only when the rune it revealed is "
                "of the domain `what` (its card's domain, 161); with no rune revealed by this "
                "spell or ability, nothing happens.",
           events=(), rules=("161",))
def _if_rune_domain(txn, res, eff, _unit):
    rune = _revealed_rune(txn, res.item)
    if rune is None or rune.card is None or eff.what not in rune.card.domains:
        return None
    return run_effects(txn, res, eff.effects)


def _pick_enemy_unit(txn, res, here: bool):
    """An enemy unit its controller picks as the instruction resolves (not a target chosen
    as the ability went on the chain): at the location of the object with the ability when
    `here` (a battlefield), else anywhere on the board; the step's `choose` for the controller
    names it, else the first in file order (the app asks). None when there is none."""
    item = res.item
    me = item.controller
    where = None
    if here:
        host = txn.objects.get(item.host)
        if host is None or not txn.is_same(item.host, item.host_inc, "board") \
                or host.at in (None, "base"):
            return None
        where = host.at
    fits = sorted((o for o in txn.on_board() if o.kind == "unit" and o.controller != me
                   and (where is None or o.at == where)), key=lambda o: o.order)
    if not fits:
        return None
    ids = {o.id for o in fits}
    named = item.answers.choices_for(me) if item.answers is not None else ()
    pick = next((c for c in named if c in ids), None)
    given = pick is not None
    if len(fits) > 1:
        pick = ask(txn, item.answers, Question(
            kind="choose", player=me, words=f"{item.ref.name}: which enemy unit?",
            source=item.ref, options=tuple((o.id, o.name) for o in fits),
            default=pick or fits[0].id, given=given))
    pick = pick or fits[0].id
    if pick not in ids:
        raise IllegalAction(f"{item.ref.name}: {txn.name(pick)} is not an enemy unit it may "
                            "pick" + (" here" if here else ""))
    return txn.objects[pick]


@primitive("deal_picked_here_and_others", words="deal {amount} to an enemy unit here, and to "
           "each other enemy unit there", family="groups", asks=("choose",),
           params=(Param("amount", "count", required=True,
                         doc="what the enemy unit picked is dealt"),
                   Param("others", "count", required=True,
                         doc="what each other enemy unit there is dealt")),
           does="As it resolves, its controller picks an enemy unit at the battlefield where "
                "the object with the ability is (the step's `choose` for them, else the first "
                "in file order); it is dealt `amount` and every other enemy unit there `others`, "
                "all in one Deal at the same time (417.1.d), the ability and its host the source "
                "of each (417.6.b.2.a). Nothing happens when that object is not at a "
                "battlefield or no enemy unit is there (055).",
           events=("damage", "prevented"), rules=("417.1.d", "417.6.b.2.a", "055"))
def _deal_picked_here_and_others(txn, res, eff, _unit):
    from .groups import _deal_amounts

    picked = _pick_enemy_unit(txn, res, here=True)
    if picked is None:
        return None
    me = res.item.controller
    amounts = [(picked.id, eff.amount)] + [
        (o.id, eff.others) for o in txn.on_board()
        if o.kind == "unit" and o.id != picked.id and o.controller != me and o.at == picked.at]
    return _deal_amounts(txn, res, amounts)


@primitive("stun_picked_enemy", words="the stun of an enemy unit picked", family="status",
           asks=("choose",), params=(),
           does="As it resolves, its controller picks an enemy unit anywhere on the board (the "
                "step's `choose` for them, else the first in file order) and stuns it as "
                "`stun` does (423.1). With no enemy unit, nothing happens (055).",
           events=("stun",), rules=("423.1", "055"))
def _stun_picked_enemy(txn, res, eff, _unit):
    picked = _pick_enemy_unit(txn, res, here=False)
    if picked is None:
        return None
    from .registry import REGISTRY

    return REGISTRY["stun"].run(txn, res, eff, picked)


# -- Divine Judgment: each player keeps two of each, the rest is recycled -------------------------

_KEPT_KINDS = (("unit", "units"), ("gear", "gear"), ("rune", "runes"), ("hand", "cards in hand"))


def _kept(txn, item, player: str, candidates: list, keep: int, words: str) -> set:
    """The `keep` of `candidates` (in file order) that `player` chooses: the ones the step's
    `choose` for them names first, then the first in file order (the app asks, one pick at a
    time, when the file names none and there are more than `keep`)."""
    if len(candidates) <= keep:
        return {o.id for o in candidates}
    ids = [o.id for o in candidates]
    named = item.answers.choices_for(player) if item.answers is not None else ()
    kept = [i for i in named if i in ids][:keep]
    given = bool(kept)
    while len(kept) < keep:
        left = [o for o in candidates if o.id not in kept]
        pick = ask(txn, item.answers, Question(
            kind="choose", player=player, source=item.ref,
            words=f"{item.ref.name}: which of your {words} do you keep?",
            options=tuple((o.id, o.name) for o in left), default=left[0].id, given=given))
        if pick not in ids or pick in kept:
            raise IllegalAction(f"{item.ref.name}: {txn.name(pick)} is not one of "
                                f"{txn.pname(player)}'s {words} still to choose from")
        kept.append(pick)
    return set(kept)


@primitive("keep_recycle_rest", words="what each player keeps, the rest recycled",
           family="deck", asks=("choose",),
           params=(Param("amount", "count", required=True,
                         doc="how many of each each player keeps"),),
           does="Each player, in turn order from the turn player, chooses `amount` of the units "
                "they control, `amount` of their gear, `amount` of their runes and `amount` of "
                "the cards in their hand (the step's `choose` for them names them, else the first "
                "in file order; all, when they have no more). Then everything else of those "
                "kinds is recycled at once (416.1): units and gear leave the board (a token "
                "ceases to exist, 186.1) and go with the hand cards to the bottom of their "
                "owners' main decks, in a random order (416.5); runes go to the bottom of their "
                "owners' rune decks (161.2.b). The controller performs it: only their own runes "
                "recycled make their \"when you recycle a rune\" abilities trigger. Cards drawn "
                "anonymously in the sandbox count as hand cards, after the named ones; those "
                "recycled leave the hand unseen.",
           events=("recycle",), rules=("416.1", "416.5", "161.2.b", "186.1"))
def _keep_recycle_rest(txn, res, eff, _unit):
    from .. import cleanup
    from .deck import recycle_cards

    item = res.item
    me = item.controller
    keep = eff.amount
    recycled_board, recycled_hand, runes, unseen = [], [], [], []
    for who in _turn_order(txn):
        board_objs = sorted((o for o in txn.on_board() if o.controller == who),
                            key=lambda o: o.order)
        groups = {
            "unit": [o for o in board_objs if o.kind == "unit"],
            "gear": [o for o in board_objs if o.kind == "gear"],
            "rune": sorted((txn.objects[i] for i in txn.rune_ids
                            if txn.objects[i].controller == who), key=lambda o: o.order),
            "hand": sorted((txn.objects[h] for h in txn.hand_ids
                            if txn.objects[h].owner == who), key=lambda o: o.order),
        }
        for kind, words in _KEPT_KINDS:
            cands = groups[kind]
            kept = _kept(txn, item, who, cands, keep, words)
            rest = [o for o in cands if o.id not in kept]
            if kind in ("unit", "gear"):
                recycled_board.extend(rest)
            elif kind == "rune":
                runes.extend(rest)
            else:
                recycled_hand.extend(rest)
                room = max(0, keep - len(kept))  # anonymous cards fill the places left
                anon = txn.hand_counts[txn.players.index(who)]
                if anon > room:
                    unseen.append((who, anon - room))
    for o in recycled_board:
        cleanup.leave_board(txn, o.id, "deck")
    cards = [o.id for o in recycled_hand] + [o.id for o in recycled_board if not o.token]
    if txn.game is not None:
        by_owner: dict[str, list[str]] = {}
        for i in cards:
            by_owner.setdefault(txn.objects[i].owner, []).append(i)
        for ids in by_owner.values():
            recycle_cards(txn, ids, sources=(item.ref,), responsible=me, why=item.ref.name)
        for o in runes:
            turns._recycle_rune(txn, o)
            txn.emit("recycle", target=o.id, target_name=o.name, sources=(item.ref,),
                     responsible=me, rules=("416.1", "161.2.b"),
                     text=f"{o.name} is recycled to the bottom of {txn.pname(o.owner)}'s rune "
                          f"deck ({item.ref.name})")
            if o.controller == me:
                turns._recycled(txn, me, o.id)
    else:  # format 1 has no decks: the cards are taken away (recycle_card's way)
        recycle_cards(txn, cards, sources=(item.ref,), responsible=me, why=item.ref.name)
    for who, n in unseen:
        txn.add_drawn(who, -n)
        txn.emit("recycle", target=who, amount=n, sources=(item.ref,), responsible=me,
                 rules=("416.1",),
                 text=f"{n} unseen card{'s' if n != 1 else ''} of {txn.pname(who)}'s hand "
                      f"{'are' if n != 1 else 'is'} recycled ({item.ref.name})")
    return None


# -- Decree of Discord: enemy units picked up to a total Might, returned to hand ----------------

@primitive("return_enemies_up_to_might", words="the return of the enemy units picked",
           family="zones", asks=("choose",),
           params=(Param("amount", "count", required=True,
                         doc="the most Might the units picked may have in all"),
                   Param("domain", "word", words=DOMAIN_WORDS,
                         doc="only units of this domain (their card's domains, 002)")),
           does="Its controller picks any number of units other players control, wherever they "
                "are (of the domain `domain` when it is given), whose Mights add up to `amount` "
                "or less as it resolves (the step's `choose` for the controller; none named: "
                "the app asks for one), and they return to their owners' hands at the same time "
                "(a new object each, 124; a token ceases to exist), as `move_enemies_up_to_might` "
                "picks (Tricksy Tentacles). A unit that does not fit, or too much Might in all, "
                "is refused (054.1).",
           events=("return_to_hand", "might"), rules=("124", "124.1", "054.1"))
def _return_enemies_up_to_might(txn, res, eff, _unit):
    from .zones import send_to_hand

    item = res.item
    me = item.controller
    fits = {o.id: o for o in sorted(txn.on_board(), key=lambda o: o.order)
            if o.kind == "unit" and o.controller != me
            and (eff.domain is None or (o.card is not None and eff.domain in o.card.domains))}
    named = item.answers.choices_for(me) if item.answers is not None else ()
    if not named and fits:
        one = ask(txn, item.answers, Question(
            kind="choose", player=me, source=item.ref,
            words=f"{item.ref.name}: which enemy unit returns to its owner's hand?",
            options=tuple((o.id, o.name) for o in fits.values()), default=None))
        named = (one,) if one is not None else ()
    picked = []
    for n in named:
        if n not in fits:
            what = f"an enemy {eff.domain.title()} unit" if eff.domain else "an enemy unit"
            raise IllegalAction(f"{item.ref.name}: {txn.name(n)} is not {what} on the board")
        if fits[n] not in picked:
            picked.append(fits[n])
    total = sum(txn.might(o) for o in picked)
    if total > eff.amount:
        raise IllegalAction(f"{item.ref.name}: the units picked have {total} Might in all; at "
                            f"most {eff.amount} may return")
    if picked:
        send_to_hand(txn, item, picked)
    return None


# -- Fox-Fire: units at one battlefield picked up to a total Might, killed -----------------------

@primitive("kill_up_to_might_at_battlefield", words="the kill of the units picked",
           family="kill", asks=("choose",),
           params=(Param("amount", "count", required=True,
                         doc="the most Might the units picked may have in all"),),
           does="Its controller picks any number of units, either player's, all at one "
                "battlefield, whose Mights add up to `amount` or less as it resolves (the step's "
                "`choose` for the controller; none named: the app asks for one), and kills them "
                "at the same time (428.1.a.1), each kill credited to the spell (or the ability "
                "and its host), its controller responsible (428.5.b, 428.5.d). Played from face "
                "down, the battlefield is the one it was hidden at (811.1.d.2). Units at two "
                "locations, in a base, or too much Might in all are refused (054.1).",
           events=("kill", "death_replaced"),
           rules=("428.1.a.1", "428.5.b", "428.5.d", "811.1.d.2", "054.1"))
def _kill_up_to_might_at_battlefield(txn, res, eff, _unit):
    from .. import cleanup
    from .registry import item_sources

    item = res.item
    me = item.controller
    only = None
    if item.face_down:  # its choices are made at the battlefield it was hidden at
        spell = txn.objects.get(item.host)
        only = spell.at if spell is not None and spell.at not in (None, "base") else None
    fits = {o.id: o for o in sorted(txn.on_board(), key=lambda o: o.order)
            if o.kind == "unit" and o.at not in (None, "base") and (only is None or o.at == only)}
    named = item.answers.choices_for(me) if item.answers is not None else ()
    if not named and fits:
        one = ask(txn, item.answers, Question(
            kind="choose", player=me, source=item.ref,
            words=f"{item.ref.name}: which unit at a battlefield is killed?",
            options=tuple((o.id, o.name) for o in fits.values()), default=None))
        named = (one,) if one is not None else ()
    picked = []
    for n in named:
        if n not in fits:
            where = f"at {txn.name(only)}" if only else "at a battlefield"
            raise IllegalAction(f"{item.ref.name}: {txn.name(n)} is not a unit {where}")
        if fits[n] not in picked:
            picked.append(fits[n])
    if len({o.at for o in picked}) > 1:
        raise IllegalAction(f"{item.ref.name}: the units it kills must all be at one "
                            "battlefield")
    total = sum(txn.might(o) for o in picked)
    if total > eff.amount:
        raise IllegalAction(f"{item.ref.name}: the units picked have {total} Might in all; at "
                            f"most {eff.amount} may be killed")
    if picked:
        credit = item_sources(txn, item)
        rules = ("428.5.d",) if item.kind != "spell" else ()
        cleanup.kill_units(txn, [(o.id, credit, me) for o in picked],
                           reason="kill_instruction", rules=rules)
    return None


# -- "when you recycle one or more cards" (Karma, Channeler) ---------------------------------------

trigger("you_recycle_cards", "its controller recycles one or more cards (416.1; runes are no "
        "cards, 161): once for each instruction or cost that recycles them together, however "
        "many, and once for a Burn Out's recycling of their trash (431.2); never a sandbox "
        "edit; works from a legend too")


def cards_recycled(txn, player: str, sources) -> None:
    """`player` recycles a card now (ops/deck.recycle_card, before its `recycle` event): their
    "when you recycle one or more cards" abilities trigger, unless this card is one more of a
    batch: the event just before is the recycling of another card by the same player for the
    same source (one instruction or cost recycles its cards one after another)."""
    last = txn.events[-1] if txn.events else None
    if last is not None and last.kind == "recycle" and tuple(last.sources) == tuple(sources):
        o = txn.objects.get(last.target)
        if o is not None and o.kind != "rune" and (last.responsible or o.owner) == player:
            return
    triggers.controller_triggers(txn, player, "you_recycle_cards")


# -- Hallowed Tomb: the Chosen Champion from the trash back to the Champion Zone ----------------

@primitive("champion_from_trash", words="the Chosen Champion's return to its zone",
           family="zones", params=(),
           does="Its controller's Chosen Champion (Side.chosen_champion), when it is in their "
                "trash and their Champion Zone is empty (108.3.c.1), goes back to that zone (a new "
                "object, 124), from where it may be played again (108.3.d). Otherwise nothing "
                "happens (055). Format 2 only: format 1 has no Champion Zone.",
           events=("to_champion_zone",), rules=("108.3.c.1", "108.3.d", "124", "055"))
def _champion_from_trash(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    if txn.game is None:
        return None
    cid = turns.side(txn, me).chosen_champion
    champ = txn.objects.get(cid) if cid is not None else None
    if champ is None or champ.zone != "trash" or champ.owner != me:
        return None
    if any(o.zone == "champion" and o.owner == me for o in txn.objects_map().values()):
        return None  # the zone is not empty
    txn.evolve(cid, zone="champion", at=None, controller=me)
    turns.set_side(txn, me, champion=cid)
    txn.emit("to_champion_zone", target=cid, target_name=champ.name, sources=(item.ref,),
             responsible=me, rules=("108.3.c.1", "108.3.d"),
             text=f"{champ.name}, {txn.pname(me)}'s Chosen Champion, goes from their trash back "
                  f"to their Champion Zone ({item.ref.name})")
    return None
