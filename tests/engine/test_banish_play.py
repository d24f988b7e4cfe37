"""banish_play (Thrill of the Hunt): the unit is banished (427.1, not a kill), then its owner
plays that card from banishment to any battlefield, its cost ignored (419.3): a new object
(124) entering exhausted (143.4); a token ceases to exist instead (186.1)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, ids, play, raises_illegal

HUNT = designer("Hunt", targets=[{"what": "unit"}], effects=[{"op": "banish_play", "target": 1}])
HOPPER = designer("Hopper", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "play_self", "effects": [{"op": "draw", "amount": 1}]}])


def _replay(r, uid):
    """The play of the banished card (not the spell's own play event, which targets it)."""
    return [e for e in r.of("play", target=uid) if "419.3" in e.rules]


def _board():
    return board(units=[("h", "Hopper", None, "A", "north", {"damage": 1, "buffed": True}),
                        ("lent", "Hopper", None, "A", "base", {"owner": "B"}),
                        ("foe", "Foe", 3, "B", "south")],
                 battlefields=("north", "south"), cards=[HUNT, HOPPER])


def test_427_1_419_3_banished_then_played_by_its_owner_to_any_battlefield():
    r = play(_board(), "Hunt", by="A", targets=["h"], to="south", id="hunt")
    assert ids(r.one("banish", target="h").sources) == {"hunt"} and not r.of("kill")
    [p] = _replay(r, "h")
    assert p.responsible == "A" and ids(p.sources) == {"h", "hunt"}
    h = r.obj("h")  # a new object (124): no damage, no buff; exhausted (143.4)
    assert (h.zone, h.at, h.damage, h.buffed, h.exhausted) == ("board", "south", 0, False, True)
    assert h.inc > _board().objects["h"].inc
    # it was played: its Play Effect triggers (383.4.a)
    assert [ids(e.sources) for e in r.of("draw")] == [{"h#1"}]


def test_its_owner_plays_it_not_the_spells_controller():
    r = play(_board(), "Hunt", by="A", targets=["lent"], to="north")
    assert [p.responsible for p in _replay(r, "lent")] == ["B"]
    assert (r.obj("lent").controller, r.obj("lent").at) == ("B", "north")


def test_186_1_a_token_ceases_to_exist_and_nothing_is_played():
    st = board(units=[("t", "Bird", None, "A", "north")], battlefields=("north", "south"),
               cards=[HUNT])
    r = play(st, "Hunt", by="A", targets=["t"], to="south")
    assert r.obj("t").zone == "removed" and not _replay(r, "t")


def test_it_needs_a_battlefield_to_play_it_to():
    assert "must name one" in raises_illegal(play, _board(), "Hunt", by="A", targets=["h"])
    assert "must name one" in raises_illegal(play, _board(), "Hunt", by="A", targets=["h"],
                                             to="base")


def test_427_1_format_1_keeps_no_banishment_even_when_the_replay_cannot_happen():
    """Format 1 has no banishment zone (108.6 is format 2's): Thrill of the Hunt's banished unit
    that cannot be played again (Perched Grimwyrm enters only where its player conquered this
    turn) is taken out of the game (`removed`), never left in a `banished` zone the timeline
    does not know."""
    st = board(units=[("g", "Perched Grimwyrm", None, "A", "base")])
    r = play(st, "Thrill of the Hunt", by="A", targets=["g"], to="north")
    assert r.one("banish").target == "g"
    assert r.obj("g").zone == "removed"
