"""Playing, activating, triggering and resolving (the chain), plus moves and attachments."""

from __future__ import annotations

from . import cleanup
from .carddefs import TargetSpec
from .errors import IllegalAction
from .events import Ref
from .might import abilities, ability_pairs, enters_ready, might, no_move_to_base
from .ops import Resolution, board_word, effect_words, run_effect
from .state import ChainItem
from .targets import legal_targets, target_problem
from .values import evolve


# -- choosing targets -----------------------------------------------------------------------
def choose_targets(txn, specs: tuple[TargetSpec, ...], given: tuple[str, ...], player: str,
                   what: str, host=None) -> tuple[str, ...]:
    """Check the targets a step gave, or choose the only legal one (SPEC section 2)."""
    st = txn
    if not specs:
        if given:
            raise IllegalAction(f"{what} takes no targets, but the step gives {', '.join(given)}")
        return ()
    if len(given) > len(specs):
        raise IllegalAction(f"{what} takes {len(specs)} target(s), but the step gives {len(given)}")
    chosen: list[str] = []
    for i, spec in enumerate(specs):
        if i < len(given):
            tid = given[i]
            first = txn.objects.get(chosen[0]) if chosen else None
            prob = target_problem(st, spec, txn.objects.get(tid), player, host, first)
            if prob is not None:
                if tid not in txn.objects:
                    prob = f"there is no object {tid!r}"
                raise IllegalAction(
                    f"{what}: target {i + 1} must be {spec.describe()}; {prob}"
                )
            if tid in chosen and not spec.same_ok:
                raise IllegalAction(f"{what}: {txn.name(tid)} is chosen twice")
            chosen.append(tid)
        else:
            if spec.optional:
                break  # "up to one": left out, and so are the optional ones after it
            first = txn.objects.get(chosen[0]) if chosen else None
            legal = [o.id for o in legal_targets(st, spec, player, host, first)
                     if spec.same_ok or o.id not in chosen]
            if len(legal) == 1:
                chosen.append(legal[0])
            elif not legal:
                raise IllegalAction(f"{what}: there is no legal target ({spec.describe()})")
            else:
                raise IllegalAction(
                    f"{what}: choose target {i + 1} ({spec.describe()}): one of {', '.join(legal)}"
                )
    return tuple(chosen)

# -- putting things on the chain -------------------------------------------------------------
def push(txn, item: ChainItem) -> None:
    txn.chain = txn.chain + (item,)
    txn.touch()


def flush_pending(txn, first: tuple[str, ...] | None = None) -> None:
    """Put waiting triggered abilities on the chain: the turn player's first (or the players in
    the order `first` gives: the attacking player's at the start of combat, 464.2.e.1), each
    player's in the file order of their sources (383.3.d, 383.3.d.1); "you may" is decided now
    (383.3.a)."""
    if not txn.pending:
        return
    pending, txn.pending = txn.pending, []
    if len(pending) > 1:  # one waiting ability (the usual case) needs no ordering
        _sort_pending(txn, pending, first or txn.turn_order())
    for it in pending:
        _finalize_trigger(txn, it)


def _sort_pending(txn, pending: list, players: tuple[str, ...]) -> None:
    """The order waiting abilities go on the chain: by player, then by their host's file order."""
    order = {p: i for i, p in enumerate(players)}

    objects = txn.objects

    def key(it):
        h = objects.get(it.host) if it.host else None
        return order.get(it.controller, 9), (h.order if h is not None else 10**9)

    pending.sort(key=key)


def _finalize_trigger(txn, it: ChainItem) -> None:
    ab = it.effects
    answers = txn.answers
    ability = ability_of(txn, it)
    if ability is not None and ability.cond is not None and not (
            ability.trigger == "die" and ability.zone == "board") and not _trigger_condition(
                txn, it, ability):
        return  # "when ..., if ...": the condition does not hold, so it does not trigger
    if ability is not None and ability.may and not may_answer(txn, answers, it.controller):
        txn.emit(
            "may_declined",
            target=it.subject,
            target_name=txn.name(it.subject) if it.subject else None,
            sources=(it.ref,),
            responsible=it.controller,
            rules=("383.3.a", "383.3.a.2"),
            text=f"{txn.pname(it.controller)} declines {it.ref.name}'s ability: it leaves the chain "
                 "as if it had not triggered",
        )
        return
    targets: tuple[str, ...] = ()
    if ability is not None and ability.targets:
        host = txn.objects.get(it.host) if it.host else None
        st = txn
        chosen = []
        for spec in ability.targets:
            legal = [o.id for o in legal_targets(st, spec, it.controller, host) if o.id not in chosen]
            if not legal:
                if spec.optional:
                    break  # "up to one": none to choose, the rest of the ability still happens
                return  # cannot be put on the chain without a target
            picks = answers.choices_for(it.controller) if answers else ()
            pick = next((p for p in picks if p in legal and p not in chosen), None)
            chosen.append(pick or legal[0])
        targets = tuple(chosen)
    creator = it.creator
    it = evolve(it, effects=ability.effects if ability is not None else ab,
                targets=targets, answers=answers, step=txn.step,
                target_incs=txn.incs(targets) if targets else ())
    subject = it.subject
    subject_name = txn.name(subject)
    what = ""
    waits = ability.trigger if ability is not None else None
    if creator is not None:
        waits = next((d.trigger for d in txn.delayed if d.ref == it.ref), None)
    if waits in PHASE_WORDS or it.ref.id.endswith("#temporary"):
        what = PHASE_WORDS.get(waits, PHASE_WORDS["temporary"]).format(
            player=txn.pname(it.controller), subject=subject_name)
    elif creator is not None and subject:
        what = f": {subject_name} took damage this turn"
    elif ability is not None and ability.trigger == "take_damage":
        what = f": {subject_name} took damage"
    elif ability is not None and ability.trigger in ("attack", "defend", "attack_or_defend"):
        what = f": {txn.name(it.host)} {'attacks' if it.host in (txn.combat.attackers if txn.combat else ()) else 'defends'}"
    elif ability is not None and ability.trigger == "kill_with_spell":
        what = f": {txn.pname(it.controller)} killed a unit with a spell"
    elif ability is not None and ability.trigger in ("play_self", "play_self_legion"):
        what = f": {txn.name(it.host)} was played" + (
            " after another card this turn (Legion)" if ability.trigger == "play_self_legion" else "")
    elif ability is not None and ability.trigger in ("play_card", "you_play_card"):
        what = f": {subject_name} was played"
    elif ability is not None and ability.trigger == "you_activate_gear":
        what = f": {txn.pname(it.controller)} used an ability of {subject_name}"
    elif ability is not None and ability.trigger in ("move_self", "move_to_battlefield", "move_from_battlefield"):
        what = f": {txn.name(it.host)} moved"
    elif ability is not None and ability.trigger == "friendly_die":
        what = f": {subject_name} died"
    elif ability is not None and ability.trigger == "you_discard":
        what = f": {txn.pname(it.controller)} discarded"
    txn.emit(
        "trigger",
        target=subject or (targets[0] if targets else None),
        target_name=subject_name if subject else None,
        sources=(it.ref,),
        responsible=it.controller,
        rules=("383.3", "390.2", "392") if creator is not None else ("383.3",),
        text=f"{it.ref.name}'s {'delayed ' if creator else ''}ability triggers{what}",
    )
    txn.chain = txn.chain + (it,)
    txn._snap = None


def _trigger_condition(txn, it: ChainItem, ability) -> bool:
    """A triggered ability's condition ("when you play your second card", "when ..., if ..."),
    read when it would go on the chain, about the object that has it (board.CONDITIONS)."""
    from .board import holds

    host = txn.objects.get(it.host) if it.host else None
    n = txn.played_this_turn[txn.players.index(it.controller)]
    return holds(txn, ability.cond, it.controller, host, n, ability.at_least, ability.tag)
#: how a trigger at a point of the turn reads in the timeline (engine/phases.py)
PHASE_WORDS = {
    "beginning_phase": ": the start of {player}'s Beginning Phase",
    "temporary": ": the start of {player}'s Beginning Phase (Temporary: kill this, 816.1.b)",
    "end_of_turn": ": the end of {player}'s turn",
}


def ability_of(txn, it: ChainItem):
    if it.creator is not None or it.kind == "spell":
        return None
    host = txn.objects.get(it.host) if it.host else None
    if host is None:
        return None
    rid = it.ref.id
    k = rid.rfind("#")  # the ability number after the last "#" (HOST#N)
    if k < 0:
        return None
    try:
        n = int(rid[k + 1:])
    except ValueError:
        return None
    abl = ability_pairs(txn, host)
    if 1 <= n <= len(abl):
        return abl[n - 1][0]
    return None


def kill_triggers(txn, trigger: str, player: str, ev) -> None:
    """"When you kill a unit with a spell" abilities of `player`: on the board (own and granted
    text) and those that work from the trash (383.2.c.1, Immortal Phoenix)."""
    # Only objects that can have such an ability, found through the indexes of the board
    # and of the trash objects with abilities (every played spell stays in the trash: a scan
    # of all objects cost ~0.1 s a kill at 50,000 steps); then in file order.
    objects = txn.objects
    cands = []
    for i in txn.trash_abilities:
        o = objects[i]
        if o.owner == player:
            cands.append(o)
    for i in txn.board_ids:
        o = objects[i]
        if o.controller == player and o.kind in ("unit", "gear"):
            cands.append(o)
    for o in sorted(cands, key=lambda o: o.order):
        if o.card is None and not o.equipment:
            continue
        if o.zone == "trash" and o.owner == player and o.card is not None:
            numbered = [(ab, None) for ab in o.card.text.abilities]
            zone = "trash"
        elif o.zone == "board" and o.controller == player and o.kind in ("unit", "gear"):
            numbered = abilities(txn, o)
            zone = "board"
        else:
            continue
        for n, (ab, eid) in enumerate(numbered, start=1):
            if ab.kind == "triggered" and ab.trigger == trigger and ab.zone == zone:
                ctrl = o.owner if zone == "trash" else o.controller
                txn.pending.append(_trigger_item(txn, o, n, ab, eid, ctrl))


def _trigger_item(txn, o, n: int, ab, eid, controller, subject: str | None = None) -> ChainItem:
    """The chain item of `o`'s ability number `n` (granted by `eid`, or its own) triggering."""
    return ChainItem(
        ref=Ref(f"{o.id}#{n}", "ability", o.name, controller, host=o.id, granted_by=eid),
        controller=controller,
        kind="trigger",
        host=o.id,
        effects=ab.effects,
        step=txn.step,
        granted_by=eid,
        host_inc=o.inc,
        subject=subject,
        subject_inc=txn.objects[subject].inc if subject in txn.objects else None,
    )


def death_triggers(txn, unit) -> None:
    """A unit's "when I die" abilities (Deathknell, 808.1.d), queued as it dies, from what it
    was on the board (428.1.a.1.b): its controller then, the object it was (124), and its text
    then, the text its Equipment gave it included (718.3: Sacred Shears)."""
    if unit.equipment:  # `unit` is the object as it was: its Equipment still listed
        found = [(n, ab, eid) for n, (ab, eid) in enumerate(abilities(txn, unit), start=1)
                 if ab.kind == "triggered" and ab.trigger == "die" and ab.zone == "board"]
    elif unit.card is not None:
        found = [(n, ab, None) for n, ab in unit.card.own_triggers("die", "board")]
    else:
        return
    for n, ab, eid in found:
        if ab.cond is not None and not _died_condition(txn, unit, ab):
            continue  # "when I die while Empowered": read on the unit as it was (808.1.d)
        ref = Ref(id=f"{unit.id}#{n}", kind="ability", name=unit.name, controller=unit.controller,
                  host=unit.id, granted_by=eid)
        txn.pending.append(ChainItem(ref=ref, controller=unit.controller, kind="trigger",
                                     host=unit.id, effects=ab.effects, step=txn.step,
                                     subject=unit.id, host_inc=unit.inc, subject_inc=unit.inc,
                                     granted_by=eid, at=unit.at))


def _died_condition(txn, unit, ab) -> bool:
    """A "when I die" ability's condition, read on the unit as it was on the board: its status
    then (Empowered, 827.1), not the card's in the trash (808.1.d, 428.1.a.1.b)."""
    from .board import holds

    n = txn.played_this_turn[txn.players.index(unit.controller)]
    return holds(txn, ab.cond, unit.controller, unit, n, ab.at_least, ab.tag)


def friendly_death_triggers(txn, dead) -> None:
    """"When another friendly unit dies" abilities (Spectral Centaur, Vanguard Helm, Viktor,
    Leader) of the objects still on the board once `dead` (the units as they were on the board)
    have left it: one that died at the same time does not see the others (383.2.c.2). An
    ability's `require` is read on the dead unit as it was (a buff, a Recruit)."""
    objects = txn.objects
    for i in txn.board_ids:
        o = objects[i]
        card = o.card
        if card is None:
            continue
        mine = card.triggers.get(("friendly_die", "board"))
        if not mine:
            continue
        for d in dead:
            if d.controller != o.controller or d.id == o.id or d.kind != "unit":
                continue
            for n, ab in mine:
                if ab.require == "buffed" and not d.buffed:
                    continue
                if ab.require == "non_recruit" and (d.name == "Recruit" or (
                        d.card is not None and "Recruit" in d.card.tags)):
                    continue
                txn.pending.append(ChainItem(
                    ref=Ref(f"{o.id}#{n}", "ability", o.name, o.controller, host=o.id),
                    controller=o.controller, kind="trigger", host=o.id, effects=ab.effects,
                    step=txn.step, host_inc=o.inc, subject=d.id,
                    subject_inc=objects[d.id].inc if d.id in objects else None))


def discard_triggers(txn, player: str) -> None:
    """"When you discard one or more cards" abilities of `player`'s board objects, once per
    discard action (422.1.b)."""
    objects = txn.objects
    for i in txn.board_ids:
        o = objects[i]
        if o.controller == player and o.card is not None and o.card.triggers.get(
                ("you_discard", "board")):
            host_triggers(txn, o, "you_discard")


def combat_triggers(txn, attackers, defenders) -> None:
    """Attack and defend triggers of units that gained a designation (383.4.e, 383.4.f)."""
    st = txn
    for group, kinds in ((attackers, ("attack", "attack_or_defend")), (defenders, ("defend", "attack_or_defend"))):
        for uid in group:
            u = txn.objects[uid]
            for n, (ab, eid) in enumerate(abilities(st, u), start=1):
                if ab.kind == "triggered" and ab.trigger in kinds:
                    txn.pending.append(_trigger_item(txn, u, n, ab, eid, u.controller))

def host_triggers(txn, o, trigger: str | tuple[str, ...], subject: str | None = None,
                  paid: bool = False) -> None:
    """Queue the board abilities of `o` (own text and granted) waiting for `trigger` (or for any
    of several, in the order of its text); one that says "if you paid the additional cost" only
    when `paid` (356.4.f.1)."""
    kinds = (trigger,) if trigger.__class__ is str else trigger
    for n, (ab, eid) in enumerate(abilities(txn, o), start=1):
        if ab.kind == "triggered" and ab.trigger in kinds and ab.zone == "board" and (
                paid or not ab.if_paid):
            if ab.played is not None and not _played_fits(ab, txn.objects[subject]):
                continue  # "when you play a spell (that costs 5 or more)": not this card
            txn.pending.append(_trigger_item(txn, o, n, ab, eid, o.controller, subject))


def _played_fits(ab, card_obj) -> bool:
    """Whether the card played is of the kind (and the printed Energy cost) an ability waits
    for."""
    if card_obj.kind != ab.played:
        return False
    need = ab.played_energy
    return need is None or (card_obj.card is not None and (card_obj.card.energy or 0) >= need)


def play_triggers(txn, player: str, played: str) -> None:
    """"When a player plays a card" (either player's) and "when you play a card" (another card
    of its controller) abilities on the board, in file order (383.4.a.4: not Play Effects)."""
    objects = txn.objects
    # only a card that hears plays (a fact of its definition), or one that may be granted such
    # an ability by its Equipment: the state's index of them (GameState.hears_plays)
    for i in txn.hears_plays:
        if i == played:
            continue
        o = objects[i]
        host_triggers(txn, o, "play_card", subject=played)
        if o.controller == player:
            host_triggers(txn, o, "you_play_card", subject=played)


def activate_triggers(txn, player: str, gear: str) -> None:
    """"When you use an activated ability of a gear" abilities of `player`'s board objects, once
    that ability is on the chain (a triggered ability, 383.3). Only a card that hears it is
    looked at."""
    objects = txn.objects
    for i in txn.board_ids:
        o = objects[i]
        card = o.card
        if o.controller != player or card is None:
            continue
        if ("you_activate_gear", "board") in card.triggers:
            host_triggers(txn, o, "you_activate_gear", subject=gear)


def resolve_permanent(txn, item: ChainItem) -> None:
    """A unit or gear played resolves: it enters the board (a unit at the destination chosen
    when it was played, exhausted unless Accelerate was paid, 143.4, 143.4.a, 805.6; a gear in
    its controller's base, ready, 149.1, 149.2); then its Play Effects trigger (383.4.a.2)."""
    oid = item.host
    o = txn.objects.get(oid)
    if o is None or o.zone != "chain" or (item.host_inc is not None and o.inc != item.host_inc):
        txn.emit("fizzle", target=oid, target_name=txn.name(oid), sources=(item.ref,),
                 responsible=item.controller, rules=("124",),
                 text=f"{item.ref.name} is no longer on the chain; it does not enter the board")
        return
    by = item.controller
    answers = item.answers
    dest = (answers.to if answers is not None else None) or "base"
    if o.kind == "unit":
        accel = item.accelerated
        exhausted = not accel
        rules = ("143.4", "805.2", "805.6") if accel else ("143.4",)
        how = "ready (Accelerate paid)" if accel else "exhausted"
    elif o.card is not None and o.card.enters_exhausted:
        # its text says so, and card text supersedes rules text (002)
        dest, exhausted, rules, how = "base", True, ("002", "149.1", "149.2"), "exhausted (its text says so)"
    else:
        dest, exhausted, rules, how = "base", False, ("149.1", "149.2"), "ready"
    before = might_snapshot(txn) if txn.statics or (o.card and o.card.text.statics) else None
    txn.evolve(oid, zone="board", at=dest, controller=by, exhausted=exhausted)
    if exhausted and o.kind == "unit":
        # "I enter ready" / "other friendly units enter ready": card text supersedes the rule
        # that a unit enters exhausted (002, 143.4); like Accelerate, a replacement, not a
        # readying (805.6)
        why = enters_ready(txn, txn.objects[oid])
        if why is not None:
            txn.evolve(oid, exhausted=False)
            rules = ("002", "143.4")
            how = "ready (its text says so)" if why.id == oid else f"ready ({why.name}'s text)"
    where = f"{txn.pname(by)}'s base" if dest == "base" else txn.name(dest)
    txn.emit("resolve", target=oid, target_name=o.name, sources=(item.ref,), responsible=by,
             rules=rules, text=f"{o.name} resolves and enters the board at {where}, {how}")
    if before is not None:
        emit_might_changes(txn, before, sources=(item.ref,))
    now = txn.objects[oid]
    host_triggers(txn, now, "play_self", paid=item.paid)
    if legion(txn, by):
        host_triggers(txn, now, "play_self_legion", paid=item.paid)


def may_answer(txn, answers, player: str) -> bool:
    """A player's answer to a "you may" that comes up now (SPEC section 2): `may` true/false, by
    player, or per player a list of answers in the order asked (true once it runs out)."""
    if answers is None:
        return True
    n = 0
    if answers.may_is_list(player):
        asked = txn.may_asked
        if asked is None:
            asked = txn.may_asked = {}
        key = (answers.step, player)
        n = asked.get(key, 0)
        asked[key] = n + 1
    return answers.may_for(player, n)


def count_play(txn, by: str) -> None:
    """One more card played by `by` this turn (Legion, 812.1.c)."""
    players = txn.players
    i = 0 if players[0] == by else players.index(by)
    ptt = list(txn.played_this_turn)
    ptt[i] += 1
    txn.played_this_turn = tuple(ptt)


def legion(txn, player: str) -> bool:
    """812.1.c: another card has been played by `player` this turn (the card with Legion counts
    as one of the cards played)."""
    return txn.played_this_turn[txn.players.index(player)] >= 2


def card_keyword(o, word: str) -> bool:
    """Whether an object's card's keywords (as printed: "Accelerate", "Ganking") include `word`;
    `o` is an object or a card."""
    return card_keyword_of(getattr(o, "card", o), word)


def card_keyword_of(card, word: str) -> bool:
    """Whether a card's keywords (as printed) include `word`."""
    return card is not None and any(k.split()[0].lower() == word for k in card.keywords if k)


def accelerate(o) -> bool:
    return card_keyword(o, "accelerate")


def ganking(o) -> bool:
    """Ganking (810): printed, or granted by a spell or ability this turn (Gem Jammer)."""
    return card_keyword(o, "ganking") or any(g.keyword == "ganking" for g in o.granted)


# -- resolving -------------------------------------------------------------------------------
def resolve_chain(txn) -> None:
    """Resolve from the top until the chain is empty, with a Cleanup after each item."""
    while txn.chain:
        item = txn.chain[-1]
        txn.chain = txn.chain[:-1]
        txn._snap = None
        if item.kind == "permanent":
            resolve_permanent(txn, item)
            credits = None
        else:
            credits = resolve_item(txn, item)
        cleanup.cleanup(txn, credits)
        if txn.pending:
            flush_pending(txn)


def resolve_item(txn, item: ChainItem) -> dict:
    """Resolve one item (359.3.d); returns the Credits of the damage it dealt, for the
    Cleanup after it. It resolves even when some or all of its targets became illegal
    (359.3.e.1): what needs an illegal target is skipped, the rest still happens (055,
    359.3.e.5)."""
    saved = txn.answers
    if item.answers is not None:
        txn.answers = item.answers
    credits: dict = {}
    objects = txn.objects
    is_spell = item.kind == "spell"
    targets = item.targets
    live: list[str | None] = []
    controller_before = {}
    first_live = None  # the first legal target and its name (for the event)
    first_name = None
    illegal = None  # (target id, why) of each illegal target, when there is one
    if targets:
        # legality as the item begins to resolve (359.3.e.2, 359.3.e.7)
        host_id = item.host
        if is_spell:
            spell = objects.get(item.ref.id)
            specs = spell.card.targets if spell is not None and spell.card else ()
            # a spell is its own host: no second look-up
            if host_id and host_id == item.ref.id:
                host = spell
            else:
                host = objects.get(host_id) if host_id else None
        else:
            ab = ability_of(txn, item)
            specs = ab.targets if ab is not None else ()
            host = objects.get(host_id) if host_id else None
        controller = item.controller
        incs = item.target_incs
        for i, tid in enumerate(targets):
            # a repeat's targets are chosen as the first execution's were (820.2)
            spec = specs[i % len(specs)] if specs else TargetSpec()
            o = objects.get(tid)
            first = (objects.get(targets[i - i % len(specs)])
                     if spec.where == "with_first" else None)
            prob = target_problem(txn, spec, o, controller, host, first)
            if prob is None and incs and o.inc != incs[i]:
                # it changed zones since it was chosen: another object now (124, 359.3.e.4)
                prob = f"{o.name} left and came back: it is a new object"
            if prob is None:
                live.append(tid)
                if not first_live and tid:
                    first_live, first_name = tid, o.name
            else:
                live.append(None)
                if illegal is None:
                    illegal = []
                illegal.append((tid, prob))
            if o is not None:
                controller_before[tid] = o.controller
    effects = item.effects
    creator = item.creator
    gone = None  # "me" / "it" (the host, the trigger's subject) as another object or gone
    if not is_spell:
        for eff in effects:
            t = board_word(eff)
            if t is not None and not _ref_holds(txn, item, t):
                gone = (t,)
                break
        if creator is not None and not txn.is_same(item.subject, item.subject_inc, "board"):
            gone = ("subject",)
    if illegal is not None or gone is not None:
        effects = _skip_illegal(txn, item, live, illegal or [], gone)
    else:
        if first_live:
            target, target_name = first_live, first_name
        else:
            target = item.subject
            target_name = txn.name(target) if target else None
        txn.emit(
            "resolve",
            target=target,
            target_name=target_name,
            sources=(item.ref,),
            responsible=item.controller,
            rules=("390", "392") if creator is not None else (),
            text=f"{item.ref.name}{' (delayed ability)' if creator else ''} resolves",
        )
    if item.repeats:
        # 820.1.d: the instructions are executed once more for each Repeat paid, each time with
        # its own share of the targets; an instruction whose target is illegal is skipped there
        # the first execution's targets are all given (820.2), so each share is as long as
        # the card's list of targets; a repeat's optional ones may be left out at its end
        spell = txn.objects.get(item.ref.id)
        share = len(spell.card.targets) if spell is not None and spell.card else 0
        incs = item.target_incs
        runs = [(live[k * share:(k + 1) * share], incs[k * share:(k + 1) * share])
                for k in range(item.repeats + 1)]
        effects, add = item.effects, _add_credits  # each share's illegal targets are skipped there
    else:
        runs, add = [(live, None)], dict.update
    for run_targets, run_incs in runs:
        res = (Resolution(item=item, targets=run_targets, controller_before=controller_before,
                          incs=run_incs) if run_incs is not None else
               Resolution(item=item, targets=run_targets, controller_before=controller_before))
        for eff in effects:
            if eff.if_paid and not item.paid:
                continue  # "if you paid the additional cost": it was not paid (356.4.f.1)
            got = run_effect(txn, res, eff)
            if got:
                add(credits, got)
    if is_spell:
        sp = txn.objects.get(item.ref.id)
        if sp is not None and sp.zone == "chain":
            if item.flow:  # 829.1.b.1: banished instead of going to the trash
                txn.evolve(sp.id, zone="removed", at=None)
                txn.emit("banish", target=sp.id, target_name=sp.name, sources=(item.ref,),
                         responsible=item.controller, rules=("829.1.b", "829.1.b.1"),
                         text=f"{sp.name} is banished (played for its Flow cost)")
            else:
                txn.evolve(sp.id, zone="trash", at=None)
    txn.answers = saved
    return credits


def _add_credits(credits: dict, got: dict) -> None:
    """A unit dealt damage by both executions of a repeated item keeps its first Credit: the
    same spell, the same player (428.5.c)."""
    for uid, c in got.items():
        credits.setdefault(uid, c)


def _ref_holds(txn, item: ChainItem, which: str) -> bool:
    """Whether "me" (the host, `self`) or "it" (the trigger's subject) is still that object
    on the board (124, 359.3.e.4)."""
    if which == "self":
        return txn.is_same(item.host, item.host_inc, "board")
    if which == "subject":
        return txn.is_same(item.subject, item.subject_inc, "board")
    return True


def _skip_illegal(txn, item: ChainItem, live: list, illegal: list, gone) -> tuple:
    """Do as much as you can (055, 359.3.e.5): the instructions that need an illegal target
    are skipped (359.3.e.7), with those linked to it (359.3.e.14.a) and those reading a value
    from it (359.3.e.12); the others are returned, to run. With every target illegal the item
    has a `fizzle` event saying what was skipped (SPEC section 2), else its `resolve` says it.

    `illegal`: (target id, why) of each illegal target; `gone`: set when "me" or "it" is no
    longer the object the item was about."""
    run, skipped, rules = [], [], ["359.3.e.1", "359.3.e.5"]
    n = len(live)
    for eff in item.effects:
        t = eff.target
        needs = [x for x in (t, eff.other) if x.__class__ is int and 0 < x <= n]
        by_number = any(live[x - 1] is None for x in needs)
        word = board_word(eff)
        if by_number or (word is not None and not _ref_holds(txn, item, word)):
            skipped.append(effect_words(eff))
            why = ("359.3.e.14.a" if eff.who == "target_controller"
                   else "359.3.e.12" if eff.other is not None else "359.3.e.7")
            # a delayed ability's "it" that is gone is 359.3.e.6 (below), not a target
            if why not in rules and (by_number or item.creator is None):
                rules.append(why)
        else:
            run.append(eff)
    reasons = [why for _tid, why in illegal]
    first_gone = None
    if gone is not None:
        oid = item.host if gone[0] == "self" else item.subject
        o = txn.objects.get(oid) if oid else None
        first_gone = oid
        if o is None or o.zone != "board":
            reasons.append(f"{txn.name(oid)} is no longer on the board")
        else:
            reasons.append(f"{o.name} left and came back: it is a new object")
        rules.append("359.3.e.6")
    if any("new object" in r for r in reasons):
        rules += ["124", "359.3.e.2", "359.3.e.4"]
    elif illegal:
        rules.append("359.3.e.2")
    names = "; ".join(reasons)
    what = " and ".join(skipped) or "nothing"
    verb = "are" if len(skipped) > 1 else "is"
    none_left = all(t is None for t in live)
    first = next((t for t in live if t is not None), None)
    if none_left:
        if not run:
            rules.append("359.3.e.10")
        rest = "; the rest still happens" if run else "; it does nothing"
        target = illegal[0][0] if illegal else first_gone
        txn.emit(
            "fizzle",
            target=target,
            target_name=txn.name(target) if target else None,
            sources=(item.ref,),
            responsible=item.controller,
            rules=tuple(rules),
            text=f"{item.ref.name}{' (delayed ability)' if item.creator else ''}: "
                 + (f"its target{'s are' if len(illegal) > 1 else ' is'} no longer legal ({names})"
                    if illegal else names)
                 + f"; {what} {verb} skipped{rest}",
        )
    else:
        rules.append("359.3.e.8")
        txn.emit(
            "resolve",
            target=first,
            target_name=txn.name(first),
            sources=(item.ref,),
            responsible=item.controller,
            rules=tuple(rules),
            text=f"{item.ref.name} resolves; a target is no longer legal ({names}): "
                 f"{what} {verb} skipped",
        )
    return tuple(run)

# -- moves and attachments --------------------------------------------------------------------
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
    before = might_snapshot(txn)
    txn.evolve(uid, at=dest, moves=u.moves + (1 if responsible is not None else 0))
    for eid in u.equipment:
        txn.evolve(eid, at=dest)
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
        move_triggers(txn, uid, u.at, dest)


def move_triggers(txn, uid: str, origin: str, dest: str) -> None:
    """A unit's move triggers (446.1): "when I move", and "when I move to / from a battlefield"
    as the move's destination and origin say (a base is no battlefield; a move from one
    battlefield to another is both)."""
    kinds = ("move_self",)
    if dest != "base":
        kinds += ("move_to_battlefield",)
    if origin != "base":
        kinds += ("move_from_battlefield",)
    host_triggers(txn, txn.objects[uid], kinds)


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
    txn.evolve(gid, attached_to=uid, at=u.at)
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
    txn.evolve(gid, attached_to=None)
    txn.maybe_loose = True
    txn.emit("detach", target=u.id, target_name=u.name, sources=tuple(sources),
             responsible=responsible, rules=("434", "718.3"),
             text=f"{g.name} is detached from {u.name}")
    emit_might_changes(txn, before, sources=tuple(sources))
