"""The host's lobby never sends a player away on an Enter meant for something else."""

from __future__ import annotations

from typing import Any

import pygame

from game.choices import DIFFICULTIES
from game.context import Context
from game.link import LinkStatus, LinkUpdate
from game.offlinelinks import StaticLink
from game.scenes.lobby import LobbyScene
from game.showcase import table_info
from game.ui import Button, Dialog
from tests.client.events import key
from tests.client.test_scenes import button, click, run


class Control:
    """The hosted table's controls: records what the lobby asked."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def set_bot(self, seat: int, bot: str | None, name: str | None = None) -> None:
        self.calls.append(("bot", (seat, bot)))

    def kick(self, seat: int) -> None:
        self.calls.append(("kick", seat))

    def start(self, fill_bot: str = "easy") -> None:
        self.calls.append(("start", fill_bot))


class Hosted:
    port = 47470

    def __init__(self) -> None:
        self.control = Control()


def hosted_lobby(ctx: Context, table: dict[str, Any]) -> tuple[LobbyScene, StaticLink, Control]:
    """The owner's lobby (seat 1) of a table described by `table`."""
    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=0)
    hosted = Hosted()
    ctx.stack.push(LobbyScene(ctx, link, hosted))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, LobbyScene)
    return scene, link, hosted.control


def buttons(scene: LobbyScene, label: str) -> list[Button]:
    """The scene's buttons saying `label`, top to bottom."""
    return sorted((w for w in scene.group.widgets if isinstance(w, Button) and w.text == label),
                  key=lambda b: b.rect.y)


def test_a_focused_add_a_bot_that_turns_into_kick_when_a_guest_sits_does_not_keep_the_keys(ctx: Context) -> None:
    """The keys were on seat 2's "Add a bot" when a guest took seat 2: the button became "Kick"
    and kept the focus, and an Enter meant for the chat kicked the guest."""
    scene, link, control = hosted_lobby(ctx, table_info(3, "lobby", taken=1))
    click(ctx, buttons(scene, ctx.tr("lobby.add_bot"))[1])  # a bot in seat 3
    link.feed(LinkUpdate(status=LinkStatus.LOBBY, table=table_info(3, "lobby", taken=1, bots=(2,))))
    run(ctx)
    scene.group.focus.focus(button(scene, ctx.tr("lobby.add_bot")))  # seat 2's, where the tester's keys were
    link.feed(LinkUpdate(status=LinkStatus.LOBBY, table=table_info(3, "lobby", taken=2, bots=(2,))))
    run(ctx)
    assert scene.group.focus.current is not button(scene, ctx.tr("lobby.kick"))
    scene.handle(key(pygame.K_RETURN))
    run(ctx)
    assert ctx.stack.top is scene and ("kick", 1) not in control.calls


def test_a_seat_whose_bot_changes_level_keeps_the_focus_on_its_level_button(ctx: Context) -> None:
    """Enter on a bot's level goes on through the levels (its label changes, not its meaning)."""
    scene, link, control = hosted_lobby(ctx, table_info(3, "lobby", taken=2, bots=(2,)))
    scene.group.focus.focus(button(scene, ctx.tr(f"difficulty.{DIFFICULTIES[0]}")))
    scene.handle(key(pygame.K_RETURN))
    table = table_info(3, "lobby", taken=2, bots=(2,))
    table["seats"][2]["name"] = "Medium bot 3"  # the host renames the bot with its level
    link.feed(LinkUpdate(status=LinkStatus.LOBBY, table=table))
    run(ctx)
    assert control.calls == [("bot", (2, DIFFICULTIES[1]))]
    assert getattr(scene.group.focus.current, "text", None) == ctx.tr(f"difficulty.{DIFFICULTIES[1]}")


def test_kicking_a_player_asks_first_with_the_keys_on_cancel(ctx: Context) -> None:
    """Kicking a player cannot be undone: Enter in its question cancels, only Kick kicks."""
    scene, link, control = hosted_lobby(ctx, table_info(3, "lobby", taken=2))
    click(ctx, button(scene, ctx.tr("lobby.kick")))
    run(ctx)
    dialog = ctx.stack.top
    assert isinstance(dialog, Dialog)
    dialog.handle(key(pygame.K_RETURN))
    run(ctx)
    assert ctx.stack.top is scene and control.calls == []
    click(ctx, button(scene, ctx.tr("lobby.kick")))
    run(ctx)
    click(ctx, button(ctx.stack.top, ctx.tr("lobby.kick")))
    run(ctx)
    assert control.calls == [("kick", 1)]


def test_a_double_click_on_add_a_bot_adds_it_and_does_not_take_it_back_out(ctx: Context) -> None:
    """A tester double-clicked "Add a bot": the first click added it, the button became "Remove
    the bot" under the pointer, and the second click took the bot back out."""
    from game.app import App, WindowOptions
    from game.doubleclick import DOUBLE_CLICK_SECONDS
    from tests.client.events import click_events

    scene, link, control = hosted_lobby(ctx, table_info(3, "lobby", taken=1))
    app = App(ctx, WindowOptions(ctx.size, sound=False), fixed_dt=1 / 60)
    add = buttons(scene, ctx.tr("lobby.add_bot"))[0]
    where = add.rect.center
    for event in click_events(where):
        app.dispatch(event)
    assert control.calls == [("bot", (1, "easy"))]
    link.feed(LinkUpdate(status=LinkStatus.LOBBY, table=table_info(3, "lobby", taken=1, bots=(1,))))
    run(ctx, 2)  # the host's table map: the seat's button says "Remove the bot" now
    assert any(w.rect.collidepoint(where) for w in buttons(scene, ctx.tr("lobby.remove_bot")))
    for event in click_events(where):  # the double click's second half
        app.dispatch(event)
    assert control.calls == [("bot", (1, "easy"))], "the double click took the bot back out"
    ctx.clock.tick(DOUBLE_CLICK_SECONDS)
    for event in click_events(where):
        app.dispatch(event)
    assert control.calls[-1] == ("bot", (1, None))
