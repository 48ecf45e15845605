"""How to play (docs/architecture.md §6.12): the pages shipped in resources/howto/,
the window that shows them in the current language, and the ways to open it
(Help menu, a play screen's and a score helper's Rules action, a double-click
on a rule row of the score table)."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QApplication

from gardenapp import games as _games  # noqa: F401 - announces the titles
from gardenapp import paths
from gardenapp.core import registry
from gardenapp.ui import howto, howto_examples
from gardenapp.ui.howto import HowToPlayWindow, find_page, open_howto
from gardenapp.ui.i18n import LANGUAGE_CODES

GAME_IDS = [info.id for info in registry.catalogue()]  # all five games


class _Anchors(HTMLParser):
    def __init__(self):
        super().__init__()
        self.anchors: set[str] = set()
        self.tags: set[str] = set()
        self.hrefs: list[str] = []
        self.srcs: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        for key, value in attrs:
            if key in ("id", "name") and value:
                self.anchors.add(value)
            if key == "href":
                self.hrefs.append(value or "")
            if key == "src":
                self.srcs.append(value or "")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_a_page_in_each_language_with_an_anchor_per_rule(game_id):
    rules = registry.get(game_id).descriptor.rules
    missing = [
        f"resources/howto/{game_id}/{lang}.html" for lang in LANGUAGE_CODES if howto.page_path(game_id, lang) is None
    ]
    assert not missing, f"missing pages: {', '.join(missing)}"
    for lang in LANGUAGE_CODES:
        parser = _Anchors()
        parser.feed(howto.page_path(game_id, lang).read_text(encoding="utf-8"))
        wanted = {f"rule-{r}" for r in rules} | {"overview", "turn", "scoring", "end"}
        assert wanted <= parser.anchors, f"{game_id}/{lang}.html lacks {sorted(wanted - parser.anchors)}"
        assert not parser.tags & {"script", "iframe", "link"}, f"{game_id}/{lang}.html"
        assert all(h.startswith("#") for h in parser.hrefs), f"{game_id}/{lang}.html links out: {parser.hrefs}"
        assert all(s.startswith("example:") for s in parser.srcs), f"{game_id}/{lang}.html: {parser.srcs}"


def test_pages_are_found_through_the_package_resources():
    path = howto.page_path("harmonies", "pt")
    assert path == paths.resource_path("howto", "harmonies", "pt.html")


def _shown_file(window: HowToPlayWindow) -> str:
    return (
        window.browser.source().toLocalFile().rsplit("/", 2)[-2]
        + "/"
        + window.browser.source().toLocalFile().rsplit("/", 1)[-1]
    )


def test_the_window_shows_the_current_language_and_follows_a_switch(qtbot, manager):
    manager.set_language("pt", save=False)
    window = open_howto(None, "takenoko")
    qtbot.addWidget(window)
    assert _shown_file(window) == "takenoko/pt.html" and window.shown_language == "pt"
    assert not window.notice.isVisible()
    manager.set_language("pl", save=False)
    assert _shown_file(window) == "takenoko/pl.html"
    assert "Takenoko" in window.windowTitle()
    assert window.game_combo.currentData() == "takenoko"


def test_a_missing_translation_falls_back_to_english_and_says_so(qtbot, manager, monkeypatch):
    real = howto.page_path
    monkeypatch.setattr(howto, "page_path", lambda g, lang: None if lang == "es" else real(g, lang))
    manager.set_language("es", save=False)
    window = open_howto(None, "sanssouci")
    qtbot.addWidget(window)
    assert _shown_file(window) == "sanssouci/en.html" and window.shown_language == "en"
    assert not window.notice.isHidden() and "Español" in window.notice.text()
    manager.set_language("pt", save=False)
    assert _shown_file(window) == "sanssouci/pt.html" and window.notice.isHidden()
    assert find_page("no_such_game", "pt") == (None, "pt")


@pytest.fixture
def main_window(qtbot, manager):
    from gardenapp.ui.mainwindow import MainWindow

    w = MainWindow(manager)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    return w


def test_help_menu_opens_a_chooser_at_home_and_the_current_game_on_a_screen(qtbot, main_window):
    assert main_window.howto_action in main_window.help_menu.actions()
    main_window.howto_action.trigger()
    window = main_window.findChild(HowToPlayWindow)
    assert window is not None and window.isVisible()
    assert window.game_combo.count() >= 3 and window.game_id == window.game_combo.currentData()
    window.game_combo.setCurrentIndex(window.game_combo.findData("harmonies"))
    assert _shown_file(window) == "harmonies/en.html"

    screen = main_window.open_game("takenoko", "play", ask_resume=False)
    assert screen is not None
    main_window.howto_action.trigger()
    assert main_window.findChildren(HowToPlayWindow) == [window]  # one window, reused
    assert window.game_id == "takenoko" and _shown_file(window) == "takenoko/en.html"


def test_a_play_screens_rules_action_opens_its_page(qtbot, manager):
    from gardenapp.ui.games.harmonies import create_play_screen

    screen = create_play_screen(None)
    qtbot.addWidget(screen)
    assert screen.act_rules in screen.toolbar.actions() and screen.act_rules.text() == "Rules"
    screen.act_rules.trigger()
    window = screen.findChild(HowToPlayWindow)
    assert window is not None and window.game_id == "harmonies"
    assert _shown_file(window) == "harmonies/en.html"


def test_double_clicking_a_rule_row_opens_the_page_at_that_rule(qtbot, manager):
    from gardenapp.ui.games.harmonies import create_score_helper

    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.resize(1200, 800)
    helper.show()
    helper.start(2)
    assert helper.act_rules in helper.toolbar.actions()
    table = helper.score
    row = table.score_model.sheet.rules.index("water")
    assert table.score_model.headerData(row, Qt.Vertical, Qt.ToolTipRole) == "Double-click: the rule"
    index = table.score_model.index(row, 1)
    with qtbot.waitSignal(table.ruleActivated) as signal:
        centre = table.visualRect(index).center()
        qtbot.mouseClick(table.viewport(), Qt.LeftButton, pos=centre)
        qtbot.mouseDClick(table.viewport(), Qt.LeftButton, pos=centre)
    assert signal.args == ["water"]
    window = helper.findChild(HowToPlayWindow)
    assert window is not None and window.game_id == "harmonies"
    assert window._anchor == "rule-water"
    QApplication.processEvents()
    bar = window.browser.verticalScrollBar()
    assert bar.value() > 0  # scrolled down to the water rule

    # the rule's name in the row header too, and the total row opens nothing new
    table._activate_row(table.score_model.sheet.rules.index("trees"))
    assert window._anchor == "rule-trees"
    with qtbot.assertNotEmitted(table.ruleActivated):
        table._activate_row(len(table.score_model.sheet.rules))


# -- drawn examples (docs/architecture.md §6.12: "the scoring rules with small drawn examples") ----------------


def _images(game_id: str, lang: str) -> list[str]:
    parser = _Anchors()
    parser.feed(howto.page_path(game_id, lang).read_text(encoding="utf-8"))
    return parser.srcs


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_drawn_example_of_every_page_resolves_to_a_small_sharp_image(qapp, game_id):
    refs = _images(game_id, "en")
    for lang in LANGUAGE_CODES:  # the same pictures, in the same order, in each language
        assert _images(game_id, lang) == refs, f"{game_id}/{lang}.html"
    for src in refs:
        ref = src.removeprefix("example:")
        assert ref.startswith(f"{game_id}/"), src
        image = howto_examples.render(ref, 2.0)
        example = howto_examples.lookup(ref)
        assert not image.isNull() and image.devicePixelRatio() == 2.0
        assert (image.width(), image.height()) == (2 * example.width, 2 * example.height)
        assert image.deviceIndependentSize().height() == example.height
        assert 100 <= example.height <= 260 and example.width <= 360, f"{ref}: not small"
        assert _painted_share(image) > 0.05, f"{ref} is (nearly) blank"
    if refs:  # every picture a game draws is shown on its page
        assert {f"example:{game_id}/{name}" for name in howto_examples.examples_of(game_id)} == set(refs)


def _painted_share(image) -> float:
    small = image.scaled(60, 60)
    painted = sum(small.pixelColor(x, y).alpha() > 0 for x in range(small.width()) for y in range(small.height()))
    return painted / (small.width() * small.height())


def test_an_example_is_drawn_once_per_device_pixel_ratio(qapp):
    a = howto_examples.render("harmonies/river", 1.0)
    assert howto_examples.render("harmonies/river", 1.0) is a
    b = howto_examples.render("harmonies/river", 1.5)
    assert b is not a and b.width() == round(a.width() * 1.5)


def test_an_unknown_example_fails_loudly_but_never_closes_the_window(qtbot, manager, caplog):
    for ref in ("harmonies/no_such_picture", "no_such_game/trees", "harmonies", "../harmonies/trees"):
        with pytest.raises(howto_examples.UnknownExample):
            howto_examples.lookup(ref)
    window = open_howto(None, "harmonies")
    qtbot.addWidget(window)
    with caplog.at_level("ERROR"):
        image = window.browser.loadResource(
            QTextDocument.ResourceType.ImageResource.value, QUrl("example:harmonies/no_such_picture")
        )
    assert isinstance(image, QImage) and image.isNull()
    assert "harmonies/no_such_picture" in caplog.text


def test_the_window_draws_the_pages_pictures_at_its_pixel_ratio(qtbot, manager):
    window = open_howto(None, "harmonies", rule="water")
    qtbot.addWidget(window)
    image = window.browser.loadResource(QTextDocument.ResourceType.ImageResource.value, QUrl("example:harmonies/river"))
    assert image.devicePixelRatio() == window.browser.devicePixelRatioF()
    assert image.deviceIndependentSize().toSize() == QSize(200, 250)
    # the page's images are laid out at their logical size: the document holds them
    doc = window.browser.document()
    block = doc.begin()
    names = []
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                names.append(fmt.toImageFormat().name())
            it += 1
        block = block.next()
    assert "example:harmonies/river" in names


def test_harmonies_pictures_score_what_they_say(qapp):
    """docs/rules/harmonies.md §6.1, §6.2, §6.4, §6.5: the engine scores each drawn board
    (placed on side A) as its picture and caption say."""
    from gardenapp.games.harmonies import data, garden, scoring
    from gardenapp.ui.games.harmonies.howto_examples import BOARDS

    side = garden.SIDES["A"]
    for name, board in BOARDS.items():
        stacks = [0] * side.size
        for (c, r), colours in board.pieces.items():
            stacks[side.index[f"{c},{r}"]] = data.STACK_ID[tuple(data.COLOURS.index(x) for x in colours)]
        rules = {
            rule: points
            for rule, points, _ in scoring.player_rules(side, garden.stack_masks(side, stacks), (), -1, False)
        }
        assert rules[board.rule] == board.points, name
        assert sum(int(t) for t in board.tags.values()) in (0, board.points), name


def test_sanssouci_pictures_score_what_they_say(qapp):
    """docs/rules/sanssouci.md §3.3 (a noble ends in its own column, lower, on an ornament,
    walking over filled spaces only: scores the row), docs/rules/sanssouci.md §4.2 (completed rows and
    columns) and docs/rules/sanssouci.md §4.3 (missions): the engine agrees with each drawn garden."""
    from gardenapp.games.sanssouci import garden as g
    from gardenapp.games.sanssouci import scoring
    from gardenapp.ui.games.sanssouci.howto_examples import GARDENS

    tables = scoring.Tables.from_data()
    for name, garden in GARDENS.items():
        cells = garden.cells()
        assert all(cells.get((1, c)) == "printed" for c in range(1, 10)), (
            name
        )  # docs/rules/sanssouci.md §1.2: row 1 printed
        for col, row in enumerate(garden.nobles, 1):
            assert row == 0 or cells.get((row, col)) in ("printed", "ornament"), (name, col)
        mask = {
            state: g.mask_of([c for c, s in cells.items() if s in states])
            for state, states in (
                ("printed", {"printed"}),
                ("filled", {"printed", "ornament", "gardener"}),
                ("orn", {"printed", "ornament"}),
            )
        }
        score = scoring.player_score(
            scoring.Garden(name, 0, mask["printed"], mask["filled"], mask["orn"], garden.nobles, garden.missions),
            tables,
        )
        rules = {rule.rule: rule.points for rule in score.rules}
        for rule, points in garden.points.items():
            assert rules[rule] == points, (name, rule)
        if garden.walk:
            (r0, col), (r1, end_col) = garden.walk[0], garden.walk[-1]
            assert end_col == col and r1 > r0 and cells.get((r1, col)) in ("printed", "ornament")
            assert all(c in cells for c in garden.walk)  # filled spaces only
            assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in zip(garden.walk, garden.walk[1:]))
            assert (r0 + 1, col) not in cells  # the way straight down is empty: the walk goes round
            assert g.flood(g.bit(r0, col), mask["filled"]) & g.bit(r1, col)


def test_takenoko_pictures_score_what_they_say(qapp):
    """docs/rules/takenoko.md §3.1.2 (a shape of irrigated plots, extra plots do not hurt),
    docs/rules/takenoko.md §3.2 (exact heights, the improvement shown or none), §3.3 (the sections
    held) and docs/rules/takenoko.md §6.3 (channels between plots, connected to a pond corner): the
    engine fulfils each drawn card with exactly the plots the picture rings."""
    from gardenapp.core import hexgrid
    from gardenapp.games.takenoko import scoring
    from gardenapp.games.takenoko.data import CARD_BY_ID
    from gardenapp.ui.games.takenoko.howto_examples import POND, SCENES

    for name, scene in SCENES.items():
        card = CARD_BY_ID[scene.card]
        garden = scoring.Garden(
            {cell: scoring.PlotInfo(p.colour, p.improvement, p.printed, p.bamboo) for cell, p in scene.plots.items()},
            scene.channels,
        )
        assert garden.irrigated() == set(garden.plots), name  # every plot is drawn with its drop
        network = {v for e in garden.channels for v in hexgrid.edge_endpoints(*sorted(e))}
        joined = {v for v in network if POND in v}
        assert not garden.channels or joined, name
        grown = True
        while grown:  # every channel reaches the pond through channels (docs/rules/takenoko.md §6.3 b)
            grown = False
            for e in garden.channels:
                ends = set(hexgrid.edge_endpoints(*sorted(e)))
                if ends & joined and not ends <= joined:
                    joined |= ends
                    grown = True
        assert network <= joined and all(set(e) <= set(garden.plots) for e in garden.channels), name
        if scene.stomach != (0, 0, 0):
            assert scoring.panda_satisfied(card, scene.stomach), name
            assert tuple(h - n for h, n in zip(scene.stomach, card.needs)) == (0, 0, 1)  # the pink stays
            continue
        found = scoring.fulfilling_cell_sets(garden, card)
        assert found, name
        assert set().union(*found) == set(scene.counts), name


def test_a_language_switch_redraws_the_lettered_pictures(qtbot, manager):
    """Takenoko's plots carry their colour's letter in the current language (G/V/Z...)."""
    window = open_howto(None, "takenoko")
    qtbot.addWidget(window)
    url = QUrl("example:takenoko/plot")
    kind = QTextDocument.ResourceType.ImageResource.value
    english = window.browser.loadResource(kind, url)
    manager.set_language("pl", save=False)
    polish = window.browser.loadResource(kind, url)
    assert polish is not english and polish != english
    manager.set_language("en", save=False)
    assert window.browser.loadResource(kind, url) is english


def test_azul_pictures_score_what_they_say(qapp):
    """docs/rules/azul_queens_garden.md §5 (groups, a hexagon in a colour group and a
    pattern group), docs/rules/azul_queens_garden.md §7.1 (storage) and §7.2 (groups of 3 or more, +6 for 6):
    the engine finds exactly the outlined groups, with the same points."""
    from gardenapp.games.azul_queens_garden import data, garden, scoring
    from gardenapp.ui.games.azul_queens_garden.howto_examples import GARDENS

    for name, drawn in GARDENS.items():
        g = garden.Garden()
        for cell, hexagon in drawn.hexagons.items():
            colour, pattern = hexagon.split("-")
            g = g.with_hex(data.COLOUR_INDEX[colour] * 6 + data.PATTERN_INDEX[pattern], garden.bit_of(cell))
        found = {
            (data.CRITERIA[crit], frozenset(garden.labels(mask)), points) for crit, points, mask in scoring.groups(g)
        }
        wanted = {
            (group.criterion, frozenset(f"{q},{r}" for q, r in group.cells), group.points) for group in drawn.groups
        }
        assert found == wanted, name
        for group in drawn.groups:  # the sum written under the picture adds up
            left, _, right = group.sum.partition(" = ")
            assert sum(int(x) for x in left.split(" + ")) == int(right) == group.points, name
    flower = data.PATTERN_INDEX["flower"] + 6 * data.COLOUR_INDEX["yellow"]
    assert scoring.storage_amount(2, [flower], []) == -2  # the storage picture: 2 jokers, a flower tile


def test_under_the_leaves_pictures_score_what_they_say(qapp):
    """docs/rules/under_the_leaves.md §1.4/§1.5 (real tiles, each once), §5.2 (bees: the
    k-th separate sector of a colour brings k), docs/rules/under_the_leaves.md §5.3 (hummingbirds), §5.8 Host
    and docs/rules/under_the_leaves.md §6.2 (majority): laying the same tiles with the engine gives what each
    picture shows."""
    from gardenapp.games.under_the_leaves import data
    from gardenapp.games.under_the_leaves import garden as engine
    from gardenapp.ui.games.under_the_leaves.howto_examples import GARDENS, MAJORITY

    for name, drawn in GARDENS.items():
        assert drawn.start[0] in data.START_IDS and len({t for _, t, _ in drawn.tiles}) == len(drawn.tiles), name
        g = engine.Garden(data.TILE_INDEX[drawn.start[0]], drawn.start[1])
        for (tx, ty), tile, o in drawn.tiles:
            tp = g.tile_id(tx, ty)
            assert tp in g.legal_positions() and tile in data.GARDEN_IDS, (name, tile)
            g.place(tp, data.TILE_INDEX[tile], o, [])
            engine.check_sector_card(g, "host", [])
        assert {g.field_xy(f): g.kind[f] for f in g.kind} == {xy: k for xy, (k, _) in drawn.fields().items()}
        pollinated = {g.field_xy(f) for _, fs, _, _ in engine.pollinated_sectors(g) for f in fs}
        assert pollinated == drawn.pollinated, name
        bees = {frozenset(g.field_xy(f) for f in fs): n for _, fs, n, _ in g.sectors.values() if n}
        assert {next(s for s in bees if xy in s): n for xy, n in drawn.bees.items()} == bees, name
        assert {g.tile_xy(tp): n for tp, n in g.hb.items() if n} == drawn.hummingbirds, name
        assert [(card, g.field_xy(at)) for card, at, _ in g.awards] == list(drawn.dwellers), name
        if drawn.total:  # the sum under the picture is the bees' or the hummingbirds' total
            left, _, right = drawn.total.partition(" = ")
            assert sum(int(x) for x in left.split(" + ")) == int(right)
            assert int(right) == (g.pawns[engine.HUMMINGBIRDS] if drawn.hummingbirds else g.pawns[engine.BEES])
    from gardenapp.games.under_the_leaves import scoring

    players = [scoring.PawnEntry(f"p{i}", 0, 0, n, 0, 0) for i, (n, _) in enumerate(MAJORITY)]
    assert [data.MAJORITY_BONUS * len(types) for types in scoring.majority(players)] == [b for _, b in MAJORITY]


def test_escape_closes_the_window_from_the_page_and_from_the_game_chooser(qtbot):
    """docs/architecture.md §6.12: How to play closes with Escape, as a dialog does."""
    from PySide6.QtTest import QTest

    for focus in ("browser", "game_combo"):
        window = open_howto(None, "harmonies")
        qtbot.addWidget(window)
        assert window.isVisible()
        QTest.keyClick(getattr(window, focus), Qt.Key.Key_Escape)
        assert not window.isVisible(), focus
