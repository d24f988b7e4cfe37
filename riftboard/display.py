"""Can a window open here? Asked before QApplication exists, because Qt answers "no" by aborting
the process (exit 134), with a message that names libxcb-cursor0 whatever is really missing.

No Qt here: a connection attempt to the X server's socket (or the Wayland socket) and a dlopen
of each library Qt's xcb platform plugin needs, a few milliseconds in all.
"""

from __future__ import annotations

import os
import re
import sys

HEADLESS_PLATFORMS = {"offscreen", "minimal", "vnc", "linuxfb", "eglfs", "minimalegl"}

# the libraries Qt's xcb plugin loads (ldd of libqxcb.so and libQt6XcbQpa.so), with the Debian
# package that has each
XCB_LIBRARIES = (
    ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-randr.so.0", "libxcb-randr0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxcb-shape.so.0", "libxcb-shape0"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    ("libxcb-xkb.so.1", "libxcb-xkb1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
)

WHAT_TO_DO = (
    "Run the app under a virtual display:    xvfb-run -a riftboard ...\n"
    "or draw a board as a picture instead:   riftboard export FILE --format png -o out.png")
NO_DISPLAY = ("riftboard: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
              + WHAT_TO_DO)

_DISPLAY = re.compile(r"^(?P<host>.*?):(?P<num>\d+)(\.\d+)?$")


def x_display_reachable(display: str, timeout: float = 1.0) -> bool:
    """Whether an X server accepts a connection at DISPLAY (":0", "unix:1", "host:0.0",
    or a socket path such as macOS XQuartz's "/tmp/launch-x/org.xquartz:0")."""
    m = _DISPLAY.match(display.strip())
    if not m:
        return False
    host, num = m.group("host"), int(m.group("num"))
    if host.startswith("/"):  # the socket's own path (XQuartz, some launchers)
        return _connect_unix(display.strip(), timeout)
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{num}"
        if _connect_unix(path, timeout):
            return True
        if sys.platform.startswith("linux") and _connect_unix("\0" + path, timeout):
            return True  # the abstract socket some X servers also listen on
        if host == "unix":
            return False
        host = "localhost"
    import socket  # (here: a headless start, the app's offscreen one, needs no socket module)

    try:
        with socket.create_connection((host, 6000 + num), timeout=timeout):
            return True
    except OSError:
        return False


def _connect_unix(path: str, timeout: float) -> bool:
    import socket

    if not hasattr(socket, "AF_UNIX"):
        return False
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(timeout)
    try:
        s.connect(path)
        return True
    except OSError:
        return False
    finally:
        s.close()


def wayland_reachable(name: str) -> bool:
    path = name if name.startswith("/") else os.path.join(os.environ.get("XDG_RUNTIME_DIR", ""), name)
    return bool(os.environ.get("XDG_RUNTIME_DIR") or name.startswith("/")) and \
        _connect_unix(path, 1.0)


def missing_xcb_libraries() -> list[tuple[str, str]]:
    """The (library, Debian package) pairs Qt's xcb plugin needs that cannot be loaded."""
    import ctypes

    missing = []
    for lib, package in XCB_LIBRARIES:
        try:
            ctypes.CDLL(lib)
        except OSError:
            missing.append((lib, package))
    return missing


def display_problem(environ=None) -> str | None:
    """None when a window can open; else what is wrong and what to do (for the user)."""
    env = os.environ if environ is None else environ
    if sys.platform in ("win32", "darwin"):
        return None
    platform = env.get("QT_QPA_PLATFORM", "").split(":", 1)[0].strip().lower()
    if platform in HEADLESS_PLATFORMS:
        return None  # the user asked for a platform that needs no display
    wayland, display = env.get("WAYLAND_DISPLAY", ""), env.get("DISPLAY", "")
    if platform in ("", "wayland", "wayland-egl") and wayland and wayland_reachable(wayland):
        return None
    if not display:
        if wayland:
            return (f"riftboard: WAYLAND_DISPLAY={wayland} is set, but no Wayland compositor "
                    f"answers there, and DISPLAY is not set.\n" + WHAT_TO_DO)
        return NO_DISPLAY
    if not x_display_reachable(display):
        return (f"riftboard: DISPLAY={display} is set, but no X server answers there (it was "
                f"closed, or a forwarded display has gone away).\n"
                + WHAT_TO_DO)
    missing = missing_xcb_libraries()
    if missing:
        libs = ", ".join(lib for lib, _ in missing)
        pkgs = " ".join(pkg for _, pkg in missing)
        return (f"riftboard: the display {display} is there, but Qt's window libraries are "
                f"missing: {libs}.\n"
                f"On Debian/Ubuntu: sudo apt-get install {pkgs}\n"
                f"(or `bash scripts/deps.sh --window` in a clone). Without them, a board can "
                f"still be drawn as a picture:\n"
                f"  riftboard export FILE --format png -o out.png")
    return None
