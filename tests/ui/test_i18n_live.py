"""Names and counts on a play screen read right in every language (translations/README.md).

* the prompt at the end of a game names the players ("Wygrywa: Bruno"), not the engine's
  seats "P1"/"P2" (docs/architecture.md §2: the engine holds no names, the UI adds them);
* a counted text on a screen takes the language's plural form after a switch.
"""

from __future__ import annotations

import importlib
import re

import pytest
from PySide6.QtCore import QCoreApplication

from gardenapp.core.conformance import play_random_game
from gardenapp.ui.mainwindow import game_ui_module_name
from gardenapp.ui.session import HUMAN, GameSession


def finished_screen(qtbot, monkeypatch, game_id: str, seed: int = 4):
    module = importlib.import_module(game_ui_module_name(game_id))
    screen = module.create_play_screen(None)
    qtbot.addWidget(screen)
    game = screen.game
    session = GameSession(screen.game, {"players": 2}, seed, [HUMAN, HUMAN], ["Ana", "Bruno"])
    screen.start(session)
    monkeypatch.setattr(screen, "_needs_handover", lambda player: False)
    _final, record = play_random_game(game, {"players": 2}, seed)
    for action in record.actions:
        session.play(action)
    assert session.state.is_over
    qtbot.wait(20)
    return screen, session


@pytest.mark.parametrize("game_id", ["harmonies", "under_the_leaves", "takenoko"])
def test_the_end_prompt_names_the_players_in_every_language(qtbot, monkeypatch, manager, game_id):
    screen, session = finished_screen(qtbot, monkeypatch, game_id)
    for lang in ("en", "pt", "es", "pl"):
        manager.set_language(lang, save=False)
        qtbot.wait(50)
        text = screen.prompt.text()
        assert not re.search(r"\bP[12]\b", text), (lang, text)
        assert "Ana" in text or "Bruno" in text, (lang, text)
    screen.stop()


@pytest.mark.parametrize("game_id", ["harmonies", "under_the_leaves"])
def test_the_photo_pane_follows_a_language_switch(qtbot, manager, game_id):
    """The score helper's photo pane ("Align the grid", "Propose from the photo", the see-through slider's "Photo" … "Board")
    is relabelled at once, not when the helper is opened again."""
    from PySide6.QtCore import QCoreApplication

    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    pane = helper.photo_pane
    pane.show()
    for lang in ("pl", "pt"):
        manager.set_language(lang, save=False)
        qtbot.wait(50)
        for widget, source in (
            (pane.align_button, "Align the grid"),
            (pane.propose_button, "Propose from the photo"),
            (pane.opacity_label, "Photo"),
            (pane.opacity_end, "Board"),
        ):
            wanted = QCoreApplication.translate("PhotoPane", source)
            assert wanted != source and widget.text() == wanted, (lang, source, widget.text())


@pytest.mark.parametrize("game_id", ["harmonies", "under_the_leaves", "takenoko", "sanssouci", "azul_queens_garden"])
def test_default_player_names_on_an_existing_board_follow_a_switch(qtbot, manager, game_id):
    """A board made in English keeps "Player 1" no longer after a switch to Polish:
    it becomes "Gracz 1"; a typed name stays."""
    module = importlib.import_module(game_ui_module_name(game_id))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    helper.start(2)
    qtbot.wait(50)
    assert helper.tab_name(0) == "Player 1", helper.tab_name(0)
    data = helper.file_dict()
    data["players"][1]["name"] = "Bruno"
    helper._edit_whole(data, "rename")
    manager.set_language("pl", save=False)
    qtbot.wait(50)
    assert [helper.tab_name(0), helper.tab_name(1)] == ["Gracz 1", "Bruno"]
    assert helper.file_dict()["players"][0]["name"] == "Gracz 1"
    manager.set_language("pt", save=False)
    qtbot.wait(50)
    assert helper.tab_name(0) == "Jogador 1"


# -- the letters on colours and tile sides (colour is never the only signal) ------------------------
# Azul: docs/rules/azul_queens_garden.md §2.1 (six colours, each with its letter); Under the Leaves:
# docs/rules/under_the_leaves.md §1.1 (five field colours with their letters), docs/rules/under_the_leaves.md §1.2 (a tile's two sides, F and B).
LANGS = ("en", "pt", "es", "pl")
POLISH_AZUL = {
    "blue": "N",
    "yellow": "Ż",
    "dark_green": "Z",
    "light_green": "J",
    "dark_purple": "F",
    "light_purple": "L",
}
POLISH_LEAVES = {"green": "Z", "orange": "P", "pink": "R", "yellow": "Ż", "purple": "F"}


def _letter_sets():
    from PySide6.QtCore import QCoreApplication

    from gardenapp.games.azul_queens_garden import data as azul_data
    from gardenapp.games.under_the_leaves import data as leaves_data
    from gardenapp.ui.games.azul_queens_garden import painting as azul_art
    from gardenapp.ui.games.under_the_leaves import painting as leaves_art

    tr = QCoreApplication.translate
    # (letter, the word it is taken from, in the language shown)
    return {
        "azul colours": {
            c: (azul_art.colour_letter(c), tr("engine", azul_data.COLOUR_NAMES[i]))
            for i, c in enumerate(azul_data.COLOURS)
        },
        "leaves fields": {
            k: (leaves_art.field_letter(k), tr("engine", leaves_data.KIND_NAMES[leaves_data.KIND_INDEX[k]]))
            for k in leaves_data.COLOURS
        },
        "leaves sides": {
            s: (leaves_art.side_letter(s), tr("LeavesPlayScreen", word))
            for s, word in zip(leaves_data.SIDES, ("front", "back"))
        },
    }


@pytest.mark.parametrize("lang", LANGS)
def test_each_set_of_letters_is_single_characters_all_different(manager, lang):
    """In every language the letters of one set are single capital letters, all different
    (so the letter alone tells the colours apart); outside English each comes from the
    language's own word (pt "Azul" -> Z beside "Amarelo" -> A, pl "niebieski" -> N)."""
    manager.set_language(lang, save=False)
    for name, letters in _letter_sets().items():
        shown = [letter for letter, _word in letters.values()]
        assert all(len(x) == 1 and x.isalpha() and x == x.upper() for x in shown), (lang, name, shown)
        assert len(set(shown)) == len(shown), (lang, name, shown)
        if lang != "en":  # English keeps the rulebook's letters (K lilac, V violet)
            for key, (letter, word) in letters.items():
                assert letter.lower() in word.lower(), (lang, name, key, letter, word)


def test_the_polish_letters_are_the_polish_colour_words(manager):
    manager.set_language("pl", save=False)
    sets = _letter_sets()
    assert {c: x for c, (x, _w) in sets["azul colours"].items()} == POLISH_AZUL
    assert {k: x for k, (x, _w) in sets["leaves fields"].items()} == POLISH_LEAVES
    assert {s: x for s, (x, _w) in sets["leaves sides"].items()} == {"F": "A", "B": "R"}  # awers, rewers


def _spy(monkeypatch, module, name, index):
    """Record the text argument (at ``index``) of every call of ``module.name``."""
    real = getattr(module, name)
    seen: list[str] = []

    def spy(*args, **kwargs):
        seen.append(args[index])
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, spy)
    return seen


def test_a_switch_to_polish_repaints_the_azul_palette_and_board(qtbot, monkeypatch, manager):
    """The score helper's palette (36 hexagons) and a game's board (the wheel's colour
    criteria, the tiles on offer) draw Polish letters after a switch, no English one,
    without being built again."""
    from gardenapp.ui.games.azul_queens_garden import painting

    module = importlib.import_module(game_ui_module_name("azul_queens_garden"))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    screen = module.create_play_screen(None)
    qtbot.addWidget(screen)
    screen.start(GameSession(screen.game, {"players": 2}, 3, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    screen.show()
    qtbot.wait(50)
    corner = _spy(monkeypatch, painting, "_corner_text", 3)  # a hexagon's letter (and its value)
    english_only = set("BYGKP")
    manager.set_language("pl", save=False)
    qtbot.wait(100)
    drawn = {t for t in corner if t.isalpha()}
    assert drawn == set(POLISH_AZUL.values()), drawn  # the palette holds every colour
    assert not drawn & english_only
    # The board as shown now (the play screen's scenes, painted again).
    from PySide6.QtGui import QImage, QPainter

    corner.clear()
    for scene in screen.scenes:
        image = QImage(400, 400, QImage.Format.Format_ARGB32)
        qp = QPainter(image)
        scene.render(qp)
        qp.end()
    drawn = {t for t in corner if t.isalpha()}
    assert drawn and drawn <= set(POLISH_AZUL.values()), drawn
    screen.stop()


def test_a_switch_to_polish_repaints_the_leaves_palette_and_tiles(qtbot, monkeypatch, manager):
    """Under the Leaves' score helper: the palette's fields and the tile picker (54 tiles)
    show the Polish field letters after a switch."""
    from gardenapp.ui.games.under_the_leaves import painting

    module = importlib.import_module(game_ui_module_name("under_the_leaves"))
    helper = module.create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    qtbot.wait(50)
    badges = _spy(monkeypatch, painting.kit, "letter_badge", 3)
    manager.set_language("pl", save=False)
    qtbot.wait(100)
    drawn = {t for t in badges if t.isalpha() and len(t) == 1}
    assert drawn == set(POLISH_LEAVES.values()), drawn
    assert not drawn & set("GOYV")


def test_the_chosen_tiles_side_letter_follows_a_switch(qtbot, monkeypatch, manager):
    """Under the Leaves' play screen: the market caption of the chosen tile writes its side's
    letter (docs/rules/under_the_leaves.md §1.2: front F / back B) in the language shown: "A" (awers) in
    Polish, "R" (rewers) once flipped."""
    from PySide6.QtGui import QImage, QPainter

    from gardenapp.ui.games.under_the_leaves import painting

    module = importlib.import_module(game_ui_module_name("under_the_leaves"))
    screen = module.create_play_screen(None)
    qtbot.addWidget(screen)
    game = screen.game
    options = dict(game.default_options(), players=2)
    screen.start(GameSession(game, options, 11, [HUMAN, HUMAN], ["Ana", "Bruno"]))
    market = next(s for s in screen.scenes if ("market", 0) in s.cells())
    market.cellClicked.emit(("market", 0))
    assert screen.view_model.selected and screen.side == "F"
    captions = _spy(monkeypatch, painting.kit, "fit_text", 2)

    def caption() -> str:
        captions.clear()
        image = QImage(800, 800, QImage.Format.Format_ARGB32)
        qp = QPainter(image)
        market.render(qp)
        qp.end()
        return next(t for t in captions if t.startswith(screen.view_model.selected + " "))

    assert caption().split()[1] == "F"
    manager.set_language("pl", save=False)
    qtbot.wait(50)
    assert caption().split()[1] == "A"
    screen.flip()
    assert screen.side == "B" and caption().split()[1] == "R"
    screen.stop()


@pytest.mark.parametrize(
    ("lang", "front", "back"), [("en", "F", "B"), ("pt", "F", "V"), ("es", "A", "R"), ("pl", "A", "R")]
)
def test_the_log_names_a_tiles_side_with_the_boards_letter(qapp, manager, lang, front, back):
    """Under the Leaves: "Tile G21 laid at -1,-1 (side B, 2 quarter turns)" writes the side with
    the letter the board shows for it (docs/rules/under_the_leaves.md §1.2; translations/README.md),
    not the engine's English F/B."""
    from gardenapp.games.under_the_leaves import GAME
    from gardenapp.games.under_the_leaves.actions import PlaceTile

    manager.set_language(lang, save=False)
    seen: dict[str, tuple[str, str]] = {}  # engine side -> (the side's word, the whole line)
    state = GAME.new_game(dict(GAME.default_options(), players=2), 11)
    for _ in range(400):
        if state.is_over or len(seen) == 2:
            break
        actions = state.legal_actions()
        places = [a for a in actions if isinstance(a, PlaceTile)]
        # lay each side once: the first placement on the front, the next on the back
        pick = next((a for a in places if a.side not in seen), actions[0])
        state, events = state.apply_with_events(pick)
        for event in events:
            if event.kind == "place":
                side = event.message.params["side"].render(QCoreApplication.translate)
                seen[pick.side] = (side, event.message.render(QCoreApplication.translate))
    assert seen["F"][0] == front and seen["B"][0] == back, seen
    assert f" {front}," in seen["F"][1] and f" {back}," in seen["B"][1], seen
