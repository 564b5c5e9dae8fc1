"""A single-player game: a host in this process (in-memory transport) with bots in the other seats.

Contract: `start_local_game(spec)` returns the player's `SessionLink` to seat 0, already
welcomed (the table scene needs its seat from the first frame). The host autosaves after
every accepted answer when `spec.autosave` is set, and removes the save when the game ends.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.netlink.session import SessionLink
from game.netlink.thread import LockstepTimers, NetThread, close_server, drive_timers, memory_connector, set_up
from game.saves import remove_when_over

if TYPE_CHECKING:
    from engine.core.replay import Replay


@dataclass(frozen=True)
class LocalGameSpec:
    """A single-player game: the player's name, the game's options, one bot spec per other seat."""

    name: str
    options: dict[str, Any]
    bots: tuple[str, ...]
    seed: int | None = None
    game: str = "elixir"
    """The game to play (an `engine.games` name)."""
    bot_delay: float = 0.7
    react_floor: float = 0.6
    clock: Callable[[], float] | None = None
    """The host's clock; None is the wall clock. A game-loop clock (see `App.loop_time`) makes
    the host's timers (bots' pacing, reaction windows) run in loop time: the window's link
    then runs them once a frame, from `poll`, in lockstep (see `LockstepTimers`), instead of
    a sleeping timer task."""
    autosave: Path | None = None
    """Where the host saves the game after every accepted answer (`game.saves`); None: nowhere.
    The save is removed when the game ends."""
    bot_names: tuple[str, ...] = ()
    """Names of the bots' seats, in order (missing ones are "Bot 2", "Bot 3"...)."""
    resume: Replay | None = None
    """A saved game to resume (see `game.saves.check`) instead of a new one: its options,
    seed, seats and answers replace `options`, `bots` and `seed`, and the player's link
    reclaims seat 0 with the token the save holds, under the name the save holds (not `name`)."""


def start_local_game(spec: LocalGameSpec) -> SessionLink:
    """Start a host in-process (in-memory transport) with bots in seats 1.., and the player's link to seat 0."""
    from engine.games import get_game
    from net.host import Host, HostConfig, SeatKind, SeatSpec
    from net.server import HostServer

    net = NetThread(f"{spec.game}-local").start()
    holder: dict[str, Any] = {}

    async def setup() -> None:
        game = get_game(spec.game if spec.resume is None else spec.resume.game)
        config = HostConfig(table_name="Solo", auto_start=True, bot_delay=spec.bot_delay, cover_delay=spec.bot_delay,
                            react_floor=spec.react_floor, grace=3600.0, silence_timeout=3600.0)
        clock: dict[str, Any] = {} if spec.clock is None else {"clock": spec.clock}
        if spec.resume is not None:
            host = Host.resume(game, spec.resume, config=config, autosave=spec.autosave, **clock)
            holder["token"] = host.seats[0].token
            # the game goes on under the name it began with: an Elixir Quest match settles in the
            # collection of that name (renaming oneself mid-match must not escape it)
            holder["name"] = host.seats[0].name
        else:
            seats = [SeatSpec(SeatKind.HUMAN)]
            seats += [SeatSpec(SeatKind.BOT, b, spec.bot_names[i] if i < len(spec.bot_names) else f"Bot {i + 2}")
                      for i, b in enumerate(spec.bots)]
            host = Host(game, {**spec.options, "players": len(seats)}, seats, config=config, seed=spec.seed,
                        autosave=spec.autosave, **clock)
        on_change = remove_when_over(spec.autosave) if spec.autosave is not None else None
        holder["server"] = HostServer(host, timers=False, on_change=on_change)
        holder["timers"] = asyncio.ensure_future(drive_timers(holder["server"])) if spec.clock is None else None

    set_up(net, setup())
    server = holder["server"]
    connector = memory_connector(server)

    async def cleanup() -> None:
        await close_server(server, holder["timers"])

    link = SessionLink(net, connector, holder.get("name") or spec.name, token=holder.get("token"), cleanup=cleanup,
                       kind="solo")
    link.server = server  # type: ignore[attr-defined]  # for tests and the demo's end check
    if spec.clock is not None:
        link.on_poll = LockstepTimers(net, server)
    link.start()
    # In memory the welcome takes milliseconds; the table scene needs the seat from the start.
    link.welcomed.wait(5.0)
    return link
