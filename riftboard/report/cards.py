"""The card library as text (`riftboard cards`, `riftboard cards --coverage`): the catalog's
entries and coverage (riftboard/cards/catalog.py) as tables.

Long cells (a card's keywords and summary, what a card still lacks) wrap to the width, so nothing
is cut; with `width=None` (`--wide`) each card keeps to one line, whatever its length.
"""

from __future__ import annotations

import textwrap
from collections import Counter

from riftboard.cards.catalog import LEVELS
from riftboard.report.words import counted

_GAP = "  "


def _table(headers, rows, widths=None, right=(), wrap=None) -> list[str]:
    """Rows under headers, columns `widths` wide (default: their longest cell); column `wrap`
    (an index) wraps onto more lines when a cell is longer than its width; other cells are
    never cut (a column is as wide as its longest cell)."""
    widths = list(widths or [max(len(str(x)) for x in col)
                             for col in zip(headers, *rows, strict=True)])
    lines = []
    for row in [headers, tuple("-" * w for w in widths), *rows]:
        cells = [str(t) for t in row]
        more: list[str] = []
        if wrap is not None and len(cells[wrap]) > widths[wrap]:
            first, *more = textwrap.wrap(cells[wrap], widths[wrap]) or [""]
            cells[wrap] = first
        lines.append(_GAP.join(t.rjust(w) if i in right else t.ljust(w)
                               for i, (t, w) in enumerate(zip(cells, widths, strict=True))).rstrip())
        indent = " " * sum(w + len(_GAP) for w in widths[:wrap or 0])
        lines.extend(indent + m for m in more)
    return lines


def _last_column(headers, rows, width: int | None) -> list[int]:
    """Column widths: each as its longest cell, the last one what `width` leaves (at least 20),
    or its longest cell too when width is None."""
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows, strict=True)]
    if width is not None:
        used = sum(widths[:-1]) + len(_GAP) * (len(widths) - 1)
        widths[-1] = min(widths[-1], max(20, width - used))
    return widths


def _said(text: str, width: int | None) -> list[str]:
    """A sentence of the report, wrapped to `width` (one line when width is None)."""
    return textwrap.wrap(text, width) if width else [text]


def format_list(items: list[dict], width: int | None = 120) -> str:
    """Cards as a table: name, kind, set and number, Might, level, keywords and summary (the
    last wrapped to `width`; on one line when width is None)."""
    headers = ("name", "kind", "card", "might", "level", "keywords / summary")
    rows = []
    for e in items:
        kind = "equipment" if e["equipment"] else e["kind"]
        code = f"{e['set']}-{e['number']}" if e["set"] else "-"
        text = ", ".join(e["keywords"])
        if e["summary"]:
            text = f"{text}. {e['summary']}" if text else e["summary"]
        name = e["name"] if e["official"] or e["set"] else f"{e['name']} *"
        rows.append((name, kind, code, "" if e["might"] is None else e["might"], e["modelled"], text))
    if not rows:
        return "(no cards found)\n"
    widths = _last_column(headers, rows, width)
    lines = _table(headers, rows, widths, right=(3,), wrap=len(headers) - 1)
    levels = Counter(e["modelled"] for e in items)
    lines.append("")
    lines.append(f"{counted(len(items), 'card')}: "
                 + ", ".join(f"{levels.get(lv, 0)} {lv}" for lv in LEVELS)
                 + " (`riftboard cards --coverage` says what the others still lack)")
    if any(not e["official"] and not e["set"] for e in items):
        lines.append("* not an official card: a sandbox card for the examples, or a designer card")
    return "\n".join(lines) + "\n"


def _decks_table(d: dict, width: int | None) -> list[str]:
    """The tournament decks, the closest to playable first: main-deck cards full (distinct and
    copies), the levels of the deck's legend and champion, battlefields full, playable, and the
    cards of legend, champion and main deck still below full (copies after a name; wrapped).
    A deck's key starts with its legend (`--json` names it in full)."""
    out = _said(f"The tournament decks ({d['playable']} of {d['decks']} playable: legend, "
                "champion and every main-deck card full), the closest first:", width)
    headers = ("deck", "main full", "copies full", "legend", "champion", "battlefields",
               "playable", "still below full")
    rows = [(r["deck"], f"{r['main_full']}/{r['main_cards']}",
             f"{r['main_copies_full']}/{r['main_copies']}", r["legend_level"],
             r["champion_level"], f"{r['battlefields_full']}/{r['battlefields']}",
             "yes" if r["playable"] else "no",
             ", ".join(f"{b['name']} x{b['copies']}" for b in r["below_full"]) or "-")
            for r in d["rows"]]
    return _table(headers, rows, _last_column(headers, rows, width), right=(1, 2, 5),
                  wrap=len(headers) - 1) + [""]


def format_coverage(cov: dict, width: int | None = 120) -> str:
    """The coverage report as text: counts, the tournament decks, the mechanics of the game the
    cards below full need (and whether the engine models each), then every card below full,
    tournament cards first, with what it still lacks (wrapped to `width`; on one line when
    width is None)."""
    lv = cov["levels"]
    summary = (f"{counted(cov['cards'], 'card')} ({cov['released']} released): "
               + ", ".join(f"{lv[k]} {k}" for k in LEVELS))
    d = cov.get("decklists")
    if d:
        summary += f"; {d['playable']} of {d['decks']} tournament decks playable"
    out = [summary, ""]
    for title, table in (("set", cov["by_set"]), ("kind", cov["by_kind"])):
        rows = [(name, *(c[k] for k in LEVELS), c["total"]) for name, c in table.items()]
        out += _table((title, *LEVELS, "total"), rows, right=(1, 2, 3, 4)) + [""]
    t = cov.get("tournament")
    if t:
        out.append(f"What players bring (the main decks of 39 tournament decklists): {t['full']} "
                   f"of {t['main_deck_cards']} cards full ({t['plays_full_percent']} % of their "
                   f"plays); {t['legends_full']} of {counted(t['legends'], 'legend')} full")
        rows = [(m["name"], f"{m['decks']:g}", m["modelled"])
                for m in t["most_played_below_full"]]
        if rows:
            out += _table(("most played, below full", "decks", "level"), rows, right=(1,)) + [""]
        else:
            out += ["every main-deck card they play is full", ""]
    if d:
        out += _decks_table(d, width)
    out += _said("What the cards below full need of the game, and what the engine still lacks "
                 "(read from its registries now; a card's needs come from its facts):", width)
    rows = [(m["words"] + (f" ({', '.join(m['rules'])})" if m["rules"] else ""),
             m["cards"], m["tournament_cards"],
             "modelled" if m["modelled"] else "lacks " + ", ".join(m["missing"]))
            for m in cov.get("mechanics", [])]
    if rows:
        headers = ("mechanic", "cards", "in decks", "engine")
        out += _table(headers, rows, _last_column(headers, rows, width), right=(1, 2),
                      wrap=len(headers) - 1) + [""]
    headers = ("card", "code", "kind", "level", "decks", "still lacks")
    rows = [(b["name"], f"{b['set']}-{b['number']}" if b["set"] else "-", b["kind"],
             b["modelled"], f"{b['decks']:g}" if b["decks"] else "", b["still_lacks"])
            for b in cov["blocked"]]
    if rows:
        out += _table(headers, rows, _last_column(headers, rows, width), right=(4,),
                      wrap=len(headers) - 1)
        out += [""] + _said("(tournament cards first; \"no game mechanic missing\": its card "
                            "file, with any damage, Might or combat primitive it needs, is what "
                            "is left)", width)
    return "\n".join(out) + "\n"
