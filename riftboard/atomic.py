"""Write a file whole or not at all: the one helper behind saves, autosaves and exports.

The text goes to a temporary file beside the target (same folder, so the rename is atomic),
is flushed to disk, then renamed over the target, and the folder is synced (POSIX).

What it respects (issue 13):
- a symbolic link to a regular file: that file is written (atomically, beside it), the link
  stays a link; a link to anything else (a device, a folder) is refused, as is a target that is
  not a regular file;
- permissions: a new file gets 0666 less the umask (as any new file); an existing file keeps its
  permission bits, never wider (set-id bits are dropped);
- temporary files of an interrupted save (a crash, a kill) of the same file are removed by the
  next save of it;
- errors name the user's path, never the temporary file.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from riftboard.errors import RiftboardError

__all__ = ["WriteError", "write_atomic", "write_atomic_with"]

_TMP_TAG = ".riftboard-"


class WriteError(RiftboardError, OSError):
    """A file could not be written; names the user's path and why (never a temporary file)."""

    def __init__(self, path: str, reason: str):
        self.path = path
        self.reason = reason
        RiftboardError.__init__(self, f"cannot write {path}: {reason}")

    def __str__(self) -> str:
        return f"cannot write {self.path}: {self.reason}"


def write_atomic(path: str | os.PathLike, data: str | bytes) -> None:
    """Write `data` (text is UTF-8 with `\\n` line ends) to `path` whole or not at all."""
    payload = data.encode("utf-8") if isinstance(data, str) else data

    def write(fd: int, _tmp: str) -> None:
        view = memoryview(payload)
        while view:
            view = view[os.write(fd, view):]

    write_atomic_with(path, write)


def write_atomic_with(path: str | os.PathLike, write: Callable[[int, str], None]) -> None:
    """Like write_atomic, with `write(fd, tmp_path)` filling the temporary file (by its open
    descriptor, or by its path, as an image library wants)."""
    shown = os.fspath(path)
    target = _target(shown)
    _clean_leftovers(target)
    mode = _mode_to_keep(target)
    import secrets  # (here: it imports random and hashlib, which nothing before a write needs)

    tmp = target.with_name(f".{target.name}{_TMP_TAG}{secrets.token_hex(4)}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     0o666)  # the umask decides a new file's mode, as for any program
    except OSError as exc:
        raise WriteError(shown, _reason(exc)) from None
    try:
        try:
            write(fd, str(tmp))
            os.fsync(fd)
        finally:
            os.close(fd)
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as exc:
        with suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise WriteError(shown, _reason(exc)) from None
        raise
    _fsync_folder(target.parent)


def _target(shown: str) -> Path:
    """The file to replace: the path itself, or the regular file a symbolic link points to."""
    path = Path(os.path.abspath(shown))
    try:
        is_link = path.is_symlink()
    except OSError as exc:
        raise WriteError(shown, _reason(exc)) from None
    real = Path(os.path.realpath(path)) if is_link else path
    try:
        st = real.stat()
    except FileNotFoundError:
        return real  # a new file (or a link to a file not made yet): created where it points
    except OSError as exc:
        raise WriteError(shown, _reason(exc)) from None
    if not stat.S_ISREG(st.st_mode):
        what = _kind(st.st_mode)
        if is_link:
            raise WriteError(shown, f"it is a link to {what} ({real}), not to a regular file; "
                                    "nothing was written")
        raise WriteError(shown, f"it is {what}, not a regular file; nothing was written")
    return real


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _mode_to_keep(target: Path) -> int | None:
    """An existing file's permission bits (never wider: set-id and sticky bits dropped)."""
    try:
        return stat.S_IMODE(target.stat().st_mode) & 0o777
    except OSError:
        return None


def _clean_leftovers(target: Path) -> None:
    """Remove temporary files a save of this file left when it was interrupted."""
    prefix = f".{target.name}{_TMP_TAG}"
    with suppress(OSError), os.scandir(target.parent) as entries:
        for entry in entries:
            if entry.name.startswith(prefix) and entry.name.endswith(".tmp"):
                with suppress(OSError):
                    if entry.is_file(follow_symlinks=False):
                        os.unlink(entry.path)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _reason(exc: OSError) -> str:
    """Why, without the file name the OS error carries (it may be the temporary file)."""
    return exc.strerror or (exc.args[0] if exc.args and isinstance(exc.args[0], str) else
                            "the file could not be written")
