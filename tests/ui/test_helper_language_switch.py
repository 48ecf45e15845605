"""A language switch with a board open in a score helper (docs/architecture.md §6.2, §5):
every visible text follows it. Found on a real display: the Sanssouci helper
kept 35 English texts after a switch to Spanish (lupdate had filed them under
no context)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel

from gardenapp.core import registry
from gardenapp.ui.i18n import LanguageManager
from gardenapp.ui.mainwindow import game_is_available, game_ui_module_name

ROOT = Path(__file__).resolve().parents[2]


def english_with_a_polish_translation() -> set[str]:
    root = ET.parse(ROOT / "translations" / "gardenapp_pl.ts").getroot()
    out = set()
    for message in root.iter("message"):
        source, translation = message.findtext("source") or "", message.findtext("translation") or ""
        if translation and translation != source and "{" not in source:
            out.add(source)
    return out


def visible_texts(widget) -> list[str]:
    texts = []
    for w in widget.findChildren(QLabel) + widget.findChildren(QAbstractButton):
        if w.isVisibleTo(widget) and w.text():
            texts.append(w.text())
    texts += [g.title() for g in widget.findChildren(QGroupBox) if g.isVisibleTo(widget) and g.title()]
    return texts


@pytest.mark.parametrize("game_id", [i.id for i in registry.catalogue() if game_is_available(i.id)])
def test_no_english_text_is_left_after_a_switch_to_polish(qapp, game_id):
    import importlib

    manager = LanguageManager()
    manager.set_language("en", save=False)
    helper = importlib.import_module(game_ui_module_name(game_id)).create_score_helper(None)
    example = sorted((ROOT / "gardenapp" / "games" / game_id / "examples").glob("*.json"))[0]
    try:
        assert helper.open_path(str(example))
        helper.resize(1100, 750)
        helper.show()
        qapp.processEvents()
        manager.set_language("pl", save=False)
        qapp.processEvents()
        english = english_with_a_polish_translation()
        left = sorted({t for t in visible_texts(helper) if t in english})
        assert not left, f"{game_id}: still English after the switch: {left}"
    finally:
        manager.set_language("en", save=False)
        manager.uninstall()
        helper.close()
        helper.deleteLater()
