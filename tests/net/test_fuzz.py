"""Hostile clients against a running table server (docs/architecture.md §14):
malformed, oversized, deeply nested, out-of-turn, replayed and forged messages, a
wrong seat secret, a watcher that plays, a flood, slow-loris connections. The
game never changes wrongly, the host never crashes nor hangs, the sender gets
a clear refusal. ``benchmarks/fuzz_net.py`` does the same at random, in bulk."""

from __future__ import annotations

import asyncio
import base64
import json
import os

from gardenapp.net import certs, protocol
from gardenapp.net.client import Client
from gardenapp.net.server import Limits

from .kit import PERSON, open_table, running_server

QUICK = Limits(open_timeout=1, hello_timeout=1, ping_interval=0.5, ping_timeout=0.5, rate=50, burst=50, max_bad=30)


async def still_serves(server) -> None:
    """A fresh connection gets its pong at once: the host neither crashed nor hangs."""
    c = await Client.open(server.invitation(None, "create"))
    await c.send(protocol.message("ping"))
    assert (await c.recv(timeout=2))["kind"] == "pong"
    await c.close()


async def started(client):
    """The first ``table`` message of the started game."""
    for _ in range(50):
        m = await client.until("table")
        if m["kind"] == "table" and m["started"]:
            return m
    raise AssertionError("the game did not start")


def template(reply) -> str:
    assert reply["kind"] == "refused", reply
    return reply["reason"]["template"]


def test_hostile_messages_are_refused_and_the_game_does_not_change(tmp_path):
    async def scenario():
        async with asyncio.timeout(30), running_server(tmp_path / "host", QUICK) as server:
            created, clients, watcher = await open_table(server, "sanssouci", [PERSON, PERSON], {"players": 2})
            table = server.tables[created["table"]]
            a, b = clients[0], clients[1]
            await a.act(0, {"kind": "x"})
            assert template(await a.until("refused")) == "The game at this table has not started yet"
            await a.start(created["code"], "b" * 26)
            assert template(await a.until("refused")) == "Only the host of this table may do that"
            await a.start(created["code"], created["host"])
            first, second = await started(a), await started(b)
            before = table.state.to_dict()
            mover, other = (a, b) if first["current"] == 0 else (b, a)
            legal = (first if mover is a else second)["legal"]
            # Malformed at every level: each answered, the connection kept.
            for raw in (
                "{",
                "[]",
                '{"v":1}',
                '{"v":9,"kind":"act"}',
                '{"v":1,"kind":"act","n":0}',
                '{"v":1,"kind":"act","n":0,"action":{"kind":"x","f":[[[[[[[0]]]]]]]}}',
                json.dumps({"v": 1, "kind": "join", "code": "c" * 26, "seat": 0, "name": "\u202eevil"}),
                b"\x00\x01binary",
            ):
                await mover.send_raw(raw)
                reply = await mover.until("refused")
                assert reply["about"] in ("message", "join") and reply["reason"]["template"], reply
            # Out of turn, forged, illegal, then the right move once and its replay.
            await other.act(0, legal[0])
            assert template(await other.until("refused")) == "It is not your turn"
            await mover.act(0, {"kind": "nonsense", "x": 1})
            reply = await mover.until("refused")
            assert template(reply) == "The move could not be read" and reply["problems"]
            await mover.act(5, legal[0])
            assert "earlier position" in template(await mover.until("refused"))
            await watcher.act(0, legal[0])
            assert template(await watcher.until("refused")) == "You are watching this table; watchers do not play"
            assert table.state.to_dict() == before and table.n == 0  # nothing above changed the game
            await mover.act(0, legal[0])
            after = await mover.until("table")
            assert after["n"] == 1 and table.n == 1
            await mover.act(0, legal[0])  # the same message again: a replay
            assert "earlier position" in template(await mover.until("refused"))
            assert table.n == 1
            # Well formed but illegal now (a move of the first position): the engine's own why-not.
            now = mover if after["current"] == mover.seat else other
            illegal = next(x for x in legal if table.game.action_from_json(x) not in table.state.legal_actions())
            await now.act(1, illegal)
            why = table.state.why_not(table.game.action_from_json(illegal))
            assert why is not None and (await now.until("refused"))["reason"] == protocol.message_to_json(why)
            assert table.n == 1
            # A wrong seat secret, a seat that does not exist, a taken seat.
            stranger = await Client.open(server.invitation(table, "seat"))
            assert "secret" in template(await stranger.rejoin(0, "q" * 26))
            assert template(await stranger.join(5, "Eve")) == "This table has no seat {seat}"
            assert template(await stranger.join(0, "Eve")) == "That seat is taken"
            # The watch code is not the table's code, nor the reverse.
            spy = await Client.open(server.invitation(table, "watch"))
            assert "No table has this code" in template(await spy.join(0, "Eve"))
            # Oversized: the library refuses the frame and closes that connection only.
            await stranger.send_raw("x" * (protocol.MAX_CLIENT_BYTES + 10))
            closed = None
            try:
                await stranger.recv(timeout=3)
            except Exception as exc:  # the connection closed with 1009 (message too big)
                closed = exc
            assert closed is not None and "1009" in str(closed)
            await still_serves(server)
            for c in (a, b, watcher, spy):
                await c.close()
            return table

    table = asyncio.run(scenario())
    assert table.record.replay() == table.state


def test_a_flood_is_slowed_then_cut(tmp_path):
    async def scenario():
        async with asyncio.timeout(30), running_server(tmp_path / "host", QUICK) as server:
            c = await Client.open(server.invitation(None, "create"))
            for _ in range(200):
                await c.send(protocol.message("ping"))
            kinds: dict[str, int] = {}
            try:
                for _ in range(300):
                    m = await c.recv(timeout=3)
                    kinds[m["kind"]] = kinds.get(m["kind"], 0) + 1
                    if m["kind"] == "refused":
                        assert m["reason"]["template"] == "Too many messages at once; wait a moment"
            except Exception:
                pass  # closed after max_bad refusals
            assert 0 < kinds.get("pong", 0) < 200 and kinds.get("refused", 0) == QUICK.max_bad
            await still_serves(server)

    asyncio.run(scenario())


def _upgrade_request() -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    return (
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: {protocol.SUBPROTOCOL}\r\n\r\n"
    ).encode()


async def _closed_within(reader: asyncio.StreamReader, seconds: float, trickle=None) -> bool:
    """True if the host closes the connection within ``seconds`` (reading, and trickling meanwhile)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    for _ in range(1000):
        if loop.time() > end:
            return False
        if trickle is not None:
            trickle()
        try:
            chunk = await asyncio.wait_for(reader.read(4096), 0.1)
        except TimeoutError:
            continue
        except (ConnectionError, OSError):
            return True
        if not chunk:
            return True
    return False


def test_slow_loris_connections_are_dropped_and_the_host_goes_on(tmp_path):
    async def scenario():
        async with asyncio.timeout(30), running_server(tmp_path / "host", QUICK) as server:
            # 1. TCP only: no TLS handshake ever (open_timeout).
            r1, w1 = await asyncio.open_connection("127.0.0.1", server.port)
            # 2. TLS and WebSocket open, then silence (hello_timeout).
            r2, w2 = await asyncio.open_connection("127.0.0.1", server.port, ssl=certs.client_context())
            w2.write(_upgrade_request())
            assert (await r2.readuntil(b"\r\n\r\n")).startswith(b"HTTP/1.1 101")
            # 3. A frame announced 1000 bytes long, sent a byte at a time, pings unanswered.
            r3, w3 = await asyncio.open_connection("127.0.0.1", server.port, ssl=certs.client_context())
            w3.write(_upgrade_request())
            await r3.readuntil(b"\r\n\r\n")
            w3.write(bytes([0x81, 0x80 | 126]) + (1000).to_bytes(2, "big") + os.urandom(4))
            results = await asyncio.gather(
                _closed_within(r1, 4),
                _closed_within(r2, 4),
                _closed_within(r3, 6, trickle=lambda: w3.write(b"x")),
                still_serves(server),
            )
            assert results[:3] == [True, True, True]
            for w in (w1, w2, w3):
                w.close()
            await still_serves(server)

    asyncio.run(scenario())
