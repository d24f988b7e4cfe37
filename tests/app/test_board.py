"""The board view: clicks, targets, drops, and what the selected event draws."""

from __future__ import annotations

from conftest import COMBAT_LESSON, SEEKER_BOARD, select_row
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from riftboard.app.board_items import ChipItem
from riftboard.app.board_marks import ArrowItem
from riftboard.app.controller import Asker


def _center(w, oid):
    item = w.board_scene.items_by_id[oid]
    p = item.mapToScene(QPointF(item.w / 2, item.h / 2))
    return w.board_view.mapFromScene(p)


def test_play_a_spell_by_clicking_its_target(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    assert c.begin_play("Void Seeker", "A")
    legal = set(c.pending_legal())
    assert legal == {"guard", "sentry"}  # units at a battlefield, not Squire in base
    items = w.board_scene.items_by_id
    assert "legal" in items["guard"].marks and "dim" in items["squire"].marks
    # an illegal click: a message, nothing changes, still waiting
    w.board_view.click_object("squire")
    assert "Not a legal target" in c.last_message and "battlefield" in c.last_message
    assert c.history.events == [] and c.pending is not None
    # the real mouse path: a click on Guard's card
    QTest.mouseClick(w.board_view.viewport(), Qt.LeftButton, pos=_center(w, "guard"))
    assert c.pending is None, c.last_message
    assert c.history.events, c.last_message
    kinds = [e.kind for e in c.history.events]
    assert kinds[:3] == ["play", "resolve", "damage"] and "kill" in kinds
    kill = next(e for e in c.history.events if e.kind == "kill")
    assert kill.target == "guard" and [r.id for r in kill.attributed_to] == ["@1"]
    # dead: off the board; the kill (the last event, selected) draws it as a ghost
    assert c.selected_seq == kill.seq and items["guard"].ghost
    assert c.state.obj("guard").zone == "trash"
    assert not any("legal" in it.marks or "dim" in it.marks for it in items.values())
    select_row(w.timeline_view, 0)
    assert "guard" in items and not items["guard"].ghost
    assert c.session.steps[0].step.targets == ("guard",)


def test_escape_cancels_targeting(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.begin_play("Hextech Ray", "A")
    w.act_cancel.trigger()
    assert c.pending is None and "cancelled" in c.last_message and not c.history.events


def test_bonus_damage_arrow_and_spell_chip(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.begin_play("Void Seeker", "A")
    w.board_view.click_object("sentry")
    dmg = next(e for e in c.history.events if e.kind == "damage")
    assert dmg.amount == 5  # 4 + 1 Bonus Damage from Void Gate
    c.select_event(dmg.seq)
    scene = w.board_scene
    arrows = [i for i in scene.items() if isinstance(i, ArrowItem)]
    chips = [i for i in scene.items() if isinstance(i, ChipItem)]
    assert len(arrows) == 1 and arrows[0].label == "5"
    assert [ch.ref.name for ch in chips] == ["Void Seeker"]  # the spell is off the board
    assert "target" in scene.items_by_id["sentry"].marks


def test_scrubbing_changes_the_cards(make_window, qtbot):
    w = make_window(COMBAT_LESSON)
    c = w.controller
    view = w.timeline_view
    model = w.timeline_panel.model
    garen_damage = next(e for e in c.history.events if e.kind == "damage" and e.target == "garen")
    kill = next(e for e in c.history.events if e.kind == "kill" and e.target == "garen")
    select_row(view, model.row_of(garen_damage.seq))
    assert c.selected_seq == garen_damage.seq
    garen = w.board_scene.items_by_id["garen"]
    assert garen.display()["damage"] == 5 and garen.display()["lethal"]
    select_row(view, 0)  # combat_start: nothing dealt yet
    assert w.board_scene.items_by_id["garen"].display()["damage"] == 0
    # arrow keys step through the rows
    view.setFocus()
    for _ in range(kill.seq - 1):
        QTest.keyClick(view, Qt.Key_Down)
    assert c.selected_seq == kill.seq
    # the killed unit is drawn as a ghost where it was, the credited unit ringed
    items = w.board_scene.items_by_id
    assert items["garen"].ghost and "credited" in items["raider"].marks
    arrows = [i for i in w.board_scene.items() if isinstance(i, ArrowItem)]
    assert arrows  # raider -> garen
    QTest.keyClick(view, Qt.Key_Up)
    assert c.selected_seq == kill.seq - 1 and not w.board_scene.items_by_id["garen"].ghost


def test_board_updates_only_changed_objects(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    for i in range(6):
        c.add_vanilla(f"Unit {i}", 3, "A", "north")
    scene = w.board_scene
    ids = dict(scene.items_by_id)
    c.mark_damage("guard", 1)
    assert scene.update_count == 1
    assert all(scene.items_by_id[k] is v for k, v in ids.items())  # same items, in place


def test_drop_cards_from_the_library(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    scene = w.board_scene
    north = scene.areas[("bf", "north")]
    # the lower half of a battlefield is the first player's side
    bottom = QPointF(north.rect.center().x(), north.rect.bottom() - 20)
    w.board_view.drop_card("Recruit", bottom)
    added = c.state.obj(c.session.steps[-1].step.add.id)
    assert added.name == "Recruit" and added.controller == "A" and added.at == "north"
    top = QPointF(north.rect.center().x(), north.rect.top() + 60)
    w.board_view.drop_card("Vengeful Brute", top)
    added = c.state.obj(c.session.steps[-1].step.add.id)
    assert added.controller == "B" and added.at == "north"
    base_b = scene.areas[("base", "B")]
    w.board_view.drop_card("Iron Ballista", base_b.rect.center())
    gear = c.state.obj(c.session.steps[-1].step.add.id)
    assert gear.kind == "gear" and gear.controller == "B" and gear.at == "base"
    # an Equipment dropped on a unit is attached to it
    guard = scene.items_by_id["guard"]
    w.board_view.drop_card("Doran's Blade", guard.mapToScene(QPointF(20, 20)))
    assert c.state.obj("guard").equipment and scene.items_by_id["guard"].display()["might"] == 6


class ScriptedAsker(Asker):
    """Answers like a user would in the dialogs."""

    def __init__(self, picks=None, may=True, to="base"):
        self.picks = picks or {}
        self.may_answer = may
        self.to = to
        self.questions = []

    def choose(self, player, what, options):
        self.questions.append(what)
        return self.picks.get(player, options[0][0])

    def may(self, question):
        self.questions.append(question)
        return self.may_answer

    def destination(self, what, options):
        self.questions.append(what)
        return self.to


CULL = """\
format = 1
title = "Cull"
[[players]]
id = "A"
[[players]]
id = "B"
[[battlefields]]
id = "north"
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
at = "base"
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


def test_per_player_choices_and_may_questions(make_window):
    w = make_window(CULL)
    c = w.controller
    c.asker = ScriptedAsker(picks={"A": "a1", "B": "b2"}, may=False)
    assert c.begin_play("Cull the Weak", "A")  # no targets: it goes straight to the choices
    kills = [e.target for e in c.history.events if e.kind == "kill"]
    assert kills == ["a1", "b2"]
    step = c.session.steps[-1].step
    assert step.choose == {"A": ("a1",), "B": ("b2",)}
    # Phoenix's "you may" was asked, and declined: it stays in the trash
    assert any("Immortal Phoenix" in q for q in c.asker.questions)
    assert c.state.obj("phoenix").zone == "trash"
    c.undo()
    c.asker = ScriptedAsker(picks={"A": "a1", "B": "b2"}, may=True, to="north")
    c.begin_play("Cull the Weak", "A")
    assert c.state.obj("phoenix").zone == "board" and c.state.obj("phoenix").at == "north"
    assert "phoenix" in w.board_scene.items_by_id


def test_held_spell_shows_on_the_chain(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    w.hold_check.setChecked(True)
    c.begin_play("Hextech Ray", "A")
    c.click_object("sentry")
    assert len(c.state.chain) == 1
    chips = [i for i in w.board_scene.items() if isinstance(i, ChipItem)]
    assert any(ch.ref.name == "Hextech Ray" for ch in chips)
    assert any("Hextech Ray" in line for line in w.zones_panel.lines())
    w.hold_check.setChecked(False)
    c.end_turn()  # any step that is not a play resolves what is held
    assert not c.state.chain


def test_context_menu_lists_actions_and_abilities(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.add_card("Iron Ballista", "A", "base")
    menu = w.object_menu("guard")
    texts = [a.text() for a in menu.actions()]
    assert "Mark damage…" in texts and "Buffed" in texts and "Remove (not a kill)" in texts
    menu = w.object_menu("ironballista1")
    sub = next(a.menu() for a in menu.actions() if a.text() == "Activate ability")
    labels = [a.text() for a in sub.actions()]
    assert labels == ["1: Exhaust: 2 damage to one unit at a battlefield."]
    sub.actions()[0].trigger()
    assert c.pending is not None and c.pending.obj == "ironballista1"
    c.click_object("guard")
    dmg = next(e for e in c.history.events if e.kind == "damage")
    assert dmg.target == "guard" and [r.id for r in dmg.sources] == ["ironballista1#1",
                                                                     "ironballista1"]


def test_cards_show_the_selected_state_in_any_order(make_window):
    """Only the cards whose object changed are touched when another row is selected; the
    others follow the board's state. Whatever the order, every card shows its state."""
    import random

    from riftboard.app.board_scene import might_not_yet_changed
    from riftboard.engine.might import is_lethal, might

    w = make_window(COMBAT_LESSON)
    c = w.controller
    scene = w.board_scene
    seqs = list(range(0, len(c.history.events) + 1)) * 3
    random.Random(7).shuffle(seqs)
    for seq in seqs:
        c.select_event(seq)
        st = c.displayed_state()
        assert scene.state is st
        # a Might change that a later row of the step announces is not shown yet
        pending = might_not_yet_changed(c.history, c.displayed_event())
        for oid, item in scene.items_by_id.items():
            if item.ghost:
                continue
            o = st.obj(oid)
            assert item.obj is o and item.state is st
            d = item.display()
            if o.kind == "unit":
                m = pending.get(oid, might(st, o))
                assert (d["might"], d["damage"], d["lethal"]) == \
                    (m, o.damage, o.damage > 0 and o.damage >= m), (seq, oid)
                if oid in pending:
                    assert f"Might {m} (the next rows change it)" in item.tooltip_text()
                else:
                    assert f"Might {m} = " in item.tooltip_text()  # the shown state
                    assert d["lethal"] == is_lethal(st, o)
        shown = {oid for oid, it in scene.items_by_id.items() if not it.ghost}
        on_board = {o.id for o in st.objects.values() if o.zone == "board"
                    and (o.kind == "unit" or (o.kind == "gear" and not o.attached_to))}
        assert shown == on_board, seq


def test_a_new_base_title_redraws_the_title_only(make_window):
    w = make_window(SEEKER_BOARD)
    area = w.board_scene.areas[("base", "A")]
    area.set_title(area.title)  # unchanged: nothing to do
    area.set_title("Alice — base   (their turn)")
    assert area.title == "Alice — base   (their turn)"


def test_a_kill_credited_to_many_units_draws_a_dozen_arrows_and_says_the_rest(make_window):
    """combat_row_ms_p95 (issue 25, item 12): a combat kill is credited to every opposing unit
    that dealt damage; past MAX_ARROWS the arrows only hid the board (and one arrow per unit cost
    most of a row's time). The credited marks still show every unit."""
    from riftboard import bench
    from riftboard.app import board_scene as board_module
    from riftboard.app.board_marks import ArrowItem
    from riftboard.cards.library import load_library
    from riftboard.scenario.session import Session

    w = make_window()
    c = w.controller
    c.set_session(Session(bench.combat_spec(60), load_library()))
    attackers = [f"c{i + 1}" for i in range(0, 60, 2)]
    defenders = [f"c{i + 1}" for i in range(1, 60, 2)]
    assert c.combat("arena", attackers, defenders)
    kill = max((e for e in c.history.events if e.kind == "kill"),
               key=lambda e: len(e.attributed_to))
    assert len(kill.attributed_to) > board_module.MAX_ARROWS
    c.select_event(kill.seq)
    arrows = [it for it in w.board_scene.items() if isinstance(it, ArrowItem)]
    assert len(arrows) == board_module.MAX_ARROWS
    more = len(kill.attributed_to) - board_module.MAX_ARROWS
    assert any(a.label == f"+{more} more (marked)" for a in arrows)
    credited = [oid for oid, it in w.board_scene.items_by_id.items() if "credited" in it.marks]
    assert len(credited) == len(kill.attributed_to)


def test_a_narrow_battlefield_header_keeps_its_controller(qapp):
    """The header was cut mid-word ("North — controlled by /"): in a narrow battlefield the
    words "controlled by" go first, then the rest is cut with an ellipsis."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from riftboard.app.board_items import fitted_title

    m = QFontMetricsF(QFont("DejaVu Sans", 12))
    title = "North — controlled by Alice (A)"
    assert fitted_title(title, m, m.horizontalAdvance(title)) == title
    short = "North — Alice (A)"
    assert fitted_title(title, m, m.horizontalAdvance(short) + 1) == short
    tiny = fitted_title(title, m, m.horizontalAdvance("North —"))
    assert tiny.endswith("…") and tiny.startswith("North")
