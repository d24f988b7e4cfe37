"""Group filters (engine/ops/groups.py GROUP): `might_at_most` and `tagged`, read as the group is
read, when the instruction runs (355.10.d: a group is not a target)."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import RiftboardError
from tests.engine.helpers import board, designer, play

SMALL_HOME = designer("Small Home", effects=[{"op": "return_each", "might_at_most": 2}])
MECH_UP = designer("Mech Up", effects=[{"op": "might_each", "amount": 1, "who": "friendly",
                                        "tagged": "Mech"}])


def _filter_board():
    return board(units=[("s", "Small", 2, "A", "north"), ("k", "Knight", 2, "A", "north",
                                                           {"buffed": True}),
                        ("t", "Tiny", 1, "B", "base"), ("m", "Adaptatron", None, "A", "north"),
                        ("bm", "Mega-Mech", None, "B", "north")],
                 cards=[SMALL_HOME, MECH_UP])


def test_355_10_d_might_at_most_reads_current_might_as_it_runs():
    """A buffed 2 has 3 Might (143.2): not in "units with 2 Might or less"."""
    r = play(_filter_board(), "Small Home", by="A")
    assert r.obj("s").zone == "hand" and r.obj("t").zone == "hand"
    assert r.obj("k").zone == "board" and r.obj("m").zone == "board"


def test_143_2_tagged_group_is_only_the_tagged_units_of_the_player():
    r = play(_filter_board(), "Mech Up", by="A")
    assert {e.target for e in r.of("might")} == {"m"}
    assert r.might("m") == 4 and r.might("k") == 3 and r.might("bm") == 8


def test_a_tagged_group_key_must_be_a_string():
    with pytest.raises(RiftboardError, match="tagged"):
        card_from_table({"name": "Bad", "kind": "spell",
                         "effects": [{"op": "might_each", "amount": 1, "tagged": 3}]}, "bad.toml")
