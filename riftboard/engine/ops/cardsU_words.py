"""Words of the cardsU helper (issue 27): an optional additional cost that is XP spent
("you may spend 3 XP as an additional cost to play me", Safety Inspector); points an opponent
of the controller's choosing gains (Draven, Audacious); "when you defend at a battlefield, you
may move me there" (Loyal Pup); "I can be played to a battlefield you're attacking" (Rengar,
Pouncing); units played in on a lone enemy unit (Arachnoid Horror); a unit played only where
its player conquered this turn (Perched Grimwyrm); "when a player plays a unit here" (Valley of
Idols); a legend readied or exhausted (Royal Entourage)."""

from __future__ import annotations

import re

from .. import moves, triggers, turns
from ..asker import Question, ask
from ..errors import IllegalAction
from .registry import Param, primitive, trigger
from .resources import _format1

#: optional_cost = "spend_N_xp": the optional additional cost is N XP spent (730, 356.2.b.1)
XP_COST = re.compile(r"spend_([1-9][0-9]*)_xp")


def xp_cost(card) -> int:
    """The XP `card`'s optional additional cost spends, or 0 when it is not an XP cost."""
    match = XP_COST.fullmatch(card.optional_cost) if isinstance(card.optional_cost, str) else None
    return int(match.group(1)) if match else 0


def xp_cost_payable(txn, card, player: str) -> bool:
    """Whether `player` has the XP `card`'s optional cost spends (730; 203.3: a cost that cannot
    be paid is not offered). XP is a game resource, not Energy or Power: the sandbox charges it
    too; format 1 has no XP, so the cost is never paid there."""
    return txn.game is not None and turns.side(txn, player).xp >= xp_cost(card)


def pay_xp_cost(txn, card, player: str) -> None:
    """Spends the XP of `card`'s optional additional cost as it is played (730, 356.2.b.1)."""
    n = xp_cost(card)
    left = turns.side(txn, player).xp - n
    turns.set_side(txn, player, xp=left)
    txn.emit("xp", target=player, amount=-n, responsible=player, rules=("730", "356.2.b.1"),
             text=f"{txn.pname(player)} spends {n} XP, the additional cost of playing "
                  f"{card.name}: {left} left")


def _chosen_opponent(txn, item) -> str:
    """The opponent the controller of `item` chooses ("choose an opponent"): the first opponent
    id in the step's `choose` for them, else the next opponent in turn order; asked when the
    app asks. Naming the controller is refused."""
    me = item.controller
    others = tuple(p for p in txn.players if p != me)
    picks = item.answers.choices_for(me) if item.answers is not None else ()
    named = next((p for p in picks if p in txn.players), None)
    if named == me:
        raise IllegalAction(f"{item.ref.name}: {txn.pname(me)} must choose an opponent, "
                            "not themselves")
    pick = ask(txn, item.answers, Question(
        kind="choose", player=me, source=item.ref, words=f"{item.ref.name}: which opponent?",
        options=tuple((p, txn.pname(p)) for p in others), default=named or others[0],
        given=named is not None))
    if pick not in others:
        raise IllegalAction(f"{item.ref.name}: {pick!r} is not an opponent")
    return pick


@primitive("opponent_gains_points", words="the points an opponent gains", family="resources",
           asks=("choose",), params=(Param("amount", "count", required=True),),
           does="Its controller chooses an opponent (the step's `choose`; default: the next "
                "player), who gains `amount` points (194.1); a player who can't gain points "
                "gains none (002, 054.1). Not a Conquer or a Hold: no scoring ability triggers. "
                "Skipped in format 1.",
           events=("points", "not_modelled"), rules=("194.1",))
def _opponent_gains_points(txn, res, eff, _unit):
    if _format1(txn, res, "gaining points"):
        return None
    item = res.item
    who = _chosen_opponent(txn, item)
    before = turns.side(txn, who).points
    turns.gain_points(txn, who, eff.amount, rules=("194.1",), why=item.ref.name)
    now = turns.side(txn, who).points
    txn.emit("points", target=who, amount=now - before, sources=(item.ref,),
             responsible=item.controller, rules=("194.1",),
             text=f"{txn.pname(who)} gains {now - before} point{'s' if now - before != 1 else ''} "
                  f"({item.ref.name}, chosen by {txn.pname(item.controller)}): {now} in all")
    return None


trigger("you_defend", "its controller defends in a combat at a battlefield, as the combat "
        "begins (383.4.f; \"when you defend at a battlefield\", Loyal Pup): the battlefield is "
        "the `subject`; works from a legend too")

trigger("unit_played_here", "a battlefield's: a player's unit played to it (a card from any zone, "
        "or a unit token, 350.2) has entered the board there; the ability is that player's, as "
        "its text names them (190.6.a; Valley of Idols); the unit is the `subject`")


@primitive("move_to_that_battlefield", on_target=True, words="the move", family="zones",
           params=(Param("target", "target", required=True, words=("self",)),),
           events=("move", "might"), rules=("446", "449", "464.2.c.3.a"))
def _move_to_that_battlefield(txn, res, eff, u):
    """Moves the unit to the battlefield the triggered ability is about (its `subject`: "move
    me there", Loyal Pup), an effect's move (446, 449); nothing happens if it is there already
    (055). A unit arriving at a combat's battlefield joins its controller's side
    (464.2.c.3.a)."""
    item = res.item
    bf = txn.objects.get(item.subject) if item.subject else None
    if bf is None or bf.kind != "battlefield" or bf.zone != "board" or u.at == bf.id:
        return None
    moves.move_unit(txn, u.id, bf.id, responsible=item.controller, sources=(item.ref,))
    return None


def plays_to_attacked(txn, card, by: str, to: str) -> bool:
    """A unit whose text lets it be played to a battlefield its player is attacking (its card
    text, 002; Rengar, Pouncing): the combat under way is there and `by` is its attacker
    (464.2.c.1). Played there, it joins the attack (464.2.c.3.a)."""
    c = txn.combat
    return (card.kind == "unit" and card.plays_to_attacked and c is not None
            and c.battlefield == to and c.attacker == by)


def plays_to_lone_enemy(txn, card, by: str, to: str) -> str | None:
    """The name of the card whose text lets `by` play the unit `card` to the battlefield `to`
    because a unit of another player is alone there (no other unit of its controller there; 002;
    Arachnoid Horror: its own text, or a permanent of `by`'s on the board), or None."""
    if card.kind != "unit" or to in (None, "base"):
        return None
    objects = txn.objects
    giver = card.name if card.plays_to_lone_enemy else next(
        (o.name for i in txn.board_ids if (o := objects[i]).controller == by
         and o.card is not None and o.card.friendly_plays_to_lone_enemy), None)
    if giver is None:
        return None
    here = [o for i in txn.board_ids if (o := objects[i]).kind == "unit" and o.at == to]
    lone = any(o.controller != by and sum(x.controller == o.controller for x in here) == 1
               for o in here)
    return giver if lone else None


def not_conquered_here(txn, card, by: str, dest: str) -> str:
    """Why `by` can't play `card` to `dest` when its text says it may be played only to a
    battlefield they conquered this turn (002, 054.1; Perched Grimwyrm): `dest` is their base or
    a battlefield they have not conquered this turn (format 1 has no Conquer). "" when it may."""
    if card is None or not card.plays_only_to_conquered:  # a unit with no card: no text
        return ""
    conquered = () if txn.game is None else tuple(
        bf for bf, _excess in turns.side(txn, by).conquer_excess)
    if dest in conquered:
        return ""
    where = f"{txn.pname(by)}'s base" if dest in (None, "base") else txn.name(dest)
    return (f"{card.name} can be played only to a battlefield {txn.pname(by)} conquered this "
            f"turn, not to {where} (its text, 002, 054.1)")


@primitive("ready_or_exhaust_legend", words="the legend readied or exhausted", family="actions",
           asks=("choose",), events=("ready", "exhaust", "not_modelled"),
           rules=("107.4", "415.1", "415.1.c"))
def _ready_or_exhaust_legend(txn, res, eff, _unit):
    """Its controller chooses a legend, theirs or another player's (in its Legend Zone, on the
    Board, 107.4), and whether to ready or to exhaust it (Royal Entourage): the step's `choose`
    for them names the legend (default: their own), its `may` says ready (yes, the default) or
    exhaust (no); the app asks both. A legend already so stays as it is (415.1.c). Skipped in
    format 1, which has no legends."""
    if _format1(txn, res, "readying or exhausting a legend"):
        return None
    item = res.item
    me = item.controller
    legends = [txn.objects[s.legend] for s in txn.game.sides
               if s.legend is not None and s.legend in txn.objects]
    if not legends:
        return None
    picks = item.answers.choices_for(me) if item.answers is not None else ()
    ids = {o.id for o in legends}
    named = next((p for p in picks if p in ids), None)
    own = next((o.id for o in legends if o.controller == me), legends[0].id)
    leg_id = ask(txn, item.answers, Question(
        kind="choose", player=me, source=item.ref, words=f"{item.ref.name}: which legend?",
        options=tuple((o.id, o.name) for o in legends), default=named or own,
        given=named is not None))
    if leg_id not in ids:
        raise IllegalAction(f"{item.ref.name}: {leg_id!r} is not a legend in play")
    # ready (yes) or exhaust (no): the step's `may` for them, as draw_or_channel asks
    ready = triggers.may_answer(txn, item.answers, me,
                                f"ready {txn.name(leg_id)} (yes) or exhaust it (no)?", item.ref)
    leg = txn.objects[leg_id]
    if ready:
        from .actions import ready_objects  # actions imports this module (Perched Grimwyrm)

        ready_objects(txn, item, [leg])
    elif not leg.exhausted:
        txn.evolve(leg_id, exhausted=True)
        txn.emit("exhaust", target=leg_id, target_name=leg.name, sources=(item.ref,),
                 responsible=me, rules=("107.4",),
                 text=f"{leg.name} is exhausted ({item.ref.name})")
    return None
