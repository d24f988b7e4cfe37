#!/usr/bin/env bash
# The system libraries Qt needs, on Debian/Ubuntu installed with apt-get when missing (sudo when
# not root). Without arguments: what offscreen Qt needs (the tests, `export --format png`).
# --window: also the xcb libraries a window needs; with --virtual also Xvfb for `xvfb-run -a`.
# On another Linux it lists what it would install and leaves that to you; on macOS and Windows
# nothing is needed. RIFTBOARD_SKIP_DEPS=1 skips it all.
set -euo pipefail
window=""; virtual=""
for a in "$@"; do
  case "$a" in --window) window=1 ;; --virtual) virtual=1 ;; esac
done
if [ -n "${RIFTBOARD_SKIP_DEPS:-}" ]; then exit 0; fi  # you manage the system packages yourself
case "$(uname -s 2>/dev/null)" in
  Linux) ;;
  *) exit 0 ;;  # macOS, Windows: Qt brings what it needs
esac
pkgs=(python3-venv libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core)
if [ -n "$window" ]; then
  # what Qt's xcb platform plugin loads (riftboard/display.py checks the same list at start)
  pkgs+=(libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
         libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0)
fi
[ -n "$virtual" ] && pkgs+=(xvfb xauth)
if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "deps.sh: not a Debian-based system, so nothing is installed here. Qt needs these"
  echo "  libraries (Debian names; your distribution's packages have similar names):"
  echo "  ${pkgs[*]}"
  exit 0
fi
# one dpkg-query for all: fast enough to run at every launch
need=()
installed="$(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' "${pkgs[@]}" 2>/dev/null \
             | awk '$1 == "ii" {print $2}' | sed 's/:.*//' || true)"  # unknown names: exit 1
installed=" $(echo $installed) "
for p in "${pkgs[@]}"; do
  [[ "$installed" == *" $p "* ]] || need+=("$p")
done
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "deps.sh: these system packages are missing and I am not root (no sudo):" >&2
    echo "  apt-get install ${need[*]}" >&2
    exit 1
  fi
fi
echo "==> installing system packages (apt-get): ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y --no-install-recommends "${need[@]}"
