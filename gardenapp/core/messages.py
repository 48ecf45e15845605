"""Translatable messages produced by the engine layer.

The engine never holds translated text (docs/architecture.md §2): it builds a
``Message`` from an English template and parameters; the UI or the CLI
translates the template with Qt and fills in the parameters.

``QT_TRANSLATE_NOOP`` has the name Qt's ``pyside6-lupdate`` looks for, so the
templates written with it are extracted into ``translations/*.ts`` even though
this module does not import Qt.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# Context under which every engine message is translated.
MESSAGE_CONTEXT = "engine"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name on purpose
    """Mark ``text`` for extraction by lupdate; returns it unchanged."""
    return text


Translate = Callable[[str, str], str]


def untranslated(context: str, text: str) -> str:
    return text


@dataclass(frozen=True)
class Message:
    """An English template with ``{name}`` fields, translated late."""

    template: str
    params: Mapping[str, Any] = field(default_factory=dict)
    # Engine messages translate under "engine"; a rule's name under "rules".
    context: str = MESSAGE_CONTEXT

    def render(self, translate: Translate = untranslated) -> str:
        text = translate(self.context, self.template)
        # A parameter may itself be a Message (e.g. the name of a table).
        params = {k: v.render(translate) if isinstance(v, Message) else v for k, v in self.params.items()}
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            # A broken translation must not hide the message: use the source.
            return self.template.format(**params)

    def __str__(self) -> str:
        return self.render()


def msg(template: str, **params: Any) -> Message:
    return Message(template, params)


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 40


def printable(text: str, limit: int = 40) -> str:
    """``text`` with every character that a console or a message box would
    not show as itself (controls, line breaks, lone surrogates) written as an
    escape, cut to about ``limit`` characters: a hostile file can neither
    garble the output nor break its encoding."""
    out = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text[: limit + 1])
    return out if len(out) <= limit else out[: limit - 3] + "..."


def shown(value: Any, limit: int = 40) -> str:
    """``value`` as a problem message quotes it: a string in double quotes
    (made ``printable``), anything else as Python writes it, cut short."""
    if isinstance(value, str):
        return f'"{printable(value, limit - 2)}"'
    text = _REPR.repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
