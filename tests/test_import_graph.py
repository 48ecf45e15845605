"""The layering of docs/architecture.md §2 as a test over the import graph.

The graph is built with `ast` from every module of the gardenapp package: module-level imports
and imports inside functions alike, relative imports resolved.  Imports under
``if TYPE_CHECKING:`` are left out: they are never run, so they cannot make a circle.  Each failure names the offending
import as file:line.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parent.parent / "gardenapp"

# Modules the UI may import from its game's engine package (docs/architecture.md §2).
UI_ALLOWED_GAME_MODULES = {"data", "view"}
QT_PACKAGES = ("PySide6", "shiboken6")

# Import circles not yet removed, each with its reason.  The test fails if a circle appears that is
# not listed here, and also if a listed circle no longer exists (so the list only shrinks).
KNOWN_CIRCLES: dict[frozenset[str], str] = {}

# Layering faults not yet removed (source module, target module) -> reason.  Same rule: only shrinks.
KNOWN_LAYERING: dict[tuple[str, str], str] = {}


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    where: str  # file:line

    def __str__(self) -> str:
        return f"{self.where}: {self.source} imports {self.target}"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve(module: str, is_package: bool, level: int, target: str | None) -> str:
    base = module.split(".")
    if not is_package:
        base = base[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join(base + ([target] if target else []))


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_nodes(tree: ast.AST):
    """Every node of ``tree`` except the bodies of ``if TYPE_CHECKING:`` blocks: an import there
    is never run (annotations only, under ``from __future__ import annotations``), so it holds
    no circle.  Its ``else:`` branch is run and kept."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))


def imports_of(source: str, module: str, is_package: bool, filename: str) -> list[tuple[str, int]]:
    """Every imported module name (with its line), at any depth of the syntax tree.

    `from x import y` yields `x.y` when y may be a module, and `x` as well; callers keep only the
    names that are modules of the package."""
    found: list[tuple[str, int]] = []
    for node in _runtime_nodes(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            found.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(module, is_package, node.level, node.module) if node.level else node.module or ""
            found.append((base, node.lineno))
            found.extend((f"{base}.{alias.name}", node.lineno) for alias in node.names)
    return found


def build_graph(root: Path = PACKAGE_ROOT) -> tuple[set[str], list[Edge], list[Edge]]:
    """(modules of the package, edges between them, imports of outside packages)."""
    files = sorted(root.rglob("*.py"))
    modules = {module_name(f, root): f for f in files}
    edges: list[Edge] = []
    outside: list[Edge] = []
    for name, path in modules.items():
        rel = path.relative_to(root.parent)
        for target, line in imports_of(path.read_text(encoding="utf-8"), name, path.name == "__init__.py", str(rel)):
            where = f"{rel}:{line}"
            if target in modules:
                if target != name:
                    edges.append(Edge(name, target, where))
            elif not target.startswith(root.name + ".") and target != root.name:
                outside.append(Edge(name, target, where))
    # `from gardenapp.core import x` adds both gardenapp.core and gardenapp.core.x; a package's
    # __init__ importing its own children is not a dependency of the children on the package.
    unique = {(e.source, e.target): e for e in edges}
    return set(modules), list(unique.values()), outside


def strongly_connected(nodes: set[str], edges: list[Edge]) -> list[set[str]]:
    """Tarjan's algorithm, iterative; components of more than one module."""
    succ: dict[str, list[str]] = {n: [] for n in nodes}
    for e in edges:
        succ[e.source].append(e.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    result: list[set[str]] = []
    counter = 0
    for start in sorted(nodes):
        if start in index:
            continue
        work = [(start, iter(succ[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(succ[nxt])))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp: set[str] = set()
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    comp.add(m)
                    if m == node:
                        break
                if len(comp) > 1:
                    result.append(comp)
    return result


def is_package_init(target: str, source: str) -> bool:
    """True when `target` is a package containing `source` (importing a parent package)."""
    return source.startswith(target + ".")


def circles(nodes: set[str], edges: list[Edge]) -> dict[frozenset[str], list[Edge]]:
    """Each import circle with the imports that hold it.  An import of a parent package
    (gardenapp.core from gardenapp.core.x, produced by `from gardenapp.core import y`) is not
    an edge of a circle: the child module is imported, not the package's own code."""
    real = [e for e in edges if not is_package_init(e.target, e.source)]
    found = {}
    for comp in strongly_connected(nodes, real):
        found[frozenset(comp)] = sorted((e for e in real if e.source in comp and e.target in comp), key=str)
    return found


def layer_of(module: str) -> tuple[str, str | None]:
    """('core'|'games'|'net'|'ui'|'top', game or None)."""
    parts = module.split(".")
    if len(parts) >= 2 and parts[1] == "core":
        return "core", None
    if len(parts) >= 2 and parts[1] == "games":
        return "games", parts[2] if len(parts) >= 3 else None
    if len(parts) >= 2 and parts[1] == "net":
        return "net", None
    if len(parts) >= 2 and parts[1] == "ui":
        if len(parts) >= 4 and parts[2] == "games":
            return "ui", parts[3]
        return "ui", None
    return "top", None


def layering_violations(edges: list[Edge], outside: list[Edge]) -> list[str]:
    bad: list[str] = []
    for e in edges:
        src_layer, src_game = layer_of(e.source)
        dst_layer, dst_game = layer_of(e.target)
        if src_layer == "core" and dst_layer in ("games", "ui"):
            bad.append(f"{e} (core imports no game and no UI)")
        elif src_layer == "games" and src_game is not None:
            if dst_layer == "ui" or (dst_layer == "games" and dst_game != src_game) or dst_layer == "top":
                bad.append(f"{e} (a game imports only gardenapp.core and itself)")
        elif src_layer == "games" and src_game is None and dst_layer == "ui":
            bad.append(f"{e} (the games package imports no UI)")
        elif src_layer in ("core", "games") and dst_layer == "net":
            bad.append(f"{e} (the engine imports no online play)")
        elif (
            src_layer == "net"
            and not is_package_init(e.target, e.source)
            and (dst_layer in ("ui", "top") or (dst_layer == "games" and dst_game is not None))
        ):
            bad.append(f"{e} (online play imports only gardenapp.core and the games package: games via the registry)")
        elif src_layer == "ui" and dst_layer == "games" and dst_game is not None:
            parts = e.target.split(".")
            if len(parts) == 3:
                continue  # the game's package itself (its __init__ is the descriptor's entry)
            if parts[3] not in UI_ALLOWED_GAME_MODULES:
                bad.append(f"{e} (the UI imports of a game only its data and view)")
            elif src_game is not None and dst_game != src_game:
                bad.append(f"{e} (a game's UI imports only its own game)")
    for e in outside:
        src_layer, _ = layer_of(e.source)
        if src_layer in ("core", "games", "net") and e.target.split(".")[0] in QT_PACKAGES:
            bad.append(f"{e} (core, games and net never import Qt)")
    return bad


# --- the checks over the real package ------------------------------------------------------------


def test_layering_holds():
    """docs/architecture.md §2: core imports no game nor UI; a game imports only core and itself;
    the UI imports a game's data and view only; nothing below the UI imports Qt."""
    _, edges, outside = build_graph()
    known = [e for e in edges if (e.source, e.target) in KNOWN_LAYERING]
    bad = layering_violations([e for e in edges if (e.source, e.target) not in KNOWN_LAYERING], outside)
    assert not bad, "layering violations:\n" + "\n".join(bad)
    still = {(e.source, e.target) for e in known if layering_violations([e], [])}
    gone = set(KNOWN_LAYERING) - still
    assert not gone, f"faults listed as known but no longer present (remove them from KNOWN_LAYERING): {gone}"


def test_no_import_circle():
    """docs/architecture.md §2: no import circle anywhere, function-level imports included.
    KNOWN_CIRCLES lists those not yet removed; it may only shrink."""
    nodes, edges, _ = build_graph()
    found = circles(nodes, edges)
    new = {c: es for c, es in found.items() if c not in KNOWN_CIRCLES}
    gone = [sorted(c) for c in KNOWN_CIRCLES if c not in found]
    msg = [f"circle {sorted(c)} held by:\n  " + "\n  ".join(map(str, es)) for c, es in new.items()]
    assert not new, "import circles:\n" + "\n".join(msg)
    assert not gone, f"circles listed as known but no longer present (remove them from KNOWN_CIRCLES): {gone}"


def private_imports(root: Path = PACKAGE_ROOT) -> list[str]:
    """``from x import _y`` across modules (a package's own ``as _alias`` of a public name is fine)."""
    bad = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root.parent)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(rel))):
            if isinstance(node, ast.ImportFrom) and node.module != "__future__":
                bad.extend(
                    f"{rel}:{node.lineno}: imports the private name {a.name} from {'.' * node.level}{node.module or ''}"
                    for a in node.names
                    if a.name.startswith("_") and not a.name.startswith("__")
                )
    return bad


def test_no_private_name_is_imported_across_modules():
    """docs/architecture.md §2: a module uses another's public names only."""
    bad = private_imports()
    assert not bad, "\n".join(bad)


# --- the test can fail: the same checks over small fake graphs ------------------------------------


def _edges(*pairs: tuple[str, str]) -> list[Edge]:
    return [Edge(a, b, f"{a.replace('.', '/')}.py:{i + 1}") for i, (a, b) in enumerate(pairs)]


def test_circle_detector_finds_a_fake_cycle():
    nodes = {"gardenapp.core.a", "gardenapp.core.b", "gardenapp.core.c", "gardenapp.core.d"}
    edges = _edges(
        ("gardenapp.core.a", "gardenapp.core.b"),
        ("gardenapp.core.b", "gardenapp.core.c"),
        ("gardenapp.core.c", "gardenapp.core.a"),
        ("gardenapp.core.c", "gardenapp.core.d"),
    )
    found = circles(nodes, edges)
    assert list(found) == [frozenset({"gardenapp.core.a", "gardenapp.core.b", "gardenapp.core.c"})]
    holding = [str(e) for e in found[frozenset({"gardenapp.core.a", "gardenapp.core.b", "gardenapp.core.c"})]]
    assert "gardenapp/core/c.py:3: gardenapp.core.c imports gardenapp.core.a" in holding
    assert len(holding) == 3


def test_circle_detector_accepts_a_dag_and_parent_package_imports():
    nodes = {"gardenapp.core", "gardenapp.core.a", "gardenapp.core.b"}
    edges = _edges(
        ("gardenapp.core", "gardenapp.core.a"),
        ("gardenapp.core.a", "gardenapp.core.b"),
        ("gardenapp.core.b", "gardenapp.core"),  # `from gardenapp.core import a`: not a circle
    )
    assert circles(nodes, edges) == {}


def test_function_level_and_relative_imports_are_seen():
    src = "import os\ndef f():\n    from . import state\n    from ...core.game import Game\n"
    found = imports_of(src, "gardenapp.games.takenoko.ai", False, "ai.py")
    assert ("gardenapp.games.takenoko.state", 3) in found
    assert ("gardenapp.core.game", 4) in found
    typed = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .game import Game\n"
    assert imports_of(typed, "gardenapp.core.bots", False, "bots.py") == [("typing", 1), ("typing.TYPE_CHECKING", 1)]
    pkg = imports_of("from .garden import X\n", "gardenapp.games.takenoko", True, "__init__.py")
    assert ("gardenapp.games.takenoko.garden", 1) in pkg


def test_private_import_check_finds_one(tmp_path):
    pkg = tmp_path / "gardenapp"
    pkg.mkdir()
    (pkg / "a.py").write_text("def _hidden():\n    pass\n")
    (pkg / "b.py").write_text("from .a import _hidden\nfrom .a import x as _x\n")
    assert private_imports(pkg) == ["gardenapp/b.py:1: imports the private name _hidden from .a"]


def test_layering_checker_names_each_fault():
    edges = _edges(
        ("gardenapp.core.tournament", "gardenapp.games.harmonies.game"),
        ("gardenapp.games.harmonies.ai", "gardenapp.games.takenoko.state"),
        ("gardenapp.games.harmonies.ai", "gardenapp.ui.art"),
        ("gardenapp.ui.mainwindow", "gardenapp.games.harmonies.state"),
        ("gardenapp.ui.games.harmonies.play", "gardenapp.games.takenoko.view"),
        ("gardenapp.ui.games.harmonies.play", "gardenapp.games.harmonies.view"),  # allowed
        ("gardenapp.games.harmonies.ai", "gardenapp.core.search"),  # allowed
        ("gardenapp.core.record", "gardenapp.net.table"),
        ("gardenapp.net.table", "gardenapp.games.takenoko.state"),
        ("gardenapp.net.server", "gardenapp.ui.session"),
        ("gardenapp.net.table", "gardenapp.games"),  # allowed: the announcements
        ("gardenapp.ui.online", "gardenapp.net.client"),  # allowed
    )
    outside = _edges(
        ("gardenapp.core.bots", "PySide6.QtCore"),
        ("gardenapp.ui.art", "PySide6.QtGui"),
        ("gardenapp.net.client", "PySide6.QtNetwork"),
    )
    bad = layering_violations(edges, outside)
    assert len(bad) == 10, bad
    assert bad[0].startswith("gardenapp/core/tournament.py:1: gardenapp.core.tournament imports")
    assert any("gardenapp/core/bots.py:1" in b and "Qt" in b for b in bad)
