"""Harmonies screens: a person plays a turn by clicking against a computer
player (highlights = the engine's legal targets), and a full board entered in
the score helper by painting scores exactly as ``gardenapp score``."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from gardenapp.cli import main as cli_main
from gardenapp.core import hexgrid
from gardenapp.core.files import read_json, write_json_atomic
from gardenapp.games.harmonies import data
from gardenapp.games.harmonies.actions import ChooseSpirit, EndTurn, PlaceCube, PlaceToken, TakeCard, TakeSpace
from gardenapp.ui.games.harmonies import create_play_screen, create_score_helper
from gardenapp.ui.games.harmonies.scorehelper import CUBE_TOOL, PALETTE
from gardenapp.ui.session import GameSession

EXAMPLE = "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"


def legal_keys(screen):
    """What the engine allows the mover now, as the screen's cells: central
    spaces and display cards to take, offered spirits, the cards whose cube
    may go somewhere, and, for the chosen token or card, its board spaces."""
    state = screen.session.state
    p = state.current_player
    source = screen.selector.source
    market, boards = set(), set()
    for a in state.legal_actions():
        if isinstance(a, TakeSpace):
            market.add(("space", f"C{a.space + 1}"))
        elif isinstance(a, TakeCard):
            market.add(("display", a.card))
        elif isinstance(a, ChooseSpirit):
            boards.add(("card", p, a.card))
        elif isinstance(a, PlaceCube):
            boards.add(("card", p, a.card))
            if source == ("card", p, a.card):
                boards.add(("cell", p, a.cell))
        elif isinstance(a, PlaceToken):
            market.add(("hand", a.colour))
            if source == ("hand", a.colour):
                boards.add(("cell", p, a.cell))
    if source is not None:  # a source chosen: the one-click targets rest
        market = {k for k in market if k[0] == "hand"}
    market.discard(source)  # the chosen token itself is drawn chosen, not as a target
    return market, boards


def test_the_palette_offers_every_legal_stack_once_by_its_engine_id():
    """harmonies §5.2: the score helper's palette holds the empty space and the 14 legal stacks, each
    once, in the order chosen (blue first, red last), their ids taken from the game's data."""
    assert sorted(PALETTE) == list(range(len(data.STACKS)))
    assert data.STACKS[PALETTE[0]] == (data.BLUE,) and data.STACKS[PALETTE[-1]] == (data.RED,)
    assert data.STACKS[PALETTE[9]] == ()  # key 0: the empty space


def test_a_person_plays_a_turn_by_clicking_against_the_computer(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(
        screen.game, {"players": 2, "side": "A", "spirits": True}, 11, ["human", "easy"], ["Ana", "Bot"], pace_ms=5
    )
    screen.start(session)
    # first turn with spirits: only the two offered spirits are highlighted
    offers = [data.CARDS[c].id for c in session.state.offers[0]]
    assert screen.boards.highlight() == {("card", 0, c) for c in offers} == legal_keys(screen)[1]
    assert not any(k[0] == "card" and k[1] == 1 for k in screen.boards.cells())  # the bot's offer is hidden
    screen.boards.cellClicked.emit(("card", 0, offers[0]))
    assert session.state.spirit[0] >= 0
    assert ("card", 0, offers[0]) in screen.boards.marked()  # the last turn's card
    # the central spaces and the display are the engine's TakeSpace / TakeCard targets
    assert (screen.market.highlight(), screen.boards.highlight()) == legal_keys(screen)
    assert screen.market.highlight() >= {("space", "C3")} | {("display", c) for c in screen.vm.display if c}
    screen.market.cellClicked.emit(("space", "C3"))
    assert len(session.state.hand) == 3 and ("space", "C3") in screen.market.marked()
    for _ in range(3):
        assert screen.selector.source and screen.selector.source[0] == "hand"  # the first token is chosen
        market, boards = legal_keys(screen)
        assert (screen.market.highlight(), screen.boards.highlight()) == (market, boards)
        cell = sorted(k for k in boards if k[0] == "cell")[0]
        screen.boards.cellClicked.emit(cell)
        assert cell in screen.boards.marked()
    assert not session.state.hand and EndTurn() in session.state.legal_actions()
    assert screen.end_button.isEnabled()
    # undo within the turn, then place again
    screen.undo()
    assert len(session.state.hand) == 1
    screen.boards.cellClicked.emit(sorted(k for k in legal_keys(screen)[1] if k[0] == "cell")[0])
    screen.end_button.click()
    assert session.state.current_player == 1 and "Ana" in screen.log.turn_text(screen.log.turn_count() - 1)
    assert "central space 3 is refilled" in "\n".join(screen.log.entry_text(i) for i in range(screen.log.entry_count()))
    # the computer plays its turn step by step on its worker thread
    qtbot.waitUntil(lambda: session.state.current_player == 0 and not session.state.offers[1], timeout=8000)
    assert (screen.market.highlight(), screen.boards.highlight()) == legal_keys(screen)
    assert not any(k[0] == "cell" for k in screen.boards.highlight())  # take tokens first
    assert any(k[0] == "cell" and k[1] == 1 for k in screen.boards.marked())  # where the bot placed
    assert any(screen.log.turn_text(i).startswith("Bot") for i in range(screen.log.turn_count()))
    screen.set_highlight(False)
    assert not screen.market.highlight_enabled()
    session.stop()


def test_a_card_with_a_habitat_ready_is_a_source_and_its_cube_goes_on_a_highlighted_space(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(screen.game, {"players": 2}, 3, ["human", "human"], ["Ana", "Bruno"], pace_ms=5)
    state = session.state
    state.set_board(
        0,
        tuple(
            data.STACK_ID[(data.COLOUR_INDEX[{"0,0": "blue", "0,1": "green"}[lab]],)] if lab in ("0,0", "0,1") else 0
            for lab in state.side.labels
        ),
    )
    state.cards[0] = ((data.CARD_INDEX["A05"], 0),)  # the frog: water with a tree above
    screen.start(session)
    assert ("card", 0, "A05") in screen.boards.highlight() and screen.vm.players[0].cards[0].habitat_ready
    screen.boards.cellClicked.emit(("card", 0, "A05"))
    assert screen.boards.highlight() & {k for k in screen.boards.cells() if k[0] == "cell"} == {("cell", 0, "0,0")}
    screen.cancel_selection()  # Esc
    assert screen.selector.source is None
    screen.boards.cellClicked.emit(("cell", 0, "0,0"))  # no card chosen: nothing, and the status says why
    assert "not a move" in screen.status.text() and not session.state.cubes[0]
    screen.boards.cellClicked.emit(("card", 0, "A05"))
    screen.boards.cellClicked.emit(("cell", 0, "0,0"))
    assert session.state.cards[0] == ((data.CARD_INDEX["A05"], 1),)
    assert {("cell", 0, "0,0"), ("card", 0, "A05")} <= screen.boards.marked()
    assert "places a cube from the Frog card on 0,0" in screen.log.entry_text(screen.log.entry_count() - 1)
    session.stop()


def test_solo_discard_is_the_button_then_a_card_of_the_display(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(screen.game, {"players": 1}, 2, ["human"], ["Ana"], pace_ms=5)
    screen.start(session)
    assert screen.discard_button.isVisible() or not screen.isVisible()
    assert not screen.discard_button.isEnabled()  # tokens first
    screen.market.cellClicked.emit(("space", "C1"))
    while session.state.hand:
        screen.boards.cellClicked.emit(sorted(k for k in legal_keys(screen)[1] if k[0] == "cell")[0])
    assert screen.discard_button.isEnabled()
    screen.discard_button.click()
    assert screen.discard_button.isChecked() and screen.selector.source == ("discard",)
    card = screen.vm.display[1]
    assert screen.market.highlight() == {("display", c) for c in screen.vm.display}
    screen.market.cellClicked.emit(("display", card))
    assert session.state.turns == 1 and card not in screen.vm.display
    assert "discards the" in "\n".join(screen.log.entry_text(i) for i in range(screen.log.entry_count()))
    assert not screen.discard_button.isChecked()
    session.stop()


def strokes(cells: set[str]) -> list[list[str]]:
    """Paths of neighbouring spaces covering ``cells`` (each path = one drag)."""
    left = set(cells)
    out = []

    def free_nbrs(lab):
        c = hexgrid.parse_pair(lab)
        return [hexgrid.format_pair(n) for n in data.space_neighbours(c) if hexgrid.format_pair(n) in left]

    while left:
        cur = min(sorted(left), key=lambda lab: len(free_nbrs(lab)))
        path = [cur]
        left.discard(cur)
        while True:
            nxt = sorted(free_nbrs(cur), key=lambda lab: (len(free_nbrs(lab)), lab))
            if not nxt:
                break
            cur = nxt[0]
            left.discard(cur)
            path.append(cur)
        out.append(path)
    return out


def test_score_helper_enters_a_full_board_by_painting_and_matches_the_cli(qtbot, tmp_path, capsys):
    """Measures the clicks a full side-A board takes: the rulebook's 130-point board."""
    target = read_json(EXAMPLE, ValueError)
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.spirits_check.setChecked(True)  # one click, for the whole file
    ana, bruno = helper.pages()
    per_player = []
    for page, entry in zip((ana, bruno), target["players"]):
        clicks = {"palette": 0, "strokes": 0, "cards": 0, "spirit": 0}
        per_player.append(clicks)
        by_stack: dict[int, set[str]] = {}
        for lab, colours in entry["spaces"].items():
            sid = data.STACK_ID[tuple(data.COLOUR_INDEX[c] for c in colours)]
            by_stack.setdefault(sid, set()).add(lab)
        for sid in PALETTE:
            if sid not in by_stack:
                continue
            clicks["palette"] += 1  # a key (1-9, 0, Q-T) or a palette click
            for path in strokes(by_stack[sid]):
                clicks["strokes"] += 1  # one press, dragged over the path
                page.paint(sid, path)
        if "cubes_on" in entry:
            clicks["palette"] += 1
            for lab in entry["cubes_on"]:
                clicks["strokes"] += 1
                page.paint(CUBE_TOOL, [lab])
        clicks["cards"] += 2  # open the card chooser, close it
        for card in entry["cards"]:
            clicks["cards"] += 1
            page.toggle_card(card["id"])
            row = page.rows[-1]
            if card["cubes_placed"] != row.cubes.value():
                clicks["cards"] += 1  # one click on the value the card shows
                row.card.trackClicked.emit(card["cubes_placed"])
        spirit = entry["spirit"]
        page.spirit_combo.setCurrentIndex(page.spirit_combo.findData(spirit["id"]))
        clicks["spirit"] += 2
        if spirit["cube_placed"]:
            page.spirit_placed.setChecked(True)
            clicks["spirit"] += 1
    entered = helper.to_dict()
    for got, want in zip(entered["players"], target["players"]):
        assert got["spaces"] == want["spaces"] and got["cards"] == want["cards"]
        assert got["spirit"] == want["spirit"] and got.get("cubes_on") == want.get("cubes_on")
    path = tmp_path / "board.json"
    write_json_atomic(path, entered)
    capsys.readouterr()
    assert cli_main(["score", str(path), "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    sheet = helper.score.score_model.sheet
    assert [p["total"] for p in cli["players"]] == [p.total for p in sheet.players] == [130, 18]
    assert [p["breakdown"] for p in cli["players"]] == [p.breakdown for p in sheet.players]
    # The measurement: Ana's full side-A board (23 spaces, 10 different stacks,
    # 4 animal cards, Lion's Spirit placed) takes 10 palette keys + 15 strokes
    # + 10 card clicks (chooser open/close + 4 cards + their cubes: a chosen
    # card starts with no cube placed) + 3 spirit clicks = 38 clicks, plus 1
    # for the spirits option of the file.
    ana = per_player[0]
    print(f"clicks for Ana's full side-A board: {ana} = {sum(ana.values())}")
    assert sum(ana.values()) <= 38


def test_score_helper_shows_an_illegal_input_inline_and_undo_restores_it(qtbot):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    ana, bruno = helper.pages()
    helper.show()
    helper.activateWindow()
    qtbot.waitUntil(helper.isActiveWindow, timeout=2000)
    ana.view.setFocus()
    qtbot.keyClick(ana.view, Qt.Key_5)  # the palette's keys: 5 = mountain of 3
    assert helper.tool == 13 and helper.tool_buttons[13].isChecked()
    ana.paint(2, ["0,0", "0,1"])  # a field of two: 5 points
    assert helper.score.score_model.sheet.players[0].breakdown["fields"] == 5
    ana.toggle_card("A31")
    ana.set_cubes(0, 5)  # its five cubes placed (a chosen card starts with none)
    bruno.toggle_card("A31")  # the same card twice: impossible
    # docs/architecture.md §6.7: only the player with the problem loses the total; no winner until it is fixed
    assert helper.score.score_model._blank == {1} and helper.score.score_model.sheet.players[0].breakdown["fields"] == 5
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any(t.startswith("✖ Player 2: ") and "A31" in t for t in texts)
    assert bruno.rows[0].card.problem
    ana.paint(CUBE_TOOL, ["3,3"])  # a cube on an empty space
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any(t.startswith("✖ Player 1: ") for t in texts) and "3,3" in ana.problem_cells
    helper.undo_stack.undo()
    helper.undo_stack.undo()
    assert helper.problems.count() == 0 and not bruno.cards
    assert helper.score.score_model.sheet.players[0].breakdown["animals"] == 17
    helper.undo_stack.undo()
    helper.undo_stack.undo()
    helper.undo_stack.undo()
    assert ana.spaces == {} and helper.score.score_model.sheet.players[0].total == 0


def test_coordinates_toggle_writes_the_log_names_on_spaces_and_central_spaces(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(screen.game, {"players": 2}, 4, ["human", "human"], ["Ana", "Bruno"], pace_ms=5)
    screen.start(session)
    screen.act_coords.setChecked(True)
    cell, space = screen.boards.cell_item(("cell", 1, "2,1")), screen.market.cell_item(("space", "C2"))
    assert cell._show_coordinate and cell.coordinate == "2,1" and space.coordinate == "C2"
    screen.market.cellClicked.emit(("space", "C2"))
    hand = next(k for k in screen.market.cells() if k[0] == "hand")
    assert screen.market.cell_item(hand).coordinate == ""  # a token in hand has no place name
    assert screen.market.cell_item(hand)._show_coordinate  # cells made later follow the toggle
    screen.act_coords.setChecked(False)
    session.stop()


def test_the_last_round_notice_follows_the_engines_trigger(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(screen.game, {"players": 2}, 4, ["human", "human"], ["Ana", "Bruno"], pace_ms=5)
    screen.start(session)
    assert not screen.last_round.isVisibleTo(screen)
    session.state.triggered = True  # e.g. the pouch ran short at the last refill (§5.7)
    screen.refresh()
    assert screen.last_round.isVisibleTo(screen)
    session.stop()


def test_the_harmonies_ui_imports_only_the_game_its_data_and_its_view_model():
    """docs/architecture.md §5 (from engine to screen): no state or action classes, no bit masks."""
    import ast
    from pathlib import Path

    allowed = {"gardenapp.games.harmonies.GAME", "gardenapp.games.harmonies.data", "gardenapp.games.harmonies.view"}
    folder = Path(__file__).resolve().parents[2] / "gardenapp" / "ui" / "games" / "harmonies"
    for name in ("play.py", "painting.py"):
        tree = ast.parse((folder / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and "games" in node.module and node.level == 4:
                base = "gardenapp." + node.module
                modules = {base + "." + a.name if base == "gardenapp.games.harmonies" else base for a in node.names}
                assert modules <= allowed, (name, modules)


def _hand_image(screen, key):
    """The hand cell ``key`` painted alone on white, as a QImage."""
    from PySide6.QtGui import QImage, QPainter

    item = screen.market.cell_item(key)
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    qp = QPainter(image)
    qp.translate(-rect.left() + 1, -rect.top() + 1)
    screen._paint_market_item(qp, item)
    qp.end()
    return image


def _top_row(image) -> int:
    for y in range(image.height()):
        if any(image.pixelColor(x, y).name() != "#ffffff" for x in range(image.width())):
            return y
    return image.height()


def test_clicking_the_chosen_token_as_the_prompt_says_keeps_it_and_the_board_click_places_it(qtbot):
    """harmonies §5.1 and §5.3 (place the 3 tokens taken): after a central space the first token is chosen; the
    prompt asks for "a token in your hand, then a highlighted space", so clicking that token keeps the
    choice and the next click on a highlighted space places it (it used to deselect it and the board
    click was refused). The chosen token is drawn raised with a thicker ring, not in another colour only."""
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(screen.game, {"players": 2}, 4, ["human", "human"], ["Ana", "Bruno"], pace_ms=5)
    screen.start(session)
    screen.market.cellClicked.emit(("space", "C2"))
    chosen = screen.selector.source
    assert chosen is not None and chosen[0] == "hand" and len(session.state.hand) == 3
    others = sorted(k for k in screen.market.cells() if k[0] == "hand" and k != chosen)
    lifted = _hand_image(screen, chosen)
    screen.market.cellClicked.emit(chosen)  # the instructed click
    assert screen.selector.source == chosen
    assert "chosen" in screen.status.text() and "not a move" not in screen.status.text()
    assert chosen not in screen.market.highlight() and set(others) <= screen.market.highlight()
    targets = sorted(k for k in screen.boards.highlight() if k[0] == "cell")
    assert targets and set(targets) == {("cell", 0, t) for s, (_, _, t) in screen.vm.pairs if s == chosen}
    screen.boards.cellClicked.emit(targets[0])
    assert len(session.state.hand) == 2 and targets[0] in screen.boards.marked()
    placed = next(sp for sp in screen.vm.players[0].spaces if ("cell", 0, sp.cell) == targets[0])
    assert placed.colours == (chosen[1],)
    # another token changes the choice; Esc still lets go of it
    if others and others[0] in screen.market.cells():
        screen.market.cellClicked.emit(others[0])
        assert screen.selector.source == others[0]
    screen.cancel_selection()
    assert screen.selector.source is None
    # the look: the same token chosen is raised (its top row higher) and ringed,
    # which it is not when not chosen
    key = next(k for k in screen.market.cells() if k[0] == "hand")
    plain = _hand_image(screen, key)
    screen.market.cellClicked.emit(key)
    assert screen.selector.source == key
    raised = _hand_image(screen, key)
    assert _top_row(raised) < _top_row(plain)
    from gardenapp.ui.games.harmonies import painting

    accent = painting.ACCENT.name()

    def ring_pixels(image):
        return sum(
            1 for y in range(image.height()) for x in range(image.width()) if image.pixelColor(x, y).name() == accent
        )

    assert ring_pixels(raised) > ring_pixels(plain) and ring_pixels(lifted) > 0
    session.stop()
