"""What the board's items paint with: fonts made once, colours, text fitting, and the cache of
card pictures (each piece of a card drawn once per look and scale, then blitted)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPixmap

from . import style

# text flags several paints share
LEFT_VCENTER = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)


def qcolor(hex_: str) -> QColor:
    return QColor(hex_)


class Fonts:
    """Fonts made once a QGuiApplication exists."""

    def __init__(self):
        fam = style.FONT_FAMILY
        self.name = QFont(fam, 10)
        self.name.setBold(True)
        self.small = QFont(fam, 8)
        self.badge = QFont(fam, 7)
        self.badge.setBold(True)
        self.might = QFont(fam, 16)
        self.might.setBold(True)
        self.damage = QFont(fam, 9)
        self.damage.setBold(True)
        self.header = QFont(fam, 11)
        self.header.setBold(True)
        self.summary = QFont(fam, 8)
        self.summary.setItalic(True)
        self.legend = QFont(fam, 8)
        self.fm_name = QFontMetricsF(self.name)
        self.fm_small = QFontMetricsF(self.small)
        self.fm_badge = QFontMetricsF(self.badge)
        self.fm_summary = QFontMetricsF(self.summary)


_FONTS: Fonts | None = None


def fonts() -> Fonts:
    global _FONTS
    if _FONTS is None:
        _FONTS = Fonts()
    return _FONTS


def wrapped_height(font_metrics: QFontMetricsF, text: str, width: float) -> float:
    """The height `text` takes wrapped at `width` (the layout's measure of a battlefield's
    text)."""
    return font_metrics.boundingRect(QRectF(0, 0, width, 2000), WRAP, text).height()


def two_lines(text: str, fm: QFontMetricsF, width: float) -> str:
    """Fit a name in at most two lines (break at a space), eliding the rest."""
    if fm.horizontalAdvance(text) <= width:
        return text
    words = text.split(" ")
    first = ""
    for i, wd in enumerate(words):
        cand = (first + " " + wd).strip()
        if fm.horizontalAdvance(cand) > width:
            if not first:
                break
            rest = " ".join(words[i:])
            return first + "\n" + fm.elidedText(rest, Qt.ElideRight, width)
        first = cand
    return fm.elidedText(text, Qt.ElideRight, width)


# --- the card pictures --------------------------------------------------------------------------

_SPRITES: dict[tuple, tuple[QPixmap, QRectF]] = {}
_SPRITES_THEME = style.THEME  # the theme the pictures in _SPRITES are drawn in


def forget_other_theme() -> None:
    """Drop the card pictures drawn in another theme than the current one."""
    global _SPRITES_THEME
    if _SPRITES_THEME != style.THEME:
        _SPRITES.clear()
        _SPRITES_THEME = style.THEME


def device_scale(p: QPainter) -> float:
    """Device pixels per scene unit for this painter (zoom and high-DPI screens), rounded so
    that sprites are shared between paints."""
    t = p.worldTransform()
    try:
        dpr = p.device().devicePixelRatioF()
    except AttributeError:
        dpr = 1.0
    return round(max(0.05, math.hypot(t.m11(), t.m12()) * dpr), 3)


def sprite(key: tuple, scale: float) -> tuple[QPixmap, QRectF] | None:
    """A piece of a card already drawn for this look and scale, or None."""
    return _SPRITES.get((key, scale))


def blit(p: QPainter, key: tuple, rect: QRectF, scale: float, draw) -> None:
    """Draw a cached piece of a card (rendered once per look and scale)."""
    k = (key, scale)
    hit = _SPRITES.get(k)
    if hit is None:
        if len(_SPRITES) > 3000:
            _SPRITES.clear()
        pm = QPixmap(max(1, math.ceil(rect.width() * scale)), max(1, math.ceil(rect.height() * scale)))
        pm.fill(Qt.transparent)
        q = QPainter(pm)
        q.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        q.scale(scale, scale)
        q.translate(-rect.x(), -rect.y())
        draw(q)
        q.end()
        hit = _SPRITES[k] = (pm, QRectF(0, 0, pm.width(), pm.height()))
    p.drawPixmap(rect, hit[0], hit[1])
