"""Why a save failed is said in the player's language (docs/architecture.md §7 left-over,
DEVELOPERS "bad input ... in the player's words"): our own refusals carry a
translatable message and the common system errors have a sentence of ours."""

from __future__ import annotations

import errno

import pytest

from gardenapp.core.files import write_json_atomic
from gardenapp.ui.i18n import LanguageManager, os_error_text


@pytest.fixture
def polish(qapp):
    m = LanguageManager()
    m.set_language("pl", save=False)
    yield m
    m.set_language("en", save=False)
    m.uninstall()


def test_a_refused_read_only_save_says_why_in_polish(polish, tmp_path):
    path = tmp_path / "game.json"
    path.write_text("{}")
    path.chmod(0o444)
    with pytest.raises(PermissionError) as caught:
        write_json_atomic(path, {"new": 1})
    assert os_error_text(caught.value) == "plik jest tylko do odczytu; nie został zastąpiony"


def test_a_full_disk_is_said_in_polish_and_unknown_errors_keep_the_system_words(polish):
    assert os_error_text(OSError(errno.ENOSPC, "No space left on device")) == "dysk jest pełny"
    assert os_error_text(OSError(errno.EBADMSG, "Bad message")) == "Bad message"


def test_a_structural_problem_names_the_entry_it_concerns(qapp):
    """docs/architecture.md §6.7: 'is missing' alone says nothing; the window says of what."""
    from gardenapp.core.errors import Problem
    from gardenapp.core.messages import msg
    from gardenapp.ui.games.harmonies import create_score_helper

    helper = create_score_helper(None)
    names = ["Ana", "Bruno"]
    missing = Problem("players[1].cards", msg("is missing"))
    assert helper.problem_sentence(missing, names) == "Bruno, entry “cards”: is missing"
    semantic = Problem(
        "players[0].cards[1].id", msg("card {card} is already on {name}'s board", card="A05", name="Bruno")
    )
    assert helper.problem_sentence(semantic, names) == "Ana: card A05 is already on Bruno's board"
    helper.deleteLater()


def test_a_typed_number_is_one_undo_step_not_one_per_keystroke(qtbot):
    """docs/architecture.md §6.6: typing 61 on Sanssouci's score track is one edit."""
    from PySide6.QtCore import Qt

    from gardenapp.ui.games.sanssouci import create_score_helper

    helper = create_score_helper(None)
    qtbot.addWidget(helper)
    helper.show()
    helper.add_player()  # a page made after the start follows the rule too
    track = helper.pages()[-1].track
    helper.activateWindow()
    qtbot.waitUntil(helper.isActiveWindow, timeout=2000)
    track.setFocus()
    qtbot.waitUntil(track.hasFocus, timeout=2000)
    track.selectAll()
    steps = helper.undo_stack.count()
    qtbot.keyClicks(track, "61")
    qtbot.keyClick(track, Qt.Key_Return)
    assert helper.to_dict()["players"][-1]["track_score"] == 61
    assert helper.undo_stack.count() == steps + 1
    helper.undo_stack.undo()
    assert helper.to_dict()["players"][-1]["track_score"] == 0
