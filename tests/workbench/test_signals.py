"""riftboard/signals.py: the workbench's Qt-free signals."""

from __future__ import annotations

from riftboard.signals import Signal


class Model:
    changed = Signal(int)
    said = Signal(str)


def test_each_object_has_its_own_callbacks_called_in_order():
    a, b = Model(), Model()
    got = []
    a.changed.connect(lambda n: got.append(("first", n)))
    a.changed.connect(lambda n: got.append(("second", n)))
    b.changed.connect(lambda n: got.append(("other object", n)))
    a.changed.emit(3)
    assert got == [("first", 3), ("second", 3)]
    assert Model.changed.name == "changed" and Model.changed.types == (int,)


def test_disconnect_and_a_callback_that_connects_another_while_emitting():
    m = Model()
    got = []

    def once(text):
        got.append(text)
        m.said.disconnect(once)
        m.said.connect(got.append)  # connected during an emit: called from the next one

    m.said.connect(once)
    m.said.emit("a")
    m.said.emit("b")
    assert got == ["a", "b"]
