"""Why a place of the row cannot take the player's answer, and the short line that says so.

A bid on a potion whose top gold card the bid card does not beat, or an Exchange of the
face-down potion, is not among the decision's options: the table sends nothing, and says why
with `why_not` on the prompt bar for a few seconds (`Refusal`), as Elixir's table explains a
spell that cannot be cast. Everything is read from the seat's own view and decision: nothing
here needs (or shows) what the seat may not see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.i18n import Translator
from game.table.promptparts import Spot

SHOWN_FOR = 4.0
"""Seconds (game time) a refusal line stays on the prompt bar; the next one replaces it."""
NOTICE_FOR = 6.0
"""Seconds (game time) a notice stays on the prompt bar (the player was not asked anything:
it comes unannounced, as other players' cards are still being laid)."""
FADE = 0.4
"""Seconds a refusal line takes to fade out at the end."""


def _top_value(slot: dict[str, Any]) -> int | None:
    """The value of the gold card on top in front of a row slot of the view, if any."""
    bids = slot.get("bids") or []
    gold = bids[-1].get("gold") if bids and isinstance(bids[-1], dict) else None
    return int(gold["value"]) if isinstance(gold, dict) and "value" in gold else None


def _holds(view: dict[str, Any], seat: int | None, power: str) -> bool:
    """Whether `seat` keeps a potion for `power`, as its view shows."""
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return False
    return any(isinstance(p, dict) and p.get("power") == power for p in seats[seat].get("powers", []))


def why_not(decision: dict[str, Any], spot: Spot | None, view: dict[str, Any], seat: int | None,
            tr: Translator) -> str | None:
    """Why `spot` cannot answer `decision` (a `bid` or an `exchange` of `seat`), in the player's
    language; None when it can, or when there is nothing to say about it (not a potion of the row)."""
    row = list(view.get("row") or [])
    if spot is None or spot.zone != "slot" or not 0 <= spot.ident < len(row):
        return None
    kind = decision.get("kind")
    options = list(decision.get("options") or [])
    slot = row[spot.ident]
    if kind == "bid":
        if {"slots": [spot.ident]} in options:
            return None
        top = _top_value(slot)
        if top is None:
            return None
        value = int((decision.get("prompt") or {}).get("gold", {}).get("value", 0))
        key = "magicoa.why.bid.equal" if _holds(view, seat, "equality") else "magicoa.why.bid.higher"
        return tr(key, n=spot.ident + 1, value=value, top=top)
    if kind == "exchange" and spot.ident not in options and slot.get("face_down"):
        return tr("magicoa.why.exchange.face_down")
    return None


def gold_lost_notice(event: dict[str, Any], seat: int | None, tr: Translator) -> str | None:
    """What the prompt bar tells `seat` when a `gold_lost` event throws out one of its own gold
    cards (None for anyone else's): the card went before its owner was asked anything, and only
    the log said so."""
    if event.get("kind") != "gold_lost" or seat is None or event.get("seat") != seat:
        return None
    return tr("magicoa.notice.gold_lost", value=int((event.get("gold") or {}).get("value", 0)))


@dataclass(frozen=True)
class Refusal:
    """A line on the prompt bar (a refusal, or a notice): its text and when it goes (game time)."""

    text: str
    until: float

    @classmethod
    def at(cls, text: str, now: float, seconds: float = SHOWN_FOR) -> Refusal:
        """The line `text`, shown from `now` for `seconds`."""
        return cls(text, now + seconds)

    def up(self, now: float) -> bool:
        """Whether the line still shows at `now`."""
        return now < self.until

    def alpha(self, now: float) -> int:
        """Its opacity at `now` (0-255): full, then fading over its last `FADE` seconds."""
        left = self.until - now
        return 255 if left >= FADE else round(255 * max(0.0, left) / FADE)
