"""cardsU's words (issue 27): an optional additional cost paid in XP, and the instructions of a
"when you play me" ability that read whether it was paid (356.2.b.1, 356.4.f.1, 730)."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import board, combat, designer, end_turn, play, raises_illegal

# "you may spend 3 XP as an additional cost; when you play me, each player kills one of their
# units, you excepted if you paid" (Safety Inspector's shape)
INSPECTOR = designer("Inspector", kind="unit", might=3, optional_cost="spend_3_xp", abilities=[
    {"kind": "triggered", "trigger": "play_self",
     "effects": [{"op": "choose_each", "unless_paid": True},
                 {"op": "choose_each", "who": "others", "if_paid": True},
                 {"op": "kill", "target": "chosen"}]}])


def _inspecting(xp):
    return game_board(cards=[INSPECTOR], xp=(xp, 0), hand=[("insp", "Inspector", "A")],
                      units=[("scout", "Scout", 1, "A", "base"),
                             ("guard", "Guard", 2, "B", "north")],
                      battlefields=("north",))


def test_730_356_2_b_1_356_4_f_1_xp_spent_spares_its_player():
    r = play(_inspecting(4), "Inspector", by="A", id="insp", may=True)
    spent = r.one("xp", target="A")
    assert spent.amount == -3 and "356.2.b.1" in spent.rules
    assert side(r, "A").xp == 1
    assert r.obj("guard").zone == "trash"
    assert r.obj("scout").zone == "board" and r.obj("insp").zone == "board"


def test_356_2_b_1_declined_every_player_kills_one_of_theirs():
    r = play(_inspecting(4), "Inspector", by="A", id="insp", may=False, choose={"A": "scout"})
    assert not r.of("xp") and side(r, "A").xp == 4
    assert r.obj("guard").zone == "trash" and r.obj("scout").zone == "trash"


def test_203_3_too_little_xp_is_not_offered():
    r = play(_inspecting(2), "Inspector", by="A", id="insp", may=True, choose={"A": "scout"})
    assert not r.of("xp") and side(r, "A").xp == 2
    assert r.obj("scout").zone == "trash"


def test_format_1_has_no_xp_so_the_cost_is_never_paid():
    st = board(cards=[INSPECTOR], units=[("scout", "Scout", 1, "A", "base"),
                                         ("guard", "Guard", 2, "B", "north")],
               battlefields=("north",))
    r = play(st, "Inspector", by="A", id="insp", may=True, choose={"A": "scout"})
    assert not r.of("xp")
    assert r.obj("scout").zone == "trash"


@pytest.mark.parametrize("table, word", [
    (designer("Bad Cost", kind="unit", might=1, optional_cost="spend_xp"), "spend_N_xp"),
    (designer("No Cost", kind="unit", might=1, abilities=[
        {"kind": "triggered", "trigger": "play_self",
         "effects": [{"op": "draw", "amount": 1, "unless_paid": True}]}]), "optional_cost"),
    (designer("Not On Play", kind="unit", might=1, optional_cost="spend_1_xp", abilities=[
        {"kind": "triggered", "trigger": "attack",
         "effects": [{"op": "draw", "amount": 1, "if_paid": True}]}]), "play me"),
])
def test_356_4_f_1_a_wrong_cost_or_paid_word_is_a_file_error(table, word):
    with pytest.raises(InvalidScenario) as err:
        card_from_table(table, "designer.toml", 1)
    assert word in str(err.value) and "designer.toml" in str(err.value)


# -- "choose an opponent; they gain 1 point" (Draven, Audacious's "when I die in combat") -------

KILLER = designer("Probe Kill", targets=[{"what": "unit"}],
                  effects=[{"op": "kill", "target": 1}])
GIVER = designer("Giver", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "die", "if": "in_combat",
     "effects": [{"op": "opponent_gains_points", "amount": 1}]}])


def _giving():
    return game_board(cards=[GIVER, KILLER], units=[("giver", "Giver", None, "A", "north"),
                                            ("brute", "Brute", 5, "B", "north")],
                      battlefields=("north",), controllers={"north": "B"})  # no Conquer


def test_194_1_428_1_a_1_b_dying_in_combat_the_opponent_gains_the_point():
    r = combat(_giving(), "north", attackers=["giver"], defenders=["brute"])
    got = r.one("points", target="B")
    assert got.amount == 1 and got.responsible == "A" and "194.1" in got.rules
    assert side(r, "B").points == 1 and side(r, "A").points == 0


def test_428_1_a_1_b_killed_outside_a_combat_it_does_not_trigger():
    r = play(_giving(), "Probe Kill", by="B", targets=["giver"])
    assert r.obj("giver").zone == "trash"
    assert not r.of("points") and side(r, "B").points == 0


def test_194_1_the_controller_cannot_choose_themselves():
    msg = raises_illegal(combat, _giving(), "north", attackers=["giver"], defenders=["brute"],
                         choose={"A": "A"})
    assert "opponent" in msg


# -- "when you defend at a battlefield, you may move me there" (Loyal Pup) -----------------------

PUP = designer("Pup", kind="unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "you_defend", "may": True,
     "effects": [{"op": "move_to_that_battlefield", "target": "self"}]}])


def _pup(at="south"):
    return board(cards=[PUP], units=[("raider", "Raider", 4, "A", "north"),
                                     ("guard", "Guard", 2, "B", "north"),
                                     ("pup", "Pup", None, "B", at)],
                 battlefields=("north", "south"))


def test_383_4_f_464_2_c_3_a_from_another_battlefield_it_joins_the_defence():
    r = combat(_pup(), "north", attackers=["raider"])
    assert r.one("move", target="pup").responsible == "B"
    assert r.obj("pup").at == "north"
    assert r.obj("raider").zone == "trash"  # 2 + 3 against 4 (465.2)


def test_383_4_f_its_player_attacking_is_not_defending():
    st = board(cards=[PUP], units=[("raider", "Raider", 4, "A", "north"),
                                   ("guard", "Guard", 2, "B", "north"),
                                   ("pup", "Pup", None, "A", "base")], battlefields=("north",))
    r = combat(st, "north", attackers=["raider"])
    assert not r.of("trigger") and not r.of("move") and r.obj("pup").at == "base"


# -- "I can be played to a battlefield you're attacking" (Rengar, Pouncing); a unit played into
# a combat joins its player's side (464.2.c.3.a) ------------------------------------------------

from tests.engine.game_helpers import pass_, smove  # noqa: E402

POUNCER = designer("Pouncer", kind="unit", might=3, plays_to_attacked=True)
AMBUSHER = designer("Ambusher", kind="unit", might=3, keywords=["Ambush"])


def _attacking():
    """Alice's Raider (2) has moved to Bob's North, held by his Guard (4): the combat is on."""
    st = game_board(cards=[POUNCER, AMBUSHER], units=[("raider", "Raider", 2, "A", "base"),
                                                      ("guard", "Guard", 4, "B", "north"),
                                                      ("sentry", "Sentry", 1, "B", "south")],
                    battlefields=("north", "south"), controllers={"north": "B", "south": "B"},
                    hand=[("pouncer", "Pouncer", "A"), ("amb", "Ambusher", "B")])
    return smove(st, ["raider"], "north")


def test_002_464_2_c_3_a_played_where_its_player_attacks_it_fights_as_an_attacker():
    r = pass_(pass_(play(_attacking(), "Pouncer", by="A", id="pouncer", to="north"), "A"), "B")
    hits = r.one("damage", target="guard")
    assert hits.amount == 5 and {s.id for s in hits.sources} == {"raider", "pouncer"}
    assert r.obj("guard").zone == "trash"


def test_002_not_to_a_battlefield_nobody_attacks():
    msg = raises_illegal(play, _attacking(), "Pouncer", by="A", id="pouncer", to="south")
    assert "can be played only" in msg


def test_464_2_c_3_a_a_defender_played_in_by_ambush_joins_the_defence():
    st = play(_attacking(), "Ambusher", by="B", id="amb", to="north")
    r = pass_(pass_(st, "A"), "B")
    assert {s.id for s in r.one("damage", target="raider").sources} == {"guard", "amb"}


# -- "I (and friendly units) can be played to an occupied battlefield if an enemy unit is alone
# there" (Arachnoid Horror) ----------------------------------------------------------------------

SPIDER = designer("Spider", kind="unit", might=6, plays_to_lone_enemy=True,
                  friendly_plays_to_lone_enemy=True)
PLAIN = designer("Plain", kind="unit", might=1)


def _lone(bob_units=(("guard", "Guard", 2, "B", "north"),), spider_at=None):
    units = list(bob_units) + ([("spider", "Spider", None, "A", spider_at)] if spider_at else [])
    hand = [("plain", "Plain", "A")] + ([] if spider_at else [("spider", "Spider", "A")])
    return game_board(cards=[SPIDER, PLAIN], units=units, battlefields=("north",),
                      controllers={"north": "B"}, hand=hand)


def test_002_it_may_be_played_where_an_enemy_unit_is_alone():
    r = play(_lone(), "Spider", by="A", id="spider", to="north")
    assert r.obj("spider").at == "north"
    assert "enemy unit alone" in r.one("play", target="spider").text


def test_002_not_where_two_enemy_units_stand_together():
    two = (("guard", "Guard", 2, "B", "north"), ("scout", "Scout", 1, "B", "north"))
    msg = raises_illegal(play, _lone(two), "Spider", by="A", id="spider", to="north")
    assert "can be played only" in msg


def test_002_its_players_other_units_only_while_it_is_on_the_board():
    r = play(_lone(spider_at="base"), "Plain", by="A", id="plain", to="north")
    assert r.obj("plain").at == "north"
    msg = raises_illegal(play, _lone(), "Plain", by="A", id="plain", to="north")
    assert "can be played only" in msg


# -- "when a player plays a unit here" (Valley of Idols) ------------------------------------------

VALLEY = designer("Valley", kind="battlefield", abilities=[
    {"kind": "triggered", "trigger": "unit_played_here", "may": True,
     "effects": [{"op": "buff", "target": "subject"}]}])
AMBUSHING = designer("Lurker", kind="unit", might=2, keywords=["Ambush"])


def _valley(**kw):
    cards = [VALLEY, PLAIN, AMBUSHING, KILLER, designer("Phoenix", kind="unit", might=3, abilities=[
        {"kind": "triggered", "trigger": "kill_with_spell", "zone": "trash", "may": True,
         "effects": [{"op": "play", "target": "self"}]}])]
    st = game_board(cards=cards, battlefields=(("valley", "Valley"),), controllers={"valley": "A"},
                    units=[("scout", "Scout", 1, "B", "valley")], **kw)
    return st


def test_190_6_a_the_player_who_plays_the_unit_here_is_asked_and_buffs_it():
    r = play(_valley(hand=[("lurk", "Lurker", "B")]), "Lurker", by="B", id="lurk", to="valley")
    assert r.one("trigger").responsible == "B"
    assert r.obj("lurk").buffed and r.obj("lurk").at == "valley"


def test_383_4_a_2_a_unit_played_to_its_base_is_not_heard():
    r = play(_valley(hand=[("plain", "Plain", "A")]), "Plain", by="A", id="plain")
    assert not r.of("trigger") and not r.obj("plain").buffed


def test_350_2_a_unit_played_from_the_trash_to_it_is_heard_too():
    st = _valley(trash=[("phx", "Phoenix", "A")])
    r = play(st, "Probe Kill", by="A", targets=["scout"], to="valley")
    assert r.obj("phx").at == "valley" and r.obj("phx").buffed


# -- "play me only to a battlefield you conquered this turn" (Perched Grimwyrm) -----------------

PERCHED = designer("Percher", kind="unit", might=5, plays_only_to_conquered=True)
REBASE = designer("Rebase", targets=[{"what": "unit"}],
                  effects=[{"op": "banish_play_base", "target": 1}])


def _perched(**kw):
    return game_board(cards=[PERCHED, REBASE], battlefields=("north", "south"),
                      controllers={"south": "A"}, hand=[("perch", "Percher", "A")],
                      units=[("raider", "Raider", 3, "A", "base")], **kw)


def test_002_054_1_not_to_its_base():
    msg = raises_illegal(play, _perched(), "Percher", by="A", id="perch")
    assert "conquered this turn" in msg and "base" in msg


def test_002_054_1_not_to_a_battlefield_held_but_not_conquered_this_turn():
    msg = raises_illegal(play, _perched(), "Percher", by="A", id="perch", to="south")
    assert "conquered this turn" in msg


def test_469_1_002_to_the_one_conquered_this_turn():
    st = pass_(pass_(smove(_perched(), ["raider"], "north"), "A"), "B")
    r = play(st, "Percher", by="A", id="perch", to="north")
    assert r.obj("perch").at == "north"


def test_055_an_effect_playing_it_to_the_base_fails_and_it_stays_banished():
    st = game_board(cards=[PERCHED, REBASE], units=[("perch", "Percher", None, "A", "north")],
                    battlefields=("north",))
    r = play(st, "Rebase", by="A", targets=["perch"])
    assert r.obj("perch").zone == "banished"
    assert "conquered this turn" in r.one("fizzle", target="perch").text


# -- "when a friendly unit is played (this turn)" (Rally the Troops) ------------------------------

RALLY = designer("Rally", effects=[
    {"op": "delayed", "trigger": "friendly_unit_played",
     "effects": [{"op": "buff", "target": "subject"}]}])
WELCOMER = designer("Welcomer", kind="unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "friendly_unit_played",
     "effects": [{"op": "draw", "amount": 1}]}])
MAKER = designer("Maker", effects=[{"op": "create_tokens_to", "name": "Recruit"}])


def _rally():
    return board(cards=[RALLY, PLAIN, MAKER, WELCOMER],
                 hand=[("p1", "Plain", "A"), ("p2", "Plain", "B")])


def test_390_2_each_unit_its_player_plays_this_turn_is_buffed_tokens_included():
    r = play(play(_rally(), "Rally", by="A"), "Plain", by="A", id="p1")
    assert r.obj("p1").buffed
    r = play(r, "Maker", by="A", id="mk")
    token = next(o for o in r.state.objects.values() if o.token and o.kind == "unit")
    assert token.buffed  # a token played is a play (350.2)


def test_390_2_not_another_players_unit_nor_after_the_turn():
    r = play(play(_rally(), "Rally", by="A"), "Plain", by="B", id="p2")
    assert not r.obj("p2").buffed
    r = play(end_turn(end_turn(play(_rally(), "Rally", by="A"))), "Plain", by="A", id="p1")
    assert not r.obj("p1").buffed


def test_383_4_a_2_a_permanent_hears_its_players_unit_played_itself_included():
    st = board(cards=[WELCOMER, PLAIN], units=[("w", "Welcomer", None, "A", "base")],
               hand=[("p1", "Plain", "A"), ("w2", "Welcomer", "A")])
    r = play(st, "Plain", by="A", id="p1")
    assert len(r.of("trigger")) == 1
    r = play(r, "Welcomer", by="A", id="w2")
    assert len(r.of("trigger")) == 2  # the old one and the new one itself


# -- "ready or exhaust a legend" (Royal Entourage) ----------------------------------------------

ENTOURAGE = designer("Entourage", kind="unit", might=4, abilities=[
    {"kind": "triggered", "trigger": "play_self", "effects": [{"op": "ready_or_exhaust_legend"}]}])
QUIET = designer("Quiet Legend", kind="legend")


def _court():
    from attrs import evolve

    st = game_board(cards=[ENTOURAGE, QUIET], legends={"A": ("aleg", "Quiet Legend"),
                                                       "B": ("bleg", "Quiet Legend")},
                    hand=[("ent", "Entourage", "A")])
    return evolve(st, objects=st.objects.set("aleg", evolve(st.objects["aleg"], exhausted=True)))


def test_415_1_107_4_by_default_its_players_own_legend_readies():
    r = play(_court(), "Entourage", by="A", id="ent")
    assert r.one("ready", target="aleg").responsible == "A"
    assert not r.obj("bleg").exhausted


def test_107_4_an_opponents_legend_exhausted():
    r = play(_court(), "Entourage", by="A", id="ent", choose={"A": "bleg"}, may=False)
    assert r.obj("bleg").exhausted and r.obj("aleg").exhausted
    assert r.one("exhaust", target="bleg").responsible == "A"


def test_002_format_1_has_no_legends_so_it_is_skipped_and_said():
    st = board(cards=[ENTOURAGE], hand=[("ent", "Entourage", "A")])
    r = play(st, "Entourage", by="A", id="ent")
    assert "legend" in r.one("not_modelled").text


# -- "each Equipment attached to me gives double its base Might bonus" (Gearhead) ---------------

DOUBLER = designer("Doubler", kind="unit", might=3, double_equipment_bonus=True)


def test_002_718_3_each_equipment_counts_twice_on_it_only():
    from riftboard.engine.might import might

    st = board(cards=[DOUBLER], units=[("d", "Doubler", None, "A", "north"),
                                       ("s", "Squire", 3, "A", "north")],
               gear=[("sw1", "Long Sword", "A", {"attached_to": "d"}),
                     ("sw2", "Long Sword", "A", {"attached_to": "s"})])
    assert might(st, st.objects["d"]) == 3 + 2 * 2
    assert might(st, st.objects["s"]) == 3 + 2


def test_718_a_card_other_than_a_unit_cannot_say_it():
    with pytest.raises(InvalidScenario) as err:
        card_from_table(designer("Odd", kind="gear", double_equipment_bonus=True),
                        "designer.toml", 1)
    assert "double_equipment_bonus" in str(err.value)
