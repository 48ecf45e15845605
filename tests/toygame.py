"""Pebbles: a tiny game used only by the tests to exercise the contract end to
end (options, chance, hidden cards, views, records, board files, bots).

Players take 1 or 2 pebbles from a shared pile or roll a die for bonus pebbles
(chance); each holds a secret card (hidden from the others) worth its value at
the end. Most points wins; ties share.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from gardenapp.core.boardfile import check_common
from gardenapp.core.chance import draw_rng
from gardenapp.core.checker import Checker, key_path
from gardenapp.core.descriptor import INT, GameDescriptor, Option
from gardenapp.core.errors import InvalidActionError
from gardenapp.core.game import Action, Game, State
from gardenapp.core.score import PlayerScore, RuleScore, ScoreSheet, winners_by

HIDDEN = 0


@dataclass(frozen=True)
class Take(Action):
    kind: ClassVar[str] = "take"
    count: int

    def notation(self) -> str:
        return f"t{self.count}"


@dataclass(frozen=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"

    def notation(self) -> str:
        return "r"


class PebblesState(State):
    def __init__(self, game: "PebblesGame", num_players: int, seed: int | None, pile: int):
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.draws = 0
        self.pile = pile
        self.turn = 0
        self.pebbles = [0] * num_players
        self.bonus = [0] * num_players
        self.secrets = [0] * num_players

    def _draw(self) -> random.Random:
        rng = draw_rng(self.seed, self.draws)
        self.draws += 1
        return rng

    @property
    def current_player(self) -> int:
        return -1 if self.is_over else self.turn % self.num_players

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        return [Take(n) for n in (1, 2) if n <= self.pile] + [Roll()]

    def copy(self) -> "PebblesState":
        new = object.__new__(PebblesState)
        new.__dict__.update(self.__dict__)
        new.pebbles, new.bonus, new.secrets = list(self.pebbles), list(self.bonus), list(self.secrets)
        return new

    def _apply(self, action: Action) -> None:
        me = self.current_player
        if isinstance(action, Take):
            self.pile -= action.count
            self.pebbles[me] += action.count
            self.emit(me, "takes {count}", places=("pile",), kind="take", count=action.count)
        else:
            won = self._draw().randint(0, 1)
            self.bonus[me] += won
            self.pile -= 1
            self.emit(me, "rolls {won}", kind="roll", won=won)
        self.turn += 1

    def _hide(self, player: int) -> None:
        self.secrets = [s if i == player else HIDDEN for i, s in enumerate(self.secrets)]

    def _sample_hidden(self, player: int, rng: random.Random) -> None:
        self.secrets = [s if s != HIDDEN else rng.randint(1, 6) for s in self.secrets]

    def score(self) -> ScoreSheet:
        board = [
            {"name": f"P{i + 1}", "pebbles": self.pebbles[i] + self.bonus[i], "secret": self.secrets[i]}
            for i in range(self.num_players)
        ]
        return self.game.score_board(board)

    def to_dict(self) -> dict[str, Any]:
        return {
            "pile": self.pile,
            "turn": self.turn,
            "draws": self.draws,
            "pebbles": self.pebbles,
            "bonus": self.bonus,
            "secrets": self.secrets,
        }


class PebblesGame(Game):
    descriptor = GameDescriptor(
        id="pebbles",
        name="Pebbles",
        description="A test game.",
        min_players=1,
        max_players=3,
        rules=("pebbles", "secret"),
        options=(Option("pile", INT, 12, "Pebbles in the pile", low=1, high=100),),
    )
    action_types = (Take, Roll)

    def _new_game(self, options: dict[str, Any], seed: int) -> PebblesState:
        state = PebblesState(self, options["players"], seed, options["pile"])
        rng = state._draw()
        state.secrets = [rng.randint(1, 6) for _ in range(state.num_players)]
        return state

    def parse_action(self, text: str) -> Action:
        text = text.strip()
        if text == "r":
            return Roll()
        if text in ("t1", "t2"):
            return Take(int(text[1]))
        raise InvalidActionError(f"not a Pebbles action: {text!r}")

    def board_from_dict(self, data: Mapping[str, Any]):
        checker = Checker()
        _, players = check_common(data, self, checker, player_required=("pebbles", "secret"))
        for i, p in enumerate(players):
            where = key_path("players", i)
            checker.integer(p.get("pebbles"), key_path(where, "pebbles"), 0)
            checker.integer(p.get("secret"), key_path(where, "secret"), 1, 6)
        checker.raise_if_any()
        return [dict(p) for p in players]

    def board_to_dict(self, board) -> dict[str, Any]:
        return {"format": "gardenapp-board", "version": 1, "game": self.id, "options": {}, "players": board}

    def score_board(self, board) -> ScoreSheet:
        players = tuple(
            PlayerScore(p["name"], (RuleScore("pebbles", p["pebbles"]), RuleScore("secret", p["secret"])))
            for p in board
        )
        return ScoreSheet(self.id, players, winners_by([(p.total,) for p in players]))

    def board_from_state(self, state: PebblesState, names):
        return [
            {"name": names[i], "pebbles": state.pebbles[i] + state.bonus[i], "secret": state.secrets[i]}
            for i in range(state.num_players)
        ]
