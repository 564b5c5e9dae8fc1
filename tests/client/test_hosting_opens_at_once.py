"""Hosting from New game opens the lobby at once; the table's LAN announcement follows."""

from __future__ import annotations

import concurrent.futures
import time
from typing import Any

from game.context import Context
from game.link import LinkStatus, LinkUpdate
from game.netlink.hosting import host_lan_game
from game.netlink.lan import LanBrowser
from game.offlinelinks import StaticLink
from game.scenes.lobby import LobbyScene
from game.showcase import table_info
from tests.client.test_scenes import run

LOOPBACK = ["127.0.0.1"]
DEADLINE = 15.0


def test_hosting_a_table_does_not_wait_for_its_lan_announcement() -> None:
    """New game's "Open the lobby" showed nothing for about two seconds: the window waited for
    zeroconf to probe and announce the table before opening the lobby."""
    hosted = host_lan_game("Ann", "Quick table", {"players": 3}, port=0, announce=True, interfaces=LOOPBACK)
    browser = None
    try:
        assert hosted.announcement is not None and not hosted.announcement.done()  # zeroconf probes first
        assert hosted.announcement.result(timeout=DEADLINE) is True
        browser = LanBrowser(LOOPBACK)
        end = time.monotonic() + DEADLINE
        seen: list[Any] = []
        # the owner's seat may be taken just after the first record went out: its update follows
        while not any(t.port == hosted.port and t.free == 2 for t in seen):
            assert time.monotonic() < end, f"the table was never announced with the owner seated: {seen}"
            seen = browser.poll() or seen
            time.sleep(0.005)  # waiting on the browser's thread, not on game time
    finally:
        if browser is not None:
            browser.close()
        hosted.link.close()


def test_a_table_left_while_it_is_being_announced_stops_announcing() -> None:
    """Leaving the lobby at once ends the announcement under way (no table is left listed)."""
    hosted = host_lan_game("Ann", "Short table", {"players": 3}, port=0, announce=True, interfaces=LOOPBACK)
    assert hosted.announcement is not None
    hosted.link.close()
    assert hosted.announcement.result(timeout=DEADLINE) is False


class Hosted:
    """A hosted table whose announcement the test settles."""

    port = 47470
    control = None

    def __init__(self) -> None:
        self.announcement: concurrent.futures.Future[bool] = concurrent.futures.Future()


def address_line(scene: LobbyScene) -> str:
    """The lobby's line telling where players join."""
    lines = [w.text for w in scene.group.widgets if "47470" in str(getattr(w, "text", ""))]
    assert len(lines) == 1, lines
    return str(lines[0])


def test_the_hosts_lobby_says_the_table_is_being_announced_then_drops_it(ctx: Context) -> None:
    hosted = Hosted()
    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table_info(3, "lobby", taken=1))], seat=0)
    ctx.services["lan_interfaces"] = ["127.0.0.1"]
    scene = LobbyScene(ctx, link, hosted)
    ctx.stack.push(scene)
    run(ctx)
    assert address_line(scene) == ctx.tr("lobby.address_announcing", address="127.0.0.1:47470")
    hosted.announcement.set_result(True)
    run(ctx)
    assert address_line(scene) == ctx.tr("lobby.address", address="127.0.0.1:47470")


def test_the_hosts_lobby_says_when_its_table_could_not_be_announced(ctx: Context) -> None:
    hosted = Hosted()
    hosted.announcement.set_result(False)
    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table_info(3, "lobby", taken=1))], seat=0)
    ctx.services["lan_interfaces"] = ["127.0.0.1"]
    scene = LobbyScene(ctx, link, hosted)
    ctx.stack.push(scene)
    run(ctx)
    assert address_line(scene) == ctx.tr("lobby.address_not_announced", address="127.0.0.1:47470")
