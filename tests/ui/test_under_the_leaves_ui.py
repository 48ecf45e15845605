"""The Under the Leaves screens (docs/architecture.md §6.2): a person plays by clicking
highlighted items (a market tile, its side and rotation, a position, the
arrival choices); highlighted == legal at every step; undo within a turn;
the score helper enters a board and scores it like ``gardenapp score``;
a language switch relabels."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from gardenapp import cli
from gardenapp.core import registry
from gardenapp.games.under_the_leaves import data
from gardenapp.ui.games.under_the_leaves import create_play_screen, create_score_helper
from gardenapp.ui.games.under_the_leaves.play import HEAD
from gardenapp.ui.i18n import LanguageManager
from gardenapp.ui.session import HUMAN, GameSession

EXAMPLES = Path(__file__).resolve().parents[2] / "gardenapp" / "games" / "under_the_leaves" / "examples"
GAME = registry.get("under_the_leaves")
CHOICE_CARDS = {
    "dwellers": "chosen",
    "leaf_card": "thoughtful",
    "puddle_card": "friendly",
    "mushroom_card": "collector",
}


def screen_with(qtbot, seats, players=2, seed=11, **options):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    names = ["Ana", "Bruno", "Carla", "Daniel"][:players]
    opts = dict(GAME.default_options(), players=players, **options)
    session = GameSession(GAME, opts, seed, seats, names, pace_ms=1)
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


def finish_turn(screen, session, rng) -> None:
    """Click highlighted arrival choices until the turn is over."""
    while session.human_to_move and session.state.phase() in ("choose_square", "choose_field"):
        keys = sorted(lit(screen))
        assert keys and all(k[0] in ("square", "field") for k in keys)
        press(screen, rng.choice(keys))


def test_a_person_plays_turns_by_clicking_highlighted_items_against_the_computer(qtbot):
    screen, session = screen_with(qtbot, [HUMAN, "easy"], **CHOICE_CARDS)
    rng = random.Random(3)
    for _turn in range(3):
        qtbot.waitUntil(lambda: session.human_to_move or session.state.is_over, timeout=10000)
        before = len(session.log)
        market = sorted(k for k in lit(screen) if k[0] == "market")
        assert len(market) == 3 and not any(k[0] == "place" for k in lit(screen))
        press(screen, market[1])
        assert session.state.phase() == "place"
        tile = screen.view_model.selected
        screen.rotate(1)
        screen.flip()
        assert (screen.side, screen.rotation) == ("B", 1)
        places = sorted(k for k in lit(screen) if k[0] == "place")
        assert places and all(k[1] == 0 and k[3:] == ("B", 1) for k in places)
        screen._hovered(places[0])  # the preview follows the mouse
        assert screen._hover_at == places[0][2]
        press(screen, places[0])
        finish_turn(screen, session, rng)
        mine = [e for e in session.log[before:] if e.player == 0]
        laid = [ev for e in mine for ev in e.events if ev.kind == "place"]
        assert laid and laid[0].message.params["tile"] == tile and laid[0].message.params["side"].template == "B"
        assert any("laid at" in screen.log.entry_text(i) for i in range(before, screen.log.entry_count()))
        assert "takes tile" in screen.log.entry_text(before)
    session.stop()


def test_a_click_on_the_chosen_market_tile_turns_it_and_an_illegal_click_says_why(qtbot):
    screen, session = screen_with(qtbot, [HUMAN, HUMAN])
    press(screen, ("field", 0, "0,0"))  # a field of the garden: the engine's reason (docs/architecture.md §3.3)
    assert screen.status.text() == "Choose a tile of the market first" and not session.log
    press(screen, ("market", 0))
    press(screen, ("market", 0))  # the chosen one: a quarter turn
    assert screen.rotation == 1 and session.state.phase() == "place"
    press(screen, ("market", 2))  # another one: the choice switches, unturned
    assert screen.view_model.selected == screen.view_model.market[2].tile and screen.rotation == 0
    session.stop()


@pytest.mark.parametrize("players", [2, 4])
def test_every_highlighted_item_is_legal_and_every_legal_action_is_highlighted(qtbot, players):
    """Hot seat, every seat a person clicking a random highlighted item,
    turning the tile at random, through whole turns with arrival choices."""
    screen, session = screen_with(qtbot, [HUMAN] * players, players, seed=5 + players, **CHOICE_CARDS)
    rng = random.Random(players)
    phases = set()
    steps = 0
    while not session.state.is_over and steps < (400 if players == 2 else 160):
        steps += 1
        vm = screen.view_model
        state = session.state
        phases.add(vm.phase)
        assert set(vm.targets.values()) == set(state.legal_actions())  # the view model: all and only
        shown = {k for k in vm.targets if k[0] != "place" or k[3:] == (screen.side, screen.rotation)}
        assert lit(screen) == shown  # the screen: exactly those
        assert shown <= cells(screen)  # each drawn as a cell
        if vm.phase == "place":
            if steps % 7 == 0:  # every side and rotation together highlight every placement
                seen = set()
                for _ in range(2):
                    for _ in range(4):
                        seen |= {k for k in lit(screen) if k[0] == "place"}
                        screen.rotate(1)
                    screen.flip()
                assert seen == set(vm.keys_in("place"))
            for _ in range(rng.randrange(3)):
                screen.rotate(1)
            if rng.random() < 0.5:
                screen.flip()
        press(screen, rng.choice(sorted(lit(screen), key=repr)))
    assert {"take", "place", "choose_field"} <= phases, phases
    if players == 2:
        assert session.state.is_over and screen._end_dialog is not None
    screen.stop()


def test_undo_within_the_turn_goes_back_step_by_step_and_never_across_the_draw(qtbot):
    screen, session = screen_with(qtbot, [HUMAN, "easy"], seed=21)
    qtbot.waitUntil(lambda: session.human_to_move, timeout=5000)
    market = sorted(k for k in lit(screen) if k[0] == "market")
    press(screen, market[0])
    assert session.state.phase() == "place" and screen.act_undo.isEnabled()
    screen.act_undo.trigger()
    assert session.state.phase() == "take" and set(lit(screen)) == set(market)
    press(screen, market[2])
    press(screen, sorted(k for k in lit(screen) if k[0] == "place")[0])
    finish_turn(screen, session, random.Random(1))
    qtbot.waitUntil(lambda: session.human_to_move, timeout=10000)  # the computer played after the draw
    assert not screen.act_undo.isEnabled()
    session.stop()


def test_arrivals_are_drawn_where_the_rules_put_them(qtbot):
    """Hummingbirds on nests, bees on their sectors, dwellers on their fields,
    as the view model says (the decoration paints them; here its inputs)."""
    screen, session = screen_with(qtbot, [HUMAN, HUMAN], seed=3)
    bot = GAME.make_bot("easy", 1)
    while len(session.log) < 30 and not session.state.is_over:
        session.play(bot.choose(session.state.view_for(session.state.current_player)))
    vm = screen.view_model
    g = vm.gardens[0]
    assert sum(s.bees for s in g.sectors) == g.totals["bees"]
    assert sum(t.hummingbirds for t in g.tiles) == g.totals["hummingbirds"]
    assert {("field", 0, f.at) for f in g.fields} <= cells(screen)
    marked = {k for scene in screen.scenes for k in scene.marked()}
    assert marked and all(k[0] == "field" for k in marked)  # the last turn's fields
    # each arrival is logged with the fields that earned it
    row, event = next((i, ev) for i, e in enumerate(session.log) for ev in e.events if ev.kind == "bees")
    assert "[" + " ".join(event.places) + "]" in screen.log.entry_text(row)
    image = screen.garden_view.grab()
    assert not image.isNull()
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
    assert [p.total for p in sheet.players] == [p.total for p in original.players]
    assert [w.template for w in sheet.warnings] == [w.template for w in original.warnings]


def lay_by_clicks(helper, page, tiles) -> tuple[int, int]:
    """Lay ``tiles`` (file entries with tile, at, side, rotation) as a person
    would: pick the tile, R / F until it shows that way, click the garden.
    Returns (clicks, keys)."""
    clicks = keys = 0
    for t in tiles:
        helper.picker.scene.cellClicked.emit(t["tile"])
        clicks += 1
        while helper.side != t.get("side", "F"):
            helper.flip_pick()
            keys += 1
        while helper.rotation != t.get("rotation", 0):
            helper.turn_pick(1)
            keys += 1
        tx, ty = (int(v) for v in t["at"].split(","))
        page.scene.cellClicked.emit(f"{2 * tx},{2 * ty}")
        clicks += 1
    return clicks, keys


def test_entering_a_full_garden_from_the_picker_counts_the_clicks_and_prefills(qtbot, capsys, tmp_path):
    example = json.loads((EXAMPLES / "greedy_game_2p.json").read_text())
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    target = example["players"][0]
    page = helper.tabs.widget(0)
    helper.card_combos[data.LEAF].setCurrentIndex(
        helper.card_combos[data.LEAF].findData(
            next(c for c in example["options"]["cards"] if data.CARD_BY_ID[c].type == data.LEAF)
        )
    )
    for t in (data.PUDDLE_TYPE, data.MUSHROOM):
        cid = next(c for c in example["options"]["cards"] if data.CARD_BY_ID[c].type == t)
        helper.card_combos[t].setCurrentIndex(helper.card_combos[t].findData(cid))
    clicks, keys = lay_by_clicks(helper, page, target["tiles"])
    entered = helper.to_dict()["players"][0]
    key = lambda t: (t["at"], t["tile"], t["side"], t["rotation"])  # noqa: E731
    assert sorted(map(key, entered["tiles"])) == sorted(map(key, target["tiles"]))
    # the hummingbirds are computed and pre-filled (§8 level 2)
    assert page.counts["hummingbirds"].value() == target["pawns"]["hummingbirds"]
    typed = 0
    for k, v in target["pawns"].items():
        if page.counts[k].value() != v:
            page.counts[k].setValue(v)
            typed += 1
    with capsys.disabled():
        print(
            f"\nfull garden of {len(target['tiles'])} tiles: {clicks} clicks + {keys} R/F keys + {typed} counts typed"
        )
    assert clicks == 2 * len(target["tiles"])
    helper.undo_stack.undo()  # one undo step per typed count
    helper.undo_stack.redo()
    saved = tmp_path / "entered.json"
    saved.write_text(json.dumps(helper.to_dict()))
    capsys.readouterr()
    assert cli.main(["score", str(saved), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert helper.score.score_model.sheet.players[0].total == printed["players"][0]["total"]


def test_painting_fields_identifies_the_tile_and_one_stroke_is_one_undo_step(qtbot):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page = helper.tabs.widget(0)
    helper.pick("S1")  # the starting tile at 0,0
    page.scene.cellClicked.emit("0,0")
    # G01 front at 1,0: green* orange / pink pink, field by field
    paint = [("2,0", "green", True), ("3,0", "orange", False), ("3,1", "pink", False), ("2,1", "pink", False)]
    for cell, kind, mush in paint:
        helper.set_kind(kind)
        helper.set_mushroom(mush)
        page.scene.strokeStarted.emit()
        page.scene.cellClicked.emit(cell)
        page.scene.strokeEnded.emit()
    tiles = helper.to_dict()["players"][0]["tiles"]
    assert {"tile": "G01", "at": "1,0", "side": "F", "rotation": 0} in tiles
    helper.undo_stack.undo()
    assert {"at": "1,0", "fields": ["green*", "orange", "pink", ""]} in helper.to_dict()["players"][0]["tiles"]
    helper.undo_stack.redo()
    # a drag over two fields is one step
    helper.set_tool("erase")
    page.scene.strokeStarted.emit()
    page.scene.cellClicked.emit("3,0")
    page.scene.cellDragged.emit("3,1")
    page.scene.strokeEnded.emit()
    assert helper.result.text()  # the problem is named, nothing crashes
    helper.undo_stack.undo()
    assert {"tile": "G01", "at": "1,0", "side": "F", "rotation": 0} in helper.to_dict()["players"][0]["tiles"]


def test_typed_counts_are_never_overwritten_and_lower_bounds_are_warnings(qtbot):
    example = json.loads((EXAMPLES / "greedy_game_2p.json").read_text())
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    assert helper.open_path(str(EXAMPLES / "greedy_game_2p.json"))
    page = helper.tabs.widget(0)
    page.counts["bees"].setValue(0)  # below what the garden guarantees
    page.counts["hummingbirds"].setValue(0)
    problems = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("bees" in p for p in problems) and any("hummingbirds" in p for p in problems)
    assert helper.score.score_model.sheet is not None  # warnings never block the score
    page.click_order((0, 0))  # another edit: the typed 0 stays
    assert page.counts["hummingbirds"].value() == 0
    assert example["players"][0]["pawns"]["hummingbirds"] > 0


# -- languages -----------------------------------------------------------------------------------


class Marker(QTranslator):
    """Every string of this game's screens as "[x] source": proves they are relabelled."""

    CONTEXTS = {"LeavesPlayScreen", "LeavesScoreHelper", "LeavesPlayerPage", "LeavesArt"}

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"[x] {source}" if context in self.CONTEXTS else None

    def isEmpty(self):  # noqa: N802 - Qt override
        return False


def test_a_language_switch_relabels_the_screen_and_the_helper(qtbot, qapp):
    manager = LanguageManager.instance() or LanguageManager()
    screen, session = screen_with(qtbot, [HUMAN, HUMAN])
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    field = screen.gardens.cell_item(("field", 0, "0,0"))
    english = field.toolTip()
    marker = Marker()
    qapp.installTranslator(marker)
    try:
        manager.languageChanged.emit("xx")
        qtbot.wait(20)
        assert screen.rotate_button.text().startswith("[x] Rotate")
        assert helper.tool_buttons["tile"].text().startswith("[x] Lay")
        assert helper.tabs.widget(0).level1.text().startswith("[x] ")
    finally:
        qapp.removeTranslator(marker)
        manager.languageChanged.emit("en")
        qtbot.wait(20)
    assert field.toolTip() == english and screen.rotate_button.text() == "Rotate (R)"
    manager.set_language("pl", save=False)
    qtbot.wait(20)
    try:
        assert screen.act_undo.text() != "Undo"  # the kit's own strings are translated
    finally:
        manager.set_language("en", save=False)
        qtbot.wait(20)
    session.stop()


def test_the_new_game_dialog_enables_the_card_lists_only_when_chosen_and_marks_solo_unofficial(qtbot):
    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    dialog = screen.new_game_dialog()
    qtbot.addWidget(dialog)
    assert not dialog.option_widget("leaf_card").isEnabled()
    dialog.set_option("dwellers", "chosen")
    dialog.set_option("puddle_card", "shy")
    assert dialog.option_widget("leaf_card").isEnabled()
    assert dialog.options()["puddle_card"] == "shy"
    dialog.players.setValue(1)
    assert dialog.solo_note.isVisibleTo(dialog) and "unofficial" in dialog.solo_note.text()
    dialog.players.setValue(3)
    assert not dialog.solo_note.isVisibleTo(dialog)


def test_a_tile_the_engine_finds_wrong_is_outlined_and_its_problem_listed(qtbot):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page = helper.tabs.widget(0)
    helper.pick("S1")
    page.scene.cellClicked.emit("0,0")
    for cell, kind in (("2,0", "yellow"), ("3,0", "yellow"), ("3,1", "yellow"), ("2,1", "yellow")):
        helper.set_kind(kind)  # no tile has four yellow fields (§1.3)
        page.scene.cellClicked.emit(cell)
    assert page.problem_tiles == {(1, 0)}
    assert "matches no tile" in helper.problems.item(0).text()
    for cell, kind, mush in (("2,0", "purple", True), ("3,0", "pink", False)):  # now G07 front
        helper.set_kind(kind)
        helper.set_mushroom(mush)
        page.scene.cellClicked.emit(cell)
    assert page.problem_tiles == set()
    assert {"tile": "G07", "at": "1,0", "side": "F", "rotation": 0} in helper.to_dict()["players"][0]["tiles"]


def test_an_edit_parses_the_board_once_and_an_opened_files_problem_outlines_its_own_tile(qtbot, tmp_path, monkeypatch):
    """The helper is on the base's hooks: one parse of the board file per edit (the pre-fill parses
    the player's own garden apart), and a problem's path names the tile by its index in the file as
    opened, whatever order the file lists its tiles in."""
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    page = helper.tabs.widget(0)
    helper.pick("S1")
    page.scene.cellClicked.emit("0,0")
    parses = []
    real = helper.game.board_from_dict
    monkeypatch.setattr(helper.game, "board_from_dict", lambda d: (parses.append(d is helper._current), real(d))[1])
    helper.set_kind("yellow")
    page.scene.cellClicked.emit("2,0")
    assert parses.count(True) == 1
    monkeypatch.undo()
    d = {
        "format": "gardenapp-board",
        "version": 1,
        "game": "under_the_leaves",
        "options": {"cards": list(data.FIRST_GAME)},
        "players": [
            {
                "name": "Ana",
                "pawns": {"bees": 0, "hummingbirds": 0, "leaf": 0, "puddle": 0, "mushroom": 0},
                "tiles": [{"at": "1,0", "fields": ["yellow"] * 4}, {"tile": "S1", "at": "0,0"}],
            }
        ],
    }
    path = tmp_path / "unsorted.json"
    path.write_text(json.dumps(d))
    assert helper.open_path(str(path))
    page = helper.tabs.widget(0)
    assert "matches no tile" in helper.problems.item(0).text()
    assert page.problem_tiles == {(1, 0)}  # tiles[0] of the file, not the first sorted
    helper.file_dict()  # writing the entries (a save) changes nothing
    helper.retranslate()  # a recompute of the file as opened
    assert page.problem_tiles == {(1, 0)}


def test_level_3_choices_are_entered_with_the_choices_tool_and_checked_by_the_replay(qtbot):
    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    assert helper.open_path(str(EXAMPLES / "small_garden_replay.json"))
    page = helper.tabs.widget(0)
    assert page.order and helper.score.score_model.sheet is not None
    helper.set_tool("choice")
    page.scene.cellClicked.emit("1,1")  # no card of this game asks for a choice
    assert helper.to_dict()["players"][0]["choices"] == ["1,1"]
    problems = [helper.problems.item(i).text() for i in range(helper.problems.count())]
    assert any("left over" in p for p in problems)
    page.scene.cellClicked.emit("1,1")  # the last one again: taken back
    assert "choices" not in helper.to_dict()["players"][0]
    assert helper.score.score_model.sheet is not None


def test_overlapping_thoughtful_squares_are_chosen_by_clicking_a_highlighted_square(qtbot):
    """§5.5 / §7 A4 (the position of tests/under_the_leaves test_5_5_thoughtful...): each candidate
    square is a small cell at its centre, keyed by the view model's ("square", player, NW field)."""
    from gardenapp.games.under_the_leaves.actions import PlaceTile, TakeTile
    from tests.under_the_leaves.helpers import with_tiles
    from tests.under_the_leaves.test_turns import fresh, with_market

    s = with_market(fresh(cards=("thoughtful", "diver", "host")), "G04", "G20", "G21")
    s = with_tiles(s, 0, (1, 0, "G* O P P"), (2, 0, "O Y Y P*"), (2, 1, "P* G Y Y"))
    s = s.apply(TakeTile("G04")).apply(PlaceTile("G04", "1,1", "F", 2))
    screen, session = screen_with(qtbot, [HUMAN, HUMAN])
    session._state = s  # the position, as if played here
    screen.refresh()
    squares = {("square", 0, "2,1"), ("square", 0, "3,1")}
    assert lit(screen) == squares and squares <= cells(screen)
    leaf = s.gardens[0].pawns[2]
    press(screen, ("square", 0, "3,1"))
    assert session.state.gardens[0].pawns[2] == leaf + 1 and session.state.current_player == 1
    assert ("square", 0, "3,1") not in cells(screen)  # the choice cells leave with the step
    pawn = next(p for p in screen.view_model.gardens[0].pawns if p.card == "thoughtful" and p.at == "3,1")
    assert pawn.place == "square"
    session.stop()


def test_with_four_players_the_persons_garden_is_drawn_large(qtbot):
    from gardenapp.ui.games.under_the_leaves.play import F

    screen, session = screen_with(qtbot, [HUMAN, "easy", "easy", "easy"], 4)
    assert screen._fs == {0: F, 1: F / 2, 2: F / 2, 3: F / 2}
    regions = screen._regions
    assert all(not regions[a].intersects(regions[b]) for a in regions for b in regions if a < b)
    session.stop()


def test_the_garden_header_says_the_score_tables_total_with_the_majority_bonus_apart(qtbot):
    """under_the_leaves §6.2 and §6.3: the score is the pawns, majority bonus included. Each garden's
    name row says the score table's total at every moment, and the pawns in the garden and the bonus
    apart when there is a bonus; at the end of a seeded game it is the final total ("13 points"), not
    the pawns alone ("11 pawns")."""
    screen, session = screen_with(qtbot, [HUMAN, HUMAN], 2, seed=21)
    rng = random.Random(21)
    checked_live = False
    while not session.state.is_over:
        if not checked_live and session.state.turns >= 6:
            sheet = screen.named_sheet()
            for p, ps in enumerate(sheet.players):
                assert screen.head_text(p, screen.view_model).startswith(f"{ps.name} — {ps.total} points")
                # the row shared with "Your turn" keeps the total only, so it stays readable
                assert screen.head_text(p, screen.view_model, detail=False) == f"{ps.name} — {ps.total} points"
            checked_live = True
        screen.play(rng.choice(sorted(session.state.legal_actions(), key=repr)))
    assert checked_live
    sheet = screen.named_sheet(final=True)
    vm = screen.view_model
    bonuses = [ps.breakdown["majority_bonus"] for ps in sheet.players]
    assert any(bonuses), "the seed gives someone a majority bonus"
    for p, ps in enumerate(sheet.players):
        text = screen.head_text(p, vm)
        pawns = vm.gardens[p].live_score
        assert pawns + bonuses[p] == ps.total
        if bonuses[p]:
            assert text == f"{ps.name} — {ps.total} points ({pawns} pawns + {bonuses[p]} majority bonus)"
            assert ps.total != pawns
        else:
            assert text == f"{ps.name} — {ps.total} points"
    screen.stop()


def test_at_the_end_the_gardens_fill_their_view_at_one_scale(qtbot):
    """under_the_leaves §6.1 (the end: nothing more is laid): the gardens' regions hold their tiles
    only, no margin of open positions, so the fields are drawn larger than during the game; every
    garden keeps one field size so that the gardens compare."""
    screen, session = screen_with(qtbot, [HUMAN, HUMAN], 2, seed=21)
    screen.show()
    qtbot.waitExposed(screen)
    rng = random.Random(21)
    before = 0.0
    while not session.state.is_over:
        before = screen.garden_view.transform().m11() * screen._fs[0]  # a field on screen, in pixels
        screen.play(rng.choice(sorted(session.state.legal_actions(), key=repr)))
    vm = screen.view_model
    assert len({screen._fs[p] for p in range(2)}) == 1  # one scale
    widths, heights = [], []
    for g in vm.gardens:
        xs = [int(t.at.split(",")[0]) for t in g.tiles]
        ys = [int(t.at.split(",")[1]) for t in g.tiles]
        widths.append(max(xs) - min(xs) + 1)
        heights.append(max(ys) - min(ys) + 1)
    ts = 2 * screen._fs[0]
    for p in range(2):
        region = screen._regions[p]
        assert region.width() == pytest.approx(max(max(widths), 3) * ts)  # the widest garden, no margin
        assert region.height() == pytest.approx(max(max(heights), 3) * ts + HEAD)  # and its name row
    after = screen.garden_view.transform().m11() * screen._fs[0]
    assert after > before * 1.1, (before, after)
    screen.stop()
