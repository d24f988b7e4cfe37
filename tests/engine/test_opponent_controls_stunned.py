"""`opponent_controls_stunned`: another player controls a stunned unit (423.1), wherever it is.
A card's own cost reduction (`cost_less`, card text 002) and its "enters ready" passive (143.4,
002) may read it, as Monch does: a strict game takes 2 off the Energy paid (357) and the unit
enters ready only while an enemy unit is stunned; the player's own stunned unit does not count."""

from riftboard.engine import board as words
from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import designer, play, raises_illegal, state_of

STUN = designer("Stun Probe", kind="spell", energy=0, targets=[{"what": "unit"}],
                effects=[{"op": "stun", "target": 1}])
PROBE = designer("Monch Probe", kind="unit", might=6, energy=6,
                 cost_less={"amount": 2, "if": "opponent_controls_stunned"},
                 statics=[{"op": "enter_ready", "who": "self",
                           "when": "opponent_controls_stunned"}])


def _board(energy):
    return game_board(mode="strict", cards=[STUN, PROBE], pool={"A": (energy, {})},
                      units=[("mine", "Mine", 2, "A", "base"), ("brute", "Brute", 4, "B", "north")],
                      hand=[("s", "Stun Probe", "A"), ("m", "Monch Probe", "A")])


def test_423_1_002_an_enemy_stunned_unit_makes_it_2_cheaper_and_ready():
    r = play(play(_board(4), "Stun Probe", by="A", id="s", targets=["brute"]),
             "Monch Probe", by="A", id="m")
    pay = r.of("pay")[-1]
    assert pay.amount == 4 and "2 Energy less: Opponent controls stunned" in pay.text
    assert side(r, "A").energy == 0
    assert r.obj("m").zone == "board" and not r.obj("m").exhausted


def test_423_1_143_4_its_players_own_stunned_unit_does_not_count():
    st = play(_board(4), "Stun Probe", by="A", id="s", targets=["mine"])
    assert st.obj("mine").stunned
    assert not words.holds(state_of(st), "opponent_controls_stunned", "A", None)
    assert "costs 6 Energy" in raises_illegal(play, st, "Monch Probe", by="A", id="m")


def test_143_4_with_no_stunned_enemy_unit_it_pays_in_full_and_enters_exhausted():
    r = play(_board(6), "Monch Probe", by="A", id="m")
    assert r.of("pay")[-1].amount == 6 and r.obj("m").exhausted


def test_423_1_the_word_reads_every_location_and_only_other_players():
    st = play(_board(0), "Stun Probe", by="A", id="s", targets=["brute"])
    assert words.holds(state_of(st), "opponent_controls_stunned", "A", None)
    assert not words.holds(state_of(st), "opponent_controls_stunned", "B", None)
