"""docs/architecture.md §6.12: "Card texts and tooltips on every card and objective in play."

For each game, in a started 2-player game: every card, objective, tile or
scoring item a player sees has a tooltip that names it (with what it asks
and scores, written once per game in its art module); a hidden card (a
face-down card or stack, a hand nobody at the screen may see) has none; and
the texts follow a language switch (tooltips are worked out when shown,
``boardview.set_tip``, so a switch rebuilds nothing).
"""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QCoreApplication, QPointF

from gardenapp.core import registry
from gardenapp.ui.boardview import tip_text
from gardenapp.ui.i18n import LanguageManager
from gardenapp.ui.mainwindow import game_ui_module_name
from gardenapp.ui.session import HUMAN, GameSession


@pytest.fixture
def manager(qapp):
    m = LanguageManager.instance() or LanguageManager()
    m.set_language("en", save=False)
    yield m
    m.set_language("en", save=False)


def started(qtbot, game_id: str, seats, options=None, seed: int = 7):
    """A play screen at the start of a 2-player game (Ana to move)."""
    import gardenapp.games  # noqa: F401 - announces the titles

    screen = importlib.import_module(game_ui_module_name(game_id)).create_play_screen(None)
    qtbot.addWidget(screen)
    screen.resize(1300, 850)
    screen.show()
    session = GameSession(
        registry.get(game_id), {"players": 2, **(options or {})}, seed, seats, ["Ana", "Bruno"], pace_ms=1
    )
    screen.start(session)
    return screen


def engine(text: str) -> str:
    return QCoreApplication.translate("engine", text)


def switch(qtbot, manager, lang: str) -> None:
    manager.set_language(lang, save=False)
    qtbot.wait(10)


def check_named(tips: dict, names: dict) -> None:
    """Every tooltip is there and contains the (translated) name of its thing
    (as a title, its first letter may be a capital)."""
    assert tips and tips.keys() == names.keys()
    for key, tip in tips.items():
        assert tip and names[key].lower() in tip.lower(), (key, names[key], tip)


# -- Harmonies: the display's animal cards, and each player's cards (spirits offered included) -------------


def harmonies_tips(screen):
    from gardenapp.ui.games.harmonies import painting as art

    tips, names = {}, {}
    for scene in (screen.market, screen.boards):
        for key, item in scene.cell_items().items():
            if key[0] in ("display", "card"):
                tips[key], names[key] = tip_text(item), art.label(key[-1])
    return tips, names


def test_harmonies_cards_name_themselves_with_habitat_and_points(qtbot, manager):
    screen = started(qtbot, "harmonies", [HUMAN, "easy"], {"spirits": True})
    tips, names = harmonies_tips(screen)
    assert sum(k[0] == "display" for k in tips) == 5 and sum(k[0] == "card" for k in tips) == 2  # 2 spirits offered
    check_named(tips, names)
    display = next(k for k in tips if k[0] == "display")
    from gardenapp.games.harmonies import data

    card = data.CARDS[data.CARD_INDEX[display[1]]]
    assert (
        " / ".join(str(v) for v in card.track) in tips[display]
    )  # docs/rules/harmonies.md §2.1: the points track, from data
    spirit = next(k for k in tips if k[0] == "card")
    assert "Habitat: " in tips[spirit] and "Scores: " in tips[spirit]
    switch(qtbot, manager, "pl")
    polish, polish_names = harmonies_tips(screen)
    check_named(polish, polish_names)
    assert polish[display] != tips[display] and polish_names[display] != names[display]


def test_harmonies_provisional_spirit_says_so(qapp):
    from gardenapp.games.harmonies import data
    from gardenapp.ui.games.harmonies import painting as art

    provisional = [c for c in data.SPIRIT_IDS if data.is_provisional(c)]
    assert provisional
    for c in data.SPIRIT_IDS:
        assert ("Provisional: " in art.card_tooltip(c)) == (c in provisional), c


# -- Sanssouci: the hand, the card just played and the missions of the person at the screen -------------------


def sanssouci_card_name(card: str) -> str:
    from gardenapp.games.sanssouci import data
    from gardenapp.ui.games.sanssouci import painting as art

    if card == data.JOKER:
        return art.label("card", "joker")
    if card.startswith("E"):
        return art.element_name(int(card[1:]))
    return art.colour_name(data.colour_card_rows(card)[0])


def test_sanssouci_hand_played_card_and_missions(qtbot, manager):
    from gardenapp.ui.games.sanssouci import painting as art

    screen = started(qtbot, "sanssouci", [HUMAN, "easy"], seed=3)  # Ana starts
    me = screen.vm.players[0]
    tips = {key: tip_text(item) for key, item in screen._card_items.items()}
    check_named(tips, {("card", i): sanssouci_card_name(c) for i, c in enumerate(me.hand)})
    missions = [tip_text(item) for item in screen._mission_cards]
    check_named(dict(enumerate(missions)), {i: art.label("element", m) for i, m in enumerate(me.missions)})
    assert all("Points by row: 1: 1" in m for m in missions)  # docs/rules/sanssouci.md §4.3, data.mission_points()
    assert all("provisional" in m for m in missions)  # [U]: the table says so
    screen.click(("card", 0))  # play the first card
    played = me.hand[0]
    tip = screen.table_scene.tooltip_at(QPointF(190 + 44, 34 + 96 + 80))
    assert sanssouci_card_name(played) in tip
    switch(qtbot, manager, "pl")
    assert tip_text(screen._mission_cards[0]) != missions[0]
    assert art.label("element", me.missions[0]) in tip_text(screen._mission_cards[0])


def test_sanssouci_cards_nobody_may_see_have_no_text(qtbot):
    screen = started(qtbot, "sanssouci", ["easy", "easy"], seed=3)
    screen.stop()
    assert screen.viewer() is None and screen.vm is not None
    assert [tip_text(item) for item in screen._card_items.values()] == ["", ""]
    assert [tip_text(item) for item in screen._mission_cards] == ["", ""]


# -- Takenoko: objectives in the hand, in the players' panels (backs for the other hand) -----------------------


def test_takenoko_objectives_faces_named_and_backs_silent(qtbot, manager):
    from gardenapp.ui.games.takenoko import painting
    from gardenapp.ui.games.takenoko.widgets import CardWidget

    screen = started(qtbot, "takenoko", [HUMAN, "easy"])
    qtbot.wait(10)  # new widgets in shown layouts appear on the next loop
    widgets = [w for w in screen.findChildren(CardWidget) if w.isVisible()]
    faces = [w for w in widgets if w.card is not None]
    backs = [w for w in widgets if w.card is None]
    assert len(backs) == 3 and len(faces) == 6  # Bruno's 3 objectives; Ana's in hand and in her panel
    for w in faces:
        tip = tip_text(w)
        assert painting.card_name(w.card) in tip and str(w.card.points) in tip, tip
    assert [tip_text(w) for w in backs] == ["", "", ""]
    english = tip_text(faces[0])
    switch(qtbot, manager, "pl")
    assert tip_text(faces[0]) != english and painting.card_name(faces[0].card) in tip_text(faces[0])


def test_takenoko_every_objective_has_its_requirement_and_provisional_notes(qapp):
    from gardenapp.games.takenoko.data import CARDS, MIXED_DIAMOND
    from gardenapp.ui.games.takenoko import painting

    for card in CARDS:
        tip = painting.card_tooltip(card)
        assert painting.card_name(card) in tip and f"Completed: {card.points} points" in tip
        provisional = card.shape == MIXED_DIAMOND or card.count > 1  # docs/rules/takenoko.md §3.1.2 [D], §3.2 [P]
        assert ("Provisional: " in tip) == provisional, card.id


# -- Azul: the display's tiles and expansions, the acquire buttons, the wheel's criteria, the storage ---------


def test_azul_hexagons_criteria_and_storage_name_themselves(qtbot, manager):
    from gardenapp.ui.games.azul_queens_garden import painting as art

    screen = started(qtbot, "azul_queens_garden", [HUMAN, "easy"], {"wheel": None, "first_player": 0})
    tips, names = {}, {}
    for key, item in screen.table.cell_items().items():
        if key[0] == "copy":
            tips[key], names[key] = tip_text(item), art.hexagon_name(key[2])
        elif key[0] == "acquire":
            tips[key], names[key] = tip_text(item), art.criterion_name(key[1])
    for q in (0, 1):
        tips[("jokers", q)] = tip_text(screen.gardens.cell_item(("jokers", q)))
        names[("jokers", q)] = QCoreApplication.translate("azul_queens_garden", "joker")
    check_named(tips, names)
    copy = next(k for k in tips if k[0] == "copy")
    assert "Cost to place: " in tips[copy] and "Left in storage at the end: " in tips[copy]
    wheel = [tip_text(d) for d in screen.table._decorations if tip_text(d)]
    vm = screen.view_model
    assert len(wheel) == 12  # docs/rules/azul_queens_garden.md §2.8: the 12 criteria, 3 per round
    for rnd, crits in enumerate(vm.wheel):
        for c in crits:
            assert any(
                art.criterion_name(c).lower() in t.lower() and f"round {rnd + 1} (provisional)" in t for t in wheel
            )
    # the round stack's top is face down: where it shows no tile, no text
    stack_centre = QPointF(176.0 + 48, 48.0 + 80)
    assert screen.table.tooltip_at(stack_centre) == ""
    switch(qtbot, manager, "pl")
    item = screen.table.cell_item(copy)
    assert tip_text(item) != tips[copy] and art.hexagon_name(copy[2]).lower() in tip_text(item).lower()


def test_azul_expansion_text_has_its_pavilion_and_provisional_jokers(qapp):
    from gardenapp.ui.games.azul_queens_garden import painting as art

    tip = art.hexagon_tooltip("x:blue-bird")
    assert tip.startswith("<b>Garden expansion: blue bird</b>")
    assert "pavilion scores 1 point each round" in tip and "gives 1 joker (provisional)" in tip
    assert "Cost to place: 2 hexagons" in tip and "−2" in tip


# -- Under the Leaves: the three dweller cards and the market's tiles -----------------------------------------


def test_under_the_leaves_cards_and_market_tiles(qtbot, manager):
    from gardenapp.games.under_the_leaves import data
    from gardenapp.ui.games.under_the_leaves import painting as art

    screen = started(qtbot, "under_the_leaves", [HUMAN, "easy"])
    vm = screen.view_model
    cards = {("card", c): tip_text(screen.table.cell_item(("card", c))) for c in vm.cards}
    check_named(cards, {("card", c): art.card_name(c) for c in vm.cards})
    for c in vm.cards:
        assert (
            engine(data.CARD_BY_ID[c].text) in cards[("card", c)]
        )  # docs/rules/under_the_leaves.md §1.6 printed criterion
        assert "gets 2 more" in cards[("card", c)]  # docs/rules/under_the_leaves.md §6.2 majority bonus
    market = {("market", t.index): tip_text(screen.table.cell_item(("market", t.index))) for t in vm.market}
    check_named(market, {("market", t.index): t.tile for t in vm.market})
    switch(qtbot, manager, "pl")
    first = ("card", vm.cards[0])
    assert tip_text(screen.table.cell_item(first)) != cards[first]
    assert art.card_name(vm.cards[0]) in tip_text(screen.table.cell_item(first))
