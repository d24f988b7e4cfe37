"""Issue 29, item 9: the last small defects measured in a real window, each driven through the
real window and controller (offscreen)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import SEEKER_BOARD

LESSONS = Path(__file__).resolve().parents[2] / "resources" / "lessons"


def _layout(w) -> dict[str, tuple[int, int, int, int]]:
    """Where each visible panel (dock), the board and the bars are in the window."""
    out = {d.objectName(): d.geometry().getRect()
           for d in (w.library_dock, w.why_dock, w.timeline_dock) if d.isVisible()}
    out["board"] = w.centralWidget().geometry().getRect()
    out["window"] = w.geometry().getRect()
    out["status"] = w.statusBar().geometry().getRect()
    return out


def test_a_text_size_round_trip_gives_every_panel_its_size_back(make_window, qtbot):
    """Ctrl++ then Ctrl+- comes back to the same text size: every dock is where and as large
    as it was (larger text had pushed the timeline narrower for good)."""
    w = make_window(SEEKER_BOARD)
    # the side panels are built after the first paint, the library's list in slices
    qtbot.waitUntil(lambda: {"library", "why", "zones"} <= set(w._panels))
    w.library_panel.finish_loading()
    w.act_text_reset.trigger()  # the app's own font, as `riftboard` starts with
    qtbot.wait(50)
    before = _layout(w)
    w.act_text_bigger.trigger()
    qtbot.wait(50)
    assert w.text_scale == 1.15
    w.act_text_smaller.trigger()
    assert w.text_scale == 1.0

    def same_as_before():  # the bars and docks settle over a few turns of the event loop
        assert _layout(w) == before

    qtbot.waitUntil(same_as_before, timeout=3000)


# the window as `riftboard` opens it (its saved layout restored, then shown), in a process of
# its own: the scale factor and the screen are fixed when Qt starts
_FIRST_WINDOW = """
import json, time
from riftboard.app.main import _application, build_window, load_session
app = _application()
w = build_window(load_session(None, None, ()))
w.restore_layout()
w.show()
end = time.monotonic() + 1.0
while time.monotonic() < end:  # the window is fitted again once it has painted
    app.processEvents()
print(json.dumps({"frame": w.frameGeometry().getRect(),
                  "avail": w.screen().availableGeometry().getRect(),
                  "scale": w.screen().devicePixelRatio()}))
"""


def test_the_first_window_fits_a_1080p_screen_at_1_5x(tmp_path):
    """QT_SCALE_FACTOR=1.5 on a 1920x1080 screen (1280x720 device-independent pixels): the
    first window, its frame included, lies inside the screen's available area (the default
    1400x900 was cut to the screen without its frame, which then stuck out)."""
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [{"name": "hd", "x": 0, "y": 0, "width": 1920,
                                               "height": 1080, "logicalDpi": 96,
                                               "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
               QT_SCALE_FACTOR="1.5", RIFTBOARD_STATE_DIR=str(tmp_path / "state"))
    out = subprocess.run([sys.executable, "-c", _FIRST_WINDOW], env=env, capture_output=True,
                         text=True, timeout=120, check=True).stdout
    got = json.loads(out.strip().splitlines()[-1])
    assert got["scale"] == 1.5 and got["avail"][2:] == [1280, 720]
    fx, fy, fw, fh = got["frame"]
    ax, ay, aw, ah = got["avail"]
    assert ax <= fx and ay <= fy, got
    assert fx + fw <= ax + aw and fy + fh <= ay + ah, got


def _bottom_of_block(doc, text: str) -> float | None:
    """Where the paragraph that reads `text` ends in a laid-out document (None: no such one)."""
    layout = doc.documentLayout()
    block = doc.begin()
    while block.isValid():
        if block.text() == text:
            return layout.blockBoundingRect(block).bottom()
        block = block.next()
    return None


def test_every_cards_basic_facts_show_without_scrolling(make_window):
    """At the default window size each card's name, kind, cost, Might, keywords and summary
    are in the library's details without scrolling (its facts table came first and pushed the
    text of one card in three out of sight)."""
    w = make_window((LESSONS / "02-challenge.toml").read_text(encoding="utf-8"))
    lib = w.library_panel
    lib.finish_loading()
    details = lib.details
    visible = details.viewport().height()
    model = lib.list.model()
    hidden = []
    for row in range(model.rowCount()):
        lib.list.entered.emit(model.index(row, 0))  # the mouse over the card
        e = lib.model.entry(model.mapToSource(model.index(row, 0)))
        doc = details.document()
        assert doc.begin().text() == e["name"]
        facts = doc.begin().next().text()
        for bit in [*e["keywords"], f"Might {e['might']}" if e["might"] is not None else "",
                    f"{e['energy']} energy" if e["energy"] is not None else ""]:
            assert bit in facts, (e["name"], bit)
        last = _bottom_of_block(doc, e["summary"]) if e["summary"] else \
            doc.documentLayout().blockBoundingRect(doc.begin().next()).bottom()
        if last is None or last > visible:
            hidden.append((e["name"], last))
    assert model.rowCount() > 900
    assert not hidden, f"{len(hidden)} cards need scrolling, e.g. {hidden[:3]}"


def test_the_legend_fits_the_board_at_any_width(make_window, qtbot):
    """Every entry of the board's legend (its swatch and whole label) lies inside the legend,
    and the legend inside the scene: at the default size and in a small window (one row ran
    off the board's right edge)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from riftboard.app.board_paint import fonts

    w = make_window(SEEKER_BOARD)
    for size in ((1400, 900), (1024, 700)):
        w.resize(*size)
        qtbot.wait(20)
        legend = w.board_scene.legend
        box = legend.boundingRect()
        fm = QFontMetricsF(fonts().legend)
        placed = legend.placed()
        assert len(placed) == 2 + 7  # the two players, then the seven marks
        for row, x, (_kind, _colour, label) in placed:
            right = x + 28 + fm.horizontalAdvance(label)
            assert right <= box.right() - 4, (size, label, right, box.right())
            assert legend.ROW_H * row + 46 <= box.bottom() + 0.5
        scene = w.board_scene.sceneRect()
        assert scene.contains(legend.mapRectToScene(QRectF(box))), size
        assert len({r for r, _x, _e in placed}) >= 2, "the board is narrower than one row"


def _pixels(scene, rect):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    img = QImage(int(rect.width()) * 2, int(rect.height()) * 2, QImage.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, img.width(), img.height()), rect)
    p.end()
    return img


def test_an_arrow_never_covers_a_side_label_or_a_chip(make_window, qtbot):
    """Lesson 1's play: the arrow from the Void Seeker chip to Guard crosses North's "B's side"
    label and starts on the chip. Both read the same with the arrow as without it (the arrow
    was drawn over their text)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainterPath

    from riftboard.app.board_items import ChipItem
    from riftboard.app.board_marks import ArrowItem

    w = make_window((LESSONS / "01-void-seeker-kill.toml").read_text(encoding="utf-8"))
    c = w.controller
    play = next(e for e in c.history.events if e.kind == "play")
    c.select_event(play.seq)
    qtbot.wait(10)
    scene = w.board_scene
    arrows = [i for i in scene.items() if isinstance(i, ArrowItem) and hasattr(i, "_head")]
    texts = [i for i in scene.items()
             if isinstance(i, ChipItem) or type(i).__name__ == "SideLabelItem"]
    assert arrows and texts
    crossed = []
    for t in texts:
        # the chip's card (its bounding box has a margin for its ring); the label's text (its
        # patch has rounded corners)
        box = t.mapRectToScene(QRectF(0, 0, t.w, t.h) if isinstance(t, ChipItem) else
                               t.box.adjusted(t.PAD, 0, -t.PAD, 0))
        area = QPainterPath()
        area.addRect(box)
        if any(a.mapToScene(a.path()).intersects(area) for a in arrows):
            crossed.append((t, box))
    with_arrows = [_pixels(scene, box) for _t, box in crossed]
    for a in arrows:
        a.hide()
    without = [_pixels(scene, box) for _t, box in crossed]
    for (t, _box), a, b in zip(crossed, with_arrows, without):
        assert a == b, f"an arrow is drawn over {getattr(t, 'label', None) or t.ref.name}"
    assert {type(t).__name__ for t, _b in crossed} == {"ChipItem", "SideLabelItem"}


def test_the_rules_column_shows_whole_rule_numbers_and_its_full_text_on_hover(make_window, qtbot):
    """Lesson 10 at the default window size: the rules column is in view (it was off the
    table's right edge, behind a scroll bar), each cell shows whole rule numbers (the first
    ones, then "+N" for the rest; Qt cut "465.2.c.1" in the middle) and the row's tooltip
    lists every rule."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QStyleOptionViewItem

    from riftboard.app.explain import COLUMNS

    RULES_COLUMN = COLUMNS.index("rules")  # noqa: N806
    w = make_window()
    assert w.open_path(str(LESSONS / "10-garen-recruit-combat.toml"))  # as a lesson
    w.controller.select_event(len(w.controller.history.events))  # every row shown
    qtbot.waitUntil(lambda: {"library", "why", "zones"} <= set(w._panels))  # built after
    qtbot.wait(50)  # the first paint, they take their room beside the timeline
    v = w.timeline_view
    model = v.model()
    right = v.columnViewportPosition(RULES_COLUMN) + v.columnWidth(RULES_COLUMN)
    assert right <= v.viewport().width()
    # the delegate Qt paints the column with
    delegate = v.itemDelegateForColumn(RULES_COLUMN) or v.itemDelegate()
    shortened = 0
    for row in range(model.rowCount()):
        index = model.index(row, RULES_COLUMN)
        full = index.data()
        rules = full.split(", ")
        option = QStyleOptionViewItem()
        option.initFrom(v)
        option.rect = v.visualRect(index)
        delegate.initStyleOption(option, index)
        shown = option.text
        assert option.fontMetrics.horizontalAdvance(shown) <= option.rect.width()
        head, _, more = shown.partition(" +")
        kept = head.split(", ")
        assert kept == rules[:len(kept)], (full, shown)  # whole numbers, in order
        assert (int(more) if more else 0) == len(rules) - len(kept), (full, shown)
        shortened += shown != full
        tip = index.data(Qt.ToolTipRole)
        assert all(r in tip for r in rules), (full, tip)
    assert shortened, "lesson 10 has rows with more rules than the column holds"
