"""A passive ability with `tag` reaches only units with that tag ("your Mechs have +1 Might",
Rumble, Scrapper): printed tags, tags an Equipment's effect text gives (718.3, Experimental
Hexplate), and the tag of a Mech token (board.TOKEN_TAGS)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

BOSS = designer("Mech Boss", "unit", might=1, tags=["Boss"], statics=[
    {"op": "might", "who": "friendly", "tag": "Mech", "amount": 2}])
TOKENS = designer("Make Mech", effects=[{"op": "create_tokens", "name": "Mech"},
                                        {"op": "create_tokens", "name": "Recruit"}])


def _st(**kw):
    return board(units=[("boss", "Mech Boss", None, "A", "north"),
                        ("mine", "Mega-Mech", None, "A", "north"),
                        ("pal", "Pal", 2, "A", "north"),
                        ("theirs", "Mega-Mech", None, "B", "north")],
                 cards=[BOSS, TOKENS], **kw)


def test_143_2_a_tagged_static_reaches_only_its_players_units_with_the_tag():
    st = _st()
    r = play(st, "Make Mech", by="B")  # any step, to read the board
    assert (r.might("mine"), r.might("pal"), r.might("theirs"), r.might("boss")) == (10, 2, 8, 1)


def test_718_3_a_tag_given_by_equipment_counts():
    st = _st(gear=[("plate", "Experimental Hexplate", "A", {"attached_to": "pal"})])
    r = play(st, "Make Mech", by="B")
    assert r.might("pal") == 2 + 1 + 2  # the Hexplate's +1, and it is a Mech now


def test_187_a_mech_token_is_a_mech_and_a_recruit_is_not():
    r = play(_st(), "Make Mech", by="A", id="mk")
    mech = next(o for o in r.state.objects.values() if o.token and o.name == "Mech")
    recruit = next(o for o in r.state.objects.values() if o.token and o.name == "Recruit")
    assert r.might(mech.id) == 3 + 2 and r.might(recruit.id) == 1
