"""cardsR's engine words: the target restriction `require = "empowered"` ("a unit that's
Empowered", 827.1), `empower` on a delayed ability's unit (`target = "subject"`, 390.2), and
the condition `two_friendly_here` ("if you have exactly two units there")."""

from __future__ import annotations

from riftboard.engine.board import CONDITIONS
from tests.engine.helpers import activate, board, combat, designer, end_turn, play, raises_illegal

EMPOWER = {"kind": "activated", "if": "not_empowered",
           "effects": [{"op": "empower", "target": "self"}]}
HULK = designer("Hulk", kind="unit", might=3, abilities=[EMPOWER], statics=[
    {"op": "might", "who": "self", "amount": 3, "when": "empowered"}])
STRIP = designer("Strip", targets=[{"what": "unit", "require": "empowered"}],
                 effects=[{"op": "disempower", "target": 1},
                          {"op": "at_end_of_turn", "target": 1,
                           "effects": [{"op": "empower", "target": "subject"}]}])
PAIR = designer("Pair", targets=[{"what": "battlefield"}],
                effects=[{"op": "might_each", "amount": 1, "who": "friendly",
                          "where": "target_place", "if": "two_friendly_here", "of": 1}])


def _hulks():
    return board(units=[("h", "Hulk", None, "A", "north"), ("k", "Hulk", None, "B", "north")],
                 cards=[HULK, STRIP])


def test_827_1_require_empowered_refuses_a_unit_that_is_not():
    msg = raises_illegal(play, _hulks(), "Strip", by="B", targets=["h"])
    assert "Hulk is not Empowered" in msg


def test_442_then_390_2_the_delayed_ability_empowers_its_unit_again():
    r = play(activate(_hulks(), "h"), "Strip", by="B", targets=["h"])
    assert r.one("disempower", target="h") and not r.obj("h").empowered and r.might("h") == 3
    r = end_turn(r)
    assert r.one("empower", target="h") and r.obj("h").empowered and r.might("h") == 6


def test_two_friendly_here_holds_for_exactly_two_units_at_the_battlefield():
    assert "two_friendly_here" in CONDITIONS
    units = [("a", "Knight", 2, "A", "north"), ("b", "Squire", 1, "A", "north"),
             ("c", "Page", 1, "A", "south"), ("d", "Ogre", 5, "B", "north")]
    st = board(units=units, battlefields=("north", "south"), cards=[PAIR])
    r = play(st, "Pair", by="A", targets=["north"])
    assert r.might("a") == 3 and r.might("b") == 2 and r.might("d") == 5
    r = play(st, "Pair", by="A", targets=["south"])  # one unit there
    assert r.might("c") == 1
    three = board(units=units + [("e", "Page", 1, "A", "north")], cards=[PAIR],
                  battlefields=("north", "south"))
    r = play(three, "Pair", by="A", targets=["north"])  # three units there
    assert r.might("a") == 2 and r.might("e") == 1


BOUNCE = designer("Bounce", targets=[{"what": "unit", "not_tag": "Dragon"}],
                  effects=[{"op": "return_to_hand", "target": 1}])
WYRM = designer("Wyrm", kind="unit", might=4, tags=["Dragon"])


def test_002_not_tag_refuses_a_unit_with_that_tag():
    """"a non-Dragon unit" (Ocean Drake): a Dragon is no legal choice, another unit is."""
    st = board(units=[("w", "Wyrm", None, "B", "north"), ("o", "Ogre", 5, "B", "north")],
               cards=[BOUNCE, WYRM])
    assert "Wyrm is a Dragon" in raises_illegal(play, st, "Bounce", by="A", targets=["w"])
    r = play(st, "Bounce", by="A", targets=["o"])
    assert r.one("return_to_hand", target="o") and r.obj("o").zone == "hand"


WRECKER = designer("Wrecker", kind="unit", might=1, abilities=[
    {"kind": "activated", "targets": [{"what": "gear", "require": "energy_within_might"}],
     "effects": [{"op": "kill", "target": 1}]}])
PRICEY = designer("Pricey", kind="gear", energy=2)
CHEAP = designer("Cheap", kind="gear", energy=1)
GROW = designer("Grow", targets=[{"what": "unit"}],
                effects=[{"op": "might", "target": 1, "amount": 1}])


def test_428_energy_within_might_reads_the_hosts_might_as_it_chooses():
    """"a gear with Energy cost no more than my Might" (Noxian Demolitionist): its printed Energy
    against the Might the unit has now, which a Might change raises (143.2)."""
    st = board(units=[("x", "Wrecker", None, "A", "north")],
               gear=[("p", "Pricey", "B", "base"), ("c", "Cheap", "B", "base")],
               cards=[WRECKER, PRICEY, CHEAP, GROW])
    assert "costs 2 Energy, more than Wrecker's 1 Might" in raises_illegal(
        activate, st, "x", targets=["p"])
    r = activate(st, "x", targets=["c"])
    assert r.obj("c").zone == "trash"
    r = activate(play(st, "Grow", by="A", targets=["x"]), "x", targets=["p"])
    assert r.obj("p").zone == "trash"


FORM = designer("Form", targets=[{"what": "unit"}],
                effects=[{"op": "base_might", "target": 1, "amount": 5}])
SHRINK = designer("Shrink", targets=[{"what": "unit"}],
                  effects=[{"op": "might", "target": 1, "amount": -2}])


def test_143_2_base_might_replaces_the_printed_might_and_changes_still_add():
    st = board(units=[("s", "Squire", 2, "A", "north", {"buffed": True}),
                      ("o", "Ogre", 8, "B", "north")], cards=[FORM, SHRINK])
    r = play(play(st, "Form", by="A", targets=["s"]), "Form", by="A", targets=["o"])
    assert r.might("s") == 6 and r.might("o") == 5  # the buff adds to 5; 8 becomes 5
    assert r.one("might", target="o").amount == 5
    r = play(r, "Shrink", by="A", targets=["o"])  # a change after it still counts
    assert r.might("o") == 3
    r = play(r, "Form", by="A", targets=["o"])  # a second base of 5: the same 5, the -2 stays
    assert r.might("o") == 3 and not r.of("might")


def test_317_2_c_the_base_might_ends_with_the_turn():
    st = board(units=[("o", "Ogre", 8, "B", "north")], cards=[FORM])
    r = end_turn(play(st, "Form", by="A", targets=["o"]))
    assert r.might("o") == 8


CURSE = designer("Curse", targets=[{"what": "unit"}],
                 effects=[{"op": "deal_namesake_bonus", "amount": 2, "target": 1}])


def test_715_1_one_bonus_damage_for_each_card_of_its_name_in_its_players_trash():
    st = board(units=[("o", "Ogre", 9, "B", "north"), ("t", "Troll", 9, "B", "north")],
               trash=[("a1", "Curse", "A"), ("a2", "Curse", "A"), ("b1", "Curse", "B")],
               cards=[CURSE])
    r = play(st, "Curse", by="A", targets=["o"])
    hit = r.one("damage", target="o")
    assert hit.amount == 4 and "715.1" in hit.rules and "715.3" not in hit.rules
    assert [(m.kind, m.amount, m.source.name) for m in hit.modifiers] == [("bonus", 2, "Curse")]
    r = play(r, "Curse", by="A", targets=["t"])  # the first one is in the trash now
    assert r.one("damage", target="t").amount == 5


def test_715_1_with_none_in_the_trash_it_deals_its_amount():
    st = board(units=[("o", "Ogre", 9, "B", "north")], trash=[("b1", "Curse", "B")],
               cards=[CURSE])
    hit = play(st, "Curse", by="A", targets=["o"]).one("damage", target="o")
    assert hit.amount == 2 and not hit.modifiers


SURFER = designer("Surfer", kind="unit", might=3, ignores_tank_here=True)
WALL = designer("Wall", kind="unit", might=6, tank=True)


def _tank_fight(surfer_at, alice_tank=True):
    units = [("s", "Surfer", None, "A", surfer_at), ("k", "Knight", 2, "A", "north"),
             ("w", "Wall", None, "B", "north"), ("q", "Squire", 2, "B", "north")]
    if alice_tank:
        units.append(("t", "Wall", None, "A", "north"))
    return board(units=units, battlefields=("north", "south"), cards=[SURFER, WALL])


def test_465_2_c_2_its_player_ignores_tank_where_it_is():
    """Dune Surfer: Alice may put lethal damage on the Squire before Bob's Tank has any; Bob,
    assigning his, must still give Alice's Tank lethal damage first (815)."""
    r = combat(_tank_fight("north"), "north", attackers=["s", "k", "t"], defenders=["w", "q"],
               assign={"q": 2, "w": 9, "t": 6, "s": 2})
    assert r.one("damage", target="q").amount == 2 and r.one("damage", target="w").amount == 9
    msg = raises_illegal(combat, _tank_fight("north"), "north", attackers=["s", "k", "t"],
                         defenders=["w", "q"], assign={"q": 2, "w": 9, "s": 3, "k": 2, "t": 3})
    assert "Tank" in msg


def test_465_2_c_3_elsewhere_tank_still_comes_first():
    msg = raises_illegal(combat, _tank_fight("south", alice_tank=False), "north",
                         attackers=["k"], defenders=["w", "q"], assign={"q": 2, "k": 8})
    assert "Tank" in msg
    r = combat(_tank_fight("north", alice_tank=False), "north", attackers=["s", "k"],
               defenders=["w", "q"], assign={"q": 2, "w": 3, "s": 3, "k": 5})
    assert r.one("damage", target="q").amount == 2
    assert "Tank" in msg


WARD = designer("Ward", kind="unit", might=5,
                statics=[{"op": "no_enemy_spell_damage", "who": "self"}])
ZAP3 = designer("Zap3", targets=[{"what": "unit"}],
                effects=[{"op": "deal", "amount": 3, "target": 1}])


def test_437_4_enemy_spell_damage_to_it_is_prevented_its_own_and_combat_are_not():
    """Esteemed Hierophant's passive ability (its `when`, seven runes, aside): all the damage an
    opponent's spell would deal is prevented; its own player's spell and combat damage are not."""
    st = board(units=[("w", "Ward", None, "A", "north"), ("o", "Ogre", 2, "B", "north")],
               cards=[WARD, ZAP3])
    r = play(st, "Zap3", by="B", targets=["w"])
    assert r.one("prevented", target="w") and not r.of("damage") and r.obj("w").damage == 0
    r = play(r, "Zap3", by="A", targets=["w"])
    assert r.one("damage", target="w").amount == 3
    r = combat(st, "north", attackers=["o"], defenders=["w"])
    assert r.one("damage", target="w").amount == 2


MASK = designer("Mask", kind="unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "discarded_self", "zone": "trash",
     "targets": [{"what": "unit", "side": "friendly"}],
     "effects": [{"op": "might", "target": 1, "amount": 2}]}])
TOSS = designer("Toss", effects=[{"op": "discard", "amount": 1}])
PAWN = designer("Pawn", kind="unit", might=1)
PAY = designer("Pay", kind="unit", might=1, abilities=[
    {"kind": "activated", "cost": ["discard"], "effects": [{"op": "draw", "amount": 1}]}])


def test_422_1_a_discarded_card_hears_its_own_discard_from_the_trash():
    st = board(units=[("s", "Squire", 2, "A", "north")], hand=[("m", "Mask", "A")],
               cards=[MASK, TOSS])
    r = play(st, "Toss", by="A", discard="m")
    assert r.obj("m").zone == "trash" and r.one("trigger").sources[0].id == "m#1"
    assert r.might("s") == 4 and r.one("might", target="s").sources[0].id == "m#1"


def test_422_1_as_a_cost_too_and_never_for_another_card():
    st = board(units=[("s", "Squire", 2, "A", "north"), ("p", "Pay", None, "A", "north")],
               hand=[("m", "Mask", "A"), ("x", "Pawn", "A")], cards=[MASK, PAY, PAWN])
    r = activate(st, "p", discard="m")
    assert r.might("s") == 4
    r = activate(st, "p", discard="x")
    assert r.might("s") == 2 and not r.of("trigger")


SLOWER = designer("Slower", kind="unit", might=8, channel_one=True)


def test_315_3_b_one_rune_a_channel_phase_while_it_is_at_a_battlefield():
    """Sandstone Chimera: every player's Channel Phase channels 1 rune while it is at a
    battlefield (card text, 002); in its base it changes nothing."""
    from tests.engine.game_helpers import game_board
    runes = {"A": ["Calm Rune"] * 4, "B": ["Fury Rune"] * 4}
    for at, want in (("north", 1), ("base", 2)):
        st = game_board(cards=[SLOWER], units=[("c", "Slower", None, "A", at)],
                        rune_decks=runes, decks={"A": ["Cleave"] * 3, "B": ["Cleave"] * 3})
        r = end_turn(st)  # Bob's turn begins
        assert r.one("channel", target="B").amount == want


ALTAR = designer("Altar", kind="gear", abilities=[
    {"kind": "activated", "effects": [{"op": "kill_friendly_to", "amount": 2,
                                       "effects": [{"op": "draw", "amount": 1}]}]}])


def _altar(extra=()):
    return board(units=[("a", "Squire", 2, "A", "north"), ("b", "Page", 1, "A", "north"),
                        ("e", "Ogre", 5, "B", "north"), *extra],
                 gear=[("alt", "Altar", "A")], cards=[ALTAR])


def test_428_1_a_1_kills_the_picked_friendly_objects_then_what_they_pay_for():
    r = activate(_altar([("c", "Knight", 3, "A", "north")]), "alt", choose={"A": ["c", "a"]})
    assert {k.target for k in r.of("kill")} == {"a", "c"} and r.obj("b").zone == "board"
    assert all(k.responsible == "A" for k in r.of("kill"))
    assert r.one("draw", target="A").amount == 1


def test_002_too_few_others_nothing_is_killed_nor_paid_for():
    st = board(units=[("a", "Squire", 2, "A", "north"), ("e", "Ogre", 5, "B", "north")],
               gear=[("alt", "Altar", "A")], cards=[ALTAR])
    r = activate(st, "alt")
    assert not r.of("kill") and not r.of("draw")


def test_411_1_an_enemy_or_the_object_itself_is_no_pick():
    assert "cannot kill Ogre" in raises_illegal(activate, _altar(), "alt",
                                                choose={"A": ["e", "a"]})
    assert "cannot kill Altar" in raises_illegal(activate, _altar(), "alt",
                                                 choose={"A": ["alt", "a"]})


FOCUS = designer("Focus", targets=[{"what": "unit", "side": "friendly",
                                    "require": "fury_threatened"}],
                 effects=[{"op": "might", "target": 1, "amount": 4}])
HOTHEAD = designer("Hothead", kind="unit", might=2, domains=["fury"])
CALMHEAD = designer("Calmhead", kind="unit", might=2, domains=["calm"])


def _in_combat(foe):
    import attrs

    from riftboard.engine.state import CombatInfo
    st = board(units=[("s", "Squire", 2, "A", "north"), ("f", foe, None, "B", "north"),
                      ("k", "Knight", 3, "A", "south")],
               battlefields=("north", "south"), cards=[FOCUS, HOTHEAD, CALMHEAD])
    return attrs.evolve(st, combat=CombatInfo(battlefield="north", attacker="B", defender="A",
                                              attackers=frozenset({"f"}),
                                              defenders=frozenset({"s"})))


def test_460_in_combat_with_an_enemy_fury_unit_only():
    """Decree of Focus: a unit in combat with an enemy Fury unit may be chosen (its card's
    domains, 002); one facing no Fury unit, or not in the combat, may not."""
    r = play(_in_combat("Hothead"), "Focus", by="A", targets=["s"])
    assert r.might("s") == 6
    assert "neither in combat" in raises_illegal(play, _in_combat("Calmhead"), "Focus", by="A",
                                                 targets=["s"])
    assert "neither in combat" in raises_illegal(play, _in_combat("Hothead"), "Focus", by="A",
                                                 targets=["k"])


GIFT = designer("Gift", kind="gear", abilities=[
    {"kind": "activated", "effects": [{"op": "give_control", "target": "self"}]}])


def test_107_1_c_a_chosen_player_gains_control_and_it_is_in_their_base():
    st = board(units=[("u", "Squire", 2, "A", "north")], gear=[("g", "Gift", "A")],
               cards=[GIFT])
    r = activate(st, "g", choose={"A": ["B"]})
    assert r.obj("g").controller == "B" and r.obj("g").owner == "A" and r.obj("g").at == "base"
    assert r.one("control", target="g").responsible == "A"
    r = activate(st, "g", choose={"A": ["A"]})  # themselves: nothing changes hands
    assert r.obj("g").controller == "A" and not r.of("control")


WOLF = designer("Wolf", kind="unit", might=4, abilities=[
    {"kind": "activated", "if": "chose_enemy_this_turn", "once_per_turn": True,
     "effects": [{"op": "might", "target": "self", "amount": 1}]}])


def test_054_2_chose_enemy_this_turn_and_once_each_turn():
    """Hungry Wolf: usable only after its player's spell or ability chose an enemy unit this
    turn (383.4.b.3; the opponent's choices do not count), once each turn; both start anew with
    the next turn."""
    st = board(units=[("w", "Wolf", None, "A", "north"), ("o", "Ogre", 9, "B", "north")],
               cards=[WOLF, ZAP3])
    assert "chosen (targeted) an enemy unit" in raises_illegal(activate, st, "w")
    r = play(st, "Zap3", by="B", targets=["w"])  # Bob choosing Alice's unit: not hers
    assert "chosen (targeted) an enemy unit" in raises_illegal(activate, r, "w")
    r = activate(play(st, "Zap3", by="A", targets=["o"]), "w")
    assert r.might("w") == 5
    assert "only once each turn" in raises_illegal(activate, r, "w")
    r = end_turn(end_turn(r))  # Alice's next turn: nothing chosen yet
    assert "chosen (targeted) an enemy unit" in raises_illegal(activate, r, "w")
    r = activate(play(r, "Zap3", by="A", targets=["o"]), "w")
    assert r.might("w") == 5


WARDEN = designer("Warden", kind="unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "opponent_plays_card", "played": "gear", "may": True,
     "effects": [{"op": "banish_self_and_played"}]}])
TRINKET = designer("Trinket", kind="gear")
BAUBLE = designer("Bauble", kind="gear")
PUP = designer("Pup", kind="unit", might=1)


def _warden():
    return board(units=[("w", "Warden", None, "A", "north")],
                 hand=[("t", "Trinket", "B"), ("p", "Pup", "B"), ("m", "Bauble", "A")],
                 cards=[WARDEN, TRINKET, BAUBLE, PUP])


def test_427_1_an_opponents_gear_is_banished_off_the_chain_with_it():
    r = play(_warden(), "Trinket", by="B")
    assert r.obj("w").zone == "removed" and r.obj("t").zone == "removed"  # format 1: taken away
    assert [b.target for b in r.of("banish")] == ["w", "t"]
    assert [e.sources[0].id for e in r.of("resolve")] == ["w#1"]  # the Trinket never resolves


def test_383_4_a_4_only_an_opponents_gear_and_only_if_they_say_yes():
    st = _warden()
    assert not play(st, "Pup", by="B").of("trigger")  # a unit: not a gear
    assert not play(st, "Bauble", by="A").of("trigger")  # its own player's gear
    r = play(st, "Trinket", by="B", may=False)
    assert r.obj("w").zone == "board" and r.obj("t").zone == "board"


MINT = designer("Mint", effects=[{"op": "create_tokens", "name": "Gold"}])


def test_186_1_a_gear_token_played_is_banished_from_the_board():
    """A Gold token is played (350.2) straight onto the board: the Warden's ability banishes it
    from there, and it ceases to exist."""
    st = board(units=[("w", "Warden", None, "A", "north")], cards=[WARDEN, MINT])
    r = play(st, "Mint", by="B")
    gold = [e.target for e in r.of("create")][0]
    assert [b.target for b in r.of("banish")] == ["w", gold]
    assert r.obj("w").zone == "removed" and (gold not in r.state.objects
                                              or r.obj(gold).zone != "board")
