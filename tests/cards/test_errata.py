"""The card errata applied to the library (issue 27, item 7; docs/errata.md).

docs/errata.md lists the 63 official errata, one row per card. These tests hold that list to
the library: every card it names exists at the level it says, each modelled card's definition
carries the errata'd value (ERRATA below: card, key path, value), the scenarios it cites exist,
and its words are our own. The behaviour itself is shown by the card scenarios it cites
(tests/cards/test_card_scenarios.py runs them); the one engine change the errata asked for, an
"up to" target of a triggered ability that the player leaves out, is tested here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from riftboard.cards.library import builtin_library
from riftboard.cards.pool import facts
from riftboard.scenario.runner import run_text
from tests.cards.test_own_words import copied
from tests.engine.helpers import board, play

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "errata.md"

#: modelled card -> (key path on its definition, the errata'd value), with what the erratum changed
ERRATA = {
    # Origins card errata (2025-10-28)
    "Baited Hook": [("text.abilities[0].effects[0].op", "look_banish_play")],  # banish, then play
    # cards recycled into the main deck trigger it, runes never (cardsS)
    "Karma, Channeler": [("text.abilities[1].trigger", "you_recycle_cards")],
    # any player's spell choosing their own unit there, once a turn: that player draws
    "The Dreaming Tree": [("text.abilities[0].trigger", "player_chooses_own_unit_here_with_spell"),
                          ("text.abilities[0].first_each_turn", True)],
    "Clockwork Keeper": [("optional_cost", True),  # an additional cost of playing it
                         ("text.abilities[0].trigger", "play_self"),  # the draw: a play trigger
                         ("text.abilities[0].if_paid", True)],
    "Dazzling Aurora": [("text.abilities[0].effects[0].op", "reveal_until_play")],  # banished
    "Dune Drake": [("text.abilities[0].effects[0].op", "might"),  # +2 this turn (143.2)
                   ("text.abilities[0].effects[0].cond", "ready_enemy_here")],
    "Highlander": [("effects[0].op", "death_shield")],  # would die: heal, exhaust, recall instead
    "Kinkou Monk": [("text.abilities[0].targets[0].optional", True),  # up to two
                    ("text.abilities[0].targets[1].optional", True)],
    "Salvage": [("targets[0].what", "gear"), ("targets[0].optional", True)],  # up to one gear
    "Sona, Harmonious": [("text.abilities[0].trigger", "end_of_turn"),  # 383.2.a.1
                         ("text.abilities[0].cond", "at_battlefield"),
                         ("text.abilities[0].effects[0].op", "ready_runes"),  # up to 4
                         ("text.abilities[0].effects[0].amount", 4)],
    "Sett, The Boss": [("text.statics[0].op", "save"), ("text.statics[0].may", True),
                       ("text.statics[0].pay", ("exhaust_source", "spend_buff"))],
    "The Syren": [("text.abilities[0].effects[0].op", "move_to_base")],  # its (controller's) base
    "Tideturner": [("text.abilities[0].targets[0].side", "friendly"),  # a unit you control
                   ("text.abilities[0].targets[0].require", "elsewhere")],  # at another location
    "Unlicensed Armory": [("text.abilities[0].effects[0].op", "death_shield"),
                          ("text.abilities[0].effects[0].may", True)],
    "Void Gate": [("text.statics[0].op", "bonus_damage"), ("text.statics[0].who", "units_here")],
    "Zhonya's Hourglass": [("text.statics[0].op", "save"),  # any time, not only the next
                           ("text.statics[0].pay", ("kill_source",))],
    # Spiritforged errata (2026-01-14)
    "Falling Star": [("effects[1].op", "deal"), ("targets[1].same_ok", True)],  # two instructions
    "Icathian Rain": [("effects[5].op", "deal"), ("effects[5].amount", 2),  # six instructions
                      ("targets[5].same_ok", True)],
    "Blood Rush": [("effects[0].op", "grant_keyword"),
                   ("effects[0].this_turn", None)],  # None: the default, this turn (801.3.a.2)
    # Unleashed errata updates (2026-04-03)
    "Mirror Image": [("effects[0].op", "create_copy")],  # the token, then the copy
    "Rengar, Trophy Hunter": [("plays_to_enemies", True), ("keywords", ("Ambush",))],
    # Vendetta errata updates (2026-07-24)
    "Draven, Vanquisher": [("text.abilities[1].trigger", "attack_or_defend"),
                           ("text.abilities[1].may", True)],  # pay to give +2 Might
    # its erratum narrows a cost reduction that a `full` card may leave inert (SPEC section 3):
    # the definition has no discount to carry, and says so
    "Astral Heron": [("modelled", "full"), ("text.abilities", ()), ("text.statics", ())],
    # Spiritforged cards modelled after the errata were listed (cardsE, issue 27)
    "Arise!": [("effects[1].op", "ready_each"), ("effects[1].who", "made"),
               ("effects[1].amount", 2)],  # up to two of the tokens, after they are played
    "Deathgrip": [("effects[0].op", "kill_give_might")],  # the Might only with a kill
    "Edge of Night": [("text.abilities[1].trigger", "play_self_face_down"),
                      ("text.abilities[1].effects[0].op", "attach_self")],  # anywhere
    "Janna, Savior": [("text.abilities[0].targets[0].optional", True)],  # up to one
    # cardsP (issue 27): no points by any means, not only by scoring
    "Tianna Crownguard": [("text.statics[0].op", "no_opponent_points"),
                          ("text.statics[0].when", "at_battlefield")],
    "Guards!": [("effects[1].op", "you_may"),
                ("effects[1].effects[0].who", "made")],  # waits for the token
    "Fizz, Trickster": [("text.abilities[0].effects[0].op", "play_spell_from_trash"),
                        ("text.abilities[0].effects[0].recycle", True)],  # recycled afterwards
    # Origins cards modelled later (cardsI, issue 27)
    "Convergent Mutation": [("effects[0].op", "might_to_match")],  # this turn
    "Portal Rescue": [("effects[0].op", "banish_play_base")],  # its owner, to their base
    "Ravenborn Tome": [("text.abilities[0].effects[0].op", "next_spell_bonus")],  # this turn
    "Teemo, Strategist": [("text.abilities[0].trigger", "defend"),  # only when he defends
                          ("text.abilities[0].targets[0].side", "enemy")],  # chosen first
    # Origins legends modelled later (cardsN, issue 27)
    "Annie, Dark Child": [("text.abilities[0].trigger", "end_of_turn"),
                          ("text.abilities[0].effects[0].op", "ready_runes"),  # up to two
                          ("text.abilities[0].effects[0].amount", 2)],
    "Yasuo, Unforgiven": [("text.abilities[0].effects[0].op", "move_to_or_from_base")],
    # Vendetta cards modelled after the errata (cardsR, issue 27)
    "Resonating Strike": [("keywords", ("Hidden", "Reaction"))],  # Reaction, not Action
    # Unleashed legend modelled later (cardsN, issue 27)
    "LeBlanc, Deceiver": [("text.abilities[0].effects[0].effects[1].op", "copy_token_there"),
                          ("text.abilities[1].effects[0].effects[1].op", "copy_token_there")],
    # Origins battlefields modelled later (bfs, issue 27)
    "Sigil of the Storm": [("text.abilities[0].effects[0].op", "recycle_rune"),
                           ("text.abilities[0].targets", ())],  # mandatory, no target
    "Targon's Peak": [("text.abilities[0].effects[0].op", "at_end_of_turn"),
                      ("text.abilities[0].effects[0].effects[0].op", "ready_runes"),
                      ("text.abilities[0].effects[0].effects[0].amount", 2)],
    "Emperor's Dais": [("text.abilities[0].effects[0].op", "return_to_hand"),
                       ("text.abilities[0].effects[1].op", "create_tokens")],
    # Spiritforged tournament card modelled later (cardsT1, issue 27)
    "Relentless Pursuit": [("targets[1].what", "equipment"),
                           ("targets[1].optional", True)],  # up to one Equipment
    # the Rek'Sai cards and Void Rush (reksai, issue 27): banished, then played
    "Rek'Sai, Swarm Queen": [("text.abilities[0].effects[0].op", "reveal_banish_play"),
                             ("text.abilities[0].effects[0].where", "here")],
    "Rek'Sai, Void Burrower": [("text.abilities[0].effects[0].effects[0].op",
                                "reveal_banish_play")],
    "Void Rush": [("effects[0].op", "reveal_banish_play"), ("effects[0].to", "hand"),
                  ("effects[0].less", 2)],
    # Spiritforged tournament cards (cardsT2, issue 27)
    "Jax, Unmatched": [("text.abilities[0].trigger", "given_quick_draw")],  # everywhere
    # Unleashed tournament card (cardsT2, issue 27)
    "Diana, Lunari": [("text.abilities[0].may", True), ("text.abilities[0].energy", 1),
                      ("text.abilities[0].effects[0].op", "predict")],  # pay to Predict
    "Death from Below": [("effects[0].op", "kill_then_replay")],  # a reflexive "do this"
    # Origins spells modelled later (cardsO, issue 27): the fight waits for the move
    "Dragon's Rage": [("effects[0].op", "move"), ("effects[1].op", "fight_chosen"),
                      ("effects[1].where", "destination")],
    # Unleashed unit modelled later (cardsQ, issue 27): the tokens are played, then copy it
    "Keeper of Masks": [("text.abilities[0].effects[0].op", "copy_self_tokens")],
    # Origins cards modelled later (promise, issue 27): the card found is banished, then played
    "Blind Fury": [("effects[0].op", "banish_top_play"), ("effects[0].who", "opponent")],
    "Reinforce": [("effects[0].op", "banish_top_play"), ("effects[0].less", 5)],
    "Promising Future": [("effects[0].op", "each_banish_top_play")],
    # any Hidden card; only a unit goes to her battlefield
    "Ava Achiever": [("text.abilities[0].effects[0].op", "play_hidden_from_hand_here")],
}

_STEP = re.compile(r"\.?([A-Za-z_]+)|\[(\d+)\]")


def lookup(obj, path: str):
    """The value at a key path such as `text.abilities[0].targets[1].optional`."""
    for name, index in _STEP.findall(path):
        obj = getattr(obj, name) if name else obj[int(index)]
    return obj


def doc_rows() -> dict[str, list[list[str]]]:
    """docs/errata.md's table rows (cells) under each `## ...` heading."""
    rows: dict[str, list[list[str]]] = {}
    section = ""
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:]
        elif line.startswith("| ") and not line.startswith("| card |") and section:
            rows.setdefault(section, []).append([c.strip() for c in line.strip("|").split("|")])
    return rows


def library_name(cell: str) -> str:
    """A row's card: its library name, without the facts' name in brackets after it."""
    return re.sub(r"\s*\(.*\)$", "", cell)


def printing(name: str) -> str:
    """A card's set and number as the page writes them (`OGN-141`)."""
    f = facts(name)
    return f"{f.set}-{f.number}"


def _section(prefix: str) -> tuple[str, list[list[str]]]:
    """The heading that starts with `prefix` (it ends with its count: "Modelled cards (21)")
    and its rows."""
    return next((h, rows) for h, rows in doc_rows().items() if h.startswith(prefix))


MODELLED_HEADING, MODELLED = _section("Modelled cards")
NOT_MODELLED_HEADING, NOT_MODELLED = _section("Cards not modelled")


def test_the_list_holds_the_63_errata_once_each():
    """63 official errata (Origins 31, Spiritforged 16, Unleashed 8, Vendetta 8), one row each;
    each table's heading counts its rows (a card modelled later moves to the first)."""
    names = [library_name(r[0]) for r in MODELLED + NOT_MODELLED]
    assert len(MODELLED) + len(NOT_MODELLED) == 63
    assert MODELLED_HEADING == f"Modelled cards ({len(MODELLED)})"
    assert NOT_MODELLED_HEADING == f"Cards not modelled ({len(NOT_MODELLED)})"
    assert len(set(names)) == 63
    assert all(re.fullmatch(r"(OGN|OGS|SFD|UNL|VEN)-\d{3}", r[1]) for r in MODELLED + NOT_MODELLED)


@pytest.mark.parametrize("row", MODELLED, ids=lambda r: r[0])
def test_each_modelled_card_is_modelled_and_in_the_table(row):
    card = builtin_library().get(library_name(row[0]))
    assert card is not None, row[0]
    assert card.modelled in ("full", "partial")
    assert printing(card.name) == row[1]
    assert card.name in ERRATA


@pytest.mark.parametrize("row", NOT_MODELLED, ids=lambda r: r[0])
def test_each_card_said_not_modelled_is_a_body_of_the_library(row):
    """A card modelled later moves to the first table (and to ERRATA) with its errata'd text."""
    card = builtin_library().get(library_name(row[0]))
    assert card is not None, row[0]
    assert card.modelled == "none", f"{card.name} is modelled now: move it to the first table"
    assert printing(card.name) == row[1]


@pytest.mark.parametrize("name,path,value",
                         [(n, p, v) for n, pairs in ERRATA.items() for p, v in pairs])
def test_the_definition_carries_the_errata(name, path, value):
    assert lookup(builtin_library().get(name), path) == value


@pytest.mark.parametrize("row", MODELLED, ids=lambda r: r[0])
def test_the_files_it_cites_exist(row):
    cited = re.findall(r"`((?:cards/scenarios|tests/[a-z_/]+)/?[^`]*\.(?:toml|py))`", row[4])
    assert cited or "lessons" in row[4], row[0]
    for path in cited:
        full = ROOT / ("resources/" + path if path.startswith("cards/") else path)
        assert full.is_file(), path


def test_the_page_is_in_our_own_words():
    """SPEC section 3: no run of six words of a printed card text (tests/cards/test_own_words)."""
    text = DOC.read_text(encoding="utf-8")
    assert not copied(text), f"docs/errata.md copies a printed text at words {copied(text)}"


def test_cards_md_links_the_page():
    assert "(errata.md)" in (ROOT / "docs" / "cards.md").read_text(encoding="utf-8")


# -- "up to" on a triggered ability: the player may take fewer (Kinkou Monk's erratum) ---------
UNITS = [("squire", "Squire", 2, "A", "north"), ("cadet", "Cadet", 1, "A", "base")]


def test_an_up_to_target_left_out_with_none_143_2_383_3():
    """143.2, 383.3: Kinkou Monk buffs up to two other units; "none" among the step's answers
    leaves the second out, even though the Cadet could take it."""
    s = play(board(UNITS), "Kinkou Monk", choose={"A": ["squire", "none"]})
    assert [e.target for e in s.of("might")] == ["squire"]
    assert s.obj("squire").buffed and not s.obj("cadet").buffed


def test_without_none_the_up_to_targets_are_filled_383_3():
    """383.3: with no answer for the second target, the first legal unit is taken (the default
    SPEC section 2 gives), as before."""
    s = play(board(UNITS), "Kinkou Monk", choose={"A": ["squire"]})
    assert sorted(e.target for e in s.of("might")) == ["cadet", "squire"]


def test_none_takes_no_target_at_all_383_3():
    s = play(board(UNITS), "Kinkou Monk", choose={"A": "none"})
    assert s.of("might") == []
    assert not s.obj("squire").buffed and not s.obj("cadet").buffed


SCENARIO = """
format = 1
[[players]]
id = "A"
[[players]]
id = "B"
[[battlefields]]
id = "north"
[[units]]
id = "squire"
name = "Squire"
might = 2
controller = "A"
at = "north"
[[step]]
play = "Kinkou Monk"
by = "A"
choose = {{ A = {choose} }}
"""


def test_a_scenario_may_answer_none_and_an_unknown_id_is_still_an_error():
    """SPEC section 2: `"none"` is a `choose` answer; any other unknown id names the file,
    line and key."""
    ok = run_text(SCENARIO.format(choose='["none"]'), "none.toml")
    assert ok.error is None
    kinds = [e["kind"] for e in ok.timeline["events"]]
    assert "trigger" in kinds and "might" not in kinds
    with pytest.raises(Exception) as err:
        run_text(SCENARIO.format(choose='["nobody"]'), "nobody.toml")
    assert 'unknown id "nobody"' in str(err.value) and "choose" in str(err.value)


class _Picks:
    """An Asker that answers each "choose" question from a list, and records the questions."""

    def __init__(self, *picks):
        self.picks = list(picks)
        self.questions = []

    def answer(self, question):
        self.questions.append(question)
        return self.picks.pop(0) if question.kind == "choose" else True


def test_the_app_is_offered_none_for_an_up_to_target_and_it_saves_383_3():
    """An Asker (the app's dialogs) is offered "none (up to)" beside the units for each optional
    target, even with one unit to take; its "none" is saved as the step's `choose` answer."""
    from riftboard.engine import NO_PICK, answers_to_keys, apply
    from riftboard.engine import actions as A

    asker = _Picks("squire", NO_PICK)
    act = A.PlaySpell(card=builtin_library().get("Kinkou Monk"), by="A", spell_id="monk",
                      answers=A.Answers(step=1))
    r = apply(board(UNITS), act, 1, asker=asker)
    assert [q.options for q in asker.questions] == [
        (("squire", "Squire"), ("cadet", "Cadet"), (NO_PICK, "none (up to)")),
        (("cadet", "Cadet"), (NO_PICK, "none (up to)"))]
    assert [e.target for e in r.events if e.kind == "might"] == ["squire"]
    assert answers_to_keys(r.asked) == {"choose": {"A": ["squire", NO_PICK]}}
