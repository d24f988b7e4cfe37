#!/usr/bin/env bash
# Install riftboard with its test tools into .venv and run the whole test suite, offscreen (no
# display needed). Extra arguments go to pytest (e.g. `-x tests/cli`). Leaves the home folder as
# it was: the tests use a temporary settings profile, and pip's and fontconfig's caches go to
# .venv/cache instead of ~/.cache (so does a rustup shim's ~/.rustup, which pip wakes).
# Exit status: pytest's, and 1 when no test was collected.
set -uo pipefail
cd "$(dirname "$0")/.."
export XDG_CACHE_HOME="$PWD/.venv/cache"
# pip runs `rustc --version` for its user agent; a rustup shim on PATH then creates ~/.rustup
[ -d "$HOME/.rustup" ] || export RUSTUP_HOME="$PWD/.venv/cache/rustup"
case "$(uname -s 2>/dev/null)" in
  Linux) bash scripts/deps.sh || exit 1 ;;
esac
RIFTBOARD_EXTRAS=test . scripts/venv.sh
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
echo "==> running the tests (pytest, about 5 minutes on 2 cores)"
"$VPY" -m pytest "$@"
code=$?
if [ "$code" -eq 5 ]; then
  echo "test.sh: pytest collected no tests: that is a failure" >&2
  exit 1
fi
exit "$code"
