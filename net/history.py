"""The events of the game under way, kept by the host for whoever joins it late.

A player who rejoins (a restarted client, a saved game continued, a LAN player back after a
lost connection) or a spectator who sits down mid-game gets a `Snapshot`: the view as it is,
without the story that led there. The host keeps the events of the current game's accepted
answers (those of the newest `HISTORY_LIMIT` answers), and a joining connection's snapshot
carries them as its seat may see them (`Event.for_seat`: another seat's private parts never
leave the host), each answer's events with its `seq`, so that a client coming back to the
game it was shown tells only what it missed (`stories_since`). The game's set-up events come
first, as answer 0: the snapshot that starts a game carries them (no update does), so every
log begins with the set-up (who plays first, the first round's row).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any

from engine.core.events import Event

HISTORY_LIMIT = 400
"""How many of the newest answers' events a joining connection is told (a client's log keeps
400 lines)."""


class EventHistory:
    """The events of the newest answers of one game, oldest first, each answer with its `seq`."""

    def __init__(self, limit: int = HISTORY_LIMIT) -> None:
        self._answers: deque[tuple[int, tuple[Event, ...]]] = deque(maxlen=limit)

    def clear(self) -> None:
        """A new game starts: nothing has happened in it yet."""
        self._answers.clear()

    def add(self, seq: int, events: Iterable[Event]) -> None:
        """Keep the events of accepted answer `seq` (0: the game's set-up; the oldest answers past
        the limit are dropped)."""
        self._answers.append((seq, tuple(events)))

    def told_to(self, seat: int | None) -> list[list[Any]]:
        """The kept answers as `seat` may see them (None: a spectator), oldest first: one
        ``[seq, [event, ...]]`` an answer (the wire form of `Snapshot.history`)."""
        return [[seq, [event.for_seat(seat) for event in events]] for seq, events in self._answers]

    def __len__(self) -> int:
        return len(self._answers)


def stories_since(history: Any, seq: int) -> list[dict[str, Any]]:
    """The events of a snapshot's `history` (as `EventHistory.told_to` gives it) of the answers
    after `seq` (-1: the set-up too), oldest first; entries of another shape are left out (a
    client never trusts a frame's shape)."""
    if not isinstance(history, list):
        return []
    told: list[dict[str, Any]] = []
    for entry in history:
        if (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int and entry[0] > seq
                and isinstance(entry[1], list)):
            told.extend(e for e in entry[1] if isinstance(e, dict))
    return told
