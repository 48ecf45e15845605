"""The table server: many ``Table``s behind one WebSocket port, over TLS
(docs/architecture.md §14, docs/network.md).

asyncio and ``websockets``, no Qt: the same referee runs in the app and in
``gardenapp serve``. What a connection may do is bounded everywhere:

- the TLS and WebSocket handshakes: ``open_timeout``; the first message (join,
  rejoin, watch, create, start, hand): ``hello_timeout``; a peer that stops
  answering pings (a slow-loris trickling one frame): ``ping_interval`` +
  ``ping_timeout``; a peer that stops reading: each send waits at most
  ``send_timeout``, then the connection is dropped;
- a message: ``protocol.MAX_CLIENT_BYTES`` (the library refuses a longer frame
  and closes), then ``protocol.read_client``; ``max_bad`` unreadable or
  refused messages close the connection;
- the rate: a token bucket of ``rate`` messages a second, ``burst`` at once;
- the server: ``max_tables`` tables, ``max_connections`` connections,
  ``max_watchers`` watchers a table.

Every request that is not granted is answered with ``refused`` and the
reason as a Message; a connection is closed only after one of the limits.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..core.errors import GardenError, RecordError
from ..core.files import remove_stale_temporaries
from ..core.game import Event
from ..core.messages import QT_TRANSLATE_NOOP, Message, msg
from . import certs, invite, protocol
from .table import PUBLIC, Refused, Table, new_code, same_code

log = logging.getLogger("gardenapp.net")

CREATE_KEY_FILE = "create.key"
TABLES_DIR = "tables"

NO_TABLE = msg(QT_TRANSLATE_NOOP("engine", "No table has this code; ask the host for a new invitation"))
ATTACHED = msg(QT_TRANSLATE_NOOP("engine", "This connection is already at a table"))
NOT_ATTACHED = msg(QT_TRANSLATE_NOOP("engine", "Join a seat or watch a table first"))
TOO_FAST = msg(QT_TRANSLATE_NOOP("engine", "Too many messages at once; wait a moment"))
UNREADABLE = msg(QT_TRANSLATE_NOOP("engine", "The message could not be read"))
FULL = msg(QT_TRANSLATE_NOOP("engine", "This host holds no more tables now"))
WRONG_KEY = msg(QT_TRANSLATE_NOOP("engine", "The create key does not match"))
FAILED = msg(QT_TRANSLATE_NOOP("engine", "The host could not do that"))
TOO_MANY_WATCHERS = msg(QT_TRANSLATE_NOOP("engine", "This table has as many watchers as it allows"))


@dataclass
class Limits:
    open_timeout: float = 10.0
    hello_timeout: float = 10.0
    ping_interval: float = 20.0
    ping_timeout: float = 20.0
    send_timeout: float = 10.0
    rate: float = 20.0
    burst: float = 40.0
    max_bad: int = 50
    max_tables: int = 1000
    max_connections: int = 5000
    max_watchers: int = 32
    save_threads: int = 32


@dataclass(eq=False)
class _Conn:
    ws: ServerConnection
    limits: Limits
    table: Table | None = None
    seat: int | None = None
    tokens: float = 0.0
    stamp: float = field(default_factory=time.monotonic)
    bad: int = 0

    def __post_init__(self) -> None:
        self.tokens = self.limits.burst

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.limits.burst, self.tokens + (now - self.stamp) * self.limits.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class TableServer:
    """``await start()`` binds (``port`` 0: any free port, see ``.port``); ``await close()`` stops."""

    def __init__(
        self,
        state_dir: str | os.PathLike[str],
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        address: str | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.state_dir = Path(state_dir)
        self.host, self.port = host, port
        self.address = address or host  # the name invitations carry
        self.limits = limits or Limits()
        self.tables: dict[str, Table] = {}
        self._by_code: dict[str, Table] = {}
        self._by_watch: dict[str, Table] = {}
        self._conns: dict[str, set[_Conn]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._count = 0
        self._saver: ThreadPoolExecutor | None = None
        self._driving: set[str] = set()
        self._tasks: set[asyncio.Future[Any]] = set()
        self._server: Server | None = None
        self.fingerprint = ""
        self.create_key = ""
        self.resumed: list[str] = []
        self.unreadable: list[tuple[str, str]] = []

    # -- the host's folder ---------------------------------------------------------------------
    def _prepare(self) -> None:
        self.state_dir.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(OSError):
            os.chmod(self.state_dir, 0o700)
        (self.state_dir / TABLES_DIR).mkdir(exist_ok=True)
        names = sorted({"localhost", "127.0.0.1", "::1", self.address})
        self.cert_path, self.key_path, self.fingerprint = certs.ensure_certificate(self.state_dir, names)
        key_file = self.state_dir / CREATE_KEY_FILE
        if not key_file.is_file():
            fd = os.open(key_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="ascii") as f:
                f.write(new_code() + "\n")
        self.create_key = key_file.read_text(encoding="ascii").strip()
        tables = self.state_dir / TABLES_DIR
        remove_stale_temporaries(tables, ".json")
        for path in sorted(tables.glob("*.json")):
            try:
                table = Table.load(path)
            except (RecordError, GardenError, OSError) as exc:
                self.unreadable.append((path.name, str(exc)))
                log.warning("table file %s not resumed: %s", path.name, exc)
                continue
            self._add(table)
            self.resumed.append(table.id)

    def _add(self, table: Table) -> None:
        table.autosave = False  # saved by _save, off the event loop, before anyone is told
        self.tables[table.id] = table
        self._by_code[table.code] = table
        self._by_watch[table.watch_code] = table
        self._conns[table.id] = set()
        self._locks[table.id] = asyncio.Lock()

    def invitation(self, table: Table | None, role: str) -> str:
        """The line to hand out: ``seat``/``watch`` of ``table``, or ``create`` for this server."""
        code = self.create_key if role == "create" else table.code if role == "seat" else table.watch_code  # type: ignore[union-attr]
        return invite.make(self.address, self.port, role, code, self.fingerprint)

    # -- running -------------------------------------------------------------------------------
    async def start(self) -> None:
        self._prepare()
        lim = self.limits
        self._server = await serve(
            self._handle,
            self.host,
            self.port,
            ssl=certs.server_context(self.cert_path, self.key_path),
            subprotocols=[protocol.SUBPROTOCOL],  # type: ignore[list-item]
            compression=None,  # no decompression cost nor bomb; views are small
            max_size=protocol.MAX_CLIENT_BYTES,
            max_queue=8,
            open_timeout=lim.open_timeout,
            ping_interval=lim.ping_interval,
            ping_timeout=lim.ping_timeout,
            close_timeout=2,
            server_header=None,
        )
        sock = next(iter(self._server.sockets))
        self.port = sock.getsockname()[1]
        # A table whose computer players were to move when the host stopped goes on.
        for table in list(self.tables.values()):
            self._spawn(self._drive(table))

    async def _save(self, table: Table) -> None:
        """The table's autosave (an fsync: milliseconds) on a worker thread, so
        the other tables go on; under the table's lock, so saves keep their order.
        Its own pool (``Limits.save_threads``), so that the fsyncs of many
        tables overlap and never wait behind the computer players' searches."""
        if self._saver is None:
            self._saver = ThreadPoolExecutor(self.limits.save_threads, thread_name_prefix="gardenapp-save")
        await asyncio.get_running_loop().run_in_executor(self._saver, table.save)

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)  # kept until done: the loop holds tasks only weakly
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._server.wait_closed(), 5)
        for task in list(self._tasks):
            task.cancel()
        if self._saver is not None:
            self._saver.shutdown(wait=True)  # every save begun is finished

    # -- one connection ------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        if self._count >= self.limits.max_connections or ws.subprotocol != protocol.SUBPROTOCOL:
            await ws.close(1008 if ws.subprotocol == protocol.SUBPROTOCOL else 1002)
            return
        self._count += 1
        conn = _Conn(ws, self.limits)
        try:
            await self._serve(conn)
        except ConnectionClosed:
            pass
        finally:
            self._count -= 1
            await self._detach(conn)

    async def _serve(self, conn: _Conn) -> None:
        ws = conn.ws
        while True:
            timeout = self.limits.hello_timeout if conn.table is None else None
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout)
            except TimeoutError:
                await ws.close(1008, "no request in time")
                return
            await self._one(conn, raw)
            if conn.bad >= self.limits.max_bad:
                await ws.close(1008, "too many refused messages")
                return

    async def _one(self, conn: _Conn, raw: str | bytes) -> None:
        """One message: within the rate, readable, then granted or refused with the reason."""
        if not conn.allow():
            await self._refuse(conn, "message", TOO_FAST)
            return
        try:
            data = protocol.read_client(raw)
        except protocol.ProtocolError as exc:
            await self._refuse(conn, "message", UNREADABLE, exc.problems)
            return
        try:
            await self._dispatch(conn, data)
        except Refused as exc:
            await self._refuse(conn, data["kind"], exc.reason, exc.problems)
        except ConnectionClosed:
            raise
        except Exception:  # a bug of ours: said, logged, and the host goes on
            log.exception("request %s failed", data["kind"])
            await self._refuse(conn, data["kind"], FAILED)

    async def _refuse(self, conn: _Conn, about: str, reason: Message, problems: Any = ()) -> None:
        conn.bad += 1
        await self._send(conn, protocol.refusal(about, reason, tuple(problems)))

    async def _send(self, conn: _Conn, data: dict[str, Any]) -> bool:
        try:
            await asyncio.wait_for(conn.ws.send(protocol.encode(data)), self.limits.send_timeout)
            return True
        except (TimeoutError, ConnectionClosed):
            conn.ws.transport.abort()  # a peer that does not read is dropped, never waited for
            return False

    async def _dispatch(self, conn: _Conn, data: dict[str, Any]) -> None:
        kind = data["kind"]
        if kind == "ping":
            await self._send(conn, protocol.message("pong"))
        elif kind == "look":
            table = self._by_code.get(data["code"])
            if table is None:
                raise Refused(NO_TABLE)
            await self._send(conn, table.lobby())
        elif kind == "create":
            await self._create(conn, data)
        elif kind in ("join", "rejoin", "watch"):
            await self._attach(conn, data)
        elif kind in ("start", "hand"):
            table = self._by_code.get(data["code"])
            if table is None:
                raise Refused(NO_TABLE)
            table.check_host(data["host"])
            async with self._locks[table.id]:
                if kind == "start":
                    table.start()
                else:
                    table.hand(data["seat"], data["level"])
                await self._save(table)
            await self._broadcast(table, ())
            self._spawn(self._drive(table))
        elif kind == "act":
            table, seat = conn.table, conn.seat
            if table is None or seat is None:
                raise Refused(NOT_ATTACHED)
            async with self._locks[table.id]:
                events = table.act(seat, data["n"], data["action"])
                await self._save(table)
                await self._broadcast(table, events)
            self._spawn(self._drive(table))

    async def _create(self, conn: _Conn, data: dict[str, Any]) -> None:
        if not same_code(data["key"], self.create_key):
            raise Refused(WRONG_KEY)
        if len(self.tables) >= self.limits.max_tables:
            raise Refused(FULL)
        table = Table(data["game"], data.get("options", {}), list(data["seats"]))
        table.path = self.state_dir / TABLES_DIR / f"{table.id}.json"
        self._add(table)
        await self._save(table)
        await self._send(
            conn,
            protocol.message(
                "created", table=table.id, code=table.code, watch=table.watch_code, host=table.host_secret
            ),
        )

    async def _attach(self, conn: _Conn, data: dict[str, Any]) -> None:
        if conn.table is not None:
            raise Refused(ATTACHED)
        kind = data["kind"]
        table = (self._by_watch if kind == "watch" else self._by_code).get(data["code"])
        if table is None:
            raise Refused(NO_TABLE)
        secret: str | None = None
        async with self._locks[table.id]:
            if kind == "join":
                secret = table.join(data["seat"], data["name"])
                await self._save(table)
                seat = data["seat"]
            elif kind == "rejoin":
                table.rejoin(data["seat"], data["secret"])
                seat = data["seat"]
            else:
                if sum(1 for c in self._conns[table.id] if c.seat == PUBLIC) >= self.limits.max_watchers:
                    raise Refused(TOO_MANY_WATCHERS)
                seat = PUBLIC
            conn.table, conn.seat = table, seat
            self._conns[table.id].add(conn)
            if seat != PUBLIC:
                table.seats[seat].present += 1
            # the game and its options with it: a watcher (who may not look at the lobby) reads its
            # views with the table's options, never a guess (docs/network.md §1.2)
            welcome = protocol.message(
                "welcome", seat=seat, secret=secret, game=table.game.id, options=table.record.options
            )
            await self._send(conn, welcome)
            await self._broadcast(table, ())

    async def _detach(self, conn: _Conn) -> None:
        table = conn.table
        if table is None:
            return
        self._conns[table.id].discard(conn)
        if conn.seat is not None and conn.seat != PUBLIC:
            table.seats[conn.seat].present -= 1
        conn.table = None
        with contextlib.suppress(Exception):
            await self._broadcast(table, ())

    async def _broadcast(self, table: Table, events: tuple[Event, ...]) -> None:
        """Each connection of ``table`` gets its own seat's snapshot (one per seat, built once)."""
        conns = list(self._conns.get(table.id, ()))
        if not conns:
            return
        built: dict[int, dict[str, Any]] = {}
        for c in conns:
            assert c.seat is not None
            if c.seat not in built:
                built[c.seat] = table.snapshot(c.seat, events)
        await asyncio.gather(*(self._send(c, built[c.seat]) for c in conns if c.seat is not None))

    async def _drive(self, table: Table) -> None:
        """Let the computer players move while it is their turn (bounded by the
        record's length); one drive a table at a time, so a bot never thinks twice at once."""
        if table.id in self._driving:
            return
        self._driving.add(table.id)
        try:
            await self._drive_moves(table)
        finally:
            self._driving.discard(table.id)

    async def _drive_moves(self, table: Table) -> None:
        for _ in range(10_000):
            seat = table.computer_to_move()
            if seat is None:
                return
            level = table.seats[seat].computer
            if level == "random":
                n, action = table.choose_computer_move(seat)
            else:  # a search: off the event loop, so the other tables go on
                n, action = await asyncio.to_thread(table.choose_computer_move, seat)
            async with self._locks[table.id]:
                events = table.play_computer_move(seat, n, action)
                if events is not None:
                    await self._save(table)
                    await self._broadcast(table, events)


async def run(state_dir: str, host: str, port: int, address: str | None, ready: Any = None) -> None:
    """``gardenapp serve``: serve until SIGTERM or SIGINT."""
    import signal

    server = TableServer(state_dir, host, port, address=address)
    await server.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    if ready is not None:
        ready(server)
    await stop.wait()
    await server.close()
