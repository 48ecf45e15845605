"""The pace of computer turns (docs/architecture.md §6.13): instant, normal or
step by step, chosen on the play screen's toolbar and remembered; "instant"
applies a computer turn's steps without any timer, and a person to move never
waits for one."""

from __future__ import annotations

import random

import gardenapp.games  # noqa: F401 - announces the titles
from gardenapp.core import registry
from gardenapp.ui.games.harmonies import create_play_screen
from gardenapp.ui.session import DEFAULT_PACE, HUMAN, PACES, GameSession


def harmonies():
    game = registry.get("harmonies")
    assert game is not None
    return game


def screen_and_session(qtbot, pace=None):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    if pace is not None:
        screen.set_pace(pace)
    session = GameSession(harmonies(), {"players": 2}, 4, [HUMAN, "easy"], ["Ana", "Bot"])
    return screen, session


def play_my_turn(session, rng):
    while session.human_to_move:
        session.play(rng.choice(session.state.legal_actions()))


def test_instant_applies_a_computer_turn_without_a_timer(qtbot):
    screen, session = screen_and_session(qtbot, "instant")
    started = []
    session._timer.timeout.connect(lambda: started.append("timeout"))
    real_start = session._timer.start
    session._timer.start = lambda *a: (started.append(a), real_start(*a))  # type: ignore[method-assign]
    screen.start(session)
    assert session.pace == "instant" and session.wait_ms() == 0
    bot_steps = []
    session.actionApplied.connect(lambda e: bot_steps.append(e) if e.player == 1 else None)
    rng = random.Random(2)
    for _turn in range(2):
        play_my_turn(session, rng)
        qtbot.waitUntil(lambda: session.human_to_move, timeout=10000)
        # the person moves at once: no wait pending, nothing thinking
        assert not session._timer.isActive() and session._stop is None
    assert len(bot_steps) >= 4  # two turns of several steps (take tokens, place them)
    assert started == []
    session.stop()


def test_normal_waits_less_within_a_computer_turn_and_step_by_step_waits_for_each_step(qtbot):
    first, further = PACES["normal"]
    assert 0 < further < first and PACES["step"][1] >= PACES["step"][0] > first
    screen, session = screen_and_session(qtbot)
    assert screen.pace_setting() == DEFAULT_PACE == "normal"
    screen.start(session)
    waits = []  # the wait before the next action, seen after each action of the computer player
    session.actionApplied.connect(lambda e: waits.append((e.player, session.state.current_player, session.wait_ms())))
    play_my_turn(session, random.Random(5))
    assert waits[-1] == (0, 1, first)  # the computer's turn starts after the longer wait
    qtbot.waitUntil(lambda: session.human_to_move, timeout=10000)
    within = [w for p, nxt, w in waits if p == 1 and nxt == 1]
    assert within and set(within) == {further}
    screen.set_pace("step")
    assert session.pace == "step" and session.wait_ms() == 0  # a person to move: nobody waits
    session.stop()


def test_the_pace_is_chosen_on_the_toolbar_and_remembered(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    assert screen.pace_actions[DEFAULT_PACE].isChecked()
    assert screen.act_pace.menu() is screen.pace_menu and screen.pace_menu.actions() == list(
        screen.pace_actions.values()
    )
    screen.pace_actions["step"].trigger()
    again = create_play_screen(None)
    qtbot.addWidget(again)
    assert again.pace_actions["step"].isChecked() and not again.pace_actions["normal"].isChecked()
    session = GameSession(harmonies(), {"players": 2}, 1, [HUMAN, "easy"], ["Ana", "Bot"])
    again.start(session)
    assert session.pace == "step"
    fixed = GameSession(harmonies(), {"players": 2}, 1, [HUMAN, "easy"], ["Ana", "Bot"], pace_ms=3)
    again.start(fixed)
    assert fixed.pace_ms == 3  # a fixed wait (tests) is kept
    again.stop()
