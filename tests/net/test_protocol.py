"""The protocol's readers (gardenapp/net/protocol.py, docs/network.md §1): what is
not a message of version 1 is refused with its place, before any of it is used."""

from __future__ import annotations

import json

import pytest

from gardenapp.core.messages import QT_TRANSLATE_N_NOOP, Message, msg, plural
from gardenapp.net import invite, protocol
from gardenapp.net.protocol import ProtocolError, read_client, read_server

CODE = "a" * 26


def good(kind: str, **fields):
    return json.dumps({"v": 1, "kind": kind, **fields})


def refused(raw) -> str:
    with pytest.raises(ProtocolError) as err:
        read_client(raw)
    return str(err.value)


def test_every_client_kind_is_read():
    samples = [
        good("create", key=CODE, game="takenoko", options={"players": 2}, seats=["person", "easy"]),
        good("look", code=CODE),
        good("join", code=CODE, seat=0, name="Ana"),
        good("rejoin", code=CODE, seat=1, secret=CODE),
        good("watch", code=CODE),
        good("start", code=CODE, host=CODE),
        good("hand", code=CODE, host=CODE, seat=1, level=None),
        good("hand", code=CODE, host=CODE, seat=1, level="easy"),
        good("act", n=3, action={"kind": "place", "cell": "0,1"}),
        good("ping"),
    ]
    assert [read_client(s)["kind"] for s in samples] == [
        "create",
        "look",
        "join",
        "rejoin",
        "watch",
        "start",
        "hand",
        "hand",
        "act",
        "ping",
    ]
    assert set(protocol.CLIENT_KINDS) == set(protocol.protocol_schema()["$defs"]["client"])
    assert set(protocol.SERVER_KINDS) == set(protocol.protocol_schema()["$defs"]["server"])


@pytest.mark.parametrize(
    "raw, says",
    [
        (b'{"v":1,"kind":"ping"}', "text frame"),
        ("not json", "not valid JSON"),
        ("[1, 2]", "one JSON object"),
        ('{"v":2,"kind":"ping"}', "protocol version 2 is not spoken here"),
        ('{"v":true,"kind":"ping"}', "protocol version True"),
        ('{"v":1,"kind":"dance"}', '"dance" is not one of'),
        ('{"v":1,"kind":"ping","kind":"ping"}', "appears twice"),
        ('{"v":1,"kind":"act","n":1e999,"action":{"kind":"x"}}', "far outside"),
        ('{"v":1,"kind":"act","n":NaN,"action":{"kind":"x"}}', "far outside"),
        ('{"v":1,"kind":"act","n":123456789012345678901234,"action":{"kind":"x"}}', "far outside"),
        (good("join", code=CODE, seat=0), "name: is missing"),
        (good("join", code=CODE, seat=9, name="A"), "seat: 9 is not between 0 and 7"),
        (good("join", code=CODE, seat=0, name="A", admin=True), "admin: unknown key"),
        (good("join", code="A" * 26, seat=0, name="A"), "code:"),
        (good("join", code=CODE, seat=1.0, name="A"), "is not a whole number"),
        (good("join", code=CODE, seat=0, name="x" * 101), "longer than 100"),
        (good("act", n=-1, action={"kind": "x"}), "n: -1 is not between 0 and 100000"),
        (good("act", n=0, action={"kind": "x", "a": [[[[[[1]]]]]]}), "nested too deeply"),
        ("x" * (protocol.MAX_CLIENT_BYTES + 1), "longer than"),
    ],
)
def test_what_is_not_a_message_is_refused_with_its_place(raw, says):
    assert says in refused(raw)


def test_the_host_is_read_as_hostile_too():
    with pytest.raises(ProtocolError):
        read_server(good("table", game="x"))  # fields missing
    with pytest.raises(ProtocolError):
        read_server(good("join", code=CODE, seat=0, name="A"))  # a client's kind
    assert read_server(good("pong")) == {"v": 1, "kind": "pong"}


def test_messages_travel_as_template_and_parameters():
    inner = msg("the {colour} card", colour="red")
    m = plural(QT_TRANSLATE_N_NOOP("engine", "%n cards of {what}"), "count", count=3, what=inner)
    wire = json.loads(protocol.encode(protocol.message_to_json(m)))
    back = protocol.message_from_json(wire)
    assert back == Message(m.template, {"count": 3, "what": inner}, "engine", "count")
    assert back.render() == m.render()


@pytest.mark.parametrize(
    "data",
    [
        {"template": 3},
        {"template": "x", "params": {"a": [1]}},
        {"template": "x", "params": {"a": "y" * 3000}},
        {"template": "x", "numerus": "n", "params": {"n": "3"}},
        {"template": "x", "extra": 1},
        {"template": "x", "params": {str(i): i for i in range(40)}},
        {
            "template": "x",
            "params": {
                "a": {
                    "template": "y",
                    "params": {
                        "b": {
                            "template": "z",
                            "params": {
                                "c": {
                                    "template": "w",
                                    "params": {"d": {"template": "v", "params": {"e": {"template": "u"}}}},
                                }
                            },
                        }
                    },
                }
            },
        },
    ],
)
def test_a_hostile_message_from_the_host_is_refused(data):
    with pytest.raises(ProtocolError):
        protocol.message_from_json(data)


FP = "0" * 64


def test_invitation_round_trip():
    for host in ("127.0.0.1", "::1", "table.example.org"):
        text = invite.make(host, 8765, "seat", CODE, FP)
        inv = invite.parse("  " + text + "\n")
        assert (inv.host, inv.port, inv.role, inv.code, inv.fingerprint) == (host, 8765, "seat", CODE, FP)
    assert invite.parse(invite.make("::1", 1, "watch", CODE, FP)).uri == "wss://[::1]:1/"


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "x" * 500,
        f"http://127.0.0.1:1/seat/{CODE}#{FP}",
        f"gardenapp://127.0.0.1:0/seat/{CODE}#{FP}",
        f"gardenapp://127.0.0.1:99999/seat/{CODE}#{FP}",
        f"gardenapp://127.0.0.1:1/admin/{CODE}#{FP}",
        f"gardenapp://127.0.0.1:1/seat/{CODE[:-1]}#{FP}",
        f"gardenapp://127.0.0.1:1/seat/{CODE}#{FP[:-1]}",
        f"gardenapp://127.0.0.1:1/seat/{CODE}#{FP}\nrm -rf /",
        f"gardenapp://[::zz]:1/seat/{CODE}#{FP}",
        f"gardenapp://user@127.0.0.1:1/seat/{CODE}#{FP}",
        f"gardenapp://127.0.0.1:1/seat/{CODE.upper()}#{FP}",
        f"gardenapp://-bad.host:1/seat/{CODE}#{FP}",
    ],
)
def test_hostile_invitations_are_refused(text):
    with pytest.raises(invite.InvitationError) as err:
        invite.parse(text)
    assert "invitation" in str(err.value)
