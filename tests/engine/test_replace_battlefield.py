"""Replace (438): Ivern, Green Father replaces a battlefield its player conquers or holds with a
Brush battlefield token (187.8). The token is the same game object (438.1, 438.1.a): the same id,
control and units, its own text instead; the card replaced waits in Banishment as replaced
(438.5, 438.5.a), and a swap back returns it (438.7.b)."""

from __future__ import annotations

from riftboard.cards.library import builtin_library
from riftboard.engine.ops.replace import BATTLEFIELD_TOKENS
from tests.engine.game_helpers import game_board, pass_, smove
from tests.engine.helpers import designer, end_turn

FIELD = designer("Proud Field", kind="battlefield",
                 statics=[{"op": "might", "who": "units_here", "amount": 2}])
IVERN = "Ivern, Green Father"


def _conquered(units, **kw):
    """A's first unit moves to North (a Proud Field) and A conquers it; Ivern's ability
    replaces it with Brush (its `may` answered yes by default)."""
    st = game_board(cards=[FIELD], battlefields=(("north", "Proud Field"), "south"),
                    legends={"A": ("leg", IVERN)}, units=units, **kw)
    return pass_(pass_(smove(st, [units[0][0]], "north"), "A"), "B")


def test_438_1_the_token_is_the_same_object_with_its_own_text():
    r = _conquered([("poro", "Loyal Poro", None, "A", "base"), ("s", "Scout", 2, "A", "north")])
    north = r.state.obj("north")
    assert north.card.name == "Brush" and north.name == "Brush" and north.token
    assert north.controller == "A" and r.state.obj("s").at == "north"
    assert r.state.obj("leg").exhausted
    (rep,) = r.of("replace")
    assert rep.target == "north" and {s.id for s in rep.sources} == {"leg#1"}
    # 652.2.c-like: the Proud Field's +2 is gone; Brush gives +1 to the Poro only (187.8)
    assert r.might("s") == 2 and r.might("poro") == 4


def test_438_5_a_the_replaced_card_waits_in_banishment_as_replaced():
    r = _conquered([("poro", "Loyal Poro", None, "A", "base")])
    (old_id,) = r.state.obj("north").replaced
    old = r.state.obj(old_id)
    assert old.zone == "banished" and old.card.name == "Proud Field" and old.owner == "A"


def test_438_7_b_a_swap_back_returns_the_replaced_battlefield_with_the_tokens_statuses():
    r = _conquered([("poro", "Loyal Poro", None, "A", "base"), ("ogre", "Ogre", 10, "B", "base")])
    r = end_turn(r)
    r = pass_(pass_(smove(r, ["ogre"], "north", by="B"), "B"), "A")
    back = [e for e in r.of("replace") if e.reason == "swap_back"]
    assert len(back) == 1 and back[0].responsible == "B"
    north = r.state.obj("north")
    assert north.card.name == "Proud Field" and not north.token and north.replaced == ()
    assert north.controller == "B" and r.might("ogre") == 12  # the Field's +2 applies again
    assert all(o.zone != "banished" for o in r.state.objects.values()
               if o.kind == "battlefield")


def test_438_the_engines_brush_is_the_librarys_brush():
    lib = builtin_library().get("Brush")
    ours = BATTLEFIELD_TOKENS["Brush"]
    assert lib.kind == ours.kind == "battlefield" and lib.token and ours.token
    assert lib.text.statics == ours.text.statics
    assert [(a.trigger, a.may, a.effects) for a in lib.text.abilities] == \
        [(a.trigger, a.may, a.effects) for a in ours.text.abilities]
