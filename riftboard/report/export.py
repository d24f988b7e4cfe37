"""Ruling reports a judge can share: Markdown and one self-contained HTML file."""

from __future__ import annotations

import html

from riftboard.report.gloss import PARAPHRASE, cite, cite_list, rule_gloss, rule_url, tooltip
from riftboard.report.table import Names, blank, event_cells


class Rules(tuple):
    """A timeline row's rule numbers (as shown, in `ruleset`): Markdown writes them with their
    ruleset ("1.4 §417.6.a, §428.5"), HTML as links to the rules reference."""

    def __new__(cls, rules: tuple[str, ...], ruleset: str):
        self = super().__new__(cls, rules)
        self.ruleset = ruleset
        return self

    def __str__(self) -> str:
        return cite_list(self, self.ruleset)


def sentence(text: str) -> str:
    """`text` as a sentence: with a full stop unless it already ends with one (or ! or ?)."""
    text = text.rstrip()
    return text if not text or text.endswith((".", "!", "?")) else text + "."

FOOTER = ("Made with riftboard, an unofficial fan tool. It is not affiliated with, endorsed or "
          "sponsored by Riot Games.")

_BOARD_HEADERS = ("where", "name", "kind", "controller", "Might", "damage", "attached to")
_TIMELINE_HEADERS = ("step", "#", "event", "target", "amount", "sources (controller)",
                     "responsible", "credited", "rules", "what happened")
_ZONE_ORDER = {"board": 0, "hand": 2, "trash": 3, "chain": 4, "removed": 5}


# A report is a list of blocks, rendered the same way to Markdown and HTML:
#   ("h1" | "h2" | "h3" | "p" | "note", text)
#   ("list", [text, ...])
#   ("table", headers, rows, row_kinds)   row_kinds: an event kind per row (for styling) or None
#   ("picture", base64 PNG, alt text)     HTML only (Markdown says where to find it)
#   ("rules", [(rule, gloss), ...])       rule numbers (in the report's ruleset) with our gloss
#   ("muted", text)                       a small print line

def _blocks(doc: dict) -> list[tuple]:
    timeline = doc.get("timeline") or {}
    events = timeline.get("events") or []
    before = doc.get("board_before") or {}
    final = (timeline.get("final") or {}).get("objects") or {}
    names = Names(timeline, doc.get("player_names"), doc.get("board_before"))
    players = [names.player(p) for p in timeline.get("players") or ()]
    ruleset = doc.get("ruleset") or timeline.get("ruleset")
    glosses = dict(doc.get("glosses") or {})
    rs = ruleset or "1.4"

    def gloss(rule: str) -> tuple[str, str]:
        g = glosses.get(rule)
        return rule, (rule_gloss(rule, rs) if g is None else g)

    blocks: list[tuple] = [("h1", f"Ruling: {timeline.get('title') or 'untitled scenario'}")]
    if doc.get("question"):
        blocks.append(("p", f"Question: {doc['question']}"))
    blocks.append(("p", f"Core Rules {ruleset}. Players: {', '.join(players)}."))
    if doc.get("board_png"):
        blocks.append(("picture", doc["board_png"], "The board as shown"))

    cited = list(doc.get("rules") or ())
    applied = _unique(r for e in events for r in e.get("rules") or ())
    blocks.append(("h2", "Rules cited"))
    blocks.append(("rules", [gloss(r) for r in cited]) if cited else
                  ("p", "The scenario cites no rules."))
    if applied:
        blocks.append(("p", "Rules applied in the timeline, in our own words:"))
        blocks.append(("rules", [gloss(r) for r in applied]))
    if cited or applied:
        blocks.append(("muted", f"Rule numbers are those of Core Rules {rs}; the glosses are "
                                f"{PARAPHRASE}. The Core Rules decide."))

    blocks.append(("h2", "Board before"))
    k = doc.get("setup_steps") or 0
    if k:
        blocks.append(("p", f"The setup as built: the board after the first {k} step"
                            f"{'s' if k != 1 else ''} (sandbox edits, not game actions)."))
    blocks.append(_board_table(before, names))

    blocks.append(("h2", "Timeline"))
    texts = doc.get("event_text") or {}
    targets = doc.get("targets") or {}
    if events:
        rows = [_timeline_row(e, names, texts, targets, rs) for e in events]
        blocks.append(("table", _TIMELINE_HEADERS, rows, [e.get("kind") for e in events]))
    else:
        blocks.append(("p", "Nothing happened."))
    error = timeline.get("error")
    if error:
        blocks.append(("note", f"Step {error.get('step')} was refused: "
                               f"{sentence(str(error.get('message')))} Later steps did not run."))

    blocks.append(("h2", "Kills"))
    blocks.extend(_kills(events, timeline.get("conditions") or [], names, doc.get("why") or {}))

    blocks.append(("h2", "Conditions that held"))
    conditions = timeline.get("conditions") or []
    if doc.get("conditions_text"):
        blocks.append(("list", list(doc["conditions_text"])))
    elif conditions:
        rows = [[blank(c.get("condition")), names.player(c.get("player")), names.obj(c.get("unit")),
                 names.obj(c.get("object")), blank(c.get("step")), blank(c.get("seq"))]
                for c in conditions]
        blocks.append(("table", ("condition", "player", "unit", "object", "step", "#"), rows, None))
    else:
        blocks.append(("p", "None."))

    lines = doc.get("other_lines") or []
    if lines:
        blocks.append(("h2", "Other lines of this board"))
        blocks.append(("p", "The branches the judge also played (each replayed from its own "
                            "steps); the timeline above is the current line."))
        for line in lines:
            blocks.append(("h3", line.get("label") or "A branch"))
            blocks.append(("list", list(line.get("outcome") or ["no kill, no condition"])))
    blocks.append(("h2", "Board at the end"))
    blocks.append(_board_table(final, names))
    drawings = doc.get("annotations") or []
    if drawings:  # the judge's arrows and notes, drawn in the app (the picture shows them)
        blocks.append(("h2", "Judge's arrows and notes"))
        blocks.append(("list", list(drawings)))
    return blocks


def _unique(items) -> list[str]:
    return list(dict.fromkeys(items))


def _timeline_row(event: dict, names: Names, texts: dict, targets: dict, ruleset: str) -> list:
    cells = event_cells(event)
    sources = ", ".join(_ref_with_controller(r, names) for r in event.get("sources") or ())
    kill = event.get("kind") == "kill"
    credited = ", ".join(names.ref(r) for r in event.get("attributed_to") or ())
    seq = event.get("seq")
    text = texts.get(seq) or texts.get(str(seq)) or event.get("text")
    chosen = targets.get(seq) or targets.get(str(seq))  # a play's every target, not the first
    target = (", ".join(names.obj(t) for t in chosen) if chosen else
              names.obj(event["target"]) if event.get("target") else "")
    return [cells["step"], cells["seq"], cells["kind"], target,
            cells["amount"], sources,
            names.player(event.get("responsible")) or ("nobody" if kill else ""),
            credited or ("nothing" if kill else ""),
            Rules(tuple(event.get("rules") or ()), ruleset), blank(text)]


def _ref_with_controller(ref: dict, names: Names) -> str:
    controller = ref.get("controller")
    label = names.ref(ref)
    return f"{label} ({names.player(controller)})" if controller else label


def _kills(events: list[dict], conditions: list[dict], names: Names, why: dict) -> list[tuple]:
    kills = [e for e in events if e.get("kind") == "kill"]
    if not kills:
        return [("p", "No unit was killed.")]
    out: list[tuple] = []
    for kill in kills:
        seq = kill.get("seq")
        out.append(("h3", f"{names.obj(kill.get('target'))} (step {kill.get('step')}, #{seq})"))
        lines = why.get(seq) or why.get(str(seq))
        if lines:
            out.append(("lines", list(lines)))
            continue
        held = [c for c in conditions
                if c.get("unit") == kill.get("target") and c.get("step") == kill.get("step")]
        reason = (kill.get("reason") or "").replace("_", " ")
        if kill.get("combat"):
            reason += " (combat)"
        credited = ", ".join(names.ref(r) for r in kill.get("attributed_to") or ()) or "nothing"
        items = [f"Reason: {reason}", f"Credited: {credited}",
                 f"Responsible: {names.player(kill.get('responsible')) or 'nobody'}"]
        items += [f"{c.get('condition')}: {names.player(c.get('player'))} with "
                  f"{names.obj(c.get('object'))}" for c in held]
        out.append(("list", items))
    return out


def _location(obj: dict, names: Names) -> tuple[tuple, str]:
    """A sort key and a label for where an object is."""
    zone = obj.get("zone") or "removed"
    if zone == "board":
        if obj.get("attached_to"):
            return (0, 1, ""), f"attached to {names.obj(obj['attached_to'])}"
        at = obj.get("at")
        if at == "base" or at is None:
            who = names.player(obj.get("controller"))
            return (1, 0, blank(obj.get("controller"))), f"{who}'s base"
        return (0, 0, ""), f"battlefield {names.obj(at)}"
    if zone in ("hand", "trash"):
        owner = obj.get("owner") or obj.get("controller")
        return (_ZONE_ORDER[zone], 0, blank(owner)), f"{names.player(owner)}'s {zone}"
    return (_ZONE_ORDER.get(zone, 6), 0, ""), zone


def _board_table(objects: dict[str, dict], names: Names) -> tuple:
    if not objects:
        return ("p", "No objects.")
    rows = []
    for order, (_object_id, obj) in enumerate(objects.items()):
        key, label = _location(obj, names)
        cells = [label, blank(obj.get("name")), blank(obj.get("kind")),
                 names.player(obj.get("controller")), blank(obj.get("might")),
                 blank(obj.get("damage")),
                 names.obj(obj.get("attached_to")) if obj.get("attached_to") else ""]
        rows.append(((key, order), cells))
    rows.sort(key=lambda pair: pair[0])
    return ("table", _BOARD_HEADERS, [cells for _, cells in rows], None)


# --- Markdown ---------------------------------------------------------------------------------

_MD_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*[]<>|"})


def _md_text(text: str) -> str:
    return " ".join(str(text).split()).translate(_MD_SPECIAL)


def _md_line(line: str) -> str:
    """A Why line: "**Heading**", "- item" or a sentence."""
    if line.startswith("**") and line.endswith("**"):
        return f"**{_md_text(line[2:-2])}**"
    if line.startswith("- "):
        return f"- {_md_text(line[2:])}"
    return _md_text(line)


def _md_cite(text: str, rule: str, ruleset: str, template: str) -> str:
    url = rule_url(template, rule, ruleset)
    return f"[{_md_text(text)}](<{url}>)" if url else _md_text(text)


def _md_rules(rules: Rules, template: str) -> str:
    """A row's rules: "1.4 §417.6.a, §428.5", each a link when there is a rules reference."""
    if not template:
        return _md_text(str(rules))
    return "; ".join(" ".join([rs, ", ".join(_md_cite(f"§{n}", n if rs == rules.ruleset
                                                       else f"{n} (1.4)", rules.ruleset, template)
                                             for n in numbers)])
                     for rs, numbers in _grouped(rules))


def _grouped(rules: Rules) -> list[tuple[str, list[str]]]:
    """The rules by the ruleset each belongs to (a 1.3 timeline's "N (1.4)" is 1.4's N)."""
    from .gloss import bare, rule_ruleset

    groups: dict[str, list[str]] = {}
    for r in rules:
        groups.setdefault(rule_ruleset(r, rules.ruleset), []).append(bare(r))
    return list(groups.items())


def _report_ruleset(doc: dict) -> str:
    return doc.get("ruleset") or (doc.get("timeline") or {}).get("ruleset") or "1.4"


def to_markdown(doc: dict) -> str:  # noqa: C901 (one branch per block kind)
    """A ruling report in Markdown: question, ruleset, rules, boards, timeline, kills, conditions.
    `doc["rules_url"]`: the user's rules reference address ({rule}, {ruleset}); the rule
    numbers link to it."""
    out: list[str] = []
    template = doc.get("rules_url") or ""
    ruleset = _report_ruleset(doc)
    for block in _blocks(doc):
        kind = block[0]
        if kind == "h1":
            out.append(f"# {_md_text(block[1])}")
        elif kind == "h2":
            out.append(f"## {_md_text(block[1])}")
        elif kind == "h3":
            out.append(f"### {_md_text(block[1])}")
        elif kind == "lines":
            text, prev_item = "", False
            for line in block[1]:
                item = line.startswith("- ")
                if text:
                    text += "\n" if item and prev_item else "\n\n"
                text += _md_line(line)
                prev_item = item
            out.append(text)
        elif kind == "picture":
            out.append("*The board picture is embedded in the HTML export.*")
        elif kind == "p":
            out.append(_md_text(block[1]))
        elif kind == "muted":
            out.append(f"*{_md_text(block[1])}*")
        elif kind == "rules":
            out.append("\n".join(
                f"- {_md_cite(cite(r, ruleset), r, ruleset, template)}"
                + (f" — {_md_text(g)}" if g else "") for r, g in block[1]))
        elif kind == "note":
            out.append(f"> **{_md_text(block[1])}**")
        elif kind == "list":
            out.append("\n".join(f"- {_md_text(item)}" for item in block[1]))
        elif kind == "table":
            _, headers, rows, _ = block
            lines = ["| " + " | ".join(_md_text(h) for h in headers) + " |",
                     "|" + "---|" * len(headers)]
            lines += ["| " + " | ".join(_md_rules(c, template) if isinstance(c, Rules)
                                        else _md_text(c) for c in row) + " |" for row in rows]
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
img.board { max-width: 100%; border: 1px solid #d8dbe0; }
.why { border-left: 3px solid #d8dbe0; padding-left: .8rem; }
.muted { color: #5a6270; font-size: .85rem; }
abbr.rule { text-decoration: underline dotted; cursor: help; }
a.rule { color: #1f5fa8; }
footer { margin-top: 2.5rem; font-size: .8rem; color: #5a6270; border-top: 1px solid #d8dbe0;
         padding-top: .6rem; }
"""


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def _html_lines(lines) -> str:
    out, items = [], []
    for line in lines:
        if line.startswith("- "):
            items.append(f"<li>{_e(line[2:])}</li>")
            continue
        if items:
            out.append("<ul>" + "".join(items) + "</ul>")
            items = []
        if line.startswith("**") and line.endswith("**"):
            out.append(f"<p><b>{_e(line[2:-2])}</b></p>")
        else:
            out.append(f"<p>{_e(line)}</p>")
    if items:
        out.append("<ul>" + "".join(items) + "</ul>")
    return '<div class="why">' + "".join(out) + "</div>"


def html_cite(text: str, rule: str, ruleset: str, template: str) -> str:
    """A rule number in HTML: a link to the user's rules reference when there is one, else
    the number with our paraphrase as its tooltip (no address: it works offline)."""
    tip = _e(tooltip(rule, ruleset))
    url = rule_url(template, rule, ruleset)
    if url:
        return f'<a class="rule" href="{_e(url)}" title="{tip}">{_e(text)}</a>'
    return f'<abbr class="rule" title="{tip}">{_e(text)}</abbr>'


def html_rules(rules: Rules, template: str) -> str:
    """A row's rules: "1.4 §417.6.a, §428.5", each number a link (or a tooltip)."""
    return "; ".join(
        _e(rs) + " " + ", ".join(html_cite(f"§{n}", n if rs == rules.ruleset else f"{n} (1.4)",
                                           rules.ruleset, template) for n in numbers)
        for rs, numbers in _grouped(rules))


def html_rules_list(items, ruleset: str, template: str) -> str:
    """A "rules" block: each rule with its ruleset, linked, and our gloss."""
    lis = "".join(f"<li>{html_cite(cite(r, ruleset), r, ruleset, template)}"
                  + (f" — {_e(g)}" if g else "") + "</li>" for r, g in items)
    return f'<ul class="rules">{lis}</ul>'


def html_table(headers, rows, row_kinds, template: str = "") -> str:
    """A report table; a Rules cell is written as links."""
    head = "".join(f"<th>{_e(h)}</th>" for h in headers)
    lines = [f"<table><thead><tr>{head}</tr></thead><tbody>"]
    for i, row in enumerate(rows):
        cls = f' class="ev-{_e(row_kinds[i])}"' if row_kinds and row_kinds[i] else ""
        cells = "".join(f"<td>{html_rules(c, template) if isinstance(c, Rules) else _e(c)}</td>"
                        for c in row)
        lines.append(f"<tr{cls}>{cells}</tr>")
    lines.append("</tbody></table>")
    return "\n".join(lines)


def html_picture(data: str, alt: str) -> str:
    """A PNG inlined as a data: URI (only base64 characters are kept)."""
    data = "".join(ch for ch in str(data) if ch.isalnum() or ch in "+/=")
    return f'<img class="board" alt="{_e(alt)}" src="data:image/png;base64,{data}">'


def html_page(title: str, body: list[str], css: str = "") -> str:
    """One self-contained page: inline CSS, no script, no external asset."""
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            f"<title>{_e(title)}</title>\n<style>{_CSS}{css}</style>\n</head>\n<body>\n"
            + "\n".join(body)
            + f"\n<footer>{_e(FOOTER)}</footer>\n</body>\n</html>\n")


def html_blocks(blocks, ruleset: str, template: str = "") -> list[str]:
    """Report blocks as HTML fragments."""
    body: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind in ("h1", "h2", "h3"):
            body.append(f"<{kind}>{_e(block[1])}</{kind}>")
        elif kind == "picture":
            body.append(f"<p>{html_picture(block[1], block[2])}</p>")
        elif kind == "lines":
            body.append(_html_lines(block[1]))
        elif kind == "p":
            body.append(f"<p>{_e(block[1])}</p>")
        elif kind == "muted":
            body.append(f'<p class="muted">{_e(block[1])}</p>')
        elif kind == "rules":
            body.append(html_rules_list(block[1], ruleset, template))
        elif kind == "note":
            body.append(f'<p class="note">{_e(block[1])}</p>')
        elif kind == "list":
            items = "".join(f"<li>{_e(item)}</li>" for item in block[1])
            body.append(f"<ul>{items}</ul>")
        elif kind == "table":
            _, headers, rows, row_kinds = block
            body.append(html_table(headers, rows, row_kinds, template))
    return body


def to_html(doc: dict) -> str:
    """A ruling report as one self-contained HTML page (inline CSS, no external assets).
    `doc["rules_url"]`: the user's rules reference address; without one the rule numbers carry
    our paraphrase as a tooltip."""
    title = (doc.get("timeline") or {}).get("title") or "untitled scenario"
    body = html_blocks(_blocks(doc), _report_ruleset(doc), doc.get("rules_url") or "")
    return html_page("Ruling: " + title, body)
