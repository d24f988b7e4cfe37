"""What if… in the app (issue 28, item 1): from the row shown, every answer to its step's
decisions in a table that filters; playing one takes the step again, the old line a branch."""

from __future__ import annotations

from riftboard.app import whatif_dialog
from riftboard.scenario.runner import lessons_dir


def test_what_if_on_the_judges_board_plays_another_target(make_window, monkeypatch):
    w = make_window((lessons_dir() / "58-judges-board.toml").read_text(encoding="utf-8"))
    c = w.controller
    play = next(e for e in c.history.events if e.kind == "play")
    c.select_event(play.seq)
    seen = {}

    def run(dialog):
        seen["rows"] = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
        dialog.filter.setText("squire")
        seen["visible"] = dialog.visible_rows()
        dialog.table.selectRow(seen["visible"][0])
        seen["played"] = dialog.play_selected()
        return 1

    monkeypatch.setattr(whatif_dialog.WhatIfDialog, "exec", run)
    w.act_whatif.trigger()
    assert sorted(seen["rows"]) == ["targets Garen, Commander", "targets Raider",
                                    "targets Squire"]
    assert len(seen["visible"]) == 1 and seen["played"]
    kills = [e.target for e in c.history.events if e.kind == "kill"]
    assert kills == ["squire"]  # Void Seeker at the Squire now; the combat never came
    assert len(c.session.branches) == 1
    assert "Other lines" not in c.last_message


def test_what_if_before_any_step_says_so(make_window):
    w = make_window()
    w.act_whatif.trigger()
    assert "no step yet" in w.controller.last_message


def test_what_if_other_moves_plays_another_kind_of_step(make_window, monkeypatch):
    """Issue 28, item 1: "pass or act": the other moves of the step's player, each played; one
    of another kind (the end of the turn instead of the combat) takes the step's place."""
    w = make_window((lessons_dir() / "58-judges-board.toml").read_text(encoding="utf-8"))
    c = w.controller
    last = c.history.events[-1]
    c.select_event(last.seq)
    step = last.step
    seen = {}

    def run(dialog):
        seen["summary"] = dialog.summary.text()
        seen["rows"] = [dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())]
        dialog.filter.setText("end the turn")
        dialog.table.selectRow(dialog.visible_rows()[0])
        seen["played"] = dialog.play_selected()
        return 1

    monkeypatch.setattr(whatif_dialog.WhatIfDialog, "exec", run)
    w.act_whatif_moves.trigger()
    assert "other moves" in seen["summary"] and "end the turn" in seen["rows"]
    assert seen["played"]
    assert c.session.whole_line()[step - 1].kind == "end_turn"
    assert len(c.session.branches) == 1
