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
    QObject,
    QRect,
    Qt,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from riftboard.report.words import counted

from . import style
from .explain import COLUMNS, FILTERS, copy_text, event_cells, event_tooltip
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
_FONT_CHANGE = QEvent.Type.FontChange
#: the changes that may draw a cell differently (as a changeEvent would see them)
_LOOK_CHANGES = frozenset({QEvent.Type.PaletteChange, QEvent.Type.FontChange,
                           QEvent.Type.StyleChange, QEvent.Type.ActivationChange,
                           QEvent.Type.EnabledChange, QEvent.Type.LayoutDirectionChange})
_HOVER_IN = (QEvent.Type.HoverEnter, QEvent.Type.HoverMove)
_HOVER_OUT = QEvent.Type.HoverLeave
_CHAIN_KINDS = frozenset({"play", "activate", "resolve", "fizzle"})
_ANSWER_COLUMNS = (7, 8)  # responsible, credited: what a lesson's questions ask
HIDDEN = "?"
HIDDEN_TIP = "Hidden while the lesson's question is open: answer it, or step to this event"
_WIDTHS = (48, 44, 120, 150, 60, 200, 80, 96, 180, 160)


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
        # QBrush(colour, SolidPattern), not QBrush(colour): PySide tries the one-argument
        # overloads in turn and would build QGradient (its 182 presets) and QImage to check them
        for kind, (fg, bg) in style.KIND_COLOURS.items():
            self._colours[kind] = (QBrush(QColor(fg), Qt.SolidPattern) if fg else None,
                                   QBrush(QColor(bg), Qt.SolidPattern) if bg else None)
        self._after = QBrush(QColor(style.AFTER_CURSOR), Qt.SolidPattern)

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
            return tip + ("\n(undone: redo brings it back, acting drops it)" if after else "")
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

    def row_look(self, row: int):
        """(cells, foreground, background, font) of a row as drawn, or None."""
        seq, look = self._seq_look(row)
        if look is None:
            return None
        if seq > self._visible:  # undone: greyed and italic
            return look[0], self._after, None, self._italic
        return look

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


_HAS_DISPLAY = QStyleOptionViewItem.ViewItemFeature.HasDisplay
_STATE_BITS: tuple[int, int, int, int] | None = None  # selected, mouse over, has focus, active


def _state_bits() -> tuple[int, int, int, int]:
    """QStyle's state bits, read at the first cached paint (not at startup: creating the
    enum costs milliseconds)."""
    global _STATE_BITS
    if _STATE_BITS is None:
        from PySide6.QtWidgets import QStyle

        f = QStyle.StateFlag
        _STATE_BITS = (f.State_Selected.value, f.State_MouseOver.value, f.State_HasFocus.value,
                       f.State_Active.value)
    return _STATE_BITS
_TEXT = QPalette.ColorRole.Text
_ALIGN_RIGHT = Qt.AlignmentFlag(_RIGHT)
_ALIGN_LEFT = Qt.AlignmentFlag(_LEFT)


class TimelineDelegate(QStyledItemDelegate):
    """Draws a timeline cell.

    Fills a cell's style option from the model's row look in one call (`initStyleOption`),
    instead of the seven `data()` calls (one per role) of QStyledItemDelegate.

    A scrub to a far row repaints every visible cell, and drawing a cell's text (shaping,
    eliding) is most of that. Apart from the event and step numbers, a column holds few
    different texts (kinds, names, players, rules), so `paint` keeps each rendered cell as a
    pixmap keyed by everything that decides its pixels (column, text, colours, font, size,
    selection and focus state, device pixel ratio) and blits it when it comes again. The
    window's first paint draws directly (every cell would be new, and making pixmaps would
    delay the window): the panel turns `caching` on at the first change it is told of. With
    caching on, TimelineView paints the cells itself from this cache (one Python call a
    paint, not one a cell); the number columns are their cached background and a drawn
    number."""

    CACHE_LIMIT = 1500  # cells (a few KB each); the cache starts over when full
    UNCACHED = frozenset({0, 1})  # seq and step: a different text on every row

    def __init__(self, model: TimelineModel, parent=None):
        super().__init__(parent)
        self._model = model
        self._cells: dict[tuple, tuple] = {}
        self.caching = False
        self.dpr = 1.0  # the view's device pixel ratio, set by the view before each paint
        # during a paint (cells come row by row) the last row's look, asked once for its cells
        self._painting = False
        self._row = -1
        self._row_look = None
        self.cache_hits = 0
        self.cache_misses = 0
        self.blank = False  # render a cell without its text (TimelineView._paint_cells)

    def clear_cache(self) -> None:
        """Forget the rendered cells (the view's palette, font or style changed)."""
        self._cells.clear()

    def begin_paint(self, dpr: float) -> None:
        """The view starts painting its cells."""
        self.dpr = dpr
        self._painting = True
        self._row = -1

    def end_paint(self) -> None:
        self._painting = False
        self._row_look = None

    def _look(self, row: int):
        if self._painting:
            if row != self._row:
                self._row = row
                self._row_look = self._model.row_look(row)
            return self._row_look
        return self._model.row_look(row)

    def paint(self, painter, option, index):
        col = index.column()
        if col in self.UNCACHED or not self.caching:
            super().paint(painter, option, index)
            return
        look = self._look(index.row())
        if look is None:
            super().paint(painter, option, index)
            return
        rect = option.rect
        dpr = self.dpr
        # the brushes and fonts of a look are the model's shared objects: their ids name them
        # (the cache entry holds them, so an id is not reused while its entry lives); a new
        # palette, font or style clears the cache (_ViewWatch)
        fg, bg, font = look[1], look[2], look[3]
        key = (col, look[0][col], id(fg), id(bg), id(font), rect.width(), rect.height(),
               option.state.value, dpr)
        entry = self._cells.get(key)
        if entry is None:
            self.cache_misses += 1
            if len(self._cells) >= self.CACHE_LIMIT:
                self._cells.clear()
            entry = (self._render(option, index, dpr), fg, bg, font)
            self._cells[key] = entry
        else:
            self.cache_hits += 1
        painter.drawPixmap(rect.topLeft(), entry[0])

    def _render(self, option, index, dpr: float):
        """The cell as the table draws it (its background, the row panel, the delegate's
        paint) into an opaque pixmap, so blitting it gives the same pixels."""
        # imported here, not at startup: creating these classes' enums costs milliseconds
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QPainter, QPixmap
        from PySide6.QtWidgets import QStyle

        rect = option.rect
        w, h = rect.width(), rect.height()
        pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        # the viewport's background (Base), read from the view: asking for the viewport would
        # make PySide resolve its exact type, loading every QWidget subclass (see board.py)
        view = self.parent()
        pm.fill((view.palette() if view is not None else option.palette).color(QPalette.Base))
        opt = QStyleOptionViewItem(option)
        opt.rect = QRect(0, 0, w, h)
        p = QPainter(pm)
        try:
            style_ = view.style() if view is not None else None
            if style_ is not None:
                style_.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, opt, p, view)
            super().paint(p, opt, index)
        finally:
            p.end()
        return pm

    def initStyleOption(self, option, index):  # noqa: N802 (Qt override)
        look = self._look(index.row())
        if look is None:
            super().initStyleOption(option, index)
            return
        col = index.column()
        option.index = index
        font = look[3]
        if font is not None:
            font = font.resolve(option.font)
            option.font = font
            option.fontMetrics = QFontMetrics(font)
        option.displayAlignment = _ALIGN_RIGHT if col in _NUMERIC else _ALIGN_LEFT
        fg = look[1]
        if fg is not None:
            pal = option.palette
            pal.setBrush(_TEXT, fg)
            option.palette = pal
        option.features |= _HAS_DISPLAY
        option.text = "" if self.blank else look[0][col]
        bg = look[2]
        if bg is not None:
            option.backgroundBrush = bg


class TimelineView(QTableView):
    """The table; Ctrl+C copies the selected rows as tab-separated text."""

    def __init__(self, parent=None):
        super().__init__(parent)
        # a viewport made here, so that Python has its wrapper: Qt's own one reaching Python
        # (the view paints its cells itself, see _paint_cells) would make PySide resolve its
        # exact type by creating every QWidget subclass's binding (see board.py)
        vp = QWidget()
        vp.setBackgroundRole(QPalette.Base)  # as QAbstractScrollArea sets up its own one
        vp.setAutoFillBackground(True)
        self.setViewport(vp)
        self._hover: tuple[int, int] | None = None  # the cell under the mouse (hover events)
        self._watch: _ViewWatch | None = None

    def start_caching(self) -> None:
        """Paint the cells from the delegate's cache from now on (the panel calls this at the
        first change after the window has painted), and watch what that needs: the cell under
        the mouse (hover events on the viewport, as QAbstractItemView tracks it) and a new
        palette, font or style (the rendered cells are dropped).

        An event filter, installed now and not a `viewportEvent`/`changeEvent` override from
        the start: a handler that receives a plain QEvent makes PySide find the event's exact
        type the first time, and so create every QEvent subclass's binding (about 50), which
        the window's first paint would otherwise wait for."""
        delegate = self.itemDelegate()
        if isinstance(delegate, TimelineDelegate):
            delegate.caching = True
        if self._watch is None:
            self._watch = _ViewWatch(self)
            self.installEventFilter(self._watch)
            self.viewport().installEventFilter(self._watch)
            self._follow_font()  # a font set before the watch: the rows follow it too

    def _follow_font(self) -> None:
        """The rows as high as the font needs (the presenter's text size)."""
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)

    def paintEvent(self, event):  # noqa: N802 (Qt override)
        # the cell cache's pixmaps are made for the screen's pixel ratio: read it once a paint
        # (not painter.device() in each cell: PySide would resolve the device's exact type)
        delegate = self.itemDelegate()
        if not isinstance(delegate, TimelineDelegate):
            super().paintEvent(event)
            return
        delegate.begin_paint(self.devicePixelRatio())
        try:
            if not (delegate.caching and self._paint_cells(delegate, event.rect())):
                super().paintEvent(event)
        finally:
            delegate.end_paint()

    def _paint_cells(self, delegate, dirty) -> bool:
        """Draw the cells in `dirty` as QTableView would (its cell rectangles and style
        states), from the delegate's cache, in one Python call: QTableView calls the delegate
        once per cell, and that call from C++ into Python costs more than the blit it makes
        (about 40 us a cell, 90 cells on a scrub). False when the table is set up in a way
        this does not draw (grid, alternating rows, moved or hidden sections, disabled,
        right to left): then QTableView paints."""
        hh = self.horizontalHeader()
        vh = self.verticalHeader()
        model = self.model()
        if (self.showGrid() or self.alternatingRowColors() or self.isRightToLeft()
                or not self.isEnabled() or hh.sectionsMoved() or hh.sectionsHidden()
                or vh.sectionsHidden() or not isinstance(model, TimelineModel)):
            return False
        n_rows, n_cols = model.rowCount(), hh.count()
        if not n_rows or not n_cols:
            return False
        top = self.rowAt(dirty.top())
        if top < 0:
            return True  # below the last row: only the background, already filled
        bottom = self.rowAt(dirty.bottom())
        if bottom < 0:
            bottom = n_rows - 1
        left = self.columnAt(dirty.left())
        right = self.columnAt(dirty.right())
        if left < 0:
            return True
        if right < 0:
            right = n_cols - 1
        base = QStyleOptionViewItem()
        self.initViewItemOption(base)
        state0 = base.state.value
        sm = self.selectionModel()
        ranges = [(r.top(), r.bottom(), r.left(), r.right()) for r in sm.selection()] \
            if sm is not None else []
        current = self.currentIndex()
        focus_at = None
        if current.isValid() and (self.hasFocus() or self.viewport().hasFocus()):
            focus_at = (current.row(), current.column())
        hover_at = self._hover  # as QAbstractItemView tracks it: from hover events only
        vp = self.viewport()
        cols = [(c, self.columnViewportPosition(c), self.columnWidth(c))
                for c in range(left, right + 1)]
        _SELECTED, _MOUSE_OVER, _HAS_FOCUS, _active = _state_bits()  # noqa: N806 (constants)
        margin = None
        cells = delegate._cells
        dpr = delegate.dpr
        uncached = delegate.UNCACHED
        painter = QPainter(vp)
        try:
            for row in range(top, bottom + 1):
                y = self.rowViewportPosition(row)
                h = self.rowHeight(row)
                look = model.row_look(row)
                sel = [(lo, hi) for t, b, lo, hi in ranges if t <= row <= b]
                for col, x, w in cols:
                    state = state0
                    if sel and any(lo <= col <= hi for lo, hi in sel):
                        state |= _SELECTED
                    if hover_at is not None and hover_at == (row, col):
                        state |= _MOUSE_OVER
                    if focus_at is not None and focus_at == (row, col):
                        state |= _HAS_FOCUS
                    if look is None:
                        self._draw_cell(painter, base, model.index(row, col),
                                        QRect(x, y, w, h), state, delegate)
                        continue
                    fg, bg, font = look[1], look[2], look[3]
                    number = col in uncached
                    # a number (a different one on every row) is drawn on its cell's cached
                    # background: its text is the only thing that differs from row to row
                    key = (col, "" if number else look[0][col], id(fg), id(bg), id(font), w, h,
                           state, dpr)
                    entry = cells.get(key)
                    if entry is None:
                        delegate.cache_misses += 1
                        if len(cells) >= delegate.CACHE_LIMIT:
                            cells.clear()
                        opt = self._cell_option(base, QRect(x, y, w, h), state)
                        delegate.blank = number
                        try:
                            pm = delegate._render(opt, model.index(row, col), dpr)
                        finally:
                            delegate.blank = False
                        entry = (pm, fg, bg, font)
                        cells[key] = entry
                    else:
                        delegate.cache_hits += 1
                    painter.drawPixmap(x, y, entry[0])
                    if number:
                        if margin is None:
                            margin = self._text_margin()
                        self._draw_number(painter, base, look, col,
                                          QRect(x + margin, y, w - 2 * margin, h), state)
        finally:
            painter.end()
        return True

    def _text_margin(self) -> int:
        """The room the style leaves each side of an item view's text."""
        from PySide6.QtWidgets import QStyle

        return self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1

    @staticmethod
    def _draw_number(painter, base, look, col, rect, state) -> None:
        """A number cell's text, where and how the style draws an item view's text (inside its
        margins, aligned, in the row's font and the colour for the cell's state)."""
        selected, _over, _focus, active = _state_bits()
        cg = QPalette.Active if state & active else QPalette.Inactive
        if state & selected:
            colour = base.palette.color(cg, QPalette.HighlightedText)
        elif look[1] is not None:
            colour = look[1].color()
        else:
            colour = base.palette.color(cg, _TEXT)
        painter.setPen(colour)
        painter.setFont(look[3].resolve(base.font) if look[3] is not None else base.font)
        painter.drawText(rect, _ALIGN_RIGHT if col in _NUMERIC else _ALIGN_LEFT, look[0][col])

    @staticmethod
    def _cell_option(base, rect, state):
        """A cell's style option as QTableView's drawCell makes it."""
        from PySide6.QtWidgets import QStyle

        opt = QStyleOptionViewItem(base)
        opt.rect = rect
        opt.state = QStyle.StateFlag(state)
        pal = opt.palette
        pal.setCurrentColorGroup(QPalette.Normal)
        opt.palette = pal
        return opt

    def _draw_cell(self, painter, base, index, rect, state, delegate) -> None:
        """A cell drawn directly, as QTableView does (the row panel, then the delegate)."""
        from PySide6.QtWidgets import QStyle

        opt = self._cell_option(base, rect, state)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewRow, opt, painter, self)
        QStyledItemDelegate.paint(delegate, painter, opt, index)

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


class _ViewWatch(QObject):
    """The timeline view's event filter once it paints from the cache (see start_caching):
    hover events on its viewport say which cell is under the mouse; a new palette, font or
    style on the view drops the rendered cells, and a new font sets the rows' height."""

    def __init__(self, view: TimelineView):
        super().__init__(view)
        self._view = view

    def eventFilter(self, obj, event):  # noqa: N802 (Qt override)
        view = self._view
        t = event.type()
        if obj is view:
            if t in _LOOK_CHANGES:
                delegate = view.itemDelegate()
                if isinstance(delegate, TimelineDelegate):
                    delegate.clear_cache()
                if t == _FONT_CHANGE:
                    view._follow_font()
        elif t in _HOVER_IN:
            index = view.indexAt(event.position().toPoint())
            view._hover = (index.row(), index.column()) if index.isValid() else None
        elif t == _HOVER_OUT:
            view._hover = None
        return False


class TimelinePanel(QWidget):
    """Filter by kind, the table, and a copy button."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.model = TimelineModel(controller, self)
        self._syncing = False
        self._changed = False  # see _after_first_change

        self.filter_combo = QComboBox()
        self.filter_combo.addItems(list(FILTERS))
        self.filter_combo.setToolTip("Show only some kinds of events")
        self.count_label = QLabel()
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
        hh.setStretchLastSection(True)
        hh.setHighlightSections(False)
        for i, w in enumerate(_WIDTHS):
            v.setColumnWidth(i, w)
        self.restyle_view()
        self.delegate = TimelineDelegate(self.model, v)
        v.setItemDelegate(self.delegate)
        # the header does not show the selection (setHighlightSections(False)), but a header
        # that shares the table's selection model repaints every section when a row is
        # selected: give it one of its own
        self._header_selection = QItemSelectionModel(self.model, self)
        hh.setSelectionModel(self._header_selection)

        top = QHBoxLayout()
        top.addWidget(QLabel("Timeline"))
        top.addWidget(self.filter_combo)
        top.addWidget(self.count_label, 1)
        top.addWidget(copy_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 2, 4, 4)
        lay.addLayout(top)
        lay.addWidget(v)

        self.filter_combo.currentTextChanged.connect(self._on_filter_changed)
        copy_button.clicked.connect(v.copy_selection)
        v.selectionModel().currentRowChanged.connect(self._on_current_row_changed)
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
        self.delegate.clear_cache()
        self.view.viewport().update()

    def _after_first_change(self) -> None:
        """Once the window shows and something changes (not before the first paint, which
        this would only delay): cache rendered cells, and let the scroll bar fill its own
        background. It moves on every scrub, and a scroll bar that does not is repainted
        over its parents' background: the main window, the dock (its title drawn again) and
        the panel under it. A change made while the window is being built (a lesson starts at
        its setup) waits for the next one."""
        if self._changed or not self.view.isVisible():
            return
        self._changed = True
        self.view.start_caching()
        self.view.verticalScrollBar().setAutoFillBackground(True)

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
        self._after_first_change()
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
        self._after_first_change()
        self.model.cursor_moved()
        self._update_count()

    def _on_selection_changed(self, seq: int) -> None:
        self._after_first_change()
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

    def _on_current_row_changed(self, current, _previous) -> None:
        if self._syncing or not current.isValid():
            return
        self.controller.select_event(self.model.seq_at(current.row()))
