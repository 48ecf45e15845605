"""The command line of docs/formats.md §1.1: `gardenapp score`, `simulate`, `bench`."""

import json

import pytest

from gardenapp import __version__
from gardenapp.cli import main
from gardenapp.core import registry
from tests.toygame import PebblesGame

GAME = PebblesGame()
BOARD = {
    "format": "gardenapp-board",
    "version": 1,
    "game": "pebbles",
    "players": [{"name": "Ana", "pebbles": 7, "secret": 2}, {"name": "Bruno", "pebbles": 3, "secret": 5}],
}


@pytest.fixture(autouse=True)
def registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.id)


def write(tmp_path, data, name="board.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return str(path)


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and __version__ in capsys.readouterr().out


def test_score_json_is_one_object_whose_breakdowns_add_up(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(registry, "is_known", lambda gid: True)
    assert main(["score", write(tmp_path, BOARD), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["winners"] == ["Ana"]
    for p in out["players"]:
        assert sum(p["breakdown"].values()) == p["total"]


def test_score_table_has_a_column_per_player_and_the_winner(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(registry, "is_known", lambda gid: True)
    assert main(["score", write(tmp_path, BOARD), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Ana" in out.splitlines()[0] and "Bruno" in out.splitlines()[0]
    assert "Total" in out and "Winner: Ana" in out


def test_invalid_file_lists_every_problem_on_stderr_exit_2(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(registry, "is_known", lambda gid: True)
    bad = json.loads(json.dumps(BOARD))
    bad["players"][0]["secret"] = 9
    bad["players"][1]["pebbles"] = "x"
    assert main(["score", write(tmp_path, bad), "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert "players[0].secret: 9 is not between 1 and 6" in lines
    assert 'players[1].pebbles: "x" is not a whole number' in lines


@pytest.mark.parametrize("content", ["", "{", "[1, 2]", "\x00\x01", '{"game": 5}'])
def test_hostile_files_never_give_a_traceback(tmp_path, capsys, content):
    assert main(["score", write(tmp_path, content), "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err and captured.err.strip()


def test_a_game_not_built_yet_is_a_clear_message(tmp_path, capsys):
    assert main(["score", write(tmp_path, {"game": "under_the_leaves"}), "--lang", "en"]) in (0, 2)
    err = capsys.readouterr().err
    if registry.get("under_the_leaves") is None:
        assert "cannot score this game yet" in err


def test_simulate_plays_complete_games(capsys):
    assert (
        main(
            [
                "simulate",
                "pebbles",
                "--players",
                "2",
                "--games",
                "6",
                "--seed",
                "3",
                "--bots",
                "random,greedy",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6 and sum(s["wins"] for s in out["seats"]) == pytest.approx(6)
    assert out["games_per_second"] > 0


def test_simulate_is_reproducible_by_seed(capsys):
    runs = []
    for _ in range(2):
        main(["simulate", "pebbles", "--games", "4", "--seed", "8", "--bots", "easy", "--json"])
        runs.append(json.loads(capsys.readouterr().out)["seats"])
    assert runs[0] == runs[1]


@pytest.mark.parametrize(
    "args,needle",
    [
        (["simulate", "pebbles", "--bots", "god"], "unknown level"),
        (["simulate", "pebbles", "--players", "9"], "player count"),
        (["simulate", "nope"], "is not a game"),
        (["simulate", "pebbles", "--bots", "random,random,random"], "levels for 2 players"),
    ],
)
def test_simulate_bad_arguments(capsys, args, needle):
    assert main(args) == 2
    assert needle in capsys.readouterr().err


def test_bench_prints_the_four_numbers(capsys):
    assert main(["bench", "pebbles", "--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "pebbles" in out


def _examples():
    from pathlib import Path

    import gardenapp.games as games

    return sorted(Path(games.__file__).parent.glob("*/examples/*.json"))


@pytest.mark.parametrize("path", _examples(), ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_shipped_example_scores_through_the_cli(path, capsys):
    """docs/formats.md §1.1: exit 0, one JSON object, breakdowns add up, the winners are named."""
    assert main(["score", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == path.parent.parent.name
    for p in out["players"]:
        assert sum(p["breakdown"].values()) == p["total"]
    assert out["winners"] and set(out["winners"]) <= {p["name"] for p in out["players"]}
    assert main(["score", str(path), "--lang", "pl"]) == 0
    table = capsys.readouterr().out
    assert all(p["name"] in table for p in out["players"])


def test_simulate_solo_with_an_automaton_seat(capsys):
    """docs/rules/sanssouci.md §5: a solo game adds Pedro Bot's seat; simulate reports it."""
    assert (
        main(
            [
                "simulate",
                "sanssouci",
                "--players",
                "1",
                "--games",
                "2",
                "--seed",
                "4",
                "--bots",
                "greedy",
                "--option",
                "level=advanced",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert [s["level"] for s in out["seats"]] == ["greedy", "automaton"]
    assert sum(s["wins"] for s in out["seats"]) == pytest.approx(2)


def test_simulate_solo_reports_a_result_not_a_winner(capsys):
    """docs/rules/harmonies.md §6.10: a solo game's result is its suns; simulate averages them."""
    assert main(["simulate", "harmonies", "--players", "1", "--games", "3", "--seed", "2", "--json"]) == 0
    seat = json.loads(capsys.readouterr().out)["seats"][0]
    assert seat["mean_suns"] >= 3  # side A (+1) and no spirits (+2), whatever the score
    assert main(["simulate", "harmonies", "--players", "1", "--games", "3", "--seed", "2"]) == 0
    line = capsys.readouterr().out.splitlines()[1]
    assert "wins" not in line and f"mean suns {seat['mean_suns']}" in line


def test_cli_warnings_keep_their_precise_place(tmp_path, capsys):
    """docs/formats.md §1.1: the command line keeps the precise paths (the window says
    the place in words): a Takenoko garden warning is led by its place."""
    data = json.loads(open("gardenapp/games/takenoko/examples/finished_2p.json", encoding="utf-8").read())
    for plot in list(data["garden"]["plots"].values())[:4]:
        plot["improvement"], plot["printed"] = "watershed", False
    path = tmp_path / "b.json"
    path.write_text(json.dumps(data))
    assert main(["score", str(path), "--json"]) == 0
    warnings = json.loads(capsys.readouterr().out)["warnings"]
    assert "garden.plots: 4 watershed tokens; the game has 3" in warnings, warnings
