import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# The files the tests need from the project's shared folder, copied into the repository so a
# plain clone passes (tests/test_fixture_copies.py checks they match ../shared when it is there).
SHARED = ROOT / "tests" / "fixtures" / "shared"

# A settings profile for the whole run, set before anything imports Qt: riftboard's settings,
# autosave and recent files and Qt's own QtProject.conf go to a temporary folder, never to the
# user's (app tests also get a fresh RIFTBOARD_STATE_DIR per test: tests/app/conftest.py).
# Subprocesses the tests start inherit it.
from riftboard.app.settings import use_profile  # noqa: E402  (imports no Qt)

_PROFILE = tempfile.mkdtemp(prefix="riftboard-tests-")
use_profile(_PROFILE)


def pytest_unconfigure(config):
    shutil.rmtree(_PROFILE, ignore_errors=True)
