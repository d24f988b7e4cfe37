import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def pytest_terminal_summary(terminalreporter):
    """Say whether the engine under test was its Python source or the compiled build."""
    from riftboard import _native

    st = _native.status()
    terminalreporter.write_line(f"riftboard engine: {'compiled (Cython)' if st['engine_compiled'] else 'Python source'}"
                                + (f" ({st['note']})" if st["note"] else ""))
