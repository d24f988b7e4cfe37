# Sourced by app.sh and test.sh: make .venv (Python >= 3.11) with riftboard installed, editable,
# with the extras given in RIFTBOARD_EXTRAS ("" or "test"). pip runs only when .venv is new or
# pyproject.toml has changed since the last install (a stamp in .venv): later launches neither
# run pip nor touch the network. Sets VPY (the venv's python) and VBIN (its scripts folder).
# RIFTBOARD_REINSTALL=1 forces pip to run.

case "$(uname -s 2>/dev/null)" in
  MINGW*|MSYS*|CYGWIN*) VBIN=.venv/Scripts; VPY=.venv/Scripts/python.exe ;;
  *) VBIN=.venv/bin; VPY=.venv/bin/python ;;
esac
STAMP=.venv/riftboard-install.stamp
want="$(cksum < pyproject.toml | cut -d' ' -f1) extras=${RIFTBOARD_EXTRAS:-}"
have=""
[ -f "$STAMP" ] && have="$(cat "$STAMP")"
installed_ok() {
  [ -x "$VPY" ] || return 1
  # a test install also serves the app
  [ "$have" = "$want" ] && return 0
  [ -z "${RIFTBOARD_EXTRAS:-}" ] && [ "${have% extras=*}" = "${want% extras=*}" ] && return 0
  return 1
}
if [ -n "${RIFTBOARD_REINSTALL:-}" ] || ! installed_ok; then
  PY="${PYTHON:-}"
  if [ -z "$PY" ]; then
    for c in python3 python py; do
      if command -v "$c" >/dev/null 2>&1; then PY="$c"; break; fi
    done
  fi
  bash scripts/check-python.sh "${PY:-python3}" || exit 1
  # the pinned PySide6 wheels are built for glibc 2.34 or newer (their tag says manylinux_2_34):
  # on an older glibc pip finds no wheel and fails in a way that does not say so
  if [ "$(uname -s 2>/dev/null)" = Linux ] && command -v ldd >/dev/null 2>&1; then
    glibc="$(ldd --version 2>&1 | head -n 1 | grep -oE '[0-9]+\.[0-9]+$' || true)"
    if [ -n "$glibc" ] && ! printf '%s\n' 2.34 "$glibc" | sort -V -C; then
      echo "riftboard needs glibc 2.34 or newer (the PySide6 wheels it uses are built for it);" >&2
      echo "  this system has glibc $glibc (ldd --version). Debian 12, Ubuntu 22.04, Fedora 35" >&2
      echo "  and newer have it; on an older system use a container with one of those." >&2
      exit 1
    fi
  fi
  if [ ! -x "$VPY" ]; then
    echo "==> creating .venv (a Python environment for riftboard, inside this folder)"
    "$PY" -m venv .venv || {
      echo "could not create .venv: on Debian/Ubuntu install python3-venv (sudo apt-get install python3-venv)" >&2
      exit 1
    }
  fi
  spec="."
  [ -n "${RIFTBOARD_EXTRAS:-}" ] && spec=".[${RIFTBOARD_EXTRAS}]"
  echo "==> installing riftboard and its dependencies into .venv with pip (about 100 MB to"
  echo "    download and 300 MB on disk the first time, PySide6 being most of it)"
  t0=$(date +%s)
  "$VPY" -m pip install --disable-pip-version-check --progress-bar on -e "$spec" || {
    echo "pip could not install riftboard (above: why). Offline? The first install needs PyPI." >&2
    exit 1
  }
  # an editable install compiles nothing, and PYTHONDONTWRITEBYTECODE may be set: compile once
  # so every start reads bytecode (a wheel install does this by itself)
  "$VPY" -m compileall -q riftboard >/dev/null
  echo "$want" > "$STAMP"
  echo "==> installed in $(( $(date +%s) - t0 )) s. To use the riftboard command in a shell:"
  case "$VBIN" in
    .venv/Scripts) echo "      .venv\\Scripts\\activate        (then: riftboard --help)" ;;
    *) echo "      source .venv/bin/activate     (then: riftboard --help)" ;;
  esac
fi
