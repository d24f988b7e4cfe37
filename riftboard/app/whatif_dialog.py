"""What if...: every answer to a step's decisions side by side (issue 28, item 1), from the
workbench's `whatif` (riftboard/report/whatif.py). A filter keeps the rows that mention a word;
"Play this answer" (or a double-click) takes the step again with it, the old line kept as a
branch."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

COLUMNS = ("#", "the answer", "kills: credited; responsible", "conditions that held", "damage")


def answer_cells(i: int, a: dict) -> list[str]:
    """One answer's row, in words."""
    what = [a["move"]] if a.get("move") else []
    if a["targets"] is not None and not a.get("move"):
        what.append("targets " + (", ".join(a["targets"]) or "none"))
    what += [f"{c['player']}: {c['question']} → {c['answer']}" for c in a["choices"]]
    if a["refused"]:
        kills = f"refused: {a['refused']}"
    else:
        kills = "; ".join(f"{k['unit']}: {', '.join(k['credited']) or 'nothing'}; "
                          f"{k['responsible'] or 'nobody'}" for k in a["kills"]) or "no kill"
    return [str(i), "\n".join(what) or "the step as it is", kills, "\n".join(a["conditions"]),
            str(a["damage"])]


class WhatIfDialog(QDialog):
    """The answers of one step, and a way to play one of them."""

    def __init__(self, controller, step: int, doc: dict, parent=None):
        super().__init__(parent)
        self.controller, self.step, self.doc = controller, step, doc
        self.setWindowTitle(f"What if: step {step}")
        self.resize(1100, 520)
        n = doc["shown"]
        who = f"{doc['player']}'s other moves at " if doc["kind"] == "moves" else ""
        said = (f"{who}Step {step} ({doc['kind']}): {n} answer{'s' if n != 1 else ''}, each played "
                "through the engine" + ("" if doc["complete"] else
                                        f" (the first {n}: the space is larger)"))
        self.summary = QLabel(said)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Show the answers that mention… (a name, 'no kill', …)")
        self.filter.textChanged.connect(self._on_filter_changed)
        self.table = QTableWidget(n, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setSelectionBehavior(QTableWidget.SelectRows)
        self.table.setSelectionMode(QTableWidget.SingleSelection)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.setSortingEnabled(False)
        for row, a in enumerate(doc["answers"]):
            for col, text in enumerate(answer_cells(row + 1, a)):
                item = QTableWidgetItem()
                # numbers sort as numbers (the answer's number, the damage dealt)
                item.setData(Qt.DisplayRole, int(text) if col in (0, 4) else text)
                item.setData(Qt.UserRole, row)
                self.table.setItem(row, col, item)
        for col, width in enumerate((36, 420, 300, 240, 64)):
            self.table.setColumnWidth(col, width)
        self.table.verticalHeader().setVisible(False)
        self.table.resizeRowsToContents()
        self.table.setSortingEnabled(True)
        self.table.sortItems(0, Qt.AscendingOrder)
        self.table.doubleClicked.connect(lambda _index: self.play_selected())
        self.play_button = QPushButton("Play this answer (the line from here becomes a branch)")
        self.play_button.clicked.connect(self.play_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.summary)
        lay.addWidget(self.filter)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.play_button)
        lay.addWidget(buttons)

    def visible_rows(self) -> list[int]:
        return [r for r in range(self.table.rowCount()) if not self.table.isRowHidden(r)]

    def _on_filter_changed(self, text: str) -> None:
        words = text.lower().split()
        for r in range(self.table.rowCount()):
            hay = " ".join(self.table.item(r, c).text().lower()
                           for c in range(self.table.columnCount()))
            self.table.setRowHidden(r, not all(w in hay for w in words))

    def play_selected(self) -> bool:
        """Take the step again with the selected answer; the dialog closes when it is taken."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            self.summary.setText("Select an answer first")
            return False
        answer = self.doc["answers"][self.table.item(rows[0].row(), 0).data(Qt.UserRole)]
        if answer["refused"]:
            self.summary.setText(f"That answer is refused: {answer['refused']}")
            return False
        if self.controller.play_answer(self.step, answer["keys"],
                                       move=self.doc["kind"] == "moves"):
            self.accept()
            return True
        self.summary.setText(self.controller.last_message)
        return False


def open_whatif(window, moves: bool = False) -> None:
    """What if... at the step of the row shown (or the last step); `moves`: the other moves of
    that step's player instead of the step's own answers."""
    c = window.controller
    h = c.history
    seq = c.selected_seq
    step = h.step_of(seq) if seq else (h.cursor or len(c.session.whole_line()))
    if step < 1:
        c.message.emit("What if: there is no step yet; take one, then ask")
        return
    doc = c.whatif(step, moves=moves)
    if doc is None:
        return
    WhatIfDialog(c, step, doc, window).exec()
