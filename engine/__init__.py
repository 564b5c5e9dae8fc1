"""Elixir Arcade rules engines: pure, deterministic, standard library only.

`engine.core` holds what the three games share (decisions, answers, events, the step
machine, the seeded generator, replays); each game lives in its own package.
"""

__version__ = "0.1.0"
