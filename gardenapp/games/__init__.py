"""The five titles. Each engine is a package here (pure Python, no Qt) that
registers its Game with ``core.registry`` when imported.

Each announcement repeats its descriptor's name, description, look and credits:
the home screen shows them before any engine is imported (docs/architecture.md §6.11),
and ``tests/test_registry.py`` checks that both say the same."""

from ..core.descriptor import HEX, SQUARE, Credits, GameLook
from ..core.messages import QT_TRANSLATE_NOOP
from ..core.registry import GameInfo, announce

for _info in (
    GameInfo(
        "sanssouci",
        QT_TRANSLATE_NOOP("games", "Sanssouci"),
        QT_TRANSLATE_NOOP("games", "Lay out the palace garden and lead your nobles to its best spots."),
        "gardenapp.games.sanssouci",
        look=GameLook(SQUARE, "#8a5a9e", "S"),
        credits=Credits("Michael Kiesling", "Ravensburger"),
    ),
    GameInfo(
        "azul_queens_garden",
        QT_TRANSLATE_NOOP("games", "Azul: Queen's Garden"),
        QT_TRANSLATE_NOOP("games", "Plant hexagonal tiles in groups of colours and patterns."),
        "gardenapp.games.azul_queens_garden",
        look=GameLook(HEX, "#2f6fb3", "A"),
        credits=Credits("Michael Kiesling", "Next Move Games / Plan B Games"),
    ),
    GameInfo(
        "harmonies",
        QT_TRANSLATE_NOOP("games", "Harmonies"),
        QT_TRANSLATE_NOOP("games", "Build landscapes of tokens and give animals the habitats they need."),
        "gardenapp.games.harmonies",
        look=GameLook(HEX, "#2f8f7a", "H"),
        credits=Credits("Johan Benvenuto", "Libellud"),
    ),
    GameInfo(
        "takenoko",
        QT_TRANSLATE_NOOP("games", "Takenoko"),
        QT_TRANSLATE_NOOP("games", "Grow bamboo in the emperor's garden and keep the panda fed."),
        "gardenapp.games.takenoko",
        look=GameLook(HEX, "#6f9f2d", "T"),
        credits=Credits("Antoine Bauza", "Bombyx / Matagot"),
    ),
    GameInfo(
        "under_the_leaves",
        QT_TRANSLATE_NOOP("games", "Under the Leaves"),
        QT_TRANSLATE_NOOP("games", "Build a forest floor of tiles where small creatures thrive."),
        "gardenapp.games.under_the_leaves",
        look=GameLook(SQUARE, "#c0692a", "U"),
        credits=Credits(None, "Fractal Juegos"),
    ),
):
    announce(_info)
