"""The window's files: open, save, save as and export through file dialogs, each starting in
a sensible folder; asking before unsaved work is replaced; what Save would write."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from . import settings as app_settings

SCENARIO_FILTER = "Scenario files (*.toml);;All files (*)"
EXPORT_FILTERS = {"md": "Markdown (*.md)", "html": "HTML (*.html)", "json": "JSON (*.json)",
                  "png": "PNG image (*.png)", "share": "HTML page (*.html)",
                  "share_tree": "HTML page (*.html)"}
#: the file name's ending of each export (the share pages are HTML)
EXPORT_SUFFIX = {"share": "html", "share_tree": "html"}


def confirm_discard(window) -> bool:
    """True when the current board may be replaced (saved, discarded, or nothing to save)."""
    if not window.interactive or not window.controller.session.dirty:
        return True
    from .dialogs import ask_save_changes

    ans = ask_save_changes(window, window.controller.title(),
                           save_target_text(window.controller.path))
    if ans == "save":
        return window.save()
    return ans == "discard"


def save_target_text(path) -> str:
    """What Save would write for a board read from `path`: the file by name, or that it asks
    for one (a lesson is never overwritten)."""
    if path is None or not str(path).endswith(".toml"):
        return "Save asks where to write it."
    if is_builtin_lesson(path):
        return (f"Save asks for a new file: the lesson {Path(path).name} is never "
                "overwritten.")
    return f"Save writes {path}."


def dialog_folder(own, kind: str) -> str:
    """Where a file dialog starts for a board read from `own`: the folder last chosen for
    this kind of file, else the board's own folder (not a built-in lesson's), else the home
    folder (never the folder riftboard happened to be started from)."""
    if own and not is_builtin_lesson(own) and Path(own).parent.is_dir():
        board = str(Path(own).parent)
    else:
        board = None
    if kind == "save":
        return board or app_settings.last_folder(kind) or str(Path.home())
    return app_settings.last_folder(kind) or board or str(Path.home())


def open_dialog(window) -> None:
    """Pick a scenario file and open it."""
    start = dialog_folder(window.controller.path, "open")
    path, _ = QFileDialog.getOpenFileName(window, "Open a scenario", start, SCENARIO_FILTER)
    if path:
        app_settings.set_last_folder("open", path)
        window.open_path(path)


def save(window) -> bool:
    """Save to the board's own file (asked before overwriting one changed on disk), or ask
    where (a new board, a lesson)."""
    if window.controller.path is None or not str(window.controller.path).endswith(".toml") or \
            is_builtin_lesson(window.controller.path):
        return window.save_as()
    overwrite = False
    if window.controller.changed_on_disk():
        from .dialogs import ask_overwrite_changed

        answer = ask_overwrite_changed(window, window.controller.path)
        if answer == "save_as":
            return window.save_as()
        if answer != "overwrite":
            window.controller.message.emit("Not saved: the file on disk was left as it is")
            return False
        overwrite = True
    ok = window.controller.save(overwrite_changed=overwrite)
    if ok:
        app_settings.add_recent_file(window.controller.path)
    return ok


def save_as(window) -> bool:
    """Ask where to save the board, then save it there."""
    own = window.controller.path
    name = Path(own).name if own and not is_builtin_lesson(own) else "board.toml"
    start = str(Path(dialog_folder(window.controller.path, "save")) / name)
    path, _ = QFileDialog.getSaveFileName(window, "Save the board", start, SCENARIO_FILTER)
    if not path:
        return False
    if not path.endswith(".toml"):
        path += ".toml"
    app_settings.set_last_folder("save", path)
    ok = window.controller.save_as(path)
    if ok:
        app_settings.add_recent_file(path)
        window._update_title()
    return ok


def export_dialog(window, fmt: str) -> None:
    """Export the ruling, the timeline or the board picture to a file the user picks."""
    stem = Path(window.controller.path).stem if window.controller.path else "ruling"
    suffix = EXPORT_SUFFIX.get(fmt, fmt)
    if fmt.startswith("share"):
        stem += "-share"
    start = str(Path(dialog_folder(window.controller.path, "export")) / f"{stem}.{suffix}")
    path, _ = QFileDialog.getSaveFileName(window, "Export", start, EXPORT_FILTERS[fmt])
    if path:
        app_settings.set_last_folder("export", path)
        window.controller.export(path, fmt)


def same_file(a, b) -> bool:
    """Whether two paths name the same file."""
    if not a or not b:
        return False
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False


def is_builtin_lesson(path) -> bool:
    """Whether `path` is one of the lessons shipped with riftboard (never overwritten)."""
    try:
        from riftboard.scenario.runner import lessons_dir

        return Path(path).resolve().parent == lessons_dir().resolve()
    except Exception:
        return False
