"""Finished-board files (§8 levels 1-3, docs/formats.md §1.8): every problem named
at once, warnings, round trips, the JSON Schema, the examples and `gardenapp score`."""

import json
import random
from pathlib import Path

import pytest

from gardenapp.cli import main
from gardenapp.core.errors import BoardFileError
from gardenapp.core.schema import problems as schema_problems
from gardenapp.games.under_the_leaves import GAME, boardfile, data
from gardenapp.games.under_the_leaves.ai import playout_action

from .helpers import file_dict, pawns
from .schema_tools import build_schema

PKG = Path(__file__).resolve().parents[2] / "gardenapp" / "games" / "under_the_leaves"
EXAMPLES = sorted((PKG / "examples").glob("*.json"))
SCHEMA = json.loads((PKG / "board.schema.json").read_text(encoding="utf-8"))


def problems(d) -> list[str]:
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(d)
    return [str(p) for p in err.value.problems]


def warnings(d) -> list[str]:
    return [str(w) for w in GAME.score_board(GAME.board_from_dict(d)).warnings]


def t(tile, at, side="F", rotation=0):
    return {"tile": tile, "at": at, "side": side, "rotation": rotation}


def test_8_examples_score_as_checked_by_hand():
    """§8 / §6: tie_break_pawns: 38 each (leaf tie +2 both, Ana puddle +2, Bruno mushroom +2); §6.3
    Ana has more hummingbirds. small_garden_replay: Ana S1 + G31 (Skipper on 1,0 between puddles
    0,0 and 2,0) + G32 (Skipper on 0,1 between 0,0 and 0,2) + G01 (pink 0,3 1,3 2,3 3,3: 1 bee);
    puddle majority +2: 5 to Bruno's 3; one warning (4 tiles). greedy_game_2p: a played game (level 3)
    whose replay agrees with every count."""
    expected = {
        "tie_break_pawns.json": ({"Ana": 38, "Bruno": 38}, ["Ana"], 0),
        "small_garden_replay.json": ({"Ana": 5, "Bruno": 3}, ["Ana"], 1),
        "greedy_game_2p.json": ({"Ana": 43, "Bruno": 41}, ["Ana"], 0),
    }
    assert {p.name for p in EXAMPLES} == set(expected)
    for path in EXAMPLES:
        sheet = GAME.score_board(GAME.board_from_dict(json.loads(path.read_text(encoding="utf-8"))))
        totals, winners, n_warn = expected[path.name]
        assert {p.name: p.total for p in sheet.players} == totals
        assert [sheet.players[i].name for i in sheet.winners] == winners
        assert len(sheet.warnings) == n_warn, [str(w) for w in sheet.warnings]
    small = GAME.score_board(
        GAME.board_from_dict(json.loads((PKG / "examples" / "small_garden_replay.json").read_text()))
    )
    assert small.players[0].rule("puddle").where == ("skipper", "0,0", "1,0", "2,0", "0,1", "0,2")


def test_8_round_trip_is_canonical_and_schema_in_step():
    assert SCHEMA == build_schema()
    for path in EXAMPLES:
        d = json.loads(path.read_text(encoding="utf-8"))
        assert schema_problems(d, SCHEMA) == []
        assert GAME.board_to_dict(GAME.board_from_dict(d)) == d


def test_8_level_1_pawns_alone_and_solo():
    d = file_dict([{"name": "Solo", "pawns": pawns(bees=10, hummingbirds=4, leaf=2)}])
    sheet = GAME.score_board(GAME.board_from_dict(d))
    assert sheet.players[0].total == 16 and sheet.players[0].breakdown["majority_bonus"] == 0


def test_8_every_problem_at_once_with_its_place():
    d = file_dict(
        [
            {
                "name": "Ana",
                "pawns": {"bees": -1, "hummingbirds": 0, "leaf": 0, "puddle": 0},
                "colour": 1,
                "tiles": [
                    t("S1", "0,0"),
                    t("G01", "1,0"),
                    t("G01", "2,0"),
                    t("S2", "0,1"),
                    t("G99", "0,-1"),
                    {"at": "3,3", "fields": ["pink", "pink", "yellow", "purple*"]},
                    t("G02", "1,0"),
                    t("G03", "5,5", side="X"),
                    {"at": "-1,0"},
                ],
            },
            {"name": "Ana", "pawns": pawns(), "tiles": [t("S3", "0,0", side="B")]},
        ],
        cards=["thoughtful", "host", "explorer"],
    )
    lines = problems(d)
    assert "options.cards: needs exactly one leaf, one puddle and one mushroom card" in lines
    assert "players[0].pawns.bees: -1 is less than 0" in lines
    assert "players[0].pawns.mushroom: is missing" in lines
    assert any(line.startswith("players[0].colour: unknown key") for line in lines)
    assert "players[0].tiles[2]: tile G01 is used twice in this garden" in lines
    assert any(line.startswith('players[0].tiles[4].tile: "G99" is not one of') for line in lines)
    assert "players[0].tiles[5].fields: pink pink yellow purple* matches no tile in any orientation" in lines
    assert "players[0].tiles[6].at: position 1,0 already holds tile G01" in lines
    assert any(line.startswith("players[0].tiles[7].side:") for line in lines)
    assert "players[0].tiles[8]: needs a tile id or its four fields" in lines
    assert "players[0].tiles[3]: a second starting tile (the first is S1 at 0,0)" in lines
    assert 'players[1].name: the name "Ana" is used twice' in lines
    assert "players[1].tiles[0].side: a starting tile is single-sided (side F only)" in lines


def test_8_disconnected_tiles_and_missing_start():
    d = file_dict(
        [
            {"name": "Ana", "pawns": pawns(), "tiles": [t("S1", "0,0"), t("G01", "1,1")]},
            {"name": "Bo", "pawns": pawns(), "tiles": [t("G02", "0,0")]},
        ]
    )
    assert problems(d) == [
        "players[0].tiles[1]: tile G01 at 1,1 is not joined to the garden through a full side",
        "players[1].tiles: no starting tile (S1-S4) in this garden",
    ]


def test_8_level_2_fields_identify_the_tile_and_orientation():
    """§8 level 2 / §1.2: a painted tile is recognised with its side and rotation."""
    fields = [("pink", False), ("green", True), ("orange", False), ("pink", False)]  # G01 turned once
    d = file_dict(
        [
            {
                "name": "Ana",
                "pawns": pawns(bees=1),
                "tiles": [t("S1", "0,0"), {"at": "1,0", "fields": [k + ("*" if m else "") for k, m in fields]}],
            }
        ],
        cards=data.FIRST_GAME,
    )
    b = GAME.board_from_dict(d)
    assert b.players[0].tiles[1] == type(b.players[0].tiles[1])("G01", (1, 0), "F", 1)
    d["players"][0]["tiles"][1]["side"] = "B"
    assert problems(d) == ["players[0].tiles[1].side: the fields show side F"]


def test_8_level_2_hummingbirds_static_dwellers_and_lower_bounds_warned():
    """§8 level 2: hummingbirds and Loner/Shy/Skipper are exact, the other counts have lower bounds."""
    tiles = [t("S1", "0,0"), t("G31", "1,0"), t("G32", "0,1"), t("G01", "1,1")]
    d = file_dict(
        [{"name": "Ana", "pawns": pawns(bees=0, hummingbirds=1, puddle=1), "tiles": tiles}],
        cards=["thoughtful", "skipper", "host"],
    )
    w = warnings(d)
    assert "Ana: 1 hummingbird counted, but the board holds 0" in w
    assert "Ana: puddle dwellers counted: 1, but Skipper puts 2 on this board" in w
    assert "Ana: bees counted: 0, fewer than the 1 the board guarantees (1 pollinated sector)" in w
    assert "Ana: the garden has 4 tiles; a finished garden has 13" in w
    sheet = GAME.score_board(GAME.board_from_dict(d))
    assert sheet.players[0].total == 2  # typed pawns stay authoritative


def test_8_level_2_computed_pawns_are_what_the_garden_alone_determines():
    """§8 level 2: hummingbirds and the pawns of the static cards (Loner, Shy, Skipper), computed from
    the tiles for the score helper to pre-fill; nothing without a garden."""
    tiles = [t("S1", "0,0"), t("G31", "1,0"), t("G32", "0,1"), t("G01", "1,1")]
    d = file_dict(
        [
            {"name": "Ana", "pawns": pawns(hummingbirds=1, puddle=1), "tiles": tiles},
            {"name": "Bo", "pawns": pawns(bees=3)},
        ],
        cards=["thoughtful", "skipper", "host"],
    )
    b = GAME.board_from_dict(d)
    assert boardfile.computed_pawns(b.players[0], b.cards) == {"hummingbirds": 0, "puddle": 2}
    assert boardfile.computed_pawns(b.players[0], None) == {"hummingbirds": 0}
    assert boardfile.computed_pawns(b.players[1], b.cards) == {}
    for seed, cards in enumerate((("restless", "shy", "loner"), ("flirty", "skipper", "explorer"))):
        opts = {
            "players": 2,
            "dwellers": "chosen",
            "leaf_card": cards[0],
            "puddle_card": cards[1],
            "mushroom_card": cards[2],
        }
        rng = random.Random(seed)
        s = GAME.new_game(opts, seed)
        while not s.is_over:
            s = s.apply(playout_action(s, rng), trusted=True)
        level2 = GAME.board_to_dict(GAME.board_from_state(s, ["A", "B"]))
        for p in level2["players"]:
            del p["order"], p["choices"]
        for pb, g in zip(GAME.board_from_dict(level2).players, s.gardens):
            played = dict(zip(boardfile.PAWN_KEYS, g.pawns))  # the game as played
            static = [data.CARD_BY_ID[c].type for c in s.cards if c in data.STATIC_CARDS]
            assert boardfile.computed_pawns(pb, s.cards) == {k: played[k] for k in ("hummingbirds", *static)}


def finished(seed, dwellers="random", players=2):
    rng = random.Random(seed)
    s = GAME.new_game({"players": players, "dwellers": dwellers}, seed)
    while not s.is_over:
        s = s.apply(playout_action(s, rng), trusted=True)
    return s


def test_8_level_3_replay_of_played_games_matches_and_choices_are_checked():
    """§8 level 3: a played game's export replays to the same pawns (random cards, choices included);
    wrong choices are errors, missing ones are made by the default rule with a warning."""
    seen_choices = False
    for seed in range(8):
        s = finished(seed)
        d = GAME.board_to_dict(GAME.board_from_state(s, ["A", "B"]))
        assert schema_problems(d, SCHEMA) == []
        sheet = GAME.score_board(GAME.board_from_dict(d))
        assert sheet.warnings == () and sheet.totals() == s.score().totals()
        for p in d["players"]:
            if p["choices"]:
                seen_choices = True
                bad = json.loads(json.dumps(d))
                for q in bad["players"]:
                    q["choices"] = ["40,40"] + q["choices"][1:] if q["choices"] else q["choices"]
                assert any("is not a choice for" in line for line in problems(bad))
    assert seen_choices
    s = finished(1, dwellers="first_game")
    d = GAME.board_to_dict(GAME.board_from_state(s, ["A", "B"]))
    d["players"][0]["order"] = list(reversed(d["players"][0]["order"]))
    assert any("does not share a full side" in line for line in problems(d)) or warnings(d) is not None


def test_8_order_must_list_every_tile_once():
    tiles = [t("S1", "0,0"), t("G31", "1,0"), t("G32", "0,1")]
    d = file_dict([{"name": "Ana", "pawns": pawns(), "tiles": tiles, "order": ["1,0", "1,0", "5,5"]}])
    assert problems(d) == [
        "players[0].order[1]: 1,0 is listed twice",
        "players[0].order[2]: 5,5 is not a tile position of this garden",
    ]


def test_8_gardenapp_score_json(capsys):
    path = PKG / "examples" / "tie_break_pawns.json"
    assert main(["score", str(path), "--json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "under_the_leaves" and out["winners"] == ["Ana"]
    assert list(out["players"][0]["breakdown"]) == [
        "bees",
        "hummingbirds",
        "leaf",
        "puddle",
        "mushroom",
        "majority_bonus",
    ]
    assert all(sum(p["breakdown"].values()) == p["total"] for p in out["players"])


def test_8_order_may_name_positions_tile_ids_or_indices():
    base = json.loads((PKG / "examples" / "small_garden_replay.json").read_text())
    for order in (["1,0", "0,1", "1,1"], ["G31", "G32", "G01"], [1, 2, 3], ["0,0", "1,0", "0,1", "1,1"]):
        d = json.loads(json.dumps(base))
        d["players"][0]["order"] = order
        assert GAME.score_board(GAME.board_from_dict(d)).totals() == (5, 3)
    d["players"][0]["order"] = ["G40"]
    assert problems(d)[0].startswith('players[0].order[0]: "G40" is not a tile position')


def test_8_level_3_square_choice_by_any_unambiguous_field():
    """§8 level 3 / §5.5: G04 completes two overlapping pink squares (NW 2,1 and 3,1); the choice
    "4,2" lies only in the square 3,1, which takes the Thoughtful pawn. Host: pink 2,1 3,1 4,1* 4,2*."""
    tiles = [t("S1", "0,0"), t("G01", "1,0"), t("G08", "2,0", rotation=3), t("G12", "2,1"), t("G04", "1,1", rotation=2)]
    d = file_dict(
        [
            {
                "name": "Ana",
                "pawns": pawns(bees=1, leaf=1, mushroom=1),
                "tiles": tiles,
                "order": ["1,0", "2,0", "2,1", "1,1"],
                "choices": ["4,2"],
            }
        ],
        cards=data.FIRST_GAME,
    )
    b = GAME.board_from_dict(d)
    g = b.players[0].garden
    assert g.labels(g.used_fields("thoughtful")) == ("3,1", "4,1", "3,2", "4,2")
    assert [w.template for w in GAME.score_board(b).warnings] == [
        "{name}: the garden has %n tiles; a finished garden has 13"
    ]
    d["players"][0]["choices"] = ["3,2"]  # in both squares: ambiguous
    assert any("is not a choice for thoughtful" in line for line in problems(d))


def test_6_3_the_result_line_names_the_tie_break():
    """under the leaves §6.3: a tie on pawns is broken by hummingbirds, then bees; the result says so."""
    from gardenapp.core.boardfile import read_board_file

    game, board = read_board_file(PKG / "examples" / "tie_break_pawns.json")
    sheet = game.score_board(board)
    assert str(sheet.result()).startswith("Ana wins on hummingbirds, ")


def test_8_positions_are_written_in_their_one_canonical_form():
    """§8 / docs/formats.md §1.2: "tx,ty" only; spaces or Unicode
    look-alikes (found by the fuzz: U+2028) are problems, never another name of a place."""
    from gardenapp.games.under_the_leaves.actions import parse_pair

    assert parse_pair("1,-2") == (1, -2)
    for text in (" 1,0", "1, 0", "\u20281,0", "1,0\u2028", "０,1", "01,0", "+1,0"):
        assert parse_pair(text) is None, repr(text)


def test_the_schema_says_the_structure_and_the_reader_what_it_cannot():
    """docs/formats.md §1.3: a tile in two gardens and a tile that does not join the garden are valid for the
    schema; the reader says them, naming the other garden by its player. A position has one
    form only, now said by the schema (" 1,0" was refused by the reader alone)."""
    d = file_dict(
        [
            {"name": "Ana", "pawns": pawns(), "tiles": [t("S1", "0,0"), t("G01", "1,0")]},
            {"name": "Bo", "pawns": pawns(), "tiles": [t("S2", "0,0"), t("G01", "0,1"), t("G02", "2,2")]},
        ]
    )
    assert schema_problems(d, SCHEMA) == []
    assert problems(d) == ["players[1].tiles[1]: tile G01 is already in Ana's garden"]
    d["players"][1]["tiles"][1] = t("G03", "0,1")
    assert problems(d) == ["players[1].tiles[2]: tile G02 at 2,2 is not joined to the garden through a full side"]
    d["players"][0]["tiles"][1] = {"at": " 1,0", "fields": ["blue", "pink", "pink", "pink"]}
    d["players"][1]["order"] = ["x"]
    assert problems(d) == [
        'players[0].tiles[1].at: " 1,0" is not a tile position "tx,ty"',
        'players[0].tiles[1].fields[0]: "blue" is not a field (a colour, with * for a mushroom, or puddle)',
        'players[1].order[0]: "x" is not a tile position "tx,ty", a tile id of this garden or an index into its tiles',
        "players[1].tiles[2]: tile G02 at 2,2 is not joined to the garden through a full side",
    ]
