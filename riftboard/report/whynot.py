""""Why not?": what did not happen in a step, and why (issue 28, item 3).

For the step of a timeline row: each triggered ability that was on the board (or in a trash it
works from) and did not trigger, with the reason (nothing it waits for happened in the step, or
it happened and the ability's own condition did not hold); each kill whose "with" conditions
(411.6) did not hold for a player, and why; each spell or ability whose targets had become
illegal (it fizzled, 359.3.e), and each "you may" that was declined (383.3.a.2). Built from the
card definitions, the step's events and the conditions the history recorded; no replay."""

from __future__ import annotations

from riftboard.engine import TRIGGERS, abilities

from .words import event_text, player_label, ref_label


def _played(e, obj) -> bool:
    return e.kind == "play" and bool(e.sources) and e.sources[0].id == obj.id


def _controller(obj) -> str | None:
    return obj.owner if obj.zone == "trash" else obj.controller


def _moved(e, obj) -> bool:
    return e.kind == "move" and e.target == obj.id and bool(e.sources)  # a sandbox move has none


def _combat_here(e, obj, attacking: bool | None) -> bool:
    if e.kind != "combat_start" or e.target != obj.at:
        return False
    if attacking is None:
        return True
    return (e.responsible == obj.controller) == attacking


#: trigger -> whether an event of the step is what it waits for (about the object `obj` that has
#: the ability, as it was before the step). A trigger missing here is explained in general words.
_HAPPENED = {
    "take_damage": lambda e, o: e.kind == "damage" and e.target == o.id,
    "die": lambda e, o: e.kind == "kill" and e.target == o.id,
    "play_self": _played,
    "play_self_legion": _played,
    "play_card": lambda e, o: e.kind == "play" and not _played(e, o),
    "you_play_card": lambda e, o: e.kind == "play" and not _played(e, o)
    and e.responsible == o.controller,
    "move_self": _moved,
    "move_to_battlefield": _moved,
    "move_from_battlefield": _moved,
    "attack": lambda e, o: _combat_here(e, o, True),
    "defend": lambda e, o: _combat_here(e, o, False),
    "attack_or_defend": lambda e, o: _combat_here(e, o, None),
    "you_defend_here": lambda e, o: e.kind == "combat_start" and e.target == o.id,
    "win_combat": lambda e, o: e.kind == "combat_result",
    "you_discard": lambda e, o: e.kind == "discard" and e.responsible == _controller(o),
    "you_activate_gear": lambda e, o: e.kind == "activate" and e.responsible == o.controller,
    "you_activate_ability": lambda e, o: e.kind == "activate" and e.responsible == o.controller,
    "enemy_attacks_yours": lambda e, o: e.kind == "combat_start",
    "you_stun_enemies": lambda e, o: e.kind == "stun" and e.responsible == o.controller,
    "you_stun_enemy": lambda e, o: e.kind == "stun" and e.responsible == o.controller,
    "you_stun_enemy_at_battlefield": lambda e, o: e.kind == "stun"
    and e.responsible == o.controller,
    "end_of_turn": lambda e, o: e.kind == "turn_end",
    "beginning_phase": lambda e, o: e.kind == "turn_start",
}


def _waits_for(trigger: str) -> str:
    """What a trigger waits for, in short: the registry's words up to their first aside."""
    does = TRIGGERS[trigger].does if trigger in TRIGGERS else trigger.replace("_", " ")
    for mark in (" (", ":", ";"):
        does = does.split(mark)[0]
    return does.strip()


def _fired(events, obj_id: str, n: int) -> bool:
    return any(e.kind in ("trigger", "may_declined") and any(
        r.host == obj_id and r.ability == n for r in e.sources) for e in events)


def _condition_words(ab) -> list[str]:
    """What an ability waits for beyond its trigger, in words."""
    out = []
    if ab.cond:
        at = f" (at least {ab.at_least})" if ab.at_least else ""
        out.append(f"its condition \"{ab.cond.replace('_', ' ')}\"{at} must hold then")
    if ab.played:
        kind = "a unit token" if ab.played == "token_unit" else f"a {ab.played}"
        cost = f" costing {ab.played_energy} or more" if ab.played_energy else ""
        tag = f" with the tag {ab.played_tag}" if ab.played_tag else ""
        out.append(f"the card played must be {kind}{tag}{cost}")
    if ab.require:
        out.append(f"the unit that died must be {ab.require.replace('_', ' ')}")
    if ab.if_paid:
        out.append("the additional cost must have been paid (356.4.f.1)")
    if ab.trigger == "play_self_legion":
        out.append("its controller must have played another card this turn (Legion, 812.1.c)")
    return out


def _candidates(before, after):
    """(object, zone it works from, numbered abilities) of every object that could trigger in
    the step: permanents on the board before or after it, and cards in a trash whose abilities
    work from there (383.2.c.1)."""
    seen = set()
    for st in (before, after):
        for o in st.objects.values():
            if o.id in seen or o.card is None and not o.equipment:
                continue
            if o.zone == "board" and o.kind in ("unit", "gear", "battlefield"):
                numbered = abilities(st, o)
                zone = "board"
            elif o.zone == "trash" and o.card is not None:
                numbered = [(ab, None) for ab in o.card.text.abilities]
                zone = "trash"
            else:
                continue
            found = [(n, ab) for n, (ab, _eid) in enumerate(numbered, start=1)
                     if ab.kind == "triggered" and ab.zone == zone]
            if found:
                seen.add(o.id)
                yield o, found


def _dead_controller(e, before) -> str | None:
    o = before.get(e.target) if e.target else None
    return o.controller if o is not None else None


def missed_triggers(events, before, after) -> list[str]:
    """Each triggered ability that could have triggered in the step and did not, and why."""
    out = []
    for o, found in _candidates(before, after):
        for n, ab in found:
            if _fired(events, o.id, n):
                continue
            label = f"{o.name}'s ability {n}"
            waits = _waits_for(ab.trigger)
            if ab.trigger == "kill_with_spell":
                player = _controller(o)
                happened = [e for e in events if e.kind == "kill" and e.responsible == player]
            elif ab.trigger == "friendly_die":
                happened = [e for e in events if e.kind == "kill" and e.target != o.id
                            and _dead_controller(e, before) == o.controller]
            else:
                test = _HAPPENED.get(ab.trigger)
                happened = [e for e in events if test(e, o)] if test is not None else None
            if happened is None:
                out.append(f"{label} did not trigger: it waits for when {waits}; nothing in "
                           "this step did that for it.")
                continue
            if not happened:
                out.append(f"{label} did not trigger: its trigger did not occur in this step "
                           f"(it waits for when {waits}).")
                continue
            if ab.trigger == "kill_with_spell":
                out.append(f"{label} did not trigger: a unit was killed "
                           f"({event_text(happened[0])}) "
                           "but not with a spell its controller controls and is responsible for "
                           "(411.6), so \"killed a unit with a spell\" did not hold.")
                continue
            conds = _condition_words(ab)
            because = ("; ".join(conds) + ", and it did not") if conds else \
                "the object was not the same one when it happened (124), or it was not where " \
                "the ability works from"
            out.append(f"{label} did not trigger: its trigger occurred "
                       f"(#{happened[0].seq}: {event_text(happened[0])}) but {because}.")
    return out


def failed_conditions(events, conditions, state) -> list[str]:
    """For each kill in the step: the "with" conditions (411.6) that did not hold, and why."""
    out = []
    held = {(c.seq, c.condition, c.player) for c in conditions}
    for e in events:
        if e.kind != "kill":
            continue
        who = e.target_name or e.target or "the unit"
        if e.responsible is None:
            out.append(f"The kill of {who} (#{e.seq}): nobody is responsible for it, so no "
                       "\"killed a unit with ...\" condition held for any player (411.6, 411.2).")
            continue
        if (e.seq, "killed_unit_with_spell", e.responsible) in held:
            continue
        player = player_label(state, e.responsible)
        if not e.attributed_to:
            why = "it is credited to nothing (428.5.c)"
        else:
            credited = ", ".join(f"{ref_label(r)} ({r.kind}, controlled by "
                                 f"{player_label(state, r.controller, 'nobody')})"
                                 for r in e.attributed_to)
            why = (f"it is credited to {credited}: no spell {player} controls, nor a delayed "
                   "ability such a spell created (428.5.d)")
        out.append(f"The kill of {who} (#{e.seq}): \"{player} killed a unit with a spell\" did "
                   f"not hold, because {why} (411.6).")
    return out


def skipped(events) -> list[str]:
    """Spells and abilities whose targets had all become illegal (359.3.e) and "you may"
    abilities that were declined (383.3.a.2)."""
    out = []
    for e in events:
        if e.kind == "fizzle":
            out.append(f"#{e.seq}: {event_text(e)} (359.3.e).")
        elif e.kind == "may_declined":
            out.append(f"#{e.seq}: {event_text(e)} (383.3.a.2).")
    return out


def why_not_blocks(history, seq: int, state) -> list[tuple]:
    """What did not happen in the step of event `seq` (1-based), as explanation blocks (the
    Why panel's); `state` names players."""
    if seq <= 0 or seq > len(history.events):
        return [("h", "Why not?"), ("p", "Select a row of the timeline: this explains what did "
                                         "not happen in its step.")]
    step = history.events[seq - 1].step
    events = [e for e in history.events if e.step == step]
    conditions = [c for c in history.conditions if c.step == step]
    before = history.state_after_step(step - 1)
    after = history.state_after_step(step)
    out: list[tuple] = [("h", f"Why not? Step {step}")]
    sections = (("Triggered abilities that did not trigger",
                 missed_triggers(events, before, after)),
                ("\"With\" conditions that did not hold",
                 failed_conditions(events, conditions, state)),
                ("Targets that became illegal, choices declined", skipped(events)))
    any_found = False
    for head, items in sections:
        if items:
            any_found = True
            out.append(("h", head))
            out.append(("list", items))
    if not any_found:
        out.append(("p", "Nothing was left undone in this step: no triggered ability on the "
                         "board waited in vain, every kill's conditions held, and no target "
                         "became illegal."))
    return out


def why_not_lines(history, seq: int, state) -> list[str]:
    """why_not_blocks as plain lines ("**heading**", "- item", sentences): exports and tests."""
    lines = []
    for block in why_not_blocks(history, seq, state):
        if block[0] == "h":
            lines.append(f"**{block[1]}**")
        elif block[0] == "list":
            lines.extend(f"- {item}" for item in block[1])
        else:
            lines.append(block[1])
    return lines
