"""`units_enter_ready`: "units you play this turn enter ready" (Confront) and, with `next_only`,
"the next unit you play this turn enters ready" (Sun Disc): card text supersedes 143.4 (002);
a unit token played is a unit played (350.2); the effect ends with the turn (317.2.c); a "next
unit" effect is used up by the next unit its player plays, whatever made that one ready."""

from __future__ import annotations

from tests.engine.helpers import board, designer, end_turn, play, state_of

RALLY = designer("Rally", effects=[{"op": "units_enter_ready"}])
NEXT = designer("Next Up", effects=[{"op": "units_enter_ready", "next_only": True}])
TROOPS = designer("Troops", effects=[{"op": "create_tokens", "name": "Recruit", "amount": 2}])
SCOUT = designer("Scout", kind="unit", might=1)
SPRINTER = designer("Sprinter", kind="unit", might=1, keywords=["Accelerate"])


def _st():
    return board(cards=[RALLY, NEXT, TROOPS, SCOUT, SPRINTER])


def _unit(r, oid):
    return state_of(r).objects[oid]


def test_002_143_4_every_unit_its_player_plays_this_turn_enters_ready():
    r = play(_st(), "Rally", by="A", id="rally")
    assert r.one("lasting_effect").target == "A"
    r = play(r, "Scout", by="A", id="u1")
    r = play(r, "Troops", by="A")
    r = play(r, "Scout", by="B", id="u2")  # Bob's unit: not his effect
    after = state_of(r).objects
    assert not after["u1"].exhausted and after["u2"].exhausted
    tokens = [o for o in after.values() if o.name == "Recruit" and o.zone == "board"]
    assert len(tokens) == 2 and not any(t.exhausted for t in tokens)  # played too (350.2)


def test_317_2_c_the_effect_ends_with_the_turn():
    r = end_turn(play(_st(), "Rally", by="A"))
    r = play(r, "Scout", by="A", id="u1")
    assert _unit(r, "u1").exhausted


def test_next_only_the_next_unit_only_and_a_token_uses_it_up():
    r = play(play(_st(), "Next Up", by="A"), "Scout", by="A", id="u1")
    r = play(r, "Scout", by="A", id="u2")
    assert not _unit(r, "u1").exhausted and _unit(r, "u2").exhausted
    r = play(play(play(_st(), "Next Up", by="A"), "Troops", by="A"), "Scout", by="A", id="u3")
    toks = sorted((o for o in state_of(r).objects.values() if o.name == "Recruit"),
                  key=lambda o: o.order)
    assert [t.exhausted for t in toks] == [False, True] and _unit(r, "u3").exhausted


def test_next_only_an_accelerated_unit_is_the_next_unit_all_the_same():
    r = play(_st(), "Next Up", by="A")
    r = play(r, "Sprinter", by="A", id="u1", may=True)  # Accelerate paid: ready anyway
    r = play(r, "Scout", by="A", id="u2")
    assert not _unit(r, "u1").exhausted and _unit(r, "u2").exhausted
