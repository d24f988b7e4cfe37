"""The board's pictures: a card (a unit with its Equipment, or gear), a chip (a spell or
ability off the board), an area (a base, a battlefield, the chain lane); the legend, arrows and
notes are in board_marks.py.

What a card shows (Might, lethal, keywords) is read from the engine when the card is painted, so
off-screen cards cost nothing; where each item goes is board_layout's answer, copied on by the
scene."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from riftboard.engine.might import has_tank, keyword_amount, might, might_parts

from . import style
from .board_layout import EQUIP_ROW, LANE_W, card_height, is_face_down
from .board_paint import (
    LEFT_VCENTER,
    blit,
    device_scale,
    fonts,
    qcolor,
    sprite,
    two_lines,
)
from .explain import face_down_words, player_label, player_short, ref_label

# the texts of a card laid out once per (name, kind, sub-line): font metrics are slow to ask
_TEXTS: dict[tuple, tuple[str, str]] = {}


def _card_texts(name: str, unit: bool, sub: str, w: float) -> tuple[str, str]:
    key = (name, unit, sub, w)
    hit = _TEXTS.get(key)
    if hit is None:
        f = fonts()
        inner = w - (60 if unit else 16)
        name_el = two_lines(name, f.fm_name, inner) if unit else \
            f.fm_name.elidedText(name, Qt.ElideRight, inner)
        if len(_TEXTS) > 5000:
            _TEXTS.clear()
        hit = _TEXTS[key] = (name_el, f.fm_small.elidedText(sub, Qt.ElideRight, inner))
    return hit


_MIGHT_RECT = QRectF(style.CARD_W - 62, 7, 68, 57)
_DAMAGE_RECT = QRectF(8, 59, 132, 20)
_BADGES_RECT = QRectF(8, style.CARD_H - 19, style.CARD_W - 8, 15)
_RINGS = (("pointed", "POINTED", False), ("credited", "CREDITED", False),
          ("source", "ARROW", False), ("legal", "LEGAL", True), ("selected", "SELECTED", False),
          ("target", "DAMAGE", True))


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



# --- cards -------------------------------------------------------------------------------------

ARROW_Z = 5  # arrows go over the cards (z 2) and the areas (z 0)
ABOVE_ARROWS = 6  # text an arrow must not cover: the chips and the battlefields' side labels


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
        self.placed: tuple[float, float] | None = None  # where the last layout put it
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
        h = card_height(obj)
        if h != self.h:
            self.h = h
            self.setRect(QRectF(-6, -16, self.w + 12, self.h + 22))
        self.update()

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
        if is_face_down(o):
            return self._compute_face_down()
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
            if o.kind == "rune":  # its Power's domain (164.2.b); right-click to use it
                sub.append(o.card.domains[0].capitalize() if o.card and o.card.domains
                           else "no domain")
        if o.owner and o.owner != o.controller:
            sub.append(f"owner {player_short(st, o.owner)}")
        d["name_el"], d["sub"] = _card_texts(o.name, unit, " · ".join(sub), self.w)
        return d

    def _compute_face_down(self) -> dict:
        """A face-down card shows its back (107.3.f: private to its controller); the sandbox
        knows what it is, so its name is in the tooltip, the status bar and its menu."""
        o = self.obj
        sub = f"hidden on turn {o.hidden_turn}" if o.hidden_turn is not None else "hidden"
        return {"name": o.name, "id": o.id, "kind": "face_down", "exhausted": False,
                "badges": [], "name_el": "Face down", "sub": sub}

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
        if is_face_down(o):
            return face_down_words(st, o)
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
                    # the colour looked up now: the theme may have changed since import
                    pen = QPen(qcolor(getattr(style, colour)), 6 if mark == "pointed" else 4)
                    if dash:
                        pen.setStyle(Qt.DashLine)
                    p.setPen(pen)
                    p.setBrush(Qt.NoBrush)
                    m = 4 + ring * 5
                    p.drawRoundedRect(body.adjusted(-m, -m, m, m), 10 + m, 10 + m)
                    ring += 1
        ghost = self.ghost
        if ghost:
            self._pill(p, QPointF(0, -15), "✝ killed here", qcolor(style.LETHAL))
        elif "credited" in marks:
            self._pill(p, QPointF(0, -15), "★ credited", qcolor(style.CREDITED))
        elif d["kind"] == "face_down" and marks & {"selected", "pointed"}:
            # the sandbox knows what it is: selected, its name shows over its back
            label = fonts().fm_badge.elidedText(f"face down: {d['name']}", Qt.ElideRight,
                                                w - 10)  # the pill stays inside the item
            self._pill(p, QPointF(0, -15), label, qcolor(style.KEYWORD))
        # the card is drawn from cached pieces: scrubbing changes damage and Might on many cards
        # at once, and blitting is much cheaper than drawing text and curves again
        scale = device_scale(p)
        unit = d["kind"] == "unit"
        pindex = self.pindex
        key = ("body", w, h, pindex, ghost, d.get("lethal"), d["exhausted"], d["name_el"],
               d["sub"], d["kind"], tuple(d["equipment"]) if unit and d["equipment"] else (),
               () if unit else tuple(d["badges"]))
        hit = sprite(key, scale)
        if hit is not None:
            p.drawPixmap(QRectF(-3, -3, w + 6, h + 6), hit[0], hit[1])
        else:
            col = style.player_colours(pindex)
            blit(p, key, QRectF(-3, -3, w + 6, h + 6), scale, lambda q: self._draw_body(q, d, col))
        if not unit:
            return
        key = ("might", d["might"], d["printed"], pindex, ghost, w)
        hit = sprite(key, scale)
        if hit is not None and w == style.CARD_W:
            p.drawPixmap(_MIGHT_RECT, hit[0], hit[1])
        else:
            col = style.player_colours(pindex)
            blit(p, key, QRectF(w - 62, 7, 68, 57), scale, lambda q: self._draw_might(q, d, col))
        if d["damage"]:
            key = ("damage", d["damage"], d["lethal"])
            hit = sprite(key, scale)
            if hit is not None:
                p.drawPixmap(_DAMAGE_RECT, hit[0], hit[1])
            else:
                blit(p, key, _DAMAGE_RECT, scale, lambda q: self._draw_damage(q, d))
        if d["badges"]:
            key = ("badges", tuple(d["badges"]), w)
            blit(p, key, QRectF(8, style.CARD_H - 19, w - 8, 15), scale,
                  lambda q: self._draw_badges(q, d))

    def _colours(self, col):
        if self.ghost:
            return qcolor(style.GHOST), qcolor(style.GHOST_TEXT)
        return qcolor(col["main"]), qcolor(col["text"])

    def _draw_body(self, p, d, col) -> None:
        f = fonts()
        main, text = self._colours(col)
        w, h = self.w, self.h
        body = QRectF(0, 0, w, h)
        if self.ghost:
            p.setPen(QPen(qcolor(style.GHOST), 2, Qt.DashLine))
            p.setBrush(qcolor(style.PANEL_BG))
        else:
            lethal = d.get("lethal")
            p.setPen(QPen(qcolor(style.LETHAL) if lethal else main, 4 if lethal else 2))
            p.setBrush(qcolor(style.CARD_EXHAUSTED_FILL) if d["exhausted"] else qcolor(col["fill"]))
        if d["kind"] == "face_down":
            self._draw_back(p, d, col)
            return
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
        p.setPen(qcolor(style.MUTED))
        # a short card (gear, a rune) keeps its second line clear of the badge under it
        sub_y = 42 if two else (25 if d["kind"] == "unit" else 21)
        p.drawText(QRectF(8, sub_y, inner, 14), Qt.AlignLeft | Qt.AlignVCenter, d["sub"])
        if d["kind"] != "unit":
            x = 8
            for label, colour in d["badges"]:
                x += self._pill(p, QPointF(x, style.GEAR_H - 17), label, qcolor(colour)) + 4
            return
        y = style.CARD_H - 2
        for _eid, name, exhausted in d["equipment"]:
            r = QRectF(4, y, w - 8, EQUIP_ROW - 2)
            p.setPen(QPen(main, 1))
            p.setBrush(qcolor(style.PANEL_BG))
            p.drawRoundedRect(r, 4, 4)
            p.setPen(text)
            p.setFont(f.small)
            p.drawText(r.adjusted(6, 0, -4, 0), Qt.AlignLeft | Qt.AlignVCenter,
                       f"⚙ {name}" + (" (exhausted)" if exhausted else ""))
            y += EQUIP_ROW

    def _draw_back(self, p, d, col) -> None:
        """A card seen from the back, in its controller's colour: a dark-edged frame, a
        cross-hatched panel and "Face down" on a plate, so it never reads as a face-up card."""
        f = fonts()
        w, h = self.w, self.h
        main = qcolor(col["main"])
        p.setPen(QPen(main, 3))
        p.setBrush(qcolor(col["fill"]))
        p.drawRoundedRect(QRectF(0, 0, w, h), 8, 8)
        hatch = QRectF(5, 5, w - 10, h - 10)
        p.setPen(Qt.NoPen)
        p.setBrush(QBrush(main, Qt.DiagCrossPattern))
        p.drawRoundedRect(hatch, 5, 5)
        plate = QRectF(14, 7, w - 28, h - 14)
        p.setBrush(qcolor(col["fill"]))
        p.setPen(QPen(main, 1.5))
        p.drawRoundedRect(plate, 6, 6)
        p.setPen(qcolor(col["text"]))
        p.setFont(f.name)
        top = plate.adjusted(6, 2, -6, -plate.height() / 2)
        p.drawText(top, Qt.AlignCenter, f.fm_name.elidedText(d["name_el"], Qt.ElideRight,
                                                             top.width()))
        p.setFont(f.small)
        low = plate.adjusted(6, plate.height() / 2 - 2, -6, -2)
        p.drawText(low, Qt.AlignCenter, f.fm_small.elidedText(d["sub"], Qt.ElideRight,
                                                              low.width()))

    def _draw_might(self, p, d, col) -> None:
        f = fonts()
        main, text = self._colours(col)
        w = self.w
        circle = QRectF(w - 48, 9, 40, 40)
        p.setPen(QPen(main, 2))
        p.setBrush(qcolor(style.PANEL_BG))
        p.drawEllipse(circle)
        p.setFont(f.might)
        p.setPen(text)
        p.drawText(circle, Qt.AlignCenter, str(d["might"]))
        delta = d["might"] - d["printed"]
        if delta:
            p.setFont(f.badge)
            p.setPen(qcolor(style.POSITIVE) if delta > 0 else qcolor(style.NEGATIVE))
            p.drawText(QRectF(w - 62, 50, 68, 12), Qt.AlignCenter,
                       f"{d['printed']} {'+' if delta > 0 else '−'}{abs(delta)}")

    @staticmethod
    def _draw_damage(p, d) -> None:
        f = fonts()
        dmg = d["damage"]
        lethal = d["lethal"]
        r = QRectF(8, 59, 92 if not lethal else 70, 20)
        p.setPen(Qt.NoPen)
        p.setBrush(qcolor(style.DAMAGE))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(Qt.white)
        p.setFont(f.damage)
        p.drawText(r, Qt.AlignCenter, f"{dmg} damage" if not lethal else f"{dmg} dmg")
        if lethal:
            r2 = QRectF(82, 59, 56, 20)
            p.setPen(Qt.NoPen)
            p.setBrush(qcolor(style.LETHAL))
            p.drawRoundedRect(r2, 6, 6)
            p.setPen(Qt.white)
            p.setFont(f.badge)
            p.drawText(r2, Qt.AlignCenter, "LETHAL")

    def _draw_badges(self, p, d) -> None:
        x = 8
        for label, colour in d["badges"]:
            x += self._pill(p, QPointF(x, style.CARD_H - 19), label, qcolor(colour)) + 4

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

    def __init__(self, ref, note: str, state, marks=(), on_chain: bool = False):
        super().__init__()
        self.ref = ref
        #: a chip of the chain lane: a click on it chooses that item (Defy's spell, 425.3)
        self.on_chain = on_chain
        self.note = note
        self.state = state
        self.marks = set(marks)
        self.w = LANE_W - 2 * style.PAD
        self.h = 44
        # above the arrows (ArrowItem's z 5): an arrow across a chip went over its text; an
        # arrow from a chip now starts at its edge
        self.setZValue(ABOVE_ARROWS)
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
            p.setPen(QPen(qcolor(style.CREDITED), 4))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 11, 11)
        p.setPen(QPen(qcolor(col["main"]), 2))
        p.setBrush(qcolor(col["fill"]))
        p.drawRoundedRect(r, 8, 8)
        p.setPen(qcolor(col["text"]))
        p.setFont(f.name)
        p.drawText(r.adjusted(8, 3, -6, -22), LEFT_VCENTER,
                   f.fm_name.elidedText(ref_label(self.ref), Qt.ElideRight, self.w - 14))
        p.setFont(f.small)
        p.setPen(qcolor(style.MUTED))
        p.drawText(r.adjusted(8, 22, -6, -3), LEFT_VCENTER,
                   f.fm_small.elidedText(self.note, Qt.ElideRight, self.w - 14))



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
        # a battlefield's "X's side" labels: items of their own, above the arrows
        self.side_items: list[SideLabelItem] = []
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
        self._place_side_labels()
        self.update()

    def _place_side_labels(self) -> None:
        """The side labels at the right end of each side, under the header and under the split
        line (the second player's side is the top one)."""
        scene = self.scene()
        if scene is None:
            return
        wanted = [] if self.split_y is None else [
            (label, y, 1 - i) for i, (label, y) in enumerate(
                ((self.side_labels[1], self.rect.y() + self.header_h),
                 (self.side_labels[0], self.split_y + 2))) if label]
        while len(self.side_items) > len(wanted):
            scene.removeItem(self.side_items.pop())
        while len(self.side_items) < len(wanted):
            item = SideLabelItem()
            scene.addItem(item)
            self.side_items.append(item)
        for item, (label, y, player) in zip(self.side_items, wanted):
            item.set_label(label, player, self.rect.right() - 10, y)

    def itemChange(self, change, value):  # noqa: N802 (Qt override)
        if change == QGraphicsItem.ItemSceneChange and self.scene() is not None:
            for item in self.side_items:  # the labels leave the scene with their area
                self.scene().removeItem(item)
            self.side_items = []
        return super().itemChange(change, value)

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
            p.setPen(QPen(qcolor(style.BATTLEFIELD_BORDER), 2))
            p.setBrush(qcolor(style.BATTLEFIELD_FILL))
        elif lane:
            p.setPen(QPen(qcolor(style.LANE_BORDER), 1.5, Qt.DashLine))
            p.setBrush(qcolor(style.LANE_FILL))
        else:
            p.setPen(QPen(qcolor(self.colours["main"]), 2))
            p.setBrush(qcolor(self.colours["area"]))
        p.drawRoundedRect(r, 12, 12)
        p.setFont(f.header)
        p.setPen(qcolor(self.colours["text"]) if not (bf or lane) else qcolor(style.TEXT))
        p.drawText(QRectF(r.x() + 12, r.y() + 4, r.width() - 24, 22), LEFT_VCENTER,
                   fitted_title(self.title, QFontMetricsF(f.header), r.width() - 24))
        if self.summary:
            p.setFont(f.summary)
            p.setPen(qcolor(style.SUMMARY))
            flags = Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap
            p.drawText(QRectF(r.x() + 12, r.y() + 25, r.width() - 24, self.header_h - 27), flags,
                       self.summary)
        if self.hint:
            p.setFont(f.small)
            p.setPen(qcolor(style.MUTED))
            p.drawText(QRectF(r.x() + 12, r.y() + 30, r.width() - 24, 40),
                       Qt.AlignLeft | Qt.AlignTop | Qt.TextWordWrap, self.hint)
        if bf and self.split_y is not None:
            pen = QPen(qcolor(style.GHOST), 1, Qt.DashLine)
            p.setPen(pen)
            p.drawLine(QLineF(r.x() + 10, self.split_y, r.right() - 10, self.split_y))


class SideLabelItem(QGraphicsItem):
    """A battlefield side's label ("Bob (B)'s side"), drawn above the arrows on a patch of the
    battlefield's colour, so an arrow passing under it leaves it readable. It takes no mouse
    button: a click or a drop on it is one on the battlefield."""

    PAD = 4.0

    def __init__(self):
        super().__init__()
        self.label = ""
        self.player = 0
        self.box = QRectF()
        self.setZValue(ABOVE_ARROWS)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set_label(self, label: str, player: int, right: float, y: float) -> None:
        """`label` in `player`'s colour, its right end at `right`, its top at `y`."""
        w = QFontMetricsF(fonts().small).horizontalAdvance(label) + 2 * self.PAD
        box = QRectF(right - w, y, w, 14)
        if (label, player, box) == (self.label, self.player, self.box):
            return
        self.prepareGeometryChange()
        self.label, self.player, self.box = label, player, box
        self.update()

    def boundingRect(self):  # noqa: N802
        return QRectF(self.box)

    def paint(self, p, option, widget=None):
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(Qt.NoPen)
        p.setBrush(qcolor(style.BATTLEFIELD_FILL))
        p.drawRoundedRect(self.box, 4, 4)
        p.setFont(fonts().small)
        p.setPen(qcolor(style.player_colours(self.player)["text"]))
        p.drawText(self.box, Qt.AlignCenter, self.label)


def fitted_title(title: str, metrics, width: float) -> str:
    """A battlefield's title in its header's width: "North — controlled by Alice (A)", else
    "North — Alice (A)" (the words go, the controller stays), else cut with an ellipsis."""
    if metrics.horizontalAdvance(title) <= width:
        return title
    short = title.replace(" — controlled by ", " — ", 1)
    return metrics.elidedText(short, Qt.ElideRight, width)
