"""Errors a user can see. Neither ever shows a traceback."""

from __future__ import annotations


class RiftboardError(Exception):
    """Base of every error riftboard reports to a user."""


class InvalidScenario(RiftboardError):
    """A scenario or card file is wrong: names the file, the line where known, and the key path."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 key: str | None = None):
        self.message = message
        self.path = path
        self.line = line
        self.key = key
        super().__init__(str(self))

    def __str__(self) -> str:
        where = ""
        if self.path:
            where = f"{self.path}:{self.line}: " if self.line else f"{self.path}: "
        key = f"{self.key}: " if self.key else ""
        return f"{where}{key}{self.message}"
