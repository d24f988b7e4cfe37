"""The conditions `another_friendly_dragon`, `another_friendly_mech` and `two_others_in_base`
(card text, 002: Direwing, Breakneck Mech and Xin Zhao, Vigilant enter ready on them, 143.4)."""

from __future__ import annotations

from riftboard.engine import board as B
from tests.engine.helpers import board, play, state_of


def test_002_another_friendly_dragon_is_not_the_unit_itself_nor_an_enemy():
    st = board(units=[("w", "Direwing", None, "A", "base"), ("e", "Direwing", None, "B", "base")])
    wing = st.objects["w"]
    assert not B.holds(st, "another_friendly_dragon", "A", wing)  # itself is no other Dragon
    st2 = board(units=[("w", "Direwing", None, "A", "base"),
                       ("w2", "Direwing", None, "A", "north")])
    assert B.holds(st2, "another_friendly_dragon", "A", st2.objects["w"])


def test_002_143_4_direwing_enters_ready_beside_another_dragon_of_its_player():
    st = board(units=[("e", "Direwing", None, "B", "base")])
    first = play(st, "Direwing", by="A", id="w1")
    assert first.obj("w1").exhausted  # Bob's Dragon is no friend of Alice's
    second = play(first, "Direwing", by="A", id="w2")
    assert not second.obj("w2").exhausted


def test_002_another_friendly_mech_counts_any_mech_of_the_player():
    st = board(units=[("m", "Breakneck Mech", None, "A", "base"), ("s", "Scout", 2, "A", "base")])
    assert B.holds(st, "another_friendly_mech", "A", st.objects["s"])
    assert not B.holds(st, "another_friendly_mech", "A", st.objects["m"])


def test_002_two_others_in_base_ignores_units_at_battlefields_and_enemies():
    st = board(units=[("x", "Scout", 2, "A", "base"), ("s", "Squire", 2, "A", "base"),
                      ("k", "Knight", 3, "A", "north"), ("e", "Enemy", 3, "B", "base")])
    x = st.objects["x"]
    assert not B.holds(st, "two_others_in_base", "A", x)  # only the Squire
    st2 = board(units=[("x", "Scout", 2, "A", "base"), ("s", "Squire", 2, "A", "base"),
                       ("t", "Tenant", 2, "A", "base")])
    assert B.holds(st2, "two_others_in_base", "A", st2.objects["x"])


def test_002_143_4_two_or_fewer_in_hand_counts_the_players_own_hand_as_a_unit_is_played():
    hand = [("d1", "Dunebreaker", "A"), ("d2", "Dunebreaker", "A"), ("c", "Cleave", "A"),
            ("s", "Stupefy", "A"), ("b1", "Cleave", "B"), ("b2", "Cleave", "B"),
            ("b3", "Cleave", "B")]
    st = board(hand=hand)
    assert not B.holds(st, "two_or_fewer_in_hand", "A", None)  # four cards
    first = play(st, "Dunebreaker", by="A", id="d1")
    assert first.obj("d1").exhausted  # three cards left as it enters
    second = play(first, "Dunebreaker", by="A", id="d2")
    assert not second.obj("d2").exhausted  # two left; Bob's three are his
    assert B.holds(state_of(second), "two_or_fewer_in_hand", "A", None)
