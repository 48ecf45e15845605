"""Error classes of the engine layer: each says exactly what went wrong."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .messages import QT_TRANSLATE_N_NOOP, Message, Translate, plural, untranslated


class GardenError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalActionError(GardenError, ValueError):
    """The action is well formed but not legal in this state."""


class InvalidActionError(GardenError, ValueError):
    """The action's text or JSON form cannot be parsed; for a JSON form,
    ``problems`` names each bad field."""

    def __init__(self, text: str = "", problems: Iterable["Problem"] = ()):
        self.problems = tuple(problems)
        super().__init__(text or "\n".join(str(p) for p in self.problems))


@dataclass(frozen=True)
class Problem:
    """One problem in an input file: where it is and what is wrong."""

    where: str
    message: Message

    def render(self, translate: Translate = untranslated) -> str:
        text = self.message.render(translate)
        return f"{self.where}: {text}" if self.where else text

    def __str__(self) -> str:
        return self.render()

    @property
    def path(self) -> tuple[str | int, ...]:
        """``where`` as its parts: ``players[0].spaces."4,5"`` is
        ``("players", 0, "spaces", "4,5")``; a window marks the place from it
        (the CLI prints ``where`` as written)."""
        return parse_path(self.where)

    @property
    def player(self) -> int | None:
        """The index of the player entry the problem is in, if any."""
        p = self.path
        return p[1] if len(p) > 1 and p[0] == "players" and isinstance(p[1], int) else None


def parse_path(where: str) -> tuple[str | int, ...]:
    """The parts of a path written by ``core.boardfile.key_path``."""
    parts: list[str | int] = []
    i, n = 0, len(where)
    while i < n:
        c = where[i]
        if c == ".":
            i += 1
        elif c == "[":
            j = where.find("]", i)
            if j < 0 or not where[i + 1 : j].isdigit():
                return tuple(parts) + (where[i:],)
            parts.append(int(where[i + 1 : j]))
            i = j + 1
        elif c == '"':
            j, text = i + 1, []
            while j < n and where[j] != '"':
                if where[j] == "\\" and j + 1 < n:
                    j += 1
                text.append(where[j])
                j += 1
            parts.append("".join(text))
            i = j + 1
        else:
            j = i
            while j < n and where[j] not in '.["':
                j += 1
            parts.append(where[i:j])
            i = j
    return tuple(parts)


# A file can have a million problems; people read the first ones.
MAX_PROBLEMS = 50


class ProblemsError(GardenError, ValueError):
    """Input with one or more problems, all listed at once: at most
    MAX_PROBLEMS of them, then one line that says how many more there are
    (the command line, message boxes and problem lists all show this)."""

    def __init__(self, problems: Iterable[Problem]):
        problems = list(problems)
        if len(problems) > MAX_PROBLEMS + 1:
            more = len(problems) - MAX_PROBLEMS
            problems = problems[:MAX_PROBLEMS] + [
                Problem("", plural(QT_TRANSLATE_N_NOOP("engine", "and %n more problems"), "count", count=more))
            ]
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class OptionsError(ProblemsError):
    """Game options that are not valid for the game."""


class BoardFileError(ProblemsError):
    """A finished-board file that cannot be scored (docs/formats.md)."""


class RecordError(ProblemsError):
    """A saved game record that cannot be loaded or replayed."""


class PositionError(ProblemsError):
    """Position data (docs/formats.md §6) that does not describe a position of the game."""
