"""The words the cardsJ batch of Origins cards needed: "if an opponent controls a battlefield"
(190.2, 469.1; Vayne, Hunter)."""

from __future__ import annotations

from riftboard.engine import board as words
from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, play


def test_190_2_opponent_controls_battlefield_reads_only_the_other_players_battlefields():
    """An opponent's battlefield counts; the player's own and an uncontrolled one (190.2) do
    not; format 1 battlefields have no controller, so it never holds there."""
    theirs = game_board(controllers={"north": "B"})
    assert words.holds(theirs, "opponent_controls_battlefield", "A", None)
    assert not words.holds(theirs, "opponent_controls_battlefield", "B", None)
    assert not words.holds(game_board(), "opponent_controls_battlefield", "A", None)
    assert not words.holds(board(), "opponent_controls_battlefield", "A", None)


def test_002_143_4_enters_ready_only_while_an_opponent_controls_a_battlefield():
    """A unit whose text says it enters ready while an opponent controls a battlefield (card
    text, 002) enters ready then, and exhausted otherwise (143.4)."""
    hunter = designer("Held Hunter", "unit", might=2, statics=[
        {"op": "enter_ready", "who": "self", "when": "opponent_controls_battlefield"}])
    held = play(game_board(controllers={"north": "B"}, cards=[hunter]), "Held Hunter", by="A")
    free = play(game_board(cards=[hunter]), "Held Hunter", by="A")
    mine = play(game_board(controllers={"north": "A"}, cards=[hunter]), "Held Hunter", by="A")
    assert [o.exhausted for o in held.state.objects.values() if o.name == "Held Hunter"] == [False]
    assert [o.exhausted for o in free.state.objects.values() if o.name == "Held Hunter"] == [True]
    assert [o.exhausted for o in mine.state.objects.values() if o.name == "Held Hunter"] == [True]


RECURRING = designer("Recurring", "unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "die",
     "effects": [{"op": "recycle_self", "effects": [{"op": "ready_all_runes"}]}]}])
RUNES = [("a1", "Mind Rune", "A", True), ("a2", "Mind Rune", "A", True),
         ("a3", "Fury Rune", "A", False), ("b1", "Calm Rune", "B", True)]


def test_416_1_808_1_d_recycle_me_to_ready_all_runes():
    """A Deathknell (808.1.d) "recycle me to ready your runes": the card that died goes from the
    trash to the bottom of its owner's main deck (416.1), then every exhausted rune of its
    controller readies (415.1); the opponent's runes stay as they are."""
    st = game_board(units=[("r", "Recurring", None, "A", "north")], runes=RUNES,
                    decks={"A": ["Cleave"]}, cards=[RECURRING])
    r = play(st, "Vengeance", by="B", targets=["r"])
    assert r.one("recycle").target == "r"
    obj = r.state.objects["r"]
    assert obj.zone == "deck" and r.state.game.sides[0].deck == ("A-deck1", "r")
    assert [e.target for e in r.of("ready")] == ["a1", "a2"]
    assert not r.state.objects["a1"].exhausted and r.state.objects["b1"].exhausted


def test_124_a_token_is_not_recycled_and_nothing_follows():
    """A token that dies ceases to exist (186.1): there is no card in the trash to recycle, so
    what recycling it pays for does not happen (124)."""
    token = {**RECURRING, "name": "Recurring Token", "token": True}
    st = game_board(units=[("t", "Recurring Token", None, "A", "north")], runes=RUNES,
                    decks={"A": ["Cleave"]}, cards=[token])
    r = play(st, "Vengeance", by="B", targets=["t"])
    assert r.of("recycle") == [] and r.of("ready") == []
    assert len(r.of("fizzle")) == 1
    assert r.state.objects["a1"].exhausted


def test_ready_all_runes_is_skipped_in_format_1():
    """Format 1 has no runes: the instruction says it is not modelled there."""
    st = board(units=[("r", "Recurring", None, "A", "north")], cards=[RECURRING])
    r = play(st, "Vengeance", by="B", targets=["r"])
    assert r.of("ready") == []
    assert r.of("not_modelled")


TREE = designer("Test Tree", "battlefield", abilities=[
    {"kind": "triggered", "trigger": "player_chooses_own_unit_here_with_spell",
     "first_each_turn": True, "effects": [{"op": "draw", "amount": 1}]}])
PICK = designer("Pick", targets=[{"what": "unit"}], effects=[{"op": "might", "target": 1,
                                                             "amount": 1}])
PICK_ABILITY = designer("Picker", "unit", might=1, abilities=[
    {"kind": "activated", "targets": [{"what": "unit"}],
     "effects": [{"op": "might", "target": 1, "amount": 1}]}])


def _tree_board():
    from attrs import evolve

    st = board(units=[("mine", "Mine", 2, "A", "north"), ("theirs", "Theirs", 2, "B", "north"),
                      ("away", "Away", 2, "A", "south"), ("pk", "Picker", None, "A", "north")],
               battlefields=("north", "south"), cards=[TREE, PICK, PICK_ABILITY])
    from riftboard.cards.library import card_from_table
    tree = card_from_table(TREE, "<test>", None, "cards[1]")
    return evolve(st, objects=st.objects.set("north", evolve(st.objects["north"], card=tree,
                                                             name="Test Tree")))


def test_383_4_b_a_spell_choosing_its_players_own_unit_here_makes_that_player_draw():
    """383.4.b, 383.4.b.3: a spell of B choosing B's unit at the battlefield: B's draw (the
    player its text names, 190.6.a), whoever controls the battlefield."""
    r = play(_tree_board(), "Pick", by="B", targets=["theirs"])
    assert r.one("draw").target == "B" and r.one("draw").responsible == "B"


def test_383_4_b_an_opponents_unit_a_unit_elsewhere_or_an_ability_do_not_trigger_it():
    """Only a spell (not an ability), only the chooser's own unit, only at that battlefield."""
    from tests.engine.helpers import activate

    st = _tree_board()
    assert play(st, "Pick", by="A", targets=["theirs"]).of("trigger") == []
    assert play(st, "Pick", by="A", targets=["away"]).of("trigger") == []
    assert activate(st, "pk", 1, by="A", targets=["mine"]).of("draw") == []


def test_383_1_b_only_the_first_time_each_turn():
    """383.1.b: after it has triggered once this turn, a second spell choosing a friendly unit
    there triggers nothing; the next turn it triggers again."""
    from tests.engine.helpers import end_turn

    r1 = play(_tree_board(), "Pick", by="A", targets=["mine"])
    r2 = play(r1, "Pick", by="B", targets=["theirs"])
    assert [d.target for d in r2.of("draw")] == []
    r3 = play(end_turn(r2), "Pick", by="B", targets=["theirs"])
    assert [d.target for d in r3.of("draw")] == ["B"]
    assert [d.target for d in r1.of("draw")] == ["A"]


FLOORED = designer("Floorer", "unit", might=6, statics=[
    {"op": "might", "who": "enemy_here", "amount": -8, "when": "stunned", "floor": 1}])


def test_002_143_2_a_passive_might_loss_stops_at_its_minimum():
    """"-8 Might, to a minimum of 1" (card text, 002; 143.2): a stunned 10-Might enemy has 2,
    a stunned 3-Might one 1 (not -5), an unstunned one or one elsewhere keeps its Might, and a
    unit already below the minimum is not raised to it."""
    from riftboard.engine.might import might

    stun = {"stunned": True}
    st = board(units=[("f", "Floorer", None, "A", "north"),
                      ("big", "Big", 10, "B", "north", stun),
                      ("small", "Small", 3, "B", "north", stun),
                      ("zero", "Zero", 0, "B", "north", stun), ("free", "Free", 4, "B", "north"),
                      ("far", "Far", 5, "B", "south", stun)],
               battlefields=("north", "south"), cards=[FLOORED])
    got = {u: might(st, st.objects[u]) for u in ("big", "small", "zero", "free", "far", "f")}
    assert got == {"big": 2, "small": 1, "zero": 0, "free": 4, "far": 5, "f": 6}


def test_a_minimum_is_refused_on_anything_but_a_might_loss():
    """The loader refuses `floor` on a Might gain or on another passive ability, naming the key."""
    import pytest

    from riftboard.cards.library import card_from_table
    from riftboard.errors import RiftboardError

    for st in ({"op": "might", "who": "self", "amount": 2, "floor": 1},
               {"op": "keyword", "who": "self", "keyword": "tank", "floor": 1}):
        with pytest.raises(RiftboardError, match="floor"):
            card_from_table(designer("Bad Floor", "unit", might=1, statics=[st]), "<test>", None,
                            "cards[1]")


OPENER = designer("Opener", "gear", friendly_plays_to_open=True)


def test_002_806_3_a_friendly_permanent_lets_units_be_played_to_an_open_battlefield():
    """806.3: a unit is played to its player's base or a battlefield they control; a permanent
    of theirs whose text says so (card text, 002) lets it go to one nobody controls too, not to
    one an opponent controls, and an opponent's such permanent does not."""
    from tests.engine.helpers import raises_illegal

    mine = game_board(gear=[("op", "Opener", "A", "base")], controllers={"south": "B"},
                      battlefields=("north", "south"), cards=[OPENER])
    r = play(mine, "Petty Officer", by="A", to="north", id="po")
    assert r.state.objects["po"].at == "north"
    assert "controlled by B " in raises_illegal(play, mine, "Petty Officer", by="A", to="south")
    theirs = game_board(gear=[("op", "Opener", "B", "base")], cards=[OPENER])
    assert "nobody" in raises_illegal(play, theirs, "Petty Officer", by="A", to="north")


BELOW = designer("Below Points", effects=[{"op": "play_spell_from_trash_below_points"}])


def test_194_1_419_3_a_trash_spell_costing_less_than_the_points():
    """The cap is the player's points less one, read as it resolves (194.1): with 2 points a
    1-Energy Hextech Ray is played (350.2) and recycled (416.1), never the 4-Energy Vengeance;
    with 1 point nothing costs less, and nothing happens (419.3.c); format 1 keeps no score."""
    trash = [("veng", "Vengeance", "A"), ("ray", "Hextech Ray", "A")]
    units = [("foe", "Foe", 3, "B", "north")]
    two = play(game_board(points=(2, 0), units=units, trash=trash, decks={"A": ["Cleave"]},
                          cards=[BELOW]), "Below Points", by="A")
    assert [e.target for e in two.of("kill")] == ["foe"]
    assert two.state.objects["ray"].zone == "deck" and two.state.objects["veng"].zone == "trash"
    one = play(game_board(points=(1, 0), units=units, trash=trash, cards=[BELOW]),
               "Below Points", by="A")
    assert one.of("play", target="foe") == [] and one.state.objects["ray"].zone == "trash"
    f1 = play(board(units=units, trash=trash, cards=[BELOW]), "Below Points", by="A")
    assert f1.state.objects["ray"].zone == "trash"
