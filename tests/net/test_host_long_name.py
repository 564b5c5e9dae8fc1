"""A table name longer than the protocol's 24 characters, given to `host --name`."""

from __future__ import annotations

import socket

import pytest

from net import protocol as p
from net.client import ClientSession
from net.tableconfig import NAME_MAX, fit_name
from tests.gameprocs import Proc


@pytest.mark.parametrize(("given", "used"), [
    ("La table du vendredi soir chez Marco", "La table du vendredi…"),
    ("Table de Marco, vendredi soir", "Table de Marco…"),
    ("A Supercalifragilisticexpialidocious", "A Supercalifragilistice…"),  # a word boundary would keep "A"
    ("Exactly twenty-four chrs", "Exactly twenty-four chrs"),
    ("  Short \x07table ", "Short table"),
])
def test_a_long_table_name_is_shortened_at_a_word_with_an_ellipsis(given: str, used: str) -> None:
    assert fit_name(given) == used
    assert len(fit_name(given)) <= NAME_MAX


def welcome_of(port: int) -> p.Welcome:
    """The `welcome` a spectator gets from the host on 127.0.0.1:`port` (every read has a deadline)."""
    session = ClientSession("Guardone", want="watch")
    with socket.create_connection(("127.0.0.1", port), timeout=20) as conn:
        conn.settimeout(20)
        conn.sendall(session.connect())
        while True:
            data = conn.recv(65536)
            assert data, "the host closed the connection before its welcome"
            welcome = next((m for m in session.receive_data(data) if isinstance(m, p.Welcome)), None)
            if welcome is not None:
                return welcome


def test_the_host_says_when_it_shortens_its_table_name_and_uses_the_name_it_said() -> None:
    """`host --name "La table du vendredi soir chez Marco"` was announced as "La table du vendredi soi",
    cut mid-word without a word."""
    host = Proc("host", "--game", "magicoa", "--players", "3", "--bots", "1", "--bind", "127.0.0.1", "--port", "0",
                "--no-announce", "--name", "La table du vendredi soir chez Marco")
    try:
        port = int(host.line_starting("LISTENING ", 30).split()[2])
        assert host.err_containing("--name", 10) == ("warning: --name is longer than 24 characters; the table "
                                                     "is called 'La table du vendredi…'")
        assert welcome_of(port).table["name"] == "La table du vendredi…"
    finally:
        host.kill()


def test_a_table_without_a_name_is_called_after_its_machine_in_every_language() -> None:
    """A headless host without --name called its table "Elixir table", in English in a French
    window ("Elixir table · Élixir"), and for a Magicoa or Quest table too."""
    import socket

    from game.commands.host import _table_name
    from net.tableconfig import fit_name

    machine = fit_name(socket.gethostname().split(".")[0])
    assert _table_name(None) == (machine or "Elixir Arcade")
    assert "table" not in _table_name(None).lower() or "table" in socket.gethostname().lower()
    assert _table_name("Friday table") == "Friday table"
