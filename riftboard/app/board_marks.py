"""The board's marks over the cards: the legend, arrows (source -> target, a judge's arrow) and
a judge's notes (board_items.py has the cards, chips and areas)."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from . import style
from .board_items import ABOVE_ARROWS, ARROW_Z
from .board_layout import LEGEND_H
from .board_paint import fonts, qcolor


class NoteItem(QGraphicsItem):
    """A judge's note: a short text on a yellow slip, pinned to a card or a point."""

    MAX_W = 220

    def __init__(self, text: str, number: int):
        super().__init__()
        self.text = text
        self.number = number
        f = fonts()
        self._font = f.small
        rect = f.fm_small.boundingRect(QRectF(0, 0, self.MAX_W - 16, 400).toRect(),
                                       int(Qt.TextWordWrap), f"{number}. {text}")
        self.w = min(self.MAX_W, rect.width() + 16)
        self.h = rect.height() + 10
        self.setZValue(6)
        self.setToolTip(f"Judge's note {number}: {text}")

    def boundingRect(self):  # noqa: N802
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        p.setPen(QPen(qcolor(style.JUDGE), 2))
        p.setBrush(qcolor(style.NOTE_BG))
        p.drawRoundedRect(r, 5, 5)
        p.setPen(qcolor(style.NOTE_TEXT))
        p.setFont(self._font)
        p.drawText(r.adjusted(8, 5, -8, -5), int(Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignTop),
                   f"{self.number}. {self.text}")


class LegendItem(QGraphicsItem):
    """What the colours and marks mean: its entries in rows as wide as the board, as many
    rows as they need (one row was cut off at the board's right edge)."""

    ROW_H = 24.0  # each further row adds this to LEGEND_H

    def __init__(self):
        super().__init__()
        self.w = style.MIN_SCENE_W
        self.players: list[str] = []
        self._rows = 1
        self.setZValue(1)

    def set_players(self, labels: list[str], width: float) -> float:
        """The players' labels and the board's width; the legend's height at that width."""
        if labels == self.players and width == self.w:
            # every relayout (each placement) asks: the same legend is neither measured nor
            # drawn again (a new theme draws every item again: BoardScene.restyle)
            return self.height()
        self.prepareGeometryChange()
        self.players = list(labels)
        self.w = width
        self._rows = 1 + max((row for row, _x, _entry in self.placed()), default=0)
        self.update()
        return self.height()

    def height(self) -> float:
        return LEGEND_H + (self._rows - 1) * self.ROW_H

    def entries(self) -> list[tuple[str, str, str]]:
        """(swatch kind, colour, label) of each entry, in reading order."""
        out = [("fill", style.player_colours(i)["main"], label)
               for i, label in enumerate(self.players)]
        return out + [("pill", style.DAMAGE, "marked damage"), ("pill", style.LETHAL, "lethal"),
                      ("arrow", style.ARROW, "source → target"),
                      ("ring", style.CREDITED, "credited with the kill"),
                      ("dash", style.LEGAL, "legal target"), ("pill", style.KEYWORD, "keyword"),
                      ("pill", style.BUFF, "buff")]

    def entry_width(self, label: str) -> float:
        """A swatch, its label and the gap after it."""
        return 28 + QFontMetricsF(fonts().legend).horizontalAdvance(label) + 18

    def placed(self) -> list[tuple[int, float, tuple[str, str, str]]]:
        """(row, x, entry) of each entry: a row takes entries while they fit the width."""
        out, row, x = [], 0, 12.0
        for entry in self.entries():
            w = self.entry_width(entry[2])
            if x > 12.0 and x + w - 18 > self.w - 12:
                row, x = row + 1, 12.0
            out.append((row, x, entry))
            x += w
        return out

    def boundingRect(self):  # noqa: N802
        return QRectF(0, 0, self.w, self.height())

    def paint(self, p, option, widget=None):
        f = fonts()
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(qcolor(style.GHOST), 1))
        p.setBrush(qcolor(style.PANEL_BG))
        p.drawRoundedRect(QRectF(0, 0, self.w, self.height()), 8, 8)
        p.setFont(f.legend)
        for row, x, (kind, colour, label) in self.placed():
            _swatch(p, kind, qcolor(colour), x, LEGEND_H / 2 + row * self.ROW_H, label)


def _swatch(p, kind: str, c: QColor, x: float, y: float, label: str) -> None:
    """One legend entry: its swatch at (x, y) (y: the row's middle) and its label after it."""
    if kind == "fill":
        p.setPen(QPen(c, 2))
        p.setBrush(c.lighter(170))
        p.drawRoundedRect(QRectF(x, y - 8, 22, 16), 4, 4)
    elif kind == "ring":
        p.setPen(QPen(c, 3))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(QRectF(x, y - 8, 22, 16), 4, 4)
    elif kind == "dash":
        p.setPen(QPen(c, 3, Qt.DashLine))
        p.setBrush(Qt.NoBrush)
        p.drawRoundedRect(QRectF(x, y - 8, 22, 16), 4, 4)
    elif kind == "pill":
        p.setPen(Qt.NoPen)
        p.setBrush(c)
        p.drawRoundedRect(QRectF(x, y - 7, 22, 14), 6, 6)
    elif kind == "arrow":
        p.setPen(QPen(c, 3))
        p.drawLine(QLineF(x, y, x + 18, y))
        p.setBrush(c)
        p.drawPolygon(QPolygonF([QPointF(x + 24, y), QPointF(x + 16, y - 5), QPointF(x + 16, y + 5)]))
    p.setPen(qcolor(style.TEXT))
    tw = QFontMetricsF(fonts().legend).horizontalAdvance(label)
    p.drawText(QRectF(x + 28, y - 9, tw + 4, 18), Qt.AlignLeft | Qt.AlignVCenter, label)


def _edge_point(rect: QRectF, inside: QPointF, toward: QPointF, margin: float) -> QPointF:
    """Where the segment from `inside` (in rect) to `toward` leaves the rect, plus a margin."""
    dx, dy = toward.x() - inside.x(), toward.y() - inside.y()
    ts = []
    if dx:
        ts += [((rect.left() - margin) - inside.x()) / dx, ((rect.right() + margin) - inside.x()) / dx]
    if dy:
        ts += [((rect.top() - margin) - inside.y()) / dy, ((rect.bottom() + margin) - inside.y()) / dy]
    t = min((t for t in ts if t > 0), default=0.0)
    t = min(t, 0.45)  # never past the middle
    return QPointF(inside.x() + dx * t, inside.y() + dy * t)


class ArrowItem(QGraphicsPathItem):
    """source -> target, with an optional label at the middle; above the cards, under the
    chips and the side labels (ABOVE_ARROWS), whose text it would hide."""

    def __init__(self, a: QPointF, b: QPointF, colour: str, label: str = "", width: float = 3.5,
                 src_rect: QRectF | None = None, dst_rect: QRectF | None = None):
        super().__init__()
        self.setZValue(ARROW_Z)
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption)  # paint gets the exposed rect
        self.label = label
        c = qcolor(colour)
        if QLineF(a, b).length() < 1:
            return
        # from the source's edge to the target's edge, so the head never covers a card's text
        a2 = a
        if src_rect is not None:  # from inside the source (its ring says which card it is)
            e = _edge_point(src_rect, a, b, 0)
            a2 = QPointF(a.x() + (e.x() - a.x()) * 0.35, a.y() + (e.y() - a.y()) * 0.35)
        b2 = _edge_point(dst_rect, b, a, 6) if dst_rect is not None else b
        seg = QLineF(a2, b2)
        if seg.length() < 1:
            a2, b2 = a, b
            seg = QLineF(a2, b2)
        ux, uy = seg.dx() / max(seg.length(), 1), seg.dy() / max(seg.length(), 1)
        bend = min(40.0, seg.length() * 0.25)
        mid = QPointF((a2.x() + b2.x()) / 2 - uy * bend, (a2.y() + b2.y()) / 2 + ux * bend)
        path = QPainterPath(a2)
        path.quadTo(mid, b2)
        self.setPath(path)
        # an opaque pen: the colour as it looked at 84 % over the board's background (an
        # antialiased stroke with a translucent pen is rasterised as a filled outline, about
        # five times the work of an opaque one, on every paint)
        bg = qcolor(style.SCENE_BG)
        k = 215 / 255
        pen = QPen(QColor(round(c.red() * k + bg.red() * (1 - k)),
                          round(c.green() * k + bg.green() * (1 - k)),
                          round(c.blue() * k + bg.blue() * (1 - k))), width)
        pen.setCapStyle(Qt.RoundCap)
        pen.setJoinStyle(Qt.RoundJoin)
        self.setPen(pen)
        self._colour = c
        # head
        tangent = QLineF(mid, b2)
        ang = math.atan2(tangent.dy(), tangent.dx())
        size = 14
        p1 = QPointF(b2.x() - size * math.cos(ang - 0.45), b2.y() - size * math.sin(ang - 0.45))
        p2 = QPointF(b2.x() - size * math.cos(ang + 0.45), b2.y() - size * math.sin(ang + 0.45))
        self._head = QPolygonF([b2, p1, p2])
        self._mid = path.pointAtPercent(0.5)
        # the curve as a polyline (a short segment every few pixels), so a paint strokes only
        # the part it shows: stroking a whole antialiased curve costs as much as its length,
        # and an arrow to a card far down the board spans thousands of pixels (milliseconds
        # per paint) while the view shows a few hundred
        n = max(8, min(128, int(seg.length() / 8)))
        ax, ay, mx, my, bx, by = a2.x(), a2.y(), mid.x(), mid.y(), b2.x(), b2.y()
        self._xy = []
        for i in range(n + 1):
            t = i / n
            u = 1 - t
            self._xy.append((u * u * ax + 2 * u * t * mx + t * t * bx,
                             u * u * ay + 2 * u * t * my + t * t * by))
        self._curve_rect = path.boundingRect()

    def _visible_runs(self, clip: QRectF) -> list:
        """The runs of the curve's segments that come near `clip` (item coordinates), as
        polygons."""
        m = self.pen().widthF() + 2
        left, top = clip.left() - m, clip.top() - m
        right, bottom = clip.right() + m, clip.bottom() + m
        runs, run = [], []
        pts = self._xy
        for (ax, ay), (bx, by) in zip(pts, pts[1:]):
            if (ax >= left or bx >= left) and (ax <= right or bx <= right) and \
                    (ay >= top or by >= top) and (ay <= bottom or by <= bottom):
                if not run:
                    run.append((ax, ay))
                run.append((bx, by))
            elif run:
                runs.append(run)
                run = []
        if run:
            runs.append(run)
        return [QPolygonF([QPointF(x, y) for x, y in r]) for r in runs]

    def paint(self, p, option, widget=None):
        if not hasattr(self, "_head"):
            return
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(self.pen())
        p.setBrush(Qt.NoBrush)
        clip = option.exposedRect  # item coordinates (ItemUsesExtendedStyleOption)
        if clip.isEmpty() or clip.contains(self._curve_rect):
            p.drawPolyline(QPolygonF([QPointF(x, y) for x, y in self._xy]))
        else:
            for run in self._visible_runs(clip):
                p.drawPolyline(run)
        p.setPen(Qt.NoPen)
        p.setBrush(self._colour)
        p.drawPolygon(self._head)
        if self.label:
            f = fonts()
            p.setFont(f.damage)
            w = QFontMetricsF(f.damage).horizontalAdvance(self.label) + 12
            r = QRectF(self._mid.x() - w / 2, self._mid.y() - 10, w, 20)
            p.setBrush(qcolor(style.LABEL_BG))
            p.setPen(QPen(self._colour, 2))
            p.drawRoundedRect(r, 9, 9)
            p.setPen(self._colour)
            p.drawText(r, Qt.AlignCenter, self.label)

    def boundingRect(self):  # noqa: N802
        return super().boundingRect().adjusted(-40, -20, 40, 20)


# --- the scene -----------------------------------------------------------------------------------
