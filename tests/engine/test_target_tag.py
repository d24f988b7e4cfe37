"""A target's `tag` ("another friendly Mech"): only an object with that tag, printed, given by
its Equipment (718.3) or a Mech token's; and `return_from_trash` of a "permanent": a unit or a
gear card; and a permanent target's cap on its printed cost ("a gear with Energy cost no more
than [1]", Pickpocket)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play, raises_illegal

OIL = designer("Oil", targets=[{"what": "unit", "tag": "Mech"}],
               effects=[{"op": "might", "target": 1, "amount": 1}])
SALVAGE = designer("Scavenge", effects=[{"op": "return_from_trash", "what": "permanent"}])


def _st(**kw):
    return board(units=[("mech", "Mega-Mech", None, "A", "north"), ("pal", "Pal", 2, "A", "north")],
                 cards=[OIL, SALVAGE], **kw)


def test_a_tagged_target_must_have_the_tag():
    assert "is not a Mech" in raises_illegal(play, _st(), "Oil", by="A", targets=["pal"])
    assert play(_st(), "Oil", by="A", targets=["mech"]).might("mech") == 9


def test_718_3_a_tag_given_by_equipment_makes_it_a_legal_target():
    st = _st(gear=[("plate", "Experimental Hexplate", "A", {"attached_to": "pal"})])
    assert play(st, "Oil", by="A", targets=["pal"]).might("pal") == 2 + 1 + 1


def test_return_from_trash_a_permanent_takes_a_unit_or_a_gear_not_a_spell():
    st = _st(trash=[("ray", "Hextech Ray", "A"), ("sword", "Long Sword", "A")])
    r = play(st, "Scavenge", by="A")
    assert r.obj("sword").zone == "hand" and r.obj("ray").zone == "trash"


def test_a_permanent_target_may_cap_its_printed_energy_cost():
    nab = designer("Nab", targets=[{"what": "gear", "energy_at_most": 1}],
                   effects=[{"op": "kill", "target": 1}])
    st = board(gear=[("edge", "Edge of Night", "B"), ("cask", "Chemtech Cask", "B")], cards=[nab])
    assert "costs 3 Energy, more than 1" in raises_illegal(play, st, "Nab", by="A",
                                                           targets=["edge"])
    assert play(st, "Nab", by="A", targets=["cask"]).one("kill", target="cask")
