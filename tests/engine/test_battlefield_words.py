"""What battlefields' Conquer and Hold abilities read and do beyond the older words (format 2,
SPEC section 7): every player channels (430.1, 430.2.a), an instruction recycles a rune (416.1,
161.2.b), a legend readies (415.1, 107.4), a card text wins the game (002, 472), and the counts
and condition a battlefield reads about itself ("here" is that battlefield)."""

import pytest
from attrs import evolve

from riftboard.cards.library import card_from_table
from riftboard.engine import actions as A
from riftboard.engine import board as words
from tests.engine.game_helpers import game_board, pass_, side, smove
from tests.engine.helpers import (_apply, activate, board, combat, designer, end_turn, play,
                                  raises_illegal)


def _gear(name, *effects):
    return designer(name, kind="gear", abilities=[{"kind": "activated", "effects": list(effects)}])


CARDS = [
    _gear("Paper Gear", {"op": "channel", "who": "each", "amount": 1, "exhausted": True}),
    _gear("Ready Paper Gear", {"op": "channel", "who": "each", "amount": 2}),
    _gear("Storm Gear", {"op": "recycle_rune"}),
    _gear("Hall Gear", {"op": "ready_legend"}),
    _gear("Plaza Gear", {"op": "win_game"}),
    designer("Plain Legend", kind="legend"),
]


def _st(**kw):
    return game_board(cards=CARDS, **kw)


def test_430_1_every_player_channels_turn_player_first_exhausted_by_card_text():
    """430.1, 430.2.a: each player channels from their own rune deck, the turn player first;
    the card's "exhausted" wins over entering ready (002)."""
    st = _st(gear=[("g", "Paper Gear", "B")], turn_player="A",
             rune_decks={"A": ["Fury Rune", "Fury Rune"], "B": ["Calm Rune"]})
    r = activate(st, "g", 1, by="B")
    chans = r.of("channel")
    assert [(e.target, e.amount) for e in chans] == [("A", 1), ("B", 1)]
    assert all(e.responsible == e.target for e in chans)  # each channels their own runes
    assert r.obj("A-rune1").zone == "runes" and r.obj("A-rune1").exhausted
    assert r.obj("B-rune1").zone == "runes" and r.obj("B-rune1").controller == "B"
    assert r.obj("B-rune1").exhausted and r.obj("A-rune2").zone == "rune_deck"


def test_430_3_a_short_rune_deck_channels_what_it_has_and_430_2_a_ready_by_default():
    """430.3: B has one rune of the two asked, A none: B channels one, A nothing; without
    "exhausted" they enter ready (430.2.a)."""
    st = _st(gear=[("g", "Ready Paper Gear", "A")], rune_decks={"B": ["Calm Rune"]})
    r = activate(st, "g", 1, by="A")
    assert [(e.target, e.amount) for e in r.of("channel")] == [("B", 1)]
    assert not r.obj("B-rune1").exhausted


def test_416_1_an_instruction_recycles_the_chosen_rune_to_the_bottom_without_power():
    """416.1, 161.2.b: the rune the step's `choose` names goes under the rune deck; it is not
    the rune's own ability, so no Power is added (164.2.b)."""
    st = _st(gear=[("g", "Storm Gear", "A")], rune_decks={"A": ["Mind Rune"]},
             runes=[("r1", "Fury Rune", "A", False), ("r2", "Calm Rune", "A", True)])
    r = activate(st, "g", 1, by="A", choose={"A": ["r2"]})
    assert r.one("recycle").target == "r2"
    assert side(r, "A").rune_deck == ("A-rune1", "r2")
    assert r.obj("r1").zone == "runes" and side(r, "A").pool_empty


def test_416_1_the_first_rune_by_default_and_055_none_to_recycle_does_nothing():
    st = _st(gear=[("g", "Storm Gear", "A")], runes=[("r1", "Fury Rune", "A", False),
                                                    ("b1", "Calm Rune", "B", False)])
    r = activate(st, "g", 1, by="A")
    assert r.one("recycle").target == "r1" and r.obj("b1").zone == "runes"
    r2 = activate(r, "g", 1, by="A")
    assert r2.of("recycle") == []


def test_416_a_recycled_rune_triggers_when_you_recycle_a_rune():
    """164.2.b, 416: "when you recycle a rune" hears an instruction's recycle too."""
    tally = designer("Tally Gear", kind="gear", abilities=[
        {"kind": "triggered", "trigger": "you_recycle_rune",
         "effects": [{"op": "gain_xp", "amount": 1}]}])
    st = game_board(cards=[*CARDS, tally],
                    gear=[("g", "Storm Gear", "A"), ("t", "Tally Gear", "A")],
                    runes=[("r1", "Fury Rune", "A", False)])
    r = activate(st, "g", 1, by="A")
    assert side(r, "A").xp == 1


def test_415_1_the_controllers_legend_readies():
    """415.1, 107.4: the exhausted legend in its player's Legend Zone readies; B's stays."""
    st = _st(gear=[("g", "Hall Gear", "A")],
             legends={"A": ("la", "Plain Legend"), "B": ("lb", "Plain Legend")})
    st = evolve(st, objects=st.objects.set("la", evolve(st.objects["la"], exhausted=True))
                .set("lb", evolve(st.objects["lb"], exhausted=True)))
    r = activate(st, "g", 1, by="A")
    assert r.one("ready").target == "la"
    assert not r.obj("la").exhausted and r.obj("lb").exhausted


def test_415_1_c_a_ready_legend_or_none_changes_nothing():
    st = _st(gear=[("g", "Hall Gear", "A")], legends={"A": ("la", "Plain Legend")})
    assert activate(st, "g", 1, by="A").of("ready") == []
    assert activate(_st(gear=[("g", "Hall Gear", "A")]), "g", 1, by="A").of("ready") == []


def test_002_card_text_wins_the_game_whatever_the_points_and_472_the_game_is_over():
    """002: the card says its player wins: they do with fewer points than the opponent; any
    later step is refused (472)."""
    st = _st(gear=[("g", "Plaza Gear", "A")], points=(1, 7))
    r = activate(st, "g", 1, by="A")
    assert r.one("victory").target == "A" and r.state.game.winner == "A"
    assert "over" in raises_illegal(end_turn, r)


def test_002_format_1_skips_each_of_them():
    for name in ("Paper Gear", "Storm Gear", "Hall Gear", "Plaza Gear"):
        st = board(gear=[("g", name, "A")], cards=CARDS)
        r = activate(st, "g", 1, by="A")
        assert r.of("not_modelled") and r.of("victory") == [] and r.of("channel") == []


def test_a_battlefields_counts_read_that_battlefield_as_here():
    """"Here", for a battlefield, is itself: units there (5+ Might: Mighty, 143.2), and the
    other battlefields its player controls; a base is no battlefield."""
    st = game_board(battlefields=("north", "south", "east"),
                    units=[("a1", "Big", 5, "A", "north"), ("a2", "Small", 2, "A", "north"),
                           ("a3", "Far", 6, "A", "south"), ("b1", "Foe", 7, "B", "north"),
                           ("a4", "Home", 9, "A", "base")],
                    controllers={"north": "A", "south": "A", "east": "B"})
    north = st.objects["north"]
    assert words.count(st, "friendly_units_here", "A", north) == 2
    assert words.count(st, "friendly_mighty_units_here", "A", north) == 1
    assert words.count(st, "friendly_mighty_units_here", "B", north) == 1
    assert words.count(st, "other_friendly_battlefields", "A", north) == 1
    assert words.count(st, "other_friendly_battlefields", "B", north) == 1


def test_four_runes_or_fewer_counts_the_players_runes_on_the_board():
    four = [(f"r{i}", "Fury Rune", "A", i % 2 == 0) for i in range(4)]
    st = game_board(runes=four)
    assert words.holds(st, "four_or_fewer_runes", "A", st.objects["north"])
    st5 = game_board(runes=[*four, ("r9", "Calm Rune", "A", False)])
    assert not words.holds(st5, "four_or_fewer_runes", "A", st5.objects["north"])
    assert words.holds(st5, "four_or_fewer_runes", "B", st5.objects["north"])


FROST = designer("Frost Field", kind="battlefield", abilities=[
    {"kind": "triggered", "trigger": "each_beginning_phase",
     "effects": [{"op": "deal_each", "amount": 1, "where": "here"}]}])
ALLEY = designer("Alley Field", kind="battlefield", abilities=[
    {"kind": "triggered", "trigger": "unit_moves_from_here",
     "effects": [{"op": "might", "target": "subject", "amount": 1}]}])
RECALLER = designer("Recall Spell", effects=[{"op": "recall", "target": 1}],
                    targets=[{"what": "unit"}])


def test_315_2_each_players_beginning_phase_triggers_it_before_their_holds():
    """383.1, 315.2: it triggers as each player's Beginning Phase starts, A's and B's alike; its
    controller's ability (A's), and its damage comes before A holds it (315.2.b)."""
    st = game_board(cards=[FROST], battlefields=(("fz", "Frost Field"), "south"),
                    units=[("a1", "Tough", 4, "A", "fz")], controllers={"fz": "A"})
    r1 = end_turn(st)  # B's turn
    assert r1.one("damage", target="a1").responsible == "A"
    r2 = end_turn(r1)  # A's turn: the damage, then the Hold
    dmg, score = r2.one("damage", target="a1"), r2.one("score", target="fz")
    assert dmg.seq < score.seq and r2.obj("a1").damage == 1  # B's turn's 1 healed as it ended


def test_190_6_b_nobody_controls_it_so_the_turn_player_does():
    st = game_board(cards=[FROST], battlefields=(("fz", "Frost Field"), "south"),
                    units=[("b1", "Tough", 4, "B", "fz")])
    r = end_turn(st)  # B's Beginning Phase: B is the turn player
    assert r.one("damage", target="b1").responsible == "B"
    assert r.one("trigger").sources[0].controller == "B"


def test_446_1_a_unit_moving_away_triggers_it_a_move_in_or_a_recall_does_not():
    """446.1: either player's unit that moves from it is the subject; a move to it is not
    from it, and a recall is no move (455, 456)."""
    st = board(cards=[ALLEY, RECALLER], battlefields=(("al", "Alley Field"), "south"),
               units=[("a1", "Scout", 2, "A", "al"), ("b1", "Ogre", 5, "B", "al"),
                      ("c1", "Pal", 1, "A", "al"), ("a2", "Walker", 2, "A", "base")])
    r = smove(st, ["b1"], "base", by="B")
    assert r.one("trigger").sources[0].controller == "A"  # nobody controls it: the turn player
    assert r.one("might", target="b1") and r.might("b1") == 6 and r.might("a1") == 2
    r = smove(r, ["a2"], "al")
    assert r.of("trigger") == []
    r = play(r, "Recall Spell", by="A", targets=["c1"])
    assert r.obj("c1").at == "base" and r.of("might") == []


SHOWER = _gear("Show Gear", {"op": "reveal_top_keep", "what": "spell"})
GRAY = designer("Gray Field", kind="battlefield", abilities=[
    {"kind": "triggered", "trigger": "combat_starts_here",
     "effects": [{"op": "combatants_add_energy", "amount": 1}]}])


def test_424_1_a_revealed_spell_goes_to_the_hand_without_a_draw():
    st = game_board(cards=[SHOWER], gear=[("g", "Show Gear", "A")],
                    decks={"A": ["Cleave", "Riptide Rex"]})
    r = activate(st, "g", 1, by="A")
    assert r.one("reveal").target == "A-deck1" and r.obj("A-deck1").zone == "hand"
    assert r.of("draw") == [] and side(r, "A").deck == ("A-deck2",)


def test_416_1_anything_else_revealed_is_recycled_and_431_1_c_an_empty_deck_reveals_nothing():
    st = game_board(cards=[SHOWER], gear=[("g", "Show Gear", "A")],
                    decks={"A": ["Riptide Rex", "Cleave"]})
    r = activate(st, "g", 1, by="A")
    assert r.one("recycle").target == "A-deck1"
    assert side(r, "A").deck == ("A-deck2", "A-deck1")
    empty = game_board(cards=[SHOWER], gear=[("g", "Show Gear", "A")], decks={"A": []})
    r = activate(empty, "g", 1, by="A")
    assert r.one("reveal").amount == 0 and r.of("burn_out") == [] and side(r, "A").points == 0


def test_464_2_c_a_combat_beginning_there_gives_attacker_and_defender_energy():
    """464.2.c, 429.1: as the combat begins at it, each side adds 1 Energy; a combat elsewhere
    does not trigger it."""
    st = game_board(cards=[GRAY], battlefields=(("gy", "Gray Field"), "south"),
                    units=[("a1", "Knight", 3, "A", "gy"), ("b1", "Ogre", 5, "B", "gy"),
                           ("a2", "Knight", 3, "A", "south"), ("b2", "Ogre", 5, "B", "south")],
                    controllers={"gy": "A"})
    r = combat(st, "gy", attackers=["b1"], defenders=["a1"])
    assert sorted(e.target for e in r.of("add_resource")) == ["A", "B"]
    assert side(r, "A").energy == 1 and side(r, "B").energy == 1
    r2 = combat(st, "south", attackers=["b2"], defenders=["a2"])
    assert r2.of("add_resource") == [] and r2.of("trigger") == []


CLIMB = designer("Climb Field", kind="battlefield", victory_score_plus=1)


def test_194_2_a_battlefields_text_raises_the_points_needed_to_win():
    """194.2, 323.1 (card text, 002): with the Climb in play a game to 8 needs 9; 8 points and
    the lead do not win, 9 do."""
    st = game_board(cards=[CLIMB], battlefields=(("cl", "Climb Field"), "south"),
                    units=[("a1", "Scout", 2, "A", "south")], controllers={"south": "A"},
                    points=(7, 0), turn_player="B")
    r = end_turn(st)  # A holds South: 8 points
    assert side(r, "A").points == 8 and r.state.game.winner is None
    r = end_turn(end_turn(r))  # A holds again: 9
    assert r.state.game.winner == "A"


def test_471_1_b_the_final_point_rule_reads_the_raised_score():
    """471.1.b: at 7 of a game to 8 raised to 9, a Conquer is not for the final point: it
    scores the point instead of a card."""
    st = game_board(cards=[CLIMB], battlefields=(("cl", "Climb Field"), "south", "east"),
                    units=[("a1", "Scout", 2, "A", "base")], points=(7, 0))
    r = pass_(pass_(smove(st, ["a1"], "south"), "A"), "B")
    assert r.one("score", target="south").amount == 1 and side(r, "A").points == 8


def test_002_only_a_battlefield_raises_the_victory_score():
    with pytest.raises(Exception, match="only a battlefield"):
        card_from_table(designer("Climber", kind="unit", might=2, victory_score_plus=1), "<t>",
                        None, "cards[1]")


DETACHER = _gear("Loose Gear", {"op": "detach", "target": 1, "may": True})
DETACHER["abilities"][0]["targets"] = [{"what": "gear"}]


def test_718_3_detach_takes_an_equipment_off_its_unit_if_its_player_wants_to():
    """434, 718.3: the Equipment leaves its unit (its Might Bonus with it); with `may`, the
    step's answer decides; a gear attached to nothing is left as it is (055)."""
    st = board(cards=[DETACHER], units=[("u", "Guard", 3, "A", "base")],
               gear=[("g", "Loose Gear", "A"), ("blade", "Doran's Blade", "A",
                                                {"attached_to": "u"})])
    assert st.objects["blade"].attached_to == "u"
    kept = activate(st, "g", 1, by="A", targets=["blade"], may=False)
    assert kept.of("detach") == [] and kept.obj("blade").attached_to == "u"
    r = activate(st, "g", 1, by="A", targets=["blade"], may=True)
    assert r.one("detach").target == "u" and r.obj("blade").attached_to is None
    assert r.might("u") == 3
    again = activate(r, "g", 1, by="A", targets=["blade"])
    assert again.of("detach") == []


TREE = designer("Tree Field", kind="battlefield", facedown_extra=1)


def test_107_3_b_a_battlefields_text_makes_room_for_one_more_hidden_card():
    """107.3.b (card text, 002): the Tree's Facedown Zone holds two cards, not three; a plain
    battlefield's still holds one."""
    hand = [(f"bo{i}", "Back Off", "A") for i in (1, 2, 3)]
    st = game_board(cards=[TREE], battlefields=(("tr", "Tree Field"), "north"), hand=hand,
                    units=[("g1", "Guard", 3, "A", "tr"), ("g2", "Guard", 3, "A", "north")],
                    controllers={"tr": "A", "north": "A"})

    def hide(prev, oid, at):
        return _apply(prev, A.Hide(obj=oid, at=at))

    r = hide(hide(st, "bo1", "tr"), "bo2", "tr")
    assert r.obj("bo1").zone == r.obj("bo2").zone == "facedown"
    msg = raises_illegal(hide, r, "bo3", "tr")
    assert "holds 2 cards" in msg and "107.3.b" in msg
    assert "holds 1 card, 107.3.b)" in raises_illegal(hide, hide(st, "bo1", "north"), "bo2",
                                                      "north")


PATH = designer("Path Field", kind="battlefield", no_unit_plays=True)


def _path_board(**kw):
    return game_board(cards=[PATH], battlefields=(("pa", "Path Field"), "north"),
                      units=[("g1", "Guard", 3, "A", "pa"), ("g2", "Guard", 3, "A", "north")],
                      controllers={"pa": "A", "north": "A"}, **kw)


def test_002_054_1_no_unit_is_played_to_a_battlefield_whose_text_forbids_it():
    """054.1 (card text, 002): a unit played to it is refused and nothing changes; the same
    unit may go to another battlefield its player controls, or to base."""
    st = _path_board(hand=[("c", "Blastcone Fae", "A")])
    fae = "Blastcone Fae"
    assert "can't be played to Path Field" in raises_illegal(play, st, fae, by="A", to="pa",
                                                             id="c")
    assert play(st, fae, by="A", to="north", id="c").obj("c").at == "north"
    assert play(st, fae, by="A", id="c").obj("c").at == "base"


def test_811_1_d_1_nor_from_face_down_there():
    """811.1.d.1: a unit hidden at it would be played there: refused."""
    st = _path_board(hand=[("c", "Blastcone Fae", "A")])
    st = end_turn(end_turn(_apply(st, A.Hide(obj="c", at="pa"))))
    assert "can't be played to Path Field" in raises_illegal(play, st, "Blastcone Fae", by="A",
                                                             id="c")


HALL = designer("Echo Hall", kind="battlefield", abilities=[
    {"kind": "triggered", "trigger": "player_plays_card", "played": "spell", "may": True,
     "targets": [{"what": "unit", "side": "friendly", "where": "here"}],
     "effects": [{"op": "might", "target": 1, "amount": 1}]}])


def _hall_board():
    return board(cards=[HALL], battlefields=(("h", "Echo Hall"), "south"),
                 units=[("a1", "Squire", 2, "A", "h"), ("b1", "Ogre", 5, "B", "h"),
                        ("a2", "Knight", 4, "A", "south")])


def test_190_6_a_the_player_who_plays_the_spell_gets_the_ability():
    """383.4.a.4, 190.6.a: each player's spell triggers it for that player, whoever controls
    the battlefield: "a unit they control here" is theirs."""
    r = play(_hall_board(), "Hextech Ray", by="A", targets=["a2"])
    assert r.one("trigger").sources[0].controller == "A" and r.might("a1") == 3
    r = play(_hall_board(), "Hextech Ray", by="B", targets=["a2"])
    assert r.one("trigger").sources[0].controller == "B" and r.might("b1") == 6
    assert r.might("a1") == 2


def test_383_3_a_declined_or_a_unit_played_it_does_nothing():
    r = play(_hall_board(), "Hextech Ray", by="A", targets=["a2"], may=False)
    assert r.might("a1") == 2 and r.of("may_declined")
    r = play(_hall_board(), "Riptide Rex", by="A")  # a unit, not a spell
    assert not [e for e in r.of("trigger") if e.sources[0].host == "h"]
    assert r.might("a1") == 2


ARENA = designer("Echo Arena", kind="battlefield", abilities=[
    {"kind": "triggered", "trigger": "hold_here", "effects": [{"op": "activate_conquer_here"}]}])
CONQUEROR = designer("Conqueror", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "conquer_self", "effects": [{"op": "buff", "target": "self"}]},
    {"kind": "triggered", "trigger": "you_conquer", "if": "level_3",
     "effects": [{"op": "draw", "amount": 1}]}])


def test_383_4_g_a_hold_activates_the_conquer_effects_of_units_there_only():
    """383.4.g: the Conquer abilities of the units at the Arena trigger as if they had
    conquered, each for its controller; one at another battlefield does not; nobody scores a
    Conquer. 383.4.g.1: the rest of a condition is still checked (Level 3: none with 0 XP)."""
    st = game_board(cards=[ARENA, CONQUEROR], battlefields=(("ar", "Echo Arena"), "south"),
                    units=[("a1", "Conqueror", None, "A", "ar"),
                           ("a2", "Conqueror", None, "A", "south")],
                    controllers={"ar": "A"}, turn_player="B")
    r = end_turn(st)
    assert r.obj("a1").buffed and not r.obj("a2").buffed
    assert [e.reason for e in r.of("score")] == ["hold"]
    assert not [e for e in r.of("draw") if e.sources]  # the Level 3 one stays quiet
    r3 = end_turn(game_board(cards=[ARENA, CONQUEROR], battlefields=(("ar", "Echo Arena"),),
                             units=[("a1", "Conqueror", None, "A", "ar")],
                             controllers={"ar": "A"}, turn_player="B", xp=(3, 0)))
    assert [e for e in r3.of("draw") if e.sources and e.sources[0].host == "a1"]


BAY = designer("Echo Bay", kind="battlefield", abilities=[
    {"kind": "triggered", "trigger": "unit_returned_to_hand_from_here",
     "effects": [{"op": "draw", "amount": 1}]}])
BOUNCE = designer("Bounce", targets=[{"what": "unit"}],
                  effects=[{"op": "return_to_hand", "target": 1}])
BOUNCE_ALL = designer("Bounce All", effects=[{"op": "return_each", "where": "battlefields"}])


def test_124_a_unit_returned_to_hand_from_there_triggers_it_for_its_owner():
    """124, 190.6.a: the owner of the unit returned gets the ability, whoever returned it; a
    unit returned from elsewhere, or a token (it ceases to exist, 186.1), does not trigger it."""
    st = board(cards=[BAY, BOUNCE, BOUNCE_ALL], battlefields=(("by", "Echo Bay"), "south"),
               units=[("b1", "Ogre", 5, "B", "by"), ("a1", "Scout", 2, "A", "south"),
                      ("t1", "Recruit", None, "A", "by")])
    r = play(st, "Bounce", by="A", targets=["b1"])
    assert r.one("trigger").sources[0].controller == "B" and r.one("draw").target == "B"
    r = play(st, "Bounce", by="A", targets=["a1"])
    assert r.of("trigger") == []
    r = play(st, "Bounce All", by="A")  # all three at once: only the Ogre's counts
    assert [e.sources[0].controller for e in r.of("trigger")] == ["B"]


def test_animal_or_ivern_reads_the_units_tags():
    """Brush's passive ability reads Bird, Cat, Dog, Poro and Ivern among a unit's tags."""
    st = board(units=[("cub", "Pakaa Cub", None, "A", "north"),
                      ("iv", "Ivern, Nurturer", None, "B", "north"),
                      ("s", "Scout", 2, "A", "north")])
    read = [words.holds(st, "animal_or_ivern", "A", st.objects[u]) for u in ("cub", "iv", "s")]
    assert read == [True, True, False]


BOUNCE_THEN = designer("Bounce Then", targets=[{"what": "unit"}], effects=[
    {"op": "return_to_hand", "target": 1, "effects": [
        {"op": "create_tokens", "name": "Sand Soldier", "where": "base"}]}])


def test_359_3_e_14_a_what_follows_a_return_happens_only_if_it_did():
    """"Return it; if you do, ...": the token comes with the return, and not when the unit is
    gone before the return resolves (359.3.e.14.a)."""
    st = board(cards=[BOUNCE_THEN], units=[("u", "Scout", 2, "A", "north")])
    r = play(st, "Bounce Then", by="A", targets=["u"])
    assert r.obj("u").zone == "hand" and len(r.of("create")) == 1
    r = play(st, "Bounce Then", by="A", targets=["u"], id="bt", hold=True)
    r = play(r, "Hextech Ray", by="B", targets=["u"])
    assert r.of("return_to_hand") == [] and r.of("create") == []


REPEATER = _gear("Repeat Gear", {"op": "next_spell_repeat"})


def test_820_the_next_spell_has_repeat_once_and_only_this_turn():
    """820, 820.2: the next spell its player plays has Repeat (paid: executed twice); the one
    after has none; another player's spell does not use it; it ends with the turn (317.2.c)."""
    st = board(cards=[REPEATER], gear=[("g", "Repeat Gear", "A")],
               units=[("u", "Giant", 20, "B", "north")])
    r = activate(st, "g", 1, by="A")
    r = play(r, "Hextech Ray", by="B", targets=["u"])  # Bob's spell: not his
    assert len(r.of("damage")) == 1
    r = play(r, "Hextech Ray", by="A", targets=["u", "u"], may=True)
    assert len(r.of("damage")) == 2
    r = play(r, "Hextech Ray", by="A", targets=["u"], may=True)
    assert len(r.of("damage")) == 1
    r = play(end_turn(activate(st, "g", 1, by="A")), "Hextech Ray", by="A", targets=["u"])
    assert len(r.of("damage")) == 1


def test_820_1_c_1_declining_the_repeat_still_uses_it_up():
    st = board(cards=[REPEATER], gear=[("g", "Repeat Gear", "A")],
               units=[("u", "Giant", 20, "B", "north")])
    r = play(activate(st, "g", 1, by="A"), "Hextech Ray", by="A", targets=["u"], may=False)
    assert len(r.of("damage")) == 1
    r = play(r, "Hextech Ray", by="A", targets=["u"], may=True)
    assert len(r.of("damage")) == 1
