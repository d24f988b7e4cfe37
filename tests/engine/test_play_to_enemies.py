"""Card keys and checks the tournament cards of issue 27 needed: a unit played to a battlefield
where there are enemy units (its text, 002; Rengar, Trophy Hunter), and a move's destination
checked against the unit it moves only (446.1; Shuriken Flip)."""

from tests.engine.helpers import board, designer, play, raises_illegal

CARDS = [
    designer("Stalker", kind="unit", might=3, plays_to_enemies=True),
    designer("Plain", kind="unit", might=3),
    designer("Hit and Run", kind="spell",
             targets=[{"what": "unit", "side": "enemy"}, {"what": "unit", "side": "friendly"}],
             effects=[{"op": "deal", "amount": 1, "target": 1}, {"op": "move", "target": 2}]),
]


def _board():
    return board(cards=CARDS, battlefields=("north", "south"),
                 units=[("guard", "Guard", 2, "B", "north"), ("mine", "Mine", 1, "A", "base")])


def test_002_a_unit_whose_text_says_so_is_played_where_there_are_enemy_units():
    r = play(_board(), "Stalker", by="A", to="north", id="s")
    assert r.obj("s").at == "north"
    assert "a battlefield where there are enemy units" in r.one("play").text


def test_002_not_where_there_are_none_and_not_without_the_text():
    msg = raises_illegal(play, _board(), "Stalker", by="A", to="south")
    assert "806.3" in msg
    assert "806.3" in raises_illegal(play, _board(), "Plain", by="A", to="north")


def test_446_1_the_destination_is_checked_against_the_moved_unit_only():
    r = play(_board(), "Hit and Run", by="A", targets=["guard", "mine"], to="north")
    assert r.one("damage", target="guard").amount == 1 and r.obj("mine").at == "north"
    msg = raises_illegal(play, _board(), "Hit and Run", by="A", targets=["guard", "mine"],
                         to="base")
    assert "446.1" in msg
