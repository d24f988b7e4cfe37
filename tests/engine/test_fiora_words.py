"""The Fiora words (ops/fiora_words.py, board.py): a unit "becomes Mighty" (709) when a change of
its Might on the board takes it from below 5 to 5 or more, heard as the change is made; "my
Might becomes 10 or more" the same way at 10 (Renekton, Brute); and Fiora, Victorious's keywords
while Mighty, whose own Shield never makes her Mighty (476.3, 708)."""

from __future__ import annotations

from attrs import evolve

from riftboard.engine.state import Game, Side
from tests.engine.helpers import board, combat, designer, play

#: "when a unit you control becomes Mighty, draw 1"
WATCHER = designer("Mighty Watcher", kind="unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "friendly_becomes_mighty",
     "effects": [{"op": "draw", "amount": 1}]}])
#: "when my Might becomes 10 or more, draw 1"
TITAN = designer("Ten Titan", kind="unit", might=8, abilities=[
    {"kind": "triggered", "trigger": "might_reaches_ten", "effects": [{"op": "draw", "amount": 1}]}])
GROW = designer("Grow", targets=[{"what": "unit"}], effects=[{"op": "might", "target": 1, "amount": 1}])
BOLSTER = designer("Bolster", targets=[{"what": "unit"}], effects=[{"op": "buff", "target": 1}])
CHARGER = designer("Charger", kind="unit", might=4, assault=1)
#: "[Level 3] I have +1 Might" and a spell that gives 3 XP (format 2)
LEVELLER = designer("Leveller", kind="unit", might=4,
                    statics=[{"op": "might", "who": "self", "amount": 1, "when": "level_3"}])
STUDY = designer("Study", effects=[{"op": "gain_xp", "amount": 3}])
GIVE_SHIELD = designer("Give Shield", targets=[{"what": "unit"}],
                       effects=[{"op": "grant_keyword", "target": 1, "keyword": "shield"}])
CARDS = [WATCHER, TITAN, GROW, BOLSTER, CHARGER, LEVELLER, STUDY, GIVE_SHIELD]


def _board(*units):
    return board(units=[("w", "Mighty Watcher", None, "A", "base"), *units],
                 battlefields=("north", "south"), cards=CARDS)


def test_709_a_unit_going_from_4_to_5_becomes_mighty_and_its_controller_hears_it():
    st = _board(("k", "Knight", 4, "A", "north"))
    r = play(st, "Grow", by="A", targets=["k"])
    t = r.one("trigger")
    assert t.target == "k" and "became Mighty" in t.text
    assert r.one("draw").responsible == "A"


def test_709_a_unit_already_mighty_that_gets_more_does_not_become_mighty():
    """709's second example: 5 -> 6 is no crossing."""
    r = play(_board(("k", "Knight", 5, "A", "north")), "Grow", by="A", targets=["k"])
    assert r.might("k") == 6
    assert r.of("trigger") == []


def test_709_a_rise_that_stays_below_5_is_not_becoming_mighty():
    r = play(_board(("k", "Knight", 2, "A", "north")), "Grow", by="A", targets=["k"])
    assert r.might("k") == 3 and r.of("trigger") == []


def test_709_an_enemy_unit_becoming_mighty_is_not_a_unit_you_control():
    r = play(_board(("e", "Ogre", 4, "B", "north")), "Grow", by="A", targets=["e"])
    assert r.might("e") == 5 and r.of("trigger") == []


def test_709_a_buff_can_make_a_unit_mighty():
    r = play(_board(("k", "Knight", 4, "A", "north")), "Bolster", by="A", targets=["k"])
    assert r.one("trigger").target == "k"


def test_709_assault_as_the_combat_begins_makes_an_attacker_mighty():
    """Assault 1 while attacking (807): 4 -> 5 as the attacker designation is given."""
    st = _board(("c", "Charger", None, "A", "north"), ("e", "Ogre", 1, "B", "north"))
    r = combat(st, "north", attackers=["c"], defenders=["e"])
    assert r.one("trigger").target == "c"


def test_709_824_1_a_level_reached_that_raises_might_makes_a_unit_mighty():
    """Format 2: 3 XP gives the Leveller its Level 3 +1 Might (824.1): 4 -> 5, heard like any
    other Might change (a `might` event, then the trigger)."""
    st = _board(("l", "Leveller", None, "A", "north"))
    st = evolve(st, game=Game(sides=(Side(), Side()), priority="A"))
    r = play(st, "Study", by="A")
    assert r.one("might", target="l").amount == 5
    assert r.one("trigger").target == "l"


def test_might_reaches_ten_once_at_the_crossing():
    st = board(units=[("t", "Ten Titan", None, "A", "north")], cards=CARDS)
    r1 = play(st, "Grow", by="A", targets=["t"])  # 8 -> 9
    r2 = play(r1, "Grow", by="A", targets=["t"])  # 9 -> 10
    r3 = play(r2, "Grow", by="A", targets=["t"])  # 10 -> 11
    assert r1.of("trigger") == [] and r3.of("trigger") == []
    assert "10 or more" in r2.one("trigger").text


def test_renekton_brute_is_empowered_at_10_and_then_has_deflect_and_ganking():
    """Renekton, Brute: +1 this turn for each use; at 10 he is Empowered (827.1), and Empowered
    he has Deflect and Ganking."""
    from riftboard.engine.might import deflect_value, static_keyword

    st = board(units=[("r", "Renekton, Brute", None, "A", "north")], cards=CARDS)
    for _ in range(5):
        st = play(st, "Grow", by="A", targets=["r"])
    assert st.might("r") == 9 and not st.obj("r").empowered
    assert not static_keyword(st.state, st.obj("r"), "ganking")
    st = play(st, "Grow", by="A", targets=["r"])
    assert st.one("empower").target == "r" and st.obj("r").empowered
    assert static_keyword(st.state, st.obj("r"), "ganking")
    assert deflect_value(st.state, st.obj("r")) == 1


def _fiora(*units, fiora_opts=None):
    f = ("f", "Fiora, Victorious", None, "A", "north") + ((fiora_opts,) if fiora_opts else ())
    return board(units=[f, *units], battlefields=("north", "south"), cards=CARDS)


def test_708_476_3_fiora_victorious_not_mighty_has_no_shield_even_while_defending():
    """4 Might: not Mighty, so no Shield; the Shield she would get cannot lift her to 5."""
    from riftboard.engine.might import deflect_value, static_keyword

    st = _fiora(("e", "Ogre", 3, "B", "north"))
    assert not static_keyword(st, st.obj("f"), "ganking") and deflect_value(st, st.obj("f")) == 0
    r = combat(st, "north", attackers=["e"], defenders=["f"])
    assert r.one("damage", target="e").amount == 4


def test_708_476_3_fiora_victorious_buffed_is_mighty_and_defends_with_6():
    """476.3's example: buffed, 5 Might with Deflect, Ganking and Shield; 6 as a defender."""
    from riftboard.engine.might import deflect_value, static_keyword

    st = _fiora(("e", "Ogre", 3, "B", "north"), fiora_opts={"buffed": True})
    assert static_keyword(st, st.obj("f"), "ganking") and deflect_value(st, st.obj("f")) == 1
    r = combat(st, "north", attackers=["e"], defenders=["f"])
    assert r.one("damage", target="e").amount == 6


def test_476_3_another_shield_can_make_fiora_mighty_and_then_hers_adds():
    """Layers (476): a Shield given by a spell makes her 5 as a defender; Mighty, she gets her
    own Shield too, applied once: 6."""
    st = play(_fiora(("e", "Ogre", 3, "B", "north")), "Give Shield", by="A", targets=["f"])
    r = combat(st, "north", attackers=["e"], defenders=["f"])
    assert r.one("damage", target="e").amount == 6


#: "when a unit you control becomes Mighty, it gets +2 Might this turn"
SURGE = designer("Mighty Surge", kind="unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "friendly_becomes_mighty",
     "effects": [{"op": "might", "target": "subject", "amount": 2}]}])
SHRINK = designer("Shrink", targets=[{"what": "unit"}],
                  effects=[{"op": "might", "target": 1, "amount": -4, "floor": 1}])


def test_317_2_f_320_1_becoming_mighty_as_the_turn_ends_resolves_in_that_turn():
    """The -4 ends in the Expiration Step (317.2.c): 1 -> 5, the Knight becomes Mighty. The
    ability is finalized after that Cleanup (320.1) and resolves before the next turn starts;
    then the Expiration Step runs again (317.2.f), so its "+2 this turn" ends with this turn."""
    from tests.engine.helpers import end_turn

    st = board(units=[("s", "Mighty Surge", None, "A", "base"), ("k", "Knight", 5, "A", "north")],
               cards=[SURGE, SHRINK])
    st = play(st, "Shrink", by="A", targets=["k"])
    assert st.might("k") == 1
    r = end_turn(st)
    kinds = r.kinds()
    assert kinds.index("trigger") < kinds.index("turn_start")
    assert [e.amount for e in r.of("might", target="k")] == [5, 7, 5]
    assert r.might("k") == 5 and r.state.turn_player == "B"


#: "+1 Might for each card in your trash": a rise no Might event shows
HOARDER = designer("Hoarder", kind="unit", might=3,
                   statics=[{"op": "might", "who": "self", "amount": 1, "per": "cards_in_trash"}])
THINK = designer("Think", effects=[{"op": "draw", "amount": 1}])


def test_709_a_rise_no_might_event_shows_is_heard_at_the_cleanup():
    """The Hoarder has 3 + 1 (one card in the trash) = 4; Think resolves and goes to the trash:
    5, Mighty. No instruction changed its Might, so the Cleanup's look hears it, once."""
    st = board(units=[("w", "Mighty Watcher", None, "A", "base"), ("h", "Hoarder", None, "A", "base")],
               trash=[("t1", "Think", "A")], cards=[WATCHER, HOARDER, THINK])
    r = play(st, "Think", by="A")
    assert r.might("h") == 5
    assert r.one("trigger").target == "h"
    r2 = play(r, "Think", by="A")  # 5 -> 6: already Mighty
    assert r2.might("h") == 6 and r2.of("trigger") == []
