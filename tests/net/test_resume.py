"""Nothing is lost when a connection drops or the host dies (docs/architecture.md §14):
a client killed mid-game rejoins its seat with its secret and gets the whole view;
``gardenapp serve`` killed with SIGKILL mid-game resumes every table from its
autosave, and the clients rejoin and finish the game."""

from __future__ import annotations

import asyncio
import random
import signal

from gardenapp.net import invite
from gardenapp.net.client import Client
from gardenapp.net.table import PUBLIC

from .kit import PERSON, ServeProcess, check_messages, open_table, plain, player, running_server, table_record


def test_a_killed_client_rejoins_its_seat_and_the_others_see_it_away(tmp_path):
    async def scenario():
        async with asyncio.timeout(60), running_server(tmp_path / "host") as server:
            created, clients, watcher = await open_table(server, "harmonies", [PERSON, PERSON], {"players": 2})
            table = server.tables[created["table"]]
            await clients[0].start(created["code"], created["host"])
            logs = {0: [], 1: [], PUBLIC: []}
            rng = random.Random(5)
            await asyncio.gather(*(player(c, rng, logs[s], stop_at=12) for s, c in clients.items()))
            secret = clients[1].secret
            clients[1].ws.transport.abort()  # the app is killed: no closing handshake
            # The others are told the seat is away, and the game waits for it.
            away = None
            for _ in range(50):
                m = await clients[0].recv()
                logs[0].append(m)
                if m["kind"] == "table" and not m["seats"][1]["present"]:
                    away = m
                    break
            assert away is not None and away["seats"][0]["present"]
            n_before = table.n
            # A stranger cannot take the seat, nor rejoin it without its secret.
            stranger = await Client.open(server.invitation(table, "seat"))
            assert (await stranger.join(1, "Eve"))["reason"]["template"] == "That seat is taken"
            wrong = await stranger.rejoin(1, "a" * 26)
            assert wrong["kind"] == "refused" and "secret" in wrong["reason"]["template"]
            # The restarted app rejoins with the invitation and the secret it kept.
            back = await Client.open(server.invitation(table, "seat"))
            welcome = await back.rejoin(1, secret)
            assert welcome == {
                "v": 1,
                "kind": "welcome",
                "seat": 1,
                "secret": None,
                "game": table.game.id,
                "options": table.record.options,
            }
            whole = await back.until("table")
            assert whole["n"] == n_before and whole["seats"][1]["present"]
            assert whole["view"] == plain(table.view_for(1).to_dict())
            logs[1].append(whole)
            if whole["current"] == 1 and whole["legal"]:
                await back.act(whole["n"], rng.choice(whole["legal"]))
            await asyncio.gather(player(clients[0], rng, logs[0]), player(back, rng, logs[1]))
            for c in (*clients.values(), back, stranger, watcher):
                await c.close()
            return table, table_record(server, created["table"]), logs

    table, record, logs = asyncio.run(scenario())
    assert table.over and record.replay() == table.state
    del logs[PUBLIC]  # the watcher stopped reading; the seats' messages are checked
    assert check_messages(record, logs, events_too=False) == []


# gardenapp serve keeps its real limits (20 messages a second): the clients move a little slower.
PACE = 0.06


def test_serve_killed_with_sigkill_resumes_and_the_clients_rejoin(tmp_path):
    """docs/architecture.md §14: the autosave after every action is the game; no Qt in serve."""
    state = tmp_path / "serve"
    first = ServeProcess(state)
    try:
        create = invite.parse(first.invitation)

        async def before_kill():
            async with asyncio.timeout(60):
                admin = await Client.open(create)
                created = await admin.create("takenoko", [PERSON, PERSON, "random"], {"players": 3})
                seat_inv = invite.make(create.host, create.port, "seat", created["code"], create.fingerprint)
                clients = {}
                for seat in (0, 1):
                    clients[seat] = await Client.open(seat_inv)
                    await clients[seat].join(seat, f"P{seat}")
                await admin.start(created["code"], created["host"])
                logs = {0: [], 1: []}
                rng = random.Random(9)
                await asyncio.gather(*(player(c, rng, logs[s], stop_at=25, pace=PACE) for s, c in clients.items()))
                return created, {s: c.secret for s, c in clients.items()}, logs

        created, secrets, logs = asyncio.run(before_kill())
    finally:
        first.proc.send_signal(signal.SIGKILL)
        first.proc.wait(10)
    second = ServeProcess(state)
    try:
        again = invite.parse(second.invitation)
        assert again.fingerprint == create.fingerprint and again.code == create.code  # the same host, kept
        assert "tables resumed: 1; not readable: 0" in second.output

        async def after_restart():
            async with asyncio.timeout(60):
                seat_inv = invite.make(again.host, again.port, "seat", created["code"], again.fingerprint)
                clients = {}
                for seat in (0, 1):
                    clients[seat] = await Client.open(seat_inv)
                    assert (await clients[seat].rejoin(seat, secrets[seat]))["kind"] == "welcome"
                rng = random.Random(10)
                await asyncio.gather(*(player(c, rng, logs[s], pace=PACE) for s, c in clients.items()))
                for c in clients.values():
                    await c.close()

        asyncio.run(after_restart())
        second.proc.send_signal(signal.SIGTERM)
        out = second.rest()
        assert out[-1] == "qt modules: []", out
        assert second.proc.returncode == 0
    finally:
        second.kill()
    from gardenapp.core.errors import RecordError
    from gardenapp.core.files import read_json
    from gardenapp.core.record import GameRecord

    saved = read_json(state / "tables" / f"{created['table']}.json", RecordError)
    record = GameRecord.from_json(saved["record"])
    final = record.replay()
    assert final.is_over
    # Both seats saw, before and after the kill, exactly their views of the record replayed here.
    assert check_messages(record, logs, events_too=False) == []
    assert logs[0][-1]["view"] == plain(final.view_for(0).to_dict())
