"""English names of the scoring rules (the breakdown keys of docs/formats.md §1),
marked for translation under the context "rules". The UI and the CLI show a
rule as ``translate("rules", rule_name(id))``."""

from ..core.messages import QT_TRANSLATE_NOOP

RULE_NAMES: dict[str, str] = {
    # Harmonies
    "trees": QT_TRANSLATE_NOOP("rules", "Trees"),
    "mountains": QT_TRANSLATE_NOOP("rules", "Mountains"),
    "fields": QT_TRANSLATE_NOOP("rules", "Fields"),
    "buildings": QT_TRANSLATE_NOOP("rules", "Buildings"),
    "water": QT_TRANSLATE_NOOP("rules", "Water"),
    "animals": QT_TRANSLATE_NOOP("rules", "Animals"),
    "spirit": QT_TRANSLATE_NOOP("rules", "Nature's Spirit"),
    # Takenoko
    "plot": QT_TRANSLATE_NOOP("rules", "Plot objectives"),
    "gardener": QT_TRANSLATE_NOOP("rules", "Gardener objectives"),
    "panda": QT_TRANSLATE_NOOP("rules", "Panda objectives"),
    "emperor": QT_TRANSLATE_NOOP("rules", "Emperor"),
    # Sanssouci
    "track": QT_TRANSLATE_NOOP("rules", "Score track"),
    "rows": QT_TRANSLATE_NOOP("rules", "Row bonuses"),
    "columns": QT_TRANSLATE_NOOP("rules", "Column bonuses"),
    "missions": QT_TRANSLATE_NOOP("rules", "Missions"),
    # Azul: Queen's Garden
    "storage": QT_TRANSLATE_NOOP("rules", "Storage"),
    # ... its colour and pattern groups (docs/rules/azul_queens_garden.md §7.2, the evaluation track)
    "blue": QT_TRANSLATE_NOOP("rules", "Blue"),
    "yellow": QT_TRANSLATE_NOOP("rules", "Yellow"),
    "dark_green": QT_TRANSLATE_NOOP("rules", "Green"),
    "light_green": QT_TRANSLATE_NOOP("rules", "Light green"),
    "dark_purple": QT_TRANSLATE_NOOP("rules", "Purple"),
    "light_purple": QT_TRANSLATE_NOOP("rules", "Lilac"),
    "tree": QT_TRANSLATE_NOOP("rules", "Tree"),
    "bird": QT_TRANSLATE_NOOP("rules", "Bird"),
    "butterfly": QT_TRANSLATE_NOOP("rules", "Butterflies"),
    "flower": QT_TRANSLATE_NOOP("rules", "Flower"),
    "plant": QT_TRANSLATE_NOOP("rules", "Plant"),
    "lily": QT_TRANSLATE_NOOP("rules", "Lilies"),
    # Under the Leaves
    "bees": QT_TRANSLATE_NOOP("rules", "Bees"),
    "hummingbirds": QT_TRANSLATE_NOOP("rules", "Hummingbirds"),
    "leaf": QT_TRANSLATE_NOOP("rules", "Leaf"),
    "puddle": QT_TRANSLATE_NOOP("rules", "Puddle"),
    "mushroom": QT_TRANSLATE_NOOP("rules", "Mushroom"),
    "majority_bonus": QT_TRANSLATE_NOOP("rules", "Majority bonus"),
}


# Results shown beside the points (PlayerScore.extra), e.g. Harmonies solo suns.
EXTRA_NAMES: dict[str, str] = {
    "suns": QT_TRANSLATE_NOOP("rules", "Suns"),
}


def extra_name(key: str) -> str:
    return EXTRA_NAMES.get(key, key)


def rule_name(rule_id: str) -> str:
    """The English name of a rule; an id without one is shown as written."""
    return RULE_NAMES.get(rule_id, rule_id)
