"""Whole games of every title over localhost WebSockets with TLS: two or three
people (clients) and computer players, a watcher; every message each one
received is checked against its seat's view_for (docs/architecture.md §14)."""

from __future__ import annotations

import asyncio

import pytest

from gardenapp.net.table import Table

from .kit import PERSON, check_messages, play_whole_game, running_server, table_record

GAMES = ["sanssouci", "azul_queens_garden", "harmonies", "takenoko", "under_the_leaves"]


@pytest.mark.parametrize("game_id", GAMES)
def test_whole_game_over_sockets_shows_each_seat_its_view_only(game_id, tmp_path):
    """docs/architecture.md §14: two people and a computer player (three for two of the titles)."""
    seats = (
        [PERSON, PERSON, "random"] if game_id in ("sanssouci", "harmonies", "takenoko") else [PERSON, "easy", PERSON]
    )

    async def scenario():
        async with asyncio.timeout(90), running_server(tmp_path / "host") as server:
            table_id, logs = await play_whole_game(server, game_id, seats, {"players": 3}, seed=11)
            table = server.tables[table_id]
            return table, logs, table_record(server, table_id)

    table, logs, record = asyncio.run(scenario())
    assert table.over
    assert check_messages(record, logs) == []
    # The autosave is the game: its record replays to the referee's final position.
    assert record.replay() == table.state
    assert record.seats == ["human" if s == PERSON else s for s in seats]


def test_a_leaked_hand_is_caught(tmp_path, monkeypatch):
    """The check above can fail: a referee that sends the whole state (every hand, the seed) is caught."""
    monkeypatch.setattr(Table, "view_for", lambda self, seat: self.state)

    async def scenario():
        async with asyncio.timeout(60), running_server(tmp_path / "host") as server:
            table_id, logs = await play_whole_game(server, "takenoko", [PERSON, PERSON], {"players": 2}, seed=3)
            return logs, table_record(server, table_id)

    logs, record = asyncio.run(scenario())
    wrong = check_messages(record, logs)
    assert any("is not view_for(0)" in w for w in wrong)
    assert any("is not view_for(-1)" in w for w in wrong)
