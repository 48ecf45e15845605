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


# -- gardens that grow use their view (docs/architecture.md §6.11) ---------------------------------------------

#: The least a field of Under the Leaves (its letter disc and pawns apart) and a plot hex of
#: Takenoko (its radius) measure on screen at the end of a game at the window's default size.
LEAVES_FIELD_MIN_PX = 30.0
TAKENOKO_HEX_RADIUS_MIN_PX = 35.0


def played_in_window(qtbot, game_id: str, seed: int, view_name: str, players: int = 2):
    """A main window at its default size (1100x750) with ``game_id``'s play screen, a seeded
    random game played into it click by click; the scale of its view ``view_name`` after each
    click while the game ran, and the screen at the end."""
    from PySide6.QtWidgets import QDialog

    from gardenapp.ui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    assert (win.width(), win.height()) == (1100, 750)
    screen = win.open_game(game_id, "play", ask_resume=False)
    screen._needs_handover = lambda player: False
    tracker = getattr(screen, "review_tracker", None)  # the coach's judgements: not what this measures
    for name in ("after_move", "finish"):
        if hasattr(tracker, name):
            setattr(tracker, name, lambda *args, **kwargs: None)
    game = built(game_id)
    _final, record = play_random_game(game, {"players": players}, seed)
    names = ["Ana", "Bruno", "Carla", "Daniel"][:players]
    session = GameSession(game, {"players": players}, seed, [HUMAN] * players, names, pace_ms=0)
    screen.start(session)
    qtbot.wait(10)
    view = getattr(screen, view_name)
    scales = []
    for action in record.actions:
        session.play(action)
        if not session.state.is_over:
            scales.append(view.transform().m11())
    qtbot.wait(10)
    for dialog in screen.findChildren(QDialog):
        dialog.reject()  # the end table: the board under it
    qtbot.wait(10)
    return screen, view, scales


def assert_never_jumps(scales: list[float]) -> None:
    """docs/architecture.md §6.11: while a game runs the board is fitted again only when the
    garden grew out of what the view shows, so the scale never grows back between clicks."""
    grew_back = [(i, a, b) for i, (a, b) in enumerate(zip(scales, scales[1:])) if b > a * 1.0001]
    assert not grew_back, f"the fit jumped back up after clicks {grew_back[:5]}"
    assert len(set(round(s, 6) for s in scales)) < len(scales) / 3, "the fit changed at most clicks"


def test_leaves_gardens_use_their_view_and_stay_readable_at_the_end(qtbot):
    """docs/architecture.md §6.11: at 1100x750, at the end of a seeded two-player game, a field is
    at least 30 px on screen, its letter disc at least 13 px across and a pawn at least 12 px,
    and the garden fills its view in one direction (within the margins); the fit never jumped."""
    from PySide6.QtGui import QImage, QPainter

    from gardenapp.ui.games.under_the_leaves import painting
    from gardenapp.ui.games.under_the_leaves.play import F

    screen, view, scales = played_in_window(qtbot, "under_the_leaves", 5, "garden_view")
    assert screen.view_model.is_over
    scale = view.transform().m11()
    assert F * scale >= LEAVES_FIELD_MIN_PX, f"a field is {F * scale:.1f} px"
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    qp = QPainter(image)
    qp.scale(scale, scale)
    letter = 2 * painting.letter_radius(qp, F) * scale
    pawn = 2 * painting.at_least(qp, F * 0.17, painting.PAWN_MIN_PX, F * painting.PAWN_MAX) * scale
    qp.end()
    assert letter >= painting.LETTER_MIN_PX - 0.01 and pawn >= painting.PAWN_MIN_PX - 0.01, (letter, pawn)
    shown = view.mapFromScene(view.content_rect()).boundingRect()
    vp = view.viewport().rect()
    assert shown.width() >= vp.width() - 16 or shown.height() >= vp.height() - 16, (shown, vp)
    assert_never_jumps(scales)


def test_takenoko_garden_uses_its_view_and_stays_readable_at_the_end(qtbot):
    """docs/architecture.md §6.11: at 1100x750, at the end of a seeded two-player game, a plot hex
    has a radius of at least 35 px on screen (its colour letter about 12 px), and the fit never
    jumped while the garden grew."""
    from gardenapp.ui.games.takenoko.painting import HEX_SIZE

    screen, view, scales = played_in_window(qtbot, "takenoko", 5, "view")
    assert screen.session.state.is_over
    radius = HEX_SIZE * view.transform().m11()
    assert radius >= TAKENOKO_HEX_RADIUS_MIN_PX, f"a plot's radius is {radius:.1f} px"
    shown = view.mapFromScene(view.content_rect()).boundingRect()
    vp = view.viewport().rect()
    assert shown.width() >= vp.width() - 16 or shown.height() >= vp.height() - 16, (shown, vp)
    assert_never_jumps(scales)
