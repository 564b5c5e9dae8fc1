"""The bot contract and the factory that builds bots by name.

A bot gets the plain view of its seat (`Game.view(state, seat)`) and the plain decision
addressed to it (`Decision.to_plain()`), the same data a remote client receives, and returns
a choice that is legal for that decision. It owns a seeded generator and never sees the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


class Bot(Protocol):
    """Something that answers decisions from a seat's view."""

    name: str

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """Return a legal choice for `decision` (options: one of them; pick: a list of ids)."""
        ...


@dataclass(frozen=True)
class BotSpec:
    """A bot name with an optional level or budget, as written on the command line (``mcts:hard``)."""

    name: str
    level: str | None = None

    def __str__(self) -> str:
        return self.name if self.level is None else f"{self.name}:{self.level}"


BOT_NAMES = ("random",)


def parse_bot_spec(text: str) -> BotSpec:
    """Parse ``name`` or ``name:level``; raises ValueError for an unknown bot."""
    name, _, level = text.strip().partition(":")
    if name not in BOT_NAMES:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOT_NAMES)})")
    return BotSpec(name, level or None)


def make_bot(spec: str | BotSpec, seed: int) -> Bot:
    """Build a bot from its spec with its own seeded generator."""
    parsed = parse_bot_spec(spec) if isinstance(spec, str) else spec
    if parsed.name == "random":
        from engine.bots.random_bot import RandomBot

        return RandomBot(seed)
    raise ValueError(f"unknown bot {parsed.name!r}")
