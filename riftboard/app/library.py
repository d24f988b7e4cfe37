"""The card library panel: the whole pool, searched and filtered at each keystroke.

Every card of the library is one item of `CardModel`, built once from the catalog's entries
(riftboard/cards/catalog.py) with its lower-case search text and its filter tokens; `CardFilter`
(a QSortFilterProxyModel) turns the search words and the filters into one regular expression,
so a keystroke is filtered in C++ and the uniform-height list view paints only the rows on
screen; no item is rebuilt and no Python runs per row. The details pane shows the card under the mouse, or the
selected one: its facts, our summary, its level and what is not modelled.
"""

from __future__ import annotations

import time
from html import escape

from PySide6.QtCore import (
    QMimeData,
    QRegularExpression,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from riftboard.cards import catalog

from . import style
from .board_view import CARD_MIME
from .explain import player_label
from .line_label import LineLabel
from .theme import muted_label

# a spell dropped is played, a battlefield card dropped on a battlefield becomes that card,
# elsewhere it adds one; a rune or a legend dropped on a base is a whole game's (window.py)
DRAGGABLE = ("unit", "gear", "spell", "battlefield", "rune", "legend")
SETS = ("OGN", "OGS", "SFD", "UNL", "VEN", catalog.NO_SET)
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
TOP = 8  # cost and Might filters: 0..7, then "8+"
NAME_ROLE = Qt.UserRole
ENTRY_ROLE = Qt.UserRole + 1  # the row's index in CardModel.entries
HAY_ROLE = Qt.UserRole + 2


def _line(e: dict) -> str:
    bits = ["Equipment" if e["equipment"] else e["kind"]]
    if e["might"] is not None:
        bits.append(f"Might {e['might']}")
    if e["energy"] is not None:
        bits.append(f"cost {e['energy']}")
    bits.extend(e["keywords"][:3])
    bits.append(e["modelled"] if e["official"] else f"{e['modelled']}, sandbox card")
    return " · ".join(bits)


def filter_tokens(e: dict) -> str:
    """The filters' facts of a card as upper-case tokens (a lower-case search never matches
    them): set, kind, domains, cost, Might and level."""
    toks = [f"SET={e['set'] or catalog.NO_SET}", f"KIND={e['kind'].upper()}", f"LVL={e['modelled'].upper()}"]
    if e["equipment"]:
        toks.append("KIND=EQUIPMENT")
    toks += [f"DOM={d.upper()}" for d in e["domains"]]
    if e["energy"] is not None:
        toks.append(f"COST={min(e['energy'], TOP)}")
    if e["might"] is not None:
        toks.append(f"MIGHT={min(e['might'], TOP)}")
    return _SEP + _SEP.join(toks) + _SEP


_SEP = "\x1f"


def card_item(i: int, e: dict) -> QStandardItem:
    """Row `i` of the card list: the card's name and facts, its search text with the filters'
    tokens (HAY_ROLE), its colour by kind, a tooltip."""
    it = QStandardItem(f"{e['name']}\n{_line(e)}")
    it.setEditable(False)
    it.setDragEnabled(e["kind"] in DRAGGABLE)
    it.setData(e["name"], NAME_ROLE)
    it.setData(i, ENTRY_ROLE)
    it.setData(catalog.haystack(e) + filter_tokens(e), HAY_ROLE)
    it.setForeground(_kind_brush(e["kind"]))
    it.setToolTip(f"{e['name']} ({e['kind']}, {e['modelled']})\n"
                  f"{e['summary'] or e.get('not_modelled', '')}")
    return it


def _kind_brush(kind: str) -> QBrush:
    colours = style.LIBRARY_KIND_COLOURS
    return QBrush(QColor(colours.get(kind, colours["rune"])))


class CardModel(QStandardItemModel):
    """Every card of the library, one item each, built once; `entries[i]` is row i's entry.
    Each item holds its search text and filter tokens (HAY_ROLE), so the proxy filters in C++."""

    def __init__(self, entries: list[dict], parent=None, rows: list | None = None):
        """`rows`: the items (`card_item`), when already made."""
        super().__init__(parent)
        self.entries = entries
        if rows is None:
            rows = [card_item(i, e) for i, e in enumerate(entries)]
        self.invisibleRootItem().appendRows(rows)

    def entry(self, index) -> dict | None:
        i = index.data(ENTRY_ROLE) if index.isValid() else None
        return self.entries[i] if i is not None else None

    def mimeTypes(self):  # noqa: N802
        return [CARD_MIME]

    def mimeData(self, indexes):  # noqa: N802
        md = QMimeData()
        if indexes:
            name = indexes[0].data(NAME_ROLE)
            md.setData(CARD_MIME, name.encode("utf-8"))
            md.setText(name)
        return md

    def supportedDragActions(self):  # noqa: N802
        return Qt.CopyAction


class CardFilter(QSortFilterProxyModel):
    """The search words and the filters as one regular expression over HAY_ROLE: a lookahead
    per word (lower case, anywhere in name, keywords, tags, summary) and per filter token; a
    single word without filters is a plain substring test (cheaper than the expression)."""

    def __init__(self, model: CardModel, parent=None):
        super().__init__(parent)
        self.setSourceModel(model)
        self.setFilterRole(HAY_ROLE)
        self.setDynamicSortFilter(False)
        self.setFilterCaseSensitivity(Qt.CaseSensitive)  # the search text is lower case already
        self.words: tuple[str, ...] = ()
        self.filters: dict[str, object] = {}
        self._pattern = None

    def apply(self) -> None:
        f = {k: v for k, v in self.filters.items() if v is not None}
        if not f and len(self.words) <= 1:  # the common case: one word, a plain substring test
            word = self.words[0] if self.words else ""
            if word != self._pattern:
                self._pattern = word
                self.setFilterFixedString(word)
            return
        parts = [f"(?=.*{QRegularExpression.escape(w)})" for w in self.words]
        for key, token in (("set", "SET"), ("kind", "KIND"), ("domain", "DOM"), ("cost", "COST"),
                           ("might", "MIGHT"), ("modelled", "LVL")):
            v = f.get(key)
            if v is not None:
                value = str(v) if key in ("set", "cost", "might") else str(v).upper()
                parts.append(f"(?=.*{_SEP}{token}={QRegularExpression.escape(value)}{_SEP})")
        pattern = "^" + "".join(parts) if parts else ""
        if pattern != self._pattern:
            self._pattern = pattern
            self.setFilterRegularExpression(QRegularExpression(pattern, QRegularExpression.DotMatchesEverythingOption))


class CardListView(QListView):
    """The list: rows of equal height, so a reset paints only the rows on screen."""

    hovered = Signal(object)  # the entry under the mouse

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setUniformItemSizes(True)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragOnly)
        self.setDefaultDropAction(Qt.CopyAction)
        self.setSelectionMode(QAbstractItemView.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setMouseTracking(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollPerPixel)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.ElideRight)
        self.entered.connect(self._on_entered)

    def _on_entered(self, index) -> None:
        model = self.model()
        if model is not None and index.isValid():
            self.hovered.emit(model.sourceModel().entry(model.mapToSource(index)))


def details_html(e: dict) -> str:
    """A card's details, what a player reads first at the top: its name, one line of kind,
    cost, Might and keywords, and our summary of its text; then the rest of its facts (number,
    printings, domains, tags), its level and what is not modelled. The first part fits the
    panel at the window's default size, so the basic facts never need scrolling."""
    muted = f"color:{style.MUTED}"
    kind = "Equipment (gear)" if e["equipment"] else e["kind"]
    if e["token"]:
        kind += ", token"
    facts = [f"<b>{escape(kind)}</b>"]
    cost = []
    if e["energy"] is not None:
        cost.append(f"{e['energy']} energy")
    if e["power"]:
        cost.append(f"{e['power']} power")
    if cost:
        facts.append("cost " + " + ".join(cost))
    if e["might"] is not None:
        facts.append(f"Might <b>{e['might']}</b>")
    if e["might_bonus"]:
        facts.append(f"Might bonus +{e['might_bonus']}")
    if e["keywords"]:
        facts.append("<b>" + escape(", ".join(e["keywords"])) + "</b>")
    out = [f"<h3 style='margin:0'>{escape(e['name'])}</h3>",
           f"<p style='margin:2px 0'>{' · '.join(facts)}</p>"]
    if e["summary"]:
        out.append(f"<p style='margin:4px 0'>{escape(e['summary'])}</p>")

    rows = []

    def row(label, value):
        if value not in (None, "", []):
            rows.append(f"<tr><td style='{muted}'>{label}</td><td>{escape(str(value))}</td></tr>")

    if e["set"]:
        row("card", f"{e['set']}-{e['number']} · {e['rarity']}" + (f" · {e['supertype']}" if e["supertype"] else ""))
        if len(e["printings"]) > 1:
            row("printings", ", ".join(e["printings"]))
    else:
        row("card", "sandbox card (not official)" if not e["official"] else "designer card")
    row("domains", ", ".join(e["domains"]))
    row("tags", ", ".join(e["tags"]))
    level = e["modelled"]
    colour = style.LEVEL_COLOURS.get(level, style.TEXT)
    out += [f"<p style='margin:4px 0'><b style='color:{colour}'>Modelled: {level}</b></p>",
            f"<table cellspacing='0' cellpadding='1'>{''.join(rows)}</table>"]
    if e.get("not_modelled"):
        out.append(f"<p style='margin:4px 0; {muted}'>Not modelled: {escape(e['not_modelled'])}</p>")
    return "".join(out)


class LibraryPanel(QWidget):
    """Search the library; drag units and gear onto the board; double-click a spell to play it."""

    play_requested = Signal(str, str)  # card name, player
    vanilla_requested = Signal()

    #: how long one slice of building the card list may keep the event loop (the whole list of
    #: 933 cards takes about 110 ms of CPU on the 2-core test machine: one block would freeze
    #: the window just after it first shows)
    SLICE_MS = 20

    def __init__(self, controller, parent=None, sliced: bool = False):
        super().__init__(parent)
        self.controller = controller
        self._library = None
        self._loading = None  # the card list being built in slices (a generator), if it is
        # the next slice comes from a timer of the panel's own: it goes with the panel, so no
        # slice runs for a panel already closed
        self._slicer = QTimer(self)
        self._slicer.setSingleShot(True)
        self._slicer.setInterval(0)
        self._slicer.timeout.connect(self._next_slice)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search: name, keyword, tag or summary…")
        self.search.setClearButtonEnabled(True)
        self.list = CardListView()
        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        self.details.setMinimumHeight(150)
        self.count_label = LineLabel()  # a new count at every search keystroke: see line_label.py
        muted_label(self.count_label, "font-size: 9pt")

        self.set_combo = self._combo("Set", [("any set", None), *[(s if s != catalog.NO_SET else "sandbox", s) for s in SETS]])
        self.kind_combo = self._combo("Kind", [("any kind", None), *[(k, k) for k in
                                      ("unit", "spell", "gear", "equipment", "battlefield", "legend", "rune")]])
        self.domain_combo = self._combo("Domain", [("any domain", None), *[(d, d) for d in DOMAINS]])
        numbers = [*[(str(n), n) for n in range(TOP)], (f"{TOP}+", TOP)]
        self.cost_combo = self._combo("Energy cost", [("any cost", None), *[(f"cost {t}", v) for t, v in numbers]])
        self.might_combo = self._combo("Might", [("any Might", None), *[(f"Might {t}", v) for t, v in numbers]])
        self.level_combo = self._combo("How far the card is modelled",
                                       [("any level", None), ("full", "full"), ("partial", "partial"), ("none", "none")])

        self.player_combo = QComboBox()
        self.player_combo.setToolTip("Who plays the spell")
        self.play_button = QPushButton("Play spell")
        self.play_button.setToolTip("Play the selected spell, then click its targets on the board")
        vanilla = QPushButton("Vanilla unit…")
        vanilla.setToolTip("Add a unit with just a name and a Might")
        hint = QLabel("Drag a unit or gear onto a base or a battlefield side. "
                      "Double-click a spell to play it.")
        hint.setWordWrap(True)
        muted_label(hint, "font-size: 9pt")

        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(3)
        for i, w in enumerate((self.set_combo, self.kind_combo, self.domain_combo,
                               self.cost_combo, self.might_combo, self.level_combo)):
            grid.addWidget(w, i // 3, i % 3)
        row = QHBoxLayout()
        row.addWidget(QLabel("by"))
        row.addWidget(self.player_combo, 1)
        row.addWidget(self.play_button)
        top = QWidget()
        tl = QVBoxLayout(top)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(self.list, 1)
        tl.addWidget(self.count_label.host)
        split = QSplitter(Qt.Vertical)
        split.addWidget(top)
        split.addWidget(self.details)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.search)
        lay.addLayout(grid)
        lay.addWidget(split, 1)
        lay.addLayout(row)
        lay.addWidget(vanilla)
        lay.addWidget(hint)

        self.model: CardModel | None = None
        self._shown: str | None = None  # the card whose details are shown
        self.filter: CardFilter | None = None
        self.search.textChanged.connect(self._on_search_changed)
        for combo in (self.set_combo, self.kind_combo, self.domain_combo, self.cost_combo,
                      self.might_combo, self.level_combo):
            combo.currentIndexChanged.connect(self._on_filters_changed)
        self.list.doubleClicked.connect(self._on_double_clicked)
        self.list.hovered.connect(self._show)
        self.play_button.clicked.connect(self._on_play_clicked)
        vanilla.clicked.connect(self.vanilla_requested)
        controller.session_changed.connect(self._on_session_changed)
        controller.history_changed.connect(self._on_history_changed)
        self._sliced = sliced
        self._on_session_changed()

    def _combo(self, tip: str, choices) -> QComboBox:
        c = QComboBox()
        c.setToolTip(tip)
        for text, value in choices:
            c.addItem(text, value)
        c.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        c.setMinimumContentsLength(6)
        return c

    def sizeHint(self):  # noqa: N802
        return QSize(340, 700)

    # -- the cards ---------------------------------------------------------------------------------
    def _on_history_changed(self, _first: int) -> None:
        """After each step, who plays goes back to the player who acts now (Priority or Focus in
        a whole game, else the turn's player): left on the last one, the next play was easily
        made by the wrong player (a reaction is chosen again on purpose)."""
        i = self.player_combo.findData(self.controller.acting_player())
        if i >= 0:
            self.player_combo.setCurrentIndex(i)

    def _on_session_changed(self) -> None:
        c = self.controller
        self.player_combo.blockSignals(True)
        current = self.player_combo.currentData()
        self.player_combo.clear()
        for pid in c.state.players:
            self.player_combo.addItem(player_label(c.state, pid), pid)
        i = self.player_combo.findData(current or c.acting_player())
        self.player_combo.setCurrentIndex(max(0, i))
        self.player_combo.blockSignals(False)
        if c.library is not self._library:  # a scenario's own cards make another library
            self._library = c.library
            if self._sliced and self.model is None:  # the first list, after the first paint
                self._loading = self._entries_in_slices(c.library)
                self.count_label.setText("Loading the card library…")
                self._slicer.start()
                return
            self._loading = None
            self._use_entries(catalog.entries(c.library))

    def _entries_in_slices(self, library):
        """catalog.entries and each entry's list item, SLICE_MS at a time: yields between
        slices, returns (entries, items). Each card is read by name as its slice comes (the shipped
        library builds a definition when it is first read), so no slice builds them all."""
        entries, rows = [], []
        end = time.perf_counter() + self.SLICE_MS / 1000
        for name in library.names():
            e = catalog.entry(library.get(name))
            rows.append(card_item(len(entries), e))
            entries.append(e)
            if time.perf_counter() > end:
                yield
                end = time.perf_counter() + self.SLICE_MS / 1000
        return entries, rows

    def _next_slice(self) -> None:
        loading = self._loading
        if loading is None:
            return
        try:
            next(loading)
        except StopIteration as done:
            self._loading = None
            self._use_entries(*done.value)
            return
        self._slicer.start()

    def finish_loading(self) -> None:
        """The card list now, whole (a search typed, or a test, before the slices ended)."""
        loading, self._loading = self._loading, None
        if loading is not None:
            try:
                while True:
                    next(loading)
            except StopIteration as done:
                self._use_entries(*done.value)

    def _use_entries(self, entries: list[dict], rows=None) -> None:
        """Show a new card list; the card selected and the search still apply."""
        selected, shown = self.selected_card(), self._shown
        self.model = CardModel(entries, self, rows)
        self.filter = CardFilter(self.model, self)
        self.list.setModel(self.filter)
        self.list.selectionModel().currentChanged.connect(
            lambda cur, _prev: self._show(self.model.entry(self.filter.mapToSource(cur))))
        # the search text and filters still apply (a reload of --cards makes a new list)
        self.filter.words = tuple(self.search.text().lower().split())
        self._on_filters_changed()
        self._show_again(selected, shown)

    def _on_filters_changed(self, *_args) -> None:
        self.finish_loading()
        f = self.filter
        f.filters = {k: v for k, v in (
            ("set", self.set_combo.currentData()), ("kind", self.kind_combo.currentData()),
            ("domain", self.domain_combo.currentData()), ("cost", self.cost_combo.currentData()),
            ("might", self.might_combo.currentData()), ("modelled", self.level_combo.currentData()),
        ) if v is not None}
        self._refilter()

    def _on_search_changed(self, text: str) -> None:
        self.finish_loading()
        self.filter.words = tuple(text.lower().split())
        self._refilter()

    def _refilter(self) -> None:
        self.filter.apply()
        self.count_label.setText(f"{self.filter.rowCount()} of {len(self.model.entries)} cards")

    def _show(self, e) -> None:
        if e:
            self._shown = e.get("name")
            self.details.setHtml(details_html(e))

    def _show_again(self, selected: str | None, shown: str | None) -> None:
        """After the library changed: the card that was selected selected again, and the details
        of the card they showed as the new library has it (or said to be gone), never stale."""
        if selected is not None:
            self.select_card(selected)
        name = shown or selected
        if name is None:
            return
        entry = next((e for e in self.model.entries if e.get("name") == name), None)
        if entry is not None:
            self._show(entry)
        else:
            self._shown = None
            self.details.setHtml(f"<p><i>{escape(name)} is no longer in the library "
                                 "(its card file changed).</i></p>")

    # -- what the window and tests use ---------------------------------------------------------
    def visible_cards(self) -> list[str]:
        self.finish_loading()
        f = self.filter
        return [f.index(r, 0).data(NAME_ROLE) for r in range(f.rowCount())]

    def selected_card(self) -> str | None:
        index = self.list.currentIndex()
        return index.data(NAME_ROLE) if index.isValid() else None

    def select_card(self, name: str) -> None:
        self.finish_loading()
        f = self.filter
        for r in range(f.rowCount()):
            if f.index(r, 0).data(NAME_ROLE) == name:
                self.list.setCurrentIndex(f.index(r, 0))
                return

    def player(self) -> str:
        return self.player_combo.currentData() or self.controller.state.turn_player

    def _playable(self, name: str) -> bool:
        card = self.controller.library.get(name)
        if card is None or card.kind != "spell":
            self.controller.message.emit(f"{name}: drag it onto a base or a battlefield")
            return False
        if card.modelled == "none":
            self.controller.message.emit(f"{name}: its effect is not modelled (level none), so it cannot be played")
            return False
        return True

    def _on_double_clicked(self, index) -> None:
        name = index.data(NAME_ROLE)
        if name and self._playable(name):
            self.play_requested.emit(name, self.player())

    def _on_play_clicked(self) -> None:
        name = self.selected_card()
        if name is None:
            self.controller.message.emit("Select a spell in the library first")
            return
        if self._playable(name):
            self.play_requested.emit(name, self.player())
