"""A chat line typed while the connection to the host is lost is not lost without a word."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.context import Context  # noqa: E402
from game.link import LinkStatus, LinkUpdate  # noqa: E402
from tests.client.table.harness import make_table, settle  # noqa: E402
from tests.client.test_scenes import reconnecting_lobby, run  # noqa: E402


def test_a_lobby_line_sent_while_reconnecting_says_it_was_not_sent_and_stays_in_the_entry(ctx: Context) -> None:
    """'ci sei?' typed and sent with Enter while the lobby reconnected just vanished."""
    scene, link = reconnecting_lobby(ctx)
    scene.chat_draft = "ci sei?"
    scene.say("ci sei?")
    assert link.said == []
    assert scene.chat_lines[-1] == ("", ctx.tr("table.chat.offline"))
    assert scene.chat_draft == "ci sei?"  # kept, to send once the connection is back
    link.feed(LinkUpdate(status=LinkStatus.LOBBY))
    run(ctx)
    scene.say("ci sei?")
    assert link.said == ["ci sei?"]


def test_a_table_line_sent_while_reconnecting_says_it_was_not_sent() -> None:
    ctx, scene, link = make_table(players=4, seed=3)
    settle(ctx, scene)
    scene.state.status = LinkStatus.RECONNECTING
    scene.chat.toggle(True)
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="still there?"))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    scene.state.status = LinkStatus.PLAYING
    settle(ctx, scene)  # a line sent would come back from the host by now
    assert any(text == ctx.tr("table.chat.offline") for _name, text in scene.chat.lines)
    assert not any(text == "still there?" for _name, text in scene.chat.lines)
