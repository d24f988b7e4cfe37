"""The points of a turn the sandbox models besides the turn's end itself (game.end_turn): the
end of a turn, before "this turn" effects expire ("at the end of your turn", delayed "at end of
turn" abilities, 383.1, 383.2.a.1), and the start of a player's Beginning Phase (Temporary,
816.1.b; "at the start of your Beginning Phase", 383.1). Their triggered abilities go on the chain
there and resolve, each followed by a Cleanup, as any others do."""

from __future__ import annotations

from . import chain, triggers
from .carddefs import Effect
from .events import Ref
from .might import own_keyword, static_reaches
from .ops.cardsO_words import first_beginning_phase_triggers
from .state import ChainItem

#: Temporary's instruction (816.1.b: "kill this")
KILL_SELF = (Effect(op="kill", target="self"),)


def end_of_turn(txn, player: str) -> None:
    """The turn player's "at the end of your turn" abilities and the delayed abilities waiting
    for the end of this turn trigger, then resolve (383.2.a.1)."""
    for o in txn.on_board():
        if o.controller == player and o.kind in ("unit", "gear", "battlefield"):
            triggers.host_triggers(txn, o, "end_of_turn")
    _legend_triggers(txn, player, "end_of_turn")
    for d in txn.delayed:
        if d.trigger == "end_of_turn":
            txn.pending.append(ChainItem(ref=d.ref, controller=d.controller, kind="trigger",
                                         host=d.ref.host, effects=d.effects, step=txn.step,
                                         creator=d.creator, waits=d.trigger, subject=d.subject,
                                         subject_inc=d.subject_inc))
    _resolve_waiting(txn)


def start_of_beginning_phase(txn, player: str) -> None:
    """At the start of `player`'s Beginning Phase: each Temporary permanent they control triggers
    once, "kill this" (816.1.b, 816.1.c, 816.2.a), unless a passive ability says their Temporary
    effects there don't trigger (LeBlanc, Everywhere at Once); their "at the start of your
    Beginning Phase" abilities trigger too (383.1). Then the chain resolves."""
    for o in txn.on_board():
        if o.controller != player or o.kind not in ("unit", "gear", "battlefield"):
            continue
        if o.kind != "battlefield" and _temporary(o) and not _silenced(txn, o):
            txn.pending.append(ChainItem(
                ref=Ref.of_keyword(o.id, "temporary", o.name, player),
                controller=player, kind="trigger", host=o.id, effects=KILL_SELF, step=txn.step,
                host_inc=o.inc))
        triggers.host_triggers(txn, o, "beginning_phase")
    _legend_triggers(txn, player, "beginning_phase")
    for o in txn.on_board():  # a battlefield's "at the start of each player's Beginning Phase"
        if o.kind == "battlefield":
            triggers.battlefield_triggers(txn, o, "each_beginning_phase")
    first_beginning_phase_triggers(txn, player)  # "each player's first Beginning Phase"
    _resolve_waiting(txn)


def _legend_triggers(txn, player: str, trigger: str) -> None:
    """`player`'s legend hears their turn's points too (107.4: the Legend Zone is on the Board):
    Annie's "at the end of your turn", Jinx's "at the start of your Beginning Phase". Format 1
    has no legends."""
    game = txn.game
    if game is None:
        return
    leg = game.sides[txn.players.index(player)].legend
    if leg is not None:
        triggers.host_triggers(txn, txn.objects[leg], trigger)


def _temporary(o) -> bool:
    """Temporary, printed or granted; an attached card's printed text is inactive (135.4, 718.2:
    Spinning Axe's Temporary applies only while it is unattached), granted text stays active
    (135.4.b)."""
    if o.attached_to is None:
        return own_keyword(o, "temporary")
    return any(g.keyword == "temporary" for g in o.granted)


def _silenced(txn, o) -> bool:
    """A passive "your Temporary effects at my battlefield don't trigger" (`no_temporary`) of a
    permanent at a battlefield, with the same controller, where `o` is."""
    if o.at in (None, "base"):
        return False
    objects = txn.objects
    for sid in txn.statics:
        src = objects[sid]
        if src.zone != "board" or src.attached_to is not None or src.at in (None, "base"):
            continue
        for st in src.card.statics_by_op.get("no_temporary", ()):
            if static_reaches(st, src, o, txn):
                return True
    return False


def _resolve_waiting(txn) -> None:
    if txn.pending:
        triggers.flush_pending(txn)
    if txn.chain:
        chain.resolve_chain(txn)
