"""§8 / docs/formats.md §1.6: the finished-board file, every problem at
once, the §8 warnings, round trips, the JSON Schema, the examples and ``gardenapp score``."""

import copy
import json
import random
from pathlib import Path

import pytest

from gardenapp.cli import main
from gardenapp.core.errors import BoardFileError
from gardenapp.core.schema import problems as schema_problems
from gardenapp.games.azul_queens_garden import GAME
from gardenapp.games.azul_queens_garden.boardfile import board_warnings

from .schema_tools import build_schema

PKG = Path(__file__).resolve().parents[2] / "gardenapp" / "games" / "azul_queens_garden"
EXAMPLES = sorted((PKG / "examples").glob("*.json"))
SCHEMA = json.loads((PKG / "board.schema.json").read_text(encoding="utf-8"))


def load(name: str) -> dict:
    return json.loads((PKG / "examples" / name).read_text(encoding="utf-8"))


def test_8_examples_score_as_checked_by_hand():
    """§7 / §8: the shipped examples, computed by hand.

    Ana: track 40; storage 2 jokers and a light green flower = +2 - 4 = -2 (the §7 example);
    blue group of six on the fountain ring 1+2+3+4+5+6 + 6 = 27; the trees (1,0) (2,0 printed on
    A1) (2,1) = 3; the dark green pair (2,1) (3,1) = 0 -> 68.
    Bruno: track 50; storage 1 joker and the yellow lily expansion = 1 - 6 = -5; butterfly group of
    four 3+3+3+3 = 12; light green group of four 3+4+5+6 = 18 (both §7 examples); the blue pair 0 -> 75.
    Cora: track 3, storage -11 clamped at 0 (-3, §9.1 #32), lily group of three 18 -> 18; Dani 18:
    a shared victory (§7.3)."""
    sheet = GAME.score_board(GAME.board_from_dict(load("two_gardens_rulebook_groups.json")))
    ana, bruno = sheet.players
    assert ana.breakdown["track"] == 40 and ana.breakdown["storage"] == -2
    assert ana.breakdown["blue"] == 27 and ana.breakdown["tree"] == 3 and ana.total == 68
    assert bruno.breakdown["butterfly"] == 12 and bruno.breakdown["light_green"] == 18
    assert bruno.breakdown["storage"] == -5 and bruno.total == 75
    assert sheet.winners == (1,) and not sheet.warnings
    assert set(ana.rule("blue").where) == {"1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1"}
    assert set(ana.rule("tree").where) == {"1,0", "2,0", "2,1"}
    sheet = GAME.score_board(GAME.board_from_dict(load("clamp_and_shared_victory.json")))
    assert sheet.totals() == (18, 18) and sheet.winners == (0, 1)
    assert sheet.players[0].breakdown["storage"] == -3
    assert sheet.result().render() == "Shared victory: Cora, Dani"


def test_breakdown_keys_are_the_formats_md_ones():
    sheet = GAME.score_board(GAME.board_from_dict(load("two_gardens_rulebook_groups.json")))
    keys = list(sheet.players[0].breakdown)
    assert keys == [
        "track",
        "storage",
        "blue",
        "yellow",
        "dark_green",
        "light_green",
        "dark_purple",
        "light_purple",
        "tree",
        "bird",
        "butterfly",
        "flower",
        "plant",
        "lily",
    ]
    for p in sheet.players:
        assert sum(p.breakdown.values()) == p.total


def test_every_problem_at_once_with_its_path():
    """docs/formats.md §1.1: all problems at once, each naming where it is."""
    d = load("two_gardens_rulebook_groups.json")
    ana = d["players"][0]
    ana["tiles"]["0,0"] = {"colour": "blue", "pattern": "tree"}  # the fountain
    ana["tiles"]["2,-1"] = {"colour": "blue", "pattern": "tree"}  # an ornament
    ana["tiles"]["3,0"] = {"colour": "blue", "pattern": "tree"}  # A1's pavilion
    ana["tiles"]["2,0"] = {"colour": "blue", "pattern": "tree"}  # A1's printed hexagon
    ana["tiles"]["0,-3"] = {"colour": "blue", "pattern": "tree"}  # A3 has no expansion
    ana["tiles"]["9,9"] = {"colour": "blue", "pattern": "tree"}  # off the board
    ana["tiles"]["1, 0"] = {"colour": "blue", "pattern": "tree"}  # given twice
    ana["tiles"]["4,0"] = {"colour": "pink", "pattern": "tree"}
    ana["areas"]["A7"] = None
    ana["areas"]["A6"] = {"colour": "blue", "pattern": "tree", "orientation": 6}
    ana["storage"]["jokers"] = 12
    d["players"][1]["score_before_final"] = -1
    d["players"][1]["colour"] = "red"
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(d)
    text = str(err.value)
    for expected in (
        'players[0].tiles."0,0": is the fountain, not a space',
        'players[0].tiles."2,-1": is an ornament (statue or bench), not a space',
        'players[0].tiles."3,0": is the pavilion of the expansion in A1, not a space',
        'players[0].tiles."2,0": holds the printed hexagon of the expansion in A1',
        'players[0].tiles."0,-3": area A3 has no expansion',
        'players[0].tiles."9,9": "9,9" is not a cell of the garden',
        'players[0].tiles."1, 0": "1, 0" is not a cell of the garden',
        'players[0].tiles."4,0".colour: "pink" is not one of',
        "players[0].areas.A7: no such area",
        "players[0].areas.A6.orientation: 6 is not between 0 and 5",
        "players[0].storage: tiles: 1, jokers: 12; the storage holds at most 12 tiles and jokers together",
        "players[1].score_before_final: -1 is less than 0",
        "players[1].colour: unknown key",
    ):
        assert expected in text, expected


def test_8_warnings_group_rule_copies_and_expansions():
    """§8: warn, do not block: the group invariant, more than 3 copies, an expansion twice."""
    d = load("two_gardens_rulebook_groups.json")
    ana = d["players"][0]
    ana["tiles"]["4,0"] = {"colour": "dark_green", "pattern": "tree"}  # (3,1)-(4,0)? not adjacent: fine
    ana["tiles"]["3,-1"] = {"colour": "yellow", "pattern": "tree"}  # yellow tree next to the printed one
    d["players"][1]["storage"]["tiles"] = [{"colour": "blue", "pattern": "flower"}] * 3
    d["players"][1]["storage"]["expansions"] = [{"colour": "yellow", "pattern": "tree"}]
    board = GAME.board_from_dict(d)
    warns = board_warnings(board)
    texts = [w.message.render() for w in warns]
    assert any("holds two identical hexagons" in t for t in texts)
    assert any(w.player == 0 and "2,0" in w.places and "3,-1" in w.places for w in warns)
    assert any("blue-flower: 5 tiles are entered; the game has 3" in t for t in texts)  # Ana 1, Bruno 1 + 3
    assert any("the yellow-tree expansion is entered 2 times" in t for t in texts)
    sheet = GAME.score_board(board)
    assert len(sheet.warnings) == len(warns)


def test_round_trip_and_defaults():
    for path in EXAMPLES:
        d = json.loads(path.read_text(encoding="utf-8"))
        board = GAME.board_from_dict(d)
        again = GAME.board_from_dict(GAME.board_to_dict(board))
        assert again == board
    minimal = {
        "format": "gardenapp-board",
        "version": 1,
        "game": "azul_queens_garden",
        "players": [{"name": "A", "score_before_final": 10}, {"name": "B", "score_before_final": 9}],
    }
    sheet = GAME.score_board(GAME.board_from_dict(minimal))
    assert sheet.totals() == (10, 9)


def test_board_from_a_played_game_scores_like_the_game():
    """One scorer everywhere: a finished random game exported as a board scores the same."""
    from gardenapp.core.bench import random_game

    for seed in range(4):
        final, _ = random_game(GAME, {"players": 3}, seed)
        board = GAME.board_from_state(final, ["A", "B", "C"])
        d = GAME.board_to_dict(board)
        assert not schema_problems(d, SCHEMA)
        sheet = GAME.score_board(GAME.board_from_dict(json.loads(json.dumps(d))))
        assert sheet.totals() == final.score().totals()
        assert not sheet.warnings


def test_cli_scores_the_example_and_rejects_a_bad_file(tmp_path, capsys):
    assert main(["score", str(PKG / "examples" / "two_gardens_rulebook_groups.json"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [p["total"] for p in out["players"]] == [68, 75] and out["winners"] == ["Bruno"]
    bad = load("two_gardens_rulebook_groups.json")
    bad["players"][0]["tiles"]["0,0"] = {"colour": "blue", "pattern": "tree"}
    bad["players"][1]["storage"]["jokers"] = "two"
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["score", str(f), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert 'players[0].tiles."0,0"' in captured.err and "players[1].storage.jokers" in captured.err


def test_schema_is_in_step_with_the_data_tables():
    assert SCHEMA == build_schema()


def test_schema_accepts_the_examples():
    for path in EXAMPLES:
        assert schema_problems(json.loads(path.read_text(encoding="utf-8")), SCHEMA) == []


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["players"][0]["tiles"].update({"9,9": {"colour": "blue", "pattern": "tree"}}),
        lambda d: d["players"][0]["areas"].update({"A1": "face_up"}),
        lambda d: d["players"][0].update({"score_before_final": -3}),
        lambda d: d["players"][0]["storage"].update({"jokers": 13}),
        lambda d: d.update({"game": "harmonies"}),
        lambda d: d["players"][0].update({"extra": 1}),
    ],
)
def test_schema_and_board_from_dict_reject_the_same_mistakes(change):
    d = load("two_gardens_rulebook_groups.json")
    change(d)
    assert schema_problems(d, SCHEMA)
    with pytest.raises(BoardFileError):
        GAME.board_from_dict(d)


def test_random_corruptions_never_crash():
    """Random corruptions: either a clean score or a BoardFileError (never a traceback)."""
    base = load("two_gardens_rulebook_groups.json")
    rng = random.Random(0)
    junk = [None, 7, -1, "x", [], {}, {"colour": "blue"}, "face_down", 3.5, True]
    for _ in range(200):
        d = copy.deepcopy(base)
        node = d
        path = []
        while isinstance(node, (dict, list)) and node and rng.random() < 0.8:
            key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
            path.append(key)
            parent, node = node, node[key]
        if path:
            parent[path[-1]] = rng.choice(junk)
        try:
            GAME.score_board(GAME.board_from_dict(d))
        except BoardFileError:
            pass


def test_the_schema_says_the_structure_and_the_reader_what_it_cannot():
    """docs/formats.md §1.3: a tile on the fountain and a storage over its 12 spaces (tiles and jokers
    together) are valid for the schema; the reader says them. The schema's own problems are in
    the game's words: a cell of the garden, an area's three forms, a full storage."""
    d = load("two_gardens_rulebook_groups.json")
    d["players"][0]["tiles"]["0,0"] = {"colour": "blue", "pattern": "tree"}
    d["players"][1]["storage"] = {"jokers": 3, "tiles": [{"colour": "blue", "pattern": "tree"}] * 10}
    assert schema_problems(d, SCHEMA) == []
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(d)
    assert [str(p) for p in err.value.problems] == [
        'players[0].tiles."0,0": is the fountain, not a space',
        "players[1].storage: tiles: 10, jokers: 3; the storage holds at most 12 tiles and jokers together",
    ]
    d = load("two_gardens_rulebook_groups.json")
    d["players"][0]["tiles"]["4,4,"] = {"colour": "blue", "pattern": "tree"}
    d["players"][0]["areas"]["A1"] = "face_up"
    d["players"][1]["storage"] = {"tiles": [{"colour": "blue", "pattern": "tree"}] * 13}
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(d)
    assert [str(p) for p in err.value.problems] == [
        'players[0].areas.A1: must be null, "face_down" or {colour, pattern, orientation}',
        'players[0].tiles."4,4,": "4,4," is not a cell of the garden',
        "players[1].storage.tiles: 13 tiles; the storage holds at most 12",
    ]
