"""`temporary_friendly_units_at_battlefield` (engine/board.py COUNTS): a count of Temporary's
family (816.2) for a passive Might ability's "for each" (143.2; Petal Pixie)."""

from __future__ import annotations

from riftboard.engine import board as B
from tests.engine.helpers import board, designer, move, play, state_of

PIXIE = designer("Counting Pixie", kind="unit", might=2, statics=[
    {"op": "might", "who": "self", "amount": 1,
     "per": "temporary_friendly_units_at_battlefield"}])
FADE = designer("Fade", targets=[{"what": "unit"}],
                effects=[{"op": "grant_keyword", "target": 1, "keyword": "temporary",
                          "this_turn": False}])


def _pixie_board():
    return board(units=[("p", "Counting Pixie", None, "A", "north"),
                        ("s", "Sprite", None, "A", "north"), ("k", "Knight", 2, "A", "north"),
                        ("far", "Sprite", None, "A", "south"), ("b", "Sprite", None, "B", "north"),
                        ("home", "Homebody", 2, "A", "base")],
                 battlefields=("north", "south"), cards=[PIXIE, FADE])


def test_816_2_143_2_the_count_reads_printed_and_granted_temporary_of_the_player_there():
    st = state_of(_pixie_board())
    assert B.count(st, "temporary_friendly_units_at_battlefield", "A", st.objects["p"]) == 1
    r = play(st, "Fade", by="A", targets=["k"])
    assert r.might("p") == 4  # 2 + the Sprite + the Knight now Temporary
    r = play(r, "Fade", by="A", targets=["p"])
    assert r.might("p") == 5  # itself included
    r = play(r, "Fade", by="A", targets=["home"])
    assert r.might("p") == 5  # not at its battlefield


def test_816_2_nothing_counts_while_the_unit_is_in_a_base():
    r = play(_pixie_board(), "Fade", by="A", targets=["home"])
    r = move(r, "p", "base")
    assert r.might("p") == 2  # a base is no battlefield, though a Temporary unit is there
