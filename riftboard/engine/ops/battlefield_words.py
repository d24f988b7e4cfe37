"""Primitives battlefields' abilities need beyond the older families (format 2, SPEC section
7): a rune recycled by an instruction (Sigil of the
Storm), a game won outright by card text (The Grand Plaza),
the top card revealed for a kind of card (Ravenbloom Conservatory) and Energy for both sides of
a combat (Threshold of the Gray).

Those about runes, legends, points and the pool are skipped in a format 1 file with a
`not_modelled` event, as the resources family's are: format 1 has no rune deck, no Legend Zone
and no game to win.
"""

from __future__ import annotations

from .. import turns
from ..asker import ask_pick
from .registry import Param, primitive
from .resources import _format1


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
    pick = ask_pick(txn, item.answers, who, [(o.id, o.name) for o in runes], source=item.ref,
                    words="which of your runes is recycled?",
                    not_one=f"is not a rune of {txn.pname(who)}'s")
    rune = txn.objects[pick]
    turns._recycle_rune(txn, rune)
    txn.emit("recycle", target=pick, target_name=rune.name, sources=(item.ref,),
             responsible=who, rules=("416.1", "161.2.b"),
             text=f"{rune.name} is recycled to the bottom of {txn.pname(rune.owner)}'s rune deck "
                  f"({item.ref.name})")
    turns._recycled(txn, who, pick)
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


@primitive("reveal_top_keep", words="the top card revealed", family="deck",
           params=(Param("what", "word", required=True, words=("unit", "spell", "gear"),
                         doc="the kind of card that goes to the hand"),),
           does="Its controller reveals the top card of their main deck (424.1): a card of the "
                "kind `what` goes into their hand (put there, not drawn: 413 does not apply), "
                "any other card is recycled to the bottom of the deck (416.1). Revealing never "
                "burns out (431.1.c): with an empty deck nothing happens. Without a modelled "
                "deck nothing is revealed.",
           events=("reveal", "return_to_hand", "recycle"), rules=("424.1", "416.1", "431.1.c"))
def _reveal_top(txn, res, eff, _unit):
    from .deck import main_deck, recycle_card, reveal_top_card

    item = res.item
    me = item.controller
    top = reveal_top_card(txn, item)
    if top is None:
        return None
    if top.kind == eff.what:
        turns.set_side(txn, me, deck=main_deck(txn, me)[1:])
        txn.evolve(top.id, zone="hand", at=None, controller=me)
        txn.emit("return_to_hand", target=top.id, target_name=top.name, sources=(item.ref,),
                 responsible=me, rules=("424.1",),
                 text=f"{top.name} goes from the top of {txn.pname(me)}'s main deck into their "
                      f"hand (a {eff.what}; put there, not drawn)")
    else:
        recycle_card(txn, top, sources=(item.ref,), responsible=me,
                     why=f"not a {eff.what}, {item.ref.name}")
    return None


@primitive("combatants_add_energy", words="the Energy the attacker and defender add",
           family="resources", params=(Param("amount", "count", required=True),),
           does="The attacking player and the defending player of the combat under way each add "
                "`amount` Energy to their own rune pool (429.1, 464.2.c); with no combat, "
                "nothing happens (055). Skipped in format 1.",
           events=("add_resource", "not_modelled"), rules=("429.1", "464.2.c", "055"))
def _combatants_add_energy(txn, res, eff, _unit):
    if _format1(txn, res, "adding Energy"):
        return None
    c = txn.combat
    if c is None:
        return None
    for pid in (c.attacker, c.defender):
        s = turns.side(txn, pid)
        turns.set_side(txn, pid, energy=s.energy + eff.amount)
        txn.emit("add_resource", target=pid, amount=eff.amount, sources=(res.item.ref,),
                 responsible=pid, rules=("429.1",),
                 text=f"{txn.pname(pid)} adds {eff.amount} Energy to their rune pool "
                      f"({res.item.ref.name}, as the "
                      f"{'attacker' if pid == c.attacker else 'defender'})")
    return None



@primitive("detach", on_target=True, words="the detachment", family="gear", asks=("may",),
           params=(Param("target", "target", required=True, words=("subject",),
                         doc="the Equipment"),
                   Param("may", "bool", doc="its controller may leave it attached: the step's "
                                            "`may` for them, asked only for an attached "
                                            "Equipment")),
           does="Detaches the target Equipment from the unit it is on (434, 718.3); it stays "
                "where it is, and an unattached gear at a battlefield is recalled at the next "
                "Cleanup (323.7, 457.1). A gear that is no Equipment, or one attached to "
                "nothing, is left as it is (055).",
           events=("detach", "might"), rules=("434", "718.3", "323.7", "055"))
def _detach(txn, res, eff, g):
    from .. import moves, triggers

    item = res.item
    if g.attached_to is None or not (g.card and g.card.equipment):
        return None
    if eff.may and not triggers.may_answer(txn, item.answers, item.controller,
                                           f"detach {g.name}", item.ref):
        return None
    moves.detach(txn, g.id, responsible=item.controller, sources=(item.ref,))
    return None


@primitive("activate_conquer_here", words="the Conquer effects activated", family="resources",
           does="Activates the Conquer effects of every unit at the battlefield that has the "
                "ability (383.4.g): each unit's \"when I conquer\" and \"when you conquer\" "
                "abilities trigger for its controller as if the conquer part of their condition "
                "had happened, each still checking the rest of its condition (383.4.g.1); the "
                "battlefield is their `subject`. Nobody conquers: no point, no control, and no "
                "battlefield's or legend's ability triggers. It makes no event of its own: the "
                "`trigger` events are the abilities'.",
           events=(), rules=("383.4.g", "383.4.g.1", "383.4.c"))
def _activate_conquer_here(txn, res, eff, _unit):
    from .. import triggers

    bf = res.item.host
    if bf is None or txn.objects.get(bf) is None or txn.objects[bf].kind != "battlefield":
        return None
    for o in txn.on_board():
        if o.kind == "unit" and o.at == bf:
            triggers.host_triggers(txn, o, ("conquer_self", "you_conquer"), subject=bf)
    return None


#: what a Delayed entry of `next_spell_repeat` waits for: its player's next spell this turn
NEXT_SPELL_REPEAT = "next_spell_repeat"


@primitive("next_spell_repeat", words="Repeat for the next spell", family="turn",
           does="Its controller's next spell this turn has Repeat (820): as it is played, the "
                "step's `may` says whether the Repeat is paid, and paid, its instructions are "
                "executed once more (820.2). Only the next spell: it is used up by that spell, "
                "paid or not, and it ends with the turn (317.2.c). Its cost, the spell's base "
                "cost, is not paid (Energy and Power are free in the sandbox; strict mode does "
                "not charge Repeat).",
           events=("delayed_created",), rules=("820", "820.2", "317.2.c"))
def _next_spell_repeat(txn, res, eff, _unit):
    from ..state import Delayed
    from .delayed import delayed_ref

    item = res.item
    ref = delayed_ref(txn, item, f"{item.ref.name}'s Repeat")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=NEXT_SPELL_REPEAT, effects=()),)
    txn.emit("delayed_created", target=item.controller, sources=(item.ref,),
             responsible=item.controller, rules=("820",),
             text=f"{item.ref.name}: {txn.pname(item.controller)}'s next spell this turn has "
                  f"Repeat")
    return None


def take_granted_repeat(txn, player: str):
    """The next-spell Repeat `player` was given this turn (The Academy), used up now by the
    spell they are playing; None if they have none."""
    for d in txn.delayed:
        if d.trigger == NEXT_SPELL_REPEAT and d.controller == player:
            txn.delayed = tuple(x for x in txn.delayed if x is not d)
            return d.creator
    return None
