"""`ready_legend` ("ready your legend", Hall of Legends): its controller's legend readies, in its
Legend Zone (107.4, 415.1); format 1 has no legends, so it is skipped there."""

from __future__ import annotations

import attrs

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, play

ROUSE = designer("Rouse Legend", effects=[{"op": "ready_legend"}, {"op": "draw", "amount": 1}])


def test_415_1_107_4_its_controllers_legend_readies_not_the_opponents():
    st = game_board(cards=[ROUSE], legends={"A": ("la", "Rumble, Mechanized Menace"),
                                            "B": ("lb", "Rumble, Mechanized Menace")})
    objects = st.objects
    for leg in ("la", "lb"):
        objects = objects.set(leg, attrs.evolve(objects[leg], exhausted=True))
    r = play(attrs.evolve(st, objects=objects), "Rouse Legend", by="A")
    assert r.one("ready", target="la").responsible == "A"
    assert not r.obj("la").exhausted and r.obj("lb").exhausted


def test_format_1_has_no_legend_to_ready():
    r = play(board(cards=[ROUSE]), "Rouse Legend", by="A")
    assert not r.of("ready") and r.one("draw").amount == 1
