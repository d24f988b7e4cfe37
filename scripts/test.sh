#!/usr/bin/env bash
# Install riftboard with its test extras into .venv and run the whole test suite (offscreen).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'
# an editable install compiles nothing, and PYTHONDONTWRITEBYTECODE may be set: compile once so
# every start reads bytecode (a wheel install does this by itself)
.venv/bin/python -m compileall -q riftboard >/dev/null
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
exec .venv/bin/python -m pytest "$@"
