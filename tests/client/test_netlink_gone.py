"""A window forgets the seat it kept at a table once that table's host is gone for good."""

from __future__ import annotations

from pathlib import Path

from game.link import LinkState, LinkStatus
from game.netlink.hosting import host_lan_game
from game.netlink.lan import join_lan
from game.seattokens import SeatTokens
from tests.client.test_netlink import pump


def test_a_window_forgets_its_seat_at_a_table_whose_host_closed_it(tmp_path: Path) -> None:
    """The guest's window was told "The host closed the table", yet its title kept offering to
    rejoin that table (the seat's token was kept), and choosing it led nowhere."""
    tokens = SeatTokens(tmp_path / "seats.json")
    hosted = host_lan_game("Ann", "Ann's table", {"players": 3}, port=0, bind="127.0.0.1", announce=False,
                           seed=5, bot_delay=0.0, react_floor=0.0)
    guest = None
    try:
        owner, seen = LinkState(), LinkState()
        pump(hosted.link, owner, lambda s: s.status is LinkStatus.LOBBY)
        guest = join_lan("127.0.0.1", hosted.port, "Guest", tokens=tokens)
        pump(guest, seen, lambda s: s.status is LinkStatus.LOBBY)
        key = f"127.0.0.1:{hosted.port}"
        assert tokens.get(key) is not None
        hosted.link.close()  # the owner leaves: the table closes
        pump(guest, seen, lambda s: s.status is LinkStatus.CLOSED, timeout=10.0)
        assert seen.error == "shutdown"
        assert tokens.get(key) is None
    finally:
        if guest is not None:
            guest.close()
        hosted.link.close()
