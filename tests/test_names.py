"""Outside input: a person's name looks like what it is. Names are NFC-normalised;
a character that changes the text's direction or is invisible is a problem naming
the entry; two names equal once normalised are a duplicate. The same rule holds
for a board file (every game), a saved game, `gardenapp score` and the window
where a person types a name (the new-game dialog, the score helper)."""

from __future__ import annotations

import json
import unicodedata
from contextlib import redirect_stderr, redirect_stdout
from io import StringIO
from pathlib import Path

import pytest

import gardenapp.games  # noqa: F401  (announces the titles)
from gardenapp.cli import main
from gardenapp.core import registry
from gardenapp.core.errors import BoardFileError, RecordError
from gardenapp.core.names import name_problem, normalise_name, same_name
from gardenapp.core.record import GameRecord
from tests.test_hostile_files import HARMONIES, saved_game

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves")
EXAMPLES = {
    "harmonies": "rulebook_full_board_side_a.json",
    "takenoko": "finished_2p.json",
    "sanssouci": "two_players.json",
    "azul_queens_garden": "two_gardens_rulebook_groups.json",
    "under_the_leaves": "greedy_game_2p.json",
}
NFC_JOAO = "Jo\u00e3o"
NFD_JOAO = "Joa\u0303o"
SPOOFS = {  # name -> (the problem's words, the character it names)
    "\u202eevil\u202c Łucja": ("changes the direction of the text", "U+202E"),  # right-to-left override
    "\u2066Ana\u2069": ("changes the direction of the text", "U+2066"),  # LRI ... PDI
    "Ana\u200f": ("changes the direction of the text", "U+200F"),  # right-to-left mark
    "Ana\u200b": ("invisible character", "U+200B"),  # zero-width space
    "An\u200da": ("invisible character", "U+200D"),  # zero-width joiner
    "\ufeffAna": ("invisible character", "U+FEFF"),  # byte-order mark
    "An\u00ada": ("invisible character", "U+00AD"),  # soft hyphen
    "Ana\u034f": ("invisible character", "U+034F"),  # combining grapheme joiner
    "Ana\ufe0f": ("invisible character", "U+FE0F"),  # variation selector
    "\u3164": ("invisible character", "U+3164"),  # Hangul filler
}


def example(game_id: str) -> dict:
    path = ROOT / "gardenapp" / "games" / game_id / "examples" / EXAMPLES[game_id]
    return json.loads(path.read_text(encoding="utf-8"))


def problems(game_id: str, data: dict) -> list[str]:
    with pytest.raises(BoardFileError) as err:
        registry.get(game_id).board_from_dict(data)
    return [str(p) for p in err.value.problems]


# -- the rule --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(SPOOFS))
def test_direction_controls_and_invisible_characters_are_refused(name):
    words, char = SPOOFS[name]
    problem = name_problem(name)
    assert problem is not None and words in str(problem) and f"({char})" in str(problem)


@pytest.mark.parametrize("name", ["Łucja", "Zoë", NFC_JOAO, NFD_JOAO, "Ana Silva", "Zoë-Ana", "Ñandú", "Ἀθηνᾶ"])
def test_plain_names_in_any_script_are_accepted(name):
    assert name_problem(name) is None


def test_names_are_nfc_with_plain_single_spaces():
    assert normalise_name(NFD_JOAO) == NFC_JOAO and unicodedata.is_normalized("NFC", normalise_name(NFD_JOAO))
    assert normalise_name("Ana\u00a0Silva") == "Ana Silva"  # no-break space: a plain space
    assert normalise_name("  Ana   Silva\u3000") == "Ana Silva"
    assert same_name(NFD_JOAO, NFC_JOAO) and not same_name("Ana", "Ana Silva")
    assert str(name_problem(" \u00a0 ")) == "the name is empty"
    assert name_problem(" ", required=False) is None
    assert str(name_problem("x" * 101)) == "the name is longer than 100 characters"
    assert str(name_problem("Ana\x1b")) == "the name holds a character that cannot be shown (\\x1b)"


# -- board files, every game -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_board_file_refuses_a_spoofing_name_naming_the_entry(game_id):
    data = example(game_id)
    data["players"][0]["name"] = "\u202eevil\u202c Łucja"
    assert "players[0].name: the name holds a character that changes the direction of the text (U+202E)" in problems(
        game_id, data
    )
    data = example(game_id)
    data["players"][0]["name"], data["players"][1]["name"] = "Ana", "Ana\u200b"
    assert "players[1].name: the name holds an invisible character (U+200B)" in problems(game_id, data)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_board_file_with_nfd_names_is_read_as_nfc_and_a_collision_is_a_duplicate(game_id):
    game = registry.get(game_id)
    data = example(game_id)
    data["players"][0]["name"] = NFD_JOAO
    sheet = game.score_board(game.board_from_dict(data))
    assert sheet.players[0].name == NFC_JOAO
    assert game.board_to_dict(game.board_from_dict(data))["players"][0]["name"] == NFC_JOAO
    data = example(game_id)
    data["players"][0]["name"], data["players"][1]["name"] = NFC_JOAO, NFD_JOAO
    assert f'players[1].name: the name "{NFC_JOAO}" is used twice' in problems(game_id, data)
    data = example(game_id)
    data["players"][0]["name"], data["players"][1]["name"] = "Ana Silva", "Ana\u00a0 Silva "
    assert 'players[1].name: the name "Ana Silva" is used twice' in problems(game_id, data)


def test_the_common_header_check_applies_the_same_rule():
    """A game without a schema (check_common) reads names the same way."""
    from tests.toygame import PebblesGame

    game = PebblesGame()
    data = {
        "format": "gardenapp-board",
        "version": 1,
        "game": game.id,
        "players": [{"name": NFD_JOAO, "pebbles": 1, "secret": 2}, {"name": NFC_JOAO, "pebbles": 2, "secret": 3}],
    }
    with pytest.raises(BoardFileError) as err:
        game.board_from_dict(data)
    assert [str(p) for p in err.value.problems] == [f'players[1].name: the name "{NFC_JOAO}" is used twice']
    data["players"][1]["name"] = "Ana\u202e"
    with pytest.raises(BoardFileError, match=r"players\[1\]\.name: .*direction of the text \(U\+202E\)"):
        game.board_from_dict(data)
    data["players"][1]["name"] = "Ana"
    assert game.board_from_dict(data)[0]["name"] == NFC_JOAO


def run_score(tmp_path, data) -> tuple[int, str, str]:
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    out, err = StringIO(), StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["score", str(path), "--lang", "en", "--json"])
    return code, out.getvalue(), err.getvalue()


def test_gardenapp_score_refuses_a_spoofing_name_with_exit_2(tmp_path):
    data = example("harmonies")
    data["players"][0]["name"] = "\u202eevil\u202c Łucja"
    code, out, err = run_score(tmp_path, data)
    assert code == 2 and out == ""
    assert "players[0].name: the name holds a character that changes the direction of the text (U+202E)" in err
    assert "\u202e" not in err
    data["players"][0]["name"], data["players"][1]["name"] = NFD_JOAO, NFC_JOAO
    code, out, err = run_score(tmp_path, data)
    assert code == 2 and f'players[1].name: the name "{NFC_JOAO}" is used twice' in err
    data["players"][1]["name"] = "Ana"
    code, out, err = run_score(tmp_path, data)
    assert code == 0 and json.loads(out)["players"][0]["name"] == NFC_JOAO


# -- saved games -------------------------------------------------------------------------------------------------
def load_record(tmp_path, data) -> GameRecord:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return GameRecord.load(path)


def test_a_saved_game_refuses_spoofing_names_and_duplicates_after_normalising(tmp_path):
    data = saved_game(HARMONIES, names=["Ana", "\u202eevil\u202c Łucja"])
    with pytest.raises(RecordError, match=r"names\[1\]: .*direction of the text \(U\+202E\)"):
        load_record(tmp_path, data)
    data = saved_game(HARMONIES, names=["Ana", "Ana\u200b"])
    with pytest.raises(RecordError, match=r"names\[1\]: the name holds an invisible character \(U\+200B\)"):
        load_record(tmp_path, data)
    data = saved_game(HARMONIES, names=[NFC_JOAO, NFD_JOAO])
    with pytest.raises(RecordError) as err:
        load_record(tmp_path, data)
    assert [str(p) for p in err.value.problems] == [f'names[1]: the name "{NFC_JOAO}" is used twice']


def test_a_saved_game_with_nfd_names_resumes_with_nfc_names(tmp_path, qapp):
    from gardenapp.ui.session import GameSession

    data = saved_game(HARMONIES, names=[NFD_JOAO, "Zoë"])
    assert load_record(tmp_path, data).names == [NFC_JOAO, "Zoë"]
    session = GameSession.load(str(tmp_path / "game.json"))
    try:
        assert session.names == [NFC_JOAO, "Zoë"]
    finally:
        session.stop()
    # Empty names (a seat left unnamed) are no duplicates of each other.
    assert load_record(tmp_path, saved_game(HARMONIES, names=["", ""])).names == ["", ""]


# -- where a person types a name ---------------------------------------------------------------------------------
def test_the_new_game_dialog_refuses_a_typed_direction_control_with_a_visible_message(qtbot):
    from gardenapp.ui.newgame import NewGameDialog

    dialog = NewGameDialog(HARMONIES)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.players.setValue(2)
    dialog.name_edits[0].setText("Ana")
    dialog.name_edits[1].setText("\u202eevil\u202c Łucja")
    dialog._accept()
    assert dialog.result() != dialog.DialogCode.Accepted and dialog.isVisible()
    assert dialog.message.isVisible()
    assert dialog.message.text() == (
        "Seat 2: the name holds a character that changes the direction of the text (U+202E)"
    )
    dialog.name_edits[1].setText("Ana\u200b")
    dialog._accept()
    assert dialog.message.text() == "Seat 2: the name holds an invisible character (U+200B)"
    dialog.name_edits[0].setText(NFD_JOAO)
    dialog.name_edits[1].setText(NFC_JOAO + " ")
    dialog._accept()
    assert dialog.message.text() == "Two players have the same name."
    dialog.name_edits[1].setText("Zoë")
    dialog._accept()
    assert dialog.result() == dialog.DialogCode.Accepted and dialog.names() == [NFC_JOAO, "Zoë"]


def test_the_score_helper_renames_by_the_same_rule(qtbot, monkeypatch):
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from gardenapp.ui.games import harmonies

    helper = harmonies.create_score_helper(None)
    qtbot.addWidget(helper)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    typed = iter(["Ana\u200b", "\u2066Bo\u2069", NFC_JOAO, NFD_JOAO, "  Zoë\u00a0 Ana "])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (next(typed), True))
    helper.tabs.setCurrentIndex(1)
    before = helper.file_dict()["players"][1]["name"]
    helper.rename_player()
    helper.rename_player()
    assert helper.file_dict()["players"][1]["name"] == before
    assert shown == [
        "the name holds an invisible character (U+200B)",
        "the name holds a character that changes the direction of the text (U+2066)",
    ]
    helper.tabs.setCurrentIndex(0)
    helper.rename_player()  # player 1 is João
    helper.tabs.setCurrentIndex(1)
    helper.rename_player()  # the same name typed another way: refused
    assert shown[-1] == f"Another player is already called {NFC_JOAO}."
    assert helper.file_dict()["players"][1]["name"] == before
    helper.rename_player()
    assert [p["name"] for p in helper.file_dict()["players"]] == [NFC_JOAO, "Zoë Ana"]
    assert helper.tab_name(1) == "Zoë Ana"
