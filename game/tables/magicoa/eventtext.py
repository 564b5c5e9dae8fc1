"""The log's line for each Magicoa event, in the player's language (None: the event has no line).

Events and their data are listed in docs/PROTOCOL.md (Magicoa part). A potion that is still
face down is named as such; the private part of `peek` and `exchange` reaches only the seat
that saw it, so only that seat's log names the potion. An Exchange that swaps names both
potions: the one leaving the row (for the top of the pile) lay face up there, seen by all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import Translator

Names = Callable[[int | None], str]
PotionName = Callable[[int], str]


def describe(event: dict[str, Any], name: Names, potion_name: PotionName, tr: Translator,
             row: list[dict[str, Any]] | None = None) -> str | None:
    """The log line for `event`. `row` is the row as shown before it (to name bid-on potions)."""
    kind = event.get("kind")

    def potion(p: Any) -> str:
        return potion_name(int(p["id"])) if isinstance(p, dict) and "id" in p else tr("magicoa.face_down")

    def named(i: int) -> str | None:
        """The name of the potion in slot `i` as the row showed it (None: face down to us)."""
        slots = row or []
        p = slots[i].get("potion") if 0 <= i < len(slots) else None
        return potion_name(int(p["id"])) if isinstance(p, dict) and "id" in p else None

    seat = event.get("seat")
    who = name(int(seat)) if isinstance(seat, int) else ""
    if kind == "round_start":
        return tr("magicoa.log.round_start", round=event.get("round", 1), name=name(int(event.get("first_player", 0))))
    if kind == "peek":
        if isinstance(event.get("potion"), dict):
            return tr("magicoa.log.peek.mine", potion=potion(event["potion"]))
        return tr("magicoa.log.peek", name=who)
    if kind == "gold_chosen":
        return tr("magicoa.log.gold_chosen")
    if kind == "bid":
        return _bid_line(event, who, named, tr)
    if kind == "gold_lost":
        return tr("magicoa.log.gold_lost", name=who, value=int(event.get("gold", {}).get("value", 0)))
    if kind == "reveal":
        return tr("magicoa.log.reveal", potion=potion(event.get("potion")))
    if kind == "potion_won":
        return tr("magicoa.log.won", name=who, potion=potion(event.get("potion")))
    if kind == "potion_unwon":
        return tr("magicoa.log.unwon", potion=potion(event.get("potion")))
    if kind == "kept":
        p = event.get("potion") or {}
        if event.get("as") == "power":
            return tr("magicoa.log.kept.power", name=who, potion=potion(p),
                      power=tr(f"magicoa.power.{p.get('power')}"))
        return tr("magicoa.log.kept.points", name=who, potion=potion(p))
    if kind == "refill":
        return tr("magicoa.log.refill")
    if kind == "exchange":
        if int(event.get("slot", -1)) < 0:
            line = tr("magicoa.log.exchange.none", name=who)
            if isinstance(event.get("pile_top"), dict):  # only the exchanging seat sees what it left on the pile
                line += " " + tr("magicoa.log.exchange.seen", potion=potion(event["pile_top"]))
            return line
        left = named(int(event["slot"]))  # face up in the row until now: everyone saw it
        if left is None:
            return tr("magicoa.log.exchange", name=who, potion=potion(event.get("potion")))
        return tr("magicoa.log.exchange.swap", name=who, potion=potion(event.get("potion")), old=left)
    if kind == "first_player":
        return tr("magicoa.log.first_player", name=who)
    if kind == "game_end":
        return _end_line(event, name, tr)
    return None


def _end_line(event: dict[str, Any], name: Names, tr: Translator) -> str:
    """The line of the game's end: who wins (or shares the win) with how many points, and, when
    more players had those points than won, that the tie was broken by potions won (the line
    named only the winner, as if nobody else had their score)."""
    winners = [int(s) for s in event.get("winners", [])]
    scores = [int(s) for s in event.get("scores", [])]
    best = scores[winners[0]] if winners and winners[0] < len(scores) else 0
    names = ", ".join(name(s) for s in winners)
    tied = [s for s, score in enumerate(scores) if score == best]
    if winners and len(tied) > len(winners):
        everyone = ", ".join(name(s) for s in tied)
        if len(winners) > 1:
            return tr("magicoa.log.game_end.tie_break.shared", names=everyone, winners=names, score=best)
        return tr("magicoa.log.game_end.tie_break", names=everyone, name=names, score=best)
    key = "magicoa.log.game_end.shared" if len(winners) > 1 else "magicoa.log.game_end"
    return tr(key, names=names, score=best)


def _bid_line(event: dict[str, Any], who: str, named: Callable[[int], str | None], tr: Translator) -> str:
    """The line of a bid. A bid on the face-down potion has lines of its own, so that each
    language can write "on the face-down potion" as it must (Italian "sulla", not "su la")."""
    slots = [int(s) for s in event.get("slots", [])]
    value = int(event.get("gold", {}).get("value", 0))
    if len(slots) == 2:
        first, second = named(slots[0]), named(slots[1])
        if first is not None and second is not None:
            return tr("magicoa.log.bid.double", name=who, value=value, potion=first, other=second)
        other = first if first is not None else second
        return tr("magicoa.log.bid.double.face_down", name=who, value=value, other=other or "")
    potion = named(slots[0]) if slots else None
    covered = ", ".join(str(_covered_value(c)) for c in event.get("covered", []))
    if potion is None:
        if covered:
            return tr("magicoa.log.bid.face_down.covers", name=who, value=value, covered=covered)
        return tr("magicoa.log.bid.face_down", name=who, value=value)
    if covered:
        return tr("magicoa.log.bid.covers", name=who, value=value, potion=potion, covered=covered)
    return tr("magicoa.log.bid", name=who, value=value, potion=potion)


def _covered_value(card: Any) -> int:
    """The value of a covered gold card (an id or a gold dict)."""
    if isinstance(card, dict):
        return int(card.get("value", 0))
    return (int(card) - 100) % 12 + 1
