"""Error classes of the engine layer: each says exactly what went wrong."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .messages import Message, Translate, untranslated


class GardenError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalActionError(GardenError, ValueError):
    """The action is well formed but not legal in this state."""


class InvalidActionError(GardenError, ValueError):
    """The action's text or JSON form cannot be parsed."""


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


class ProblemsError(GardenError, ValueError):
    """Input with one or more problems, all listed at once."""

    def __init__(self, problems: Iterable[Problem]):
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class OptionsError(ProblemsError):
    """Game options that are not valid for the game."""


class BoardFileError(ProblemsError):
    """A finished-board file that cannot be scored (FORMATS.md)."""


class RecordError(ProblemsError):
    """A saved game record that cannot be loaded or replayed."""
