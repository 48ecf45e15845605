"""The online-play protocol, version 1 (docs/network.md, docs/architecture.md §14).

One JSON object per WebSocket text frame, ``{"v": 1, "kind": ..., ...}``; the
kinds and their fields are in ``protocol.schema.json`` beside this module
(``$defs.client``: what a client may send; ``$defs.server``: what the host
sends). Both sides read what they receive as hostile: ``read_client`` (the
host) and ``read_server`` (a client) check, in this order and before any of
it is used, the frame's type and size, the JSON itself (core.files.parse_json:
no repeated key, no huge number, no NaN), the nesting depth, the version, the
kind, then every field against the schema (exact types, lengths, ranges).
A failure is a ``ProtocolError`` whose problems name each place.

Texts never travel translated: a refusal or an event carries a ``Message`` as
its template and parameters (``message_to_json``), translated by the
receiving app in its own language.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from ..core import schema
from ..core.checker import Checker
from ..core.errors import Problem, ProblemsError
from ..core.files import parse_json, too_deep
from ..core.game import Event
from ..core.messages import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, Message, msg, plural, shown

VERSION = 1
# The WebSocket subprotocol both sides ask for: a server of another version refuses the handshake.
SUBPROTOCOL = "gardenapp.1"

# What a client may send is small (an action, a name); what the host sends holds a whole view.
MAX_CLIENT_BYTES = 16 * 1024
MAX_SERVER_BYTES = 2 * 1024 * 1024
# The deepest a client message is: an action's field that is a list of pairs (act.action.field[i][j]).
MAX_CLIENT_DEPTH = 6
MAX_SERVER_DEPTH = 32
# A Message's parameters: how many, how long, how deep (a parameter may be a Message).
MAX_PARAMS = 24
MAX_PARAM_CHARS = 2000
MAX_MESSAGE_DEPTH = 4

CLIENT_KINDS = ("create", "look", "join", "rejoin", "watch", "start", "hand", "act", "ping")
SERVER_KINDS = ("created", "lobby", "welcome", "table", "refused", "pong")


class ProtocolError(ProblemsError):
    """A message that is not one of the protocol's: what and where."""


@cache
def protocol_schema() -> dict[str, Any]:
    """The shipped schema of every message (protocol.schema.json)."""
    return schema.load_schema(str(Path(__file__).with_name("protocol.schema.json")))


@cache
def _kind_schema(side: str, kind: str) -> dict[str, Any]:
    root = protocol_schema()
    return {"$defs": root["$defs"], **root["$defs"][side][kind]}


def _fail(template: str, where: str = "", **params: Any) -> ProtocolError:
    return ProtocolError([Problem(where, msg(template, **params))])


def _read(raw: str | bytes, side: str, kinds: tuple[str, ...], limit: int, depth: int) -> dict[str, Any]:
    if not isinstance(raw, str):
        raise _fail(QT_TRANSLATE_NOOP("engine", "the message must be a text frame"))
    if len(raw) > limit or len(raw.encode("utf-8", "surrogatepass")) > limit:
        raise ProtocolError(
            [
                Problem(
                    "",
                    plural(QT_TRANSLATE_N_NOOP("engine", "the message is longer than %n bytes"), "limit", limit=limit),
                )
            ]
        )
    data = parse_json(raw, ProtocolError, "message")
    if too_deep(data, depth):
        raise _fail(QT_TRANSLATE_NOOP("engine", "the JSON is nested too deeply"), "message")
    if not isinstance(data, dict):
        raise _fail(QT_TRANSLATE_NOOP("engine", "the message must be one JSON object"))
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        raise _fail(
            QT_TRANSLATE_NOOP("engine", "protocol version {value} is not spoken here (this app speaks {version})"),
            "v",
            value=shown(data.get("v")),
            version=VERSION,
        )
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise _fail(
            QT_TRANSLATE_NOOP("engine", "{value} is not one of {allowed}"),
            "kind",
            value=shown(kind),
            allowed=", ".join(kinds),
        )
    checker = Checker()
    schema.check(data, _kind_schema(side, kind), checker)
    if checker.problems:
        raise ProtocolError(checker.problems)
    return data


def read_client(raw: str | bytes) -> dict[str, Any]:
    """A message a client sent, checked (the host's side); ProtocolError otherwise."""
    return _read(raw, "client", CLIENT_KINDS, MAX_CLIENT_BYTES, MAX_CLIENT_DEPTH)


def read_server(raw: str | bytes) -> dict[str, Any]:
    """A message the host sent, checked (a client's side); ProtocolError otherwise."""
    return _read(raw, "server", SERVER_KINDS, MAX_SERVER_BYTES, MAX_SERVER_DEPTH)


def encode(data: dict[str, Any]) -> str:
    """The text of one message (compact JSON; NaN refused)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def message(kind: str, **fields: Any) -> dict[str, Any]:
    return {"v": VERSION, "kind": kind, **fields}


# -- texts as template and parameters -------------------------------------------------------------
def _param_to_json(value: Any) -> Any:
    if isinstance(value, Message):
        return message_to_json(value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def message_to_json(m: Message) -> dict[str, Any]:
    return {
        "template": m.template,
        "params": {k: _param_to_json(v) for k, v in m.params.items()},
        "context": m.context,
        "numerus": m.numerus,
    }


def message_from_json(data: Any, depth: int = 0) -> Message:
    """The Message ``data`` describes (read from the host, so hostile): only
    text, numbers, true/false, null and nested messages as parameters, within
    MAX_PARAMS, MAX_PARAM_CHARS and MAX_MESSAGE_DEPTH; a counted message's
    number is a whole number. ProtocolError otherwise."""
    bad = _fail(QT_TRANSLATE_NOOP("engine", "a text of the message cannot be read"), "message")
    if (
        depth > MAX_MESSAGE_DEPTH
        or not isinstance(data, dict)
        or not set(data) <= {"template", "params", "context", "numerus"}
    ):
        raise bad
    template, params = data.get("template"), data.get("params", {})
    context, numerus = data.get("context", "engine"), data.get("numerus")
    if not (isinstance(template, str) and len(template) <= MAX_PARAM_CHARS and isinstance(context, str)):
        raise bad
    if not isinstance(params, dict) or len(params) > MAX_PARAMS:
        raise bad
    out: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, dict):
            out[key] = message_from_json(value, depth + 1)
        elif (
            value is None
            or isinstance(value, (bool, int, float))
            or (isinstance(value, str) and len(value) <= MAX_PARAM_CHARS)
        ):
            out[key] = value
        else:
            raise bad
    if numerus is not None and (not isinstance(numerus, str) or type(out.get(numerus)) is not int):
        raise bad
    return Message(template, out, context, numerus)


def event_to_json(event: Event) -> dict[str, Any]:
    return {
        "player": event.player,
        "message": message_to_json(event.message),
        "places": list(event.places),
        "kind": event.kind,
    }


def event_from_json(data: dict[str, Any]) -> Event:
    """An event of a checked ``table`` message (read_server checked its shape)."""
    return Event(data["player"], message_from_json(data["message"]), tuple(data["places"]), data["kind"])


def refusal(about: str, reason: Message, problems: tuple[Problem, ...] | list[Problem] = ()) -> dict[str, Any]:
    """A ``refused`` message: what was refused (the kind of the message, or
    "message" for one that could not be read), why, and each problem's place."""
    out = message("refused", about=about, reason=message_to_json(reason))
    if problems:
        out["problems"] = [{"where": p.where[:200], "message": message_to_json(p.message)} for p in problems[:20]]
    return out
