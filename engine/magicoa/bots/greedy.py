"""Magicoa's greedy bot: a sensible bidder reading only its seat's view.

It values each potion for itself (points, or its power when that is worth more: see
`engine.magicoa.bots.values`), spends a gold card when the row is worth more than what the card
would win in a later round (`gold_cost`: a 12 nobody can cover goes on a rich row, not on the
first row whatever it holds; low cards go where little is at stake), bids where its
card is likely to stay on top (all gold is public, so it knows which values its rivals have
left), covers a rival on a potion worth taking from them, keeps a potion for its power when
the power is worth more than the points over the rounds left, and exchanges a potion it does
not want for a better one from the pile. With `noise` > 0 it sometimes answers at random
(the ``greedy:easy`` level).
"""

from __future__ import annotations

from functools import cache
from math import comb
from typing import Any

from engine.bots.legal import random_answer
from engine.core.rng import Rng
from engine.magicoa.bots.values import SeatValues, gold_left, top_owner, top_value
from engine.magicoa.gold import gold_value
from engine.magicoa.potions import POTIONS

EXPOSURE = (1.0, 0.55)
"""How exposed a card bid in bidding round 1 (2) is to being covered: the first is open to
every later bid of both rounds, the second only to the later bids of round 2."""
COVER_ATTENTION = 0.5
"""The chance that a rival who could cover a card chooses to (it has other potions to bid on)."""
DENIAL = 0.25
"""The share of a rival's potion worth counted as a gain for covering it."""


def hold_chance(view: dict[str, Any], seat: int, value: int, rivals: list[int], exposure: float = 1.0) -> float:
    """The chance a card of `value` laid by `seat` stays on top, when `rivals` may still bid after it."""
    chance = 1.0
    for rival in rivals:
        left = gold_left(view, rival)
        if not left:
            continue
        higher = sum(1 for v in left if v > value) / len(left)
        chance *= 1.0 - min(1.0, higher * COVER_ATTENTION * exposure * 2)
    return chance


def later_bidders(view: dict[str, Any], seat: int) -> list[int]:
    """The rivals who still bid after `seat`'s current card, this bidding round or the next."""
    n = int(view["players"])
    order = [(int(view["first_player"]) + k) % n for k in range(n)]
    after = order[order.index(seat) + 1:]
    if int(view["bidding_round"]) <= 1:
        return [s for s in order if s != seat]
    return after


def gold_cost(view: dict[str, Any], seat: int, value: int) -> float:
    """What spending a card of `value` now costs: what it would win if kept for a later round,
    the chance it stays on top there (against the gold the rivals have left) times the best
    potion a row holds on average. Nothing in the last round, where every card is played.

    A card's cost used to be its share of the seat's remaining gold (its face value over the
    sum), which made every bot play its two highest cards each round, the 12 and 11 first
    whatever the first row held (a play-tester's report). Charged what it would win later, the
    12 waits for a row worth more than an average row's best: 76% of the games against three
    bots of the face-value cost, which win 4% against three of these (600 games each;
    docs/PERFORMANCE.md, "Magicoa bots: tournaments")."""
    if int(view["round"]) >= int(view["rounds"]):
        return 0.0
    rivals = [s for s in range(int(view["players"])) if s != seat]
    return cost_of_holding(view, hold_chance(view, seat, value, rivals, EXPOSURE[0]))


def cost_of_holding(view: dict[str, Any], held: float) -> float:
    """`gold_cost` of a card whose chance of staying on top when bid first is `held`."""
    if int(view["round"]) >= int(view["rounds"]):
        return 0.0
    return held * best_of_a_row(int(view["players"]))


@cache
def best_of_a_row(size: int) -> float:
    """The mean points of the best potion in a row of `size` potions drawn from the whole set
    (exactly: the k-th lowest of the set is the best of a row with chance C(k-1, size-1) / C(N, size))."""
    points = sorted(p.points for p in POTIONS)
    rows = comb(len(points), size)
    return sum(v * comb(k, size - 1) for k, v in enumerate(points)) / rows


def rank_pairs(view: dict[str, Any], seat: int, options: list[list[int]]) -> list[list[int]]:
    """The ordered pairs of gold cards of `options`, best first for this round's row: what each
    card may win (the first card bid is more exposed than the second) less what it costs."""
    me = SeatValues(view, seat)
    worths = sorted((me.worth(slot["potion"]) for slot in view["row"]), reverse=True) + [0.0, 0.0]
    rivals = [s for s in range(int(view["players"])) if s != seat]
    # each of the seat's values once, not once for every pair it is in (up to 132 pairs)
    values = set(gold_left(view, seat))
    held_first = {v: hold_chance(view, seat, v, rivals, EXPOSURE[0]) for v in values}
    held_second = {v: hold_chance(view, seat, v, rivals, EXPOSURE[1]) for v in values}
    cost = {v: cost_of_holding(view, held_first[v]) for v in values}

    def score(pair: list[int]) -> float:
        first, second = gold_value(pair[0]), gold_value(pair[1])
        gain = held_first[first] * worths[0] + held_second[second] * worths[1]
        return gain - cost[first] - cost[second]

    return sorted(options, key=score, reverse=True)


def choose_bid(view: dict[str, Any], seat: int, value: int, options: list[dict[str, Any]]) -> dict[str, Any]:
    """The placement of a card of `value` worth the most: the potions it may hold, plus a share
    of what it takes from a rival."""
    me = SeatValues(view, seat)
    row = view["row"]
    exposure = EXPOSURE[0] if int(view["bidding_round"]) <= 1 else EXPOSURE[1]
    chance = hold_chance(view, seat, value, later_bidders(view, seat), exposure)

    def gain(option: dict[str, Any]) -> float:
        total = 0.0
        for i in option["slots"]:
            slot = row[i]
            worth = me.worth(slot["potion"])
            owner = top_owner(slot)
            if owner == seat:
                total += 0.1 * worth  # already ours: covering only guards it a little better
                continue
            total += chance * worth
            if owner is not None:
                rival = SeatValues(view, owner)
                total += DENIAL * rival.worth(slot["potion"])
        # among equal gains, waste as little height as possible over the card covered
        waste = sum(value - top_value(row[i]) for i in option["slots"]) * 0.01
        return total - waste

    return max(options, key=gain)


def choose_exchange(view: dict[str, Any], seat: int, pile_top: dict[str, Any], options: list[int]) -> int:
    """Swap the pile's top potion into the row in place of the face-up potion least worth to the
    seat, when the pile's is clearly worth more; else keep the row (-1)."""
    me = SeatValues(view, seat)
    row = view["row"]
    slots = [i for i in options if i >= 0]
    if not slots:
        return -1
    worst = min(slots, key=lambda i: me.worth(row[i]["potion"]))
    return worst if me.worth(pile_top) > me.worth(row[worst]["potion"]) + 0.5 else -1


def greedy_answer(view: dict[str, Any], decision: dict[str, Any]) -> Any:
    """The greedy answer to a plain Magicoa decision, from the seat's view."""
    seat = int(decision["seat"])
    kind = decision["kind"]
    options = decision["options"]
    prompt = decision.get("prompt") or {}
    if kind == "choose_gold":
        return rank_pairs(view, seat, options)[0]
    if kind == "bid":
        return choose_bid(view, seat, int(prompt["gold"]["value"]), options)
    if kind == "keep":
        return "power" if SeatValues(view, seat).keeps_power(prompt["potion"]) else "points"
    if kind == "exchange":
        return choose_exchange(view, seat, prompt["pile_top"], options)
    raise ValueError(f"no Magicoa decision is called {kind!r}")


class MagicoaGreedyBot:
    """The greedy Magicoa bot; `noise` is the chance of a uniformly random answer."""

    def __init__(self, seed: int, noise: float = 0.0, name: str = "greedy") -> None:
        self.rng = Rng(seed)
        self.noise = noise
        self.name = name

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A legal answer to `decision`, from `view` only."""
        if self.noise > 0 and self.rng.below(1_000_000) < self.noise * 1_000_000:
            return random_answer(self.rng, decision)
        return greedy_answer(view, decision)
