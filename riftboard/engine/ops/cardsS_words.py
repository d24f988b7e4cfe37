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
from .registry import Param, effect_words, primitive, run_effect


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
