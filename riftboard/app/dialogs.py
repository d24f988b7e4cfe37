"""Small dialogs: amounts, a vanilla unit, combat (who takes part, the assignment), choices."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
)

from riftboard.engine import current_might

from . import style
from .explain import object_name, player_label


class ChoiceDialog(QDialog):
    """A question with named options (a unit, a destination): hovering or selecting an option
    points at that object on the board (issue 28, item 3), as a name in the timeline does."""

    def __init__(self, parent, title: str, what: str, options, point):
        super().__init__(parent)
        titled(self, title)
        self.options = list(options)
        self.point = point
        self.list = QListWidget()
        self.list.setMouseTracking(True)
        for value, label in self.options:
            item = QListWidgetItem(label)
            item.setData(Qt.UserRole, value)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemEntered.connect(lambda item: self.point(item.data(Qt.UserRole)))
        self.list.currentItemChanged.connect(
            lambda item, _old: self.point(item.data(Qt.UserRole) if item is not None else None))
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        label = QLabel(what)
        label.setWordWrap(True)
        lay.addWidget(label)
        lay.addWidget(self.list)
        lay.addWidget(buttons)

    def chosen(self):
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item is not None else None

    def pick(self):
        """The value chosen, or None when the question is cancelled."""
        if self.options:
            self.point(self.options[0][0])
        return self.chosen() if self.exec() == QDialog.Accepted else None


#: room a title bar needs besides the title's text (its icon and buttons), in pixels
TITLE_BAR_EXTRA = 160


def titled(dialog: QDialog, title: str) -> None:
    """Give a dialog its title and a width that shows all of it (a narrow dialog's title bar
    cut "Add a vanilla unit" to "Add a va...")."""
    dialog.setWindowTitle(title)
    dialog.setMinimumWidth(dialog.fontMetrics().horizontalAdvance(title) + TITLE_BAR_EXTRA)


def ask_amount(parent, title: str, label: str, value: int = 1) -> int | None:
    n, ok = QInputDialog.getInt(parent, title, label, value, 1, 1_000_000, 1)
    return n if ok else None


class VanillaUnitDialog(QDialog):
    """A unit with just a name and a Might: fill in two fields, press Enter."""

    def __init__(self, controller, parent=None, controller_id=None, at=None):
        super().__init__(parent)
        titled(self, "Add a vanilla unit")
        c = controller
        self.name = QLineEdit("Unit")
        self.name.selectAll()
        self.might = QSpinBox()
        self.might.setRange(0, 1_000_000)
        self.might.setValue(3)
        self.owner = QComboBox()
        for pid in c.state.players:
            self.owner.addItem(player_label(c.state, pid), pid)
        if controller_id is not None:
            self.owner.setCurrentIndex(max(0, self.owner.findData(controller_id)))
        self.at = QComboBox()
        for value, label in c.location_options():
            self.at.addItem(label, value)
        if at is not None:
            self.at.setCurrentIndex(max(0, self.at.findData(at)))
        elif self.at.count() > 1:
            self.at.setCurrentIndex(1)
        form = QFormLayout(self)
        form.addRow("Name", self.name)
        form.addRow("Might", self.might)
        form.addRow("Controller", self.owner)
        form.addRow("Location", self.at)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> dict:
        return {"name": self.name.text().strip() or "Unit", "might": self.might.value(),
                "controller": self.owner.currentData(), "at": self.at.currentData()}


class DetailsDialog(QDialog):
    """The board's title, question and player display names (the setup, not steps)."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        titled(self, "Board details")
        setup = controller.session.setup
        self.title = QLineEdit(setup.title or "")
        self.question = QLineEdit(setup.question or "")
        self.question.setMinimumWidth(380)
        self.names: dict[str, QLineEdit] = {}
        form = QFormLayout(self)
        form.addRow("Title", self.title)
        form.addRow("Question", self.question)
        for p in setup.players:
            edit = QLineEdit(p.name or "")
            edit.setPlaceholderText(f"a display name for player {p.id}")
            self.names[p.id] = edit
            form.addRow(f"Player {p.id}", edit)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> dict:
        return {"title": self.title.text(), "question": self.question.text(),
                "names": {pid: e.text() for pid, e in self.names.items()}}


class GameFactsDialog(QDialog):
    """A whole game's facts (format 2, SPEC section 7): the mode, the Victory Score, the turn
    player, and each player's points, XP, rune pool, legend and main deck. OK changes them in
    one setup edit (one Undo); only what was changed is sent."""

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        titled(self, "Game facts")
        setup = controller.session.setup
        game = setup.game
        st = controller.state
        self.mode = QComboBox()
        for m, label in (("sandbox", "sandbox: anyone acts, costs are free"),
                         ("strict", "strict: Priority, Focus, timing and costs")):
            self.mode.addItem(label, m)
        self.mode.setCurrentIndex(self.mode.findData(game.mode))
        self.victory = QSpinBox()
        self.victory.setRange(1, 99)
        self.victory.setValue(game.victory_score)
        self.turn = QComboBox()
        for pid in st.players:
            self.turn.addItem(player_label(st, pid), pid)
        self.turn.setCurrentIndex(max(0, self.turn.findData(setup.turn_player)))
        legends = sorted(c.name for c in controller.library.cards() if c.kind == "legend")
        self.sides: dict[str, dict] = {}
        self._start: dict[str, dict] = {}
        form = QFormLayout(self)
        form.addRow("Mode", self.mode)
        form.addRow("Victory Score (194.3)", self.victory)
        form.addRow("Turn player", self.turn)
        for pid, side in zip(setup.player_ids, game.sides):
            box = QGroupBox(player_label(st, pid))
            f = QFormLayout(box)
            w = {"points": QSpinBox(), "xp": QSpinBox(), "pool": QLineEdit(),
                 "legend": QComboBox(), "deck": QLineEdit()}
            for key in ("points", "xp"):
                w[key].setRange(0, 999)
                w[key].setValue(getattr(side, key))
            pool = ([f"{side.energy} energy"] if side.energy else []) + \
                [f"{n} {d}" for d, n in side.power]
            w["pool"].setText(", ".join(pool))
            w["pool"].setPlaceholderText("empty; or like: 1 energy, 2 fury")
            w["legend"].addItem("no legend", "")
            for name in legends:
                w["legend"].addItem(name, name)
            w["legend"].setCurrentIndex(max(0, w["legend"].findData(
                side.legend.card if side.legend else "")))
            w["deck"].setText("; ".join(c.card for c in side.deck or ()))
            w["deck"].setPlaceholderText("no deck; or card names, top first, separated by ;")
            f.addRow("Points", w["points"])
            f.addRow("XP", w["xp"])
            f.addRow("Rune pool", w["pool"])
            f.addRow("Legend", w["legend"])
            f.addRow("Main deck", w["deck"])
            form.addRow(box)
            self.sides[pid] = w
            self._start[pid] = self._side_values(w)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    @staticmethod
    def _side_values(w: dict) -> dict:
        deck = [n.strip() for n in w["deck"].text().split(";") if n.strip()]
        return {"points": w["points"].value(), "xp": w["xp"].value(),
                "pool": w["pool"].text().strip(), "legend": w["legend"].currentData(),
                "deck": deck or None}

    def values(self) -> dict:
        """The keys of Workbench.set_game_facts, each player's facts only where changed."""
        sides = {}
        for pid, w in self.sides.items():
            now, then = self._side_values(w), self._start[pid]
            changed = {k: v for k, v in now.items() if v != then[k]}
            if changed:
                sides[pid] = changed
        return {"mode": self.mode.currentData(), "victory_score": self.victory.value(),
                "turn_player": self.turn.currentData(), "sides": sides}


class CombatDialog(QDialog):
    """Pick the battlefield, the attacking player and the units (all of them are pre-ticked)."""

    def __init__(self, controller, parent=None, battlefield=None):
        super().__init__(parent)
        titled(self, "Combat")
        self.controller = controller
        c = controller
        self.bf = QComboBox()
        for b in c.state.battlefields():
            self.bf.addItem(b.name, b.id)
        if battlefield is not None:
            self.bf.setCurrentIndex(max(0, self.bf.findData(battlefield)))
        self.attacker = QComboBox()
        for pid in c.state.players:
            self.attacker.addItem(player_label(c.state, pid), pid)
        self.attacker.setCurrentIndex(max(0, self.attacker.findData(c.state.turn_player)))
        self.box = QVBoxLayout()
        note = QLabel("Every unit of the attacking player at the battlefield attacks and every "
                      "unit of the other player there defends (464, 323.2). The ticked units "
                      "are listed first, in this order, for the default assignment.")
        note.setWordWrap(True)
        note.setStyleSheet(f"color: {style.MUTED}")
        form = QFormLayout()
        form.addRow("Battlefield", self.bf)
        form.addRow("Attacker", self.attacker)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        self.units_box = QGroupBox("Units")
        self.units_box.setLayout(self.box)
        lay.addWidget(self.units_box)
        lay.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText("Next: assign damage…")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.checks: list[tuple[QCheckBox, str, str]] = []
        self.bf.currentIndexChanged.connect(self._on_changed)
        self.attacker.currentIndexChanged.connect(self._on_changed)
        self._on_changed()

    def _on_changed(self, *_):
        while self.box.count():
            w = self.box.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.checks.clear()
        c = self.controller
        bf = self.bf.currentData()
        att = self.attacker.currentData()
        if bf is None:
            self.box.addWidget(QLabel("There is no battlefield"))
            return
        for pid, units in c.combat_units(bf).items():
            role = "attacks" if pid == att else "defends"
            head = QLabel(f"<b>{player_label(c.state, pid)}</b> {role}")
            self.box.addWidget(head)
            if not units:
                self.box.addWidget(QLabel("  (no units there)"))
            for u in units:
                cb = QCheckBox(object_name(c.state, u.id))
                cb.setChecked(True)
                self.box.addWidget(cb)
                self.checks.append((cb, u.id, pid))

    def selection(self) -> tuple[str, list[str], list[str]]:
        att = self.attacker.currentData()
        attackers = [uid for cb, uid, pid in self.checks if cb.isChecked() and pid == att]
        defenders = [uid for cb, uid, pid in self.checks if cb.isChecked() and pid != att]
        return self.bf.currentData(), attackers, defenders


class AssignDialog(QDialog):
    """Combat damage per unit, pre-filled with the engine's default; the engine judges it."""

    def __init__(self, controller, battlefield, attackers, defenders, amounts, submit, parent=None):
        super().__init__(parent)
        titled(self, "Assign combat damage")
        self.controller = controller
        self.submit = submit
        st = controller.state
        self.spins: dict[str, QSpinBox] = {}
        lay = QVBoxLayout(self)
        lay.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        intro = QLabel("Each side assigns its units' total Might among the other side's units "
                       "(465.2.c): Tank first, lethal damage before the next unit, no overkill "
                       "while others remain. The numbers below are the legal default.")
        intro.setWordWrap(True)
        lay.addWidget(intro)
        units = controller.combat_units(battlefield)
        att_player = st.obj(attackers[0]).controller if attackers else None
        self.totals: dict[str, QLabel] = {}
        for pid, us in units.items():
            if not us:
                continue
            giver = "attackers" if pid != att_player else "defenders"
            box = QGroupBox(f"Damage to {player_label(st, pid)}'s units (from the {giver})")
            form = QFormLayout(box)
            for u in us:
                spin = QSpinBox()
                spin.setRange(0, 1_000_000)
                spin.setSuffix(" assigned")  # beside it, the damage already marked
                spin.setValue(int(amounts.get(u.id, 0)))
                spin.valueChanged.connect(self._on_value_changed)
                spin.setMinimumHeight(spin.sizeHint().height())  # never squashed
                # "damage 0" beside a box showing 3 read as a contradiction: say what each is
                marked = f"{u.damage} damage marked" if u.damage else "no damage marked"
                form.addRow(f"{object_name(st, u.id)} (Might {current_might(st, u)}, {marked})",
                            spin)
                self.spins[u.id] = spin
            total = sum(int(amounts.get(u.id, 0)) for u in us)
            lbl = QLabel()
            lbl.setProperty("total", total)
            lbl.setProperty("units", [u.id for u in us])
            form.addRow("", lbl)
            self.totals[pid] = lbl
            lay.addWidget(box)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {style.NEGATIVE}; font-weight: bold")
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText("Run combat")
        buttons.accepted.connect(self._on_accepted)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._on_value_changed()

    def assignment(self) -> dict[str, int]:
        return {uid: spin.value() for uid, spin in self.spins.items()}

    def _on_value_changed(self, *_):
        for lbl in self.totals.values():
            ids = lbl.property("units")
            total = lbl.property("total")
            now = sum(self.spins[u].value() for u in ids)
            colour = style.POSITIVE if now == total else style.NEGATIVE
            lbl.setText(f"<span style='color:{colour}'>{now} of {total} assigned</span>")

    def _on_accepted(self):
        why = self.submit(self.assignment())
        if why:
            self.error.setText(why)
            # the dialog grows to fit the message and the fields keep their size: a wrapped
            # label's height depends on its width, which a top-level layout does not count
            # in its minimum, so say it
            self.error.setMinimumHeight(self.error.heightForWidth(max(self.error.width(), 200)))
            need = self.sizeHint()
            self.resize(max(self.width(), need.width()), max(self.height(), need.height()))
            return
        self.accept()


def ask_save_changes(parent, title: str, where: str = "") -> str:
    """"save", "discard" or "cancel"; `where` says what Save writes."""
    box = QMessageBox(QMessageBox.Warning, "Unsaved changes",
                      f"“{title}” has changes that are not saved." + (f"\n\n{where}" if where else ""),
                      QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, parent)
    box.setDefaultButton(QMessageBox.Save)
    ans = box.exec()
    return {QMessageBox.Save: "save", QMessageBox.Discard: "discard"}.get(ans, "cancel")


def ask_recover(parent, info: dict, index: int = 1, count: int = 1) -> str:
    """An autosave left by a window that did not close normally: "recover" it into this
    window, "discard" it, or "keep" it to be offered again at the next start."""
    import time

    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(info.get("time") or 0))
    what = info.get("title") or "an unsaved board"
    which = f" ({index} of {count})" if count > 1 else ""
    box = QMessageBox(QMessageBox.Question, "Recover unsaved work?",
                      f"A riftboard window did not close normally{which}. Recover “{what}”, "
                      f"autosaved {when}?", QMessageBox.NoButton, parent)
    recover = box.addButton("Recover", QMessageBox.AcceptRole)
    discard = box.addButton("Discard", QMessageBox.DestructiveRole)
    box.addButton("Keep for later", QMessageBox.RejectRole)
    box.setDefaultButton(recover)
    box.exec()
    clicked = box.clickedButton()
    return "recover" if clicked is recover else "discard" if clicked is discard else "keep"


def ask_overwrite_changed(parent, path: str) -> str:
    """The board's file was written by someone else since it was opened or saved here:
    "overwrite" it, "save_as" another file, or "cancel"."""
    from pathlib import Path

    box = QMessageBox(QMessageBox.Warning, "The file has changed",
                      f"{Path(path).name} was changed on disk (by another window or program) "
                      "since it was opened or last saved here. Saving now replaces those "
                      f"changes.\n\n{path}", QMessageBox.NoButton, parent)
    overwrite = box.addButton("Overwrite", QMessageBox.DestructiveRole)
    save_as = box.addButton("Save As…", QMessageBox.AcceptRole)
    cancel = box.addButton(QMessageBox.Cancel)
    box.setDefaultButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    return "overwrite" if clicked is overwrite else "save_as" if clicked is save_as else "cancel"

