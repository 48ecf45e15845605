"""What the command line writes and reads back: the one writer that escapes what
a terminal would act on, the translator, JSON output, argparse with its messages
escaped, and bounded number arguments. Every command module writes through here."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable
from typing import IO, TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from _typeshed import SupportsWrite
from ..core.messages import printable, shown, untranslated

LANGS = ("en", "pt", "es", "pl")
EXIT_OUTPUT = 1  # the output could not be written (a full disk)
EXIT_USAGE = 2
EXIT_PIPE = 141  # the reader left (as a shell reports SIGPIPE)
Translate = Callable[..., str]


def plain(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return untranslated(context, text, disambiguation, n)  # English, its plural forms included


def system_lang() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(":")[0][:2].lower()
            return code if code in LANGS else "en"
    return "en"


def translator(lang: str) -> Translate:
    if lang == "en":
        return plain
    try:
        from ..ui.i18n import TranslationLoadError, load_translator_for_cli  # Qt is only needed to translate
    except ImportError:
        return plain
    try:
        return load_translator_for_cli(lang)
    except TranslationLoadError as exc:  # a missing or unreadable catalogue: the result still matters
        err(f"gardenapp: {exc}; writing in English")
        return plain


# -- output ---------------------------------------------------------------------
class OutputClosed(Exception):
    """Standard output is a pipe whose reader has gone (``| head -1``)."""


class OutputFailed(Exception):
    """Standard output could not be written (a full disk)."""

    def __init__(self, error: OSError):
        super().__init__(error.strerror or str(error))
        self.error = error


def _safe(text: str) -> str:
    """``text`` with every character a terminal would not show as itself
    escaped, line by line (the line breaks stay)."""
    return "\n".join(printable(line, sys.maxsize) for line in text.split("\n"))


def write(stream: IO[str] | None, text: str) -> None:
    """One message or result, escaped and flushed at once (so a closed pipe
    or a full disk shows here, not in the interpreter's last flush)."""
    if stream is None:  # no console at all (a windowed start)
        return
    try:
        stream.write(_safe(text))
        stream.flush()
    except OSError as exc:
        if stream is not sys.stdout:
            return  # stderr gone too: nowhere left to say anything
        if isinstance(exc, BrokenPipeError):
            raise OutputClosed() from None
        raise OutputFailed(exc) from None


def out(text: str) -> None:
    write(sys.stdout, text + "\n")


def err(text: str) -> None:
    write(sys.stderr, text + "\n")


def json_text(data: Any) -> str:
    """``data`` as one line of JSON, readable (UTF-8), with what a terminal
    would act on written as JSON escapes: the same value once parsed."""
    text = json.dumps(data, ensure_ascii=False)
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in text)


def silence_stdout() -> None:
    """Point standard output at the null device, so that what is still in
    its buffer does not fail again (with a traceback) when Python exits."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)
    except (OSError, ValueError, AttributeError):  # not a real file (a test's capture): nothing to flush later
        pass


def utf8_output() -> None:
    """Write UTF-8 whatever the console's encoding (a Windows console,
    PYTHONIOENCODING=cp1252): a name the console cannot encode must never
    end in a traceback; what cannot be written at all (a lone surrogate) is
    escaped."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8", errors="backslashreplace")


class Parser(argparse.ArgumentParser):
    """argparse, with its own messages (usage, errors, help) escaped like ours:
    an unknown argument is printed as typed, escapes and all."""

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if message:  # argparse hands over sys.stdout, sys.stderr or None
            write(cast(IO[str], file or sys.stderr), message)


def number(
    kind: Callable[[str], Any], low: float, high: float, what: str, *, above_low: bool = False
) -> Callable[[str], Any]:
    """An argparse type: a number of ``kind`` from ``low`` to ``high`` (above
    ``low`` with ``above_low``), or a message saying what is expected."""

    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except (ValueError, OverflowError):
            value = None
        if (
            value is None
            or isinstance(value, float)
            and not math.isfinite(value)
            or value > high
            or (value <= low if above_low else value < low)
        ):
            raise argparse.ArgumentTypeError(f"{printable(text) if text.strip() else shown(text)} is not {what}")
        return value

    return parse


def count(low: int, high: int) -> Callable[[str], int]:
    return number(int, low, high, f"a whole number from {low} to {high}")
