"""Helpers of the online-play tests: a server on 127.0.0.1, clients that play
random legal moves, and the check that every message a seat received is
exactly what its seat may see (docs/architecture.md §14)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from pathlib import Path
from typing import Any

from gardenapp.core.errors import RecordError
from gardenapp.core.files import read_json
from gardenapp.core.record import GameRecord
from gardenapp.net import protocol
from gardenapp.net.client import Client
from gardenapp.net.server import Limits, TableServer
from gardenapp.net.table import PUBLIC

PERSON = "person"


@contextlib.asynccontextmanager
async def running_server(folder: Path, limits: Limits | None = None, host: str = "127.0.0.1"):
    # Random players move far faster than people: the rate limit has its own test (test_fuzz.py).
    server = TableServer(folder, host, 0, limits=limits or Limits(rate=100_000, burst=100_000))
    await server.start()
    try:
        yield server
    finally:
        await server.close()


def plain(data: Any) -> Any:
    """``data`` as it arrives over the wire (tuples become lists)."""
    return json.loads(json.dumps(data))


async def player(client: Client, rng: random.Random, log: list[dict[str, Any]], max_messages: int = 20000) -> None:
    """Record every message; whenever it is this seat's turn, send a random legal action."""
    acted: set[int] = set()
    for _ in range(max_messages):
        data = await client.recv(timeout=30)
        log.append(data)
        if data["kind"] != "table":
            continue
        if data["over"]:
            return
        if client.seat is not None and data["current"] == client.seat and data["legal"] and data["n"] not in acted:
            acted.add(data["n"])
            await client.act(data["n"], rng.choice(data["legal"]))
    raise AssertionError("the game did not end within the message bound")


async def open_table(server: TableServer, game_id: str, seats: list[str], options: dict[str, Any]):
    """(the create reply, the seated clients by seat, a watcher), everyone joined, not started."""
    admin = await Client.open(server.invitation(None, "create"))
    created = await admin.create(game_id, seats, options)
    assert created["kind"] == "created", created
    await admin.close()
    table = server.tables[created["table"]]
    clients: dict[int, Client] = {}
    for seat, kind in enumerate(seats):
        if kind == PERSON:
            c = await Client.open(server.invitation(table, "seat"))
            welcome = await c.join(seat, f"Player {seat + 1}")
            assert welcome["kind"] == "welcome" and welcome["seat"] == seat, welcome
            clients[seat] = c
    watcher = await Client.open(server.invitation(table, "watch"))
    assert (await watcher.watch())["kind"] == "welcome"
    return created, clients, watcher


async def play_whole_game(server: TableServer, game_id: str, seats: list[str], options: dict[str, Any], seed: int):
    """A whole game over sockets; returns (table id, {seat: every message it received})."""
    created, clients, watcher = await open_table(server, game_id, seats, options)
    host = await Client.open(server.invitation(None, "create"))
    await host.start(created["code"], created["host"])
    logs: dict[int, list[dict[str, Any]]] = {seat: [] for seat in clients}
    logs[PUBLIC] = []
    rng = random.Random(seed)
    tasks = [player(c, random.Random(rng.random()), logs[seat]) for seat, c in clients.items()]
    tasks.append(player(watcher, rng, logs[PUBLIC]))
    await asyncio.gather(*tasks)
    for c in (*clients.values(), watcher, host):
        await c.close()
    return created["table"], logs


def table_record(server: TableServer, table_id: str) -> GameRecord:
    data = read_json(server.state_dir / "tables" / f"{table_id}.json", RecordError)
    return GameRecord.from_json(data["record"])


def check_messages(record: GameRecord, logs: dict[int, list[dict[str, Any]]]) -> list[str]:
    """Every ``table`` message a seat got against a local replay of the record:
    its view is that seat's ``view_for`` at that move, its legal actions are the
    mover's own (none for the others), and its events, in order, are the
    events of the actions played. Returns what differs (empty: nothing leaked)."""
    states = [record.initial_state()]
    events: list[list[Any]] = []
    for action in record.actions:
        state, evs = states[-1].apply_with_events(action)
        states.append(state)
        events.append([plain(protocol.event_to_json(e)) for e in evs])
    wrong: list[str] = []
    for seat, messages in logs.items():
        seen_events: list[Any] = []
        tables = [m for m in messages if m["kind"] == "table"]
        if not tables or not tables[-1]["over"]:
            wrong.append(f"seat {seat}: never saw the end")
        for m in tables:
            state = states[m["n"]]
            if m["view"] != plain(state.view_for(seat).to_dict()):
                wrong.append(f"seat {seat}, move {m['n']}: the view is not view_for({seat})")
            mine = m["started"] and seat == state.current_player
            expected_legal = plain([a.to_json() for a in state.legal_actions()]) if mine else []
            if m["legal"] != expected_legal:
                wrong.append(f"seat {seat}, move {m['n']}: legal actions not the mover's own")
            seen_events.extend(m["events"])
        if seen_events != [e for evs in events for e in evs]:
            wrong.append(f"seat {seat}: the events received are not those of the actions played")
    return wrong
