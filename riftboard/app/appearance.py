"""The window's appearance: every panel's text larger or smaller for a projector, the ruleset
notice, and the light and dark themes (a part of MainWindow, kept apart from its slots)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from . import settings as app_settings
from . import style

_FONT_CLASSES = ("QTextEdit", "QTextBrowser", "QAbstractItemView", "QHeaderView", "QLabel",
                 "QMenu", "QMenuBar", "QAbstractButton", "QComboBox", "QLineEdit",
                 "QAbstractSpinBox", "QDockWidget", "QToolBar", "QStatusBar")


class Appearance:
    """MainWindow's text size and theme (it mixes this class in)."""

    # -- presenter: every panel's text larger or smaller ------------------------------------------
    def scale_text(self, factor: float) -> None:
        """Every panel's text larger (factor > 1) or smaller (View menu)."""
        self.set_text_scale(self.text_scale * factor)

    def set_text_scale(self, scale: float) -> None:
        """Scale the text of every panel (and the board) for a projector; kept in settings."""
        scale = max(0.8, min(2.5, round(float(scale), 2)))
        # larger text widens the panels' minimum sizes, and Qt does not give the room back
        # when they shrink again: the layout left at this size is put back on return to it
        self._layout_by_scale[self.text_scale] = self.saveState()
        self.text_scale = scale
        app = QApplication.instance()
        if app is not None:
            font = QFont(style.FONT_FAMILY, round(style.BASE_POINT_SIZE * scale))
            app.setFont(font)
            # a platform theme can give some classes fonts of their own: those too
            for cls in _FONT_CLASSES:
                app.setFont(font, cls)
            # the rows follow at once (the font change events arrive later)
            self.timeline_view.verticalHeader().setDefaultSectionSize(
                QFontMetrics(font).height() + 8)
        self.header.setStyleSheet(self._header_css())
        self.board_view.base_zoom = scale
        self.board_view.fit_width()
        self._header_key = None
        self._update_header()
        s = app_settings.settings()
        s.setValue("view/text_scale", scale)
        s.sync()
        self.controller.message.emit(f"Text at {round(scale * 100)} % (Ctrl++ / Ctrl+-)")
        # the new fonts resize the panels once their events are handled: then a size seen
        # before gets its layout back
        QTimer.singleShot(0, self._restore_scaled_layout)

    def _restore_scaled_layout(self) -> None:
        state = self._layout_by_scale.get(self.text_scale)
        if state is not None:
            self.restoreState(state)

    def _header_css(self) -> str:
        size = round(11 * self.text_scale)
        # the text colour too: the system's (white in a dark scheme) on our background was
        # invisible
        return (f"QLabel {{ background: {style.HEADER_BG}; color: {style.TEXT}; "
                f"border-bottom: 1px solid {style.GHOST}; padding: 6px 10px; "
                f"font-size: {size}pt; }}")

    # -- the ruleset notice in the status bar --------------------------------------------------
    def _update_ruleset_notice(self) -> None:
        """The status bar says when the file was saved under another ruleset than the one it
        is played under (Session.ruleset_notice); nothing otherwise."""
        s = self.controller.session
        notice = s.ruleset_notice()
        short = (f"Saved under {s.file_ruleset}, played under {s.ruleset}" if notice else "")
        label = self.ruleset_notice
        # this runs after every action (dirty_changed): touch the label only when the notice
        # changed (a tooltip set again is an event, a style sheet set again is parsed again)
        if label.text() != short or label.toolTip() != notice:
            label.setText(short)
            label.setToolTip(notice)
        label.setVisible(bool(notice))

    def _style_ruleset_notice(self) -> None:
        """The notice's colours, from the theme (again when it changes)."""
        self.ruleset_notice.setStyleSheet(f"color: {style.NEGATIVE}; font-weight: bold;")

    # -- light and dark themes -----------------------------------------------------------------
    def set_theme_choice(self, value: str) -> None:
        """View > Theme: follow the system, or force light or dark (kept in the settings)."""
        from . import theme

        theme.save_choice(value)
        self.theme_actions[value].setChecked(True)
        self.apply_theme()
        self.controller.message.emit(f"Theme: {theme.resolve()}" +
                                     (" (as the system)" if value == "system" else ""))

    def apply_theme(self) -> None:
        """Put the chosen theme on the app and draw again what the window drew itself."""
        from . import theme

        theme.apply(theme.resolve())
        self.header.setStyleSheet(self._header_css())
        self._style_ruleset_notice()
        self.game_bar.restyle()
        self._header_key = None
        self._update_header()
        self.board_scene.restyle()
        self.board_scene.reset()
        self._on_selection_changed(self.controller.selected_seq)
        self.timeline_panel.restyle()
        if "why" in self._panels:
            self._panels["why"].restyle()
        if self._lesson_panel is not None:
            self._lesson_panel.restyle()

    def _on_color_scheme_changed(self, _scheme) -> None:
        from . import theme

        if theme.choice() == "system":
            self.apply_theme()
