"""One autosave per window, and what is left of windows that did not close normally (issue 30).

Every window owns a *slot* in the autosave folder: `<id>.toml` (the unsaved board),
`<id>.json` (its title, time and the file it came from) and `<id>.lock`, which the window holds
locked as long as it lives. The lock is the operating system's (`flock` on POSIX, a byte-range
lock on Windows), so it goes away with its process however that process ends (a crash, kill -9):
a slot whose lock can be taken belongs to no living window, and its board is an *orphan* to offer
back at the next start. A slot still locked is another window's and is never read, moved or
removed.

A board that cannot be recovered is moved aside to `kept/` under a name no other file has
(never over another file), so the one copy of the work survives and its place can be named.

`file_stamp` answers another question of the same kind: has the file a board was opened from
been written by someone else since (another window, an editor)?

No Qt here: the app asks the questions, this module only names, locks, lists and moves files.
"""

from __future__ import annotations

import os
import time
from contextlib import suppress
from pathlib import Path

__all__ = ["KEPT_FOLDER", "AutosaveSlot", "adopt_legacy", "claim_orphans", "file_stamp",
           "meta_path", "read_info"]

KEPT_FOLDER = "kept"
_KINDS = (".toml", ".json", ".lock")

if os.name == "nt":  # pragma: no cover (not run on the test machines)
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        # flock (not lockf): two opens of one file conflict even inside one process, so two
        # windows of a process each see the other's lock
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


def meta_path(path: Path) -> Path:
    """The file beside an autosave that says what it holds."""
    return Path(path).with_suffix(".json")


def read_info(path) -> dict | None:
    """What an autosave holds (original path, time, title, stamp), or None if there is none."""
    path = Path(path)
    if not path.is_file():
        return None
    import json  # (here, as secrets below: nothing before the first paint needs them)

    try:
        info = json.loads(meta_path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        info = None
    if not isinstance(info, dict):
        try:
            when = path.stat().st_mtime
        except OSError:
            when = 0.0
        info = {"path": None, "time": when, "title": "unsaved board"}
    return info


def file_stamp(path) -> tuple[int, int, int] | None:
    """The file as it is now: modification time (ns), size and inode; None if it is not there.
    A save by riftboard (or by most editors) replaces the file, so its inode changes too."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


class AutosaveSlot:
    """One window's autosave files, held locked while the slot is open."""

    def __init__(self, folder: Path, ident: str, fd: int):
        self.folder = Path(folder)
        self.ident = ident
        self._fd: int | None = fd

    def __repr__(self) -> str:
        return f"AutosaveSlot({str(self.path)!r}, {'locked' if self.is_locked else 'released'})"

    @property
    def path(self) -> Path:
        return self.folder / f"{self.ident}.toml"

    @property
    def meta(self) -> Path:
        return meta_path(self.path)

    @property
    def lock_path(self) -> Path:
        return self.folder / f"{self.ident}.lock"

    @property
    def is_locked(self) -> bool:
        return self._fd is not None

    @classmethod
    def create(cls, folder) -> AutosaveSlot:
        """A new slot under a name no other window uses, locked; OSError if the folder cannot
        be written."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        while True:
            ident = _new_ident()
            if any((folder / f"{ident}{kind}").exists() for kind in _KINDS):
                continue
            try:
                fd = _open_locked(folder / f"{ident}.lock", new=True)
            except FileExistsError:
                continue
            if fd is not None:
                return cls(folder, ident, fd)

    @classmethod
    def claim(cls, folder, ident: str) -> AutosaveSlot | None:
        """The slot `ident` locked for this process, or None while a living window holds it."""
        try:
            fd = _open_locked(Path(folder) / f"{ident}.lock", new=False)
        except OSError:
            return None
        return None if fd is None else cls(Path(folder), ident, fd)

    def info(self) -> dict | None:
        return read_info(self.path)

    def release(self, remove: bool = False) -> None:
        """Unlock (and with `remove`, delete the lock file); the board files stay."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if remove and os.name != "nt":
            # removed while still held, so nobody takes a lock on a file about to go
            with suppress(OSError):
                os.unlink(self.lock_path)
        _unlock(fd)
        os.close(fd)
        if remove and os.name == "nt":  # pragma: no cover (Windows cannot remove an open file)
            with suppress(OSError):
                os.unlink(self.lock_path)

    def clear(self) -> None:
        """Remove the board files (saved, discarded or closed); the slot stays locked."""
        for p in (self.path, self.meta):
            with suppress(FileNotFoundError):
                os.unlink(p)

    def discard(self) -> None:
        """Remove the board files and the slot itself."""
        self.clear()
        self.release(remove=True)

    def set_aside(self) -> Path:
        """Move the board (and what it says about itself) into `kept/` under a new name, never
        over another file, and close the slot; where the board is now. If it cannot be moved it
        stays where it is, unlocked, and that place is returned."""
        kept = self.folder / KEPT_FOLDER
        try:
            kept.mkdir(exist_ok=True)
            where = _move_to_free_name(self.path, kept, self.ident, ".toml")
        except OSError:
            self.release()
            return self.path
        with suppress(OSError):
            if self.meta.is_file():
                _move_exact(self.meta, where.with_suffix(".json"))
        self.release(remove=True)
        return where


def _new_ident() -> str:
    """A slot's name: when it was made (for a person looking in the folder) and 8 random hex
    digits (so two windows started in the same second differ)."""
    import secrets

    return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(4)}"


def _open_locked(path: Path, new: bool) -> int | None:
    """An open, locked descriptor of the lock file `path`, or None if another holds it.
    `new`: the file must not exist yet (FileExistsError otherwise)."""
    flags = os.O_RDWR | os.O_CREAT | (os.O_EXCL if new else 0)
    fd = os.open(path, flags, 0o644)
    if not _try_lock(fd):
        os.close(fd)
        return None
    # the file may have been removed (and made again) between the open and the lock: a lock
    # on a removed file protects nothing
    try:
        same = os.path.samestat(os.fstat(fd), os.stat(path))
    except OSError:
        same = False
    if not same:
        _unlock(fd)
        os.close(fd)
        return None
    with suppress(OSError):
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())  # for a curious reader; the lock decides
    return fd


def _move_exact(src: Path, dst: Path) -> None:
    """Move `src` to `dst`, never over an existing file (FileExistsError)."""
    try:
        os.link(src, dst)  # fails if `dst` exists, and never replaces it
    except FileExistsError:
        raise
    except OSError:
        # no hard links on this file system: check, then rename (Windows refuses an
        # existing target by itself)
        if os.path.lexists(dst):
            raise FileExistsError(str(dst)) from None
        os.rename(src, dst)
        return
    os.unlink(src)


def _move_to_free_name(src: Path, folder: Path, stem: str, suffix: str) -> Path:
    """Move `src` into `folder` as `stem<suffix>`, or `stem-2<suffix>`, ... (the first name
    that neither it nor its `.json` companion uses); the new path."""
    n = 1
    while True:
        dst = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
        n += 1
        if os.path.lexists(dst.with_suffix(".json")):
            continue
        try:
            _move_exact(src, dst)
        except FileExistsError:
            continue
        return dst


def claim_orphans(folder, keep: tuple[str, ...] = ()) -> list[AutosaveSlot]:
    """Every autosave in `folder` that no living window holds, claimed (locked) for this
    process, newest first. Slots of crashed windows that hold no board are removed. `keep`:
    idents to leave alone (this window's own)."""
    folder = Path(folder)
    try:
        names = [p.name for p in folder.iterdir()]
    except OSError:
        return []
    idents = sorted({Path(n).stem for n in names
                     if Path(n).suffix in _KINDS and not n.startswith(".")} - set(keep))
    out = []
    for ident in idents:
        slot = AutosaveSlot.claim(folder, ident)
        if slot is None:
            continue  # a living window's
        if slot.path.is_file():
            out.append(slot)
        else:
            slot.discard()
    out.sort(key=lambda s: -float((s.info() or {}).get("time") or 0))
    return out


def adopt_legacy(folder, legacy) -> Path | None:
    """Move the single autosave of riftboard before issue 30 (`autosave.toml` in the settings
    folder) into `folder` as an unlocked slot, so it is offered like any orphan; its new path."""
    legacy = Path(legacy)
    if not legacy.is_file():
        return None
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stem = _new_ident()
    where = _move_to_free_name(legacy, folder, stem, ".toml")
    with suppress(OSError):
        if meta_path(legacy).is_file():
            _move_exact(meta_path(legacy), where.with_suffix(".json"))
    return where
