"""Primitives the Unleashed cards of cardsQ needed: a card picked from an opponent's hand that
they discard and then draw for (Insightful Investigator); and the trigger "when you hide a card"
(`you_hide`, Katarina, Reckless), fired by turns.hide; and "when you draw your second card each
turn" (`you_draw_second`, Frigid Jewel), fired by turns.draw; a delayed ability for the start of
its controller's next Main Phase (`at_start_of_main`, Blue Sentinel), fired by turns; unit
tokens that become copies of the object that plays them (`copy_self_tokens`, Keeper of Masks);
a move to a different battlefield (`move_to_other_battlefield`, Imposing Challenger)."""

from __future__ import annotations

from .. import enter_ready, moves, triggers, turns
from ..asker import ask_pick
from ..might import enters_ready
from ..state import Delayed, Obj
from .actions import discard_card
from .deck import _pick
from .delayed import delayed_ref
from .registry import REGISTRY, Param, primitive, trigger

trigger("you_hide", "its controller hides a card face down at a battlefield (811.1.b, 421.1); "
        "the card is the `subject`; works from a legend too")
trigger("you_draw_second", "its controller draws their second card this turn (413; format 2, "
        "where the Draw Phase's card counts; once a turn, also when a draw of several cards "
        "takes them past it); works from a legend too")


@primitive("pick_discard_redraw", words="the card picked, discarded and drawn for",
           family="actions", asks=("choose",),
           params=(Param("amount", "count", required=True,
                         doc="how many cards that player draws after discarding"),),
           does="The controller picks a card of another player's hand (\"choose an opponent\"; "
                "in a two-player game, the other one; revealed by an earlier instruction, "
                "`reveal_hand`): the step's `choose` for the controller, else the first in file "
                "order (picked, not targeted). That player discards it (422.1; their discard "
                "abilities trigger), then draws `amount` (413; format 2 from the main deck). "
                "Cards drawn anonymously in the sandbox cannot be picked; with none to pick, "
                "nothing happens, and no card is drawn (055).",
           events=("discard", "draw"), rules=("422.1", "413", "055"))
def _pick_discard_redraw(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    who = txn.other(me)
    hand = [txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who]
    o = _pick(txn, item, me, f"which card of {txn.pname(who)}'s hand is discarded?", hand)
    if o is None:
        return None
    discard_card(txn, who, o, sources=(item.ref,), why=item.ref.name)
    triggers.discard_triggers(txn, who)
    if txn.game is not None:  # format 2: from the main deck, with Burn Out (431)
        turns.draw(txn, who, eff.amount)
    else:
        txn.add_drawn(who, eff.amount)
    txn.emit("draw", target=who, amount=eff.amount, sources=(item.ref,), responsible=who,
             rules=("413",), text=f"{txn.pname(who)} draws {eff.amount}")
    return None


@primitive("at_start_of_main", family="phases",
           params=(Param("effects", "effects", required=True,
                         doc="what it does at the start of its controller's next Main Phase"),),
           events=("delayed_created",), rules=("390.2", "391", "316.4"))
def _at_start_of_main(txn, res, eff, _unit):
    """Creates a delayed triggered ability (HOST#delayed) that triggers once, at the start of
    its controller's next Main Phase this turn, after the pools empty, and does `effects`
    (390.2, 391, 316.4): a "when I hold" ability's "at the start of your next Main Phase" (Blue
    Sentinel). Like every delayed ability it ends with the turn (317.2.c)."""
    item = res.item
    ref = delayed_ref(txn, item, item.ref.name)
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger="start_of_main", effects=eff.effects),)
    what = " and ".join(REGISTRY[e.op].words.format(amount="") or e.op for e in eff.effects)
    txn.emit("delayed_created", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("390.2", "391"),
             text=f"{item.ref.name} creates {ref.id}: at the start of "
                  f"{txn.pname(item.controller)}'s next Main Phase, {what}")
    return None


@primitive("copy_self_tokens", words="the copies", family="copy",
           params=(Param("amount", "count", required=True, doc="how many tokens"),),
           events=("create", "copy"), rules=("180", "182", "350.2", "477.1.b", "477.1.b.1.a"))
def _copy_self_tokens(txn, res, eff, _unit):
    """Plays `amount` unit tokens at the location of the object that has the ability, each of
    which then becomes a copy of it (Keeper of Masks' Reflections): its printed traits and Might,
    none of its damage, buff or granted keywords (477.1.b.1.a). They enter exhausted, as played
    unit tokens do (178.1.a.1), unless a text makes them enter ready (002). "When you play a
    unit" abilities hear each (350.2); being tokens played, not the card, they get none of its
    play effects. With the object gone from the board, nothing is played (055)."""
    item = res.item
    who = item.controller
    host = txn.objects.get(item.host) if item.host else None
    if host is None or host.zone != "board" or host.kind != "unit":
        return None
    base_id = f"{item.ref.id}-token"
    where = "their base" if host.at == "base" else txn.name(host.at)
    for _ in range(eff.amount):
        k = 1
        while f"{base_id}{k}" in txn.objects:
            k += 1
        tok = Obj(id=f"{base_id}{k}", card=host.card, name=host.name, kind="unit",
                  controller=who, owner=who, zone="board", at=host.at, order=txn.next_order,
                  printed_might=host.printed_might, exhausted=True, token=True)
        txn.put(tok, None)
        if (txn.statics or txn.delayed) and enters_ready(txn, tok) is not None:
            tok = txn.evolve(tok.id, exhausted=False)
        if txn.delayed:
            enter_ready.use(txn, tok)  # a "next unit you play" effect is used up (350.2)
        txn.emit("create", target=tok.id, target_name=tok.name, sources=(item.ref,),
                 responsible=who, rules=("180", "182", "350.2"),
                 text=f"{item.ref.name} plays a unit token for {txn.pname(who)} in {where}, "
                      f"{'exhausted' if tok.exhausted else 'ready'}")
        might = txn.might(tok)
        txn.emit("copy", target=tok.id, target_name=tok.name, amount=might, sources=(item.ref,),
                 responsible=who, rules=("477.1.b", "477.1.b.1", "477.1.b.1.a"),
                 text=f"the token becomes a copy of {host.name} ({might} Might)")
        triggers.token_played(txn, who, tok.id)
    return None


TARGET = Param("target", "target", required=True, words=("self", "subject"))


@primitive("move_to_other_battlefield", on_target=True, words="the move", family="zones",
           params=(TARGET,), asks=("choose",), events=("move", "might"), rules=("446", "449"))
def _move_to_other_battlefield(txn, res, eff, u):
    """Moves the unit to a battlefield other than the one it is at, never to a base ("to a
    different battlefield", Imposing Challenger): the first battlefield id in the step's
    `choose` for the controller that is one, else the first such battlefield in file order; the
    app asks when there is a choice. With no other battlefield, it stays (055)."""
    item = res.item
    me = item.controller
    fields = [o for o in txn.on_board() if o.kind == "battlefield" and o.id != u.at]
    if not fields:
        return None
    dest = ask_pick(txn, item.answers, me, [(o.id, o.name) for o in fields], source=item.ref,
                    words=f"to which other battlefield does {u.name} move?",
                    not_one=f"is not a battlefield {u.name} can move to")
    moves.move_unit(txn, u.id, dest, responsible=me, sources=(item.ref,))
    return None
