"""Opening a cited rule (issue 28, item 4): the user's rules reference in the browser when
Settings has an address for it, else riftboard's own gloss in a small window, said to be a
paraphrase. The Why panel's rule links, the timeline's rules cells and the exports all lead
here or to the same address (riftboard/report/gloss.py)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMenu,
    QVBoxLayout,
)

from riftboard.report.gloss import (
    PARAPHRASE,
    bare,
    check_template,
    cite,
    rule_gloss,
    rule_ruleset,
    rule_url,
)

from . import settings as app_settings


def open_url(url: str) -> bool:
    """Open `url` in the user's browser (a seam the tests replace)."""
    return QDesktopServices.openUrl(QUrl(url))


def open_rule(parent, rule: str, ruleset: str):
    """Open rule `rule` (as shown, in `ruleset`): the user's address, or the gloss window.
    Returns the address opened, or the gloss window shown."""
    url = rule_url(app_settings.rules_url(), rule, ruleset)
    if url:
        if not open_url(url) and parent is not None and hasattr(parent, "controller"):
            parent.controller.message.emit(f"Could not open {url}")
        return url
    dialog = GlossDialog(rule, ruleset, parent)
    dialog.show()
    return dialog


def open_rules(parent, rules, ruleset: str, pos=None):
    """One rule: open it; several: a menu of them at `pos` (the caller's point on screen), the
    chosen one opened. Returns what open_rule returned, or the menu."""
    rules = list(dict.fromkeys(rules))
    if not rules:
        return None
    if len(rules) == 1:
        return open_rule(parent, rules[0], ruleset)
    menu = QMenu(parent)
    for r in rules:
        g = rule_gloss(r, ruleset)
        a = menu.addAction(cite(r, ruleset) + (f" — {g}" if g else ""))
        a.triggered.connect(lambda _=False, r=r: open_rule(parent, r, ruleset))
    if pos is not None:
        menu.popup(pos)
    return menu


class GlossDialog(QDialog):
    """The offline reference: one rule's number, ruleset and our paraphrase of it."""

    def __init__(self, rule: str, ruleset: str, parent=None):
        super().__init__(parent)
        self.setAttribute(Qt.WA_DeleteOnClose)
        rs = rule_ruleset(rule, ruleset)
        self.setWindowTitle(f"Core Rules {rs}, rule {bare(rule)}")
        gloss = rule_gloss(rule, ruleset)
        esc = html.escape
        text = (f"<h3>Core Rules {esc(rs, quote=False)} §{esc(bare(rule), quote=False)}</h3>"
                + (f"<p>{esc(gloss, quote=False)}</p>" if gloss else
                   "<p>riftboard has no gloss of this rule.</p>")
                + f"<p><i>This is {esc(PARAPHRASE, quote=False)}: the Core Rules decide.</i></p>"
                "<p>To open the rules themselves, give their address in "
                "<b>Edit ▸ Rules reference…</b></p>")
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.label)
        lay.addWidget(buttons)
        self.resize(420, 200)

    def text(self) -> str:
        return self.label.text()


class RulesReferenceDialog(QDialog):
    """Settings: the rules reference address ({rule}, {ruleset}); empty: the offline gloss."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Rules reference")
        intro = QLabel(
            "Where a click on a rule number goes. Give an address with <b>{rule}</b> (the rule "
            "number, e.g. 466.2) and, if it has one page per version, <b>{ruleset}</b> (1.4 or "
            "1.3), e.g. <tt>https://example.org/riftbound/{ruleset}/#{rule}</tt>. Leave it empty "
            "to see riftboard's own gloss of the rule instead (a paraphrase; works offline). "
            "Exports link to the same address.")
        intro.setWordWrap(True)
        self.edit = QLineEdit(app_settings.rules_url())
        self.edit.setPlaceholderText("empty: riftboard's own gloss (offline)")
        self.edit.setClearButtonEnabled(True)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.edit.textChanged.connect(self._check)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.edit)
        lay.addWidget(self.problem)
        lay.addWidget(self.buttons)
        self.resize(520, 200)
        self._check()

    def _check(self) -> str:
        problem = check_template(self.edit.text())
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.Ok).setEnabled(not problem)
        return problem

    def accept(self) -> None:
        if self._check():
            return  # a bad address changes nothing
        app_settings.set_rules_url(self.edit.text())
        super().accept()
