"""The one rule for a person's name, wherever it comes from: a board file, a
saved game, the new-game dialog or the score helper's Rename and Add player.

A name must look like what it is, so that nobody can pass for somebody else:

- ``normalise_name`` is the name as it is shown, compared and stored: NFC
  (``João`` typed as ``o`` + combining tilde is the same name as the
  precomposed ``ã``); every space separator (no-break space U+00A0, the
  narrow and the typographic spaces, the ideographic space) becomes a plain
  space; spaces at either end are dropped and runs of spaces become one
  (``"Ana  Silva"`` would look like ``"Ana Silva"``).
- ``name_problem`` refuses what cannot be shown as itself: an empty name,
  control characters, lone surrogates and line breaks; characters that change
  the direction of the text (``"\\u202eevil\\u202c Łucja"`` shows as
  "live Łucja"); invisible characters (Unicode's format characters, category
  Cf, such as the zero-width space, the joiners, the byte-order mark and the
  soft hyphen, and every other default-ignorable code point: Hangul fillers,
  variation selectors, the combining grapheme joiner), so that ``"Ana"`` and
  ``"Ana\\u200b"`` can never be two players; and a name too long for a table.
- Two names are the same name when their ``normalise_name`` are equal: a
  duplicate is found after normalising.

Pure Python (no Qt): the engine's file checks and the window share it.
"""

from __future__ import annotations

import unicodedata

from .messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural, printable

MAX_NAME = 100

# Controls, lone surrogates and line breaks: a name must print as itself in
# the table, a message box and a saved file.
_UNSHOWABLE = frozenset(("Cc", "Cs", "Zl", "Zp"))

# Characters that reorder the text around them (Unicode's Bidi_Control).
BIDI_CONTROLS = frozenset([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)])

# Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt): drawn
# as nothing at all. Most are also category Cf; the others are listed here.
_IGNORABLE_RANGES = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)

EMPTY = QT_TRANSLATE_NOOP("engine", "the name is empty")
TOO_LONG = QT_TRANSLATE_N_NOOP("engine", "the name is longer than %n characters")
UNSHOWABLE = QT_TRANSLATE_NOOP("engine", "the name holds a character that cannot be shown ({char})")
DIRECTION = QT_TRANSLATE_NOOP("engine", "the name holds a character that changes the direction of the text ({char})")
INVISIBLE = QT_TRANSLATE_NOOP("engine", "the name holds an invisible character ({char})")
TWICE = QT_TRANSLATE_NOOP("engine", 'the name "{name}" is used twice')


def is_invisible(char: str) -> bool:
    """``char`` is drawn as nothing: a format character or a default-ignorable one."""
    if unicodedata.category(char) == "Cf":
        return True
    code = ord(char)
    return any(low <= code <= high for low, high in _IGNORABLE_RANGES)


def normalise_name(text: str) -> str:
    """The name as it is shown, compared and stored (see the module's docstring)."""
    text = unicodedata.normalize("NFC", text)
    spaced = "".join(" " if unicodedata.category(c) == "Zs" else c for c in text)
    return " ".join(part for part in spaced.split(" ") if part)


def _code(char: str) -> str:
    return f"U+{ord(char):04X}"


def name_problem(text: str, *, required: bool = True) -> Message | None:
    """What is wrong with ``text`` as a person's name, or None. An empty
    name is a problem only when ``required`` (a saved game may leave a
    computer player's name empty)."""
    name = normalise_name(text)
    if not name.strip():  # only spaces, tabs or line breaks
        return msg(EMPTY) if required else None
    for c in text:
        category = unicodedata.category(c)
        if category in _UNSHOWABLE:
            return msg(UNSHOWABLE, char=printable(c))
        if ord(c) in BIDI_CONTROLS:
            return msg(DIRECTION, char=_code(c))
        if is_invisible(c):
            return msg(INVISIBLE, char=_code(c))
    if len(name) > MAX_NAME:
        return plural(TOO_LONG, "limit", limit=MAX_NAME)
    return None


def same_name(a: str, b: str) -> bool:
    """``a`` and ``b`` are one name once normalised (a duplicate)."""
    return normalise_name(a) == normalise_name(b)
