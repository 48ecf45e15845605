"""Small builders for Harmonies tests: boards written as {"c,r": "gray/red"}."""

from __future__ import annotations

from gardenapp.games.harmonies import GAME, HarmoniesBoard, PlayerBoard, data
from gardenapp.games.harmonies.garden import SIDES

# Short names for the codes of §2.2 (whole stacks, bottom -> top).
CODE = {
    "W": "blue",
    "F": "yellow",
    "M1": "gray",
    "M2": "gray/gray",
    "M3": "gray/gray/gray",
    "T1": "green",
    "T2": "brown/green",
    "T3": "brown/brown/green",
    "BLD": "gray/red",
}


def stack_id(text: str) -> int:
    text = CODE.get(text, text)
    return data.STACK_ID[tuple(data.COLOUR_INDEX[c] for c in text.split("/"))]


def stacks(side: str, spaces: dict[str, str]) -> tuple[int, ...]:
    s = SIDES[side]
    out = [0] * s.size
    for label, text in spaces.items():
        out[s.index[label]] = stack_id(text)
    return tuple(out)


def player(side: str, spaces: dict[str, str], name: str = "Ana", cards=(), spirit=None, cubes_on=None) -> PlayerBoard:
    return PlayerBoard(name, stacks(side, spaces), cubes_on, tuple(cards), spirit)


def sheet(side: str, *players: PlayerBoard, spirits: bool = False):
    return GAME.score_board(HarmoniesBoard(side, spirits, tuple(players)))


def breakdown(side: str, spaces: dict[str, str], **kw) -> dict[str, int]:
    return sheet(side, player(side, spaces, **kw), spirits=kw.get("spirit") is not None).players[0].breakdown


def file_dict(side: str = "A", spirits: bool = False, players=None) -> dict:
    return {
        "format": "gardenapp-board",
        "version": 1,
        "game": "harmonies",
        "options": {"side": side, "spirits": spirits},
        "players": players if players is not None else [{"name": "Ana", "spaces": {}, "cards": []}],
    }


# The full-board example of §6 (rulebook p.8–9 totals: landscapes 53, animals 63,
# 116; with Lion's Spirit 130). The rulebook picture is not in the spec, so this board is
# built from the spec's description: side A, yellow groups of sizes 2, 1 and 3 (the Lion
# example of §3.3), a river, trees, mountains and two buildings, checked by hand:
#   trees 10 T1 + 13 T2 + 30 T1 + 31 T2 + 33 T1 = 1+3+1+3+1 = 9
#   mountains 11 M2, 20 M3, 21 M2 touch each other (3+7+3); 44 M1 isolated (0) = 13
#   fields {03,04} and {40,41,42} = 5+5; {24} alone = 0 -> 10
#   buildings 23 (sees blue, green, yellow, brown) and 43 (blue, green, yellow, gray) = 10
#   water: river 00-01-02-12-22 = 5 tokens = 11           -> landscapes 53
#   animals A31 5 cubes 17 + A18 4 cubes 15 + A01 3 cubes 15 + A07 3 cubes 16 = 63
#   Lion's Spirit: yellow groups 2, 1, 3 -> 2+2+10 = 14   -> 130
FULL_EXAMPLE_SPACES = {
    "0,0": "W",
    "0,1": "W",
    "0,2": "W",
    "0,3": "F",
    "0,4": "F",
    "1,0": "T1",
    "1,1": "M2",
    "1,2": "W",
    "1,3": "T2",
    "2,0": "M3",
    "2,1": "M2",
    "2,2": "W",
    "2,3": "BLD",
    "2,4": "F",
    "3,0": "T1",
    "3,1": "T2",
    "3,2": "brown",
    "3,3": "T1",
    "4,0": "F",
    "4,1": "F",
    "4,2": "F",
    "4,3": "brown/red",
    "4,4": "M1",
}
FULL_EXAMPLE_CARDS = (("A31", 5), ("A18", 4), ("A01", 3), ("A07", 3))


def position(state, **changes):
    """``state`` with some keys of its position replaced, set up the one way
    (docs/formats.md §6.3: ``GAME.position_to_dict`` / ``position_from_dict``).
    A dict value ``{index: entry}`` replaces only those entries of the list
    (``central={0: ["red", "green", "gray"]}``); an entry that is an object is
    updated (``players={0: {"cards": [["A05", 0]]}}``)."""
    data_ = GAME.position_to_dict(state)
    fields = data_["position"]
    for key, value in changes.items():
        if isinstance(value, dict):
            for i, entry in value.items():
                if isinstance(entry, dict):
                    fields[key][i].update(entry)
                else:
                    fields[key][i] = entry
        else:
            fields[key] = value
    return GAME.position_from_dict(data_)


def card_ids(*indices: int) -> list[str]:
    """Card ids of dense card indices (``card_ids(0, 1)`` = ``["A01", "A02"]``)."""
    return [data.CARDS[i].id for i in indices]
