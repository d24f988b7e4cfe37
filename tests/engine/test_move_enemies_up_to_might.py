"""`move_enemies_up_to_might` (Tricksy Tentacles): its controller picks units of one other
player, from any locations, with at most `amount` Might in all, and moves them to one location
(446, 449), the caster responsible. Units of two players, too much Might, or a unit of the
caster's own are refused (054.1)."""

from tests.engine.helpers import board, play, raises_illegal

TENTACLES = {"name": "Tentacle Probe", "kind": "spell",
             "effects": [{"op": "move_enemies_up_to_might", "amount": 8}]}


def _board():
    return board(units=[("ogre", "Ogre", 5, "B", "north"), ("scout", "Scout", 3, "B", "base"),
                        ("imp", "Imp", 1, "B", "north"), ("mine", "Squire", 2, "A", "north")],
                 battlefields=("north", "south"), cards=[TENTACLES])


def test_446_units_of_one_opponent_from_two_places_go_to_one():
    r = play(_board(), "Tentacle Probe", by="A", to="south", choose={"A": ["ogre", "scout"]})
    assert [(e.target, e.responsible) for e in r.of("move")] == [("ogre", "A"), ("scout", "A")]
    assert r.obj("ogre").at == "south" and r.obj("scout").at == "south"
    assert r.obj("imp").at == "north"


def test_054_1_more_than_8_might_or_a_friendly_unit_is_refused():
    msg = raises_illegal(play, _board(), "Tentacle Probe", by="A", to="south",
                         choose={"A": ["ogre", "scout", "imp"]})
    assert "9 Might" in msg
    msg = raises_illegal(play, _board(), "Tentacle Probe", by="A", to="south",
                         choose={"A": ["imp", "mine"]})
    assert "not an enemy unit" in msg


def test_446_a_unit_already_there_stays():
    r = play(_board(), "Tentacle Probe", by="A", to="north", choose={"A": ["ogre", "scout"]})
    assert [e.target for e in r.of("move")] == ["scout"]
