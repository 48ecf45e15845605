"""The board-file JSON Schema of Under the Leaves built from the data tables, so the shipped
gardenapp/games/under_the_leaves/board.schema.json can be checked to be in step with the code (the tests
validate with gardenapp.core.schema)."""

from __future__ import annotations

from typing import Any

from gardenapp.core.boardfile import MAX_NAME, PHOTO_CORNERS_SCHEMA, PHOTO_SCHEMA, PLAYED_ON_SCHEMA
from gardenapp.games.under_the_leaves import data

SCHEMA_ID = "https://gardenapp.invalid/schemas/under_the_leaves/board.schema.json"
POSITION = r"^(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)$"  # the one canonical form (actions.parse_pair)


def build_schema() -> dict[str, Any]:
    count = {"type": "integer", "minimum": 0}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "Under the Leaves finished board (gardenapp-board version 1)",
        "description": (
            "docs/formats.md §1.8 and docs/rules/under_the_leaves.md §8. Level 1: per player the pawns "
            "counted on the table before the majority bonus (authoritative). Level 2 (optional): the garden's "
            "tiles, each a tile id with side and rotation (§1.2: side F or B, clockwise quarter turns 0-3; "
            "default F, 0) or its four fields NW, NE, SE, SW (a colour, '*' for a mushroom, or 'puddle'), at a "
            'tile position "tx,ty" (x east, y south; the starting tile may be anywhere). Level 3 (optional): '
            "order, the tiles in the order laid, each by position, by tile id or by index into tiles (the "
            "starting tile may lead), and choices, the fields "
            "chosen during arrivals (§5.5: a Collector/Friendly pawn's field or a Thoughtful/Flirty square's "
            "NW field), in order. options.cards names the three dweller cards in play (one leaf, one puddle, "
            "one mushroom). Checked by the app, not expressible here: names are unique; the fields match a "
            "tile (and agree with a tile id, side and rotation given beside them); a tile is used once in the "
            "whole file; one starting tile per garden, single-sided; the tiles join through full sides; a "
            "position holds one tile; the order lists every placed tile once, each next to the tiles before "
            "it; every choice is a candidate when the replay asks; options.cards has one card of each type."
        ),
        "type": "object",
        "required": ["format", "version", "game", "players"],
        "additionalProperties": False,
        "properties": {
            "format": {"const": "gardenapp-board"},
            "version": {"const": 1},
            "game": {"const": "under_the_leaves"},
            "played_on": PLAYED_ON_SCHEMA,
            "options": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "cards": {
                        "type": "array",
                        "minItems": 3,
                        "maxItems": 3,
                        "uniqueItems": True,
                        "items": {"enum": list(data.CARD_IDS)},
                    }
                },
            },
            "players": {"type": "array", "minItems": 1, "maxItems": 4, "items": {"$ref": "#/$defs/player"}},
        },
        "$defs": {
            "position": {"type": "string", "pattern": POSITION},
            "field": {"type": "string", "pattern": "^((green|orange|pink|yellow|purple)[*]?|puddle)$"},
            "pawns": {
                "type": "object",
                "required": ["bees", "hummingbirds", "leaf", "puddle", "mushroom"],
                "additionalProperties": False,
                "properties": {k: count for k in ("bees", "hummingbirds", "leaf", "puddle", "mushroom")},
            },
            "tile": {
                "type": "object",
                "required": ["at"],
                "additionalProperties": False,
                "properties": {
                    "tile": {"enum": list(data.TILE_IDS)},
                    "fields": {"type": "array", "minItems": 4, "maxItems": 4, "items": {"$ref": "#/$defs/field"}},
                    "at": {"$ref": "#/$defs/position"},
                    "side": {"enum": list(data.SIDES), "default": "F"},
                    "rotation": {"type": "integer", "minimum": 0, "maximum": 3, "default": 0},
                },
                "anyOf": [{"required": ["tile"]}, {"required": ["fields"]}],
            },
            "player": {
                "type": "object",
                "required": ["name", "pawns"],
                "additionalProperties": False,
                "properties": {
                    "name": {"type": "string", "minLength": 1, "maxLength": MAX_NAME},
                    "photo": PHOTO_SCHEMA,
                    "photo_corners": PHOTO_CORNERS_SCHEMA,
                    "pawns": {"$ref": "#/$defs/pawns"},
                    "tiles": {"type": "array", "items": {"$ref": "#/$defs/tile"}},
                    "order": {
                        "type": "array",
                        "items": {
                            "anyOf": [
                                {"$ref": "#/$defs/position"},
                                {"enum": list(data.TILE_IDS)},
                                {"type": "integer", "minimum": 0},
                            ]
                        },
                    },
                    "choices": {"type": "array", "items": {"$ref": "#/$defs/position"}},
                },
            },
        },
    }
