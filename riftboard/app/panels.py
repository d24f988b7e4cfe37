"""Side panels: the "Why?" explanation, and hands, trashes and the chain (the card library is
riftboard/app/library.py).

Panels that only read refresh lazily (after the action has been shown, and only when visible),
so an action costs the board and the timeline only."""

from __future__ import annotations

import html
from collections import Counter

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QCursor, QFont
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QTextBrowser,
    QToolTip,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from riftboard.report.pointing import row_objects
from riftboard.report.words import counted

from . import style
from .explain import blocks_html, explain_html, object_name, player_label, ref_label, why_css
from .theme import muted_label


class _LazyPanel(QWidget):
    """Refreshes a moment after the last change (scrubbing with the arrow keys updates it once
    you stop), and only while visible."""

    DELAY_MS = 60

    def __init__(self, parent=None):
        super().__init__(parent)
        self._stale = True
        self.shown = True  # False while its dock is a hidden tab
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.DELAY_MS)
        self._timer.timeout.connect(self._on_timeout)

    def mark_stale(self) -> None:
        self._stale = True
        if self.shown and self.isVisible():
            self._timer.start()

    def set_shown(self, on: bool) -> None:
        """The dock became visible (or a hidden tab)."""
        self.shown = bool(on)
        if self.shown and self._stale:
            self._timer.start()

    def _on_timeout(self) -> None:
        if self._stale and self.shown and self.isVisible():
            self._stale = False
            self.refresh()

    def showEvent(self, event):  # noqa: N802
        super().showEvent(event)
        if self._stale:
            self._timer.start()

    def refresh(self) -> None:  # pragma: no cover - overridden
        pass

    def refresh_now(self) -> None:
        self._stale = False
        self.refresh()


def tree_lines(tree) -> list[str]:
    """A two-level QTreeWidget as text: each top item, then its children indented."""
    out = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        out.append(top.text(0))
        out.extend("  " + top.child(j).text(0) for j in range(top.childCount()))
    return out


# --- why ---------------------------------------------------------------------------------------------

class WhyPanel(_LazyPanel):
    """Why the selected event happened: plain language and rule numbers."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.mode = "why"  # or "why_not": what did not happen in the row's step
        #: whether a lesson's open question keeps answers off screen (the window says)
        self.holds_back = lambda: False
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_anchor_clicked)
        self.browser.document().setDefaultStyleSheet(why_css())
        # the row's names are links: hovering one highlights its object on the board and
        # shows it as it was at this row; "Why not?" and "Why?" switch what the panel says
        self.browser.highlighted.connect(self._on_link_hovered)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.browser)
        controller.selection_changed.connect(self._on_selection_changed)
        controller.session_changed.connect(self.mark_stale)
        controller.history_changed.connect(self._on_history_changed)

    def _on_selection_changed(self, _seq: int) -> None:
        self.mode = "why"  # another row: its "Why?" first
        self.mark_stale()

    def _on_history_changed(self, _first: int) -> None:
        self.mark_stale()

    def show_why_not(self) -> None:
        """Say what did not happen in the step of the row shown (report/whynot.py)."""
        self.mode = "why_not"
        self.refresh_now()

    def names_html(self) -> str:
        """The row's objects as links, and the link to the other explanation."""
        c = self.controller
        seq = c.selected_seq
        events = c.history.events
        links = []
        if 1 <= seq <= len(events):
            st = c.names_state()
            for oid in row_objects(events[seq - 1]):
                if st.get(oid) is not None:
                    links.append(f"<a href='obj:{html.escape(oid)}'>"
                                 f"{html.escape(object_name(st, oid))}</a>")
            other = ("<a href='why:'>Why?</a>" if self.mode == "why_not"
                     else "" if self.holds_back() else "<a href='whynot:'>Why not?</a>")
            names = (" · ".join(links) + (" — " if other else "")) if links else ""
            return f"<p class='muted'>{names}{other}</p>"
        return ""

    def _on_anchor_clicked(self, url) -> None:
        """A rule link opens the rule; "Why not?" and "Why?" switch the explanation."""
        if self.open_link(url.toString()) is None:
            self._on_link_clicked(url)

    def open_link(self, href: str):
        """A rule link ("rule:1.4/466.2"): the user's rules reference, or our gloss."""
        from riftboard.report.gloss import parse_href

        from .rules_ref import open_rule

        found = parse_href(href)
        if found is None:
            return None
        ruleset, rule = found
        return open_rule(self.window(), rule, ruleset)

    def refresh(self) -> None:
        c = self.controller
        if self.mode == "why_not":
            body = blocks_html(c.why_not())
        else:
            body = explain_html(c.history, c.selected_seq, c.names_state(), c.session.ruleset)
        self.browser.setHtml(self.names_html() + body)

    def _on_link_hovered(self, url) -> None:
        text = url.toString()
        oid = text[4:] if text.startswith("obj:") else None
        self.controller.point_at(oid)
        shown = self.controller.object_at_row(oid) if oid else None
        if shown is not None:
            QToolTip.showText(QCursor.pos(), shown.text(), self.browser)
        else:
            QToolTip.hideText()

    def _on_link_clicked(self, url) -> None:
        text = url.toString()
        if text == "whynot:":
            if self.holds_back():
                self.controller.message.emit("Why not? waits until the lesson's question is "
                                             "answered (it would give the answer away)")
                return
            self.show_why_not()
        elif text == "why:":
            self.mode = "why"
            self.refresh_now()

    def leaveEvent(self, event):  # noqa: N802 (Qt override)
        self.controller.point_at(None)
        super().leaveEvent(event)

    def restyle(self) -> None:
        """The theme changed: the explanation again in its colours."""
        self.browser.document().setDefaultStyleSheet(why_css())
        self.mark_stale()

    def text(self) -> str:
        """The explanation as plain text (fresh)."""
        self.refresh_now()
        return self.browser.toPlainText()


# --- hands, trashes and the chain ---------------------------------------------------------------------

#: a hand's card with Hidden (format 2): its id, for the "Hide face down at" menu
HIDEABLE_ROLE = Qt.UserRole + 1


class ZonesPanel(_LazyPanel):
    """The chain (top first), and each player's hand, face-down cards (format 2) and trash, as
    shown on the board. Double-click a spell in a hand to play it; right-click a card with
    Hidden there to hide it face down at a battlefield (421.1)."""

    play_requested = Signal(str, str)  # card name, player

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(True)
        self.tree.itemDoubleClicked.connect(self._on_item_double_clicked)
        self.tree.setContextMenuPolicy(Qt.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._on_context_menu_requested)
        note = QLabel("Held spells wait on the chain; the next step that is not a play or an "
                      "activation resolves them (top first).")
        note.setWordWrap(True)
        muted_label(note, "font-size: 9pt")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.tree, 1)
        lay.addWidget(note)
        controller.selection_changed.connect(self._on_selection_changed)
        controller.session_changed.connect(self.mark_stale)

    def _on_selection_changed(self, _seq: int) -> None:
        self.mark_stale()

    def refresh(self) -> None:
        st = self.controller.displayed_state()
        t = self.tree
        t.clear()
        bold = QFont()
        bold.setBold(True)
        chain = QTreeWidgetItem([f"Chain ({len(st.chain)})"])
        chain.setFont(0, bold)
        for item in st.chain[::-1]:
            tnames = ", ".join(st.obj(x).name for x in item.targets if st.get(x) is not None)
            chain.addChild(QTreeWidgetItem([f"{ref_label(item.ref)} — {player_label(st, item.controller)}"
                                            + (f" → {tnames}" if tnames else "")]))
        t.addTopLevelItem(chain)
        chain.setExpanded(True)
        hands: dict[str, list] = {p: [] for p in st.players}
        trash: dict[str, list] = {p: [] for p in st.players}
        face_down: dict[str, list] = {p: [] for p in st.players}
        for o in st.objects.values():
            if o.zone == "hand":
                hands.setdefault(o.owner, []).append(o)
            elif o.zone == "trash":
                trash.setdefault(o.owner, []).append(o)
            elif o.zone == "facedown":
                face_down.setdefault(o.controller, []).append(o)
        hideable = {cid for p in st.players for cid in self.controller.hideable(p, st)}
        for i, pid in enumerate(st.players):
            colour = QBrush(QColor(style.player_colours(i)["text"]))
            named = sorted(hands.get(pid, []), key=lambda o: o.order)
            drawn = st.hand_counts[i] if i < len(st.hand_counts) else 0
            h = QTreeWidgetItem([f"{player_label(st, pid)} — hand: {len(named) + drawn} "
                                 f"({len(named)} named, {drawn} drawn)"])
            h.setFont(0, bold)
            h.setForeground(0, colour)
            for o in named:
                hints = (["double-click to play"] if o.kind == "spell" else []) + \
                    (["right-click to hide face down"] if o.id in hideable else [])
                child = QTreeWidgetItem([object_name(st, o.id) + "".join(f" — {x}" for x in hints)])
                child.setData(0, Qt.UserRole, (o.name, pid) if o.kind == "spell" else None)
                child.setData(0, HIDEABLE_ROLE, o.id if o.id in hideable else None)
                h.addChild(child)
            if drawn:
                h.addChild(QTreeWidgetItem([f"{counted(drawn, 'drawn card')} "
                                            "(decks are not modelled)"]))
            t.addTopLevelItem(h)
            h.setExpanded(True)
            hidden = sorted(face_down.get(pid, []), key=lambda o: o.order)
            if hidden:  # the sandbox knows what they are (107.3.f keeps them from opponents)
                fd = QTreeWidgetItem([f"{player_label(st, pid)} — face down: {len(hidden)}"])
                fd.setFont(0, bold)
                fd.setForeground(0, colour)
                for o in hidden:
                    fd.addChild(QTreeWidgetItem([f"{object_name(st, o.id)} ({o.kind}), face "
                                                 f"down at {object_name(st, o.at)}"]))
                t.addTopLevelItem(fd)
                fd.setExpanded(True)
            cards = sorted(trash.get(pid, []), key=lambda o: o.order)
            tr = QTreeWidgetItem([f"{player_label(st, pid)} — trash: {len(cards)}"])
            tr.setFont(0, bold)
            tr.setForeground(0, colour)
            if len(cards) <= 60:
                for o in cards:
                    tr.addChild(QTreeWidgetItem([f"{object_name(st, o.id)} ({o.kind})"]))
            else:
                for name, n in Counter(o.name for o in cards).most_common():
                    tr.addChild(QTreeWidgetItem([f"{name} × {n}"]))
            t.addTopLevelItem(tr)
            tr.setExpanded(True)

    def _on_item_double_clicked(self, item, _column) -> None:
        data = item.data(0, Qt.UserRole)
        if data:
            self.play_requested.emit(data[0], data[1])

    def hide_menu(self, oid: str) -> QMenu:
        """A hand card with Hidden: "Hide face down at" each battlefield its owner controls
        (107.3.c, 421.1); the engine refuses what the rules do not allow now."""
        c = self.controller
        st = c.state
        o = st.obj(oid)
        menu = QMenu(self)
        sub = menu.addMenu(f"Hide {o.name} face down at")
        for b in st.battlefields():
            if b.controller == o.owner:
                sub.addAction(object_name(st, b.id), lambda bf=b.id: c.hide_card(oid, bf))
        if sub.isEmpty():
            a = sub.addAction(f"({player_label(st, o.owner)} controls no battlefield, 107.3.c)")
            a.setEnabled(False)
        return menu

    def _on_context_menu_requested(self, pos) -> None:
        item = self.tree.itemAt(pos)
        oid = item.data(0, HIDEABLE_ROLE) if item is not None else None
        if oid:
            self.hide_menu(oid).exec(self.tree.viewport().mapToGlobal(pos))

    def lines(self) -> list[str]:
        """Every line of the tree (fresh), for tests."""
        self.refresh_now()
        return tree_lines(self.tree)
