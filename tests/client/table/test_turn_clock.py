"""The turn timer's countdown at the table: taken from the updates, counted down in real
seconds (not animation time), drawn as a badge on the waited-for seat's panel, gone when the
host sends no clock. SDL dummy drivers (set by the harness); ticked time only.
"""

from __future__ import annotations

import pygame

from game.link import LinkUpdate
from game.table.turnclock import TurnClock
from tests.client.table.harness import make_table, render, settle, step


def badge_area(rect: pygame.Rect, scale: float) -> pygame.Rect:
    r = max(8, round(16 * scale))
    area = pygame.Rect(0, 0, 2 * r, 2 * r)
    area.center = (rect.right - r // 2, rect.top + r // 2)
    return area.clip(pygame.display.get_surface().get_rect())  # type: ignore[union-attr]


def pixels(surface: pygame.Surface, area: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(area).copy(), "RGB")


def test_the_turn_clock_counts_down_in_real_seconds_from_what_the_host_sent() -> None:
    clock = TurnClock()
    clock.update([LinkUpdate(timers=({"seat": 2, "decision": 7, "left": 20.0},))], 0.0)
    assert clock.left(2) == 20.0 and clock.left(0) is None
    clock.update([], 5.5)
    assert clock.left(2) == 14.5
    clock.update([LinkUpdate()], 30.0)  # an update without `timers` changes nothing
    assert clock.left(2) == 0.0  # run out: shown as 0 until the host's bot answers
    clock.update([LinkUpdate(timers=())], 0.1)
    assert clock.left(2) is None  # no clock runs any more


def test_a_malformed_countdown_is_ignored() -> None:
    clock = TurnClock()
    clock.take([{"seat": "1", "left": 3}, {"seat": 1, "left": True}, {"seat": 3, "decision": 1, "left": 4}])
    assert clock.left(1) is None and clock.left(3) == 4.0


def test_the_table_draws_a_countdown_on_the_waited_for_seat_and_none_without_a_clock() -> None:
    ctx, scene, link = make_table(players=4, seed=3, speed=4.0)
    settle(ctx, scene)
    lay = scene.layout
    other = next(iter(lay.plaques))
    before_other = pixels(render(scene), badge_area(lay.plaques[other], lay.scale))
    before_home = pixels(render(scene), badge_area(lay.home, lay.scale))
    link._out.append(LinkUpdate(timers=({"seat": other, "decision": 900, "left": 30.0},  # noqa: SLF001
                                        {"seat": 0, "decision": 901, "left": 30.0})))
    step(ctx, scene, 1.0)
    # Real seconds, not animation time: at animation speed 4 one second is still one second.
    assert 28.9 <= scene.turn_clock.left(other) <= 29.1  # type: ignore[operator]
    shot = render(scene)
    assert pixels(shot, badge_area(lay.plaques[other], lay.scale)) != before_other
    assert pixels(shot, badge_area(lay.home, lay.scale)) != before_home
    ticking = pixels(shot, badge_area(lay.plaques[other], lay.scale))
    step(ctx, scene, 26.0)  # into the last seconds: the badge changes (digits and colour)
    assert pixels(render(scene), badge_area(lay.plaques[other], lay.scale)) != ticking
    link._out.append(LinkUpdate(timers=()))  # noqa: SLF001
    step(ctx, scene, 0.1)
    shot = render(scene)
    assert pixels(shot, badge_area(lay.plaques[other], lay.scale)) == before_other
    assert pixels(shot, badge_area(lay.home, lay.scale)) == before_home
