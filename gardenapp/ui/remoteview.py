"""A seat's view as a ``State``, read from a host's ``table`` message (docs/network.md §1.2).

The host sends ``view_for(seat).to_dict()``; the play screens draw from a
``State``. ``Game.position_from_dict`` (docs/formats.md §6) reads a position,
but a view is not quite one: what the seat may not see is masked (``None``, a
marker such as ``"?plot"``), some games write derived keys a position does not
take (Azul's ``surrounded``, Under the Leaves' ``unseen``). So ``read_view``:

1. drops the keys a game's ``to_dict`` writes and its ``position_to_dict`` does
   not (learned from a fresh game of the same options, not written per game);
2. reads the rest with ``position_from_dict`` (every value checked there as
   hostile data); where a game's reader refuses a mask, each masked value is
   first replaced by one of the values that mask hides in a fresh game and
   that the view shows nowhere (learned the same way);
3. completes what is still masked with the game's own ``determinized`` (any
   world consistent with the view), and masks it again with ``view_for``;
4. keeps the result only if its ``to_dict`` is exactly the data received:
   otherwise ``ViewError``. The values put in at 2 and 3 are never shown: the
   ``State`` handed out is the masked one.

``SeatView`` is that state with its ``view_for`` kept safe: asked for its own
seat (or another seat of this computer, in hot-seat over the network) it
gives the view the host sent; asked for anyone else, the public view. (A
game's ``view_for`` applied to a view again need not give the view back:
Sanssouci merges a masked hand into the deck a second time.)
"""

from __future__ import annotations

import json
import random
from functools import lru_cache
from typing import Any

from ..core.errors import GardenError
from ..core.game import Game, State

PUBLIC = -1  # net.table.PUBLIC: a watcher's view, every hand hidden
_DEALS = 8  # fresh games read to learn what the masks hide
_MAX_MASKED = 5000  # masked values in one view (a view holds a few hundred at most)


class ViewError(GardenError):
    """The host sent a view this app cannot read as a position of its game."""


def _plain(data: Any) -> Any:
    """``data`` as it travels (tuples as lists, keys as strings)."""
    return json.loads(json.dumps(data))


def _walk(data: Any, path: tuple = ()):
    """Every (path, leaf) of plain JSON data; list indices in the path as ints."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _walk(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _walk(v, (*path, i))
    else:
        yield path, data


def _pattern(path: tuple) -> tuple:
    """A path with its list indices made ``*``: the place a kind of value sits."""
    return tuple("*" if isinstance(p, int) else p for p in path)


def _keys(data: Any, path: tuple = ()) -> set[tuple]:
    """The patterns of every dict key of ``data``."""
    out: set[tuple] = set()
    if isinstance(data, dict):
        for k, v in data.items():
            out.add((*path, k))
            out |= _keys(v, (*path, k))
    elif isinstance(data, list):
        for v in data:
            out |= _keys(v, (*path, "*"))
    return out


class _Shape:
    """What a fresh game of these options says about its views."""

    def __init__(self, game: Game, options: dict[str, Any], players: int) -> None:
        opts = dict(options)
        if players > 0 and "players" in game.default_options() and "players" not in opts:
            opts["players"] = players
        fresh = game.new_game(opts, 0)
        self.options = game.validate_options(opts)
        full = _plain(fresh.to_dict())
        position = _plain(game.position_to_dict(fresh)["position"])
        # 1. derived keys: written by to_dict, not read back as a position
        self.derived = sorted(_keys(full) - _keys(position), key=len)
        # 2. masks: what each masked value hides in fresh games (a few deals, so that a card
        # dealt face up at the start of one is hidden in another)
        self.hides: dict[str | None, set[str]] = {}
        self.places: set[tuple] = set()  # where masks are found (None elsewhere is no mask)
        for seed in range(_DEALS):
            deal = fresh if seed == 0 else game.new_game(opts, seed)
            public = dict(_walk(_plain(deal.view_for(PUBLIC).to_dict())))
            for path, value in _walk(_plain(deal.to_dict())):
                shown = public.get(path, value)
                if shown != value and (shown is None or isinstance(shown, str)) and isinstance(value, str):
                    self.hides.setdefault(shown, set()).add(value)
                    self.places.add(_pattern(path))


@lru_cache(maxsize=16)
def _shape(game_id: str, options_json: str, players: int) -> _Shape:
    from ..core import registry

    game = registry.get(game_id)
    assert game is not None
    return _Shape(game, json.loads(options_json), players)


def _drop(data: Any, pattern: tuple) -> None:
    if not pattern:
        return
    head, rest = pattern[0], pattern[1:]
    if head == "*" and isinstance(data, list):
        for v in data:
            _drop(v, rest)
    elif isinstance(data, dict) and head in data:
        if rest:
            _drop(data[head], rest)
        else:
            del data[head]


def _unmask(data: dict[str, Any], shape: _Shape) -> dict[str, Any]:
    """``data`` with each masked value replaced by one that mask hides and the view shows nowhere."""
    used = {v for _, v in _walk(data) if isinstance(v, str)}
    pools = {key: sorted(values - used) for key, values in shape.hides.items()}
    out = _plain(data)
    count = 0

    def fill(node: Any, path: tuple) -> Any:
        nonlocal count
        if isinstance(node, dict):
            return {k: fill(v, (*path, k)) for k, v in node.items()}
        if isinstance(node, list):
            return [fill(v, (*path, "*")) for v in node]
        masked = (node is None or isinstance(node, str)) and path in shape.places
        pool = pools.get(node) if masked else None
        if pool:
            count += 1
            if count > _MAX_MASKED:
                raise ViewError("too many masked values")
            return pool.pop()
        return node

    return fill(out, ())


def _entries(exc: GardenError, position: dict[str, Any]) -> list[tuple[dict, str]]:
    """The entries of a name-keyed object the reader refused (Azul's printed
    hexagons among a garden's: the engine derives them from the areas)."""
    out = []
    for problem in getattr(exc, "problems", ()):
        path = problem.path
        if len(path) < 2 or path[0] != "position" or not isinstance(path[-1], str):
            continue
        node: Any = position
        for part in path[1:-1]:
            ok = (isinstance(node, dict) and part in node) or (
                isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)
            )
            if not ok:
                break
            node = node[part]
        else:
            # an entry inside the position (never one of its own keys); the check of read_view
            # tells whether the engine derived it back
            if len(path) >= 3 and isinstance(node, dict) and path[-1] in node:
                out.append((node, path[-1]))
    return out


def _read(game: Game, shape: _Shape, position: dict[str, Any]) -> State:
    """position_from_dict of ``position``, refused entries dropped and masks
    replaced when the game's reader asks for it (a few rounds at most)."""
    unmasked = False
    for _ in range(4):
        try:
            return game.position_from_dict({"options": shape.options, "seed": 0, "position": position})
        except GardenError as exc:
            refused = _entries(exc, position)
            if refused:
                for node, key in refused:
                    node.pop(key, None)
            elif not unmasked:
                position, unmasked = _unmask(position, shape), True
            else:
                raise ViewError(f"the view cannot be read: {exc}") from None
        except (ValueError, TypeError, KeyError, IndexError) as exc:  # a reader's own slip on odd data
            raise ViewError(f"the view cannot be read: {exc}") from None
    raise ViewError("the view cannot be read")


def read_view(
    game: Game, options: dict[str, Any], data: Any, seat: int, players: int = 0, legal: list | None = None
) -> tuple[State, State]:
    """(the view of ``seat`` as a State, the public view) from the ``view`` of
    a ``table`` message (hostile data); ``ViewError`` if it is not a view of
    ``game`` with ``options`` that this app reads back exactly. ``legal``: the
    seat's legal actions the host sent with it (when the seat is to move),
    which the state read must offer too."""
    if not isinstance(data, dict):
        raise ViewError("the view is not an object")
    try:
        shape = _shape(game.id, json.dumps(options, sort_keys=True), players)
    except (GardenError, ValueError, TypeError) as exc:
        raise ViewError(f"the options cannot be read: {exc}") from None
    received = _plain(data)
    position = _plain(received)
    for pattern in shape.derived:
        _drop(position, pattern)
    view, public = _complete(_read(game, shape, position), seat, received)
    # every game's to_dict writes each key its position reads (docs/formats.md §6.1), so the view
    # read is the host's: a mover's legal actions that differ are a view this app cannot trust
    if legal and _legal(view) != _plain(legal):
        raise ViewError("the view read offers other moves than the host")
    return view, public


def _legal(state: State) -> Any:
    return _plain([a.to_json() for a in state.legal_actions()])


def _complete(read: State, seat: int, received: Any) -> tuple[State, State]:
    try:
        world = read.determinized(seat, random.Random(0))
        view, public = world.view_for(seat), world.view_for(PUBLIC)
        same = _plain(view.to_dict()) == received
    except (GardenError, ValueError, TypeError, KeyError, IndexError) as exc:
        raise ViewError(f"the view cannot be completed: {exc}") from None
    if not same:
        raise ViewError("the view read back differs from the one received")
    return view, public


_VIEW_CLASSES: dict[type, type] = {}


def _seat_view_for(self: State, player: int) -> State:
    views: dict[int, State] = self.__dict__["_remote_views"]
    return views.get(player, views[PUBLIC]).copy()


def seat_view(view: State, views: dict[int, State]) -> State:
    """``view`` whose ``view_for(p)`` is ``views[p]`` (a seat of this computer)
    or else ``views[PUBLIC]``; its copies (``apply``, a bot's worlds) are
    plain states of the game again."""
    base = type(view)
    cls = _VIEW_CLASSES.get(base)
    if cls is None:
        cls = _VIEW_CLASSES[base] = type(f"Remote{base.__name__}", (base,), {"view_for": _seat_view_for})
    out: State = object.__new__(cls)
    out.__dict__.update(view.__dict__)
    out.__dict__["_remote_views"] = dict(views)
    return out
