"""The random bot: picks uniformly among legal answers, with its own seeded generator."""

from __future__ import annotations

from typing import Any

from engine.core.rng import Rng


class RandomBot:
    """Uniform over options; for a pick, a uniform allowed size, then a uniform subset."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A uniformly random legal choice for `decision`."""
        if "pick" in decision:
            pick = decision["pick"]
            size = self.rng.choice(pick["sizes"])
            return sorted(self.rng.sample(pick["among"], size))
        return self.rng.choice(decision["options"])
