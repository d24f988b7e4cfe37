"""Layering (DESIGN.md, issue 9 item 8): the app never imports the command line; saves,
autosaves and exports share riftboard.atomic."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import riftboard

PACKAGE = Path(riftboard.__file__).resolve().parent
ROOT = PACKAGE.parent


def test_the_app_does_not_import_the_cli():
    code = ("import sys\n"
            "import riftboard.app.controller, riftboard.app.render, riftboard.app.main\n"
            "import riftboard.app.window\n"
            "print('riftboard.cli' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"},
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_one_atomic_write_helper():
    """No module but riftboard/atomic.py renames a temporary file over a user's file."""
    writers = sorted(str(p.relative_to(ROOT)) for p in PACKAGE.rglob("*.py")
                     if "os.replace(" in p.read_text(encoding="utf-8"))
    assert writers == ["riftboard/atomic.py"]
