"""What the Origins legends of cardsN needed (format 2, SPEC section 7): a legend hears its
player's end of turn and start of Beginning Phase (107.4, 383.1), "when you play a Mighty unit"
(`played_might`, 143.2, 383.4.a.4), "if you have one or fewer cards in your hand" (383.2.a.1's
own example, read as the effect resolves), and a rune pool's resource kept for gear (Ornn) or for
units (Renekton): it pays for playing such a card or for its activated abilities only (054.2); and
"when you use an activated ability with an Energy cost of 7 or more" (`you_activate_ability`, 383.3);
"when an enemy unit attacks a battlefield you control" (`enemy_attacks_yours`, 383.4.e); "when you
stun one or more enemy units" (`you_stun_enemies`, 423.1: once for an instruction)."""

from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import activate, combat, designer, end_turn, play, raises_illegal

CARDS = [
    designer("Dusk Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "end_of_turn",
         "effects": [{"op": "gain_xp", "amount": 1}]}]),
    designer("Dawn Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "beginning_phase",
         "effects": [{"op": "draw", "amount": 1, "if": "one_or_fewer_in_hand"}]}]),
    designer("Storm Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_play_card", "played": "unit", "played_might": 5,
         "effects": [{"op": "gain_xp", "amount": 1}]}]),
    designer("Big Unit", kind="unit", might=5),
    designer("Small Unit", kind="unit", might=4),
    designer("Card", kind="spell", effects=[{"op": "draw", "amount": 1}]),
    designer("Forge Legend", kind="legend", abilities=[
        {"kind": "activated", "effects": [{"op": "add_energy", "amount": 1, "only": "gear"}]},
        {"kind": "activated", "effects": [{"op": "add_energy", "amount": 1, "only": "units"}]},
        {"kind": "activated", "energy": 1, "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Lamp", kind="gear", abilities=[
        {"kind": "activated", "energy": 1, "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Curator Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_activate_ability", "played_energy": 7,
         "effects": [{"op": "gain_xp", "amount": 1}]}]),
    designer("Big Lamp", kind="gear", abilities=[
        {"kind": "activated", "energy": 7, "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Smith", kind="unit", might=2, abilities=[
        {"kind": "activated", "energy": 1, "effects": [{"op": "draw", "amount": 1}]}]),
]


def _board(**kw):
    return game_board(cards=CARDS, **kw)


def test_383_1_107_4_a_legend_hears_its_players_end_of_turn_only():
    st = _board(legends={"A": ("leg", "Dusk Legend"), "B": ("leg_b", "Dusk Legend")},
                decks={"A": ["Card"] * 3, "B": ["Card"] * 3})
    r = end_turn(st)
    (t,) = r.of("trigger")
    assert t.sources[0].host == "leg"  # Alice's turn ended; Bob's legend waits for his
    assert r.one("xp", target="A").amount == 1


def test_383_2_a_1_315_2_beginning_phase_draw_reads_the_hand_as_it_resolves():
    few = _board(legends={"A": ("leg", "Dawn Legend")}, turn_player="B",
                 hand=[("h1", "Card", "A")], decks={"A": ["Card"] * 4, "B": ["Card"] * 2})
    r = end_turn(few)
    draws = [e for e in r.of("draw") if e.target == "A"]
    assert [d.sources[0].host for d in draws if d.sources] == ["leg"]
    assert len(draws) == 2  # the legend's, then the Draw Phase's (315.4.b)
    many = _board(legends={"A": ("leg", "Dawn Legend")}, turn_player="B",
                  hand=[("h1", "Card", "A"), ("h2", "Card", "A")],
                  decks={"A": ["Card"] * 4, "B": ["Card"] * 2})
    r2 = end_turn(many)
    assert len([e for e in r2.of("draw") if e.target == "A"]) == 1  # two in hand: no card


def test_143_2_383_4_a_4_played_might_hears_only_a_mighty_unit():
    st = _board(legends={"A": ("leg", "Storm Legend")},
                hand=[("small", "Small Unit", "A"), ("big", "Big Unit", "A")])
    r = play(st, "Small Unit", by="A")
    assert not r.of("trigger")
    r2 = play(r, "Big Unit", by="A")
    (t,) = r2.of("trigger")
    assert t.sources[0].host == "leg"
    assert r2.one("xp", target="A").amount == 1


def test_054_2_energy_kept_for_gear_pays_a_gears_ability_not_a_units_or_a_legends():
    st = _board(mode="strict", legends={"A": ("leg", "Forge Legend")},
                gear=[("lamp", "Lamp", "A")], units=[("smith", "Smith", None, "A", "base")])
    r = activate(st, "leg", 1, by="A")
    assert r.one("add_resource", target="A").reason == "only_gear"
    assert "only for gear" in raises_illegal(activate, r, "smith", 1, by="A")
    assert "only for gear" in raises_illegal(activate, r, "leg", 3, by="A")
    r2 = activate(r, "lamp", 1, by="A")
    assert r2.one("pay", target="A").reason == "restricted"
    assert side(r2, "A").restricted == ()


def test_054_2_energy_kept_for_units_pays_a_units_ability_not_a_gears():
    st = _board(mode="strict", legends={"A": ("leg", "Forge Legend")},
                gear=[("lamp", "Lamp", "A")], units=[("smith", "Smith", None, "A", "base")])
    r = activate(st, "leg", 2, by="A")
    assert "only for units" in raises_illegal(activate, r, "lamp", 1, by="A")
    r2 = activate(r, "smith", 1, by="A")
    assert r2.one("pay", target="A").reason == "restricted"
    assert side(r2, "A").restricted == ()


def test_383_3_you_activate_ability_hears_only_an_ability_costing_enough():
    st = _board(legends={"A": ("leg", "Curator Legend"), "B": ("leg_b", "Curator Legend")},
                gear=[("lamp", "Lamp", "A"), ("big", "Big Lamp", "A")])
    r = activate(st, "lamp", 1, by="A")
    assert not r.of("trigger")  # 1 Energy: short of 7
    r2 = activate(r, "big", 1, by="A")
    (t,) = r2.of("trigger")  # Alice's legend only: Bob used nothing
    assert t.sources[0].host == "leg" and t.target == "big"
    assert r2.one("xp", target="A").amount == 1


def test_446_move_to_or_from_base_goes_between_base_and_a_battlefield_only():
    """Yasuo, Unforgiven (errata'd): from its base to a battlefield, from a battlefield home."""
    cards = CARDS + [designer("Wind Legend", kind="legend", abilities=[
        {"kind": "activated", "targets": [{"what": "unit", "side": "friendly"}],
         "effects": [{"op": "move_to_or_from_base", "target": 1}]}])]
    st = game_board(cards=cards, legends={"A": ("leg", "Wind Legend")},
                    battlefields=("north", "south"), controllers={"north": "A", "south": "A"},
                    units=[("a1", "Scout", 2, "A", "base"), ("a2", "Scout", 2, "A", "north")])
    assert "moves to a battlefield" in raises_illegal(activate, st, "leg", 1, by="A",
                                                       targets=["a1"])
    assert "to its base only" in raises_illegal(activate, st, "leg", 1, by="A",
                                                targets=["a2"], to="south")
    r = activate(st, "leg", 1, by="A", targets=["a1"], to="north")
    assert r.one("move", target="a1").sources[0].host == "leg"
    assert r.state.obj("a1").at == "north"
    r2 = activate(st, "leg", 1, by="A", targets=["a2"])
    assert r2.state.obj("a2").at == "base"


def test_383_4_e_enemy_attacks_yours_once_per_attacker_at_a_battlefield_you_control():
    cards = CARDS + [designer("Fox Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "enemy_attacks_yours",
         "effects": [{"op": "might", "target": "subject", "amount": -1, "floor": 1}]}])]
    st = game_board(cards=cards, legends={"A": ("leg", "Fox Legend"), "B": ("leg_b", "Fox Legend")},
                    battlefields=("north", "south"), controllers={"north": "A"},
                    turn_player="B",
                    units=[("w", "Wall", 9, "A", "north"), ("b1", "Brute", 4, "B", "north"),
                           ("b2", "Brute", 4, "B", "north"), ("w2", "Wall", 9, "A", "south"),
                           ("b3", "Brute", 4, "B", "south")])
    r = combat(st, "north", attackers=["b1", "b2"], defenders=["w"])
    trig = r.of("trigger")
    assert sorted(t.target for t in trig) == ["b1", "b2"]
    assert all(t.sources[0].host == "leg" for t in trig)  # Alice's: Bob's legend hears nothing
    assert {e.target: e.amount for e in r.of("might")} == {"b1": 3, "b2": 3}
    r2 = combat(st, "south", attackers=["b3"], defenders=["w2"])
    assert not r2.of("trigger")  # nobody controls South


def test_423_1_you_stun_enemies_once_for_an_instruction_however_many_it_stuns():
    cards = CARDS + [
        designer("Dawn Star Legend", kind="legend", abilities=[
            {"kind": "triggered", "trigger": "you_stun_enemies",
             "effects": [{"op": "gain_xp", "amount": 1}]}]),
        designer("Flash", effects=[{"op": "stun_each", "who": "enemy"}]),
        designer("Zap", targets=[{"what": "unit"}], effects=[{"op": "stun", "target": 1}]),
    ]
    st = game_board(cards=cards, legends={"A": ("leg", "Dawn Star Legend")},
                    hand=[("f", "Flash", "A"), ("z", "Zap", "A"), ("z2", "Zap", "A")],
                    units=[("a1", "Scout", 2, "A", "base"), ("b1", "Guard", 3, "B", "north"),
                           ("b2", "Guard", 3, "B", "north")])
    r = play(st, "Zap", by="A", targets=["a1"])
    assert not r.of("trigger")  # her own unit: no enemy stunned
    r2 = play(r, "Flash", by="A")
    assert len(r2.of("stun")) == 2
    (t,) = r2.of("trigger")
    assert t.sources[0].host == "leg" and r2.one("xp", target="A").amount == 1
    r3 = play(r2, "Zap", by="A", targets=["a1"])  # already stunned: nothing (423.1.a.1)
    assert not r3.of("trigger")


def _deceiver_board(hand):
    cards = CARDS + [designer("Mirror Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_hold", "may": True,
         "effects": [{"op": "exhaust_self", "if": "cards_in_hand", "effects": [
             {"op": "discard", "amount": 1},
             {"op": "copy_token_there", "keyword": "temporary"}]}]}])]
    return game_board(cards=cards, legends={"A": ("leg", "Mirror Legend")}, turn_player="B",
                      controllers={"north": "A"}, hand=hand,
                      decks={"A": ["Card"] * 3, "B": ["Card"] * 3},
                      units=[("a1", "Scout", 2, "A", "north"), ("a2", "Brute", 5, "A", "north")])


def test_477_1_b_copy_token_there_plays_the_token_at_the_battlefield_then_copies():
    """LeBlanc, Deceiver (errata'd): the token first, then the copy; "discard 1" as a cost needs
    a card in hand (`cards_in_hand`), else nothing is paid and nothing happens."""
    r = end_turn(_deceiver_board([("h1", "Card", "A")]))
    kinds = [e.kind for e in r.events if e.kind in ("exhaust", "discard", "create", "copy")]
    assert kinds == ["exhaust", "discard", "create", "copy"]
    tok = r.state.obj(r.one("create").target)
    assert tok.at == "north" and not tok.exhausted and tok.token
    assert r.one("copy").amount == 2  # the first unit there, Scout (2 Might), by default
    assert any(g.keyword == "temporary" for g in tok.granted)
    r2 = end_turn(_deceiver_board([]))
    assert not r2.of("exhaust") and not r2.of("create")  # no card to discard: nothing
