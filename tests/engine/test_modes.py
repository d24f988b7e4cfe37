"""Choose one (355.3): a spell with a list of modes has its player choose one as it is played;
what it chooses and does are that mode's. The step's `mode` answers (1-based), else the step's
Asker is asked; without either the play is refused, as is a mode the card does not have."""

from riftboard.engine import actions as A
from riftboard.engine.asker import answers_to_keys
from riftboard.engine.game import apply
from tests.engine.helpers import _apply, answers, board, card, play, raises_illegal

TWIN = {"name": "Twin Bolt", "kind": "spell", "modes": [
    {"summary": "Deal 2 to a unit at a battlefield.",
     "targets": [{"what": "unit", "where": "battlefield"}],
     "effects": [{"op": "deal", "amount": 2, "target": 1}]},
    {"summary": "Draw 2.", "effects": [{"op": "draw", "amount": 2}]}]}
SHOVE = {"name": "Shove", "kind": "spell", "targets": [{"what": "unit"}],
         "effects": [{"op": "move_to_base", "target": 1}]}


def _board():
    return board(units=[("g", "Guard", 3, "B", "north"), ("h", "Raider", 3, "B", "north")],
                 cards=[TWIN, SHOVE])


def _play(st, mode, targets=(), hold=False):
    return _apply(st, A.PlaySpell(card=card("Twin Bolt"), by="A", spell_id="@1", mode=mode,
                                  answers=answers(targets, step=1), hold=hold))


def test_355_3_the_chosen_mode_chooses_and_does_its_own_part():
    r = _play(_board(), 1, ["g"])
    play = r.one("play", target="g")
    assert "355.3" in play.rules and "mode 1 (Deal 2 to a unit at a battlefield)" in play.text
    assert r.one("damage", target="g").amount == 2 and not r.of("draw")
    r = _play(_board(), 2)
    assert r.one("draw").amount == 2 and not r.of("damage")


def test_355_3_a_mode_takes_only_its_own_targets():
    assert "takes no targets" in raises_illegal(_play, _board(), 2, ["g"])


def test_355_3_no_mode_or_a_mode_the_card_lacks_is_refused():
    msg = raises_illegal(_play, _board(), None, ["g"])
    assert "355.3" in msg and "`mode`" in msg
    assert "has 2 modes" in raises_illegal(_play, _board(), 3)


def test_359_3_e_the_modes_target_is_checked_again_as_it_resolves():
    """The target is re-checked with the chosen mode's restriction (a unit at a battlefield):
    moved to base before it resolves, it is illegal and the deal is skipped (359.3.e.5)."""
    r = _play(_board(), 1, ["g"], hold=True)
    r = play(r, "Shove", by="B", targets=["g"])  # resolves first: the Guard goes to base
    assert r.state.obj("g").at == "base" and not r.ever("damage")


class _Picks:
    """An Asker that answers a mode question with `mode` and records what it was asked."""

    def __init__(self, mode):
        self.mode, self.asked = mode, []

    def answer(self, q):
        self.asked.append(q)
        return self.mode


def test_355_3_the_asker_is_asked_for_the_mode_and_its_answer_is_the_steps_mode():
    asker = _Picks("2")
    act = A.PlaySpell(card=card("Twin Bolt"), by="A", spell_id="@1", answers=answers(step=1))
    r = apply(_board(), act, 1, 0, asker=asker)
    (q,) = asker.asked
    assert q.kind == "mode" and q.options == (("1", "Deal 2 to a unit at a battlefield"),
                                              ("2", "Draw 2"))
    assert answers_to_keys(r.asked) == {"mode": 2}
    assert any(e.kind == "draw" for e in r.events)
