"""Words added for the reksai helper's cards of issue 27: the `you_banish_own` trigger ("when you
banish a card you own", 427.1; Zed, Master of Shadows) and `reveal_banish_play` (the top cards
revealed, one banished and played for its cost, 424.1, 427.1, 419.3; the Rek'Sai cards, Void
Rush)."""

from __future__ import annotations

import attrs

from .. import actions as A
from .. import triggers, turns
from ..errors import IllegalAction
from ..state import ChainItem
from .actions import play_unit_for_free
from .deck import _names, _pick, deck_to_reveal, main_deck, recycle_cards
from .registry import Param, primitive, trigger
from .trash_spell import _spell_targets

trigger("you_banish_own", "its controller banishes a card they own (427.1), by a spell, an "
        "ability, a cost or Flow's own banishing (829.1.b.1); not a token (a token is no card, "
        "186.1) and never a sandbox edit; once for each card banished; the card is the "
        "`subject`; works from a legend too")


# -- reveal the top cards, banish one and play it, paying its cost (Rek'Sai) --------------------
@primitive("reveal_banish_play", words="the reveal of the top cards", family="deck",
           asks=("may", "choose", "to"),
           params=(Param("amount", "count", required=True, doc="how many cards from the top"),
                   Param("to", "word", words=("hand",),
                         doc='`"hand"`: the revealed cards not banished are drawn (413; Void '
                             'Rush); by default they are recycled (416.1)'),
                   Param("less", "whole", doc="the card played costs this much less Energy "
                                              "(Void Rush: 2; never below 0, 356.6)"),
                   Param("where", "word", words=("here",),
                         doc='`"here"`: a unit played may go to the location of the object '
                             "that has the ability, when the step's `to` names it (Rek'Sai, "
                             "Swarm Queen)")),
           does="Its controller reveals the top `amount` cards of their main deck (424.1; "
                "revealing never burns out, 431.1.c) and may (the step's `may`) pick one of "
                "them, of any kind (the step's `choose`, else the topmost): it is banished "
                "(427.1), then played from their banishment, paying its cost less `less` "
                "Energy (a strict game charges it, 357; the sandbox keeps it free). A unit "
                "goes to the step's `to` if that is a battlefield they control (with "
                "`where = \"here\"`, also the ability's own location), else their base; a "
                "gear to their base; a spell chooses its targets as it is played (the step's "
                "`choose`, else the first legal ones). It goes on the chain above the ability, "
                "a play from anywhere but the hand whose Play Effects trigger (419.3). The "
                "other revealed cards are recycled in the order revealed (416.1; the rules "
                "make it random, 416.5), or with `to = \"hand\"` drawn (413). A card whose "
                "play is not modelled, with modes or an additional cost, or a spell with no "
                "legal target it needs, refuses the step. Without a modelled deck nothing is "
                "revealed.",
           events=("reveal", "banish", "play", "pay", "recycle", "draw"),
           rules=("424.1", "427.1", "419.3", "357", "416.1", "413", "431.1.c"))
def _reveal_banish_play(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    deck = deck_to_reveal(txn, item)
    if deck is None:
        return None
    shown = list(deck[:eff.amount])
    txn.emit("reveal", target=me, amount=len(shown), sources=(item.ref,), responsible=me,
             rules=("424.1",),
             text=f"{txn.pname(me)} reveals the top {len(shown)} of their main deck "
                  f"({item.ref.name}): {_names(txn, shown)}")
    o = _pick(txn, item, me, "banish and play which revealed card?",
              [txn.objects[i] for i in shown], may=True)
    if o is not None:
        _banish_and_play(txn, item, o, eff)
    rest = [i for i in shown if o is None or i != o.id]
    if eff.to == "hand":
        turns.set_side(txn, me, deck=tuple(d for d in main_deck(txn, me) if d not in rest))
        for i in rest:
            txn.evolve(i, zone="hand")
        if rest:
            txn.emit("draw", target=me, amount=len(rest), sources=(item.ref,), responsible=me,
                     rules=("413",),
                     text=f"{txn.pname(me)} draws the rest ({item.ref.name}): "
                          f"{_names(txn, rest)}")
    else:
        recycle_cards(txn, rest, sources=(item.ref,), responsible=me,
                      why=f"{item.ref.name}: the rest")
    return None


def _banish_and_play(txn, item, o, eff) -> None:
    """Banish the revealed card `o` (427.1), then its player plays it from their banishment,
    paying its cost less `eff.less` Energy (strict mode; 357, 356.6)."""
    from ..game import play_refusal  # game imports the ops

    me = item.controller
    card = o.card
    problem = play_refusal(card) if card is not None else f"{o.name} has no card to play"
    if problem is not None:
        raise IllegalAction(f"{item.ref.name}: {problem}")
    if card.modes:
        raise IllegalAction(f"{card.name} has modes to choose among, which {item.ref.name}'s "
                            f"play from the banishment does not model")
    if card.play_cost or card.optional_cost:
        raise IllegalAction(f"{card.name} has an additional cost to pay as it is played, which "
                            f"{item.ref.name}'s play from the banishment does not model")
    targets = ()
    if card.kind == "spell":
        targets = _spell_targets(txn, item, o)
        if targets is None:
            raise IllegalAction(f"{item.ref.name}: {card.name} cannot be played, no target it "
                                f"needs is legal (355): answer no (`may = false`)")
    turns.set_side(txn, me, deck=tuple(d for d in main_deck(txn, me) if d != o.id))
    txn.evolve(o.id, zone="banished")
    txn.emit("banish", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
             rules=("427.1",), text=f"{o.name} is banished ({item.ref.name})")
    energy, power = _cost(txn, card, me, eff.less or 0)
    turns.pay(txn, me, energy, power, card.domains, None,
              f"{card.name} (played from the banishment)", source=item.ref,
              spell=card.kind == "spell", kind=card.kind)
    paid = "paying its cost" + (f" less {eff.less} Energy" if eff.less else "")
    o = txn.objects[o.id]
    if card.kind == "unit":
        host = txn.objects.get(item.host) if item.host else None
        here = None
        if (eff.where == "here" and host is not None and host.zone == "board"
                and host.at not in (None, "base") and item.answers is not None
                and item.answers.to == host.at):
            here = host.at  # "you may play it here" (card text, 002)
        play_unit_for_free(txn, item, o, "their banishment", at=here, how=paid)
        return
    now = txn.evolve(o.id, zone="chain", at=None, controller=me)
    triggers.count_play(txn, me)
    ref = txn.ref(now)
    answers = item.answers if item.answers is not None else A.Answers()
    on = f" on {', '.join(map(txn.name, targets))}" if targets else ""
    txn.emit("play", target=targets[0] if targets else o.id,
             target_name=txn.name(targets[0]) if targets else o.name, sources=(ref, item.ref),
             responsible=me, rules=("419.3",) + (("149.2",) if card.kind == "gear" else ()),
             text=f"{txn.pname(me)} plays {card.name} from their banishment{on}"
                  + (" to their base" if card.kind == "gear" else "")
                  + f", {paid} ({item.ref.name})")
    if card.kind == "gear":
        txn.chain = txn.chain + (ChainItem(ref=ref, controller=me, kind="permanent", host=o.id,
                                           effects=(), answers=attrs.evolve(answers, to="base"),
                                           step=txn.step, host_inc=now.inc),)
    else:
        txn.chain = txn.chain + (ChainItem(ref=ref, controller=me, kind="spell", host=o.id,
                                           effects=card.effects, targets=targets,
                                           answers=answers, step=txn.step,
                                           target_incs=txn.incs(targets)),)
    triggers.play_triggers(txn, me, o.id, elsewhere=True)
    if targets:
        triggers.targeting_triggers(txn, me, targets, spell=True)  # 383.4.b.2


def _cost(txn, card, me: str, less: int) -> tuple[int, int]:
    """The Energy and Power `me` pays to play `card` this way: its cost as a play from the hand
    reckons it (its own "costs less", the reductions of their permanents, a "next spell costs
    less", its Level discounts; 002, 356), then `less` Energy off, never below 0 (356.6)."""
    from .. import cost_reducers, spell_bonus
    from ..game import level_discount  # game imports the ops

    energy, words = turns.energy_due(txn, card, me)
    if card.kind == "spell" and txn.delayed:
        energy, words = spell_bonus.discounted(txn, card, me, energy, words)
    energy, words = cost_reducers.reduced(txn, card, me, energy, words)
    less_e, less_p = level_discount(txn, me, card)
    return max(0, energy - less_e - less), max(0, (card.power or 0) - less_p)
