"""Predict's questions (436.1, 436.3.a) through the Workbench: each card seen is a "you may"
recycle, the cards kept are ordered one place at a time, and the answers are kept in the step
as `may` and `choose`, so the step saves and replays the same. Qt-free."""

from __future__ import annotations

from riftboard.scenario.session import Session
from riftboard.workbench import Workbench
from tests.workbench.test_asker import Recorder

DECK = """\
format = 2
title = "Predict"
turn_player = "A"
[[players]]
id = "A"
name = "Alice"
deck = [{ id = "d1", card = "Cleave" }, { id = "d2", card = "Hextech Ray" }, { id = "d3", card = "Hidden Blade" }]
[[players]]
id = "B"
name = "Bob"
[[cards]]
name = "Peek"
kind = "spell"
summary = "Predict 2."
effects = [{ op = "predict", amount = 2 }]
[[battlefields]]
id = "north"
name = "North"
"""


def _bench(tmp_path) -> Workbench:
    path = tmp_path / "board.toml"
    path.write_text(DECK, encoding="utf-8")
    return Workbench(Session.from_file(str(path)))


def _deck(wb) -> tuple:
    return wb.state.game.sides[0].deck


def test_predict_asks_each_card_then_the_order_and_keeps_the_answers(tmp_path):
    wb = _bench(tmp_path)
    wb.asker = Recorder(picks={"A": "d2"}, may=False)
    assert wb.begin_play("Peek", "A")
    mays = [q[1] for q in wb.asker.asked if q[0] == "may"]
    assert len(mays) == 2 and "recycle Cleave" in mays[0] and "recycle Hextech Ray" in mays[1]
    chooses = [q for q in wb.asker.asked if q[0] == "choose"]
    assert [(q[1], q[3]) for q in chooses] == [("A", ["d1", "d2"])]
    assert _deck(wb) == ("d2", "d1", "d3")
    step = wb.session.steps[-1].step
    assert step.may == {"A": (False, False)}
    assert step.choose == {"A": ("d2",)}


def test_predict_answers_saved_replay_the_same(tmp_path):
    wb = _bench(tmp_path)
    wb.asker = Recorder(picks={"A": "d3"}, may=True)
    assert wb.begin_play("Peek", "A")
    assert [e.target for e in wb.history.events if e.kind == "recycle"] == ["d1", "d2"]
    out = tmp_path / "saved.toml"
    assert wb.save_as(str(out))
    assert "may" in out.read_text(encoding="utf-8")
    again = Workbench()
    assert again.open_file(str(out))
    assert [e.to_json() for e in again.history.events] == \
        [e.to_json() for e in wb.history.events]
