"""Primitives first needed by Spiritforged cards of issue 27 (helper cardsK).

`reveal_top_draw`: reveal the top card of the main deck; a card of one kind is drawn, any
other is recycled (Apprentice Smith). `may_one_of`: "you may do this or that" (Buhru Captain).
`gold_offer`: each player may take a Gold token, and the opponent's take gives one more (Card Sharp)."""

from __future__ import annotations

from .. import turns
from ..triggers import may_answer
from .registry import Param, effect_words, primitive, run_effect


@primitive("reveal_top_draw", words="the top card revealed, drawn or recycled", family="deck",
           params=(Param("what", "word", required=True, words=("gear", "unit", "spell"),
                         doc="the kind of card that is drawn"),
                   Param("to", "word", words=("top",),
                         doc="`\"top\"`: a card of another kind stays on top of the deck "
                             "(Diana, Lunari); without it, it is recycled (Apprentice Smith)")),
           does="Its controller reveals the top card of their main deck (424.1): a card of the "
                "kind `what` is drawn (413), any other card is recycled to the bottom of the deck "
                "(416.1), or with `to = \"top\"` stays where it is. Revealing never burns out "
                "(431.1.c): with an empty deck nothing happens. Without a modelled deck nothing "
                "is revealed.",
           events=("reveal", "draw", "recycle"), rules=("424.1", "413", "416.1", "431.1.c"))
def _reveal_top_draw(txn, res, eff, _unit):
    from .deck import main_deck, recycle_card, reveal_top_card

    item = res.item
    me = item.controller
    top = reveal_top_card(txn, item)
    if top is None:
        return None
    if top.kind == eff.what:
        turns.set_side(txn, me, deck=main_deck(txn, me)[1:])
        txn.evolve(top.id, zone="hand", at=None, controller=me)
        txn.emit("draw", target=me, amount=1, sources=(item.ref,), responsible=me,
                 rules=("413",), text=f"{txn.pname(me)} draws {top.name} ({item.ref.name})")
    elif eff.to != "top":
        recycle_card(txn, top, sources=(item.ref,), responsible=me,
                     why=f"not a {eff.what}, {item.ref.name}")
    return None


@primitive("may_one_of", words="one of the optional instructions", family="control", asks=("may",),
           params=(Param("effects", "effects", required=True,
                         doc="the instructions on offer, one of which its controller may do"),),
           does="\"You may do this or that\": its controller is offered each of `effects` in "
                "turn (the step's `may`, one answer per offer, asked as this instruction "
                "resolves, 383.3.a.3) and does the first one they take; the later ones are not "
                "offered then. Declining them all, nothing happens and the rest goes on.",
           events=("may_declined",), rules=("383.3.a.3",))
def _may_one_of(txn, res, eff, _unit):
    item = res.item
    for sub in eff.effects:
        if may_answer(txn, item.answers, item.controller,
                      f"{item.ref.name}: {effect_words(sub)}?", item.ref):
            return run_effect(txn, res, sub)
    words = " or ".join(effect_words(sub) for sub in eff.effects)
    txn.emit("may_declined", target=None, sources=(item.ref,), responsible=item.controller,
             rules=("383.3.a.3",),
             text=f"{txn.pname(item.controller)} declines {item.ref.name}'s optional "
                  f"instruction ({words})")
    return None


@primitive("gold_offer", words="the Gold offered to each player", family="tokens", asks=("may",),
           params=(),
           does="Its controller, then their opponent, may each get a Gold gear token, exhausted "
                "(the step's `may`, one answer per player, its controller's first); if the "
                "opponent took one, its controller gets one more, exhausted (Card Sharp: a Gold "
                "for each opponent who did; format 1 and 2 have one opponent). Each token is "
                "played by the player who gets it (182, 183, 350.2).",
           events=("create", "may_declined"), rules=("182", "183", "350.2", "383.3.a.3"))
def _gold_offer(txn, res, _eff, _unit):
    from ..carddefs import Effect

    item = res.item
    me = item.controller
    a, b = txn.players
    other = b if me == a else a
    gold = Effect(op="create_tokens", name="Gold", enters="exhausted")
    theirs = Effect(op="create_tokens", name="Gold", enters="exhausted", who="opponent")
    for player, eff in ((me, gold), (other, theirs)):
        if may_answer(txn, item.answers, player, f"{item.ref.name}: a Gold gear token, "
                                                  "exhausted, for you?", item.ref):
            run_effect(txn, res, eff)
            if player == other:
                run_effect(txn, res, gold)  # one more for its controller
        else:
            txn.emit("may_declined", target=None, sources=(item.ref,), responsible=player,
                     rules=("383.3.a.3",),
                     text=f"{txn.pname(player)} declines the Gold {item.ref.name} offers")
    return None
