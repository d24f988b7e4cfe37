"""The catalog of the card library: one entry per card (facts, summary, level), filters, and the
coverage report (`riftboard cards`, SPEC sections 1 and 3; docs/cards.md).

An entry is a plain dict, the object `riftboard cards --json` prints: `name`, `kind`, `set`,
`number`, `might`, `keywords`, `tags`, `summary`, `official`, `modelled` (full, partial, none),
`not_modelled` (what is left, in words; for partial and none cards, and for a full card that
leaves something inert), and the other facts (domains, energy, power, might_bonus, rarity,
supertype, equipment, token, printings). Sandbox and designer cards have no set or number.
"""

from __future__ import annotations

from collections import Counter

from .pool import facts, labels

LEVELS = ("full", "partial", "none")
KINDS = ("unit", "spell", "gear", "battlefield", "legend", "rune")
NO_SET = "-"  # the set column of a sandbox or designer card


def entry(card) -> dict:
    """One card of the library as a catalog entry (any object with a card's attributes)."""
    f = facts(card.name)

    def get(key):
        return getattr(card, key, None)

    modelled = get("modelled") or "full"
    out = {
        "name": card.name,
        "kind": card.kind,
        "set": f.set if f else None,
        "number": f.number if f else None,
        "might": get("might"),
        "might_bonus": get("might_bonus") or (f.might_bonus if f else None) or 0,
        "energy": get("energy"),
        "power": get("power"),
        "domains": list(f.domains) if f else [],
        "keywords": list(get("keywords") or ()),
        "tags": list(get("tags") or ()),
        "rarity": f.rarity if f else None,
        "supertype": f.supertype if f else None,
        "equipment": bool(get("equipment")),
        "token": bool(get("token")),
        "printings": list(f.printings) if f else [],
        "summary": get("summary") or "",
        "official": bool(get("official")),
        "modelled": modelled,
    }
    if modelled != "full" or get("not_modelled"):
        out["not_modelled"] = get("not_modelled") or ""
    return out


def entries(library) -> list[dict]:
    """Every card of the library, in the facts file's order (sets, then numbers), then the
    sandbox and designer cards."""
    return [entry(c) for c in library.cards()]


def haystack(e: dict) -> str:
    """What a search looks in: name, keywords, tags and summary (lower case)."""
    return " ".join([e["name"], *e["keywords"], *e["tags"], e["summary"]]).lower()


def matches(e: dict, *, set_code=None, kind=None, domain=None, modelled=None, search=None) -> bool:
    """Whether an entry passes the filters (each None = any; `search`: every word must occur
    in the name, a keyword, a tag or the summary)."""
    if set_code and (e["set"] or NO_SET).lower() != set_code.lower():
        return False
    if kind:
        k = kind.lower()
        if not (e["kind"] == k or (k == "equipment" and e["equipment"])):
            return False
    if domain and domain.lower() not in e["domains"]:
        return False
    if modelled and e["modelled"] != modelled:
        return False
    if search:
        hay = haystack(e)
        if not all(w in hay for w in search.lower().split()):
            return False
    return True


def select(items: list[dict], **filters) -> list[dict]:
    return [e for e in items if matches(e, **filters)]


# -- coverage -------------------------------------------------------------------------------------
def _levels(counter_items) -> dict:
    c = Counter(counter_items)
    return {**{lv: c.get(lv, 0) for lv in LEVELS}, "total": sum(c.values())}


def coverage(items: list[dict]) -> dict:
    """Counts per set, kind and level, and for each partial or none card what blocks it (the
    labels of card-mechanics.csv: bucket, new primitives, mechanic families)."""
    lab = labels()
    sets = sorted({e["set"] or NO_SET for e in items}, key=lambda s: (s == NO_SET, s))
    kinds = [k for k in KINDS if any(e["kind"] == k for e in items)]
    blocked = []
    for e in items:
        if e["modelled"] == "full":
            continue
        label = lab.get(e["name"])
        blocked.append({
            "name": e["name"], "set": e["set"], "number": e["number"], "kind": e["kind"],
            "modelled": e["modelled"], "not_modelled": e.get("not_modelled", ""),
            "bucket": label.bucket if label else None,
            "new_primitives": list(label.new_primitives) if label else [],
            "families": list(label.families) if label else [],
        })
    return {
        "cards": len(items),
        "released": sum(1 for e in items if e["set"]),
        "levels": _levels(e["modelled"] for e in items),
        "by_set": {s: _levels(e["modelled"] for e in items if (e["set"] or NO_SET) == s)
                   for s in sets},
        "by_kind": {k: _levels(e["modelled"] for e in items if e["kind"] == k) for k in kinds},
        "blocking_buckets": dict(Counter(b["bucket"] or "unlabelled" for b in blocked).most_common()),
        "blocking_primitives": dict(Counter(p for b in blocked for p in b["new_primitives"]).most_common()),
        "blocked": blocked,
    }


# -- text tables ----------------------------------------------------------------------------------
def truncate(text: str, width: int) -> str:
    """Cut a cell to a width, marking the cut (the card list's effect column; the timeline
    table, riftboard.report.table, wraps instead: its rule numbers are the point)."""
    return text if len(text) <= width else text[: max(width - 1, 0)] + "…"


def _table(headers, rows, widths=None, right=()) -> list[str]:
    widths = widths or [max(len(str(x)) for x in col) for col in zip(headers, *rows, strict=True)]
    lines = []
    for row in [headers, tuple("-" * w for w in widths), *rows]:
        cells = [truncate(str(t), w).rjust(w) if i in right else truncate(str(t), w).ljust(w)
                 for i, (t, w) in enumerate(zip(row, widths, strict=True))]
        lines.append("  ".join(cells).rstrip())
    return lines


def format_list(items: list[dict], width: int = 120) -> str:
    """Cards as a table: name, kind, set and number, Might, level, keywords and summary."""
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
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows, strict=True)]
    widths[0] = min(widths[0], 34)
    widths[-1] = max(20, width - sum(widths[:-1]) - 2 * (len(widths) - 1))
    lines = _table(headers, rows, widths, right=(3,))
    levels = Counter(e["modelled"] for e in items)
    lines.append("")
    lines.append(f"{len(items)} cards: " + ", ".join(f"{levels.get(lv, 0)} {lv}" for lv in LEVELS)
                 + " (`riftboard cards --coverage` says what blocks the others)")
    if any(not e["official"] and not e["set"] for e in items):
        lines.append("* not an official card: a sandbox card for the examples, or a designer card")
    return "\n".join(lines) + "\n"


def format_coverage(cov: dict, width: int = 120) -> str:
    """The coverage report as text: counts, then every card below full and what blocks it."""
    lv = cov["levels"]
    out = [f"{cov['cards']} cards ({cov['released']} released): "
           + ", ".join(f"{lv[k]} {k}" for k in LEVELS), ""]
    for title, table in (("set", cov["by_set"]), ("kind", cov["by_kind"])):
        rows = [(name, *(c[k] for k in LEVELS), c["total"]) for name, c in table.items()]
        out += _table((title, *LEVELS, "total"), rows, right=(1, 2, 3, 4)) + [""]
    out.append("What the cards below full would need (card-mechanics.csv labels, about +-10 %):")
    out += _table(("bucket", "cards"), list(cov["blocking_buckets"].items()), right=(1,))
    out.append("")
    top = list(cov["blocking_primitives"].items())
    out += _table(("new primitive", "cards"), top, right=(1,)) + [""]
    rows = [(b["name"], f"{b['set']}-{b['number']}" if b["set"] else "-", b["kind"], b["modelled"],
             b["bucket"] or "", ", ".join(b["new_primitives"]) or "; ".join(b["families"])
             or b["not_modelled"])
            for b in cov["blocked"]]
    if rows:
        widths = [max(len(str(x)) for x in col) for col in zip(("card", "code", "kind", "level", "bucket", "blocked by"), *rows, strict=True)]
        widths[0] = min(widths[0], 34)
        widths[4] = min(widths[4], 24)
        widths[5] = max(20, width - sum(widths[:5]) - 2 * 5)
        out += _table(("card", "code", "kind", "level", "bucket", "blocked by"), rows, widths)
    return "\n".join(out) + "\n"
