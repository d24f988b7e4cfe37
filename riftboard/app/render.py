"""The board drawn as a PNG, offscreen: the same scene the window shows, with a title line.

Works with no display: without one, Qt is told to use its offscreen platform before any
QApplication exists."""

from __future__ import annotations

import os
import sys

if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY")
                                              or os.environ.get("WAYLAND_DISPLAY")):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

MIN_W, MIN_H = 1200, 800
MAX_SIDE = 12_000  # a huge board is scaled down to stay a sane picture


def _application():
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        # drawing needs no window: never depend on a display here ("offscreen by itself")
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(sys.argv[:1] or ["riftboard"])
    return app


def render_png(path, out, step=None, ruleset=None, cards_dirs=()) -> str:
    """Draw the board of scenario `path` after step N (default: the end) into PNG `out`."""
    _application()
    from riftboard.scenario.session import load_session

    session = load_session(str(path), ruleset, cards_dirs)
    h = session.history
    total = len(h.results)
    n = total if step is None else max(0, min(int(step), total))
    state = h.state_after_step(n)
    setup = session.setup
    title = f"{board_title(setup.title, n, total)} — Core Rules {session.ruleset}"
    render_state_png(state, str(out), title, event=last_kill(h, n), question=setup.question,
                     history=h)
    return str(out)


def board_title(title: str, n: int, total: int) -> str:
    """The picture's title line: the scenario's title and which board it is."""
    if not total:
        return f"{title} — the setup (no steps)"
    if n == 0:
        return f"{title} — the setup, before step 1 of {total}"
    return f"{title} — after step {n} of {total}"


def last_kill(history, n: int):
    """The last kill of step `n`, or None: the picture draws its unit as a ghost where it was,
    with the arrows from what is credited (428.5), so the board after a step that killed the
    only unit there is not empty."""
    kills = [e for e in history.events if e.step == n and e.kind == "kill"] if n else []
    return kills[-1] if kills else None


def render_state_png(state, out: str, title: str, event=None, history=None,
                     question: str | None = None, targets=None, annotations=()) -> str:
    """Draw one state (and what `event` did, and the judge's arrows and notes) with a title
    line into a PNG of at least 1200 x 800."""
    img = render_state_image(state, title, event, history, question, targets, annotations)
    _save_atomic(img, out)
    return out


def state_png_base64(state, title: str, event=None, history=None, question=None,
                     targets=None, annotations=()) -> str:
    """The same picture as PNG bytes in base64 (the HTML export embeds it)."""
    import base64

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    img = render_state_image(state, title, event, history, question, targets, annotations)
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    img.save(buf, "PNG")
    buf.close()
    return base64.b64encode(bytes(data)).decode("ascii")


def render_state_image(state, title: str, event=None, history=None, question=None,
                       targets=None, annotations=()):
    """The board picture (a QImage): the scene without interface hints, and a title line."""
    _application()
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    from . import style
    from .board_scene import BoardScene

    scene = BoardScene()
    scene.show_hints = False  # a picture to share: no "Drag cards from the library"
    scene.show_state(state, event, history, targets=targets)
    if annotations:
        scene.set_annotations(annotations)
    rect = scene.sceneRect()
    header = 64 + (26 if question else 0)
    scale = min(1.0, MAX_SIDE / max(rect.width(), rect.height() + header, 1))
    w = max(MIN_W, int(rect.width() * scale) + 20)
    h = max(MIN_H, int(rect.height() * scale) + header + 10)
    img = QImage(w, h, QImage.Format_ARGB32)
    img.fill(QColor(style.SCENE_BG))
    p = QPainter(img)
    try:
        p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        f = QFont(style.FONT_FAMILY, 16)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor(style.TEXT))
        p.drawText(QRectF(16, 10, w - 32, 30), Qt.AlignLeft | Qt.AlignVCenter, title)
        y = 42
        if question:
            p.setFont(QFont(style.FONT_FAMILY, 11))
            p.setPen(QColor(style.SUMMARY))
            p.drawText(QRectF(16, y, w - 32, 24), Qt.AlignLeft | Qt.AlignVCenter,
                       f"Question: {question}")
            y += 26
        p.setFont(QFont(style.FONT_FAMILY, 8))
        p.setPen(QColor(style.MUTED))
        p.drawText(QRectF(16, y, w - 32, 16), Qt.AlignLeft | Qt.AlignVCenter,
                   "riftboard — an unofficial fan tool, not affiliated with Riot Games")
        target = QRectF(10, header, rect.width() * scale, rect.height() * scale)
        scene.render(p, target, rect)
    finally:
        p.end()
    return img


def _save_atomic(img, out: str) -> None:
    """The PNG written whole or not at all, by the one atomic-write helper."""
    from riftboard.atomic import write_atomic_with

    def write(_fd: int, tmp: str) -> None:
        if not img.save(tmp, "PNG"):
            raise OSError(f"cannot write a PNG to {out}")

    write_atomic_with(out, write)
