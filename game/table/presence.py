"""Who is at the table, as the host's table maps tell it: `Presence`.

Pure bookkeeping, no drawing and no texts: each table map is compared with the last one, and
the changes worth a log line come back as (catalog key, who) pairs the table says in its log:
another player's window gone (left on purpose, or its connection lost), a bot starting to play
their seat meanwhile, their return, and spectators who start or stop watching. The first map
only sets what is known (a window that joins is not told everyone "came").
"""

from __future__ import annotations

from collections import Counter
from typing import Any


class Presence:
    """The other players' seats (their window connected, a bot covering them) and the
    spectators' names, as last told."""

    def __init__(self) -> None:
        self._seats: dict[int, tuple[bool, bool]] | None = None
        self._watchers: Counter[str] | None = None

    def seats_changed(self, seats: list[Any], me: int | None) -> list[tuple[str, int]]:
        """Take the table map's `seats` (the window's own seat `me` left out): (log key, seat) for
        each other player who has gone, come back, or is now played by a bot."""
        now = {int(s.get("seat", i)): (bool(s.get("present")), bool(s.get("covered")))
               for i, s in enumerate(seats)
               if isinstance(s, dict) and s.get("kind") == "human" and s.get("taken") and s.get("seat", i) != me}
        before, self._seats = self._seats, now
        out: list[tuple[str, int]] = []
        for seat, (present, covered) in (now.items() if before is not None else ()):
            was_present, was_covered = before.get(seat, (present, covered))  # type: ignore[union-attr]
            if was_present and not present:  # covered at once: left on purpose; else the connection was lost
                out.append(("table.log.player_left" if covered else "table.log.player_away", seat))
            elif present and not was_present:
                out.append(("table.log.player_back", seat))
            elif covered and not was_covered:
                out.append(("table.log.player_covered", seat))
        return out

    def watchers_changed(self, watching: Any) -> list[tuple[str, str]]:
        """Take the host's list of spectators' names (a host that does not send it: nothing):
        (log key, name) for each who started or stopped watching since the last list."""
        if not isinstance(watching, list):
            return []
        names = [str(n) for n in watching]
        now = Counter(names)
        before, self._watchers = self._watchers, now
        if before is None:
            return []
        came = now - before
        out: list[tuple[str, str]] = []
        for name in names:
            if came[name] > 0:
                came[name] -= 1
                out.append(("table.log.watching", name))
        out += [("table.log.stopped_watching", name) for name in (before - now).elements()]
        return out

    def covered(self) -> frozenset[int]:
        """The other players' seats a bot plays while their window is gone."""
        return frozenset(seat for seat, (_present, covered) in (self._seats or {}).items() if covered)

    def tags(self) -> dict[int, str]:
        """The other players' seats whose window is gone, with what their panels say of it: "bot"
        while a bot plays the seat, "away" before one does (the host's grace period, when only
        the log said the connection was lost)."""
        return {seat: "bot" if covered else "away" for seat, (present, covered) in (self._seats or {}).items()
                if covered or not present}
