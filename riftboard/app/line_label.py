"""A one-line label for text that changes after every action, without relaying out the window.

QLabel.setText always asks its layout again (QWidget.updateGeometry), and each layout that runs
asks its parent's, whether a size changed or not: the status line's new message, or the
timeline's new count, relaid out the dock, the main window and every dock's title bar after
each action (about 1.2 ms of a placement, a tenth of it; docs/performance.md, session 27).
A LineLabel sits in `host`, a widget without a layout, where that request stops; the host asks
its own layout again only when the new text no longer fits the room the layout gave it, or
when the font changed, so the layout still grows to show a longer text, as a label's does."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QLabel, QWidget


class _Host(QWidget):
    """The label's place in a layout: as big as the label asks, the label filling it."""

    def __init__(self, label: QLabel):
        super().__init__()
        self._label = label
        label.setParent(self)
        self.setSizePolicy(label.sizePolicy())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self._label.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self._label.minimumSizeHint()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._label.setGeometry(self.rect())
        super().resizeEvent(event)


class LineLabel(QLabel):
    """A one-line QLabel placed in layouts through `host` (add `label.host`, not the label)."""

    def __init__(self, text: str = ""):
        super().__init__(text)
        self.host = _Host(self)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        hint, host = self.sizeHint(), self.host
        # not laid out yet, or the text needs more room than it has: ask the layout, as a
        # QLabel does (and only then)
        if (not host.isVisible() or hint.width() > host.width()
                or hint.height() > host.height()):
            host.updateGeometry()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        # a new font or style (the text size, the theme) changes every size the label asks for
        host = getattr(self, "host", None)  # None while the host is being made
        if host is not None and event.type() in (QEvent.FontChange, QEvent.StyleChange):
            host.updateGeometry()
        super().changeEvent(event)

