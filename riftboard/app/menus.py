"""The window's QActions, menu bar and toolbar, built from the Qt-free lists of
riftboard/app/actions.py, and the menus made as they open: a board object's and an area's
context menus, the toolbar's Move menu, Open Recent and Lessons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QMenu, QToolBar

from . import settings as app_settings
from .actions import ACTIONS, CHOICES, MENUS, SEPARATOR, TOOLBAR, Action, DockToggle, Submenu
from .commands import HELP
from .explain import board_object_name, object_name, player_label


def _resolve(window, path: str):
    """`path` ("save", "controller.undo") looked up from the window."""
    target = window
    for part in path.split("."):
        target = getattr(target, part)
    return target


def key_sequences(keys) -> list[QKeySequence]:
    """An Action's keys as key sequences, each once (see actions.py for "@Name")."""
    out: list[QKeySequence] = []
    for key in keys:
        if key.startswith("@"):
            name = key[1:].rstrip("*")
            standard = getattr(QKeySequence.StandardKey, name)
            found = (QKeySequence.keyBindings(standard) if key.endswith("*")
                     else [QKeySequence(standard)])
        else:
            found = [QKeySequence(key)]
        out.extend(k for k in found if not k.isEmpty() and k not in out)
    return out


def make_action(window, entry: Action) -> QAction:
    a = QAction(entry.text, window)
    a.setShortcuts(key_sequences(entry.keys))
    if entry.tip:
        a.setToolTip(entry.tip)
        a.setStatusTip(entry.tip)
    if entry.checkable:
        a.setCheckable(True)
        a.triggered.connect(lambda on: _resolve(window, entry.call)(on))
    else:
        # the call is given the entry's arguments, never the signal's `checked`
        a.triggered.connect(lambda *_signal: _resolve(window, entry.call)(*entry.args))
    a.setEnabled(entry.enabled)
    if entry.window_wide:
        window.addAction(a)
    return a


def make_actions(window) -> None:
    """Every Action as `window.act_<name>`, every Choice as `window.<name>_actions` and
    `window.<name>_group`."""
    for entry in ACTIONS:
        setattr(window, f"act_{entry.name}", make_action(window, entry))
    for choice in CHOICES:
        group = QActionGroup(window)
        actions = {}
        for value, label in choice.options:
            a = QAction(label, window)
            a.setCheckable(True)
            a.triggered.connect(lambda _=False, c=choice.call, v=value: _resolve(window, c)(v))
            group.addAction(a)
            actions[value] = a
        setattr(window, f"{choice.name}_group", group)
        setattr(window, f"{choice.name}_actions", actions)


def _add_items(window, menu: QMenu, items) -> None:
    for item in items:
        if item == SEPARATOR:
            menu.addSeparator()
        elif isinstance(item, Submenu):
            _fill_menu(window, menu.addMenu(item.title), item)
        elif isinstance(item, DockToggle):
            menu.addAction(getattr(window, item.dock).toggleViewAction())
        elif hasattr(window, f"{item}_actions"):  # a Choice
            menu.addActions(list(getattr(window, f"{item}_actions").values()))
        else:
            menu.addAction(getattr(window, f"act_{item}"))


def _fill_menu(window, menu: QMenu, sub: Submenu) -> None:
    if sub.attr:
        setattr(window, sub.attr, menu)
    if sub.fill:
        fill = FILLERS[sub.fill]
        menu.aboutToShow.connect(lambda: fill(window, menu))
    _add_items(window, menu, sub.items)


def make_menus(window) -> None:
    bar = window.menuBar()
    for sub in MENUS:
        _fill_menu(window, bar.addMenu(sub.title), sub)


def make_toolbar(window) -> None:
    tb = QToolBar("Actions")
    tb.setObjectName("toolbar_actions")
    tb.setToolButtonStyle(Qt.ToolButtonTextOnly)
    window.addToolBar(tb)
    for item in TOOLBAR:
        if item == SEPARATOR:
            tb.addSeparator()
        elif isinstance(item, str):
            tb.addAction(getattr(window, f"act_{item}"))
        else:
            TOOLBAR_WIDGETS[item.name](window, tb)


# --- the toolbar's own widgets --------------------------------------------------------------------

def _move_button(window, tb: QToolBar) -> None:
    window.move_button_menu = QMenu("Move", window)
    window.move_button_menu.aboutToShow.connect(lambda: fill_move_menu(window))
    move = window.move_button_menu.menuAction()
    move.setToolTip("Move the selected unit")
    tb.addAction(move)


def _hold_check(window, tb: QToolBar) -> None:
    window.hold_check = QCheckBox("Hold")
    window.hold_check.setToolTip("Leave the next spell or ability on the chain, so another one "
                                 "can respond to it")
    window.hold_check.toggled.connect(window._on_hold_toggled)
    tb.addWidget(window.hold_check)


def _command_box(window, tb: QToolBar) -> None:
    box = window.command_box = QLineEdit()
    box.setPlaceholderText("Type a step: Garen to North for B")
    box.setToolTip(HELP)
    box.setMinimumWidth(200)
    box.setClearButtonEnabled(True)
    box.returnPressed.connect(window._on_command_return_pressed)
    tb.addWidget(box)


def _ruleset_combo(window, tb: QToolBar) -> None:
    tb.addWidget(QLabel(" Ruleset "))
    combo = window.ruleset_combo = QComboBox()
    for value, label in next(c for c in CHOICES if c.name == "ruleset").options:
        combo.addItem(label, value)
    combo.activated.connect(window._on_ruleset_combo_activated)
    tb.addWidget(combo)


TOOLBAR_WIDGETS = {"move": _move_button, "hold": _hold_check, "command_box": _command_box,
                   "ruleset": _ruleset_combo}


def make_step_keys(window) -> None:
    """Arrow keys, Home and End step the timeline wherever the focus is in the window.
    Window shortcuts: a text field or spin box claims these keys first (Qt's shortcut
    override), so they still move its cursor there."""
    panel = window.timeline_panel
    keys = ((Qt.Key_Up, lambda: panel.step(-1)), (Qt.Key_Left, lambda: panel.step(-1)),
            (Qt.Key_Down, lambda: panel.step(1)), (Qt.Key_Right, lambda: panel.step(1)),
            (Qt.Key_Home, panel.go_home), (Qt.Key_End, panel.go_end))
    window.step_actions = []
    for key, slot in keys:
        a = QAction(window)
        a.setShortcut(QKeySequence(key))
        a.setShortcutContext(Qt.WindowShortcut)
        a.triggered.connect(slot)
        window.addAction(a)
        window.step_actions.append(a)


# --- menus filled as they open ----------------------------------------------------------------------

def _say_empty(menu: QMenu, text: str) -> None:
    a = menu.addAction(text)
    a.setEnabled(False)


def fill_move_menu(window) -> None:
    m = window.move_button_menu
    m.clear()
    c = window.controller
    oid = window.selected_object
    o = c.state.get(oid) if oid else None
    if o is None or o.kind != "unit":
        _say_empty(m, "(select a unit first)")
        return
    for value, label in c.location_options():
        if value != o.at:
            m.addAction(label, lambda v=value: c.move(oid, v))


def fill_recent_menu(window, m: QMenu) -> None:
    m.clear()
    files = app_settings.recent_files()
    if not files:
        _say_empty(m, "(no recent files)")
    for f in files:
        m.addAction(f, lambda f=f: window.open_path(f))


def fill_lessons_menu(window, m: QMenu) -> None:
    """The browser first, then one submenu per topic (never one long list)."""
    from riftboard.scenario.lessons import lesson_index

    from .lessons import done_lessons

    m.clear()
    m.addAction(window.act_browse_lessons)
    m.addSeparator()
    done = done_lessons()
    topics: dict[str, list] = {}
    for info in lesson_index():
        topics.setdefault(info.topic, []).append(info)
    for topic, infos in topics.items():
        sub = m.addMenu(topic)
        for info in sorted(infos, key=lambda i: (i.difficulty or 9, i.number)):
            mark = "✓ " if info.file in done else ""
            a = sub.addAction(f"{mark}{info.number}. {info.title}",
                              lambda p=str(info.path): window.open_path(p))
            a.setToolTip(info.description)
    if not topics:
        _say_empty(m, "(no lessons found)")


FILLERS = {"recent": fill_recent_menu, "lessons": fill_lessons_menu}


# --- context menus ----------------------------------------------------------------------------------

def _checkbox(menu: QMenu, text: str, checked: bool, on_toggle) -> QAction:
    a = menu.addAction(text)
    a.setCheckable(True)
    a.setChecked(checked)
    a.toggled.connect(on_toggle)
    return a


def object_menu(window, oid: str) -> QMenu | None:
    """The context menu of a unit or gear on the board."""
    c = window.controller
    st = c.state
    o = st.get(oid)
    if o is not None and o.kind == "rune" and o.zone == "runes":
        return _rune_menu(window, oid)
    if o is not None and o.zone == "facedown":
        return _face_down_menu(window, oid)
    if o is None or o.zone != "board":
        c.message.emit("That object is not on the board at the history cursor")
        return None
    window.select_object(oid)
    menu = QMenu(window)
    head = menu.addAction(object_name(st, oid))
    head.setEnabled(False)
    if o.kind == "unit":
        menu.addAction("Mark damage…", lambda: window.mark_damage(oid))
        heal = menu.addAction("Heal", lambda: c.heal(oid))
        heal.setEnabled(o.damage > 0)
        move = menu.addMenu("Move to (sandbox)")
        std = menu.addMenu("Standard move to")
        std.setToolTip("A game action: a ready unit exhausts to move between its base and "
                       "a battlefield (battlefield to battlefield with Ganking)")
        for value, label in c.location_options(exclude=o.at if o.at != "base" else None):
            if value == "base" and o.at == "base":
                continue
            move.addAction(label, lambda v=value: c.move(oid, v))
            std.addAction(label, lambda v=value: c.standard_move([oid], v))
        _checkbox(menu, "Buffed", o.buffed, lambda on: c.set_flags(oid, buffed=on))
    _checkbox(menu, "Exhausted", o.exhausted, lambda on: c.set_flags(oid, exhausted=on))
    if o.kind == "unit":
        gear = [g for g in st.objects.values() if g.zone == "board" and g.kind == "gear"
                and g.card is not None and g.card.equipment and g.attached_to != oid]
        att = menu.addMenu("Attach Equipment")
        for g in sorted(gear, key=lambda g: g.order):
            att.addAction(object_name(st, g.id) + f" ({player_label(st, g.controller)})",
                          lambda gid=g.id: c.attach(gid, oid))
        att.setEnabled(bool(gear))
    elif o.card is not None and o.card.equipment:
        att = menu.addMenu("Attach to")
        for u in st.units():
            att.addAction(object_name(st, u.id), lambda uid=u.id: c.attach(oid, uid))
    _abilities_menu(c, menu, oid)
    for eid in getattr(o, "equipment", ()):
        eq = st.get(eid)
        if eq is None:
            continue
        sub = menu.addMenu(f"⚙ {object_name(st, eid)}")
        _abilities_menu(c, sub, eid)
        _checkbox(sub, "Exhausted", eq.exhausted,
                  lambda on, e=eid: c.set_flags(e, exhausted=on))
        sub.addAction("Remove", lambda e=eid: c.remove(e))
    menu.addSeparator()
    menu.addAction("Remove (not a kill)", lambda: c.remove(oid))
    return menu


def _rune_menu(window, oid: str) -> QMenu:
    """A channelled rune's menu (format 2): its two abilities (164.2), the same gesture as any
    other object's "Activate ability"."""
    c = window.controller
    window.select_object(oid)
    menu = QMenu(window)
    head = menu.addAction(object_name(c.state, oid))
    head.setEnabled(False)
    sub = menu.addMenu("Activate ability")
    for n, label in c.rune_abilities(oid):
        sub.addAction(label, lambda n=n: c.begin_activate(oid, n))
    game = c.session.setup.game
    if game is not None and any(rn.id == oid for rn in game.runes):
        menu.addAction("Remove this rune (setup)", lambda: c.remove_rune(oid))
    return menu


def _face_down_menu(window, oid: str) -> QMenu:
    """A face-down card's menu (format 2): play it from there, as a `play = ID` step
    (811.1.c.3); when the rules do not allow it now, the entry says so and its click puts the
    refusal, with its rule, in the status bar."""
    c = window.controller
    window.select_object(oid)
    menu = QMenu(window)
    menu.setToolTipsVisible(True)
    head = menu.addAction(board_object_name(c.state, oid))
    head.setEnabled(False)
    problem = c.face_down_problem(oid)
    play = menu.addAction("Play it from face down" + (" (not allowed now)" if problem else ""),
                          lambda: c.play_face_down(oid))
    play.setToolTip(problem or "Its controller plays it: a unit or gear to this battlefield, "
                               "a spell with Reaction, its cost ignored (811.1.d.1, 811.6, 421.3)")
    play.setStatusTip(play.toolTip())
    return menu


def _hide_menu(window, menu: QMenu, bf: str, pid: str | None) -> None:
    """Format 2: "Hide face down here", the cards with Hidden in the hand of the player whose
    side was clicked (a `hide` step, 421.1; the engine refuses what the rules do not allow)."""
    c = window.controller
    if c.state.game is None or pid is None:
        return
    sub = menu.addMenu(f"Hide face down here (from {player_label(c.state, pid)}'s hand)")
    for cid in c.hideable(pid):
        sub.addAction(object_name(c.state, cid), lambda cid=cid: c.hide_card(cid, bf))
    if sub.isEmpty():
        _say_empty(sub, "(no card with Hidden in that hand)")


def _abilities_menu(c, menu: QMenu, oid: str) -> None:
    abl = c.abilities_of(oid)
    sub = menu.addMenu("Activate ability")
    for n, label, kind in abl:
        a = sub.addAction(label, lambda n=n: c.begin_activate(oid, n))
        a.setEnabled(kind == "activated")
    sub.setEnabled(any(k == "activated" for _n, _l, k in abl))


def area_menu(window, key, pid) -> QMenu:
    """The context menu of a base or a battlefield side."""
    menu = QMenu(window)
    c = window.controller
    at = key[1] if key[0] == "bf" else "base"
    menu.addAction("Add a vanilla unit here…", lambda: window.add_vanilla_unit(pid, at))
    if key[0] == "bf":
        menu.addAction("Combat here…", lambda: window.combat_dialog(key[1]))
        _hide_menu(window, menu, key[1], pid)
        bf = c.state.get(key[1])
        _player_menu(menu, "Controlled by", c.state, bf.controller if bf else False,
                     lambda v: c.set_battlefield_controller(key[1], v))
        if c.session.setup.game is not None:
            # a whole game's setup: who contests it at the start (190.3), a setup edit
            spec = next((b for b in c.session.setup.battlefields if b.id == key[1]), None)
            _player_menu(menu, "Contested by (setup)", c.state,
                         spec.contested_by if spec else False,
                         lambda v: c.set_contested(key[1], v))
        menu.addSeparator()
        menu.addAction("Remove this battlefield", lambda: c.remove_battlefield(key[1]))
    menu.addAction("Add a battlefield (+)", lambda: c.add_battlefield())
    menu.addAction("End turn", c.end_turn)
    return menu


def _player_menu(menu, title: str, state, current, pick) -> None:
    """A submenu of the players and "Nobody", the `current` one checked; `pick(player or None)`
    when one is chosen."""
    sub = menu.addMenu(title)
    for value, label in [*((p, player_label(state, p)) for p in state.players), (None, "Nobody")]:
        a = sub.addAction(label, lambda v=value: pick(v))
        a.setCheckable(True)
        a.setChecked(current == value)
