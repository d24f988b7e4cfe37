"""What the tournament legends needed besides resources (format 2, SPEC section 7): the
Disempower cost (442), "when you empower something else" (441, 827.1), a target in a showdown
(341, 464), an attached or loose Equipment (718.3) and Level N (824, 728)."""

from riftboard.engine.might import might
from tests.engine.game_helpers import edit, game_board, side, smove
from tests.engine.helpers import activate, board, combat, designer, play, raises_illegal

EMPOWER_ME = {"kind": "activated", "if": "not_empowered",
              "effects": [{"op": "empower", "target": "self"}]}
CARDS = [
    designer("Echo Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_empower_other",
         "effects": [{"op": "empower", "target": "self"}]},
        {"kind": "activated", "cost": ["disempower"], "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Spark Gear", kind="gear", abilities=[EMPOWER_ME]),
    designer("Exit Legend", kind="legend", abilities=[
        {"kind": "activated", "targets": [{"what": "unit", "side": "friendly",
                                           "require": "in_showdown"}],
         "effects": [{"op": "move_to_base", "target": 1}]}]),
    designer("Smith Legend", kind="legend", abilities=[
        {"kind": "activated", "targets": [{"what": "equipment", "require": "detached"},
                                          {"what": "unit"}],
         "effects": [{"op": "attach", "target": 1, "other": 2}]}]),
    designer("Plain Sword", kind="gear", equipment=True, might_bonus=1),
    designer("Victor Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_win_combat",
         "effects": [{"op": "gain_xp", "amount": 1}]},
        {"kind": "activated", "cost": ["spend_xp_2"], "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Far Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_play_not_from_hand",
         "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Hero", kind="unit", might=3),
    designer("Tally Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_recycle_rune",
         "effects": [{"op": "gain_xp", "amount": 1}]},
        {"kind": "triggered", "trigger": "enemy_units_die",
         "effects": [{"op": "gain_xp", "amount": 10}]}]),
    designer("Arms Legend", kind="legend",
             statics=[{"op": "keyword", "who": "friendly", "keyword": "assault", "amount": 1,
                       "per": "friendly_equipment_attached", "per_of": "unit"}]),
    designer("Boss Legend", kind="legend",
             statics=[{"op": "save", "who": "friendly", "require": "buffed",
                       "pay": ["exhaust_source", "spend_buff"]}]),
    designer("Sage Legend", kind="legend",
             statics=[{"op": "might", "who": "friendly", "amount": 1, "when": "level_6",
                       "of": "self"}]),
]


def _board(**kw):
    return game_board(cards=CARDS, **kw)


def test_441_you_empower_other_fires_on_the_legend_and_not_for_itself():
    st = _board(gear=[("spark", "Spark Gear", "A")], legends={"A": ("leg", "Echo Legend")})
    r = activate(st, "spark", 1, by="A")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "leg"
    assert r.state.obj("leg").empowered and r.state.obj("spark").empowered
    # the legend's own Empower raised no second trigger (it skips itself)
    assert len(r.of("empower")) == 2


def test_442_disempower_is_a_cost_refused_when_not_empowered():
    st = _board(gear=[("spark", "Spark Gear", "A")], legends={"A": ("leg", "Echo Legend")})
    assert "not Empowered" in raises_illegal(activate, st, "leg", 2, by="A")
    r = activate(activate(st, "spark", 1, by="A"), "leg", 2, by="A")
    assert r.one("disempower", target="leg").rules == ("442",)
    assert not r.state.obj("leg").empowered and r.one("draw", target="A")


def test_464_in_showdown_target_only_at_the_showdowns_battlefield():
    st = _board(units=[("a1", "Brute", 4, "A", "base"), ("a2", "Scout", 1, "A", "base"),
                       ("b1", "Guard", 3, "B", "north")],
                legends={"A": ("leg", "Exit Legend")})
    assert "showdown" in raises_illegal(activate, st, "leg", 1, by="A", targets=["a1"])
    r = smove(st, ["a1"], "north")
    r2 = activate(r, "leg", 1, by="A", targets=["a1"])
    assert r2.state.obj("a1").at == "base"
    assert "showdown" in raises_illegal(activate, r, "leg", 1, by="A", targets=["a2"])


def test_718_3_detached_equipment_target_refuses_an_attached_one():
    st = _board(units=[("a1", "Scout", 2, "A", "base")],
                gear=[("sw", "Plain Sword", "A", {"attached_to": "a1"}),
                      ("sw2", "Plain Sword", "A")],
                legends={"A": ("leg", "Smith Legend")})
    assert "attached to a unit" in raises_illegal(activate, st, "leg", 1, by="A",
                                                  targets=["sw", "a1"])
    r = activate(st, "leg", 1, by="A", targets=["sw2", "a1"])
    assert r.state.obj("sw2").attached_to == "a1"


def test_824_level_6_reads_its_players_xp():
    st = _board(units=[("a1", "Scout", 2, "A", "base"), ("b1", "Scout", 2, "B", "base")],
                legends={"A": ("leg", "Sage Legend"), "B": ("leg_b", "Sage Legend")},
                xp=(6, 5))
    assert might(st, st.obj("a1")) == 3 and might(st, st.obj("b1")) == 2


def test_466_3_you_win_combat_fires_on_the_winners_legend_only():
    st = _board(units=[("a1", "Brute", 5, "A", "north"), ("b1", "Scout", 2, "B", "north")],
                legends={"A": ("leg", "Victor Legend"), "B": ("leg_b", "Victor Legend")})
    r = combat(st, "north", attackers=["a1"])
    (t,) = r.of("trigger")
    assert t.sources[0].host == "leg" and side(r, "A").xp == 1 and side(r, "B").xp == 0


def test_730_spend_xp_is_a_cost_refused_without_enough_xp():
    st = _board(legends={"A": ("leg", "Victor Legend")}, xp=(3, 0))
    r = activate(st, "leg", 2, by="A")
    assert side(r, "A").xp == 1 and r.one("xp", target="A").amount == -2
    assert "costs 2 XP" in raises_illegal(activate, r, "leg", 2, by="A")


def test_730_spend_xp_in_format_1_is_refused_clearly():
    st = board(units=[("ep", "Enthralling Protector", None, "A", "base")])
    assert "format 2" in raises_illegal(activate, st, "ep", 3, by="A")


def test_108_3_d_a_play_from_the_champion_zone_is_not_from_the_hand():
    st = _board(hand=[("h", "Hero", "A")], champions={"A": ("champ", "Hero")},
                legends={"A": ("leg", "Far Legend")})
    r = play(st, "Hero", by="A")  # the copy in the hand first
    assert not r.of("trigger") and r.state.obj("h").zone == "board"
    r2 = play(r, "Hero", by="A")  # now the champion, from the Champion Zone
    (t,) = r2.of("trigger")
    assert t.sources[0].host == "leg" and r2.state.obj("champ").zone == "board"


def test_416_recycling_a_rune_for_power_triggers_but_a_sandbox_recycle_does_not():
    st = _board(runes=[("r1", "Fury Rune", "A", False), ("r2", "Fury Rune", "A", False)],
                legends={"A": ("leg", "Tally Legend")})
    r = activate(st, "r1", 2, by="A")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "leg" and side(r, "A").xp == 1
    r2 = edit(r, "recycle", obj="r2")
    assert not r2.of("trigger") and side(r2, "A").xp == 1


def test_383_2_c_2_enemy_units_dying_together_trigger_once():
    st = _board(units=[("a1", "Brute", 6, "A", "north"), ("b1", "Scout", 1, "B", "north"),
                       ("b2", "Scout", 1, "B", "north")],
                legends={"A": ("leg", "Tally Legend"), "B": ("leg_b", "Tally Legend")})
    r = combat(st, "north", attackers=["a1"])
    assert len(r.of("kill")) == 2
    (t,) = r.of("trigger")  # A's legend, once; B's units died, not A's
    assert t.sources[0].host == "leg" and side(r, "A").xp == 10 and side(r, "B").xp == 0


def test_807_2_assault_for_each_equipment_on_the_unit_it_reaches():
    from riftboard.engine.might import keyword_amount

    st = _board(units=[("a1", "Scout", 1, "A", "base"), ("a2", "Scout", 1, "A", "base"),
                       ("b1", "Scout", 1, "B", "base")],
                gear=[("s1", "Plain Sword", "A", {"attached_to": "a1"}),
                      ("s2", "Plain Sword", "A", {"attached_to": "a1"}),
                      ("s3", "Plain Sword", "B", {"attached_to": "b1"})],
                legends={"A": ("leg", "Arms Legend")})
    assert [keyword_amount(st, st.obj(u), "assault") for u in ("a1", "a2", "b1")] == [2, 0, 0]


def test_369_a_paid_save_from_the_legend_only_while_it_can_be_paid():
    """Sett's replacement: exhaust the legend and spend the unit's buff (369, 203.3)."""
    st = _board(units=[("a1", "Scout", 2, "A", "north", {"buffed": True}),
                       ("a2", "Scout", 2, "A", "north"),
                       ("a3", "Scout", 2, "A", "north", {"buffed": True})],
                legends={"A": ("leg", "Boss Legend")})
    r = play(st, "Hextech Ray", by="B", targets=["a1"])
    assert r.one("death_replaced", target="a1") and r.state.obj("a1").at == "base"
    assert r.state.obj("leg").exhausted and not r.state.obj("a1").buffed
    r2 = play(r, "Hextech Ray", by="B", targets=["a3"])  # the legend is exhausted now
    assert r2.one("kill", target="a3")
    r3 = play(st, "Hextech Ray", by="B", targets=["a2"])  # no buff to spend
    assert r3.one("kill", target="a2")
