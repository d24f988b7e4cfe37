import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

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


# -- the card scenarios, run once for the whole suite ------------------------------------------

CARD_SCENARIOS = ROOT / "resources" / "cards" / "scenarios"


class CheckedScenarios:
    """`riftboard check` over resources/cards/scenarios, run once: its exit code, its output and,
    by file name, the outcome (RunOutput) of each scenario as the check ran it."""

    def __init__(self, code: int, output: str, outcomes: dict, runs: dict):
        self.code = code
        self.output = output
        self.outcomes = outcomes
        self.runs = runs  # file name -> how many times it was run


@pytest.fixture(scope="session")
def card_scenarios() -> CheckedScenarios:
    """Every card scenario is played once, by the command line's check; the tests that read a
    scenario's timeline or history (tests/cards, tests/scenario) read that run's outcome. The
    outcomes are kept by a spy on runner.run_text that calls the real function."""
    import contextlib
    import io

    from riftboard.cli import main
    from riftboard.scenario import runner

    outcomes: dict = {}
    runs: dict = {}
    real = runner.run_text

    def keep(text, path="<text>", **kw):
        out = real(text, path, **kw)
        name = Path(path).name
        outcomes[name] = out
        runs[name] = runs.get(name, 0) + 1
        return out

    buf = io.StringIO()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(runner, "run_text", keep)
        with contextlib.redirect_stdout(buf):
            code = main(["check", str(CARD_SCENARIOS)])
    return CheckedScenarios(code, buf.getvalue(), outcomes, runs)
