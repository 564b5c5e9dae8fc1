"""While a link reconnects, the table says so with the time it has been trying (never a silent frozen table)."""

from __future__ import annotations

from game.context import Context
from game.i18n import Translator
from game.link import LinkState, LinkStatus, LinkUpdate
from game.linkbanner import lost_banner


def test_reconnecting_table_shows_connection_lost_with_seconds_trying() -> None:
    state = LinkState(status=LinkStatus.PLAYING)
    tr = Translator("en")
    assert lost_banner(tr, state, 100.0) is None
    state.fold(LinkUpdate(status=LinkStatus.RECONNECTING, lost_at=100.0))
    assert lost_banner(tr, state, 100.0) == \
        "Connection lost, reconnecting… (0 s) · Esc: game menu, to leave the table"
    state.fold(LinkUpdate(status=LinkStatus.RECONNECTING, lost_at=104.0))  # a later attempt: the clock keeps running
    assert "(12 s)" in (lost_banner(tr, state, 112.9) or "")
    assert "(12 s)" in (lost_banner(Translator("fr"), state, 112.9) or "")
    assert (lost_banner(Translator("fr"), state, 112.9) or "").startswith("Connexion perdue")


def test_banner_goes_away_once_the_host_is_back() -> None:
    state = LinkState(status=LinkStatus.RECONNECTING)
    state.fold(LinkUpdate(status=LinkStatus.RECONNECTING, lost_at=50.0))
    state.fold(LinkUpdate(status=LinkStatus.PLAYING))
    assert state.lost_at is None
    assert lost_banner(Translator("en"), state, 60.0) is None
    state.fold(LinkUpdate(status=LinkStatus.RECONNECTING, lost_at=70.0))
    assert "(5 s)" in (lost_banner(Translator("en"), state, 75.0) or "")


def test_reconnecting_table_draws_the_banner_over_its_top_left(ctx: Context) -> None:
    import time

    import pygame

    from game.showcase import build_scene
    from tests.client.test_scenes import run

    scene = build_scene(ctx, "table", players=4, seed=3, after=25)
    ctx.stack.push(scene)
    run(ctx)
    area = pygame.Rect(0, 20, 500, 30)
    surface = pygame.Surface(ctx.size)
    scene.draw(surface)
    before = pygame.image.tobytes(surface.subsurface(area), "RGB")
    scene.state.fold(LinkUpdate(status=LinkStatus.RECONNECTING, lost_at=time.monotonic()))
    scene.draw(surface)
    assert pygame.image.tobytes(surface.subsurface(area), "RGB") != before
