"""The board-file JSON Schema of Harmonies built from the data tables (so the
shipped gardenapp/games/harmonies/board.schema.json can be checked to be in
step with the code), and a small structural validator for the keywords it
uses (no jsonschema dependency)."""

from __future__ import annotations

import re
from typing import Any

from gardenapp.core.boardfile import PHOTO_SCHEMA
from gardenapp.games.harmonies import data
from gardenapp.games.harmonies.geometry import SIDES

SCHEMA_ID = "https://gardenapp.invalid/schemas/harmonies/board.schema.json"


def _space_pattern(side: str) -> str:
    labels = SIDES[side].labels
    return "^(" + "|".join(re.escape(lab) for lab in labels) + ")$"


def _player(side: str, spirits: bool) -> dict:
    space = {"$ref": f"#/$defs/space_{side}"}
    props = {
        "name": {"type": "string", "minLength": 1},
        "spaces": {"type": "object", "propertyNames": space, "additionalProperties": {"$ref": "#/$defs/stack"}},
        "cubes_on": {"type": "array", "items": space, "uniqueItems": True},
        "cards": {"type": "array", "items": {"$ref": "#/$defs/card"}},
        "photo": PHOTO_SCHEMA,
    }
    required = ["name", "spaces", "cards"]
    if spirits:
        props["spirit"] = {"$ref": "#/$defs/spirit"}
        required.append("spirit")
    return {"type": "object", "required": required, "additionalProperties": False, "properties": props}


def build_schema() -> dict[str, Any]:
    by_slots: dict[int, list[str]] = {}
    for c in data.ANIMALS:
        by_slots.setdefault(c.slots, []).append(c.id)
    card_variants = [{"properties": {"id": {"enum": ids}, "cubes_placed": {"maximum": n}}}
                     for n, ids in sorted(by_slots.items())]

    def players_for(side: str, spirits: bool) -> dict:
        return {"properties": {"players": {"items": _player(side, spirits)}}}

    def options_is(side: str | None, spirits: bool | None) -> dict:
        props: dict[str, Any] = {}
        req = []
        if side is not None:
            props["side"] = {"const": side}
            if side == "B":
                req.append("side")
        if spirits is not None:
            props["spirits"] = {"const": spirits}
            if spirits:
                req.append("spirits")
        cond: dict[str, Any] = {"properties": {"options": {"properties": props, "required": req}}}
        if req:
            cond["required"] = ["options"]
        return cond

    branches = []
    for side in ("A", "B"):
        for spirits in (False, True):
            branches.append({"if": options_is(side, spirits), "then": players_for(side, spirits)})
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Harmonies finished board (gardenapp-board version 1)",
        "description": ("One finished game of Harmonies (spec rules/harmonies.md §6.11). Spaces are \"c,r\" "
                        "labels of spec §1.3 on the side in options.side; stacks are listed bottom to top "
                        "and must be one of the 14 legal stacks of §5.2 (an empty list is an empty space); "
                        "a card's cubes_placed is at most its number of slots. Checked by the app, not "
                        "expressible here: names are unique; an animal card or a spirit belongs to one "
                        "player only; a cube in cubes_on sits on a non-empty space, once per space."),
        "type": "object",
        "required": ["format", "version", "game", "players"],
        "additionalProperties": False,
        "properties": {
            "format": {"const": "gardenapp-board"},
            "version": {"const": 1},
            "game": {"const": "harmonies"},
            "options": {
                "type": "object", "additionalProperties": False,
                "properties": {"side": {"enum": ["A", "B"], "default": "A"},
                               "spirits": {"type": "boolean", "default": False}},
            },
            "players": {"type": "array", "minItems": 1, "maxItems": 4},
        },
        "allOf": branches,
        "$defs": {
            "colour": {"enum": list(data.COLOURS)},
            "stack": {"anyOf": [{"const": [data.COLOURS[c] for c in s]} for s in data.STACKS]},
            "space_A": {"type": "string", "pattern": _space_pattern("A")},
            "space_B": {"type": "string", "pattern": _space_pattern("B")},
            "card": {
                "type": "object", "required": ["id", "cubes_placed"], "additionalProperties": False,
                "properties": {"id": {"enum": list(data.ANIMAL_IDS)},
                               "cubes_placed": {"type": "integer", "minimum": 0}},
                "anyOf": card_variants,
            },
            "spirit": {
                "type": "object", "required": ["id", "cube_placed"], "additionalProperties": False,
                "properties": {"id": {"enum": list(data.SPIRIT_IDS)}, "cube_placed": {"type": "boolean"}},
            },
        },
    }


# -- a small validator for the keywords above ----------------------------------------------------------
_TYPES = {"object": dict, "array": list, "string": str, "boolean": bool}


def validate(instance: Any, schema: dict, root: dict | None = None, path: str = "") -> list[str]:
    """Errors of ``instance`` against ``schema`` (subset of draft 2020-12)."""
    root = root if root is not None else schema
    errs: list[str] = []
    if "$ref" in schema:
        ref = schema["$ref"]
        assert ref.startswith("#/$defs/")
        errs += validate(instance, root["$defs"][ref[len("#/$defs/"):]], root, path)
    t = schema.get("type")
    if t == "integer":
        if not isinstance(instance, int) or isinstance(instance, bool):
            return errs + [f"{path}: not an integer"]
    elif t is not None and not isinstance(instance, _TYPES[t]):
        return errs + [f"{path}: not {t}"]
    if "const" in schema and instance != schema["const"]:
        errs.append(f"{path}: not {schema['const']!r}")
    if "enum" in schema and instance not in schema["enum"]:
        errs.append(f"{path}: {instance!r} not in enum")
    if "pattern" in schema and isinstance(instance, str) and not re.search(schema["pattern"], instance):
        errs.append(f"{path}: {instance!r} does not match")
    if "minLength" in schema and isinstance(instance, str) and len(instance) < schema["minLength"]:
        errs.append(f"{path}: too short")
    if "minimum" in schema and isinstance(instance, int) and instance < schema["minimum"]:
        errs.append(f"{path}: below minimum")
    if "maximum" in schema and isinstance(instance, int) and instance > schema["maximum"]:
        errs.append(f"{path}: above maximum")
    if isinstance(instance, dict):
        for key in schema.get("required", []):
            if key not in instance:
                errs.append(f"{path}.{key}: missing")
        props = schema.get("properties", {})
        for key, value in instance.items():
            if "propertyNames" in schema:
                errs += validate(key, schema["propertyNames"], root, f"{path}.{key}(name)")
            if key in props:
                errs += validate(value, props[key], root, f"{path}.{key}")
            elif schema.get("additionalProperties") is False:
                errs.append(f"{path}.{key}: not allowed")
            elif isinstance(schema.get("additionalProperties"), dict):
                errs += validate(value, schema["additionalProperties"], root, f"{path}.{key}")
    if isinstance(instance, list):
        if "minItems" in schema and len(instance) < schema["minItems"]:
            errs.append(f"{path}: too few items")
        if "maxItems" in schema and len(instance) > schema["maxItems"]:
            errs.append(f"{path}: too many items")
        if schema.get("uniqueItems") and len({repr(x) for x in instance}) != len(instance):
            errs.append(f"{path}: items not unique")
        if "items" in schema:
            for i, item in enumerate(instance):
                errs += validate(item, schema["items"], root, f"{path}[{i}]")
    if "anyOf" in schema and not any(not validate(instance, s, root, path) for s in schema["anyOf"]):
        errs.append(f"{path}: matches none of anyOf")
    for sub in schema.get("allOf", []):
        errs += validate(instance, sub, root, path)
    if "if" in schema:
        branch = "then" if not validate(instance, schema["if"], root, path) else "else"
        if branch in schema:
            errs += validate(instance, schema[branch], root, path)
    return errs
