"""Verify a scenario's `[[expect]]` tables against its JSON timeline (SPEC section 2, Expectations)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import attrs

from riftboard.engine import Value

# The keys each kind of expectation may carry (its own kind key included).
ALLOWED_KEYS: dict[str, frozenset[str]] = {
    "kill": frozenset({"kill", "attributed_to", "attributed_include", "responsible", "reason"}),
    "survives": frozenset({"survives"}),
    "damage_to": frozenset({"damage_to", "amount", "sources", "sources_include", "responsible"}),
    "no_damage_to": frozenset({"no_damage_to"}),
    "condition": frozenset({"condition", "player", "holds", "unit", "object"}),
    "trigger": frozenset({"trigger", "holds"}),
    "unit": frozenset({"unit", "might", "damage", "zone", "at", "exhausted", "stunned", "buffed",
                       "controller", "count"}),
    "illegal_step": frozenset({"illegal_step", "message_contains"}),
    "draw": frozenset({"draw", "amount", "sources", "sources_include", "holds"}),
    "player": frozenset({"player", "points", "xp", "hand", "deck", "pool"}),
    "winner": frozenset({"winner"}),
    "event": frozenset({"event", "target", "reason", "responsible", "amount", "sources",
                        "sources_include", "step", "holds"}),
}


@attrs.frozen(repr=False)
class Failure(Value):
    """An unmet expectation (or an unexpected illegal step), ready to print."""

    message: str
    line: int | None = None
    expectation: str | None = None  # e.g. "kill guard"

    def __str__(self) -> str:
        if self.expectation is None:
            return self.message
        where = f"expect at line {self.line}" if self.line else "expect"
        return f"{where} ({self.expectation}): {self.message}"


def verify(timeline: dict, expects: Iterable[tuple[str, dict, int | None]]) -> list[Failure]:
    """Check every expectation (kind, data, line) against a timeline; return the unmet ones."""
    expects = list(expects)
    view = _Timeline(timeline)
    failures: list[Failure] = []
    error = timeline.get("error")
    if error and not any(kind == "illegal_step" for kind, _, _ in expects):
        failures.append(Failure(f"step {error.get('step')} was refused: {error.get('message')}"))
    for kind, data, line in expects:
        label = f"{kind} {_show(data.get(kind))}"
        problem = _check_one(view, kind, data)
        if problem:
            failures.append(Failure(problem, line, label))
    return failures


def _check_one(view: _Timeline, kind: str, data: dict) -> str | None:
    checker = _CHECKERS.get(kind)
    if checker is None:
        return f"unknown kind of expectation {kind!r} (one of {', '.join(ALLOWED_KEYS)})"
    unknown = sorted(set(data) - ALLOWED_KEYS[kind])
    if unknown:
        allowed = ", ".join(sorted(ALLOWED_KEYS[kind]))
        return f"unknown key {unknown[0]!r} (a {kind} expectation takes {allowed})"
    if data.get(kind) is None:
        return f"{kind!r} needs a value"
    return checker(view, data)


class _Timeline:
    """A timeline document with the lookups the checks need."""

    def __init__(self, doc: dict):
        self.events: list[dict] = list(doc.get("events") or ())
        self.conditions: list[dict] = list(doc.get("conditions") or ())
        self.objects: dict[str, dict] = dict((doc.get("final") or {}).get("objects") or {})
        self.final: dict = dict(doc.get("final") or {})
        self.error: dict | None = doc.get("error")

    def resolve(self, name: str) -> set[str]:
        """Ids a name designates: the object with that id, else every object with that name."""
        low = str(name).lower()
        by_id = {oid for oid in self.objects if oid.lower() == low}
        if by_id:
            return by_id
        return {oid for oid, obj in self.objects.items() if str(obj.get("name", "")).lower() == low}

    def designates(self, name: str, object_id: str | None) -> bool:
        """Whether `name` (an id or a card name) designates the object `object_id`."""
        if object_id is None:
            return False
        return object_id.lower() == str(name).lower() or object_id in self.resolve(name)

    def events_to(self, kind: str, name: str) -> list[dict]:
        """Events of a kind whose target is the named object."""
        ids = self.resolve(name)
        low = str(name).lower()
        return [e for e in self.events
                if e.get("kind") == kind and e.get("target") is not None
                and (e["target"] in ids or e["target"].lower() == low)]

    def describe(self, object_id: str) -> str:
        """Where an object is at the end, in a few words."""
        obj = self.objects.get(object_id)
        if obj is None:
            return f"{object_id} is not in the scenario"
        zone = obj.get("zone")
        where = f"at {obj['at']}" if zone == "board" and obj.get("at") else f"in {zone}"
        text = f"{object_id} is {where} at the end"
        if obj.get("damage"):
            text += f" with {obj['damage']} damage"
        return text


# --- formatting -------------------------------------------------------------------------------

def _show(value) -> str:
    if isinstance(value, list | tuple):
        return "{" + ", ".join(str(v) for v in value) + "}"
    return str(value)


def _player(value) -> str:
    return "none" if value is None else str(value)


def _ref_ids(refs: Sequence[dict]) -> str:
    return "{" + ", ".join(str(r.get("id")) for r in refs) + "}"


def _at(event: dict) -> str:
    return f"step {event.get('step')}, seq {event.get('seq')}"


def _names(value) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value]


# --- matching ---------------------------------------------------------------------------------

def ref_matches(name: str, ref: dict, *, by_host: bool = False) -> bool:
    """Whether a name designates a REF: its id or card name (or its host's id), ignoring case."""
    low = str(name).lower()
    keys = [ref.get("id"), ref.get("name")]
    if by_host:
        keys.append(ref.get("host"))
    return any(k is not None and str(k).lower() == low for k in keys)


def _set_problem(key: str, names: list[str], refs: Sequence[dict], exact: bool) -> str | None:
    missing = [n for n in names if not any(ref_matches(n, r) for r in refs)]
    extra = [r for r in refs if not any(ref_matches(n, r) for n in names)] if exact else []
    if not missing and not extra:
        return None
    verb = "expected" if exact else "should include"
    return f"{key} {verb} {_show(names)} but found {_ref_ids(refs)}"


def _player_problem(expected, found) -> str | None:
    want = None if expected is None or str(expected).lower() == "none" else str(expected).lower()
    have = None if found is None else str(found).lower()
    if want == have:
        return None
    return f"responsible expected {_player(expected)} but found {_player(found)}"


def _value_problem(key: str, expected, found) -> str | None:
    if expected == found:
        return None
    return f"{key} expected {expected} but found {_show(found) if found is not None else 'null'}"


def _best(candidates: list[dict], problems_of: Callable[[dict], list[str]], what: str) -> str | None:
    """None if some candidate has no problem, else the problems of the closest candidate."""
    reports = [(problems_of(e), e) for e in candidates]
    if any(not problems for problems, _ in reports):
        return None
    problems, event = min(reports, key=lambda pair: len(pair[0]))
    note = f" ({what} at {_at(event)}" + (f", closest of {len(candidates)})" if len(candidates) > 1 else ")")
    return "; ".join(problems) + note


# --- the checks -------------------------------------------------------------------------------

def _check_kill(view: _Timeline, data: dict) -> str | None:
    name = data["kill"]
    kills = view.events_to("kill", name)
    if not kills:
        ids = sorted(view.resolve(name))
        where = "; ".join(view.describe(i) for i in ids) if ids else f"no object named {name!r}"
        return f"no kill event of {name} ({where})"

    def problems(event: dict) -> list[str]:
        found = []
        refs = event.get("attributed_to") or []
        if "attributed_to" in data:
            found.append(_set_problem("attributed_to", _names(data["attributed_to"]), refs, True))
        if "attributed_include" in data:
            found.append(_set_problem("attributed_to", _names(data["attributed_include"]), refs, False))
        if "responsible" in data:
            found.append(_player_problem(data["responsible"], event.get("responsible")))
        if "reason" in data:
            found.append(_value_problem("reason", data["reason"], event.get("reason")))
        return [p for p in found if p]

    return _best(kills, problems, "kill")


def _check_survives(view: _Timeline, data: dict) -> str | None:
    name = data["survives"]
    kills = view.events_to("kill", name)
    if kills:
        first = kills[0]
        credited = _ref_ids(first.get("attributed_to") or [])
        return f"{first.get('target')} was killed at {_at(first)} (credited {credited})"
    ids = sorted(view.resolve(name))
    if not ids:
        return f"no object named {name!r}"
    gone = [i for i in ids if view.objects[i].get("zone") != "board"]
    if gone:
        return "; ".join(view.describe(i) for i in gone)
    return None


def _check_damage_to(view: _Timeline, data: dict) -> str | None:
    name = data["damage_to"]
    hits = view.events_to("damage", name)
    if not hits:
        prevented = view.events_to("prevented", name)
        note = f" (damage was prevented at {_at(prevented[0])})" if prevented else ""
        return f"no damage event to {name}{note}"

    def problems(event: dict) -> list[str]:
        found = _amount_and_sources(data, event)
        if "responsible" in data:
            found.append(_player_problem(data["responsible"], event.get("responsible")))
        return [p for p in found if p]

    return _best(hits, problems, "damage")


def _amount_and_sources(data: dict, event: dict) -> list[str | None]:
    """What an expectation's `amount`, `sources` and `sources_include` find wrong with an event."""
    found = []
    refs = event.get("sources") or []
    if "amount" in data:
        found.append(_value_problem("amount", data["amount"], event.get("amount")))
    if "sources" in data:
        found.append(_set_problem("sources", _names(data["sources"]), refs, True))
    if "sources_include" in data:
        found.append(_set_problem("sources", _names(data["sources_include"]), refs, False))
    return found


def _check_no_damage_to(view: _Timeline, data: dict) -> str | None:
    hits = view.events_to("damage", data["no_damage_to"])
    if not hits:
        return None
    first = hits[0]
    return (f"{first.get('target')} was dealt {first.get('amount')} at {_at(first)} "
            f"by {_ref_ids(first.get('sources') or [])}")


def _check_condition(view: _Timeline, data: dict) -> str | None:
    name = str(data["condition"])
    holds = data.get("holds", True)
    same_kind = [c for c in view.conditions if c.get("condition") == name]

    def matches(entry: dict) -> bool:
        if "player" in data and str(entry.get("player")).lower() != str(data["player"]).lower():
            return False
        if "unit" in data and not view.designates(data["unit"], entry.get("unit")):
            return False
        return not ("object" in data and not view.designates(data["object"], entry.get("object")))

    held = [c for c in same_kind if matches(c)]
    filters = ", ".join(f"{k} {data[k]}" for k in ("player", "unit", "object") if k in data)
    wanted = f"{name}" + (f" for {filters}" if filters else "")
    if holds and not held:
        found = "; ".join(_condition_text(c) for c in same_kind) or "none"
        return f"{wanted} never held (held: {found})"
    if not holds and held:
        return f"{wanted} held: {_condition_text(held[0])}"
    return None


def _condition_text(entry: dict) -> str:
    return (f"player {entry.get('player')}, unit {entry.get('unit')}, object {entry.get('object')} "
            f"at step {entry.get('step')}, seq {entry.get('seq')}")


def _check_trigger(view: _Timeline, data: dict) -> str | None:
    name = data["trigger"]
    holds = data.get("holds", True)
    triggers = [e for e in view.events if e.get("kind") == "trigger"]
    fired = [e for e in triggers
             if any(ref_matches(name, r, by_host=True) for r in e.get("sources") or ())]
    if holds and not fired:
        seen = sorted({str(r.get("id")) for e in triggers for r in e.get("sources") or ()})
        return f"{name} never triggered (triggered: {', '.join(seen) or 'nothing'})"
    if not holds and fired:
        first = fired[0]
        return f"{name} triggered at {_at(first)}: {first.get('text')}"
    return None


def _check_unit(view: _Timeline, data: dict) -> str | None:
    name = data["unit"]
    ids = sorted(view.resolve(name))
    if "count" in data:  # how many objects of that name are on the board (tokens made)
        n = sum(1 for oid in ids if view.objects[oid].get("zone") == "board")
        if n != data["count"]:
            return f"{n} object(s) named {name!r} on the board, expected {data['count']}"
    if not ids:
        return None if data.get("count") == 0 else f"no object named {name!r}"
    found = []
    for oid in ids:
        obj = view.objects[oid]
        for key in ("might", "damage", "zone", "at", "exhausted", "stunned", "buffed", "controller"):
            if key in data and data[key] != obj.get(key):
                prefix = f"{oid}: " if len(ids) > 1 else ""
                found.append(prefix + _value_problem(key, data[key], obj.get(key)))
    return "; ".join(found) or None


def _check_illegal_step(view: _Timeline, data: dict) -> str | None:
    step = data["illegal_step"]
    error = view.error
    if not error:
        return f"no step was refused (expected step {step})"
    if error.get("step") != step:
        return f"step {error.get('step')} was refused, not step {step}: {error.get('message')}"
    needle = data.get("message_contains")
    message = str(error.get("message", ""))
    if needle is not None and str(needle).lower() not in message.lower():
        return f"message does not contain {needle!r}: {message!r}"
    return None


def _check_draw(view: _Timeline, data: dict) -> str | None:
    player = str(data["draw"])
    holds = data.get("holds", True)
    draws = [e for e in view.events
             if e.get("kind") == "draw" and str(e.get("target")).lower() == player.lower()]

    def problems(event: dict) -> list[str]:
        return [p for p in _amount_and_sources(data, event) if p]

    if not holds:
        matching = [e for e in draws if not problems(e)]
        if matching:
            first = matching[0]
            return (f"{player} drew {first.get('amount')} at {_at(first)} "
                    f"({_ref_ids(first.get('sources') or [])})")
        return None
    if not draws:
        return f"{player} never drew"
    return _best(draws, problems, "draw")


def _check_player(view: _Timeline, data: dict) -> str | None:
    """Format 2: a player's points, XP, hand, deck and pool at the end (SPEC section 7)."""
    pid = str(data["player"])
    got = (view.final.get("players") or {}).get(pid)
    if got is None:
        return f"the timeline has no player {pid} (a format 2 file's final.players)"
    wrong = []
    for key in ("points", "xp", "hand", "deck"):
        if key in data and got.get(key) != data[key]:
            wrong.append(f"{key} is {got.get(key)}, not {data[key]}")
    if "pool" in data:
        pool = got.get("pool") or {}
        for k, v in data["pool"].items():
            if pool.get(k, 0) != v:
                wrong.append(f"pool {k} is {pool.get(k, 0)}, not {v}")
    return "; ".join(wrong) or None


def _check_winner(view: _Timeline, data: dict) -> str | None:
    want = data["winner"]
    got = view.final.get("winner")
    if (got or "none") == want:
        return None
    return f"the winner is {got or 'nobody'}, not {'nobody' if want == 'none' else want}"


def _check_event(view: _Timeline, data: dict) -> str | None:
    """Format 2: some event of a kind matches every key given; `holds = false`: none does."""
    kind = data["event"]
    events = [e for e in view.events if e.get("kind") == kind]

    def problems(event: dict) -> list[str]:
        out = []
        if "target" in data and not (view.designates(data["target"], event.get("target"))
                                     or str(event.get("target")).lower()
                                     == str(data["target"]).lower()):
            out.append(f"its target is {event.get('target')}, not {data['target']}")
        for key in ("reason", "step"):
            if key in data and event.get(key) != data[key]:
                out.append(f"its {key} is {event.get(key)}, not {data[key]}")
        if "responsible" in data:
            p = _player_problem(data["responsible"], event.get("responsible"))
            if p:
                out.append(p)
        if "amount" in data and event.get("amount") != data["amount"]:
            out.append(f"its amount is {event.get('amount')}, not {data['amount']}")
        for key, exact in (("sources", True), ("sources_include", False)):
            if key in data:
                p = _set_problem(key, _names(data[key]), event.get("sources") or [], exact)
                if p:
                    out.append(p)
        return out

    if not data.get("holds", True):
        matching = [e for e in events if not problems(e)]
        if matching:
            return f"a {kind} event matches at {_at(matching[0])}: {matching[0].get('text')}"
        return None
    if not events:
        return f"no {kind} event happened"
    return _best(events, problems, f"{kind} event")


_CHECKERS: dict[str, Callable[[_Timeline, dict], str | None]] = {
    "kill": _check_kill,
    "survives": _check_survives,
    "damage_to": _check_damage_to,
    "no_damage_to": _check_no_damage_to,
    "condition": _check_condition,
    "trigger": _check_trigger,
    "unit": _check_unit,
    "illegal_step": _check_illegal_step,
    "draw": _check_draw,
    "player": _check_player,
    "winner": _check_winner,
    "event": _check_event,
}
