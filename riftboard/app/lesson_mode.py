"""The window's lesson mode: a lesson or a puzzle open in the Lesson panel, its question, its
progress (MainWindow mixes this class in)."""

from __future__ import annotations

from . import docks


class LessonMode:
    """Lesson mode of MainWindow."""

    # -- lesson mode ----------------------------------------------------------------------------
    @property
    def lesson_panel(self):
        """The lesson panel and its dock, made when first asked for."""
        return docks.lesson_panel(self)

    def show_lesson_panel(self, on: bool = True) -> None:
        """View > Lesson: show (or hide) the lesson panel, with or without a lesson open."""
        self.lesson_panel  # noqa: B018 (builds the panel and its dock when first asked for)
        self.lesson_dock.setVisible(bool(on))
        if on:
            self.lesson_dock.raise_()

    def start_lesson(self, path: str) -> None:
        """Lesson mode: the board at the setup, the question, stepping and the quiz."""
        self.lesson_path = str(path)
        self.lesson_done = False
        panel = self.lesson_panel
        # a lesson starts at its setup; a puzzle where its learner left it (a saved attempt)
        puzzle = self.controller.session.setup.puzzle is not None
        self.controller.select_event(len(self.controller.history.events) if puzzle else 0)
        panel.start(self.lesson_path)
        self.lesson_dock.show()
        self.lesson_dock.raise_()
        self._header_key = None
        self._update_header()
        if self.controller.session.setup.puzzle is not None:
            self.controller.message.emit("Puzzle: play your cards on the board to meet the goal "
                                         "(Hint and Show solution help)")
            return
        self.controller.message.emit("Lesson: answer first, or step through the events "
                                     "(Right arrow / Next event)")

    def stop_lesson(self) -> None:
        """Out of lesson mode: the panel forgets the quiz and its dock is put away."""
        self.lesson_path = None
        self.lesson_done = False
        if self._lesson_panel is not None:
            self._lesson_panel.stop()
            self.lesson_dock.hide()
        self._update_answer_mask()
        self._header_key = None
        self._update_header()

    def _on_lesson_finished(self) -> None:
        self.lesson_done = True
        self._update_header()
