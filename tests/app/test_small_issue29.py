"""Issue 29, item 9: the last small defects measured in a real window, each driven through the
real window and controller (offscreen)."""

from __future__ import annotations

from conftest import SEEKER_BOARD


def _layout(w) -> dict[str, tuple[int, int, int, int]]:
    """Where each visible panel (dock), the board and the bars are in the window."""
    out = {d.objectName(): d.geometry().getRect()
           for d in (w.library_dock, w.why_dock, w.timeline_dock) if d.isVisible()}
    out["board"] = w.centralWidget().geometry().getRect()
    out["window"] = w.geometry().getRect()
    return out


def test_a_text_size_round_trip_gives_every_panel_its_size_back(make_window, qtbot):
    """Ctrl++ then Ctrl+- comes back to the same text size: every dock is where and as large
    as it was (larger text had pushed the timeline narrower for good)."""
    w = make_window(SEEKER_BOARD)
    w.act_text_reset.trigger()  # the app's own font, as `riftboard` starts with
    qtbot.wait(100)  # the side panels are built after the first paint
    before = _layout(w)
    w.act_text_bigger.trigger()
    qtbot.wait(50)
    assert w.text_scale == 1.15
    w.act_text_smaller.trigger()
    qtbot.wait(50)
    assert w.text_scale == 1.0
    assert _layout(w) == before
