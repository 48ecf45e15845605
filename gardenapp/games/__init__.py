"""The five titles. Each engine is a package here (pure Python, no Qt) that
registers its Game with ``core.registry`` when imported."""

from ..core.messages import QT_TRANSLATE_NOOP
from ..core.registry import GameInfo, announce

for _info in (
    GameInfo(
        "sanssouci",
        QT_TRANSLATE_NOOP("games", "Sanssouci"),
        QT_TRANSLATE_NOOP("games", "Lay out the palace garden and lead your nobles to its best spots."),
        "gardenapp.games.sanssouci",
    ),
    GameInfo(
        "azul_queens_garden",
        QT_TRANSLATE_NOOP("games", "Azul: Queen's Garden"),
        QT_TRANSLATE_NOOP("games", "Plant hexagonal tiles in groups of colours and patterns."),
        "gardenapp.games.azul_queens_garden",
    ),
    GameInfo(
        "harmonies",
        QT_TRANSLATE_NOOP("games", "Harmonies"),
        QT_TRANSLATE_NOOP("games", "Build landscapes of tokens and give animals the habitats they need."),
        "gardenapp.games.harmonies",
    ),
    GameInfo(
        "takenoko",
        QT_TRANSLATE_NOOP("games", "Takenoko"),
        QT_TRANSLATE_NOOP("games", "Grow bamboo in the emperor's garden and keep the panda fed."),
        "gardenapp.games.takenoko",
    ),
    GameInfo(
        "under_the_leaves",
        QT_TRANSLATE_NOOP("games", "Under the Leaves"),
        QT_TRANSLATE_NOOP("games", "Build a forest floor of tiles where small creatures thrive."),
        "gardenapp.games.under_the_leaves",
    ),
):
    announce(_info)
