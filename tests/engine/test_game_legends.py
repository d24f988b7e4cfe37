"""Format 2 (SPEC section 7): legends (107.4, 173-176) and the chosen champion (108.3), and the
abilities the whole game fires: Conquer and Hold (471.2, 383.4.c-d) and the start of the Main
Phase (316.4)."""

from tests.engine.game_helpers import game_board, pass_, side, smove
from tests.engine.helpers import activate, designer, end_turn, play, raises_illegal

DRAW1 = [{"op": "draw", "amount": 1}]
LEGEND = designer("Test Legend", kind="legend", abilities=[
    {"kind": "activated", "cost": ["exhaust"], "effects": DRAW1},
    {"kind": "triggered", "trigger": "you_conquer", "effects": DRAW1}])
BANNER = designer("Conquest Banner", kind="gear", abilities=[
    {"kind": "triggered", "trigger": "you_conquer", "effects": DRAW1}])
KEEP = designer("Keep Bell", kind="gear", abilities=[
    {"kind": "triggered", "trigger": "you_hold", "effects": DRAW1}])
NOON = designer("Noon Bell", kind="gear", abilities=[
    {"kind": "triggered", "trigger": "start_of_main", "effects": DRAW1}])
CHAMP = designer("Test Champion", kind="unit", might=4)
CARDS = [LEGEND, BANNER, KEEP, NOON, CHAMP]


def _board(**kw):
    return game_board(cards=CARDS, **kw)


def test_107_4_a_legends_activated_ability_is_used_from_the_legend_zone():
    st = _board(legends={"A": ("leg", "Test Legend")})
    r = activate(st, "leg", 1, by="A")
    assert r.state.obj("leg").exhausted and r.state.obj("leg").zone == "legend"
    assert r.one("draw", target="A").sources[0].id == "leg#1"


def test_383_4_c_when_you_conquer_fires_on_permanents_and_the_legend():
    st = _board(units=[("a1", "Scout", 2, "A", "base")], gear=[("ban", "Conquest Banner", "A")],
                legends={"A": ("leg", "Test Legend")})
    r = pass_(pass_(smove(st, ["a1"], "north"), "A"), "B")
    sc = r.one("score")
    hosts = {e.sources[0].host for e in r.of("trigger")}
    assert hosts == {"ban", "leg"}
    assert all(e.seq > sc.seq for e in r.of("trigger"))
    assert len(r.of("draw", target="A")) == 2


def test_383_4_c_2_c_conquer_abilities_fire_even_when_the_point_became_a_draw():
    st = _board(units=[("a1", "Scout", 2, "A", "base")], gear=[("ban", "Conquest Banner", "A")],
                battlefields=("north", "south"), points=(7, 0))
    r = pass_(pass_(smove(st, ["a1"], "north"), "A"), "B")
    assert r.one("score").amount == 0
    assert len(r.of("trigger")) == 1


def test_383_4_d_when_you_hold_fires_in_the_beginning_phase():
    st = _board(units=[("b1", "Guard", 2, "B", "north")], gear=[("bell", "Keep Bell", "B")],
                controllers={"north": "B"})
    r = end_turn(st)
    hold = r.one("score")
    (t,) = r.of("trigger")
    assert hold.reason == "hold" and t.seq > hold.seq
    phases = [e for e in r.of("phase")]
    main = next(e for e in phases if e.target == "main")
    assert t.seq < main.seq  # in the Beginning Phase, before the Main Phase


def test_316_4_start_of_main_abilities_fire_after_the_pools_empty():
    st = _board(gear=[("noon", "Noon Bell", "B")], pool={"B": (2, {})})
    r = end_turn(st)
    main = next(e for e in r.of("phase") if e.target == "main")
    (t,) = r.of("trigger")
    assert t.seq > main.seq and t.seq > r.one("pool_empty").seq


def test_108_3_d_the_chosen_champion_is_played_from_the_champion_zone():
    st = _board(champions={"A": ("champ", "Test Champion")})
    r = play(st, "Test Champion", by="A")
    assert r.state.obj("champ").zone == "board" and r.one("play").target == "champ"
    assert side(r, "A").champion is None


def test_107_4_d_a_legend_cannot_be_banished_by_an_edit():
    from tests.engine.game_helpers import edit

    st = _board(legends={"A": ("leg", "Test Legend")})
    assert "427.1" in raises_illegal(edit, st, "banish", obj="leg")
