"""Plays that are not a step's play from the hand are plays all the same (350.2): a card an
ability plays from the trash (Immortal Phoenix) and a token an instruction plays ("play a ...
token"). "When you play a unit" abilities (Reluctant Leader) hear both; a token is not a card,
so "when you play a card" (Viktor, Innovator) and the count of cards played (Legion) do not
hear it."""

from __future__ import annotations

from tests.engine.helpers import board, designer, ids, play

CALL = designer("Call the Recruits", effects=[{"op": "create_tokens", "name": "Recruit"}])
MINT = designer("Mint Gold", effects=[{"op": "create_tokens", "name": "Gold"}])
GEARHEAD = designer("Gearhead", "unit", might=2, abilities=[{
    "kind": "triggered", "trigger": "you_play_card", "played": "gear",
    "effects": [{"op": "might", "target": "self", "amount": 1}]}])


def _leader_and_phoenix():
    """A's Reluctant Leader (3) and Mine at North, the Phoenix in A's trash, B's Guard."""
    return board(units=[("lead", "Reluctant Leader", None, "A", "north"),
                        ("mine", "Mine", 2, "A", "north"), ("g", "Guard", 9, "B", "north")],
                 trash=[("phx", "Immortal Phoenix", "A")], cards=[CALL, MINT, GEARHEAD])


def test_350_2_immortal_phoenix_played_from_the_trash_triggers_when_you_play_a_unit():
    """350.2, 383.2.c.1: Void Seeker kills Mine, the Phoenix is played from the trash, and
    Reluctant Leader hears that unit play (+2); it heard no play of a unit before it."""
    r = play(_leader_and_phoenix(), "Void Seeker", by="A", targets=["mine"])
    assert r.obj("phx").zone == "board"
    [t] = [e for e in r.of("trigger") if ids(e.sources) == {"lead#1"}]
    assert r.might("lead") == 5
    # the play event comes before the trigger it caused
    assert r.one("play", target="phx").seq < t.seq


def test_350_2_phoenix_from_the_trash_counts_as_a_card_played_this_turn():
    """350.2, 812.1.c: the Phoenix's play is a card played, so after it a Legion card finds
    another card played this turn."""
    from riftboard.engine.triggers import legion

    r = play(_leader_and_phoenix(), "Void Seeker", by="A", targets=["mine"])
    assert r.state.played_this_turn[0] == 2  # Void Seeker, then the Phoenix
    assert legion(r.state, "A")


def test_350_2_a_unit_token_played_triggers_when_you_play_a_unit():
    """350.2: "play a Recruit token" is a play of a unit: Reluctant Leader gets +2."""
    r = play(_leader_and_phoenix(), "Call the Recruits", by="A")
    [tok] = [e.target for e in r.of("create")]
    [t] = [e for e in r.of("trigger") if ids(e.sources) == {"lead#1"}]
    assert r.one("create", target=tok).seq < t.seq
    assert r.might("lead") == 5


def test_350_2_a_gear_token_played_triggers_when_you_play_a_gear():
    """350.2: a Gold token played is a gear played; a unit waiting for gear plays hears it."""
    st = board(units=[("gh", "Gearhead", None, "A", "north")], cards=[MINT, GEARHEAD])
    r = play(st, "Mint Gold", by="A")
    assert r.might("gh") == 3


def test_350_2_a_token_is_not_a_card_played():
    """350.2: a token is played but is not a card: Viktor, Innovator ("when you play a card",
    on an opponent's turn) hears the spell that made the token, not the token (else it would
    make Recruits without end), and the count of cards played (Legion) grows by the spell only."""
    st = board(units=[("vik", "Viktor, Innovator", None, "A", "north"),
                      ("g", "Guard", 9, "B", "north")], cards=[CALL], turn_player="B")
    r = play(st, "Call the Recruits", by="A")
    assert len([e for e in r.of("trigger") if ids(e.sources) == {"vik#1"}]) == 1
    assert len(r.of("create")) == 2  # the spell's Recruit and Viktor's
    assert r.state.played_this_turn[0] == 1
