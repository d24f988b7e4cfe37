"""A judge sets up a whole game mid-game in the window (issue 26, item 9): Board ▸ Make it a
whole game, a battlefield's Contested by, a rune and a legend dropped on a base, the Game facts
dialog; "a showdown open at North, Focus on B, a Hextech Ray held on the chain" built from a
fresh board in no more user actions than lesson 58's setup plus one per fact; every edit undone
from the Edit menu, saved and reopened in a new window."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from riftboard.app.dialogs import GameFactsDialog

#: lesson 58's setup as tests/app/test_authoring.py counts it: File ▸ New, Void Gate dropped,
#: Garen, the Raider and the Squire typed
LESSON_58_SETUP_ACTIONS = 5


def _bar(w) -> str:
    """The game bar's text without its markup."""
    return html.unescape(re.sub(r"<[^>]+>", "", w.game_bar.text.text()))


class Actions:
    """Counts user actions as test_authoring.py does: a menu command (a context menu's item
    included), a drop, a typed line, a double-click, a click, a checkbox."""

    def __init__(self, w):
        self.w = w
        self.n = 0

    def trigger(self, action):
        self.n += 1
        assert action.isEnabled(), action.text()
        action.trigger()

    def menu_item(self, menu, *path):
        """A context menu's item, reached through its submenus (one pick)."""
        self.n += 1
        for text in path[:-1]:
            menu = next(a.menu() for a in menu.actions() if a.text() == text)
        next(a for a in menu.actions() if a.text() == path[-1]).trigger()

    def type_line(self, text: str):
        self.n += 1
        box = self.w.command_box
        box.clear()
        QTest.keyClicks(box, text)
        QTest.keyClick(box, Qt.Key_Return)
        assert box.text() == "", self.w.controller.last_message

    def check(self, box):
        self.n += 1
        box.setChecked(True)

    def double_click_library(self, name: str):
        self.n += 1
        lib = self.w.library_panel
        m = lib.list.model()
        index = next(m.index(r, 0) for r in range(m.rowCount())
                     if m.index(r, 0).data(Qt.UserRole) == name)
        lib.list.doubleClicked.emit(index)

    def click_card(self, oid: str):
        self.n += 1
        item = self.w.board_scene.items_by_id[oid]
        p = item.mapToScene(QPointF(item.w / 2, item.h / 2))
        QTest.mouseClick(self.w.board_view.viewport(), Qt.LeftButton,
                         pos=self.w.board_view.mapFromScene(p))

    def drop(self, card: str, area_key):
        self.n += 1
        self.w.board_view.drop_card(card, self.w.board_scene.areas[area_key].rect.center())


def test_a_showdown_open_focus_on_b_and_a_ray_held_in_few_actions(make_window, tmp_path):
    w = make_window()
    c = w.controller
    a = Actions(w)
    a.trigger(w.act_new)
    assert w.game_bar.isHidden() and not w.act_game_facts.isEnabled()
    a.trigger(w.act_whole_game)                                   # fact 1: a whole game
    assert w.game_bar.isVisible() and w.act_game_facts.isEnabled()
    assert not w.act_whole_game.isEnabled()
    a.type_line("Scout 3 to North for A")
    scout = next(u.id for u in c.state.units() if u.name == "Scout")
    a.menu_item(w.area_menu(("bf", "north"), "A"), "Contested by (setup)",
                "Alice (A)")                                      # fact 2: a showdown open
    assert "Showdown at North" in _bar(w)
    assert w.act_pass.isEnabled() and "Alice" in w.act_pass.text()
    a.trigger(w.act_pass)                                         # fact 3: Focus on B
    assert c.passer() == "B" and "Bob (B) has Focus" in _bar(w)
    a.check(w.hold_check)                                         # fact 4: a Ray held
    a.double_click_library("Hextech Ray")
    a.click_card(scout)
    st = c.state
    assert [(i.ref.name, i.controller) for i in st.chain] == [("Hextech Ray", "B")]
    assert st.game.showdown.battlefield == "north"
    assert a.n <= LESSON_58_SETUP_ACTIONS + 4, a.n
    # saved, and reopened in another window: the same showdown, Focus, and chain held
    path = tmp_path / "midgame.toml"
    assert c.save_as(str(path)), c.last_message
    w2 = make_window(path.read_text(encoding="utf-8"), "again.toml")
    st2 = w2.controller.state
    assert [i.ref.name for i in st2.chain] == ["Hextech Ray"]
    assert st2.game.showdown.battlefield == "north" and w2.controller.passer() == "B"
    assert "Hextech Ray" in _bar(w2) or "chain is open" in _bar(w2)
    # Edit ▸ Undo takes back the play, the pass, the contest, the Scout and the game
    for _ in range(5):
        assert w.act_undo.isEnabled()
        w.act_undo.trigger()
    assert c.session.setup.format == 1 and w.game_bar.isHidden()
    assert not w.act_undo.isEnabled() and w.act_redo.isEnabled()
    w.act_redo.trigger()
    assert w.game_bar.isVisible()


def test_runes_and_a_legend_dropped_on_a_base_and_the_game_facts_dialog(make_window, tmp_path):
    w = make_window()
    c = w.controller
    w.act_whole_game.trigger()
    w.board_view.drop_card("Fury Rune", w.board_scene.areas[("base", "A")].rect.center())
    w.board_view.drop_card("Fury Rune", w.board_scene.areas[("base", "A")].rect.center())
    w.board_view.drop_card("Kai'Sa, Daughter of the Void",
                           w.board_scene.areas[("base", "A")].rect.center())
    runes = [o for o in c.state.objects.values() if o.kind == "rune" and o.zone == "runes"]
    assert len(runes) == 2 and all(r.controller == "A" for r in runes)
    assert all(r.id in w.board_scene.items_by_id for r in runes)
    bar = _bar(w)
    assert "runes 2 ready" in bar and "legend Kai'Sa, Daughter of the Void" in bar
    # the rune's menu takes a setup rune away (one setup edit, undone from the Edit menu)
    menu = w.object_menu(runes[0].id)
    next(x for x in menu.actions() if x.text() == "Remove this rune (setup)").trigger()
    assert "runes 1 ready" in _bar(w)
    w.act_undo.trigger()
    assert "runes 2 ready" in _bar(w)
    # the dialog: several facts, one edit
    dlg = GameFactsDialog(c, w)
    dlg.mode.setCurrentIndex(dlg.mode.findData("strict"))
    dlg.victory.setValue(5)
    dlg.turn.setCurrentIndex(dlg.turn.findData("B"))
    bob = dlg.sides["B"]
    bob["points"].setValue(4)
    bob["xp"].setValue(1)
    bob["pool"].setText("1 energy, 1 calm")
    bob["deck"].setText("Hextech Ray; Void Seeker")
    values = dlg.values()
    assert set(values["sides"]) == {"B"}  # only Bob's facts changed
    dlg.deleteLater()
    undo_before = len(c._setup_undo)
    assert c.set_game_facts(**values), c.last_message
    assert len(c._setup_undo) == undo_before + 1
    bar = _bar(w)
    assert "strict mode" in bar and "Victory Score 5" in bar and "Bob (B)'s" in bar
    assert "4 of 5 points" in bar and "1 Energy, 1 Calm Power" in bar and "deck 2" in bar
    # saved and reopened: every fact and both runes
    path = tmp_path / "facts.toml"
    assert c.save_as(str(path)), c.last_message
    w2 = make_window(path.read_text(encoding="utf-8"), "facts2.toml")
    assert _bar(w2) == bar


def test_a_fact_of_the_whole_game_on_a_format_1_board_says_what_to_do(make_window):
    w = make_window()
    c = w.controller
    assert not w.act_game_facts.isEnabled()
    w.game_facts_dialog()
    assert "Make it a whole game" in c.last_message
    w.board_view.drop_card("Fury Rune", w.board_scene.areas[("base", "A")].rect.center())
    assert "format 2" in c.last_message and c.session.setup.format == 1
    titles = [x.text() for x in w.area_menu(("bf", "north"), "A").actions()]
    assert "Contested by (setup)" not in titles


def test_every_fact_in_one_typed_line_each(make_window, tmp_path):
    """The command box: one line per fact, each one setup edit (one Undo each)."""
    w = make_window()
    c = w.controller
    a = Actions(w)
    lines = ["whole game", "mode strict", "victory score 6", "turn B", "points A 3", "xp B 2",
             "pool A 1 energy, 2 fury", "legend A Kai'Sa", "rune Calm for B",
             "deck B: Hextech Ray; Void Seeker", "Scout 3 to North for A",
             "contested North by A"]
    for line in lines:
        a.type_line(line)
    assert a.n == len(lines)
    bar = _bar(w)
    assert "strict mode" in bar and "Victory Score 6" in bar and "Bob (B)'s" in bar
    assert "3 of 6 points" in bar and "1 Energy, 2 Fury Power" in bar
    assert "legend Kai'Sa, Daughter of the Void" in bar
    assert "XP 2" in bar and "deck 2" in bar and "runes 1 ready" in bar
    assert "Showdown at North" in bar
    # a line that is not a fact is still an add or a play; a bad fact says why and changes nothing
    before = c.session
    w.command_box.setText("points Zed 3")
    w.run_command("points Zed 3")
    assert c.session is before and "Cannot do" in c.last_message
    w.run_command("legend A Hextech")
    assert c.session is before and "no legend" in c.last_message
    # each line is one Undo
    for _ in range(len(lines)):
        w.act_undo.trigger()
    assert c.session.setup.format == 1 and not w.act_undo.isEnabled()


def test_spells_named_like_a_fact_are_still_played(make_window):
    """"Turn to Dust" and "Rune Prison" begin with a fact's word (turn, rune): they are still
    read as plays. (A bare "Turn to Dust" reads " to Dust" as a place, as before: its line
    takes the word "play".)"""
    w = make_window()
    c = w.controller
    for line, spell in (("play Turn to Dust", "Turn to Dust"), ("Rune Prison", "Rune Prison"),
                        ("play Rune Prison", "Rune Prison")):
        w.run_command(line)
        assert c.pending is not None and c.pending.label == spell, c.last_message
        c.cancel_pending()
