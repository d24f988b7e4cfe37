"""Primitives the cardsR cards needed: a unit's base Might becoming a number for the turn
(Dragon Form), and a spell's own Bonus Damage for each card of its name in its player's trash
(Consuming Curse), other friendly permanents killed to pay for what follows (Bottled
Constellation), a permanent given to a chosen player (Glowstone), a permanent card banished off the chain as it
is played (Ravenbloom Prefect). Its cards' "when you discard me" (Mask Mother) and "when an
opponent plays" triggers are cardsO_words' `discarded_self` and cardsT1_words'
`opponent_plays_card`."""

from __future__ import annotations

from .. import cleanup, damage, moves, spell_bonus
from ..asker import Question, ask
from ..errors import IllegalAction
from ..might import bonus_damage
from ..state import MightMod
from ..values import evolve
from ..events import Ref
from ..state import ChainItem
from .actions import _chosen_player
from .control import set_controller
from .registry import Param, item_sources, primitive, run_effects, trigger

TARGET = Param("target", "target", required=True, words=("self", "subject"))


@primitive("base_might", on_target=True, words="the base Might", family="might",
           params=(TARGET, Param("amount", "whole", required=True,
                                 doc="the base Might it has until the turn ends")),
           does="The target's base Might becomes `amount` this turn: the number stands for its "
                "printed Might until the turn ends (317.2.c), and every other Might change, buff, "
                "Equipment, passive ability, Assault and Shield still adds to it (143.2). A later "
                "one replaces an earlier one; a `might` event only when the Might moves.",
           events=("might",), rules=("143.2", "317.2.c"))
def _base_might(txn, res, eff, u):
    item = res.item
    before = txn.might(u)
    new = evolve(u, mods=u.mods + (MightMod(amount=0, source=item.ref.name, base=eff.amount),))
    txn.put(new, u)
    after = txn.might(new)
    if after != before:  # as any Might change: an event only when the Might moves
        txn.emit("might", target=u.id, target_name=u.name, amount=after, sources=(item.ref,),
                 responsible=item.controller, rules=("143.2",),
                 text=f"{u.name}'s base Might is {eff.amount} this turn: Might {before} -> "
                      f"{after} ({item.ref.name})")
        moves.might_moved(txn, new, before, after)
    return None


def namesakes_in_trash(txn, item) -> int:
    """Cards with the name of the item's card (the spell resolving) in its controller's trash,
    the card itself left out (it is on the chain as it resolves)."""
    host = txn.objects.get(item.host) if item.host else None
    if host is None:
        return 0
    objects = txn.objects_map()
    return sum(1 for o in objects.values() if o.zone == "trash" and o.owner == item.controller
               and o.name == host.name and o.id != host.id)


@primitive("deal_namesake_bonus", on_target=True, words="deal {amount}", family="damage",
           params=(Param("amount", "count", required=True), TARGET),
           does="Deal `amount` to the target, as `deal` does, and the spell deals 1 Bonus Damage "
                "more for each card with its name in its controller's trash (the spell itself, "
                "resolving on the chain, is not there): a `bonus` modifier of the spell on the "
                "damage event, beside any other Bonus Damage that applies (712-715; Consuming "
                "Curse).",
           events=("damage", "prevented"), rules=("417.6.a", "712", "715.1"))
def _deal_namesake_bonus(txn, res, eff, u):
    item = res.item
    src = item_sources(txn, item)
    rules = ("417.6.a",) if item.kind == "spell" else ("417.6.b.2", "417.6.b.2.a")
    n = namesakes_in_trash(txn, item)
    host = txn.objects.get(item.host) if item.host else None
    if not n or host is None:
        return damage.deal(txn, [(u.id, eff.amount)], sources=src, responsible=item.controller,
                           credit=src, by_spell_or_ability=True, rules=rules).credits
    # its own Bonus Damage, then what would apply to any spell's damage (damage.deal's list):
    # given as the Bonus Damage already in the amount, so that none is added twice
    found = [(host, n)] + list(bonus_damage(txn, u)) + spell_bonus.yours(txn, item.controller)
    if txn.delayed:
        found = found + spell_bonus.bonus_of(txn, src)
    total = eff.amount + sum(amt for _src, amt in found)
    return damage.deal(txn, [(u.id, total)], sources=src, responsible=item.controller,
                       credit=src, by_spell_or_ability=True, rules=rules,
                       split_bonus={u.id: found}, split_rule="715.1").credits


@primitive("kill_friendly_to", words="the kills that pay", family="kill", asks=("choose",),
           params=(Param("amount", "count", required=True,
                         doc="how many of its player's other units and gear are killed"),
                   Param("effects", "effects", doc="what the kills pay for: they follow only "
                                                   "when every one of them was killed")),
           does="\"Kill N other friendly units and/or gear to ...\": its controller picks "
                "`amount` units or gear they control other than the object with the ability "
                "(the step's `choose` for them, else the first in file order; picked, not "
                "targeted) and kills them at once, a kill instruction credited to the ability and "
                "its host, its controller responsible (428.1.a.1, 428.5.d); then `effects` "
                "follow. With fewer than `amount` to kill, nothing is killed and nothing follows "
                "(the price cannot be paid, 002); a death replaced is no kill (428.1.a.1), and "
                "then nothing follows either.",
           events=("kill", "death_replaced"), rules=("428.1.a.1", "428.5.d", "002"))
def _kill_friendly_to(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    mine = sorted((o for o in txn.on_board() if o.controller == me
                   and o.kind in ("unit", "gear") and o.id != item.host), key=lambda o: o.order)
    if len(mine) < eff.amount:
        return None
    ids = {o.id for o in mine}
    given = [c for c in (item.answers.choices_for(me) if item.answers else ()) if c != "none"]
    for cand in given:
        if cand not in ids:
            raise IllegalAction(f"{item.ref.name}: {txn.pname(me)} cannot kill {txn.name(cand)} "
                                f"({cand}) for it: not another unit or gear of theirs (411.1)")
    picks = list(dict.fromkeys(given))[:eff.amount]
    for o in mine:  # the rest: the first in file order
        if len(picks) == eff.amount:
            break
        if o.id not in picks:
            picks.append(o.id)
    if len(mine) > eff.amount and not given:  # a choice to make: the app asks it then
        for i in range(eff.amount):
            left = [o for o in mine if o.id not in picks[:i]]
            default = picks[i] if picks[i] not in picks[:i] else left[0].id
            picks[i] = ask(txn, item.answers, Question(
                kind="choose", player=me, words=f"{item.ref.name}: kill which one?",
                source=item.ref, options=tuple((o.id, o.name) for o in left), default=default))
    if len(set(picks)) != eff.amount or not set(picks) <= ids:
        raise IllegalAction(f"{item.ref.name}: {txn.pname(me)} must pick {eff.amount} different "
                            "units or gear of theirs to kill")
    credit = item_sources(txn, item)
    killed = cleanup.kill_units(txn, [(uid, credit, me) for uid in picks],
                                reason="kill_instruction", rules=("428.1.a.1", "428.5.d"))
    if len(killed) < eff.amount:
        return None
    return run_effects(txn, res, eff.effects)


@primitive("give_control", on_target=True, words="the gift", family="control", asks=("choose",),
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="\"Choose a player. They gain control of this and recall it\": its controller "
                "chooses a player (the step's `choose` for them names a player id; else the "
                "first opponent; themselves included), who gains control of the target (its "
                "owner is unchanged; 002, 107.1.c); then it is recalled to that player's base "
                "(455: not a move; one in a base is there already, a base following its "
                "controller, 107.1.c).",
           events=("control", "recall"), rules=("002", "107.1.c", "455"))
def _give_control(txn, res, eff, u):
    who = _chosen_player(txn, res.item)
    set_controller(txn, res, u, who, ("002", "107.1.c"))
    cleanup.recall(txn, u.id, rules=("455", "456"))
    return None


@primitive("banish_self_and_played", words="the banishing", family="deck",
           does="\"Banish me to banish it\": the object with the ability is banished (427.1: no "
                "kill); only if it was, the card the triggered ability is about (its `subject`, a "
                "unit or gear just played and still waiting on the chain) is banished too: it "
                "leaves the chain without resolving and goes to its owner's banishment. It is not "
                "countered (425), so it was played all the same. A token, played straight onto "
                "the board (350.2), is banished from there and ceases to exist (186.1). Format 1 has no banishment: the "
                "cards are taken away (zone `removed`).",
           events=("banish",), rules=("427.1", "427.2.a", "002"))
def _banish_self_and_played(txn, res, eff, _unit):
    item = res.item
    me = txn.objects.get(item.host) if item.host else None
    zone = cleanup.banishment(txn)
    if me is None or not txn.is_same(me.id, item.host_inc, "board"):
        return None  # it cannot be banished: nothing is paid, nothing follows
    cleanup.leave_board(txn, me.id, zone)
    txn.emit("banish", target=me.id, target_name=me.name, sources=(item.ref,),
             responsible=item.controller, rules=("427.1", "427.2.a"),
             text=f"{me.name} is banished ({item.ref.name}): not a kill")
    sid = item.subject
    waiting = next((c for c in txn.chain if c.kind == "permanent" and c.host == sid), None)
    if waiting is None and txn.is_same(sid, item.subject_inc, "board"):
        # a gear token is played straight onto the board (350.2): banished from there, it
        # ceases to exist (186.1)
        played = txn.objects[sid]
        cleanup.leave_board(txn, sid, zone)
        txn.emit("banish", target=sid, target_name=played.name, sources=(item.ref,),
                 responsible=item.controller, rules=("427.1", "186.1"),
                 text=f"{played.name} is banished ({item.ref.name})"
                      + (": a token ceases to exist" if played.token else ""))
        return None
    if waiting is None or not txn.is_same(sid, item.subject_inc, "chain"):
        return None  # it resolved already, or left the chain (055)
    card = txn.objects[sid]
    txn.chain = tuple(c for c in txn.chain if c is not waiting)
    txn.evolve(sid, zone=zone, at=None, controller=card.owner or waiting.controller)
    txn.emit("banish", target=sid, target_name=card.name, sources=(item.ref,),
             responsible=item.controller, rules=("427.1", "002"),
             text=f"{card.name} is banished from the chain ({item.ref.name}): it never "
                  "resolves")
    return None
