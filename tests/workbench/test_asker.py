"""The engine asks (issue 25, item 1): a gesture's step runs once, and its questions come to the
app's Asker as they come up, in the words of the card or primitive that asks, with the asking
ability as a value on its Ref; the answers are kept in the step, so it saves and replays the
same. Qt-free, through the Workbench."""

from __future__ import annotations

import pytest

from riftboard.engine import Question, apply
from riftboard.scenario.session import Session
from riftboard.workbench import Workbench

CULL = """\
format = 1
title = "Questions"
[[players]]
id = "A"
name = "Alice"
[[players]]
id = "B"
name = "Bob"
[[battlefields]]
id = "north"
name = "North"
[[battlefields]]
id = "south"
name = "South"
[[units]]
id = "a1"
name = "Squire"
might = 1
controller = "A"
at = "north"
[[units]]
id = "a2"
name = "Knight"
might = 4
controller = "A"
at = "north"
[[units]]
id = "b1"
name = "Raider"
might = 2
controller = "B"
at = "north"
[[units]]
id = "b2"
name = "Brute"
might = 5
controller = "B"
at = "base"
[[trash]]
id = "phoenix"
card = "Immortal Phoenix"
owner = "A"
"""


class Recorder:
    """The app's Asker, answering as a user would, and remembering what it was asked."""

    def __init__(self, picks=None, may=True, to="south", cancel=False):
        self.picks, self.may_answer, self.to, self.cancel = picks or {}, may, to, cancel
        self.asked: list[tuple] = []

    def may(self, question):
        self.asked.append(("may", question))
        return None if self.cancel else self.may_answer

    def choose(self, player, what, options):
        self.asked.append(("choose", player, what, [v for v, _ in options]))
        return None if self.cancel else self.picks.get(player, options[-1][0])

    def destination(self, what, options):
        self.asked.append(("to", what, [v for v, _ in options]))
        return None if self.cancel else self.to


def _bench(tmp_path, text=CULL) -> Workbench:
    path = tmp_path / "board.toml"
    path.write_text(text, encoding="utf-8")
    return Workbench(Session.from_file(str(path)))


def _runs(monkeypatch) -> list:
    """Every engine run (each apply runs one step) from now on."""
    from riftboard.engine import game

    calls = []
    real = game.run_step

    def counted(*args, **kwargs):
        calls.append(args[1])
        return real(*args, **kwargs)

    monkeypatch.setattr(game, "run_step", counted)
    return calls


def test_a_click_that_plays_a_spell_runs_the_engine_once(tmp_path, monkeypatch):
    wb = _bench(tmp_path, CULL.split("[[trash]]")[0])  # no Phoenix: nothing to ask
    runs = _runs(monkeypatch)
    assert wb.begin_play("Void Seeker", "A")
    assert wb.click_object("b1")
    assert len(runs) == 1  # no dry run to guess the questions, no replay to draw the kill
    assert [e.target for e in wb.history.events if e.kind == "kill"] == ["b1"]


def test_a_step_that_asked_is_kept_with_its_answers_by_one_more_run(tmp_path, monkeypatch):
    """Phoenix's "you may" and where it is played are asked while the step runs; the step is
    then kept as its answers replay (one run more, only for a step that asked)."""
    wb = _bench(tmp_path)
    wb.asker = Recorder(may=True, to="north")
    runs = _runs(monkeypatch)
    assert wb.begin_play("Void Seeker", "A")
    assert wb.click_object("b1")
    assert len(runs) == 2
    assert wb.session.steps[-1].step.may == {"A": True}
    assert wb.session.steps[-1].step.to == "north"
    assert wb.state.obj("phoenix").at == "north"


def test_each_player_is_asked_in_the_primitives_words_and_the_answers_are_kept(tmp_path):
    """Cull the Weak: each player chooses one of their units (411.1); the question says what
    for (the registry's words of the next instruction), not a generic sentence."""
    wb = _bench(tmp_path)
    wb.asker = Recorder(picks={"A": "a2", "B": "b1"}, may=False)
    assert wb.begin_play("Cull the Weak", "A")
    chooses = [q for q in wb.asker.asked if q[0] == "choose"]
    assert [(q[1], q[3]) for q in chooses] == [("A", ["a1", "a2"]), ("B", ["b1", "b2"])]
    assert all("choose one of their units, for the kill" in q[2] for q in chooses)
    assert not [q for q in wb.asker.asked if q[0] == "to"]  # nothing asks where to
    kills = [e.target for e in wb.history.events if e.kind == "kill"]
    assert kills == ["a2", "b1"]
    step = wb.session.steps[-1].step
    assert step.choose == {"A": ("a2",), "B": ("b1",)}
    # Phoenix's "you may" (a card of A's dying) was asked with its ability, and declined
    mays = [q[1] for q in wb.asker.asked if q[0] == "may"]
    assert any(m.startswith("Immortal Phoenix's ability 1:") for m in mays), mays
    assert step.may == {"A": False}
    assert wb.state.obj("phoenix").zone == "trash"


def test_the_answers_saved_replay_the_same_events(tmp_path):
    wb = _bench(tmp_path)
    wb.asker = Recorder(picks={"A": "a2", "B": "b1"}, may=True, to="south")
    assert wb.begin_play("Cull the Weak", "A")
    assert wb.state.obj("phoenix").at == "south"  # its "you may" taken, and played where asked
    out = tmp_path / "saved.toml"
    assert wb.save_as(str(out))
    again = Workbench()
    assert again.open_file(str(out))
    assert [e.to_json() for e in again.history.events] == \
        [e.to_json() for e in wb.history.events]


def test_where_to_is_asked_once_as_the_spell_is_played(tmp_path):
    """Charm moves an enemy unit where its caster picks: asked once, when it is played."""
    wb = _bench(tmp_path)
    wb.asker = Recorder(to="south")
    assert wb.begin_play("Charm", "A")
    assert wb.click_object("b1")
    tos = [q for q in wb.asker.asked if q[0] == "to"]
    assert len(tos) == 1 and tos[0][1] == "Charm: where to?"
    assert tos[0][2] == ["base", "north", "south"]
    assert wb.state.obj("b1").at == "south"
    assert wb.session.steps[-1].step.to == "south"


def test_a_cancelled_question_changes_nothing_and_says_so(tmp_path):
    wb = _bench(tmp_path)
    wb.asker = Recorder(cancel=True)
    before = len(wb.history.events)
    assert wb.begin_play("Cull the Weak", "A")
    assert len(wb.history.events) == before and wb.history.cursor == 0
    assert wb.last_message.endswith("cancelled, nothing changed")
    assert not wb.last_message.startswith("Not allowed")


def test_without_an_asker_the_step_answers_as_a_file_does():
    """A replay, the command line and a scenario file: no Asker, the step's keys and SPEC
    section 2's defaults (the first that fits, "yes") answer, exactly as before."""
    from riftboard.cards.library import load_library
    from riftboard.scenario.build import step_action
    from riftboard.scenario.loader import parse_scenario
    from riftboard.scenario.replay import initial_state
    from riftboard.scenario.spec import StepSpec
    from riftboard.scenario.steps import Play

    lib = load_library()
    spec = parse_scenario(CULL, "q.toml", lib)
    st = initial_state(spec, lib)
    action = step_action(StepSpec(index=1, step=Play(play="Cull the Weak", by="A", targets=())),
                         st, lib)
    plain = apply(st, action, 1)
    assert plain.asked == ()
    assert [e.target for e in plain.events if e.kind == "kill"] == ["a1", "b1"]

    class First:
        def __init__(self):
            self.questions: list[Question] = []

        def answer(self, q):
            self.questions.append(q)
            return q.default

    first = First()
    asked = apply(st, action, 1, asker=first)
    assert [e.to_json() for e in asked.events] == [e.to_json() for e in plain.events]
    assert [q.kind for q in first.questions] == ["choose", "choose", "may", "to"]
    phoenix = first.questions[2].source
    assert phoenix.ability == 1 and phoenix.host == "phoenix" and not phoenix.delayed


@pytest.mark.parametrize("answer", [True, False])
def test_a_you_may_of_a_triggered_ability_is_asked_when_it_triggers(tmp_path, answer):
    """383.3.a: a "you may" of a triggered ability is answered as it would go on the chain."""
    wb = _bench(tmp_path)
    wb.asker = Recorder(picks={"A": "a1", "B": "b2"}, may=answer, to="north")
    assert wb.begin_play("Cull the Weak", "A")
    kinds = [e.kind for e in wb.history.events]
    assert ("may_declined" in kinds) is (not answer)


def test_what_if_lists_every_answer_and_one_becomes_a_branch(tmp_path):
    """Issue 28, item 1 in the workbench: the answers to a step of the line, and one click on an
    answer plays it as a new line, the old one kept as a branch."""
    wb = _bench(tmp_path)
    wb.asker = Recorder(picks={"A": "a1", "B": "b2"}, may=False)
    assert wb.begin_play("Cull the Weak", "A")
    doc = wb.whatif(1)
    assert doc["shown"] == 2 * 2 * (1 + 3) and doc["complete"]  # may no, or yes and 3 places
    other = next(a for a in doc["answers"]
                 if sorted(k["unit"] for k in a["kills"]) == ["Knight", "Raider"]
                 and a["keys"].get("may") == {"A": [False]})
    assert wb.play_answer(1, other["keys"])
    kills = sorted(e.target for e in wb.history.events if e.kind == "kill")
    assert kills == ["a2", "b1"]
    assert len(wb.session.branches) == 1  # the line it replaced, kept
    assert wb.whatif(5) is None and "choose a row" in wb.last_message


class TwoWays(Recorder):
    """Answers each "where to?" in turn from a list."""

    def __init__(self, tos):
        super().__init__()
        self.tos = list(tos)

    def destination(self, what, options):
        self.asked.append(("to", what, [v for v, _ in options]))
        return self.tos.pop(0)


def test_two_destinations_are_two_questions_kept_as_to_and_then_to(tmp_path):
    """Void Assault moves a friendly unit, then an enemy unit, each where its caster picks
    (446.1, 449): asked as it is played, the second naming its unit; saved as `to` and
    `then_to`, and replayed the same."""
    wb = _bench(tmp_path, CULL.split("[[trash]]")[0])
    wb.asker = TwoWays(["south", "base"])
    assert wb.begin_play("Void Assault", "A")
    assert wb.click_object("a1") and wb.click_object("b1")
    tos = [q[1] for q in wb.asker.asked if q[0] == "to"]
    assert tos == ["Void Assault: where to?",
                   "Void Assault: where to, for its second move (Raider)?"]
    assert wb.state.obj("a1").at == "south" and wb.state.obj("b1").at == "base"
    step = wb.session.steps[-1].step
    assert (step.to, step.then_to) == ("south", "base")
    out = tmp_path / "saved.toml"
    assert wb.save_as(str(out))
    assert 'then_to = "base"' in out.read_text(encoding="utf-8")
    again = Workbench()
    assert again.open_file(str(out))
    assert [e.to_json() for e in again.history.events] == \
        [e.to_json() for e in wb.history.events]
