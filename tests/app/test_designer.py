"""Issue 11 item 7: card files with errors open the window with every error listed; card files
reload when they change on disk, replaying the board."""

from __future__ import annotations

import os
import subprocess
import sys

from conftest import write
from PySide6.QtWidgets import QLabel

from riftboard.app.designer import error_rows
from riftboard.cards.library import forget_library, load_library_checked

GOOD = """\
[[card]]
name = "Test Brute"
kind = "unit"
might = 4
summary = "A big test unit."
"""

BAD = GOOD + """
[[card]]
name = "Broken One"
kind = "unti"
might = 2

[[card]]
name = "Broken Two"
kind = "unit"
mihgt = 2
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
[[units]]
id = "brute"
card = "Test Brute"
controller = "A"
at = "north"
[[step]]
mark_damage = "brute"
amount = 3
"""


def test_every_card_error_is_listed_with_the_cards_that_loaded(make_window, tmp_path):
    cards = tmp_path / "cards"
    cards.mkdir()
    write(cards, "mine.toml", BAD)
    lib, errors, loaded = load_library_checked([str(cards)])
    try:
        assert loaded == ["Test Brute"] and lib.get("Test Brute") is not None
        rows = error_rows(errors)
        assert [(r["line"], r["key"]) for r in rows] == [(9, "card[2].kind"), (15, "card[3].mihgt")]
        assert rows[0]["suggestion"] == 'did you mean "unit"?'
        assert all(r["file"].endswith("mine.toml") for r in rows)
        w = make_window()
        w.show_card_errors(errors, loaded)
        text = w.card_errors_dialog.text()
        assert "2 errors" in w.card_errors_dialog.findChildren(QLabel)[0].text()
        assert "line 9" in text and "card[2].kind" in text and 'did you mean "unit"?' in text
        assert "line 15" in text and 'did you mean "might"?' in text
        assert "Cards that loaded: Test Brute" in text
        w.card_errors_dialog.close()
    finally:
        forget_library([str(cards)])


def test_a_broken_card_file_still_opens_the_window(tmp_path):
    cards = tmp_path / "cards"
    cards.mkdir()
    write(cards, "mine.toml", BAD)
    state = tmp_path / "profile"
    state.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RIFTBOARD_EXIT_AFTER_PAINT="1",
               RIFTBOARD_STATE_DIR=str(state))
    out = subprocess.run([sys.executable, "-m", "riftboard", "--cards", str(cards)],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr  # a window, not exit 2
    # a bad scenario file is still a message and exit 2, with no window (SPEC section 1)
    bad = write(tmp_path, "bad.toml", "format = 1\ntitle = 3\n")
    out = subprocess.run([sys.executable, "-m", "riftboard", "open", bad], capture_output=True,
                         text=True, env=env, timeout=120)
    assert out.returncode == 2 and "bad.toml" in out.stderr


def test_card_files_reload_when_they_change(make_window, qtbot, tmp_path):
    from riftboard.app.main import build_window
    from riftboard.engine.might import might
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
        c = w.controller
        assert might(c.state, c.state.obj("brute")) == 4
        with qtbot.waitSignal(w.cards_watcher.changed, timeout=10_000):
            with open(card_file, "w", encoding="utf-8") as f:
                f.write(GOOD.replace("might = 4", "might = 7"))
        assert might(c.state, c.state.obj("brute")) == 7
        assert c.state.obj("brute").damage == 3  # the steps replayed on the new card
        assert "Card files reloaded" in c.last_message
        assert w.board_scene.items_by_id["brute"].display()["might"] == 7
        # a broken save lists the errors and keeps what loads
        with qtbot.waitSignal(w.cards_watcher.changed, timeout=10_000):
            with open(card_file, "w", encoding="utf-8") as f:
                f.write(BAD.replace("might = 4", "might = 5"))
        assert might(c.state, c.state.obj("brute")) == 5
        assert "2 errors" in c.last_message
        assert "card[2].kind" in w.card_errors_dialog.text()
        w.card_errors_dialog.close()
    finally:
        forget_library(dirs)


def test_a_saved_designer_board_reopens_with_its_cards_folder(tmp_path, qtbot):
    """Issue 25, defect 7: a board saved with --cards embeds its designer cards; opened again in
    an app started with --cards on the same folder it said 'a card named ... already exists'.
    The file's own definition (the one the board was made with) is the one it plays; a file
    may still not redefine a released card."""
    from riftboard.app.controller import BoardController
    from riftboard.scenario.session import Session

    cards = tmp_path / "cards"
    cards.mkdir()
    write(cards, "mine.toml", GOOD)
    try:
        dirs = [str(cards)]
        c = BoardController(Session.from_file(write(tmp_path, "b.toml", BOARD), dirs),
                            cards_dirs=dirs)
        assert c.mark_damage("brute", 1)
        out = str(tmp_path / "saved.toml")
        assert c.save_as(out)
        assert "[[cards]]" in open(out, encoding="utf-8").read()
        again = BoardController(cards_dirs=dirs)
        assert again.open_file(out), again.last_message
        assert len(again.session.steps) == 2 and not again.session.error
        assert [e.kind for e in again.history.events].count("kill") == 1  # 3 + 1 on Might 4
        # a changed card file: the board keeps the definition it was saved with
        write(cards, "mine.toml", GOOD.replace("might = 4", "might = 9"))
        forget_library(dirs)
        third = BoardController(cards_dirs=dirs)
        assert third.open_file(out), third.last_message
        assert third.state.obj("brute").card.might == 4
        # but a released card's name is still refused
        clash = BOARD + '\n[[cards]]\nname = "Recruit"\nkind = "unit"\nmight = 5\n'
        assert not third.open_file(write(tmp_path, "clash.toml", clash))
        assert 'a card named "Recruit" already exists' in third.last_message
    finally:
        forget_library([str(cards)])
