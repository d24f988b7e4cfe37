"""The words the cardsS cards needed: "choose one" on an ability whose modes choose nothing
(355.3; Minah Swiftfoot), and every player drawing (413) or discarding (422.1) in turn order."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import designer, play

MODES = designer("Two Ways", effects=[{"op": "choose_one", "effects": [
    {"op": "each_discard", "amount": 1}, {"op": "each_draw", "amount": 1}]}])
HAND = [("a_cleave", "Cleave", "A"), ("a_charm", "Charm", "A"),
        ("b_cleave", "Cleave", "B"), ("b_charm", "Charm", "B")]


def _start(turn_player="A"):
    return game_board(cards=[MODES], hand=HAND, turn_player=turn_player,
                      decks={"A": ["Cleave", "Charm"], "B": ["Cleave", "Charm"]})


def test_355_3_the_first_mode_taken_is_the_only_one_done():
    """A yes to the first mode does it, and the second is not done (355.3); a `mode` event
    says which."""
    r = play(_start(), "Two Ways", by="A", may=True, choose={"A": ["a_charm"], "B": ["b_charm"]})
    assert r.one("mode").amount == 1 and "355.3" in r.one("mode").rules
    assert [e.target for e in r.of("discard")] == ["a_charm", "b_charm"]
    assert not r.of("draw")


def test_355_3_declining_all_but_the_last_does_the_last_without_asking():
    r = play(_start(), "Two Ways", by="A", may=False)
    assert r.one("mode").amount == 2
    assert not r.of("discard")
    assert [e.target for e in r.of("draw")] == ["A", "B"]


def test_422_1_each_player_discards_the_card_they_choose():
    """Each player discards the card their own `choose` names (422.1), else their first."""
    r = play(_start(), "Two Ways", by="A", may=True, choose={"B": ["b_charm"]})
    assert r.obj("a_cleave").zone == "trash" and r.obj("a_charm").zone == "hand"
    assert r.obj("b_charm").zone == "trash" and r.obj("b_cleave").zone == "hand"


def test_413_each_player_draws_in_turn_order_from_the_turn_player():
    """Every player draws (413), the turn player first (383.3.d.1's order): on Bob's turn,
    Bob's draw comes before Alice's."""
    r = play(_start(turn_player="B"), "Two Ways", by="A", may=False)
    assert [e.target for e in r.of("draw")] == ["B", "A"]
    assert r.obj("A-deck1").zone == "hand" and r.obj("B-deck1").zone == "hand"
    assert r.obj("A-deck2").zone == "deck"


def test_422_4_an_empty_hand_discards_nothing():
    st = game_board(cards=[MODES], hand=[("a_cleave", "Cleave", "A")])
    r = play(st, "Two Ways", by="A", may=True)
    assert [e.target for e in r.of("discard")] == ["a_cleave"]


# -- the optional additional cost "exhaust a friendly unit" (356.2.b.1; Meditation) -------------

def _units(exhausted=False):
    return game_board(decks={"A": ["Cleave", "Charm", "Cleave"]}, units=[
        ("k", "Knight", 2, "A", "base", {"exhausted": exhausted}),
        ("s", "Squire", 2, "A", "base", {"exhausted": exhausted}),
        ("e", "Enemy", 2, "B", "base")])


def test_356_2_b_1_paid_it_exhausts_the_named_friendly_unit_and_draws_2():
    r = play(_units(), "Meditation", by="A", may=True, choose={"A": ["s"]})
    assert r.one("exhaust").target == "s" and "356.2.b.1" in r.one("exhaust").rules
    assert r.obj("s").exhausted and not r.obj("k").exhausted
    assert [e.amount for e in r.of("draw")] == [2]


def test_356_2_b_1_declined_nothing_is_exhausted_and_it_draws_1():
    r = play(_units(), "Meditation", by="A", may=False)
    assert not r.of("exhaust") and not r.obj("k").exhausted
    assert [e.amount for e in r.of("draw")] == [1]


def test_356_2_b_1_with_no_ready_friendly_unit_the_cost_is_not_offered():
    """Only the player's own ready units can pay it (an enemy unit never does): with theirs
    all exhausted, a yes pays nothing and the spell draws 1."""
    r = play(_units(exhausted=True), "Meditation", by="A", may=True)
    assert not r.of("exhaust") and not r.obj("e").exhausted
    assert [e.amount for e in r.of("draw")] == [1]


# -- a tie in its player's attack recalls every unit there (466.1.a.2; Symbol of the Solari) -----

SYMBOL = designer("Tie Symbol", "gear", attacker_tie_recalls_all=True)


def _tie(symbol_of: str | None):
    from tests.engine.helpers import board

    gear = [("sym", "Tie Symbol", symbol_of)] if symbol_of else []
    return board(units=[("k", "Knight", 2, "A", "north"),
                        ("w", "Wall", 5, "B", "north", {"stunned": True})],
                 gear=gear, cards=[SYMBOL])


def test_466_1_a_2_a_tie_in_the_attack_of_its_player_recalls_every_unit_there():
    from tests.engine.helpers import combat

    r = combat(_tie("A"), "north", attackers=["k"], defenders=["w"])
    assert [e.target for e in r.of("recall")] == ["k", "w"]
    assert all("466.1.a.2" in e.rules and "002" in e.rules for e in r.of("recall"))
    assert r.obj("k").at == "base" and r.obj("w").at == "base"


def test_466_1_a_2_the_defenders_symbol_or_none_recalls_the_attackers_alone():
    from tests.engine.helpers import combat

    for owner in ("B", None):
        r = combat(_tie(owner), "north", attackers=["k"], defenders=["w"])
        assert [e.target for e in r.of("recall")] == ["k"]
        assert r.obj("w").at == "north"


# -- a rune revealed and recycled, then what its domain says (Twisted Fate, Gambler) -----------

GAMBLER = designer("Rune Gambler", "unit", might=3, abilities=[{
    "kind": "activated", "cost": ["exhaust"],
    "effects": [{"op": "reveal_top_rune", "effects": [
        {"op": "if_rune_domain", "what": "fury", "effects": [
            {"op": "deal_picked_here_and_others", "amount": 2, "others": 1}]},
        {"op": "if_rune_domain", "what": "order", "effects": [{"op": "stun_picked_enemy"}]},
    ]}]}])


def _gambler(top):
    return game_board(cards=[GAMBLER], battlefields=("north", "south"),
                      rune_decks={"A": [top, "Mind Rune"]} if top else None,
                      units=[("g", "Rune Gambler", None, "A", "north"),
                             ("o", "Ogre", 6, "B", "north"), ("i", "Imp", 2, "B", "north"),
                             ("s", "Scout", 2, "B", "south"), ("f", "Friend", 2, "A", "north")])


def test_424_1_416_1_the_top_rune_is_revealed_and_goes_to_the_bottom():
    from tests.engine.helpers import activate

    r = activate(_gambler("Calm Rune"), "g")
    assert r.one("reveal").target == "A-rune1" and r.one("recycle").target == "A-rune1"
    assert r.state.game.sides[0].rune_deck == ("A-rune2", "A-rune1")
    assert not r.of("damage") and not r.of("stun")  # Calm: no instruction for it


def test_417_1_d_fury_deals_the_pick_here_2_and_the_other_enemies_here_1():
    """One Deal at the same time (417.1.d): the picked enemy unit 2, each other enemy unit at
    the host's battlefield 1; a friendly unit there and an enemy elsewhere are not dealt any."""
    from tests.engine.helpers import activate

    r = activate(_gambler("Fury Rune"), "g", choose={"A": ["i"]})
    assert {(e.target, e.amount) for e in r.of("damage")} == {("i", 2), ("o", 1)}
    assert all("417.1.d" in e.rules for e in r.of("damage"))


def test_423_1_order_stuns_the_enemy_unit_picked_anywhere():
    from tests.engine.helpers import activate

    r = activate(_gambler("Order Rune"), "g", choose={"A": ["s"]})
    assert r.one("stun").target == "s" and r.obj("s").stunned
    assert not r.of("damage")


def test_424_1_with_no_rune_deck_nothing_is_revealed_and_nothing_follows():
    from tests.engine.helpers import activate

    r = activate(_gambler(None), "g")
    assert r.one("reveal").amount == 0
    assert not r.of("recycle") and not r.of("damage") and not r.of("stun")


# -- each player keeps two of each kind, the rest is recycled (Divine Judgment) -----------------

JUDGE = designer("Keep Two", effects=[{"op": "keep_recycle_rest", "amount": 2}])


def _judged(**kw):
    return game_board(cards=[JUDGE], decks={"A": ["Cleave"], "B": ["Cleave"]},
                      units=[("k", "Knight", 2, "A", "base"), ("s", "Squire", 2, "A", "base"),
                             ("p", "Page", 1, "A", "north"), ("t", "Recruit", None, "B", "base"),
                             ("b", "Brute", 3, "B", "base"), ("i", "Imp", 1, "B", "base")],
                      hand=[("h1", "Cleave", "A"), ("h2", "Charm", "A"), ("h3", "Cleave", "A")],
                      **kw)


def test_416_1_the_first_two_of_each_are_kept_by_default_and_the_rest_recycled():
    r = play(_judged(), "Keep Two", by="A")
    assert {e.target for e in r.of("recycle")} == {"p", "h3", "i"}
    assert r.obj("p").zone == "deck" and r.obj("i").zone == "deck" and r.obj("h3").zone == "deck"
    assert r.state.game.sides[1].deck == ("B-deck1", "i")  # to its owner's deck, at the bottom


def test_186_1_a_token_not_kept_ceases_to_exist_and_named_picks_are_kept():
    r = play(_judged(), "Keep Two", by="A", choose={"A": ["p", "k"], "B": ["b", "i"]})
    assert r.obj("s").zone == "deck" and r.obj("p").zone == "board"
    assert r.obj("t").zone == "removed"
    assert "t" not in {e.target for e in r.of("recycle")}


def test_161_2_b_runes_not_kept_go_to_the_rune_deck_and_fewer_than_two_are_all_kept():
    st = _judged(runes=[("r1", "Order Rune", "A", False), ("r2", "Order Rune", "A", True),
                        ("r3", "Calm Rune", "A", False), ("q1", "Fury Rune", "B", False)])
    r = play(st, "Keep Two", by="A", choose={"A": ["r3", "r1"]})
    assert r.obj("r2").zone == "rune_deck" and r.state.game.sides[0].rune_deck[-1] == "r2"
    assert r.obj("r1").zone == "runes" and r.obj("q1").zone == "runes"


# -- enemy units of a domain picked up to a total Might, returned to hand (Decree of Discord) ---

ORDER_GUARD = designer("Order Guard", "unit", might=3, domains=["order"])
ORDER_GIANT = designer("Order Giant", "unit", might=6, domains=["order"])
FURY_IMP = designer("Fury Imp", "unit", might=1, domains=["fury"])
DISCORD = designer("Send Back", effects=[
    {"op": "return_enemies_up_to_might", "amount": 5, "domain": "order"}])


def _discord():
    from tests.engine.helpers import board

    return board(cards=[ORDER_GUARD, ORDER_GIANT, FURY_IMP, DISCORD], units=[
        ("g", "Order Guard", None, "B", "north"), ("h", "Order Guard", None, "B", "base"),
        ("x", "Order Giant", None, "B", "base"), ("f", "Fury Imp", None, "B", "base"),
        ("m", "Order Guard", None, "A", "base")])


def test_124_the_enemy_units_picked_return_to_their_owners_hands_together():
    r = play(_discord(), "Send Back", by="A", choose={"A": ["g"]})
    assert [e.target for e in r.of("return_to_hand")] == ["g"]
    assert r.obj("g").zone == "hand" and r.obj("h").zone == "board"


def test_054_1_too_much_might_another_domain_or_a_friendly_unit_is_refused():
    from tests.engine.helpers import raises_illegal

    assert "6 Might in all" in raises_illegal(play, _discord(), "Send Back", by="A",
                                              choose={"A": ["g", "h"]})
    assert "not an enemy Order unit" in raises_illegal(play, _discord(), "Send Back", by="A",
                                                       choose={"A": ["f"]})
    assert "not an enemy Order unit" in raises_illegal(play, _discord(), "Send Back", by="A",
                                                       choose={"A": ["m"]})


def test_none_picked_returns_nothing():
    r = play(_discord(), "Send Back", by="A")
    assert not r.of("return_to_hand")


# -- units at one battlefield picked up to a total Might, killed (Fox-Fire) ----------------------

FIRE = designer("Fire Pick", effects=[{"op": "kill_up_to_might_at_battlefield", "amount": 4}])


def _fire():
    from tests.engine.helpers import board

    return board(battlefields=("north", "south"), cards=[FIRE], units=[
        ("r", "Rat", 1, "B", "north"), ("i", "Imp", 2, "B", "north"), ("o", "Ogre", 3, "B", "north"),
        ("p", "Page", 1, "A", "north"), ("s", "Scout", 1, "B", "south"), ("h", "Home", 1, "B", "base")])


def test_428_1_a_1_the_units_picked_at_one_battlefield_die_together_credited_to_the_spell():
    r = play(_fire(), "Fire Pick", by="A", choose={"A": ["r", "i", "p"]})
    kills = r.of("kill")
    assert {e.target for e in kills} == {"r", "i", "p"}
    assert all(e.reason == "kill_instruction" and e.responsible == "A" for e in kills)
    assert r.obj("o").zone == "board"


def test_054_1_too_much_might_two_battlefields_or_a_base_is_refused():
    from tests.engine.helpers import raises_illegal

    assert "5 Might in all" in raises_illegal(play, _fire(), "Fire Pick", by="A",
                                              choose={"A": ["i", "o"]})
    assert "one battlefield" in raises_illegal(play, _fire(), "Fire Pick", by="A",
                                               choose={"A": ["r", "s"]})
    assert "not a unit at a battlefield" in raises_illegal(play, _fire(), "Fire Pick", by="A",
                                                           choose={"A": ["h"]})


# -- "when you recycle one or more cards" (416.1; Karma, Channeler) -------------------------------

LISTENER = designer("Recycle Listener", "unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_recycle_cards", "effects": [{"op": "gain_xp", "amount": 1}]}])
DRAW_TWO = designer("Draw Two", effects=[{"op": "draw", "amount": 2}])
RUNE_BACK = designer("Rune Back", effects=[{"op": "recycle_rune"}])


def _listening(**kw):
    return game_board(cards=[LISTENER, JUDGE, DRAW_TWO, RUNE_BACK],
                      units=[("l", "Recycle Listener", None, "A", "base")], **kw)


def _heard(r) -> int:
    return sum(1 for e in r.of("trigger") if e.sources and e.sources[0].id.startswith("l#"))


def test_416_1_cards_recycled_together_trigger_it_once():
    st = _listening(decks={"A": ["Cleave"]}, hand=[("h1", "Cleave", "A"), ("h2", "Charm", "A"),
                                                   ("h3", "Cleave", "A"), ("h4", "Charm", "A")])
    r = play(st, "Keep Two", by="A")
    assert len(r.of("recycle")) == 2 and _heard(r) == 1


def test_416_1_cards_of_yours_an_opponent_recycles_are_not_yours_to_hear():
    """The one who recycles is the one whose ability hears it: Bob's spell recycles a card of
    Alice's hand, and her listener does not trigger."""
    st = _listening(decks={"A": ["Cleave"], "B": ["Cleave"]},
                    hand=[("h1", "Cleave", "A"), ("h2", "Charm", "A"), ("h3", "Cleave", "A")])
    r = play(st, "Keep Two", by="B")
    assert [e.target for e in r.of("recycle")] == ["h3"] and _heard(r) == 0


def test_431_2_a_burn_out_recycling_the_trash_triggers_it():
    st = _listening(decks={"A": []}, trash=[("t1", "Cleave", "A")])
    r = play(st, "Draw Two", by="A")
    assert r.of("burn_out") and _heard(r) == 1


def test_161_a_rune_recycled_is_no_card():
    st = _listening(runes=[("r1", "Calm Rune", "A", False)], rune_decks={"A": ["Mind Rune"]})
    r = play(st, "Rune Back", by="A")
    assert r.of("recycle") and _heard(r) == 0


# -- "if you've played a unit, a gear and a spell this turn" (Swain, Visionary) -----------------

PLAIN_UNIT = designer("Plain Unit", "unit", might=2)
PLAIN_GEAR = designer("Plain Gear", "gear")
PLAIN_SPELL = designer("Plain Spell", effects=[{"op": "draw", "amount": 1}])
TOKEN_SPELL = designer("Token Spell", effects=[{"op": "create_tokens", "name": "Recruit"}])
WORD = "played_unit_gear_and_spell_this_turn"


def _played(*names, ruleset="1.4"):
    st = game_board(cards=[PLAIN_UNIT, PLAIN_GEAR, PLAIN_SPELL, TOKEN_SPELL], ruleset=ruleset,
                    units=[("k", "Knight", 2, "A", "north")])
    for n in names:
        st = play(st, n, by="A")
    return st


def test_350_2_a_unit_card_a_gear_card_and_a_spell_played_this_turn():
    from riftboard.engine import board as words

    assert words.holds(_played("Plain Unit", "Plain Gear", "Plain Spell").state, WORD, "A", None)
    assert not words.holds(_played("Plain Unit", "Plain Gear").state, WORD, "A", None)
    assert not words.holds(_played("Plain Unit", "Plain Gear", "Plain Spell").state, WORD, "B",
                           None)


def test_350_2_a_unit_token_played_is_no_unit_card():
    from riftboard.engine import board as words

    r = _played("Token Spell", "Plain Gear", "Plain Spell")
    assert any(o.token and o.zone == "board" for o in r.state.objects.values())
    assert not words.holds(r.state, WORD, "A", None)


def test_425_1_b_a_countered_spell_is_not_played_under_the_1_3_rules():
    """Under the 1.3 rules a countered card was not played (its 425.1.b); under 1.4 it was."""
    from riftboard.engine import board as words

    for ruleset, holds in (("1.3", False), ("1.4", True)):
        r = _played("Plain Unit", "Plain Gear", ruleset=ruleset)
        r = play(r, "Plain Spell", by="A", id="ps", hold=True)
        r = play(r, "Defy", by="B", targets=["ps"])
        assert r.of("counter")
        assert words.holds(r.state, WORD, "A", None) is holds, ruleset


# -- the Chosen Champion from the trash back to its Champion Zone (108.3; Hallowed Tomb) --------

BACK = designer("Champion Back", effects=[{"op": "champion_from_trash"}])


def _champ_dead():
    st = game_board(cards=[BACK], champions={"A": ("champ", "Kai'Sa, Survivor")})
    st = play(st, "Kai'Sa, Survivor", by="A")  # from the Champion Zone (108.3.d)
    return play(st, "Vengeance", by="B", targets=["champ"])


def test_108_3_c_1_the_chosen_champion_in_the_trash_goes_back_to_an_empty_zone():
    st = _champ_dead()
    assert st.state.objects["champ"].zone == "trash"
    r = play(st, "Champion Back", by="A")
    assert r.one("to_champion_zone").target == "champ"
    assert r.obj("champ").zone == "champion" and r.state.game.sides[0].champion == "champ"


def test_108_3_c_1_another_copy_in_the_trash_is_not_the_chosen_champion():
    """Only the Chosen Champion returns: a copy of the same card played from the hand and
    killed is not it, and the zone is not filled."""
    st = game_board(cards=[BACK], champions={"A": ("champ", "Kai'Sa, Survivor")},
                    hand=[("other", "Kai'Sa, Survivor", "A")])
    st = play(play(st, "Kai'Sa, Survivor", by="A"), "Kai'Sa, Survivor", by="A")
    st = play(st, "Vengeance", by="B", targets=["other"])
    r = play(st, "Champion Back", by="A")
    assert not r.of("to_champion_zone") and r.obj("other").zone == "trash"


def test_055_a_chosen_champion_still_on_the_board_stays_there():
    st = game_board(cards=[BACK], champions={"A": ("champ", "Kai'Sa, Survivor")})
    r = play(play(st, "Kai'Sa, Survivor", by="A"), "Champion Back", by="A")
    assert not r.of("to_champion_zone") and r.obj("champ").zone == "board"


def test_350_2_cards_played_by_kind_are_counted_not_listed_so_a_long_file_does_not_grow():
    """A format 1 file is one long turn: Swain's record of the kinds played is a count per
    player and kind, so 40 plays leave one entry each (a tuple that grew by one a play made
    every step copy it: the bench's history went from 58 to 440 MB)."""
    from riftboard.engine.board import holds
    from tests.engine.helpers import board, play

    st = board(units=[("u0", "Ogre", 999, "B", "north")])
    r = None
    for i in range(40):
        r = play(r or st, "Void Seeker", by="A" if i % 2 == 0 else "B", targets=["u0"])
    s = r.state
    assert s.kinds_played == (0, 0, 20, 0, 0, 20)  # unit, gear, spell counts of A, then B
    assert len(s.first_times) <= 2
    assert not holds(s, "played_unit_gear_and_spell_this_turn", "A", None)


def test_383_1_b_the_first_gear_card_each_turn_is_read_from_the_count_of_gear_cards():
    """Jayce, Brilliant Inventor's "the first time you play a non-token gear each turn" reads
    the count of gear cards played (kinds_played), not a record kept per gear among the
    delayed abilities: the delayed list stays empty however many gear a long file plays."""
    from riftboard.engine import board as words
    from tests.engine.helpers import board, designer, play

    kit = designer("Kit", kind="gear")
    st = board(cards=[kit])
    r = play(st, "Kit", by="A")
    assert words.holds(r.state, "first_gear_card_this_turn", "A", None)
    for _ in range(5):
        r = play(r, "Kit", by="A")
    assert not words.holds(r.state, "first_gear_card_this_turn", "A", None)
    assert r.state.delayed == () and words.played_count(r.state, "A", "gear") == 6
