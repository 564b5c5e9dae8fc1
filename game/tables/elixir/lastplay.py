"""The "Last play" shown in the centre of the table when nothing is in play there.

`follow(last, event)` returns what the centre shows after `event`: the newest card put into
play (a spell cast, copied or taking effect, an object used, a reaction, a transaction opened),
with its player and target; a diversion moves the target of the play it diverts. Events that
put no card into play leave it as it was. Pure code, fed each event as it is shown.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

PLAYS = frozenset({"cast", "object_used", "reaction", "transaction", "spell_resolved", "copied"})


@dataclass(frozen=True)
class LastPlay:
    """A card put into play: the card, who played it, whom it is aimed at, and its play's uid."""

    card: int
    seat: int
    target: int | None = None
    uid: int | None = None


def _int(value: Any) -> int | None:
    return value if type(value) is int else None


def follow(last: LastPlay | None, event: dict[str, Any]) -> LastPlay | None:
    """The last play after `event` (the same object when the event changes nothing)."""
    kind = event.get("kind")
    if kind in PLAYS:
        card, seat = _int(event.get("card")), _int(event.get("seat"))
        if card is None or seat is None:
            return last
        return LastPlay(card, seat, _int(event.get("target")), _int(event.get("uid")))
    if kind == "diverted" and last is not None and last.uid is not None and event.get("uid") == last.uid:
        return replace(last, target=_int(event.get("to")))
    return last
