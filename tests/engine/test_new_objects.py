"""New objects (124, 124.1; 359.3.e.2, 359.3.e.4): an object that changes zones to or from a
non-board zone becomes a new object. The file's id still names it, but nothing the engine kept
for the old one applies to the card that came back: a held spell's target, a delayed ability's
subject, a prevention shield or a "this turn" change meant for it, an attachment, a trigger's
"me". Immortal Phoenix, played from the trash, is the card that comes back."""

import attrs
import pytest

from riftboard.engine.events import Ref
from riftboard.engine.game import apply
from riftboard.engine.state import ChainItem
from tests.engine.helpers import activate, board, card, ids, play, resolve_held


def _phoenix_board(**kw):
    """A's Immortal Phoenix at north and B's Titan there too."""
    return board(units=[("phx", "Immortal Phoenix", None, "A", "north"),
                        ("titan", "Titan", 9, "B", "north")], **kw)


def _replayed(r):
    """The event of the Phoenix played from the trash (383.2.c.1)."""
    found = [e for e in r.of("play", target="phx") if "383.2.c.1" in e.rules]
    assert len(found) == 1
    return found[0]


def _blade_phoenix_back(r):
    """A kills her own Phoenix with Hidden Blade; it triggers and is played back to north."""
    r = play(r, "Hidden Blade", by="A", targets=["phx"], id="blade", to="north")
    assert r.one("kill", target="phx") and _replayed(r)
    assert r.obj("phx").zone == "board" and r.obj("phx").at == "north"
    return r


def test_124_a_zone_change_makes_a_new_object_and_a_move_does_not():
    """124: board -> trash -> board is two changes to or from a non-board zone; a move between
    locations on the board (446) is none."""
    st = _phoenix_board(battlefields=["north", "south"])
    assert st.obj("phx").inc == 0
    r = play(st, "Charm", by="B", targets=["phx"], to="south")
    assert r.obj("phx").inc == 0
    r = _blade_phoenix_back(r)
    assert r.obj("phx").inc == 2


def test_359_3_e_4_held_ray_does_not_hit_the_phoenix_that_came_back():
    """359.3.e.4, 124: Hextech Ray is held at the Phoenix; in response it dies and comes back to the
    same battlefield. It is "a unit at a battlefield" again, but a new object: Ray's damage is
    skipped (a fizzle naming 124) and the Phoenix lives."""
    st = _phoenix_board()
    r = play(st, "Hextech Ray", by="B", targets=["phx"], id="ray", hold=True)
    r = _blade_phoenix_back(r)
    fz = r.one("fizzle")
    assert ids(fz.sources) == {"ray"} and fz.target == "phx"
    assert {"124", "359.3.e.2", "359.3.e.4"} <= set(fz.rules)
    assert "new object" in fz.text
    assert r.of("damage") == []
    assert r.obj("phx").zone == "board" and r.obj("phx").damage == 0


def test_359_3_e_4_held_seeker_at_the_phoenix_that_came_back_still_draws():
    """359.3.e.4 with 359.3.e.5: the damage to the new object is skipped, the draw still happens."""
    st = _phoenix_board()
    r = play(st, "Void Seeker", by="B", targets=["phx"], id="seek", hold=True)
    r = _blade_phoenix_back(r)
    assert r.of("damage") == []
    assert [(d.target, d.amount) for d in r.of("draw")] == [("A", 2), ("B", 1)]


def test_124_held_prevention_is_not_given_to_the_phoenix_that_came_back():
    """124, 359.3.e.4: Prevention Ward was held for the old Phoenix; the one that came back gets no
    shield, so a later Hextech Ray deals its 3 in full and kills it."""
    st = _phoenix_board()
    r = play(st, "Prevention Ward", by="A", targets=["phx"], id="ward", hold=True)
    r = _blade_phoenix_back(r)
    assert ids(r.one("fizzle").sources) == {"ward"}
    assert r.of("delayed_created") == []
    r = play(r, "Hextech Ray", by="B", targets=["phx"], id="ray")
    assert r.one("damage", target="phx").amount == 3 and r.of("prevented") == []
    assert ids(r.one("kill", target="phx").attributed_to) == {"ray"}


def test_124_1_held_this_turn_might_change_is_not_given_to_the_phoenix_that_came_back():
    """124.1, 359.3.e.4: a held Stupefy ("this turn" -1 Might) meant for the old Phoenix does not
    change the new one; Stupefy's unlinked draw still happens (359.3.e.5)."""
    st = _phoenix_board()
    r = play(st, "Stupefy", by="B", targets=["phx"], id="stu", hold=True)
    r = _blade_phoenix_back(r)
    assert r.of("might") == [] and r.might("phx") == 3 and r.obj("phx").mods == ()
    assert ("B", 1) in [(d.target, d.amount) for d in r.of("draw")]


def test_124_held_equip_does_not_attach_to_the_phoenix_that_came_back():
    """124, 359.3.e.4: Doran's Blade's Equip was held targeting the old Phoenix: no attachment."""
    st = _phoenix_board(gear=[("dblade", "Doran's Blade", "A")])
    r = activate(st, "dblade", targets=["phx"], hold=True)
    r = _blade_phoenix_back(r)
    assert ids(r.one("fizzle").sources) == {"dblade#1"}
    assert r.of("attach") == []
    assert r.obj("dblade").attached_to is None and r.obj("phx").equipment == ()


def test_124_held_death_shield_is_not_given_to_the_phoenix_that_came_back():
    """124, 359.3.e.4: Unlicensed Armory's ability was held for the old Phoenix; the new one has
    no death replacement, so the next kill is a kill."""
    st = _phoenix_board(gear=[("arm", "Unlicensed Armory", "A")], hand=[("junk", "Rebuke", "A")])
    r = activate(st, "arm", targets=["phx"], hold=True)
    r = _blade_phoenix_back(r)
    assert ids(r.one("fizzle").sources) == {"arm#1"}
    assert r.obj("phx").shields == ()
    r = play(r, "Hidden Blade", by="B", targets=["phx"], id="blade2")
    assert r.one("kill", target="phx") and r.of("death_replaced") == []


def test_359_3_e_4_decree_does_not_kill_the_phoenix_that_came_back():
    """390.2, 359.3.f.3, 124: A's Imperial Decree triggers when B's Void Seeker damages B's own
    Phoenix; the Phoenix dies at once (lethal damage) and B's Phoenix trigger, on top, plays it
    back before Decree's delayed ability resolves. "Kill it" named the old Phoenix: the one that
    came back is not killed (a fizzle), so the Phoenix has one kill, credited to Void Seeker."""
    st = board(units=[("phx", "Immortal Phoenix", None, "B", "north")])
    r = play(st, "Imperial Decree", by="A", id="decree")
    r = play(r, "Void Seeker", by="B", targets=["phx"], id="seek", to="north")
    kills = r.of("kill", target="phx")
    assert len(kills) == 1 and ids(kills[0].attributed_to) == {"seek"}
    fz = r.one("fizzle")
    assert ids(fz.sources) == {"decree#delayed"} and fz.target == "phx"
    assert {"124", "359.3.e.4"} <= set(fz.rules) and "the kill is skipped" in fz.text
    trig = [e.seq for e in r.of("trigger")]
    assert len(trig) == 2 and _replayed(r).seq < fz.seq
    assert r.obj("phx").zone == "board" and r.obj("phx").at == "north"


def test_359_3_e_4_decree_still_kills_the_unit_it_was_about():
    """390.2: the same unit, still the same object: Decree's delayed ability kills it."""
    st = board(units=[("u", "Unit", 9, "B", "north")])
    r = play(st, "Imperial Decree", by="A", id="decree")
    r = play(r, "Void Seeker", by="B", targets=["u"], id="seek")
    kill = r.one("kill", target="u")
    assert ids(kill.attributed_to) == {"decree#delayed", "decree"} and r.of("fizzle") == []


# References that no card in the library can yet break: built directly on the chain -------------

def _evolve(value, **changes):
    return attrs.evolve(value, **changes)


def _with_chain(st, item, **obj_changes):
    """A state with `item` held on the chain and some objects changed (e.g. a later inc)."""
    objects = st.objects
    for oid, ch in obj_changes.items():
        objects = objects.set(oid, _evolve(objects[oid], **ch))
    return _evolve(st, objects=objects, chain=(item,))


def test_124_a_trigger_about_me_does_not_apply_to_the_object_that_came_back():
    """124, 359.3.e.4: Vengeful Brute's "give me +2 Might" trigger was made by the old Brute; the
    Brute on the board now is another object (inc 1), so the trigger's only instruction is skipped
    (a fizzle) and its Might stays 3."""
    st = board(units=[("brute", "Vengeful Brute", None, "B", "north")])
    ab = card("Vengeful Brute").text.abilities[0]
    ref = Ref("brute#1", "ability", "Vengeful Brute", "B", "brute")
    item = ChainItem(ref, "B", "trigger", "brute", ab.effects, (), None, 1, None, "brute", None,
                     (), 0, 0)
    r = apply(_with_chain(st, item, brute={"inc": 1}), None, 1)
    kinds = [e.kind for e in r.events]
    assert kinds == ["fizzle"] and "new object" in r.events[0].text
    assert r.state.obj("brute").mods == ()
    same = apply(_with_chain(st, item), None, 1)
    assert [e.kind for e in same.events] == ["resolve", "might"]


@pytest.mark.parametrize("inc,comes_back", [(1, True), (3, False)])
def test_124_phoenix_trigger_plays_only_the_card_that_triggered(inc, comes_back):
    """124, 383.2.c.2: the Phoenix's trash trigger plays the card that was in the trash when it
    triggered; if that card left the trash and is back there as a new object, nothing happens."""
    st = board(trash=[("phx", "Immortal Phoenix", "A")])
    ab = card("Immortal Phoenix").text.abilities[0]
    ref = Ref("phx#1", "ability", "Immortal Phoenix", "A", "phx")
    item = ChainItem(ref, "A", "trigger", "phx", ab.effects, (), None, 1, host_inc=1)
    r = apply(_with_chain(st, item, phx={"inc": inc}), None, 1)
    assert (r.state.obj("phx").zone == "board") is comes_back
    assert bool([e for e in r.events if e.kind == "fizzle"]) is not comes_back


def test_124_the_file_id_still_names_the_card_that_came_back():
    """SPEC section 2: the id keeps naming the card; a new spell can target the new object."""
    st = _phoenix_board()
    r = _blade_phoenix_back(st)
    r = play(r, "Hextech Ray", by="B", targets=["phx"], id="ray")
    assert r.one("damage", target="phx").amount == 3
    assert ids(r.one("kill", target="phx").attributed_to) == {"ray"}
    r = resolve_held(r)
    assert r.obj("phx").zone == "trash"
