"""Primitives battlefields' Conquer and Hold abilities need beyond the resources family (format 2,
SPEC section 7): every player channelling (The Papertree), a rune recycled by an instruction
(Sigil of the Storm), a legend readied (Hall of Legends) and a game won outright by card text
(The Grand Plaza).

Each is skipped in a format 1 file with a `not_modelled` event, as the resources family's are:
format 1 has no rune deck, no Legend Zone and no game to win.
"""

from __future__ import annotations

from .. import turns
from ..asker import Question, ask
from ..errors import IllegalAction
from .registry import Param, primitive
from .resources import _format1


@primitive("channel_each", words="the runes every player channels", family="resources",
           params=(Param("amount", "count", required=True),
                   Param("exhausted", "bool", doc="the runes enter exhausted (default: ready, "
                                                  "430.2.a)")),
           does="Every player channels `amount` runes from the top of their own rune deck "
                "(430.1), as many as it has (430.3), in turn order from the turn player; ready "
                "unless `exhausted` (430.2.a). Each player channels their own runes: the "
                "controller of the ability is not responsible for another's. Skipped in "
                "format 1.",
           events=("channel", "not_modelled"), rules=("430.1", "430.2.a", "430.3"))
def _channel_each(txn, res, eff, _unit):
    if _format1(txn, res, "channelling runes"):
        return None
    why = res.item.ref.name
    players = txn.players
    first = players.index(txn.turn_player)
    for pid in players[first:] + players[:first]:
        got = turns.side(txn, pid).rune_deck[:eff.amount]
        turns.channel(txn, pid, eff.amount, rules=("430.1", "430.2.a", "430.3"),
                      why=why + (", exhausted" if eff.exhausted else ""))
        if eff.exhausted:  # card text wins over 430.2.a (002)
            for rid in got:
                txn.evolve(rid, exhausted=True)
    return None


@primitive("recycle_rune", words="the rune recycled", family="resources", asks=("choose",),
           does="Its controller recycles one of the runes they control: it goes to the bottom of "
                "its owner's rune deck (416.1, 161.2.b); which one is the step's `choose` for "
                "them, else the first in file order (picked, not targeted, 416.6). No Power is "
                "added: it is not the rune's own ability (164.2.b). Their \"when you recycle a "
                "rune\" abilities trigger. With no rune, nothing happens (055). Skipped in "
                "format 1.",
           events=("recycle", "not_modelled"), rules=("416.1", "161.2.b", "416.6", "055"))
def _recycle_rune(txn, res, eff, _unit):
    if _format1(txn, res, "recycling a rune"):
        return None
    item = res.item
    who = item.controller
    runes = turns._runes_of(txn, who)
    if not runes:
        return None
    ids = [o.id for o in runes]
    picks = item.answers.choices_for(who) if item.answers is not None else ()
    named = next((p for p in picks if p in ids), None)
    pick = named or ids[0]
    if len(ids) > 1:  # a choice to make: the app asks it then
        pick = ask(txn, item.answers, Question(
            kind="choose", player=who, source=item.ref,
            words=f"{item.ref.name}: which of your runes is recycled?",
            options=tuple((o.id, o.name) for o in runes), default=pick,
            given=named is not None))
        if pick not in ids:
            raise IllegalAction(f"{item.ref.name}: {txn.name(pick)} is not a rune of "
                                f"{txn.pname(who)}'s")
    rune = txn.objects[pick]
    turns._recycle_rune(txn, rune)
    txn.emit("recycle", target=pick, target_name=rune.name, sources=(item.ref,),
             responsible=who, rules=("416.1", "161.2.b"),
             text=f"{rune.name} is recycled to the bottom of {txn.pname(rune.owner)}'s rune deck "
                  f"({item.ref.name})")
    turns._recycled(txn, who, pick)
    return None


@primitive("ready_legend", words="the legend readied", family="resources",
           does="Readies its controller's legend, in their Legend Zone (415.1, 107.4); one "
                "already ready stays as it is (415.1.c), and a player without a legend readies "
                "nothing (055). Skipped in format 1.",
           events=("ready", "not_modelled"), rules=("415.1", "415.1.c", "107.4"))
def _ready_legend(txn, res, eff, _unit):
    if _format1(txn, res, "readying a legend"):
        return None
    who = res.item.controller
    leg = turns.side(txn, who).legend
    o = txn.objects.get(leg) if leg is not None else None
    if o is None or not o.exhausted:
        return None
    txn.evolve(o.id, exhausted=False)
    txn.emit("ready", target=o.id, target_name=o.name, sources=(res.item.ref,), responsible=who,
             rules=("415.1", "107.4"), text=f"{o.name} readies ({res.item.ref.name})")
    return None


@primitive("win_game", words="the game won", family="resources",
           does="Its controller wins the game at once, whatever the points (card text, 002; "
                "the game ends, 472): a `victory` event, and any later step is refused. "
                "Skipped in format 1.",
           events=("victory", "not_modelled"), rules=("002", "472"))
def _win_game(txn, res, eff, _unit):
    if _format1(txn, res, "winning the game"):
        return None
    if txn.game.winner is not None:
        return None
    who = res.item.controller
    turns.set_game(txn, winner=who)
    txn.emit("victory", target=who, sources=(res.item.ref,), responsible=who,
             rules=("002", "472"),
             text=f"{txn.pname(who)} wins the game ({res.item.ref.name})")
    return None
