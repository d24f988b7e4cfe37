"""Run by tests/app/test_home_untouched.py in a pytest of its own, with HOME set to a scratch
folder (not collected by the normal run: the file name does not start with test_). Everything
here writes settings the way the app and Qt do; all of it must land in the test profile."""

from __future__ import annotations

import os
import shutil
from pathlib import Path


def test_the_app_writes_its_settings_into_the_test_profile(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from riftboard.app import settings as app_settings
    from riftboard.app.main import build_window
    from riftboard.scenario.lessons import find_lesson
    from riftboard.scenario.session import Session

    path = str(tmp_path / "lesson.toml")
    shutil.copyfile(find_lesson("10"), path)
    w = build_window(Session.from_file(path), interactive=False)
    qtbot.addWidget(w)
    w.show()
    w.save_layout()
    app_settings.add_recent_file(path)
    qt_own = QSettings(QSettings.UserScope, "QtProject")  # what QFileDialog writes its state to
    qt_own.setValue("probe/written", 1)
    qt_own.sync()
    plain = QSettings("riftboard", "riftboard")  # the profile a run without RIFTBOARD_STATE_DIR uses
    plain.setValue("probe/written", 1)
    plain.sync()
    w.close()
    home = Path(os.environ["HOME"]).resolve()
    for f in (app_settings.settings().fileName(), qt_own.fileName(), plain.fileName()):
        assert Path(f).is_file(), f
        assert home not in Path(f).resolve().parents, f"{f} is in the home folder"
    assert app_settings.recent_files() == [str(Path(path).resolve())]
