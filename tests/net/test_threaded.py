"""ThreadedClient, the client a Qt window will use (its own event loop in a
thread), against a server running on another thread; and the host handing an
absent person's seat to a computer player and back (docs/architecture.md §14.4)."""

from __future__ import annotations

import asyncio
import random
import threading
import time

from gardenapp.net import protocol
from gardenapp.net.client import ThreadedClient
from gardenapp.net.server import Limits, TableServer

from .kit import PERSON


class ServerThread:
    def __init__(self, folder) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.server = TableServer(folder, "127.0.0.1", 0, limits=Limits(rate=10_000, burst=10_000))
        asyncio.run_coroutine_threadsafe(self.server.start(), self.loop).result(20)

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.close(), self.loop).result(20)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def next_of(client: ThreadedClient, kind: str, timeout: float = 10.0, where=lambda m: True):
    end = time.monotonic() + timeout
    for _ in range(100_000):
        m = client.get(max(0.01, end - time.monotonic()))
        assert m is not None, "connection closed"
        if m["kind"] in (kind, "refused") and (m["kind"] == "refused" or where(m)):
            return m
    raise AssertionError(f"no {kind}")


def create_table(server, clients: list, game: str, seats: list, options: dict | None = None):
    """A table created through a ThreadedClient with the server's create key: (that client, the
    'created' answer, the referee's table); the client is added to ``clients`` to be closed."""
    admin = ThreadedClient(server.invitation(None, "create"))
    clients.append(admin)
    extra = {} if options is None else {"options": options}
    admin.send(protocol.message("create", key=server.create_key, game=game, seats=seats, **extra))
    created = next_of(admin, "created")
    return admin, created, server.tables[created["table"]]


def test_threaded_clients_play_and_the_host_hands_a_seat_to_a_computer_and_back(tmp_path):
    host = ServerThread(tmp_path / "host")
    clients: list[ThreadedClient] = []
    try:
        server = host.server
        admin, created, table = create_table(server, clients, "harmonies", [PERSON, PERSON])
        ana, bruno = ThreadedClient(server.invitation(table, "seat")), ThreadedClient(server.invitation(table, "seat"))
        clients += [ana, bruno]
        for seat, (c, name) in enumerate(((ana, "Ana"), (bruno, "Bruno"))):
            c.send(protocol.message("join", code=created["code"], seat=seat, name=name))
            assert next_of(c, "welcome")["secret"]
        admin.send(protocol.message("start", code=created["code"], host=created["host"]))
        rng = random.Random(2)
        # Bruno leaves; the host hands his seat to a computer, and the game goes on without him.
        bruno.close()
        clients.remove(bruno)
        admin.send(protocol.message("hand", code=created["code"], host=created["host"], seat=1, level="random"))
        moves, shown_standin, acted = 0, False, set()
        for _ in range(2000):
            m = next_of(ana, "table")
            assert m["kind"] == "table", m
            shown_standin = shown_standin or m["seats"][1]["standin"] == "random"
            assert not m["over"]
            if m["current"] == 0 and m["legal"] and m["n"] not in acted:  # once per move: presence repeats it
                acted.add(m["n"])
                ana.send(protocol.message("act", n=m["n"], action=rng.choice(m["legal"])))
                moves += 1
            if moves == 10:
                break
        assert shown_standin and not m["seats"][1]["present"]
        # Back to the person: the host takes the computer off; seat 1 then waits for Bruno.
        admin.send(protocol.message("hand", code=created["code"], host=created["host"], seat=1, level=None))
        for _ in range(2000):
            m = next_of(ana, "table")
            if m["seats"][1]["standin"] is None and m["current"] == 1:
                break
            if m["current"] == 0 and m["legal"] and m["n"] not in acted:
                acted.add(m["n"])
                ana.send(protocol.message("act", n=m["n"], action=rng.choice(m["legal"])))
        n = table.n
        time.sleep(0.3)
        assert table.n == n and table.state.current_player == 1  # the game waits for Bruno
        secret = table.seats[1].secret
        back = ThreadedClient(server.invitation(table, "seat"))
        clients.append(back)
        back.send(protocol.message("rejoin", code=created["code"], seat=1, secret=secret))
        assert next_of(back, "welcome")["seat"] == 1
        whole = next_of(back, "table")
        assert whole["n"] == n and whole["legal"]
        back.send(protocol.message("act", n=n, action=whole["legal"][0]))
        assert next_of(back, "table", where=lambda m: m["n"] > n)["n"] == n + 1
        assert table.record.replay() == table.state
    finally:
        for c in clients:
            c.close()
        host.stop()


def test_the_welcome_tells_every_client_the_tables_game_and_options(tmp_path):
    """docs/network.md §1.2 (welcome): a seat and a watcher (who cannot look with the watch code)
    are told the table's game and its options, as the referee validated them."""
    host = ServerThread(tmp_path / "host")
    clients: list[ThreadedClient] = []
    try:
        server = host.server
        options = {"players": 2, "layout": "P5"}
        admin, created, table = create_table(server, clients, "sanssouci", [PERSON, PERSON], options)
        ana, watcher = (
            ThreadedClient(server.invitation(table, "seat")),
            ThreadedClient(server.invitation(table, "watch")),
        )
        clients += [ana, watcher]
        ana.send(protocol.message("join", code=created["code"], seat=0, name="Ana"))
        watcher.send(protocol.message("watch", code=created["watch"]))
        refused = ThreadedClient(server.invitation(table, "watch"))
        clients.append(refused)
        refused.send(protocol.message("look", code=created["watch"]))
        assert next_of(refused, "lobby")["kind"] == "refused", "the watch code opens no lobby"
        for client, seat in ((ana, 0), (watcher, -1)):
            welcome = next_of(client, "welcome")
            assert welcome["seat"] == seat and welcome["game"] == "sanssouci"
            assert welcome["options"] == table.record.options and welcome["options"]["layout"] == "P5"
    finally:
        for c in clients:
            c.close()
        host.stop()
