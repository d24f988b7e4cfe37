"""The lesson browser: every lesson grouped by topic, easiest first, the done ones ticked
(resources/lessons/index.toml)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from .lessons import done_lessons


class LessonBrowser(QDialog):
    """Every lesson, grouped by topic, easiest first, with a short description; done ones are
    ticked. Double-click (or Open) opens one."""

    def __init__(self, parent=None, folder=None):
        super().__init__(parent)
        from riftboard.scenario.lessons import lesson_index

        self.setWindowTitle("Lessons")
        self.resize(760, 560)
        self.chosen: str | None = None
        done = done_lessons()
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(["Lesson", "Level", "What it teaches"])
        self.tree.setWordWrap(True)
        self.tree.setColumnWidth(0, 300)
        self.tree.setColumnWidth(1, 70)
        lessons = lesson_index(folder)
        topics: dict[str, list] = {}
        for info in lessons:
            topics.setdefault(info.topic, []).append(info)
        self.items: dict[str, QTreeWidgetItem] = {}
        for topic, infos in topics.items():
            n_done = sum(1 for i in infos if i.file in done)
            top = QTreeWidgetItem([f"{topic} ({n_done} of {len(infos)} done)", "", ""])
            f = top.font(0)
            f.setBold(True)
            top.setFont(0, f)
            self.tree.addTopLevelItem(top)
            for info in sorted(infos, key=lambda i: (i.difficulty or 9, i.number)):
                mark = "✓ " if info.file in done else ""
                level = {1: "★", 2: "★★", 3: "★★★"}.get(info.difficulty, "")
                item = QTreeWidgetItem([f"{mark}{info.number}. {info.title}", level,
                                        info.description])
                item.setToolTip(2, info.description)
                item.setData(0, Qt.UserRole, str(info.path))
                top.addChild(item)
                self.items[info.file] = item
            top.setExpanded(True)
        self.tree.itemDoubleClicked.connect(self._on_item_double_clicked)
        note = QLabel("★ a first lesson · ★★ a few rules together · ★★★ a subtle interaction. "
                      "✓ done.")
        buttons = QDialogButtonBox(QDialogButtonBox.Open | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self._on_open_clicked)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.tree, 1)
        lay.addWidget(note)
        lay.addWidget(buttons)

    def lines(self) -> list[str]:
        """Every row (tests)."""
        out = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            out.append(top.text(0))
            for j in range(top.childCount()):
                ch = top.child(j)
                out.append(f"  {ch.text(0)} [{ch.text(1)}] {ch.text(2)}")
        return out

    def open_lesson(self, file: str) -> None:
        item = self.items.get(file)
        if item is not None:
            self.chosen = item.data(0, Qt.UserRole)
            self.accept()

    def _on_item_double_clicked(self, item, _column) -> None:
        path = item.data(0, Qt.UserRole)
        if path:
            self.chosen = path
            self.accept()

    def _on_open_clicked(self) -> None:
        item = self.tree.currentItem()
        path = item.data(0, Qt.UserRole) if item is not None else None
        if path:
            self.chosen = path
            self.accept()
