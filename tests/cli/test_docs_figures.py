"""The counts README.md and docs/cards.md state are the counts of the lessons and the card
library as shipped (issue 29 item 1: the README said 54 lessons when there were 57). A change
that adds a lesson or models a card fails here until the page says so too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from riftboard.cards import catalog
from riftboard.cards.library import builtin_library
from riftboard.scenario.lessons import lesson_files

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
CARDS_MD = (ROOT / "docs" / "cards.md").read_text(encoding="utf-8")


def _flat(text: str) -> str:
    """The text with each run of white space one space (a figure may be wrapped mid-phrase)."""
    return " ".join(text.split())


def _number(pattern: str, text: str) -> tuple[int, ...]:
    found = re.findall(pattern, _flat(text))
    assert found, f"no match for {pattern!r}"
    assert len(set(found)) == 1, f"{pattern!r} states different figures: {found}"
    value = found[0]
    values = value if isinstance(value, tuple) else (value,)
    return tuple(int(v.replace(",", "")) for v in values)


@pytest.fixture(scope="module")
def coverage():
    return catalog.coverage(catalog.entries(builtin_library()))


def _released(coverage, level: str) -> int:
    return sum(c[level] for s, c in coverage["by_set"].items() if s != catalog.NO_SET)


def test_readme_counts_the_lessons():
    n = len(lesson_files())
    assert _number(r"The built-in lessons \((\d+) now\)", README) == (n,)
    assert _number(r"All (\d+) lessons pass", README) == (n,)


def test_readme_counts_the_cards(coverage):
    full, partial = _released(coverage, "full"), _released(coverage, "partial")
    assert _number(r"(\d[\d,]*) cards \(legends", README) == (coverage["released"],)
    assert _number(r"(\d+) of the (\d+) are modelled `full` \((\d+) with the sandbox cards\) "
                   r"and (\d+) `partial`", README) == (full, coverage["released"],
                                                      coverage["levels"]["full"], partial)
    assert _number(r"all (\d+) released cards: (\d+) modelled `full`, (\d+) `partial`",
                   README) == (coverage["released"], full, partial)


def test_cards_page_counts_levels_sets_and_kinds(coverage):
    released = [c for c in coverage["by_set"] if c != catalog.NO_SET]
    assert _number(r"\*\*(\d+) cards\*\*", CARDS_MD) == (coverage["released"],)
    sandbox = coverage["by_set"][catalog.NO_SET]["full"]
    assert _number(r"\| `full` \| (\d+) released \+ (\d+) sandbox \|", CARDS_MD) == (
        _released(coverage, "full"), sandbox)
    for level in ("partial", "none"):
        assert _number(rf"\| `{level}` \| (\d+) \|", CARDS_MD) == (_released(coverage, level),)
    rows = {m[0]: tuple(int(x) for x in m[1:4])
            for m in re.findall(r"^\| (\w+) \| (\d+) \| (\d+) \| (\d+) \|", CARDS_MD, re.M)}
    for s in released:
        c = coverage["by_set"][s]
        assert rows[s] == (c["full"], c["partial"], c["none"]), s
    # the kind half of the table counts released cards only, legends and runes together
    items = [e for e in catalog.entries(builtin_library()) if e["set"]]
    kinds = re.findall(r"\| \| ([\w, ]+) \| (\d+) \| (\d+) \| (\d+) \|", CARDS_MD)
    assert kinds
    for name, *counts in kinds:
        wanted = [k.strip() for k in name.split(",")]
        got = tuple(sum(1 for e in items if e["kind"] in wanted and e["modelled"] == lv)
                    for lv in catalog.LEVELS)
        assert got == tuple(int(x) for x in counts), name


def test_readme_cites_nothing_the_repository_does_not_hold():
    """SPEC.md is the project's contract outside this repository: the README points to files a
    reader of the clone has (docs/, the schema copy in tests/fixtures/shared)."""
    assert "SPEC" not in README
    for path in re.findall(r"`((?:docs|tests|scripts|resources)/[\w./-]+)`", README):
        assert (ROOT / path).exists(), path
    assert (ROOT / "tests" / "fixtures" / "shared" / "timeline.schema.json").exists()


def test_pages_count_the_playable_tournament_decks(coverage):
    """Issue 27 item 8: README and docs/cards.md say how many of the 39 tournament decks are
    playable, as `riftboard cards --coverage` counts them."""
    playable = coverage["decklists"]["playable"]
    pattern = r"(\d+) of the 39 tournament decks are playable"
    assert _number(pattern, README) == (playable,)
    assert _number(pattern, CARDS_MD) == (playable,)
