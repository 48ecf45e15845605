"""§7 (scoring, tie-break), §9 (scoring a physical game: the file, its
errors and warnings), docs/formats.md §1.5, the JSON Schema and examples."""

import copy
import json
from pathlib import Path

import pytest

from gardenapp.core.boardfile import read_board_file
from gardenapp.core.errors import BoardFileError
from gardenapp.core.schema import problems as schema_problems
from gardenapp.games.takenoko import GAME, satisfied_objectives
from gardenapp.games.takenoko.data import CARDS, GENERIC_IDS

PKG = Path(__file__).resolve().parents[2] / "gardenapp" / "games" / "takenoko"
EXAMPLES = sorted((PKG / "examples").glob("*.json"))


def board(players, garden=None, **extra):
    data = {"format": "gardenapp-board", "version": 1, "game": "takenoko", "players": players, **extra}
    if garden is not None:
        data["garden"] = garden
    return data


def problems(data) -> list[str]:
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(data)
    return [str(p) for p in err.value.problems]


def warnings(data) -> list[str]:
    return [str(w) for w in GAME.score_board(GAME.board_from_dict(data)).warnings]


# -- §7 scoring ------------------------------------------------------------------------
def test_7_score_is_card_points_plus_emperor_by_type():
    """§7: sum of completed cards' points, +2 for the Emperor; breakdown by type."""
    sheet = GAME.score_board(
        GAME.board_from_dict(
            board(
                [
                    {
                        "name": "Ana",
                        "completed": [
                            "PLOT-P-DIAM",
                            "PLOT-PY-DIAM",
                            "GARD-P-NONE",
                            "PANDA-GYP",
                            "PANDA-GG",
                            "GARD-G-3x4",
                            "PLOT-G-LINE",
                            "PANDA-PP",
                            "PANDA-YY",
                        ],
                        "emperor": True,
                    },
                    {"name": "Bo", "completed": []},
                ]
            )
        )
    )
    ana = sheet.players[0]
    assert ana.breakdown == {"plot": 5 + 5 + 2, "gardener": 7 + 8, "panda": 6 + 3 + 5 + 4, "emperor": 2}
    assert ana.total == 47
    assert ana.rule("emperor").where == ("EMPEROR",)
    assert set(ana.rule("plot").where) == {"PLOT-P-DIAM", "PLOT-PY-DIAM", "PLOT-G-LINE"}
    assert sheet.winners == (0,)


def test_7_tie_broken_by_panda_points_without_emperor():
    """§7/§10.17: ties go to the most panda points; the Emperor does not count there."""
    data = board(
        [
            {
                "name": "Ana",
                "completed": [
                    "PANDA-GG",
                    "PANDA-GG",
                    "PANDA-YY",
                    "PLOT-G-LINE",
                    "PLOT-G-TRI",
                    "PLOT-G-CURVE",
                    "PLOT-Y-LINE",
                    "GARD-G-FERT",
                    "PLOT-G-DIAM",
                ],
                "emperor": True,
            },
            {"name": "Bo", "completed": ["PANDA-PP", "PANDA-GYP", "GARD-P-NONE", "PLOT-P-DIAM", "GARD-G-NONE"]},
        ]
    )
    sheet = GAME.score_board(GAME.board_from_dict(data))
    assert sheet.totals() == (3 + 3 + 4 + 2 + 2 + 2 + 3 + 3 + 3 + 2, 5 + 6 + 7 + 5 + 5) == (27, 28)
    data["players"][1]["completed"].remove("GARD-G-NONE")
    data["players"][1]["completed"].append("GARD-G-ENCL")  # 28 -> 27
    sheet = GAME.score_board(GAME.board_from_dict(data))
    assert sheet.totals() == (27, 27)
    assert sheet.winners == (1,)  # panda 11 vs 10: Ana's Emperor is not panda points


def test_7_full_tie_shares_the_victory():
    """§7: still tied after the panda points: all tied players share the victory."""
    data = board(
        [
            {"name": "A", "completed": ["PANDA-GG", "PLOT-G-LINE"]},
            {"name": "B", "completed": ["PANDA-GG", "PLOT-G-TRI"]},
            {"name": "C", "completed": ["PANDA-GG"]},
        ]
    )
    assert GAME.score_board(GAME.board_from_dict(data)).winners == (0, 1)


def test_7_example_file_scores_35_and_38_bruno_wins():
    """Example finished_2p.json, verified by hand: Ana 2+2 / 4+4 / 3+3+4+6+5 / 2 = 35,
    Bruno 2 / 8+7+6 / 4+6+5 = 38."""
    game, b = read_board_file(PKG / "examples" / "finished_2p.json")
    out = game.score_board(b).to_json()
    assert [p["breakdown"] for p in out["players"]] == [
        {"plot": 4, "gardener": 8, "panda": 21, "emperor": 2},
        {"plot": 2, "gardener": 21, "panda": 15, "emperor": 0},
    ]
    assert [p["total"] for p in out["players"]] == [35, 38]
    assert out["winners"] == ["Bruno"] and out["warnings"] == []


def test_7_example_tie_break_file():
    """Example tie_break.json: 21 each, Bruno wins on panda points 9 vs 8."""
    game, b = read_board_file(PKG / "examples" / "tie_break.json")
    sheet = game.score_board(b)
    assert sheet.totals() == (21, 21) and sheet.winners == (1,)


def test_9_garden_helper_lists_satisfied_objectives_of_the_example():
    """§9.3: the optional garden shows which plot/gardener objectives it satisfies."""
    _, b = read_board_file(PKG / "examples" / "finished_2p.json")
    assert satisfied_objectives(b.garden) == ["PLOT-G-LINE", "PLOT-G-CURVE", "PLOT-G-TRI", "GARD-G-WATR", "GARD-Y-FERT"]


# -- §9 validation ------------------------------------------------------------------------
def test_9_card_assigned_twice_is_an_error_with_place():
    p = problems(
        board(
            [
                {"name": "A", "completed": ["PLOT-G-LINE"]},
                {"name": "B", "completed": ["GARD-G-FERT", "PLOT-G-LINE", "GARD-G-FERT"]},
            ]
        )
    )
    assert p == [
        "players[1].completed[1]: PLOT-G-LINE is already completed by A",
        "players[1].completed[2]: GARD-G-FERT is already completed by B",
    ]


def test_9_panda_copies_limited_to_their_count():
    """§9.1 / §3.3: 5 GG, 4 YY, 3 PP, 3 GYP; numbered copies are single cards."""
    ok = board(
        [
            {"name": "A", "completed": ["PANDA-GG"] * 3 + ["PANDA-PP-1", "PANDA-PP", "PANDA-PP"]},
            {"name": "B", "completed": ["PANDA-GG", "PANDA-GG-2"]},
        ]
    )
    GAME.board_from_dict(ok)
    p = problems(
        board(
            [
                {"name": "A", "completed": ["PANDA-GG"] * 4 + ["PANDA-PP-1", "PANDA-PP-1"]},
                {"name": "B", "completed": ["PANDA-GG", "PANDA-GG"]},
            ]
        )
    )
    assert p == [
        "players[0].completed[5]: PANDA-PP-1 is already completed by A",
        "players[1].completed[1]: more PANDA-GG cards than the 5 in the game",
    ]


def test_9_unknown_card_ids_and_shapes():
    p = problems(
        board(
            [
                {"name": "A", "completed": ["PLOT-X", 3], "emperor": "yes", "colour": 1},
                {"name": "B", "completed": "PLOT-G-LINE"},
            ]
        )
    )
    assert 'players[0].completed[0]: "PLOT-X" is not an objective card id' in p
    assert "players[0].completed[1]: 3 is not an objective card id" in p
    assert 'players[0].emperor: "yes" is not true or false' in p
    assert any(x.startswith("players[0].colour: unknown key") for x in p)
    assert "players[1].completed: expected a list" in p


@pytest.mark.parametrize("players,threshold", [(2, 9), (3, 8), (4, 7)])
def test_9_emperor_holder_needs_the_threshold(players, threshold):
    """§9.2 with §7's thresholds 9/8/7; exactly one holder."""
    cards = [c.id for c in CARDS if c.type != 2]
    entries = [{"name": f"P{i}", "completed": []} for i in range(players)]
    entries[0]["completed"] = cards[: threshold - 1]
    entries[0]["emperor"] = True
    p = problems(board(entries))
    assert p == [
        f"players[0].emperor: the Emperor goes to a player with at least {threshold} completed objectives; "
        f"P0 has {threshold - 1}"
    ]
    entries[0]["completed"] = cards[:threshold]
    GAME.board_from_dict(board(entries))
    entries[1]["completed"] = cards[threshold : 2 * threshold]
    entries[1]["emperor"] = True
    assert problems(board(entries)) == ["players[1].emperor: only one player holds the Emperor card"]


def test_9_no_emperor_is_allowed_for_an_abandoned_game_but_warned_if_reached():
    cards = [c.id for c in CARDS if c.type != 2]
    data = board([{"name": "A", "completed": cards[:9]}, {"name": "B", "completed": []}])
    assert warnings(data) == ["A reached 9 objectives but nobody holds the Emperor card"]
    assert warnings(board([{"name": "A", "completed": cards[:5]}, {"name": "B", "completed": []}])) == []


def test_9_player_count_and_common_shape():
    p = problems({"format": "x", "version": 2, "game": "takenoko", "players": [{"name": "A", "completed": []}]})
    assert 'format: must be "gardenapp-board"' in p
    assert any(x.startswith("version:") for x in p)
    assert "players: 1 player; this game takes 2 to 4" in p


def _garden_example():
    return json.loads((PKG / "examples" / "finished_2p.json").read_text())


def test_9_garden_bamboo_on_a_dry_plot_is_an_error():
    """§9 last check: a plot with bamboo must be irrigated."""
    data = _garden_example()
    data["garden"]["plots"]["2,-1"]["bamboo"] = 2
    data["garden"]["channels"] = [["1,-1", "1,0"]]
    assert problems(data) == [
        'garden.plots."2,-1".bamboo: bamboo grows only on an irrigated plot '
        "(next to the pond, a channel or a watershed)"
    ]


def test_9_garden_malformed_entries_are_errors_with_places():
    data = _garden_example()
    g = data["garden"]
    g["plots"]["0,0"] = {"colour": "green"}
    g["plots"]["x"] = {"colour": "green"}
    g["plots"]["3,3"] = {"colour": "blue", "bamboo": 5, "improvement": "roof", "printed": 1, "size": 2}
    g["plots"]["-2,1"] = {"colour": "pink", "printed": True}
    g["channels"].append(["1,0", "3,0"])
    g["channels"].append(["1,0", "1,-1"])
    g["channels"].append(["1,0"])
    g["panda"] = "5,5"
    g["gardener"] = "a"
    p = problems(data)
    assert 'garden.plots."0,0": the pond is not a plot' in p
    assert 'garden.plots.x: "x" is not a cell "q,r"' in p
    assert 'garden.plots."3,3".colour: "blue" is not one of green, yellow, pink' in p
    assert 'garden.plots."3,3".bamboo: 5 is not between 0 and 4' in p
    assert 'garden.plots."3,3".improvement: "roof" is not one of none, watershed, fertilizer, enclosure' in p
    assert 'garden.plots."3,3".printed: 1 is not true or false' in p
    assert any(x.startswith('garden.plots."3,3".size: unknown key') for x in p)
    assert 'garden.plots."-2,1".printed: a printed improvement needs an improvement' in p
    assert "garden.channels[2]: 1,0 and 3,0 are not neighbours" in p
    assert "garden.channels[3]: this channel is listed twice" in p
    assert "garden.channels[4]: a channel is a list of two cells" in p
    assert "garden.panda: 5,5 is neither the pond nor a plot" in p
    assert 'garden.gardener: "a" is not a cell "q,r"' in p


def test_9_garden_counts_placement_and_network_are_warnings():
    """§9: the first three garden checks (counts, placement rule, channel
    network) only warn — physical printings may differ."""
    data = _garden_example()
    g = data["garden"]["plots"]
    # 12 green plots (box: 11), 3 printed green watersheds (box: 2), 4 watershed tokens (3)
    extra = ["2,0", "3,-1", "3,-2", "2,-2", "4,-2", "4,-3", "3,-3", "5,-3"]
    for cell in extra:
        g[cell] = {"colour": "green", "improvement": "watershed", "printed": False}
    g["2,0"]["printed"] = True
    g["3,-1"]["printed"] = True
    g["9,9"] = {"colour": "pink"}
    data["garden"]["channels"] += [["-1,0", "-1,1"], ["2,0", "3,-1"], ["0,-1", "0,0"]]
    w = warnings(data)  # in the player's words; the place each names is a parameter the window marks
    assert "12 green plots; the game has 11" in w
    assert "3 green plots with a printed watershed; the game has 2" in w
    assert "6 watershed tokens; the game has 3" in w
    assert "the plot 9,9 cannot be placed: it is not next to the pond nor to two plots placed before it" in w
    assert "channel 0,-1|0,0 is not between two plots" in w
    assert "channel 2,0|3,-1 is not connected to the pond" in w
    sheet = GAME.score_board(GAME.board_from_dict(data))
    assert {str(m.params["where"]) for m in sheet.warnings} == {"garden.plots", 'garden.plots."9,9"', "garden.channels"}
    assert not any("-1,0|-1,1" in x for x in w)  # touches a pond vertex: connected
    sheet = GAME.score_board(GAME.board_from_dict(data))
    assert sheet.totals() == (35, 38)  # never scored


def test_9_garden_bamboo_sections_and_channel_counts_warn():
    """§9: sections per colour on the board ≤ 36/30/24 and channels ≤ 20 (warnings)."""
    from gardenapp.core import hexgrid

    data = _garden_example()
    g = data["garden"]
    cells = [(1, 0), (1, -1), (2, -1), (2, -2), (3, -2), (3, -3), (4, -3)]
    g["plots"] = {hexgrid.format_pair(c): {"colour": "pink", "improvement": "watershed", "bamboo": 4} for c in cells}
    g["panda"] = g["gardener"] = "0,0"
    g["channels"] = []
    w = warnings(data)
    assert "28 pink bamboo sections; the game has 24" in w
    assert "7 watershed tokens; the game has 3" in w
    assert not any("channels" in x for x in w)
    disc = [c for c in hexgrid.spiral((0, 0), 2) if c != (0, 0)]
    g["plots"] = {hexgrid.format_pair(c): {"colour": "green"} for c in disc[:11]}
    g["plots"].update({hexgrid.format_pair(c): {"colour": "yellow"} for c in disc[11:]})
    edges = sorted({tuple(sorted((a, b))) for a in disc for b in hexgrid.neighbours(a) if b in disc})
    g["channels"] = [[hexgrid.format_pair(a), hexgrid.format_pair(b)] for a, b in edges[:21]]
    w = warnings(data)
    assert "21 channels; the game has 20" in w


def test_9_board_round_trip_and_export_from_a_played_game():
    data = _garden_example()
    b = GAME.board_from_dict(data)
    again = GAME.board_from_dict(GAME.board_to_dict(b))
    assert again == b
    state = GAME.new_game({"players": 3}, 5)
    exported = GAME.board_to_dict(GAME.board_from_state(state, ["A", "B", "C"]))
    assert GAME.score_board(GAME.board_from_dict(exported)).totals() == (0, 0, 0)


# -- JSON Schema ---------------------------------------------------------------------------
def _schema():
    return json.loads((PKG / "board.schema.json").read_text())


def _check_against_schema(data, schema) -> list[str]:
    """The schema's problems of ``data`` (gardenapp.core.schema, the checker the app runs)."""
    return [str(p) for p in schema_problems(data, schema)]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_9_examples_satisfy_the_schema_and_load(path):
    data = json.loads(path.read_text())
    assert _check_against_schema(data, _schema()) == []
    GAME.board_from_dict(data)


def test_9_schema_matches_what_the_reader_accepts():
    s = _schema()
    assert set(s["$defs"]["card"]["enum"]) == {c.id for c in CARDS} | set(GENERIC_IDS)
    plot = s["properties"]["garden"]["properties"]["plots"]["additionalProperties"]
    assert plot["properties"]["colour"]["enum"] == ["green", "yellow", "pink"]
    assert plot["required"] == ["colour"]
    assert s["properties"]["players"]["items"]["required"] == ["name", "completed"]
    bad = copy.deepcopy(json.loads(EXAMPLES[0].read_text()))
    bad["garden"]["plots"]["1,0"]["colour"] = "blue"
    assert _check_against_schema(bad, s) == ['garden.plots."1,0".colour: "blue" is not one of green, yellow, pink']
    with pytest.raises(BoardFileError):
        GAME.board_from_dict(bad)


def test_7_exported_bot_game_example_scores_29_and_43():
    """Example greedy_game_2p.json (exported from a played game with
    board_from_state), verified by hand: Ana PLOT-G-TRI 2 / GARD-G-3x4 8 +
    GARD-P-FERT 5 / GG 3 + PP 5 + GYP 6 = 29; Bruno GARD-P-NONE 7 + GARD-G-NONE 5
    / 4x GG 12 + PP 5 + 2x GYP 12 / Emperor 2 = 43."""
    game, b = read_board_file(PKG / "examples" / "greedy_game_2p.json")
    sheet = game.score_board(b)
    assert [p.breakdown for p in sheet.players] == [
        {"plot": 2, "gardener": 13, "panda": 14, "emperor": 0},
        {"plot": 0, "gardener": 12, "panda": 29, "emperor": 2},
    ]
    assert sheet.totals() == (29, 43) and sheet.winners == (1,) and not sheet.warnings
    # plot objectives are monotone: a completed plot card is still visible in the final garden
    assert "PLOT-G-TRI" in satisfied_objectives(b.garden)


def test_9_bad_input_never_gives_a_traceback():
    """Random corruptions of a valid file are reported as problems (with a
    place) or accepted, never raised as another exception."""
    import random as _random

    base = _garden_example()
    junk = [None, 3, -1, 2.5, "", "x", "1,0", [], {}, ["a"], {"colour": "green"}, True, [["1,0", "1,-1"]]]
    rng = _random.Random(5)

    def paths(obj, prefix=()):
        yield prefix
        if isinstance(obj, dict):
            for k, v in obj.items():
                yield from paths(v, prefix + (k,))
        elif isinstance(obj, list):
            for i, v in enumerate(obj):
                yield from paths(v, prefix + (i,))

    all_paths = [p for p in paths(base) if p]
    for _ in range(300):
        data = copy.deepcopy(base)
        for _ in range(rng.randint(1, 3)):
            path = rng.choice(all_paths)
            target = data
            try:
                for k in path[:-1]:
                    target = target[k]
                target[path[-1]] = rng.choice(junk)
            except (KeyError, IndexError, TypeError):
                continue
        try:
            GAME.score_board(GAME.board_from_dict(data))
        except BoardFileError as err:
            assert all(str(p) for p in err.problems)
    for top in (None, [], "x", 3, {"players": None}, {"game": "takenoko", "players": [1, None]}):
        with pytest.raises(BoardFileError):
            GAME.board_from_dict(top)


def test_9_gardens_of_played_games_pass_every_check_without_warnings():
    """A garden the engine built always satisfies §9's checks (placement rule,
    channel network, counts, bamboo only on irrigated plots)."""
    import random as _random

    for seed in range(4):
        rng = _random.Random(seed)
        st = GAME.new_game({"players": 2 + seed % 3}, seed)
        while not st.is_over:
            st = st.apply(rng.choice(st.legal_actions()), trusted=True)
        names = [f"P{i}" for i in range(st.num_players)]
        data = GAME.board_to_dict(GAME.board_from_state(st, names))
        assert len(data["garden"]["plots"]) >= 10
        b = GAME.board_from_dict(data)
        sheet = GAME.score_board(b)
        assert not sheet.warnings
        assert sheet.totals() == st.score().totals()


def test_the_schema_says_the_structure_and_the_reader_what_it_cannot():
    """docs/formats.md §1.3: a card completed twice and a channel between two cells that do not touch are
    valid for the schema; the reader says them. The schema's problems in the game's words."""
    data = _garden_example()
    data["players"][1]["completed"].append(data["players"][0]["completed"][0])
    data["garden"]["channels"].append(["1,0", "3,0"])
    assert _check_against_schema(data, _schema()) == []
    card = data["players"][0]["completed"][0]
    assert problems(data) == [
        f"players[1].completed[{len(data['players'][1]['completed']) - 1}]: {card} is already completed by Ana",
        f"garden.channels[{len(data['garden']['channels']) - 1}]: 1,0 and 3,0 are not neighbours",
    ]
    data = _garden_example()
    data["players"][0]["completed"] = ["PLOT-X"]
    data["garden"]["channels"] = [["1,0"], ["1,0", "1, -1"]]
    assert problems(data)[:3] == [
        'players[0].completed[0]: "PLOT-X" is not an objective card id',
        "garden.channels[0]: a channel is a list of two cells",
        'garden.channels[1][1]: "1, -1" is not a cell "q,r"',
    ]
