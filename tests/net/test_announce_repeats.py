"""A browser does not go back to an older announcement that zeroconf repeats (on 127.0.0.1 only).

zeroconf sends each announcement again about 225 and 450 ms after it, so when a table changes
twice within half a second (a guest sits, a bot is put in) a browser hears the first record
again after the newer one (seen on loopback: revisions 3, 1, 1, 2, 3). Following every TXT
record heard, the list showed the free seats of before for most of a second (for good, were
the newer packet lost). `rev` tells them apart.
"""

from __future__ import annotations

import asyncio
from typing import Any

from nethelpers import wait_for
from zeroconf._protocol.incoming import DNSIncoming
from zeroconf.asyncio import AsyncServiceInfo

from net.discovery import SERVICE_TYPE, Announcer, Browser, TableRecord, txt_record

LOOPBACK = ["127.0.0.1"]
PORT = 47613


def table(free: int, state: str = "lobby") -> dict[str, Any]:
    """A 3-seat table described as `Host.table_info` does, with `free` human seats open."""
    seats = [{"kind": "human", "taken": True}] + [{"kind": "human", "taken": i >= free} for i in range(2)]
    return {"name": "Repeats", "game": "elixir", "state": state, "password": False, "seats": seats}


def hear(browser: Browser, announcer: Announcer, described: dict[str, Any], rev: int) -> None:
    """The browser's zeroconf takes the announcement `rev` of `described` as if from its socket
    (in the order a test chooses: real repeats come on zeroconf's own timers)."""
    sent = announcer._info  # noqa: SLF001
    assert sent is not None and announcer._zc is not None and browser._zc is not None  # noqa: SLF001
    info = AsyncServiceInfo(SERVICE_TYPE, sent.name, addresses=sent.addresses, port=PORT,
                            properties={**txt_record(described), "rev": str(rev)}, server=sent.server)
    for packet in announcer._zc.zeroconf.generate_service_broadcast(info, None).packets():  # noqa: SLF001
        browser._zc.zeroconf.record_manager.async_updates_from_response(DNSIncoming(packet))  # noqa: SLF001


def test_a_repeat_of_an_older_announcement_does_not_take_the_list_back() -> None:
    async def scenario() -> list[tuple[int, str]]:
        announcer = Announcer(PORT, ["127.0.0.1"], interfaces=LOOPBACK)
        lists: list[list[TableRecord]] = []
        browser = Browser(interfaces=LOOPBACK, on_change=lists.append)
        await browser.start()
        try:
            await announcer.start(table(2))
            await announcer.announced()
            await wait_for(lambda: any(t.port == PORT and t.free == 2 for t in browser.tables), timeout=20)
            rev = announcer.revision
            hear(browser, announcer, table(1), rev + 1)  # a guest sits
            hear(browser, announcer, table(0), rev + 2)  # and a bot is put in the last seat, at once
            hear(browser, announcer, table(1), rev + 1)  # zeroconf repeats the first of the two
            hear(browser, announcer, table(0, "playing"), rev + 3)  # the game starts
            await wait_for(lambda: any(t.port == PORT and t.state == "playing" for t in browser.tables), timeout=20)
            shown = [(t.free, t.state) for listed in lists for t in listed if t.port == PORT]
            return shown[shown.index((0, "lobby")):]
        finally:
            await browser.close()
            await announcer.close()

    shown = asyncio.run(scenario())
    assert shown == [(0, "lobby"), (0, "playing")], f"the list went back to older free seats: {shown}"


def test_an_older_revision_is_believed_once_the_repeats_are_over() -> None:
    """A host restarted on the same port numbers its announcements from 1 again: a lower `rev`
    heard long after the last record is the table's word, not a repeat."""
    browser = Browser(interfaces=LOOPBACK)
    name = f"Repeats [x:{PORT}].{SERVICE_TYPE}"
    browser._found[name] = TableRecord("Repeats [x]", "127.0.0.1", PORT, 1, "elixir", "Repeats", 2, 3,  # noqa: SLF001
                                       "lobby", False)
    browser._txt_heard(name, {**{k.encode(): v.encode() for k, v in txt_record(table(0)).items()}, b"rev": b"9"})  # noqa: SLF001
    browser._heard[name.lower()] -= 60.0  # heard a minute ago  # noqa: SLF001
    browser._txt_heard(name, {**{k.encode(): v.encode() for k, v in txt_record(table(2)).items()}, b"rev": b"1"})  # noqa: SLF001
    assert [t.free for t in browser.tables] == [2]
