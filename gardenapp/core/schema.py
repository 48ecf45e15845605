"""Structural checks from a shipped JSON Schema (the draft 2020-12 keywords
that record.schema.json uses), reported through a ``Checker`` so that every
problem names its place in the player's words. Types are exact: ``1.0`` and
``true`` are not integers. The walk follows the schema, whose depth is ours,
not the data's."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from .boardfile import Checker, key_path
from .messages import QT_TRANSLATE_NOOP, shown


@cache
def load_schema(path: str) -> dict[str, Any]:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def check(value: Any, schema: dict[str, Any], checker: Checker, where: str = "") -> bool:
    """Add a problem to ``checker`` for each way ``value`` breaks ``schema``;
    True if there was none."""
    before = len(checker.problems)
    kind = schema.get("type")
    if kind == "integer":
        if not checker.integer(value, where, schema.get("minimum"), schema.get("maximum")):
            return False
    elif kind == "boolean":
        if not checker.boolean(value, where):
            return False
    elif kind == "string":
        if not checker.string(value, where):
            return False
    elif kind == "array":
        if not checker.list_of(value, where):
            return False
    elif kind == "object":
        if not isinstance(value, dict):
            checker.add(where, QT_TRANSLATE_NOOP("engine", "expected an object"))
            return False
    if "const" in schema and not _same(value, schema["const"]):
        checker.add(where, QT_TRANSLATE_NOOP("engine", "must be {expected}"), expected=shown(schema["const"]))
    if isinstance(value, str) and "pattern" in schema and not re.search(schema["pattern"], value):
        checker.add(where, QT_TRANSLATE_NOOP("engine", "{value} is not of the expected form"), value=shown(value))
    if isinstance(value, dict):
        props = schema.get("properties", {})
        if schema.get("additionalProperties") is False:
            checker.keys(value, where, schema.get("required", []), props)
        else:
            for key in schema.get("required", []):
                if key not in value:
                    checker.add(key_path(where, key), QT_TRANSLATE_NOOP("engine", "is missing"))
        for key, sub in props.items():
            if key in value:
                check(value[key], sub, checker, key_path(where, key))
    if isinstance(value, list):
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            checker.add(where, QT_TRANSLATE_NOOP("engine", "{count} items; at most {limit} are allowed"),
                        count=len(value), limit=schema["maxItems"])
            return False   # a million actions: not one checked
        if "items" in schema:
            for i, item in enumerate(value):
                check(item, schema["items"], checker, key_path(where, i))
    return len(checker.problems) == before


def _same(a: Any, b: Any) -> bool:
    """JSON equality with exact types (``1.0`` and ``true`` are not ``1``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a == b
