"""The board-file JSON Schema of Azul: Queen's Garden built from the data tables, so
the shipped gardenapp/games/azul_queens_garden/board.schema.json can be checked to be
in step with the code (the tests validate with gardenapp.core.schema)."""

from __future__ import annotations

import re
from typing import Any

from gardenapp.core.boardfile import MAX_NAME, PHOTO_CORNERS_SCHEMA, PHOTO_SCHEMA, PLAYED_ON_SCHEMA
from gardenapp.games.azul_queens_garden import data
from gardenapp.games.azul_queens_garden.garden import LABEL

SCHEMA_ID = "https://gardenapp.invalid/schemas/azul_queens_garden/board.schema.json"


def build_schema() -> dict[str, Any]:
    cells = sorted(LABEL.values())
    hexagon = {
        "type": "object",
        "required": ["colour", "pattern"],
        "additionalProperties": False,
        "properties": {"colour": {"enum": list(data.COLOURS)}, "pattern": {"enum": list(data.PATTERNS)}},
    }
    area = {
        "anyOf": [
            {"type": "null"},
            {"const": "face_down"},
            {
                "type": "object",
                "required": ["colour", "pattern", "orientation"],
                "additionalProperties": False,
                "properties": {
                    "colour": {"enum": list(data.COLOURS)},
                    "pattern": {"enum": list(data.PATTERNS)},
                    "orientation": {"type": "integer", "minimum": 0, "maximum": 5},
                },
            },
        ]
    }
    player = {
        "type": "object",
        "required": ["name", "score_before_final"],
        "additionalProperties": False,
        "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": MAX_NAME},
            "photo": PHOTO_SCHEMA,
            "photo_corners": PHOTO_CORNERS_SCHEMA,
            "score_before_final": {"type": "integer", "minimum": 0},
            "areas": {
                "type": "object",
                "additionalProperties": False,
                "properties": {a: {"$ref": "#/$defs/area"} for a in data.AREAS},
            },
            "tiles": {
                "type": "object",
                "propertyNames": {"$ref": "#/$defs/cell"},
                "additionalProperties": {"$ref": "#/$defs/hexagon"},
            },
            "storage": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "jokers": {"type": "integer", "minimum": 0, "maximum": data.STORAGE_TILE_SPACES, "default": 0},
                    "tiles": {
                        "type": "array",
                        "maxItems": data.STORAGE_TILE_SPACES,
                        "items": {"$ref": "#/$defs/hexagon"},
                    },
                    "expansions": {
                        "type": "array",
                        "maxItems": data.STORAGE_EXPANSION_SPACES,
                        "items": {"$ref": "#/$defs/hexagon"},
                    },
                },
            },
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Azul: Queen's Garden finished board (gardenapp-board version 1)",
        "description": (
            "One finished game of Azul: Queen's Garden (docs/rules/azul_queens_garden.md §8). "
            "score_before_final is the score track after round 4's Phase 2. areas: A1..A6, null "
            '(no expansion, the default), "face_down" (7 free spaces) or the printed hexagon and '
            'its orientation k (the ring cell centre + DIR[k] of §2.6). tiles: "q,r" cells '
            "(§2.6 axial) holding a tile; every other free space is empty. storage: jokers, "
            "tiles and expansions left over. Checked by the app, not expressible here: names are "
            "unique; a tile lies on a free space (not the fountain, an ornament, a pavilion, a "
            "printed hexagon, nor an area without expansion); a cell is given once; storage tiles "
            "+ jokers <= 12. Warnings (never blocking): the group rule of §5, more than 3 tiles of "
            "a combination, an expansion entered twice."
        ),
        "type": "object",
        "required": ["format", "version", "game", "players"],
        "additionalProperties": False,
        "properties": {
            "format": {"const": "gardenapp-board"},
            "version": {"const": 1},
            "game": {"const": "azul_queens_garden"},
            "options": {"type": "object", "additionalProperties": False, "properties": {}},
            "played_on": PLAYED_ON_SCHEMA,
            "players": {"type": "array", "minItems": 2, "maxItems": 4, "items": player},
        },
        "$defs": {
            "cell": {"type": "string", "pattern": "^(" + "|".join(re.escape(c) for c in cells) + ")$"},
            "hexagon": hexagon,
            "area": area,
        },
    }
