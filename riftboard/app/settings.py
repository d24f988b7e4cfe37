"""Where the app keeps its settings and the autosave (QSettings, QStandardPaths), and a temporary
profile for the benchmark and the tests, so neither ever writes the user's own.

RIFTBOARD_STATE_DIR puts the settings (an INI file), the autosave and the recent files in one
folder. `temporary_profile()` sets it, and the XDG folders Qt writes its own settings to
(`QtProject.conf`, e.g. QFileDialog's last folder), to a temporary folder.

This module imports Qt only inside its functions: `temporary_profile()` must run before Qt
reads any setting (QSettings reads XDG_CONFIG_HOME once), and the benchmark calls it first.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

MAX_RECENT = 8
STATE_ENV = "RIFTBOARD_STATE_DIR"
# every variable a temporary profile sets: riftboard's folder and the XDG folders Qt uses on Linux
PROFILE_VARS = (STATE_ENV, "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME")


def state_dir() -> Path:
    override = os.environ.get(STATE_ENV)
    if override:
        return Path(override)
    from PySide6.QtCore import QStandardPaths

    loc = QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)
    return Path(loc) if loc else Path.home() / ".riftboard"


def settings():
    from PySide6.QtCore import QSettings

    if os.environ.get(STATE_ENV):
        return QSettings(str(state_dir() / "settings.ini"), QSettings.IniFormat)
    return QSettings("riftboard", "riftboard")


def autosave_dir() -> Path:
    """The folder of the autosaves, one per window (riftboard.scenario.autosaves)."""
    return state_dir() / "autosaves"


def autosave_path() -> Path:
    """Where riftboard kept its one autosave before issue 30 (moved into autosave_dir at start)."""
    return state_dir() / "autosave.toml"


def last_folder(kind: str) -> str | None:
    """The folder the user last chose in a file dialog of this kind ("export", "save",
    "open"), if it still exists."""
    value = settings().value(f"last_folder/{kind}", "")
    return str(value) if value and Path(str(value)).is_dir() else None


def set_last_folder(kind: str, path: str) -> None:
    s = settings()
    s.setValue(f"last_folder/{kind}", str(Path(path).resolve().parent))
    s.sync()


def recent_files() -> list[str]:
    value = settings().value("recent_files", [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value or []) if v]


def add_recent_file(path: str) -> list[str]:
    path = str(Path(path).resolve())
    files = [f for f in recent_files() if f != path]
    files.insert(0, path)
    files = files[:MAX_RECENT]
    s = settings()
    s.setValue("recent_files", files)
    s.sync()
    return files


def profile_env(folder) -> dict[str, str]:
    """The environment that sends every setting riftboard and Qt write into `folder`."""
    folder = Path(folder)
    return {STATE_ENV: str(folder / "state"), "XDG_CONFIG_HOME": str(folder / "config"),
            "XDG_DATA_HOME": str(folder / "data"), "XDG_STATE_HOME": str(folder / "xdg-state")}


def use_profile(folder) -> dict[str, str]:
    """Point this process (and the processes it starts) at a settings profile in `folder`;
    the previous values of the variables, for `restore_env`. If Qt is loaded already, its
    user-scope settings paths are moved there too (it reads the XDG variables only once)."""
    env = profile_env(folder)
    for value in env.values():
        Path(value).mkdir(parents=True, exist_ok=True)
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QSettings

        for fmt in (QSettings.IniFormat, QSettings.NativeFormat):
            QSettings.setPath(fmt, QSettings.UserScope, env["XDG_CONFIG_HOME"])
    return saved


def restore_env(saved: dict[str, str | None]) -> None:
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


@contextlib.contextmanager
def temporary_profile(prefix: str = "riftboard-profile-") -> Iterator[Path]:
    """A fresh settings profile for the duration (settings, autosave, recent files, Qt's own
    settings), removed afterwards: the user's settings are neither read nor written."""
    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        saved = use_profile(tmp)
        try:
            yield Path(tmp)
        finally:
            restore_env(saved)


# --- the rules reference (issue 28, item 4) -------------------------------------------------------

RULES_URL_KEY = "rules/reference_url"


def rules_url() -> str:
    """The user's rules reference address, with {rule} and {ruleset} placeholders ("": none,
    the offline gloss is shown)."""
    return str(settings().value(RULES_URL_KEY, "") or "")


def set_rules_url(template: str) -> None:
    s = settings()
    s.setValue(RULES_URL_KEY, (template or "").strip())
    s.sync()
