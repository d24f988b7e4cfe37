"""Invariants every step must keep, checked against the events and states the session holds.

Each function raises AssertionError with a message that names the step and the event, so a
hypothesis failure reads as a ruling that went wrong.
"""

from __future__ import annotations

from riftboard.engine.might import is_lethal

from .gen import SANDBOX_KINDS, StepLog


def _where(e) -> str:
    return f"step {e.step}, event {e.seq} ({e.kind}: {e.text})"


def check_refused(session, log: StepLog) -> None:
    """A refused step changes nothing."""
    h = session.history
    assert len(h.events) == log.events_before, f"refused {log.kind} still made events"
    assert log.message, "a refusal has a message"


def check_no_negative_damage(state, events) -> None:
    for e in events:
        if e.kind == "damage":
            assert e.amount is not None and e.amount >= 1, f"damage below 1: {_where(e)}"
        elif e.kind == "prevented":
            assert e.amount == 0, f"prevented damage shows an amount: {_where(e)}"
        elif e.kind in ("mark_damage", "heal", "combat_assign"):
            assert e.amount is None or e.amount >= 0, f"negative amount: {_where(e)}"
    for o in state.objects.values():
        assert o.damage >= 0, f"{o.id} has damage {o.damage}"
        if o.zone != "board":
            assert o.damage == 0, f"{o.id} left the board with damage {o.damage} marked"


def check_no_lethal_survivor(state) -> None:
    """After a completed step no unit on the board has lethal damage (a replaced death heals)."""
    for o in state.objects.values():
        if o.zone == "board" and o.kind == "unit":
            assert not is_lethal(state, o), (
                f"{o.id} survives the step with {o.damage} damage and lethal Might")


def _refs(refs) -> tuple[str, ...]:
    return tuple(r.id for r in refs)


def check_kills(session, step_events, log: StepLog) -> None:
    """Every kill has a reason, and its credit follows 428.5."""
    h = session.history
    ruleset = session.history.initial.ruleset
    sandbox = log.kind in SANDBOX_KINDS and log.chain_before == 0
    for i, e in enumerate(step_events):
        if e.kind != "kill":
            continue
        assert e.reason in ("lethal_damage", "kill_instruction"), f"kill without reason: {_where(e)}"
        victim = h.state_after(e.seq - 1).objects[e.target]
        if victim.kind != "unit":
            # only Guardian Angel kills a gear: its own replacement, a kill instruction
            assert e.reason == "kill_instruction", f"a gear dies of damage: {_where(e)}"
            continue
        if sandbox:
            assert not e.attributed_to and e.responsible is None, (
                f"a sandbox edit's kill is credited: {_where(e)} -> {_refs(e.attributed_to)}, "
                f"responsible {e.responsible}")
        if e.reason == "kill_instruction":
            assert e.attributed_to, f"a kill instruction credited to nothing: {_where(e)}"
            assert e.attributed_to[0].kind in ("spell", "ability"), _where(e)
            assert e.responsible is not None, _where(e)
            continue
        prior = step_events[:i]
        if e.combat:
            if ruleset == "1.3":
                assert not e.attributed_to, f"1.3 credits a Combat Cleanup kill: {_where(e)}"
                continue
            dealt = [d for d in prior if d.kind == "damage" and d.combat and d.target == e.target]
            sources = {r.id for d in dealt for r in d.sources}
            for r in e.attributed_to:
                assert r.kind == "unit", f"combat kill credited to a {r.kind}: {_where(e)}"
                assert r.id in sources, f"combat kill credited to {r.id}, not a source: {_where(e)}"
                assert r.controller != victim.controller, f"credited to a friend: {_where(e)}"
            if e.attributed_to:
                assert any(d.responsible == e.responsible for d in dealt), _where(e)
            continue
        # lethal damage outside combat: only the item that resolved just before, in the first
        # Cleanup after it, and only if it dealt damage to the unit (428.5.c)
        j = max((k for k, p in enumerate(prior) if p.kind in ("resolve", "fizzle")), default=None)
        since = prior[j + 1:] if j is not None else prior
        cleanups = sum(1 for p in since if p.kind == "cleanup")
        dealt = [d for d in since if d.kind == "damage" and d.target == e.target]
        if e.attributed_to:
            assert j is not None and cleanups == 1, (
                f"a kill credited outside the first Cleanup after a resolution: {_where(e)}")
            credit = e.attributed_to
            assert credit[0].id == prior[j].sources[0].id, (
                f"credited to {credit[0].id}, but {prior[j].sources[0].id} resolved just before: "
                f"{_where(e)}")
            assert credit[0].kind in ("spell", "ability"), _where(e)
            if credit[0].kind == "ability" and credit[0].host and len(credit) > 1:
                assert credit[1].id == credit[0].host, f"an ability credited without its host: {_where(e)}"
            match = [d for d in dealt if _refs(d.sources) == _refs(credit)]
            assert match, (f"credited to {_refs(credit)}, which dealt it no damage since it "
                           f"resolved: {_where(e)}")
            assert e.responsible == match[-1].responsible, _where(e)
        elif e.responsible is not None:
            # Challenge: credited to nothing, the player responsible for the units' Deal (428.5.c.1)
            assert j is not None and cleanups == 1, (
                f"an uncredited kill with a responsible player outside the first Cleanup: {_where(e)}")
            assert any(d.responsible == e.responsible and all(r.kind == "unit" for r in d.sources)
                       for d in dealt), f"responsible {e.responsible} for no Deal: {_where(e)}"


def check_conditions(session, step_events, log: StepLog) -> None:
    """A condition holds only for a credited kill by the player; never for a sandbox edit."""
    h = session.history
    step = h.cursor
    kills = {e.seq: e for e in step_events if e.kind == "kill"}
    conds = [c for c in h.conditions if c.step == step]
    if log.kind in SANDBOX_KINDS and log.chain_before == 0:
        assert not conds, f"a sandbox edit satisfied {[c.to_json() for c in conds]}"
    for c in conds:
        e = kills.get(c.seq)
        assert e is not None, f"condition {c.to_json()} without its kill"
        assert e.responsible == c.player, f"condition for {c.player}, kill by {e.responsible}"
        assert e.attributed_to, f"condition {c.to_json()} for a kill credited to nothing"
        if c.condition == "killed_unit_with_spell":
            assert any((r.kind == "spell" and r.id == c.object)
                       or (r.kind == "ability" and r.host == c.object) for r in e.attributed_to), (
                f"killed_unit_with_spell {c.object} not among {_refs(e.attributed_to)}")


def check_step(session, log: StepLog) -> None:
    """Everything a step must keep; run after every step a program tries."""
    if not log.taken:
        check_refused(session, log)
        return
    h = session.history
    events = h.events[log.events_before:]
    for n, e in enumerate(events, start=log.events_before + 1):
        assert e.seq == n, f"events out of order: {e.seq} at {n}"
        assert e.step == h.cursor, f"event {e.seq} carries step {e.step}, not {h.cursor}"
    state = h.state
    check_no_negative_damage(state, events)
    check_no_lethal_survivor(state)
    check_kills(session, events, log)
    check_conditions(session, events, log)
    if log.kind in SANDBOX_KINDS and log.chain_before == 0:
        fired = [e for e in events if e.kind == "trigger"]
        assert not fired, f"a sandbox edit fired {fired[0].text}"
