"""Where everything on the board goes, as plain numbers: no Qt, so it is tested without a
QApplication and the scene only copies the answer onto its items.

From the top: the second player's base, the battlefields (each with the second player's side
above the first's) with the chain lane beside them (under them on a narrow board), the first
player's base, the legend. A card hidden face down at a battlefield (format 2, 421, 107.3) is
in that battlefield's area, on its controller's side, after the units there. A rectangle is
(x, y, width, height) in scene units."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import attrs

from riftboard.engine import Value

from . import style

EQUIP_ROW = 18  # an attached Equipment's row under its unit
LANE_W = 210
LANE_STRIP_H = 92  # the chain lane as a strip under the battlefields (a narrow view)
LEGEND_H = 46
EMPTY_AREA_H = 36.0  # an area's card rows when it holds no card

Rect = tuple[float, float, float, float]


@attrs.frozen(repr=False)
class AreaBox(Value):
    """One area: ("base", player), ("bf", battlefield id) or ("lane",); `cards`, the ids placed
    in it (a base only); a battlefield's `split_y` (the line between its two sides) and
    `header_h` (as tall as its text needs)."""

    key: tuple
    rect: Rect
    cards: tuple[str, ...] = ()
    split_y: float | None = None
    header_h: float | None = None


@attrs.frozen(repr=False)
class BoardLayout(Value):
    """The board laid out at one width: its areas (in drawing order), each card's top-left
    corner as (id, (x, y)) pairs, the legend's top, and the scene's rectangle."""

    width: float
    min_width: float  # the narrowest this board can be (its battlefields, not its cards)
    lane_beside: bool  # the chain lane beside the battlefields (False: a strip under them)
    areas: tuple[AreaBox, ...]
    positions: tuple[tuple[str, tuple[float, float]], ...]
    legend_y: float
    scene_rect: Rect


def is_face_down(obj) -> bool:
    """A card hidden face down in a battlefield's Facedown Zone (format 2, 107.3, 421)."""
    return obj.zone == "facedown"


def card_height(obj) -> float:
    """A unit's card grows a row for each attached Equipment; gear, a channelled rune (format
    2) and a face-down card (its back only) are short cards."""
    if obj.kind == "unit" and not is_face_down(obj):
        return style.CARD_H + EQUIP_ROW * len(obj.equipment)
    return style.GEAR_H


def battlefield_text(b) -> str:
    """A battlefield's text as the board shows it."""
    return b.card.summary if b.card is not None and b.card.summary else "A plain battlefield (no text)"


_KIND_ROW = {"unit": 0, "gear": 1, "rune": 2}  # a base shows units, then gear, then runes
_FACE_DOWN_ROW = 3  # a battlefield side shows its units, then its face-down card


def _row_of(obj) -> int:
    return _FACE_DOWN_ROW if is_face_down(obj) else _KIND_ROW.get(obj.kind, 1)


def _area_of(obj, players) -> tuple:
    """Which area a card is in: its controller's base (gear and runes always), else its
    controller's side of its battlefield (0: the first player's); a face-down card, whatever
    its kind, is on its controller's side of the battlefield it was hidden at (107.3.a)."""
    if is_face_down(obj) and obj.at is not None:
        return ("bf", obj.at, 0 if obj.controller == players[0] else 1)
    if obj.at == "base" or obj.at is None or obj.kind in ("gear", "rune"):
        return ("base", obj.controller)
    return ("bf", obj.at, 0 if obj.controller == players[0] else 1)


def layout_board(state, cards: Iterable[tuple[str, object]], width: float,
                 text_height: Callable[[str, float], float]) -> BoardLayout:
    """Lay out `state`'s board at `width` (widened to the board's minimum) with `cards`, the
    (id, Obj) pairs shown (a ghost's Obj is the one it had). `text_height(text, width)` measures
    a battlefield's text wrapped at a width (the scene's font decides it)."""
    players = state.players
    bfs = state.battlefields()
    members: dict[tuple, list[tuple[str, object]]] = {}
    for oid, obj in cards:
        members.setdefault(_area_of(obj, players), []).append((oid, obj))
    for group in members.values():
        group.sort(key=lambda m: (_row_of(m[1]), m[1].order))
    cw = style.CARD_W + style.GAP
    nbf = max(1, len(bfs))
    # the minimum width depends on the battlefields only, never on how many cards there
    # are: adding a card wraps a row instead of zooming the board (click targets stay put)
    bf_min = 2 * style.PAD + cw - style.GAP
    beside = nbf * bf_min + (nbf - 1) * style.GAP + style.GAP + LANE_W
    below = nbf * bf_min + (nbf - 1) * style.GAP
    min_width = max(float(style.MIN_BOARD_W_NARROW), float(below))
    total_w = max(width, min_width)
    # a narrow view puts the chain lane under the battlefields instead of beside them
    lane_beside = total_w >= beside
    lane_w = LANE_W + style.GAP if lane_beside else 0.0
    bf_w = (total_w - lane_w - (nbf - 1) * style.GAP) / nbf
    bf_cols = max(1, int((bf_w - 2 * style.PAD + style.GAP) // cw))
    base_cols = max(1, int((total_w - 2 * style.PAD + style.GAP) // cw))
    positions: dict[str, tuple[float, float]] = {}
    areas: list[AreaBox] = []

    def flow(group, x0, y0, cols) -> float:
        """Place cards in rows; return the height used (at least one card row)."""
        if not group:
            return EMPTY_AREA_H
        h_row = 0.0
        yy = y0
        for i, (oid, obj) in enumerate(group):
            c = i % cols
            if c == 0 and i:
                yy += h_row + style.GAP + 14
                h_row = 0.0
            positions[oid] = (x0 + c * cw, yy)
            h_row = max(h_row, card_height(obj))
        return yy + h_row - y0

    def base(pid, y0) -> float:
        key = ("base", pid)
        group = members.get(key, [])
        used = flow(group, style.PAD, y0 + style.HEADER_H + 16, base_cols)
        h = style.HEADER_H + 16 + used + style.PAD
        areas.append(AreaBox(key, (0.0, y0, total_w, h), cards=tuple(oid for oid, _o in group)))
        return h

    y = 0.0
    if len(players) > 1:
        y += base(players[1], y) + style.GAP
    # battlefields: the header is as tall as the longest battlefield text needs (never
    # clipped, never under the side label)
    bf_y = y
    bf_h = 0.0
    head_h = float(style.BF_HEADER_H)
    for b in bfs:
        head_h = max(head_h, 25 + text_height(battlefield_text(b), bf_w - 24) + 6)
    head_h = math.ceil(head_h)
    columns = []
    for i, b in enumerate(bfs):
        x0 = i * (bf_w + style.GAP)
        h_top = flow(members.get(("bf", b.id, 1), []), x0 + style.PAD, bf_y + head_h + 18, bf_cols)
        columns.append((b, x0, h_top))
    h_top_max = max([h for _b, _x, h in columns] or [style.CARD_H])
    split = bf_y + head_h + 18 + h_top_max + style.GAP
    for b, x0, _h in columns:
        h_bottom = flow(members.get(("bf", b.id, 0), []), x0 + style.PAD, split + 18, bf_cols)
        bf_h = max(bf_h, split + 18 + h_bottom + style.PAD - bf_y)
    for b, x0, _h in columns:
        areas.append(AreaBox(("bf", b.id), (x0, bf_y, bf_w, bf_h), split_y=split,
                             header_h=head_h))
    if not bfs:
        bf_h = style.CARD_H
    if lane_beside:
        areas.append(AreaBox(("lane",), (total_w - LANE_W, bf_y, LANE_W, max(bf_h, 200))))
        y = bf_y + max(bf_h, 200) + style.GAP
    else:
        y = bf_y + bf_h + style.GAP
        areas.append(AreaBox(("lane",), (0.0, y, total_w, LANE_STRIP_H)))
        y += LANE_STRIP_H + style.GAP
    if players:
        y += base(players[0], y) + style.GAP
    legend_y = y
    y += LEGEND_H
    return BoardLayout(width=total_w, min_width=min_width, lane_beside=lane_beside,
                       areas=tuple(areas), positions=tuple(positions.items()), legend_y=legend_y,
                       scene_rect=(-8.0, -8.0, total_w + 16, y + 16))
