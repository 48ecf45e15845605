"""Errors in the person's words, and the one-shot requests (look, create,
start, watch), each on a worker thread with bounded timeouts."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import queue
import socket
import ssl
import time
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...core.errors import ProblemsError
from ...net import invite, protocol
from ...net.client import ThreadedClient

TIMEOUT = 8.0  # every connection and answer (docs/architecture.md §14.3)


def describe_error(exc: BaseException) -> str:
    """What went wrong, translated; never a traceback."""
    from websockets.exceptions import InvalidHandshake, InvalidURI

    if isinstance(exc, Refusal):
        return exc.text
    if isinstance(exc, ProblemsError):
        return "\n".join(p.render(QCoreApplication.translate) for p in exc.problems)
    if isinstance(exc, ConnectionRefusedError):
        return QCoreApplication.translate(
            "online", "The host refused the connection: no table is being hosted at that address and port now."
        )
    if isinstance(exc, (TimeoutError, asyncio.TimeoutError)):
        return QCoreApplication.translate(
            "online", "The host did not answer in time. Check the address, or try again later."
        )
    if isinstance(exc, (InvalidHandshake, InvalidURI, ssl.SSLError)):
        return QCoreApplication.translate("online", "The program at that address is not a gardenapp host.")
    if isinstance(exc, OSError) and exc.errno == errno.EADDRINUSE:
        return QCoreApplication.translate(
            "online", "That port is already in use by another program; choose another port, or 0 for any free one."
        )
    if isinstance(exc, OSError) and exc.errno in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate(
            "online", "This computer does not allow the app to use that port; choose a port above 1024."
        )
    if isinstance(exc, socket.gaierror):
        return QCoreApplication.translate("online", "No computer has that address. Check the invitation.")
    if isinstance(exc, OSError):
        return QCoreApplication.translate("online", "The connection failed: {error}").format(
            error=exc.strerror or type(exc).__name__
        )
    if isinstance(exc, LostConnection):
        return QCoreApplication.translate("online", "The connection to the host was lost.")
    if isinstance(exc, ServerElsewhere):
        return QCoreApplication.translate(
            "online",
            "This computer's table server runs on port {running} now, and this table was hosted on port {wanted}: "
            "quit the app and start it again, then resume this table first.",
        ).format(running=exc.running, wanted=exc.wanted)
    return QCoreApplication.translate("online", "Something went wrong: {error}").format(error=type(exc).__name__)


class Refusal(Exception):
    """The host refused a request; ``text`` is its reason, translated here."""

    def __init__(self, data: dict[str, Any]):
        try:
            reason = protocol.message_from_json(data.get("reason"))
            text = reason.render(QCoreApplication.translate)
        except ProblemsError:
            text = QCoreApplication.translate("online", "The host refused.")
        problems = []
        for p in data.get("problems") or []:
            with contextlib.suppress(ProblemsError, AttributeError, TypeError):
                problems.append(protocol.message_from_json(p.get("message")).render(QCoreApplication.translate))
        self.text = "\n".join([text, *problems])
        super().__init__(self.text)


class LostConnection(Exception):
    pass


class ServerElsewhere(Exception):
    """This app's server runs on another port than the table to resume was hosted on."""

    def __init__(self, running: int, wanted: int):
        super().__init__(running, wanted)
        self.running, self.wanted = running, wanted


def _answer(reply: dict[str, Any] | None) -> dict[str, Any]:
    if reply is None:
        raise LostConnection()
    if reply["kind"] == "refused":
        raise Refusal(reply)
    return reply


def next_reply(client: ThreadedClient, *kinds: str, timeout: float = TIMEOUT) -> dict[str, Any]:
    """The next message of ``kinds`` (or a refusal, raised) from a ThreadedClient's
    inbox, within ``timeout`` seconds in all; on a worker thread."""
    end = time.monotonic() + timeout
    for _ in range(1000):
        left = end - time.monotonic()
        if left <= 0:
            break
        try:
            reply = client.get(left)
        except queue.Empty:
            break
        if reply is None or reply["kind"] in kinds or reply["kind"] == "refused":
            return _answer(reply)
    raise TimeoutError()


def _once(invitation: str, request: dict[str, Any], *kinds: str) -> dict[str, Any]:
    """Open a connection, send one request, read its answer, close (a worker thread)."""
    client = ThreadedClient(invitation, timeout=TIMEOUT)
    try:
        client.send(request)
        return next_reply(client, *kinds)
    finally:
        with contextlib.suppress(Exception):
            client.close()


def look(invitation: str) -> dict[str, Any]:
    """The table's ``lobby`` (its game and seats) before choosing a seat."""
    return _once(invitation, protocol.message("look", code=invite.parse(invitation).code), "lobby")


def create(create_invitation: str, game: str, options: dict[str, Any], seats: list[str]) -> dict[str, Any]:
    key = invite.parse(create_invitation).code
    return _once(
        create_invitation, protocol.message("create", key=key, game=game, options=options, seats=seats), "created"
    )


def start_table(invitation: str, host_secret: str) -> None:
    """Ask the host to start; the answer is the ``table`` every seat receives."""
    code = invite.parse(invitation).code
    client = ThreadedClient(invitation, timeout=TIMEOUT)
    try:
        client.send(protocol.message("start", code=code, host=host_secret))
        with contextlib.suppress(queue.Empty):
            reply = client.get(1.0)  # a refusal comes at once; a success is told to the seats
            if reply is not None and reply["kind"] == "refused":
                raise Refusal(reply)
    finally:
        with contextlib.suppress(Exception):
            client.close()


def watch_game(invitation: str) -> str:
    """The game a watch invitation shows (its first ``table``)."""
    return str(_once(invitation, protocol.message("watch", code=invite.parse(invitation).code), "table")["game"])
