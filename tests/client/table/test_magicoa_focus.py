"""Magicoa's keys' focus: where the first arrow lands, how the focus shows (a white ring, told
apart from a picked card and from the places that glow), and what Z shows with nothing focused.

The table runs on an `EngineLink` (the engine in-process, random bots in the other seats);
time is stepped with the game clock, input is synthetic pygame events.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402

from engine.magicoa.gold import gold_id  # noqa: E402
from game.i18n import Translator  # noqa: E402
from game.table.promptparts import Spot  # noqa: E402
from game.table.res import Resources  # noqa: E402
from game.tables.magicoa.board import board_layout  # noqa: E402
from game.tables.magicoa.faces import MagicoaFaces  # noqa: E402
from game.tables.magicoa.paint import FOCUS_RING, Marks, Painter, picked_lift  # noqa: E402
from tests.client.table.harness import key, make_ctx  # noqa: E402
from tests.client.table.test_magicoa_table import make_magicoa, play_until  # noqa: E402


class Recording(pygame.Surface):
    """A surface that remembers where each picture was blitted."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.at: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
        self.at.append((source, tuple(dest)[:2]))
        return super().blit(source, dest, *args, **kwargs)


def gold_hand(lang: str) -> tuple[Any, MagicoaFaces, Painter, dict[int, pygame.Rect]]:
    """Seat 0's twelve gold cards at 1024 x 576 in `lang`: the layout, faces, painter, and each
    value's place in the hand."""
    make_ctx()
    lay = board_layout((1024, 576), 4, 0)
    res = Resources()
    faces = MagicoaFaces(res, Translator(lang))
    painter = Painter(res, faces, Translator(lang), lambda seat: f"Seat {seat}")
    values = list(range(1, 13))
    return lay, faces, painter, dict(zip(values, painter.hand_slots(lay, values), strict=True))


def ring_at(surface: pygame.Surface, rect: pygame.Rect, grow: int) -> bool:
    """Whether the middle of the top edge of `rect` grown by `grow` is the focus ring's white."""
    edge = rect.inflate(grow, grow)
    return tuple(surface.get_at((edge.centerx, edge.top + 1)))[:3] == FOCUS_RING


def test_the_first_arrow_at_a_bid_lands_on_the_first_place_in_reading_order() -> None:
    """At a bid the first Right focused potion 2: the focus sat on potion 1 from the start,
    too faint to be seen. Nothing is focused now until a key places it, and the first arrow,
    either way, lands on the first place."""
    for first in (pygame.K_RIGHT, pygame.K_LEFT):
        ctx, scene, link = make_magicoa(seed=3)
        play_until(ctx, scene, "bid")
        prompt = scene.prompt
        assert prompt is not None and prompt.focused() is None
        places = prompt.focusables()
        assert len(places) >= 3
        key(scene, first)
        assert prompt.focused() == places[0]
        key(scene, pygame.K_RIGHT)
        assert prompt.focused() == places[1 % len(places)]


def test_enter_with_nothing_focused_still_bids_on_the_first_place() -> None:
    """"Press Enter to bid" on a card with one place left still works with nothing focused."""
    ctx, scene, link = make_magicoa(seed=3)
    play_until(ctx, scene, "bid")
    prompt = scene.prompt
    assert prompt is not None and prompt.focused() is None
    first = prompt.focusables()[0]
    key(scene, pygame.K_RETURN)
    option = link.answers[-1][1]
    assert first == (Spot("gap", option["slots"][0]) if len(option["slots"]) == 2 else Spot("slot", option["slots"][0]))


def test_the_focused_gold_card_wears_a_white_ring_and_does_not_rise_like_a_picked_one() -> None:
    """Choosing gold, the focused card rose and took a gold frame, like a picked card: a tester
    confirmed the wrong pair. The focus is a white ring now, and only picked cards rise."""
    lay, faces, painter, rects = gold_hand("it")
    values = list(rects)
    picked, focused = gold_id(0, 3), gold_id(0, 10)
    glowing = [Spot("gold", gold_id(0, v)) for v in values]
    surface = Recording((1024, 576))
    painter.hand(surface, lay, 0, values, Marks(glowing=glowing, focus=Spot("gold", focused), picked=[picked]), None)
    ys = {face: at[1] for face, at in surface.at}
    assert ys[faces.gold(0, 10, rects[10].width)] == rects[10].y  # the focused card stays in the hand
    assert ys[faces.gold(0, 3, rects[3].width)] == rects[3].y - picked_lift(lay)
    assert ring_at(surface, rects[10], lay.px(16))
    assert not ring_at(surface, rects[3].move(0, -picked_lift(lay)), lay.px(16))


def test_the_focused_potion_wears_a_white_ring_the_other_places_do_not() -> None:
    """In the bidding row the focused potion only had a slightly brighter border than the others
    that glowed: it wears the white ring now."""
    ctx, scene, link = make_magicoa(seed=3)
    play_until(ctx, scene, "bid")
    prompt = scene.prompt
    assert prompt is not None
    slots = [s for s in prompt.focusables() if s.zone == "slot"]
    assert len(slots) >= 2
    while prompt.focused() != slots[0]:
        key(scene, pygame.K_RIGHT)
    surface = pygame.display.get_surface()
    scene.draw(surface)
    lay = scene.layout
    assert ring_at(surface, lay.slots[slots[0].ident], lay.px(16))
    assert not ring_at(surface, lay.slots[slots[1].ident], lay.px(16))


def test_z_with_nothing_focused_zooms_the_first_potion_shown() -> None:
    """Z with nothing focused (and the mouse on nothing) did nothing, silently: it shows the
    row's first face-up potion large."""
    ctx, scene, link = make_magicoa(seed=3)
    assert scene.prompt is not None and scene.prompt.focused() is None and scene.hover is None
    row = (scene.shown or {})["row"]
    first = next(slot["potion"] for slot in row if isinstance(slot.get("potion"), dict))
    key(scene, pygame.K_z)
    assert scene.zoom == ("potion", int(first["id"]), 0)


def test_z_on_the_focused_face_down_potion_says_it_lies_face_down() -> None:
    """The focus on the face-down potion, Z had no face to show and said nothing: the bar says why."""
    ctx, scene, link = make_magicoa(seed=3, lang="fr")
    play_until(ctx, scene, "bid")
    prompt = scene.prompt
    assert prompt is not None
    row = (scene.shown or {})["row"]
    closed = next(i for i, slot in enumerate(row) if not isinstance(slot.get("potion"), dict))
    assert Spot("slot", closed) in prompt.focusables()
    key(scene, pygame.K_RIGHT)
    while prompt.focused() != Spot("slot", closed):
        key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_z)
    line = scene.bar_line(ctx.clock.now)
    assert scene.zoom is None and line is not None
    assert line.text == ctx.tr("magicoa.zoom.face_down", n=closed + 1)


def test_the_order_badge_of_a_picked_and_focused_gold_card_is_drawn_over_the_focus_ring() -> None:
    """The white ring of the keys' focus was drawn over the "1" of the card picked first, so a
    Dutch tester could not read which card would be bid first: the badges now lie on top."""
    from game.tables.magicoa.paint import order_badge

    lay, _faces, painter, rects = gold_hand("nl")
    values = list(rects)
    picked = gold_id(0, 5)
    glowing = [Spot("gold", gold_id(0, v)) for v in values]
    surface = pygame.Surface((1024, 576))
    painter.hand(surface, lay, 0, values, Marks(glowing=glowing, focus=Spot("gold", picked), picked=[picked]), None)
    card = rects[5].move(0, -picked_lift(lay))
    centre_y, radius = order_badge(lay, card.y)
    ring = card.inflate(lay.px(16), lay.px(16))
    crossing = [(x, ring.top + 1) for x in range(card.centerx - radius + 2, card.centerx + radius - 1)
                if abs(ring.top + 1 - centre_y) < radius - 2]
    assert crossing, "the ring does not cross the badge in this layout: nothing to check"
    assert not any(tuple(surface.get_at(p))[:3] == FOCUS_RING for p in crossing)
