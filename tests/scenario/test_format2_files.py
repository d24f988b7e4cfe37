"""Format 2 files (SPEC section 7): the setup's keys, the new steps and expectations, the
timeline's `final`, saving, and the errors a bad file gets."""

from __future__ import annotations

import pytest

from riftboard.cards.library import load_library
from riftboard.errors import InvalidScenario
from riftboard.report.check import verify
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.runner import run_text
from riftboard.scenario.save import dump_scenario

LIB = load_library()

HEAD = """\
format = 2
title = "Format 2"
turn_player = "A"

[[players]]
id = "A"
points = 3
deck = ["Void Seeker", { id = "ray2", card = "Hextech Ray" }]
rune_deck = ["Fury Rune", "Calm Rune"]
pool = { energy = 1, fury = 1 }
legend = { id = "a_leg", card = "Kai'Sa, Daughter of the Void" }

[[players]]
id = "B"
deck = []

[[runes]]
id = "r1"
card = "Fury Rune"
controller = "A"

[[battlefields]]
id = "north"
controller = "B"

[[battlefields]]
id = "south"

[[units]]
id = "a1"
name = "Brute"
might = 5
controller = "A"
at = "base"

[[units]]
id = "b1"
name = "Guard"
might = 2
controller = "B"
at = "north"
"""


def run(text: str):
    out = run_text(text, "f2.toml")
    failures = verify(out.timeline, [(e.kind, e.data, e.line) for e in out.spec.expects])
    return out, [str(f) for f in failures]


def test_setup_keys_reach_the_final_players_and_a_bare_deck_name_gets_its_id():
    out, failures = run(HEAD)
    assert not failures
    final = out.timeline["final"]
    assert final["players"]["A"] == {"points": 3, "xp": 0, "hand": 0, "deck": 2,
                                     "pool": {"energy": 1, "fury": 1}, "legend": "a_leg"}
    assert final["players"]["B"]["deck"] == 0
    assert final["phase"] == "main" and final["turn_player"] == "A" and final["winner"] is None
    objects = final["objects"]
    assert objects["A-deck1"]["zone"] == "deck" and objects["ray2"]["zone"] == "deck"
    assert objects["A-rune2"]["zone"] == "rune_deck" and objects["r1"]["zone"] == "runes"
    assert objects["a_leg"]["zone"] == "legend"


def test_a_combat_in_a_file_with_passes_conquer_and_expectations():
    text = HEAD + """
[[step]]
standard_move = ["a1"]
to = "north"

[[step]]
pass = "A"

[[step]]
pass = "B"

[[expect]]
event = "score"
target = "north"
reason = "conquer"
responsible = "A"
amount = 1

[[expect]]
player = "A"
points = 4

[[expect]]
kill = "b1"
attributed_to = ["a1"]
responsible = "A"

[[expect]]
winner = "none"

[[expect]]
event = "score"
reason = "hold"
holds = false
"""
    out, failures = run(text)
    assert failures == []
    assert out.timeline["final"]["objects"]["north"]["controller"] == "A"


def test_an_unmet_format_2_expectation_says_what_it_found():
    _, failures = run(HEAD + '\n[[expect]]\nplayer = "A"\npoints = 5\n\n[[expect]]\nwinner = "B"\n')
    assert any("points is 3, not 5" in f for f in failures)
    assert any("the winner is nobody, not B" in f for f in failures)


def test_a_showdown_open_at_the_end_of_the_file_stays_open():
    out, _ = run(HEAD + '\n[[step]]\nstandard_move = ["a1"]\nto = "south"\n')
    assert out.timeline["final"]["phase"] == "showdown"


def test_the_file_saves_and_reads_back_to_the_same_scenario():
    spec = parse_scenario(HEAD + '\n[[step]]\npass = "A"\nassign = { b1 = 2 }\n', "f2.toml", LIB)
    again = parse_scenario(dump_scenario(spec), "f2.toml", LIB)
    assert spec.same_content(again)


def test_416_5_the_seed_is_read_saved_and_shuffles_what_goes_into_a_deck_at_once():
    """`seed`: cards recycled into a main deck several at once are shuffled from it (416.5,
    431.2); the key saves and reads back; the same file gives the same order."""
    text = (HEAD.replace('turn_player = "A"', 'turn_player = "A"\nseed = 11')
            .replace("[[players]]\nid = \"B\"\ndeck = []",
                     "[[players]]\nid = \"B\"\ndeck = []\n" + "\n".join(
                         f"[[trash]]\nid = \"t{i}\"\ncard = \"Hextech Ray\"\nowner = \"B\"\n"
                         for i in range(1, 7))))
    spec = parse_scenario(text, "f2.toml", LIB)
    assert spec.game.seed == 11
    assert "seed = 11" in dump_scenario(spec)
    assert spec.same_content(parse_scenario(dump_scenario(spec), "f2.toml", LIB))
    out, _ = run(text + '\n[[step]]\ndraw = "B"\n')
    burn = next(e for e in out.timeline["events"] if e["kind"] == "burn_out")
    assert "in a random order (seed 11)" in burn["text"]
    again, _ = run(text + '\n[[step]]\ndraw = "B"\n')
    assert again.timeline == out.timeline


def test_phase_beginning_runs_the_turn_start_before_the_first_step():
    text = HEAD.replace('turn_player = "A"', 'turn_player = "A"\nphase = "beginning"')
    out, _ = run(text + '\n[[step]]\ndraw = "A"\n')
    kinds = [(e["kind"], e.get("target")) for e in out.timeline["events"]]
    assert kinds[0] == ("phase", "awaken")
    assert ("channel", "A") in kinds and ("phase", "main") in kinds
    assert out.timeline["final"]["players"]["A"]["hand"] == 2  # the Draw Phase's and the edit's


@pytest.mark.parametrize("change,key,message", [
    (('points = 3', 'points = -1'), "players[1].points", "expected a whole number >= 0"),
    (('pool = { energy = 1, fury = 1 }', 'pool = { mana = 1 }'), "players[1].pool.mana",
     'unknown key "mana"'),
    (('rune_deck = ["Fury Rune", "Calm Rune"]', 'rune_deck = ["Void Seeker"]'),
     "players[1].rune_deck", '"Void Seeker" is a spell, not a rune'),
    (('turn_player = "A"', 'turn_player = "A"\nmode = "hard"'), "mode",
     'expected "sandbox" or "strict"'),
    (('turn_player = "A"', 'turn_player = "A"\nseed = "lucky"'), "seed",
     "expected a whole number >= 0"),
])
def test_bad_format_2_keys_get_a_clear_error(change, key, message):
    with pytest.raises(InvalidScenario) as info:
        parse_scenario(HEAD.replace(*change), "f2.toml", LIB)
    assert info.value.key == key and message in str(info.value)


def test_format_1_files_refuse_format_2_player_keys():
    text = HEAD.replace("format = 2", "format = 1").split("[[runes]]")[0]
    with pytest.raises(InvalidScenario) as info:
        parse_scenario(text.replace("deck = []\n", "") + '[[battlefields]]\nid = "x"\n',
                       "f1.toml", LIB)
    assert "format 2 keys" in str(info.value)


def test_825_3_a_a_deck_with_two_cards_of_a_unique_name_is_refused():
    text = HEAD.replace('deck = ["Void Seeker", { id = "ray2", card = "Hextech Ray" }]',
                        'deck = ["Forgefire Cape", "Void Seeker", "Forgefire Cape"]')
    with pytest.raises(InvalidScenario) as info:
        parse_scenario(text, "f2.toml", LIB)
    assert info.value.key == "players[1].deck[3]" and "825.3.a" in str(info.value)
    assert info.value.line == 8  # the deck's line
    # one of it, or two of a card without Unique, is a legal deck
    one = text.replace('"Void Seeker", "Forgefire Cape"', '"Void Seeker"')
    parse_scenario(one, "f2.toml", LIB)
    parse_scenario(text.replace("Forgefire Cape", "Void Seeker"), "f2.toml", LIB)


def test_a_legend_may_be_named_by_its_title_and_the_champion_plays_from_its_zone():
    """SPEC section 7 names the legend card by its title ("Daughter of the Void"): the library's
    "Kai'Sa, Daughter of the Void". The chosen champion is played from the Champion Zone, and
    the play says so (108.3.d)."""
    text = (HEAD.replace('card = "Kai\'Sa, Daughter of the Void"', 'card = "Daughter of the Void"')
            .replace('legend = { id = "a_leg"',
                     'champion = { id = "kaisa", card = "Kai\'Sa, Survivor" }\nlegend = { id = "a_leg"'))
    spec = parse_scenario(text, "f2.toml", LIB)
    assert spec.game.sides[0].legend.card == "Kai'Sa, Daughter of the Void"
    out, _ = run(text + '\n[[step]]\nplay = "kaisa"\nby = "A"\n')
    play = next(e for e in out.timeline["events"] if e["kind"] == "play")
    assert "from the Champion Zone" in play["text"]
    with pytest.raises(InvalidScenario) as info:  # a unit's title is not a legend's
        parse_scenario(HEAD.replace('card = "Kai\'Sa, Daughter of the Void"', 'card = "Survivor"'),
                       "f2.toml", LIB)
    assert 'no card named "Survivor"' in str(info.value)
