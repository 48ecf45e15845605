"""A client of a table (docs/network.md): ``Client`` for asyncio code, and
``ThreadedClient``, the same on its own event loop in a thread, for a Qt
window (which keeps its own loop) and for tests.

``Client.open(invitation)`` connects over TLS and checks, before it sends
anything, that the host's certificate is the one whose fingerprint the
invitation carries (``PinError`` otherwise); everything the host sends is read
with ``protocol.read_server``, as hostile as what a client sends.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from concurrent.futures import Future
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from ..core.errors import Problem
from ..core.messages import QT_TRANSLATE_NOOP, msg
from . import certs, protocol
from .invite import Invitation, parse


class PinError(protocol.ProtocolError):
    """The host's certificate is not the one the invitation names."""


def _pin_error() -> PinError:
    return PinError(
        [
            Problem(
                "",
                msg(
                    QT_TRANSLATE_NOOP(
                        "engine", "The host's certificate is not the one in the invitation; nothing was sent"
                    )
                ),
            )
        ]
    )


class Client:
    def __init__(self, ws: ClientConnection, invitation: Invitation) -> None:
        self.ws = ws
        self.invitation = invitation
        self.seat: int | None = None
        self.secret: str | None = None
        self.last: dict[str, Any] | None = None  # the last ``table`` message

    @classmethod
    async def open(cls, invitation: Invitation | str, *, timeout: float = 10.0) -> "Client":
        inv = parse(invitation) if isinstance(invitation, str) else invitation
        ws = await connect(
            inv.uri,
            ssl=certs.client_context(),
            subprotocols=[protocol.SUBPROTOCOL],  # type: ignore[list-item]
            compression=None,
            max_size=protocol.MAX_SERVER_BYTES,
            open_timeout=timeout,
            close_timeout=2,
            proxy=None,
        )
        ssl_object = ws.transport.get_extra_info("ssl_object")
        der = ssl_object.getpeercert(binary_form=True) if ssl_object is not None else None
        if der is None or certs.fingerprint(der) != inv.fingerprint:
            ws.transport.abort()
            raise _pin_error()
        return cls(ws, inv)

    async def close(self) -> None:
        await self.ws.close()

    async def send(self, data: dict[str, Any]) -> None:
        await self.ws.send(protocol.encode(data))

    async def send_raw(self, text: str | bytes) -> None:
        """Anything at all (the fuzz tests)."""
        await self.ws.send(text)

    async def recv(self, timeout: float = 10.0) -> dict[str, Any]:
        """The next message, checked; a ``table`` one is kept as ``last``."""
        data = protocol.read_server(await asyncio.wait_for(self.ws.recv(), timeout))
        if data["kind"] == "table":
            self.last = data
        return data

    async def until(self, *kinds: str, timeout: float = 10.0) -> dict[str, Any]:
        """The next message of one of ``kinds`` (or ``refused``), the others read on the way."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        for _ in range(10_000):
            data = await self.recv(max(0.0, end - loop.time()))
            if data["kind"] in kinds or data["kind"] == "refused":
                return data
        raise TimeoutError("no such message")

    # -- requests ----------------------------------------------------------------------------------
    async def look(self) -> dict[str, Any]:
        """The table's ``lobby`` (its game and seats), before choosing a seat."""
        await self.send(protocol.message("look", code=self.invitation.code))
        return await self.until("lobby")

    async def join(self, seat: int, name: str) -> dict[str, Any]:
        await self.send(protocol.message("join", code=self.invitation.code, seat=seat, name=name))
        return await self._welcome()

    async def rejoin(self, seat: int, secret: str) -> dict[str, Any]:
        await self.send(protocol.message("rejoin", code=self.invitation.code, seat=seat, secret=secret))
        return await self._welcome()

    async def watch(self) -> dict[str, Any]:
        await self.send(protocol.message("watch", code=self.invitation.code))
        return await self._welcome()

    async def _welcome(self) -> dict[str, Any]:
        reply = await self.until("welcome")
        if reply["kind"] == "welcome":
            self.seat, self.secret = reply["seat"], reply["secret"] or self.secret
        return reply

    async def create(self, game: str, seats: list[str], options: dict[str, Any] | None = None) -> dict[str, Any]:
        await self.send(
            protocol.message("create", key=self.invitation.code, game=game, options=options or {}, seats=seats)
        )
        return await self.until("created")

    async def start(self, code: str, host: str) -> None:
        await self.send(protocol.message("start", code=code, host=host))

    async def hand(self, code: str, host: str, seat: int, level: str | None) -> None:
        await self.send(protocol.message("hand", code=code, host=host, seat=seat, level=level))

    async def act(self, n: int, action: dict[str, Any]) -> None:
        await self.send(protocol.message("act", n=n, action=action))


class ThreadedClient:
    """A ``Client`` on an event loop of its own thread. Every call returns
    when done (or raises its error); ``inbox`` receives every message the host
    sends, checked, in order (``None`` once the connection is closed)."""

    def __init__(self, invitation: Invitation | str, *, timeout: float = 10.0) -> None:
        self.inbox: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="gardenapp-net-client", daemon=True)
        self._thread.start()
        self.timeout = timeout
        try:
            self.client: Client = self._call(Client.open(invitation, timeout=timeout))
        except BaseException:
            self._stop()
            raise
        self._reader: Future[None] = asyncio.run_coroutine_threadsafe(self._read(), self._loop)

    def _call(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(self.timeout + 5)

    async def _read(self) -> None:
        try:
            for _ in range(10_000_000):
                self.inbox.put(await self.client.recv(timeout=24 * 3600))
        except Exception:  # closed, or the host sent something unreadable: the connection is over
            self.inbox.put(None)
            await self.client.ws.close()

    def send(self, data: dict[str, Any]) -> None:
        self._call(self.client.send(data))

    def get(self, timeout: float = 10.0) -> dict[str, Any] | None:
        return self.inbox.get(timeout=timeout)

    def close(self) -> None:
        try:
            self._call(self.client.close())
        finally:
            self._stop()

    def _stop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)
