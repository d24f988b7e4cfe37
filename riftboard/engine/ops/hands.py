"""Instructions about hands: a card picked from a revealed hand and discarded (Mindsplitter), each
player discarding their hand and drawing anew (Invert Timelines), a discard whose Energy cost is
dealt as damage (Get Excited!), and damage its target's controller may turn into a draw for the
caster (Shakedown)."""

from __future__ import annotations

import attrs

from .. import triggers, turns
from .actions import discard_card
from .deck import _pick, _reveal_hand_of
from .registry import REGISTRY, Param, primitive


@primitive("discard_from_hand", words="the discard from a revealed hand", family="actions",
           asks=("choose",),
           does="Another player (\"choose an opponent\"; in a two-player game, the other one) "
                "reveals their hand (424.3.a: every card in it; a `reveal` event); the "
                "controller picks one of its cards (the step's `choose` for the controller, else "
                "the first in file order: picked, not targeted) and that player discards it "
                "(422.1): their discard abilities trigger. Cards drawn anonymously in the sandbox "
                "are not seen and cannot be picked; with none to pick, nothing more happens "
                "(055).",
           events=("reveal", "discard"), rules=("424.3.a", "422.1", "055"))
def _discard_from_hand(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    who = txn.other(me)
    hand = _reveal_hand_of(txn, item, me, who)
    o = _pick(txn, item, me, f"which card of {txn.pname(who)}'s hand is discarded?", hand)
    if o is not None:
        discard_card(txn, who, o, sources=(item.ref,), why=item.ref.name)
        triggers.discard_triggers(txn, who)
    return None


def _discard_hand(txn, item, who: str) -> int:
    """`who` discards every card in their hand, named ones in file order, then the anonymous
    ones the sandbox drew (422.1). Returns how many."""
    named = sorted((txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who),
                   key=lambda o: o.order)
    for o in named:
        discard_card(txn, who, o, sources=(item.ref,), why=item.ref.name)
    anonymous = txn.hand_counts[txn.players.index(who)]
    for _ in range(anonymous):
        discard_card(txn, who, None, sources=(item.ref,), why=item.ref.name)
    return len(named) + anonymous


@primitive("each_redraw", words="the new hands of {amount}", family="actions",
           params=(Param("amount", "count", required=True, doc="how many each player draws"),),
           does="Each player discards their whole hand (422.1), the turn player first and then "
                "in turn order, each one's discard abilities triggering; then each player, in "
                "the same order, draws `amount` (413; format 2 from the main deck, with Burn "
                "Out, 431).",
           events=("discard", "draw"), rules=("422.1", "413"))
def _each_redraw(txn, res, eff, _unit):
    item = res.item
    players = txn.players
    first = players.index(txn.turn_player)
    order = players[first:] + players[:first]
    for who in order:
        if _discard_hand(txn, item, who):
            triggers.discard_triggers(txn, who)
    for who in order:
        if txn.game is not None:  # format 2: from the main deck, with Burn Out (431)
            turns.draw(txn, who, eff.amount)
        else:
            txn.add_drawn(who, eff.amount)
        txn.emit("draw", target=who, amount=eff.amount, sources=(item.ref,), responsible=who,
                 rules=("413",), text=f"{txn.pname(who)} draws {eff.amount}")
    return None


@primitive("discard_deal", on_target=True, words="the discard and its damage", family="damage",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="Its controller discards 1 card (422.1: the step's `discard` first, then named "
                "cards in file order, then cards drawn in the sandbox), then the spell (or the "
                "ability and its host) deals damage equal to that card's printed Energy cost to "
                "the target (its Power cost ignored; 417.6.a). A card drawn anonymously in the "
                "sandbox has no known cost: 0, no damage. With an empty hand nothing happens.",
           events=("discard", "damage", "prevented"), rules=("422.1", "417.6.a"))
def _discard_deal(txn, res, eff, u):
    item = res.item
    who = item.controller
    wanted = item.answers.discard if item.answers is not None else None
    hand = sorted((txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who),
                  key=lambda o: (o.id != wanted, o.order))
    if hand:
        card = hand[0]
        discard_card(txn, who, card, sources=(item.ref,), why=item.ref.name)
        cost = card.card.energy if card.card is not None and card.card.energy else 0
    elif txn.hand_counts[txn.players.index(who)] > 0:
        discard_card(txn, who, None, sources=(item.ref,), why=item.ref.name)
        cost = 0
    else:
        return None
    triggers.discard_triggers(txn, who)
    if cost <= 0 or not txn.is_same(u.id, u.inc, "board"):
        return None
    return REGISTRY["deal"].run(txn, res, attrs.evolve(eff, op="deal", amount=cost),
                                txn.objects[u.id])


@primitive("deal_unless_draw", on_target=True, words="deal {amount} unless", family="damage",
           params=(Param("amount", "count", required=True),
                   Param("draw", "count", required=True,
                         doc="how many cards the controller draws if the target's controller "
                             "so chooses"),
                   Param("target", "target", required=True, words=("self", "subject"))),
           asks=("may",),
           does="The target's controller chooses (the step's `may` for them; one the step leaves "
                "open is yes): yes, the controller of the spell or ability draws `draw` (413) "
                "and no damage is dealt; no, `amount` is dealt to the target as `deal` does "
                "(417.6.a).",
           events=("draw", "damage", "prevented"), rules=("413", "417.6.a"))
def _deal_unless_draw(txn, res, eff, u):
    item = res.item
    me = item.controller
    them = u.controller
    if triggers.may_answer(txn, item.answers, them,
                  f"let {txn.pname(me)} draw {eff.draw} so that {u.name} is dealt no "
                  f"{eff.amount}", item.ref):
        if txn.game is not None:  # format 2: from the main deck, with Burn Out (431)
            turns.draw(txn, me, eff.draw)
        else:
            txn.add_drawn(me, eff.draw)
        txn.emit("draw", target=me, amount=eff.draw, sources=(item.ref,), responsible=me,
                 rules=("413",), text=f"{txn.pname(me)} draws {eff.draw}: {txn.pname(them)} "
                                      f"chose it over {eff.amount} damage to {u.name}")
        return None
    return REGISTRY["deal"].run(txn, res, attrs.evolve(eff, op="deal"), u)
