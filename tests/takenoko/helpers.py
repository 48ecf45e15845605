"""Position set-up for the Takenoko tests: gardens built through the engine's
own placement, irrigation and growth code, so derived data stays consistent."""

from __future__ import annotations

from gardenapp.games.takenoko import GAME, garden
from gardenapp.games.takenoko.actions import PlaceChannel, PlacePlot
from gardenapp.games.takenoko.data import COLOUR_BY_ID, IMPROVEMENT_BY_ID, plot_code
from gardenapp.games.takenoko.state import P_ACTIONS, TakenokoState


def new_state(players: int = 2, seed: int = 1, **options) -> TakenokoState:
    return GAME.new_game({"players": players, **options}, seed)


def build(
    plots, channels=(), bamboo=None, players: int = 2, seed: int = 1, state: TakenokoState | None = None, **options
) -> TakenokoState:
    """``plots``: [(cell, colour id, improvement id or "none", printed bool)]
    placed in order (each must be legal to place); ``channels``: [(a, b)]
    placed in order; ``bamboo``: {cell: height} set afterwards."""
    st = state if state is not None else new_state(players, seed, **options)
    for spec in plots:
        cell, colour = spec[0], spec[1]
        imp = spec[2] if len(spec) > 2 else "none"
        printed = spec[3] if len(spec) > 3 else imp != "none"
        i = garden.idx(cell)
        assert i in st.spots, f"{cell} cannot be placed"
        if printed:
            st.picked = plot_code(COLOUR_BY_ID[colour], IMPROVEMENT_BY_ID[imp])
            st._do_place(PlacePlot(cell))
        else:
            st.picked = plot_code(COLOUR_BY_ID[colour], 0)
            if imp != "none":
                res = list(st.res_tokens)
                mine = list(res[st.player])
                mine[IMPROVEMENT_BY_ID[imp] - 1] += 1
                res[st.player] = tuple(mine)
                st.res_tokens = tuple(res)
                st._do_place(PlacePlot(cell, imp))
            else:
                st._do_place(PlacePlot(cell))
    for a, b in channels:
        res = list(st.res_channels)
        res[st.player] += 1
        st.res_channels = tuple(res)
        st._do_channel(PlaceChannel(a, b))
    for cell, h in (bamboo or {}).items():
        st._set_bamboo(garden.idx(cell), h)
    st.phase = P_ACTIONS
    st._legal = None
    return st


def kinds(state) -> list[str]:
    return sorted({a.kind for a in state.legal_actions()})


def notations(state, kind: str | None = None) -> list[str]:
    return sorted(a.notation() for a in state.legal_actions() if kind is None or a.kind == kind)


RING1 = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
