"""The timeline as a readable terminal table (`riftboard run`)."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from riftboard.engine import Ref

WIDTH = 120
_GAP = "  "
_TEXT_INDENT = " " * 6

# (key, header, cap on width, shrinkable when the row is too wide)
_COLUMNS = (
    ("step", "step", 4, False),
    ("seq", "#seq", 5, False),
    ("kind", "event", 14, False),
    ("target", "target", 16, True),
    ("amount", "amt", 5, False),
    ("sources", "sources", 30, True),
    ("controller", "ctrl", 6, False),
    ("responsible", "resp", 6, False),
    ("credited", "credited", 26, True),
    ("rules", "rules", 26, True),
)

_RED, _GREEN, _BOLD, _RESET = "\x1b[31m", "\x1b[32m", "\x1b[1m", "\x1b[0m"
_KIND_STYLE = {"damage": _RED, "kill": _BOLD, "prevented": _GREEN, "heal": _GREEN}


def ref_ids(refs: Sequence[dict]) -> str:
    """REFs as their ids, comma-separated."""
    return ", ".join(str(r.get("id")) for r in refs)


def blank(value) -> str:
    """A cell's text: empty for null."""
    return "" if value is None else str(value)


def kind_words(kind) -> str:
    """An event kind as words ("turn_end" -> "turn end"); the JSON keeps the kind itself."""
    return blank(kind).replace("_", " ")


def ability_label(name: str, ref: dict) -> str:
    """An ability REF of the JSON timeline in words: "Iron Ballista's ability 1", "... delayed
    ability" (the JSON has the ability's id, which Ref.read_id reads)."""
    number, delayed = Ref.read_id(ref.get("id", ""))
    if delayed:
        return f"{name}'s delayed ability"
    return f"{name}'s ability {number}" if number is not None else f"{name}'s ability"


class Names:
    """What a reader calls the ids of a timeline: objects by their names (the final board's
    objects, `more` such as the board before, and the names its REFs carry), numbered in file
    order where objects share a name ("Recruit 1", "Recruit 2"); players by the labels given
    (else their ids). The terminal table and the ruling exports both name things with it."""

    def __init__(self, timeline: dict, players: dict | None = None, more: dict | None = None):
        objects = {**(more or {}), **((timeline.get("final") or {}).get("objects") or {})}
        names = {oid: str(o.get("name")) for oid, o in objects.items() if o and o.get("name")}
        for e in timeline.get("events") or ():
            for r in (*(e.get("sources") or ()), *(e.get("attributed_to") or ())):
                if r.get("kind") != "ability" and r.get("name"):
                    names.setdefault(str(r.get("id")), str(r["name"]))
        counts: dict[str, int] = {}
        for name in names.values():
            counts[name] = counts.get(name, 0) + 1
        seen: dict[str, int] = {}
        self.names = {}
        for oid, name in names.items():
            if counts[name] > 1:
                seen[name] = seen.get(name, 0) + 1
                name = f"{name} {seen[name]}"
            self.names[oid] = name
        self.players = dict(players or {})

    def obj(self, oid) -> str:
        if oid is None:
            return ""
        return self.players.get(oid) or self.names.get(oid) or str(oid)

    def player(self, pid) -> str:
        return "" if pid is None else self.players.get(pid) or str(pid)

    def ref(self, ref: dict) -> str:
        name = ref.get("name") or self.obj(ref.get("id"))
        if ref.get("kind") == "ability":
            return ability_label(str(name), ref)
        return self.names.get(str(ref.get("id")), str(name))

    def refs(self, refs: Sequence[dict]) -> str:
        return ", ".join(self.ref(r) for r in refs)


def event_cells(event: dict, names: Names | None = None) -> dict[str, str]:
    """The table cells of one event, keyed like the columns; a kill always shows its credit.
    With `names`, objects and players by name (the terminal table); without, by id."""
    sources = event.get("sources") or []
    is_kill = event.get("kind") == "kill"
    show = names.refs if names is not None else ref_ids
    credited = show(event.get("attributed_to") or [])
    responsible = event.get("responsible")
    target = event.get("target")
    return {
        "step": blank(event.get("step")),
        "seq": blank(event.get("seq")),
        "kind": kind_words(event.get("kind")),
        "target": names.obj(target) if names is not None else blank(target),
        "amount": blank(event.get("amount")),
        "sources": show(sources),
        "controller": blank(sources[0].get("controller")) if sources else "",
        "responsible": "none" if responsible is None and is_kill else blank(responsible),
        "credited": credited or ("nothing" if is_kill else ""),
        "rules": ", ".join(event.get("rules") or ()),
    }


def condition_text(entry: dict, names: Names | None = None) -> str:
    """One condition that held, in words."""
    if names is None:
        return (f"step {entry.get('step')} #{entry.get('seq')}: {entry.get('condition')} "
                f"(player {entry.get('player')}, unit {entry.get('unit')}, object "
                f"{entry.get('object')})")
    return (f"step {entry.get('step')} #{entry.get('seq')}: {kind_words(entry.get('condition'))} "
            f"(player {names.player(entry.get('player'))}, unit {names.obj(entry.get('unit'))}, "
            f"object {names.obj(entry.get('object'))})")


def wrap_cell(text: str, width: int) -> list[str]:
    """A cell's lines at most `width` wide, broken between words (a list "a, b, c" after a
    comma): a word is split only when it alone is wider than the column."""
    width = max(width, 1)
    if len(text) <= width:
        return [text]
    return textwrap.wrap(text, width, break_on_hyphens=False) or [text]


def _longest_item(text: str) -> int:
    """The widest word of a cell with its comma (what a column may not be narrower than)."""
    return max((len(word) for word in text.split()), default=0)


def _widths(rows: list[dict[str, str]], width: int) -> dict[str, int]:
    """Each column's natural width; the wide columns give way (wrapping) until the table fits,
    but a rule number (any list item, up to 16 characters) is never split."""
    widths, floors = {}, {}
    for key, header, _, shrink in _COLUMNS:
        widths[key] = max([len(header)] + [len(r[key]) for r in rows])
        floors[key] = widths[key] if not shrink else max(
            [len(header), 6] + [min(_longest_item(r[key]), 16) for r in rows])
    flexible = [key for key, _, _, shrink in _COLUMNS if shrink]
    total = sum(widths.values()) + len(_GAP) * (len(_COLUMNS) - 1)
    while total > width:
        over = [k for k in flexible if widths[k] > floors[k]]
        if not over:
            break
        key = max(over, key=lambda k: widths[k] - floors[k])
        widths[key] -= 1
        total -= 1
    return widths


def _lines(cells: dict[str, str], widths: dict[str, int]) -> list[str]:
    """One row, over as many lines as its widest-wrapped cell needs."""
    wrapped = {key: wrap_cell(cells[key], widths[key]) for key, _, _, _ in _COLUMNS}
    height = max(len(v) for v in wrapped.values())
    out = []
    for i in range(height):
        parts = []
        for key, _, _, _ in _COLUMNS:
            text = wrapped[key][i] if i < len(wrapped[key]) else ""
            parts.append(text.rjust(widths[key]) if key in ("step", "seq", "amount") else
                         text.ljust(widths[key]))
        out.append(_GAP.join(parts).rstrip())
    return out


def terminal_width(default: int = WIDTH) -> int:
    """The terminal's width (COLUMNS, else the terminal), `default` when output is not a terminal."""
    import shutil

    return max(60, shutil.get_terminal_size((default, 24)).columns)


def format_table(timeline: dict, color: bool, width: int = WIDTH, players: dict | None = None,
                 objects: dict | None = None, texts: dict | None = None) -> str:
    """The timeline as a table `width` columns wide, with each event's text underneath, then
    conditions. Long cells (sources, credit, rule numbers) wrap onto more lines: nothing is cut.
    Objects are named as the reader knows them (`objects`: more of them by id, e.g. the board
    before); `players`: each player's name by id (the ctrl and resp columns keep the ids, which
    the title line pairs with the names); `texts`: each event's sentence by seq as the reader
    should see it (report.words.event_text: names where the engine's text has ids), else the
    timeline's own."""
    events = timeline.get("events") or []
    title = timeline.get("title") or "(untitled)"
    ids = timeline.get("players") or ()
    named = {p: players[p] for p in ids if players and players.get(p) and players[p] != p}
    players_text = ", ".join(f"{p} = {named[p]}" if p in named else p for p in ids)
    names = Names(timeline, named, objects)
    out = [f"{title}  (ruleset {timeline.get('ruleset')}; players {players_text})", ""]
    rows = [event_cells(e, names) for e in events]
    widths = _widths(rows, width)
    header = _lines({key: head for key, head, _, _ in _COLUMNS}, widths)[0]
    out.append(_BOLD + header + _RESET if color else header)
    out.append("-" * min(len(header), width))
    for event, cells in zip(events, rows, strict=True):
        style = _KIND_STYLE.get(event.get("kind"))
        for line in _lines(cells, widths):
            out.append(style + line + _RESET if color and style else line)
        text = (texts or {}).get(event.get("seq")) or event.get("text")
        if text:
            out.extend(textwrap.wrap(text, width, initial_indent=_TEXT_INDENT,
                                     subsequent_indent=_TEXT_INDENT, break_long_words=False))
    if not events:
        out.append("(no events)")

    conditions = timeline.get("conditions") or []
    out.append("")
    out.append("Conditions" if conditions else "Conditions: none held")
    out.extend("  " + condition_text(c, names) for c in conditions)

    error = timeline.get("error")
    if error:
        line = (f"ILLEGAL step {error.get('step')}: {error.get('message')} "
                f"(later steps did not run)")
        out.append("")
        out.append(_RED + _BOLD + line + _RESET if color else line)
    return "\n".join(out) + "\n"
