"""Finished-board files (§6.11, docs/formats.md §1.4): validation that
names every problem, warnings, round trips, the JSON Schema and the examples."""

import json
from pathlib import Path

import pytest

from gardenapp.cli import main
from gardenapp.core.errors import BoardFileError
from gardenapp.core.schema import problems as schema_problems
from gardenapp.games.harmonies import GAME

from .helpers import file_dict
from .schema_tools import build_schema

PKG = Path(__file__).resolve().parents[2] / "gardenapp" / "games" / "harmonies"
EXAMPLES = sorted((PKG / "examples").glob("*.json"))
SCHEMA = json.loads((PKG / "board.schema.json").read_text(encoding="utf-8"))


def problems(d) -> list[str]:
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(d)
    return [str(p) for p in err.value.problems]


def test_6_11_examples_score_as_verified_by_hand():
    """§6.11: the shipped examples (checked by hand against §6, see tests/harmonies/helpers.py)."""
    expected = {
        "rulebook_full_board_side_a.json": {"Ana": 130, "Bruno": 18},
        "islands_solo_side_b.json": {"Solo": 20},
    }
    assert {p.name for p in EXAMPLES} == set(expected)
    for path in EXAMPLES:
        sheet = GAME.score_board(GAME.board_from_dict(json.loads(path.read_text(encoding="utf-8"))))
        assert {p.name: p.total for p in sheet.players} == expected[path.name]
        assert sheet.warnings == ()


def test_6_11_example_solo_reports_suns_in_json():
    d = json.loads((PKG / "examples" / "islands_solo_side_b.json").read_text(encoding="utf-8"))
    out = GAME.score_board(GAME.board_from_dict(d)).to_json()
    assert out["players"][0]["suns"] == 2  # < 40 points: 0, side B: 0, no spirits: +2


def test_6_11_round_trip_is_canonical():
    for path in EXAMPLES:
        d = json.loads(path.read_text(encoding="utf-8"))
        assert GAME.board_to_dict(GAME.board_from_dict(d)) == d


def test_6_11_minimal_file_defaults_side_a_without_spirits():
    d = {
        "format": "gardenapp-board",
        "version": 1,
        "game": "harmonies",
        "players": [{"name": "Ana", "spaces": {"0,0": ["blue"], "0,1": []}, "cards": []}],
    }
    board = GAME.board_from_dict(d)
    assert board.side == "A" and board.spirits is False
    assert GAME.score_board(board).players[0].total == 0


def test_6_11_no_such_space_is_named_with_its_place():
    d = file_dict(players=[{"name": "Ana", "spaces": {"4,5": ["blue"]}, "cards": []}])
    assert problems(d) == ['players[0].spaces."4,5": "4,5" is not a space of side A']


def test_6_11_side_b_spaces_differ_from_side_a():
    d = file_dict(side="B", players=[{"name": "Ana", "spaces": {"6,3": ["blue"], "1,3": ["blue"]}, "cards": []}])
    assert problems(d) == ['players[0].spaces."1,3": "1,3" is not a space of side B']


def test_6_11_illegal_stacks_and_colours_are_rejected():
    """§6.11 / §5.2: only the 14 legal stacks."""
    d = file_dict(
        players=[
            {
                "name": "Ana",
                "cards": [],
                "spaces": {
                    "0,0": ["yellow", "green"],
                    "0,1": ["purple"],
                    "0,2": ["gray", "gray", "red"],
                    "0,3": "blue",
                    "x": [],
                },
            }
        ]
    )
    assert problems(d) == [
        'players[0].spaces."0,0": yellow/green is not a legal stack (bottom to top)',
        'players[0].spaces."0,1"[0]: "purple" is not one of blue, gray, brown, green, yellow, red',
        'players[0].spaces."0,2": gray/gray/red is not a legal stack (bottom to top)',
        'players[0].spaces."0,3": expected a list',
        'players[0].spaces.x: "x" is not a space of side A',
    ]


def test_6_11_cube_count_over_a_cards_slots_is_rejected():
    """docs/formats.md §1.1 example message: players[1].cards[2].cubes_placed: 4 is more than card A07's 3 slots."""
    cards = [{"id": "A01", "cubes_placed": 0}, {"id": "A02", "cubes_placed": 1}, {"id": "A07", "cubes_placed": 4}]
    d = file_dict(players=[{"name": "Ana", "spaces": {}, "cards": []}, {"name": "Bruno", "spaces": {}, "cards": cards}])
    assert problems(d) == ["players[1].cards[2].cubes_placed: 4 is more than card A07's 3 slots"]


def test_6_11_every_problem_is_listed_at_once():
    """docs/formats.md §1.1: all problems at once, the schema's first, then what only the app checks, on the
    parts the schema found sound (docs/formats.md §1.3): the names and the cards of well-formed entries."""
    d = {
        "format": "gardenapp-board",
        "version": 1,
        "game": "harmonies",
        "options": {"side": "A", "colour": 1},
        "players": [
            {
                "name": "Ana",
                "spaces": {"9,9": ["red"]},
                "cards": [{"id": "A99", "cubes_placed": 1}, {"id": "A05", "cubes_placed": -1}],
                "spirit": {"id": "S01", "cube_placed": True},
                "extra": 1,
            },
            {
                "name": "Ana",
                "spaces": {},
                "cards": [{"id": "A05", "cubes_placed": 1}, {"cubes_placed": 1}],
                "cubes_on": ["0,0", "0,0"],
            },
        ],
    }
    got = problems(d)
    assert got == [
        "options.colour: unknown key (allowed here: side, spirits)",
        'players[0].spaces."9,9": "9,9" is not a space of side A',
        'players[0].cards[0].id: "A99" is not one of ' + ", ".join(f"A{i:02d}" for i in range(1, 33)),
        "players[0].cards[1].cubes_placed: -1 is less than 0",
        "players[0].spirit: a Nature's Spirit is only allowed with the spirits variant",
        "players[0].extra: unknown key (allowed here: cards, cubes_on, name, photo, photo_corners, spaces)",
        "players[1].cards[1].id: is missing",
        'players[1].cubes_on[1]: "0,0" is listed twice (one cube per space)',
        'players[1].name: the name "Ana" is used twice',
    ]
    d["players"][0]["cards"][1]["cubes_placed"] = 1  # now sound: the second A05 is a card on two boards
    d["players"][1]["cubes_on"] = ["0,0"]
    assert problems(d)[-2:] == [
        "players[1].cubes_on[0]: 0,0 is empty: a cube sits on a token",
        "players[1].cards[0].id: card A05 is already on Ana's board",
    ]


def test_6_11_spirit_is_required_with_the_variant_and_unique():
    d = file_dict(
        spirits=True,
        players=[
            {"name": "Ana", "spaces": {}, "cards": [], "spirit": {"id": "S01", "cube_placed": True}},
            {"name": "Bia", "spaces": {}, "cards": [], "spirit": {"id": "S01", "cube_placed": "yes"}},
            {"name": "Caio", "spaces": {}, "cards": []},
        ],
    )
    assert problems(d) == [
        'players[1].spirit.cube_placed: "yes" is not true or false',
        "players[2].spirit: the Nature's Spirit is missing: with the spirits variant, give the spirit kept and "
        "whether its cube was placed",
    ]
    d["players"][1]["spirit"]["cube_placed"] = False
    del d["players"][2]
    assert problems(d) == ["players[1].spirit.id: card S01 is already on Ana's board"]
    d["players"][1]["cards"] = [{"id": "A05", "cubes_placed": 1}, {"id": "A05", "cubes_placed": 0}]
    assert "players[1].cards[1].id: card A05 is listed twice on this board" in problems(d)


def test_6_11_not_an_object_and_wrong_game():
    assert problems([1, 2]) == ["the file must hold one JSON object"]
    d = file_dict()
    d["game"] = "takenoko"
    d["version"] = 2
    assert problems(d) == ["version: version 2 is not supported (this app reads 1)", 'game: must be "harmonies"']


def test_6_11_warns_when_cubes_on_board_differ_from_the_cards():
    d = file_dict(
        players=[
            {
                "name": "Ana",
                "spaces": {"0,0": ["blue"], "1,0": ["green"]},
                "cubes_on": ["0,0", "1,0"],
                "cards": [{"id": "A05", "cubes_placed": 1}],
            }
        ]
    )
    sheet = GAME.score_board(GAME.board_from_dict(d))
    assert [str(w) for w in sheet.warnings] == ["Ana: 2 cubes are marked on the board but the cards account for 1"]
    d["players"][0]["cubes_on"] = ["0,0"]
    assert GAME.score_board(GAME.board_from_dict(d)).warnings == ()


def test_7_2_8_more_than_four_incomplete_cards_is_a_warning_not_an_error():
    cards = [{"id": f"A0{i}", "cubes_placed": 0} for i in range(1, 6)]
    d = file_dict(players=[{"name": "Ana", "spaces": {}, "cards": cards}])
    sheet = GAME.score_board(GAME.board_from_dict(d))
    assert [str(w) for w in sheet.warnings] == ["Ana: 5 incomplete cards; the rules allow at most 4"]


def test_6_11_cli_scores_the_example_and_rejects_a_bad_file(tmp_path, capsys):
    assert main(["score", str(PKG / "examples" / "rulebook_full_board_side_a.json"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["winners"] == ["Ana"] and out["players"][0]["breakdown"]["spirit"] == 14
    bad = file_dict(players=[{"name": "Ana", "spaces": {"4,5": ["blue"]}, "cards": []}])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["score", str(path), "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and 'players[0].spaces."4,5": "4,5" is not a space of side A' in captured.err


# -- the JSON Schema -------------------------------------------------------------------------------------
def test_schema_is_in_step_with_the_data_tables():
    assert SCHEMA == build_schema()
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_schema_accepts_the_examples_and_what_board_to_dict_writes():
    for path in EXAMPLES:
        assert schema_problems(json.loads(path.read_text(encoding="utf-8")), SCHEMA) == []
    d = file_dict(
        side="B",
        spirits=True,
        players=[
            {
                "name": "Ana",
                "spaces": {"6,3": ["brown", "brown", "green"]},
                "cubes_on": ["6,3"],
                "cards": [{"id": "A05", "cubes_placed": 5}],
                "spirit": {"id": "S03", "cube_placed": False},
            }
        ],
    )
    assert schema_problems(GAME.board_to_dict(GAME.board_from_dict(d)), SCHEMA) == []


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["players"][0]["spaces"].update({"4,5": ["blue"]}),
        lambda d: d["players"][0]["spaces"].update({"0,0": ["yellow", "green"]}),
        lambda d: d["players"][0]["cards"].append({"id": "A07", "cubes_placed": 4}),
        lambda d: d["players"][0]["cards"].append({"id": "A33", "cubes_placed": 0}),
        lambda d: d["players"][0].update({"spirit": {"id": "S01", "cube_placed": True}}),
        lambda d: d["options"].update({"side": "C"}),
        lambda d: d.update({"extra": 1}),
    ],
)
def test_schema_and_board_from_dict_reject_the_same_mistakes(change):
    d = file_dict(players=[{"name": "Ana", "spaces": {}, "cards": []}])
    assert schema_problems(d, SCHEMA) == []
    change(d)
    assert schema_problems(d, SCHEMA) != []
    with pytest.raises(BoardFileError):
        GAME.board_from_dict(d)


def test_6_11_bad_input_never_gives_a_traceback():
    """Random corruptions of the example files: either a clean score or a BoardFileError."""
    import copy
    import random

    rng = random.Random(11)
    junk = [
        None,
        True,
        0,
        -3,
        7,
        1.5,
        "",
        "x",
        "0,0",
        "A07",
        "S01",
        [],
        ["blue"],
        ["red", "red", "red"],
        {},
        {"id": "A01"},
        {"id": "S01", "cube_placed": 1},
        {"0,0": "blue"},
        [{"id": "A05", "cubes_placed": 9}],
    ]
    bases = [json.loads(p.read_text(encoding="utf-8")) for p in EXAMPLES]

    def paths(obj, prefix=()):
        yield prefix
        if isinstance(obj, dict):
            for k, v in obj.items():
                yield from paths(v, prefix + (k,))
        elif isinstance(obj, list):
            for i, v in enumerate(obj):
                yield from paths(v, prefix + (i,))

    for _ in range(400):
        d = copy.deepcopy(rng.choice(bases))
        for _ in range(rng.randint(1, 3)):
            where = rng.choice([p for p in paths(d) if p])
            parent = d
            for k in where[:-1]:
                parent = parent[k]
            if isinstance(parent, dict) and rng.random() < 0.2:
                parent[str(rng.choice(junk))] = rng.choice(junk)
            else:
                parent[where[-1]] = rng.choice(junk)
        try:
            board = GAME.board_from_dict(d)
        except BoardFileError as err:
            assert err.problems and all(str(p) for p in err.problems)
        else:
            sheet = GAME.score_board(board)
            assert all(sum(p.breakdown.values()) == p.total for p in sheet.players)


def test_6_11_an_unknown_side_is_one_problem_not_one_per_space():
    d = file_dict(side="C", players=[{"name": "Ana", "spaces": {"4,5": ["blue"], "0,0": ["blue"]}, "cards": []}])
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(d)
    assert [p.where for p in err.value.problems] == ["options.side"]


def test_the_schema_says_the_structure_and_the_reader_what_it_cannot():
    """docs/formats.md §1.3: a cube on an empty space and a card on two boards are valid for the schema; the
    reader says them, in the player's words (no file path inside the sentence), at the place."""
    d = file_dict(
        players=[
            {
                "name": "Ana",
                "spaces": {"0,0": ["blue"]},
                "cubes_on": ["1,0"],
                "cards": [{"id": "A05", "cubes_placed": 1}],
            },
            {"name": "Bruno", "spaces": {}, "cards": [{"id": "A05", "cubes_placed": 0}]},
        ]
    )
    assert schema_problems(d, SCHEMA) == []
    assert problems(d) == [
        "players[0].cubes_on[0]: 1,0 is empty: a cube sits on a token",
        "players[1].cards[0].id: card A05 is already on Ana's board",
    ]
    d["players"][0]["cubes_on"] = [3]  # now the schema's: the reader skips those parts
    d["players"][1]["cards"][0]["cubes_placed"] = 9
    d["players"][1]["spaces"] = {"0,0": ["green", "brown"]}
    assert problems(d) == [
        "players[0].cubes_on[0]: 3 is not a space of side A",
        'players[1].spaces."0,0": green/brown is not a legal stack (bottom to top)',
        "players[1].cards[0].cubes_placed: 9 is more than card A05's 5 slots",
    ]
