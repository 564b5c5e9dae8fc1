"""The random bot: picks uniformly among legal answers, with its own seeded generator."""

from __future__ import annotations

from typing import Any

from engine.bots.legal import random_answer
from engine.core.rng import Rng


class RandomBot:
    """Uniform over options; for a pick, a uniform allowed size, then a uniform subset; for a
    payment, a uniform way of paying (see `engine.bots.legal`)."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A uniformly random legal choice for `decision`."""
        return random_answer(self.rng, decision)
