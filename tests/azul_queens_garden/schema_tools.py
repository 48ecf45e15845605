"""The board-file JSON Schema of Azul: Queen's Garden built from the data tables, so
the shipped gardenapp/games/azul_queens_garden/board.schema.json can be checked to be
in step with the code, and the small validator of tests/harmonies/schema_tools.py
(with the type "null", which Azul's areas use)."""

from __future__ import annotations

import re
from typing import Any

from gardenapp.core.boardfile import PHOTO_SCHEMA
from gardenapp.games.azul_queens_garden import data
from gardenapp.games.azul_queens_garden.garden import LABEL

SCHEMA_ID = "https://gardenapp.invalid/schemas/azul_queens_garden/board.schema.json"


def build_schema() -> dict[str, Any]:
    cells = sorted(LABEL.values())
    hexagon = {"type": "object", "required": ["colour", "pattern"], "additionalProperties": False,
               "properties": {"colour": {"enum": list(data.COLOURS)}, "pattern": {"enum": list(data.PATTERNS)}}}
    area = {"anyOf": [
        {"type": "null"}, {"const": "face_down"},
        {"type": "object", "required": ["colour", "pattern", "orientation"], "additionalProperties": False,
         "properties": {"colour": {"enum": list(data.COLOURS)}, "pattern": {"enum": list(data.PATTERNS)},
                        "orientation": {"type": "integer", "minimum": 0, "maximum": 5}}},
    ]}
    player = {
        "type": "object", "required": ["name", "score_before_final"], "additionalProperties": False,
        "properties": {
            "name": {"type": "string", "minLength": 1},
            "photo": PHOTO_SCHEMA,
            "score_before_final": {"type": "integer", "minimum": 0},
            "areas": {"type": "object", "additionalProperties": False,
                      "properties": {a: {"$ref": "#/$defs/area"} for a in data.AREAS}},
            "tiles": {"type": "object", "propertyNames": {"$ref": "#/$defs/cell"},
                      "additionalProperties": {"$ref": "#/$defs/hexagon"}},
            "storage": {"type": "object", "additionalProperties": False, "properties": {
                "jokers": {"type": "integer", "minimum": 0, "maximum": data.STORAGE_TILE_SPACES, "default": 0},
                "tiles": {"type": "array", "maxItems": data.STORAGE_TILE_SPACES, "items": {"$ref": "#/$defs/hexagon"}},
                "expansions": {"type": "array", "maxItems": data.STORAGE_EXPANSION_SPACES,
                               "items": {"$ref": "#/$defs/hexagon"}},
            }},
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Azul: Queen's Garden finished board (gardenapp-board version 1)",
        "description": ("One finished game of Azul: Queen's Garden (spec rules/azul-queens-garden.md §8). "
                        "score_before_final is the score track after round 4's Phase 2. areas: A1..A6, null "
                        "(no expansion, the default), \"face_down\" (7 free spaces) or the printed hexagon and "
                        "its orientation k (the ring cell centre + DIR[k] of spec §2.6). tiles: \"q,r\" cells "
                        "(spec §2.6 axial) holding a tile; every other free space is empty. storage: jokers, "
                        "tiles and expansions left over. Checked by the app, not expressible here: names are "
                        "unique; a tile lies on a free space (not the fountain, an ornament, a pavilion, a "
                        "printed hexagon, nor an area without expansion); a cell is given once; storage tiles "
                        "+ jokers <= 12. Warnings (never blocking): the group rule of §5, more than 3 tiles of "
                        "a combination, an expansion entered twice."),
        "type": "object",
        "required": ["format", "version", "game", "players"],
        "additionalProperties": False,
        "properties": {
            "format": {"const": "gardenapp-board"},
            "version": {"const": 1},
            "game": {"const": "azul_queens_garden"},
            "options": {"type": "object", "additionalProperties": False, "properties": {}},
            "players": {"type": "array", "minItems": 2, "maxItems": 4, "items": player},
        },
        "$defs": {
            "cell": {"type": "string", "pattern": "^(" + "|".join(re.escape(c) for c in cells) + ")$"},
            "hexagon": hexagon,
            "area": area,
        },
    }


# -- a small validator for the keywords above ----------------------------------------------------------
_TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


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
