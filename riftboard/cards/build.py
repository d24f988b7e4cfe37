"""Build the card pool (resources/cards/pool.json) from the repo's copy of the card facts.

    python -m riftboard.cards.build          # rewrite resources/cards/pool.json
    python -m riftboard.cards.build --check  # exit 1 when the shipped file is stale

Input: resources/cards/facts/card-facts.csv (one row per printing of every released card) and
card-mechanics.csv (our own labels of what each card would need), copied from the shared card
facts; and the card files resources/cards/*.toml, whose cards are the modelled ones. Output
(pool.json; the labels go to labels.json, which only the catalog reads): one
entry per card name (SPEC section 3): a printing suffix such as ``(DE)`` or ``(Alternate Art)``
is dropped, and where printings disagree on a fact the ``base`` printing wins (the first base
printing in file order; a card with no base printing takes its first printing). The output is a
compact JSON table (column names once, then one list per card), so that loading it at start-up
costs a few milliseconds, and the card files' tables as JSON (the library validates them when it
loads, without a TOML parser); tests/cards/test_pool.py fails when they are not what this
script makes from the files.
"""

from __future__ import annotations

import csv
import json
import re
import sys
import tomllib
from pathlib import Path

from riftboard.cards.pool import COLUMNS, LABEL_COLUMNS

FORMAT = 1
SUFFIX = re.compile(r"\s*\([^()]*\)\s*$")
LEVELS = ("full", "partial", "none")


def card_name(printed: str) -> str:
    """The library's name of a printing: its name without a printing suffix (SPEC section 3)."""
    return SUFFIX.sub("", printed).strip()


def _int(text: str) -> int | None:
    text = text.strip()
    return int(text) if text else None


def _list(text: str) -> list[str]:
    return [part.strip() for part in text.split(";") if part.strip()]


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

    printings: dict[str, list[dict]] = {}
    for row in rows:
        printings.setdefault(card_name(row["name"]), []).append(row)

    cards, labelled = [], []
    for name, group in printings.items():
        base = next((r for r in group if r["printing"] == "base"), group[0])
        label = by_number.get(_number_key(base["set"], base["number"])) or by_name.get(name) or {}
        cards.append([
            name,
            base["type"],
            base["set"],
            base["number"],
            [r["code"] for r in group],
            base["supertype"] or None,
            base["equipment"] == "y",
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
        ])
        labelled.append([name, label.get("bucket") or None, _list(label.get("new_primitives", "")),
                         _list(label.get("families", ""))])
    return {"format": FORMAT, "columns": list(COLUMNS), "cards": cards,
            "definitions": [{"file": name, "cards": tables} for name, tables in files],
            "labels": {"columns": list(LABEL_COLUMNS), "cards": labelled}}


def _rows(rows: list) -> str:
    return ",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in rows)


def dumps(doc: dict) -> str:
    """pool.json's text: one card a line, so a diff shows which cards changed."""
    defs = json.dumps(doc["definitions"], ensure_ascii=False, separators=(",", ":"))
    return (f'{{"format":{doc["format"]},"columns":{json.dumps(doc["columns"])},\n"cards":[\n'
            f'{_rows(doc["cards"])}\n],\n"definitions":{defs}}}\n')


def dumps_labels(doc: dict) -> str:
    """labels.json's text (the card-mechanics labels, read only by the catalog)."""
    lab = doc["labels"]
    return (f'{{"format":{doc["format"]},"columns":{json.dumps(lab["columns"])},\n"cards":[\n'
            f'{_rows(lab["cards"])}\n]}}\n')


def default_paths(resources: Path) -> tuple[Path, Path, Path, Path, Path]:
    facts = resources / "cards" / "facts"
    return (facts / "card-facts.csv", facts / "card-mechanics.csv", resources / "cards",
            resources / "cards" / "pool.json", resources / "cards" / "labels.json")


def outputs(resources: Path) -> dict[Path, str]:
    """What the build writes: each output file and its text."""
    facts, mechanics, card_dir, pool_out, labels_out = default_paths(resources)
    doc = build_pool(facts, mechanics, card_dir)
    return {pool_out: dumps(doc), labels_out: dumps_labels(doc)}


def main(argv: list[str] | None = None) -> int:
    from riftboard.cards.library import resources_dir

    argv = sys.argv[1:] if argv is None else argv
    files = outputs(resources_dir())
    if "--check" in argv:
        stale = [p for p, text in files.items()
                 if not p.exists() or p.read_text(encoding="utf-8") != text]
        for p in stale:
            print(f"{p} is stale: run `python -m riftboard.cards.build`", file=sys.stderr)
        if not stale:
            print("the card pool is current")
        return 1 if stale else 0
    for p, text in files.items():
        p.write_text(text, encoding="utf-8")
        print(f"wrote {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
