"""IllegalAction (SPEC 1, 2): the rules refuse a step; it changes nothing and the message names the
object and the requirement it broke. Targets (355), costs (exhaust, discard), and who may
activate (only the controller) are enforced."""

import pytest

from riftboard.engine import actions as A
from riftboard.engine.errors import IllegalAction
from riftboard.engine.game import apply
from tests.engine.helpers import activate, answers, board, card, combat, play, raises_illegal


def _base():
    return board(units=[("home", "Homebody", 3, "B", "base"), ("u", "Unit", 3, "B", "north"),
                        ("mine", "Mine", 2, "A", "north")],
                 gear=[("bal", "Iron Ballista", "A"), ("tired", "Iron Ballista", "A", {"exhausted": True}),
                       ("arm", "Unlicensed Armory", "A"), ("bow", "Recurve Bow", "A")])


CASES = [
    ("Void Seeker not at a battlefield", lambda st: play(st, "Void Seeker", by="A", targets=["home"]),
     ["Homebody", "battlefield"]),
    ("Hextech Ray not at a battlefield", lambda st: play(st, "Hextech Ray", by="A", targets=["home"]),
     ["Homebody", "battlefield"]),
    ("Hidden Blade not at a battlefield", lambda st: play(st, "Hidden Blade", by="A", targets=["home"]),
     ["Homebody", "battlefield"]),
    ("Rebuke not at a battlefield", lambda st: play(st, "Rebuke", by="A", targets=["home"]),
     ["Homebody", "battlefield"]),
    ("Ballista target in base", lambda st: activate(st, "bal", targets=["home"]),
     ["Homebody", "battlefield"]),
    ("exhausted Ballista", lambda st: activate(st, "tired", targets=["u"]), ["Iron Ballista", "exhausted"]),
    ("wrong player activating", lambda st: activate(st, "bal", by="B", targets=["u"]),
     ["Iron Ballista", "control"]),
    ("discard with empty hand", lambda st: activate(st, "arm", targets=["mine"]), ["discard", "hand"]),
    ("Charm on a friendly unit", lambda st: play(st, "Charm", by="A", targets=["mine"], to="base"),
     ["Mine", "enemy"]),
    ("Charm without a destination", lambda st: play(st, "Charm", by="A", targets=["u"]), ["destination"]),
    ("Challenge wrong sides", lambda st: play(st, "Challenge", by="A", targets=["u", "mine"]),
     ["friendly"]),
    ("Equip on an enemy unit", lambda st: activate(st, "bow", targets=["u"]), ["friendly"]),
    ("unknown target", lambda st: play(st, "Hextech Ray", by="A", targets=["ghost"]), ["ghost"]),
    ("too many targets", lambda st: play(st, "Hextech Ray", by="A", targets=["u", "mine"]), ["target"]),
    ("spell with targets given none", lambda st: play(st, "Imperial Decree", by="A", targets=["u"]),
     ["no targets"]),
    ("ambiguous target left out", lambda st: play(st, "Hextech Ray", by="A"), ["choose"]),
    ("ability number out of range", lambda st: activate(st, "bal", 2, targets=["u"]), ["ability"]),
    ("gear `play` with `to`", lambda st: play(st, "Iron Ballista", by="A", to="base"), ["149.2", "to"]),
    ("combat at a non-battlefield", lambda st: combat(st, "base", attackers=["mine"]), ["battlefield"]),
]


@pytest.mark.parametrize("name,step,words", CASES, ids=[c[0] for c in CASES])
def test_illegal_step_names_the_object_and_requirement(name, step, words):
    """355 (targets), 818.1.c.2, SPEC 2: the refusal message names the object and requirement."""
    msg = raises_illegal(step, _base())
    for w in words:
        assert w.lower() in msg.lower(), (w, msg)


@pytest.mark.parametrize("name,step,words", CASES, ids=[c[0] for c in CASES])
def test_illegal_step_changes_nothing(name, step, words):
    """SPEC 1, 355, 410.1.b: an illegal step changes nothing: the state given is the same value afterwards, and a
    legal step applied to it next behaves exactly as on a fresh board."""
    st = _base()
    snapshot = (st.objects, st.chain, st.hand_counts, st.delayed, st.turn_player)
    with pytest.raises(IllegalAction):
        step(st)
    assert (st.objects, st.chain, st.hand_counts, st.delayed, st.turn_player) == snapshot
    ok = apply(st, A.Activate(obj="bal", answers=answers(targets=["u"])), 1, 0)
    fresh = apply(_base(), A.Activate(obj="bal", answers=answers(targets=["u"])), 1, 0)
    assert [e.to_json() for e in ok.events] == [e.to_json() for e in fresh.events]


def test_illegal_discard_cost_does_not_exhaust_the_gear():
    """410.1.b.2, SPEC 2: a discard cost with no other card in hand makes the step illegal; the exhaust cost
    is not paid either (Armory stays ready)."""
    st = _base()
    with pytest.raises(IllegalAction):
        activate(st, "arm", targets=["mine"])
    assert st.obj("arm").exhausted is False


def test_illegal_played_card_in_hand_stays_in_hand():
    """410.1.b, SPEC 2: a card from the hand played illegally stays in the hand."""
    st = board(units=[("home", "Homebody", 3, "B", "base")], hand=[("ray", "Hextech Ray", "A")])
    with pytest.raises(IllegalAction):
        apply(st, A.PlaySpell(card=card("Hextech Ray"), by="A", spell_id="ray",
                              answers=answers(targets=["home"])), 1, 0)
    assert st.obj("ray").zone == "hand"
    r = play(board(units=[("u", "U", 3, "B", "north")], hand=[("ray", "Hextech Ray", "A")]),
             "Hextech Ray", by="A", targets=["u"])
    assert r.one("play").sources[0].id == "ray"
    assert r.obj("ray").zone == "trash"


def test_illegal_held_chain_is_kept_when_the_next_play_is_refused():
    """320, SPEC 2 (hold): a refused response leaves the held spell on the chain to resolve later."""
    st = board(units=[("u", "U", 3, "B", "north"), ("home", "Homebody", 3, "B", "base")])
    r = play(st, "Hextech Ray", by="A", targets=["u"], hold=True, id="ray")
    with pytest.raises(IllegalAction):
        play(r, "Void Seeker", by="A", targets=["home"])
    assert [item.ref.id for item in r.state.chain] == ["ray"]
