"""The board-file JSON Schema of Harmonies built from the data tables (so the
shipped gardenapp/games/harmonies/board.schema.json can be checked to be in
step with the code); the tests validate with gardenapp.core.schema, the
checker the app itself runs."""

from __future__ import annotations

import re
from typing import Any

from gardenapp.core.boardfile import MAX_NAME, PHOTO_CORNERS_SCHEMA, PHOTO_SCHEMA, PLAYED_ON_SCHEMA
from gardenapp.games.harmonies import data
from gardenapp.games.harmonies.garden import SIDES

SCHEMA_ID = "https://gardenapp.invalid/schemas/harmonies/board.schema.json"


def _space_pattern(side: str) -> str:
    labels = SIDES[side].labels
    return "^(" + "|".join(re.escape(lab) for lab in labels) + ")$"


def _player(side: str, spirits: bool) -> dict:
    space = {"$ref": f"#/$defs/space_{side}"}
    props = {
        "name": {"type": "string", "minLength": 1, "maxLength": MAX_NAME},
        "spaces": {"type": "object", "propertyNames": space, "additionalProperties": {"$ref": "#/$defs/stack"}},
        "cubes_on": {"type": "array", "items": space, "uniqueItems": True},
        "cards": {"type": "array", "items": {"$ref": "#/$defs/card"}},
        "photo": PHOTO_SCHEMA,
        "photo_corners": PHOTO_CORNERS_SCHEMA,
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
    card_variants = [
        {"properties": {"id": {"enum": ids}, "cubes_placed": {"maximum": n}}} for n, ids in sorted(by_slots.items())
    ]

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
        "description": (
            'One finished game of Harmonies (docs/rules/harmonies.md §6.11). Spaces are "c,r" '
            "labels of §1.3 on the side in options.side; stacks are listed bottom to top "
            "and must be one of the 14 legal stacks of §5.2 (an empty list is an empty space); "
            "a card's cubes_placed is at most its number of slots. Checked by the app, not "
            "expressible here: names are unique; an animal card or a spirit belongs to one "
            "player only; a cube in cubes_on sits on a non-empty space, once per space."
        ),
        "type": "object",
        "required": ["format", "version", "game", "players"],
        "additionalProperties": False,
        "properties": {
            "format": {"const": "gardenapp-board"},
            "version": {"const": 1},
            "game": {"const": "harmonies"},
            "played_on": PLAYED_ON_SCHEMA,
            "options": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "side": {"enum": ["A", "B"], "default": "A"},
                    "spirits": {"type": "boolean", "default": False},
                },
            },
            "players": {"type": "array", "minItems": 1, "maxItems": 4},
        },
        "allOf": branches,
        "$defs": {
            "colour": {"enum": list(data.COLOURS)},
            "stack": {
                "type": "array",
                "items": {"$ref": "#/$defs/colour"},
                "anyOf": [{"const": [data.COLOURS[c] for c in s]} for s in data.STACKS],
            },
            "space_A": {"type": "string", "pattern": _space_pattern("A")},
            "space_B": {"type": "string", "pattern": _space_pattern("B")},
            "card": {
                "type": "object",
                "required": ["id", "cubes_placed"],
                "additionalProperties": False,
                "properties": {
                    "id": {"enum": list(data.ANIMAL_IDS)},
                    "cubes_placed": {"type": "integer", "minimum": 0},
                },
                "anyOf": card_variants,
            },
            "spirit": {
                "type": "object",
                "required": ["id", "cube_placed"],
                "additionalProperties": False,
                "properties": {"id": {"enum": list(data.SPIRIT_IDS)}, "cube_placed": {"type": "boolean"}},
            },
        },
    }
