"""Render docs/library.png: the app offscreen on lesson 21, the card library searched for "tank"
among body-domain units, Volibear, Imposing (a `none` body) dropped on North and selected.

    PYTHONPATH=. QT_QPA_PLATFORM=offscreen python scripts/library_screenshot.py [OUT]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["RIFTBOARD_STATE_DIR"] = tempfile.mkdtemp(prefix="riftboard-shot-")  # no user settings

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main(out: str) -> None:
    from riftboard.app.main import build_window
    from riftboard.scenario.runner import lessons_dir
    from riftboard.scenario.session import Session

    app = QApplication.instance() or QApplication([])
    lesson = next(p for p in sorted(lessons_dir().glob("*.toml")) if p.name.startswith("21-"))
    w = build_window(Session.from_file(str(lesson)))
    w.resize(1500, 950)
    w.show()
    app.processEvents()
    w.build_panels()
    lib = w.library_panel
    w.library_dock.show()
    w.resizeDocks([w.library_dock], [400], Qt.Horizontal)
    app.processEvents()
    lib.kind_combo.setCurrentIndex(lib.kind_combo.findData("unit"))
    lib.domain_combo.setCurrentIndex(lib.domain_combo.findData("body"))
    lib.search.setText("tank")
    w._on_card_dropped("Volibear, Imposing", ("bf", "north"), "B", None)
    app.processEvents()
    lib.select_card("Volibear, Imposing")
    for _ in range(5):
        app.processEvents()
    w.grab().save(out)
    w.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).resolve().parent.parent / "docs" / "library.png"))
