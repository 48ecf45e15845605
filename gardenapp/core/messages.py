"""Translatable messages produced by the engine layer.

The engine never holds translated text (docs/architecture.md §2): it builds a
``Message`` from an English template and parameters; the UI or the CLI
translates the template with Qt and fills in the parameters.

``QT_TRANSLATE_NOOP`` has the name Qt's ``pyside6-lupdate`` looks for, so the
templates written with it are extracted into ``translations/*.ts`` even though
this module does not import Qt.
"""

from __future__ import annotations

import functools
import reprlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# Context under which every engine message is translated.
MESSAGE_CONTEXT = "engine"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name on purpose
    """Mark ``text`` for extraction by lupdate; returns it unchanged."""
    return text


def QT_TRANSLATE_N_NOOP(context: str, text: str) -> str:  # noqa: N802 - Qt's name on purpose
    """Mark a counted ``text`` (with ``%n``); returns it unchanged.

    ``pyside6-lupdate`` does not extract this macro, so ``tools/engine_plurals.py``
    (run by ``translations/update.sh``) writes every such text into
    ``gardenapp/ui/engine_plurals.py`` as a ``tr(text, "", n)`` call, which lupdate
    extracts as a numerus entry (docs/formats.md and translations/README.md)."""
    return text


# ``translate(context, text)`` or, for a counted text, ``translate(context, text, None, n)``
# (the signature of ``QCoreApplication.translate``).
Translate = Callable[..., str]


@functools.cache
def _english_forms() -> dict[tuple[str, str], tuple[str, ...]]:
    """(context, source) -> the English plural forms, read from translations/gardenapp_en.ts
    (the catalogue Qt uses for English) so that the engine and the command line say
    "1 pawn" without Qt. Empty if the file is not installed (the source's plural stays)."""
    import xml.etree.ElementTree as ET

    from ..paths import DataFileNotFoundError, translations_dir

    try:
        root = ET.parse(translations_dir() / "gardenapp_en.ts").getroot()
    except (DataFileNotFoundError, OSError, ET.ParseError):
        return {}
    forms: dict[tuple[str, str], tuple[str, ...]] = {}
    for ctx in root.iter("context"):
        for m in ctx.iter("message"):
            texts = tuple(f.text or "" for f in m.iter("numerusform"))
            if len(texts) == 2 and all(texts):
                forms[(ctx.findtext("name") or "", m.findtext("source") or "")] = texts
    return forms


def untranslated(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The English source; for a counted text (``n >= 0``) its English form
    (singular for 1) with ``%n`` replaced by the count."""
    if n < 0:
        return text
    forms = _english_forms().get((context, text))
    if forms:
        text = forms[0 if n == 1 else 1]
    return text.replace("%n", str(n))


@dataclass(frozen=True)
class Message:
    """An English template with ``{name}`` fields, translated late.

    A counted message (``plural``) names in ``numerus`` the parameter that holds
    its number; the template writes that number as ``%n`` and is translated
    with Qt's numerus forms (``translate(context, template, None, n)``)."""

    template: str
    params: Mapping[str, Any] = field(default_factory=dict)
    # Engine messages translate under "engine"; a rule's name under "rules".
    context: str = MESSAGE_CONTEXT
    numerus: str | None = None

    def render(self, translate: Translate = untranslated) -> str:
        if self.numerus is not None:
            n = int(self.params[self.numerus])
            # Qt has no plural form for a negative count (a score below zero): the
            # form of its size, with the sign put back.
            text = translate(self.context, self.template, None, abs(n))
            text = text.replace("%n", str(abs(n)))
            if n < 0:
                text = text.replace(str(-n), str(n), 1)
        else:
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


def plural(template: str, numerus: str, **params: Any) -> Message:
    """A counted message: ``params[numerus]`` is its number, written ``%n`` in the
    template (mark the template with ``QT_TRANSLATE_N_NOOP``)."""
    if numerus not in params:
        raise KeyError(f"plural message {template!r}: no parameter {numerus!r}")
    return Message(template, params, numerus=numerus)


def counted(template: str, numerus: str) -> Message:
    """A counted template whose parameters come later (a schema's word for a
    problem, core.schema): ``numerus`` names the parameter written ``%n``."""
    return Message(template, {}, numerus=numerus)


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
