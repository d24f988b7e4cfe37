"""A battlefield's "here" is the battlefield itself (its `at` is its own id), so its units are
"here" for its abilities' targets and groups alike (Dusk Rose Lab): 355, 417.1.d."""

from __future__ import annotations

import attrs

from tests.engine.helpers import activate, board, designer, raises_illegal, state_of

LAB = designer("Proving Lab", kind="battlefield", abilities=[
    {"kind": "activated", "targets": [{"what": "unit", "where": "here"}],
     "effects": [{"op": "deal", "amount": 1, "target": 1}]},
    {"kind": "activated",
     "effects": [{"op": "deal_each", "amount": 1, "who": "all", "where": "here"}]}])


def _lab_board():
    return board(units=[("far", "Far", 3, "A", "south"), ("near", "Near", 3, "A", "lab"),
                        ("foe", "Foe", 3, "B", "lab"), ("home", "Home", 3, "A", "base")],
                 battlefields=[("lab", "Proving Lab"), "south"], cards=[LAB])


def _own_lab(st):
    st = state_of(st)
    return attrs.evolve(st, objects=st.objects.set("lab", attrs.evolve(st.objects["lab"],
                                                                       controller="A")))


def test_355_a_battlefield_s_here_target_is_a_unit_at_that_battlefield():
    st = _own_lab(_lab_board())
    msg = raises_illegal(activate, st, "lab", 1, by="A", targets=["far"])
    assert "same location" in msg
    r = activate(st, "lab", 1, by="A", targets=["near"])
    assert r.one("damage", target="near").amount == 1


def test_417_1_d_a_battlefield_s_here_group_is_every_unit_at_it():
    r = activate(_own_lab(_lab_board()), "lab", 2, by="A")
    assert {e.target for e in r.of("damage")} == {"near", "foe"}
