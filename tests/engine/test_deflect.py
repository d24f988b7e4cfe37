"""Deflect (809): a spell or ability of another player that chooses a permanent with Deflect
costs its Deflect Value more Power, of any domain, each time it chooses it. A strict game pays
it (or refuses the play); a sandbox keeps it free and says it in the play event."""

from riftboard.engine import actions as A
from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import _apply, activate, answers, designer, play, raises_illegal

CARDS = [
    designer("Warded", kind="unit", might=2, keywords=["Deflect"]),
    designer("Double Warded", kind="unit", might=2, keywords=["Deflect 2"]),
    designer("Zap", kind="spell", energy=1, domains=["fury"],
             targets=[{"what": "unit"}], effects=[{"op": "deal", "amount": 1, "target": 1}]),
    designer("Twin Zap", kind="spell", energy=1, domains=["fury"],
             targets=[{"what": "unit"}, {"what": "unit", "same_ok": True}],
             effects=[{"op": "deal", "amount": 1, "target": 1},
                      {"op": "deal", "amount": 1, "target": 2}]),
    designer("Zap Totem", kind="gear", abilities=[
        {"kind": "activated", "cost": ["exhaust"], "targets": [{"what": "unit"}],
         "effects": [{"op": "deal", "amount": 1, "target": 1}]}]),
    designer("Bird Nest", kind="gear", abilities=[
        {"kind": "activated", "effects": [{"op": "create_tokens", "name": "Bird"}]}]),
]
UNITS = [("w", "Warded", None, "B", "north"), ("w2", "Double Warded", None, "B", "north"),
         ("mine", "Warded", None, "A", "north")]


def _board(**kw):
    return game_board(cards=CARDS, units=UNITS, **kw)


def _strict(runes, hand=("Zap",)):
    return _board(mode="strict", runes=runes,
                  hand=[(f"h{i}", name, "A") for i, name in enumerate(hand)])


def test_809_1_c_strict_play_choosing_an_enemy_with_deflect_pays_one_power_more():
    # one Calm rune: exhausted for the Fury spell's Energy, then recycled for the Deflect
    # Power, which may be of any domain (809.1.c.1, 164.2)
    st = _strict([("r1", "Calm Rune", "A", False)])
    r = play(st, "Zap", by="A", targets=["w"])
    pays = r.of("pay", target="A")
    assert [e.amount for e in pays] == [1, 1] and "Deflect" in pays[1].text
    assert r.state.obj("r1").zone == "rune_deck"
    assert "Deflect: 1 Power more paid, 809" in r.one("play").text
    assert r.one("damage", target="w").amount == 1


def test_809_1_d_strict_play_that_cannot_pay_the_deflect_cost_is_refused():
    # 1 Energy in the pool pays the spell; nothing is left for the Deflect Power
    st = _board(mode="strict", pool={"A": (1, {})}, hand=[("h0", "Zap", "A")])
    msg = raises_illegal(play, st, "Zap", by="A", targets=["w"])
    assert "Deflect" in msg and "809" in msg and "cannot pay 1 Power" in msg
    # choosing a unit without Deflect costs nothing more
    r = play(st, "Zap", by="A", targets=["mine"])
    assert [e.amount for e in r.of("pay", target="A")] == [1]


def test_809_1_c_deflect_is_only_against_an_opponents_spell():
    st = _strict([("r1", "Fury Rune", "A", False)])
    r = play(st, "Zap", by="A", targets=["mine"])  # A's own Warded unit: no extra cost
    assert "Deflect" not in r.one("play").text


def test_809_1_b_deflect_value_and_each_time_it_is_chosen():
    st = _strict([("r1", "Fury Rune", "A", False), ("r2", "Calm Rune", "A", False),
                  ("r3", "Mind Rune", "A", False), ("r4", "Body Rune", "A", False)],
                 hand=("Twin Zap",))
    # Deflect 2 chosen once, Deflect chosen once: 3 Power more; then Deflect chosen twice: 2
    r = play(st, "Twin Zap", by="A", targets=["w2", "w"])
    assert "Deflect: 3 Power more paid" in r.one("play").text
    r = play(st, "Twin Zap", by="A", targets=["w", "w"])
    assert "Deflect: 2 Power more paid" in r.one("play").text


def test_809_2_deflect_from_an_equipment_adds_to_the_units_own():
    st = game_board(cards=CARDS, units=UNITS, gear=[("hex", "Hexdrinker", "B", {
        "attached_to": "w"})], mode="strict", hand=[("h0", "Zap", "A")],
        runes=[("r1", "Fury Rune", "A", False)])
    msg = raises_illegal(play, st, "Zap", by="A", targets=["w"])
    assert "costs 0 Energy and 2 Power" in msg and "cannot pay 1 Power" in msg


def test_809_sandbox_keeps_the_deflect_cost_free_and_says_it():
    st = _board(gear=[("totem", "Zap Totem", "A")])
    r = play(st, "Zap", by="A", targets=["w2"])
    assert not r.of("pay")
    assert "Deflect: 2 Power more, of any domain, free in the sandbox; 809" in r.one("play").text
    r = activate(st, "totem", 1, by="A", targets=["w"])
    assert "Deflect: 1 Power more" in r.one("activate").text


def test_809_strict_activated_ability_choosing_deflect_pays_power_from_named_runes():
    st = game_board(cards=CARDS, units=UNITS, gear=[("totem", "Zap Totem", "A")],
                    mode="strict", runes=[("r1", "Fury Rune", "A", True),
                                          ("r2", "Calm Rune", "A", True)])
    act = A.Activate(obj="totem", ability=1, by="A", answers=answers(["w"], step=1),
                     pay=("r2",))
    r = _apply(st, act)
    assert r.state.obj("r2").zone == "rune_deck" and r.state.obj("r1").zone == "runes"
    assert "Deflect: 1 Power more paid" in r.one("activate").text


def test_187_7_a_bird_token_has_deflect():
    st = _board(gear=[("nest", "Bird Nest", "B"), ("totem", "Zap Totem", "A")])
    r = activate(st, "nest", 1, by="B")
    bird = r.one("create").target
    r = activate(r, "totem", 1, by="A", targets=[bird])
    assert "Deflect: 1 Power more" in r.one("activate").text


def test_766_a_spell_that_ignores_deflect_pays_nothing_more():
    cards = CARDS + [designer("Blind Zap", kind="spell", energy=1, ignores_deflect=True,
                              targets=[{"what": "unit"}],
                              effects=[{"op": "deal", "amount": 1, "target": 1}])]
    st = game_board(cards=cards, units=UNITS, mode="strict", hand=[("h0", "Blind Zap", "A")],
                    pool={"A": (1, {})})
    r = play(st, "Blind Zap", by="A", targets=["w2"])
    assert [e.amount for e in r.of("pay", target="A")] == [1]
    assert "Deflect" not in r.one("play").text


def test_766_deflect_is_ignored_for_what_is_chosen_at_a_battlefield_that_says_so():
    st = game_board(cards=CARDS, battlefields=[("north", "Heisho, Shell of the World"), "south"],
                    units=[("w", "Warded", None, "B", "north"),
                           ("s", "Warded", None, "B", "south")],
                    hand=[("h0", "Zap", "A")])
    assert "Deflect" not in play(st, "Zap", by="A", targets=["w"]).one("play").text
    assert "Deflect: 1 Power more" in play(st, "Zap", by="A", targets=["s"]).one("play").text


def test_809_2_a_passive_ability_gives_deflect_to_buffed_units():
    st = game_board(cards=CARDS, units=[("u", "Warded", None, "B", "north", {"buffed": True}),
                                        ("v", "Warded", None, "B", "north")],
                    gear=[("refuge", "Spirit's Refuge", "B")], hand=[("h0", "Zap", "A")])
    assert "Deflect: 2 Power more" in play(st, "Zap", by="A", targets=["u"]).one("play").text
    assert "Deflect: 1 Power more" in play(st, "Zap", by="A", targets=["v"]).one("play").text
