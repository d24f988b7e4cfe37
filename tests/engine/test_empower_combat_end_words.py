"""The words of the Vendetta cards of issue 27: "when I become Empowered" (827.1), "when a
combat that I was in ends" (466.7.b), "in combat" / "unless I'm in combat" (460, 464) and "a
battlefield I moved to or from" (446.1)."""

from __future__ import annotations

from riftboard.engine import actions as A
from riftboard.engine.carddefs import TargetSpec
from riftboard.engine.targets import legal_targets
from tests.engine.helpers import _apply, activate, board, combat, designer, play, raises_illegal

EMPOWER_SPELL = designer("Empowerer", targets=[{"what": "unit"}],
                         effects=[{"op": "empower", "target": 1}])
RISING = designer("Rising", "unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "become_empowered", "effects": [{"op": "draw", "amount": 1}]}])
WITNESS = designer("Witness", "unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "combat_ends_self",
     "effects": [{"op": "buff", "target": "self"}]}])


def test_827_1_becoming_empowered_triggers_once():
    """827.1: the first empower triggers "when I become Empowered"; a second one changes nothing
    and triggers nothing (it already was)."""
    st = board(units=[("r", "Rising", None, "A", "north")], cards=[EMPOWER_SPELL, RISING])
    r1 = play(st, "Empowerer", by="A", targets=["r"])
    assert r1.one("trigger").sources[0].id == "r#1"
    assert r1.one("draw").responsible == "A"
    r2 = play(r1, "Empowerer", by="A", targets=["r"])
    assert r2.of("trigger") == [] and r2.of("draw") == []


def test_827_1_its_own_empower_ability_triggers_it():
    """A unit's own Empower ability (an activated ability) makes it become Empowered too."""
    own = designer("Self Riser", "unit", might=2, abilities=[
        {"kind": "activated", "if": "not_empowered", "effects": [{"op": "empower",
                                                                  "target": "self"}]},
        {"kind": "triggered", "trigger": "become_empowered",
         "effects": [{"op": "buff", "target": "self"}]}])
    st = board(units=[("s", "Self Riser", None, "A", "north")], cards=[own])
    r = activate(st, "s", 1, by="A")
    assert r.one("trigger").sources[0].id == "s#2"
    assert r.might("s") == 3


def test_466_7_b_combat_end_triggers_units_that_were_in_it_after_it_ends():
    """466.7.b: "when a combat that I was in ends" happens after the combat ends, for the units
    that were attacker or defender (still on the board), not for a unit elsewhere."""
    st = board(units=[("w", "Witness", None, "A", "north"), ("home", "Witness", None, "A", "base"),
                      ("foe", "Foe", 1, "B", "north")], cards=[WITNESS])
    r = combat(st, "north", attackers=["w"], defenders=["foe"])
    end = r.one("combat_end").seq
    trig = r.one("trigger")
    assert trig.sources[0].id == "w#1" and trig.seq > end
    assert r.obj("w").buffed and not r.obj("home").buffed


def test_466_7_b_a_unit_that_died_in_the_combat_does_not_trigger():
    """A unit killed by the combat's damage is no longer on the board when it ends."""
    st = board(units=[("w", "Witness", None, "A", "north"), ("ogre", "Ogre", 5, "B", "north")],
               cards=[WITNESS])
    r = combat(st, "north", attackers=["w"], defenders=["ogre"])
    assert r.one("kill", target="w")
    assert r.of("trigger") == []


def test_in_combat_reads_the_battlefield_of_the_combat_under_way():
    """"Unless I'm in combat": a passive `no_damage` with `when = "not_in_combat"` stops a
    spell's damage outside combat, and not the combat's own damage (465.2)."""
    wolf = designer("Wolfish", "unit", might=6, statics=[
        {"op": "no_damage", "who": "self", "when": "not_in_combat"}])
    st = board(units=[("w", "Wolfish", None, "A", "north"), ("ogre", "Ogre", 3, "B", "north")],
               cards=[wolf])
    r1 = play(st, "Hextech Ray", by="B", targets=["w"])
    assert r1.of("damage", target="w") == []
    r2 = combat(r1, "north", attackers=["w"], defenders=["ogre"])
    assert r2.one("damage", target="w").amount == 3


def test_054_1_unchoosable_unless_in_combat():
    """An `unchoosable` passive with `when = "not_in_combat"`: an enemy spell can't choose the
    unit outside combat (054.1)."""
    shy = designer("Shy", "unit", might=4, statics=[
        {"op": "unchoosable", "who": "self", "when": "not_in_combat"}])
    st = board(units=[("s", "Shy", None, "A", "north")], cards=[shy])
    msg = raises_illegal(play, st, "Hextech Ray", by="B", targets=["s"])
    assert "can't be chosen" in msg


def test_446_1_a_battlefield_moved_to_or_from():
    """`where = "moved_to_or_from"`: a unit at the battlefield the host moved to, or the one it
    moved from; never one elsewhere, nor one in a base."""
    st = board(units=[("h", "Host", 3, "A", "north"), ("n", "N", 3, "B", "north"),
                      ("s", "S", 3, "B", "south"), ("b", "B", 3, "B", "base")],
               battlefields=("north", "south", "east"))
    spec = TargetSpec(what="unit", where="moved_to_or_from")
    r = _apply(st, A.StandardMove(units=("h",), to="base"))
    assert {o.id for o in legal_targets(r.state, spec, "A", r.obj("h"))} == {"n"}
    st2 = board(units=[("h", "Host", 3, "A", "base"), ("n", "N", 3, "B", "north"),
                       ("s", "S", 3, "B", "south")], battlefields=("north", "south"))
    r2 = _apply(st2, A.StandardMove(units=("h",), to="south"))
    assert {o.id for o in legal_targets(r2.state, spec, "A", r2.obj("h"))} == {"s", "h"}


def test_417_dealt_damage_this_turn_is_remembered_after_a_heal_and_ends_with_the_turn():
    """"If I haven't been dealt damage this turn": a heal does not forget the damage; a sandbox
    mark_damage is no dealing; the turn's end forgets it."""
    from riftboard.engine import board as words
    from tests.engine.helpers import end_turn, heal, mark

    st = board(units=[("u", "Tough", 6, "A", "north"), ("m", "Marked", 6, "A", "north")])
    r = heal(play(st, "Hextech Ray", by="B", targets=["u"]), "u")
    r = mark(r, "m", 2)
    assert not words.holds(r.state, "not_dealt_damage_this_turn", "A", r.obj("u"))
    assert words.holds(r.state, "not_dealt_damage_this_turn", "A", r.obj("m"))
    r = end_turn(r)
    assert words.holds(r.state, "not_dealt_damage_this_turn", "A", r.obj("u"))


def test_440_1_burn_by_the_opponent_and_419_3_a_play_from_their_trash():
    """Kharox's words: `burn` with `who = "opponent"` burns the other player's deck; then
    `play_from_trash` with `who = "opponent"` plays a unit of their trash for the controller, who
    controls it (419.3), after a "you may" (`may`)."""
    from tests.engine.game_helpers import game_board, side

    grab = designer("Grab", effects=[{"op": "burn", "amount": 2, "who": "opponent"},
                                     {"op": "play_from_trash", "who": "opponent", "may": True}])
    st = game_board(cards=[grab], decks={"A": ["Cleave"], "B": ["Noxus Hopeful", "Cleave", "Charm"]})
    r = play(st, "Grab", by="A")
    burn = r.one("burn", target="B")
    assert burn.amount == 2 and burn.responsible == "A"
    assert side(r, "B").deck == ("B-deck3",) and side(r, "A").deck == ("A-deck1",)
    assert r.obj("B-deck1").zone == "board" and r.obj("B-deck1").controller == "A"
    assert r.obj("B-deck1").owner == "B"
    declined = play(st, "Grab", by="A", may=False)
    assert declined.obj("B-deck1").zone == "trash"


def test_play_from_trash_to_the_base_only():
    """`where = "base"`: "play it to your base", whatever battlefield the step names."""
    home = designer("Home", effects=[{"op": "play_from_trash", "where": "base"}])
    st = board(units=[], trash=[("t", "Noxus Hopeful", "A")], cards=[home])
    from attrs import evolve
    st = evolve(st, objects=st.objects.set("north", evolve(st.objects["north"], controller="A")))
    r = play(st, "Home", by="A", to="north")
    assert r.obj("t").zone == "board" and r.obj("t").at == "base"
    r2 = play(st, "The Harrowing", by="A", to="north", choose={"A": ["t"]})
    assert r2.obj("t").at == "north"  # without it, a battlefield its player controls is allowed


def test_827_1_empowered_up_to_three_times_kayle():
    """`empower` with `amount = 3`: Empowered again while Empowered, three times at most; the
    count `times_empowered` and the condition `empowered_three_times` read it; a Disempower ends
    all of it (442)."""
    from riftboard.engine.might import deflect_value, static_keyword

    kayle = designer("Stacker", "unit", might=3, statics=[
        {"op": "might", "who": "self", "amount": 2, "per": "times_empowered"},
        {"op": "keyword", "who": "self", "keyword": "deflect", "amount": 3,
         "when": "empowered_three_times"},
        {"op": "keyword", "who": "self", "keyword": "ganking", "when": "empowered_three_times"}],
        abilities=[{"kind": "activated", "effects": [{"op": "empower", "target": "self",
                                                      "amount": 3}]}])
    drop = designer("Drop", targets=[{"what": "unit"}],
                    effects=[{"op": "disempower", "target": 1}])
    st = board(units=[("k", "Stacker", None, "A", "north")], cards=[kayle, drop])
    r = activate(activate(st, "k", 1, by="A"), "k", 1, by="A")
    assert r.might("k") == 7 and deflect_value(r.state, r.obj("k")) == 0
    r = activate(r, "k", 1, by="A")
    assert r.might("k") == 9 and deflect_value(r.state, r.obj("k")) == 3
    assert static_keyword(r.state, r.obj("k"), "ganking")
    r = activate(r, "k", 1, by="A")
    assert r.might("k") == 9 and not r.of("empower")
    r = play(r, "Drop", by="B", targets=["k"])
    assert r.might("k") == 3 and not static_keyword(r.state, r.obj("k"), "ganking")
    r = activate(r, "k", 1, by="A")
    assert r.might("k") == 5


def test_161_runes_a_player_controls_count_and_four_or_fewer():
    """`friendly_runes` counts the runes on the board of the player (zone "runes"), never those
    of the rune deck or the opponent's; `four_or_fewer_runes` holds up to 4; format 1 has none."""
    from riftboard.engine import board as words
    from tests.engine.game_helpers import game_board

    runes = [(f"r{i}", "Calm Rune", "A", False) for i in range(5)] + [("b1", "Calm Rune", "B",
                                                                         False)]
    st = game_board(runes=runes, rune_decks={"A": ["Calm Rune"], "B": []})
    assert words.count(st, "friendly_runes", "A", None) == 5
    assert words.count(st, "friendly_runes", "B", None) == 1
    assert not words.holds(st, "four_or_fewer_runes", "A", None)
    assert words.holds(st, "four_or_fewer_runes", "B", None)
    assert words.holds(st, "friendly_runes", "A", None, at_least=5)
    assert words.holds(board(), "four_or_fewer_runes", "A", None)


def test_words_for_runes_behind_score_damage_and_tokens():
    """`fewer_runes_than_opponent` (161), `far_from_victory` (194.3: more than 3 points short),
    `damage_marked` (143.3) and `friendly_token_units` (180)."""
    from riftboard.engine import board as words
    from tests.engine.game_helpers import game_board
    from tests.engine.helpers import mark

    runes = [("a1", "Calm Rune", "A", False), ("b1", "Calm Rune", "B", False),
             ("b2", "Calm Rune", "B", False)]
    st = game_board(runes=runes, points=(4, 5), units=[
        ("u", "Ogre", 6, "A", "north"), ("t", "Recruit", None, "A", "base")])
    assert words.holds(st, "fewer_runes_than_opponent", "A", None)
    assert not words.holds(st, "fewer_runes_than_opponent", "B", None)
    assert words.holds(st, "far_from_victory", "A", None)  # 4 < 8 - 3
    assert not words.holds(st, "far_from_victory", "B", None)  # 5 is within 3 of 8
    assert words.holds(board(), "far_from_victory", "A", None)  # format 1: no score
    assert words.count(st, "friendly_token_units", "A", None) == 1
    assert words.count(st, "friendly_token_units", "B", None) == 0
    r = mark(st, "u", 2)
    assert words.count(r.state, "damage_marked", "A", r.obj("u")) == 2


def test_same_name_in_trash_reads_the_players_own_trash():
    """"If you have a card with my name in your trash": the player's trash only, and never the
    unit itself."""
    from riftboard.engine import board as words

    st = board(units=[("u", "Shadow Assassin", None, "A", "base")],
               trash=[("t1", "Shadow Assassin", "B"), ("t2", "Cleave", "A")])
    assert not words.holds(st, "same_name_in_trash", "A", st.obj("u"))
    st2 = board(units=[("u", "Shadow Assassin", None, "A", "base")],
                trash=[("t1", "Shadow Assassin", "A")])
    assert words.holds(st2, "same_name_in_trash", "A", st2.obj("u"))


def test_415_1_becoming_ready_triggers_whoever_readies_it_but_not_entering_ready():
    """"When I become ready": an effect that readies it (even an opponent's) and its player's
    Awaken Phase; not a unit that is ready already (415.1.c)."""
    from tests.engine.helpers import end_turn, set_state

    fret = designer("Fretter", "unit", might=5, abilities=[
        {"kind": "triggered", "trigger": "become_ready",
         "effects": [{"op": "might", "target": "self", "amount": 2}]}])
    wake = designer("Wake", targets=[{"what": "unit"}], effects=[{"op": "ready", "target": 1}])
    st = board(units=[("f", "Fretter", None, "A", "north")], cards=[fret, wake])
    r = play(st, "Wake", by="B", targets=["f"])
    assert r.of("trigger") == []  # it was ready: nothing readies (415.1.c)
    r = play(set_state(st, "f", exhausted=True), "Wake", by="B", targets=["f"])
    assert r.one("trigger").sources[0].id == "f#1" and r.might("f") == 7
    r = end_turn(end_turn(set_state(st, "f", exhausted=True)))
    assert r.one("trigger").sources[0].id == "f#1"


def test_194_3_the_victory_score_words_read_a_score_raised_by_aspirants_climb():
    """`far_from_victory` and `opponent_near_victory` read the points needed now (194.3): with
    Aspirant's Climb on the board (one more, card text 002), 5 of 9 is more than 3 short and 5
    is no longer within 3 of it."""
    from riftboard.engine import board as words
    from tests.engine.game_helpers import game_board

    for bf, needed in (("north", 8), (("north", "Aspirant's Climb"), 9)):
        st = game_board(points=(4, 5), battlefields=(bf,))
        far = needed == 9
        assert words.holds(st, "far_from_victory", "B", None) is far  # 5 < 9 - 3, not 8 - 3
        assert words.holds(st, "opponent_near_victory", "A", None) is not far
