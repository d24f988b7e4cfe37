"""The board view: clicks, drags, context menus, card drops and the wheel become signals for
the window; the zoom keeps the board readable at the view's width."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from .board_scene import BoardScene

CARD_MIME = "application/x-riftboard-card"  # a card dragged from the library: its name


class BoardView(QGraphicsView):
    """The board view: clicks, context menus and card drops become signals for the window."""

    object_clicked = Signal(str)
    battlefield_clicked = Signal(str)  # a click on a battlefield's area, not on an object there
    background_clicked = Signal()
    object_menu_requested = Signal(str, object)  # id, global QPoint
    area_menu_requested = Signal(object, object, object)  # area key, player, global QPoint
    card_dropped = Signal(str, object, object, object, object)  # card, area key, player, unit, keys held
    damage_wheel = Signal(str, int)  # the wheel over a unit: +1 / -1 damage (the window decides)
    unit_dragged = Signal(str, object, object, bool)  # unit, area key, player, Shift held

    def __init__(self, scene: BoardScene, parent=None):
        super().__init__(scene, parent)
        self.board = scene
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.DontSavePainterState, True)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setAcceptDrops(True)
        self.setDragMode(QGraphicsView.NoDrag)
        self.setMinimumSize(320, 240)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOn)
        self._scrollbar_w = 16
        self.zoom = 1.0
        self.base_zoom = 1.0  # the presenter's text scale: 100 % of the board is this
        self.auto_fit = True
        self.setFocusPolicy(Qt.StrongFocus)
        #: the keyboard's way round the board (the window sets them): step(+1 / -1) selects
        #: the next or previous object (a spell's legal targets first) and says whether it
        #: did, or whether focus should move on; activate() is a click on the selected one
        self.step = None
        self.activate = None

    # -- the keyboard ---------------------------------------------------------------------------------
    def focusNextPrevChild(self, forward):  # noqa: N802 (Qt override)
        """Tab and Shift+Tab go round the board's objects, then on to the next widget."""
        if self.hasFocus() and self.step is not None and self.step(1 if forward else -1):
            return True
        return super().focusNextPrevChild(forward)

    def keyPressEvent(self, event):  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key_Space, Qt.Key_Return, Qt.Key_Enter) and \
                self.activate is not None and self.activate():
            event.accept()
            return
        super().keyPressEvent(event)

    # -- clicks ---------------------------------------------------------------------------------------
    def mousePressEvent(self, event):  # noqa: N802
        if event.button() == Qt.LeftButton:
            pos = event.position().toPoint()
            oid = self.board.object_at(self.mapToScene(pos))
            self._press = (oid, pos) if oid is not None else None
            item = self.board.chain_item_at(self.mapToScene(pos)) if oid is None else None
            if oid is not None:
                self.click_object(oid)
            elif item is not None:  # a chip of the chain lane: a click, never a drag
                self.click_object(item)
            else:
                area = self.board.area_at(self.mapToScene(pos))
                if area is not None and area[0][0] == "bf":
                    self.battlefield_clicked.emit(area[0][1])
                else:
                    self.background_clicked.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event):  # noqa: N802
        press = getattr(self, "_press", None)
        self._press = None
        if event.button() == Qt.LeftButton and press is not None:
            pos = event.position().toPoint()
            if (pos - press[1]).manhattanLength() >= 12:  # a drag, not a click
                self.drag_unit(press[0], self.mapToScene(pos),
                               bool(event.modifiers() & Qt.ShiftModifier))
                event.accept()
                return
        super().mouseReleaseEvent(event)

    def drag_unit(self, oid: str, scene_pos: QPointF, standard: bool = False) -> None:
        """A unit dragged to a scene point (a base or a battlefield side): a move there, a
        standard move with Shift (the window decides)."""
        area = self.board.area_at(scene_pos)
        if area is not None:
            self.unit_dragged.emit(oid, area[0], area[1], standard)

    def click_object(self, oid: str) -> None:
        """The click path (also what tests call): a click on a board object."""
        self.object_clicked.emit(oid)

    def contextMenuEvent(self, event):  # noqa: N802
        pos = self.mapToScene(event.pos())
        oid = self.board.object_at(pos)
        if oid is not None:
            self.object_menu_requested.emit(oid, event.globalPos())
            return
        area = self.board.area_at(pos)
        if area is not None:
            self.area_menu_requested.emit(area[0], area[1], event.globalPos())

    # -- drops from the card library -------------------------------------------------------------------
    def dragEnterEvent(self, event):  # noqa: N802
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event):  # noqa: N802
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event):  # noqa: N802
        md = event.mimeData()
        if not md.hasFormat(CARD_MIME):
            event.ignore()
            return
        name = bytes(md.data(CARD_MIME)).decode("utf-8")
        self.drop_card(name, self.mapToScene(event.position().toPoint()), event.modifiers())
        event.acceptProposedAction()

    def drop_card(self, name: str, scene_pos: QPointF, modifiers=Qt.NoModifier) -> None:
        """A card dropped at a scene point: onto a unit, a base, or a battlefield side, with the
        keys held during the drop (`modifiers`: Ctrl places, Shift plays)."""
        unit = self.board.object_at(scene_pos)
        area = self.board.area_at(scene_pos)
        key, pid = area if area is not None else (None, None)
        self.card_dropped.emit(name, key, pid, unit, modifiers)

    # -- zoom ---------------------------------------------------------------------------------------
    def wheelEvent(self, event):  # noqa: N802
        if event.modifiers() & Qt.AltModifier or (
                not event.modifiers() & Qt.ControlModifier and self._over_selected(event)):
            # the wheel over the selected unit turns its damage up or down, as on a tabletop
            oid = self.board.object_at(self.mapToScene(event.position().toPoint()))
            d = event.angleDelta().y() or event.angleDelta().x()
            if oid is not None and d:
                self.damage_wheel.emit(oid, 1 if d > 0 else -1)
                event.accept()
                return
        if event.modifiers() & Qt.ControlModifier:
            factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
            self.set_zoom(self.zoom * factor)
            self.auto_fit = False
            event.accept()
            return
        super().wheelEvent(event)

    def _over_selected(self, event) -> bool:
        oid = self.board.object_at(self.mapToScene(event.position().toPoint()))
        return oid is not None and oid == self.board._selected

    def set_zoom(self, z: float) -> None:
        z = max(0.3, min(3.0, z))
        if abs(z - self.zoom) > 1e-3 or self.transform().m11() != z:
            self.zoom = z
            self.resetTransform()
            self.scale(z, z)
        self.board.set_target_width(self._viewport_width() / z - 20)

    def _viewport_width(self) -> float:
        # the room the viewport has beside the vertical scroll bar (always on), known before the
        # view is laid out
        return float(self.maximumViewportSize().width() - self._scrollbar_w)

    def fit_width(self) -> None:
        """Lay the board out to the view's width at 100 %; when the content needs more room,
        zoom out (not below 60 %, so text stays readable)."""
        avail = max(100.0, self._viewport_width() - 20.0)
        need = self.board.min_width
        self.auto_fit = True
        self._fitted_min = need
        z = self.base_zoom
        self.set_zoom(z if avail >= need * z else max(0.85 * z, avail / need))

    def refit(self) -> None:
        """Fit again if the content's minimum width changed (cards added or moved)."""
        if self.auto_fit and abs(self.board.min_width - getattr(self, "_fitted_min", 0)) > 1:
            self.fit_width()

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        self.board.set_target_width(self._viewport_width() / self.zoom - 20)
        if self.auto_fit:
            self.fit_width()
