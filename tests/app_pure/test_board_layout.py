"""The board's layout as a pure function (riftboard/app/board_layout.py, issue 25 item 2): from a
state and a width to rectangles and positions, tested with no QApplication and no Qt."""

from __future__ import annotations

import subprocess
import sys

import attrs

from riftboard.app import style
from riftboard.app.board_layout import EQUIP_ROW, LANE_STRIP_H, LANE_W, card_height, layout_board
from riftboard.scenario.session import Session

BOARD = """\
format = 1
title = "Two battlefields"

[[players]]
id = "A"
name = "Alice"
[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"
[[battlefields]]
id = "south"
"""


def _unit(uid: str, controller: str, at: str) -> str:
    return f'\n[[units]]\nid = "{uid}"\nname = "{uid}"\nmight = 3\ncontroller = "{controller}"\nat = "{at}"\n'


def _state(tmp_path, units=()):
    path = tmp_path / "board.toml"
    path.write_text(BOARD + "".join(_unit(*u) for u in units), encoding="utf-8")
    return Session.from_file(str(path)).state


def _cards(state):
    """The objects the scene shows as cards: units, and gear not attached to a unit."""
    return [(o.id, o) for o in state.objects.values() if o.zone == "board"
            and (o.kind == "unit" or (o.kind == "gear" and not o.attached_to))]


def _one_line(_text: str, _width: float) -> float:
    return 12.0


def _inside(pos, height, rect) -> bool:
    x, y = pos
    rx, ry, rw, rh = rect
    return rx <= x and x + style.CARD_W <= rx + rw and ry <= y and y + height <= ry + rh


def test_the_layout_imports_no_qt():
    code = ("import sys; from riftboard.app.board_layout import layout_board; "
            "from riftboard.scenario.session import Session; "
            "lay = layout_board(Session.blank().state, [], 900.0, lambda t, w: 12.0); "
            "assert lay.areas; "
            "assert not any(m.startswith('PySide6') for m in sys.modules), "
            "[m for m in sys.modules if m.startswith('PySide6')]")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_areas_top_to_bottom_and_each_card_in_its_area_on_its_side(tmp_path):
    st = _state(tmp_path, [("a1", "A", "north"), ("b1", "B", "north"), ("b2", "B", "base"),
                           ("a2", "A", "south"), ("a3", "A", "base")])
    lay = layout_board(st, _cards(st), 1200.0, _one_line)
    keys = [box.key for box in lay.areas]
    assert keys == [("base", "B"), ("bf", "north"), ("bf", "south"), ("lane",), ("base", "A")]
    boxes = {box.key: box for box in lay.areas}
    assert lay.lane_beside and lay.width == 1200.0
    # the second player's base on top, the first's below the battlefields, the legend last
    assert boxes[("base", "B")].rect[1] == 0.0
    assert boxes[("base", "A")].rect[1] > boxes[("bf", "north")].rect[1]
    assert lay.legend_y >= sum(boxes[("base", "A")].rect[1::2])
    assert lay.scene_rect[3] > lay.legend_y
    for oid, obj in _cards(st):
        key = ("base", obj.controller) if obj.at == "base" else ("bf", obj.at)
        assert _inside(dict(lay.positions)[oid], card_height(obj), boxes[key].rect), oid
    split = boxes[("bf", "north")].split_y
    assert dict(lay.positions)["b1"][1] < split < dict(lay.positions)["a1"][1]  # Bob above, Alice below
    assert boxes[("base", "B")].cards == ("b2",) and boxes[("base", "A")].cards == ("a3",)


def test_a_narrow_board_puts_the_lane_under_the_battlefields(tmp_path):
    st = _state(tmp_path, [("a1", "A", "north")])
    wide = layout_board(st, _cards(st), 1200.0, _one_line)
    narrow = layout_board(st, _cards(st), 300.0, _one_line)
    assert narrow.width == narrow.min_width == wide.min_width  # widened to the minimum
    assert not narrow.lane_beside
    lane = next(b for b in narrow.areas if b.key == ("lane",))
    north = next(b for b in narrow.areas if b.key == ("bf", "north"))
    assert lane.rect == (0.0, lane.rect[1], narrow.width, LANE_STRIP_H)
    assert lane.rect[1] > north.rect[1] + north.rect[3]
    wide_lane = next(b for b in wide.areas if b.key == ("lane",))
    assert wide_lane.rect[0] == 1200.0 - LANE_W and wide_lane.rect[2] == LANE_W


def test_more_cards_wrap_rows_and_never_widen_the_board(tmp_path):
    """The minimum width follows the battlefields only: a card more is a row more."""
    few = _state(tmp_path, [("a1", "A", "north")])
    many = _state(tmp_path, [(f"a{i}", "A", "north") for i in range(12)])
    lay_few = layout_board(few, _cards(few), 700.0, _one_line)
    lay_many = layout_board(many, _cards(many), 700.0, _one_line)
    assert lay_many.min_width == lay_few.min_width and lay_many.width == lay_few.width
    rows = {y for _x, y in dict(lay_many.positions).values()}
    assert len(rows) > 1
    north = next(b for b in lay_many.areas if b.key == ("bf", "north"))
    assert all(_inside(p, style.CARD_H, north.rect) for p in dict(lay_many.positions).values())


def test_equipment_makes_a_card_taller_and_pushes_the_next_row_down(tmp_path):
    st = _state(tmp_path, [(f"a{i}", "A", "base") for i in range(30)])
    cards = sorted(_cards(st), key=lambda c: c[1].order)  # the base's order: first row first
    plain = layout_board(st, cards, 700.0, _one_line)
    first = cards[0][1]
    tall = attrs.evolve(first, equipment=("e1", "e2"))
    assert card_height(tall) == card_height(first) + 2 * EQUIP_ROW
    equipped = layout_board(st, [(cards[0][0], tall)] + cards[1:], 700.0, _one_line)
    last = cards[-1][0]
    assert dict(plain.positions)[last][1] > dict(plain.positions)[first.id][1]  # a later row
    assert dict(equipped.positions)[last][1] == dict(plain.positions)[last][1] + 2 * EQUIP_ROW


def test_a_long_battlefield_text_makes_a_taller_header(tmp_path):
    st = _state(tmp_path, [("b1", "B", "north")])
    short = layout_board(st, _cards(st), 900.0, _one_line)
    long = layout_board(st, _cards(st), 900.0, lambda _t, _w: 80.0)
    short_h, long_h = (next(b for b in lay.areas if b.key == ("bf", "north")).header_h
                       for lay in (short, long))
    assert short_h == max(style.BF_HEADER_H, 25 + 12 + 6)
    assert long_h == 25 + 80 + 6
    assert dict(long.positions)["b1"][1] - dict(short.positions)["b1"][1] == long_h - short_h


def test_format_2_runes_are_short_cards_in_their_controllers_base_after_the_units(tmp_path):
    """A channelled rune (format 2, 161) is drawn in its controller's base, as short as gear,
    after the units there, whatever the file's order."""
    from tests.workbench.format2_board import GAME_BOARD

    path = tmp_path / "game.toml"
    path.write_text(GAME_BOARD, encoding="utf-8")
    st = Session.from_file(str(path)).state
    cards = [(o.id, o) for o in st.objects.values()
             if (o.zone == "board" and o.kind == "unit") or (o.kind == "rune" and o.zone == "runes")]
    lay = layout_board(st, cards, 1200.0, _one_line)
    base_a = next(a for a in lay.areas if a.key == ("base", "A"))
    assert base_a.cards == ("a1", "a2", "r1", "r2")
    assert card_height(st.obj("r1")) == style.GEAR_H


FACE_DOWN_BOARD = """\
format = 2
title = "Face-down cards at two battlefields"
turn_player = "A"

[[players]]
id = "A"
name = "Alice"
[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"
controller = "A"
[[battlefields]]
id = "south"
controller = "B"

[[units]]
id = "guard"
name = "Guard"
might = 3
controller = "A"
at = "north"

[[hand]]
id = "bo"
card = "Back Off"
owner = "A"

[[hand]]
id = "tw"
card = "Tornado Warrior"
owner = "B"

[[step]]
hide = "bo"
at = "north"

[[step]]
hide = "tw"
at = "south"
"""


def test_a_face_down_card_is_a_short_card_on_its_controllers_side_after_the_units(tmp_path):
    """Format 2 (107.3.a, 421.1): a card hidden at a battlefield is drawn in that battlefield's
    area on its controller's side (a spell and a unit alike, never in a base), after the
    units there, and as short as a gear (its back only)."""
    path = tmp_path / "hidden.toml"
    path.write_text(FACE_DOWN_BOARD, encoding="utf-8")
    st = Session.from_file(str(path)).state
    bo, tw = st.obj("bo"), st.obj("tw")
    assert (bo.zone, bo.at, tw.zone, tw.at) == ("facedown", "north", "facedown", "south")
    assert card_height(bo) == card_height(tw) == style.GEAR_H  # a unit's back is short too
    cards = _cards(st) + [(o.id, o) for o in (tw, bo)]
    lay = layout_board(st, cards, 1200.0, _one_line)
    boxes = {box.key: box for box in lay.areas}
    pos = dict(lay.positions)
    north, south = boxes[("bf", "north")], boxes[("bf", "south")]
    assert _inside(pos["bo"], style.GEAR_H, north.rect) and pos["bo"][1] > north.split_y
    assert _inside(pos["tw"], style.GEAR_H, south.rect) and pos["tw"][1] < south.split_y
    assert pos["guard"][0] < pos["bo"][0]  # Alice's side: her Guard, then the face-down card
    assert boxes[("base", "A")].cards == () and boxes[("base", "B")].cards == ()
