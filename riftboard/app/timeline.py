"""The timeline: a table model over the history's events, and its panel (filter, copy).

The model never rebuilds on an action: the controller says from which event on things changed
and the model removes and inserts just those rows (beginRemoveRows / beginInsertRows). A kind
filter keeps a list of matching seqs instead of a proxy over every row."""

from __future__ import annotations

import bisect

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from riftboard.report.pointing import cell_object
from riftboard.report.words import counted

from . import style
from .explain import (
    COLUMNS,
    FILTERS,
    RULES_COLUMN,
    copy_text,
    event_cells,
    event_tooltip,
    kind_rules,
)
from .line_label import LineLabel
from .theme import muted_label

_ROOT = QModelIndex()
_NUMERIC = {0, 1, 4}
_DISPLAY = Qt.DisplayRole
_FG = Qt.ForegroundRole
_BG = Qt.BackgroundRole
_FONT = Qt.FontRole
_ALIGN = Qt.TextAlignmentRole
_ROLES = frozenset({Qt.DisplayRole, Qt.ForegroundRole, Qt.BackgroundRole, Qt.FontRole,
                    Qt.TextAlignmentRole, Qt.ToolTipRole, Qt.UserRole})
_LOOK_ROLES = [Qt.ForegroundRole, Qt.BackgroundRole, Qt.FontRole]  # what the cursor changes
_RIGHT = int(Qt.AlignRight | Qt.AlignVCenter)
_LEFT = int(Qt.AlignLeft | Qt.AlignVCenter)
_SELECT_ROW = QItemSelectionModel.ClearAndSelect | QItemSelectionModel.Rows
_CHAIN_KINDS = frozenset({"play", "activate", "resolve", "fizzle", "not_modelled"})
_ANSWER_COLUMNS = (7, 8)  # responsible, credited: what a lesson's questions ask
HIDDEN = "?"
HIDDEN_TIP = "Hidden while the lesson's question is open: answer it, or step to this event"
_WIDTHS = (48, 44, 120, 140, 60, 200, 80, 96, 150, 160)
RULES_COLUMN = COLUMNS.index("rules")
_SOURCES_COLUMN = COLUMNS.index("sources")
# the rules column is as wide as two long rule numbers and a count of the others, at any text
# size (see whole_rules)
_RULES_SAMPLE = "000.0.a.0, 000.0.a.0 +0"


def whole_rules(text: str, fits) -> str:
    """A rules cell ("465.2.c, 318, 323.5") shortened to what `fits(text)` allows without ever
    cutting a rule number: the first numbers whole, then "+N" for the N others (the row's
    tooltip lists them all, each with what it says)."""
    if fits(text):
        return text
    rules = text.split(", ")
    for n in range(len(rules) - 1, 0, -1):
        short = f"{', '.join(rules[:n])} +{len(rules) - n}"
        if fits(short):
            return short
    return f"{len(rules)} rules" if len(rules) > 1 else text


class RulesDelegate(QStyledItemDelegate):
    """The rules column: Qt's own painting, with the text cut between rule numbers
    (whole_rules) instead of inside one."""

    MARGIN = 10  # the cell's text margins, both sides

    def initStyleOption(self, option, index):  # noqa: N802 (Qt override)
        super().initStyleOption(option, index)
        room = option.rect.width() - self.MARGIN
        fm = option.fontMetrics
        option.text = whole_rules(option.text, lambda t: fm.horizontalAdvance(t) <= room)


class TimelineModel(QAbstractTableModel):
    """Rows = events (all of them, or those of the chosen kinds); events after the history
    cursor are shown greyed (redo can bring them back; acting drops them)."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self._kinds: frozenset | None = None
        self._rows: list[int] | None = None  # seqs when filtered
        self._count = len(controller.history.events)
        self._looks: dict[int, tuple] = {}
        self._visible = controller.history.visible_events
        self._hidden_after: int | None = None  # a lesson's open question (hide_answers_after)
        self._colours: dict[str, tuple] = {}
        self._make_brushes()
        self._bold = QFont()
        self._bold.setBold(True)
        self._italic = QFont()
        self._italic.setItalic(True)

    def _make_brushes(self) -> None:
        for kind, (fg, bg) in style.KIND_COLOURS.items():
            self._colours[kind] = (QBrush(QColor(fg)) if fg else None,
                                   QBrush(QColor(bg)) if bg else None)
        self._after = QBrush(QColor(style.AFTER_CURSOR))

    def restyle(self) -> None:
        """The theme changed: every row again in its colours."""
        self._colours.clear()
        self._make_brushes()
        self._looks.clear()
        n = self.rowCount()
        if n:
            self.dataChanged.emit(self.index(0, 0), self.index(n - 1, len(COLUMNS) - 1),
                                  _LOOK_ROLES)

    # -- Qt model interface -----------------------------------------------------------------------
    def rowCount(self, parent=_ROOT):  # noqa: N802 (Qt override)
        if parent.isValid():
            return 0
        return len(self._rows) if self._rows is not None else self._count

    def columnCount(self, parent=_ROOT):  # noqa: N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.DisplayRole):  # noqa: N802
        if role == _DISPLAY and orientation == Qt.Horizontal:
            return COLUMNS[section]
        return None

    def data(self, index, role=Qt.DisplayRole):
        # called for every visible cell and role on each paint: answer from a per-row cache
        if role not in _ROLES:
            return None
        seq, look = self._seq_look(index.row())
        if look is None:
            return None
        if role == _DISPLAY:
            return look[0][index.column()]
        after = seq > self._visible
        if role == _FG:
            return self._after if after else look[1]
        if role == _BG:
            return None if after else look[2]
        if role == _FONT:
            return self._italic if after else look[3]
        if role == _ALIGN:
            return _RIGHT if index.column() in _NUMERIC else _LEFT
        if role == Qt.ToolTipRole:
            if self._hides(seq):
                return HIDDEN_TIP
            ev = self.controller.history.events[seq - 1]
            c = self.controller
            tip = event_tooltip(ev, c.names_state(), c.session.ruleset)
            tip += "\n(undone: redo brings it back, acting drops it)" if after else ""
            oid = cell_object(ev, COLUMNS[index.column()])
            shown = c.object_at_row(oid, seq) if oid else None
            # a name's cell: the object as it was at this row first, then the event
            return f"{shown.text()}\n\n{tip}" if shown is not None else tip
        return seq  # UserRole

    def _seq_look(self, row: int):
        """(seq, its cached look or None) of a row, through the filter."""
        rows = self._rows
        seq = (rows[row] if row < len(rows) else 0) if rows is not None else row + 1
        look = self._looks.get(seq)
        if look is None:
            look = self._look(seq)
        if look is not None and self._hides(seq):
            cells = list(look[0])
            for col in _ANSWER_COLUMNS:
                if cells[col]:
                    cells[col] = HIDDEN
            look = (cells, *look[1:])
        return seq, look

    def _hides(self, seq: int) -> bool:
        return self._hidden_after is not None and seq > self._hidden_after

    def hide_answers_after(self, seq: int | None) -> None:
        """While a lesson's question is open, rows after event `seq` (the one shown) say "?"
        for who is responsible and what is credited; None shows every row in full."""
        old = self._hidden_after
        if old == seq:
            return
        self._hidden_after = seq
        big = max(self._count, 0)
        lo = min(old if old is not None else big, seq if seq is not None else big)
        hi = max(old if old is not None else big, seq if seq is not None else big)
        first, last = self.rows_between(lo + 1, hi)
        if first <= last:
            self.dataChanged.emit(self.index(first, 0), self.index(last, len(COLUMNS) - 1),
                                  [Qt.DisplayRole, Qt.ToolTipRole])

    def _look(self, seq: int):
        events = self.controller.history.events
        if not 1 <= seq <= len(events):
            return None
        ev = events[seq - 1]
        c = self._colours.get(ev.kind)
        cells = event_cells(ev, self.controller.names_state(), self.controller.session.ruleset)
        if ev.kind in _CHAIN_KINDS:
            cells[3] = self.controller.event_target_names(ev)  # Challenge: both targets
        look = (cells, c[0] if c else None,
                c[1] if c else None, self._bold if ev.kind == "kill" else None)
        if len(self._looks) > 4000:
            self._looks.clear()
        self._looks[seq] = look
        return look

    # -- rows and seqs ----------------------------------------------------------------------------
    def seq_at(self, row: int) -> int:
        if self._rows is not None:
            return self._rows[row] if 0 <= row < len(self._rows) else 0
        return row + 1

    def row_of(self, seq: int) -> int:
        """The row showing event `seq`, or -1 (filtered out, or the setup)."""
        if seq <= 0:
            return -1
        if self._rows is None:
            return seq - 1 if seq <= self._count else -1
        i = bisect.bisect_left(self._rows, seq)
        return i if i < len(self._rows) and self._rows[i] == seq else -1

    def _matching(self, start: int) -> list[int]:
        events = self.controller.history.events
        kinds = self._kinds
        return [i + 1 for i in range(start, len(events)) if events[i].kind in kinds]

    # -- keeping up with the history -----------------------------------------------------------------
    def sync(self, first: int) -> None:
        """Events from 0-based index `first` on were replaced or added: remove and insert only
        those rows."""
        events = self.controller.history.events
        self._visible = self.controller.history.visible_events
        for seq in [s for s in self._looks if s > first]:
            del self._looks[seq]
        if self._rows is None:
            if self._count > first:
                self.beginRemoveRows(QModelIndex(), first, self._count - 1)
                self._count = first
                self.endRemoveRows()
            n = len(events)
            if n > self._count:
                self.beginInsertRows(QModelIndex(), self._count, n - 1)
                self._count = n
                self.endInsertRows()
            return
        rows = self._rows
        cut = bisect.bisect_right(rows, first)
        if cut < len(rows):
            self.beginRemoveRows(QModelIndex(), cut, len(rows) - 1)
            del rows[cut:]
            self.endRemoveRows()
        self._count = len(events)
        new = self._matching(first)
        if new:
            self.beginInsertRows(QModelIndex(), len(rows), len(rows) + len(new) - 1)
            rows.extend(new)
            self.endInsertRows()

    def reset(self) -> None:
        """A new session: start over."""
        self.beginResetModel()
        self._looks.clear()
        self._visible = self.controller.history.visible_events
        self._count = len(self.controller.history.events)
        self._rows = self._matching(0) if self._kinds is not None else None
        self.endResetModel()

    def cursor_moved(self) -> None:
        """Rows after the cursor change their look: say so for the rows between the old and
        the new cursor only (a step's worth when scrubbing), not for every row, so the view
        repaints just those."""
        old = self._visible
        new = self.controller.history.visible_events
        self._visible = new
        if old == new:
            return
        first, last = self.rows_between(min(old, new) + 1, max(old, new))
        if first <= last:
            self.dataChanged.emit(self.index(first, 0), self.index(last, len(COLUMNS) - 1),
                                  _LOOK_ROLES)

    def rows_between(self, lo: int, hi: int) -> tuple[int, int]:
        """(first, last) rows showing events lo..hi (seqs); first > last when there is none."""
        if self._rows is None:
            return max(lo, 1) - 1, min(hi, self._count) - 1
        return bisect.bisect_left(self._rows, lo), bisect.bisect_right(self._rows, hi) - 1

    def set_filter(self, name: str) -> None:
        self._kinds = FILTERS.get(name)
        self.reset()

    @property
    def filter_kinds(self):
        return self._kinds


class TimelineView(QTableView):
    """The table, drawn by Qt's own item delegate from the model's roles (text, colours, font,
    alignment); Ctrl+C copies the selected rows as tab-separated text."""

    #: the object a name under the mouse names (a target, source or credited cell), or ""
    name_pointed = Signal(str)
    why_not_requested = Signal(int)  # the context menu's "Why not?" on a row (its seq)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Tab leaves the table for the next panel (the quiz, the board): moving between cells
        # trapped the keyboard in the timeline (rows are stepped with the arrow keys)
        self.setTabKeyNavigation(False)
        self.setMouseTracking(True)  # hovering a name highlights its object on the board
        self._pointed = ""

    def object_under(self, pos) -> str:
        """The object the cell at viewport point `pos` names, or ""."""
        index = self.indexAt(pos)
        model = self.model()
        if not index.isValid() or model is None:
            return ""
        seq = model.seq_at(index.row())
        events = model.controller.history.events
        if not 1 <= seq <= len(events):
            return ""
        return cell_object(events[seq - 1], COLUMNS[index.column()]) or ""

    def _point(self, oid: str) -> None:
        if oid != self._pointed:
            self._pointed = oid
            self.name_pointed.emit(oid)

    def mouseMoveEvent(self, event):  # noqa: N802 (Qt override)
        self._point(self.object_under(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event):  # noqa: N802
        self._point("")
        super().leaveEvent(event)

    def contextMenuEvent(self, event):  # noqa: N802
        index = self.indexAt(event.pos())
        if not index.isValid():
            return
        seq = self.model().seq_at(index.row())
        menu = QMenu(self)
        menu.addAction("Why not? (what did not happen in this step)",
                       lambda: self.why_not_requested.emit(seq))
        menu.addAction("Copy selected rows", self.copy_selection)
        menu.exec(event.globalPos())

    def _follow_font(self) -> None:
        """The rows as high as the font needs (the presenter's text size)."""
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)

    def fit_rules_column(self) -> None:
        """The rules column as wide as the font needs for two rule numbers and a count."""
        self.setColumnWidth(RULES_COLUMN, self.fontMetrics().horizontalAdvance(_RULES_SAMPLE)
                            + RulesDelegate.MARGIN)

    def changeEvent(self, event):  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._follow_font()
            self.fit_rules_column()

    def keyPressEvent(self, event):  # noqa: N802
        if event.matches(QKeySequence.Copy):
            self.copy_selection()
            event.accept()
            return
        super().keyPressEvent(event)

    def selected_seqs(self) -> list[int]:
        model = self.model()
        rows = sorted({i.row() for i in self.selectionModel().selectedRows()})
        return [model.seq_at(r) for r in rows]

    def copy_selection(self) -> str:
        model = self.model()
        history = model.controller.history
        seqs = self.selected_seqs()
        if not seqs:
            seq = model.controller.selected_seq
            seqs = [seq] if seq > 0 else []
        text = copy_text([history.events[s - 1] for s in seqs], model.controller.names_state(),
                         model.controller.session.ruleset)
        QGuiApplication.clipboard().setText(text)
        return text


class TimelinePanel(QWidget):
    """Filter by kind, the table, and a copy button."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.model = TimelineModel(controller, self)
        self._syncing = False

        self.filter_combo = QComboBox()
        self.filter_combo.addItems(list(FILTERS))
        self.filter_combo.setToolTip("Show only some kinds of events")
        self.count_label = LineLabel()  # a new count after every action: see line_label.py
        muted_label(self.count_label)
        copy_button = QPushButton("Copy rows")
        copy_button.setToolTip("Copy the selected rows as tab-separated text (Ctrl+C)")

        self.view = TimelineView()
        v = self.view
        v.setModel(self.model)
        v.setSelectionBehavior(QAbstractItemView.SelectRows)
        v.setSelectionMode(QAbstractItemView.ExtendedSelection)
        v.setEditTriggers(QAbstractItemView.NoEditTriggers)
        v.setWordWrap(False)
        v.setTextElideMode(Qt.ElideRight)
        v.setAlternatingRowColors(False)
        v.setShowGrid(False)
        v.verticalHeader().setVisible(False)
        vh = v.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.Fixed)
        v._follow_font()
        hh = v.horizontalHeader()
        # the sources take the room left, so the rules (the last column) stay in view
        hh.setStretchLastSection(False)
        hh.setSectionResizeMode(_SOURCES_COLUMN, QHeaderView.Stretch)
        hh.setHighlightSections(False)
        for i, w in enumerate(_WIDTHS):
            v.setColumnWidth(i, w)
        self.rules_delegate = RulesDelegate(v)
        v.setItemDelegateForColumn(RULES_COLUMN, self.rules_delegate)
        v.fit_rules_column()
        self.restyle_view()
        # the header does not show the selection (setHighlightSections(False)), but a header
        # that shares the table's selection model repaints every section when a row is
        # selected: give it one of its own
        self._header_selection = QItemSelectionModel(self.model, self)
        hh.setSelectionModel(self._header_selection)

        top = QHBoxLayout()
        top.addWidget(QLabel("Timeline"))
        top.addWidget(self.filter_combo)
        top.addWidget(self.count_label.host, 1)
        top.addWidget(copy_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 4)
        lay.addLayout(top)
        lay.addWidget(v)

        self.filter_combo.currentTextChanged.connect(self._on_filter_changed)
        copy_button.clicked.connect(v.copy_selection)
        v.selectionModel().currentRowChanged.connect(self._on_current_row_changed)
        v.name_pointed.connect(self._on_name_pointed)
        v.clicked.connect(self._on_cell_clicked)
        controller.history_changed.connect(self._on_history_changed)
        controller.session_changed.connect(self._on_session_changed)
        controller.cursor_changed.connect(self._on_cursor_changed)
        controller.selection_changed.connect(self._on_selection_changed)
        self._update_count()

    def restyle_view(self) -> None:
        """The selected row's colours, from the theme (again when it changes)."""
        # a palette, not a style sheet: style sheets make every cell paint through the slow path
        v = self.view
        pal = v.palette()
        for group in (QPalette.Active, QPalette.Inactive):
            pal.setColor(group, QPalette.Highlight, QColor(style.ROW_HIGHLIGHT))
            pal.setColor(group, QPalette.HighlightedText, QColor(style.TEXT))
        v.setPalette(pal)

    def restyle(self) -> None:
        """The theme changed."""
        self.model.restyle()
        self.restyle_view()
        self.view.viewport().update()

    def _update_count(self) -> None:
        h = self.controller.history
        shown = self.model.rowCount()
        total = len(h.events)
        text = f"{counted(total, 'event')}, {counted(len(h.results), 'step')}"
        if shown != total:
            text = f"{shown} of " + text
        if h.cursor < len(h.results):
            text += " (greyed rows are undone)"
        if text != self.count_label.text():
            self.count_label.setText(text)

    def _on_filter_changed(self, name: str) -> None:
        self.model.set_filter(name)
        self._select(self.controller.selected_seq)
        self._update_count()

    def _on_history_changed(self, first: int) -> None:
        # rows removed under the current one move Qt's current row: that is not the user
        # choosing a row (it moved the cursor back into the line just acted on); the
        # controller's selection_changed, which follows, selects the right row
        self._syncing = True
        try:
            self.model.sync(first)
        finally:
            self._syncing = False
        self._update_count()

    def _on_session_changed(self) -> None:
        self.model.reset()
        self._update_count()

    def _on_cursor_changed(self) -> None:
        self.model.cursor_moved()
        self._update_count()

    def _on_selection_changed(self, seq: int) -> None:
        self._select(seq)

    # -- stepping (arrow keys, Home, End from anywhere in the window) ----------------------------
    def step(self, delta: int) -> None:
        """Show the next (+1) or previous (-1) row's event; before the first row: the setup."""
        model = self.model
        seq = self.controller.selected_seq
        rows = model._rows
        if rows is None:
            target = max(0, min(seq + delta, model._count))
        elif delta > 0:
            i = bisect.bisect_right(rows, seq)
            target = rows[i] if i < len(rows) else seq
        else:
            i = bisect.bisect_left(rows, seq) - 1
            target = rows[i] if i >= 0 else 0
        self.controller.select_event(target)

    def go_home(self) -> None:
        """The setup (before the first event)."""
        self.controller.select_event(0)

    def go_end(self) -> None:
        """The last row."""
        rows = self.model._rows
        last = (rows[-1] if rows else 0) if rows is not None else self.model._count
        self.controller.select_event(last)

    def _select(self, seq: int) -> None:
        row = self.model.row_of(seq)
        self._syncing = True
        try:
            sm = self.view.selectionModel()
            if row < 0:
                sm.clearSelection()
                sm.setCurrentIndex(self.model.index(-1, -1), sm.SelectionFlag.NoUpdate)
            elif sm.currentIndex().row() != row or not sm.isRowSelected(row, sm.currentIndex().parent()):
                # explicit flags: QTableView.selectRow reads the keyboard modifiers, so with Ctrl
                # held (Ctrl+Z moving the cursor) it would add the row instead of moving to it
                index = self.model.index(row, 0)
                sm.setCurrentIndex(index, _SELECT_ROW)
                self.view.scrollTo(index)
        finally:
            self._syncing = False

    def _on_name_pointed(self, oid: str) -> None:
        self.controller.point_at(oid or None)
    def _on_cell_clicked(self, index) -> None:
        """A click on a rules cell opens its rules (riftboard/app/rules_ref.py)."""
        if index.isValid() and index.column() == RULES_COLUMN:
            from PySide6.QtGui import QCursor

            self.open_rules(self.model.seq_at(index.row()), QCursor.pos())

    def open_rules(self, seq: int, pos=None):
        """Open the rules of event `seq` (1-based): the one rule, or a menu of them."""
        from .rules_ref import open_rules

        c = self.controller
        events = c.history.events
        if not 1 <= seq <= len(events):
            return None
        ruleset = c.session.ruleset
        return open_rules(self.window(), kind_rules(events[seq - 1], ruleset), ruleset, pos)

    def _on_current_row_changed(self, current, _previous) -> None:
        if self._syncing or not current.isValid():
            return
        self.controller.select_event(self.model.seq_at(current.row()))
