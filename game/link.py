"""The link between a table scene and a game being played somewhere (in-process or on the LAN).

The table scene sees only this interface: what its seat's client knows (view, its own
decisions, events, chat, the connection's status) and the requests it can make. An
implementation runs the network on a background thread and hands updates over through a
queue drained once per frame by `poll`, so the network never blocks a frame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol


class LinkStatus(StrEnum):
    """Where the connection to the host stands."""

    CONNECTING = "connecting"
    LOBBY = "lobby"
    PLAYING = "playing"
    RECONNECTING = "reconnecting"
    CLOSED = "closed"


@dataclass(frozen=True)
class ChatLine:
    """One chat message as shown: who said it (seat or None for a spectator/system) and the text."""

    seat: int | None
    name: str
    text: str


@dataclass(frozen=True)
class LinkUpdate:
    """What changed since the previous poll, in order.

    `events` are the game events this seat was shown, oldest first; `view` is the view after
    all of them (None when unchanged); `ask` is the seat's pending decisions after them
    (None when unchanged). `snapshot` is True when `view` replaces everything (join, rejoin,
    resync, a rematch's new game): the scene should then show it without animating old events;
    `game` then numbers the table's game the view belongs to, so that a scene can tell a new
    game (whose decision ids start again from 1) from a resync of the same one.
    """

    events: tuple[dict[str, Any], ...] = ()
    view: dict[str, Any] | None = None
    ask: tuple[dict[str, Any], ...] | None = None
    snapshot: bool = False
    chat: tuple[ChatLine, ...] = ()
    status: LinkStatus | None = None
    table: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    rejected: tuple[str, ...] = ()
    error: str | None = None
    lost_at: float | None = None
    """With status RECONNECTING: when (`time.monotonic()`) the link noticed it lost the host."""
    game: int | None = None
    """With a snapshot: the number of the table's game its view belongs to (1, then one more
    per rematch); None when the link does not number its games."""
    timers: tuple[dict[str, Any], ...] | None = None
    """The turn timer's countdowns as of this update (``{"seat", "decision", "left"}``, seconds
    left when the host sent them; see docs/PROTOCOL.md); None: unchanged, ``()``: no clock runs."""
    history: tuple[dict[str, Any], ...] = ()
    """With the snapshot of a game joined under way (a saved game continued, a seat taken back
    after a lost connection): the game's events before it that this link had not passed on,
    as this seat may see them, oldest first. A table's log tells them; nothing is animated."""
    chat_history: tuple[ChatLine, ...] | None = None
    covered: bool = False
    """This link took its seat back from a bot that played it while the player was away."""
    renamed: str | None = None
    """The name the host gave this link because another at the table had the one asked; None: as asked."""
    """When the host (re)admitted this link: the table's last chat lines, which replace every
    line shown so far (`chat` then follows them); None: nothing to replace."""


@dataclass
class LinkState:
    """Everything a link has received so far, folded together (a convenience for scenes)."""

    status: LinkStatus = LinkStatus.CONNECTING
    seat: int | None = None
    view: dict[str, Any] | None = None
    ask: tuple[dict[str, Any], ...] = ()
    table: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    chat: list[ChatLine] = field(default_factory=list)
    error: str | None = None
    lost_at: float | None = None
    """While reconnecting: when the link lost its host (`time.monotonic()`); None otherwise."""

    def fold(self, update: LinkUpdate) -> None:
        """Take in one update."""
        if update.view is not None:
            self.view = update.view
        if update.ask is not None:
            self.ask = update.ask
        if update.status is not None:
            self.status = update.status
            if update.status is not LinkStatus.RECONNECTING:
                self.lost_at = None
            elif self.lost_at is None:
                self.lost_at = update.lost_at
        if update.table is not None:
            self.table = update.table
        if update.result is not None or update.snapshot:  # a snapshot states the result, None included
            self.result = update.result
        if update.error is not None:
            self.error = update.error
        if update.chat_history is not None:
            self.chat = list(update.chat_history)
        self.chat.extend(update.chat)


class TableLink(Protocol):
    """A seat at a table, as the client's scenes use it."""

    seat: int | None
    game: str
    """The game this table plays (an `engine.games` name, e.g. "elixir" or "magicoa")."""

    def poll(self) -> list[LinkUpdate]:
        """Every update received since the last call (never blocks)."""
        ...

    def answer(self, decision: int, choice: Any) -> None:
        """Send an answer to one of this seat's decisions."""
        ...

    def say(self, text: str) -> None:
        """Send a chat line."""
        ...

    def set_autopass(self, on: bool) -> None:
        """Ask the host to pass this seat's reaction windows automatically (after the fixed floor)."""
        ...

    def rematch(self) -> None:
        """Ask for a rematch with the same seats."""
        ...

    def close(self) -> None:
        """Leave the table (the seat stays reclaimable at a LAN table)."""
        ...
