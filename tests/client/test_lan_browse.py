"""The window's LAN list follows a table's free seats as its host announces them (zeroconf on
127.0.0.1 only; nothing is multicast anywhere else)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from zeroconf._protocol.incoming import DNSIncoming
from zeroconf.asyncio import AsyncServiceInfo

from game.netlink.lan import LanBrowser
from game.netlink.thread import NetThread
from net.discovery import SERVICE_TYPE, Announcer, txt_record
from net.txtfollow import txt_properties

LOOPBACK = ["127.0.0.1"]
DEADLINE = 15.0


def table(free: int) -> dict[str, Any]:
    """A 3-seat table described as `Host.table_info` does, the host in seat 1 and `free` seats open."""
    seats = [{"kind": "human", "taken": True}] + [{"kind": "human", "taken": i >= free} for i in range(2)]
    return {"name": "PT114 Magicoa", "game": "magicoa", "state": "lobby", "password": False, "seats": seats}


def wait_for_list(browser: LanBrowser, port: int, until: Callable[[Any], bool], seen: list[Any]) -> Any:
    """Poll the list (another thread browses) until the table on `port` satisfies `until`."""
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        tables = browser.poll()
        if tables is not None:
            seen[:] = tables
        found = [t for t in seen if t.port == port]
        if found and until(found[0]):
            return found[0]
        time.sleep(0.005)  # waiting on the browser's thread, not on game time
    raise AssertionError(f"the list never showed it: {seen}")


def arrive(browser: LanBrowser, announcer: Announcer, free: int, rev: int) -> None:
    """The announcement `rev` the host multicasts when its table has `free` open seats, as it
    reaches the window's zeroconf. Handed to it past its socket: zeroconf drops a packet identical
    to one it took less than a second before, and a test does not wait seconds between the host's moves."""
    host_zc = announcer._zc.zeroconf  # type: ignore[union-attr]  # noqa: SLF001
    sent = announcer._info  # noqa: SLF001
    assert sent is not None
    info = AsyncServiceInfo(SERVICE_TYPE, sent.name, addresses=sent.addresses, port=announcer.port,
                            properties={**txt_record(table(free)), "rev": str(rev)}, server=sent.server)
    window_zc = browser._browser._zc.zeroconf  # noqa: SLF001
    for packet in host_zc.generate_service_broadcast(info, None).packets():
        def take(data: bytes = packet) -> None:
            window_zc.record_manager.async_updates_from_response(DNSIncoming(data))
        browser._net.call(take)  # noqa: SLF001 - on the window's zeroconf loop, as its socket would


def showing(free: int) -> Callable[[Any], bool]:
    """Whether a listed table says `free` seats are open."""
    return lambda t: bool(t.free == free)


def test_the_lan_list_follows_free_seats_that_come_back_to_an_earlier_count() -> None:
    """The list said "2 of 3 seats free" while the host's lobby had one open seat (a bot added,
    a guest seated, then kicked: 2, 1, 0, 1), and `lan --json` said 1; reopening the list put it
    right. zeroconf's browser reports no change for a TXT record still in its cache."""
    net = NetThread("test-announce").start()
    announcer = Announcer(47611, ["127.0.0.1"], interfaces=LOOPBACK)
    browser = LanBrowser(LOOPBACK, probe=None)  # no host listens behind this announcement
    seen: list[Any] = []
    try:
        net.submit(announcer.start(table(2))).result(timeout=DEADLINE)  # multicast on 127.0.0.1
        # zeroconf repeats the first announcement for about a second: a repeat of "free=2" coming
        # after the packets below would be the host's newest word, as it is not in this test
        net.submit(announcer.announced()).result(timeout=DEADLINE)
        wait_for_list(browser, 47611, lambda t: t.free == 2, seen)
        for rev, free in enumerate((1, 0, 1), start=announcer.revision + 1):
            arrive(browser, announcer, free, rev)
            assert wait_for_list(browser, 47611, showing(free), seen).free == free
    finally:
        browser.close()
        net.stop(announcer.close)


def test_txt_properties_read_the_wire_text_as_zeroconf_does() -> None:
    assert txt_properties(b"\x03v=1\x06free=1\x02pw\x00") == {b"v": b"1", b"free": b"1", b"pw": None}
    assert txt_properties(b"") == {}



def test_a_table_whose_host_is_gone_leaves_the_list_and_comes_back_if_it_answers_again() -> None:
    """A Quest host killed with kill -9 sent no goodbye: its table stayed in the list (mDNS keeps
    such a record up to an hour), joining it said nobody answers, and after OK it was still
    there. The list now leaves out a table whose machine refuses connections."""
    from game.netlink.lan import HostAnswer

    answers = {"now": HostAnswer.ANSWERS}
    net = NetThread("test-announce").start()
    announcer = Announcer(47614, ["127.0.0.1"], interfaces=LOOPBACK)
    browser = LanBrowser(LOOPBACK, probe=lambda address, port: answers["now"], check_every=0.05)
    seen: list[Any] = []
    try:
        net.submit(announcer.start(table(2))).result(timeout=DEADLINE)
        wait_for_list(browser, 47614, lambda t: True, seen)
        answers["now"] = HostAnswer.GONE  # the host was killed: its port refuses connections
        end = time.monotonic() + DEADLINE
        while any(t.port == 47614 for t in seen) and time.monotonic() < end:
            tables = browser.poll()
            if tables is not None:
                seen[:] = tables
            time.sleep(0.005)  # waiting on the browser's thread, not on game time
        assert not any(t.port == 47614 for t in seen), "a table whose host is gone stayed listed"
        answers["now"] = HostAnswer.SILENT  # out of reach for a moment: listed again, as before
        wait_for_list(browser, 47614, lambda t: True, seen)
    finally:
        browser.close()
        net.stop(announcer.close)
