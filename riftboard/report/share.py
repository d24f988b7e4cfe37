"""Share a ruling: one self-contained HTML page a judge can send (issue 28, item 5).

Per step of the current line (and, on request, of every branch): the board picture after the
step, the timeline rows of the step, the Why text of what it did, and the judge's notes. The
pictures come in from outside (`picture`: the app's offscreen renderer; this module has no Qt)
and are inlined as data: URIs; the style sheet is inline; the page has no script and asks for
nothing over the network. The only addresses in it are the rule links, and only when the user
chose a rules reference (`rules_url`); without one each rule number carries our paraphrase as
its tooltip.

Notes and arrows: `notes(line, step)` gives the judge's notes of a step as lines of text
(another part of the app keeps them on the session); the picture callback draws whatever the
board shows, arrows included."""

from __future__ import annotations

from collections.abc import Callable

from .export import (
    _TIMELINE_HEADERS,
    _e,
    _timeline_row,
    html_cite,
    html_page,
    html_picture,
    html_table,
)
from .gloss import PARAPHRASE, cite
from .lines import line_history, line_label, outcome
from .table import Names
from .words import counted, event_text, explain_blocks, player_label

#: picture(state, title, event, history) -> base64 PNG, or None when it cannot be drawn
Picture = Callable[..., "str | None"]
#: notes(line, step) -> the judge's notes of that step (line None: the current line)
Notes = Callable[[int | None, int], "list[str]"]

_SHARE_CSS = """
section.step { border-top: 1px solid #d8dbe0; margin-top: 1.6rem; }
section.line { margin-top: 2.4rem; }
.notes { border-left: 4px solid #c8a200; background: #fdf8e4; padding: .4rem .8rem; }
.muted { color: #5a6270; font-size: .85rem; }
ul.toc { columns: 2; }
"""


def why_html(blocks, ruleset: str, template: str = "") -> str:
    """The Why blocks (riftboard.report.words.explain_blocks) as HTML, rule numbers linked."""
    out = []
    for b in blocks:
        kind = b[0]
        if kind == "h":
            out.append(f"<p><b>{_e(b[1])}</b></p>")
        elif kind == "p":
            out.append(f"<p>{_e(b[1])}</p>")
        elif kind == "muted":
            out.append(f'<p class="muted">{_e(b[1])}</p>')
        elif kind == "list":
            out.append("<ul>" + "".join(f"<li>{_e(i)}</li>" for i in b[1]) + "</ul>")
        elif kind == "checks":
            items = []
            for who, what, facts, verdict in b[1]:
                cells = ", ".join(f"{_e(name)} {'yes' if ok else 'no'}" for name, ok in facts)
                items.append(f"<li><b>{_e(who)}</b> with <b>{_e(what)}</b>: {cells} → "
                             f"{'all three' if verdict else 'no'}</li>")
            out.append("<ul>" + "".join(items) + "</ul>")
        elif kind == "rules":
            out.append("<ul>" + "".join(
                f"<li>{html_cite(cite(n, ruleset), n, ruleset, template)}"
                + (f" — {_e(g)}" if g else "") + "</li>" for n, g in b[1]) + "</ul>")
    return '<div class="why">' + "".join(out) + "</div>"


def _explained(events) -> list:
    """The events of a step whose Why the page gives: every kill, and the step's last event."""
    chosen = [e for e in events if e.kind == "kill"]
    if events and events[-1] not in chosen:
        chosen.append(events[-1])
    return chosen


def _line_sections(session, index: int | None, history, *, first_step: int, picture,
                   notes, template: str) -> list[str]:
    """The steps `first_step`.. of one line: picture, rows, Why, notes."""
    from riftboard.scenario.replay import objects_json, timeline_document

    ruleset = session.ruleset
    setup = session.setup
    timeline = timeline_document(setup.title, ruleset, setup.player_ids, history)
    names_state = history.results[-1].state if history.results else history.initial
    names = Names(timeline, {p: player_label(names_state, p) for p in names_state.players},
                  objects_json(history.initial))
    texts = {e.seq: event_text(e) for e in history.events}
    by_seq = {e["seq"]: e for e in timeline["events"]}
    total = len(history.results)
    body: list[str] = []
    for n in range(first_step, total + 1):
        events = [e for e in history.events if e.step == n]
        head = (f"Step {n} of {total}: {event_text(events[0])}" if n and events else
                f"Step {n} of {total}" if n else "The setup, before any step")
        body.append(f'<section class="step" id="{_anchor(index, n)}"><h3>{_e(head)}</h3>')
        if picture is not None:
            kills = [e for e in events if e.kind == "kill"]
            data = picture(history.state_after_step(n), f"{setup.title} — {head}",
                           kills[-1] if kills else None, history)
            if data:
                body.append(f"<p>{html_picture(data, 'The board: ' + head)}</p>")
        if events:
            rows = [_timeline_row(by_seq[e.seq], names, texts, {}, ruleset) for e in events]
            body.append(html_table(_TIMELINE_HEADERS, rows, [e.kind for e in events], template))
            for e in _explained(events):
                blocks = explain_blocks(history.events, history.conditions, e.seq, names_state,
                                        ruleset, history.state_after)
                body.append(why_html(blocks, ruleset, template))
        elif n:
            body.append('<p class="muted">Nothing happened at this step.</p>')
        step_notes = notes(index, n) if notes is not None else []
        if step_notes:
            items = "".join(f"<li>{_e(t)}</li>" for t in step_notes)
            body.append(f'<div class="notes"><b>Judge\'s notes</b><ul>{items}</ul></div>')
        body.append("</section>")
    return body


def _anchor(index: int | None, step: int) -> str:
    return f"{'main' if index is None else f'branch{index + 1}'}-step{step}"


def share_page(session, *, tree: bool = False, picture: Picture | None = None,
               notes: Notes | None = None, rules_url: str = "") -> str:
    """The share page of a session (riftboard.scenario.session.Session): the current line step
    by step, and with `tree` every branch from where it leaves the line it forked from."""
    setup = session.setup
    ruleset = session.ruleset
    history = session.history
    names_state = history.results[-1].state if history.results else history.initial
    players = ", ".join(player_label(names_state, p) for p in names_state.players)
    title = setup.title or "untitled scenario"
    body = [f"<h1>{_e('Ruling: ' + title)}</h1>"]
    if setup.question:
        body.append(f"<p>Question: {_e(setup.question)}</p>")
    body.append(f"<p>Core Rules {_e(ruleset)}. Players: {_e(players)}.</p>")
    if setup.rules:
        cited = ", ".join(html_cite(cite(r, ruleset), r, ruleset, rules_url) for r in setup.rules)
        body.append(f"<p>Rules the scenario cites: {cited}</p>")
    how = ("each links to the rules reference chosen in riftboard" if rules_url else
           "point at one to read our gloss of it")
    body.append(f'<p class="muted">Rule numbers are those of Core Rules {_e(ruleset)} ({how}); '
                f"the glosses are {_e(PARAPHRASE)}. The Core Rules decide.</p>")
    lines = [None, *range(len(session.branches))] if tree else [None]
    if tree and session.branches:
        def start(i):
            return _anchor(i, 0 if i is None else session.branches[i].from_step + 1)

        toc = "".join(f'<li><a href="#{start(i)}">{_e(line_label(session, i))}</a></li>'
                      for i in lines)
        body.append(f'<h2>Lines</h2><ul class="toc">{toc}</ul>')
    for i in lines:
        h = history if i is None else line_history(session, i)
        label = line_label(session, i)
        body.append(f'<section class="line"><h2>{_e(label)}</h2>')
        first = 0
        if i is not None:
            first = session.branches[i].from_step + 1
            body.append(f'<p class="muted">It shares the steps before step {first} with the '
                        "line it leaves; its own steps follow.</p>")
        body += _line_sections(session, i, h, first_step=first, picture=picture, notes=notes,
                               template=rules_url)
        body.append("<h3>Outcome</h3><ul>"
                    + "".join(f"<li>{_e(t)}</li>" for t in outcome(h)) + "</ul></section>")
    if not tree and session.branches:
        others = counted(len(session.branches), "other line")
        body.append(f'<p class="muted">This board has {others} (branches); a share page of '
                    "the whole tree shows them too.</p>")
    return html_page("Ruling: " + title, body, _SHARE_CSS)

