"""The board: bases, battlefields and the cards on them, drawn in a QGraphicsScene.

The scene keeps one item per object on the board (a dict id -> item) and, when the shown state
changes, touches only the objects whose frozen Obj changed (`is` comparison) or whose Might can
have changed (a static source moved, a combat started). What a card shows (Might, lethal,
keywords) is read from the engine when the card is painted, so off-screen cards cost nothing."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
)

from riftboard.engine.might import has_tank, keyword_amount, might, might_parts
from riftboard.report.words import counted

from . import style
from .explain import player_label, player_short, ref_label, ref_object

CARD_MIME = "application/x-riftboard-card"
_LANE_HINT = ("Spells on the chain, and the spells and abilities behind the selected event, "
              "appear here.")
EQUIP_ROW = 18
LANE_W = 210
LANE_STRIP_H = 92  # the chain lane as a strip under the battlefields (a narrow view)
LEGEND_H = 46


def _forget_other_theme() -> None:
    """Drop the card pictures drawn in another theme than the current one."""
    global _SPRITES_THEME
    if _SPRITES_THEME != style.THEME:
        _SPRITES.clear()
        _SPRITES_THEME = style.THEME


def _c(hex_: str) -> QColor:
    return QColor(hex_)


class _Fonts:
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


_FONTS: _Fonts | None = None


def fonts() -> _Fonts:
    global _FONTS
    if _FONTS is None:
        _FONTS = _Fonts()
    return _FONTS


MAX_ARROWS = 12  # arrows drawn for one event at most (the rest are said on the last one)
_SPRITES: dict[tuple, QPixmap] = {}
_SPRITES_THEME = style.THEME  # the theme the pictures in _SPRITES are drawn in
_NO_MARKS: frozenset = frozenset()

# text flags several paints share
_LEFT_VCENTER = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)


def _bf_summary(b) -> str:
    """A battlefield's text as the board shows it."""
    return b.card.summary if b.card is not None and b.card.summary else "A plain battlefield (no text)"


def _device_scale(p: QPainter) -> float:
    """Device pixels per scene unit for this painter (zoom and high-DPI screens), rounded so
    that sprites are shared between paints."""
    t = p.worldTransform()
    try:
        dpr = p.device().devicePixelRatioF()
    except AttributeError:
        dpr = 1.0
    return round(max(0.05, math.hypot(t.m11(), t.m12()) * dpr), 3)


def _blit(p: QPainter, key: tuple, rect: QRectF, scale: float, draw) -> None:
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


# the texts of a card laid out once per (name, kind, sub-line): font metrics are slow to ask
_TEXTS: dict[tuple, tuple[str, str]] = {}


def _card_texts(name: str, unit: bool, sub: str, w: float) -> tuple[str, str]:
    key = (name, unit, sub, w)
    hit = _TEXTS.get(key)
    if hit is None:
        f = fonts()
        inner = w - (60 if unit else 16)
        name_el = _two_lines(name, f.fm_name, inner) if unit else \
            f.fm_name.elidedText(name, Qt.ElideRight, inner)
        if len(_TEXTS) > 5000:
            _TEXTS.clear()
        hit = _TEXTS[key] = (name_el, f.fm_small.elidedText(sub, Qt.ElideRight, inner))
    return hit


_MIGHT_RECT = QRectF(style.CARD_W - 62, 7, 68, 57)
_DAMAGE_RECT = QRectF(8, 59, 132, 20)
_BADGES_RECT = QRectF(8, style.CARD_H - 19, style.CARD_W - 8, 15)
_RINGS = (("credited", style.CREDITED, False), ("source", style.ARROW, False),
          ("legal", style.LEGAL, True), ("selected", style.SELECTED, False),
          ("target", style.DAMAGE, True))


def _same(a, b) -> bool:
    """Whether two (combat, static sources) keys hold the very same objects."""
    if a[0] is not b[0] or len(a[1]) != len(b[1]):
        return False
    return all(x is y for x, y in zip(a[1], b[1], strict=True))


def _two_lines(text: str, fm: QFontMetricsF, width: float) -> str:
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


def might_text(parts) -> str:
    """A Might make-up in words: "6 = 5 printed + 1 Garen, Commander"."""
    total = sum(a for _w, a in parts)
    bits = []
    for i, (what, amount) in enumerate(parts):
        if i == 0:
            bits.append(f"{amount} {what}")
        else:
            bits.append(f"{'+' if amount >= 0 else '−'} {abs(amount)} {what}")
    return f"{total} = " + " ".join(bits)


def might_not_yet_changed(history, event) -> dict[str, int]:
    """The Might to show, at the row of `event`, for units whose change of Might is the row of
    a later `might` event of the same step: {unit id: the Might before that change}.

    A unit's Might is computed from the board (statics, combat, buffs), so the state after an
    event that moves a static source, starts a combat or kills Garen already has the new Might,
    while the `might` event that says so is a later row (after the other kills of the Cleanup,
    say). The board at a row shows the state after that row's event, and a change of Might
    belongs to the row that announces it: until then the card keeps the Might it had at the
    last row where its computed Might was not yet the announced one."""
    if history is None or event is None:
        return {}
    events = history.events
    seq, step = event.seq, event.step
    n = len(events)
    nxt: dict[str, object] = {}  # unit -> its first `might` event after this row, this step
    j = seq
    while j < n and events[j].step == step:
        ev = events[j]
        if ev.kind == "might" and ev.target is not None and ev.target not in nxt:
            nxt[ev.target] = ev
        j += 1
    if not nxt:
        return {}  # no Might change later in this step (the usual case)
    now = history.state_after(seq)
    out: dict[str, int] = {}
    first = seq
    while first > 1 and events[first - 2].step == step:
        first -= 1  # the step's first event
    for uid, ev in nxt.items():
        o = now.get(uid)
        if o is None or o.zone != "board" or might(now, o) != ev.amount:
            continue  # not changed yet: shown as it is
        # walk back to the last row of the step (or the step before) where it was not yet
        for row in range(seq - 1, first - 2, -1):
            st = history.state_after(row)
            ob = st.get(uid)
            if ob is None or ob.zone != "board":
                break
            m = might(st, ob)
            if m != ev.amount:
                out[uid] = m
                break
    return out


# --- cards -------------------------------------------------------------------------------------

class CardItem(QGraphicsRectItem):
    """A unit (with its attached Equipment) or an unattached gear.

    A rect item with no pen, so that its bounding rectangle is answered in C++: the scene asks
    for it on every update of a card (a scrub changes hundreds), and a Python boundingRect()
    costs a call from C++ into Python each time."""

    def __init__(self, oid: str, board=None):
        super().__init__()
        self.oid = oid
        self.obj = None
        self._state = None
        self._board = board  # the BoardScene whose state a card follows (see `state`)
        self.pindex: int | None = None
        self.marks: set[str] = set()
        self.ghost = False
        self.area = None
        self._display: dict | None = None
        self.w = style.CARD_W
        self.h = style.CARD_H
        self.setPen(QPen(Qt.NoPen))
        self.setRect(QRectF(-6, -16, self.w + 12, self.h + 22))
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setZValue(2)

    # -- data ---------------------------------------------------------------------------------------
    @property
    def state(self):
        """The state this card is read from: its own (a ghost's), else its board's current one
        (so an unchanged card needs no touch when the board shows another state)."""
        st = self._state
        if st is None and self._board is not None:
            return self._board.state
        return st

    @state.setter
    def state(self, value) -> None:
        self._state = value

    def set_obj(self, obj, state, pindex) -> None:
        """Show this Obj (read lazily from `state` when painted; None: the board's state)."""
        self.obj = obj
        self._state = state
        self.pindex = pindex
        self._display = None
        h = self._height(obj)
        if h != self.h:
            self.h = h
            self.setRect(QRectF(-6, -16, self.w + 12, self.h + 22))
        self.update()

    @staticmethod
    def _height(obj) -> float:
        if obj.kind == "unit":
            return style.CARD_H + EQUIP_ROW * len(obj.equipment)
        return style.GEAR_H

    def set_marks(self, marks: set[str]) -> None:
        if marks != self.marks:
            self.marks = set(marks)
            self.update()

    def display(self) -> dict:
        """What the card shows, computed by the engine (cached until the Obj changes)."""
        if self._display is None:
            self._display = self._compute()
        return self._display

    def _compute(self) -> dict:
        o, st = self.obj, self.state
        unit = o.kind == "unit"
        d = {"name": o.name, "id": o.id, "kind": o.kind, "exhausted": o.exhausted}
        sub = []
        if unit:
            m = self._might_shown()
            d["might"] = m
            d["printed"] = o.printed_might or 0
            d["damage"] = o.damage
            d["lethal"] = o.damage > 0 and o.damage >= m  # 142.4.b, on the Might shown
            badges = []
            if o.buffed:
                badges.append(("Buffed", style.BUFF))
            if o.exhausted:
                badges.append(("Exhausted", style.EXHAUSTED))
            if has_tank(st, o):
                badges.append(("Tank", style.KEYWORD))
            n = keyword_amount(st, o, "shield")
            if n:
                badges.append((f"Shield {n}", style.KEYWORD))
            n = keyword_amount(st, o, "assault")
            if n:
                badges.append((f"Assault {n}", style.KEYWORD))
            if o.prevents:
                badges.append(("Prevent", style.POSITIVE_PILL))
            if o.shields:
                badges.append(("Saved once", style.POSITIVE_PILL))
            d["badges"] = badges
            d["equipment"] = [(e, st.obj(e).name, st.obj(e).exhausted) for e in o.equipment
                              if st.get(e) is not None] if o.equipment else []
            sub.append("token" if o.token else ("vanilla" if o.card is None else "unit"))
        else:
            d["badges"] = [("Exhausted", style.EXHAUSTED)] if o.exhausted else []
            sub.append("Equipment" if o.card is not None and o.card.equipment else o.kind)
        if o.owner and o.owner != o.controller:
            sub.append(f"owner {player_short(st, o.owner)}")
        d["name_el"], d["sub"] = _card_texts(o.name, unit, " · ".join(sub), self.w)
        return d

    def _might_shown(self) -> int:
        """The unit's Might as the row shows it (see might_not_yet_changed)."""
        board = self._board
        if not self.ghost and board is not None and self.oid in board.mights_pending:
            return board.mights_pending[self.oid]
        return might(self.state, self.obj)

    def tooltip_text(self) -> str:
        o, st = self.obj, self.state
        if o is None:
            return ""
        lines = [o.name,
                 f"controller {player_label(st, o.controller)}" +
                 (f", owner {player_label(st, o.owner)}" if o.owner != o.controller else "")]
        if o.kind == "unit":
            shown = self._might_shown()
            if shown != might(st, o):
                lines.append(f"Might {shown} (the next rows change it)")
            else:
                lines.append("Might " + might_text(might_parts(st, o)))
            if o.damage:
                lines.append(f"damage marked: {o.damage}" +
                             (" — LETHAL" if o.damage >= shown else ""))
        if o.card is not None and o.card.summary:
            lines.append(o.card.summary)
        for e in o.equipment:
            eq = st.get(e)
            if eq is not None:
                lines.append(f"⚙ {eq.name}: {eq.card.summary if eq.card else ''}")
        if self.ghost:
            lines.append("(killed by this event: shown as it was just before)")
        return "\n".join(lines)

    def hoverEnterEvent(self, event):  # noqa: N802
        # the Might make-up is computed only when someone looks at it
        self.setToolTip(self.tooltip_text())
        super().hoverEnterEvent(event)

    def object_at(self, pos: QPointF) -> str:
        """The object under a point of this item: an attached Equipment's row, or the card."""
        if self.obj is not None and self.obj.kind == "unit" and pos.y() > style.CARD_H - 2:
            i = int((pos.y() - style.CARD_H + 2) // EQUIP_ROW)
            if 0 <= i < len(self.obj.equipment):
                return self.obj.equipment[i]
        return self.oid

    # -- painting -----------------------------------------------------------------------------------
    def paint(self, p: QPainter, option, widget=None):
        if self.obj is None:
            return
        d = self._display
        if d is None:
            d = self.display()
        p.setRenderHint(QPainter.Antialiasing)
        marks = self.marks
        w, h = self.w, self.h
        if marks:
            if "dim" in marks:
                p.setOpacity(0.35)
            # rings outside the card say what the selected event or the current gesture did
            body = QRectF(0, 0, w, h)
            ring = 0
            for mark, colour, dash in _RINGS:
                if mark in marks:
                    pen = QPen(_c(colour), 4)
                    if dash:
                        pen.setStyle(Qt.DashLine)
                    p.setPen(pen)
                    p.setBrush(Qt.NoBrush)
                    m = 4 + ring * 5
                    p.drawRoundedRect(body.adjusted(-m, -m, m, m), 10 + m, 10 + m)
                    ring += 1
        ghost = self.ghost
        if ghost:
            self._pill(p, QPointF(0, -15), "✝ killed here", _c(style.LETHAL))
        elif "credited" in marks:
            self._pill(p, QPointF(0, -15), "★ credited", _c(style.CREDITED))
        # the card is drawn from cached pieces: scrubbing changes damage and Might on many cards
        # at once, and blitting is much cheaper than drawing text and curves again
        scale = _device_scale(p)
        unit = d["kind"] == "unit"
        pindex = self.pindex
        key = ("body", w, h, pindex, ghost, d.get("lethal"), d["exhausted"], d["name_el"],
               d["sub"], unit, tuple(d["equipment"]) if unit and d["equipment"] else (),
               () if unit else tuple(d["badges"]))
        hit = _SPRITES.get((key, scale))
        if hit is not None:
            p.drawPixmap(QRectF(-3, -3, w + 6, h + 6), hit[0], hit[1])
        else:
            col = style.player_colours(pindex)
            _blit(p, key, QRectF(-3, -3, w + 6, h + 6), scale, lambda q: self._draw_body(q, d, col))
        if not unit:
            return
        key = ("might", d["might"], d["printed"], pindex, ghost, w)
        hit = _SPRITES.get((key, scale))
        if hit is not None and w == style.CARD_W:
            p.drawPixmap(_MIGHT_RECT, hit[0], hit[1])
        else:
            col = style.player_colours(pindex)
            _blit(p, key, QRectF(w - 62, 7, 68, 57), scale, lambda q: self._draw_might(q, d, col))
        if d["damage"]:
            key = ("damage", d["damage"], d["lethal"])
            hit = _SPRITES.get((key, scale))
            if hit is not None:
                p.drawPixmap(_DAMAGE_RECT, hit[0], hit[1])
            else:
                _blit(p, key, _DAMAGE_RECT, scale, lambda q: self._draw_damage(q, d))
        if d["badges"]:
            key = ("badges", tuple(d["badges"]), w)
            _blit(p, key, QRectF(8, style.CARD_H - 19, w - 8, 15), scale,
                  lambda q: self._draw_badges(q, d))

    def _colours(self, col):
        if self.ghost:
            return _c(style.GHOST), _c(style.GHOST_TEXT)
        return _c(col["main"]), _c(col["text"])

    def _draw_body(self, p, d, col) -> None:
        f = fonts()
        main, text = self._colours(col)
        w, h = self.w, self.h
        body = QRectF(0, 0, w, h)
        if self.ghost:
            p.setPen(QPen(_c(style.GHOST), 2, Qt.DashLine))
            p.setBrush(_c(style.PANEL_BG))
        else:
            lethal = d.get("lethal")
            p.setPen(QPen(_c(style.LETHAL) if lethal else main, 4 if lethal else 2))
            p.setBrush(_c(style.CARD_EXHAUSTED_FILL) if d["exhausted"] else _c(col["fill"]))
        p.drawRoundedRect(body, 8, 8)
        if not self.ghost:
            # a coloured top edge marks the controller even on an exhausted (grey) card
            p.setPen(Qt.NoPen)
            p.setBrush(main)
            p.drawRoundedRect(QRectF(0, 0, w, 5), 2, 2)
        p.setPen(text)
        p.setFont(f.name)
        inner = w - (60 if d["kind"] == "unit" else 16)
        two = "\n" in d["name_el"]
        p.drawText(QRectF(8, 7, inner, 34 if two else 18), Qt.AlignLeft | Qt.AlignTop, d["name_el"])
        p.setFont(f.small)
        p.setPen(_c(style.MUTED))
        p.drawText(QRectF(8, 42 if two else 25, inner, 14), Qt.AlignLeft | Qt.AlignVCenter, d["sub"])
        if d["kind"] != "unit":
            x = 8
            for label, colour in d["badges"]:
                x += self._pill(p, QPointF(x, style.GEAR_H - 17), label, _c(colour)) + 4
            return
        y = style.CARD_H - 2
        for _eid, name, exhausted in d["equipment"]:
            r = QRectF(4, y, w - 8, EQUIP_ROW - 2)
            p.setPen(QPen(main, 1))
            p.setBrush(_c(style.PANEL_BG))
            p.drawRoundedRect(r, 4, 4)
            p.setPen(text)
            p.setFont(f.small)
            p.drawText(r.adjusted(6, 0, -4, 0), Qt.AlignLeft | Qt.AlignVCenter,
                       f"⚙ {name}" + (" (exhausted)" if exhausted else ""))
            y += EQUIP_ROW

    def _draw_might(self, p, d, col) -> None:
        f = fonts()
        main, text = self._colours(col)
        w = self.w
        circle = QRectF(w - 48, 9, 40, 40)
        p.setPen(QPen(main, 2))
        p.setBrush(_c(style.PANEL_BG))
        p.drawEllipse(circle)
        p.setFont(f.might)
        p.setPen(text)
        p.drawText(circle, Qt.AlignCenter, str(d["might"]))
        delta = d["might"] - d["printed"]
        if delta:
            p.setFont(f.badge)
            p.setPen(_c(style.POSITIVE) if delta > 0 else _c(style.NEGATIVE))
            p.drawText(QRectF(w - 62, 50, 68, 12), Qt.AlignCenter,
                       f"{d['printed']} {'+' if delta > 0 else '−'}{abs(delta)}")

    @staticmethod
    def _draw_damage(p, d) -> None:
        f = fonts()
        dmg = d["damage"]
        lethal = d["lethal"]
        r = QRectF(8, 59, 92 if not lethal else 70, 20)
        p.setPen(Qt.NoPen)
        p.setBrush(_c(style.DAMAGE))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(Qt.white)
        p.setFont(f.damage)
        p.drawText(r, Qt.AlignCenter, f"{dmg} damage" if not lethal else f"{dmg} dmg")
        if lethal:
            r2 = QRectF(82, 59, 56, 20)
            p.setPen(Qt.NoPen)
            p.setBrush(_c(style.LETHAL))
            p.drawRoundedRect(r2, 6, 6)
            p.setPen(Qt.white)
            p.setFont(f.badge)
            p.drawText(r2, Qt.AlignCenter, "LETHAL")

    def _draw_badges(self, p, d) -> None:
        x = 8
        for label, colour in d["badges"]:
            x += self._pill(p, QPointF(x, style.CARD_H - 19), label, _c(colour)) + 4

    @staticmethod
    def _pill(p, at: QPointF, label: str, colour: QColor) -> float:
        f = fonts()
        wtxt = f.fm_badge.horizontalAdvance(label) + 10
        r = QRectF(at.x(), at.y(), wtxt, 15)
        p.setPen(Qt.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(r, 7, 7)
        p.setPen(Qt.white)
        p.setFont(f.badge)
        p.drawText(r, Qt.AlignCenter, label)
        return wtxt


class ChipItem(QGraphicsItem):
    """A spell or ability off the board (on the chain, or the source of the selected event)."""

    def __init__(self, ref, note: str, state, marks=()):
        super().__init__()
        self.ref = ref
        self.note = note
        self.state = state
        self.marks = set(marks)
        self.w = LANE_W - 2 * style.PAD
        self.h = 44
        self.setZValue(2)
        self.setToolTip(f"{ref_label(ref)} ({ref.kind})\n{note}")

    def boundingRect(self):  # noqa: N802
        return QRectF(-5, -5, self.w + 10, self.h + 10)

    def paint(self, p, option, widget=None):
        f = fonts()
        try:
            idx = self.state.player_index(self.ref.controller) if self.ref.controller else None
        except ValueError:
            idx = None
        col = style.player_colours(idx)
        p.setRenderHint(QPainter.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        if "credited" in self.marks:
            p.setPen(QPen(_c(style.CREDITED), 4))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 11, 11)
        p.setPen(QPen(_c(col["main"]), 2))
        p.setBrush(_c(col["fill"]))
        p.drawRoundedRect(r, 8, 8)
        p.setPen(_c(col["text"]))
        p.setFont(f.name)
        p.drawText(r.adjusted(8, 3, -6, -22), _LEFT_VCENTER,
                   f.fm_name.elidedText(ref_label(self.ref), Qt.ElideRight, self.w - 14))
        p.setFont(f.small)
        p.setPen(_c(style.MUTED))
        p.drawText(r.adjusted(8, 22, -6, -3), _LEFT_VCENTER,
                   f.fm_small.elidedText(self.note, Qt.ElideRight, self.w - 14))


def _battlefields_changed(old, state) -> bool:
    """A battlefield added, removed, renamed, given a card or a controller: its area is drawn
    again (the layout writes the titles)."""
    a, b = _battlefield_ids(old), _battlefield_ids(state)
    if a != b:
        return True
    oa, ob = old.objects, state.objects
    return any(oa[i] is not ob[i] for i in a)


_BF_IDS: list = [None, ()]  # (board_ids, the battlefields' ids among them), the last asked


def _battlefield_ids(state) -> tuple:
    """The ids of the battlefields on the board, in file order. States share their board_ids
    tuple until something enters or leaves the board, so this scans it only then (not every
    unit on every scrub)."""
    ids = state.board_ids
    if _BF_IDS[0] is not ids:
        objects = state.objects
        _BF_IDS[:] = [ids, tuple(i for i in ids if objects[i].kind == "battlefield")]
    return _BF_IDS[1]


# --- areas ---------------------------------------------------------------------------------------

class AreaItem(QGraphicsItem):
    """A base, a battlefield (two sides, the first player's at the bottom) or the chain lane."""

    def __init__(self, key: tuple):
        super().__init__()
        self.key = key
        self.rect = QRectF()
        self.title = ""
        self.summary = ""
        self.colours = style.NEUTRAL
        self.split_y: float | None = None
        self.side_labels: tuple[str, str] = ("", "")
        self.hint = ""
        self.header_h = float(style.BF_HEADER_H)
        self.setZValue(0)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def boundingRect(self):  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_geometry(self, rect: QRectF, title: str, summary: str, colours, split_y=None,
                     side_labels=("", "")) -> None:
        same = (rect == self.rect and title == self.title and summary == self.summary
                and colours == self.colours and split_y == self.split_y
                and side_labels == self.side_labels)
        if same:
            return  # nothing to draw again
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
        self.title, self.summary, self.colours = title, summary, colours
        self.split_y = split_y
        self.side_labels = side_labels
        self.update()

    def set_title(self, title: str) -> None:
        """A new title: only the header strip is drawn again (a base can be very tall)."""
        if title != self.title:
            self.title = title
            r = self.rect
            self.update(QRectF(r.x(), r.y(), r.width(), 28))

    def set_hint(self, hint: str) -> None:
        if hint != self.hint:
            self.hint = hint
            r = self.rect
            self.update(QRectF(r.x(), r.y() + 28, r.width(), 44))

    def side_at(self, y: float) -> int:
        """0 for the first player's side of a battlefield (the bottom half), 1 for the other."""
        if self.split_y is None:
            return 0
        return 0 if y >= self.split_y else 1

    def paint(self, p, option, widget=None):
        f = fonts()
        r = self.rect
        p.setRenderHint(QPainter.Antialiasing)
        bf = self.key[0] == "bf"
        lane = self.key[0] == "lane"
        if bf:
            p.setPen(QPen(_c(style.BATTLEFIELD_BORDER), 2))
            p.setBrush(_c(style.BATTLEFIELD_FILL))
        elif lane:
            p.setPen(QPen(_c(style.LANE_BORDER), 1.5, Qt.DashLine))
            p.setBrush(_c(style.LANE_FILL))
        else:
            p.setPen(QPen(_c(self.colours["main"]), 2))
            p.setBrush(_c(self.colours["area"]))
        p.drawRoundedRect(r, 12, 12)
        p.setFont(f.header)
        p.setPen(_c(self.colours["text"]) if not (bf or lane) else _c(style.TEXT))
        p.drawText(QRectF(r.x() + 12, r.y() + 4, r.width() - 24, 22), _LEFT_VCENTER,
                   self.title)
        if self.summary:
            p.setFont(f.summary)
            p.setPen(_c(style.SUMMARY))
            flags = Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap
            p.drawText(QRectF(r.x() + 12, r.y() + 25, r.width() - 24, self.header_h - 27), flags,
                       self.summary)
        if self.hint:
            p.setFont(f.small)
            p.setPen(_c(style.MUTED))
            p.drawText(QRectF(r.x() + 12, r.y() + 30, r.width() - 24, 40),
                       Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap, self.hint)
        if bf and self.split_y is not None:
            pen = QPen(_c(style.GHOST), 1, Qt.DashLine)
            p.setPen(pen)
            p.drawLine(QLineF(r.x() + 10, self.split_y, r.right() - 10, self.split_y))
            p.setFont(f.small)
            for i, (label, y) in enumerate(((self.side_labels[1], r.y() + self.header_h),
                                            (self.side_labels[0], self.split_y + 2))):
                col = style.player_colours(1 - i)
                p.setPen(_c(col["text"]))
                p.drawText(QRectF(r.right() - 210, y, 200, 14), Qt.AlignRight | Qt.AlignVCenter,
                           label)


class LegendItem(QGraphicsItem):
    """What the colours and marks mean."""

    def __init__(self):
        super().__init__()
        self.w = style.MIN_SCENE_W
        self.players: list[str] = []
        self.setZValue(1)

    def set_players(self, labels: list[str], width: float) -> None:
        self.prepareGeometryChange()
        self.players = labels
        self.w = width
        self.update()

    def boundingRect(self):  # noqa: N802
        return QRectF(0, 0, self.w, LEGEND_H)

    def paint(self, p, option, widget=None):
        f = fonts()
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(_c(style.GHOST), 1))
        p.setBrush(_c(style.PANEL_BG))
        p.drawRoundedRect(QRectF(0, 0, self.w, LEGEND_H), 8, 8)
        p.setFont(f.legend)
        x = 12.0
        y = LEGEND_H / 2

        def swatch(kind, colour, label):
            nonlocal x
            c = _c(colour)
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
            p.setPen(_c(style.TEXT))
            tw = QFontMetricsF(f.legend).horizontalAdvance(label)
            p.drawText(QRectF(x + 28, y - 9, tw + 4, 18), Qt.AlignLeft | Qt.AlignVCenter, label)
            x += 28 + tw + 18

        for i, label in enumerate(self.players):
            swatch("fill", style.player_colours(i)["main"], label)
        swatch("pill", style.DAMAGE, "marked damage")
        swatch("pill", style.LETHAL, "lethal")
        swatch("arrow", style.ARROW, "source → target")
        swatch("ring", style.CREDITED, "credited with the kill")
        swatch("dash", style.LEGAL, "legal target")
        swatch("pill", style.KEYWORD, "keyword")
        swatch("pill", style.BUFF, "buff")


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
    """source -> target, with an optional label at the middle."""

    def __init__(self, a: QPointF, b: QPointF, colour: str, label: str = "", width: float = 3.5,
                 src_rect: QRectF | None = None, dst_rect: QRectF | None = None):
        super().__init__()
        self.setZValue(5)
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption)  # paint gets the exposed rect
        self.label = label
        c = _c(colour)
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
        bg = _c(style.SCENE_BG)
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
            p.setBrush(_c(style.LABEL_BG))
            p.setPen(QPen(self._colour, 2))
            p.drawRoundedRect(r, 9, 9)
            p.setPen(self._colour)
            p.drawText(r, Qt.AlignCenter, self.label)

    def boundingRect(self):  # noqa: N802
        return super().boundingRect().adjusted(-40, -20, 40, 20)


# --- the scene -----------------------------------------------------------------------------------

class BoardScene(QGraphicsScene):
    """Areas and cards for one state at a time; `show_state` updates in place."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setBackgroundBrush(_c(style.SCENE_BG))
        _forget_other_theme()
        self.state = None
        self.items_by_id: dict[str, CardItem] = {}
        self.areas: dict[tuple, AreaItem] = {}
        self.legend = LegendItem()
        self.addItem(self.legend)
        self._known: set[str] = set()  # ids that may be on the board (see show_state)
        self._scanned = 0  # events whose targets are in _known
        self._history = None
        self._overlay: list = []  # arrows and chips of the selected event
        self._ghosts: set[str] = set()
        self._marked: dict[str, set[str]] = {}  # the cards with marks, and their marks
        self.mights_pending: dict[str, int] = {}  # might_not_yet_changed for the event shown
        self._legal: set[str] = set()
        self._targeting = False
        self._selected: str | None = None
        self._event = None
        self._static_key = None
        self.update_count = 0  # items touched by the last show_state (for tests and tuning)
        self.target_width = float(style.MIN_SCENE_W)
        self.min_width = float(style.MIN_BOARD_W)
        self.lane_beside = True
        self._targets = None
        self.show_hints = True  # interface hints ("Drag cards from the library"); off in PNGs
        self._legal_marks = None

    def set_target_width(self, width: float) -> None:
        """Lay the board out to this width (the view's), so it reads at 100 %."""
        width = max(float(style.MIN_BOARD_W_NARROW), width)
        if abs(width - self.target_width) < 8:
            return
        self.target_width = width
        if self.state is not None:
            self.relayout()
            self._show_event(self._event, self._legal_marks, self._selected)

    # -- what may be on the board ------------------------------------------------------------------
    def forget_history(self, first: int = 0) -> None:
        """Events from index `first` on were replaced: rescan their targets next time."""
        self._scanned = min(self._scanned, first)

    def restyle(self) -> None:
        """The theme changed: the background, and the cards drawn again (their pictures are
        kept by what decides their pixels, which does not include the theme)."""
        self.setBackgroundBrush(_c(style.SCENE_BG))
        _forget_other_theme()
        for item in self.items():
            item.update()

    def reset(self) -> None:
        """A new session: drop every item."""
        for item in list(self.items_by_id.values()):
            self.removeItem(item)
        self.items_by_id.clear()
        self._known.clear()
        self._scanned = 0
        self.state = None
        self._static_key = None
        self._marked = {}
        self.mights_pending = {}
        self._clear_overlay()

    def _candidates(self, state, history) -> set[str]:
        """Objects enter the board only by setup, an `add` or a play from the trash, and each of
        those is the target of an event: so the ids on the board are among the setup's board
        objects, the targets of events, and what is shown now."""
        if history is None:
            return {o.id for o in state.objects.values() if o.zone == "board"}
        if not self._known:
            self._known = {o.id for o in history.initial.objects.values() if o.zone == "board"}
            self._known.update(o.id for o in state.objects.values() if o.zone == "board")
            self._scanned = 0
        events = history.events
        if self._scanned < len(events):
            known = self._known
            for e in events[self._scanned:]:
                if e.target is not None:
                    known.add(e.target)
        self._scanned = len(events)
        return self._known

    # -- showing a state --------------------------------------------------------------------------
    def show_state(self, state, event=None, history=None, legal=None, selected=None,
                   targets=None) -> None:
        """Show `state`; mark what `event` did (arrows from its sources to each of `targets`,
        default the event's own target; credited objects); `legal` (a set of ids) highlights
        the legal targets of a gesture."""
        self._targets = tuple(targets) if targets else None
        old = self.state
        objs = state.objects
        players = state.players
        pidx = {p: i for i, p in enumerate(players)}
        statics_key = (state.combat, tuple(objs.get(s) for s in state.statics))
        prev_key = self._static_key
        refresh_all = (old is None or old.players != players or prev_key is None
                       or not _same(prev_key, statics_key))
        self._static_key = statics_key
        pending = might_not_yet_changed(history, event)
        was_pending = self.mights_pending
        self.mights_pending = pending
        repaint = {k for k in was_pending.keys() | pending.keys()
                   if was_pending.get(k) != pending.get(k)} if (pending or was_pending) else ()
        layout_dirty = old is None or old.players != players or _battlefields_changed(old, state)
        titles_dirty = old is None or old.turn_player != state.turn_player \
            or old.hand_counts != state.hand_counts or old.names != state.names
        touched = 0
        items = self.items_by_id
        # ghosts of the previous event go first
        for gid in list(self._ghosts):
            item = items.pop(gid, None)
            if item is not None:
                self.removeItem(item)
            layout_dirty = True
        self._ghosts.clear()
        candidates = self._candidates(state, history)
        if not candidates.issuperset(items):
            candidates = candidates | set(items)
        self.state = state  # cards read it (see CardItem.state)
        old_objs = old.objects if old is not None else None
        for oid in candidates:
            o = objs.get(oid)
            item = items.get(oid)
            if item is not None and item.obj is o:
                # the same Obj, still on the board: redraw it only if what it shows can have
                # changed (a static source moved, a combat started, its Equipment changed, the
                # Might the row shows)
                if refresh_all or oid in repaint or (o.equipment and any(
                        old_objs is None or objs.get(e) is not old_objs.get(e)
                        for e in o.equipment)):
                    item.set_obj(o, None, pidx.get(o.controller))
                    touched += 1
                continue
            shown = o is not None and o.zone == "board" and (o.kind == "unit" or
                                                              (o.kind == "gear" and not o.attached_to))
            if not shown:
                if item is not None:
                    self.removeItem(item)
                    del items[oid]
                    layout_dirty = True
                continue
            if item is None:
                item = CardItem(oid, self)
                self.addItem(item)
                items[oid] = item
                item.set_obj(o, None, pidx.get(o.controller))
                layout_dirty = True
                touched += 1
                continue
            prev = item.obj
            if prev.at != o.at or prev.controller != o.controller or \
                    prev.equipment != o.equipment or prev.order != o.order:
                layout_dirty = True
                item.set_obj(o, None, pidx.get(o.controller))
            else:
                # the common case (its damage or flags changed): set_obj without its height
                # check (the height follows the Equipment, unchanged here)
                item.obj = o
                item._state = None
                item.pindex = pidx.get(o.controller)
                item._display = None
                item.update()
            touched += 1
        # a killed unit is shown as a ghost where it was, for the kill's row
        if event is not None and event.kind == "kill" and history is not None and event.target \
                and event.target not in items:
            before = history.state_after(event.seq - 1).get(event.target)
            if before is not None and before.zone == "board" and before.kind in ("unit", "gear"):
                g = CardItem(before.id, self)
                g.ghost = True
                self.addItem(g)
                g.set_obj(before, history.state_after(event.seq - 1), pidx.get(before.controller))
                items[before.id] = g
                self._ghosts.add(before.id)
                layout_dirty = True
        self.update_count = touched
        if layout_dirty:
            self.relayout()
        elif titles_dirty:
            self._update_titles()
        self._show_event(event, legal, selected)

    def set_marks(self, legal=None, selected=None) -> None:
        """Only the gesture's highlights changed."""
        self._show_event(self._event, legal, selected)

    def _show_event(self, event, legal, selected) -> None:
        self._event = event
        self._legal_marks = legal
        self._selected = selected
        self._clear_overlay()
        marks: dict[str, set[str]] = {}
        st = self.state
        items = self.items_by_id
        lane = self.areas.get(("lane",))
        chips: list[ChipItem] = []
        for i, item in enumerate(st.chain[::-1] if st is not None else ()):
            tnames = ", ".join(st.obj(t).name for t in item.targets if st.get(t) is not None)
            note = ("top of the chain" if i == 0 else "on the chain") + (f" → {tnames}" if tnames else "")
            chips.append(ChipItem(item.ref, note, st))
        ends: list[tuple[QPointF, QPointF, str, str]] = []
        chain_ids = {c.ref.id for c in chips}
        if event is not None:
            target = items.get(event.target) if event.target else None
            tids = self._targets or ((event.target,) if event.target else ())
            targets = [(t, items[t]) for t in tids if t in items]
            for t, _it in targets:
                marks.setdefault(t, set()).add("target")
            credited_ids = set()
            for ref in event.attributed_to:
                oid = ref_object(ref)
                credited_ids.add(oid)
                if oid in items:
                    marks.setdefault(oid, set()).add("credited")
            off_board: dict[str, ChipItem] = {}
            for ref in list(event.sources) + list(event.attributed_to):
                oid = ref_object(ref)
                if oid in items or oid in off_board:
                    continue
                if ref.id in chain_ids:
                    # a held spell is already in the lane as a chain item: point from that chip
                    off_board[oid] = next(c for c in chips if c.ref.id == ref.id)
                    if oid in credited_ids:
                        off_board[oid].marks.add("credited")
                    continue
                is_credit = ref in event.attributed_to
                note = f"{'credited' if is_credit else 'source'} · {player_label(st, ref.controller, 'no controller')}"
                chip = ChipItem(ref, note, st, ("credited",) if oid in credited_ids else ())
                off_board[oid] = chip
                chips.append(chip)
            seen = set()
            for ref in event.sources:
                oid = ref_object(ref)
                if oid in seen or oid == event.target:
                    continue
                seen.add(oid)
                if oid in items:
                    marks.setdefault(oid, set()).add("source")
                label = str(event.amount) if event.kind in ("damage", "combat_assign") and event.amount else ""
                src = items.get(oid) or off_board.get(oid)
                if src is not None:
                    for t, titem in targets:
                        if t != oid:
                            ends.append((src, titem, style.ARROW, label))
            if event.kind == "kill" and target is not None:
                for oid in credited_ids:
                    src = items.get(oid) or off_board.get(oid)
                    if src is not None and oid != event.target:
                        ends.append((src, target, style.CREDITED, ""))
        if legal is not None:
            for oid, item in items.items():
                if oid in legal:
                    marks.setdefault(oid, set()).add("legal")
                elif not item.ghost:
                    marks.setdefault(oid, set()).add("dim")
        if selected and selected in items:
            marks.setdefault(selected, set()).add("selected")
        # only the cards marked before or now can change their marks
        for oid in self._marked.keys() | marks.keys():
            item = items.get(oid)
            if item is not None:
                item.set_marks(marks.get(oid, _NO_MARKS))
        self._marked = marks
        # chips in the lane
        if lane is not None:
            lane.set_hint("" if chips or not self.show_hints else _LANE_HINT)
            r = lane.rect
            x, y = r.x() + style.PAD, r.y() + 34
            for chip in chips[:12]:
                if x + chip.w > r.right() or y + chip.h > r.bottom():
                    break
                chip.setPos(x, y)
                self.addItem(chip)
                self._overlay.append(chip)
                if self.lane_beside:
                    y += chip.h + 8
                else:
                    x += chip.w + 8
        if len(ends) > MAX_ARROWS:
            # a combat kill is credited to every opposing unit that dealt damage (125 in a big
            # one): past a dozen, arrows only hide the board; the "credited" marks still show
            # every one, and the last arrow says how many are not drawn
            more = len(ends) - MAX_ARROWS
            ends = ends[:MAX_ARROWS]
            src, dst, colour, label = ends[-1]
            ends[-1] = (src, dst, colour, f"{label} +{more} more (marked)".strip())
        for src, dst, colour, label in ends:
            a = src.mapToScene(QPointF(src.w / 2, src.h / 2))
            b = dst.mapToScene(QPointF(dst.w / 2, dst.h / 2))
            sr = src.mapRectToScene(QRectF(0, 0, src.w, src.h))
            dr = dst.mapRectToScene(QRectF(0, 0, dst.w, dst.h))
            arrow = ArrowItem(a, b, colour, label, src_rect=sr, dst_rect=dr)
            self.addItem(arrow)
            self._overlay.append(arrow)

    def _clear_overlay(self) -> None:
        for it in self._overlay:
            self.removeItem(it)
        self._overlay.clear()

    # -- layout ---------------------------------------------------------------------------------------
    def relayout(self) -> None:
        """Place areas and cards: the second player's base on top, battlefields (with the chain
        lane) in the middle, the first player's base at the bottom, the legend last."""
        st = self.state
        if st is None:
            return
        players = st.players
        bfs = st.battlefields()
        members: dict[tuple, list[CardItem]] = {}
        for item in self.items_by_id.values():
            o = item.obj
            if o.at == "base" or o.at is None or o.kind == "gear":
                key = ("base", o.controller)
            else:
                side = 0 if o.controller == players[0] else 1
                key = ("bf", o.at, side)
            members.setdefault(key, []).append(item)
        for lst in members.values():
            lst.sort(key=lambda it: (it.obj.kind != "unit", it.obj.order))
        cw = style.CARD_W + style.GAP
        nbf = max(1, len(bfs))
        # the minimum width depends on the battlefields only, never on how many cards there
        # are: adding a card wraps a row instead of zooming the board (click targets stay put)
        bf_min = 2 * style.PAD + cw - style.GAP
        beside = nbf * bf_min + (nbf - 1) * style.GAP + style.GAP + LANE_W
        below = nbf * bf_min + (nbf - 1) * style.GAP
        self.min_width = max(float(style.MIN_BOARD_W_NARROW), float(below))
        total_w = max(self.target_width, self.min_width)
        # a narrow view puts the chain lane under the battlefields instead of beside them
        lane_beside = total_w >= beside
        self.lane_beside = lane_beside
        lane_w = LANE_W + style.GAP if lane_beside else 0.0
        bf_w = (total_w - lane_w - (nbf - 1) * style.GAP) / nbf
        bf_cols = max(1, int((bf_w - 2 * style.PAD + style.GAP) // cw))
        base_cols = max(1, int((total_w - 2 * style.PAD + style.GAP) // cw))
        wanted = set()
        y = 0.0

        def flow(items, x0, y0, cols) -> float:
            """Place items in rows; return the height used (at least one card row)."""
            if not items:
                return 36.0
            h_row = 0.0
            yy = y0
            for i, it in enumerate(items):
                c = i % cols
                if c == 0 and i:
                    yy += h_row + style.GAP + 14
                    h_row = 0.0
                it.setPos(x0 + c * cw, yy)
                h_row = max(h_row, it.h)
            return yy + h_row - y0

        def base(pid, y0) -> float:
            idx = players.index(pid)
            key = ("base", pid)
            wanted.add(key)
            area = self._area(key)
            used = flow(members.get(key, []), style.PAD, y0 + style.HEADER_H + 16, base_cols)
            h = style.HEADER_H + 16 + used + style.PAD
            area.set_geometry(QRectF(0, y0, total_w, h), self._base_title(pid), "",
                              style.player_colours(idx))
            area.set_hint("" if members.get(key) or not self.show_hints else
                          "No units or gear here. Drag cards from the library.")
            return h

        if len(players) > 1:
            y += base(players[1], y) + style.GAP
        # battlefields
        bf_y = y
        bf_h = 0.0
        layouts = []
        # the header is as tall as the longest battlefield text needs (never clipped, never
        # under the side label)
        fm = fonts().fm_summary
        head_h = float(style.BF_HEADER_H)
        for b in bfs:
            text = _bf_summary(b)
            need = fm.boundingRect(QRectF(0, 0, bf_w - 24, 2000), _WRAP, text).height()
            head_h = max(head_h, 25 + need + 6)
        head_h = math.ceil(head_h)
        for i, b in enumerate(bfs):
            x0 = i * (bf_w + style.GAP)
            top = members.get(("bf", b.id, 1), [])
            bottom = members.get(("bf", b.id, 0), [])
            h_top = flow(top, x0 + style.PAD, bf_y + head_h + 18, bf_cols)
            layouts.append((b, x0, top, bottom, h_top))
        h_top_max = max([lt[4] for lt in layouts] or [style.CARD_H])
        split = bf_y + head_h + 18 + h_top_max + style.GAP
        for _b, x0, _top, bottom, _h in layouts:
            h_bottom = flow(bottom, x0 + style.PAD, split + 18, bf_cols)
            bf_h = max(bf_h, split + 18 + h_bottom + style.PAD - bf_y)
        for b, x0, _top, _bottom, _h in layouts:
            key = ("bf", b.id)
            wanted.add(key)
            area = self._area(key)
            name = b.name
            if b.card is not None and b.card.name != name:
                name = f"{b.name} ({b.card.name})"
            summary = _bf_summary(b)
            sides = tuple(f"{player_label(st, p)}'s side" for p in players[:2])
            ctrl = getattr(b, "controller", None)
            if ctrl:
                name += f" — controlled by {player_label(st, ctrl)}"
            area.header_h = head_h
            area.set_geometry(QRectF(x0, bf_y, bf_w, bf_h), name, summary, style.NEUTRAL,
                              split_y=split, side_labels=sides if len(sides) == 2 else ("", ""))
        if not bfs:
            bf_h = style.CARD_H
        lane_key = ("lane",)
        wanted.add(lane_key)
        lane = self._area(lane_key)
        if lane_beside:
            lane.set_geometry(QRectF(total_w - LANE_W, bf_y, LANE_W, max(bf_h, 200)),
                              "Chain & spells", "", style.NEUTRAL)
            y = bf_y + max(bf_h, 200) + style.GAP
        else:
            y = bf_y + bf_h + style.GAP
            lane.set_geometry(QRectF(0, y, total_w, LANE_STRIP_H), "Chain & spells", "",
                              style.NEUTRAL)
            y += LANE_STRIP_H + style.GAP
        lane.set_hint(_LANE_HINT if self.show_hints else "")
        if players:
            y += base(players[0], y) + style.GAP
        for key in list(self.areas):
            if key not in wanted:
                self.removeItem(self.areas.pop(key))
        self.legend.set_players([player_label(st, p) for p in players], total_w)
        self.legend.setPos(0, y)
        y += LEGEND_H
        self.setSceneRect(QRectF(-8, -8, total_w + 16, y + 16))

    def _base_title(self, pid: str) -> str:
        # cheap facts only (a scan of every object would cost too much per action); the
        # Hand & trash panel lists the cards
        st = self.state
        idx = st.players.index(pid)
        drawn = st.hand_counts[idx] if idx < len(st.hand_counts) else 0
        bits = [f"{counted(drawn, 'drawn card')} in hand"] if drawn else []
        if st.turn_player == pid:
            bits.append("their turn")
        return f"{player_label(st, pid)} — base" + (f"   ({', '.join(bits)})" if bits else "")

    def _update_titles(self) -> None:
        for key, area in self.areas.items():
            if key[0] == "base" and key[1] in self.state.players:
                area.set_title(self._base_title(key[1]))

    def _area(self, key) -> AreaItem:
        area = self.areas.get(key)
        if area is None:
            area = AreaItem(key)
            self.addItem(area)
            self.areas[key] = area
        return area

    # -- questions the view asks -------------------------------------------------------------------
    def object_at(self, scene_pos: QPointF) -> str | None:
        for it in self.items(scene_pos):
            if isinstance(it, CardItem):
                if it.ghost:
                    continue
                return it.object_at(it.mapFromScene(scene_pos))
        return None

    def area_at(self, scene_pos: QPointF) -> tuple[tuple, str | None] | None:
        """(area key, the player whose side/base it is) under a point."""
        st = self.state
        for it in self.items(scene_pos):
            if isinstance(it, AreaItem):
                if it.key[0] == "base":
                    return it.key, it.key[1]
                if it.key[0] == "bf":
                    side = it.side_at(scene_pos.y())
                    pid = st.players[side] if st is not None and side < len(st.players) else None
                    return it.key, pid
        return None


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

    # -- clicks ---------------------------------------------------------------------------------------
    def mousePressEvent(self, event):  # noqa: N802
        if event.button() == Qt.LeftButton:
            pos = event.position().toPoint()
            oid = self.board.object_at(self.mapToScene(pos))
            self._press = (oid, pos) if oid is not None else None
            if oid is not None:
                self.click_object(oid)
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
