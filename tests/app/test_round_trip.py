"""Issue 11 items 2 and 3: boards that round-trip (lesson work, held items, designer cards,
autosave recovery) and branches (the tree, switching, comparing)."""

from __future__ import annotations

from conftest import SEEKER_BOARD, write

from riftboard.app.branches import CompareDialog, line_history, outcome
from riftboard.cards.library import forget_library, load_library_checked
from riftboard.scenario.runner import lessons_dir
from riftboard.scenario.session import Session

LESSON = str(lessons_dir() / "01-void-seeker-kill.toml")


def _events(session):
    return [e.to_json() for e in session.history.events]


def test_lesson_work_saves_and_reopens(make_window, tmp_path):
    w = make_window()
    assert w.open_path(LESSON)
    c = w.controller
    assert c.selected_seq == 0
    assert c.end_turn()  # acting at the setup: the lesson's line is kept as a branch
    assert len(c.session.branches) == 1
    assert "Save asks for a new file" in w.save_target_text()  # a lesson is never overwritten
    out = tmp_path / "mine.toml"
    assert c.save_as(str(out)), c.last_message
    assert "set aside" in c.last_message
    text = out.read_text(encoding="utf-8")
    assert "# Set aside by riftboard" in text and "# [[expect]]" in text
    again = Session.from_file(str(out))
    assert _events(again) == _events(c.session)
    assert len(again.branches) == 1
    assert f"Save writes {out}" in (w.save_target_text() if c.path == str(out) else "")


def test_autosave_recovery_of_lesson_work(make_window, tmp_path):
    w = make_window()
    w.open_path(LESSON)
    c = w.controller
    c.end_turn()
    auto = tmp_path / "auto" / "autosave.toml"
    c.enable_autosave(auto)
    assert c.autosave_now()
    before = _events(c.session)
    w2 = make_window()
    assert w2.controller.recover(auto), w2.controller.last_message
    assert _events(w2.controller.session) == before
    assert w2.controller.session.path == LESSON and w2.controller.session.dirty


def test_held_items_stay_held_and_the_row_is_kept(make_window, tmp_path):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.hold = True
    c.begin_play("Void Seeker", "A")
    c.click_object("guard")
    c.hold = False
    assert c.state.chain
    out = tmp_path / "held.toml"
    assert c.save_as(str(out))
    w2 = make_window(out.read_text(encoding="utf-8"), name="held2.toml")
    assert w2.controller.state.chain and w2.controller.state.chain[0].ref.name == "Void Seeker"
    assert _events(w2.controller.session) == _events(c.session)


def test_designer_cards_are_embedded(make_window, tmp_path):
    from riftboard.app.main import build_window

    cards = tmp_path / "cards"
    cards.mkdir()
    write(cards, "mine.toml", '[[card]]\nname = "Test Brute"\nkind = "unit"\nmight = 4\n'
                              'summary = "A big test unit."\n')
    dirs = [str(cards)]
    try:
        load_library_checked(dirs)
        w = build_window(Session.blank(dirs), dirs)
        c = w.controller
        assert c.add_card("Test Brute", "A", "north")
        out = tmp_path / "designer.toml"
        assert c.save_as(str(out)), c.last_message
        assert "[[cards]]" in out.read_text(encoding="utf-8")
        again = Session.from_file(str(out))  # no --cards: the card travels in the file
        assert again.state.units()[0].card.name == "Test Brute"
        w.deleteLater()
    finally:
        forget_library(dirs)


def test_branches_tree_switch_and_compare(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.begin_play("Void Seeker", "A")
    c.click_object("guard")  # the Guard dies on this line
    killed = outcome(c.history)
    c.select_event(0)
    assert c.mark_damage("sentry", 1)  # a new line from the setup
    panel = w.branch_panel
    lines = panel.lines()
    assert lines[0].startswith("Current line (1 step)")
    assert lines[1].startswith("  Branch 1: from step 0")
    # the two outcomes side by side: the kill only on the branch
    dlg = CompareDialog(c.session, 0, w)
    qtbot.addWidget(dlg)
    left, right = dlg.columns
    assert left == ["no kill, no condition"]
    assert right == killed and any("Guard killed" in x for x in right)
    assert outcome(line_history(c.session, 0)) == killed
    # switch: the old line is current again, the other one is kept
    panel.select_branch(0)
    panel.switch_button.click()
    assert any(e.kind == "kill" for e in c.history.events)
    assert len(c.session.branches) == 1
    assert panel.lines()[1].startswith("  Branch 1: from step 0, 1 step")
