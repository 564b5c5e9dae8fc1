"""The window's host setup offers the table's turn timer (off by default), hands it to the
host, and the lobby tells every player the table has one."""

from __future__ import annotations

from typing import Any

from game.context import Context
from game.link import LinkStatus, LinkUpdate
from game.netlink.hosting import HostedGame
from game.offlinelinks import StaticLink
from tests.client.test_scenes import button, click, run


class HostingNet:
    """Records the tables the New game screen asks to host; the lobby sees `table`."""

    def __init__(self) -> None:
        self.hosted: list[dict[str, Any]] = []

    def host_lan_game(self, name: str, table_name: str, options: dict[str, Any], **more: Any) -> HostedGame:
        self.hosted.append(more)
        turn_time = more.get("turn_time")
        table = {"name": table_name, "state": "lobby", "turn_time": turn_time,
                 "seats": [{"seat": 0, "kind": "human", "name": name, "taken": True, "present": True}]}
        link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=0)
        return HostedGame(link, control=None, address="127.0.0.1", port=47470,  # type: ignore[arg-type]
                          announced=False)


def labels(scene: Any) -> list[str]:
    return [str(getattr(w, "text", "")) for w in scene.group.widgets]


def host_with_clicks(ctx: Context, clicks: int) -> tuple[HostingNet, Any]:
    from game.scenes.newgame import NewGameScene

    net = HostingNet()
    ctx.services["net"] = net
    ctx.stack.push(NewGameScene(ctx, "host"))
    run(ctx)
    tr = ctx.tr
    scene = ctx.stack.top
    value = tr("newgame.turn_time.off")
    for seconds in (30, 60, 120)[:clicks]:
        click(ctx, button(scene, tr("newgame.turn_time", value=value)))
        run(ctx)
        value = tr("newgame.turn_time.seconds", seconds=seconds)
    button(scene, tr("newgame.turn_time", value=value))  # the button shows the choice
    click(ctx, button(scene, tr("newgame.open_lobby")))
    run(ctx, 5)
    return net, ctx.stack.top


def test_a_hosted_table_has_no_turn_timer_by_default(ctx: Context) -> None:
    net, lobby = host_with_clicks(ctx, 0)
    assert net.hosted[0]["turn_time"] is None
    assert not any("Turn timer" in text for text in labels(lobby))


def test_the_turn_timer_chosen_for_a_hosted_table_reaches_the_host_and_the_lobby_shows_it(ctx: Context) -> None:
    net, lobby = host_with_clicks(ctx, 2)
    assert net.hosted[0]["turn_time"] == 60
    assert ctx.tr("lobby.turn_time", seconds=60) in labels(lobby)
