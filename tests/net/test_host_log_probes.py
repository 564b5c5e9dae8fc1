"""What a host logs about connections closed before any hello (a LAN list or a title checking
that the host answers), against the drops of real players and spectators."""

from __future__ import annotations

import logging

import pytest
from nethelpers import FakeClock, SyncTable, make_config
from toygame import TOY

from net.client import ClientSession
from net.host import Host, SeatKind, SeatSpec

HUMAN = SeatSpec(SeatKind.HUMAN)


def test_a_connection_closed_before_its_hello_is_not_logged_as_a_lost_connection_at_info(
        clock: FakeClock, caplog: pytest.LogCaptureFixture) -> None:
    """A host operator read `conn N: connection lost` at INFO for every LAN-list or title probe,
    as if players were dropping; a real player's drop is still said at INFO."""
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, HUMAN],
                config=make_config(grace=30.0, silence_timeout=1000.0), clock=clock, seed=11)
    table = SyncTable(host)
    ann = table.join(ClientSession("Ann"))
    eve = table.join(ClientSession("Eve", want="watch"))
    with caplog.at_level(logging.DEBUG, logger="net.host"):
        probe = host.connect()
        host.disconnected(probe)
        table.pump()
        table.drop(ann)
        table.drop(eve)
    info = [r.getMessage() for r in caplog.records if r.levelno >= logging.INFO]
    debug = [r.getMessage() for r in caplog.records if r.levelno == logging.DEBUG]
    assert f"conn {probe}: connection lost" in debug
    assert not any(line.startswith(f"conn {probe}") for line in info), info
    assert f"conn {ann.cid} (seat {ann.session.seat}): connection lost" in info
    assert f"conn {eve.cid} (Eve, watching): connection lost" in info


def test_a_host_stopped_by_its_operator_logs_the_closing_connections_as_information(
        clock: FakeClock, caplog: pytest.LogCaptureFixture) -> None:
    """`kill` on a headless host printed a WARNING for every connection it closed, though the
    operator had asked for exactly that; a closing for a fault (a malformed frame) stays a warning."""
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, HUMAN],
                config=make_config(grace=30.0, silence_timeout=1000.0), clock=clock, seed=11)
    table = SyncTable(host)
    table.join(ClientSession("Ann"))
    with caplog.at_level(logging.DEBUG, logger="net.host"):
        host.shutdown()
    closing = [r for r in caplog.records if "closing (shutdown" in r.getMessage()]
    assert closing and all(r.levelno == logging.INFO for r in closing)
