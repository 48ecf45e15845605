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


async def player(
    client: Client,
    rng: random.Random,
    log: list[dict[str, Any]],
    max_messages: int = 20000,
    stop_at: int | None = None,
    pace: float = 0.0,
) -> None:
    """Record every message; whenever it is this seat's turn, send a random
    legal action (again, after a short wait, when the host refused one: the rate
    limit). ``pace``: the least time between two moves (under a host's rate
    limit, which cuts a connection after too many refusals). Returns at the end
    of the game, or once ``stop_at`` moves are played."""
    acted: set[int] = set()
    for _ in range(max_messages):
        data = await client.recv(timeout=30)
        log.append(data)
        if data["kind"] == "refused" and client.last is not None:
            await asyncio.sleep(0.2)
            acted.discard(client.last["n"])
            data = client.last
        if data["kind"] != "table":
            continue
        if data["over"] or (stop_at is not None and data["n"] >= stop_at):
            return
        if client.seat is not None and data["current"] == client.seat and data["legal"] and data["n"] not in acted:
            acted.add(data["n"])
            await asyncio.sleep(pace)
            await client.act(data["n"], rng.choice(data["legal"]))
    raise AssertionError("the game did not end within the message bound")


async def open_table(server: TableServer, game_id: str, seats: list[str], options: dict[str, Any]):
    """(the create reply, the seated clients by seat, a watcher), everyone joined, not started."""
    admin = await Client.open(server.invitation(None, "create"))
    created = await admin.create(game_id, seats, options)
    assert created["kind"] == "created", created
    await admin.close()
    table = server.tables[created["table"]]
    looker = await Client.open(server.invitation(table, "seat"))
    lobby = await looker.look()  # what a joining app shows before a seat is chosen: no position
    assert lobby["kind"] == "lobby" and lobby["game"] == game_id and "view" not in lobby, lobby
    assert [s["taken"] for s in lobby["seats"]] == [False] * len(seats)
    await looker.close()
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


def check_messages(record: GameRecord, logs: dict[int, list[dict[str, Any]]], events_too: bool = True) -> list[str]:
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
        if events_too and seen_events != [e for evs in events for e in evs]:
            wrong.append(f"seat {seat}: the events received are not those of the actions played")
    return wrong


# The serve command in a child process; at its exit it prints the Qt modules it loaded (none, it must be).
SERVE = (
    "import atexit, sys\n"
    "atexit.register(lambda: print('qt modules:', sorted(m for m in sys.modules"
    " if m.split('.')[0] in ('PySide6', 'shiboken6')), flush=True))\n"
    "from gardenapp.cli import main\n"
    "sys.exit(main(['serve'] + sys.argv[1:]))\n"
)


class ServeProcess:
    """``gardenapp serve --port 0 --state-dir D`` in a child process, ready when its invitation is printed."""

    def __init__(self, state_dir: Path, timeout: float = 30.0) -> None:
        import queue
        import subprocess
        import sys
        import threading

        self.proc = subprocess.Popen(
            [sys.executable, "-c", SERVE, "--port", "0", "--state-dir", str(state_dir)],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.lines: queue.Queue[str | None] = queue.Queue()

        def pump() -> None:
            assert self.proc.stdout is not None
            for line in self.proc.stdout:
                self.lines.put(line.rstrip("\n"))
            self.lines.put(None)

        threading.Thread(target=pump, daemon=True).start()
        self.output: list[str] = []
        self.invitation = ""
        for _ in range(200):
            line = self.lines.get(timeout=timeout)
            if line is None:
                raise AssertionError("serve ended: " + "\n".join(self.output))
            self.output.append(line)
            if line.startswith("create invitation"):
                self.invitation = line.split(": ", 1)[1]
                return
        raise AssertionError("serve printed no invitation")

    def rest(self, timeout: float = 15.0) -> list[str]:
        """What it printed until it ended (waits at most ``timeout``)."""
        self.proc.wait(timeout)
        for _ in range(10_000):
            line = self.lines.get(timeout=timeout)
            if line is None:
                break
            self.output.append(line)
        return self.output

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
