"""The finished-board file (§7, docs/formats.md §1.7): every problem named
with its place, §7 validations as warnings, the JSON Schema in step with the reader."""

import json

import pytest

from gardenapp.core.boardfile import COMMON_PLAYER_OPTIONAL
from gardenapp.core.errors import BoardFileError
from gardenapp.core.schema import problems as schema_problems

from .helpers import EXAMPLE, GAME, PKG, board_dict, example, fill, score

SCHEMA = json.loads((PKG / "board.schema.json").read_text(encoding="utf-8"))


def problems(d) -> list[str]:
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(d)
    return [str(p) for p in err.value.problems]


def warnings(d) -> list[str]:
    return [str(w) for w in score(d).warnings if "provisional" not in str(w)]


def test_7_every_problem_of_a_bad_file_is_named_with_its_place():
    d = board_dict(
        [
            {
                "name": "Ana",
                "cells": {"4,5": "ornament", "7,2": "ornament", "2,3": "tree", "1,4": "gardener"},
                "nobles": [0, 0, 9],
                "missions": ["fountain", "fountain", "moat"],
                "track_score": -3,
                "hat": 1,
            },
            {"name": "Bia", "missions": ["labyrinth"], "layout": "P9"},
            {"name": "Caio", "missions": ["labyrinth"], "layout": "custom"},
        ],
        row_bonus=[1, 2],
        colour="red",
    )
    lines = problems(d)
    expected = [  # the schema's problems first (a list over its length is not looked inside), then the app's
        "options.row_bonus: expected 6 items, found 2",
        "options.colour: unknown key (allowed here: column_bonus, layout, mission_points, printed, row_bonus)",
        "players[0].track_score: -3 is not between 0 and 10000",
        'players[0].cells."7,2": "7,2" is not a garden space ("row,col", rows 1-6, columns 1-9)',
        'players[0].cells."2,3": "tree" is not one of ornament, gardener',
        "players[0].nobles: expected 9 items, found 3",
        "players[0].nobles[2]: 9 is not between 0 and 6",
        "players[0].missions: 3 mission cards; a player holds 2",
        "players[0].hat: unknown key (allowed here: automaton, cells, layout, missions, name, nobles, photo, photo_corners, printed, "
        "track_score)",
        'players[1].layout: "P9" is not one of P1, P2, P3, P4, P5, P6, P7, P8, custom',
        'players[0].cells."1,4": a printed space cannot hold a gardener',
        'players[2].printed: is missing (layout "custom" needs its printed spaces)',
        "players[2].missions[0]: the labyrinth mission card is also held by Bia (there is one card per element)",
    ]
    assert lines == expected
    d["players"][0]["missions"] = ["fountain", "fountain"]
    assert 'players[0].missions[1]: "fountain" is listed twice' in problems(d)


def test_7_structure_errors_never_raise_a_traceback():
    for bad in (
        None,
        [],
        "x",
        {"format": "gardenapp-board"},
        board_dict([{"cells": []}]),
        board_dict([{"nobles": "x", "missions": "fountain", "track_score": "3"}]),
        board_dict([{"name": ""}], layout=3, printed="1,1"),
        board_dict([{}, {}, {}, {}, {}]),
    ):
        with pytest.raises(BoardFileError) as err:
            GAME.board_from_dict(bad)
        assert err.value.problems


def test_7_missing_layout_is_an_error_and_custom_layout_uses_printed_cells():
    d = board_dict([{}])
    del d["options"]["layout"]
    assert "players[0].layout: the layout is missing: give the game's layout or this player's own" in problems(d)
    d = board_dict([{"cells": fill({}, "2,1 2,2 2,3 2,4 2,5 2,6 2,7")}], layout="custom", printed=["2,8", "2,9"])
    assert score(d).players[0].breakdown["rows"] == 2
    d = board_dict([{}], layout="P2", printed=["2,8"])
    assert 'options.printed: printed spaces are only given with layout "custom"' in problems(d)


@pytest.mark.parametrize(
    "case,expected",
    [
        ("filled", "P1: 15 filled spaces; a finished garden has 33"),
        ("gardeners", "P1: 19 gardeners; tiles placed in a game: at most 18"),
        ("noble_gardener", "P1: the noble of the Pavilion column stands in row 2, on no ornament"),
        ("noble_cut_off", "P1: the noble in row 5, Pavilion column is not connected to row 1 through filled spaces"),
        ("track_low", "P1: track score 2 is less than 3, the sum of the nobles' rows"),
        ("track_high", "P1: track score 109 is more than 108 (18 moves of 6 points)"),
    ],
)
def test_7_validations_are_warnings_that_do_not_block_the_score(case, expected):
    """§7 validations: 33 filled spaces, <= 18 gardeners, nobles on ornaments of their
    column connected to row 1, track score between the nobles' rows and 108."""
    p = {"track_score": 50}
    if case == "gardeners":
        p["cells"] = fill({}, "2,1 2,2 2,3 2,4 2,6 2,7 2,8 2,9 3,1 3,3 3,4 3,5 3,6 3,7 3,9 4,1 4,2 4,3 4,4", "gardener")
    elif case == "noble_gardener":
        p["cells"] = fill({}, "2,3", "gardener")
        p["nobles"] = [0, 0, 2, 0, 0, 0, 0, 0, 0]
    elif case == "noble_cut_off":
        p["nobles"] = [0, 0, 5, 0, 0, 0, 0, 0, 0]  # P1 prints 5,3, not linked to row 1
    elif case == "track_low":
        p["track_score"] = 2
        p["nobles"] = [0, 0, 0, 0, 0, 0, 0, 3, 0]
        p["cells"] = fill({}, "2,8")
    elif case == "track_high":
        p["track_score"] = 109
    found = warnings(board_dict([p]))
    assert expected in found
    # The score is still the §4.2 sum, counted by hand: the track score, plus in "gardeners" rows 2
    # and 3 completed by gardeners around layout P1's printed 2,5 / 3,2 / 3,8 (ROW_BONUS 2 + 3);
    # no column is complete and no mission is held.
    hand = {"gardeners": (50, 5), "track_low": (2, 0), "track_high": (109, 0)}.get(case, (50, 0))
    sheet = score(board_dict([p])).players[0]
    assert (sheet.breakdown["track"], sheet.breakdown["rows"], sheet.breakdown["columns"]) == (*hand, 0)
    assert sheet.total == sum(hand)


def test_7_a_consistent_garden_has_no_validation_warning():
    assert warnings(example()) == []


def test_7_row_1_must_be_filled_is_checked_for_the_automaton_board_only_as_33_vs_18():
    """§5.4: Pedro Bot's blank garden: 18 tiles, no printed row 1 implied."""
    rows_1_2 = " ".join(f"{r},{c}" for r in (1, 2) for c in range(1, 10))
    bot = {"name": "Pedro Bot", "automaton": True, "cells": fill({}, rows_1_2), "track_score": 27, "nobles": [2] * 9}
    d = board_dict([{"name": "Ana"}, bot])
    sheet = score(d)
    assert sheet.players[1].breakdown["rows"] == 2  # row 1 (0) and row 2 (2) built by its own tiles
    assert sheet.players[1].breakdown["columns"] == 0
    assert not any("Pedro Bot" in w for w in warnings(d))
    bot_bad = dict(bot, layout="P1")
    assert "players[1].layout: Pedro Bot's garden has no printed spaces; remove its layout" in problems(
        board_dict([{}, bot_bad])
    )
    assert any(
        line.startswith("players: a game with the automaton has exactly 2 players")
        for line in problems(board_dict([bot]))
    )


def test_7_provisional_defaults_are_warned_and_overrides_silence_them():
    w = [str(x) for x in score(example()).warnings]
    assert any("layout P1 is a provisional layout" in x for x in w)
    assert any("row bonuses are provisional" in x for x in w)
    d = example()
    d["options"].update(row_bonus=[0, 2, 3, 4, 5, 6], column_bonus=[5] * 9, mission_points=list(range(7)))
    w = [str(x) for x in score(d).warnings]
    assert not any("bonuses" in x or "mission points" in x for x in w)


def test_formats_round_trip_board_to_dict():
    d = example()
    board = GAME.board_from_dict(d)
    again = GAME.board_to_dict(board)
    assert GAME.board_to_dict(GAME.board_from_dict(again)) == again
    by_space = sorted(d["players"][0]["cells"].items(), key=lambda kv: tuple(map(int, kv[0].split(","))))
    assert again["players"][0]["cells"] == dict(by_space)
    assert GAME.score_board(GAME.board_from_dict(again)).totals() == (75, 94)


# -- the JSON Schema (checked with gardenapp.core.schema, the checker the app runs) ----------


def _check(schema, value):
    return [str(p) for p in schema_problems(value, schema)]


def _valid_examples():
    yield example()
    d = example()
    d["options"] = {
        "layout": "custom",
        "printed": ["2,2", "4,4"],
        "row_bonus": [0, 1, 2, 3, 4, 5],
        "column_bonus": [1] * 9,
        "mission_points": [0, 1, 2, 3, 4, 5, 6],
    }
    yield d
    yield board_dict(
        [
            {"name": "Ana", "missions": ["stairs", "statue"]},
            {"name": "Pedro Bot", "automaton": True, "cells": {"1,1": "ornament"}, "nobles": [1] + [0] * 8},
        ]
    )


def test_schema_is_draft_2020_12_and_lists_the_data_tables():
    """The shipped schema is what the reader checks (docs/formats.md §1.3): its layouts and elements are data.py's."""
    from gardenapp.games.sanssouci import data

    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    player = SCHEMA["properties"]["players"]["items"]
    assert set(player["required"]) == {"name", "track_score", "cells", "nobles", "missions"}
    assert set(COMMON_PLAYER_OPTIONAL) <= set(player["properties"])
    assert SCHEMA["$defs"]["layout"]["enum"] == [*data.LAYOUT_IDS, data.CUSTOM_LAYOUT]
    assert SCHEMA["$defs"]["element"]["enum"] == list(data.ELEMENTS)


def test_schema_accepts_valid_example_files_that_the_reader_accepts():
    for d in _valid_examples():
        assert _check(SCHEMA, d) == []
        GAME.board_from_dict(d)
    assert EXAMPLE.exists()


def test_schema_rejects_what_the_reader_rejects():
    bad = example()
    bad["players"][0]["cells"]["7,1"] = "ornament"
    bad["players"][1]["missions"] = ["moat"]
    bad["options"]["layout"] = "Q"
    found = _check(SCHEMA, bad)
    assert len(found) == 3, found
    with pytest.raises(BoardFileError):
        GAME.board_from_dict(bad)


def test_7_noble_on_an_empty_cut_off_space_gets_both_warnings():
    """§7 lists two separate checks: a noble stands on an ornament of its column, and is
    connected to row 1 through filled spaces. A noble can fail both."""
    p = {"track_score": 50, "nobles": [0, 0, 0, 5, 0, 0, 0, 0, 0]}  # (5,4) is empty on P1
    found = warnings(board_dict([p]))
    assert "P1: the noble of the Topiary column stands in row 5, on no ornament" in found
    assert "P1: the noble in row 5, Topiary column is not connected to row 1 through filled spaces" in found


def test_7_the_same_space_given_twice_is_an_error():
    p = {"cells": {"2,1": "gardener", "2, 1": "ornament"}}
    assert 'players[0].cells."2, 1": the space in row 2, Labyrinth column is listed twice' in problems(board_dict([p]))
    assert problems(board_dict([{"cells": {"03,05": "ornament"}}])) == [
        'players[0].cells."03,05": "03,05" is not a garden space ("row,col", rows 1-6, columns 1-9)'
    ]


def test_6_1_provisional_layout_warning_names_only_layouts_in_use():
    d = board_dict([{"layout": "custom", "printed": []}, {"layout": "P3"}], layout="P1")
    w = [str(x) for x in score(d).warnings]
    assert any("layout P3 is a provisional layout" in x for x in w)
    assert not any("layout P1 is" in x for x in w)


def test_the_schema_says_the_structure_and_the_reader_what_it_cannot():
    """docs/formats.md §1.3: a gardener on a printed space, one space written twice and a mission card on two
    boards are valid for the schema; the reader says them, naming the other player by name."""
    d = board_dict(
        [
            {
                "name": "Ana",
                "cells": {"1,4": "gardener", "2,1": "gardener", "2, 1": "ornament"},
                "missions": ["stairs"],
            },
            {"name": "Bia", "missions": ["stairs", "statue"]},
        ]
    )
    assert _check(SCHEMA, d) == []
    assert problems(d) == [
        'players[0].cells."1,4": a printed space cannot hold a gardener',
        'players[0].cells."2, 1": the space in row 2, Labyrinth column is listed twice',
        "players[1].missions[0]: the stairs mission card is also held by Ana (there is one card per element)",
    ]
    d = board_dict([{"cells": {"7,1": "ornament"}, "missions": ["a", "b", "c"]}], printed=["2,2"])
    del d["options"]["layout"]
    assert problems(d) == [
        "options.layout: is missing (needed with printed)",
        'players[0].cells."7,1": "7,1" is not a garden space ("row,col", rows 1-6, columns 1-9)',
        "players[0].missions: 3 mission cards; a player holds 2",
        "players[0].layout: the layout is missing: give the game's layout or this player's own",
    ]
