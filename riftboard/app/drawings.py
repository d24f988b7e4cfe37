"""The window's part for pointing at names, "Why not?", and the judge's arrows and notes
(issue 28, item 3): MainWindow mixes this class in."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog


class Drawings:
    """Pointing, "Why not?" and the judge's drawings of MainWindow."""

    # -- pointing at names, "Why not?", the judge's arrows and notes -------------------------------
    def _on_pointed_changed(self) -> None:
        self.board_scene.set_pointed(self.controller.pointed)

    def _on_annotations_changed(self) -> None:
        self.board_scene.set_annotations(self.controller.annotations)

    def why_not(self, seq: int | None = None) -> None:
        """Show, in the Why panel, what did not happen in the step of row `seq` (default: the
        row shown)."""
        if seq is not None:
            self.controller.select_event(seq)
        panel = self.why_panel
        if self.answers_held_back():
            self.controller.message.emit("Why not? waits until the lesson's question is "
                                         "answered (it would give the answer away)")
            return
        self.why_dock.show()
        self.why_dock.raise_()
        panel.show_why_not()

    def draw_arrow(self) -> None:
        """Start a judge's arrow: the next two objects clicked on the board are its ends."""
        self.arrow_ends = []
        self.controller.message.emit("Arrow: click the object it starts at (click the "
                                     "background to cancel)")

    def _arrow_end(self, oid: str) -> None:
        ends = self.arrow_ends
        ends.append(oid)
        c = self.controller
        if len(ends) == 1:
            c.message.emit(f"Arrow from {c.object_name(oid)}: click the object it points at")
            return
        self.arrow_ends = None
        text = ""
        if self.interactive:
            text, ok = QInputDialog.getText(self, "Arrow", "A short label (optional):")
            if not ok:
                c.message.emit("No arrow drawn")
                return
        c.add_arrow(ends[0], ends[1], text)

    def add_note(self, text: str | None = None) -> bool:
        """A judge's note, pinned to the selected object, else to the middle of the board
        shown. `text` None: asked in a dialog."""
        if text is None:
            if not self.interactive:
                return False
            text, ok = QInputDialog.getText(self, "Note", "A short note (at most 200 "
                                                          "characters):")
            if not ok:
                return False
        oid = self.selected_object
        if oid is not None:
            return self.controller.add_note(text, on=oid)
        view = self.board_view
        centre = view.mapToScene(view.viewport().rect().center())
        return self.controller.add_note(text, at=(centre.x(), centre.y()))
