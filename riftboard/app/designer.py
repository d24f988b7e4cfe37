"""Designer comfort: every error of the card files given with --cards in one dialog (file,
line, key, what is wrong, a suggestion) with the cards that did load, and a reload of those
files when they change on disk (the board replays on the new cards)."""

from __future__ import annotations

import difflib
import re
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from riftboard.report.words import counted

_CHOICES = re.compile(r"expected one of (?P<opts>[^,]+(?:, [^,]+)*), got '(?P<got>[^']*)'")


def suggestion(error) -> str:
    """A hint for an error: the message's own "did you mean", else the closest allowed value."""
    msg = getattr(error, "message", str(error))
    if "did you mean" in msg:
        return ""
    m = _CHOICES.search(msg)
    if m:
        opts = [o.strip() for o in m.group("opts").split(",")]
        close = difflib.get_close_matches(m.group("got"), opts, n=1)
        if close:
            return f'did you mean "{close[0]}"?'
    return ""


def error_rows(errors) -> list[dict]:
    """Each error as file, line, key, message and suggestion."""
    out = []
    for e in errors:
        out.append({"file": getattr(e, "path", None) or "", "line": getattr(e, "line", None),
                    "key": getattr(e, "key", None) or "",
                    "message": getattr(e, "message", str(e)), "suggestion": suggestion(e)})
    return out


class CardErrorsDialog(QDialog):
    """The card files' errors, all of them, and the cards that loaded."""

    def __init__(self, errors, loaded, parent=None):
        super().__init__(parent)
        self.setWindowTitle("Card files with errors")
        self.resize(720, 420)
        self.rows = error_rows(errors)
        self.loaded = list(loaded)
        n = len(self.rows)
        head = QLabel(f"{counted(n, 'error')} in the card files given with --cards. "
                      "The cards with errors were left out; the rest loaded. Fix the file and "
                      "save it: riftboard reloads it by itself.")
        head.setWordWrap(True)
        self.browser = QTextBrowser()
        import html

        items = []
        for r in self.rows:
            where = f"{r['file']}" + (f", line {r['line']}" if r["line"] else "")
            key = f" <code>{html.escape(r['key'])}</code>" if r["key"] else ""
            hint = f" — <i>{html.escape(r['suggestion'])}</i>" if r["suggestion"] else ""
            items.append(f"<li><b>{html.escape(where)}</b>:{key} {html.escape(r['message'])}"
                         f"{hint}</li>")
        ok = ", ".join(html.escape(x) for x in self.loaded) or "none"
        self.browser.setHtml(f"<ul>{''.join(items)}</ul><p><b>Cards that loaded:</b> {ok}</p>")
        buttons = QDialogButtonBox(QDialogButtonBox.Ok)
        buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(head)
        lay.addWidget(self.browser, 1)
        lay.addWidget(buttons)

    def text(self) -> str:
        return self.browser.toPlainText()


class CardsWatcher(QObject):
    """Watches the card folders given with --cards (and every card file in them); says when
    something changed, once things have settled (an editor's save is several writes)."""

    changed = Signal()
    SETTLE_MS = 250

    def __init__(self, dirs, parent=None):
        super().__init__(parent)
        self.dirs = [str(d) for d in dirs]
        self.watcher = QFileSystemWatcher(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.SETTLE_MS)
        self._timer.timeout.connect(self._on_settled)
        self.watcher.fileChanged.connect(self._on_fs_changed)
        self.watcher.directoryChanged.connect(self._on_fs_changed)
        self.rewatch()

    def rewatch(self) -> None:
        """Watch the folders and the files in them now (an editor may replace a file)."""
        want = []
        for d in self.dirs:
            p = Path(d)
            if p.is_dir():
                want.append(str(p))
                want.extend(str(f) for f in sorted(p.rglob("*.toml")))
                want.extend(str(s) for s in p.rglob("*") if s.is_dir())
        have = set(self.watcher.files()) | set(self.watcher.directories())
        new = [w for w in want if w not in have]
        if new:
            self.watcher.addPaths(new)

    def _on_fs_changed(self, _path: str) -> None:
        self._timer.start()

    def _on_settled(self) -> None:
        self.rewatch()
        self.changed.emit()
