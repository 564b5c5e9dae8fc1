"""A window forgets the seat it kept at a table once that table's host is gone for good."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from engine.bots import make_bot
from game.link import LinkState, LinkStatus
from game.netlink.hosting import host_lan_game
from game.netlink.lan import join_lan
from game.seattokens import SeatTokens
from tests.client.test_netlink import play_out, pump


@contextmanager
def guest_in_lobby(tokens: SeatTokens, game: str = "elixir") -> Iterator[tuple[Any, Any, LinkState, LinkState]]:
    """A table of 3 hosted on 127.0.0.1 and a guest seated in its lobby, keeping its seat in
    `tokens`: (the hosted table, the guest's link, the owner's state, the guest's state)."""
    hosted = host_lan_game("Ann", "Ann's table", {"players": 3}, port=0, bind="127.0.0.1", announce=False,
                           seed=5, bot_delay=0.0, react_floor=0.0, game=game)
    guest = None
    try:
        owner, seen = LinkState(), LinkState()
        pump(hosted.link, owner, lambda s: s.status is LinkStatus.LOBBY)
        guest = join_lan("127.0.0.1", hosted.port, "Guest", tokens=tokens)
        pump(guest, seen, lambda s: s.status is LinkStatus.LOBBY)
        yield hosted, guest, owner, seen
    finally:
        if guest is not None:
            guest.close()
        hosted.link.close()


def test_a_window_forgets_its_seat_at_a_table_whose_host_closed_it(tmp_path: Path) -> None:
    """The guest's window was told "The host closed the table", yet its title kept offering to
    rejoin that table (the seat's token was kept), and choosing it led nowhere."""
    tokens = SeatTokens(tmp_path / "seats.json")
    with guest_in_lobby(tokens) as (hosted, guest, owner, seen):
        key = f"127.0.0.1:{hosted.port}"
        assert tokens.get(key) is not None
        hosted.link.close()  # the owner leaves: the table closes
        pump(guest, seen, lambda s: s.status is LinkStatus.CLOSED, timeout=10.0)
        assert seen.error == "shutdown"
        assert tokens.get(key) is None


@pytest.mark.parametrize("game", ["elixir", "magicoa"])
def test_a_window_forgets_its_seat_once_it_saw_the_game_end_and_keeps_it_again_for_a_rematch(
        tmp_path: Path, game: str) -> None:
    """After a finished Magicoa game (the guest pressed Esc on the results) the guest's title
    still offered to go back to that table, and choosing it found nobody: seats.json kept the
    finished table's seat. The record goes once the result arrived, and comes back for a rematch."""
    tokens = SeatTokens(tmp_path / "seats.json")
    with guest_in_lobby(tokens, game) as (hosted, guest, owner, seen):
        key = f"127.0.0.1:{hosted.port}"
        token = tokens.get(key)
        assert token is not None
        hosted.control.start("random")
        play_out((hosted.link, owner, make_bot("random", 1, game=game)),
                 (guest, seen, make_bot("random", 2, game=game)))
        assert seen.result is not None
        assert tokens.get(key) is None
        hosted.link.rematch()  # the owner's vote starts the next game
        pump(guest, seen, lambda s: s.result is None and s.view is not None)
        assert tokens.get(key) == token
    assert tokens.get(key) == token  # leaving a game under way keeps the seat to take back


def test_a_window_that_leaves_a_lobby_forgets_its_seat_and_the_host_frees_it(tmp_path: Path) -> None:
    """An Italian window pressed Leave in a table's lobby: the host kept the seat ('Seat 1 Mago
    (absent)' in the next player's lobby) and the Italian title offered to rejoin it."""
    tokens = SeatTokens(tmp_path / "seats.json")
    with guest_in_lobby(tokens) as (hosted, guest, owner, seen):
        key = f"127.0.0.1:{hosted.port}"
        seat = guest.seat
        assert tokens.get(key) is not None and seat is not None
        guest.close()
        assert tokens.get(key) is None
        pump(hosted.link, owner, lambda s: s.table is not None and not s.table["seats"][seat]["taken"])
        assert owner.table is not None and owner.table["seats"][seat]["name"] == ""
