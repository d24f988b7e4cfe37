"""The timeline as a readable terminal table (`riftboard run`)."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

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


def event_cells(event: dict) -> dict[str, str]:
    """The table cells of one event, keyed like the columns; a kill always shows its credit."""
    sources = event.get("sources") or []
    is_kill = event.get("kind") == "kill"
    credited = ref_ids(event.get("attributed_to") or [])
    responsible = event.get("responsible")
    return {
        "step": blank(event.get("step")),
        "seq": blank(event.get("seq")),
        "kind": blank(event.get("kind")),
        "target": blank(event.get("target")),
        "amount": blank(event.get("amount")),
        "sources": ref_ids(sources),
        "controller": blank(sources[0].get("controller")) if sources else "",
        "responsible": "none" if responsible is None and is_kill else blank(responsible),
        "credited": credited or ("nothing" if is_kill else ""),
        "rules": ", ".join(event.get("rules") or ()),
    }


def condition_text(entry: dict) -> str:
    """One condition that held, in words."""
    return (f"step {entry.get('step')} #{entry.get('seq')}: {entry.get('condition')} "
            f"(player {entry.get('player')}, unit {entry.get('unit')}, object {entry.get('object')})")


def truncate(text: str, width: int) -> str:
    """Cut a cell to a width, marking the cut."""
    return text if len(text) <= width else text[: max(width - 1, 0)] + "…"


def _widths(rows: list[dict[str, str]], width: int) -> dict[str, int]:
    widths = {}
    for key, header, cap, _ in _COLUMNS:
        natural = max([len(header)] + [len(r[key]) for r in rows])
        widths[key] = min(natural, cap)
    flexible = [key for key, _, _, shrink in _COLUMNS if shrink]
    total = sum(widths.values()) + len(_GAP) * (len(_COLUMNS) - 1)
    while total > width:
        key = max(flexible, key=lambda k: widths[k])
        if widths[key] <= 8:
            break
        widths[key] -= 1
        total -= 1
    return widths


def _line(cells: dict[str, str], widths: dict[str, int]) -> str:
    parts = []
    for key, _, _, _ in _COLUMNS:
        text = truncate(cells[key], widths[key])
        parts.append(text.rjust(widths[key]) if key in ("step", "seq", "amount") else
                     text.ljust(widths[key]))
    return _GAP.join(parts).rstrip()


def format_table(timeline: dict, color: bool) -> str:
    """The timeline as a terminal table, with each event's text underneath, then conditions."""
    events = timeline.get("events") or []
    title = timeline.get("title") or "(untitled)"
    players = ", ".join(timeline.get("players") or ())
    out = [f"{title}  (ruleset {timeline.get('ruleset')}; players {players})", ""]
    rows = [event_cells(e) for e in events]
    widths = _widths(rows, WIDTH)
    header = _line({key: head for key, head, _, _ in _COLUMNS}, widths)
    out.append(_BOLD + header + _RESET if color else header)
    out.append("-" * min(len(header), WIDTH))
    for event, cells in zip(events, rows, strict=True):
        line = _line(cells, widths)
        style = _KIND_STYLE.get(event.get("kind"))
        out.append(style + line + _RESET if color and style else line)
        text = event.get("text")
        if text:
            out.extend(textwrap.wrap(text, WIDTH, initial_indent=_TEXT_INDENT,
                                     subsequent_indent=_TEXT_INDENT))
    if not events:
        out.append("(no events)")

    conditions = timeline.get("conditions") or []
    out.append("")
    out.append("Conditions" if conditions else "Conditions: none held")
    out.extend("  " + condition_text(c) for c in conditions)

    error = timeline.get("error")
    if error:
        line = (f"ILLEGAL step {error.get('step')}: {error.get('message')} "
                f"(later steps did not run)")
        out.append("")
        out.append(_RED + _BOLD + line + _RESET if color else line)
    return "\n".join(out) + "\n"
