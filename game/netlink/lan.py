"""Tables of other machines: join one by address, or browse those announced on the LAN.

Contract: `join_lan` returns a started `SessionLink` over TCP that reclaims a seat saved in
`tokens` (and forgets it once its game is over, or its host is gone for good), or, with `watch`, a spectator's link
that takes no seat; `LanBrowser.poll()` gives the
latest list of announced tables, never blocking, and an empty one when there is no network;
`probe_host` tells whether a host still answers at an address, has gone, or is silent for now
(the title offers only the seats of hosts that answer, and forgets those of hosts gone).
"""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from collections.abc import Callable
from enum import Enum
from typing import Any

from game.netlink.session import SessionLink
from game.netlink.thread import NetThread
from game.seattokens import SeatTokens
from net.liveness import SILENCE_LIMIT
from net.transport import tcp_connector

log = logging.getLogger("game.netlink")

PROBE_TIMEOUT = 1.5
"""Seconds `probe_host` waits for a host to accept a connection (a machine that is up answers at once)."""


def join_lan(address: str, port: int, name: str, *, password: str | None = None,
             tokens: SeatTokens | None = None, watch: bool = False) -> SessionLink:
    """Join the table at `address`:`port` over TCP; a saved token (from `tokens`) reclaims our old
    seat. With `watch`, join as a spectator: no seat is taken or reclaimed, no token kept."""
    key = f"{address}:{port}"
    seats = None if watch else tokens
    token = seats.get(key) if seats is not None else None
    net = NetThread("elixir-lan").start()
    on_token = (lambda t, table: seats.put(key, t, table=str(table.get("name", "")),
                                            game_no=int(table.get("game_no", 0) or 0))) \
        if seats is not None else None
    return SessionLink(net, tcp_connector(address, port), name, password=password, token=token,
                       want="watch" if watch else "play", on_token=on_token,
                       on_gone=(lambda: seats.forget(key)) if seats is not None else None,
                       on_over=(lambda: seats.forget(key)) if seats is not None else None,
                       silence_limit=SILENCE_LIMIT).start()


class HostAnswer(Enum):
    """What a host's address says when probed (`probe_host`)."""

    ANSWERS = "answers"
    """A host accepted the connection."""
    GONE = "gone"
    """The machine refused it (nothing listens on that port: the host has exited), or the
    address is not one: the table will not come back there."""
    SILENT = "silent"
    """No word within the time (the machine is off, asleep or out of reach for now)."""


def probe_host(address: str, port: int, timeout: float = PROBE_TIMEOUT) -> HostAnswer:
    """Whether a host accepts a TCP connection at `address`:`port` within `timeout` seconds.

    Blocks: call it off the UI thread. The connection is closed at once, before any hello (a
    host drops such a connection without a trace in its game)."""
    try:
        socket.create_connection((address, port), timeout=timeout).close()
    except ConnectionRefusedError:
        return HostAnswer.GONE
    except (ValueError, OverflowError):  # not an address nor a port: the table will not be there
        return HostAnswer.GONE
    except OSError:  # timed out, no route, a name not resolved now: maybe later
        return HostAnswer.SILENT
    return HostAnswer.ANSWERS


GONE_CHECK_EVERY = 3.0
"""Seconds between two looks, while the LAN list is open, at whether its tables' hosts still
accept connections (`probe_host`)."""


class LanBrowser:
    """Tables announced on the LAN, browsed on a background thread; `poll()` gives the latest list.

    `poll()` returns None when nothing changed since the last call. `error` is set (once) when
    zeroconf could not start (no network): the browser then stays empty. A table's free seats
    and state are the newest its host announced (`net.discovery.Browser`). A table whose host
    has gone without withdrawing its announcement (killed, crashed: mDNS keeps such a record for
    up to an hour) is left out as soon as its machine refuses connections (`probe_host`, every
    `GONE_CHECK_EVERY` seconds); it comes back if it answers again.
    """

    def __init__(self, interfaces: list[str] | None = None, *,
                 probe: Callable[[str, int], HostAnswer] | None = probe_host,
                 check_every: float = GONE_CHECK_EVERY) -> None:
        self.interfaces = interfaces
        self.error: str | None = None
        self._latest: list[Any] | None = None
        self._lock = threading.Lock()
        self._found: list[Any] = []
        """The tables as the browser last listed them, gone hosts included."""
        self._gone: set[tuple[str, int]] = set()
        """The (address, port) of the listed tables whose machine refused a connection."""
        self._probe = probe
        self._check_every = check_every
        self._net = NetThread("elixir-browse").start()
        self._browser: Any = None
        self._checker: asyncio.Future[None] | None = None
        self._net.call(lambda: asyncio.ensure_future(self._start()))

    async def _start(self) -> None:
        from net.discovery import Browser

        try:
            self._browser = Browser(interfaces=self.interfaces, on_change=self._changed)
            await self._browser.start()
        except Exception as exc:  # no network: the list stays empty, joining by address still works
            log.warning("cannot browse the LAN: %s", exc)
            self.error = "no_network"
            return
        if self._probe is not None:
            self._checker = asyncio.ensure_future(self._check_gone())

    async def _check_gone(self) -> None:
        """Probe the listed tables' hosts, now and every `check_every` seconds (off the loop)."""
        loop = asyncio.get_running_loop()
        probe = self._probe
        assert probe is not None
        while True:
            places = {(t.address, t.port) for t in self._found}
            answers = await asyncio.gather(*(loop.run_in_executor(None, probe, a, p) for a, p in places))
            gone = {place for place, answer in zip(places, answers, strict=True) if answer is HostAnswer.GONE}
            if gone != self._gone & places:
                self._gone = gone
                self._publish()
            await asyncio.sleep(self._check_every)  # the network's own time: hosts go and come back

    def _changed(self, tables: list[Any]) -> None:
        self._found = list(tables)
        self._publish()

    def _publish(self) -> None:
        """The tables found, less those whose host is gone, for the next `poll`."""
        with self._lock:
            self._latest = [t for t in self._found if (t.address, t.port) not in self._gone]

    def poll(self) -> list[Any] | None:
        """The current tables (`net.discovery.TableRecord`) if they changed since the last poll."""
        with self._lock:
            latest, self._latest = self._latest, None
        return latest

    def close(self) -> None:
        """Stop browsing (idempotent)."""
        async def shutdown() -> None:
            if self._checker is not None:
                self._checker.cancel()
            if self._browser is not None:
                await self._browser.close()

        self._net.stop(shutdown)
