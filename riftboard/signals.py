"""Signals for Qt-free models (the workbench): `changed = Signal()` on a class, then
`obj.changed.connect(callback)` and `obj.changed.emit(*args)`, as Qt's and napari's read.

psygnal does this and more; it was used first, and its import (importlib.metadata, email, and
PySide's signature loader, woken by its check of each callback's signature) cost the app's
start about 90 ms of a 430 ms start on the test machine. What the workbench needs is this:
connect, disconnect, emit in order of connection."""

from __future__ import annotations


class Signal:
    """Declared on a class; each instance gets its own list of callbacks."""

    def __init__(self, *types):
        self.types = types  # what emit passes (documentation: not checked)
        self.name = ""

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        bound = obj.__dict__.get(self.name)
        if bound is None:
            bound = obj.__dict__[self.name] = BoundSignal()
        return bound


class BoundSignal:
    """One object's signal: its callbacks, called in the order they were connected."""

    def __init__(self):
        self.callbacks: list = []

    def connect(self, callback) -> None:
        self.callbacks.append(callback)

    def disconnect(self, callback) -> None:
        self.callbacks.remove(callback)

    def emit(self, *args) -> None:
        for callback in list(self.callbacks):
            callback(*args)
