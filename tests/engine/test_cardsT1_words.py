"""cardsT1's engine additions (issue 27): a delayed ability that waits for one unit to conquer
this turn, the "this turn, it has 'when I conquer ...'" of Relentless Pursuit (390.2,
383.4.c.2.a; triggers.delayed_triggers from turns._scoring_triggers)."""

from __future__ import annotations

from riftboard.scenario.runner import run_text

PURSUIT = """
format = 2
turn_player = "A"

[[players]]
id = "A"
name = "Alice"

[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"
[[battlefields]]
id = "south"

[[units]]
id = "knight"
name = "Knight"
might = 2
controller = "A"
at = "base"

[[units]]
id = "squire"
name = "Squire"
might = 3
controller = "A"
at = "base"

[[step]]
standard_move = ["squire"]
to = "north"

[[step]]
play = "Relentless Pursuit"
by = "A"
targets = ["knight"]
to = "north"

[[step]]
pass = "A"

[[step]]
pass = "B"
"""


def _events(kind, timeline):
    return [e for e in timeline["events"] if e["kind"] == kind]


def test_390_2_383_4_c_2_a_a_delayed_conquer_ability_hears_only_the_unit_it_waits_for():
    """Both units conquer North together (383.4.c.2.a); the delayed ability made for the Knight
    triggers once, for the Knight only, and its "you may" takes the Knight home; the Squire,
    which no ability waits for, stays."""
    run = run_text(PURSUIT, "pursuit.toml")
    assert run.error is None
    tl = run.timeline
    [score] = _events("score", tl)
    assert score["target"] == "north"
    [trig] = _events("trigger", tl)
    assert trig["target"] == "knight" and "conquered" in trig["text"]
    moves = [e for e in _events("move", tl) if e["seq"] > score["seq"]]
    assert [m["target"] for m in moves] == ["knight"] and "to base" in moves[0]["text"]



def test_383_3_a_3_a_pass_step_answers_the_you_may_of_the_conquer_it_leads_to():
    """The pass that ends the showdown gives the Conquer; its `may` answers the "you may" of
    what triggers then: declined, the Knight stays at North (a `may_declined` event); the step
    saves its `may` and reads back the same."""
    from riftboard.scenario.steps import Pass

    text = PURSUIT.replace('pass = "B"\n', 'pass = "B"\nmay = { A = false }\n')
    run = run_text(text, "declined.toml")
    assert run.error is None
    tl = run.timeline
    assert _events("score", tl) and _events("trigger", tl)
    [declined] = _events("may_declined", tl)
    assert declined["responsible"] == "A"
    assert not [e for e in _events("move", tl) if e["seq"] > declined["seq"]]
    step = Pass(pass_="B", may={"A": False})
    assert step.table() == {"pass": "B", "may": {"A": False}}
    assert Pass(pass_="B").table() == {"pass": "B"}
    assert Pass(pass_="B").action(3, None, None).answers is None


# -- the defender chooses one of their units there (Atakhan) -----------------------------------

from tests.engine.helpers import board, combat, designer, play  # noqa: E402

RAIDER = designer("Raider", "unit", might=5, abilities=[
    {"kind": "triggered", "trigger": "attack",
     "effects": [{"op": "defender_chooses_here"}, {"op": "kill", "target": "chosen"}]}])
RECRUITER = designer("Recruiter", "unit", might=2, optional_cost=True,
                     play_cost=["kill_friendly_unit"])


def _raid_board():
    return board(units=[("r", "Raider", None, "A", "north"), ("o", "Ogre", 4, "B", "north"),
                        ("i", "Imp", 1, "B", "north"), ("s", "Scout", 1, "B", "south")],
                 battlefields=("north", "south"), cards=[RAIDER, RECRUITER])


def test_411_1_464_2_c_the_defender_kills_one_of_their_units_at_the_attacked_battlefield():
    """"When I attack" (383.4.e): the defending player picks one of their units there (their
    `choose`), and performs the kill (411.1); it is credited to the ability and its host. A unit
    of theirs elsewhere cannot be picked."""
    r = combat(_raid_board(), "north", ["r"], ["o", "i"], choose={"B": ["i"]})
    kill = r.one("kill", target="i")
    assert kill.responsible == "B" and kill.reason == "kill_instruction"
    assert {s.id for s in kill.attributed_to} == {"r#1", "r"}
    assert not r.of("kill", target="s")
    r2 = combat(_raid_board(), "north", ["r"], ["o", "i"])  # no answer: the first in file order
    assert r2.one("kill", target="o").responsible == "B"


def test_356_2_b_1_an_optional_kill_cost_is_paid_only_when_the_player_says_so():
    """An optional additional cost that is a kill (Atakhan): paid (`may` yes), the unit the
    player names dies as the card is played, its player responsible (428.1.a.1); declined,
    nothing dies; with no other unit of theirs, it is not offered and the play is legal."""
    st = board(units=[("k", "Knight", 2, "A", "base"), ("q", "Squire", 3, "A", "base")],
               cards=[RECRUITER])
    r = play(st, "Recruiter", by="A", choose={"A": ["q"]})
    kill = r.one("kill", target="q")
    assert kill.responsible == "A" and kill.reason == "kill_instruction"
    assert not play(st, "Recruiter", by="A", may=False).of("kill")
    alone = board(units=[("x", "Scout", 1, "B", "base")], cards=[RECRUITER])
    r3 = play(alone, "Recruiter", by="A")
    assert not r3.of("kill") and r3.one("play")
