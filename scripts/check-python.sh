#!/usr/bin/env bash
# Is this Python >= 3.11? Says which version it found and what to do, exits 1 when too old.
PY="${1:-python3}"
if ! command -v "$PY" >/dev/null 2>&1; then
  echo "riftboard needs Python 3.11 or newer, and no '$PY' was found on PATH." >&2
  echo "  Debian/Ubuntu: sudo apt-get install python3 python3-venv   (Ubuntu 22.04: use the deadsnakes PPA or pyenv for 3.11)" >&2
  echo "  macOS: brew install python@3.12    Windows: winget install Python.Python.3.12" >&2
  exit 1
fi
found=$("$PY" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])' 2>/dev/null || echo unknown)
if ! "$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
  echo "riftboard needs Python 3.11 or newer; '$PY' is Python $found." >&2
  echo "  Install a newer Python (Ubuntu 22.04 ships 3.10: sudo add-apt-repository ppa:deadsnakes/ppa &&" >&2
  echo "  sudo apt-get install python3.11 python3.11-venv), then run again with PYTHON=python3.11." >&2
  exit 1
fi
echo "Python $found ($(command -v "$PY")): ok"
