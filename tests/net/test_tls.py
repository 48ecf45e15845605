"""The trust model of online play (docs/architecture.md §14): TLS with the host's
self-signed certificate pinned by the invitation; without the table's code
nothing is readable."""

from __future__ import annotations

import asyncio
import socket
import stat

import pytest
from websockets.asyncio.client import connect

from gardenapp.net import invite, protocol
from gardenapp.net.client import Client, PinError
from gardenapp.net.server import TableServer

from .kit import PERSON, open_table, running_server


def test_a_client_with_the_wrong_fingerprint_is_refused_before_it_sends_anything(tmp_path):
    async def scenario():
        async with asyncio.timeout(20), running_server(tmp_path / "host") as server:
            created, clients, watcher = await open_table(server, "takenoko", [PERSON, "random"], {"players": 2})
            table = server.tables[created["table"]]
            right = invite.parse(server.invitation(table, "watch"))
            wrong = invite.Invitation(right.host, right.port, "watch", right.code, "f" * 64)
            with pytest.raises(PinError) as err:
                await Client.open(wrong)
            assert "not the one in the invitation" in str(err.value)
            # Another host's certificate (another state folder) is refused the same way.
            other = TableServer(tmp_path / "other")
            other._prepare()
            assert other.fingerprint != server.fingerprint
            with pytest.raises(PinError):
                await Client.open(invite.Invitation(right.host, right.port, "watch", right.code, other.fingerprint))
            assert sum(1 for c in server._conns[table.id] if c.seat == -1) == 1  # only the real watcher
            for c in (*clients.values(), watcher):
                await c.close()

    asyncio.run(scenario())


def test_without_the_code_nothing_is_readable(tmp_path):
    async def scenario():
        async with asyncio.timeout(20), running_server(tmp_path / "host") as server:
            created, clients, watcher = await open_table(server, "harmonies", [PERSON, PERSON], {"players": 2})
            table = server.tables[created["table"]]
            # In the clear: no WebSocket at all, and no byte of HTTP comes back.
            with pytest.raises(Exception):  # noqa: B017 - the handshake fails, however the library says it
                async with connect(f"ws://127.0.0.1:{server.port}/", open_timeout=3, proxy=None):
                    pass
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
            writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            reply = await asyncio.wait_for(reader.read(100), 5)
            assert not reply.startswith(b"HTTP") and b"table" not in reply
            writer.close()
            # Over TLS with the right certificate but guessed codes: refusals only, never a table.
            guess = await Client.open(server.invitation(None, "create"))
            got = []
            for request in (
                protocol.message("watch", code="a" * 26),
                protocol.message("look", code=table.watch_code),
                protocol.message("join", code=table.watch_code, seat=0, name="Eve"),
                protocol.message("rejoin", code=table.code, seat=0, secret=table.watch_code),
                protocol.message("start", code=table.code, host=table.watch_code),
                protocol.message("act", n=0, action={"kind": "take_space", "space": 0}),
                protocol.message("create", key="b" * 26, game="harmonies", seats=[PERSON, PERSON]),
            ):
                await guess.send(request)
                got.append(await guess.recv())
            assert [m["kind"] for m in got] == ["refused"] * 7
            assert all("view" not in m and table.code not in protocol.encode(m) for m in got)
            for c in (*clients.values(), watcher, guess):
                await c.close()

    asyncio.run(scenario())


def test_the_certificate_and_the_secrets_are_kept_for_the_owner_only(tmp_path):
    async def scenario():
        async with asyncio.timeout(20), running_server(tmp_path / "host") as server:
            created, clients, watcher = await open_table(server, "sanssouci", [PERSON, "random"], {"players": 2})
            for c in (*clients.values(), watcher):
                await c.close()
            return server.fingerprint, server.create_key, server.tables[created["table"]].path

    fp, key, path = asyncio.run(scenario())
    folder = tmp_path / "host"
    for secret in (folder / "host-key.pem", folder / "create.key", path):
        assert stat.S_IMODE(secret.stat().st_mode) == 0o600, secret
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    again = TableServer(folder)
    again._prepare()
    assert (again.fingerprint, again.create_key) == (fp, key)  # old invitations stay valid
    assert [t for t in again.tables] == [path.stem]


def _has_ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


@pytest.mark.skipif(not _has_ipv6_loopback(), reason="no IPv6 loopback here")
def test_a_table_over_ipv6_loopback(tmp_path):
    async def scenario():
        async with asyncio.timeout(20), running_server(tmp_path / "host", host="::1") as server:
            text = server.invitation(None, "create")
            assert text.startswith("gardenapp://[::1]:")
            c = await Client.open(text)
            await c.send(protocol.message("ping"))
            assert (await c.recv())["kind"] == "pong"
            await c.close()

    asyncio.run(scenario())
