"""The problem collector every file reader shares (docs/formats.md §1): ``Checker``
gathers every problem of a file, each with its place, written by ``key_path``.

It lives apart from the board file so that every reader (board files, saved games,
actions, options, schemas) can use it without importing the board file's reader,
which needs the registry of games.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .errors import BoardFileError, Problem
from .messages import QT_TRANSLATE_NOOP, msg, plural, printable, shown
from .names import TWICE, name_problem, normalise_name

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# No count, score or bonus of any game comes near this: a number beyond it
# is a typo or a hostile file, and no editor's spin box could hold it.
MAX_NUMBER = 1_000_000


def key_path(parent: str, key: str | int) -> str:
    """``players[0]`` + ``spaces`` -> ``players[0].spaces``; list indices in
    brackets; keys that are not identifiers in quotes (``."4,5"``)."""
    if isinstance(key, int):
        return f"{parent}[{key}]"
    part = key if _IDENT.match(key) else '"' + printable(key).replace('"', '\\"') + '"'
    return f"{parent}.{part}" if parent else part


class Checker:
    """Collects every problem of a file, each with its path."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def add(self, where: str, template: str, *, numerus: str | None = None, **params: Any) -> None:
        """A problem at ``where``; a counted ``template`` (QT_TRANSLATE_N_NOOP, ``%n``)
        names in ``numerus`` the parameter that holds its number."""
        self.problems.append(
            Problem(where, plural(template, numerus, **params) if numerus else msg(template, **params))
        )

    def unknown_key(self, where: str, allowed: Iterable[str]) -> None:
        """A key that is not one of ``allowed`` (named in the message) at ``where``."""
        self.add(
            where,
            QT_TRANSLATE_NOOP("engine", "unknown key (allowed here: {allowed})"),
            allowed=", ".join(sorted(allowed)),
        )

    def read_keys(
        self,
        data: Mapping[str, Any],
        where: str,
        readers: Mapping[str, Callable[[Any, str], None]],
        *,
        allowed: Iterable[str] | None = None,
        in_readers_order: bool = False,
    ) -> None:
        """Each key of ``data`` given to its reader (``readers[key](value, place)``), a key that
        is not ``allowed`` (default: the readers' keys) a problem. In the data's order, or,
        where a reader needs another's result (a position's players before their gardens),
        every unknown key first and then the readers in their own order."""
        allowed = set(readers if allowed is None else allowed)
        if in_readers_order:
            for key in data:
                if key not in allowed:
                    self.unknown_key(key_path(where, key), allowed)
            for key, read in readers.items():
                if key in data:
                    read(data[key], key_path(where, key))
            return
        for key, value in data.items():
            if key not in allowed:
                self.unknown_key(key_path(where, key), allowed)
            elif key in readers:
                read = readers[key]
                read(value, key_path(where, key))

    def keys(self, obj: Any, where: str, required: Iterable[str], optional: Iterable[str] = ()) -> bool:
        """``obj`` is an object with all ``required`` keys and no unknown key."""
        if not isinstance(obj, dict):
            self.add(where, QT_TRANSLATE_NOOP("engine", "expected an object"))
            return False
        required = list(required)
        allowed = set(required) | set(optional)
        ok = True
        for key in required:
            if key not in obj:
                self.add(key_path(where, key), QT_TRANSLATE_NOOP("engine", "is missing"))
                ok = False
        for key in obj:
            if key not in allowed:
                self.unknown_key(key_path(where, key), allowed)
                ok = False
        return ok

    def integer(self, value: Any, where: str, low: int | None = None, high: int | None = None) -> bool:
        if not isinstance(value, int) or isinstance(value, bool):
            self.add(where, QT_TRANSLATE_NOOP("engine", "{value} is not a whole number"), value=shown(value))
            return False
        if (low is not None and value < low) or (high is not None and value > high):
            if high is None:
                self.add(where, QT_TRANSLATE_NOOP("engine", "{value} is less than {low}"), value=value, low=low)
            else:
                self.add(
                    where,
                    QT_TRANSLATE_NOOP("engine", "{value} is not between {low} and {high}"),
                    value=value,
                    low=low,
                    high=high,
                )
            return False
        return True

    def boolean(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            self.add(where, QT_TRANSLATE_NOOP("engine", "{value} is not true or false"), value=shown(value))
            return False
        return True

    def string(self, value: Any, where: str) -> bool:
        if not isinstance(value, str):
            self.add(where, QT_TRANSLATE_NOOP("engine", "{value} is not a text string"), value=shown(value))
            return False
        return True

    def name(self, value: Any, where: str, required: bool = True) -> bool:
        """A person's name by the one name rule (core.names): text that looks
        like what it is, of at most MAX_NAME characters; not empty when
        ``required``."""
        if not self.string(value, where):
            return False
        problem = name_problem(value, required=required)
        if problem is not None:
            self.problems.append(Problem(where, problem))
            return False
        return True

    def names(self, entries: Iterable[tuple[str, Any]], required: bool = True) -> list[str | None]:
        """Each (place, name) checked, and a duplicate once normalised named
        at its second place; the normalised names (None for a bad one)."""
        seen: set[str] = set()
        out: list[str | None] = []
        for where, value in entries:
            if not self.name(value, where, required):
                out.append(None)
                continue
            name = normalise_name(value)
            if name in seen:
                self.add(where, TWICE, name=name)
            elif name:
                seen.add(name)
            out.append(name)
        return out

    def list_of(self, value: Any, where: str) -> bool:
        if not isinstance(value, list):
            self.add(where, QT_TRANSLATE_NOOP("engine", "expected a list"))
            return False
        return True

    def list_of_length(self, value: Any, where: str, n: int) -> bool:
        """A list of exactly ``n`` entries (e.g. one per seat)."""
        if not self.list_of(value, where):
            return False
        if len(value) != n:
            self.add(
                where,
                QT_TRANSLATE_NOOP("engine", "{value} is not between {low} and {high}"),
                value=len(value),
                low=n,
                high=n,
            )
            return False
        return True

    def choice(self, value: Any, where: str, allowed: Iterable[Any]) -> bool:
        allowed = list(allowed)
        if value not in allowed:
            self.add(
                where,
                QT_TRANSLATE_NOOP("engine", "{value} is not one of {allowed}"),
                value=shown(value),
                allowed=", ".join(str(a) for a in allowed),
            )
            return False
        return True

    def raise_if_any(self) -> None:
        if self.problems:
            raise BoardFileError(self.problems)


def check_numbers(data: Any, checker: Checker, limit: int = MAX_NUMBER) -> None:
    """A problem for every whole number beyond ±``limit`` anywhere in
    ``data`` (without recursion: the data may be hostile)."""
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            stack.extend((v, key_path(where, k)) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((v, key_path(where, i)) for i, v in reversed(list(enumerate(value))))
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > limit:
            checker.add(
                where, QT_TRANSLATE_NOOP("engine", "{value} is far outside the range of this game"), value=shown(value)
            )
