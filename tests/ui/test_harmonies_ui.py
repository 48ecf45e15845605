"""Harmonies screens: a person plays a turn by clicking against a computer
player (highlights = the engine's legal targets), and a full board entered in
the score helper by painting scores exactly as ``gardenapp score``."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from gardenapp.cli import main as cli_main
from gardenapp.core.files import read_json, write_json_atomic
from gardenapp.games.harmonies.actions import EndTurn, PlaceToken, TakeCard, TakeSpace
from gardenapp.ui.games.harmonies import create_play_screen, create_score_helper
from gardenapp.ui.games.harmonies.scorehelper import CUBE_TOOL, PALETTE
from gardenapp.ui.session import GameSession
from gardenapp.games.harmonies import data
from gardenapp.core import hexgrid

EXAMPLE = "gardenapp/games/harmonies/examples/rulebook_full_board_side_a.json"


def board_targets(screen):
    """Cells of the person's board that the engine allows for the selected token."""
    state = screen.session.state
    p = state.current_player
    colour = screen.selected[1]
    return {(p, a.cell) for a in state.legal_actions() if isinstance(a, PlaceToken) and a.colour == colour}


def test_a_person_plays_a_turn_by_clicking_against_the_computer(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    session = GameSession(screen.game, {"players": 2, "side": "A", "spirits": True}, 11,
                          ["human", "easy"], ["Ana", "Bot"], pace_ms=5)
    screen.start(session)
    # first turn with spirits: only the two offered spirits are highlighted
    offers = [k for k, e in enumerate(screen._card_slots[0]) if e and e[0] == "offer"]
    assert len(offers) == 2
    assert screen.boards.highlight() == {("pcard", 0, k) for k in offers}
    screen.boards.cellClicked.emit(("pcard", 0, offers[0]))
    assert session.state.spirit[0] >= 0
    # the central spaces and the display are the engine's TakeSpace / TakeCard targets
    legal = session.state.legal_actions()
    assert screen.market.highlight() == (
        {("space", a.space) for a in legal if isinstance(a, TakeSpace)}
        | {("display", session.state.display.index(data.CARD_INDEX[a.card])) for a in legal
           if isinstance(a, TakeCard)})
    screen.market.cellClicked.emit(("space", 2))
    assert len(session.state.hand) == 3
    for _ in range(3):
        assert screen.selected and screen.selected[0] == "token"
        targets = board_targets(screen)
        assert targets and screen.boards.highlight() == targets
        screen.boards.cellClicked.emit(sorted(targets)[0])
    assert not session.state.hand and EndTurn() in session.state.legal_actions()
    # undo within the turn, then place again
    screen.undo()
    assert len(session.state.hand) == 1
    screen.boards.cellClicked.emit(sorted(board_targets(screen))[0])
    screen.end_button.click()
    assert session.state.current_player == 1 and "Ana" in screen.log.item(screen.log.count() - 1).text()
    # the computer plays its turn step by step on its worker thread
    qtbot.waitUntil(lambda: session.state.current_player == 0 and not session.state.offers[1], timeout=8000)
    assert screen.boards.highlight() == set()          # nothing selected yet: take tokens first
    assert any("Bot" in screen.log.item(i).text() for i in range(screen.log.count()))
    screen.set_highlight(False)
    assert not screen.market.highlight_enabled()
    session.stop()


def strokes(cells: set[str]) -> list[list[str]]:
    """Paths of neighbouring spaces covering ``cells`` (each path = one drag)."""
    left = set(cells)
    out = []

    def free_nbrs(lab):
        c = hexgrid.parse_pair(lab)
        return [hexgrid.format_pair(n) for n in hexgrid.harmonies_neighbours(c) if hexgrid.format_pair(n) in left]

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
    helper.spirits_check.setChecked(True)     # one click, for the whole file
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
            clicks["palette"] += 1           # a key (1-9, 0, Q-T) or a palette click
            for path in strokes(by_stack[sid]):
                clicks["strokes"] += 1       # one press, dragged over the path
                page.paint(sid, path)
        if "cubes_on" in entry:
            clicks["palette"] += 1
            for lab in entry["cubes_on"]:
                clicks["strokes"] += 1
                page.paint(CUBE_TOOL, [lab])
        clicks["cards"] += 2                 # open the card chooser, close it
        for card in entry["cards"]:
            clicks["cards"] += 1
            page.toggle_card(card["id"])
            row = page.rows[-1]
            if card["cubes_placed"] != row.cubes.value():
                clicks["cards"] += 1         # one click on the value the card shows
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
    # + 6 card clicks (chooser open/close + 4 cards, all complete) + 3 spirit
    # clicks = 34 clicks, plus 1 for the spirits option of the file.
    ana = per_player[0]
    print(f"clicks for Ana's full side-A board: {ana} = {sum(ana.values())}")
    assert sum(ana.values()) <= 34


def test_score_helper_shows_an_illegal_input_inline_and_undo_restores_it(qtbot):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    ana, bruno = helper.pages()
    helper.show()
    helper.activateWindow()
    qtbot.waitUntil(helper.isActiveWindow, timeout=2000)
    ana.view.setFocus()
    qtbot.keyClick(ana.view, Qt.Key_5)          # the palette's keys: 5 = mountain of 3
    assert helper.tool == 13 and ana.palette_buttons[13].isChecked()
    ana.paint(2, ["0,0", "0,1"])                # a field of two: 5 points
    assert helper.score.score_model.sheet.players[0].breakdown["fields"] == 5
    ana.toggle_card("A31")
    bruno.toggle_card("A31")                    # the same card twice: impossible
    assert helper.score.score_model.sheet is None
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("players[1].cards[0].id" in t and "A31" in t for t in texts)
    assert bruno.rows[0].card.problem
    ana.paint(CUBE_TOOL, ["3,3"])               # a cube on an empty space
    texts = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("players[0].cubes_on[0]" in t for t in texts) and "3,3" in ana.problem_cells
    helper.undo_stack.undo()
    helper.undo_stack.undo()
    assert helper.problems.count() == 0 and not bruno.cards
    assert helper.score.score_model.sheet.players[0].breakdown["animals"] == 17
    helper.undo_stack.undo()
    helper.undo_stack.undo()
    assert ana.spaces == {} and helper.score.score_model.sheet.players[0].total == 0
