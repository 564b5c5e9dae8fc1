"""Two players of one name at a LAN table: the host gives the second a distinct name, and says so.

Over TCP with a table hosted as a window hosts it, and a guest joined through the real protocol.
"""

from __future__ import annotations

import time

from game.context import Context
from game.link import LinkStatus, LinkUpdate
from game.netlink.hosting import host_lan_game
from game.netlink.lan import join_lan
from game.offlinelinks import StaticLink
from tests.client.test_netlink import DEADLINE
from tests.client.test_scenes import run


def guest_updates_at_a_table_of(owner: str, guest: str) -> list[LinkUpdate]:
    """What a guest named `guest` receives up to its lobby at a table hosted by `owner` (TCP)."""
    hosted = host_lan_game(owner, "Table", {"players": 3}, port=0, bind="127.0.0.1", announce=False,
                           seed=5, game="magicoa")
    link = join_lan("127.0.0.1", hosted.port, guest)
    try:
        got: list[LinkUpdate] = []
        end = time.monotonic() + DEADLINE
        while not any(u.status is LinkStatus.LOBBY for u in got) and time.monotonic() < end:
            got += link.poll()
            time.sleep(0.002)  # waiting on the network thread, not on game time
        return got
    finally:
        link.close()
        hosted.link.close()


def test_a_guest_named_like_the_host_is_given_a_distinct_name_and_told(ctx: Context) -> None:
    """Both windows defaulted to 'Mago': two 'Mago' panels, and the log's 'Mago bids 7 ... over 6'
    told nobody who bid what. The guest is 'Mago 2' at the table, and its lobby says why."""
    updates = guest_updates_at_a_table_of("Mago", "Mago")
    welcome = next(u for u in updates if u.status is LinkStatus.LOBBY)
    assert welcome.renamed == "Mago 2"
    assert welcome.table is not None
    assert [s["name"] for s in welcome.table["seats"]][:2] == ["Mago", "Mago 2"]
    from game.scenes.lobby import LobbyScene

    scene = LobbyScene(ctx, StaticLink(updates, seat=1), address="127.0.0.1:47470")
    ctx.stack.reset(scene)
    run(ctx)
    assert ("", ctx.tr("lobby.renamed", name="Mago 2")) in scene.chat_lines


def test_a_guest_with_a_name_of_its_own_keeps_it_without_a_word() -> None:
    """Nothing is said to a player whose name nobody else at the table has."""
    updates = guest_updates_at_a_table_of("Mago", "Sorcier")
    welcome = next(u for u in updates if u.status is LinkStatus.LOBBY)
    assert welcome.renamed is None
    assert welcome.table is not None and welcome.table["seats"][1]["name"] == "Sorcier"


def test_a_spectator_who_comes_to_a_game_under_way_under_a_taken_name_is_told_at_the_table(ctx: Context) -> None:
    """A window that joins a game under way goes straight to the table, past the lobby that says
    why it has another name: the table's log says it, once."""
    from game.tables.elixir.scene import TableScene

    hosted = host_lan_game("Mago", "Table", {"players": 3}, port=0, bind="127.0.0.1", announce=False, seed=5)
    hosted.control.start("random")
    link = join_lan("127.0.0.1", hosted.port, "mago", watch=True)
    try:
        got: list[LinkUpdate] = []
        end = time.monotonic() + DEADLINE
        while not any(u.status is LinkStatus.PLAYING and u.view is not None for u in got) and time.monotonic() < end:
            got += link.poll()
            time.sleep(0.002)  # waiting on the network thread, not on game time
    finally:
        link.close()
        hosted.link.close()
    assert [u.renamed for u in got if u.renamed] == ["mago 2"]
    scene = TableScene(ctx, StaticLink(got, seat=None))
    ctx.stack.reset(scene)
    run(ctx, 3)
    said = ctx.tr("lobby.renamed", name="mago 2")
    assert [text for text, _colour in scene.log.lines if text == said] == [said]
