"""Words the cardsO cards needed, each with the cards that use it:

- a card's own "when you discard me", heard from the trash (383.2.c.1): Scrapheap, Flame Chompers;
- "when you kill a stunned enemy unit" (411.4, 423.1, 428.5): Solari Shrine;
- "at the start of each player's first Beginning Phase" (315.2, 190.6.a): Obelisk of Power, The
  Arena's Greatest;
- "when a friendly unit moves from my location, I may be moved with it" (446.1): Stealthy
  Pursuer;
- "when you conquer" heard from its owner's trash, and "you may discard 1 to return this to your
  hand" (383.2.c.1, 422.1, 203.3): Super Mega Death Rocket!;
- a fight with an enemy unit chosen as the instruction resolves (359.3.e.14, 417.6.b.3):
  Gentlemen's Duel, Dragon's Rage;
- "when this leaves the board" (a look back, 808.1.d): Treasure Trove;
- what happened this turn (GameState.turn_facts; the conditions are in board.py): Raging Soul,
  Spoils of War."""

from __future__ import annotations

import attrs

from .. import moves, triggers
from ..carddefs import TargetSpec
from ..events import Ref
from ..state import ChainItem
from ..targets import legal_targets
from .actions import discard_card
from .deck import _pick
from .registry import REGISTRY, TRIGGERS, Param, primitive, run_effects, target_of, trigger

trigger("discarded_self", "this card is discarded from its owner's hand (422.1), as a cost or by "
        "an instruction: its ability works from the trash the discard put it in (383.2.c.1); "
        "the ability is its owner's", works_from=("trash",))


def note_turn_fact(txn, what: str, player: str) -> None:
    """Remember for the rest of the turn that `what` happened to `player` (GameState.turn_facts,
    emptied as the turn ends, 317.2.c)."""
    fact = (what, player)
    if fact not in txn.turn_facts:
        txn.turn_facts = txn.turn_facts + (fact,)


def after_discard(txn, player: str, card) -> None:
    """`player` discarded `card` (None: an anonymous drawn card), 422.1: remembered for "if
    you've discarded a card this turn"; a named card's own "when you discard me" triggers."""
    note_turn_fact(txn, "discarded", player)
    if card is not None:
        discarded_self_triggers(txn, card)


def after_kills(txn, dead) -> None:
    """Units and gear killed together, each (the object as it was on the board, the player
    responsible): a unit's death is remembered for its controller this turn ("if an enemy unit
    has died this turn"), and "when you kill a stunned enemy unit" triggers."""
    for o, _responsible in dead:
        if o.kind == "unit":
            note_turn_fact(txn, "unit_died", o.controller)
    stunned_kill_triggers(txn, dead)


def discarded_self_triggers(txn, card) -> None:
    """Queue the "when you discard me" abilities of `card`, a card just discarded to its
    owner's trash (422.1): they work from the trash (383.2.c.1), its owner controls them, and
    they are about the card as it is there now (a new object, 124)."""
    o = txn.objects.get(card.id)
    if o is None or o.zone != "trash" or o.card is None:
        return
    for n, ab in o.card.triggers.get(("discarded_self", "trash"), ()):
        txn.pending.append(ChainItem(
            ref=Ref.of_ability(o.id, n, o.name, o.owner), controller=o.owner, kind="trigger",
            host=o.id, effects=ab.effects, step=txn.step, host_inc=o.inc, subject=o.id,
            subject_inc=o.inc))


trigger("you_kill_stunned_enemy", "its controller kills a unit of another player that was "
        "stunned as it died: a kill they are responsible for (411.4, 428.5), by a kill "
        "instruction or lethal damage; once for each such unit, the `subject`; works from a "
        "legend too")


def stunned_kill_triggers(txn, dead) -> None:
    """"When you kill a stunned enemy unit" (Solari Shrine): for each (unit as it was on the
    board, player responsible for its kill) among the units killed together, a unit stunned as
    it died (423.1) and controlled by another player than the one responsible (411.4, 428.5)
    triggers that player's abilities waiting for it, once for that unit (its `subject`)."""
    for unit, responsible in dead:
        if unit.kind == "unit" and unit.stunned and responsible is not None \
                and responsible != unit.controller:
            triggers.controller_triggers(txn, responsible, "you_kill_stunned_enemy", subject=unit.id)


trigger("each_first_beginning_phase", "a battlefield's: the start of each player's first "
        "Beginning Phase of the game (315.2), with its other start-of-phase abilities; the "
        "ability is that player's, as its text names them (190.6.a). Format 2 only: a file "
        "starts in its turn player's turn, so theirs is over unless the file starts at "
        "`phase = \"beginning\"`")


def first_beginning_phase_triggers(txn, player: str) -> None:
    """"At the start of each player's first Beginning Phase" (Obelisk of Power): at the start
    of `player`'s Beginning Phase (315.2), if no turn of theirs has ended yet in this game, each
    battlefield's abilities waiting for it trigger, as `player`'s (190.6.a). Format 1 keeps no
    game around its turns."""
    game = txn.game
    if game is None or player in game.turns_ended:
        return
    for o in txn.on_board():
        if o.kind == "battlefield":
            triggers.battlefield_triggers(txn, o, "each_first_beginning_phase", controller=player)


trigger("friendly_moves_from_here", "another unit its controller controls moves (446.1: a "
        "standard move or an effect's move; never a sandbox `move`) from this unit's location, "
        "its base included; once for each such unit, the `subject` (units that move together "
        "with this one are not heard: it is no longer there)")


def friendly_moves_from_here(txn, uid: str, origin: str) -> None:
    """"When a friendly unit moves from my location" (Stealthy Pursuer): the unit `uid` moved
    from `origin` (446.1); each other unit of its controller still at `origin` (their base,
    when it is a base) with such an ability triggers, about `uid` (its `subject`)."""
    objects = txn.objects
    mover = objects[uid]
    for i in txn.board_ids:
        o = objects[i]
        if o.kind == "unit" and o.id != uid and o.at == origin \
                and o.controller == mover.controller and o.card is not None \
                and ("friendly_moves_from_here", "board") in o.card.triggers:
            triggers.host_triggers(txn, o, "friendly_moves_from_here", subject=uid)


@primitive("follow_subject", on_target=True, words="the move", family="zones",
           params=(Param("target", "target", required=True, words=("self",)),),
           events=("move", "might"), rules=("446", "449", "055"))
def _follow_subject(txn, res, eff, u):
    """Moves the unit to where the unit the triggered ability is about (its `subject`) is now,
    a battlefield or its base ("I may be moved with it", Stealthy Pursuer); an effect's move
    (446). Nothing happens if the subject has left the board (055), if the unit is there
    already, or if the subject is in a base that is not the unit's (another controller's)."""
    item = res.item
    if not txn.is_same(item.subject, item.subject_inc, "board"):
        return None
    s = txn.objects[item.subject]
    if s.at is None or s.at == u.at or (s.at == "base" and s.controller != u.controller):
        return None
    moves.move_unit(txn, u.id, s.at, responsible=item.controller, sources=(item.ref,))
    return None


_CONQUER = TRIGGERS["you_conquer"]
TRIGGERS["you_conquer"] = attrs.evolve(
    _CONQUER, zones=("board", "trash"),
    does=_CONQUER.does + "; with `zone = \"trash\"`, a card in its owner's trash hears its "
    "owner's Conquer (383.2.c.1, Super Mega Death Rocket!)")


def conquer_from_trash(txn, player: str, bf: str) -> None:
    """`player` conquered `bf` (383.4.c): the "when you conquer" abilities that work from the
    trash (383.2.c.1) of the cards in `player`'s trash trigger, theirs, in file order; the
    battlefield is their `subject`."""
    objects = txn.objects
    for o in sorted((objects[i] for i in txn.trash_abilities), key=lambda x: x.order):
        if o.owner != player or o.card is None:
            continue
        for n, ab in o.card.triggers.get(("you_conquer", "trash"), ()):
            txn.pending.append(ChainItem(
                ref=Ref.of_ability(o.id, n, o.name, player), controller=player, kind="trigger",
                host=o.id, effects=ab.effects, step=txn.step, host_inc=o.inc, subject=bf,
                subject_inc=objects[bf].inc))


@primitive("discard_to", words="the discard paid", family="actions", asks=("choose",),
           params=(Param("amount", "count", required=True),
                   Param("effects", "effects", required=True,
                         doc="what discarding pays for (\"discard 1 to ...\")")),
           does="Its controller discards `amount` cards as a cost inside the instruction "
                "(\"you may discard 1 to ...\"; the \"you may\" is the ability's `may`): the "
                "step's `discard` first, then named cards in file order, then cards drawn in the "
                "sandbox (422.1). Only if they hold that many, they discard them and `effects` "
                "follow; otherwise nothing is discarded and nothing follows (203.3: a cost that "
                "cannot be paid is not).",
           events=("discard",), rules=("422.1", "203.3"))
def _discard_to(txn, res, eff, _unit):
    item = res.item
    who = item.controller
    wanted = item.answers.discard if item.answers is not None else None
    hand = sorted((txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == who),
                  key=lambda o: (o.id != wanted, o.order))
    anonymous = txn.hand_counts[txn.players.index(who)]
    if len(hand) + anonymous < eff.amount:
        return None
    for i in range(eff.amount):
        discard_card(txn, who, hand[i] if i < len(hand) else None, sources=(item.ref,),
                     why=item.ref.name)
    triggers.discard_triggers(txn, who)
    return run_effects(txn, res, eff.effects)


@primitive("return_self_from_trash", words="the return to the hand", family="zones",
           does="The card that has the ability, one that works from the trash (383.2.c.1), goes "
                "from its owner's trash to their hand, a new object (124). Nothing happens if it "
                "has left the trash, or is back there as a new object (055).",
           events=("return_to_hand",), rules=("383.2.c.1", "124", "055"))
def _return_self_from_trash(txn, res, eff, _unit):
    item = res.item
    o = txn.objects.get(item.host)
    if o is None or o.zone != "trash" or (item.host_inc is not None and o.inc != item.host_inc):
        return None
    txn.evolve(o.id, zone="hand", at=None, controller=o.owner)
    txn.emit("return_to_hand", target=o.id, target_name=o.name, sources=(item.ref,),
             responsible=o.owner, rules=("383.2.c.1", "124"),
             text=f"{o.name} returns from {txn.pname(o.owner)}'s trash to their hand "
                  f"({item.ref.name})")
    return None


@primitive("fight_chosen", words="the fight", family="damage", asks=("choose",),
           params=(Param("target", "target", required=True, words=("self", "subject"),
                         doc="the unit that fights"),
                   Param("where", "word", words=("anywhere", "destination"),
                         doc='where the enemy unit is chosen: `"anywhere"` (default), or '
                             '`"destination"`: at the location this spell or ability moved '
                             "`target` to, by an earlier instruction; only if it did (Dragon's "
                             'Rage: "then do this", 359.3.e.14)')),
           does="\"Then choose an enemy unit\": as this instruction resolves (after the ones "
                "before it, 359.3.e.14), its controller chooses a unit of another player other than "
                "`target`, one a spell or ability of theirs may choose (054.1; the step's `choose` "
                "for them, else the first in file order; the app asks), and the two units fight "
                "as `fight` says: each deals damage equal to its Might to the other, the only "
                "source of it (417.6.b.3). With none to choose, or `target` gone, nothing "
                "happens (055). Deflect's extra cost is not charged for a unit chosen then, as "
                "for a triggered ability's choices.",
           events=("damage", "prevented"), rules=("359.3.e.14", "417.6.b.3", "417.6.b.4", "055"))
def _fight_chosen(txn, res, eff, _unit):
    item = res.item
    a = target_of(txn, res, eff)
    if a is None:
        return None
    ua = txn.objects[a]
    if eff.where == "destination" and not any(
            ev.kind == "move" and ev.target == a and item.ref in ev.sources
            for ev in txn.events):
        return None  # "then do this": it did not move, so nothing more (359.3.e.14)
    cands = [o for o in legal_targets(txn, TargetSpec(what="unit", side="enemy"), item.controller)
             if o.id != a and (eff.where != "destination" or (
                 o.at == ua.at and (o.at != "base" or o.controller == ua.controller)))]
    picked = _pick(txn, item, item.controller, f"an enemy unit to fight {ua.name}", cands)
    if picked is None:
        return None
    both = attrs.evolve(res, targets=[*res.targets, picked.id])
    return REGISTRY["fight"].run(txn, both, attrs.evolve(eff, op="fight", other=len(both.targets)),
                                 ua)


trigger("leave_board_self", "this permanent leaves the board for any zone, by a game action: "
        "killed, banished, returned to a hand, ...; never a sandbox edit. It triggers from what "
        "it was on the board, its controller's then (a look back, as Deathknell's, 808.1.d)")


def left_board_triggers(txn, was) -> None:
    """`was` (the object as it was on the board) has just left it: its "when this leaves the
    board" abilities trigger, its controller's as it was, about the object it was (124)."""
    card = was.card
    if card is None or was.kind not in ("unit", "gear"):
        return
    for n, ab in card.triggers.get(("leave_board_self", "board"), ()):
        txn.pending.append(ChainItem(
            ref=Ref.of_ability(was.id, n, was.name, was.controller), controller=was.controller,
            kind="trigger", host=was.id, effects=ab.effects, step=txn.step, host_inc=was.inc,
            subject=was.id, subject_inc=was.inc, at=was.at))
