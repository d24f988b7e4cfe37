"""Two small choices of the Origins cards: cards or runes (Qiyana, Victorious: "draw 1 or channel
1 rune exhausted"; Party Favors: the opponent picks, and both players get it), and buffs spent
one unit at a time for something in return (Overt Operation readies each unit whose buff is
spent; Albus Ferros channels a rune for each buff spent)."""

from __future__ import annotations

import attrs

from .. import moves, triggers, turns
from ..triggers import may_answer
from .registry import REGISTRY, Param, primitive
from .resources import _format1


def _draw(txn, item, who: str) -> None:
    if txn.game is not None:  # format 2: from the main deck, with Burn Out (431)
        turns.draw(txn, who, 1)
    else:
        txn.add_drawn(who, 1)
    txn.emit("draw", target=who, amount=1, sources=(item.ref,), responsible=who, rules=("413",),
             text=f"{txn.pname(who)} draws 1")


def _channel_exhausted(txn, item, who: str, n: int) -> None:
    got = turns.side(txn, who).rune_deck[:n]
    turns.channel(txn, who, n, rules=("430.1", "430.2.a", "430.3"),
                  why=f"{item.ref.name}, exhausted")
    for rid in got:  # card text wins over 430.2.a (002)
        txn.evolve(rid, exhausted=True)


@primitive("draw_or_channel", words="the choice of cards or runes", family="resources",
           asks=("may",),
           params=(Param("chooser", "word", words=("you", "opponent"),
                         doc='who chooses; default `"you"`: the controller; `"opponent"`: the '
                             "other player"),
                   Param("both", "bool", doc="the controller and the chooser each get it "
                                             "(default: the controller only)")),
           does="The chooser picks cards or runes (the step's `may` for them: yes, cards; no, "
                "runes; one the step leaves open is yes). Cards: the controller draws 1 (413); "
                "runes: the controller channels 1 rune, exhausted (430.1; card text, 002). With "
                "`both`, the chooser then gets the same. Runes are skipped in format 1, which "
                "has no rune deck (a `not_modelled` event says so).",
           events=("draw", "channel", "not_modelled"), rules=("413", "430.1", "002"))
def _draw_or_channel(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    chooser = txn.other(me) if eff.chooser == "opponent" else me
    who = (me, chooser) if eff.both and chooser != me else (me,)
    if may_answer(txn, item.answers, chooser, "cards (yes) or runes (no)?", item.ref):
        for p in who:
            _draw(txn, item, p)
    elif not _format1(txn, res, "channelling runes"):
        for p in who:
            _channel_exhausted(txn, item, p, 1)
    return None


@primitive("spend_buffs", words="the buffs spent", family="control", asks=("may",),
           params=(Param("then", "word", required=True, words=("ready_it", "channel"),
                         doc='what each buff spent gives: `"ready_it"`, that unit is readied '
                             '(415.1); `"channel"`, one rune channelled exhausted for each '
                             "(430.1), after all are spent"),),
           does="For each unit its controller controls that has a buff, in file order, a \"you "
                "may\" (the step's `may` for the controller, one answer per unit in that order; "
                "one left open is yes) spends that buff (143.2: it loses its +1 Might). Then, by "
                "`then`: each unit whose buff was spent is readied, or the controller channels "
                "one rune, exhausted, per buff spent (skipped in format 1, which has no runes).",
           events=("spend_buff", "might", "ready", "channel", "not_modelled"),
           rules=("143.2", "415.1", "430.1"))
def _spend_buffs(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    spent = []
    for o in list(txn.on_board()):
        if o.kind != "unit" or o.controller != me or not o.buffed:
            continue
        if not may_answer(txn, item.answers, me, f"spend {o.name}'s buff?", item.ref):
            continue
        before = moves.might_snapshot(txn)
        txn.evolve(o.id, buffed=False)
        txn.emit("spend_buff", target=o.id, target_name=o.name, sources=(item.ref,),
                 responsible=me, rules=("143.2",),
                 text=f"{txn.pname(me)} spends {o.name}'s buff ({item.ref.name})")
        moves.emit_might_changes(txn, before, sources=(item.ref,))
        triggers.buff_spent(txn, me, o.id)
        spent.append(o.id)
        if eff.then == "ready_it":
            REGISTRY["ready"].run(txn, res, attrs.evolve(eff, op="ready", then=None),
                                  txn.objects[o.id])
    if eff.then == "channel" and spent and not _format1(txn, res, "channelling runes"):
        _channel_exhausted(txn, item, me, len(spent))
    return None
