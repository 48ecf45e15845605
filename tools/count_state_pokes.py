"""Count the places where tests reach into game states (docs/architecture.md §3).

Usage: ``uv run python tools/count_state_pokes.py [--list] [paths...]`` (default: ``tests``).

Two counts per file, read from the ``ast`` (no test is imported or run):

*pokes*: an assignment, augmented assignment or annotated assignment whose
target is an attribute or a subscript (``st.stomach = 3``,
``state.filled[0] |= m``, ``s.x[i] = v``) of an attribute chain rooted at a
name that is *bound to a state* in the enclosing function (or module). A name
is bound to a state when

1. it is one of the conventional state names: ``s``, ``st``, ``state``,
   ``nxt``, ``pos``, optionally followed by digits (``s0``, ``st2``), or any
   name ending in ``state`` (``start_state``); or
2. it is annotated with a type whose name ends in ``State``; or
3. it is assigned the result of a call whose function name (the last part
   of ``a.b.f``) is a known state maker (``new_game``, ``apply``, ``copy``,
   ``view_for``, ``determinized``, ``replay``, ``initial_state``,
   ``position_from_dict``) or contains ``state``; or a name already bound to
   a state (``t = st``).

A plain rebinding (``st = st.apply(a)``) is not a poke: only targets that
write *into* an object count.

*private*: an attribute access ``x._name`` (one leading underscore, not a
dunder) whose root is not ``self`` or ``cls``, plus each private name
imported with ``from m import _name``. The tools' own fakes in a test that
define ``_name`` on ``self`` are therefore not counted.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

STATE_NAME = re.compile(r"^(s|st|state|nxt|pos)\d*$|state$")
STATE_MAKERS = {
    "new_game",
    "apply",
    "copy",
    "view_for",
    "determinized",
    "replay",
    "initial_state",
    "position_from_dict",
}


def _root(node: ast.expr) -> ast.expr:
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
    return node


def _call_name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Call):
        f = node.func
        if isinstance(f, ast.Attribute):
            return f.attr
        if isinstance(f, ast.Name):
            return f.id
    return None


def _annotation_is_state(ann: ast.expr | None) -> bool:
    if ann is None:
        return False
    text = ast.unparse(ann)
    return bool(re.search(r"State\b", text))


class _Scope:
    def __init__(self) -> None:
        self.names: set[str] = set()


def _bound_names(body: ast.AST) -> set[str]:
    """Names bound to a state in one function (or module) body, by rules 2-3."""
    names: set[str] = set()
    args = getattr(body, "args", None)
    if isinstance(args, ast.arguments):
        for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]:
            if _annotation_is_state(a.annotation):
                names.add(a.arg)
    changed = True
    while changed:
        changed = False
        for node in ast.walk(body):
            targets: list[ast.expr] = []
            value: ast.expr | None = None
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign):
                targets, value = [node.target], node.value
                if _annotation_is_state(node.annotation) and isinstance(node.target, ast.Name):
                    if node.target.id not in names:
                        names.add(node.target.id)
                        changed = True
            if value is None:
                continue
            name = _call_name(value)
            is_state = (name is not None and (name in STATE_MAKERS or "state" in name.lower())) or (
                isinstance(value, ast.Name) and value.id in names
            )
            if not is_state:
                continue
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name) and n.id not in names:
                        names.add(n.id)
                        changed = True
    return names


def _is_state_root(name: str, bound: set[str]) -> bool:
    return bool(STATE_NAME.search(name)) or name in bound


def count_file(path: Path) -> tuple[list[int], list[int]]:
    """Line numbers of the pokes and of the private uses in one file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    pokes: list[int] = []
    scopes: list[ast.AST] = [tree] + [
        n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
    ]
    seen: set[int] = set()
    # Innermost scope first, so each assignment is judged with its own function's names.
    for scope in reversed(scopes):
        bound = _bound_names(scope)
        for node in ast.walk(scope):
            if id(node) in seen:
                continue
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            else:
                continue
            seen.add(id(node))
            for t in targets:
                elts = t.elts if isinstance(t, ast.Tuple) else [t]
                for e in elts:
                    if not isinstance(e, (ast.Attribute, ast.Subscript)):
                        continue
                    root = _root(e)
                    if isinstance(root, ast.Name) and _is_state_root(root.id, bound):
                        pokes.append(node.lineno)
    private: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _is_private(node.attr):
            root = _root(node.value)
            if not (isinstance(root, ast.Name) and root.id in {"self", "cls"}):
                private.append(node.lineno)
        elif isinstance(node, ast.ImportFrom):
            private.extend(node.lineno for a in node.names if _is_private(a.name))
    return sorted(pokes), sorted(private)


def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", default=["tests"])
    parser.add_argument("--list", action="store_true", help="print each place (file:line)")
    opts = parser.parse_args(argv)
    files: list[Path] = []
    for p in map(Path, opts.paths):
        files.extend(sorted(p.rglob("*.py")) if p.is_dir() else [p])
    total_p = total_q = 0
    rows = []
    for f in files:
        pokes, private = count_file(f)
        if pokes or private:
            rows.append((len(pokes), len(private), f, pokes, private))
        total_p += len(pokes)
        total_q += len(private)
    for n_p, n_q, f, pokes, private in sorted(rows, key=lambda r: (-r[0], -r[1], str(r[2]))):
        print(f"{n_p:4d} {n_q:4d}  {f}")
        if opts.list:
            for line in pokes:
                print(f"          poke    {f}:{line}")
            for line in private:
                print(f"          private {f}:{line}")
    print(f"{total_p:4d} {total_q:4d}  total (pokes, private uses)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
