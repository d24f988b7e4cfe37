#!/usr/bin/env bash
# Open the riftboard app on the first lesson; extra arguments go to `riftboard` (e.g. `open 3`).
# The first run installs what is missing: on Debian/Ubuntu the system libraries Qt's window
# needs (apt-get, with sudo when not root), then .venv with pip. Later runs only check and start.
# On another Linux it names the libraries to install itself; on macOS and on Windows (Git Bash)
# it needs no system packages and opens a normal window. Without a reachable display it says
# what to do and exits with status 2 (it never starts an invisible window).
set -uo pipefail
cd "$(dirname "$0")/.."
os="$(uname -s 2>/dev/null || echo unknown)"
case "$os" in
  Linux)
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then bash scripts/deps.sh --window || exit 1
    else bash scripts/deps.sh --window --virtual || exit 1; fi ;;
  Darwin) ;;  # Qt's macOS platform: no system packages
  MINGW*|MSYS*|CYGWIN*) ;;  # Windows: Qt's own platform, no system packages
  *) echo "riftboard: $os is not a system these scripts know; trying anyway (see README.md)" ;;
esac
# one install for the app and the tests: the test tools are small beside PySide6, and with them
# installed once `scripts/test.sh` after this runs no pip (and the other way round)
RIFTBOARD_EXTRAS=test . scripts/venv.sh
"$VBIN/riftboard" "$@"
code=$?
if [ "$code" -eq 2 ] && [ "$os" = Linux ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] \
   && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "From this folder, under a virtual display:  xvfb-run -a bash scripts/app.sh $*" >&2
fi
exit "$code"
