"""The number keys' caps on the hand: each sits on its own card, in sight, in the cards' order,
clear of the count badges of stacked copies."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.link import LinkStatus, LinkUpdate  # noqa: E402
from game.offlinelinks import StaticLink  # noqa: E402
from game.showcase import play_position, table_info  # noqa: E402
from game.table.layout import TableLayout, compute  # noqa: E402
from game.table.promptparts import Spot  # noqa: E402
from game.tables.elixir.foreground import hand_caps, hand_lifts, hand_order  # noqa: E402
from game.tables.elixir.handlayout import card_keys, count_badges, hand_fan, hand_groups  # noqa: E402
from game.tables.elixir.scene import TableScene  # noqa: E402
from tests.client.test_layout_fit import make_ctx  # noqa: E402
from tests.client.test_scenes import run  # noqa: E402


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


def giving_table(tmp_path: Path, size: tuple[int, int], finds: int) -> TableScene:
    """The table of a seeded 5-player game in which seat 0, holding `finds` Finds, is asked to
    give one of them to seat 1 (a forfeit): every card of the hand is chosen by a number key."""
    game, st, _ = play_position(5, 3, 60)
    hand = st.hands[0]
    hand.extend(st.deck[:max(0, finds - len(hand))])
    del st.deck[:max(0, finds - len(hand))]
    del hand[finds:]
    ask = ({"id": 999, "seat": 0, "kind": "forfeit_pay", "prompt": {"caster": 1},
            "pick": {"among": list(hand), "sizes": [1]}},)
    update = LinkUpdate(view=game.view(st, 0), ask=ask, snapshot=True, status=LinkStatus.PLAYING,
                        table=table_info(5))
    ctx = make_ctx(tmp_path, size, "nl")
    scene = TableScene(ctx, StaticLink([update], seat=0))
    ctx.stack.push(scene)
    run(ctx, 30)
    assert scene.prompt is not None and len(scene.shown["hand"]) == finds  # type: ignore[index]
    return scene


@pytest.mark.parametrize("finds", [13, 16, 20, 24, 28])
def test_a_big_hands_numbers_read_left_to_right_clear_of_the_stack_counts(tmp_path: Path, finds: int) -> None:
    """With 13 to 28 Finds at 1024 x 576 the nine numbers were scattered (1, 3, 5 with 2 and 6
    below and 4 above) and some lay on the "x2"/"x3" counts of stacked Finds. Ten since the tenth
    card is chosen by 0."""
    scene = giving_table(tmp_path, (1024, 576), finds)
    lay = scene.layout
    hand = list(scene.shown["hand"])  # type: ignore[index]
    digits = scene.prompt.card_digits()  # type: ignore[union-attr]
    assert len(digits) == 10
    slots = scene.hand_slots()
    lifts = [0.0] * len(hand)
    rects = [slot.rect() for slot in slots]
    badges = [r for r, _n in count_badges(hand_groups(card_keys(hand), lay.hand, lay.hand_card_w), slots, lifts, lay)]
    drawn = [(i, rects[i], digits.get(Spot("hand", hand[i]))) for i in hand_order(hand, None, None)]
    caps = dict((digit, cap) for cap, digit in hand_caps(drawn, lifts, lay, badges))
    assert sorted(caps) == list(range(1, 11))
    lefts = [caps[d].left for d in range(1, 11)]
    assert lefts == sorted(lefts) and len(set(lefts)) == 10, lefts  # in the cards' order
    card_of = {digits[Spot("hand", c)]: rects[i] for i, c in enumerate(hand) if Spot("hand", c) in digits}
    depth = [caps[d].top - card_of[d].top for d in range(1, 11)]
    step = caps[1].height + lay.px(3)
    assert max(depth) - min(depth) <= step, depth  # in one line, or two taken in turn: not scattered
    for d, cap in caps.items():
        assert card_of[d].contains(cap)
        assert cap.collidelist(badges) < 0, (d, cap, badges)
        assert not any(cap.colliderect(other) for e, other in caps.items() if e != d)
