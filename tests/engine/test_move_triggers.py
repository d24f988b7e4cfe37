"""Move triggers (446.1): "when I move", "when I move to a battlefield", "when I move from a
battlefield". A base is no battlefield; a Ganking move between battlefields is both. The trigger
names are two `trigger(...)` lines in engine/ops; the chain queues them where a move happens
(triggers.move_triggers), for a standard move (144) and an effect's move alike."""

from __future__ import annotations

from riftboard.engine import actions as A
from tests.engine.helpers import _apply, board, play

TO_BF = {"name": "Arriver", "kind": "unit", "might": 2, "keywords": ["Ganking"],
         "abilities": [{"kind": "triggered", "trigger": "move_to_battlefield",
                        "effects": [{"op": "draw", "amount": 1}]}]}
FROM_BF = {"name": "Leaver", "kind": "unit", "might": 2, "keywords": ["Ganking"],
           "abilities": [{"kind": "triggered", "trigger": "move_from_battlefield",
                          "effects": [{"op": "might", "target": "self", "amount": 2}]}]}
ANY = {"name": "Wanderer", "kind": "unit", "might": 2,
       "abilities": [{"kind": "triggered", "trigger": "move_self",
                      "effects": [{"op": "draw", "amount": 1}]}]}
SHOVE = {"name": "Shove", "kind": "spell", "targets": [{"what": "unit"}],
         "effects": [{"op": "move", "target": 1}]}
CARDS = [TO_BF, FROM_BF, ANY, SHOVE]


def smove(prev, units, to):
    return _apply(prev, A.StandardMove(units=tuple(units), to=to))


def _fired(r, host):
    return [e for e in r.events if e.kind == "trigger" and e.sources[0].id.startswith(host + "#")]


def test_446_1_a_move_from_base_to_a_battlefield_is_to_a_battlefield_not_from_one():
    st = board(units=[("to", "Arriver", None, "A", "base"), ("from", "Leaver", None, "A", "base"),
                      ("any", "Wanderer", None, "A", "base")], cards=CARDS)
    r = smove(st, ["to", "from", "any"], "north")
    assert len(_fired(r, "to")) == 1 and len(_fired(r, "any")) == 1
    assert not _fired(r, "from") and r.might("from") == 2


def test_446_1_a_move_to_base_is_from_a_battlefield_only():
    st = board(units=[("to", "Arriver", None, "A", "north"), ("from", "Leaver", None, "A", "north")],
               cards=CARDS)
    r = smove(st, ["to", "from"], "base")
    assert not _fired(r, "to")
    assert len(_fired(r, "from")) == 1 and r.might("from") == 4


def test_144_4_c_1_a_ganking_move_between_battlefields_is_both():
    st = board(units=[("to", "Arriver", None, "A", "north"), ("from", "Leaver", None, "A", "north")],
               battlefields=("north", "south"), cards=CARDS)
    r = smove(st, ["to", "from"], "south")
    assert len(_fired(r, "to")) == 1 and len(_fired(r, "from")) == 1 and r.might("from") == 4
    assert r.one("draw", target="A").amount == 1


def test_449_an_effects_move_triggers_them_too():
    st = board(units=[("from", "Leaver", None, "B", "north")], cards=CARDS)
    r = play(st, "Shove", by="A", targets=["from"], to="base")
    assert len(_fired(r, "from")) == 1 and r.might("from") == 4
    assert "moved" in _fired(r, "from")[0].text


PORTER = {"name": "Test Porter", "kind": "unit", "might": 2,
          "abilities": [{"kind": "triggered", "trigger": "move_to_battlefield", "may": True,
                         "targets": [{"what": "unit", "side": "friendly"}],
                         "effects": [{"op": "move_here", "target": 1}]}]}


def _smove_answering(prev, units, to, **kw):
    from tests.engine.helpers import answers
    return _apply(prev, A.StandardMove(units=tuple(units), to=to, answers=answers(**kw)))


def test_446_449_move_here_brings_the_chosen_unit_to_the_hosts_location():
    """A standard move's answers (`choose`, `may`) answer its triggers; `move_here` moves the
    unit to where the object that has the ability is (an effect's move: the unit stays ready)."""
    st = board(units=[("p", "Test Porter", None, "A", "base"), ("s", "Squire", 2, "A", "base")],
               cards=[PORTER])
    r = _smove_answering(st, ["p"], "north", choose={"A": "s"})
    mv = [e for e in r.events if e.kind == "move" and e.target == "s"]
    assert len(mv) == 1 and mv[0].sources[0].id == "p#1" and "449" in mv[0].rules
    assert r.obj("s").at == "north" and not r.obj("s").exhausted
    r = _smove_answering(st, ["p"], "north", choose={"A": "s"}, may=False)
    assert r.obj("s").at == "base" and r.one("may_declined")
