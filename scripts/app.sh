#!/usr/bin/env bash
# Install riftboard into .venv and open the app on the first lesson (under Xvfb if there is no
# display). Extra arguments go to `riftboard` (e.g. `open FILE`).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then bash scripts/deps.sh --window; else bash scripts/deps.sh; fi
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e .
.venv/bin/python -m compileall -q riftboard >/dev/null
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec xvfb-run -a .venv/bin/riftboard "$@"
fi
exec .venv/bin/riftboard "$@"
