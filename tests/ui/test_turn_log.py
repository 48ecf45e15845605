"""The turn log names who did what (docs/architecture.md §6.13): every score
line under the seat it scores, the weather die under the player who rolls it."""

from __future__ import annotations

import importlib
import random
import re

import gardenapp.games  # noqa: F401 - announces the titles
from gardenapp.core import registry
from gardenapp.ui.session import HUMAN, GameSession

NAMES = ["Ana", "Bruno", "Carla", "Daniel"]


def built(game_id):
    game = registry.get(game_id)
    assert game is not None, game_id
    return game


def play_random(state, rng, until):
    """Random legal actions from ``state`` with their events, until ``until(before, after)``."""
    steps = []
    while not state.is_over:
        after, events = state.apply_with_events(rng.choice(state.legal_actions()))
        steps.append((state, after, events))
        state = after
        if until(steps[-1][0], after):
            break
    return steps


def attributed(line: str) -> list[tuple[str, str]]:
    """(name, text) of each part of a log line: a part "Name: text" changes the speaker."""
    out, speaker = [], None
    for part in line.split("; "):
        m = re.match(r"^({}): (.*)$".format("|".join(NAMES)), part)
        if m:
            speaker, part = m.group(1), m.group(2)
        out.append((speaker, part))
    return out


def screen_for(qtbot, game_id, options, seed, players=2):
    ui = importlib.import_module(f"gardenapp.ui.games.{game_id}")
    screen = ui.create_play_screen(None)
    qtbot.addWidget(screen)
    game = built(game_id)
    session = GameSession(game, options, seed, [HUMAN] * players, NAMES[:players], pace_ms=0)
    screen.start(session)
    return screen, session


def log_texts(screen) -> list[str]:
    return [screen.log.item(i).text() for i in range(screen.log.count())]


# -- the engines: each score event belongs to the seat it scores ------------------------------


def test_azul_round_scoring_is_an_event_of_each_scored_seat():
    """azul_queens_garden §4.2: each seat's round scoring moves that seat's marker."""
    game = built("azul_queens_garden")
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        state = game.new_game({"players": 3, "wheel": None, "first_player": 0}, seed)
        steps = play_random(state, rng, lambda b, a: a.is_over)
        scored = 0
        for before, after, events in steps:
            if not any(e.kind == "score" for e in events):
                continue
            # the passing seat's discard (§4.1) comes first, then each seat's scoring, never below 0
            track = list(before.scores)
            for e in events:
                q, p = e.player, e.message.params
                if e.kind == "discard":
                    track[q] = max(0, track[q] - p["points"])
                elif e.kind == "score":
                    track[q] = max(0, track[q] + p["points"] + p["pavilions"])
                    scored += 1
            assert track == list(after.scores), seed
        assert scored == 3 * 4  # every seat, every round (§7: four rounds)


def test_harmonies_final_scores_are_events_of_each_seat():
    """harmonies §6: the end of the game says each seat's total under that seat."""
    game = built("harmonies")
    for seed in (1, 2):
        state = game.new_game(dict(game.default_options(), players=3), seed)
        steps = play_random(state, random.Random(seed), lambda b, a: a.is_over)
        before, after, events = steps[-1]
        totals = after.score().totals()
        finals = [e for e in events if e.kind == "score"]
        assert sorted(e.player for e in finals) == [0, 1, 2]
        assert all(e.message.params["points"] == totals[e.player] for e in finals)


def test_takenoko_objectives_and_weather_are_events_of_their_players():
    """takenoko §6.6: a completed objective is its completer's; §6.1: the weather die is
    rolled by the player who starts the turn, not the one who ended the previous one."""
    game = built("takenoko")
    for seed in (1, 2):
        state = game.new_game(dict(game.default_options(), players=3), seed)
        steps = play_random(state, random.Random(seed), lambda b, a: a.is_over)
        rolls = 0
        for before, after, events in steps:
            for e in events:
                if e.kind == "score":
                    assert after.score().totals()[e.player] > before.score().totals()[e.player]
                if e.message.template.startswith("rolls the weather die"):
                    assert e.player == after.current_player != before.current_player
                    rolls += 1
        assert rolls > 0


# -- the log: each of those lines under its player's name -------------------------------------


def test_the_azul_log_names_each_seat_before_its_round_scoring(qtbot):
    """azul_queens_garden §4.2 in the log: "Bruno: passes; Ana: round 1 scoring: 13 points …;
    Bruno: round 1 scoring: 2 points …", never Ana's points after Bruno's name alone."""
    screen, session = screen_for(qtbot, "azul_queens_garden", {"players": 2, "wheel": None, "first_player": 0}, 5)
    rng = random.Random(5)
    while session.state.round == 1:
        session.play(rng.choice(session.state.legal_actions()))
    [row] = [i for i, e in enumerate(session.log) if any(ev.kind == "score" for ev in e.events)]
    entry = session.log[row]
    expected = [(NAMES[e.player], e.message.params["points"]) for e in entry.events if e.kind == "score"]
    assert [q for q, _ in expected] == ["Ana", "Bruno"]
    line = next(t for t in log_texts(screen) if "round 1 scoring" in t)
    said = [
        (who, int(re.match(r"round 1 scoring: (-?\d+) point", text).group(1)))
        for who, text in attributed(line)
        if text.startswith("round 1 scoring")
    ]
    assert said == expected
    assert line.startswith(NAMES[entry.player] + ": ")
    session.stop()


def test_the_takenoko_log_names_the_player_who_rolls_the_weather_die(qtbot):
    """takenoko §6.1 in the log: "Ana: ends the turn; Bruno: rolls the weather die: …"."""
    game = built("takenoko")
    screen, session = screen_for(qtbot, "takenoko", dict(game.default_options(), players=3), 4, players=3)
    rng = random.Random(4)
    while not any(e.message.template.startswith("rolls the weather die") for x in session.log for e in x.events):
        session.play(rng.choice(session.state.legal_actions()))
    entry = session.log[-1]
    roller = NAMES[session.state.current_player]
    assert NAMES[entry.player] != roller
    line = next(t for t in log_texts(screen) if "rolls the weather die" in t)
    parts = attributed(line)
    assert (NAMES[entry.player], "ends the turn") in parts
    assert [who for who, text in parts if text.startswith("rolls the weather die")] == [roller]
    session.stop()
