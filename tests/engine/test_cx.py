"""Primitives of two families (engine/ops/cx.py): `grant_keyword_each`, a group (ops/groups.py)
given the keywords of `grant_keyword` (ops/keywords.py), 801.3.a."""

from __future__ import annotations

from riftboard.engine.ops import REGISTRY
from tests.engine.helpers import board, combat, designer, end_turn, play

RALLY = designer("Rally", effects=[{"op": "grant_keyword_each", "keyword": "assault",
                                    "amount": 2, "who": "friendly", "where": "battlefields"}])
WALLS = designer("Walls", effects=[{"op": "grant_keyword_each", "keyword": "tank",
                                    "who": "enemy", "this_turn": False}])


def _board():
    return board(units=[("a1", "First", 2, "A", "north"), ("a2", "Second", 1, "A", "north"),
                        ("a3", "Home", 3, "A", "base"), ("d", "Defender", 20, "B", "north"),
                        ("d2", "Chaff", 1, "B", "north")],
                 cards=[RALLY, WALLS])


def test_801_3_a_grant_keyword_each_gives_the_group_what_grant_keyword_gives_one():
    assert REGISTRY["grant_keyword_each"].family == "groups"
    r = play(_board(), "Rally", by="A")
    got = {e.target: e.amount for e in r.of("keyword")}
    assert got == {"a1": 2, "a2": 2}  # the unit in base is not at a battlefield
    assert all(e.responsible == "A" for e in r.of("keyword"))


def test_807_2_the_group_attacks_with_its_assault_and_it_ends_with_the_turn():
    """807.1.b, 807.2: Assault 2 each while attacking; 317.2.c: gone next turn."""
    r = play(_board(), "Rally", by="A")
    c = combat(r, "north", attackers=["a1", "a2"], defenders=["d", "d2"])
    assert sum(e.amount for e in c.of("combat_assign") if e.target in ("d", "d2")) == 7
    r = end_turn(end_turn(r))
    assert not r.obj("a1").granted and not r.obj("a2").granted


def test_801_3_a_2_a_unit_arriving_later_is_not_in_the_group():
    from tests.engine.helpers import add
    r = play(_board(), "Rally", by="A")
    r = add(r, "late", "Latecomer", "A", "north", might=2)
    assert not r.obj("late").granted


def test_801_3_a_3_a_group_keyword_without_duration_stays_past_the_turn():
    r = play(_board(), "Walls", by="A")
    r = end_turn(end_turn(r))
    assert [g.keyword for g in r.obj("d2").granted] == ["tank"]
    assert [g.keyword for g in r.obj("d").granted] == ["tank"]
    assert not r.obj("a1").granted


# A battlefield's "here" is the battlefield itself (its `at` is its own id), so its units are
# "here" for its abilities' targets and groups alike (Dusk Rose Lab).

LAB = designer("Proving Lab", kind="battlefield", abilities=[
    {"kind": "activated", "targets": [{"what": "unit", "where": "here"}],
     "effects": [{"op": "deal", "amount": 1, "target": 1}]},
    {"kind": "activated",
     "effects": [{"op": "deal_each", "amount": 1, "who": "all", "where": "here"}]}])


def _lab_board():
    return board(units=[("far", "Far", 3, "A", "south"), ("near", "Near", 3, "A", "lab"),
                        ("foe", "Foe", 3, "B", "lab"), ("home", "Home", 3, "A", "base")],
                 battlefields=[("lab", "Proving Lab"), "south"], cards=[LAB])


def _own_lab(st):
    from tests.engine.helpers import state_of
    import attrs
    st = state_of(st)
    return attrs.evolve(st, objects=st.objects.set("lab", attrs.evolve(st.objects["lab"],
                                                                       controller="A")))


def test_355_a_battlefield_s_here_target_is_a_unit_at_that_battlefield():
    from tests.engine.helpers import activate, raises_illegal
    st = _own_lab(_lab_board())
    msg = raises_illegal(activate, st, "lab", 1, by="A", targets=["far"])
    assert "same location" in msg
    r = activate(st, "lab", 1, by="A", targets=["near"])
    assert r.one("damage", target="near").amount == 1


def test_417_1_d_a_battlefield_s_here_group_is_every_unit_at_it():
    from tests.engine.helpers import activate
    r = activate(_own_lab(_lab_board()), "lab", 2, by="A")
    assert {e.target for e in r.of("damage")} == {"near", "foe"}


# `temporary_friendly_units_at_battlefield`: a count of Temporary's family (816.2) for a passive
# Might ability's "for each" (143.2; Petal Pixie).

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
    from tests.engine.helpers import state_of
    from riftboard.engine import board as B
    st = state_of(_pixie_board())
    assert B.count(st, "temporary_friendly_units_at_battlefield", "A", st.objects["p"]) == 1
    r = play(st, "Fade", by="A", targets=["k"])
    assert r.might("p") == 4  # 2 + the Sprite + the Knight now Temporary
    r = play(r, "Fade", by="A", targets=["p"])
    assert r.might("p") == 5  # itself included
    r = play(r, "Fade", by="A", targets=["home"])
    assert r.might("p") == 5  # not at its battlefield


def test_816_2_nothing_counts_while_the_unit_is_in_a_base():
    from tests.engine.helpers import move
    r = play(_pixie_board(), "Fade", by="A", targets=["home"])
    r = move(r, "p", "base")
    assert r.might("p") == 2  # a base is no battlefield, though a Temporary unit is there


# Group filters (ops/groups.py GROUP): `might_at_most` and `tagged`, read as the group is read,
# when the instruction runs (355.10.d: a group is not a target).

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
    import pytest
    from riftboard.cards.library import card_from_table
    from riftboard.errors import RiftboardError
    with pytest.raises(RiftboardError, match="tagged"):
        card_from_table({"name": "Bad", "kind": "spell",
                         "effects": [{"op": "might_each", "amount": 1, "tagged": 3}]}, "bad.toml")
