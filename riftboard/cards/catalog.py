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
#: card-mechanics.csv's buckets in words: what a card of the bucket waits for
BUCKET_WORDS = {
    "A_now:modelled": "only its card file: the primitives it needs exist",
    "A_now:keyword_body": "only its card file: its keywords are modelled",
    "A_now:vanilla": "only its card file: a body with no text",
    "B_now_with_inert_clauses": "a card file that leaves some of its text inert",
    "C_needs_1": "one new primitive",
    "C_needs_2": "two new primitives",
    "C_needs_3plus": "three or more new primitives",
    "D_out_of_scope": "the rest of the game (outside the damage and kill sandbox)",
    "E_rune": "runes and resources (outside the sandbox)",
}
UNLABELLED = "no label yet"


def waits_for(bucket: str | None, new_primitives, families, not_modelled: str = "") -> str:
    """What a card below full waits for, in words: its bucket, then the new primitives or the
    mechanic families it names, then what its file says is not modelled."""
    head = BUCKET_WORDS.get(bucket or "", bucket or UNLABELLED)
    named = ", ".join(p.replace("_", " ") for p in new_primitives) or "; ".join(families)
    text = f"{head}: {named}" if named else head
    return f"{text} (not modelled: {not_modelled})" if not_modelled else text


def _levels(counter_items) -> dict:
    c = Counter(counter_items)
    return {**{lv: c.get(lv, 0) for lv in LEVELS}, "total": sum(c.values())}


def coverage(items: list[dict], modelled=None, library: list[dict] | None = None) -> dict:
    """Counts per set, kind and level, and for each partial or none card what it still lacks
    of the game (issue 26, riftboard/cards/needs.py): the mechanics its facts say it needs
    (`needs`) and, of those, what the engine does not model (`lacks`, `still_lacks` in words),
    recomputed from the engine's registries (`modelled`: a needs.Modelled, default read now);
    `mechanics` counts the cards per mechanic. Tournament cards come first, most played first.
    The labels of card-mechanics.csv stay beside them (bucket, new primitives, families;
    `waits_for` in words, `waiting` per bucket): made before most of today's engine, they may
    name a primitive that now exists. `decklists`: each tournament deck, how far it is modelled
    and whether it is playable (riftboard/cards/decks.py), by the levels of `library` (every
    card's entry; default `items`), so that a filter on the listing leaves the decks whole."""
    from . import needs as nd
    from .decks import deck_coverage

    modelled = modelled or nd.Modelled.from_engine()
    decks = tournament_decks()
    lab = labels()
    sets = sorted({e["set"] or NO_SET for e in items}, key=lambda s: (s == NO_SET, s))
    kinds = [k for k in KINDS if any(e["kind"] == k for e in items)]
    blocked = []
    mentioned = nd.mentioned_keywords(_facts_dir() / "card-facts.csv")
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
        b = blocked[-1]
        # a `none` card's not_modelled only says it is a body: its labels say more
        b["waits_for"] = waits_for(b["bucket"], b["new_primitives"], b["families"],
                                   b["not_modelled"] if b["modelled"] == "partial" else "")
        needed = nd.needs(e["kind"], [*e["keywords"], *mentioned.get(_number_key(e), ())],
                          b["families"], b["not_modelled"] if b["modelled"] == "partial" else "")
        b["decks"] = decks.get(e["name"], 0.0)
        b["needs"] = [{"mechanic": m.key, "words": m.words, "because": why} for m, why in needed]
        b["lacks"] = nd.lacks(needed, modelled)
        b["still_lacks"] = nd.lacks_text(
            b["lacks"], b["not_modelled"] if b["modelled"] == "partial" else "")
    blocked.sort(key=lambda b: -b["decks"])  # stable: the rest keep the facts file's order
    return {
        "cards": len(items),
        "released": sum(1 for e in items if e["set"]),
        "levels": _levels(e["modelled"] for e in items),
        "by_set": {s: _levels(e["modelled"] for e in items if (e["set"] or NO_SET) == s)
                   for s in sets},
        "by_kind": {k: _levels(e["modelled"] for e in items if e["kind"] == k) for k in kinds},
        "blocking_buckets": dict(Counter(b["bucket"] or "unlabelled" for b in blocked).most_common()),
        "waiting": dict(Counter(BUCKET_WORDS.get(b["bucket"] or "", b["bucket"] or UNLABELLED)
                                for b in blocked).most_common()),
        "blocking_primitives": dict(Counter(p for b in blocked for p in b["new_primitives"]).most_common()),
        "tournament": tournament_coverage(items),
        "decklists": deck_coverage({e["name"]: e["modelled"] for e in library or items}),
        "mechanics": mechanics_summary(blocked, modelled),
        "engine": {what: sorted(names) for what, names in modelled.names.items()},
        "blocked": blocked,
    }


def mechanics_summary(blocked: list[dict], modelled) -> list[dict]:
    """Per mechanic of issue 26 that a card below full needs: how many such cards need it (and
    how many of them tournament decks play), whether the engine models it, what it lacks."""
    from .needs import MECHANICS

    out = []
    for m in MECHANICS:
        needing = [b for b in blocked if any(n["mechanic"] == m.key for n in b["needs"])]
        if not needing:
            continue
        missing = modelled.missing(m)
        out.append({"mechanic": m.key, "words": m.words, "rules": list(m.rules),
                    "modelled": not missing, "missing": missing, "cards": len(needing),
                    "tournament_cards": sum(1 for b in needing if b["decks"])})
    return out


def _number_key(e: dict) -> tuple[str, str]:
    """An entry's (set, number) as needs.mentioned_keywords keys them."""
    return (e["set"] or "", (e["number"] or "").lstrip("0") or "0")


def _facts_dir():
    from .library import resources_dir

    return resources_dir() / "cards" / "facts"


def tournament_decks() -> dict[str, float]:
    """How many of the tournament decklists play each card in their main deck (weighted, as
    tournament-cards.csv says), and each legend (tournament-legends.csv), by name."""
    import csv

    out: dict[str, float] = {}
    with open(_facts_dir() / "tournament-cards.csv", encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            if float(r["main_decks"] or 0) > 0:
                out[r["card"]] = float(r["main_decks"])
    with open(_facts_dir() / "tournament-legends.csv", encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            out[r["legend"]] = float(r["decks"] or 0)
    return out


def tournament_coverage(items: list[dict]) -> dict:
    """How much of what players bring is `full`: the main-deck cards of the 39 tournament
    decklists in resources/cards/facts/tournament-*.csv (each weighted by how many decks play
    it), and their 28 legends; the most played cards still below full, in order."""
    import csv

    from .library import resources_dir

    level = {e["name"]: e["modelled"] for e in items}
    # the decklists spell a few names in another case ("Jax, Grandmaster At Arms", "Leblanc")
    level.update({name.casefold(): lv for name, lv in level.items()})

    def level_of(name: str):
        return level.get(name) or level.get(name.casefold())

    facts = resources_dir() / "cards" / "facts"
    with open(facts / "tournament-cards.csv", encoding="utf-8", newline="") as f:
        cards = [r for r in csv.DictReader(f) if float(r["main_decks"] or 0) > 0]
    with open(facts / "tournament-legends.csv", encoding="utf-8", newline="") as f:
        legends = list(csv.DictReader(f))
    plays = sum(float(r["main_decks"]) for r in cards)
    full = [r for r in cards if level_of(r["card"]) == "full"]
    waiting = sorted((r for r in cards if level_of(r["card"]) != "full"),
                     key=lambda r: -float(r["main_decks"]))
    return {
        "main_deck_cards": len(cards),
        "full": len(full),
        "plays_full_percent": round(100 * sum(float(r["main_decks"]) for r in full) / plays, 1)
        if plays else 0.0,
        "legends": len(legends),
        "legends_full": sum(1 for r in legends if level_of(r["legend"]) == "full"),
        "unknown": [r["card"] for r in cards if level_of(r["card"]) is None],
        "most_played_below_full": [
            {"name": r["card"], "decks": float(r["main_decks"]),
             "modelled": level_of(r["card"]) or "unknown"} for r in waiting[:20]],
    }
