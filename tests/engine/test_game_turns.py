"""Format 2 (SPEC section 7): the turn (315-317), runes and costs (160-168, 353-359, 430),
drawing and Burn Out (413, 431), and the sandbox's zone edits."""

from tests.engine.game_helpers import edit, game_board, pass_, side
from tests.engine.helpers import activate, end_turn, play, raises_illegal


def test_315_the_turn_runs_its_phases_in_order_with_their_rules():
    st = game_board(units=[("b1", "Guard", 2, "B", "north")], controllers={"north": "B"},
                    decks={"B": ["Hextech Ray", "Void Seeker"]},
                    rune_decks={"B": ["Fury Rune", "Fury Rune", "Calm Rune"]})
    r = end_turn(st)
    phases = [e.target for e in r.of("phase")]
    assert phases == ["ending", "awaken", "beginning", "channel", "draw", "main"]
    hold = r.one("score")
    assert (hold.reason, hold.responsible, hold.target) == ("hold", "B", "north")  # 315.2.b
    assert r.one("channel").amount == 2  # 315.3.b
    assert side(r, "B").points == 1
    assert r.state.obj("B-rune1").zone == "runes" and r.state.obj("B-rune3").zone == "rune_deck"
    assert r.state.obj("B-deck1").zone == "hand"  # 315.4.b: the top card
    assert side(r, "B").deck == ("B-deck2",)
    assert r.state.turn_player == "B" and r.state.game.phase == "main"
    assert r.state.game.turn == 2


def test_431_burn_out_recycles_the_trash_and_the_opponent_gains_a_point():
    st = game_board(decks={"B": []}, trash=[("t1", "Hextech Ray", "B")])
    r = end_turn(st)
    bo = r.one("burn_out")
    assert bo.target == "B" and "431.2" in bo.rules
    assert side(r, "A").points == 1
    assert r.state.obj("t1").zone == "hand"  # recycled into the deck, then drawn (315.4.b.2)


def test_431_3_c_1_burn_outs_with_nothing_to_recycle_repeat_until_the_opponent_wins():
    st = game_board(decks={"B": []}, points=(6, 0))
    r = end_turn(st)
    assert len(r.of("burn_out")) == 2
    assert r.one("victory").target == "A" and "431.3.c.1" in r.one("victory").rules


def test_167_316_3_the_pools_empty_at_the_start_of_the_main_phase():
    st = game_board(pool={"A": (2, {"fury": 1})})
    r = end_turn(st)
    assert {e.target for e in r.of("pool_empty")} == {"A"}
    assert side(r, "A").energy == 0 and side(r, "A").power == ()


def test_164_2_rune_abilities_add_energy_and_power():
    st = game_board(runes=[("r1", "Fury Rune", "A", False), ("r2", "Calm Rune", "A", False)])
    r = activate(st, "r1", 1)
    assert side(r, "A").energy == 1 and r.state.obj("r1").exhausted
    r = activate(r, "r2", 2)
    assert side(r, "A").power == (("calm", 1),)
    assert r.state.obj("r2").zone == "rune_deck" and side(r, "A").rune_deck == ("r2",)
    assert "164.2.b" in r.one("recycle").rules


def test_357_strict_mode_pays_energy_by_exhausting_and_power_by_recycling_runes():
    st = game_board(mode="strict", units=[("b1", "Guard", 5, "B", "north")],
                    hand=[("ray", "Hextech Ray", "A")],
                    runes=[("r1", "Fury Rune", "A", False), ("r2", "Fury Rune", "A", False)])
    r = play(st, "Hextech Ray", by="A", targets=["b1"])  # 1 Energy, 1 Fury Power
    p = r.one("pay")
    assert "357" in p.rules and p.amount == 2
    assert r.state.obj("r1").zone == "rune_deck"  # recycled for Power (164.2.b)
    assert "exhausts Fury Rune" in p.text  # r1 first exhausted for Energy (164.2.a)
    assert not r.state.obj("r2").exhausted  # so r2 stays ready
    assert r.ever("damage", target="b1")


def test_358_a_cost_that_cannot_be_paid_is_refused_and_names_what_is_missing():
    st = game_board(mode="strict", units=[("b1", "Guard", 5, "B", "north")],
                    runes=[("r1", "Calm Rune", "A", False)])
    msg = raises_illegal(play, st, "Hextech Ray", by="A", targets=["b1"])
    assert "358" in msg and "Power" in msg


def test_419_1_strict_mode_plays_only_a_card_in_the_players_hand():
    st = game_board(mode="strict", units=[("b1", "Guard", 5, "B", "north")],
                    runes=[("r1", "Fury Rune", "A", False)])
    msg = raises_illegal(play, st, "Hextech Ray", by="A", targets=["b1"])
    assert "419.1" in msg and "not in A's hand" in msg


def test_sandbox_costs_are_free():
    st = game_board(units=[("b1", "Guard", 5, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["b1"])
    assert not r.of("pay") and r.ever("damage", target="b1")


def test_339_340_on_a_held_chain_passes_resolve_the_newest_item():
    st = game_board(units=[("b1", "Guard", 5, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["b1"], hold=True)
    assert r.state.game.priority == "A" and len(r.state.chain) == 1
    r = pass_(r, "A")
    assert r.state.game.priority == "B" and len(r.state.chain) == 1
    r = pass_(r, "B")
    assert not r.state.chain and r.ever("damage", target="b1")


def test_zone_edits_draw_discard_recycle_banish_channel():
    st = game_board(decks={"A": ["Hextech Ray", "Void Seeker"]}, rune_decks={"A": ["Fury Rune"]})
    r = edit(st, "draw", player="A", amount=1)
    assert r.state.obj("A-deck1").zone == "hand"
    r = edit(r, "discard", obj="A-deck1")
    assert r.state.obj("A-deck1").zone == "trash" and r.one("discard").responsible is None
    r = edit(r, "recycle", obj="A-deck1")
    assert side(r, "A").deck == ("A-deck2", "A-deck1")
    r = edit(r, "banish", obj="A-deck2")
    assert r.state.obj("A-deck2").zone == "banished" and side(r, "A").deck == ("A-deck1",)
    r = edit(r, "channel", player="A", amount=2)
    assert r.one("channel").amount == 1 and r.state.obj("A-rune1").zone == "runes"


def test_strict_mode_refuses_sandbox_edits():
    st = game_board(mode="strict", decks={"A": ["Hextech Ray"]})
    assert "strict mode" in raises_illegal(edit, st, "draw", player="A")


def test_315_1_b_415_3_a_awaken_readies_units_and_runes_together():
    """The Awaken Phase readies everything its player controls, a unit and a rune in one step
    (315.1.b, 415.3.a): the runes are read after the unit changed in the same step."""
    st = game_board(units=[("b1", "Guard", 2, "B", "base", {"exhausted": True})],
                    runes=[("r1", "Fury Rune", "B", True)])
    r = end_turn(st)
    assert r.one("ready_all").target == "B"
    assert not r.state.obj("b1").exhausted and not r.state.obj("r1").exhausted


def test_431_2_burn_out_after_a_change_in_the_same_step():
    """Burn Out reads the trash after the ending's changes (a heal) in the same step (431.2)."""
    st = game_board(units=[("a1", "Scout", 3, "A", "base", {"damage": 1})], decks={"B": []},
                    trash=[("t1", "Hextech Ray", "B")])
    r = end_turn(st)
    assert r.ever("heal", target="a1")
    assert r.one("burn_out").target == "B" and r.state.obj("t1").zone == "hand"


def test_164_2_one_rune_is_exhausted_for_energy_then_recycled_for_power():
    """A basic rune's two abilities (164.2.a, 164.2.b): recycling needs no ready rune, so one
    Fury Rune pays Hextech Ray's 1 Energy and 1 Fury Power, and the other stays ready."""
    st = game_board(mode="strict", units=[("b1", "Guard", 5, "B", "north")],
                    hand=[("ray", "Hextech Ray", "A")],
                    runes=[("r1", "Fury Rune", "A", False), ("r2", "Fury Rune", "A", False)])
    r = play(st, "Hextech Ray", by="A", targets=["b1"])
    assert r.one("pay").amount == 2
    assert r.state.obj("r1").zone == "rune_deck"
    assert r.state.obj("r2").zone == "runes" and not r.state.obj("r2").exhausted
    st = game_board(mode="strict", units=[("b1", "Guard", 5, "B", "north")],
                    hand=[("ray", "Hextech Ray", "A")], runes=[("r1", "Fury Rune", "A", False)])
    r = play(st, "Hextech Ray", by="A", targets=["b1"])
    assert r.ever("damage", target="b1") and r.state.obj("r1").zone == "rune_deck"


FLOW_STEEL = {"name": "Flow Steel", "kind": "spell", "keywords": ["Flow"], "energy": 2,
              "power": 1, "domains": ["fury"], "flow": {"energy": 3, "power": 0},
              "targets": [{"what": "gear"}], "effects": [{"op": "kill", "target": 1}]}


def test_829_strict_a_flow_spell_is_played_from_the_trash_after_its_cost_is_paid():
    """Flow (829.1.b): with none in hand, the copy in the trash is played; in strict mode the
    runes paid first (357) must not hide the trash from that search."""
    st = game_board(mode="strict", gear=[("ball", "Iron Ballista", "B")],
                    trash=[("steel", "Flow Steel", "A")], cards=[FLOW_STEEL],
                    runes=[("r1", "Fury Rune", "A", False), ("r2", "Fury Rune", "A", False),
                           ("r3", "Fury Rune", "A", False)])
    r = play(st, "Flow Steel", by="A", targets=["ball"])
    assert r.one("pay").responsible == "A"
    assert r.ever("kill", target="ball")
    assert r.state.obj("steel").zone != "trash"  # played from there, then banished (829.1.b)


def test_485_7_a_duels_second_player_channels_one_more_rune_the_first_time():
    from attrs import evolve

    st = game_board(rune_decks={"B": ["Fury Rune"] * 5, "A": ["Calm Rune"] * 5})
    st = evolve(st, game=evolve(st.game, extra_rune="B"))
    r = end_turn(st)
    ch = r.one("channel")
    assert ch.amount == 3 and "485.7" in ch.rules and r.state.game.extra_rune is None
    r = end_turn(end_turn(r))  # A's turn, then B's second: 2 again
    assert [e.amount for e in r.of("channel")] == [2]
