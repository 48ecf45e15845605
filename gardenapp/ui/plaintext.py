"""Where outside text becomes display text.

A player's name, a file name, a problem found in a file: text from a file or
a person is shown as itself, never as markup. Qt guesses the format of a
label, a tooltip and a message box (``Qt.TextFormat.AutoText``: rich text as
soon as ``Qt.mightBeRichText`` says the text starts like HTML), so a name
such as ``<img src="/home/me/private.png">`` would load and show that image.
Every screen therefore shows text through this module:

- ``PlainLabel``: every label of the app (``Qt.TextFormat.PlainText``);
  ``RichLabel`` for the few that draw markup of ours, where every outside
  part goes through ``escape_for_rich``.
- ``plain_tooltip(text)`` for a tooltip, and ``warning`` / ``information`` /
  ``critical`` / ``question`` for a message box: Qt keeps guessing there, so
  a text Qt would take for HTML is handed over escaped inside a paragraph
  (shown literally, line breaks kept); any other text is handed over as it
  is, and Qt shows it as plain text.
- ``no_mnemonic`` for a button, a tab, a group box or an action, where ``&``
  marks a shortcut letter; ``plain_title`` for a window title, where ``[*]``
  is the "modified" placeholder.

Table cells, list items, combo box entries, ``QGraphicsSimpleTextItem`` and
``QPainter.drawText`` always draw plain text. tests/ui/test_plain_text.py
opens every screen with hostile names and checks all of it.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # Qt's namespace with QtGui's functions (mightBeRichText)
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


class PlainLabel(QLabel):
    """A label whose text is always shown as itself."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.setTextFormat(Qt.TextFormat.PlainText)


class RichLabel(QLabel):
    """A label that draws markup the app writes; every outside part of its
    text must be ``escape_for_rich``-ed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.setTextFormat(Qt.TextFormat.RichText)


def escape_for_rich(text: str) -> str:
    """``text`` as rich text that shows it literally (``<``, ``>``, ``&`` and quotes escaped)."""
    return html.escape(text, quote=True)


def literal(text: str) -> str:
    """``text`` for a place where Qt guesses the format (a tooltip, a message
    box): unchanged when Qt would show it as plain text anyway, else escaped
    in a paragraph that keeps its line breaks and spaces."""
    if not GuiQt.mightBeRichText(text):
        return text
    return '<p style="white-space:pre-wrap">' + escape_for_rich(text) + "</p>"


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as itself."""
    return literal(text)


def no_mnemonic(text: str) -> str:
    """``text`` for a button, a tab, a group box or an action: a ``&`` is shown, not a shortcut mark."""
    return text.replace("&", "&&")


def plain_title(text: str) -> str:
    """``text`` for a window title: a ``[*]`` in it is shown, not taken for the "modified" mark."""
    return text.replace("[*]", "[*][*]")


# -- message boxes ------------------------------------------------------------------------------------
# Qt's own static functions, looked up when called (tests replace them to
# answer for the person), with the text made literal; further arguments
# (buttons, the default button) as Qt takes them.
def warning(parent: QWidget | None, title: str, text: str, *args: Any) -> QMessageBox.StandardButton:
    return QMessageBox.warning(parent, title, literal(text), *args)


def information(parent: QWidget | None, title: str, text: str, *args: Any) -> QMessageBox.StandardButton:
    return QMessageBox.information(parent, title, literal(text), *args)


def critical(parent: QWidget | None, title: str, text: str, *args: Any) -> QMessageBox.StandardButton:
    return QMessageBox.critical(parent, title, literal(text), *args)


def question(parent: QWidget | None, title: str, text: str, *args: Any) -> QMessageBox.StandardButton:
    return QMessageBox.question(parent, title, literal(text), *args)


def message_box(
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: Any = QMessageBox.StandardButton.NoButton,
    parent: QWidget | None = None,
) -> QMessageBox:
    """A message box to build on (extra buttons, informative text): its
    texts are plain text."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box
