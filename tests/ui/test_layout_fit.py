"""Play screens that use the window, and logs that read right (docs/architecture.md §6.11, §6.13).

* Under the Leaves' log names each older sector apart when a new pollinated sector brings a
  bee to several of them (docs/rules/under_the_leaves.md §5.2).
"""

from __future__ import annotations

import re

import gardenapp.games  # noqa: F401 - announces the titles
from gardenapp.core import registry
from gardenapp.core.conformance import play_random_game
from gardenapp.ui.session import HUMAN, GameSession

NAMES = ["Ana", "Bruno"]


def built(game_id: str):
    game = registry.get(game_id)
    assert game is not None, game_id
    return game


# -- Under the Leaves: the log names each older sector apart ---------------------------------------------------


def test_leaves_log_names_each_older_sector_apart(qtbot):
    """docs/rules/under_the_leaves.md §5.2, docs/architecture.md §6.13: a new pollinated sector
    brings one more bee to each older sector of its colour; the log line lists the fields of
    each of those sectors in its own brackets, each exactly a sector of the garden (not one
    list of all their fields). Seed 13's random game has such a turn with two older sectors."""
    from gardenapp.ui.games.under_the_leaves import create_play_screen

    game = built("under_the_leaves")
    _final, record = play_random_game(game, {"players": 2}, 13)
    session = GameSession(game, {"players": 2}, 13, [HUMAN, HUMAN], NAMES, pace_ms=0)
    state = session.state
    for action in record.actions:
        after, events = state.apply_with_events(action)
        bonus = [e for e in events if e.kind == "bees" and e.message.params.get("count", 0) >= 2]
        session.play(action)
        state = after
        if bonus:
            break
    assert bonus, "seed 13 no longer gives two older sectors a bee: pick another seed"
    event = bonus[0]
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    screen.start(session)
    line = next(screen.log.turn_text(i) for i in range(screen.log.turn_count() - 1, -1, -1))
    colour = event.message.params["colour"].render()
    part = next(p for p in line.split("; ") if f"older {colour} sector" in p)
    groups = [set(g.split()) for g in re.findall(r"\[([^\]]*)\]", part)]
    assert len(groups) == event.message.params["count"] == 2, part
    sectors = [set(s.fields) for s in screen.view_model.gardens[event.player].sectors]
    assert all(g in sectors for g in groups), (part, sectors)
    assert groups[0].isdisjoint(groups[1])
