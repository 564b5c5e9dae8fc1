"""The single-player autosave: the game in progress, kept in the user's data directory.

The file is the host's `--save` format (an `engine.core.replay` replay whose meta holds the
table: seats, tokens, game number), written by the in-process host after every accepted
answer (`game.netlink.local.start_local_game` gives the host the path). `check` decides what the
title screen offers: a save it can resume exactly (its answers replay to its recorded state
hash, and the player's seat can be reclaimed), nothing (no file; or a finished game, whose
save is removed), or a corrupt save, which is renamed aside (``*.corrupt``) so that it is
reported once and never half-loaded.

The location is `data_dir()/saves/solo.json`; a context may point elsewhere with
``ctx.services["save_path"]`` (the screenshot command and tests do).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core.replay import Replay
    from game.context import Context

log = logging.getLogger("game.saves")

APP_NAME = "elixir-arcade"
SAVE_NAME = "solo.json"
CORRUPT_SUFFIX = ".corrupt"


def data_dir() -> Path:
    """The user's data directory for the app (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def save_path(ctx: Context) -> Path:
    """Where the single-player game of `ctx` is saved."""
    chosen = ctx.services.get("save_path")
    return Path(chosen) if chosen is not None else data_dir() / "saves" / SAVE_NAME


@dataclass(frozen=True)
class SaveCheck:
    """What `check` found: a resumable `replay`, or nothing; `corrupt` names the file set aside."""

    replay: Replay | None = None
    corrupt: Path | None = None
    reason: str = ""


def check(path: Path) -> SaveCheck:
    """Look at the save at `path`: resumable, absent, finished (removed) or corrupt (set aside)."""
    from engine.core.replay import ReplayError, load

    if not path.exists():
        return SaveCheck()
    try:
        replay = load(path)
        over = _resumable(replay)
    except ReplayError as exc:
        return set_aside(path, str(exc))
    except Exception as exc:  # noqa: BLE001 - whatever a damaged file makes the engine raise, it is refused whole
        log.exception("the saved game %s cannot be resumed", path)
        return set_aside(path, f"{type(exc).__name__}: {exc}")
    if over:
        discard(path)
        return SaveCheck()
    return SaveCheck(replay)


def _resumable(replay: Replay) -> bool:
    """Rebuild the table as `--resume` does (raises when it cannot be); returns whether its game is over."""
    from engine.core.replay import ReplayError
    from engine.games import UnknownGame, get_game
    from net.host import Host, SeatKind

    try:
        game = get_game(replay.game)
    except UnknownGame as exc:
        raise ReplayError(str(exc)) from None
    host = Host.resume(game, replay)
    mine = host.seats[0]
    if mine.kind is not SeatKind.HUMAN or mine.token is None:
        raise ReplayError("the save's first seat is not the player's")
    if any(s.kind is SeatKind.HUMAN for s in host.seats[1:]):
        raise ReplayError("the save is not a single-player game")
    return host.result is not None


def set_aside(path: Path, reason: str) -> SaveCheck:
    """Move a save that cannot be resumed out of the way (to `*.corrupt`), so it is reported only once."""
    aside = path.with_name(path.name + CORRUPT_SUFFIX)
    log.warning("the saved game %s is corrupt (%s); moved to %s", path, reason, aside)
    try:
        os.replace(path, aside)
    except OSError as exc:
        log.error("cannot move %s aside (%s); removing it", path, exc)
        discard(path)
    return SaveCheck(corrupt=aside, reason=reason)


def exists(path: Path) -> bool:
    """Whether a save file is there (not checked)."""
    return path.is_file()


def discard(path: Path) -> None:
    """Remove the save (no error when it is already gone)."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        log.error("cannot remove the saved game %s: %s", path, exc)


def remove_when_over(path: Path) -> Callable[[Any], None]:
    """A `net.server.HostServer.on_change` callback that removes the save once the host's game is over.

    A rematch starts a new game, which the host saves again.
    """
    def changed(host: Any) -> None:
        if host.result is not None:
            discard(path)

    return changed
