"""Answers the host gives on a seat's behalf: bots with a safe fallback, and auto-pass.

A bot is code the host runs; if its `choose` raises, or returns something the engine would
refuse, the host must not stall or die: `bot_choice` logs the failure with its traceback and
answers with a legal random option from the seat's fallback generator instead (seeded from
the host's bot seed, so a game stays reproducible). `autopass_choice` says what auto-pass
may answer: only a reaction decision whose every option is a pass option is passed for the
player, so auto-pass never skips a card the player could have played.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from engine.bots.base import Bot
from engine.core.decisions import Decision, plain, plain_index
from engine.core.machine import check_choice

log = logging.getLogger("net.host")


def bot_choice(bot: Bot, fallback: Bot, view: dict[str, Any], decision: Decision) -> tuple[Any, bool]:
    """The bot's answer to `decision` as plain data, and whether it was the bot's own.

    When the bot raises or answers something illegal, the failure is logged and `fallback`
    (a random bot) answers instead; the second value is then False.
    """
    asked = decision.to_plain()
    try:
        choice = plain(bot.choose(view, asked))
    except Exception:
        log.exception("bot %s failed on decision %d (%s) of seat %d; a random legal option answers instead",
                      getattr(bot, "name", type(bot).__name__), decision.id, decision.kind, decision.seat)
    else:
        problem = check_choice(decision, choice)
        if problem is None:
            return choice, True
        log.error("bot %s answered %r to decision %d (%s) of seat %d, refused as %s (%s); "
                  "a random legal option answers instead", getattr(bot, "name", type(bot).__name__),
                  choice, decision.id, decision.kind, decision.seat, problem[0], problem[1])
    return plain(fallback.choose(view, asked)), False


def autopass_choice(decision: Decision, pass_options: Sequence[Any]) -> Any | None:
    """What auto-pass answers to `decision`, or None when it must leave it to the player.

    Only when every option of the decision is one of `pass_options` (the seat can play
    nothing in this window); the answer is then the first of `pass_options` offered.
    """
    if decision.pick is not None or not decision.options:
        return None
    if any(plain_index(pass_options, option) is None for option in decision.options):
        return None
    return next(o for o in pass_options if plain_index(decision.options, o) is not None)
