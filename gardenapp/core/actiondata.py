"""Actions from untrusted JSON (saved games): ``Game.action_from_json``.

Each field must have exactly the type its dataclass declares: an ``int`` is
an int, never ``true`` or ``1.0`` (equal to 1, they pass the legality check
and then break the rules code); a ``tuple[int, int]`` is a list of two ints.
The walk follows the declared type, never the data's nesting. An action
whose notation does not read back as itself (a row or side out of range, an
unknown id's shape) is no action of the game: refusing it here also keeps
``notation()`` of a malformed action out of every later error message.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import TYPE_CHECKING, Any

from .checker import Checker, key_path
from .errors import GardenError, InvalidActionError
from .messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, shown

if TYPE_CHECKING:
    from .game import Action, Game

_BAD = object()


@functools.cache
def _fields(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def _value(value: Any, kind: Any, where: str, checker: Checker) -> Any:
    """``value`` as a field of type ``kind``, or _BAD with a problem."""
    if kind is int:
        return value if checker.integer(value, where) else _BAD
    if kind is bool:
        return value if checker.boolean(value, where) else _BAD
    if kind is str:
        return value if checker.string(value, where) else _BAD
    if kind is type(None):
        if value is None:
            return None
        checker.add(where, QT_TRANSLATE_NOOP("engine", "{value} is not null"), value=shown(value))
        return _BAD
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin is tuple:
        if not checker.list_of(value, where):
            return _BAD
        kinds = [args[0]] * len(value) if len(args) == 2 and args[1] is Ellipsis else list(args)
        if len(value) != len(kinds):
            checker.add(
                where, QT_TRANSLATE_N_NOOP("engine", "expected a list of %n items"), numerus="count", count=len(kinds)
            )
            return _BAD
        items = tuple(_value(v, k, key_path(where, i), checker) for i, (v, k) in enumerate(zip(value, kinds)))
        return _BAD if any(v is _BAD for v in items) else items
    if origin in (typing.Union, types.UnionType):
        for alternative in args:
            out = _value(value, alternative, where, Checker())
            if out is not _BAD:
                return out
        checker.add(where, QT_TRANSLATE_NOOP("engine", "{value} is not a valid value here"), value=shown(value))
        return _BAD
    raise TypeError(f"an action field of type {kind!r} has no JSON form (core/actiondata.py)")


def action_from_data(game: "Game", data: Any, where: str = "") -> "Action":
    """The action of ``game`` whose JSON form is ``data``; InvalidActionError
    names every problem with its place (``actions[17].space``)."""
    checker = Checker()
    kinds = {t.kind: t for t in game.action_types}
    if not isinstance(data, dict):
        checker.add(where, QT_TRANSLATE_NOOP("engine", "expected an object"))
        raise InvalidActionError(problems=checker.problems)
    if "kind" not in data:
        checker.add(key_path(where, "kind"), QT_TRANSLATE_NOOP("engine", "is missing"))
        raise InvalidActionError(problems=checker.problems)
    if not checker.choice(data["kind"], key_path(where, "kind"), kinds):
        raise InvalidActionError(problems=checker.problems)
    cls: type = kinds[data["kind"]]  # a class is hashable; mypy reads Action's own __hash__
    fields = _fields(cls)
    values: dict[str, Any] = {}
    if checker.keys(data, where, ["kind", *(name for name, _ in fields)]):
        for name, kind in fields:
            values[name] = _value(data[name], kind, key_path(where, name), checker)
    if checker.problems:
        raise InvalidActionError(problems=checker.problems)
    action = cls(**values)
    try:
        same = game.parse_action(action.notation()) == action
    except (GardenError, LookupError, ValueError, TypeError):
        same = False
    if not same:
        checker.add(
            where, QT_TRANSLATE_NOOP("engine", "{value} is not a possible action of this game"), value=shown(data, 60)
        )
        raise InvalidActionError(problems=checker.problems)
    return action
