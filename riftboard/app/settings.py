"""Where the app keeps its settings and the autosave (QSettings, QStandardPaths).

RIFTBOARD_STATE_DIR puts both in one folder (tests use it, so they never touch real settings)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

MAX_RECENT = 8


def state_dir() -> Path:
    override = os.environ.get("RIFTBOARD_STATE_DIR")
    if override:
        return Path(override)
    loc = QStandardPaths.writableLocation(QStandardPaths.AppDataLocation)
    return Path(loc) if loc else Path.home() / ".riftboard"


def settings() -> QSettings:
    if os.environ.get("RIFTBOARD_STATE_DIR"):
        return QSettings(str(state_dir() / "settings.ini"), QSettings.IniFormat)
    return QSettings("riftboard", "riftboard")


def autosave_path() -> Path:
    return state_dir() / "autosave.toml"


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
