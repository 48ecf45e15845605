"""The Azul: Queen's Garden screens (docs/architecture.md §6.2): a person plays by clicking
highlighted items; highlighted == legal at every step; undo within a turn;
the score helper enters a board and scores it like ``gardenapp score``; a
language switch relabels."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from gardenapp import cli
from gardenapp.core import registry
from gardenapp.games.azul_queens_garden import data
from gardenapp.ui.games.azul_queens_garden import create_play_screen, create_score_helper
from gardenapp.ui.games.azul_queens_garden.play import ACCEPT_PAYMENT
from gardenapp.ui.games.azul_queens_garden.scorehelper import AREA_CELLS, AzulPlayerPage
from gardenapp.ui.i18n import LanguageManager
from gardenapp.ui.session import HUMAN, GameSession

EXAMPLES = Path(__file__).resolve().parents[2] / "gardenapp" / "games" / "azul_queens_garden" / "examples"
GAME = registry.get("azul_queens_garden")


def screen_with(qtbot, seats, players=2, seed=11):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    names = ["Ana", "Bruno", "Carla", "Daniel"][:players]
    session = GameSession(GAME, {"players": players, "wheel": None, "first_player": 0}, seed, seats, names, pace_ms=1)
    screen.start(session)
    return screen, session


def lit(screen) -> set:
    return {k for scene in screen.scenes for k in scene.highlight()}


def cells(screen) -> set:
    return {k for scene in screen.scenes for k in scene.cells()}


def press(screen, key) -> None:
    """What a left press on the cell does: its scene emits cellClicked."""
    scene = next(s for s in screen.scenes if key in s.cells())
    scene.cellClicked.emit(key)


def test_a_person_plays_turns_by_clicking_highlighted_items_against_the_computer(qtbot):
    screen, session = screen_with(qtbot, [HUMAN, "easy"])
    rng = random.Random(3)
    for _turn in range(3):
        qtbot.waitUntil(lambda: session.human_to_move or session.state.is_over, timeout=10000)
        before = len(session.log)
        # acquire (a colour or a pattern), then the copies if the rule leaves a choice
        acquire = sorted(k for k in lit(screen) if k[0] == "acquire")
        assert acquire and ("pass",) in lit(screen)
        press(screen, rng.choice(acquire))
        while session.human_to_move and session.state.current_player == 0 and session.state.step_name == "copies":
            press(screen, sorted(k for k in lit(screen) if k[0] == "copy")[0])
        mine = [e for e in session.log[before:] if e.player == 0]
        assert mine and any("takes every" in ev.message.template for e in mine for ev in e.events)
        assert "takes every" in screen.log.entry_text(before + len(mine) - 1)
    session.stop()


def test_the_new_game_dialog_offers_the_persons_own_wheel(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    dialog = screen.new_game_dialog()
    assert dialog.options()["wheel"] is None  # drawn at random (provisional)
    dialog.wheel_box.setCurrentIndex(1)
    wheel = dialog.options()["wheel"]
    assert not data.wheel_problems(wheel) and dialog.message.text() == ""
    dialog.crit_boxes[0][0].setCurrentIndex(dialog.crit_boxes[0][1].currentIndex())  # a criterion twice
    assert dialog.message.text()
    session = GameSession(GAME, dict(dialog.options(), wheel=wheel), 1, [HUMAN, HUMAN], ["A", "B"])
    screen.start(session)
    assert [list(r) for r in screen.view_model.wheel] == wheel and not screen.view_model.wheel_provisional
    session.stop()


def test_an_illegal_click_says_why_and_does_nothing(qtbot):
    screen, session = screen_with(qtbot, [HUMAN, HUMAN])
    qtbot.waitUntil(lambda: session.human_to_move, timeout=5000)
    press(screen, ("cell", 0, "0,0"))  # the fountain: the engine's reason (docs/architecture.md §3.3)
    assert screen.status.text() == "Choose a tile of your storage first" and not session.log
    screen.click(("nothing",))  # a key naming no action: the screen's own text
    assert "not a move" in screen.status.text() and not session.log


@pytest.mark.parametrize("players", [2, 4])
def test_every_highlighted_item_is_legal_and_every_legal_action_is_highlighted(qtbot, players):
    """Hot seat, every seat a person clicking a random highlighted item, for
    a good part of a game: through every kind of step of a turn."""
    screen, session = screen_with(qtbot, [HUMAN] * players, players, seed=5 + players)
    rng = random.Random(players)
    steps = set()
    for _ in range(260 if players == 2 else 200):
        if session.state.is_over:
            break
        vm = screen.view_model
        state = session.state
        legal = set(state.legal_actions())
        steps.add(vm.step)
        assert set(vm.targets.values()) == legal  # the view model: all and only
        assert lit(screen) == set(vm.targets)  # the screen: exactly its targets
        assert set(vm.targets) <= cells(screen)  # each one drawn as a cell
        keys = sorted(vm.targets, key=repr)
        if vm.step == "main" and rng.random() < 0.5:  # place more than the random walk would
            keys = [k for k in keys if k[0] in ("storage_tile", "storage_expansion")] or keys
        press(screen, rng.choice(keys))
    assert {"main", "cell", "pay", "area", "orient", "discard"} <= steps, steps
    screen.stop()


def test_undo_within_the_turn_goes_back_step_by_step(qtbot):
    screen, session = screen_with(qtbot, [HUMAN, "easy"], seed=21)
    qtbot.waitUntil(lambda: session.human_to_move, timeout=5000)
    # get a tile into the storage first, then start placing it
    for _ in range(20):
        tiles = [k for k in lit(screen) if k[0] == "storage_tile"]
        if tiles:
            break
        acquire = sorted(k for k in lit(screen) if k[0] == "acquire")
        press(screen, acquire[0])
        while session.state.step_name == "copies":
            press(screen, sorted(k for k in lit(screen) if k[0] == "copy")[0])
        qtbot.waitUntil(lambda: session.human_to_move, timeout=10000)
    tiles = sorted(k for k in lit(screen) if k[0] == "storage_tile")
    assert tiles
    press(screen, tiles[0])
    assert session.state.step_name == "cell" and any(k[0] == "cell" for k in lit(screen))
    assert screen.act_undo.isEnabled()
    screen.act_undo.trigger()
    assert session.state.step_name == "main" and set(lit(screen)) >= set(tiles)
    session.stop()


# -- the score helper ----------------------------------------------------------------------------


@pytest.mark.parametrize("example", sorted(p.name for p in EXAMPLES.glob("*.json")))
def test_the_score_helper_scores_an_example_board_like_gardenapp_score(qtbot, capsys, tmp_path, example):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    assert helper.open_path(str(EXAMPLES / example))
    saved = tmp_path / "entered.json"
    saved.write_text(json.dumps(helper.to_dict()))
    capsys.readouterr()
    assert cli.main(["score", str(saved), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    sheet = helper.score.score_model.sheet
    assert [p.total for p in sheet.players] == [p["total"] for p in printed["players"]]
    assert [p.breakdown for p in sheet.players] == [p["breakdown"] for p in printed["players"]]
    original = GAME.score_board(GAME.board_from_dict(json.loads((EXAMPLES / example).read_text())))
    assert [p.total for p in original.players] == [p.total for p in sheet.players]


def full_garden() -> dict:
    """Six face-up expansions and a hexagon on every free space (36)."""
    rng = random.Random(8)
    hexes = [(c, p) for c in data.COLOURS for p in data.PATTERNS]
    rng.shuffle(hexes)
    areas = {a: {"colour": hexes[i][0], "pattern": hexes[i][1], "orientation": i % 6} for i, a in enumerate(data.AREAS)}
    tiles = {}
    free = ["1,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1"]
    for i, a in enumerate(data.AREAS):
        ring = AREA_CELLS[a][1:]
        free += [c for k, c in enumerate(ring) if k != i % 6]
    for k, cell in enumerate(free):
        colour, pattern = hexes[(k * 7) % 36]
        tiles[cell] = {"colour": colour, "pattern": pattern}
    return {"areas": areas, "tiles": tiles}


def enter_by_clicks(helper, page, target) -> int:
    """Enter ``target`` (areas, tiles) as a person would; the cell clicks made."""
    cell_clicks = 0

    def choose(colour, pattern, tool):
        if (helper.colour, helper.pattern) != (colour, pattern):
            helper.hex_buttons[(colour, pattern)].click()
        if helper.tool != tool:
            helper.tool_buttons[tool].click()

    for a, st in target["areas"].items():
        if st == "face_down":
            choose(helper.colour, helper.pattern, "face_down")
            page.scene.cellClicked.emit(AREA_CELLS[a][0])
        else:
            choose(st["colour"], st["pattern"], "face_up")
            page.scene.cellClicked.emit(AREA_CELLS[a][1 + st["orientation"]])
        cell_clicks += 1
    for cell, t in sorted(target["tiles"].items(), key=lambda kv: (kv[1]["colour"], kv[1]["pattern"])):
        choose(t["colour"], t["pattern"], "tile")
        page.scene.cellClicked.emit(cell)
        cell_clicks += 1
    return cell_clicks


def test_entering_the_example_gardens_by_clicks(qtbot):
    example = json.loads((EXAMPLES / "two_gardens_rulebook_groups.json").read_text())
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.palette_clicks = 0
    clicks = 0
    for i, player in enumerate(example["players"]):
        clicks += enter_by_clicks(helper, helper.tabs.widget(i), player)
    entered = helper.to_dict()["players"]
    assert [p["tiles"] for p in entered] == [p["tiles"] for p in example["players"]]
    print(f"example gardens: {clicks} cell clicks + {helper.palette_clicks} palette clicks")


def test_entering_a_full_garden_by_clicks_counts_the_clicks(qtbot):
    """Six face-up expansions (one click each: the printed hexagon's cell
    gives area, hexagon and orientation) and 36 tiles (one click each), plus
    a click on the palette's hexagon when it changes."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page: AzulPlayerPage = helper.tabs.widget(0)
    target = full_garden()
    helper.palette_clicks = 0
    cell_clicks = enter_by_clicks(helper, page, target)
    entered = helper.to_dict()["players"][0]
    assert entered["areas"] == target["areas"] and entered["tiles"] == target["tiles"]
    total = cell_clicks + helper.palette_clicks
    print(f"full garden: {cell_clicks} cell clicks + {helper.palette_clicks} palette clicks = {total}")
    assert cell_clicks == 42 and total <= 42 + 42 + 2  # + the two tool changes
    helper.undo_stack.undo()
    assert len(helper.to_dict()["players"][0]["tiles"]) == 35  # one undo step per click


def test_score_helper_warns_inline_on_the_cells_of_a_broken_group(qtbot):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page = helper.tabs.widget(0)
    for cell in ("1,0", "1,-1"):  # two identical blue trees side by side: azul_queens_garden §5 group rule
        page.scene.cellClicked.emit(cell)
    assert page.problem_cells == {"1,0", "1,-1"} and "the group rule" in page.warnings.text()
    assert helper.score.score_model.sheet is not None  # a warning never blocks the score


# -- languages -----------------------------------------------------------------------------------


class Marker(QTranslator):
    """Every string of this game's screens as "[x] source": proves they are relabelled."""

    CONTEXTS = {"azul_queens_garden", "AzulPlayScreen", "AzulScoreHelper", "AzulPlayerPage"}

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"[x] {source}" if context in self.CONTEXTS else None

    def isEmpty(self):  # noqa: N802 - Qt override
        return False


def test_a_language_switch_relabels_the_boards_and_the_helper(qtbot, qapp):
    manager = LanguageManager.instance() or LanguageManager()
    screen, session = screen_with(qtbot, [HUMAN, HUMAN])
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    supply = screen.table.cell_item(("supply",))
    english = supply.toolTip()
    marker = Marker()
    qapp.installTranslator(marker)
    try:
        manager.languageChanged.emit("xx")
        qtbot.wait(20)
        assert supply.toolTip() == "[x] " + english
        assert helper.tool_buttons["tile"].text().startswith("[x] Tile")
        assert helper.tabs.widget(0).jokers_label.text().startswith("[x] ")
    finally:
        qapp.removeTranslator(marker)
        manager.languageChanged.emit("en")
        qtbot.wait(20)
    assert supply.toolTip() == english
    manager.set_language("pt", save=False)
    qtbot.wait(20)
    try:
        assert screen.act_undo.text() != "Undo"  # the kit's own strings are translated
    finally:
        manager.set_language("en", save=False)
        qtbot.wait(20)
    session.stop()


def to_payment(qtbot, seed=2024):
    """A hot-seat game played by a computer player for both seats until the
    first player starts placing a tile that costs something: the pay step."""
    from gardenapp.core.levels import make_bot
    from gardenapp.games.azul_queens_garden.actions import PlaceAt, SelectTile

    screen, session = screen_with(qtbot, [HUMAN, HUMAN], seed=seed)
    bot = make_bot("easy", seed)
    for _ in range(200):
        state = session.state
        if state.current_player == 0 and state.step_name == "main" and len(session.log) >= 20:
            for a in (a for a in state.legal_actions() if isinstance(a, SelectTile)):
                after = state.apply(a)
                place = [b for b in after.legal_actions() if isinstance(b, PlaceAt)]
                if place and len(after.apply(place[0]).suggested_payment()) >= 2:
                    session.play(a)
                    session.play(place[0])
                    return screen, session
        session.play(bot.choose(state.view_for(state.current_player)))
    raise AssertionError("no payment reached")


@pytest.mark.parametrize("how", ["button", "enter"])
def test_accept_payment_pays_the_proposed_payment_at_once_like_item_by_item(qtbot, how):
    """azul_queens_garden §4.1.B (a tile costs its value less one, paid with tiles
    of its colour or its pattern, or jokers): the proposed payment (★) is paid
    with one click or Enter, through the engine's legal Pay actions, and the
    state is the one paying it item by item gives."""
    from PySide6.QtCore import Qt

    from gardenapp.games.azul_queens_garden.actions import Pay

    screen, session = to_payment(qtbot)
    vm = screen.view_model
    assert vm.step == "pay" and vm.pending.to_pay >= 2, vm.pending  # more than one click saved
    proposal = vm.pending.suggested_payment
    assert vm.pending.accept == tuple(("pay", item) for item in proposal)
    assert len(proposal) == vm.pending.to_pay
    assert ACCEPT_PAYMENT in cells(screen) and ACCEPT_PAYMENT not in lit(screen)  # a button, not a target
    expected = session.state
    for item in proposal:  # item by item, as the ★ clicks would
        assert Pay(item) in expected.legal_actions()
        expected = expected.apply(Pay(item))
    before = len(session.log)
    assert all(s.isEnabled() for s in screen._accept_keys)
    if how == "button":
        press(screen, ACCEPT_PAYMENT)
    else:
        screen.show()
        screen.activateWindow()
        qtbot.waitUntil(screen.isActiveWindow, timeout=2000)  # a shortcut works in the active window
        qtbot.keyClick(screen.table_view, Qt.Key.Key_Return)
    assert len(session.log) == before + len(proposal)
    assert [e.action for e in session.log[before:]] == [Pay(item) for item in proposal]
    assert session.state.to_dict() == expected.to_dict()
    assert session.state.step_name != "pay"  # the placement is paid for, its turn over
    assert ACCEPT_PAYMENT not in cells(screen) and not any(s.isEnabled() for s in screen._accept_keys)
    session.stop()


def test_accept_payment_does_nothing_outside_a_payment(qtbot):
    screen, session = screen_with(qtbot, [HUMAN, HUMAN])
    assert screen.view_model.step == "main" and not screen.view_model.pending.accept
    assert screen.accept_payment() == 0 and not session.log
    assert not any(s.isEnabled() for s in screen._accept_keys)
    session.stop()


def test_the_live_score_table_labels_its_total_a_projection_and_says_what_it_adds(qtbot):
    """azul_queens_garden §7 (the final score: the score track, the storage, the
    groups): while the game runs, the score table's last row is that projection,
    labelled and explained, not the points on the track that the garden's banner
    shows; the finished game's row is the Total."""
    from PySide6.QtCore import Qt

    from gardenapp.core.levels import make_bot

    screen, session = screen_with(qtbot, [HUMAN, HUMAN], seed=2024)
    bot = make_bot("easy", 2024)
    while len(session.log) < 30:
        state = session.state
        session.play(bot.choose(state.view_for(state.current_player)))
    model = screen.score.score_model
    total_row = model.rowCount() - 1
    header = model.headerData(total_row, Qt.Orientation.Vertical)
    tip = model.headerData(total_row, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole)
    assert header == "Projected total" and "ended now" in tip
    assert model.data(model.index(total_row, 0), Qt.ItemDataRole.ToolTipRole) == tip
    sheet = model.sheet
    rules = sheet.rules
    assert "track" in rules and "storage" in rules
    banners = [p.score for p in screen.view_model.players]
    for q in range(len(sheet.players)):
        shown = [model.data(model.index(r, q)) for r in range(model.rowCount())]
        assert int(shown[rules.index("track")]) == banners[q]  # the banner's points are the track row
        assert int(shown[-1]) == sum(int(v) for v in shown[:-1]) == session.state.final_points(q)
    assert any(sheet.players[q].total != banners[q] for q in range(2))  # so the label is needed here
    screen.score.set_sheet(sheet, final=True)  # a finished game (the end table, the score helpers)
    assert model.headerData(total_row, Qt.Orientation.Vertical) == "Total"
    assert model.headerData(total_row, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) is None
    session.stop()


@pytest.mark.parametrize("game_id", [info.id for info in registry.catalogue()])
def test_every_games_live_total_is_labelled_the_same_way(qapp, game_id):
    """docs/architecture.md §3.1 (one breakdown shape for every game): each game's
    live sheet scores the board as it stands, so every game's live total row is
    the "Projected total" and a final one the "Total"."""
    from PySide6.QtCore import Qt

    from gardenapp.ui.scoretable import ScoreTable

    game = registry.get(game_id)
    state = game.new_game(game.descriptor.default_options(), 1)
    table = ScoreTable()
    table.set_sheet(state.score(), final=False)
    model = table.score_model
    row = model.rowCount() - 1
    assert model.headerData(row, Qt.Orientation.Vertical) == "Projected total"
    table.set_sheet(state.score(), final=True)
    assert model.headerData(row, Qt.Orientation.Vertical) == "Total"
    table.deleteLater()


def test_the_supply_count_is_whole_in_every_language_while_the_supply_is_selectable(qtbot):
    """azul_queens_garden §2.9 (the supply and its 6-point shield): at the default
    1100×750 window, with the supply highlighted (a legal Buy), its count is
    written beside its cell, clear of the highlight frame, whole (not elided) and
    at a readable size in English, Spanish, Portuguese and Polish."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter

    from gardenapp.ui import art
    from gardenapp.ui.games.azul_queens_garden.play import count_label_rect

    manager = LanguageManager()
    screen, session = screen_with(qtbot, [HUMAN, HUMAN], seed=7)
    screen.resize(1100, 750)
    screen.show()
    assert ("supply",) in lit(screen)  # selectable: its highlight frame is drawn
    cell = screen.table.cell_item(("supply",)).sceneBoundingRect()
    label_rect = count_label_rect(0)
    assert not label_rect.intersects(cell)
    assert all(not count_label_rect(k).intersects(cell) for k in range(3))
    assert all(not count_label_rect(k).intersects(count_label_rect(k + 1)) for k in range(2))
    try:
        for lang in ("en", "es", "pt", "pl"):
            manager.set_language(lang, save=False)
            qtbot.wait(10)
            label = QCoreApplication.translate("azul_queens_garden", "Supply: {n}").format(n=screen.view_model.supply)
            assert lang == "en" or label != f"Supply: {screen.view_model.supply}", lang
            image = QImage(
                int(screen.table.sceneRect().width()),
                int(screen.table.sceneRect().height()),
                QImage.Format.Format_ARGB32,
            )
            with art.painted_texts() as texts:
                painter = QPainter(image)
                screen.table.render(painter)
                painter.end()
            assert texts.count(label) >= 2, (lang, label, texts)  # fit_text's whole text, then drawn as it is
            assert not any("…" in t and t.startswith(label[:4]) for t in texts), lang
            font = QFont()
            font.setPointSizeF(7.5)  # fit_text may shrink 9 pt a little, never below this here
            assert QFontMetricsF(font).horizontalAdvance(label) <= label_rect.width(), (lang, label)
    finally:
        manager.set_language("en", save=False)
        manager.uninstall()
        session.stop()


# -- keyboard entry on the garden (docs/architecture.md §6.5: what the photo cannot tell is typed) --------
@pytest.mark.parametrize(
    "language, colours, patterns, typed, hexagon",
    [
        # docs/rules/azul_queens_garden.md §2.1: the colours' and patterns' names in the person's language
        ("pl", "NOZJFL", "DPMKRL", "ND", ("blue", "tree")),  # niebieski drzewo
        ("pl", "OK", "", "OK", ("yellow", "flower")),  # żółty (Ż is drawn; Z is zielony's) kwiat
        ("pt", "ZAVCRL", "APBFLI", "VI", ("dark_green", "lily")),  # verde, lírios
        ("pt", "LB", "", "LB", ("light_purple", "butterfly")),  # lilás, borboletas
    ],
)
def test_a_colour_letter_then_a_pattern_letter_lays_that_hexagon_in_the_persons_language(
    qtbot, manager, language, colours, patterns, typed, hexagon
):
    """docs/rules/azul_queens_garden.md §2.1 colours and patterns, typed: with the pointer on a
    space, the colour's letter and then the pattern's letter lay that hexagon, one undo step; the
    letters come from the names in the language shown, each once, and the palette lists them."""
    from gardenapp.ui.games.azul_queens_garden.scorehelper import colour_keys, pattern_keys

    manager.set_language(language, save=False)
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    ck, pk = colour_keys(), pattern_keys()
    assert len(ck) == len(data.COLOURS) and len(pk) == len(data.PATTERNS)  # unique letters A-Z
    assert all(len(k) == 1 and "A" <= k <= "Z" for k in [*ck, *pk])
    if patterns:
        assert "".join(ck) == colours and "".join(pk) == patterns
    from gardenapp.ui.games.azul_queens_garden import painting

    legend = helper.tabs.widget(0).letters  # under the garden: the letters, their names in its tooltip
    assert " ".join(ck) in legend.text() and " ".join(pk) in legend.text()
    assert all(f"{k} {painting.colour_name(c)}" in legend.toolTip() for k, c in ck.items())
    assert all(f"{k} {painting.pattern_name(p)}" in legend.toolTip() for k, p in pk.items())
    assert "B blue" not in legend.toolTip()
    page: AzulPlayerPage = helper.tabs.widget(0)
    page.scene.cellHovered.emit("1,0")  # a space of the fountain board
    before = helper.undo_stack.count()
    assert helper.key_on_board(typed[0])  # the colour: waits for the pattern
    assert "1,0" not in page.tiles
    assert helper.key_on_board(typed[1])
    assert page.tiles["1,0"] == {"colour": hexagon[0], "pattern": hexagon[1]}
    assert helper.undo_stack.count() == before + 1
    helper.undo_stack.undo()
    assert "1,0" not in page.tiles


def test_typed_letters_only_take_the_board_under_the_pointer(qtbot, manager):
    manager.set_language("pl", save=False)
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page: AzulPlayerPage = helper.tabs.widget(0)
    assert not helper.key_on_board("N")  # the pointer on no cell: the palette's meaning
    page.scene.cellHovered.emit(FOUNTAIN := "0,0")
    assert not helper.key_on_board("N")  # the fountain takes no hexagon
    page.scene.cellHovered.emit("0,1")
    assert helper.key_on_board("N")
    page.scene.cellHovered.emit("1,0")  # moved: the colour typed on the other cell is dropped
    assert not helper.key_on_board("D") and not page.tiles and FOUNTAIN not in page.tiles
    helper._palette_key("Q", ("blue", "tree"))  # a palette key (Q: the first pattern) still chooses
    assert helper.pattern == "tree"
    assert helper.key_on_board("F") and helper.key_on_board("P")  # fioletowy ptak
    assert page.tiles["1,0"] == {"colour": "dark_purple", "pattern": "bird"}


def test_typed_letters_reach_the_garden_through_the_keyboard(qtbot, manager):
    """The real keys: the letters are the helper's shortcuts (a palette key first asks the board)."""
    from PySide6.QtCore import Qt

    manager.set_language("pt", save=False)
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    helper.activateWindow()
    qtbot.waitUntil(helper.isActiveWindow, timeout=2000)
    page: AzulPlayerPage = helper.tabs.widget(0)
    page.view.setFocus()
    page.scene.cellHovered.emit("0,-1")
    qtbot.keyClick(page.view, Qt.Key.Key_A)  # amarelo
    qtbot.keyClick(page.view, Qt.Key.Key_F)  # flor
    assert page.tiles["0,-1"] == {"colour": "yellow", "pattern": "flower"}


def test_a_proposed_tile_is_marked_until_checked_and_letters_fix_it(qtbot):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page: AzulPlayerPage = helper.tabs.widget(0)
    tile = {"colour": "blue", "pattern": "tree"}
    page.tiles = {"1,0": dict(tile), "0,1": dict(tile)}
    page.proposed = {"1,0": ("colour", dict(tile)), "0,1": ("pattern", dict(tile))}
    assert page.is_proposed("1,0") and page.is_proposed("0,1")
    page.scene.cellHovered.emit("1,0")
    assert helper.key_on_board("B") and helper.key_on_board("U")  # blue butterflies: checked
    assert page.tiles["1,0"] == {"colour": "blue", "pattern": "butterfly"} and not page.is_proposed("1,0")
    helper.set_tool("empty")
    page.cell_clicked("0,1")
    assert "0,1" not in page.tiles and "0,1" not in page.proposed


def test_an_expansion_in_storage_is_drawn_unlike_a_tile(qtbot):
    """docs/rules/azul_queens_garden.md §2.4: an expansion is a seven-cell board carrying its printed
    hexagon; in storage it is drawn as that flower, far wider than a tile, and says what it is."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page: AzulPlayerPage = helper.tabs.widget(0)
    page.add_storage_tile()
    page.add_storage_expansion()
    items = page.storage_scene.cell_items()
    tile, expansion = items[("tile", 0)], items[("exp", 0)]
    assert expansion.boundingRect().width() > 1.4 * tile.boundingRect().width()
    assert expansion.boundingRect().height() > 1.2 * tile.boundingRect().height()
    assert "expansion" in page._storage_tip("blue-tree", True) and "Tile" in page._storage_tip("blue-tree", False)


def test_the_pre_fill_takes_any_entry_and_any_photo_without_failing():
    """docs/architecture.md §6.5 with hostile input: an entry of the wrong shapes, a photo that
    shows nothing (one grey) or only part of the garden gives a proposal or none, never an error."""
    from gardenapp.ui.games.azul_queens_garden.prefill import propose

    grey = [(x / 10, y / 10, (128, 128, 128)) for x in range(-8, 9) for y in range(-8, 9)]
    cells = [f"{q},{r}" for q in range(-6, 7) for r in range(-6, 7)]
    some = {c: grey for c in cells[::3]}
    for entry in ({}, {"areas": [1], "tiles": {"1,0": "x", "0,1": None}}, {"areas": {"A1": {"orientation": "x"}}}):
        for samples in ({}, some, {c: grey for c in cells}, {c: [] for c in cells}):
            out = propose(dict(entry), samples, samples)
            assert isinstance(out, dict)
            mine = {c: t for c, t in (out.get("tiles") or {}).items() if t != (entry.get("tiles") or {}).get(c)}
            assert all(isinstance(t, dict) for t in mine.values())  # what it adds is a tile; the rest the entry's
    assert propose({}, {c: grey for c in cells}).get("tiles", {}) == {}  # one grey: no tile anywhere


@pytest.mark.parametrize("kind", ["full", "face-down areas of one colour"])
def test_the_pre_fill_reads_a_full_garden(qtbot, tmp_path, kind):
    """docs/rules/azul_queens_garden.md §2.6, a garden at its fullest: with hardly a free space
    left to show the print (or a face-down back), the print is still told from the uncovered cells
    and every tile's colour is read."""
    import copy

    from gardenapp.ui.readphoto import alignment_frame, read_photo
    from tests.ui.test_prefill import _photograph

    garden = full_garden()
    if kind != "full":
        for i, area in enumerate(data.AREAS[:3]):
            garden["areas"][area] = "face_down"
            for cell in AREA_CELLS[area]:
                garden["tiles"][cell] = {
                    "colour": "blue",
                    "pattern": data.PATTERNS[(i + AREA_CELLS[area].index(cell)) % 6],
                }
    player = {"name": "Ana", "score_before_final": 0, **garden, "storage": {"jokers": 0, "tiles": [], "expansions": []}}
    truth = {"format": "gardenapp-board", "version": 1, "game": "azul_queens_garden", "players": [player]}
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.load_dict(truth)
    path = tmp_path / "full.png"
    to_photo = _photograph(helper.board_scene(0), path)
    blank = copy.deepcopy(truth)
    blank["players"][0]["tiles"] = {}
    helper.load_dict(blank)
    points = [to_photo(alignment_frame(helper.board_scene(0)).at(k)) for k in range(4)]
    got = read_photo("azul_queens_garden", str(path), points, data=blank)
    assert {c: t["colour"] for c, t in got["tiles"].items()} == {c: t["colour"] for c, t in garden["tiles"].items()}
