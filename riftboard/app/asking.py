"""The window's Asker: the engine's questions put to the user in dialogs (dialogs.py).

Kept apart from the dialogs themselves so that opening the window does not load them (nor
Qt's types and enums they use) before something is asked."""

from __future__ import annotations

from .controller import Asker


class DialogAsker(Asker):
    """Asks the user (the window's dialogs)."""

    def __init__(self, parent):
        self.parent = parent

    def destination(self, what, options):
        return self._pick("Destination", what, options)

    def choose(self, player, what, options):
        return self._pick("Choose", what, options)

    def _pick(self, title, what, options):
        from .dialogs import ChoiceDialog

        dialog = ChoiceDialog(self.parent, title, what, options, self._point)
        try:
            return dialog.pick()
        finally:
            self._point(None)

    def _point(self, oid) -> None:
        """A name in the prompt is under the mouse or selected: the board points at it."""
        controller = getattr(self.parent, "controller", None)
        if controller is not None:
            controller.point_at(oid)

    def may(self, question):
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Question, "You may…", question,
                          QMessageBox.Yes | QMessageBox.No | QMessageBox.Cancel, self.parent)
        box.setDefaultButton(QMessageBox.Yes)
        ans = box.exec()
        if ans == QMessageBox.Cancel:
            return None
        return ans == QMessageBox.Yes

    def place_or_play(self, what):
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Question, "Place or play?",
                          f"{what}: place it as part of the setup (a sandbox edit: it is simply "
                          "there, nothing triggers), or play it as a game action (it enters "
                          "exhausted unless Accelerate is paid, and play triggers fire)?",
                          QMessageBox.Cancel, self.parent)
        place = box.addButton("Place (setup)", QMessageBox.AcceptRole)
        play = box.addButton("Play (game action)", QMessageBox.AcceptRole)
        box.setDefaultButton(place)
        box.exec()
        clicked = box.clickedButton()
        return "place" if clicked is place else "play" if clicked is play else None
