"""The play-screen model shared by every game (gardenapp/ui/session.py)."""

import dataclasses

import pytest

from gardenapp.core import registry
from gardenapp.core.errors import IllegalActionError, RecordError
from gardenapp.ui.session import HUMAN, GameSession
from tests.toygame import PebblesGame, Roll, Take

GAME = PebblesGame()


@pytest.fixture(autouse=True)
def registered():
    registry.register(GAME)
    yield
    registry.unregister(GAME.id)


class SoloPebbles(PebblesGame):
    """One player taking several actions in a row, to exercise undo."""

    descriptor = dataclasses.replace(PebblesGame.descriptor, min_players=1, max_players=1)


def test_people_play_and_illegal_actions_are_refused(qtbot):
    s = GameSession(GAME, {"players": 2, "pile": 3}, 1, [HUMAN, HUMAN], ["Ana", "Bruno"])
    s.play(Take(2))
    with pytest.raises(IllegalActionError):
        s.play(Take(2))
    assert s.state.pile == 1 and [e.player for e in s.log] == [0]


def test_undo_within_a_turn_but_never_across_a_draw(qtbot):
    s = GameSession(SoloPebbles(), {}, 5, [HUMAN], ["Ana"])
    s.play(Take(1))
    s.play(Take(2))
    assert s.can_undo()
    s.undo()
    assert s.state.pile == 11 and len(s.record.actions) == 1
    s.play(Roll())  # a chance draw: the barrier
    assert not s.can_undo()


def test_computer_player_moves_off_the_ui_thread(qtbot):
    s = GameSession(GAME, {"players": 2, "pile": 6}, 2, [HUMAN, "greedy"], ["Ana", "Bot"], pace_ms=0)
    s.play(Take(1))
    qtbot.waitUntil(lambda: s.state.current_player == 0 or s.state.is_over, timeout=5000)
    assert [e.player for e in s.log] == [0, 1]
    assert not s.can_undo()


def test_stale_bot_answers_are_ignored(qtbot):
    s = GameSession(GAME, {"players": 2, "pile": 6}, 2, ["greedy", HUMAN], ["Bot", "Ana"], pace_ms=0)
    s.schedule()
    s.stop()
    s.wait_for_bots()
    qtbot.wait(50)
    assert s.log == []


def test_save_and_load_resume_the_same_position(qtbot, tmp_path):
    s = GameSession(GAME, {"players": 2, "pile": 8}, 9, [HUMAN, HUMAN], ["Ana", "Bruno"])
    for a in (Take(1), Roll(), Take(2)):
        s.play(a)
    path = tmp_path / "game.json"
    s.save(str(path))
    t = GameSession.load(str(path))
    assert t.state == s.state and t.names == ["Ana", "Bruno"] and [e.player for e in t.log] == [0, 1, 0]


def test_loading_a_corrupt_save_is_a_clear_error_and_keeps_the_file(qtbot, tmp_path):
    path = tmp_path / "game.json"
    path.write_text('{"format": "gardenapp-game", "version": 1, "game": "pebbles"')
    with pytest.raises(RecordError):
        GameSession.load(str(path))
    assert path.read_text().startswith('{"format"')
