"""The Help window (Help ▸ How to use riftboard, F1): one page in our own words on the board,
the command box, branches, exports, card files (--cards) and the keyboard shortcuts, with an
About section. The shortcut list is read from the window's own actions each time the page is
built, so it cannot drift from what the keys do."""

from __future__ import annotations

from html import escape

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from .commands import COMMANDS

NOTICE = ("riftboard is an unofficial fan tool. It is not affiliated with, endorsed, sponsored "
          "or approved by Riot Games. Riftbound and League of Legends are trademarks of Riot "
          "Games. riftboard ships no card art and no printed card text: card effects are "
          "described in its own words.")

SECTIONS = (
    ("The board", [
        "Drag a unit or gear from the card library onto a base or a player's side of a "
        "battlefield; drop an Equipment on a unit to attach it.",
        "Right-click a unit or gear to mark damage, heal, move it, set it buffed or exhausted, "
        "attach gear, use its abilities or remove it. Marking damage, adding and removing are "
        "sandbox edits: nobody is responsible for them and nothing is credited.",
        "To play a spell, double-click it in the library (choose who plays it), then click its "
        "targets: the legal ones are outlined in green, Esc cancels. Tick Hold to leave it on "
        "the chain and answer it with another.",
        "Combat: choose the battlefield and the attacking player, then the damage assignment "
        "(it starts at the legal default).",
        "Click a row of the timeline to see the board just after that event: arrows go from "
        "each source to its target, what a kill is credited to is ringed in gold, and the Why "
        "panel explains it with the rule numbers.",
    ]),
    ("Branches", [
        "Undo and Redo move along the history. Acting after going back starts a new branch; "
        "the steps you went back over are kept as another branch and saved with the file.",
        "The Branches panel beside the timeline lists the lines: double-click one (or Switch "
        "to) to make it current; Compare… shows two lines' kills, credits, responsible players "
        "and conditions side by side, the differences in bold.",
    ]),
    ("Exports", [
        "File ▸ Export writes the ruling as Markdown, one HTML file, JSON (the timeline's "
        "schema) or a PNG picture of the board at the selected row.",
        "File ▸ Export ▸ Share page… writes one HTML page to send: each step with the board "
        "after it, its timeline rows and its Why text, pictures inside the file; it opens in "
        "any browser without riftboard (…with every branch: the branches too).",
        "The same from a terminal: riftboard export FILE --format md|html|json|png|share -o "
        "OUT (--step N for the board after step N; -o - writes to the terminal; --tree: "
        "every branch on the share page).",
    ]),
    ("Rule numbers", [
        "Every rule number says its ruleset (1.4 §428.5.c.2). Click one in the Why panel or "
        "the header, or a timeline row's rules cell, to open it: in your rules reference "
        "(Edit ▸ Rules reference…: an address with {rule} and {ruleset}), else in riftboard's "
        "own gloss, a paraphrase that works offline.",
        "A file saved under one ruleset and played under the other says so in the header "
        "and the status bar.",
    ]),
    ("Your own cards (--cards)", [
        "Start the app with riftboard --cards FOLDER to add the cards written in the TOML "
        "files of that folder (docs/cards.md says how a card is written).",
        "Card files with errors still open the window with the cards that loaded and a list of "
        "every error: file, the line of the key, the key and what is wrong.",
        "The folder is watched: save a card file and the cards reload and the board replays on "
        "them; the library keeps its search.",
    ]),
)


def action_label(action: QAction) -> str:
    """An action's menu text without its mnemonic (&) and trailing dots."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…. ")


def shortcut_rows(window) -> list[tuple[str, str]]:
    """(keys, what they do) for every action of the window that has a shortcut, read from the
    actions themselves: their menu text, else their tooltip; the timeline's step keys (actions
    without text) as one row."""
    steps = set(getattr(window, "step_actions", ()))
    rows: dict[str, list[str]] = {}
    step_keys: list[str] = []
    for a in window.findChildren(QAction):
        keys = [k.toString(QKeySequence.NativeText) for k in a.shortcuts() if not k.isEmpty()]
        if not keys:
            continue
        if a in steps:
            step_keys.extend(keys)
            continue
        what = action_label(a) or a.toolTip() or a.statusTip()
        if not what:
            continue
        rows.setdefault(what, [])
        rows[what].extend(k for k in keys if k not in rows[what])
    out = sorted(((", ".join(keys), what) for what, keys in rows.items()),
                 key=lambda r: r[1].lower())
    if step_keys:
        out.insert(0, (", ".join(step_keys), "Step the timeline (previous, next, first, last)"))
    return out


def version() -> str:
    """The installed riftboard's version, or a note that it is not installed."""
    try:
        from importlib.metadata import version as _version

        return _version("riftboard")
    except Exception:  # (a checkout run without an install)
        return "(not installed)"


def help_html(window) -> str:
    """The Help page."""
    parts = ["<h2>How to use riftboard</h2>",
             "<p>Set up a board, act on it, and read the timeline: for every event, who dealt "
             "the damage, who controls the source, which player is responsible and what each "
             "kill is credited to, with the Core Rules numbers that decide it.</p>"]
    for title, items in SECTIONS[:1]:
        parts.append(_section(title, items))
    act = getattr(window, "act_command", None)
    key = act.shortcut().toString(QKeySequence.NativeText) if act is not None else ""
    parts.append("<h3>The command box</h3><p>Type one step a line in the toolbar's box"
                 + (f" ({escape(key)})" if key else "") + " and press Enter. Names need no "
                 "capitals, and the start of a card's name is enough when only one card begins "
                 "that way. Each line is one step, judged by the engine as a gesture is.</p><ul>")
    for form, what in COMMANDS:
        parts.append(f"<li><code>{escape(form)}</code>: {escape(what)}</li>")
    parts.append("</ul>")
    for title, items in SECTIONS[1:]:
        parts.append(_section(title, items))
    parts.append("<h3>Keyboard shortcuts</h3><table cellspacing='0' cellpadding='3'>")
    for keys, what in shortcut_rows(window):
        parts.append(f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>")
    parts.append("</table>")
    parts.append(f"<h3>About</h3><p>riftboard {escape(version())}: a sandbox for the damage "
                 "and kill rules of the Riftbound trading card game.</p>"
                 f"<p><i>{escape(NOTICE)}</i></p>")
    return "".join(parts)


def _section(title: str, items) -> str:
    return f"<h3>{escape(title)}</h3><ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) \
        + "</ul>"


class HelpWindow(QDialog):
    """The Help page in a window of its own, left open beside the main window."""

    def __init__(self, window):
        super().__init__(window)
        self.setWindowTitle("How to use riftboard")
        self.resize(680, 720)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.close)
        lay = QVBoxLayout(self)
        lay.addWidget(self.browser, 1)
        lay.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        """Build the page again (the window's shortcuts as they are now)."""
        self.browser.setHtml(help_html(self.parent()))

    def text(self) -> str:
        return self.browser.toPlainText()


def show_help(window) -> HelpWindow:
    """Open (or bring back) the window's Help window."""
    dlg = getattr(window, "help_window", None)
    if dlg is None:
        dlg = window.help_window = HelpWindow(window)
    else:
        dlg.refresh()
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    return dlg
