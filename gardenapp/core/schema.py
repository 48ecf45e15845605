"""Structural checks from a shipped JSON Schema (the draft 2020-12 keywords
that record.schema.json and the games' board.schema.json use), reported
through a ``Checker`` so that every problem names its place, in the
player's words.

- Types are exact: ``1.0`` and ``true`` are not integers.
- The walk follows the schema, whose depth is ours, not the data's; a list
  longer than its ``maxItems`` is refused before any of its items is looked
  at (by this keyword or any other), so a hostile file costs little.
- A value's alternatives (``anyOf``) are judged once its own keywords pass;
  when none fits, the one alternative of the value's kind (its type, const
  or enum) says what is wrong inside it, else the value itself is wrong.
- ``Words`` let a game say a problem its own way (see ``Schema``).

A schema is compiled once into small checking functions (``Schema``); the
score helper parses the board once per edit.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from .checker import Checker, key_path
from .errors import Problem
from .messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, shown

Path_ = tuple[str | int, ...]
# How a game words a problem: a template (the problem's parameters fill it),
# a Message (its own parameters added; a counted one, messages.counted, names
# the parameter written %n), or a function of the value at the problem's place
# giving the place below it and the message. A plain template replaces a
# counted one without its count.
Word = str | Message | Callable[[Any], tuple[Path_, Message]]
Words = Mapping[str, Word]

_ANNOTATIONS = frozenset(("$schema", "$id", "$defs", "title", "description", "default", "$comment", "examples"))
_KNOWN = _ANNOTATIONS | {
    "$ref",
    "type",
    "const",
    "enum",
    "pattern",
    "minLength",
    "maxLength",
    "minimum",
    "maximum",
    "required",
    "properties",
    "additionalProperties",
    "propertyNames",
    "dependentRequired",
    "items",
    "minItems",
    "maxItems",
    "uniqueItems",
    "allOf",
    "anyOf",
    "if",
    "then",
    "else",
}
_TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "null": lambda v: v is None,
}
_TYPE_TEMPLATES = {
    "object": QT_TRANSLATE_NOOP("engine", "expected an object"),
    "array": QT_TRANSLATE_NOOP("engine", "expected a list"),
    "string": QT_TRANSLATE_NOOP("engine", "{value} is not a text string"),
    "boolean": QT_TRANSLATE_NOOP("engine", "{value} is not true or false"),
    "integer": QT_TRANSLATE_NOOP("engine", "{value} is not a whole number"),
    "number": QT_TRANSLATE_NOOP("engine", "{value} is not a number"),
    "null": QT_TRANSLATE_NOOP("engine", "{value} is not null"),
}
_CONST = QT_TRANSLATE_NOOP("engine", "must be {expected}")
_ENUM = QT_TRANSLATE_NOOP("engine", "{value} is not one of {allowed}")
_PATTERN = QT_TRANSLATE_NOOP("engine", "{value} is not of the expected form")
_EMPTY = QT_TRANSLATE_NOOP("engine", "must not be empty")
_SHORT = QT_TRANSLATE_N_NOOP("engine", "is shorter than %n characters")
_LONG = QT_TRANSLATE_N_NOOP("engine", "is longer than %n characters")
_BETWEEN = QT_TRANSLATE_NOOP("engine", "{value} is not between {low} and {high}")
_LESS = QT_TRANSLATE_NOOP("engine", "{value} is less than {low}")
_MORE = QT_TRANSLATE_NOOP("engine", "{value} is more than {high}")
_MISSING = QT_TRANSLATE_NOOP("engine", "is missing")
_UNKNOWN = QT_TRANSLATE_NOOP("engine", "unknown key (allowed here: {allowed})")
_NO_KEYS = QT_TRANSLATE_NOOP("engine", "unknown key (nothing is allowed here)")
_NEEDED_WITH = QT_TRANSLATE_NOOP("engine", "is missing (needed with {other})")
_EXACTLY = QT_TRANSLATE_N_NOOP("engine", "expected %n items, found {count}")
_AT_LEAST = QT_TRANSLATE_N_NOOP("engine", "%n items; needed: at least {limit}")
_AT_MOST = QT_TRANSLATE_N_NOOP("engine", "%n items; allowed: at most {limit}")
_TWICE = QT_TRANSLATE_NOOP("engine", "{value} is listed twice")
_NO_FORM = QT_TRANSLATE_NOOP("engine", "{value} is not of a form allowed here")


@cache
def load_schema(path: str) -> dict[str, Any]:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def check(value: Any, schema: dict[str, Any], checker: Checker, where: str = "") -> bool:
    """Add a problem to ``checker`` for each way ``value`` breaks ``schema``;
    True if there was none. ``where`` is the place of ``value`` in its file."""
    compiled = _COMPILED.get(id(schema))
    if compiled is None or compiled.root is not schema:
        compiled = _COMPILED[id(schema)] = Schema(schema)
    found = compiled.walk(value)
    checker.problems.extend(found.problems(where))
    return not found.records


def problems(value: Any, schema: dict[str, Any]) -> list[Problem]:
    """The problems of ``value`` against ``schema`` (generic words)."""
    checker = Checker()
    check(value, schema, checker)
    return checker.problems


_COMPILED: dict[int, "Schema"] = {}  # the schemas ``check`` met (each keeps its schema, so its id stays its own)


class Schema:
    """A schema compiled once; ``walk(value)`` checks a value against it.

    ``words`` maps a place to the game's words for its problems. A key is
    a path in the file with ``*`` for any key or index (``players[*].spirit``)
    or a definition of the schema (``#/$defs/space_A``: the value of that
    form is wrong in itself), optionally with ``:keyword`` (``required``,
    ``maxItems``...) for the problems of one keyword only. A path is looked
    up before a definition."""

    def __init__(self, schema: dict[str, Any], words: Words | None = None):
        self.root = schema
        self._defs: dict[str, _Node] = {}
        self.node = _Node(self, schema)
        self._path_words: list[tuple[tuple[str | int, ...], str | None, Word]] = []
        self._def_words: dict[str, Word] = {}
        for key, word in (words or {}).items():
            place, _, keyword = key.rpartition(":") if ":" in key else (key, "", "")
            if place.startswith("#/$defs/"):
                self._def_words[place[len("#/$defs/") :] + (":" + keyword if keyword else "")] = word
            else:
                parts = tuple(p for p in place.replace("[", ".").replace("]", "").split(".") if p)
                self._path_words.append((parts, keyword or None, word))

    def definition(self, ref: str) -> "_Node":
        if not ref.startswith("#/$defs/"):
            raise ValueError(f"only local references to $defs are supported, not {ref!r}")
        name = ref[len("#/$defs/") :]
        if name not in self._defs:
            self._defs[name] = _Node(self, self.root["$defs"][name], name)
        return self._defs[name]

    def walk(self, value: Any) -> "Walk":
        walk = Walk(self, value)
        self.node.check(value, (), walk)
        return walk

    def word(self, path: Path_, keyword: str, definition: str | None) -> Word | None:
        for parts, kw, word in self._path_words:
            if (
                (kw is None or kw == keyword)
                and len(parts) == len(path)
                and all(p == "*" or p == q or (isinstance(q, int) and p == str(q)) for p, q in zip(parts, path))
            ):
                return word
        if definition is not None:
            return self._def_words.get(f"{definition}:{keyword}", self._def_words.get(definition))
        return None


class Walk:
    """What one walk found: the problems (``records``, in the order met) and
    the objects and lists it looked inside (``sound`` answers from both)."""

    def __init__(self, schema: Schema, value: Any):
        self.schema = schema
        self.value = value
        self.records: list[_Record] = []
        self.visited: set[Path_] = set()
        self.refused: set[int] = set()  # id() of lists over their maxItems: never walked
        self._touched: set[Path_] | None = None

    def fork(self) -> "Walk":
        trial = Walk(self.schema, self.value)
        trial.refused = self.refused
        return trial

    def adopt(self, trial: "Walk") -> None:
        self.records.extend(trial.records)
        self.visited |= trial.visited

    def add(
        self, path: Path_, keyword: str, template: str, instance: Any, *, numerus: str | None = None, **params: Any
    ) -> None:
        """A problem; a counted ``template`` (``%n``) names in ``numerus`` the parameter of its number."""
        self.records.append(_Record(path, keyword, template, params, instance, numerus))

    def sound(self, *path: str | int) -> bool:
        """The schema checked the value at ``path`` and found nothing wrong
        at it or below it (a reader may rely on its shape and types)."""
        if self._touched is None:
            self._touched = {r.path[:k] for r in self.records for k in range(len(r.path) + 1)}
        if path in self._touched:
            return False
        value = self._at(path)
        if value is _ABSENT:
            return False
        return (path if isinstance(value, (dict, list)) else path[:-1]) in self.visited

    def checked(self, *path: str | int) -> bool:
        """The walk looked inside the object or list at ``path`` (so it is one)."""
        return path in self.visited

    def objects(self, *path: str | int) -> list[tuple[int, dict[str, Any]]]:
        """(index, entry) of each entry of the list at ``path`` that the walk
        looked inside as an object (none when it did not look inside the
        list, e.g. over its maxItems)."""
        value = self._at(path)
        if not isinstance(value, list) or path not in self.visited:
            return []
        return [(i, item) for i, item in enumerate(value) if isinstance(item, dict) and path + (i,) in self.visited]

    def _at(self, path: Path_) -> Any:
        value = self.value
        for part in path:
            try:
                value = value[part]
            except (KeyError, IndexError, TypeError):
                return _ABSENT
        return value

    def problems(self, where: str = "") -> list[Problem]:
        """The records as problems in the game's words, each at its place
        in the file (``where`` + the path inside the value)."""
        out = []
        for r in self.records:
            word = self.schema.word(r.path, r.keyword, r.definition)
            path, message = r.path, None
            if callable(word):
                below, message = word(r.instance)
                path = path + below
            elif isinstance(word, Message):
                message = Message(word.template, {**r.params, **word.params}, word.context, word.numerus)
            elif word is not None:
                message = Message(word, r.params)
            out.append(Problem(_where(where, path), message or Message(r.template, r.params, numerus=r.numerus)))
        return out


_ABSENT = object()


class _Record:
    __slots__ = ("path", "keyword", "template", "params", "instance", "numerus", "definition")

    def __init__(
        self,
        path: Path_,
        keyword: str,
        template: str,
        params: dict[str, Any],
        instance: Any,
        numerus: str | None = None,
    ):
        self.path, self.keyword, self.template, self.params = path, keyword, template, params
        self.instance, self.numerus = instance, numerus
        self.definition: str | None = None  # the $defs entry this value is an instance of, if any


def _where(where: str, path: Path_) -> str:
    for part in path:
        where = key_path(where, part)
    return where


_NO_CONST = object()


class _Node:
    """One schema object compiled: ``check`` walks a value, ``kind_ok``
    tells whether a value is of this schema's kind (type, const, enum).
    Its subschemas are compiled with it; a ``$ref`` when first followed."""

    def __init__(self, owner: Schema, schema: dict[str, Any], name: str | None = None):
        unknown = set(schema) - _KNOWN
        if unknown:
            raise ValueError(f"schema keywords not supported: {sorted(unknown)}")
        kind = schema.get("type")
        if kind is not None and kind not in _TYPES:
            raise ValueError(f"type {kind!r} not supported")

        def sub(key: str) -> _Node | None:
            return _Node(owner, schema[key]) if isinstance(schema.get(key), dict) else None

        self.owner, self.name = owner, name
        self.ref: str | None = schema.get("$ref")
        self._target: _Node | None = None
        self.type, self.is_type = kind, _TYPES[kind] if kind else None
        self.const = schema.get("const", _NO_CONST)
        self.enum = _Choice(schema["enum"]) if "enum" in schema else None
        self.pattern = _regex(schema["pattern"]) if "pattern" in schema else None
        self.min_length, self.max_length = schema.get("minLength"), schema.get("maxLength")
        self.minimum, self.maximum = schema.get("minimum"), schema.get("maximum")
        self.required = tuple(schema.get("required", ()))
        self.properties = {k: _Node(owner, v) for k, v in schema.get("properties", {}).items()}
        self.closed = schema.get("additionalProperties") is False
        self.allowed = ", ".join(sorted(self.properties))
        self.additional, self.names = sub("additionalProperties"), sub("propertyNames")
        self.dependent = schema.get("dependentRequired", {})
        self.min_items, self.max_items = schema.get("minItems"), schema.get("maxItems")
        self.unique = bool(schema.get("uniqueItems"))
        self.items = sub("items")
        self.all_of = [_Node(owner, b) for b in schema.get("allOf", ())]
        self.if_, self.then, self.else_ = sub("if"), sub("then"), sub("else")
        self.any_of = [_Node(owner, b) for b in schema.get("anyOf", ())]
        # An anyOf of constants only (Harmonies' 14 stacks): one look-up.
        self.constants = (
            {_hashable(b["const"]) for b in schema["anyOf"]}
            if self.any_of and all(set(b) == {"const"} for b in schema["anyOf"])
            else None
        )
        self.containers = bool(
            self.properties
            or self.closed
            or self.additional
            or self.names
            or self.required
            or self.dependent
            or self.items
            or self.unique
            or self.min_items is not None
            or self.max_items is not None
            or kind in ("object", "array")
        )

    def target(self) -> "_Node":
        """The definition ``$ref`` names (resolved when first followed: a schema may refer to itself)."""
        if self._target is None:
            assert self.ref is not None
            self._target = self.owner.definition(self.ref)
        return self._target

    def kind_ok(self, value: Any) -> bool:
        if self.ref is not None and not self.target().kind_ok(value):
            return False
        if self.is_type is not None and not self.is_type(value):
            return False
        if self.const is not _NO_CONST and not _same(value, self.const):
            return False
        return self.enum is None or self.enum.has(value)

    def check(self, value: Any, path: Path_, walk: Walk) -> bool:
        """Record each problem of ``value`` (at ``path``); True if none."""
        records = walk.records
        before = len(records)
        if self.ref is not None:
            target = self.target()
            target.check(value, path, walk)
            for r in records[before:]:
                if r.path == path and r.definition is None:
                    r.definition = target.name
        if self.is_type is not None and not self.is_type(value):
            walk.add(path, "type", _TYPE_TEMPLATES[self.type or ""], value, value=shown(value))
            return False
        if self.const is not _NO_CONST and not _same(value, self.const):
            walk.add(path, "const", _CONST, value, value=shown(value), expected=shown(self.const))
            return False
        if self.enum is not None and not self.enum.has(value):
            walk.add(path, "enum", _ENUM, value, value=shown(value), allowed=self.enum.text)
            return False
        if isinstance(value, str):
            self._string(value, path, walk)
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            self._number(value, path, walk)
        elif self.containers and isinstance(value, dict):
            walk.visited.add(path)
            self._object(value, path, walk)
        elif self.containers and isinstance(value, list):
            if not self._array(value, path, walk):
                return False
        for node in self.all_of:
            node.check(value, path, walk)
        if self.if_ is not None:
            branch = self.then if self.if_.check(value, path, walk.fork()) else self.else_
            if branch is not None:
                branch.check(value, path, walk)
        if self.any_of and len(records) == before:
            self._any_of(value, path, walk)
        return len(records) == before

    def _string(self, value: str, path: Path_, walk: Walk) -> None:
        if self.pattern is not None and not self.pattern.search(value):
            walk.add(path, "pattern", _PATTERN, value, value=shown(value))
        if self.min_length is not None and len(value) < self.min_length:
            walk.add(
                path,
                "minLength",
                _EMPTY if self.min_length == 1 else _SHORT,
                value,
                numerus=None if self.min_length == 1 else "limit",
                value=shown(value),
                limit=self.min_length,
            )
        if self.max_length is not None and len(value) > self.max_length:
            walk.add(path, "maxLength", _LONG, value, numerus="limit", value=shown(value), limit=self.max_length)

    def _number(self, value: float, path: Path_, walk: Walk) -> None:
        low, high = self.minimum, self.maximum
        if low is not None and high is not None and not low <= value <= high:
            walk.add(path, "minimum" if value < low else "maximum", _BETWEEN, value, value=value, low=low, high=high)
        elif low is not None and value < low:
            walk.add(path, "minimum", _LESS, value, value=value, low=low)
        elif high is not None and value > high:
            walk.add(path, "maximum", _MORE, value, value=value, high=high)

    def _object(self, value: dict, path: Path_, walk: Walk) -> None:
        for key in self.required:
            if key not in value:
                walk.add(path + (key,), "required", _MISSING, value, key=key)
        for key, item in value.items():
            where = path + (key,)
            if self.names is not None and not self.names.check(key, where, walk):
                continue  # a key that is no place: its value is not judged
            node = self.properties.get(key)
            if node is not None:
                node.check(item, where, walk)
            elif self.closed:
                walk.add(
                    where,
                    "additionalProperties",
                    _UNKNOWN if self.allowed else _NO_KEYS,
                    item,
                    key=key,
                    allowed=self.allowed,
                )
            elif self.additional is not None:
                self.additional.check(item, where, walk)
        for key, needed in self.dependent.items():
            if key in value:
                for other in needed:
                    if other not in value:
                        walk.add(path + (other,), "dependentRequired", _NEEDED_WITH, value, key=other, other=key)

    def _array(self, value: list, path: Path_, walk: Walk) -> bool:
        """False when the list is refused (over its maxItems): nothing in it is walked."""
        if id(value) in walk.refused:
            return False
        low, high = self.min_items, self.max_items
        if high is not None and len(value) > high:
            walk.refused.add(id(value))
            walk.add(
                path,
                "maxItems",
                _EXACTLY if low == high else _AT_MOST,
                value,
                numerus="limit" if low == high else "count",
                count=len(value),
                limit=high,
                low=low,
                high=high,
            )
            return False
        walk.visited.add(path)
        if low is not None and len(value) < low:
            walk.add(
                path,
                "minItems",
                _EXACTLY if low == high else _AT_LEAST,
                value,
                numerus="limit" if low == high else "count",
                count=len(value),
                limit=low,
                low=low,
                high=high,
            )
        if self.items is not None:
            for i, item in enumerate(value):
                self.items.check(item, path + (i,), walk)
        if self.unique:
            seen: set[Any] = set()
            for i, item in enumerate(value):
                key = _hashable(item)
                if key in seen:
                    walk.add(path + (i,), "uniqueItems", _TWICE, item, value=shown(item))
                seen.add(key)
        return True

    def _any_of(self, value: Any, path: Path_, walk: Walk) -> None:
        if self.constants is not None and _hashable(value) in self.constants:
            return
        trials = []
        for branch in self.any_of:
            if not branch.kind_ok(value):
                continue  # another kind of value: that alternative is not what was meant
            trial = walk.fork()
            if branch.check(value, path, trial):
                walk.visited |= trial.visited
                return
            trials.append(trial)
        if len(trials) == 1:
            walk.adopt(trials[0])  # the one alternative of this kind says what is wrong in it
        else:
            walk.add(path, "anyOf", _NO_FORM, value, value=shown(value))


class _Choice:
    """An enum's values, tested with exact JSON types (``true`` is not ``1``)."""

    def __init__(self, values: Iterable[Any]):
        self.values = list(values)
        self.text = ", ".join(str(v) for v in self.values)
        self.strings = frozenset(v for v in self.values if isinstance(v, str))
        self.others = [v for v in self.values if not isinstance(v, str)]

    def has(self, value: Any) -> bool:
        if isinstance(value, str):
            return value in self.strings
        return any(_same(value, v) for v in self.others)


def _regex(pattern: str) -> re.Pattern[str]:
    """A schema's pattern (ECMA-262) for Python: ``$`` is the end of the text
    only (Python's would also match before a final line break)."""
    out, in_class, i = [], False, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            out.append(pattern[i : i + 2])
            i += 2
            continue
        in_class = (in_class or c == "[") and c != "]"
        out.append(r"\Z" if c == "$" and not in_class else c)
        i += 1
    return re.compile("".join(out))


def _same(a: Any, b: Any) -> bool:
    """JSON equality with exact types (``1.0`` and ``true`` are not ``1``);
    ``b`` is the schema's value, so the comparison stops where it stops."""
    if type(a) is not type(b):
        return False
    if isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in b)
    return bool(a == b)


def _hashable(value: Any, depth: int = 8) -> Any:
    """A key equal for equal JSON values (exact types); below ``depth`` levels
    a value only equals itself (hostile nesting never recurses far)."""
    if isinstance(value, list):
        return ("l", tuple(_hashable(v, depth - 1) for v in value)) if depth else ("id", id(value))
    if isinstance(value, dict):
        return ("d", frozenset((k, _hashable(v, depth - 1)) for k, v in value.items())) if depth else ("id", id(value))
    return (type(value).__name__, value)


__all__ = ["Schema", "Walk", "Words", "check", "load_schema", "problems"]
