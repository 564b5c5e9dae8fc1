"""Bots. A bot sees exactly what a remote human sees: its seat's view and its own decision.

`make_bot("random", seed)` builds one by name; see `engine.bots.base.Bot` for the contract.
"""

from engine.bots.base import Bot, BotSpec, make_bot, parse_bot_spec

__all__ = ["Bot", "BotSpec", "make_bot", "parse_bot_spec"]
