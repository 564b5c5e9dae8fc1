"""The results screens read a card up close as the table does: right-click a card's face, or Z
with the mouse over it; a click or a key puts it back (Escape then does not leave the screen)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.offlinelinks import StaticLink  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.showcase import table_info  # noqa: E402
from tests.client.events import click_events, key  # noqa: E402
from tests.client.test_layout_fit import long_result, make_ctx  # noqa: E402
from tests.client.test_scenes import run  # noqa: E402


def elixir(ctx: Any) -> ResultsScene:
    from game.tables.elixir.results import ElixirResults

    return ElixirResults(ctx, StaticLink([], seat=0), long_result(4, "en", 3), {"players": 4}, table_info(4, "over"))


def magicoa(ctx: Any) -> ResultsScene:
    from game.tables.magicoa.results import MagicoaResults

    seats = [{"points": [{"id": 2 * s + 1}], "powers": []} for s in range(3)]
    result = {"winners": [0], "scores": [9, 7, 5]}
    return MagicoaResults(ctx, StaticLink([], seat=0), result, {"players": 3, "seats": seats}, None)


def quest(ctx: Any) -> ResultsScene:
    from game.tables.quest.results import QuestResults

    result = {"real": False, "winners": [0], "cards": [7, 3], "won": [{"kind": 3, "from": 1, "to": 0}]}
    return QuestResults(ctx, StaticLink([], seat=0), result, {"players": 2},
                        {"seats": [{"name": "a"}, {"name": "b"}]})


def first_face(scene: ResultsScene) -> tuple[int, pygame.Rect]:
    """The first card face the screen shows, and where."""
    for row, cards, _win in scene.rows:
        if cards:
            return cards[0], scene.face_rects(row, len(cards))[0]
    raise AssertionError("no card shown")


@pytest.mark.parametrize("make", [elixir, magicoa, quest])
def test_right_click_or_z_on_a_results_card_reads_it_up_close(tmp_path: Path, make: Any) -> None:
    """On the results screen right-click and Z on the card thumbnails did nothing, while at the
    table both read a card up close."""
    ctx = make_ctx(tmp_path, (1280, 720), "en")
    scene = make(ctx)
    ctx.stack.push(scene)
    run(ctx)
    card, rect = first_face(scene)
    before = pygame.display.get_surface().copy()
    for event in click_events(rect.center, button=3):
        scene.handle(event)
    assert scene.zoom.card == card
    run(ctx, 1)
    zoomed = pygame.display.get_surface()
    middle = zoomed.get_rect().center
    assert zoomed.get_at(middle) != before.get_at(middle), "the card is drawn large in the middle"
    scene.handle(key(pygame.K_ESCAPE))  # puts the card back, stays on the results
    run(ctx, 1)
    assert scene.zoom.card is None and ctx.stack.top is scene
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(key(pygame.K_z))
    assert scene.zoom.card == card
    for event in click_events((5, 5)):
        scene.handle(event)
    assert scene.zoom.card is None and ctx.stack.top is scene
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(key(pygame.K_z))  # nothing under the mouse: nothing opens
    assert scene.zoom.card is None
