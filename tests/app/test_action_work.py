"""Issue 25, speed a user feels: what an action on the board does not do again. Each action
(a placement, a spell) runs the window's slots; these tests hold that the slots leave alone
what the action did not change, through the real window and controller."""

from __future__ import annotations

from riftboard.app import style
from riftboard.scenario.runner import lessons_dir

from conftest import COMBAT_LESSON, SEEKER_BOARD


def _place_three(w) -> None:
    c = w.controller
    for i in range(3):
        assert c.add_vanilla(f"Placed {i}", 2, "A", "north")


def test_an_action_does_not_style_the_ruleset_notice_again(make_window):
    """The notice's style sheet was set after every action (parsed again each time); it is set
    with the window and when the theme changes."""
    w = make_window(SEEKER_BOARD)
    label = w.ruleset_notice
    styled, tips = [], []
    label.setStyleSheet = styled.append
    label.setToolTip = tips.append
    _place_three(w)
    assert styled == [] and tips == []
    assert not label.isVisible()


def test_the_ruleset_notice_still_follows_the_ruleset_and_the_theme(make_window):
    w = make_window(COMBAT_LESSON)
    w.set_ruleset("1.3")
    _place_three_at_base(w)
    assert w.ruleset_notice.isVisible()
    assert w.ruleset_notice.text() == "Saved under 1.4, played under 1.3"
    assert style.NEGATIVE in w.ruleset_notice.styleSheet()
    w.set_theme_choice("dark")
    try:
        assert style.THEME == "dark"
        assert style.NEGATIVE in w.ruleset_notice.styleSheet()
    finally:
        w.set_theme_choice("light")
    w.set_ruleset("1.4")
    assert not w.ruleset_notice.isVisible() and w.ruleset_notice.toolTip() == ""


def _place_three_at_base(w) -> None:
    c = w.controller
    for i in range(3):
        assert c.add_vanilla(f"Placed {i}", 2, c.state.players[0], "base")


def test_a_lesson_is_finished_once_not_at_every_action_at_its_end(make_window):
    """At a lesson's last event every action (its new last event) finished the lesson again:
    the settings read and the header rebuilt each time. Once per opening now."""
    w = make_window()
    path = str(lessons_dir() / "58-judges-board.toml")
    assert w.open_path(path)
    panel = w.lesson_panel
    said = []
    panel.finished.connect(lambda: said.append(w.controller.selected_seq))
    c = w.controller
    c.select_event(len(c.history.events))
    assert len(said) == 1 and w.lesson_done
    _place_three(w)
    assert len(said) == 1 and w.lesson_done
    # opened again, it is a new run of the lesson: finished again at its end
    assert w.open_path(path)
    assert not w.lesson_done
    c.select_event(len(c.history.events))
    assert len(said) == 2 and w.lesson_done
