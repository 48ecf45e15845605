"""The game contract in core, exercised end to end with the toy game."""

import json
import random
import subprocess
import sys
import threading

import pytest

from gardenapp.core import bots, conformance, levels
from gardenapp.core.boardfile import check_common
from gardenapp.core.checker import Checker, key_path
from gardenapp.core.errors import BoardFileError, IllegalActionError, InvalidActionError, OptionsError, RecordError
from gardenapp.core.files import read_json, write_json_atomic
from gardenapp.core.record import GameRecord
from tests.toygame import PebblesGame, Roll, Take

GAME = PebblesGame()


@pytest.fixture(autouse=True)
def registered():
    from gardenapp.core import registry

    registry.register(GAME)
    yield
    registry.unregister(GAME.id)


def test_engine_layers_import_no_qt():
    """docs/architecture.md §2: gardenapp.core and gardenapp.games never import Qt."""
    code = (
        "import sys, pkgutil, importlib, gardenapp.core, gardenapp.games\n"
        "for pkg in (gardenapp.core, gardenapp.games):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_options_defaults_and_every_problem_named():
    assert GAME.validate_options({}) == {"players": 2, "pile": 12}
    with pytest.raises(OptionsError) as err:
        GAME.validate_options({"players": 7, "colour": "red"})
    text = str(err.value)
    assert "options.colour: unknown option" in text
    assert "options.players: 7 is not a player count from 1 to 3" in text


def test_apply_returns_new_state_and_rejects_illegal():
    s = GAME.new_game({"pile": 1}, seed=5)
    assert s.legal_actions() == [Take(1), Roll()]
    with pytest.raises(IllegalActionError):
        s.apply(Take(2))
    t = s.apply(Take(1))
    assert s.pile == 1 and t.pile == 0 and t.is_over and t.current_player == -1


def test_chance_is_keyed_by_seed_so_undo_redo_draws_the_same():
    s = GAME.new_game({}, seed=11)
    a = s.apply(Roll())
    b = s.apply(Roll())
    assert a == b and a.draws == s.draws + 1
    others = {GAME.new_game({}, seed=k).secrets[0] for k in range(30)}
    assert len(others) > 1


def test_views_hide_secrets_and_seed_and_bots_sample_them():
    s = GAME.new_game({"players": 3}, seed=3)
    v = s.view_for(1)
    assert v.seed is None and v.secrets[1] == s.secrets[1]
    assert v.secrets[0] == 0 and v.secrets[2] == 0
    w = v.determinized(1, random.Random(0))
    assert w.seed is not None and all(1 <= x <= 6 for x in w.secrets) and w.secrets[1] == s.secrets[1]


def test_actions_json_and_notation_round_trip_and_bad_forms_fail():
    for a in (Take(1), Take(2), Roll()):
        assert GAME.action_from_json(a.to_json()) == a
        assert GAME.parse_action(a.notation()) == a
    with pytest.raises(InvalidActionError):
        GAME.action_from_json({"kind": "take"})
    with pytest.raises(InvalidActionError):
        GAME.action_from_json({"kind": "fly", "count": 1})
    with pytest.raises(InvalidActionError):
        GAME.parse_action("x9")


def test_random_games_pass_conformance():
    for seed in range(20):
        state, record = conformance.play_random_game(GAME, {"players": 1 + seed % 3}, seed)
        assert state.is_over and len(record.actions) > 0


def test_conformance_catches_a_broken_copy():
    class Broken(PebblesGame):
        def _new_game(self, options, seed):
            s = super()._new_game(options, seed)
            s.copy = lambda: s  # shares mutable lists: apply() would change the original
            return s

    with pytest.raises(conformance.ConformanceError):
        conformance.play_random_game(Broken(), {}, 1)


def test_record_save_load_replay(tmp_path):
    state, record = conformance.play_random_game(GAME, {"players": 2}, 42)
    path = tmp_path / "game.json"
    record.save(path)
    loaded = GameRecord.load(path)
    assert loaded.replay() == state


def test_record_problems_are_listed_not_raised_as_tracebacks(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(
        json.dumps(
            {
                "format": "gardenapp-game",
                "version": 1,
                "game": "pebbles",
                "seed": "x",
                "options": {},
                "actions": [{"kind": "fly"}],
            }
        )
    )
    with pytest.raises(RecordError) as err:
        GameRecord.load(path)
    text = str(err.value)
    assert "seed:" in text and "actions[0].kind:" in text
    path.write_text("{not json")
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.load(path)


def test_record_that_does_not_replay_names_the_action(tmp_path):
    record = GameRecord("pebbles", {"players": 2, "pile": 1}, 1, [Take(1), Take(1)])
    path = tmp_path / "g.json"
    record.save(path)
    with pytest.raises(RecordError, match=r"actions\[1\]"):
        GameRecord.load(path)


def test_atomic_write_keeps_the_old_file_when_serialising_fails(tmp_path):
    path = tmp_path / "keep.json"
    write_json_atomic(path, {"a": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"a": object()})
    assert read_json(path, BoardFileError) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["keep.json"]


def test_board_file_lists_every_problem_with_its_place():
    data = {
        "format": "gardenapp-board",
        "version": 1,
        "game": "pebbles",
        "colour": 1,
        "players": [{"name": "Ana", "pebbles": -1, "secret": 9}, {"name": "Ana", "pebbles": 2}],
    }
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(data)
    lines = [str(p) for p in err.value.problems]
    assert any(line.startswith("colour: unknown key") for line in lines)
    assert "players[0].pebbles: -1 is less than 0" in lines
    assert "players[0].secret: 9 is not between 1 and 6" in lines
    assert 'players[1].name: the name "Ana" is used twice' in lines
    assert "players[1].secret: is missing" in lines


def test_key_path_quotes_coordinates():
    assert key_path(key_path(key_path("players", 0), "spaces"), "4,5") == 'players[0].spaces."4,5"'


def test_check_common_player_count():
    checker = Checker()
    check_common({"format": "gardenapp-board", "version": 1, "game": "pebbles", "players": []}, GAME, checker)
    assert [str(p) for p in checker.problems] == ["players: 0 players; this game takes 1 to 3"]


def test_score_sheet_json_matches_formats_md():
    board = GAME.board_from_dict(
        {
            "format": "gardenapp-board",
            "version": 1,
            "game": "pebbles",
            "players": [{"name": "Ana", "pebbles": 4, "secret": 2}, {"name": "Bruno", "pebbles": 3, "secret": 3}],
        }
    )
    out = GAME.score_board(board).to_json()
    assert out == {
        "game": "pebbles",
        "players": [
            {"name": "Ana", "total": 6, "breakdown": {"pebbles": 4, "secret": 2}},
            {"name": "Bruno", "total": 6, "breakdown": {"pebbles": 3, "secret": 3}},
        ],
        "winners": ["Ana", "Bruno"],
        "warnings": [],
    }


@pytest.mark.parametrize("level", sorted(bots.LEVELS))
def test_every_bot_level_plays_legal_moves_from_its_view(level):
    state = GAME.new_game({"players": 2}, seed=9)
    bot_list = [levels.make_bot(level, seed=i) for i in range(2)]
    for b in bot_list:
        if isinstance(b, bots.MonteCarloBot):
            b.iterations = 30
    while not state.is_over:
        view = state.view_for(state.current_player)
        action = bot_list[state.current_player].choose(view)
        state = state.apply(action)
    assert state.is_over


def test_unknown_bot_level_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown computer level"):
        levels.make_bot("grandmaster")


def test_montecarlo_moves_now_when_told():
    bot = bots.MonteCarloBot(seed=1, time_budget=60.0)
    stop = threading.Event()
    stop.set()
    view = GAME.new_game({}, seed=1).view_for(0)
    assert bot.choose(view, stop) in view.legal_actions()
    assert bot.last_iterations == 0


def test_montecarlo_beats_random_at_pebbles():
    """Sanity of the search: taking 2 is better than 1, and it finds that."""
    wins = 0
    for seed in range(20):
        state = GAME.new_game({"players": 2, "pile": 12}, seed=seed)
        players = [bots.MonteCarloBot(seed=seed, iterations=60), bots.RandomBot(seed)]
        if seed % 2:
            players.reverse()
        mc_seat = 0 if seed % 2 == 0 else 1
        while not state.is_over:
            p = state.current_player
            state = state.apply(players[p].choose(state.view_for(p)))
        wins += mc_seat in state.score().winners
    assert wins >= 14


def test_message_parameters_may_be_messages_translated_too():
    from gardenapp.core.messages import msg

    inner = msg("row bonuses")
    outer = msg("{what} are provisional", what=inner)
    table = {"row bonuses": "premie za rzędy", "{what} are provisional": "{what} są tymczasowe"}
    assert outer.render(lambda ctx, text: table.get(text, text)) == "premie za rzędy są tymczasowe"


def test_read_json_refuses_repeated_keys_and_accepts_a_byte_order_mark(tmp_path):
    """docs/formats.md §5: a hand-edited file that repeats a key is ambiguous, never half-read."""
    path = tmp_path / "board.json"
    path.write_text('{"players": [{"name": "A", "completed": ["X"], "completed": []}]}', encoding="utf-8")
    with pytest.raises(BoardFileError) as err:
        read_json(path, BoardFileError)
    assert '"completed" appears twice' in str(err.value)
    path.write_bytes(b"\xef\xbb\xbf" + b'{"a": 1}')
    assert read_json(path, BoardFileError) == {"a": 1}


def test_board_file_version_must_be_the_number_1():
    from gardenapp.core.boardfile import check_common
    from gardenapp.core.checker import Checker

    for version, ok in ((1, True), (True, False), (2, False), ("1", False)):
        checker = Checker()
        check_common(
            {
                "format": "gardenapp-board",
                "version": version,
                "game": GAME.id,
                "players": [{"name": "A"}, {"name": "B"}],
            },
            GAME,
            checker,
        )
        assert (not any(p.where == "version" for p in checker.problems)) == ok, version


def test_board_file_problems_keep_their_player_index_after_a_non_object_entry():
    """docs/formats.md §1.1: every problem names its place; a bad entry never shifts the others."""
    data = {
        "format": "gardenapp-board",
        "version": 1,
        "game": GAME.id,
        "players": [5, {"name": "B", "pebbles": -1, "secret": 1}],
    }
    with pytest.raises(BoardFileError) as err:
        GAME.board_from_dict(data)
    wheres = [p.where for p in err.value.problems]
    assert "players[0]" in wheres
    assert not any(w.startswith("players[0].") for w in wheres)


def test_score_sheet_result_line_for_every_ending():
    from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet

    a, b = (PlayerScore(n, (RuleScore("pebbles", 3),)) for n in ("A", "B"))
    assert str(ScoreSheet("pebbles", (a,), (0,)).result()) == "Final score: 3"
    assert str(ScoreSheet("pebbles", (a, b), (1,)).result()) == "Winner: B"
    assert str(ScoreSheet("pebbles", (a, b), (0, 1)).result()) == "Shared victory: A, B"
    assert str(ScoreSheet("pebbles", (a, b), (0, 1), tie_is_draw=True).result()) == "Draw: A, B"
