"""What things are worth to one seat, read from its view: potions, powers, gold cards.

The greedy bot decides with these, and the search bot orders and prunes its candidates with
them. Every figure is in magic points (the game's score), so they compare directly.

Power worths are estimates of the points a power brings over the rounds left, measured
roughly in seeded games (docs/PERFORMANCE.md, Magicoa bots): a power already held is worth
nothing (powers do not stack); the Triple powers are worth what they add to the blue (green)
potions the seat already keeps for points, plus a share for those it may still win.
"""

from __future__ import annotations

from typing import Any

BLUE, GREEN = "blue", "green"
TRIPLE = 3
MEAN_POTION = 3.0
"""The mean worth of an unseen potion (37 potions, about 3 points each kept for points)."""

POWER_PER_ROUND: dict[str, float] = {
    "exchange": 0.45,
    "indiscretion": 0.25,
    "double_bid": 0.7,
    "equality": 0.45,
}
"""Points a power is worth for each round still to play after the current one."""
FUTURE_TRIPLE_SHARE = 0.35
"""Blue (green) potions a seat may still keep for points, per round left."""


class SeatValues:
    """One seat's worth of potions and powers, from its view."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.seat = seat
        entry = view["seats"][seat]
        self.powers = {p["power"] for p in entry["powers"]}
        self.points = entry["points"]
        self.rounds_left = int(view["rounds"]) - int(view["round"])

    def points_worth(self, potion: dict[str, Any]) -> float:
        """What `potion` kept for its points adds to this seat's score."""
        colour = potion["colour"]
        if (colour == BLUE and "triple_blue" in self.powers) or (colour == GREEN and "triple_green" in self.powers):
            return TRIPLE
        return float(potion["points"])

    def power_worth(self, potion: dict[str, Any]) -> float:
        """What keeping `potion` for its power is worth to this seat (0 without a power, or a power held)."""
        power = potion.get("power")
        if power is None or power in self.powers:
            return 0.0
        if power in ("triple_blue", "triple_green"):
            colour = BLUE if power == "triple_blue" else GREEN
            now = sum(TRIPLE - int(p["points"]) for p in self.points if p["colour"] == colour)
            return now + FUTURE_TRIPLE_SHARE * self.rounds_left * (TRIPLE - 1.5)
        return POWER_PER_ROUND.get(power, 0.0) * self.rounds_left

    def keeps_power(self, potion: dict[str, Any]) -> bool:
        """Whether this seat should keep `potion` for its power rather than its points."""
        return self.power_worth(potion) > self.points_worth(potion)

    def worth(self, potion: dict[str, Any] | None) -> float:
        """What winning `potion` is worth to this seat (None: an unseen potion)."""
        if potion is None:
            return MEAN_POTION
        return max(self.points_worth(potion), self.power_worth(potion))


def gold_left(view: dict[str, Any], seat: int) -> list[int]:
    """The values of `seat`'s gold still to be played (in hand or face down in front of it)."""
    return list(view["seats"][seat]["hand"])


def top_value(slot: dict[str, Any]) -> int:
    """The value of the gold on top in front of a row slot (0 when there is none)."""
    return int(slot["bids"][-1]["gold"]["value"]) if slot["bids"] else 0


def top_owner(slot: dict[str, Any]) -> int | None:
    """The seat whose gold is on top in front of a row slot, or None."""
    return int(slot["bids"][-1]["gold"]["seat"]) if slot["bids"] else None
