"""The GameState indexes (board_ids, hand_ids, statics, static_ops, trash_abilities, hears_plays,
hooks, rune_ids) always agree with the objects they index; the trash index is what kills look at for Immortal Phoenix (383.2.c.1)."""

from riftboard.engine.carddefs import STATIC_OPS
from riftboard.engine.state import BOARD_ZONES, CHAIN_ORDER_START, GameState
from tests.engine.helpers import board, ids, play, state_of


def recomputed(state: GameState) -> dict:
    """Each index, made again from every object (what the engine used to scan for)."""
    ordered = sorted(state.objects.values(), key=lambda o: o.order)
    return {
        "board_ids": tuple(o.id for o in ordered if o.zone == "board"),
        "hand_ids": tuple(o.id for o in ordered if o.zone == "hand"),
        # a legend's passive abilities and play triggers work from its Legend Zone (107.4)
        "statics": set(o.id for o in ordered
                       if o.zone in BOARD_ZONES and o.card is not None and o.card.static_source),
        "trash_abilities": tuple(o.id for o in ordered if o.zone == "trash" and o.card is not None
                                 and o.card.text.abilities),
        "static_ops": {op: set(o.id for o in ordered if o.zone in BOARD_ZONES
                                and o.card is not None and op in o.card.static_ops)
                       for op in STATIC_OPS},
        "hears_plays": tuple(o.id for o in ordered if o.zone in BOARD_ZONES
                             and o.kind in ("unit", "gear", "legend", "battlefield")
                             and (o.equipment or (o.card is not None and o.card.hears_plays))),
        "hooks": hooks_recomputed(ordered),
        "rune_ids": tuple(o.id for o in ordered if o.zone == "runes"),
        # the order an object made in play gets: one more than any below the chain's
        "next_order": 1 + max((o.order for o in ordered if o.order < CHAIN_ORDER_START),
                              default=0),
    }


def hooks_recomputed(ordered) -> dict:
    """hook -> the board and Legend Zone objects whose card has it, in file order."""
    found: dict[str, tuple[str, ...]] = {}
    for o in ordered:
        if o.zone in BOARD_ZONES and o.card is not None:
            for hook in o.card.board_hooks:
                found[hook] = found.get(hook, ()) + (o.id,)
    return found


def indexes(state: GameState) -> dict:
    return {"board_ids": state.board_ids, "hand_ids": state.hand_ids, "statics": set(state.statics),
            "trash_abilities": state.trash_abilities, "hears_plays": state.hears_plays,
            "static_ops": {op: set(state.static_ops.get(op, ())) for op in STATIC_OPS},
            "hooks": {hook: ids for hook, ids in state.hooks.items() if ids},
            "rune_ids": state.rune_ids,
            "next_order": state.next_order}


def static_ops_in_order(state: GameState) -> bool:
    """Each op's sources are listed in the order of `statics` (what a scan of it would find)."""
    objects = state.objects
    return all(state.static_ops.get(op, ()) == tuple(s for s in state.statics
                                                     if op in objects[s].card.static_ops)
               for op in STATIC_OPS)


def test_trash_index_finds_the_phoenix_after_many_spells():
    """Spells pile up in the trash; only the Phoenix is in the index, and it still triggers."""
    st = board(units=[("g", "Guard", 1000, "B", "north"), ("mine", "Mine", 2, "A", "north")],
               trash=[("phx", "Immortal Phoenix", "A")], battlefields=["north", "south"])
    assert st.trash_abilities == ("phx",)
    r = st
    for _ in range(30):
        r = play(r, "Void Seeker", by="A", targets=["g"])
        assert indexes(r.state) == recomputed(r.state)
        assert r.state.trash_abilities == ("phx",)
    assert r.of("trigger") == []
    r = play(r, "Void Seeker", by="A", targets=["mine"])  # A kills A's own unit with a spell
    assert ids(r.one("trigger").sources) == {"phx#1"}
    assert r.obj("phx").zone == "board"
    assert r.state.trash_abilities == ()
    assert indexes(r.state) == recomputed(r.state)


def test_a_phoenix_that_dies_enters_the_index_and_triggers_from_the_trash():
    """The Phoenix killed on the board goes to the trash (into the index), and a later kill with
    A's spell plays it again."""
    st = board(units=[("phx", "Immortal Phoenix", None, "A", "north"), ("g", "Guard", 2, "B", "north")],
               battlefields=["north"])
    assert st.trash_abilities == ()
    r = play(st, "Void Seeker", by="B", targets=["phx"])
    assert r.obj("phx").zone == "trash"
    assert r.state.trash_abilities == ("phx",)
    assert indexes(r.state) == recomputed(r.state)
    r = play(r, "Void Seeker", by="A", targets=["g"])
    assert ids(r.one("trigger").sources) == {"phx#1"}
    assert r.obj("phx").zone == "board" and r.state.trash_abilities == ()
    assert indexes(r.state) == recomputed(r.state)


def test_many_seeded_void_seekers_keep_every_index():
    """A board like the benchmark's (built here: engine tests do not import the benchmark): Brutes
    and vanilla units of both players at two battlefields, Void Seekers at random units, kills
    among them (142.4.b); after every step each index equals the one made again from the objects."""
    import random

    units = []
    for i in range(40):
        pid, at = "AB"[(i // 2) % 2], ("north", "south")[(i // 4) % 2]
        units.append((f"u{i + 1}", "Vengeful Brute", None, pid, at) if i % 2 == 0
                     else (f"u{i + 1}", f"Unit {i + 1}", 1000, pid, at))
    r = board(units=units, battlefields=["north", "south"])
    rng = random.Random(7)
    kills = 0
    for k in range(120):
        live = [o.id for o in state_of(r).on_board() if o.kind == "unit"]
        r = play(r, "Void Seeker", by="AB"[k % 2], targets=[rng.choice(live)])
        kills += len(r.of("kill"))
        assert indexes(state_of(r)) == recomputed(state_of(r)) and static_ops_in_order(state_of(r))
    assert kills > 0  # the Brutes die: the board index shrinks on the way
    dead = {o.id for o in state_of(r).objects.values() if o.zone == "trash" and o.kind == "unit"}
    assert dead and set(state_of(r).trash_abilities) == dead  # dead Brutes (they have abilities)


def test_adding_a_unit_after_many_spells_takes_the_next_order_without_a_scan():
    """place_growth_50k (issue 25, item 11): the order of an object made in play is kept as
    objects are stored (GameState.next_order), not found by a scan of every object ever made;
    it is still one more than any object's below the chain's."""
    from riftboard.engine import actions as A
    from riftboard.engine.game import apply

    st = board(units=[("g", "Guard", 1000, "B", "north")], battlefields=["north"])
    r = st
    for _ in range(20):
        r = play(r, "Void Seeker", by="A", targets=["g"])
    added = apply(r.state, A.AddObject(obj_id="new", card=None, kind="unit", name="New",
                                       might=2, controller="A", owner="A", at="north"), 99).state
    assert added.obj("new").order == recomputed(r.state)["next_order"]
    assert indexes(added) == recomputed(added)
