"""Branches: acting after going back keeps the old line (SPEC section 2, [[session.branch]]).
A small tree beside the timeline lists the lines; double-click one to switch to it; Compare
sets two lines' outcomes side by side (kills, what is credited, who is responsible, the
conditions that held). The outcomes are the engine's, replayed from each line's steps."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from riftboard.report.lines import line_history, line_label, outcome

from .panels import tree_lines

_BUTTONS = (  # (attribute, text, tooltip, the slot a click calls)
    ("switch_button", "Switch to", "Make the selected branch the current line (the current "
                                   "line is kept as a branch)", "_on_switch_clicked"),
    ("compare_button", "Compare…", "The outcomes of the current line and the selected branch, "
                                   "side by side", "_on_compare_clicked"),
    ("rename_button", "Rename…", "Give the selected branch a name of your own",
     "_on_rename_clicked"),
    ("delete_button", "Delete…", "Forget the selected branch (asks first)", "_on_delete_clicked"),
)


class BranchPanel(QWidget):
    """The lines of this board: the current one and its branches."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        row = QHBoxLayout()
        for attr, text, tip, slot in _BUTTONS:
            button = QPushButton(text)
            button.setToolTip(tip)
            button.clicked.connect(getattr(self, slot))
            setattr(self, attr, button)
            row.addWidget(button)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.itemDoubleClicked.connect(self._on_item_double_clicked)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 4)
        lay.addWidget(self.tree, 1)
        lay.addLayout(row)
        for changed in (controller.session_changed, controller.branches_changed):
            changed.connect(self.refresh)  # a new session, a branch made, switched or deleted
        controller.history_changed.connect(self._on_history_changed)
        self.refresh()

    def _on_history_changed(self, _first: int) -> None:
        # an action changes the line's length, and the branches only when it cut a line off
        s = self.controller.session
        top = self.tree.topLevelItem(0)
        if top is not None and top.childCount() == len(s.branches):
            top.setText(0, line_label(s, None))
            return
        self.refresh()

    def refresh(self) -> None:
        s = self.controller.session
        self.tree.clear()
        top = QTreeWidgetItem([line_label(s, None)])
        top.setData(0, Qt.UserRole, -1)
        f = top.font(0)
        f.setBold(True)
        top.setFont(0, f)
        self.tree.addTopLevelItem(top)
        for i in range(len(s.branches)):
            item = QTreeWidgetItem([line_label(s, i)])
            item.setData(0, Qt.UserRole, i)
            top.addChild(item)
        top.setExpanded(True)
        has = bool(s.branches)
        self.switch_button.setEnabled(has)
        self.compare_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        self.rename_button.setEnabled(has)

    def lines(self) -> list[str]:
        return tree_lines(self.tree)

    def selected_branch(self) -> int | None:
        item = self.tree.currentItem()
        if item is None:
            return 0 if self.controller.session.branches else None
        i = item.data(0, Qt.UserRole)
        return None if i is None or i < 0 else int(i)

    def select_branch(self, index: int) -> None:
        top = self.tree.topLevelItem(0)
        if top is not None and 0 <= index < top.childCount():
            self.tree.setCurrentItem(top.child(index))

    def _on_item_double_clicked(self, item, _column) -> None:
        i = item.data(0, Qt.UserRole)
        if i is not None and i >= 0:
            self.controller.switch_branch(int(i))

    def _on_switch_clicked(self) -> None:
        i = self.selected_branch()
        if i is not None:
            self.controller.switch_branch(i)

    def _on_delete_clicked(self) -> None:
        i = self.selected_branch()
        if i is not None and ask_delete_branch(self, line_label(self.controller.session, i)):
            self.controller.delete_branch(i)

    def _on_rename_clicked(self) -> None:
        i = self.selected_branch()
        if i is None:
            return
        name = ask_branch_name(self, self.controller.session.branches[i].name or "")
        if name is not None:
            self.controller.rename_branch(i, name)

    def _on_compare_clicked(self) -> None:
        i = self.selected_branch()
        if i is not None:
            CompareDialog(self.controller.session, i, self).exec()


def ask_branch_name(parent, current: str) -> str | None:
    """A branch's new name (empty: its number again), or None when cancelled."""
    from PySide6.QtWidgets import QInputDialog

    name, ok = QInputDialog.getText(parent, "Rename the branch", "Name:", text=current)
    return name if ok else None


def ask_delete_branch(parent, label: str) -> bool:
    """Whether to forget a branch (its steps are not kept anywhere else)."""
    box = QMessageBox(QMessageBox.Question, "Delete this branch?",
                      f"Forget “{label}”? Its steps are not kept anywhere else; the current "
                      "line and the other branches stay.",
                      QMessageBox.Yes | QMessageBox.No, parent)
    box.setDefaultButton(QMessageBox.No)
    return box.exec() == QMessageBox.Yes


class CompareDialog(QDialog):
    """Two lines' outcomes side by side."""

    def __init__(self, session, index: int, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Compare two lines")
        self.resize(820, 360)
        left = outcome(line_history(session, None))
        right = outcome(line_history(session, index))
        self.columns = (left, right)
        self.table = QTableWidget(max(len(left), len(right)), 2)
        self.table.setHorizontalHeaderLabels([line_label(session, None),
                                              line_label(session, index)])
        self.table.setWordWrap(True)
        for col, rows in enumerate(self.columns):
            for r, text in enumerate(rows):
                item = QTableWidgetItem(text)
                if text not in self.columns[1 - col]:
                    f = item.font()
                    f.setBold(True)  # what differs between the two lines
                    item.setFont(f)
                self.table.setItem(r, col, item)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setColumnWidth(0, 390)
        self.table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(self.table, 1)
        lay.addWidget(buttons)
