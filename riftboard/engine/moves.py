"""Moving units (446) and attaching and detaching Equipment (434, 718): the one way a game
action changes where a unit is or what it carries, with the `might` events that follow and the
move and attach triggers queued (triggers.py). Also the Might snapshot the chain, the Cleanup
and the ops families take around any change that may alter Might, and what a rise of a unit's
Might triggers ("becomes Mighty", 709; "becomes 10 or more"), heard as the change is made.
"""

from __future__ import annotations

import attrs

from . import turns
from .errors import IllegalAction
from .might import might, no_enemy_move, no_move_to_base
from .triggers import controller_triggers, host_triggers, move_triggers

#: a unit is Mighty at this Might or more (708)
MIGHTY = 5
#: "when my Might becomes 10 or more" (Renekton, Brute)
MIGHT_TEN = 10


def might_moved(txn, o, before: int, after: int) -> None:
    """Queue what a unit's Might going from `before` to `after` on the board triggers: "when a
    unit you control becomes Mighty" (709) and "when my Might becomes 10 or more"."""
    if after <= before or o.zone != "board" or o.kind != "unit":
        return
    if _heard(txn, o, before, after):
        # what it heard is kept, so that the Cleanup's look (might_settled) does not hear it again
        heard = txn.might_heard
        if heard is None:
            heard = txn.might_heard = {}
        heard[o.id] = (o.inc, after)


def might_settled(txn) -> None:
    """At each Cleanup while something listens: a rise past 5 (or 10) that no Might event showed
    (a passive ability counting cards in a trash, runes or points) is heard too, comparing each
    unit's Might with the last one heard, else with its Might as the step began. A unit that
    entered the board in this step is not compared: it became no Mighty on the board (711)."""
    heard = txn.might_heard
    if heard is None:
        heard = txn.might_heard = {}
    start = txn.start
    for o in txn.on_board():
        if o.kind != "unit":
            continue
        now = might(txn, o)
        seen = heard.get(o.id)
        if seen is not None and seen[0] == o.inc:
            before = seen[1]
        else:
            old = start.objects.get(o.id)
            before = might(start, old) if old is not None and old.inc == o.inc \
                and old.zone == "board" else None
        heard[o.id] = (o.inc, now)
        if before is not None and now > before:
            _heard(txn, o, before, now)


def _heard(txn, o, before: int, after: int) -> bool:
    """Queue the abilities a rise of `o`'s Might from `before` to `after` triggers; whether any
    threshold was crossed."""
    crossed = False
    if before < MIGHTY <= after:
        crossed = True
        controller_triggers(txn, o.controller, "friendly_becomes_mighty", subject=o.id)
    if before < MIGHT_TEN <= after:
        crossed = True
        if o.card is not None and o.card.triggers.get(("might_reaches_ten", "board")):
            host_triggers(txn, o, "might_reaches_ten")
    return crossed


def might_snapshot(txn) -> dict[str, int]:
    st = txn
    return {o.id: might(st, o) for o in txn.on_board() if o.kind == "unit"}


def emit_might_changes(txn, before: dict[str, int], sources=()) -> None:
    """A `might` event for each unit on the board whose current Might changed."""
    st = txn
    for uid in sorted(before, key=lambda u: txn.objects[u].order):
        o = txn.objects[uid]
        if o.zone != "board":
            continue
        now = might(st, o)
        if now != before[uid]:
            txn.emit(
                "might",
                target=uid,
                target_name=o.name,
                amount=now,
                sources=tuple(sources),
                rules=("143.2",),
                text=f"{o.name}'s Might {before[uid]} -> {now}",
            )
            might_moved(txn, o, before[uid], now)  # "becomes Mighty" (709), heard as it happens


def _not_a_place(txn, to) -> bool:
    """Whether `to` is neither a battlefield nor "base" (a move's destination, 446)."""
    if to == "base":
        return False
    o = txn.objects.get(to)
    return o is None or o.kind != "battlefield"


def check_destination(txn, to, what, targets=()):
    """A move's destination: a battlefield or "base", and not where the unit already is (446.1)."""
    if to is None:
        raise IllegalAction(f"{what} needs a destination: `to` = a battlefield id or \"base\"")
    if _not_a_place(txn, to):
        raise IllegalAction(f"{what}: {to!r} is not a battlefield or \"base\"")
    for tid in targets:
        t = txn.objects.get(tid)
        if t is not None and t.at == to:
            where = "in its base" if to == "base" else f"at {txn.name(to)}"
            raise IllegalAction(f"{what}: {t.name} is already {where}; a move needs another location (446.1)")


def move_unit(txn, uid: str, dest: str | None, *, responsible, sources=()) -> None:
    u = txn.objects[uid]
    if dest is None:
        raise IllegalAction(f"moving {u.name} needs a destination (`to`: a battlefield id or \"base\")")
    if _not_a_place(txn, dest):
        raise IllegalAction(f"{dest!r} is not a battlefield or \"base\"")
    if u.at == dest:
        if sources:
            return  # it got there in the meantime: an effect's move does nothing
        raise IllegalAction(f"{u.name} is already {'in its base' if dest == 'base' else 'at ' + txn.name(dest)}")
    stop = no_move_to_base(txn, u) if sources and dest == "base" else None
    if stop is not None:  # an impossible instruction is skipped (054.1, 055)
        txn.emit("fizzle", target=uid, target_name=u.name, sources=tuple(sources),
                 responsible=responsible, rules=("054.1", "055"),
                 text=f"{u.name} can't move to base ({stop.name}): the move does not happen")
        return
    guard = no_enemy_move(txn, u) if sources and responsible not in (None, u.controller) else None
    if guard is not None:  # an opponent's spell or ability may not move it: skipped (054.1, 055)
        txn.emit("fizzle", target=uid, target_name=u.name, sources=tuple(sources),
                 responsible=responsible, rules=("054.1", "055"),
                 text=f"{u.name} can't be moved by an opponent's spell or ability ({guard.name}): "
                      "the move does not happen")
        return
    banned = player_cant_move(txn, u, responsible) if sources else None
    if banned is not None:  # "they can't move it this turn" (Vex, Apathetic): skipped (055)
        txn.emit("fizzle", target=uid, target_name=u.name, sources=tuple(sources),
                 responsible=responsible, rules=("054.1", "055"),
                 text=f"{txn.pname(responsible)} can't move {u.name} this turn ({banned.name}): "
                      "the move does not happen")
        return
    before = might_snapshot(txn)
    txn.evolve(uid, at=dest, moves=u.moves + (1 if responsible is not None else 0),
               moved_from=u.at)
    for eid in u.equipment:
        txn.evolve(eid, at=dest)
    if responsible is not None:
        join_combat(txn, u, dest)
    txn.emit(
        "move",
        target=uid,
        target_name=u.name,
        sources=tuple(sources),
        responsible=responsible,
        rules=("446", "449") if sources else (),
        text=f"{u.name} moves from {'base' if u.at == 'base' else txn.name(u.at)} to "
             f"{'base' if dest == 'base' else txn.name(dest)}" + ("" if sources else " (sandbox edit)"),
    )
    emit_might_changes(txn, before, sources=sources)
    if responsible is not None:  # a game action's move, never a sandbox edit
        if txn.game is not None:  # format 2: moving to a battlefield contests it (190.3.a)
            turns.arrived(txn, uid, dest)
        move_triggers(txn, uid, u.at, dest)


def attach(txn, gid: str, uid: str, *, responsible, sources=()) -> None:
    g, u = txn.objects[gid], txn.objects[uid]
    if not (g.card and g.card.equipment):
        raise IllegalAction(f"{g.name} is not an Equipment; only Equipment attaches (818)")
    if u.kind != "unit" or u.zone != "board":
        raise IllegalAction(f"{u.name} is not a unit on the board")
    if g.attached_to == uid:
        return  # 434.1.g
    before = might_snapshot(txn)
    if g.attached_to:
        old = txn.objects[g.attached_to]
        txn.evolve(old.id, equipment=tuple(e for e in old.equipment if e != gid))
    txn.evolve(gid, attached_to=uid, at=u.at, attached_this_turn=responsible is not None)
    txn.evolve(uid, equipment=txn.objects[uid].equipment + (gid,))
    txn.emit(
        "attach",
        target=uid,
        target_name=u.name,
        sources=tuple(sources) or (txn.ref(g),),
        responsible=responsible,
        rules=("434", "718.3", "718.4") + (("818",) if sources else ()),
        text=f"{g.name} is attached to {u.name}" + ("" if sources else " (sandbox edit)"),
    )
    emit_might_changes(txn, before, sources=(txn.ref(g),))
    if responsible is not None and responsible == u.controller:
        # "when you attach an Equipment to me" (Jax, Unrelenting); never a sandbox attach
        host_triggers(txn, txn.objects[uid], "you_attach_to_me", subject=gid)


def detach(txn, gid: str, *, responsible, sources=()) -> None:
    """The Equipment leaves its unit and stays where it is; unattached at a battlefield, it is
    recalled at the next Cleanup (323.7, 457.1)."""
    g = txn.objects[gid]
    u = txn.objects[g.attached_to]
    before = might_snapshot(txn)
    txn.evolve(u.id, equipment=tuple(e for e in u.equipment if e != gid))
    txn.evolve(gid, attached_to=None, attached_this_turn=False)
    txn.maybe_loose = True
    txn.emit("detach", target=u.id, target_name=u.name, sources=tuple(sources),
             responsible=responsible, rules=("434", "718.3"),
             text=f"{g.name} is detached from {u.name}")
    emit_might_changes(txn, before, sources=tuple(sources))


#: a Delayed entry's `trigger` for "they can't move it this turn" (Vex, Apathetic): its
#: `controller` is the player who can't, `only`/`only_inc` the unit; it ends with the turn
PLAYER_CANT_MOVE = "player_cant_move"


def player_cant_move(txn, u, player):
    """The spell or ability that says `player` can't move the unit `u` this turn (card text,
    002), or None."""
    for d in txn.delayed:
        if (d.trigger == PLAYER_CANT_MOVE and d.controller == player and d.only == u.id
                and d.only_inc == u.inc):
            return d.creator
    return None


#: a Delayed entry's `trigger` for a spell card of a trash given Flow this turn (Kennen, Storm
#: of Shuriken): `only`/`only_inc` the card; its Flow cost is its own cost; it ends with the turn
GRANTED_FLOW = "granted_flow"


def granted_flow(txn, card_obj) -> bool:
    """Whether a spell card in a trash was given Flow this turn (829.1.b)."""
    return any(d.trigger == GRANTED_FLOW and d.only == card_obj.id
               and d.only_inc == card_obj.inc for d in txn.delayed)


def join_combat(txn, u, dest: str) -> None:
    """464.2.c.3.a: a unit of the attacking or the defending player that arrives at the combat's
    battlefield after the designations were made gains its side's designation (Azir,
    Sovereign's tokens, moved there as he attacks). A sandbox edit's move never does."""
    c = txn.combat
    if c is None or dest != c.battlefield or u.kind != "unit":
        return
    if u.controller == c.attacker and u.id not in c.attackers:
        txn.set_combat(attrs.evolve(c, attackers=c.attackers | {u.id}))
    elif u.controller == c.defender and u.id not in c.defenders:
        txn.set_combat(attrs.evolve(c, defenders=c.defenders | {u.id}))
