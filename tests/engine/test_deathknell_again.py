"""Deathknell triggering again (Karthus, Eternal: a `deathknell_again` passive ability): each
Deathknell (808.1.d) of its controller's permanents goes on the chain once more, as an item of
its own (383.3), and, the ability being passive, it still counts when Karthus dies in the same
kill, since Deathknell is queued before the dying cards leave the board (808.1.d.2)."""

from tests.engine.helpers import board, play


def _draws(r, player):
    return [e for e in r.of("draw") if e.target == player]


def test_808_1_d_karthus_makes_a_friendly_deathknell_trigger_twice():
    """808.1.d, 383.3: Hextech Ray kills Alice's Watchful Sentry; its Deathknell triggers twice,
    two items, and Alice draws twice."""
    st = board(units=[("k", "Karthus, Eternal", None, "A", "north"),
                      ("s", "Watchful Sentry", None, "A", "north")])
    r = play(st, "Hextech Ray", by="B", targets=["s"], id="ray")
    assert len(r.of("trigger")) == 2
    assert len(_draws(r, "A")) == 2


def test_808_1_d_2_karthus_dying_in_the_same_kill_still_doubles():
    """808.1.d.2: The Ruination kills Karthus and the Sentry together; the Sentry's Deathknell
    is queued while Karthus is still on the board, so it triggers twice."""
    st = board(units=[("k", "Karthus, Eternal", None, "A", "north"),
                      ("s", "Watchful Sentry", None, "A", "north")])
    r = play(st, "The Ruination", by="B", id="ruin")
    assert r.obj("k").zone == "trash" and r.obj("s").zone == "trash"
    assert len(_draws(r, "A")) == 2


def test_808_1_d_an_opponents_deathknell_triggers_once():
    """Karthus reaches only his controller's Deathknells: Bob's Sentry draws Bob one card."""
    st = board(units=[("k", "Karthus, Eternal", None, "A", "north"),
                      ("s", "Watchful Sentry", None, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["s"], id="ray")
    assert len(r.of("trigger")) == 1
    assert len(_draws(r, "B")) == 1 and _draws(r, "A") == []


def test_808_1_d_two_karthus_make_it_three_times():
    """Each passive ability adds one more time: two Karthus, three triggers."""
    st = board(units=[("k1", "Karthus, Eternal", None, "A", "north"),
                      ("k2", "Karthus, Eternal", None, "A", "base"),
                      ("s", "Watchful Sentry", None, "A", "north")])
    r = play(st, "Hextech Ray", by="B", targets=["s"], id="ray")
    assert len(_draws(r, "A")) == 3


def test_808_1_d_karthus_killed_first_no_longer_doubles():
    """A passive ability works only while on the board: Karthus killed by an earlier spell, the
    Sentry's later death triggers once."""
    st = board(units=[("k", "Karthus, Eternal", None, "A", "north"),
                      ("s", "Watchful Sentry", None, "A", "north")])
    r = play(st, "Hextech Ray", by="B", targets=["k"], id="ray1")
    r = play(r, "Hextech Ray", by="B", targets=["s"], id="ray2")
    assert len(_draws(r, "A")) == 1
