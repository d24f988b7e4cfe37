"""`banish_play_base`: the unit is banished (427.1, not a kill), then its owner plays it from
their banishment to their own base, its cost ignored (419.3): a new object (124), exhausted
(143.4), a card played whose Play Effects trigger (383.4.a); a token simply ceases (186.1)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, ids, play, state_of

RESCUE = designer("Rescue", targets=[{"what": "unit"}],
                  effects=[{"op": "banish_play_base", "target": 1}])
HERALD = designer("Herald", kind="unit", might=2, abilities=[{
    "kind": "triggered", "trigger": "play_self", "effects": [{"op": "draw", "amount": 1}]}])


def test_419_3_the_owner_plays_it_to_their_base_its_play_effect_triggers():
    # Alice controls Bob's Herald: Bob, its owner, plays it to his base
    st = board(units=[("h", "Herald", None, "A", "north", {"owner": "B"})],
               cards=[RESCUE, HERALD])
    r = play(st, "Rescue", by="A", id="res")
    assert r.one("banish", target="h") and not r.of("kill")
    p = [e for e in r.of("play", target="h") if e.responsible == "B"]  # (Alice's play of Rescue)
    assert len(p) == 1 and "res" in ids(p[0].sources)
    h = state_of(r).objects["h"]
    assert (h.zone, h.at, h.controller, h.exhausted) == ("board", "base", "B", True)
    assert [(e.target, ids(e.sources)) for e in r.of("draw")] == [("B", {"h#1"})]


def test_186_1_a_token_is_banished_and_ceases_to_exist():
    st = board(units=[("s", "Squire", 2, "A", "north")], cards=[RESCUE])
    from attrs import evolve

    st = evolve(st, objects=st.objects.set("s", evolve(st.objects["s"], token=True)))
    r = play(st, "Rescue", by="A", targets=["s"])
    assert [e.target for e in r.of("play")] == ["s"]  # only Alice's play of Rescue
    gone = state_of(r).objects.get("s")
    assert gone is None or gone.zone != "board"
