"""Board-file structural checks come from the shipped JSON Schemas
(docs/formats.md §1.3; gardenapp/core/schema.py, gardenapp/core/boardfile.py ``BoardSchema``): every
keyword the five schemas use, exact JSON types, bounded work on hostile
input, the games' words for a problem and the parts a reader may rely on.
The per-game tests are in tests/<game>/test_boardfile.py
(test_the_schema_says_the_structure_and_the_reader_what_it_cannot)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

import gardenapp.games  # noqa: F401  (announces the titles)
from gardenapp.core import registry
from gardenapp.core.boardfile import HEADER_WORDS
from gardenapp.core.errors import BoardFileError
from gardenapp.core.messages import Message, msg
from gardenapp.core.schema import Schema, load_schema, problems

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves")


def lines(value, schema, words=None) -> list[str]:
    return [str(p) for p in Schema(schema, words).walk(value).problems()]


def board_schema(game_id: str) -> dict:
    return load_schema(str(ROOT / "gardenapp" / "games" / game_id / "board.schema.json"))


# -- the keywords ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_keyword_of_the_shipped_schemas_is_checked(game_id):
    """docs/formats.md §1.3: compiling walks every subschema and refuses a keyword it does not check (no
    silent pass); each game's examples are valid."""
    schema = Schema(board_schema(game_id))
    for name in board_schema(game_id).get("$defs", {}):
        schema.definition(f"#/$defs/{name}")
    for path in sorted((ROOT / "gardenapp" / "games" / game_id / "examples").glob("*.json")):
        assert schema.walk(json.loads(path.read_text(encoding="utf-8"))).problems() == [], path.name
    with pytest.raises(ValueError, match="not supported"):
        Schema({"type": "object", "properties": {"a": {"multipleOf": 2}}})


def test_types_are_exact_json_types():
    """docs/formats.md §1.3: 1.0 and true are not integers, 1 is not true, "1" is not 1."""
    schema = {
        "type": "object",
        "properties": {
            "n": {"type": "integer"},
            "b": {"type": "boolean"},
            "c": {"const": 1},
            "e": {"enum": [1, "x", None]},
        },
    }
    assert lines({"n": 1.0, "b": 1, "c": True, "e": True}, schema) == [
        "n: 1.0 is not a whole number",
        "b: 1 is not true or false",
        "c: must be 1",
        "e: True is not one of 1, x, None",
    ]
    assert lines({"n": True, "c": 1.0, "e": 1.0}, schema) == [
        "n: True is not a whole number",
        "c: must be 1",
        "e: 1.0 is not one of 1, x, None",
    ]
    assert lines({"n": 3, "b": False, "c": 1, "e": None}, schema) == []


def test_objects_lists_strings_and_numbers():
    """docs/formats.md §1.3: required, additionalProperties (false or a schema), propertyNames,
    dependentRequired, items, minItems/maxItems, uniqueItems, pattern, minLength/maxLength,
    minimum/maximum, in the order the value lists them."""
    schema = {
        "type": "object",
        "required": ["a"],
        "additionalProperties": False,
        "dependentRequired": {"b": ["c"]},
        "properties": {
            "a": {"type": "string", "minLength": 1, "maxLength": 3},
            "b": {
                "type": "object",
                "propertyNames": {"pattern": "^[a-z]$"},
                "additionalProperties": {"type": "integer", "minimum": 0, "maximum": 9},
            },
            "c": {
                "type": "array",
                "minItems": 2,
                "maxItems": 3,
                "uniqueItems": True,
                "items": {"type": "integer", "minimum": 1},
            },
            "d": {"type": "array", "minItems": 2, "maxItems": 2},
        },
    }
    assert lines({"b": {"x": 10, "Y": 1, "z": -1}, "d": [1], "e": 0}, schema) == [
        "a: is missing",
        "b.x: 10 is not between 0 and 9",
        'b.Y: "Y" is not of the expected form',
        "b.z: -1 is not between 0 and 9",
        "d: expected 2 items, found 1",
        "e: unknown key (allowed here: a, b, c, d)",
        "c: is missing (needed with b)",
    ]
    assert lines({"a": "", "c": [1, 1, 0]}, schema) == [
        "a: must not be empty",
        "c[2]: 0 is less than 1",
        "c[1]: 1 is listed twice",
    ]
    assert lines({"a": "abcd", "c": [1]}, schema) == [
        "a: is longer than 3 characters",
        "c: 1 item; needed: at least 2",
    ]
    assert lines({"a": "x", "c": [1, 2, 3, 4]}, schema) == ["c: 4 items; allowed: at most 3"]
    assert lines({"a": "x"}, {"type": "object", "properties": {}, "additionalProperties": False}) == [
        "a: unknown key (nothing is allowed here)"
    ]


def test_a_pattern_is_an_ecma_pattern_whose_end_is_the_end_of_the_text():
    """docs/formats.md §1.3: "1,0\\n" is not the cell "1,0" (Python's $ alone would match before the
    line break)."""
    schema = {"type": "string", "pattern": "^(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)$"}
    assert lines("1,0", schema) == [] and lines("1,0\n", schema) == ['"1,0\\n" is not of the expected form']
    assert lines("a$", {"pattern": "^a[$]$"}) == [] and lines("a$", {"pattern": "^a\\$$"}) == []


def test_ref_allof_if_then_else():
    """docs/formats.md §1.3: local $ref (with siblings), allOf, if/then/else (the if is only a condition)."""
    schema = {
        "$defs": {"n": {"type": "integer"}},
        "type": "object",
        "properties": {"k": {"enum": ["a", "b"]}, "v": {"$ref": "#/$defs/n", "minimum": 0}},
        "allOf": [
            {
                "if": {"properties": {"k": {"const": "a"}}, "required": ["k"]},
                "then": {"required": ["v"]},
                "else": {"properties": {"v": {"maximum": 5}}},
            }
        ],
    }
    assert lines({"k": "a"}, schema) == ["v: is missing"]
    assert lines({"k": "b", "v": 7}, schema) == ["v: 7 is more than 5"]
    assert lines({"k": "a", "v": -1}, schema) == ["v: -1 is less than 0"]
    assert lines({"k": "a", "v": "x"}, schema) == ['v: "x" is not a whole number']


def test_any_of_is_judged_after_the_value_s_own_keywords_and_explained_by_its_kind():
    """docs/formats.md §1.3 (Azul's areas, Harmonies' stacks): the alternative of the value's kind says what
    is wrong inside it; with none (or several), the value itself is of no allowed form."""
    area = {
        "anyOf": [
            {"type": "null"},
            {"const": "face_down"},
            {"type": "object", "required": ["k"], "properties": {"k": {"type": "integer", "maximum": 5}}},
        ]
    }
    assert lines(None, area) == [] and lines("face_down", area) == [] and lines({"k": 5}, area) == []
    assert lines({"k": 6}, area) == ["k: 6 is more than 5"]
    assert lines("face_up", area) == ['"face_up" is not of a form allowed here']
    stack = {"type": "array", "items": {"enum": ["a", "b"]}, "anyOf": [{"const": []}, {"const": ["a", "b"]}]}
    assert lines(["b", "a"], stack) == ["['b', 'a'] is not of a form allowed here"]
    assert lines(["c"], stack) == ['[0]: "c" is not one of a, b']  # its own keywords first
    assert lines(["a", "b"], stack) == [] and lines([], stack) == []


def test_words_say_a_problem_the_game_s_way_a_path_before_a_definition():
    """docs/formats.md §1.3, docs/architecture.md §6.7: a place's words by path (``*`` any key or
    index, ``:keyword`` one keyword) or by definition (a value of that form wrong in itself); the
    place stays the path."""
    schema = {
        "$defs": {"cell": {"type": "string", "pattern": "^[0-9],[0-9]$"}},
        "type": "object",
        "properties": {
            "cells": {"type": "array", "items": {"$ref": "#/$defs/cell"}, "uniqueItems": True},
            "at": {"$ref": "#/$defs/cell"},
        },
    }
    words = {
        "#/$defs/cell": "{value} is not a cell",
        "cells[*]:uniqueItems": msg("{value} twice on {board}", board="B"),
        "at": lambda value: (("x",), msg("not {v}", v=value)),
    }
    found = Schema(schema, words).walk({"cells": ["1,1", 3, "1,1"], "at": "zz"})
    assert [str(p) for p in found.problems()] == [
        "cells[1]: 3 is not a cell",
        'cells[2]: "1,1" twice on B',
        "at.x: not zz",
    ]
    assert [p.path for p in found.problems()] == [("cells", 1), ("cells", 2), ("at", "x")]


def test_sound_says_which_parts_a_reader_may_rely_on():
    """docs/formats.md §1.3: a part is sound when the schema looked at it and found nothing wrong at or below
    it; the entries of a list over its maxItems were never looked at."""
    schema = {
        "type": "object",
        "properties": {
            "a": {"type": "object", "properties": {"x": {"type": "integer"}, "y": {"type": "integer"}}},
            "l": {"type": "array", "maxItems": 2, "items": {"type": "object"}},
            "free": {},
        },
    }
    found = Schema(schema).walk({"a": {"x": 1, "y": "no"}, "l": [{}, {}, {}], "free": {"z": 1}})
    assert found.sound("a", "x") and not found.sound("a", "y") and not found.sound("a")
    assert not found.sound("l") and not found.sound("l", 0) and found.objects("l") == []
    assert not found.sound("free") and not found.sound("missing")  # never looked inside / not there
    assert found.checked("a") and not found.checked("l")


def test_hostile_values_never_recurse_and_cost_little():
    """docs/formats.md §1.3, §5: the walk follows the schema; a deep value meets a const, an enum or
    uniqueItems without recursing, and a list over its maxItems is refused whatever refers to it."""
    deep: list = [1]
    for _ in range(100_000):
        deep = [deep]
    schema = {
        "type": "object",
        "properties": {
            "c": {"const": [["x"]]},
            "u": {"type": "array", "uniqueItems": True},
            "e": {"enum": [[1], "a"]},
            "l": {"type": "array", "maxItems": 4},
        },
        "allOf": [{"properties": {"l": {"items": {"required": ["n"]}}}}],
    }
    start = time.process_time()
    got = lines({"c": deep, "u": [deep, deep], "e": deep, "l": [{}] * 1_000_000}, schema)
    assert time.process_time() - start < 2
    assert got == [
        "c: must be [['x']]",
        "u[1]: [[[[[[[...]]]]]]] is listed twice",
        "e: [[[[[[[...]]]]]]] is not one of [1], a",
        "l: 1000000 items; allowed: at most 4",
    ]


def test_the_record_schema_still_checks_saved_games():
    """docs/formats.md §2.1: core.schema also checks record.schema.json (saved games), with the generic words."""
    record = load_schema(str(ROOT / "gardenapp" / "core" / "record.schema.json"))
    assert [
        str(p)
        for p in problems(
            {
                "format": "gardenapp-game",
                "version": 1.0,
                "game": "x",
                "options": {},
                "seed": 2**70,
                "actions": [{"kind": 1}],
            },
            record,
        )
    ] == [
        "version: must be 1",
        "seed: 1180591620717411303424 is not between -9223372036854775808 and 18446744073709551615",
        "actions[0].kind: 1 is not a text string",
    ]


# -- the header of every board file ----------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_the_header_comes_from_each_game_s_schema_in_the_player_s_words(game_id):
    """docs/formats.md §1.3: format, version, game, the players list and names come from the shipped schema,
    in the header's words (HEADER_WORDS); names print as themselves and are used once (the app)."""
    game = registry.get(game_id)
    low, high = game.min_players, game.max_players
    schema = board_schema(game_id)
    assert (schema["properties"]["players"]["minItems"], schema["properties"]["players"]["maxItems"]) == (low, high)

    def problems_of(data) -> list[str]:
        with pytest.raises(BoardFileError) as err:
            game.board_from_dict(data)
        return [str(p) for p in err.value.problems]

    assert problems_of([]) == ["the file must hold one JSON object"]
    head = problems_of({"format": "x", "version": 1.0, "game": "chess", "players": [{}] * (high + 1), "extra": 0})
    assert head == [
        'format: must be "gardenapp-board"',
        "version: version 1.0 is not supported (this app reads 1)",
        f'game: must be "{game_id}"',
        f"players: {high + 1} players; this game takes {low} to {high}",
        f"extra: unknown key (allowed here: {', '.join(sorted(schema['properties']))})",
    ]
    examples = [
        json.loads(p.read_text(encoding="utf-8"))
        for p in sorted((ROOT / "gardenapp" / "games" / game_id / "examples").glob("*.json"))
    ]
    data = max(examples, key=lambda d: len(d["players"]))
    first, second = data["players"][0], data["players"][-1]
    first["name"], second["name"] = "", "x" * 101
    got = problems_of(data)
    assert "players[0].name: the name is empty" in got
    assert f"players[{len(data['players']) - 1}].name: the name is longer than 100 characters" in got
    first["name"], second["name"] = "Ana\x1b", " "
    got = problems_of(data)
    assert "players[0].name: the name holds a character that cannot be shown (\\x1b)" in got
    assert f"players[{len(data['players']) - 1}].name: the name is empty" in got


def test_header_words_are_the_ones_check_common_uses():
    """docs/formats.md §1.2: one wording for the header whether a schema or check_common says it: a
    wrong player count read through a game's shipped schema (Takenoko, 2 to 4) and through
    check_common (the toy game, 1 to 3) gives the same sentence."""
    from gardenapp.core.boardfile import check_common
    from gardenapp.core.checker import Checker
    from tests.toygame import PebblesGame

    def player_count_problems(problems) -> list:
        return [p for p in problems if p.where == "players"]

    header = {"format": "gardenapp-board", "version": 1, "game": "takenoko", "options": {}}
    with pytest.raises(BoardFileError) as err:
        registry.get("takenoko").board_from_dict({**header, "players": [{"name": n} for n in "ABCDE"]})
    (by_schema,) = player_count_problems(err.value.problems)
    checker = Checker()
    toy = PebblesGame()
    check_common({**header, "game": "pebbles", "players": [{"name": n} for n in "ABCD"]}, toy, checker)
    (by_check_common,) = player_count_problems(checker.problems)
    assert str(by_schema) == "players: 5 players; this game takes 2 to 4"
    assert str(by_check_common) == "players: 4 players; this game takes 1 to 3"
    assert by_schema.message.template == by_check_common.message.template
    words = (HEADER_WORDS["players:minItems"], HEADER_WORDS["players:maxItems"])
    assert all(isinstance(w, Message) and w.numerus == "count" for w in words)  # a counted word (numerus)
    assert words[0].template == words[1].template == by_check_common.message.template


@pytest.mark.parametrize("game_id", GAMES)
def test_no_problem_or_warning_sentence_holds_a_file_path(game_id):
    """docs/architecture.md §6.7: the window shows a problem's sentence on its place, so no sentence
    holds a path of the file ("players[0].cards[1]", "options.spirits", "garden.plots"); the path
    stays the problem's place (the CLI prints ``path: sentence``). Random corruptions of the
    examples, and the examples' warnings."""
    import copy
    import random

    game = registry.get(game_id)
    rng = random.Random(9)
    junk = [None, True, 0, -1, 7, 1.5, "", "x", "0,0", "1,0", [], {}, ["blue"], {"id": "A05"}]
    bases = [
        json.loads(p.read_text(encoding="utf-8"))
        for p in sorted((ROOT / "gardenapp" / "games" / game_id / "examples").glob("*.json"))
    ]
    texts = []

    def places(obj, prefix=()):
        yield prefix
        if isinstance(obj, dict):
            for k, v in obj.items():
                yield from places(v, prefix + (k,))
        elif isinstance(obj, list):
            for i, v in enumerate(obj):
                yield from places(v, prefix + (i,))

    for base in bases:
        texts += [w.render() for w in game.score_board(game.board_from_dict(base)).warnings]
    for _ in range(150):
        d = copy.deepcopy(rng.choice(bases))
        for _ in range(rng.randint(1, 3)):
            where = rng.choice([p for p in places(d) if p])
            parent = d
            for k in where[:-1]:
                parent = parent[k]
            parent[where[-1]] = rng.choice(junk)
        try:
            texts += [w.render() for w in game.score_board(game.board_from_dict(d)).warnings]
        except BoardFileError as err:
            texts += [p.message.render() for p in err.problems]
    assert texts
    for text in texts:
        assert not any(path in text for path in ("players[", "options.", "garden.", "cards[", "tiles[")), text
