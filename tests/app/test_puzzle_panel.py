"""Puzzles in the app (issue 28, item 2): the Lesson panel shows a puzzle's goal, checks it
after each step (solved, or which goal part failed and why), and gives a hint or a solution."""

from __future__ import annotations

from riftboard.app.lesson_browser import LessonBrowser
from riftboard.app.lessons import done_lessons
from riftboard.scenario.runner import lessons_dir

SPELL_LAST = str(lessons_dir() / "67-puzzle-spell-last.toml")


def _open(make_window):
    w = make_window()
    assert w.open_path(SPELL_LAST)
    return w, w.lesson_panel


def test_a_puzzle_opens_with_its_goal_and_no_quiz(make_window):
    w, panel = _open(make_window)
    text = panel.text()
    assert "Puzzle (medium):" in text and "killed a unit with a spell" in text
    assert "at most 2 steps" in text and "In hand: Hextech Ray." in text
    assert "0 of 2 steps taken; 2 left." in text
    assert not panel.check_button.isVisible() and not panel.next_button.isVisible()
    assert panel.hint_button.isVisible() and panel.solution_button.isVisible()
    assert not panel.hides_answers()


def test_solving_a_puzzle_says_so_and_marks_it_done_428_5_c_411_6(make_window):
    w, panel = _open(make_window)
    c = w.controller
    assert c.act("activate", activate="ballista", targets=("phantom",))
    assert "1 of 2 steps taken; 1 left." in panel.result.text()
    assert c.act("play", play="Hextech Ray", by="A", targets=("phantom",))
    assert panel.verdict.status == "solved"
    assert "Solved in 2 steps!" in panel.result.text()
    assert "67-puzzle-spell-last.toml" in done_lessons()


def test_a_spent_budget_says_which_goal_part_failed_and_why_428_5_c(make_window):
    w, panel = _open(make_window)
    c = w.controller
    # the wrong order: the Ballista's ability finishes the Phantom, so no spell kill (428.5.c)
    assert c.act("play", play="Hextech Ray", by="A", targets=("phantom",))
    assert c.act("activate", activate="ballista", targets=("phantom",))
    assert panel.verdict.status == "failed"
    assert "Not solved: every step is used" in panel.result.text()
    why = panel.why.toPlainText()
    assert "condition killed_unit_with_spell" in why and "never held" in why
    assert "67-puzzle-spell-last.toml" not in done_lessons()
    # undo puts the step back: the puzzle is open again
    c.undo()
    assert panel.verdict.status == "open"


def test_hint_gives_one_step_and_show_solution_the_whole(make_window):
    w, panel = _open(make_window)
    panel.hint_button.click()
    hint = panel.help_label.text()
    assert "Earlier damage does not share a kill" in hint  # the file's own hint
    assert "Next: activate Iron Ballista's ability 1 on Bob's Playful Phantom." in hint
    assert "Hextech Ray" not in hint  # never the whole answer
    panel.solution_button.click()
    text = panel.help_label.text()
    assert "1. activate Iron Ballista's ability 1" in text and "2. play Hextech Ray" in text
    # after the first step the hint is the next one
    assert w.controller.act("activate", activate="ballista", targets=("phantom",))
    panel.hint_button.click()
    assert "Next: play Hextech Ray on Bob's Playful Phantom." in panel.help_label.text()


def test_a_card_not_in_hand_is_no_puzzle_move(make_window):
    w, panel = _open(make_window)
    assert w.controller.act("play", play="Void Seeker", by="A", targets=("phantom",))
    assert panel.verdict.status == "broken"
    assert "Void Seeker is not one of the cards in your hand" in panel.result.text()


def test_the_lesson_browser_has_a_puzzles_topic(qtbot):
    b = LessonBrowser()
    qtbot.addWidget(b)
    tree = b.tree
    tops = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    assert any(t.startswith("Puzzles (0 of 20 done)") for t in tops)


def test_another_lesson_after_a_puzzle_has_its_quiz_again(make_window):
    w, panel = _open(make_window)
    assert w.open_path(str(lessons_dir() / "01-void-seeker-kill.toml"))
    assert panel.puzzle is None and not panel.hint_button.isVisible()
    assert panel.check_button.isVisible() and panel.current() is not None


def test_a_puzzle_saved_mid_way_reopens_as_the_puzzle_with_the_steps_taken(make_window, tmp_path):
    """Nothing lost (issue 30): the saved file keeps [puzzle] and the learner's step, and
    opening it plays on in the Lesson panel from there."""
    w, panel = _open(make_window)
    c = w.controller
    assert c.act("activate", activate="ballista", targets=("phantom",))
    out = tmp_path / "my attempt.toml"
    assert c.save_as(str(out))
    text = out.read_text(encoding="utf-8")
    assert "[puzzle]" in text and "[[step]]" in text
    w2 = make_window()
    assert w2.open_path(str(out))
    p2 = w2.lesson_panel
    assert p2.puzzle is not None and len(w2.controller.session.whole_line()) == 1
    assert "1 of 2 steps taken; 1 left." in p2.result.text()
