"""Words for the app: labels of players and REFs, timeline cells, and the "Why?" explanation.

No Qt and no rules here: everything shown is read off the engine's events, conditions and
states (who is credited, who is responsible and which conditions held are decided by the engine;
this module only says it in plain language, with the rule numbers the engine recorded)."""

from __future__ import annotations

import html

from riftboard.engine.events import Event
from riftboard.report.words import (  # noqa: F401 (the app's names for them)
    KIND_WORDS,
    RULE_GLOSSES,
    SANDBOX_KINDS,
    event_text,
    explain_blocks,
    is_play_from_trash,
    kind_rules,
    kind_words,
    object_name,
    player_label,
    player_short,
    ref_label,
    ref_object,
    rule_gloss,
    with_checks,
)

from riftboard.report.gloss import PARAPHRASE, cite, cite_list, rule_href

from . import style

#: the timeline's column of rule numbers (a click opens them: riftboard/app/rules_ref.py)
RULES_COLUMN = 9

COLUMNS = ("#", "step", "event", "target", "amount", "sources", "controller", "responsible",
           "credited", "rules")

FILTERS = {
    "All": None,
    "Damage": frozenset({"damage", "prevented", "combat_assign", "mark_damage"}),
    "Kills": frozenset({"kill", "death_replaced"}),
    "Triggers": frozenset({"trigger", "delayed_created"}),
    "Plays": frozenset({"play", "activate", "resolve", "fizzle", "not_modelled"}),
}


# --- labels --------------------------------------------------------------------------------------

def target_label(event: Event, state=None) -> str:
    """The event's target by name (the name it had then, else its name in `state`)."""
    if event.target is None:
        return ""
    if event.target_name:
        return event.target_name
    if state is not None and event.target in state.players:  # a draw, a turn's end: a player
        return player_label(state, event.target)
    return object_name(state, event.target) if state is not None else event.target


def board_object_name(state, oid: str | None) -> str:
    """An object on the board by name; a card hidden face down (format 2, 107.3) says so and
    where: "Back Off (face down at North)"."""
    o = state.get(oid) if oid is not None else None
    if o is None or o.zone != "facedown":
        return object_name(state, oid)
    return f"{object_name(state, oid)} (face down at {object_name(state, o.at)})"


def face_down_words(state, o) -> str:
    """A face-down card's tooltip: what it is (the sandbox knows everything), whose it is, and
    when it may be played from there (811.1.b, 811.1.c.3)."""
    lines = [board_object_name(state, o.id),
             f"controller {player_label(state, o.controller)}"
             + (f", owner {player_label(state, o.owner)}" if o.owner != o.controller else ""),
             f"{o.kind}, hidden on turn {o.hidden_turn}" if o.hidden_turn is not None
             else o.kind,
             "its controller may play it from face down from the turn after it was hidden, "
             "with Reaction and its cost ignored (811.1.b, 811.6, 421.3); right-click to play it"]
    if o.card is not None and o.card.summary:
        lines.append(o.card.summary)
    return "\n".join(lines)


def event_cells(event: Event, state, ruleset: str = "1.4") -> list[str]:
    """The timeline row of one event, in COLUMNS order, by names."""
    kill = event.kind == "kill"
    controllers = []
    for r in event.sources:
        if r.controller and r.controller not in controllers:
            controllers.append(r.controller)
    credited = ", ".join(ref_label(r) for r in event.attributed_to)
    responsible = player_short(state, event.responsible, "none" if kill else "")
    kind = "play (from trash)" if is_play_from_trash(event) else event.kind.replace("_", " ")
    return [
        str(event.seq),
        str(event.step),
        kind,
        target_label(event, state),
        "" if event.amount is None else str(event.amount),
        ", ".join(ref_label(r) for r in event.sources),
        ", ".join(player_short(state, c) for c in controllers),
        responsible,
        credited or ("nothing" if kill else ""),
        cite_list(kind_rules(event, ruleset), ruleset),
    ]


def event_tooltip(event: Event, state, ruleset: str = "1.4") -> str:
    """The event's sentence, what it is, and its rules with their glosses."""
    parts = [event_text(event)]
    words = kind_words(event)
    if words:
        parts.append(words)
    rules = kind_rules(event, ruleset)
    if rules:
        parts.append("rules: " + "; ".join(
            cite(r, ruleset) + (f" ({rule_gloss(r, ruleset)})" if rule_gloss(r, ruleset) else "")
            for r in rules))
        parts.append(f"(the glosses are {PARAPHRASE}; click the rules cell to open a rule)")
    return "\n".join(parts)


def copy_text(events: list[Event], state, ruleset: str = "1.4") -> str:
    """Rows as tab-separated text (a header line, then one line per event with its text)."""
    lines = ["\t".join((*COLUMNS, "text"))]
    for e in events:
        cells = event_cells(e, state, ruleset)
        lines.append("\t".join(c.replace("\t", " ") for c in (*cells, event_text(e))))
    return "\n".join(lines) + "\n"


# --- the "Why?" panel ------------------------------------------------------------------------------

def _esc(text) -> str:
    return html.escape(str(text))


def blocks_html(blocks, ruleset: str | None = None) -> str:
    """Explanation blocks (riftboard.report.words) as the Why panel's HTML. With `ruleset`
    (the one the numbers are written in), each rule number says it and is a link
    ("rule:1.4/417.6.a", opened by riftboard/app/rules_ref.py); without, the bare numbers."""
    out = []
    first = True
    for b in blocks:
        kind = b[0]
        if kind == "h":
            out.append(f"<h3>{_esc(b[1])}</h3>" if first else f"<h4>{_esc(b[1])}</h4>")
            first = False
        elif kind == "p":
            out.append(f"<p>{_esc(b[1])}</p>")
        elif kind == "muted":
            out.append(f"<p class='muted'>{_esc(b[1])}</p>")
        elif kind == "list":
            out.append("<ul>" + "".join(f"<li>{_esc(i)}</li>" for i in b[1]) + "</ul>")
        elif kind == "checks":
            items = []
            for who, what, facts, verdict in b[1]:
                cells = ", ".join(f"{_esc(name)} {_mark(ok)}" for name, ok in facts)
                items.append(f"<li><b>{_esc(who)}</b> with <b>{_esc(what)}</b>: {cells} → "
                             + ("<span class='yes'>all three</span>" if verdict
                                else "<span class='no'>no</span>") + "</li>")
            out.append("<ul>" + "".join(items) + "</ul>")
        elif kind == "rules" and ruleset is None:
            out.append("<ul>" + "".join(f"<li><b>{_esc(n)}</b>" + (f" — {_esc(g)}" if g else "")
                                        + "</li>" for n, g in b[1]) + "</ul>")
        elif kind == "rules":
            out.append("<ul>" + "".join(
                f"<li><a href='{_esc(rule_href(n, ruleset))}'><b>{_esc(cite(n, ruleset))}</b></a>"
                + (f" — {_esc(g)}" if g else "") + "</li>" for n, g in b[1]) + "</ul>")
            out.append(f"<p class='muted'>The glosses are {_esc(PARAPHRASE)}. Click a rule "
                       "number to open it.</p>")
    return "".join(out)


def explain_html(history, seq: int, state, ruleset: str = "1.4") -> str:
    """The "Why?" text of event `seq` (1-based) as HTML; `state` names players and objects."""
    return blocks_html(explain_blocks(history.events, history.conditions, seq, state, ruleset,
                                      history.state_after), ruleset)


def _mark(flag: bool) -> str:
    return "<span class='yes'>yes</span>" if flag else "<span class='no'>no</span>"


def why_css() -> str:
    """The Why text's style sheet, in the current theme's colours."""
    return f"""
h3 {{ margin: 2px 0 6px 0; }}
h4 {{ margin: 10px 0 3px 0; color: {style.SUMMARY}; }}
p, li {{ margin: 2px 0; }}
.muted {{ color: {style.MUTED}; }}
.yes {{ color: {style.POSITIVE}; font-weight: bold; }}
.no {{ color: {style.NEGATIVE}; }}
"""


WHY_CSS = why_css()  # the light theme's (the exports)
