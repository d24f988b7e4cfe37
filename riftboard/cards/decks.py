"""The tournament decklists and how far riftboard models each (`riftboard cards --coverage`,
issue 27 item 8; docs/cards.md, "What players bring").

The lists are facts: resources/cards/facts/tournament-decks.csv, one row per card of a deck's
sections (legend, champion, main, battlefields, sideboard; runes are left out) with its count,
named as the library names it (resources/cards/facts/README.md says where they come from).

A deck is *playable* when its legend, its chosen champion and every card of its main deck are
`full` (the shared cards README). The levels are read from the library when the report is made,
never stored, so modelling a card moves every deck that plays it.
"""

from __future__ import annotations

import csv
from pathlib import Path

import attrs

from riftboard.engine.values import Value
from riftboard.errors import InvalidScenario

DECKS_FILE = "tournament-decks.csv"
COLUMNS = ("deck", "legend", "event", "date", "placement", "section", "qty", "card")
SECTIONS = ("legend", "champion", "main", "battlefields", "sideboard")


class DecklistError(InvalidScenario):
    """tournament-decks.csv is wrong: names the file, the line and the column."""


@attrs.frozen(repr=False)
class Decklist(Value):
    """One tournament deck: who it is for and its cards, (section, card, copies) in the file's
    order."""

    deck: str
    legend: str
    event: str
    date: str
    placement: str
    rows: tuple[tuple[str, str, int], ...] = ()

    def cards(self, section: str) -> list[tuple[str, int]]:
        """(card, copies) of one section."""
        return [(name, qty) for s, name, qty in self.rows if s == section]


def decks_path() -> Path:
    from .library import resources_dir

    return resources_dir() / "cards" / "facts" / DECKS_FILE


def read_decklists(path: Path | None = None) -> list[Decklist]:
    """The decks of the facts file, in its order. A missing column, an unknown section, a count
    that is not a whole number above 0, an empty card name or a deck whose legend, event, date
    or placement changes from one row to the next is a DecklistError naming the line and column."""
    path = path or decks_path()
    heads: dict[str, tuple[str, str, str, str]] = {}
    rows: dict[str, list[tuple[str, str, int]]] = {}
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        missing = [c for c in COLUMNS if c not in (reader.fieldnames or ())]
        if missing:
            raise DecklistError(f"missing column(s) {', '.join(missing)}; the header must be "
                                f"{','.join(COLUMNS)}", path=str(path), line=1)
        for row in reader:
            line = reader.line_num

            def bad(key: str, message: str) -> DecklistError:
                return DecklistError(message, path=str(path), line=line, key=key)

            for key in ("deck", "legend", "section", "qty", "card"):
                if not (row.get(key) or "").strip():
                    raise bad(key, "is empty")
            if row["section"] not in SECTIONS:
                raise bad("section", f"{row['section']!r} is not one of {', '.join(SECTIONS)}")
            try:
                qty = int(row["qty"])
            except ValueError:
                raise bad("qty", f"{row['qty']!r} is not a whole number") from None
            if qty < 1:
                raise bad("qty", f"{qty} copies: a listed card has at least 1")
            head = (row["legend"], row["event"], row["date"], row["placement"])
            first = heads.setdefault(row["deck"], head)
            for key, was, now in zip(("legend", "event", "date", "placement"), first, head,
                                     strict=True):
                if was != now:
                    raise bad(key, f"{now!r}, where the earlier rows of deck {row['deck']!r} "
                                   f"say {was!r}")
            rows.setdefault(row["deck"], []).append((row["section"], row["card"], qty))
    return [Decklist(deck, *head, tuple(rows[deck])) for deck, head in heads.items()]


def deck_row(deck: Decklist, level: dict[str, str]) -> dict:
    """How far one deck is modelled, by the levels in `level` (card name -> full, partial or
    none; a name it lacks is `unknown`): its main deck (the `main` section: the 40-card deck
    less the chosen champion) full by distinct cards and by copies, its legend's and champion's
    levels, its battlefields full, whether it is playable, and the cards of legend, champion
    and main deck still below full (the most copies first)."""

    def lv(name: str) -> str:
        return level.get(name, "unknown")

    main = deck.cards("main")
    legend = deck.cards("legend")
    champion = deck.cards("champion")
    battlefields = deck.cards("battlefields")
    # a card may be both the champion and a main-deck card (Ambessa, The Wolf): one entry here
    below: dict[str, int] = {}
    for name, qty in [*legend, *champion, *main]:
        if lv(name) != "full":
            below[name] = below.get(name, 0) + qty
    return {
        "deck": deck.deck,
        "legend": deck.legend,
        "event": deck.event,
        "date": deck.date,
        "placement": deck.placement,
        "main_cards": len(main),
        "main_full": sum(1 for name, _ in main if lv(name) == "full"),
        "main_copies": sum(q for _, q in main),
        "main_copies_full": sum(q for name, q in main if lv(name) == "full"),
        "legend_level": lv(deck.legend),
        "legend_full": lv(deck.legend) == "full",
        "champion": champion[0][0] if champion else None,
        "champion_level": lv(champion[0][0]) if champion else "unknown",
        "champion_full": bool(champion) and all(lv(n) == "full" for n, _ in champion),
        "battlefields": len(battlefields),
        "battlefields_full": sum(1 for name, _ in battlefields if lv(name) == "full"),
        "playable": bool(legend) and bool(champion) and not below,
        "below_full": [{"name": n, "copies": q, "modelled": lv(n)}
                       for n, q in sorted(below.items(), key=lambda item: -item[1])],
    }


def closeness(row: dict) -> tuple:
    """How far a deck is from playable, for sorting: how many of its legend, champion and
    main-deck cards are below full, then how many copies those are, then its name."""
    return (len(row["below_full"]), sum(b["copies"] for b in row["below_full"]), row["deck"])


def deck_coverage(level: dict[str, str], decks: list[Decklist] | None = None) -> dict:
    """Every tournament deck as a deck_row, the closest to playable first, and how many are
    playable (`level`: card name -> level, the library's now)."""
    decks = read_decklists() if decks is None else decks
    rows = sorted((deck_row(d, level) for d in decks), key=closeness)
    return {"decks": len(rows), "playable": sum(1 for r in rows if r["playable"]),
            "rows": rows}
