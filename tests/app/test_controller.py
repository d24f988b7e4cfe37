"""The controller drives the real Session: every edit is a step; illegal ones change nothing."""

from __future__ import annotations

from conftest import COMBAT_BOARD, SEEKER_BOARD


def test_add_units_and_gear_through_the_controller(make_window):
    w = make_window()
    c = w.controller
    assert c.add_vanilla("Guard", 4, "B", "north")
    assert c.add_card("Garen, Commander", "A", "north")
    assert c.add_card("Iron Ballista", "A", "base")
    assert c.add_card("Doran's Shield", "B", "base", attached_to="guard1")
    st = c.state
    assert st.obj("guard1").equipment == ("doransshield1",)
    assert [s.kind for s in c.session.steps] == ["add", "add", "add", "add"]
    items = w.board_scene.items_by_id
    assert {"guard1", "garencommand1", "ironballista1"} <= set(items)
    assert "doransshield1" not in items  # drawn on its unit, not as a card of its own
    guard = items["guard1"].display()
    assert guard["might"] == 5 and guard["equipment"][0][1] == "Doran's Shield"
    assert ("Tank", "#4338ca") in guard["badges"]
    # the step is a scenario step: it saves and replays
    assert "[[step]]" in c.session.dumps() and "add" in c.session.dumps()


def test_illegal_edit_gives_a_message_and_records_nothing(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    before = (len(c.history.events), len(c.session.steps), c.history.cursor)
    assert not c.mark_damage("nobody", 2)
    assert "Not allowed" in c.last_message and "nobody" in c.last_message
    assert not c.act("move", move="guard", to="nowhere")
    assert (len(c.history.events), len(c.session.steps), c.history.cursor) == before
    assert w.status.text() == c.last_message
    assert w.timeline_panel.model.rowCount() == before[0]


def test_sandbox_edits_and_end_turn(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    assert c.mark_damage("guard", 2)
    assert w.board_scene.items_by_id["guard"].display()["damage"] == 2
    assert c.set_flags("guard", buffed=True)
    assert w.board_scene.items_by_id["guard"].display()["might"] == 5
    assert c.move("guard", "gate")
    assert c.state.obj("guard").at == "gate"
    assert c.heal("guard")
    assert c.state.obj("guard").damage == 0
    assert c.end_turn()
    assert c.state.turn_player == "B"
    assert c.remove("squire")
    assert "squire" not in w.board_scene.items_by_id
    assert [e.kind for e in c.history.events if e.kind in ("remove", "turn_end")] == ["turn_end",
                                                                                        "remove"]


def test_undo_redo_and_a_new_branch(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.mark_damage("sentry", 1)
    c.mark_damage("sentry", 1)
    item = w.board_scene.items_by_id["sentry"]
    assert item.display()["damage"] == 2
    w.act_undo.trigger()
    assert c.history.cursor == 1 and item.display()["damage"] == 1
    w.act_undo.trigger()
    assert c.history.cursor == 0 and item.display()["damage"] == 0
    assert not w.act_undo.isEnabled()
    w.act_redo.trigger()
    assert c.history.cursor == 1 and item.display()["damage"] == 1
    # the undone step is still in the timeline (greyed) until a new step replaces it
    assert w.timeline_panel.model.rowCount() == 2
    assert c.mark_damage("sentry", 3)
    assert "new branch" in c.last_message
    assert [e.amount for e in c.history.events] == [1, 3]
    assert w.timeline_panel.model.rowCount() == 2
    assert item.display()["damage"] == 4


def test_ruleset_switch_replays(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.mark_damage("guard", 1)
    assert c.set_ruleset("1.3")
    assert c.session.ruleset == "1.3" and c.state.ruleset == "1.3"
    assert len(c.history.events) == 1
    assert w.ruleset_combo.currentData() == "1.3"
    assert "Core Rules 1.3" in w.header.text()


def test_combat_default_legal_and_illegal_assignment(make_window):
    w = make_window(COMBAT_BOARD)
    c = w.controller
    default, why = c.combat_default("north", ["raider"], ["garen", "recruit"])
    assert why is None
    # the engine's default: lethal first in order, the excess on the last unit
    assert default == {"raider": 7, "garen": 5, "recruit": 1}
    n = len(c.history.events)
    # illegal: 1 to garen while recruit also gets damage (lethal before the next unit)
    assert not c.combat("north", ["raider"], ["garen", "recruit"],
                        assign={"garen": 1, "recruit": 5, "raider": 7})
    assert "465.2.c" in c.last_message
    assert len(c.history.events) == n and c.history.cursor == 0 and not c.session.steps
    assert c.combat("north", ["raider"], ["garen", "recruit"],
                    assign={"garen": 5, "recruit": 1, "raider": 7})
    kills = [e for e in c.history.events if e.kind == "kill"]
    assert [k.target for k in kills] == ["garen", "raider"]
    assert c.session.steps[0].step.assign == {"garen": 5, "recruit": 1, "raider": 7}
    assert "recruit" in w.board_scene.items_by_id
    assert w.board_scene.items_by_id["recruit"].display()["damage"] == 0
