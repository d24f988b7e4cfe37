"""History (DESIGN.md): undo, redo and jumping only move a cursor over frozen states; acting after
going back starts a new branch; state_after(seq) gives the board right after any event."""

import pytest

from riftboard.engine import actions as A
from riftboard.engine.errors import IllegalAction
from riftboard.engine.history import History
from tests.engine.helpers import answers, board, card


def seeker(target, sid=None):
    return A.PlaySpell(card=card("Void Seeker"), by="A", spell_id=sid or f"vs-{target}",
                       answers=answers(targets=[target]))


@pytest.fixture
def hist():
    st = board(units=[("u", "Unit", 4, "B", "north"), ("v", "Other", 9, "B", "north")])
    h = History(st)
    h.push(seeker("u"))          # step 1: kills u
    h.push(A.MarkDamage("v", 2))  # step 2
    h.push(seeker("v"))          # step 3: v at 6 of 9
    return h


def test_history_steps_events_and_cursor(hist):
    """SPEC 4 (seq, step; no Core Rule): the history keeps every step's events numbered 1.. in order, each with its step."""
    assert hist.cursor == 3 and hist.can_undo() and not hist.can_redo()
    assert [e.seq for e in hist.events] == list(range(1, len(hist.events) + 1))
    assert {e.step for e in hist.events} == {1, 2, 3}
    assert all(hist.step_of(e.seq) == e.step for e in hist.events)
    assert hist.state.obj("v").damage == 6


def test_history_undo_redo_move_the_cursor_only(hist):
    """DESIGN.md (no Core Rule): undo and redo move the cursor over stored states; events stay; redo returns the same state."""
    end = hist.state
    n = len(hist.events)
    hist.undo()
    assert hist.cursor == 2 and hist.state.obj("v").damage == 2
    assert hist.visible_events < n and len(hist.events) == n
    hist.undo()
    hist.undo()
    assert hist.cursor == 0 and hist.state is hist.initial and not hist.can_undo()
    hist.undo()
    assert hist.cursor == 0
    hist.redo()
    assert hist.state.obj("u").zone == "trash"
    hist.redo()
    hist.redo()
    assert hist.state is end and not hist.can_redo()
    hist.redo()
    assert hist.cursor == 3


def test_history_jump_to_clamps(hist):
    """DESIGN.md (no Core Rule): jump_to moves to any step count, clamped to the history."""
    hist.jump_to(1)
    assert hist.state.obj("u").zone == "trash" and hist.state.obj("v").damage == 0
    hist.jump_to(-5)
    assert hist.cursor == 0
    hist.jump_to(99)
    assert hist.cursor == 3


def test_history_acting_after_undo_truncates_the_branch(hist):
    """DESIGN.md (no Core Rule): acting after going back drops the later steps (a new branch) and numbers from the cursor."""
    hist.jump_to(1)
    first_step_events = hist.visible_events
    hist.push(A.Heal("v"))
    assert hist.cursor == 2 and len(hist.results) == 2
    assert [e.step for e in hist.events][-1] == 2
    assert hist.events[first_step_events].seq == first_step_events + 1
    assert not hist.can_redo()
    assert all(e.kind != "mark_damage" for e in hist.events)
    assert hist.truncate() is False


def test_history_state_after_seq(hist):
    """SPEC 6 (no Core Rule), 428.1: state_after(seq): the board right after event seq, inside a step too (the damage before the
    kill), 0 being the setup."""
    assert hist.state_after(0) is hist.initial
    dmg = next(e for e in hist.events if e.kind == "damage" and e.target == "u")
    kill = next(e for e in hist.events if e.kind == "kill" and e.target == "u")
    mid = hist.state_after(dmg.seq)
    assert mid.obj("u").zone == "board" and mid.obj("u").damage == 4
    after = hist.state_after(kill.seq)
    assert after.obj("u").zone == "trash"
    last = hist.events[-1].seq
    assert hist.state_after(last).obj("v").damage == 6
    mark = next(e for e in hist.events if e.kind == "mark_damage")
    assert hist.state_after(mark.seq).obj("v").damage == 2
    assert hist.state_after(mark.seq - 1).obj("v").damage == 0


def test_history_state_after_works_after_undo_and_on_truncated_branch(hist):
    """DESIGN.md (no Core Rule): state_after reads stored steps regardless of the cursor; after a new branch it reads that."""
    hist.undo()
    dmg_v = [e for e in hist.events if e.kind == "damage" and e.target == "v"][-1]
    assert hist.state_after(dmg_v.seq).obj("v").damage == 6
    hist.push(A.Heal("v"))
    assert hist.state_after(hist.events[-1].seq).obj("v").damage == 0


def test_history_illegal_push_changes_nothing(hist):
    """SPEC 1 (no Core Rule): an IllegalAction leaves the history (steps, events, cursor, state) as it was."""
    before = (hist.cursor, len(hist.events), hist.state)
    with pytest.raises(IllegalAction):
        hist.push(seeker("u"))  # u is in the trash now
    assert (hist.cursor, len(hist.events), hist.state) == before
    res, msg = hist.try_push(A.MarkDamage("nobody", 1))
    assert res is None and "nobody" in msg
    assert (hist.cursor, len(hist.events), hist.state) == before


def test_history_illegal_push_after_undo_keeps_the_redo_branch(hist):
    """SPEC 1 (no Core Rule): a refused step after going back does not cut off the steps that could be redone."""
    hist.undo()
    with pytest.raises(IllegalAction):
        hist.push(A.Heal("ghost"))
    assert hist.can_redo() and len(hist.results) == 3


def test_history_replay_gives_the_same_events(hist):
    """DESIGN.md replay (no Core Rule): the same actions applied again give the same events."""
    again = History(hist.initial)
    for act in hist.actions:
        again.push(act)
    assert [e.to_json() for e in again.events] == [e.to_json() for e in hist.events]


def test_history_replays_a_step_once_for_the_states_after_all_its_events(hist, monkeypatch):
    """SPEC 6 (combat_row_ms_p95; no Core Rule): stepping through the rows of one step (a big
    combat has hundreds) replays that step once, not once per row, and each state is the one
    a replay stopped at that event gives."""
    from riftboard.engine import history as history_module

    calls = []
    real = history_module.apply

    def counting(*args, **kwargs):
        calls.append(kwargs)
        return real(*args, **kwargs)

    monkeypatch.setattr(history_module, "apply", counting)
    first = [e.seq for e in hist.events if e.step == 1]
    inside = first[:-1]  # the last event's state is the step's own, kept without a replay
    states = [hist.state_after(seq) for seq in inside]
    assert len(calls) == 1
    for seq, st in zip(inside, states, strict=True):
        alone = real(hist.initial, hist.actions[0], 1, 0, capture=seq).captured
        assert st == alone
