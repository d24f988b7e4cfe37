"""Issue 29 item 11: what README.md says an install needs is what the pinned wheels and the
scripts say: the glibc the PySide6 wheel is built for, the PySide6 version, and one install
shared by scripts/app.sh and scripts/test.sh."""

from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
VENV_SH = (ROOT / "scripts" / "venv.sh").read_text(encoding="utf-8")
PYPROJECT = (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def _readme_glibc() -> str:
    found = set(re.findall(r"glibc (\d+\.\d+) or newer", README))
    assert len(found) == 1, found
    return found.pop()


def test_readme_and_venv_sh_ask_for_the_same_glibc():
    assert f"printf '%s\\n' {_readme_glibc()} " in VENV_SH
    assert f"manylinux_{_readme_glibc().replace('.', '_')}" in README


def test_the_readme_glibc_is_the_one_the_installed_pyside6_wheel_needs():
    if not sys.platform.startswith("linux"):
        pytest.skip("glibc is a Linux matter")
    try:
        wheel = metadata.distribution("PySide6-Essentials").read_text("WHEEL") or ""
    except metadata.PackageNotFoundError:
        pytest.skip("PySide6-Essentials is not installed from a wheel here")
    tags = re.findall(r"manylinux_(\d+)_(\d+)", wheel)
    if not tags:
        pytest.skip("not a manylinux wheel")
    assert {f"{a}.{b}" for a, b in tags} == {_readme_glibc()}


def test_the_readme_names_the_pinned_pyside6():
    pin = re.search(r'"PySide6-Essentials==([\d.]+)"', PYPROJECT).group(1)
    assert f"PySide6 {pin} wheels" in README


def test_the_readme_says_the_scripts_share_one_install():
    assert "-e .[test]" in README and "share that one install" in README
    app = (ROOT / "scripts" / "app.sh").read_text(encoding="utf-8")
    test = (ROOT / "scripts" / "test.sh").read_text(encoding="utf-8")
    assert "RIFTBOARD_EXTRAS=test . scripts/venv.sh" in app
    assert "RIFTBOARD_EXTRAS=test . scripts/venv.sh" in test
