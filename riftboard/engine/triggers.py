"""Triggered abilities waiting to go on the chain (383.3): finding the abilities an event
triggers (death, kill, play, move, discard, combat, readying, an activated gear ability) and
queueing them on `txn.pending`; then putting them on the chain in order (`flush_pending`),
"you may" decided as they go (383.3.a). Also a turn's count of cards played (Legion).

The chain (chain.py), the Cleanup (cleanup.py), moves (moves.py) and the ops families queue
through here; nothing here resolves the chain or kills.
"""

from __future__ import annotations

from .asker import NO_PICK, Question, ask
from .board import KINDS_COUNTED, TOKEN_TAGS, holds, played_count
from .errors import IllegalAction
from .events import Ref
from .might import abilities, ability_pairs
from .state import ChainItem
from .targets import earlier_problem, legal_targets
from .values import evolve


def flush_pending(txn, first: tuple[str, ...] | None = None) -> None:
    """Put waiting triggered abilities on the chain: the turn player's first (or the players in
    the order `first` gives: the attacking player's at the start of combat, 464.2.e.1), each
    player's in the file order of their sources (383.3.d, 383.3.d.1); "you may" is decided now
    (383.3.a)."""
    if not txn.pending:
        return
    while txn.pending:  # a triggered ability that chose targets may queue Targeting Effects
        pending, txn.pending = txn.pending, []
        count_triggers(txn, pending)
        if len(pending) > 1:  # one waiting ability (the usual case) needs no ordering
            _sort_pending(txn, pending, first or txn.turn_order())
        for it in pending:
            _finalize_trigger(txn, it)


#: The most abilities that may trigger in one step. The rules have no end for an ability that
#: triggers itself again (a unit that, when it takes damage, heals and deals itself 1): without a
#: bound such a step ran until memory ran out. Every resolution after the step's own spell or
#: ability comes from a trigger, so this bounds the step's resolutions too. A legal step on the
#: largest board (1,000 objects) may trigger each object's ability about twice.
MAX_TRIGGERS = 2_000


def count_triggers(txn, pending: list) -> None:
    """Count the abilities about to go on the chain; past MAX_TRIGGERS in one step the step is
    illegal, naming the ability that triggered most often (the one that loops)."""
    counts = txn.triggered
    if counts is None:
        counts = txn.triggered = {}
    for it in pending:
        key = it.ref.id
        seen = counts.get(key)
        counts[key] = (seen[0] + 1, seen[1]) if seen else (1, it)
    txn.triggered_total += len(pending)
    if txn.triggered_total > MAX_TRIGGERS:
        times, it = max(counts.values(), key=lambda seen: seen[0])
        label = f"{it.ref.name}'s {'delayed ' if it.creator else ''}ability"
        raise IllegalAction(
            f"{label} triggered {times:,} times in this step: it keeps triggering itself again, "
            f"a loop with no end (riftboard stops a step after {MAX_TRIGGERS:,} triggered "
            "abilities); the step is refused and nothing changed")


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
    if ability is not None and ability.once_per_turn and not _first_this_turn(txn, it):
        return  # "once each turn": it has triggered already this turn
    if ability is not None and ability.first_each_turn and not _first_time(txn, it):
        return  # "the first time ... each turn": it has triggered this turn already (383.1.b)
    if ability is not None and ability.may and not may_answer(
            txn, answers, it.controller, ability.summary or "you may", it.ref):
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
        targets = _trigger_targets(txn, it, ability, answers)
        if targets is None:
            return  # cannot be put on the chain without a target
    if ability is not None and (ability.energy or ability.power):
        _pay_trigger_cost(txn, it, ability)
    creator = it.creator
    it = evolve(it, effects=ability.effects if ability is not None else ab,
                targets=targets, answers=answers, step=txn.step,
                target_incs=txn.incs(targets) if targets else ())
    subject = it.subject
    subject_name = txn.name(subject)
    what = ""
    waits = ability.trigger if ability is not None else None
    if creator is not None:
        waits = it.waits
    if waits in PHASE_WORDS or it.ref.keyword == "temporary":
        what = PHASE_WORDS.get(waits, PHASE_WORDS["temporary"]).format(
            player=txn.pname(it.controller), subject=subject_name)
    elif creator is not None and subject and waits in _DELAYED_WORDS:
        what = f": {subject_name} {_DELAYED_WORDS[waits]}"
    elif ability is not None and ability.trigger in _TRIGGER_WORDS:
        what = _TRIGGER_WORDS[ability.trigger](txn, it, subject_name)
    txn.emit(
        "trigger",
        target=subject or (targets[0] if targets else None),
        target_name=subject_name if subject else None,
        sources=(it.ref,),
        responsible=it.controller,
        rules=("383.3", "390.2", "392") if creator is not None else (
            ("383.3", "383.1.b") if ability is not None and ability.first_each_turn
            else ("383.3",)),
        text=f"{it.ref.name}'s {'delayed ' if creator else ''}ability triggers{what}"
             + (" (the first time this turn)" if ability is not None and ability.first_each_turn
                and creator is None else ""),
    )
    txn.chain = txn.chain + (it,)
    if targets:
        targeting_triggers(txn, it.controller, targets)  # 383.4.b.2: above this ability


def _first_time(txn, it: ChainItem) -> bool:
    """Whether a "the first time ... each turn" ability triggers now (383.1.b): not if it has
    this turn already, on the same object (a card that changed zones is a new object, 124);
    met several times at once, it triggers once (the first to be put on the chain). Counting
    starts when its object can hear the trigger."""
    host = txn.objects.get(it.host) if it.host else None
    key = f"{it.ref.id}@{host.inc if host is not None else ''}"
    if key in txn.first_times:
        return False
    txn.first_times = txn.first_times + (key,)
    return True


def _pay_trigger_cost(txn, it: ChainItem, ability) -> None:
    """The Energy and Power a triggered ability's "you may pay ..." asks: its base cost, paid
    to finalize it on the chain once its controller said yes (383.3.b, 383.3.b.1), as a card's
    cost is (357; strict mode only). A yes that cannot be paid refuses the step (358.2)."""
    from . import turns  # turns imports this module

    granted = txn.objects.get(it.granted_by) if it.granted_by else None
    host = granted or (txn.objects.get(it.host) if it.host else None)
    label = f"{it.ref.name}'s ability {it.ref.ability}" if it.ref.ability else it.ref.name
    try:
        # the step's `pay` names the acting player's runes for the step's own costs; a
        # triggered ability's controller pays from their pool, then their runes in file order
        turns.pay_ability(txn, it.controller, ability, host.card if host else None, None,
                          label, ("383.3.b", "383.3.b.1"), it.ref)
    except IllegalAction as e:
        raise IllegalAction(f"{e}; its \"you may pay\" is paid as it goes on the chain "
                            f"(383.3.b.1): answer no (`may = false`) to decline it") from None


def _trigger_targets(txn, it: ChainItem, ability, answers) -> tuple[str, ...] | None:

    """The targets of a triggered ability as it goes on the chain: the step's picks when legal,
    else the first legal choice; None when a target it needs has no legal choice. (A function
    apart from _finalize_trigger: its comprehensions make no closure there.)"""
    host = txn.objects.get(it.host) if it.host else None
    chosen = []
    for spec in ability.targets:
        legal = [o.id for o in legal_targets(txn, spec, it.controller, host) if o.id not in chosen
                 and earlier_problem(txn, spec, o, chosen) is None]
        if it.face_down and host is not None and spec.where != "base" \
                and spec.require != "elsewhere":
            # a Play Effect of a card played from face down chooses among the objects at its
            # battlefield, unless its own restriction rules them all out (811.1.d.2): the one
            # it was played at, even if the Cleanup has recalled the gear since (323.7)
            hidden_at = it.at if it.at is not None else host.at
            legal = [i for i in legal if _location(txn, i) == hidden_at]
        if not legal:
            if spec.optional:
                break  # "up to one": none to choose, the rest of the ability still happens
            return None
        picks = answers.choices_for(it.controller) if answers else ()
        pick = next((p for p in picks if p in legal and p not in chosen), None)
        # "up to" (an optional target): the player may take none, even with one to take;
        # the step says so with NO_PICK among its `choose` answers
        declined = spec.optional and pick is None and NO_PICK in picks
        if len(legal) > 1 or spec.optional:  # a choice to make: the app asks it then
            options = tuple((i, txn.name(i)) for i in legal)
            if spec.optional:
                options += ((NO_PICK, "none (up to)"),)
            pick = ask(txn, answers, Question(
                kind="choose", player=it.controller, source=it.ref,
                words=f"{ability.summary or it.ref.name}: a target ({spec.describe()})",
                options=options, default=NO_PICK if declined else pick or legal[0],
                given=pick is not None or declined))
            if pick == NO_PICK and spec.optional:
                break  # the rest are optional too (they come last): none of them is taken
            if pick not in legal:
                raise IllegalAction(f"{it.ref.name}: {txn.name(pick)} is not a legal target "
                                    f"({spec.describe()})")
        chosen.append(pick or legal[0])
    return tuple(chosen)


def _location(txn, oid: str) -> str | None:
    """Where an object is; a battlefield is at itself."""
    o = txn.objects[oid]
    return o.id if o.kind == "battlefield" else o.at


#: what happened to the unit a delayed ability triggers for, by what it waits for
_DELAYED_WORDS = {"die": "died this turn", "take_damage": "took damage this turn",
                  "win_combat": "won a combat this turn", "conquer_self": "conquered"}


def waits_for_death(txn, item: ChainItem) -> bool:
    """Whether `item` is a delayed ability that waited for a unit to die: the unit it is about
    is gone by then, which takes nothing from it (its instructions do not act on it)."""
    return item.creator is not None and item.waits == "die"


def _first_this_turn(txn, it: ChainItem) -> bool:
    """A "once each turn" ability triggering: whether it is the first time this turn for the
    object that has it (a new object, 124, starts afresh); if so, that is recorded."""
    host = txn.objects.get(it.host) if it.host else None
    n = it.ref.ability
    if host is None or n is None or host.inc != it.host_inc:
        return True
    if n in host.once_fired:
        return False
    txn.evolve(host.id, once_fired=host.once_fired + (n,))
    return True


def _trigger_condition(txn, it: ChainItem, ability) -> bool:
    """A triggered ability's condition ("when you play your second card", "when ..., if ..."),
    read when it would go on the chain, about the object that has it (board.CONDITIONS)."""
    host = txn.objects.get(it.host) if it.host else None
    n = txn.played_this_turn[txn.players.index(it.controller)]
    return holds(txn, ability.cond, it.controller, host, n, ability.at_least, ability.tag)


#: how a trigger at a point of the turn reads in the timeline (engine/phases.py)
def _attacks_or_defends(txn, it: ChainItem, _subject: str) -> str:
    side = "attacks" if it.host in (txn.combat.attackers if txn.combat else ()) else "defends"
    return f": {txn.name(it.host)} {side}"


#: trigger -> what the `trigger` event says happened (after the ability's name)
_TRIGGER_WORDS = {
    "take_damage": lambda txn, it, subject: f": {subject} took damage",
    "attack": _attacks_or_defends,
    "defend": _attacks_or_defends,
    "attack_or_defend": _attacks_or_defends,
    "kill_with_spell": lambda txn, it, subject: (
        f": {txn.pname(it.controller)} killed a unit with a spell"),
    "play_self": lambda txn, it, subject: f": {txn.name(it.host)} was played",
    "play_self_face_down": lambda txn, it, subject: (
        f": {txn.name(it.host)} was played from face down"),
    "play_self_legion": lambda txn, it, subject: (
        f": {txn.name(it.host)} was played after another card this turn (Legion)"),
    "play_card": lambda txn, it, subject: f": {subject} was played",
    "you_play_card": lambda txn, it, subject: f": {subject} was played",
    "you_play_unit_enters": lambda txn, it, subject: f": {subject} was played and entered",
    "you_spend_buff": lambda txn, it, subject: f": {subject}'s buff was spent",
    "friendly_fights_alone": lambda txn, it, subject: (
        f": {subject} {'attacks' if it.subject in txn.combat.attackers else 'defends'} alone"),
    "you_play_face_down": lambda txn, it, subject: f": {subject} was played from face down",
    "enemy_attacks_yours": lambda txn, it, subject: f": {subject} attacks",
    "you_stun_enemies": lambda txn, it, subject: (
        f": {txn.pname(it.controller)} stunned one or more enemy units"),
    "you_activate_ability": lambda txn, it, subject: (
        f": {txn.pname(it.controller)} used an ability of {subject}"),
    "you_activate_gear": lambda txn, it, subject: (
        f": {txn.pname(it.controller)} used an ability of {subject}"),
    "move_self": lambda txn, it, subject: f": {txn.name(it.host)} moved",
    "move_to_battlefield": lambda txn, it, subject: f": {txn.name(it.host)} moved",
    "move_from_battlefield": lambda txn, it, subject: f": {txn.name(it.host)} moved",
    "friendly_die": lambda txn, it, subject: f": {subject} died",
    "you_discard": lambda txn, it, subject: f": {txn.pname(it.controller)} discarded",
    "become_empowered": lambda txn, it, subject: f": {txn.name(it.host)} became Empowered",
    "become_ready": lambda txn, it, subject: f": {txn.name(it.host)} became ready",
    "combat_ends_self": lambda txn, it, subject: (
        f": a combat {txn.name(it.host)} was in ended"),
    "you_choose_me": lambda txn, it, subject: (
        f": {txn.pname(it.controller)} chose {txn.name(it.host)} (383.4.b)"),
    "you_choose_friendly": lambda txn, it, subject: (
        f": {txn.pname(it.controller)} chose {subject} (383.4.b)"),
    "you_ready_me": lambda txn, it, subject: f": {txn.name(it.host)} was readied",
    "you_choose_me_with_spell": lambda txn, it, subject: (
        f": {txn.pname(it.controller)} chose {txn.name(it.host)} with a spell (383.4.b)"),
}


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
    n = it.ref.ability  # its number on its host (HOST#N)
    if n is None:
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
        ref=Ref.of_ability(o.id, n, o.name, controller, granted_by=eid),
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


def _death_abilities(txn, unit) -> list:
    """(number, ability, granted by) of a unit's "when I die" abilities, from its text as it
    is (or was) on the board, the text its Equipment gives it included (718.3)."""
    if unit.equipment:  # `unit` is the object as it was: its Equipment still listed
        return [(n, ab, eid) for n, (ab, eid) in enumerate(abilities(txn, unit), start=1)
                if ab.kind == "triggered" and ab.trigger == "die" and ab.zone == "board"]
    if unit.card is not None:
        return [(n, ab, None) for n, ab in unit.card.own_triggers("die", "board")]
    return []


def death_conditions(txn, unit) -> frozenset:
    """The numbers of `unit`'s "when I die" abilities whose condition holds now, read while it
    and every unit dying with it are still on the board (428.1.a.1.b): "if I didn't die alone"
    counts the friendly units killed at the same time (Loyal Poro; 808.1.d)."""
    return frozenset(n for n, ab, _eid in _death_abilities(txn, unit)
                     if ab.cond is not None and _died_condition(txn, unit, ab))


def death_triggers(txn, unit, again: int = 0, held: frozenset | None = None) -> None:
    """A unit's "when I die" abilities (Deathknell, 808.1.d), queued as it dies, from what it
    was on the board (428.1.a.1.b): its controller then, the object it was (124), and its text
    then, the text its Equipment gave it included (718.3: Sacred Shears), and the delayed
    abilities waiting for it to die this turn (390.2: Deadly Flourish). `again`: each one
    triggers that many more times, each its own item on the chain (Karthus, Eternal). `held`:
    the abilities whose condition held as the kill began (death_conditions); without it, each
    condition is read now."""
    delayed_triggers(txn, "die", unit)
    for n, ab, eid in _death_abilities(txn, unit):
        if ab.cond is not None and not (n in held if held is not None
                                        else _died_condition(txn, unit, ab)):
            continue  # "when I die while Empowered": read on the unit as it was (808.1.d)
        ref = Ref.of_ability(unit.id, n, unit.name, unit.controller, granted_by=eid)
        item = ChainItem(ref=ref, controller=unit.controller, kind="trigger", host=unit.id,
                         effects=ab.effects, step=txn.step, subject=unit.id, host_inc=unit.inc,
                         subject_inc=unit.inc, granted_by=eid, at=unit.at)
        txn.pending.extend([item] * (1 + again))


def _died_condition(txn, unit, ab) -> bool:
    """A "when I die" ability's condition, read on the unit as it was on the board: its status
    then (Empowered, 827.1), not the card's in the trash (808.1.d, 428.1.a.1.b)."""
    n = txn.played_this_turn[txn.players.index(unit.controller)]
    return holds(txn, ab.cond, unit.controller, unit, n, ab.at_least, ab.tag)


def friendly_death_triggers(txn, dead) -> None:
    """"When another friendly unit dies" abilities (Spectral Centaur, Vanguard Helm, Viktor,
    Leader) of the objects still on the board once `dead` (the units as they were on the board)
    have left it: one that died at the same time does not see the others (383.2.c.2). An
    ability's `require` is read on the dead unit as it was (a buff, a Recruit)."""
    objects = txn.objects
    for o in on_board_with(txn, "friendly_die"):
        mine = o.card.triggers[("friendly_die", "board")]
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
                    ref=Ref.of_ability(o.id, n, o.name, o.controller),
                    controller=o.controller, kind="trigger", host=o.id, effects=ab.effects,
                    step=txn.step, host_inc=o.inc, subject=d.id,
                    subject_inc=objects[d.id].inc if d.id in objects else None))


def discard_triggers(txn, player: str) -> None:
    """"When you discard one or more cards" abilities of `player`'s board objects, once per
    discard action (422.1.b)."""
    for o in on_board_with(txn, "you_discard"):
        if o.controller == player:
            host_triggers(txn, o, "you_discard")


def combat_triggers(txn, attackers, defenders) -> None:
    """Attack and defend triggers of units that gained a designation (383.4.e, 383.4.f); then,
    for a unit that attacks or defends alone (no other unit of its controller there, 002), its
    controller's "when a friendly unit attacks or defends alone" abilities (Mask of
    Foresight)."""
    st = txn
    for group, kinds in ((attackers, ("attack", "attack_or_defend")), (defenders, ("defend", "attack_or_defend"))):
        for uid in group:
            u = txn.objects[uid]
            for n, (ab, eid) in enumerate(abilities(st, u), start=1):
                if ab.kind == "triggered" and ab.trigger in kinds:
                    txn.pending.append(_trigger_item(txn, u, n, ab, eid, u.controller))
    for group in (attackers, defenders):
        for uid in group:
            u = txn.objects[uid]
            if holds(txn, "alone", u.controller, u):
                controller_triggers(txn, u.controller, "friendly_fights_alone", subject=uid)
    attacked_triggers(txn, attackers)


def host_triggers(txn, o, trigger: str | tuple[str, ...], subject: str | None = None,
                  paid: bool = False, token: bool = False, face_down: bool = False,
                  moved_from: str | None = None, controller: str | None = None) -> None:
    """Queue the board abilities of `o` (own text and granted) waiting for `trigger` (or for any
    of several, in the order of its text); one that says "if you paid the additional cost" only
    when `paid` (356.4.f.1). `token`: the play heard is a token's, which is a play but not a
    card (350.2), so only an ability waiting for a kind of object ("a unit") hears it.
    `face_down`: Play Effects of a permanent played from face down (811.1.d.2). `moved_from`:
    a move's origin, the "there" of a "when I move" ability (Lillia, Fae Fawn). `controller`:
    the player the ability belongs to, when its text names one other than `o`'s controller."""
    kinds = (trigger,) if trigger.__class__ is str else trigger
    for n, (ab, eid) in enumerate(abilities(txn, o), start=1):
        if ab.kind == "triggered" and ab.trigger in kinds and ab.zone == "board" and (
                paid or not ab.if_paid):
            if (ab.played is not None or ab.played_power is not None) \
                    and not _played_fits(ab, txn.objects[subject]):
                continue  # "when you play a spell (that costs 5 or more)": not this card
            if token and ab.played is None:
                continue  # "when you play a card": a token is not one (350.2)
            item = _trigger_item(txn, o, n, ab, eid, controller or o.controller, subject)
            if paid:  # its instructions that say "if you paid" (or "instead") read it (356.4.f.1)
                item = evolve(item, paid=True)
            if moved_from is not None:
                item = evolve(item, moved_from=moved_from)
            # from face down: where it entered, the battlefield it was hidden at, is kept, for a
            # gear the Cleanup recalls before its Play Effect chooses (323.7, 811.1.d.2)
            txn.pending.append(evolve(item, face_down=True, at=o.at) if face_down else item)


def _played_fits(ab, card_obj) -> bool:
    """Whether the card played is of the kind (and the printed Energy cost) an ability waits
    for."""
    if ab.played == "token_unit":  # only a unit token played (350.2)
        # with `played_tag`, only a token of that kind ("your Sand Soldiers": its name, 187)
        return card_obj.kind == "unit" and card_obj.token and (
            ab.played_tag is None or ab.played_tag == card_obj.name)
    if ab.played_power is not None and (
            card_obj.card is None or (card_obj.card.power or 0) < ab.played_power):
        return False  # "a card with Power cost 2 or more": printed Power (a token has none)
    if ab.played is None:
        return True  # any kind of card
    if ab.played == "gear_card":  # "a non-token gear": a gear card, not a token (350.2)
        return card_obj.kind == "gear" and not card_obj.token
    if card_obj.kind != ab.played:
        return False
    if ab.played_tag is not None and ab.played_tag not in _played_tags(card_obj):
        return False  # "when you play a Dragon": not this card
    if ab.played_might is not None and (card_obj.card is None
                                        or (card_obj.card.might or 0) < ab.played_might):
        return False  # "when you play a Mighty unit": its printed Might is short (143.2)
    need = ab.played_energy
    return need is None or (card_obj.card is not None and (card_obj.card.energy or 0) >= need)


def _played_tags(card_obj) -> tuple[str, ...]:
    """The tags of a card or token being played: its card's, or for a token made without a card
    its kind's (a Mech token is a Mech, TOKEN_TAGS; 187)."""
    if card_obj.card is not None:
        return card_obj.card.tags
    return TOKEN_TAGS.get(card_obj.name, ()) if card_obj.token else ()


def record_played(txn, player: str, card_obj, token: bool) -> None:
    """`player` has played `card_obj`: one more of its kind this turn (GameState.kinds_played,
    emptied with the turn; board.played_count reads it: Swain, Visionary; Jayce). A token is
    no card (350.2)."""
    kind = card_obj.kind
    if not token and kind in KINDS_COUNTED:
        _set_played(txn, player, kind, played_count(txn, player, kind) + 1)


def unrecord_played(txn, player: str, kind: str) -> None:
    """A countered card the ruleset says was not played (its 425.1.b): one card of its kind
    fewer (ops/counter.py, beside the count of cards played)."""
    _set_played(txn, player, kind, played_count(txn, player, kind) - 1)


def _set_played(txn, player: str, kind: str, n: int) -> None:
    k = len(KINDS_COUNTED)
    counts = list(txn.kinds_played or (0,) * (k * len(txn.players)))
    counts[txn.players.index(player) * k + KINDS_COUNTED.index(kind)] = max(n, 0)
    txn.kinds_played = tuple(counts)


def play_triggers(txn, player: str, played: str, token: bool = False,
                  elsewhere: bool = False) -> None:
    """"When a player plays a card" (either player's) and "when you play a card" (another card
    of its controller) abilities on the board, in file order (383.4.a.4: not Play Effects).
    `token`: a token was played, which hears only "when you play a unit (a gear)" (350.2).
    `elsewhere`: the card was played from another zone than its player's hand (the trash, the
    Champion Zone): "when you play a card from anywhere but your hand" hears it too."""
    objects = txn.objects
    record_played(txn, player, objects[played], token)  # "if you've played a unit, ..." (Swain)
    # only a card that hears plays (a fact of its definition), or one that may be granted such
    # an ability by its Equipment: the state's index of them (GameState.hears_plays)
    for i in txn.hears_plays:
        if i == played:
            continue
        o = objects[i]
        host_triggers(txn, o, "play_card", subject=played, token=token)
        if o.kind == "battlefield":  # "when a player plays ..., they ...": that player's
            host_triggers(txn, o, "player_plays_card", subject=played, token=token,
                          controller=player)
        if o.controller == player:
            host_triggers(txn, o, "you_play_card", subject=played, token=token)
        elif o.kind != "battlefield" and o.controller is not None:  # Vex, Apathetic
            host_triggers(txn, o, "opponent_plays_card", subject=played, token=token)
    if elsewhere and not token:
        controller_triggers(txn, player, "you_play_not_from_hand", subject=played)


def face_down_played(txn, player: str, played: str) -> None:
    """`player` played the card `played` from face down (811.1.c.3): their "when you play a
    card from Hidden" abilities trigger (Ember Monk), besides the usual play triggers."""
    controller_triggers(txn, player, "you_play_face_down", subject=played)


def card_played(txn, player: str, played: str) -> None:
    """`player` played the card `played` from the trash by an ability (Immortal Phoenix), not by
    a step's play: a play all the same (350.2), so it counts as a card played this turn (Legion,
    812.1.c) and "when ... play" abilities trigger, as for a card played from the hand."""
    count_play(txn, player)
    play_triggers(txn, player, played, elsewhere=True)
    if txn.objects[played].kind == "unit":
        unit_played_here(txn, player, played)


def token_played(txn, player: str, token: str) -> None:
    """`player` played the token `token` ("play a ... token"): tokens are played though they are
    not cards (350.2), so "when you play a unit (a gear)" abilities trigger, while "when you play
    a card" ones and the count of cards played this turn (Legion) do not."""
    play_triggers(txn, player, token, token=True)
    if txn.objects[token].kind == "unit":
        unit_played_entered(txn, player, token)


def unit_played_entered(txn, player: str, uid: str) -> None:
    """`player`'s unit `uid`, played (a card, or a unit token), has just entered the board and
    its own Play Effects have triggered (383.4.a.2): their "when a unit you play enters"
    abilities (Forecaster's "your Mechs have Vision") trigger now, `uid` itself excepted."""
    controller_triggers(txn, player, "you_play_unit_enters", subject=uid, skip=uid)
    unit_played_here(txn, player, uid)


def unit_played_here(txn, player: str, uid: str) -> None:
    """`player`'s unit `uid`, played, has entered the board: "when a friendly unit is played"
    abilities of theirs, and the delayed ones they created this turn (Rally the Troops, 390.2),
    trigger; and at a battlefield, its "when a player plays a unit here" abilities, as that
    player's (190.6.a; Valley of Idols); the unit is the `subject`."""
    u = txn.objects[uid]
    controller_triggers(txn, player, "friendly_unit_played", subject=uid)
    if txn.delayed:
        delayed_triggers(txn, "friendly_unit_played", u, controller=player)
    bf = txn.objects.get(u.at) if u.at not in (None, "base") else None
    if bf is not None and bf.kind == "battlefield":
        battlefield_triggers(txn, bf, "unit_played_here", subject=uid, controller=player)


def activate_triggers(txn, player: str, gear: str) -> None:
    """"When you use an activated ability of a gear" abilities of `player`'s board objects, once
    that ability is on the chain (a triggered ability, 383.3). Only a card that hears it is
    looked at."""
    for o in on_board_with(txn, "you_activate_gear"):
        if o.controller == player:
            host_triggers(txn, o, "you_activate_gear", subject=gear)


def may_answer(txn, answers, player: str, words: str = "you may", source=None) -> bool:
    """A player's answer to a "you may" that comes up now: the step's Asker's (the app asks
    then), else SPEC section 2's `may`: true/false, by player, or per player a list of answers
    in the order asked (true once it runs out). `words`: what it offers, `source`: who offers."""
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
    scripted = answers.may_for(player, n)
    given = answers.may is False or (not isinstance(answers.may, bool) and any(
        pid == player for pid, _v in answers.may))
    return bool(ask(txn, answers, Question(kind="may", player=player, words=words,
                                           source=source, default=scripted, given=given)))


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


def move_triggers(txn, uid: str, origin: str, dest: str) -> None:
    """A unit's move triggers (446.1): "when I move", and "when I move to / from a battlefield"
    as the move's destination and origin say (a base is no battlefield; a move from one
    battlefield to another is both)."""
    kinds = ("move_self",)
    if dest != "base":
        kinds += ("move_to_battlefield",)
    if origin != "base":
        kinds += ("move_from_battlefield",)
    host_triggers(txn, txn.objects[uid], kinds, moved_from=origin)
    if origin != "base" and origin in txn.objects:  # the battlefield it left (Back-Alley Bar)
        battlefield_triggers(txn, txn.objects[origin], "unit_moves_from_here", subject=uid)
    from .ops.cardsO_words import friendly_moves_from_here  # the ops package imports this one
    friendly_moves_from_here(txn, uid, origin)  # "when a friendly unit moves from my location"


def buff_spent(txn, player: str, uid: str) -> None:
    """`player` spent the buff of `uid` (143.2: as a cost, or by an instruction): their "when
    you spend a buff" abilities trigger (Fae Dragon), the unit being the `subject`."""
    controller_triggers(txn, player, "you_spend_buff", subject=uid)


def readied(txn, player: str, ids) -> None:
    """`player` readied these permanents (an effect, or the turn's own readying): the "when you
    ready a friendly unit" abilities of `player`'s permanents trigger for each unit among them
    (Pirate's Haven), and "when I become ready" abilities of the units readied, whoever readied
    them (415.1). The caller resolves them."""
    objects = txn.objects
    for i in ids:
        o = objects[i]
        if o.kind == "unit" and (o.equipment or (
                o.card is not None and o.card.triggers.get(("become_ready", "board")))):
            host_triggers(txn, o, "become_ready")
    units = [i for i in ids if objects[i].kind == "unit" and objects[i].controller == player]
    if not units:
        return
    for o in on_board_with(txn, "you_ready_friendly"):
        if o.controller == player and o.kind in ("unit", "gear"):
            for uid in units:
                host_triggers(txn, o, "you_ready_friendly", subject=uid)
    for uid in units:  # "when you ready me" (Irelia, Fervent)
        host_triggers(txn, objects[uid], "you_ready_me")


def targeting_triggers(txn, player: str, targets, spell: bool = False) -> None:
    """Targeting Effects (383.4.b): once a spell or ability of `player` that chose targets is
    finalized, each unit of `player`'s among them hears "when you choose me", and `player`'s
    permanents and legend hear "when you choose a friendly unit" once for each such unit (it is
    the `subject`). "Choose" there means targeted (383.4.b.3); they go on the chain above the
    spell or ability that chose (383.4.b.2). A unit of another player, or one chosen by an
    opponent, hears nothing. `spell`: the targets are a spell's, which "when you choose me with
    a spell" hears too."""
    objects = txn.objects
    friendly = []  # the ids of `player`'s units among them; one chosen twice (a Repeat) once
    enemy = False
    for uid in dict.fromkeys(targets):
        o = objects.get(uid)
        if o is not None and o.zone == "board" and o.kind == "unit":
            if o.controller == player:
                friendly.append(uid)
            else:
                enemy = True
    if enemy:  # "if you've chosen an enemy unit this turn": known before these triggers are heard
        chose_enemy = f"chose_enemy:{player}"
        if chose_enemy not in txn.first_times:
            txn.first_times = txn.first_times + (chose_enemy,)
    heard = ("you_choose_me", "you_choose_me_with_spell") if spell else ("you_choose_me",)
    for uid in friendly:
        o = objects[uid]
        # its own text, or an ability its Equipment grants, may hear it
        if o.equipment or (o.card is not None and not o.card.board_hooks.isdisjoint(heard)):
            host_triggers(txn, o, heard)
        controller_triggers(txn, player, "you_choose_friendly", subject=uid)
        bf = objects.get(o.at) if spell and o.at not in (None, "base") else None
        if bf is not None:  # "a player chooses a friendly unit here with a spell": theirs
            battlefield_triggers(txn, bf, "player_chooses_own_unit_here_with_spell",
                                 subject=uid, controller=player)


def on_board_with(txn, hook: str) -> list:
    """The objects on the board (not the Legend Zone) whose card has `hook` among its
    `board_hooks`, in file order: found through the state's index (GameState.hooks)."""
    objects = txn.objects
    return [o for i in txn.hooks.get(hook, ()) if (o := objects[i]).zone == "board"]


def _yours_with(txn, player: str, hook: str) -> list:
    """`player`'s permanents and their legend (107.4: the Legend Zone is on the Board) whose
    card has `hook`, in file order (GameState.hooks)."""
    ids = txn.hooks.get(hook, ())
    if not ids:
        return []
    game = txn.game
    legend = game.sides[txn.players.index(player)].legend if game is not None else None
    objects = txn.objects
    return [o for i in ids if ((o := objects[i]).zone == "board" or i == legend)
            and o.controller == player]


def controller_triggers(txn, player: str, trigger: str, subject: str | None = None,
                        skip: str | None = None) -> None:
    """"When you ..." abilities waiting for `trigger` on the permanents `player` controls and on
    their legend (107.4: the Legend Zone is on the Board), in file order, `skip` excepted
    ("something else"). Only a card with such an ability is looked at."""
    for o in _yours_with(txn, player, trigger):
        if o.id != skip:
            host_triggers(txn, o, trigger, subject=subject)


def enemy_death_triggers(txn, dead) -> None:
    """"When one or more enemy units die" abilities (Sivir's legend): once for each batch of
    deaths (a Cleanup, a kill instruction) in which a unit of another player died, for each
    player, on their permanents still on the board and their legend (383.2.c.2)."""
    for player in txn.players:
        if any(d.kind == "unit" and d.controller != player for d in dead):
            controller_triggers(txn, player, "enemy_units_die")
    enemy_here_death_triggers(txn, dead)


def delayed_triggers(txn, trigger: str, unit, controller: str | None = None) -> None:
    """Queue the delayed abilities waiting for `trigger` to happen to `unit` this turn (390.2,
    391): those waiting for every unit, and those waiting for that very object (124: not a new
    one with its id). `unit` is the object as it was when it happened (a unit that died: as it
    was on the board, 428.1.a.1.b). "The next time" ones are used up now. `controller`: only
    those of that player ("a friendly unit")."""
    for d in txn.delayed:
        if d.trigger != trigger or (controller is not None and d.controller != controller):
            continue
        if d.only is not None and (d.only != unit.id or d.only_inc != unit.inc):
            continue
        if d.once:
            txn.delayed = tuple(x for x in txn.delayed if x is not d)
        txn.pending.append(ChainItem(ref=d.ref, controller=d.controller, kind="trigger",
                                     host=d.ref.host, effects=d.effects, step=txn.step,
                                     creator=d.creator, waits=d.trigger, subject=unit.id,
                                     subject_inc=unit.inc,
                                     at=unit.at if trigger == "die" else None))


def battlefield_triggers(txn, bf, trigger: str, subject: str | None = None,
                         controller: str | None = None) -> None:
    """A battlefield's abilities that wait for something any player does or any player's turn
    brings ("each player's Beginning Phase", "a unit moves from here"): its controller's, or the
    turn player's while nobody controls it (190.6.b); `controller`: the player its text names
    ("that player", 190.6.a)."""
    if bf.card is None or (trigger, "board") not in bf.card.triggers:
        return
    controller = controller or bf.controller or txn.turn_player
    for n, (ab, eid) in enumerate(abilities(txn, bf), start=1):
        if ab.kind == "triggered" and ab.trigger == trigger and ab.zone == "board":
            txn.pending.append(_trigger_item(txn, bf, n, ab, eid, controller, subject))


def costly_activation_triggers(txn, player: str, host: str, energy: int) -> None:
    """"When you use an activated ability with an Energy cost of N or more" (Nasus, Curator of
    the Sands): `player` used an activated ability of `host` whose printed Energy cost is
    `energy`; the `you_activate_ability` abilities of their permanents and legend whose
    `played_energy` it reaches trigger, once it is on the chain (383.3, 107.4)."""
    for o in _yours_with(txn, player, "you_activate_ability"):
        for n, (ab, eid) in enumerate(abilities(txn, o), start=1):
            if (ab.kind == "triggered" and ab.trigger == "you_activate_ability"
                    and ab.zone == "board" and energy >= (ab.played_energy or 0)):
                txn.pending.append(_trigger_item(txn, o, n, ab, eid, o.controller, host))


def attacked_triggers(txn, attackers) -> None:
    """"When an enemy unit attacks a battlefield you control" (Ahri, Nine-Tailed Fox): for each
    unit that became an attacker (383.4.e), the abilities of the player who controls its
    battlefield, if that is another player, trigger once, the attacker being the `subject`."""
    objects = txn.objects
    for uid in attackers:
        u = objects[uid]
        bf = objects.get(u.at) if u.at not in (None, "base") else None
        if bf is not None and bf.controller is not None and bf.controller != u.controller:
            controller_triggers(txn, bf.controller, "enemy_attacks_yours", subject=uid)


def stun_batch_triggers(txn, res, eff, player: str) -> None:
    """"When you stun one or more enemy units" (Leona, Radiant Dawn): the first enemy unit one
    instruction stuns (a `stun`, or the whole group of a `stun_each`) triggers `player`'s
    `you_stun_enemies` abilities, on their permanents and legend; the others stunned by the same
    instruction do not trigger them again (423.1)."""
    if any(r is res and e is eff for r, e in txn.stun_batches):
        return
    txn.stun_batches.append((res, eff))
    controller_triggers(txn, player, "you_stun_enemies")


def enemy_here_death_triggers(txn, dead) -> None:
    """"When an enemy unit here dies" abilities (Nasus, Guardian of Knowledge): a permanent at a
    battlefield hears the batch of deaths once if a unit of another player died at that
    battlefield (383.2.c.2); a base is nobody's "here" for another player's unit."""
    objects = txn.objects
    for o in sorted((objects[i] for i in txn.board_ids), key=lambda x: x.order):
        if o.card is None or ("enemy_unit_dies_here", "board") not in o.card.triggers:
            continue
        if o.at is None or o.at == "base":
            continue
        if any(d.kind == "unit" and d.controller != o.controller and d.at == o.at for d in dead):
            host_triggers(txn, o, "enemy_unit_dies_here")


def banish_own_triggers(txn, player: str, oid: str | None) -> None:
    """"When you banish a card you own" abilities of `player`'s permanents and legend (427.1;
    Zed, Master of Shadows): `player` banished the object `oid`, which they own and which is a
    card, not a token (186.1). Called as each banish event is recorded (Txn.emit)."""
    o = txn.objects.get(oid) if oid is not None else None
    if o is None or o.token or o.owner != player:
        return
    controller_triggers(txn, player, "you_banish_own", subject=oid)
