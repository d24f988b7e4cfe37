"""Build the card pool (resources/cards/pool.marshal, labels.marshal) from the repo's copy of
the card facts.

    python -m riftboard.cards.build          # rewrite both files
    python -m riftboard.cards.build --check  # exit 1 when a shipped file is stale

Input: resources/cards/facts/card-facts.csv (one row per printing of every released card) and
card-mechanics.csv (our own labels of what each card would need), copied from the shared card
facts; and the card files resources/cards/*.toml, whose cards are the modelled ones.

pool.marshal holds one entry per card name (SPEC section 3): a printing suffix such as ``(DE)``
or ``(Alternate Art)`` is dropped, and where printings disagree on a fact the ``base`` printing
wins (the first base printing in file order; a card with no base printing takes its first
printing); a table (column names once, then one tuple per card) and the card files' definitions
(not their TOML tables: nothing reads them from here), checked here by the card loader and
stored in marshal's types (`encode`), so that loading the library needs neither a TOML parser
nor the checks (nor the ops registry they read). In the file each card's tuple and definition
are marshal bytes of their own, by name (`dumps`): the app reads the whole index at start and
only the cards a lesson names.
labels.marshal holds
card-mechanics.csv's labels, read only by the coverage report. Both are in Python's marshal
format: loading needs no parser module (importing `json` alone costs more than reading the
file), so the whole library is built in a few milliseconds. tests/cards/test_pool.py fails when
a file is not what this script makes from the inputs; the readable sources are the CSV copies
and the card files.
"""

from __future__ import annotations

import csv
import marshal
import re
import sys
import tomllib
from pathlib import Path

import attrs

from riftboard.cards.library import card_from_table
from riftboard.errors import RiftboardError
from riftboard.cards.pool import COLUMNS, FORMAT, LABEL_COLUMNS

SUFFIX = re.compile(r"\s*\([^()]*\)\s*$")
LEVELS = ("full", "partial", "none")


def card_name(printed: str) -> str:
    """The library's name of a printing: its name without a printing suffix (SPEC section 3)."""
    return SUFFIX.sub("", printed).strip()


STARTER = " - Starter"  # Proving Grounds' legends carry the deck's name, not part of the card's


def legend_names(rows: list[dict]) -> dict[str, str]:
    """The library's name of every legend printing (SPEC section 3): its champion and title as
    players say them, "Kai'Sa, Daughter of the Void". The facts file spells legends three ways:
    the title alone ("Daughter of the Void"), "Akali - Rogue Assassin" (Vendetta's base
    printings, while its overnumbered ones say "Rogue Assassin") and "Dark Child - Starter"
    (Proving Grounds). A title alone takes its champion from the legend's tags: the tag that
    names a champion unit ("Kai'Sa, Survivor"); Kennen's legend is tagged Yordle too."""
    champions = {r["name"].split(", ", 1)[0] for r in rows
                 if r["type"] == "unit" and r["supertype"] == "champion" and ", " in r["name"]}
    out = {}
    for r in rows:
        if r["type"] != "legend":
            continue
        title = card_name(r["name"])
        if title.endswith(STARTER):
            title = title[: -len(STARTER)]
        champion, dash, rest = title.partition(" - ")
        if dash:
            title = rest
        else:
            named = [t for t in _list(r["tags"]) if t in champions]
            if len(named) != 1:
                raise RiftboardError(f"card-facts.csv: legend {r['name']!r} ({r['code']}): its tags "
                                 f"{r['tags']!r} name {len(named)} champions, not one")
            champion = named[0]
        out[r["name"]] = f"{champion}, {title}"
    return out


def _int(text: str) -> int | None:
    text = text.strip()
    return int(text) if text else None


def _list(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(";") if part.strip())


def _number_key(set_code: str, number: str) -> tuple[str, str]:
    return set_code, number.lstrip("0") or "0"


def card_files(card_dir: Path) -> list[tuple[str, list[dict]]]:
    """The `[[card]]` tables of each card file (resources/cards/*.toml), by file name."""
    return [(path.name, tomllib.loads(path.read_text(encoding="utf-8")).get("card", []))
            for path in sorted(card_dir.glob("*.toml"))]


def modelled_levels(files: list[tuple[str, list[dict]]]) -> dict[str, str]:
    """The cards defined in the card files (`modelled` key, default full), by name."""
    return {t["name"].strip(): t.get("modelled", "full") for _name, tables in files for t in tables}


def build_pool(facts_csv: Path, mechanics_csv: Path, card_dir: Path) -> dict:
    """The pool document: every card name of the facts file, with its facts and level."""
    with facts_csv.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    with mechanics_csv.open(encoding="utf-8", newline="") as f:
        labels = list(csv.DictReader(f))
    by_number = {_number_key(r["set"], r["number"]): r for r in labels}
    by_name = {r["name"]: r for r in labels}
    files = card_files(card_dir)
    levels = modelled_levels(files)

    legends = legend_names(rows)
    printings: dict[str, list[dict]] = {}
    for row in rows:
        printings.setdefault(legends.get(row["name"]) or card_name(row["name"]), []).append(row)

    cards, labelled = [], []
    for name, group in printings.items():
        base = next((r for r in group if r["printing"] == "base"), group[0])
        label = by_number.get(_number_key(base["set"], base["number"])) or by_name.get(name) or {}
        cards.append((
            name,
            base["type"],
            base["set"],
            base["number"],
            tuple(r["code"] for r in group),
            base["supertype"] or None,
            # the VEN rows leave the equipment column blank: their Equipment tag says it
            base["equipment"] == "y" or "Equipment" in _list(base["tags"]),
            base["supertype"] == "token" or base["printing"] == "token",
            _list(base["domains"]),
            _int(base["energy"]),
            _int(base["power"]),
            _int(base["might"]),
            _int(base["might_bonus"]),
            _list(base["keywords"]),
            _list(base["tags"]),
            base["rarity"],
            True,
            levels.get(name, "none"),
        ))
        labelled.append((name, label.get("bucket") or None, _list(label.get("new_primitives", "")),
                         _list(label.get("families", ""))))
    # tuples, not lists: a tuple of strings and numbers is not tracked by the garbage collector
    return {"format": FORMAT, "columns": COLUMNS, "cards": tuple(cards),
            "definitions": [{"file": name, "cards": tuple(
                encode(card_from_table(t, f"resources/cards/{name}", None, f"card[{i}]",
                                       official=True))
                for i, t in enumerate(tables, 1))} for name, tables in files],
            "labels": {"format": FORMAT, "columns": LABEL_COLUMNS, "cards": tuple(labelled)}}


def encode(value):
    """A checked card definition in marshal's types, as pool.defined_cards reads it back: an
    attrs value as {"@": its class name, each init field that differs from its default, and
    "@o": the names of those fields whose value holds attrs values} (only those are walked when
    the definition is read back; a name, a keyword or a rule number is passed on as it is)."""
    if attrs.has(type(value)):
        out = {"@": type(value).__name__}
        nested = []
        for a in attrs.fields(type(value)):
            v = getattr(value, a.name)
            if a.init and not (a.default is not attrs.NOTHING and v == a.default):
                out[a.name] = encode(v)
                if _holds_value(out[a.name]):
                    nested.append(a.name)
        if nested:
            out["@o"] = tuple(nested)
        return out
    if isinstance(value, tuple):
        return tuple(encode(v) for v in value)
    if value is None or isinstance(value, bool | int | str):
        return value
    raise TypeError(f"pool.marshal cannot hold {value!r}")


def _holds_value(encoded) -> bool:
    """Whether an encoded field holds an attrs value (a dict), at any depth of its tuples."""
    if type(encoded) is tuple:
        return any(_holds_value(x) for x in encoded)
    return type(encoded) is dict


#: marshal format 2: basic types only (tuples, lists, dicts, str, int, bool, None), read by every
#: Python 3 the same way; no references or interning flags, so the bytes are reproducible
MARSHAL_VERSION = 2


def dumps(doc: dict) -> bytes:
    """pool.marshal's (or labels.marshal's) bytes: the document with each card's row, and each
    card file definition, as marshal bytes of its own, by card name. Reading the file then makes
    one small bytes object per card, not its whole row and definition: the app's start reads
    the few cards a lesson names (`riftboard.cards.pool`), 0.4 ms where the whole document took
    4.4 ms."""
    one = lambda v: marshal.dumps(v, MARSHAL_VERSION)  # noqa: E731
    out = {"format": doc["format"], "columns": doc["columns"],
           "cards": {row[0]: one(row) for row in doc["cards"]}}
    if "definitions" in doc:
        out["definitions"] = [{"file": d["file"], "cards": {c["name"]: one(c) for c in d["cards"]}}
                              for d in doc["definitions"]]
    return one(out)


def loads(data: bytes) -> dict:
    """The document `dumps` wrote (every row and definition read back)."""
    out = marshal.loads(data)
    doc = {"format": out["format"], "columns": out["columns"],
           "cards": tuple(marshal.loads(b) for b in out["cards"].values())}
    if "definitions" in out:
        doc["definitions"] = [{"file": d["file"],
                               "cards": tuple(marshal.loads(b) for b in d["cards"].values())}
                              for d in out["definitions"]]
    return doc


def default_paths(resources: Path) -> tuple[Path, Path, Path]:
    facts = resources / "cards" / "facts"
    return facts / "card-facts.csv", facts / "card-mechanics.csv", resources / "cards"


def build_default(resources: Path) -> dict[Path, dict]:
    """What the build writes from the shipped inputs: pool.marshal (the cards and the card
    files' tables, loaded at start) and labels.marshal (read only by the coverage report)."""
    facts, mechanics, card_dir = default_paths(resources)
    doc = build_pool(facts, mechanics, card_dir)
    labels = doc.pop("labels")
    return {card_dir / "pool.marshal": doc, card_dir / "labels.marshal": labels}


def main(argv: list[str] | None = None) -> int:
    from riftboard.cards.library import resources_dir

    from riftboard.errors import RiftboardError

    argv = sys.argv[1:] if argv is None else argv
    try:
        outputs = build_default(resources_dir())
    except RiftboardError as exc:  # a card file the loader refuses: its file, key and why
        print(f"riftboard.cards.build: {exc}", file=sys.stderr)
        return 2
    if "--check" in argv:
        stale = [out for out, doc in outputs.items()
                 if not out.exists() or out.read_bytes() != dumps(doc)]
        for out in stale:
            print(f"{out} is stale: run `python -m riftboard.cards.build`", file=sys.stderr)
        if not stale:
            print(f"the card pool is current ({len(next(iter(outputs.values()))['cards'])} cards)")
        return 1 if stale else 0
    for out, doc in outputs.items():
        out.write_bytes(dumps(doc))
        print(f"wrote {out}: {len(doc['cards'])} cards")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
