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


# -- the Flow cost in strict mode (829.1.b: played "for its flow cost", 356.1.a) ----------------
DEAR = {"name": "Dear Surge", "kind": "spell", "keywords": ["Flow"], "energy": 5,
        "domains": ["fury"], "flow": {"energy": 1, "power": 1, "power_domain": "any"},
        "targets": [{"what": "unit"}], "effects": [{"op": "might", "target": 1, "amount": 2}]}
RUNES = [("r1", "Calm Rune", "A", False), ("r2", "Calm Rune", "A", False)]


def _strict(**kw):
    from tests.engine.game_helpers import game_board

    return game_board(mode="strict", units=[("g", "Guard", 3, "A", "north")],
                      cards=[DEAR, SURGE], **kw)


def test_829_1_b_356_1_a_from_the_trash_a_flow_spell_costs_its_flow_cost():
    """Its Flow cost (1 Energy and 1 Power of any domain) replaces its printed 5 Energy."""
    r = play(_strict(trash=[("ds", "Dear Surge", "A")], runes=RUNES), "Dear Surge", by="A",
             targets=["g"])
    pay = r.one("pay", target="A")
    assert pay.amount == 2 and "829.1.b" in pay.rules and "356.1.a" in pay.rules
    assert "Flow cost" in pay.text and r.might("g") == 5
    assert r.obj("r1").zone == "rune_deck" and r.obj("ds").zone == "banished"


def test_829_1_b_from_the_hand_a_flow_spell_still_costs_its_printed_cost():
    from tests.engine.helpers import raises_illegal

    st = _strict(hand=[("dh", "Dear Surge", "A")], trash=[("ds", "Dear Surge", "A")], runes=RUNES)
    assert "5 Energy" in raises_illegal(play, st, "Dear Surge", by="A", targets=["g"])


def test_829_1_b_a_flow_cost_the_library_lacks_is_refused_in_strict_mode_only():
    from tests.engine.helpers import raises_illegal

    st = _strict(trash=[("fs", "Flow Surge", "A")], runes=RUNES)
    msg = raises_illegal(play, st, "Flow Surge", by="A", targets=["g"])
    assert "Flow cost is not in the card library" in msg and "829.1.b" in msg
    from tests.engine.game_helpers import game_board

    st = game_board(units=[("g", "Guard", 3, "A", "north")], trash=[("fs", "Flow Surge", "A")],
                    cards=[DEAR, SURGE])
    assert play(st, "Flow Surge", by="A", targets=["g"]).might("g") == 5  # sandbox: free
