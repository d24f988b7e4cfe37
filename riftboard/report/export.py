"""Ruling reports a judge can share: Markdown and one self-contained HTML file."""

from __future__ import annotations

import html

from riftboard.report.table import blank, event_cells

FOOTER = ("Made with riftboard, an unofficial fan tool. It is not affiliated with, endorsed or "
          "sponsored by Riot Games.")

_BOARD_HEADERS = ("location", "id", "name", "kind", "controller", "Might", "damage", "attached to")
_TIMELINE_HEADERS = ("step", "#", "event", "target", "amount", "sources (controller)",
                     "responsible", "credited", "rules", "text")
_ZONE_ORDER = {"board": 0, "hand": 2, "trash": 3, "chain": 4, "removed": 5}


# A report is a list of blocks, rendered the same way to Markdown and HTML:
#   ("h1" | "h2" | "p" | "note", text)
#   ("list", [text, ...])
#   ("table", headers, rows, row_kinds)   row_kinds: an event kind per row (for styling) or None

def _blocks(doc: dict) -> list[tuple]:
    timeline = doc.get("timeline") or {}
    events = timeline.get("events") or []
    before = doc.get("board_before") or {}
    final = (timeline.get("final") or {}).get("objects") or {}
    names = {**before, **final}
    players = list(timeline.get("players") or ())
    ruleset = doc.get("ruleset") or timeline.get("ruleset")

    blocks: list[tuple] = [("h1", f"Ruling: {timeline.get('title') or 'untitled scenario'}")]
    if doc.get("question"):
        blocks.append(("p", f"Question: {doc['question']}"))
    blocks.append(("p", f"Core Rules {ruleset}. Players: {', '.join(players)}."))

    cited = list(doc.get("rules") or ())
    applied = _unique(r for e in events for r in e.get("rules") or ())
    blocks.append(("h2", "Rules cited"))
    blocks.append(("list", cited) if cited else ("p", "The scenario cites no rules."))
    if applied:
        blocks.append(("p", "Rules applied in the timeline: " + ", ".join(applied) + "."))

    blocks.append(("h2", "Board before"))
    blocks.append(_board_table(before))

    blocks.append(("h2", "Timeline"))
    if events:
        rows = [_timeline_row(e) for e in events]
        blocks.append(("table", _TIMELINE_HEADERS, rows, [e.get("kind") for e in events]))
    else:
        blocks.append(("p", "Nothing happened."))
    error = timeline.get("error")
    if error:
        blocks.append(("note", f"Step {error.get('step')} was refused: {error.get('message')} "
                               "Later steps did not run."))

    blocks.append(("h2", "Kills"))
    blocks.extend(_kills(events, timeline.get("conditions") or [], names))

    blocks.append(("h2", "Conditions that held"))
    conditions = timeline.get("conditions") or []
    if conditions:
        rows = [[blank(c.get(k)) for k in ("condition", "player", "unit", "object", "step", "seq")]
                for c in conditions]
        blocks.append(("table", ("condition", "player", "unit", "object", "step", "#"), rows, None))
    else:
        blocks.append(("p", "None."))

    blocks.append(("h2", "Board at the end"))
    blocks.append(_board_table(final))
    return blocks


def _unique(items) -> list[str]:
    return list(dict.fromkeys(items))


def _timeline_row(event: dict) -> list[str]:
    cells = event_cells(event)
    sources = ", ".join(_ref_with_controller(r) for r in event.get("sources") or ())
    return [cells["step"], cells["seq"], cells["kind"], cells["target"], cells["amount"], sources,
            cells["responsible"], cells["credited"], cells["rules"], blank(event.get("text"))]


def _ref_with_controller(ref: dict) -> str:
    controller = ref.get("controller")
    return f"{ref.get('id')} ({controller})" if controller else str(ref.get("id"))


def _named(object_id: str | None, names: dict[str, dict]) -> str:
    obj = names.get(object_id or "")
    return f"{obj.get('name')} ({object_id})" if obj else blank(object_id)


def _kills(events: list[dict], conditions: list[dict], names: dict[str, dict]) -> list[tuple]:
    kills = [e for e in events if e.get("kind") == "kill"]
    if not kills:
        return [("p", "No unit was killed.")]
    rows = []
    for kill in kills:
        held = [c for c in conditions
                if c.get("unit") == kill.get("target") and c.get("step") == kill.get("step")]
        credited = ", ".join(f"{r.get('name')} ({r.get('id')})" for r in kill.get("attributed_to") or ())
        with_ = "; ".join(f"{c.get('condition')}: player {c.get('player')}, object {c.get('object')}"
                          for c in held)
        reason = (kill.get("reason") or "").replace("_", " ")
        if kill.get("combat"):
            reason += " (combat)"
        rows.append([_named(kill.get("target"), names), blank(kill.get("step")), reason,
                     credited or "nothing", blank(kill.get("responsible")) or "nobody",
                     with_ or "none"])
    headers = ("killed", "step", "reason", "credited", "responsible", "\"with\" conditions held")
    return [("table", headers, rows, None)]


def _location(obj: dict) -> tuple[tuple, str]:
    """A sort key and a label for where an object is."""
    zone = obj.get("zone") or "removed"
    if zone == "board":
        if obj.get("attached_to"):
            return (0, 1, ""), f"attached to {obj['attached_to']}"
        at = obj.get("at")
        if at == "base" or at is None:
            return (1, 0, blank(obj.get("controller"))), f"{obj.get('controller')}'s base"
        return (0, 0, ""), f"battlefield {at}"
    if zone in ("hand", "trash"):
        owner = obj.get("owner") or obj.get("controller")
        return (_ZONE_ORDER[zone], 0, blank(owner)), f"{owner}'s {zone}"
    return (_ZONE_ORDER.get(zone, 6), 0, ""), zone


def _board_table(objects: dict[str, dict]) -> tuple:
    if not objects:
        return ("p", "No objects.")
    rows = []
    for order, (object_id, obj) in enumerate(objects.items()):
        key, label = _location(obj)
        cells = [label, object_id, blank(obj.get("name")), blank(obj.get("kind")),
                 blank(obj.get("controller")), blank(obj.get("might")), blank(obj.get("damage")),
                 blank(obj.get("attached_to"))]
        rows.append(((key, order), cells))
    rows.sort(key=lambda pair: pair[0])
    return ("table", _BOARD_HEADERS, [cells for _, cells in rows], None)


# --- Markdown ---------------------------------------------------------------------------------

_MD_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*[]<>|"})


def _md_text(text: str) -> str:
    return " ".join(str(text).split()).translate(_MD_SPECIAL)


def to_markdown(doc: dict) -> str:
    """A ruling report in Markdown: question, ruleset, rules, boards, timeline, kills, conditions."""
    out: list[str] = []
    for block in _blocks(doc):
        kind = block[0]
        if kind == "h1":
            out.append(f"# {_md_text(block[1])}")
        elif kind == "h2":
            out.append(f"## {_md_text(block[1])}")
        elif kind == "p":
            out.append(_md_text(block[1]))
        elif kind == "note":
            out.append(f"> **{_md_text(block[1])}**")
        elif kind == "list":
            out.append("\n".join(f"- {_md_text(item)}" for item in block[1]))
        elif kind == "table":
            _, headers, rows, _ = block
            lines = ["| " + " | ".join(_md_text(h) for h in headers) + " |",
                     "|" + "---|" * len(headers)]
            lines += ["| " + " | ".join(_md_text(c) for c in row) + " |" for row in rows]
            out.append("\n".join(lines))
    out.append(f"---\n\n*{_md_text(FOOTER)}*")
    return "\n\n".join(out) + "\n"


# --- HTML -------------------------------------------------------------------------------------

_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d232b;
       background: #fbfbfa; max-width: 1200px; margin: 2rem auto; padding: 0 1rem; line-height: 1.45; }
h1 { font-size: 1.6rem; margin-bottom: .4rem; }
h2 { font-size: 1.15rem; margin-top: 2rem; border-bottom: 1px solid #d8dbe0; padding-bottom: .2rem; }
table { border-collapse: collapse; width: 100%; font-size: .88rem; margin: .5rem 0; }
th, td { border: 1px solid #d8dbe0; padding: .3rem .45rem; text-align: left; vertical-align: top; }
th { background: #eef1f5; }
tr:nth-child(even) td { background: #f6f7f9; }
tr.ev-damage td { color: #a3161b; }
tr.ev-kill td { font-weight: 700; }
tr.ev-prevented td, tr.ev-heal td { color: #17703a; }
.note { border-left: 4px solid #c0392b; background: #fdecea; padding: .5rem .8rem; }
footer { margin-top: 2.5rem; font-size: .8rem; color: #5a6270; border-top: 1px solid #d8dbe0;
         padding-top: .6rem; }
"""


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def to_html(doc: dict) -> str:
    """A ruling report as one self-contained HTML page (inline CSS, no external assets)."""
    title = (doc.get("timeline") or {}).get("title") or "untitled scenario"
    body: list[str] = []
    for block in _blocks(doc):
        kind = block[0]
        if kind in ("h1", "h2"):
            body.append(f"<{kind}>{_e(block[1])}</{kind}>")
        elif kind == "p":
            body.append(f"<p>{_e(block[1])}</p>")
        elif kind == "note":
            body.append(f'<p class="note">{_e(block[1])}</p>')
        elif kind == "list":
            items = "".join(f"<li>{_e(item)}</li>" for item in block[1])
            body.append(f"<ul>{items}</ul>")
        elif kind == "table":
            _, headers, rows, row_kinds = block
            head = "".join(f"<th>{_e(h)}</th>" for h in headers)
            lines = [f"<table><thead><tr>{head}</tr></thead><tbody>"]
            for i, row in enumerate(rows):
                cls = f' class="ev-{_e(row_kinds[i])}"' if row_kinds and row_kinds[i] else ""
                cells = "".join(f"<td>{_e(c)}</td>" for c in row)
                lines.append(f"<tr{cls}>{cells}</tr>")
            lines.append("</tbody></table>")
            body.append("\n".join(lines))
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            f"<title>{_e('Ruling: ' + title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
            + "\n".join(body)
            + f"\n<footer>{_e(FOOTER)}</footer>\n</body>\n</html>\n")
