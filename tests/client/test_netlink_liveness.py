"""A window's LAN link whose host goes silent says so: RECONNECTING, with when it lost the host.

The host here is a TCP server on 127.0.0.1 that accepts and never sends (a frozen host); the
link's silence deadline runs on a clock the test ticks, so nothing waits 15 s.
"""

from __future__ import annotations

import socket
import time

from game.link import LinkState, LinkStatus
from game.netlink.session import SessionLink
from game.netlink.thread import NetThread
from net.liveness import SILENCE_LIMIT
from net.transport import tcp_connector
from tests.client.test_netlink import pump


class TickClock:
    """Seconds that move only when the test says (read from the network thread)."""

    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


def test_lan_link_to_a_silent_host_turns_reconnecting_after_three_ping_intervals() -> None:
    clock = TickClock()
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(8)
        port = server.getsockname()[1]
        link = SessionLink(NetThread("test-lan").start(), tcp_connector("127.0.0.1", port), "Ann",
                           silence_limit=SILENCE_LIMIT, clock=clock).start()
        try:
            state = LinkState()
            end = time.monotonic() + 10
            while link._client is None or link._client.stream is None:  # noqa: SLF001
                assert time.monotonic() < end, "the link never connected"
                time.sleep(0.01)  # waiting on the network thread, not on game time
            client = link._client  # noqa: SLF001
            clock.now += SILENCE_LIMIT - 1
            link.net.submit(_check(client)).result(5)
            for u in link.poll():
                state.fold(u)
            assert state.status is not LinkStatus.RECONNECTING
            clock.now += 1
            before = time.monotonic()
            assert link.net.submit(_check(client)).result(5)
            pump(link, state, lambda s: s.status is LinkStatus.RECONNECTING, timeout=10)
            assert state.lost_at is not None and before <= state.lost_at <= time.monotonic()
        finally:
            link.close()


async def _check(client: object) -> bool:
    return bool(client.check_silence())  # type: ignore[attr-defined]
