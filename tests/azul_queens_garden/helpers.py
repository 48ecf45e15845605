"""Shared helpers of the Azul: Queen's Garden tests: invariants of a position,
hexagon shorthands and positions built by hand."""

from __future__ import annotations

from gardenapp.games.azul_queens_garden import GAME, data
from gardenapp.games.azul_queens_garden.garden import AREA_RING_BITS, BIT, Garden, bits, components
from gardenapp.games.azul_queens_garden.position import garden_fields

C = data.COLOUR_INDEX
P = data.PATTERN_INDEX


def hx(name: str) -> int:
    """``"blue-tree"`` -> hexagon id."""
    return data.HEX_INDEX[name]


def new(players: int = 2, seed: int = 1, **options):
    return GAME.new_game(dict(options, players=players), seed)


def garden_with(hexes: dict[str, str], areas: dict[str, object] | None = None) -> Garden:
    """A garden with tiles {"q,r": "colour-pattern"} and areas {"A1": "face_down" | ("colour-pattern", k)}."""
    from gardenapp.games.azul_queens_garden.garden import AREA_DOWN, AREA_INDEX, AREA_NONE

    states = [AREA_NONE] * 6
    for a, v in (areas or {}).items():
        states[AREA_INDEX[a]] = AREA_DOWN if v == "face_down" else hx(v[0]) * 6 + v[1]
    return Garden.build(tuple(states), {BIT[c]: hx(h) for c, h in hexes.items()})


def check_invariants(s) -> None:
    """Conservation of the 108 tiles and 36 expansions, storage limits, the group rule."""
    n = s.num_players
    tiles = sum(s.bag) + sum(s.tower) + len(s.top) + sum(len(t) for t in s.down)
    exps = len(s.up) + len(s.down) + len(s.supply) + s.stack_left + (data.ROUNDS - s.round) * data.STACK_SIZE[n]
    for q in range(n):
        g = s.gardens[q]
        printed = {AREA_RING_BITS[k][a % 6] for k, a in enumerate(g.areas) if a >= 0}
        tiles += len(s.tiles[q]) + sum(1 for b in bits(g.occ) if b not in printed)
        exps += len(s.exps[q]) + sum(1 for a in g.areas if a != -1)
        assert len(s.tiles[q]) + s.jokers[q] <= data.STORAGE_TILE_SPACES
        assert len(s.exps[q]) <= data.STORAGE_EXPANSION_SPACES
        assert s.scores[q] >= 0
        for masks, others in ((g.cm, g.pm), (g.pm, g.cm)):
            for m in masks:
                for comp in components(m):
                    assert all((comp & o).bit_count() <= 1 for o in others), "group rule broken"
        assert g.occ & g.free == 0
    assert tiles == 108, tiles
    assert exps == 36, exps
    assert len(s.top) <= 4


def prep(
    s,
    p: int | None = None,
    *,
    top=None,
    down=None,
    up=None,
    tiles=None,
    exps=None,
    jokers=None,
    garden=None,
    score=None,
    supply=None,
    stack_left=None,
    bag=None,
    tower=None,
):
    """The position ``s`` with some parts replaced (names "colour-pattern"; ``supply`` as hexagon ids,
    -1 face down; ``bag`` and ``tower`` as 36 counts), read back through GAME.position_from_dict
    (docs/formats.md §6.5): a new state, ``s`` is not changed."""
    p = s.player if p is None else p
    d = GAME.position_to_dict(s)
    fields = d["position"]
    seat = fields["players"][p]
    if top is not None:
        fields["top"] = list(top)
    if down is not None:
        fields["down"] = [list(tl) for tl in down]
    if up is not None:
        fields["up"] = list(up)
    if tiles is not None:
        seat["tiles"] = list(tiles)
    if exps is not None:
        seat["expansions"] = list(exps)
    if jokers is not None:
        seat["jokers"] = jokers
    if garden is not None:
        seat.update(garden_fields(garden))
    if score is not None:
        seat["score"] = score
    if supply is not None:
        fields["supply"] = [data.HEX_NAMES[e] if e >= 0 else None for e in supply]
    if stack_left is not None:
        fields["stack_left"] = stack_left
    if bag is not None:
        fields["bag"] = list(bag)
    if tower is not None:
        fields["tower"] = list(tower)
    return GAME.position_from_dict(d)


def notations(s) -> list[str]:
    return [a.notation() for a in s.legal_actions()]


def play(s, *texts: str):
    """Apply actions written in notation, checking each is legal."""
    for t in texts:
        s = s.apply(GAME.parse_action(t))
    return s
