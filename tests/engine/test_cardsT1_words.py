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

from tests.engine.helpers import add, board, combat, designer, play, raises_illegal  # noqa: E402

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


# -- a unit an opponent plays, stunned on the chain (Vex, Apathetic) -----------------------------

from riftboard.engine.moves import player_cant_move  # noqa: E402

WATCHER = designer("Watcher", "unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "opponent_plays_card", "played": "unit",
     "if": "at_battlefield", "effects": [{"op": "stun_played_unit"}]}])
GRUNT = designer("Grunt", "unit", might=2)
SHOVE = designer("Shove", targets=[{"what": "unit"}], effects=[{"op": "move", "target": 1}])


def _watch_board(at="north"):
    return board(units=[("w", "Watcher", None, "A", at)], battlefields=("north", "south"),
                 cards=[WATCHER, GRUNT, SHOVE])


def test_383_4_a_4_423_1_a_unit_an_opponent_plays_is_stunned_on_the_chain_and_keeps_it():
    """"When an opponent plays a unit" triggers as it is put on the chain (383.4.a.4) and
    resolves first: the unit is stunned there and is still stunned on the board (423.1); its
    player's spell cannot move it this turn (the move is skipped, 055); another player's can."""
    r = play(_watch_board(), "Grunt", by="B", id="g")
    trig = r.one("trigger")
    assert trig.target == "g" and trig.responsible == "A"
    stun = r.one("stun", target="g")
    assert "as it is played" in stun.text
    g = r.state.objects["g"]
    assert g.zone == "board" and g.stunned
    assert player_cant_move(r.state, g, "B") is not None
    assert player_cant_move(r.state, g, "A") is None  # only the player who played it
    r2 = play(r, "Shove", by="B", targets=["g"], to="north")
    assert not r2.of("move") and "can't move Grunt this turn" in r2.one("fizzle").text
    r3 = play(r, "Shove", by="A", targets=["g"], to="north")  # another player's move: allowed
    assert r3.one("move", target="g")


def test_383_4_a_4_its_controllers_own_plays_and_a_vex_in_base_trigger_nothing():
    """Its controller's own unit is no opponent's (no trigger); at no battlefield ("while I'm at
    a battlefield") an opponent's unit is not stunned either."""
    r = play(_watch_board(), "Grunt", by="A", id="g")
    assert not r.of("trigger") and not r.of("stun")
    r2 = play(_watch_board(at="base"), "Grunt", by="B", id="g")
    assert not r2.of("trigger") and not r2.state.objects["g"].stunned
    assert player_cant_move(r2.state, r2.state.objects["g"], "B") is None


# -- a spell of the trash given Flow for the turn (Kennen, Storm of Shuriken) -------------------

FLOW = """
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
controller = "B"

[[units]]
id = "kennen"
card = "Kennen, Storm of Shuriken"
controller = "A"
at = "base"

[[units]]
id = "scout"
name = "Scout"
might = 5
controller = "B"
at = "south"
{trash}
[[step]]
standard_move = ["kennen"]
to = "north"

[[step]]
pass = "A"

[[step]]
pass = "B"
{later}
[[step]]
play = "Hextech Ray"
by = "A"
targets = ["scout"]
"""

RAY = '\n[[trash]]\nid = "ray"\ncard = "Hextech Ray"\nowner = "A"\n'


def _zone(run, oid):
    return run.timeline["final"]["objects"][oid]["zone"]


def test_829_1_b_the_spell_given_flow_is_played_from_the_trash_this_turn_and_banished():
    """The Conquer ability chooses the trash's spell as it goes on the chain (a target); that
    card may be played from the trash this turn (it is the one played, not a new card) and is
    banished afterwards (829.1.b.1)."""
    run = run_text(FLOW.format(trash=RAY, later=""), "flow.toml")
    assert run.error is None
    tl = run.timeline
    [given] = [e for e in _events("delayed_created", tl) if e["target"] == "ray"]
    play_ev = [e for e in _events("play", tl) if "from the trash (Flow)" in e["text"]]
    assert play_ev and play_ev[0]["seq"] > given["seq"]
    assert _zone(run, "ray") == "banished"


def test_829_1_b_the_flow_given_ends_with_the_turn_and_needs_a_spell_in_the_trash():
    """Next turn the card has no Flow: a play of that name does not take it from the trash (it
    stays there). With no spell in the trash, the Conquer ability has no target and does not
    go on the chain."""
    later = '\n[[step]]\nend_turn = true\n\n[[step]]\nend_turn = true\n'
    run = run_text(FLOW.format(trash=RAY, later=later), "next-turn.toml")
    assert run.error is None
    assert _zone(run, "ray") == "trash"
    none = run_text(FLOW.format(trash="", later=""), "empty.toml")
    assert none.error is None
    assert not [e for e in _events("trigger", none.timeline) if "kennen" in str(e["sources"])]


# -- a Repeat spell with modes: the repeat chooses its own mode (Rocket Barrage) ----------------

from riftboard.engine import actions as A  # noqa: E402
from riftboard.engine.asker import answers_to_keys  # noqa: E402
from tests.engine.helpers import _apply, card, state_of  # noqa: E402

BARRAGE = designer("Barrage", keywords=["Repeat"], modes=[
    {"summary": "Deal 4.", "targets": [{"what": "unit", "where": "base"}],
     "effects": [{"op": "deal", "amount": 4, "target": 1}]},
    {"summary": "Kill a gear.", "targets": [{"what": "gear"}],
     "effects": [{"op": "kill", "target": 1}]}])


def _barrage_board():
    return board(units=[("o", "Ogre", 5, "B", "base")], gear=[("g", "Hexdrinker", "B", "base")],
                 cards=[BARRAGE])


def _barrage(prev, targets, mode, repeat_mode=None, asker=None):
    act = A.PlaySpell(card=card("Barrage"), by="A", spell_id="@1", mode=mode,
                      repeat_mode=repeat_mode,
                      answers=A.Answers(targets=tuple(targets), step=1))
    return _apply(prev, act) if asker is None else _apply_with(prev, act, asker)


def _apply_with(prev, act, asker):
    from riftboard.engine import apply

    return apply(state_of(prev), act, 1, asker=asker)


def test_820_2_a_a_paid_repeat_of_a_spell_with_modes_may_choose_another_mode():
    """355.3 and 820.2.a: the first execution deals 4 to the unit in a base (its mode's
    target), the repeat kills the gear (its own mode's target); left open, the repeat keeps
    the first execution's mode; each execution's targets are checked against its own mode."""
    r = _barrage(_barrage_board(), ["o", "g"], mode=1, repeat_mode=2)
    assert r.one("damage", target="o").amount == 4
    assert r.one("kill", target="g").reason == "kill_instruction"
    assert "the repeat choosing its mode 2" in r.one("play").text
    r2 = _barrage(_barrage_board(), ["o", "o"], mode=1)
    assert [e.amount for e in r2.of("damage")] == [4, 4]
    msg = raises_illegal(_barrage, _barrage_board(), ["o", "o"], mode=1, repeat_mode=2)
    assert "gear" in msg


class _Modes:
    """An Asker answering each mode question in turn, yes to each `may`."""

    asks_everything = True

    def __init__(self, *modes):
        self.modes = list(modes)
        self.asked = []

    def answer(self, q):
        self.asked.append(q)
        return self.modes.pop(0) if q.kind == "mode" else True


def test_820_2_a_the_app_is_asked_the_repeats_mode_apart_and_it_saves_as_repeat_mode():
    """The repeat's mode is a second question (not the first one's answer again) and is saved
    as the step's `repeat_mode`."""
    asker = _Modes("1", "2")
    out = _barrage(_barrage_board(), ["o", "g"], mode=None, asker=asker)
    assert [q.slot for q in asker.asked if q.kind == "mode"] == [0, 1]
    assert answers_to_keys(out.asked) == {"mode": 1, "may": {"A": [True]}, "repeat_mode": 2}
    assert [e.target for e in out.events if e.kind == "kill"] == ["g"]


# -- ready something else; the first gear card each turn (Jayce, Brilliant Inventor) -----------

TINKER = designer("Tinker", "unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "you_play_card", "played": "gear_card",
     "if": "first_gear_card_this_turn", "effects": [{"op": "ready_something_else"}]}])
WIDGET = designer("Widget", "gear")
MINT = designer("Mint", effects=[{"op": "create_tokens", "name": "Gold"}])


def _tinker_board(tinker=True):
    units = [("k", "Knight", 2, "A", "base", {"exhausted": True}),
             ("f", "Foe", 2, "B", "north", {"exhausted": True})]
    if tinker:
        units.insert(0, ("t", "Tinker", None, "A", "base", {"exhausted": True}))
    return board(units=units, cards=[TINKER, WIDGET, MINT])


def test_383_4_a_4_350_2_only_the_first_gear_card_of_the_turn_triggers_it_not_a_token():
    """A gear token made first is no gear card (350.2): the first Widget still triggers it,
    and it readies the exhausted thing its player names, not itself, an enemy's included
    (415.1); the second Widget does not trigger it."""
    r = play(_tinker_board(), "Mint", by="A")
    assert not r.of("trigger")
    r = play(r, "Widget", by="A", choose={"A": ["f"]})
    assert r.one("ready").target == "f"
    r = play(r, "Widget", by="A", choose={"A": ["k"]})
    assert not r.of("trigger") and r.state.objects["k"].exhausted
    r2 = play(_tinker_board(), "Widget", by="A")  # no answer: the first in file order, not me
    assert r2.one("ready").target == "k"


def test_383_4_a_4_a_gear_card_played_before_it_arrived_still_was_the_first():
    """The first gear card of the turn was played before the Tinker was on the board: a later
    gear card that turn is not the first, so nothing triggers; by the opponent, nothing
    either."""
    st = _tinker_board(tinker=False)
    r = play(st, "Widget", by="A")
    r = add(r, "t", "Tinker", "A", "base")
    r = play(r, "Widget", by="A")
    assert not r.of("trigger") and not r.of("ready")
    assert not play(_tinker_board(), "Widget", by="B").of("trigger")
