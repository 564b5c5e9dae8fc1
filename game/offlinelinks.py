"""Table links with no network of their own: one that replays updates a lobby already polled
before its real link's, and one that hands out given updates (the showcase, tests).

Contract: both satisfy `game.link.TableLink` as far as the table scenes use it; neither
starts a thread nor touches a socket.
"""

from __future__ import annotations

from typing import Any

from game.link import LinkUpdate


class PrefixedLink:
    """A link that first hands out updates already polled (by a lobby), then those of `inner`.

    The lobby polls the link until the game starts; the table scene then gets this wrapper
    and sees the whole story (table, snapshot, events) as if it had polled from the start.
    """

    def __init__(self, inner: Any, seen: list[LinkUpdate]) -> None:
        self.inner = inner
        self._seen = list(seen)
        self.seat: int | None = inner.seat

    def poll(self) -> list[LinkUpdate]:
        """The saved updates (once), then the inner link's."""
        out, self._seen = self._seen, []
        return out + list(self.inner.poll())

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class StaticLink:
    """A `TableLink` that hands out given updates on the first poll and records requests."""

    def __init__(self, updates: list[LinkUpdate], seat: int | None = 0, game: str = "elixir") -> None:
        self.seat = seat
        self.game = game
        self._updates = list(updates)
        self.answers: list[tuple[int, Any]] = []
        self.said: list[str] = []
        self.autopass: bool | None = None
        self.rematches = 0
        self.closed = False

    def feed(self, update: LinkUpdate) -> None:
        """Queue one more update for the next poll."""
        self._updates.append(update)

    def poll(self) -> list[LinkUpdate]:
        """The updates queued so far."""
        out, self._updates = self._updates, []
        return out

    def answer(self, decision: int, choice: Any) -> None:
        """Record an answer."""
        self.answers.append((decision, choice))

    def say(self, text: str) -> None:
        """Record a chat line."""
        self.said.append(text)

    def set_autopass(self, on: bool) -> None:
        """Record the auto-pass setting."""
        self.autopass = on

    def rematch(self) -> None:
        """Count a rematch vote."""
        self.rematches += 1

    def close(self) -> None:
        """Mark the link closed."""
        self.closed = True
