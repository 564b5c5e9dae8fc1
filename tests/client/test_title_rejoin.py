"""A window restarted after a crash during a LAN game offers, on the title, to rejoin that table."""

from __future__ import annotations

import pygame
import pytest

from game.context import Context
from game.i18n import LANGUAGES, Translator
from game.scenes.title import TitleScene
from game.seattokens import store_for
from tests.client.events import key
from tests.client.test_scenes import FakeNet, button, click, run


@pytest.mark.parametrize("lang", LANGUAGES)
def test_title_offers_to_rejoin_the_lan_table_whose_seat_the_window_kept(ctx: Context, lang: str) -> None:
    ctx.tr = Translator(lang)
    store_for(ctx).put("192.168.1.31:47470", "tok", table="Friday table", game_no=1)
    net = FakeNet()
    ctx.services["net"] = net
    scene = TitleScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    rejoin = button(scene, ctx.tr("title.rejoin", table="Friday table"))
    letters = [pygame.key.name(b.hotkey) for b in scene.group.widgets]
    assert len(set(letters)) == len(letters) == 7
    assert pygame.key.name(rejoin.hotkey) in rejoin.text.lower()
    click(ctx, rejoin)
    run(ctx)
    assert net.joined == [("192.168.1.31", 47470, None)]


def test_title_does_not_offer_a_seat_that_only_a_join_process_kept(ctx: Context) -> None:
    store_for(ctx).put("192.168.1.31:47470 Kim", "tok", table="Friday table")
    scene = TitleScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    assert all("Friday" not in b.text for b in scene.group.widgets)
    scene.handle(key(pygame.K_q))
    assert ctx.quit_requested


def test_a_lan_seat_whose_table_is_gone_is_no_longer_offered(ctx: Context) -> None:
    tokens = store_for(ctx)
    tokens.put("192.168.1.31:47470", "tok", table="Friday table")
    tokens.forget("192.168.1.31:47470")
    assert tokens.latest_window_seat() is None
