"""416.5 and 431.2: cards put into a main deck several at once go in a random order. The order
is drawn from the file's `seed` (Game.seed), so a replay gives it again; without a seed they
keep the order they were in, and a judge's board replays as it was set."""

import attrs

from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import end_turn

TRASH = [(f"t{i}", "Hextech Ray", "B") for i in range(1, 9)]


def _burn_out(seed):
    st = game_board(decks={"B": []}, trash=TRASH)
    st = attrs.evolve(st, game=attrs.evolve(st.game, seed=seed))
    return end_turn(st)


def test_431_2_without_a_seed_the_trash_keeps_its_order():
    r = _burn_out(None)
    # t1 was drawn at once (315.4.b.2); the rest wait in the order they had in the trash
    assert side(r, "B").deck == tuple(f"t{i}" for i in range(2, 9))
    assert "random" not in r.one("burn_out").text


def test_431_2_with_a_seed_the_trash_is_recycled_in_a_random_order_that_replays():
    first = _burn_out(7)
    again = _burn_out(7)
    order = side(first, "B").deck
    assert order == side(again, "B").deck  # the same seed, the same order
    drawn = next(o.id for o in first.state.objects.values()
                 if o.zone == "hand" and o.owner == "B")
    assert sorted((drawn, *order)) == sorted(t for t, _, _ in TRASH)
    assert (drawn, *order) != tuple(t for t, _, _ in TRASH)
    assert "in a random order (seed 7)" in first.one("burn_out").text
    assert side(_burn_out(8), "B").deck != order  # another seed, another order
