#!/usr/bin/env bash
# Build the desktop bundle: dist/riftboard/, one folder holding Python, Qt, riftboard, the card
# library and the lessons; run dist/riftboard/riftboard (riftboard.exe on Windows) with no Python
# installed. Uses PyInstaller from PyPI in its own venv (.venv-bundle), then smoke-tests the
# result offscreen: a lesson played, a lesson opened in the window, a PNG exported.
# On macOS and Windows (Git Bash) the same script works with `python3`/`py` >= 3.11 on PATH;
# build on each system for that system (PyInstaller does not cross-build).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"
command -v "$PY" >/dev/null 2>&1 || PY=python
bash scripts/check-python.sh "$PY"
VENV=.venv-bundle
if [ -x "$VENV/Scripts/python.exe" ]; then VPY="$VENV/Scripts/python.exe"; else VPY="$VENV/bin/python"; fi
t0=$(date +%s)
if [ ! -x "$VPY" ]; then
  echo "==> creating $VENV (a build environment for PyInstaller, kept apart from .venv)"
  "$PY" -m venv "$VENV"
  if [ -x "$VENV/Scripts/python.exe" ]; then VPY="$VENV/Scripts/python.exe"; fi
fi
echo "==> installing PyInstaller and riftboard into $VENV (pip, about 100 MB the first time)"
"$VPY" -m pip install --disable-pip-version-check "pyinstaller>=6.10,<7" .
echo "==> building dist/riftboard with PyInstaller"
"$VPY" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
  scripts/riftboard.spec
t1=$(date +%s)
EXE=dist/riftboard/riftboard
[ -x "$EXE.exe" ] && EXE="$EXE.exe"
echo "==> built $EXE in $((t1 - t0)) s; folder size: $(du -sh dist/riftboard | cut -f1)"
[ "${1:-}" = "--no-smoke" ] && exit 0
echo "==> smoke test (offscreen)"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export QT_QPA_PLATFORM=offscreen RIFTBOARD_STATE_DIR="$out/state"
"$EXE" --version
"$EXE" lessons >"$out/lessons.txt"
grep -q "lessons in .*dist/riftboard" "$out/lessons.txt"   # the lessons inside the bundle
"$EXE" run 1 >"$out/run.txt"
grep -q "credited to Void Seeker" "$out/run.txt"
# the window, offscreen, on lesson 3; quits after its first paint (Qt's offscreen notes hidden)
RIFTBOARD_EXIT_AFTER_PAINT=1 "$EXE" open 3 2>"$out/open.err" || { cat "$out/open.err" >&2; exit 1; }
"$EXE" export void-seeker-kill --format png -o "$out/board.png"
[ -s "$out/board.png" ] && head -c 8 "$out/board.png" | od -An -c | grep -q "P   N   G"
echo "==> smoke test passed: lesson 1 played, lesson 3 opened in a window, a PNG exported"
