"""The game bar (format 2, SPEC section 7): whose turn and which phase, who has Focus or
Priority, the showdown or combat under way, what is contested, each player's points, XP,
counts, rune pool, runes and legend, the winner; with the Pass and End turn buttons. Hidden on
a format 1 board. What it says comes from the workbench (Workbench.game_status)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout

from . import style


class GameBar(QFrame):
    """A strip above the board: the game's state in words and its two actions."""

    def __init__(self, window):
        super().__init__()
        self.setObjectName("game_bar")
        self.setFrameShape(QFrame.StyledPanel)
        self.text = QLabel()
        self.text.setTextFormat(Qt.RichText)
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.pass_button = QToolButton()
        self.pass_button.setDefaultAction(window.act_pass)
        self.end_turn_button = QToolButton()
        self.end_turn_button.setDefaultAction(window.act_end_turn)
        buttons = QVBoxLayout()
        for b in (self.pass_button, self.end_turn_button):
            b.setToolButtonStyle(Qt.ToolButtonTextOnly)
            b.setFocusPolicy(Qt.StrongFocus)  # reachable with Tab, pressed with Space
            b.setMinimumWidth(92)
            buttons.addWidget(b)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.addWidget(self.text, 1)
        lay.addLayout(buttons)
        self.status = None
        self.setVisible(False)
        self.restyle()

    def restyle(self) -> None:
        """The theme's colours (the text is drawn in them too): with the bar, and again when the
        theme changes. Not on every status: a style sheet set again is parsed again and the
        bar's labels styled again, after every action and every timeline row."""
        self.setStyleSheet(f"QFrame#game_bar {{ background: {style.HEADER_BG}; "
                           f"border-bottom: 1px solid {style.GHOST}; }} "
                           f"QFrame#game_bar QLabel {{ color: {style.TEXT}; }}")

    def show_status(self, status) -> None:
        """Show a GameStatus; None (a format 1 board) hides the bar."""
        self.status = status
        self.setVisible(status is not None)
        if status is None:
            return
        self.text.setText(self.html(status))

    @staticmethod
    def html(gs) -> str:
        """The bar's text: a line for the game, one per player."""
        esc = html.escape
        head = (f"<b>Turn {gs.turn}: {esc(gs.turn_player)}'s {esc(gs.phase)}</b>"
                f"<span style='color:{style.MUTED}'> · {esc(gs.mode)} mode · Victory Score "
                f"{gs.victory_score} (194.3)</span>")
        if gs.winner:
            head += (f"&nbsp;&nbsp;<span style='color:{style.POSITIVE}; font-weight:bold'>"
                     f"★ {esc(gs.winner)} wins</span>")
        lines = [head, f"<b>▶ {esc(gs.situation)}</b>"]
        if gs.contested:
            lines[-1] += (f"<span style='color:{style.MUTED}'> · contested (190.3): "
                          f"{esc(', '.join(gs.contested))}</span>")
        for i, p in enumerate(gs.players):
            col = style.player_colours(i)["text"]
            mark = " ◆ acts now" if p.acts else ""
            turn = " (their turn)" if p.has_turn else ""
            lines.append(f"<span style='color:{col}; font-weight:bold'>■ {esc(p.label)}{turn}"
                         f"{mark}</span>: {esc(p.words(gs.victory_score))}")
        return "<br>".join(lines)
