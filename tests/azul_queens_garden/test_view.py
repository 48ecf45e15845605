"""The view model says what the play screen shows of the [UNVERIFIED] joker rewards (§4.1.B)."""

from gardenapp.core import registry
from gardenapp.games.azul_queens_garden import data
from gardenapp.games.azul_queens_garden.view import build_view


def test_view_model_carries_the_joker_rewards_per_element_and_their_provisional_flags():
    game = registry.get("azul_queens_garden")
    state = game.new_game({"players": 2}, 3)
    vm = build_view(state, 0)
    assert vm.joker_rewards == data.joker_rewards() == {"fountain": 3, "statue": 2, "bench": 1, "pavilion": 1}
    assert all(vm.provisional[f"joker_reward.{kind}"] for kind in vm.joker_rewards)
