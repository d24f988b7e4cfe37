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
