"""Issue 30 items 2-4, through real windows and controllers: each window autosaves into its own
file; declining a recovery never touches another window's autosave; a board that cannot be
recovered is kept aside and never overwritten; a crash recovers the crashed window's board; Save
asks before writing over a file someone else has changed."""

from __future__ import annotations

import pytest
from conftest import COMBAT_BOARD, SEEKER_BOARD, write

from riftboard.app import dialogs
from riftboard.app.main import build_window, start_autosave
from riftboard.scenario.session import Session


@pytest.fixture
def folder(_state_dir):
    return _state_dir / "autosaves"


@pytest.fixture
def offers(monkeypatch):
    """The recovery questions asked (titles), answered from `offers.answers` ("keep" when
    none is left)."""

    class Offers(list):
        answers: list[str]

    asked = Offers()
    asked.answers = []

    def ask(parent, info, index=1, count=1):
        asked.append(info.get("title"))
        return asked.answers.pop(0) if asked.answers else "keep"

    monkeypatch.setattr(dialogs, "ask_recover", ask)
    return asked


@pytest.fixture
def start(make_window, folder):
    """A window started as the app starts one: its own autosave, orphans offered."""

    def make(text=None, name="board.toml"):
        w = make_window(text, name)
        start_autosave(w, folder)
        return w

    return make


def _events(controller):
    return [e.to_json() for e in controller.history.events]


def _title(path) -> str:
    return Session.from_file(str(path)).setup.title


def test_two_windows_each_keep_their_own_autosave(start, folder, offers):
    a = start(SEEKER_BOARD, "a.toml").controller
    b = start(COMBAT_BOARD, "b.toml").controller
    assert a.autosave_path != b.autosave_path
    assert a.autosave_path.parent == b.autosave_path.parent == folder
    for _ in range(3):  # they take turns, as their timers do
        assert a.mark_damage("guard", 1)
        assert a.autosave_now()
        assert b.mark_damage("raider", 1)
        assert b.autosave_now()
        assert _title(a.autosave_path) == a.title()
        assert _title(b.autosave_path) == b.title()
    assert Session.from_file(str(a.autosave_path)).history.events[-1].target == "guard"
    assert offers == []  # each saw the other's autosave as live: nothing offered


def test_declining_a_recovery_does_not_delete_a_live_windows_autosave(start, folder, offers):
    a = start(SEEKER_BOARD, "a.toml").controller
    a.mark_damage("guard", 2)
    assert a.autosave_now()
    crashed = start(COMBAT_BOARD, "c.toml").controller
    crashed.mark_damage("raider", 1)
    assert crashed.autosave_now()
    crashed.autosave_slot.release()  # its process dies: the OS drops the lock, files stay
    orphan = crashed.autosave_path
    offers.answers.append("discard")
    late = start(SEEKER_BOARD, "late.toml").controller
    assert offers == [crashed.title()]  # the live window's board is not offered
    assert not orphan.exists()  # the declined one is gone ...
    assert a.autosave_path.exists() and _title(a.autosave_path) == a.title()  # ... A's is not
    assert a.mark_damage("guard", 1) and a.autosave_now()
    assert late.autosave_path != a.autosave_path


def test_a_crash_recovers_the_crashed_windows_board(start, folder, offers):
    a = start(SEEKER_BOARD, "a.toml").controller
    b = start(COMBAT_BOARD, "b.toml").controller
    for unit in ("guard", "sentry", "guard"):
        a.mark_damage(unit, 1)
    assert a.autosave_now()
    b.mark_damage("raider", 2)
    assert b.autosave_now()
    b_text = b.autosave_path.read_text(encoding="utf-8")
    a.autosave_slot.release()  # A crashes: no clear, the lock goes with the process
    offers.answers.append("recover")
    c = start().controller
    assert offers == [a.title()]
    assert c.title() == a.title() and _events(c) == _events(a)
    assert c.session.dirty and c.session.path == a.session.path
    assert c.autosave_path == a.autosave_path  # it goes on in the recovered slot
    assert c.autosave_slot.is_locked
    assert b.autosave_path.read_text(encoding="utf-8") == b_text  # B's is left alone
    # the crashed window (still an object in this test) no longer touches those files
    a.clear_autosave()
    assert c.autosave_path.exists()
    # a window started after that finds nothing to offer: both autosaves are held
    start()
    assert offers == [a.title()]


def test_a_failed_recovery_is_kept_aside_and_never_overwritten(start, folder, offers):
    crashed = start(SEEKER_BOARD, "a.toml").controller
    crashed.mark_damage("guard", 1)
    assert crashed.autosave_now()
    crashed.autosave_slot.release()
    broken = crashed.autosave_path.read_bytes().replace(b"might = 9", b'might = "x"')
    crashed.autosave_path.write_bytes(broken)  # a board this version cannot load
    offers.answers.append("recover")
    c = start(COMBAT_BOARD, "b.toml").controller
    assert offers == [crashed.title()]
    assert c.title() == "Combat: kill, heal all, then check again"  # the board it had
    assert c.last_message.startswith(f"Cannot recover “{crashed.title()}”")
    kept = folder / "kept" / crashed.autosave_path.name
    assert c.last_message.endswith(f"Its autosave is kept, untouched, at {kept}")
    assert kept.read_bytes() == broken
    assert not crashed.autosave_path.exists()
    # this window autosaves elsewhere; the kept board stays as it was
    assert c.autosave_path not in (crashed.autosave_path, kept)
    assert c.mark_damage("raider", 1) and c.autosave_now()
    assert kept.read_bytes() == broken
    start()  # nor is it offered again at the next start
    assert offers == [crashed.title()]


def test_only_one_board_is_recovered_and_the_others_wait(start, folder, offers):
    first = start(SEEKER_BOARD, "a.toml").controller
    second = start(COMBAT_BOARD, "b.toml").controller
    for c, unit in ((first, "guard"), (second, "raider")):
        c.mark_damage(unit, 1)
        assert c.autosave_now()
        c.autosave_slot.release()
    offers.answers.append("recover")
    c = start().controller
    assert len(offers) == 1 and c.title() == offers[0]
    assert c.last_message.endswith("1 other autosaved board is kept for the next start")
    offers.answers.append("recover")
    start()
    assert len(offers) == 2 and set(offers) == {first.title(), second.title()}


def test_the_autosave_of_an_earlier_version_is_offered(make_window, _state_dir, folder, offers):
    legacy = _state_dir / "autosave.toml"
    old = make_window(SEEKER_BOARD).controller
    old.enable_autosave(legacy)  # a plain path, as before issue 30
    old.mark_damage("guard", 1)
    assert old.autosave_now()
    offers.answers.append("recover")
    w = make_window()
    start_autosave(w, folder, legacy)
    assert offers == [old.title()] and _events(w.controller) == _events(old)
    assert not legacy.exists()


def test_closing_a_window_removes_its_autosave_and_its_lock(start, folder, offers):
    w = start(SEEKER_BOARD)
    c = w.controller
    c.mark_damage("guard", 1)
    assert c.autosave_now()
    assert w.close()
    assert list(folder.iterdir()) == []


# -- Save over a file someone else changed --------------------------------------------------------

@pytest.fixture
def overwrite_answers(monkeypatch):
    asked, answers = [], []

    def ask(parent, path):
        asked.append(path)
        return answers.pop(0) if answers else "cancel"

    monkeypatch.setattr(dialogs, "ask_overwrite_changed", ask)
    return asked, answers


def _window_on(qtbot, path):
    w = build_window(Session.from_file(str(path)))
    qtbot.addWidget(w)
    return w


def test_saving_over_a_file_changed_on_disk_asks(qtbot, tmp_path, overwrite_answers):
    asked, answers = overwrite_answers
    path = write(tmp_path, "shared.toml", SEEKER_BOARD)
    wa, wb = _window_on(qtbot, path), _window_on(qtbot, path)
    for unit in ("guard", "sentry", "guard"):
        wa.controller.mark_damage(unit, 1)
    assert wa.save() and asked == []  # nobody else wrote it: no question
    wb.controller.mark_damage("sentry", 1)
    assert wb.controller.changed_on_disk()
    assert not wb.save()  # cancel
    assert asked == [path]
    assert len(Session.from_file(path).steps) == 3  # A's three steps are still there
    assert wb.controller.session.dirty
    assert "Not saved" in wb.controller.last_message
    assert not wb.controller.save()  # the controller alone refuses too
    assert len(Session.from_file(path).steps) == 3
    answers.append("overwrite")
    assert wb.save()
    assert len(Session.from_file(path).steps) == 1 and not wb.controller.session.dirty
    # now A is the one whose copy is out of date
    wa.controller.mark_damage("guard", 1)
    assert not wa.save() and asked == [path, path, path]
    # after its own save B is not asked again
    wb.controller.mark_damage("guard", 1)
    assert wb.save() and len(asked) == 3


def test_save_as_instead_of_overwriting_a_changed_file(qtbot, tmp_path, overwrite_answers,
                                                       monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    asked, answers = overwrite_answers
    path = write(tmp_path, "shared.toml", SEEKER_BOARD)
    w = _window_on(qtbot, path)
    w.controller.mark_damage("guard", 1)
    edited = SEEKER_BOARD.replace("might = 9", "might = 8")
    (tmp_path / "shared.toml").write_text(edited, encoding="utf-8")  # an editor
    other = tmp_path / "mine.toml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(other), "")))
    answers.append("save_as")
    assert w.save()
    assert asked == [path]
    assert (tmp_path / "shared.toml").read_text(encoding="utf-8") == edited
    assert len(Session.from_file(str(other)).steps) == 1 and w.controller.path == str(other)


def test_a_recovered_board_remembers_its_file_as_it_was(start, folder, offers, tmp_path,
                                                        overwrite_answers):
    asked, _ = overwrite_answers
    a = start(SEEKER_BOARD, "a.toml").controller
    a.mark_damage("guard", 1)
    assert a.autosave_now()
    a.autosave_slot.release()  # crash
    offers.answers.append("recover")
    w = start()
    assert w.controller.path == a.path
    assert not w.controller.changed_on_disk()
    assert w.save() and asked == []  # the file is as the crashed window knew it
    w.controller.mark_damage("guard", 1)
    assert w.controller.autosave_now()
    w.controller.autosave_slot.release()  # crash again, then the file is edited
    (tmp_path / "a.toml").write_text(SEEKER_BOARD.replace("might = 9", "might = 7"),
                                     encoding="utf-8")
    offers.answers.append("recover")
    w2 = start()
    assert w2.controller.changed_on_disk()
    assert not w2.save() and asked == [a.path]


# -- the two questions themselves ----------------------------------------------------------------

@pytest.mark.parametrize("button,answer", [("Recover", "recover"), ("Discard", "discard"),
                                           ("Keep for later", "keep")])
def test_the_recovery_question_answers_by_its_buttons(qtbot, button, answer):
    got = _click_when_shown(qtbot, button, lambda: dialogs.ask_recover(
        None, {"title": "Guard falls", "time": 0}, 2, 3))
    assert got[0] == answer
    assert "“Guard falls”" in got[1] and "(2 of 3)" in got[1]


@pytest.mark.parametrize("button,answer", [("Overwrite", "overwrite"), ("Save As…", "save_as"),
                                           ("Cancel", "cancel")])
def test_the_changed_file_question_answers_by_its_buttons(qtbot, button, answer):
    got = _click_when_shown(qtbot, button,
                            lambda: dialogs.ask_overwrite_changed(None, "/x/shared.toml"))
    assert got[0] == answer and "shared.toml was changed on disk" in got[1]


def _click_when_shown(qtbot, label, ask):
    """Run `ask` (a modal question) and click its button `label` once it shows; (the answer,
    the question's text)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    seen = []

    def click():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click)
            return
        seen.append(box.text())
        (target,) = [b for b in box.buttons() if b.text().replace("&", "") == label]
        target.click()

    QTimer.singleShot(0, click)
    return ask(), seen[0]
