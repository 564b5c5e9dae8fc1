"""The number keys' caps on the hand: each sits on its own card, in sight, in the cards' order,
clear of the count badges of stacked copies."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table.layout import TableLayout, compute  # noqa: E402
from game.table.promptparts import Spot  # noqa: E402
from game.tables.elixir.foreground import hand_caps, hand_lifts, hand_order  # noqa: E402
from game.tables.elixir.handlayout import count_badges, hand_fan, hand_groups  # noqa: E402


def _caps(lay: TableLayout, keys: list[str], chosen: set[int], focus: int | None,
          digits: int = 9) -> tuple[list[pygame.Rect], list[int], list[tuple[pygame.Rect, int]], list[pygame.Rect]]:
    """The hand of `keys` (cards 0, 1, ...) with the cards `chosen` lifted and `focus` focused,
    as the table lays it: the cards' rectangles, the draw order, the caps and the count badges."""
    hand = list(range(len(keys)))
    slots = hand_fan(keys, lay.hand, lay.hand_card_w, lay.size[1])
    spot = None if focus is None else Spot("hand", focus)
    lifts = hand_lifts(hand, slots, lay, None, spot, {Spot("hand", c) for c in chosen})
    order = hand_order(hand, None, spot)
    rects = [slot.rect(lift) for slot, lift in zip(slots, lifts, strict=True)]
    badges = [r for r, _n in count_badges(hand_groups(keys, lay.hand, lay.hand_card_w), slots, lifts, lay)]
    drawn = [(i, rects[i], i + 1 if i < digits else None) for i in order]
    return rects, order, hand_caps(drawn, lifts, lay, badges), badges


def _top_card(point: tuple[int, int], rects: list[pygame.Rect], order: list[int]) -> int | None:
    """The card seen at `point`: the last drawn whose rectangle holds it."""
    seen = [i for i in order if rects[i].collidepoint(point)]
    return seen[-1] if seen else None


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1024, 576)])
@pytest.mark.parametrize(("chosen", "focus"), [({2, 3}, 3), ({0, 1}, 1), ({3}, 3), ({1, 2, 3, 4}, 2)])
def test_a_number_never_sits_on_the_lifted_card_over_its_own(size: tuple[int, int], chosen: set[int],
                                                              focus: int) -> None:
    """Paying with several cards, the "5" of the card under the lifted Egg (card 4) was drawn on
    the Egg's face: which number was whose was unclear."""
    lay = compute(size, 5, 0)
    rects, order, caps, _ = _caps(lay, ["a", "b", "c", "d", "e", "f"], chosen, focus)
    assert sorted(digit for _cap, digit in caps) == [1, 2, 3, 4, 5, 6]  # every card still shows its number
    for cap, digit in caps:
        assert _top_card((cap.left + 1, cap.centery), rects, order) == digit - 1, (digit, cap)
