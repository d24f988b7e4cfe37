"""Issue 29 item 8: reloading the --cards files keeps the library's search text and shows fresh
details; every error of a card comes at once, each at the line of its key (not the card's
header)."""

from __future__ import annotations

from pathlib import Path

from conftest import write

from riftboard.cards.library import forget_library, load_library_checked, read_card_file

GOOD = """\
[[card]]
name = "Zed Test Brute"
kind = "unit"
might = 4
summary = "A big test unit."

[[card]]
name = "Zed Test Squire"
kind = "unit"
might = 2
summary = "A small test unit."
"""

# card 1: two bad values; card 2: a misspelt key (its Might is not asked for again), a bad
# list, and a second effect that does not exist
SEVERAL = """\
[[card]]
name = "Bad Brute"
kind = "unit"
might = "big"
tags = ["x"]
keywords = 5
summary = "A test."

[[card]]
name = "Bad Bolt"
kind = "spell"
summary = "Deal."
targets = [{ what = "unit" }]
effects = [
  { op = "deal", amount = 2, target = 1 },
  { op = "dael", amount = 2, target = 1 },
]

[[card]]
name = "Bad Squire"
kind = "unit"
mihgt = 2
tags = "x"
"""

BOARD = """\
format = 1
title = "Designer board"
[[players]]
id = "A"
[[players]]
id = "B"
[[battlefields]]
id = "north"
"""


def test_every_error_of_a_card_at_the_line_of_its_key(tmp_path):
    path = Path(write(tmp_path, "several.toml", SEVERAL))
    got = [(e.key, e.line) for e in read_card_file(path)]
    assert got == [("card[1].might", 4), ("card[1].keywords", 6),
                   ("card[2].effects[2].op", 16),
                   ("card[3].mihgt", 22), ("card[3].tags", 23)]


def test_load_library_checked_lists_them_all(tmp_path):
    folder = tmp_path / "cards"
    folder.mkdir()
    write(folder, "several.toml", SEVERAL)
    write(folder, "good.toml", GOOD)
    dirs = [str(folder)]
    try:
        _lib, errors, loaded = load_library_checked(dirs)
        assert len(errors) == 5 and all(e.line and e.line > 1 for e in errors)
        assert sorted(loaded) == ["Zed Test Brute", "Zed Test Squire"]
    finally:
        forget_library(dirs)


def test_reload_keeps_the_search_and_refreshes_the_details(qtbot, tmp_path):
    from riftboard.app.main import build_window
    from riftboard.scenario.session import Session

    cards = tmp_path / "cards"
    cards.mkdir()
    card_file = write(cards, "mine.toml", GOOD)
    dirs = [str(cards)]
    try:
        load_library_checked(dirs)
        session = Session.from_file(write(tmp_path, "board.toml", BOARD), dirs)
        w = build_window(session, dirs)
        qtbot.addWidget(w)
        w.show()
        w.watch_cards(dirs)
        lib = w.library_panel
        lib.search.setText("zed test")
        assert lib.visible_cards() == ["Zed Test Brute", "Zed Test Squire"]
        lib.select_card("Zed Test Brute")
        assert "big test unit" in lib.details.toPlainText()
        with qtbot.waitSignal(w.cards_watcher.changed, timeout=10_000):
            with open(card_file, "w", encoding="utf-8") as f:
                f.write(GOOD.replace("A big test unit.", "A huge test unit."))
        # the search still applies to the new list, the same card is selected, its details new
        assert lib.search.text() == "zed test"
        assert lib.visible_cards() == ["Zed Test Brute", "Zed Test Squire"]
        assert lib.selected_card() == "Zed Test Brute"
        assert "huge test unit" in lib.details.toPlainText()
        # a card that is gone is said to be gone, not shown as it was
        with qtbot.waitSignal(w.cards_watcher.changed, timeout=10_000):
            with open(card_file, "w", encoding="utf-8") as f:
                f.write(GOOD.replace("Zed Test Brute", "Zed Test Ogre"))
        assert lib.visible_cards() == ["Zed Test Ogre", "Zed Test Squire"]
        assert "no longer in the library" in lib.details.toPlainText()
    finally:
        forget_library(dirs)
