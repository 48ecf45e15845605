"""Play screens that use the window, and logs that read right (docs/architecture.md §6.11, §6.13).

* Under the Leaves' log names each older sector apart when a new pollinated sector brings a
  bee to several of them (docs/rules/under_the_leaves.md §5.2).
"""

from __future__ import annotations

import contextlib
import re

import pytest

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


# -- Azul: the display's tiles readable at the default size ----------------------------------------------------

#: The least width (flat side to flat side) of a tile of Azul's display on screen at 1100x750.
AZUL_DISPLAY_TILE_MIN_PX = 22.0


def test_azul_display_tiles_are_readable_at_the_default_size(qtbot):
    """docs/architecture.md §6.11: at 1100x750 the hexagons on the display area (round stack top
    and displayed expansions) are at least 22 px across their flats, with 2, 3 and 4 players."""
    from gardenapp.ui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    screen = win.open_game("azul_queens_garden", "play", ask_resume=False)
    game = built("azul_queens_garden")
    for players in (2, 3, 4):
        names = ["Ana", "Bruno", "Carla", "Daniel"][:players]
        screen.start(GameSession(game, {"players": players}, 3, [HUMAN] * players, names, pace_ms=0))
        qtbot.wait(10)
        view = screen.table_view
        tiles = [item for key, item in screen.table.cell_items().items() if key[0] == "copy"]
        assert tiles, "no tile on the display"
        widths = [view.mapFromScene(item.sceneBoundingRect()).boundingRect().width() for item in tiles]
        assert min(widths) >= AZUL_DISPLAY_TILE_MIN_PX, (players, min(widths))
        screen.stop()


# -- no clipped label at the default size, in any language (docs/architecture.md §6.11) ---------------------------

LANGUAGES = ("en", "pt", "es", "pl")
PLAY_GAMES = ("sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves")


def clipped_texts(root) -> list[str]:
    """Every visible label or button of ``root`` whose text does not fit it: a single-line
    label whose text is wider than its contents, a wrapping label whose lines need more
    height than it has, a button narrower than its text and icon need."""
    from PySide6.QtGui import Qt  # QtGui's Qt has mightBeRichText
    from PySide6.QtWidgets import QAbstractButton, QLabel, QTableView, QToolButton, QTreeView

    out = []
    for w in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if not w.isVisible() or not w.window().isVisible() or w.width() <= 1:
            continue
        if w.objectName() == "qt_toolbar_ext_button":
            out.append("the toolbar hides some of its actions behind its » button")
            continue
        if not w.text():
            continue
        seen = w.visibleRegion().boundingRect()
        if not seen.width() or not seen.height():
            continue  # scrolled out of sight (a scroll area's content)
        text = w.text()
        at = f"{type(w).__name__}{'#' + w.objectName() if w.objectName() else ''} {text[:60]!r}"
        if seen.width() < w.width() - 1:
            out.append(f"{at}: {w.width() - seen.width()} px of its width are cut off by what holds it")
            continue
        if isinstance(w, QLabel):
            rich = w.textFormat() == Qt.TextFormat.RichText or (
                w.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
            )
            room = w.contentsRect().width() - 2 * max(w.margin(), 0) - max(w.indent(), 0)
            if w.wordWrap():
                need = w.heightForWidth(w.width())
                if need > w.height() + 1:
                    out.append(f"{at}: needs {need} px of height, has {w.height()}")
            elif rich or "\n" in text:
                if w.sizeHint().width() > w.width() + 1:
                    out.append(f"{at}: needs {w.sizeHint().width()} px, has {w.width()}")
            elif w.fontMetrics().horizontalAdvance(text) > room + 1:
                out.append(f"{at}: needs {w.fontMetrics().horizontalAdvance(text)} px, has {room}")
        elif isinstance(w, QToolButton):
            if w.fontMetrics().horizontalAdvance(text.replace("&", "")) > w.contentsRect().width() - 4:
                out.append(f"{at}: needs {w.fontMetrics().horizontalAdvance(text)} px, has {w.width()}")
        elif w.sizeHint().width() > w.width() + 1:
            out.append(f"{at}: needs {w.sizeHint().width()} px, has {w.width()}")
    for view in root.findChildren(QTableView) + root.findChildren(QTreeView):
        if not view.isVisible() or view.model() is None or isinstance(view, QTreeView) and view.wordWrap():
            continue
        header = getattr(view, "horizontalHeader", lambda: None)()
        for c in range(view.model().columnCount()):
            if header is not None and header.isSectionHidden(c):
                continue
            need = max(view.sizeHintForColumn(c), header.sectionSizeHint(c) if header is not None else 0)
            if need > view.columnWidth(c) + 1:
                title = view.model().headerData(c, Qt.Orientation.Horizontal)
                out.append(f"{type(view).__name__} column {c} {title!r}: needs {need} px, has {view.columnWidth(c)}")
    return out


@contextlib.contextmanager
def elided_paintings():
    """The texts the screens paint with ``art.fit_text`` that do not fit their place even at
    its smallest size, on one line or wrapped (fit_text then elides them), while inside."""
    import sys

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontMetricsF

    from gardenapp.ui import art

    original = art.fit_text
    found: list[str] = []

    def fit_text(p, rect, text, size, *, bold=False, align=Qt.AlignmentFlag.AlignCenter, min_size=5.0, **kw):
        font = QFont(p.font())
        font.setBold(bold)
        font.setPointSizeF(min_size)
        fm = QFontMetricsF(font)
        if text and fm.horizontalAdvance(text) > rect.width():
            box = fm.boundingRect(rect, int(align | Qt.TextFlag.TextWordWrap), text)
            if " " not in text.strip() or box.width() > rect.width() + 0.5 or box.height() > rect.height() * 1.05:
                found.append(f"painted {text[:60]!r} in {rect.width():.0f}x{rect.height():.0f}")
        original(p, rect, text, size, bold=bold, align=align, min_size=min_size, **kw)

    patched = [m for m in list(sys.modules.values()) if getattr(m, "fit_text", None) is original]
    for module in patched:
        module.fit_text = fit_text
    try:
        yield found
    finally:
        for module in patched:
            module.fit_text = original


@pytest.fixture
def language(qapp):
    from gardenapp.ui.i18n import LanguageManager

    manager = LanguageManager()
    yield manager
    manager.set_language("en", save=False)
    manager.uninstall()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", PLAY_GAMES)
def test_no_text_is_clipped_on_a_play_screen_at_the_default_size(qtbot, language, game_id, lang):
    """docs/architecture.md §6.11: in the main window at its default size (1100x750), in each of
    the four languages, the play screen's labels, buttons, toolbar and painted texts fit their
    places before a game, in the middle of a seeded one and at its end (with its end table)."""
    from PySide6.QtWidgets import QDialog

    from gardenapp.ui.mainwindow import MainWindow

    language.set_language(lang, save=False)
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    screen = win.open_game(game_id, "play", ask_resume=False)
    screen._needs_handover = lambda player: False
    qtbot.wait(10)
    with elided_paintings() as painted:
        win.grab()
    found = {"start": clipped_texts(win) + painted}
    game = built(game_id)
    _final, record = play_random_game(game, {"players": 2}, 4)
    for stage, cut in (("middle", len(record.actions) // 2), ("end", len(record.actions))):
        session = GameSession(game, {"players": 2}, 4, [HUMAN, HUMAN], NAMES, pace_ms=0)
        for action in record.actions[:cut]:  # before the screen shows it, as a saved game is opened
            session.play(action)
        screen.start(session)
        qtbot.wait(10)
        dialogs = [d for d in screen.findChildren(QDialog) if d.isVisible()]
        assert bool(dialogs) == (stage == "end")  # the end table
        with elided_paintings() as painted:
            win.grab()
            for dialog in dialogs:
                dialog.grab()
        found[stage] = clipped_texts(win) + painted + [t for d in dialogs for t in clipped_texts(d)]
        for dialog in dialogs:
            dialog.reject()
        screen.stop()
    shown = "\n".join(f"  {stage}: {t}" for stage, texts in found.items() for t in texts)
    assert not shown, f"{game_id} in {lang} at 1100x750, clipped:\n{shown}"


def test_the_clipping_checks_can_fail(qtbot):
    """The checks above find a label, a wrapping label and a button too small for their texts,
    and a painted text elided at its smallest size; they pass the same widgets made large enough."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

    from gardenapp.ui import art

    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    label, wrapped, button = (
        QLabel("Nawadnianie i ogrodnik"),
        QLabel("słowo " * 30),
        QPushButton("Zakończ przekazywanie"),
    )
    wrapped.setWordWrap(True)
    for w in (label, wrapped, button):
        w.setFixedSize(60, 20)
        layout.addWidget(w)
    root.show()
    qtbot.wait(10)
    assert len(clipped_texts(root)) == 3, clipped_texts(root)
    for w in (label, wrapped, button):
        w.setFixedSize(600, 200)
    qtbot.wait(10)
    assert clipped_texts(root) == []
    image = QImage(200, 100, QImage.Format.Format_ARGB32)
    qp = QPainter(image)
    with elided_paintings() as painted:
        art.fit_text(qp, QRectF(0, 0, 12, 10), "Rodada", 8)
        art.fit_text(qp, QRectF(0, 0, 190, 40), "Rodada 4", 8)
    qp.end()
    assert painted == ["painted 'Rodada' in 12x10"]
