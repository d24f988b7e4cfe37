"""Layering (DESIGN.md "The shape", issue 9 item 8), read from the source with `ast`:

- scenario/ and report/ use the engine only through its public surface, the names of
  `riftboard.engine.__all__` (docs/architecture.md, "The engine's surface"), never an engine
  module directly nor a private name of what they import;
- the app never imports the command line (`riftboard.cli`), not even inside a function;
- riftboard's packages import each other without a cycle (lazy imports inside functions count:
  they are arrows too), and no module-level import cycle exists between modules;
- the engine's tests do not import the benchmark (its workload is the benchmark's, not a test's).
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

import riftboard.engine

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "riftboard"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _under_type_checking(node: ast.If) -> bool:
    return "TYPE_CHECKING" in ast.unparse(node.test)


def imports(path: Path, *, lazy: bool = True):
    """(line, module, names) of each import of a file: `names` is () for `import x.y`.
    Relative imports are made absolute. With lazy=False, imports inside functions are left out;
    imports under `if TYPE_CHECKING:` are always left out (they never run)."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    out = []

    def visit(nodes, in_function):
        for n in nodes:
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                if lazy:
                    visit(n.body, True)
                continue
            if isinstance(n, ast.If) and _under_type_checking(n):
                visit(n.orelse, in_function)
                continue
            if isinstance(n, ast.Import):
                out.extend((n.lineno, a.name, ()) for a in n.names)
            elif isinstance(n, ast.ImportFrom):
                base = n.module or ""
                if n.level:
                    up = package.split(".")[: len(package.split(".")) - n.level + 1]
                    base = ".".join(up + ([n.module] if n.module else []))
                out.append((n.lineno, base, tuple(a.name for a in n.names)))
            for child in ast.iter_child_nodes(n):
                if isinstance(child, ast.stmt) or isinstance(child, ast.excepthandler):
                    visit([child], in_function)

    visit(ast.parse(path.read_text(encoding="utf-8")).body, False)
    return out


def targets(module: str, names: tuple[str, ...]) -> set[str]:
    """The riftboard modules an import statement loads."""
    got = set()
    if module in MODULES:
        got.add(module)
    for n in names:
        if f"{module}.{n}" in MODULES:
            got.add(f"{module}.{n}")
    return got


def graph(*, lazy: bool) -> dict[str, set[str]]:
    return {m: set().union(*(targets(mod, names) for _, mod, names in imports(p, lazy=lazy)))
            for m, p in MODULES.items()}


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(g.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return found


def room(module: str) -> str:
    """A package of riftboard (riftboard.engine, ...) or a top-level module (riftboard.cli)."""
    return ".".join(module.split(".")[:2])


# -- the helpers, checked on small sources ---------------------------------------------------------

def test_the_checks_see_lazy_relative_and_type_checking_imports(tmp_path, monkeypatch):
    pkg = tmp_path / "riftboard" / "scenario"
    pkg.mkdir(parents=True)
    f = pkg / "x.py"
    f.write_text("from ..engine.chain import _private\n"
                 "TYPE_CHECKING = False\n"
                 "if TYPE_CHECKING:\n    from riftboard.engine.state import Obj\n"
                 "def g():\n    import riftboard.cli\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert imports(f) == [(1, "riftboard.engine.chain", ("_private",)), (6, "riftboard.cli", ())]
    assert imports(f, lazy=False) == [(1, "riftboard.engine.chain", ("_private",))]
    assert engine_uses(f) == ["1: riftboard.engine.chain (an engine module, not the surface)"]


def test_cycles_finds_a_three_module_cycle():
    g = {"app.render": {"app.main"}, "app.main": {"app.controller"},
         "app.controller": {"app.render"}, "engine": set()}
    assert cycles(g) == [["app.controller", "app.main", "app.render"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


# -- the engine's surface --------------------------------------------------------------------------

def engine_uses(path: Path) -> list[str]:
    """What a file of scenario/ or report/ takes from the engine beyond its surface."""
    surface = set(riftboard.engine.__all__)
    bad = []
    bound = set()
    for line, module, names in imports(path):
        if module == "riftboard.engine" and names:
            bad += [f"{line}: riftboard.engine.{n} (not in riftboard.engine.__all__)"
                    for n in names if n not in surface]
            bound.update(names)
        elif module == "riftboard.engine" or module.startswith("riftboard.engine."):
            bad.append(f"{line}: {module} (an engine module, not the surface)")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for n in ast.walk(tree):  # `A._private` on something taken from the engine
        if (isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__")
                and isinstance(n.value, ast.Name) and n.value.id in bound):
            bad.append(f"{n.lineno}: {n.value.id}.{n.attr} (a private name of the engine)")
    return bad


@pytest.mark.parametrize("package", ["scenario", "report", "workbench.py"])
def test_scenario_and_report_use_only_the_engines_surface(package):
    """(and the workbench, the app's Qt-free model)"""
    where = PACKAGE / package
    files = [where] if where.is_file() else sorted(where.rglob("*.py"))
    bad = {str(p.relative_to(ROOT)): engine_uses(p) for p in files}
    assert {k: v for k, v in bad.items() if v} == {}


def test_the_workbench_imports_no_qt():
    """The app adapts a Qt-free model (issue 25): riftboard/workbench.py never imports Qt,
    not even inside a function, nor anything of riftboard.app."""
    bad = [f"{line}: {module}" for line, module, _ in imports(PACKAGE / "workbench.py")
           if module.startswith(("PySide6", "shiboken6", "riftboard.app"))]
    assert bad == []


def test_the_surface_names_real_public_things():
    for name in riftboard.engine.__all__:
        assert not name.startswith("_")
        assert getattr(riftboard.engine, name) is not None
    with pytest.raises(AttributeError):
        riftboard.engine.resolve_chain  # noqa: B018  (an internal of chain.py)


def test_the_surface_is_documented():
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    section = text.split("## The engine's surface", 1)[1].split("\n## ", 1)[0]
    assert [n for n in riftboard.engine.__all__ if f"`{n}`" not in section] == []


# -- arrows ----------------------------------------------------------------------------------------

def test_the_app_never_imports_the_cli():
    bad = [f"{p.relative_to(ROOT)}:{line}" for p in sorted((PACKAGE / "app").rglob("*.py"))
           for line, module, names in imports(p)
           if "riftboard.cli" in targets(module, names) or module == "riftboard.cli"]
    assert bad == []


def test_no_import_cycle_between_riftboards_packages():
    g = graph(lazy=True)
    rooms: dict[str, set[str]] = {}
    for m, deps in g.items():
        rooms.setdefault(room(m), set()).update(room(d) for d in deps if room(d) != room(m))
    assert cycles(rooms) == []
    assert sorted(r for r, deps in rooms.items() if "riftboard.cli" in deps) == ["riftboard.__main__"]


def test_no_module_level_import_cycle():
    """Module-level imports (what runs when a module is first imported) form no cycle: the app's
    render -> main -> controller -> render was one."""
    assert cycles(graph(lazy=False)) == []


# -- tests ------------------------------------------------------------------------------------------

def test_engine_tests_do_not_import_the_benchmark():
    bad = [f"{p.relative_to(ROOT)}:{line}" for p in sorted((ROOT / "tests" / "engine").rglob("*.py"))
           for line, module, names in imports(p)
           if module == "riftboard.bench" or (module == "riftboard" and "bench" in names)]
    assert bad == []


def test_no_code_but_the_engines_ref_reads_an_ids_parts():
    """Issue 25, item 1: the ability a REF names is a value on Ref (its number, whether it is
    delayed, its keyword); code outside Ref does not parse "#" out of an id (Ref.read_id is the
    one reader, for the JSON timeline's ids)."""
    pattern = re.compile(r"""(r?split|r?partition|r?find|r?index|endswith)\(\s*f?["'][^"']*#"""
                         r"""|["']#[a-z]*["']\s+(not\s+)?in\s""")
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for line in path.read_text(encoding="utf-8").splitlines():
            code = line.split("  #", 1)[0]
            if pattern.search(code):
                bad.append(f"{path.relative_to(ROOT)}: {line.strip()}")
    assert bad == ['riftboard/engine/events.py: _host, sep, tail = str(ref_id).rpartition("#")']
