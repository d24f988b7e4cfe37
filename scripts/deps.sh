#!/usr/bin/env bash
# Install the Debian packages that Python venvs and offscreen Qt need, only those missing.
set -euo pipefail
pkgs=(python3-venv libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core)
if [ "${1:-}" = "--window" ]; then
  # a real window (or xvfb-run) also needs the xcb platform libraries
  pkgs+=(xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
         libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1)
fi
command -v dpkg >/dev/null 2>&1 || exit 0   # not Debian: assume the libraries are there
need=()
for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || need+=("$p"); done
[ ${#need[@]} -eq 0 ] && exit 0
echo "installing system packages: ${need[*]}"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${need[@]}" >/dev/null
