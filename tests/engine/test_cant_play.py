"""Opponents can't play cards this turn (`opponents_cant_play`, Brynhir Thundersong; card text,
002): another player's play step is refused and changes nothing; a card a spell or ability
would have them play stays where it is (055); a token is no card, so it is still played
(350.2); its controller plays on, and the ban ends with the turn (317.2.c)."""

from tests.engine.helpers import activate, board, designer, end_turn, play, raises_illegal

SILENCER = designer("Silencer", kind="unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "play_self", "effects": [{"op": "opponents_cant_play"}]}])
RAISER = designer("Trash Raiser", kind="gear", abilities=[
    {"kind": "activated", "effects": [{"op": "play_from_trash"}]},
    {"kind": "activated", "effects": [{"op": "create_tokens", "name": "Recruit"}]}])


def _silenced():
    st = board(units=[("foe", "Foe", 3, "B", "north")], gear=[("raise", "Trash Raiser", "B")],
               hand=[("ray", "Hextech Ray", "B"), ("mine", "Hextech Ray", "A")],
               trash=[("dead", "Stalwart Poro", "B")], cards=[SILENCER, RAISER])
    return play(st, "Silencer", by="A", id="sil")


def test_002_an_opponents_play_is_refused_and_changes_nothing():
    r = _silenced()
    msg = raises_illegal(play, r, "Hextech Ray", by="B", id="ray", targets=["foe"])
    assert "can't play cards this turn" in msg and "Silencer" in msg


def test_002_its_controller_still_plays():
    r = play(_silenced(), "Hextech Ray", by="A", id="mine", targets=["foe"])
    assert r.one("damage", target="foe").amount == 3


def test_055_a_card_an_ability_would_have_them_play_stays_in_the_trash():
    r = activate(_silenced(), "raise", 1, by="B")
    fz = r.one("fizzle", target="dead")
    assert "can't play cards this turn" in fz.text
    assert r.obj("dead").zone == "trash" and r.of("play") == []


def test_350_2_a_token_is_no_card_and_is_still_played():
    r = activate(_silenced(), "raise", 2, by="B")
    assert [o for o in r.state.on_board() if o.name == "Recruit" and o.controller == "B"]


def test_317_2_c_the_ban_ends_with_the_turn():
    r = play(end_turn(_silenced()), "Hextech Ray", by="B", id="ray", targets=["foe"])
    assert r.one("damage", target="foe").amount == 3
