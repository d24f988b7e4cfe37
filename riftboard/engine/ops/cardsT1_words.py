"""Primitives the cardsT1 tournament cards needed (issue 27): the defending player of the
combat choosing one of their units at the battlefield for the next instruction (Atakhan: "the
defender must kill one of their units here"); a unit an opponent plays stunned, and its
player unable to move it this turn, even while it is still on the chain (Vex, Apathetic); a
spell of the trash given Flow for the turn (Kennen, Storm of Shuriken)."""

from __future__ import annotations

from .. import triggers
from ..asker import Question, ask
from ..errors import IllegalAction
from ..moves import GRANTED_FLOW, PLAYER_CANT_MOVE
from ..state import Delayed
from ..txn import _inc_after
from .delayed import delayed_ref
from .registry import Param, primitive, trigger

trigger("opponent_plays_card", "another player than its controller plays a card, after it is "
        "put on the chain (383.4.a.4); the card is the `subject`; with `played`, only a card of "
        "that kind (a unit token's play included, 350.2)")


def _defender_here(txn, item) -> tuple[str | None, str | None]:
    """The defending player of the combat at the battlefield of the object that has the
    ability, and that battlefield; (None, None) when it is at no combat (464.2.c)."""
    host = txn.objects.get(item.host) if item.host is not None else None
    combat = txn.combat
    if host is None or host.zone != "board" or combat is None or host.at != combat.battlefield:
        return None, None
    return combat.defender, combat.battlefield


@primitive("defender_chooses_here", family="kill", asks=("choose",),
           does="The defending player of the combat at the battlefield of the object that has "
                "the ability chooses one of their units there (the step's `choose` for them, "
                "else the first in file order); the next instruction's `target = \"chosen\"` "
                "acts on it, that player performing it (411.1). With no combat there, or no "
                "unit of theirs there, nothing is chosen and the next instruction does "
                "nothing (055).",
           rules=("411.1", "464.2.c"))
def _defender_chooses_here(txn, res, eff, _unit):
    item = res.item
    res.chosen = []
    defender, bf = _defender_here(txn, item)
    if defender is None:
        return None
    fits = [o for o in txn.on_board()
            if o.kind == "unit" and o.controller == defender and o.at == bf]
    if not fits:
        return None
    answers = item.answers
    named = answers.choices_for(defender) if answers is not None else ()
    ids = {o.id for o in fits}
    pick = next((c for c in named if c in ids), None)
    if pick is None and named:
        raise IllegalAction(f"{item.ref.name}: {txn.pname(defender)} chooses one of their units "
                            f"at {txn.name(bf)}; {txn.name(named[0])} is not one (411.1)")
    given = pick is not None
    pick = pick or fits[0].id
    if len(fits) > 1:  # a choice to make: the app asks it then
        pick = ask(txn, answers, Question(
            kind="choose", player=defender,
            words=f"{item.ref.name}: choose one of your units at {txn.name(bf)}",
            source=item.ref, options=tuple((o.id, o.name) for o in fits), default=pick,
            given=given))
        if pick not in ids:
            raise IllegalAction(f"{item.ref.name}: {txn.pname(defender)} cannot choose "
                                f"{txn.name(pick)} for it (411.1)")
    res.chosen = [(defender, pick)]
    return None


def _played_unit(txn, item):
    """The unit the ability's `subject` names, as the object it was when it was played (124):
    on the chain still, or on the board since; None when it is gone or is no unit."""
    uid = item.subject
    u = txn.objects.get(uid) if uid is not None else None
    if u is None or u.kind != "unit" or u.zone not in ("chain", "board"):
        return None
    if item.subject_inc is not None and u.inc != item.subject_inc:
        return None
    return u


def _where_it_enters(txn, u) -> str | None:
    """Where a unit is, or, still on the chain, the location it was played to (its item's
    `to`, 806.3)."""
    if u.zone == "board":
        return u.at
    for it in txn.chain:
        if it.host == u.id and it.kind == "permanent":
            return (it.answers.to if it.answers is not None else None) or "base"
    return None


@primitive("stun_played_unit", family="status",
           does="The unit played that the ability is about (its `subject`) is stunned (423.1), "
                "on the chain still or on the board: it keeps the stun as it enters (it is the "
                "same object, 124) and deals no combat damage this turn (423.1.b); and the "
                "player who played it can't move it this turn (card text, 002): their standard "
                "move of it is refused, their spells' and abilities' moves of it are skipped "
                "(054.1, 055). A unit already stunned is not stunned again (423.1.a.1); a unit "
                "gone from the chain and the board is left alone (055).",
           events=("stun", "delayed_created"), rules=("423.1", "423.1.a.1", "423.1.b", "002"))
def _stun_played_unit(txn, res, eff, _unit):
    item = res.item
    u = _played_unit(txn, item)
    if u is None:
        return None
    player = u.controller
    ref = delayed_ref(txn, item, item.ref.name)
    # on the chain, it is about the object the card becomes as it enters the board (124)
    inc = _inc_after(u, "board") if u.zone == "chain" else u.inc
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=player, creator=item.ref,
                                         trigger=PLAYER_CANT_MOVE, effects=(), only=u.id,
                                         only_inc=inc),)
    if not u.stunned:
        txn.evolve(u.id, stunned=True)
        where = _where_it_enters(txn, u)
        txn.emit("stun", target=u.id, target_name=u.name, sources=(item.ref,),
                 responsible=item.controller, rules=("423.1", "423.1.b"),
                 text=f"{u.name} is stunned" + (" as it is played" if u.zone == "chain" else "")
                      + ": it deals no combat damage this turn")
        if player != item.controller:  # "when you stun an enemy unit (at a battlefield)"
            kinds = ("you_stun_enemy",) if where in (None, "base") else (
                "you_stun_enemy", "you_stun_enemy_at_battlefield")
            for o in txn.on_board():
                if o.controller == item.controller and o.kind in ("unit", "gear"):
                    triggers.host_triggers(txn, o, kinds, subject=u.id)
            triggers.stun_batch_triggers(txn, res, eff, item.controller)
    txn.emit("delayed_created", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("002",),
             text=f"{item.ref.name}: {txn.pname(player)} can't move {u.name} this turn")
    return None


@primitive("give_flow", family="zones",
           params=(Param("target", "target_number", required=True,
                         doc='a target with `what = "trash_spell"`: the spell card given Flow'),),
           does="The spell card of its controller's trash that the ability chose as it went on "
                "the chain (a target, `what = \"trash_spell\"`) has Flow for the rest of the "
                "turn, its Flow cost being its own cost (829.1.b): its player may play it from "
                "the trash (a `play` step naming it), and then it is banished (829.1.b.1). A card "
                "that has left the trash since is a new object and gets nothing (124, 055).",
           events=("delayed_created",), rules=("829.1.b", "829.1.b.1", "124"))
def _give_flow(txn, res, eff, _unit):
    item = res.item
    i = eff.target - 1
    targets = res.targets
    sid = targets[i] if i < len(targets) else None
    o = txn.objects.get(sid) if sid is not None else None
    if o is None or o.zone != "trash":
        return None
    ref = delayed_ref(txn, item, item.ref.name)
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=o.owner, creator=item.ref,
                                         trigger=GRANTED_FLOW, effects=(), only=o.id,
                                         only_inc=o.inc),)
    txn.emit("delayed_created", target=o.id, target_name=o.name, sources=(item.ref,),
             responsible=item.controller, rules=("829.1.b",),
             text=f"{item.ref.name}: {o.name} in {txn.pname(o.owner)}'s trash has Flow this "
                  f"turn, for its own cost")
    return None


@primitive("ready_something_else", family="actions", asks=("choose",),
           does="Readies one exhausted thing other than the object that has the ability, whoever "
                "controls it: a unit or gear on the board, a rune or a legend (415.1) - the "
                "step's `choose` for its controller, else the first in file order. With nothing "
                "exhausted, nothing happens (055).",
           events=("ready",), rules=("415.1", "055"))
def _ready_something_else(txn, res, eff, _unit):
    from .actions import ready_objects

    item = res.item
    fits = sorted((o for o in txn.objects_map().values()
                   if o.exhausted and o.id != item.host and (
                       (o.zone == "board" and o.kind in ("unit", "gear"))
                       or o.zone in ("runes", "legend"))),
                  key=lambda o: o.order)
    if not fits:
        return None
    answers = item.answers
    ids = {o.id for o in fits}
    named = answers.choices_for(item.controller) if answers is not None else ()
    pick = next((c for c in named if c in ids), None)
    if pick is None and named:
        raise IllegalAction(f"{item.ref.name}: {txn.name(named[0])} is not something exhausted "
                            "it may ready (415.1)")
    given = pick is not None
    pick = pick or fits[0].id
    if len(fits) > 1:  # a choice to make: the app asks it then
        pick = ask(txn, answers, Question(
            kind="choose", player=item.controller, words=f"{item.ref.name}: ready what?",
            source=item.ref, options=tuple((o.id, o.name) for o in fits), default=pick,
            given=given))
        if pick not in ids:
            raise IllegalAction(f"{item.ref.name}: {txn.name(pick)} is not something exhausted "
                                "it may ready (415.1)")
    ready_objects(txn, item, (txn.objects[pick],))
    return None
