"""The turn log names who did what (docs/architecture.md §6.13): every score
line under the seat it scores, the weather die under the player who rolls it,
one line per turn with its steps folded under it; and the hand-over screen
between two people shows nothing of the previous turn (docs/architecture.md §6.2)."""

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
    """The log's lines, one per turn."""
    return [screen.log.turn_text(i) for i in range(screen.log.turn_count())]


# -- the engines: each score event belongs to the seat it scores ------------------------------


def test_azul_round_scoring_is_an_event_of_each_scored_seat():
    """docs/rules/azul_queens_garden.md §4.2: each seat's round scoring moves that seat's marker."""
    game = built("azul_queens_garden")
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        state = game.new_game({"players": 3, "wheel": None, "first_player": 0}, seed)
        steps = play_random(state, rng, lambda b, a: a.is_over)
        scored = 0
        for before, after, events in steps:
            if not any(e.kind == "score" for e in events):
                continue
            # the passing seat's discard (docs/rules/azul_queens_garden.md §4.1) comes first, then each seat's scoring, never below 0
            track = list(before.scores)
            for e in events:
                q, p = e.player, e.message.params
                if e.kind == "discard":
                    track[q] = max(0, track[q] - p["points"])
                elif e.kind == "score":
                    track[q] = max(0, track[q] + p["points"] + p["pavilions"])
                    scored += 1
            assert track == list(after.scores), seed
        assert scored == 3 * 4  # every seat, every round (docs/rules/azul_queens_garden.md §7: four rounds)


def test_harmonies_final_scores_are_events_of_each_seat():
    """docs/rules/harmonies.md §6: the end of the game says each seat's total under that seat."""
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
    """docs/rules/takenoko.md §6.6: a completed objective is its completer's; §6.1: the weather die is
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


def test_sanssouci_noble_points_are_events_of_the_seat_that_scores_them():
    """docs/rules/sanssouci.md §3.3: a noble's move scores on its owner's track, the event under that owner."""
    game = built("sanssouci")
    for seed, players in ((1, 2), (2, 3), (3, 1)):
        state = game.new_game(dict(game.default_options(), players=players), seed)
        steps = play_random(state, random.Random(seed), lambda b, a: a.is_over)
        moved = 0
        for before, after, events in steps:
            gained = [a - b for a, b in zip(after.track, before.track)]
            said = [0] * len(gained)
            for e in events:
                if e.kind == "noble":
                    said[e.player] += e.message.params["points"]
                    moved += 1
            assert said == gained, seed
        assert moved > 0


# -- the log: each of those lines under its player's name -------------------------------------


def test_the_azul_log_names_each_seat_before_its_round_scoring(qtbot):
    """docs/rules/azul_queens_garden.md §4.2 in the log: "Bruno: passes; Ana: round 1 scoring: 13 points …;
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
    """docs/rules/takenoko.md §6.1 in the log: "Ana: ends the turn; Bruno: rolls the weather die: …"."""
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


# -- one line per turn, its steps folded under it ---------------------------------------------


def play_turns(session, rng, turns):
    """Random legal actions (a person's clicks) until the engine counts ``turns`` turns."""
    while session.state.turn_number() < turns and not session.state.is_over:
        session.play(rng.choice(session.state.legal_actions()))


def check_one_line_per_turn(screen, session):
    log = screen.log
    assert log.turn_count() == session.state.turn_number()
    assert log.entry_count() == len(session.log)
    folded = 0
    for t in range(log.turn_count()):
        rows = log.steps_of(t)
        first = session.log[rows[0]]
        assert log.turn_text(t).startswith(NAMES[first.player] + ": ")
        assert {session.log[r].player for r in rows} == {first.player}
        steps = log.step_texts(t)
        assert len(steps) == (len(rows) if len(rows) > 1 else 0)
        assert steps == [log.entry_text(r) for r in rows] if steps else log.entry_text(rows[0]) == log.turn_text(t)
        folded += bool(steps)
    return folded


def test_azul_clicks_fold_under_one_line_per_turn(qtbot):
    """docs/architecture.md §6.13: "chooses the space 0,-1", "pays with joker" are steps of the
    turn's line, not lines of their own."""
    screen, session = screen_for(qtbot, "azul_queens_garden", {"players": 2, "wheel": None, "first_player": 0}, 7)
    play_turns(session, random.Random(7), 8)
    assert len(session.log) > 8  # more clicks than turns
    assert check_one_line_per_turn(screen, session) > 0
    # the turn's line says what happened; a step without events ("chooses …") stays folded
    for t in range(screen.log.turn_count()):
        rows = screen.log.steps_of(t)
        if len(rows) > 1:
            said = [screen.describe(session.log[r]) for r in rows if session.log[r].events]
            assert all(w in screen.log.turn_text(t) for w in said)
            quiet = [screen.describe(session.log[r]) for r in rows if not session.log[r].events]
            assert not any(q in screen.log.turn_text(t) for q in quiet if q not in "; ".join(said))
    # a rebuilt log (a language switch) is the same, and an undone step leaves it
    lines = [screen.log.turn_text(t) for t in range(screen.log.turn_count())]
    screen.retranslate()
    assert [screen.log.turn_text(t) for t in range(screen.log.turn_count())] == lines
    rng = random.Random(1)
    while not session.can_undo():
        session.play(rng.choice(session.state.legal_actions()))
    lines = [screen.log.turn_text(t) for t in range(screen.log.turn_count())]
    session.play(rng.choice(session.state.legal_actions()))
    session.undo()
    assert [screen.log.turn_text(t) for t in range(screen.log.turn_count())] == lines
    assert screen.log.entry_count() == len(session.log)
    session.stop()


def test_a_solo_game_has_a_line_for_each_of_its_turns(qtbot):
    """docs/architecture.md §6.13: the same player again (Harmonies solo) starts a new line."""
    screen, session = screen_for(qtbot, "harmonies", {"players": 1}, 3, players=1)
    play_turns(session, random.Random(3), 4)
    assert check_one_line_per_turn(screen, session) == 4
    session.stop()


# -- the hand-over screen --------------------------------------------------------------------


def test_the_hand_over_screen_hides_the_previous_players_prompt(qtbot):
    """docs/architecture.md §6.2: between two people in Takenoko (hidden objectives, takenoko §3)
    the header says nothing of the previous turn ("Choose action 3 of 3…") until the next
    person says they are ready; then it shows that person's prompt."""
    game = built("takenoko")
    screen, session = screen_for(qtbot, "takenoko", game.default_options(), 3)
    screen._handover_done()  # Ana is ready
    assert screen.prompt.text().startswith("Choose action")
    rng = random.Random(3)
    while session.state.current_player == 0:
        session.play(rng.choice(session.state.legal_actions()))
    assert screen._stack.currentWidget() is screen.handover and screen.handover.title.text().endswith("Bruno")
    assert screen.prompt.text() == ""
    screen.retranslate()  # a language switch while covered says nothing either
    assert screen.prompt.text() == ""
    screen._handover_done()
    assert screen.prompt.text() == screen.prompt_text(screen.view_model) != ""
    session.stop()


def test_a_long_turn_line_wraps_to_the_width_of_the_log(qtbot):
    """docs/architecture.md §6.13: the line of a turn is read whole, never cut short."""
    screen, session = screen_for(qtbot, "azul_queens_garden", {"players": 2, "wheel": None, "first_player": 0}, 5)
    screen.resize(1100, 750)
    screen.show()
    rng = random.Random(5)
    while session.state.round == 1:
        session.play(rng.choice(session.state.legal_actions()))
    log = screen.log
    turn = next(t for t in range(log.turn_count()) if "round 1 scoring" in log.turn_text(t))
    item = log.topLevelItem(turn)
    log.scrollToItem(item)
    qtbot.waitUntil(lambda: log.visualItemRect(item).height() > 0)
    line = log.fontMetrics().lineSpacing()
    needed = log.fontMetrics().horizontalAdvance(log.turn_text(turn)) // log.viewport().width()
    assert needed >= 2 and log.visualItemRect(item).height() >= (needed + 1) * line * 0.9
    session.stop()


def test_every_engine_counts_a_turn_whenever_the_player_to_move_changes():
    """docs/architecture.md §6.13: State.turn_number, the turn log's lines, counts each turn once:
    it never goes back, grows by one at most per action, and grows whenever the player changes."""
    for game_id in ("azul_queens_garden", "harmonies", "sanssouci", "takenoko", "under_the_leaves"):
        game = built(game_id)
        counts = sorted({1, 2, game.descriptor.max_players} & set(range(game.descriptor.min_players, 5)))
        for players in counts:
            state = game.new_game(dict(game.default_options(), players=players), players)
            assert state.turn_number() == 0, game_id
            for before, after, _events in play_random(state, random.Random(players), lambda b, a: a.is_over):
                grown = after.turn_number() - before.turn_number()
                assert grown in (0, 1), (game_id, players)
                if not after.is_over and after.current_player != before.current_player:
                    assert grown == 1, (game_id, players)


def test_the_log_has_its_title_as_accessible_name(qtbot):
    """docs/architecture.md §6.13: a screen reader names the log as the screen does."""
    screen, session = screen_for(qtbot, "harmonies", {"players": 2}, 1)
    assert screen.log.accessibleName() == screen.log_title.text() == "Turn log"
    session.stop()
