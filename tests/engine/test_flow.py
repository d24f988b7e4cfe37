"""Flow (829.1.b): "you may play this from your trash for its flow cost; then banish it". A play
step of a Flow spell with no copy in hand plays the copy in its player's trash; as it leaves the
chain it is banished instead (829.1.b.1: zone `removed`, a `banish` event). A spell without Flow
is never played from the trash, and a Flow spell played from hand goes to the trash as usual."""

from __future__ import annotations

from tests.engine.helpers import board, play

SURGE = {"name": "Flow Surge", "kind": "spell", "keywords": ["Flow"],
         "targets": [{"what": "unit"}], "effects": [{"op": "might", "target": 1, "amount": 2}]}
PLAIN = {"name": "Plain Surge", "kind": "spell",
         "targets": [{"what": "unit"}], "effects": [{"op": "might", "target": 1, "amount": 2}]}


def test_829_1_b_a_flow_spell_is_played_from_the_trash_and_banished():
    st = board(units=[("g", "Guard", 3, "A", "north")], trash=[("fs", "Flow Surge", "A")],
               cards=[SURGE, PLAIN])
    r = play(st, "Flow Surge", by="A", targets=["g"])
    p = r.one("play", target="g")
    assert p.sources[0].id == "fs" and "829.1.b" in p.rules and "from the trash" in p.text
    assert r.might("g") == 5
    assert r.obj("fs").zone == "removed" and "829.1.b.1" in r.one("banish", target="fs").rules


def test_829_1_b_a_copy_in_hand_is_played_first_and_goes_to_the_trash():
    st = board(units=[("g", "Guard", 3, "A", "north")], trash=[("fs", "Flow Surge", "A")],
               hand=[("fh", "Flow Surge", "A")], cards=[SURGE, PLAIN])
    r = play(st, "Flow Surge", by="A", targets=["g"])
    assert r.obj("fh").zone == "trash" and r.obj("fs").zone == "trash"
    assert not [e for e in r.events if e.kind == "banish"]


def test_only_flow_spells_and_only_their_owners_trash():
    st = board(units=[("g", "Guard", 3, "A", "north")],
               trash=[("ps", "Plain Surge", "A"), ("bs", "Flow Surge", "B")], cards=[SURGE, PLAIN])
    r = play(st, "Plain Surge", by="A", targets=["g"])
    assert r.obj("ps").zone == "trash" and r.one("play", target="g").sources[0].id == "@1"
    r = play(st, "Flow Surge", by="A", targets=["g"])
    assert r.obj("bs").zone == "trash" and r.obj("@1").zone == "trash"


def test_829_1_b_1_427_in_format_2_the_flow_spell_goes_to_the_banishment():
    from tests.engine.game_helpers import game_board

    st = game_board(units=[("g", "Guard", 3, "A", "north")], trash=[("fs", "Flow Surge", "A")],
                    cards=[SURGE, PLAIN])
    r = play(st, "Flow Surge", by="A", targets=["g"])
    assert r.obj("fs").zone == "banished" and r.one("banish", target="fs")
