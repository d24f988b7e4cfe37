"""cardsL2's words: `cant_play_spells` (Lilting Lullaby: the controller of a spell on the chain
can't play spells for the rest of the turn; card text, 002, 055, 317.2.c) and `counter`'s
`to = "hand"` (Abandon: the countered card goes to its owner's hand instead of the trash;
425.1, 425.1.a)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, end_turn, ids, play, raises_illegal

#: "counter a spell; its controller can't play spells this turn", in our own words
HUSH = designer("Hush", "spell", keywords=["Reaction"], targets=[{"what": "spell"}],
                effects=[{"op": "cant_play_spells", "target": 1},
                         {"op": "counter", "target": 1}])
#: "counter a spell; it goes back to its owner's hand"
SEND_BACK = designer("Send Back", "spell", keywords=["Reaction"], targets=[{"what": "spell"}],
                     effects=[{"op": "counter", "target": 1, "to": "hand"}])
#: "when I'm played, play a spell from your trash" (Fizz's shape)
TRICK = designer("Trick", "unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "play_self",
     "effects": [{"op": "play_spell_from_trash", "max_energy": 3}]}])


def _board():
    return board(units=[("knight", "Knight", 4, "B", "north"), ("ogre", "Ogre", 5, "A", "north")],
                 cards=[HUSH, SEND_BACK])


def _hushed():
    r = play(_board(), "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    return play(r, "Hush", by="B", id="hush", targets=["ray"])


def test_425_1_002_the_spell_is_countered_and_its_controller_cant_play_spells():
    r = _hushed()
    assert ids(r.one("counter", target="ray").sources) == {"hush"}
    assert not r.ever("damage") and r.obj("ray").zone == "trash"
    ban = r.one("lasting_effect")
    assert ban.target == "A" and ban.responsible == "B" and ids(ban.sources) == {"hush"}
    msg = raises_illegal(play, r, "Cleave", by="A", targets=["ogre"])
    assert "can't play spells this turn" in msg and "Hush" in msg


def test_002_the_ban_is_on_spells_only_and_on_that_player_only():
    r = play(_hushed(), "Stalwart Poro", by="A", id="poro")  # a unit is still played
    assert r.obj("poro").zone == "board"
    r = play(r, "Hextech Ray", by="B", id="ray2", targets=["ogre"])  # the other player plays on
    assert r.one("damage", target="ogre").amount == 3


def test_317_2_c_the_ban_ends_with_the_turn():
    r = play(end_turn(_hushed()), "Hextech Ray", by="A", id="ray2", targets=["knight"])
    assert r.one("damage", target="knight").amount == 3


def test_055_a_spell_an_effect_would_have_them_play_from_the_trash_stays_there():
    st = game_board(units=[("knight", "Knight", 4, "B", "north")],
                    hand=(("trick", "Trick", "A"),), trash=(("seeker", "Void Seeker", "A"),),
                    decks={"A": ["Hextech Ray"] * 4}, cards=[HUSH, TRICK])
    r = play(st, "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Hush", by="B", id="hush", targets=["ray"])
    r = play(r, "Trick", by="A", id="trick")
    fz = r.one("fizzle", target="seeker")
    assert "can't play spells this turn" in fz.text
    assert r.obj("seeker").zone == "trash" and [e for e in r.of("play") if e.target == "knight"
                                                and "seeker" in ids(e.sources)] == []


def test_425_1_a_to_hand_the_countered_card_goes_to_its_owners_hand_not_the_trash():
    r = play(_board(), "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Send Back", by="B", id="back", targets=["ray"])
    counter = r.one("counter", target="ray")
    assert ids(counter.sources) == {"back"} and counter.responsible == "B"
    assert "hand" in counter.text and "trash" in counter.text
    ray = r.obj("ray")
    assert (ray.zone, ray.controller) == ("hand", "A") and not r.ever("damage")


#: "put an enemy unit on the top or bottom of its owner's deck", in our own words
VERDICT = designer("Verdict", "spell", targets=[{"what": "unit", "side": "enemy"}],
                   effects=[{"op": "to_deck_top_or_bottom", "target": 1}])


def _verdict_board(**kw):
    return game_board(units=[("ogre", "Ogre", 6, "B", "north"), ("pal", "Pal", 2, "A", "north")],
                      decks={"B": ["Cleave", "Hextech Ray"]}, cards=[VERDICT], **kw)


def test_124_002_its_owner_puts_it_on_top_of_the_main_deck():
    r = play(_verdict_board(), "Verdict", by="A", id="v", targets=["ogre"], may={"B": True})
    ev = r.one("to_deck", target="ogre")
    assert ids(ev.sources) == {"v"} and ev.responsible == "A" and "top" in ev.text
    assert r.obj("ogre").zone == "deck" and not r.ever("kill")
    assert r.state.game.sides[1].deck[0] == "ogre" and len(r.state.game.sides[1].deck) == 3


def test_002_or_at_the_bottom_when_its_owner_says_no():
    r = play(_verdict_board(), "Verdict", by="A", id="v", targets=["ogre"], may={"B": False})
    assert r.state.game.sides[1].deck[-1] == "ogre" and "bottom" in r.one("to_deck").text


def test_186_1_a_token_ceases_to_exist_instead():
    tok = game_board(units=[("tok", "Recruit", None, "B", "north")],
                     decks={"B": ["Cleave"]}, cards=[VERDICT])
    r = play(tok, "Verdict", by="A", id="v", targets=["tok"])
    assert r.obj("tok").zone == "removed" and "ceases to exist" in r.one("to_deck").text
    assert r.state.game.sides[1].deck == ("B-deck1",)


#: "gain 1 XP" and "+1 Might while you've gained XP this turn", in our own words
XP_GIFT = designer("XP Gift", "spell", effects=[{"op": "gain_xp", "amount": 1}])
NEWT = designer("Newt", "unit", might=2, statics=[
    {"op": "might", "who": "self", "amount": 1, "when": "gained_xp_this_turn"}])


def _newt_board(**kw):
    return game_board(units=[("newt", "Newt", None, "A", "north")], cards=[XP_GIFT, NEWT], **kw)


def test_730_gained_xp_this_turn_holds_once_xp_is_gained_and_ends_with_the_turn():
    st = _newt_board(xp=(4, 0))
    from riftboard.engine.board import holds
    assert not holds(st, "gained_xp_this_turn", "A", st.objects["newt"])  # XP from before
    r = play(st, "XP Gift", by="A", id="gift")
    assert holds(r.state, "gained_xp_this_turn", "A", r.obj("newt"))
    assert not holds(r.state, "gained_xp_this_turn", "B", r.obj("newt"))  # each player's own
    r = end_turn(r)
    assert not holds(r.state, "gained_xp_this_turn", "A", r.obj("newt"))  # 317.2.c


def test_730_format_1_never_gains_xp():
    st = board(units=[("newt", "Newt", None, "A", "north")], cards=[XP_GIFT, NEWT])
    from riftboard.engine.board import holds
    r = play(st, "XP Gift", by="A", id="gift")
    assert not holds(r.state, "gained_xp_this_turn", "A", r.obj("newt"))


#: "move an enemy unit at a battlefield to its base; then draw 1 if an enemy unit is alone at
#: that battlefield", in our own words
SEND_HOME = designer("Send Home", "spell",
                     targets=[{"what": "unit", "side": "enemy", "where": "battlefield"}],
                     effects=[{"op": "move_to_base", "target": 1},
                              {"op": "draw", "amount": 1, "if": "enemy_alone_where_it_was",
                               "of": 1}])


def _home(units):
    return game_board(units=units, decks={"A": ["Cleave"] * 3}, cards=[SEND_HOME])


def test_446_1_002_an_enemy_left_alone_at_the_battlefield_it_left_draws_a_card():
    r = play(_home([("ogre", "Ogre", 6, "B", "north"), ("guard", "Guard", 3, "B", "north")]),
             "Send Home", by="A", id="s", targets=["ogre"])
    assert r.obj("ogre").at == "base"
    assert r.one("draw").amount == 1 and ids(r.one("draw").sources) == {"s"}


def test_002_no_enemy_left_there_or_two_together_no_card():
    r = play(_home([("ogre", "Ogre", 6, "B", "north")]), "Send Home", by="A", targets=["ogre"])
    assert r.obj("ogre").at == "base" and not r.ever("draw")
    r = play(_home([("ogre", "Ogre", 6, "B", "north"), ("guard", "Guard", 3, "B", "north"),
                    ("scout", "Scout", 1, "B", "north")]), "Send Home", by="A", targets=["ogre"])
    assert not r.ever("draw")


def test_002_a_friendly_unit_alone_there_is_no_enemy():
    r = play(_home([("ogre", "Ogre", 6, "B", "north"), ("pal", "Pal", 2, "A", "north")]),
             "Send Home", by="A", targets=["ogre"])
    assert not r.ever("draw")
