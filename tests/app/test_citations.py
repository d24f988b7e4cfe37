"""Issue 28 items 4 and 5 in the app: rule numbers say their ruleset and open the user's rules
reference (Edit ▸ Rules reference…) or, with none, riftboard's own gloss marked as a
paraphrase; a file saved under another ruleset than the one it is played under says so; File ▸
Export ▸ Share page… writes one self-contained page. Driven through the real window,
offscreen, in the tests' own settings profile."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import pytest
from PySide6.QtCore import QPoint, QUrl

from riftboard.app import rules_ref
from riftboard.app import settings as app_settings
from riftboard.report.gloss import PARAPHRASE, RULE_GLOSSES

from conftest import COMBAT_LESSON, SEEKER_BOARD, select_row

SEEKER_LESSON = SEEKER_BOARD.replace('"Guard"\nmight = 4', '"Guard"\nmight = 4\ndamage = 1') + """
[[step]]
play = "Void Seeker"
by = "A"
id = "seeker"
targets = ["guard"]
"""


@pytest.fixture
def opened(monkeypatch):
    """The addresses the app asked the browser to open (none is opened for real)."""
    urls: list[str] = []
    monkeypatch.setattr(rules_ref, "open_url", lambda url: urls.append(url) or True)
    return urls


def _kill_row(w) -> int:
    events = w.controller.history.events
    return next(i for i, e in enumerate(events) if e.kind == "kill")


def test_timeline_rules_cells_say_their_ruleset(make_window, qtbot):
    w = make_window(COMBAT_LESSON)
    row = _kill_row(w)
    cell = w.timeline_panel.model.index(row, 9).data()
    assert cell.startswith("1.4 §") and "§428.5.c.2" in cell
    tip = w.timeline_panel.model.index(row, 9).data(0x0003)  # ToolTipRole
    assert "1.4 §428.5.c.2 (" in tip and PARAPHRASE in tip


def test_a_1_3_file_shows_1_3_numbers_and_marks_1_4_only_rules(make_window):
    w = make_window(COMBAT_LESSON.replace("format = 1", 'format = 1\nruleset = "1.3"'))
    cells = [w.timeline_panel.model.index(r, 9).data()
             for r in range(w.timeline_panel.model.rowCount())]
    assert any(c.startswith("1.3 §461") for c in cells)  # 1.4's 466 is 1.3's 461
    assert not any("§466" in c for c in cells)


def test_why_panel_rule_links_open_the_offline_gloss_marked_as_a_paraphrase(
        make_window, qtbot, opened):
    w = make_window(COMBAT_LESSON)
    select_row(w.timeline_view, _kill_row(w))
    panel = w.why_panel
    panel.refresh_now()
    page = panel.browser.toHtml()
    assert 'href="rule:1.4/428.5.c.2"' in page
    assert "1.4 §428.5.c.2" in panel.text() and PARAPHRASE in panel.text()
    # no address in the settings: the gloss window, never the browser
    panel.browser.anchorClicked.emit(QUrl("rule:1.4/428.5.c.2"))
    dialogs = [d for d in w.findChildren(rules_ref.GlossDialog) if d.isVisible()]
    assert len(dialogs) == 1 and not opened
    text = dialogs[0].text()
    assert "Core Rules 1.4 §428.5.c.2" in text
    assert RULE_GLOSSES["428.5.c.2"] in text and PARAPHRASE in text
    dialogs[0].close()


def test_with_an_address_a_rule_link_opens_the_users_reference(make_window, qtbot, opened):
    app_settings.set_rules_url("https://rules.example/{ruleset}/#{rule}")
    w = make_window(COMBAT_LESSON)
    select_row(w.timeline_view, _kill_row(w))
    w.why_panel.refresh_now()
    assert w.why_panel.open_link("rule:1.4/428.5.c.2") == "https://rules.example/1.4/#428.5.c.2"
    assert opened == ["https://rules.example/1.4/#428.5.c.2"]
    assert not [d for d in w.findChildren(rules_ref.GlossDialog) if d.isVisible()]


def test_a_click_on_a_rules_cell_opens_its_rules(make_window, qtbot, opened):
    app_settings.set_rules_url("https://rules.example/?r={rule}&v={ruleset}")
    w = make_window(COMBAT_LESSON)
    model = w.timeline_panel.model
    row = _kill_row(w)
    seq = model.seq_at(row)
    rules = w.controller.history.events[seq - 1].rules
    assert len(rules) > 1
    # several rules: a menu of them, each with its ruleset; choosing one opens it
    menu = w.timeline_panel.open_rules(seq, QPoint(10, 10))
    labels = [a.text() for a in menu.actions()]
    assert all(label.startswith("1.4 §") for label in labels)
    assert labels[0].startswith(f"1.4 §{rules[0]}")
    menu.actions()[0].trigger()
    assert opened == [f"https://rules.example/?r={rules[0]}&v=1.4"]
    menu.close()
    # a real click on the cell goes the same way
    w.timeline_view.scrollTo(model.index(row, 9))
    rect = w.timeline_view.visualRect(model.index(row, 9))
    assert w.timeline_view.viewport().rect().contains(rect.center())
    from PySide6.QtCore import Qt

    clicked = []
    w.timeline_view.clicked.connect(lambda index: clicked.append(index.column()))
    qtbot.mouseClick(w.timeline_view.viewport(), Qt.LeftButton, pos=rect.center())
    assert clicked == [9]
    menus = [m for m in w.findChildren(type(menu)) if m.isVisible()]
    assert menus
    for m in menus:
        m.close()


def test_the_rules_reference_dialog_saves_a_good_address_and_refuses_a_bad_one(qtbot):
    dialog = rules_ref.RulesReferenceDialog()
    qtbot.addWidget(dialog)
    dialog.edit.setText("ftp://x/{rule}")
    assert "http" in dialog.problem.text()
    dialog.accept()  # refused: nothing saved
    assert app_settings.rules_url() == ""
    dialog.edit.setText("https://x/{rule}")
    assert dialog.problem.text() == ""
    dialog.accept()
    assert app_settings.rules_url() == "https://x/{rule}"


def test_a_file_saved_under_1_4_played_under_1_3_says_so(make_window, qtbot, tmp_path):
    w = make_window(COMBAT_LESSON)  # the file says nothing: 1.4
    assert not w.ruleset_notice.isVisible()
    assert "saved under" not in w.header.text()
    w.set_ruleset("1.3")
    assert w.ruleset_notice.isVisible()
    assert w.ruleset_notice.text() == "Saved under 1.4, played under 1.3"
    assert "saved under Core Rules 1.4" in w.ruleset_notice.toolTip()
    assert "saved under Core Rules 1.4" in w.header.text()
    # saved under 1.3 now: no notice
    assert w.controller.save_as(str(tmp_path / "again.toml"))
    assert not w.ruleset_notice.isVisible()
    assert "saved under" not in w.header.text()
    assert 'ruleset = "1.3"' in (tmp_path / "again.toml").read_text(encoding="utf-8")


def test_opening_a_file_under_another_ruleset_says_so(qtbot, tmp_path):
    from riftboard.app.main import build_window
    from riftboard.scenario.session import load_session

    path = tmp_path / "board.toml"
    path.write_text(COMBAT_LESSON, encoding="utf-8")
    w = build_window(load_session(str(path), "1.3"))  # riftboard open board.toml --ruleset 1.3
    qtbot.addWidget(w)
    w.show()
    assert w.ruleset_notice.isVisible()
    assert "board.toml was saved under Core Rules 1.4" in w.ruleset_notice.toolTip()


class _Page(HTMLParser):
    """The tags and addresses of a page, and whether its tags balance."""

    VOID = {"meta", "img", "br", "hr", "link", "input"}

    def __init__(self):
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.srcs: list[str] = []
        self.hrefs: list[str] = []
        self.tags: set[str] = set()

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        a = dict(attrs)
        if "src" in a:
            self.srcs.append(a["src"])
        if "href" in a:
            self.hrefs.append(a["href"])
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()


def _parse(page: str) -> _Page:
    p = _Page()
    p.feed(page)
    p.close()
    assert not p.errors and not p.stack, (p.errors, p.stack)
    return p


def test_share_page_from_the_menu_is_self_contained(make_window, qtbot, tmp_path):
    w = make_window(COMBAT_LESSON)
    assert w.act_export_share.text() == "Share page…"
    out = tmp_path / "share.html"
    assert w.controller.export(str(out), "share"), w.controller.last_message
    page = out.read_text(encoding="utf-8")
    p = _parse(page)
    assert "script" not in p.tags and "link" not in p.tags
    # the pictures are inline: the setup and the one step
    assert len(p.srcs) == 2 and all(s.startswith("data:image/png;base64,") for s in p.srcs)
    assert not [h for h in p.hrefs if not h.startswith("#")]  # no address at all
    assert not re.search(r"url\(|@import|https?:", page.split("<footer>")[0].split("<style>")[1]
                         .split("</style>")[0])
    # the timeline rows, the Why text and the rules with their ruleset
    assert "Combat Cleanup" in page and "Credited (428.5)" in page
    assert "1.4 §428.5.c.2" in page and html.escape(PARAPHRASE) in page


def test_share_page_links_rules_to_the_chosen_reference_only(make_window, tmp_path):
    app_settings.set_rules_url("https://rules.example/{ruleset}/#{rule}")
    w = make_window(COMBAT_LESSON)
    out = tmp_path / "share.html"
    assert w.controller.export(str(out), "share")
    p = _parse(out.read_text(encoding="utf-8"))
    external = [h for h in p.hrefs if not h.startswith("#")]
    assert external and all(h.startswith("https://rules.example/1.4/#") for h in external)
    assert all(s.startswith("data:") for s in p.srcs)


def test_share_page_of_the_tree_shows_each_branch(make_window, tmp_path):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    for unit in ("guard", "sentry", "guard"):
        assert c.mark_damage(unit, 1)
    c.select_event(1)
    assert c.heal("guard")  # the marks of steps 2-3 become a branch from step 1
    assert len(c.session.branches) == 1
    out = tmp_path / "line.html"
    assert c.export(str(out), "share")
    line = out.read_text(encoding="utf-8")
    assert line.count('<section class="line">') == 1 and "1 other line" in line
    out = tmp_path / "tree.html"
    assert c.export(str(out), "share_tree")
    page = out.read_text(encoding="utf-8")
    p = _parse(page)
    assert page.count('<section class="line">') == 2
    # the branch shows its own steps (2 and 3), each with its picture, not the shared step 1
    branch = page.split('<section class="line">')[2]
    assert 'id="branch1-step2"' in branch and 'id="branch1-step3"' in branch
    assert 'id="branch1-step1"' not in branch
    assert branch.count("data:image/png;base64,") == 2
    assert "#branch1-step2" in p.hrefs  # the list of lines links to it


def test_the_scenarios_own_rules_in_the_header_say_their_ruleset_and_open(
        make_window, opened):
    w = make_window(SEEKER_BOARD)  # rules = ["417.6.a", "428.5.c.1"]
    text = w.header.text()
    assert "Rules: <a href='rule:1.4/417.6.a'>1.4 §417.6.a</a>, " in text
    assert "<a href='rule:1.4/428.5.c.1'>§428.5.c.1</a>" in text
    w.header.linkActivated.emit("rule:1.4/428.5.c.1")
    dialogs = [d for d in w.findChildren(rules_ref.GlossDialog) if d.isVisible()]
    assert len(dialogs) == 1 and RULE_GLOSSES["428.5.c.1"] in dialogs[0].text()
    dialogs[0].close()
