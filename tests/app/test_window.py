"""Window pieces: the library, tooltips, hands and trashes, lessons, closing with unsaved work."""

from __future__ import annotations

from conftest import COMBAT_BOARD, SEEKER_BOARD, write
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QHelpEvent  # noqa: F401 (Qt must know the type before tooltips)

from riftboard.app import dialogs
from riftboard.app.board_view import CARD_MIME


def test_library_search_and_drag_data(make_window):
    w = make_window(SEEKER_BOARD)
    lib = w.library_panel
    lib.search.setText("damages a unit here")
    assert lib.visible_cards() == ["Void Gate"]
    lib.search.setText("equip")
    assert set(lib.visible_cards()) >= {"Doran's Shield", "Recurve Bow"}
    lib.search.setText("")
    m = lib.list.model()
    row = {m.index(r, 0).data(Qt.UserRole): m.index(r, 0) for r in range(m.rowCount())}
    md = m.mimeData([row["Recruit"]])
    assert bytes(md.data(CARD_MIME)).decode() == "Recruit"
    # double-click a spell: it waits for targets, played by the chosen player
    lib.player_combo.setCurrentIndex(1)
    lib.list.doubleClicked.emit(row["Hextech Ray"])
    assert w.controller.pending is not None and w.controller.pending.by == "B"


def test_might_make_up_on_hover(make_window):
    w = make_window(COMBAT_BOARD)
    item = w.board_scene.items_by_id["recruit"]
    tip = item.tooltip_text()
    assert "Might 2 = 1 printed + 1 Garen, Commander" in tip
    assert "controller A" in tip
    w.controller.begin_play("Stupefy", "B")
    w.controller.click_object("garen")
    tip = w.board_scene.items_by_id["garen"].tooltip_text()
    assert "Might 4 = 5 printed − 1 Stupefy" in tip


def test_hands_and_trashes(make_window):
    text = SEEKER_BOARD + '\n[[hand]]\nid = "ray"\ncard = "Hextech Ray"\nowner = "A"\n'
    w = make_window(text)
    c = w.controller
    lines = w.zones_panel.lines()
    assert "Alice (A) — hand: 1 (1 named, 0 drawn)" in lines
    assert any("Hextech Ray — double-click to play" in line for line in lines)
    c.begin_play("Void Seeker", "A")
    c.click_object("guard")
    lines = w.zones_panel.lines()
    assert "Alice (A) — hand: 2 (1 named, 1 drawn)" in lines
    assert any(line.strip() == "Guard (unit)" for line in lines)  # in Bob's trash
    # a spell in hand is played from there
    c.begin_play("Hextech Ray", "A")
    c.click_object("sentry")
    assert c.state.obj("ray").zone == "trash"


def test_lessons_menu_lists_titles(make_window, tmp_path, monkeypatch):
    import riftboard.scenario.runner as runner

    lessons = tmp_path / "lessons"
    lessons.mkdir()
    write(lessons, "02-b.toml", COMBAT_BOARD)
    write(lessons, "01-a.toml", SEEKER_BOARD)
    monkeypatch.setattr(runner, "lessons_dir", lambda: lessons)
    w = make_window()
    w.lessons_menu.aboutToShow.emit()
    acts = w.lessons_menu.actions()
    assert acts[0].text() == "Browse lessons…"
    # grouped by topic (a folder without an index: one "Other" topic), titles not file names
    topics = [a for a in acts if a.menu() is not None]
    assert [a.text() for a in topics] == ["Other"]
    sub = topics[0].menu()
    titles = [a.text() for a in sub.actions()]
    assert titles == ["1. Void Seeker finishes a damaged unit",
                      "2. Combat: kill, heal all, then check again"]
    from riftboard.app.main import load_session

    assert load_session().setup.title == "Void Seeker finishes a damaged unit"
    sub.actions()[1].trigger()
    assert w.controller.title() == "Combat: kill, heal all, then check again"
    assert "Does the Recruit die?" in w.header.text()


def test_closing_with_unsaved_work_asks(qtbot, tmp_path, monkeypatch, _state_dir):
    from riftboard.app.main import build_window
    from riftboard.scenario.session import Session

    w = build_window(Session.from_file(write(tmp_path, "b.toml", SEEKER_BOARD)),
                     interactive=True)
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    c.enable_autosave(_state_dir / "autosave.toml")
    c.mark_damage("guard", 1)
    assert c.autosave_now()
    answers = []
    asked = []

    def ask(parent, title, where=""):
        asked.append(where)
        return answers.pop(0) if answers else "cancel"

    monkeypatch.setattr(dialogs, "ask_save_changes", ask)
    answers.append("cancel")
    assert not w.close() and w.isVisible()
    assert asked[-1].startswith("Save writes ") and asked[-1].endswith("b.toml.")
    answers.append("discard")
    assert w.close()
    assert not (_state_dir / "autosave.toml").exists()  # a clean exit leaves no autosave
    assert (_state_dir / "settings.ini").exists()  # the window layout was remembered


def test_run_app_with_a_bad_file_returns_2(qapp, tmp_path, capsys):
    from riftboard.app.main import run_app

    bad = write(tmp_path, "bad.toml", "format = 1\ntitle = 3\n")
    assert run_app(bad) == 2
    assert "bad.toml" in capsys.readouterr().err


def test_clicking_empty_board_deselects(make_window):
    w = make_window(SEEKER_BOARD)
    w.board_view.click_object("guard")
    assert w.selected_object == "guard" and "selected" in w.board_scene.items_by_id["guard"].marks
    assert "Selected Guard" in w.controller.last_message
    w.board_view.background_clicked.emit()
    assert w.selected_object is None
    assert w.board_scene.object_at(QPointF(-500, -500)) is None


def test_area_and_move_menus(make_window):
    w = make_window(SEEKER_BOARD)
    menu = w.area_menu(("bf", "north"), "A")
    assert [a.text() for a in menu.actions() if a.text()] == [
        "Add a vanilla unit here…", "Combat here…", "Controlled by", "Remove this battlefield",
        "Add a battlefield (+)", "End turn"]
    w.select_object("guard")
    w.move_button_menu.aboutToShow.emit()
    labels = [a.text() for a in w.move_button_menu.actions()]
    assert labels == ["Base", "Void Gate"]
    w.move_button_menu.actions()[1].trigger()
    assert w.controller.state.obj("guard").at == "gate"


def test_charm_asks_where_to(make_window):
    from test_board import ScriptedAsker

    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.asker = ScriptedAsker(to="gate")
    c.begin_play("Charm", "A")
    c.click_object("guard")
    assert c.state.obj("guard").at == "gate"
    assert c.session.steps[-1].step.to == "gate"
    assert any("where to" in q for q in c.asker.questions)


def test_side_panels_are_built_after_the_first_paint(make_window, qtbot):
    w = make_window(None)
    qtbot.waitUntil(lambda: {"library", "why", "zones"} <= set(w._panels), timeout=3000)
    assert w.library_dock.widget() is w.library_panel


def test_a_callback_runs_after_the_first_paint_and_not_before(make_window, qtbot):
    """The side panels are built this way, and the start-up probe leaves this way."""
    w = make_window(None)
    called = []
    w.after_first_paint(lambda: called.append(w.isVisible()))
    assert called == []
    qtbot.waitUntil(lambda: called == [True], timeout=3000)


def test_the_first_paint_does_not_wait_for_the_side_panels():
    """The window paints before the side panels are built: the card library, the Why? and zones
    panels and the branches are made after the first paint (build_panels), so their modules and
    the card records they read are not even imported by then; nor are the dialogs' modules (each
    imported when its dialog first opens) or format 2's setup (the first lesson is format 1).
    (Until session 24 this test also
    held every QWidget and QEvent subclass's PySide binding, QGradient and QImage out of the
    first paint; those work-arounds were removed, see docs/performance.md.)"""
    import os
    import subprocess
    import sys

    code = (
        "import os, sys\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from riftboard.app.main import _application, build_window, load_session\n"
        "app = _application()\n"
        "w = build_window(load_session(), interactive=True)\n"
        "w.show()\n"
        "app.processEvents()\n"
        "w.repaint()\n"
        "assert w.board_scene.items(), 'nothing on the board'\n"
        "print(sorted(w._panels) + sorted(\n"
        "    m for m in ('riftboard.app.library', 'riftboard.app.panels',\n"
        "                'riftboard.app.branches', 'riftboard.cards.records',\n"
        "                'riftboard.app.dialogs', 'riftboard.app.designer', 'riftboard.app.help',\n"
        "                'riftboard.app.whatif_dialog', 'riftboard.app.lesson_browser',\n"
        "                'riftboard.scenario.game_setup') if m in sys.modules))\n"
        "os._exit(0)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_the_bench_times_a_window_that_has_finished_opening(make_window):
    """riftboard bench times an action on the window as it is once opened: its side panels,
    built after the first paint, are there and the card library's list (built in slices) is
    whole, so no slice of the opening falls inside a timed sample (gui_scrub_ms_p95, place,
    combat rows)."""
    from PySide6.QtWidgets import QApplication

    from riftboard import bench

    w = make_window(None)
    bench._finish_opening(w, QApplication.instance())
    assert {"library", "why", "zones"} <= set(w._panels)
    assert w._panels["library"]._loading is None
    assert w._panels["library"].model.rowCount() > 900


def test_a_callback_asked_for_after_the_first_paint_still_runs(make_window, qtbot):
    """The first-paint hooks run once; one added later runs after its delay, and a delay of 0
    (the start-up probe's exit) runs at the next turn of the event loop."""
    w = make_window(None)
    qtbot.waitUntil(lambda: w._first_paint_hooks is None, timeout=3000)
    called = []
    w.after_first_paint(lambda: called.append("later"))
    w.after_first_paint(lambda: called.append("now"), delay_ms=0)
    assert called == []
    qtbot.waitUntil(lambda: called == ["now", "later"], timeout=3000)


def test_the_menus_and_actions_are_built_from_the_action_list(make_window):
    """issue 25 item 2: the window's actions, menus and toolbar come from riftboard/app/actions.py;
    each entry's call is a method of the window, and its keys are set."""
    from PySide6.QtWidgets import QToolBar

    from riftboard.app.actions import ACTIONS, CHOICES, MENUS, SEPARATOR, TOOLBAR
    from riftboard.app.menus import _resolve

    w = make_window(SEEKER_BOARD)
    assert [a.text() for a in w.menuBar().actions()] == [m.title for m in MENUS]
    for entry in ACTIONS:
        act = getattr(w, f"act_{entry.name}")
        assert act.text() == entry.text and callable(_resolve(w, entry.call)), entry.name
        assert bool(act.shortcuts()) == (entry.keys not in ((), ("@Quit",))), entry.name
    assert "Ctrl+Y" in [k.toString() for k in w.act_redo.shortcuts()]
    for choice in CHOICES:
        assert list(getattr(w, f"{choice.name}_actions")) == [v for v, _l in choice.options]
    toolbar = w.findChild(QToolBar, "toolbar_actions")
    named = [i for i in TOOLBAR if isinstance(i, str) and i != SEPARATOR]
    shown = [a.text() for a in toolbar.actions()]
    assert all(getattr(w, f"act_{n}").text() in shown for n in named)


def test_a_menu_action_calls_without_qts_checked_argument(make_window):
    """A QAction's `triggered` carries `checked`; a method with optional parameters connected
    straight to it took that False as its first argument (add_vanilla_unit's controller)."""
    w = make_window(SEEKER_BOARD)
    calls = []
    w.add_vanilla_unit = lambda *a: calls.append(a)
    w.act_vanilla.trigger()
    assert calls == [()]
    w.select_object("guard")
    before = w.controller.state.obj("guard").damage
    w.act_damage_up.trigger()  # an entry's arguments: damage_step(1)
    assert w.controller.state.obj("guard").damage == before + 1


def test_the_window_title_says_riftboard_once(make_window):
    """Issue 29, item 9: the title read "riftboard — ... — riftboard" (Qt appends the
    application's display name, which run_app sets); unsaved changes are the platform's mark."""
    w = make_window(SEEKER_BOARD)
    assert "riftboard" not in w.windowTitle()
    assert w.windowTitle() == "Void Seeker finishes a damaged unit — board.toml[*]"
    assert not w.isWindowModified()
    assert w.controller.mark_damage("guard", 1)
    assert w.isWindowModified()


def test_dialog_titles_fit(make_window):
    """Issue 29, item 9: a narrow dialog cut its title ("Add a va..."); each small dialog is
    at least as wide as its title needs."""
    from riftboard.app import dialogs

    w = make_window(SEEKER_BOARD)
    for d in (dialogs.VanillaUnitDialog(w.controller, w), dialogs.DetailsDialog(w.controller, w),
              dialogs.CombatDialog(w.controller, w)):
        need = d.fontMetrics().horizontalAdvance(d.windowTitle()) + dialogs.TITLE_BAR_EXTRA
        assert d.minimumWidth() >= need, d.windowTitle()
        d.deleteLater()


def test_the_assignment_dialog_says_marked_damage_apart_from_the_assignment(make_window):
    """Issue 29, item 9: "damage 0" beside a box showing 3 (the unit's marked damage beside the
    damage it is assigned)."""
    from conftest import COMBAT_BOARD as BOARD
    from PySide6.QtWidgets import QLabel

    from riftboard.app.dialogs import AssignDialog

    w = make_window(BOARD)
    c = w.controller
    amounts, _why = c.combat_default("north", ["raider"], ["garen", "recruit"])
    d = AssignDialog(c, "north", ["raider"], ["garen", "recruit"], amounts, lambda _a: None, w)
    labels = [lbl.text() for lbl in d.findChildren(QLabel)]
    assert "Raider (Might 6, no damage marked)" in labels
    assert not any("— damage" in t for t in labels)
    assert all(spin.suffix() == " assigned" for spin in d.spins.values())
    d.deleteLater()
