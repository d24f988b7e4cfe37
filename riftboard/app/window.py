"""The main window: the board in the middle, the timeline below, the library on the left, and
"Why?" plus hands, trashes and the chain on the right, and the slots that act through the
controller. Its actions, menus and toolbar are listed in actions.py (built by menus.py); its
docks are made in docks.py, its file dialogs are in files.py."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from riftboard.report.gloss import bare, cite, rule_href

from . import docks, files, menus, style
from . import settings as app_settings
from .appearance import Appearance
from .asking import DialogAsker
from .drawings import Drawings
from .lesson_mode import LessonMode
from .board_scene import BoardScene
from .board_view import BoardView
from .commands import run_command
from .controller import BoardController
from .explain import board_object_name, player_label
from .game_bar import GameBar
from .lessons import is_lesson_file
from .line_label import LineLabel
from .timeline import TimelinePanel

FIRST_PAINT_DELAY_MS = 15  # after_first_paint's default: the side panels come this long after


class MainWindow(Appearance, Drawings, LessonMode, QMainWindow):
    """The riftboard window. `interactive` windows ask before closing with unsaved work and
    autosave; the benchmark and tests build quiet ones."""

    def __init__(self, controller: BoardController, interactive: bool = False, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.interactive = interactive
        self.selected_object: str | None = None
        #: drawing a judge's arrow: None, or [] waiting for its first object, or [first]
        self.arrow_ends: list[str] | None = None
        # the theme first: the panels below take their colours from it
        from . import theme

        theme.apply(theme.resolve())
        if interactive:
            controller.asker = DialogAsker(self)
        self.setWindowTitle("riftboard")
        self.resize(1400, 900)

        # board
        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.RichText)
        self.text_scale = 1.0
        # the dock layout last seen at each text size, so a round trip of Ctrl++ / Ctrl+-
        # gives every panel back its size (set_text_scale)
        self._layout_by_scale: dict[float, object] = {}
        self.lesson_path: str | None = None
        self.lesson_done = False
        self._lesson_panel = None
        self.header.setStyleSheet(self._header_css())
        self.header.linkActivated.connect(self.open_rule_link)  # the scenario's rules
        self.board_scene = BoardScene(self)
        self.board_view = BoardView(self.board_scene)
        self.board_view.step = self.step_object
        self.board_view.activate = self.activate_selected
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.header)
        lay.addWidget(self.board_view, 1)
        self.setCentralWidget(central)

        # docks: the timeline now, the side panels after the first paint (see docks.py)
        self.timeline_panel = TimelinePanel(controller)
        self.timeline_view = self.timeline_panel.view
        self.timeline_view.why_not_requested.connect(self.why_not)
        docks.make_docks(self)

        menus.make_actions(self)
        # format 2's game bar, between the header and the board (it shows the actions' buttons)
        self.game_bar = GameBar(self)
        lay.insertWidget(1, self.game_bar)
        self.theme_actions[theme.choice()].setChecked(True)
        menus.make_menus(self)
        menus.make_toolbar(self)
        self.status = LineLabel()  # a new message after every action: see line_label.py
        self.statusBar().addWidget(self.status.host, 1)
        # a file saved under another ruleset than the one it is played under says so
        self.ruleset_notice = QLabel()
        self.ruleset_notice.setVisible(False)
        self._style_ruleset_notice()
        self.statusBar().addPermanentWidget(self.ruleset_notice)
        controller.workbench.rules_url = app_settings.rules_url()

        c = controller
        # each signal goes to the slot named after it (`message` -> `_on_message`)
        _connect_by_name(c, self, ("session_changed", "history_changed", "selection_changed",
                                   "cursor_changed", "pending_changed", "message",
                                   "dirty_changed", "annotations_changed", "pointed_changed"))
        _connect_by_name(self.board_view, self, (
            "object_clicked", "background_clicked", "battlefield_clicked", "object_menu_requested",
            "area_menu_requested", "card_dropped", "unit_dragged", "damage_wheel"))

        self._header_key = None
        self._on_session_changed()
        if is_lesson_file(controller.session.path) or controller.session.setup.puzzle is not None:
            self.start_lesson(controller.session.path)
        self._on_selection_changed(c.selected_seq)
        menus.make_step_keys(self)
        from PySide6.QtGui import QGuiApplication

        app = QGuiApplication.instance()
        if app is not None:  # "follow the system" follows a change of the system's scheme
            app.styleHints().colorSchemeChanged.connect(self._on_color_scheme_changed)
        # the side panels are built once the window has painted (a timer started here could
        # fire before the first paint and delay it)
        self._first_paint_hooks: list | None = [(self.build_panels, FIRST_PAINT_DELAY_MS)]

    def after_first_paint(self, callback, delay_ms: int = FIRST_PAINT_DELAY_MS) -> None:
        """Call `callback` `delay_ms` after the window's first paint has finished (at once,
        that is at the next turn of the event loop, with 0), or that long from now if it has
        already painted."""
        if self._first_paint_hooks is None:
            QTimer.singleShot(delay_ms, callback)
        else:
            self._first_paint_hooks.append((callback, delay_ms))

    def paintEvent(self, event):  # noqa: N802 (Qt override)
        super().paintEvent(event)
        hooks = self._first_paint_hooks
        if hooks is not None:
            self._first_paint_hooks = None
            # the paint has not finished yet: a zero timer fires once it has, and only then is
            # each delay counted (so a slow first paint does not make a callback due at once)
            QTimer.singleShot(0, lambda: _call_after(hooks))

    # -- lazy panels (docks.py builds each when first asked for) ----------------------------------
    def build_panels(self) -> None:
        """Create the side panels (after the first paint, so the window shows sooner); the
        card library's list is built in slices, so the window answers meanwhile."""
        docks.side_panel(self, "library", sliced=True)
        self.why_panel  # noqa: B018 (each property builds its panel)
        self.zones_panel  # noqa: B018
        self.branch_panel  # noqa: B018

    @property
    def branch_panel(self):
        """The lines of the board (beside the timeline), built with the side panels."""
        return docks.branch_panel(self)

    @property
    def library_panel(self):
        """The card library panel, its card list whole (one being built in slices is finished
        for whoever asks for the panel)."""
        panel = docks.side_panel(self, "library")
        panel.finish_loading()
        return panel

    @property
    def why_panel(self):
        panel = docks.side_panel(self, "why")
        panel.holds_back = self.answers_held_back
        return panel

    def answers_held_back(self) -> bool:
        """A lesson's question is open: what would answer it stays off screen ("Why not?"
        included: it names what kills are credited to)."""
        panel = self._lesson_panel
        return panel is not None and self.lesson_path is not None and panel.hides_answers()

    @property
    def zones_panel(self):
        return docks.side_panel(self, "zones")

    # -- controller signals -------------------------------------------------------------------------
    def _on_session_changed(self) -> None:
        c = self.controller
        if self.lesson_path is not None:
            if files.same_file(c.session.path, self.lesson_path):
                self.lesson_panel.reread()  # replayed (ruleset, setup): its answers may differ
            else:
                self.stop_lesson()  # File > New, another file, a recovered board
        self.selected_object = None
        self.arrow_ends = None
        self.board_scene.reset()
        self.board_scene.annotations = c.annotations
        self.board_scene.pointed = None
        self._header_key = None
        self._update_header()
        s = c.session
        i = self.ruleset_combo.findData(s.ruleset)
        self.ruleset_combo.setCurrentIndex(max(0, i))
        if s.ruleset in self.ruleset_actions:
            self.ruleset_actions[s.ruleset].setChecked(True)
        self._update_title()
        self._update_actions()
        self._update_ruleset_notice()

    def _update_header(self) -> None:
        """The title, ruleset, whose turn it is on the board shown, the players, the question."""
        c = self.controller
        s = c.session
        setup = s.setup
        st = c.displayed_state()
        hide_rules = self.lesson_path is not None and not self.lesson_done
        key = (c.title(), s.ruleset, s.file_ruleset, st.turn_player, st.names, setup.question,
               setup.rules, s.error and s.error.get("message"), hide_rules, self.text_scale)
        if key == self._header_key:
            return
        self._header_key = key
        big = round(14 * self.text_scale)
        bits = [f"<span style='font-size:{big}pt; font-weight:bold'>{html.escape(c.title())}</span>"]
        meta = [f"Core Rules {s.ruleset}", f"turn: {html.escape(player_label(st, st.turn_player))}"]
        for i, pid in enumerate(st.players):
            col = style.player_colours(i)["text"]
            meta.append(f"<span style='color:{col}; font-weight:bold'>■ "
                        f"{html.escape(player_label(st, pid))}</span>")
        bits.append(f"&nbsp;&nbsp;<span style='color:{style.MUTED}'>" + " · ".join(meta) + "</span>")
        text = "".join(bits)
        if setup.question:
            text += f"<br><b>Question:</b> {html.escape(setup.question)}"
        if setup.rules and not hide_rules:  # in a lesson, the rules would give the answer away
            links = ", ".join(
                f"<a href='{html.escape(rule_href(r, s.ruleset))}'>"
                f"{html.escape(cite(r, s.ruleset) if i == 0 else '§' + bare(r))}</a>"
                for i, r in enumerate(setup.rules))
            text += f"<br><span style='color:{style.MUTED}'>Rules: {links}</span>"
        notice = s.ruleset_notice()
        if notice:
            text += f"<br><span style='color:{style.NEGATIVE}'>{html.escape(notice)}</span>"
        if s.error:
            text += (f"<br><span style='color:{style.NEGATIVE}; font-weight:bold'>Step "
                     f"{s.error['step']} of the file was refused: "
                     f"{html.escape(s.error['message'])}</span>")
        self.header.setText(text)

    def _on_history_changed(self, first: int) -> None:
        self.board_scene.forget_history(first)
        self._update_actions()

    def _on_cursor_changed(self) -> None:
        self._update_actions()

    def _on_selection_changed(self, _seq: int) -> None:
        c = self.controller
        legal = set(c.pending_legal()) if c.pending is not None else None
        st = c.displayed_state()
        if self.selected_object is not None and (st.get(self.selected_object) is None or
                                                 st.obj(self.selected_object).zone
                                                 not in ("board", "runes")):
            self.selected_object = None
        self.board_scene.show_state(st, c.displayed_event(), c.history, legal,
                                    self.selected_object, c.event_targets(c.displayed_event()))
        self.board_view.refit()
        self._update_header()
        self.game_bar.show_status(c.game_status())
        self._update_answer_mask()

    def _update_answer_mask(self) -> None:
        """While a lesson's question is open, the timeline rows after the event shown keep their
        answers back (see docs/app.md, lesson mode)."""
        panel = self._lesson_panel
        hide = panel is not None and self.lesson_path is not None and panel.hides_answers()
        self.timeline_panel.model.hide_answers_after(
            self.controller.selected_seq if hide else None)

    def _on_pending_changed(self) -> None:
        c = self.controller
        legal = set(c.pending_legal()) if c.pending is not None else None
        self.board_scene.set_marks(legal, self.selected_object)
        self.board_view.setCursor(Qt.CrossCursor if c.pending is not None else Qt.ArrowCursor)
        self.act_finish.setEnabled(c.can_finish_pending())

    def _on_message(self, text: str) -> None:
        self.status.setText(text)
        self.status.setToolTip(text)

    def _on_dirty_changed(self, _dirty: bool) -> None:
        self._update_title()
        self._update_header()  # a save records the ruleset it was saved under
        self._update_ruleset_notice()

    def _update_title(self) -> None:
        s = self.controller.session
        name = Path(s.path).name if s.path else "unsaved"
        # Qt adds the application's name to a window's title where the platform shows it
        # ("... — riftboard"), and shows [*] as the platform's mark of unsaved changes
        self.setWindowTitle(f"{self.controller.title()} — {name}[*]")
        self.setWindowModified(bool(s.dirty))

    def _update_actions(self) -> None:
        c = self.controller
        self.act_undo.setEnabled(c.can_undo())  # a step, or a setup edit
        self.act_redo.setEnabled(c.can_redo())
        whole = c.session.setup.game is not None
        self.act_whole_game.setEnabled(not whole)
        self.act_game_facts.setEnabled(whole)
        # format 2: Pass and End turn only when the rules allow them now (at the cursor)
        who = c.passer()
        self.act_pass.setVisible(c.state.game is not None)  # a format 1 board has no passes
        self.act_pass.setEnabled(who is not None)
        self.act_pass.setText(f"Pass ({player_label(c.state, who)})" if who else "Pass")
        problem = c.end_turn_problem()
        self.act_end_turn.setEnabled(problem is None)
        self.act_end_turn.setToolTip(f"The turn cannot end now: {problem}" if problem else
                                     "Heal all, end 'this turn' effects, next player's turn")

    # -- the board ----------------------------------------------------------------------------------
    def _on_object_clicked(self, oid: str) -> None:
        c = self.controller
        if self.arrow_ends is not None:
            self._arrow_end(oid)
            return
        if c.pending is not None:
            c.click_object(oid)
            return
        self.select_object(oid)

    def select_object(self, oid: str | None) -> None:
        self.selected_object = oid
        c = self.controller
        legal = set(c.pending_legal()) if c.pending is not None else None
        self.board_scene.set_marks(legal, oid)
        if oid is not None:
            st = c.displayed_state()
            o = st.get(oid)
            if o is not None:
                c.message.emit(f"Selected {board_object_name(st, oid)}, controlled by "
                               f"{player_label(st, o.controller)}; right-click for actions")

    def step_object(self, delta: int) -> bool:
        """Tab on the board: select the next (+1) or previous (-1) object, a spell's legal
        targets only while it waits for one; False past the last (focus moves on)."""
        c = self.controller
        items = self.board_scene.items_by_id
        if c.pending is not None:
            order = [oid for oid in c.pending_legal() if oid in items]
        else:
            order = sorted((oid for oid, it in items.items() if not it.ghost),
                           key=lambda oid: (items[oid].scenePos().y(), items[oid].scenePos().x()))
        if not order:
            return False
        if self.selected_object in order:
            i = order.index(self.selected_object) + delta
        else:
            i = 0 if delta > 0 else len(order) - 1
        if not 0 <= i < len(order):
            self.select_object(None)
            return False
        self.select_object(order[i])
        self.board_view.ensureVisible(items[order[i]])
        return True

    def activate_selected(self) -> bool:
        """Space or Enter on the board: a click on the selected object (a spell's target); with
        none selected, a spell whose targets left are all optional is played without them."""
        if self.selected_object is None:
            return self.controller.finish_pending() if self.controller.can_finish_pending() \
                else False
        self._on_object_clicked(self.selected_object)
        return True

    def _on_background_clicked(self) -> None:
        if self.arrow_ends is not None:
            self.arrow_ends = None
            self.controller.message.emit("No arrow drawn")
            return
        if self.controller.pending is None:
            self.select_object(None)

    def _on_battlefield_clicked(self, bf: str) -> None:
        if self.arrow_ends is not None:  # a judge's arrow may start or end at a battlefield
            self._arrow_end(bf)
            return
        self._battlefield_clicked(bf)

    def _battlefield_clicked(self, bf: str) -> None:
        """A battlefield is a target for a spell that asks for one (Firestorm); otherwise a
        click there is a click on the background."""
        if self.controller.pending is not None:
            self.controller.click_object(bf)
        else:
            self._on_background_clicked()

    def _on_object_menu_requested(self, oid: str, pos) -> None:
        menu = self.object_menu(oid)
        if menu is not None:
            menu.exec(pos)

    def object_menu(self, oid: str) -> QMenu | None:
        """The context menu of a unit or gear on the board (selects it)."""
        return menus.object_menu(self, oid)

    def _on_area_menu_requested(self, key, pid, pos) -> None:
        self.area_menu(key, pid).exec(pos)

    def area_menu(self, key, pid) -> QMenu:
        """The context menu of a base or a battlefield side."""
        return menus.area_menu(self, key, pid)

    def _on_card_dropped(self, name: str, key, pid, unit, mods=Qt.NoModifier) -> None:
        """A library card dropped on the board: the base or battlefield side decides who
        controls it; an Equipment dropped on a unit is attached to it."""
        c = self.controller
        card = c.library.get(name)
        if card is None:
            return
        if card.kind == "spell":
            by = pid or c.state.turn_player
            c.begin_play(name, by)
            if unit is not None and c.pending is not None:
                c.click_object(unit)
            return
        if card.kind == "battlefield":
            if key is not None and key[0] == "bf":
                c.set_battlefield_card(key[1], name)
            else:
                c.add_battlefield(name)
            return
        if card.kind in ("rune", "legend"):  # a whole game's setup (format 2): its player's
            if pid is None:
                pid = self._ask_player("Whose is it?")
                if pid is None:
                    return
            if card.kind == "rune":
                c.add_rune(name, pid)
            else:
                c.set_legend(pid, name)
            return
        if card.kind not in ("unit", "gear"):
            c.message.emit(f"{name} is a {card.kind}; only units and gear can be put on the board")
            return
        st = c.state
        if card.kind == "gear" and card.equipment and unit is not None and st.get(unit) is not None \
                and st.obj(unit).kind == "unit":
            c.add_card(name, st.obj(unit).controller, "base", attached_to=unit)
            return
        if key is None:
            c.message.emit("Drop it on a base or on a player's side of a battlefield")
            return
        if pid is None:
            pid = self._ask_player("Who controls it?")
            if pid is None:
                return
        at = key[1] if key[0] == "bf" and card.kind == "unit" else "base"
        # placed as setup, or played as a game action: Ctrl and Shift held during the drop (the
        # drop event's keys, not the application's last key state) decide without asking
        if mods & Qt.ControlModifier:
            how = "place"
        elif mods & Qt.ShiftModifier:
            how = "play"
        else:
            where = "its base" if at == "base" else c.object_name(at)
            how = c.asker.place_or_play(f"{card.name} for {c.player_label(pid)} at {where}")
        if how == "play":
            c.play_card(name, pid, at)
        elif how == "place":
            c.add_card(name, pid, at)

    def _on_unit_dragged(self, oid: str, key, _pid, standard: bool) -> None:
        """A unit dragged on the board to another base or battlefield: a sandbox move, or with
        Shift held a standard move (a game action: it must be ready, and it exhausts)."""
        c = self.controller
        o = c.state.get(oid)
        if o is None or o.kind != "unit" or key is None or key[0] not in ("bf", "base"):
            return
        if o.zone != "board":  # a face-down card stays where it was hidden until played
            c.message.emit(f"{board_object_name(c.state, oid)} is not moved: right-click it "
                           "to play it from face down (811.1.c.3)")
            return
        to = key[1] if key[0] == "bf" else "base"
        if to == o.at:
            return
        if standard:
            c.standard_move([oid], to)
        else:
            c.move(oid, to)

    def _on_command_return_pressed(self) -> None:
        self.run_command(self.command_box.text())

    def run_command(self, text: str) -> bool:
        """One typed line (the command box)."""
        ok = run_command(self.controller, text)
        if ok:
            self.command_box.clear()
        return ok

    def focus_command(self) -> None:
        self.command_box.setFocus()
        self.command_box.selectAll()

    def damage_step(self, delta: int, oid: str | None = None) -> None:
        oid = oid or self._need_selection("damage +1 / −1")
        if not oid:
            return
        if delta > 0:
            self.controller.damage_up(oid)
        else:
            self.controller.damage_down(oid)
        self.select_object(oid)

    def _on_damage_wheel(self, oid: str, delta: int) -> None:
        if oid == self.selected_object:
            self.damage_step(delta, oid)

    def game_facts_dialog(self) -> None:
        """A whole game's facts (format 2), changed in one setup edit."""
        c = self.controller
        if c.session.setup.game is None:
            c.message.emit("Game facts belong to a whole game: Board ▸ Make it a whole game "
                           "first")
            return
        from .dialogs import GameFactsDialog

        dlg = GameFactsDialog(c, self)
        if dlg.exec():
            c.set_game_facts(**dlg.values())

    def details_dialog(self) -> None:
        from .dialogs import DetailsDialog

        dlg = DetailsDialog(self.controller, self)
        if dlg.exec():
            self.controller.set_details(**dlg.values())

    def _ask_player(self, what: str) -> str | None:
        st = self.controller.state
        labels = [player_label(st, p) for p in st.players]
        text, ok = QInputDialog.getItem(self, "Player", what, labels, 0, False)
        return st.players[labels.index(text)] if ok else None

    # -- board commands -----------------------------------------------------------------------------
    def _need_selection(self, what: str) -> str | None:
        if self.selected_object is None:
            self.controller.message.emit(f"Select a unit on the board first ({what})")
        return self.selected_object

    def mark_damage(self, oid: str) -> None:
        from .dialogs import ask_amount

        name = self.controller.object_name(oid)
        n = ask_amount(self, "Mark damage", f"Damage to mark on {name} (a sandbox edit):", 1)
        if n is not None:
            self.controller.mark_damage(oid, n)

    def mark_damage_selected(self) -> None:
        oid = self._need_selection("mark damage")
        if oid:
            self.mark_damage(oid)

    def heal_selected(self) -> None:
        oid = self._need_selection("heal")
        if oid:
            self.controller.heal(oid)

    def remove_selected(self) -> None:
        oid = self._need_selection("remove")
        if oid:
            self.controller.remove(oid)

    def add_vanilla_unit(self, controller_id=None, at=None) -> None:
        from .dialogs import VanillaUnitDialog

        dlg = VanillaUnitDialog(self.controller, self, controller_id, at)
        if dlg.exec():
            v = dlg.values()
            self.controller.add_vanilla(v["name"], v["might"], v["controller"], v["at"])

    def play_dialog(self) -> None:
        c = self.controller
        name = self.library_panel.selected_card()
        card = c.library.get(name) if name else None
        if card is None or card.kind != "spell":
            spells = sorted(k.name for k in c.library.cards() if k.kind == "spell")
            name, ok = QInputDialog.getItem(self, "Play a spell", "Spell:", spells, 0, False)
            if not ok:
                return
        c.begin_play(name, self.library_panel.player())

    def _on_play_requested(self, name: str, pid: str) -> None:
        self.controller.begin_play(name, pid)

    def _on_hold_toggled(self, on: bool) -> None:
        self.controller.hold = on

    def combat_dialog(self, battlefield=None) -> None:
        from .dialogs import AssignDialog, CombatDialog

        c = self.controller
        if not c.state.battlefields():
            c.message.emit("There is no battlefield to fight at")
            return
        dlg = CombatDialog(c, self, battlefield)
        if not dlg.exec():
            return
        bf, attackers, defenders = dlg.selection()
        amounts, why = c.combat_default(bf, attackers, defenders)
        if amounts is None:
            c.message.emit(f"Not allowed: {why}")
            return

        def submit(assign):
            if c.combat(bf, attackers, defenders, assign=assign):
                return None
            return c.last_message

        AssignDialog(c, bf, attackers, defenders, amounts, submit, self).exec()

    def pass_priority(self) -> None:
        """Pass for the player who has Focus or Priority (338, 347); when the pass ends a
        combat's showdown, the damage assignment dialog asks the assignment first (465.2)."""
        from .dialogs import AssignDialog

        c = self.controller
        closing = c.pass_closes_combat()
        if closing is None:
            c.pass_priority()
            return
        amounts, why = c.pass_default()
        if amounts is None:
            c.message.emit(f"Not allowed: {why}")
            return
        bf, attackers, defenders = closing

        def submit(assign):
            if c.pass_priority(assign=assign):
                return None
            return c.last_message

        AssignDialog(c, bf, attackers, defenders, amounts, submit, self).exec()

    def end_turn(self) -> None:
        """End the turn (316.9, 317): refused with its rule during a showdown or after the
        game is won (the workbench's message says why; nothing changes)."""
        c = self.controller
        problem = c.end_turn_problem()
        if problem is not None:
            c.message.emit(f"Not allowed: {problem}")
            return
        c.end_turn()

    def set_ruleset(self, rs: str) -> None:
        self.controller.set_ruleset(rs)

    def _on_ruleset_combo_activated(self, _i: int) -> None:
        self.set_ruleset(self.ruleset_combo.currentData())

    def zoom_board(self, factor: float) -> None:
        self.board_view.set_zoom(self.board_view.zoom * factor)
        self.board_view.auto_fit = False

    # -- files --------------------------------------------------------------------------------------
    def _confirm_discard(self) -> bool:
        return files.confirm_discard(self)

    def save_target_text(self) -> str:
        return files.save_target_text(self.controller.path)

    def new_board(self) -> None:
        if self._confirm_discard():
            self.controller.clear_autosave()
            self.controller.new_board()

    def open_path(self, path: str) -> bool:
        if not self._confirm_discard():
            return False
        if self.controller.open_file(path):
            self.controller.clear_autosave()
            app_settings.add_recent_file(path)
            # a lesson, or a puzzle saved anywhere: the Lesson panel plays it
            if is_lesson_file(path) or self.controller.session.setup.puzzle is not None:
                self.start_lesson(path)
            else:
                self.stop_lesson()
            return True
        return False

    # -- designer comfort --------------------------------------------------------------------------
    def watch_cards(self, dirs) -> None:
        """Reload the --cards files when they change on disk, replaying the board."""
        from .designer import CardsWatcher

        self.cards_watcher = CardsWatcher(dirs, self)
        self.cards_watcher.changed.connect(self._on_cards_changed)

    def _on_cards_changed(self) -> None:
        errors = self.controller.reload_cards()
        if errors:
            self.show_card_errors(errors, self.controller.loaded_cards)

    def show_card_errors(self, errors, loaded) -> None:
        from .designer import CardErrorsDialog

        dlg = CardErrorsDialog(errors, loaded, self)
        self.card_errors_dialog = dlg
        if self.interactive:
            dlg.exec()
        else:
            dlg.show()

    def browse_lessons(self) -> None:
        from .lesson_browser import LessonBrowser

        dlg = LessonBrowser(self)
        if dlg.exec() and dlg.chosen:
            self.open_path(dlg.chosen)

    def open_dialog(self) -> None:
        files.open_dialog(self)

    def save(self) -> bool:
        return files.save(self)

    def save_as(self) -> bool:
        return files.save_as(self)

    def export_dialog(self, fmt: str) -> None:
        files.export_dialog(self, fmt)

    def open_rule_link(self, href: str):
        """A rule link ("rule:1.4/466.2"): the user's rules reference, or our gloss."""
        from riftboard.report.gloss import parse_href

        from .rules_ref import open_rule

        found = parse_href(href)
        return open_rule(self, found[1], found[0]) if found else None

    def rules_reference_dialog(self) -> bool:
        """Edit ▸ Rules reference…: where a click on a rule number goes (settings)."""
        from .rules_ref import RulesReferenceDialog

        dialog = RulesReferenceDialog(self)
        if not dialog.exec():
            return False
        self.controller.workbench.rules_url = app_settings.rules_url()
        where = self.controller.workbench.rules_url or "riftboard's own gloss (offline)"
        self.controller.message.emit(f"Rule numbers now open {where}")
        return True

    def show_help(self) -> None:
        from .help import show_help

        show_help(self)

    def what_if(self) -> None:
        """What if… at the step of the row shown (riftboard/app/whatif_dialog.py)."""
        from .whatif_dialog import open_whatif

        open_whatif(self)

    def what_if_moves(self) -> None:
        """What if: the other moves of the shown step's player (whatif_dialog.py)."""
        from .whatif_dialog import open_whatif

        open_whatif(self, moves=True)

    # -- window state (docks.py) --------------------------------------------------------------
    def restore_layout(self) -> None:
        docks.restore_layout(self)

    def save_layout(self) -> None:
        docks.save_layout(self)

    def resizeEvent(self, event):  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        docks.fit_docks(self)

    def closeEvent(self, event):  # noqa: N802
        if self.interactive:
            if not self._confirm_discard():
                event.ignore()
                return
            self.save_layout()
        self.controller.close_autosave()
        event.accept()


def _connect_by_name(source, window, signals) -> None:
    for name in signals:
        getattr(source, name).connect(getattr(window, f"_on_{name}"))


def _call_after(hooks) -> None:
    for callback, delay_ms in hooks:
        if delay_ms:
            QTimer.singleShot(delay_ms, callback)
        else:
            callback()
