"""What a game is, declared once (docs/architecture.md §5).

A ``GameDescriptor`` is the single source of a title's names, rules, player
counts, information type and options. The options are declarative
(``Option``): their kind, default and range or choices check the values given
(``check_options``), and the same list lays out the new-game dialog and
documents ``--option`` for the command line. A game adds only the checks that
tie options together (``Game.option_problems``).

Labels are English, marked for translation under the context "options".

It also says how the title is shown (``look``: the home card's glyph; ``credits``:
the About box) and the labels of its rules (``rule_names``, context "rules"), so a
game brings its own and no screen keeps a table of games (docs/architecture.md §10).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .checker import Checker
from .errors import Problem
from .messages import QT_TRANSLATE_NOOP, shown

# Option kinds.
INT = "int"  # a whole number in [low, high]
BOOL = "bool"  # true / false
CHOICE = "choice"  # one of ``choices`` (value, English label)
SEAT = "seat"  # a seat index, or -1 for "at random"
DATA = "data"  # structured (lists, tables): checked by the game itself

# When an option applies (the dialog shows it only then).
ALWAYS = "always"
SOLO = "solo"  # only with players == 1
MULTI = "multi"  # only with players >= 2
COMPUTERS_ONLY = "computers"  # only when every seat is a computer (an app safeguard)


@dataclass(frozen=True)
class Option:
    key: str
    kind: str
    default: Any
    label: str  # English; translated with context "options"
    low: int | None = None
    high: int | None = None
    choices: tuple[tuple[Any, str], ...] = ()  # (value, English label)
    applies: str = ALWAYS
    # Shown in the new-game dialog; DATA options and app safeguards may be CLI/file only.
    in_dialog: bool = True
    # The value is an [UNVERIFIED] assumption of the spec (the UI says "provisional").
    provisional: bool = False
    help: str = ""
    # The value sent while the option does not apply (None: the default).
    off_value: Any = None

    def applies_to(self, players: int, *, computers_only: bool = False) -> bool:
        if self.applies == SOLO:
            return players == 1
        if self.applies == MULTI:
            return players >= 2
        if self.applies == COMPUTERS_ONLY:
            return computers_only
        return True

    @property
    def choice_values(self) -> tuple[Any, ...]:
        return tuple(v for v, _ in self.choices)


# The board a title is played on, as its home-card glyph draws it.
HEX = "hex"
SQUARE = "square"


@dataclass(frozen=True)
class GameLook:
    """The home card's glyph: the board's shape, a colour and a letter drawn on it
    (so colour is never the only signal). No Qt here: the colour is "#rrggbb"."""

    shape: str  # HEX or SQUARE
    color: str  # "#rrggbb"
    mark: str  # one character


# The look of a title that declares none: a grey square with a question mark.
NEUTRAL_LOOK = GameLook(SQUARE, "#7d7d7d", "?")


@dataclass(frozen=True)
class Credits:
    """Who made the board game, for the About box; names are not translated."""

    designer: str | None  # None: the publisher credits no designer
    publisher: str


@dataclass(frozen=True)
class GameDescriptor:
    id: str
    name: str  # English; the UI translates it (context "games")
    description: str  # one line, English
    min_players: int
    max_players: int
    rules: tuple[str, ...]  # breakdown keys in display order (docs/formats.md §1)
    # True: a player holds cards the others may not see, so the hot-seat
    # screen covers the table between two people.
    hidden_hands: bool = False
    options: tuple[Option, ...] = ()
    # Solo games played against an automaton (Sanssouci's Pedro Bot): its name.
    # The automaton takes the seat after the people's.
    automaton: str | None = None
    # The solo mode is not an official rule (Under the Leaves, docs/rules/under_the_leaves.md §2).
    solo_unofficial: bool = False
    # One line the new-game dialog shows about the solo game (English, context "options").
    solo_note: str = ""
    # Each player's score depends on their own board alone (not Under the
    # Leaves' majority bonus): a score helper can show the others' totals
    # while one player's entry has a problem.
    independent_scores: bool = True
    # The home card's glyph; a title that declares none is shown with NEUTRAL_LOOK.
    look: GameLook = NEUTRAL_LOOK
    # The About box's line; None: the title is listed by its name alone.
    credits: Credits | None = None
    # English label of every breakdown key (``rules``) and of every extra result
    # (``PlayerScore.extra``, e.g. Harmonies' solo suns), context "rules". Each game
    # has its own table: two games may label the same id differently.
    rule_names: Mapping[str, str] = field(default_factory=dict, hash=False)
    extra_names: Mapping[str, str] = field(default_factory=dict, hash=False)

    def rule_name(self, rule_id: str) -> str:
        """The English label of a breakdown key; an id without one (a rule of an
        older version, read from the history) is shown as written."""
        return self.rule_names.get(rule_id, rule_id)

    def extra_name(self, key: str) -> str:
        """The English label of an extra result; a key without one is shown as written."""
        return self.extra_names.get(key, key)

    def option(self, key: str) -> Option:
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(key)

    def default_options(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": 2 if self.min_players <= 2 <= self.max_players else self.min_players}
        out.update((opt.key, opt.default) for opt in self.options)
        return out

    def seats(self, players: int) -> int:
        """How many seats a game of ``players`` people has (the automaton's included)."""
        return players + 1 if players == 1 and self.automaton else players

    def automaton_seats(self, players: int) -> tuple[int, ...]:
        return (players,) if players == 1 and self.automaton else ()


PLAYERS_LABEL = QT_TRANSLATE_NOOP("options", "Players")


def check_options(descriptor: GameDescriptor, options: Mapping[str, Any]) -> tuple[dict[str, Any], list[Problem]]:
    """Defaults filled in, and the problems of every value against its declaration."""
    full = descriptor.default_options()
    ck = Checker()
    known = {opt.key for opt in descriptor.options} | {"players"}
    for key, value in options.items():
        if key not in known:
            ck.add(f"options.{key}", QT_TRANSLATE_NOOP("engine", "unknown option"))
        else:
            full[key] = value
    players = full["players"]
    # A value from outside is shown as it was written ("2" is a string, 2 a number); the
    # options that depend on the player count are checked only against a valid one.
    players_ok = ck.integer(players, "options.players")
    if players_ok and not descriptor.min_players <= players <= descriptor.max_players:
        ck.add(
            "options.players",
            QT_TRANSLATE_NOOP("engine", "{value} is not a player count from {low} to {high}"),
            value=shown(players),
            low=descriptor.min_players,
            high=descriptor.max_players,
        )
        players_ok = False
    for opt in descriptor.options:
        value, where = full[opt.key], f"options.{opt.key}"
        if opt.kind == INT:
            ck.integer(value, where, opt.low, opt.high)
        elif opt.kind == BOOL:
            ck.boolean(value, where)
        elif opt.kind == CHOICE:
            ck.choice(value, where, opt.choice_values)
        elif opt.kind == SEAT and players_ok:
            ck.integer(value, where, -1, descriptor.seats(players) - 1)
    return full, ck.problems
