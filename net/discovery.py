"""LAN discovery with zeroconf (mDNS / DNS-SD): hosts announce tables, clients browse them.

Service type ``_elixir-arcade._tcp.local.``. The TXT record of a table holds (all values are
text): ``v`` protocol version, ``game`` game name, ``table`` table name, ``free`` human seats
not taken, ``seats`` number of seats, ``state`` (``lobby``, ``playing``, ``over``), ``pw``
(``1`` when a password is needed, else ``0``), ``opts`` the game's options whose values are
plain numbers, words or yes/no, as compact JSON (`OPTIONS_MAX` bytes at most, else left out: a
guest reads the rules before joining), ``rev`` the announcement's number (1, then one more each
time the record changes). Joining by address and port needs none of this; discovery only finds
tables.

Why ``rev``: mDNS listeners drop a packet identical to one received within the last second or
so, and keep a record received in the last second beside the newer one that should replace it.
Without a number, a change undone at once (a player joins, is kicked, joins again) sent a
packet identical to a recent one: it was dropped, and browsers kept showing the state between.

`interfaces` restricts which interfaces zeroconf uses (tests pass ``["127.0.0.1"]`` so
nothing is multicast anywhere else); None means every interface. IPv4 only.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import socket
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from net.protocol import PROTOCOL_VERSION
from net.txtfollow import TxtFollower

SERVICE_TYPE = "_elixir-arcade._tcp.local."
"""The DNS-SD service type of an Elixir Arcade table."""

OPTIONS_MAX = 200
"""Bytes the ``opts`` property may take (a TXT string holds 255 with its key; a record's whole
text should stay well under a packet)."""

_LABEL_MAX = 63

GOODBYE_TIMEOUT = 2.0
"""Seconds a withdrawn announcement waits at most for its goodbye packets to be sent."""

REPEAT_WINDOW = 2.0
"""Seconds after a table's TXT record is heard during which one of a lower ``rev`` is taken for
a repeat of an older announcement and ignored: zeroconf sends each announcement again about
225 and 450 ms later, so an update made within half a second of the last one is followed by
the older record. Past the window a lower ``rev`` is believed (a host restarted on its port)."""


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table seen on the LAN: where to connect and what its TXT record says."""

    instance: str
    address: str
    port: int
    version: int
    game: str
    table: str
    free: int
    seats: int
    state: str
    password: bool
    options: dict[str, Any] = field(default_factory=dict, hash=False)
    """The game's options the record carries (``opts``); empty from a host that sent none."""

    def to_plain(self) -> dict[str, Any]:
        """The record as plain data (for ``lan --json``)."""
        return {"instance": self.instance, "address": self.address, "port": self.port,
                "version": self.version, "game": self.game, "table": self.table, "free": self.free,
                "seats": self.seats, "state": self.state, "password": self.password,
                "options": dict(self.options)}


def announced_options(options: Any) -> str | None:
    """The ``opts`` property for a table's `options`: those whose values are plain (numbers,
    words, yes/no; not Elixir Quest's pools of cards) as compact JSON, or None when there are
    none or they would pass `OPTIONS_MAX` bytes."""
    if not isinstance(options, dict):
        return None
    plain = {str(k): v for k, v in sorted(options.items()) if isinstance(v, bool | int | float | str)}
    text = json.dumps(plain, separators=(",", ":"), ensure_ascii=False)
    return text if plain and len(text.encode()) <= OPTIONS_MAX else None


def heard_options(raw: str) -> dict[str, Any]:
    """The options of an ``opts`` property; empty when it is missing or not a JSON object of
    plain values (a record is a stranger's packet: what does not parse is left out)."""
    try:
        data = json.loads(raw) if raw else {}
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): v for k, v in data.items() if isinstance(v, bool | int | float | str)}


def txt_record(info: dict[str, Any]) -> dict[str, str]:
    """The TXT properties announcing a table, from `Host.table_info()` plus ``version``."""
    seats = info.get("seats", [])
    free = sum(1 for s in seats if s.get("kind") == "human" and not s.get("taken"))
    record = {
        "v": str(PROTOCOL_VERSION),
        "game": str(info.get("game", "")),
        "table": str(info.get("name", ""))[:100],
        "free": str(free),
        "seats": str(len(seats)),
        "state": str(info.get("state", "lobby")),
        "pw": "1" if info.get("password") else "0",
    }
    opts = announced_options(info.get("options"))
    if opts is not None:
        record["opts"] = opts
    return record


def parse_record(instance: str, address: str, port: int,
                 props: dict[bytes, bytes | None]) -> TableRecord | None:
    """A `TableRecord` from a resolved service, or None when its TXT record is not ours."""
    def text(key: str) -> str:
        raw = props.get(key.encode())
        return raw.decode("utf-8", "replace") if isinstance(raw, bytes) else ""
    try:
        return TableRecord(instance, address, port, int(text("v")), text("game"), text("table"),
                           int(text("free") or 0), int(text("seats") or 0), text("state"), text("pw") == "1",
                           heard_options(text("opts")))
    except ValueError:
        return None


def _done(sending: Awaitable[Any]) -> bool:
    """Whether zeroconf's sending of an announcement (a future) has finished."""
    return bool(getattr(sending, "done", lambda: False)())


def _revision(props: dict[bytes, bytes | None]) -> int:
    """The ``rev`` of a TXT record's properties (0 if missing or not a number)."""
    raw = props.get(b"rev")
    try:
        return int(raw) if raw is not None else 0
    except ValueError:
        return 0


def _interfaces(interfaces: list[str] | None) -> Any:
    return InterfaceChoice.All if interfaces is None else list(interfaces)


def instance_name(table: str, port: int) -> str:
    """A DNS-SD instance label for a table (unique per port on one machine, at most 63 bytes)."""
    base = re.sub(r"[^\w \-]", "", table, flags=re.UNICODE).strip() or "Elixir table"
    label = f"{base} [{socket.gethostname()[:20]}:{port}]"
    while len(label.encode("utf-8")) > _LABEL_MAX:
        base = base[:-1]
        label = f"{base} [{socket.gethostname()[:20]}:{port}]"
    return label


class Announcer:
    """Announces one table and keeps its TXT record current (`update`)."""

    def __init__(self, port: int, addresses: list[str], *, interfaces: list[str] | None = None) -> None:
        self.port = port
        self.addresses = addresses
        self.interfaces = interfaces
        self._zc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._lock = asyncio.Lock()
        self._told: dict[str, str] | None = None
        self._broadcasts: list[Awaitable[Any]] = []
        """zeroconf's repeated sending of each announcement made, until `announced` awaits them."""
        self.revision = 0
        """The number of the announcement last made (``rev`` in the TXT record)."""

    def _next_revision(self, table_info: dict[str, Any]) -> int:
        """Take `table_info` as announced under the next revision; returns that revision."""
        self._told = txt_record(table_info)
        self.revision += 1
        return self.revision

    def _properties(self, table_info: dict[str, Any]) -> dict[str, str] | None:
        """The TXT properties for `table_info` under a new revision, or None when they say
        nothing new (a change of names or presence only: nothing is sent)."""
        if txt_record(table_info) == self._told:
            return None
        revision = self._next_revision(table_info)
        return {**txt_record(table_info), "rev": str(revision)}

    async def start(self, table_info: dict[str, Any]) -> None:
        """Register the service with the table's current description."""
        self._zc = AsyncZeroconf(interfaces=_interfaces(self.interfaces), ip_version=IPVersion.V4Only)
        name = instance_name(str(table_info.get("name", "")), self.port)
        self._info = AsyncServiceInfo(
            SERVICE_TYPE, f"{name}.{SERVICE_TYPE}",
            addresses=[socket.inet_aton(a) for a in self.addresses], port=self.port,
            properties={**txt_record(table_info), "rev": str(self._next_revision(table_info))},
            server=f"elixir-arcade-{socket.gethostname()[:20]}-{self.port}.local.")
        self._broadcasts.append(await self._zc.async_register_service(self._info, allow_name_change=True))

    async def announced(self) -> None:
        """Return once every announcement made so far has been sent in full (zeroconf sends
        each one again twice, about 225 and 450 ms later, after `start` or `update` returns)."""
        while self._broadcasts:
            await self._broadcasts.pop(0)

    async def update(self, table_info: dict[str, Any]) -> None:
        """Announce the table's new description when what the TXT record says changed (its free
        seats, state...), under the next revision."""
        async with self._lock:
            if self._zc is None or self._info is None:
                return
            props = self._properties(table_info)
            if props is None:
                return
            info = AsyncServiceInfo(SERVICE_TYPE, self._info.name, addresses=self._info.addresses,
                                    port=self.port, properties=props, server=self._info.server)
            self._info = info
            self._broadcasts = [b for b in self._broadcasts if not _done(b)]
            self._broadcasts.append(await self._zc.async_update_service(info))

    async def close(self) -> None:
        """Withdraw the announcement and stop zeroconf."""
        if self._zc is not None:
            if self._info is not None:
                with contextlib.suppress(Exception):
                    goodbyes = await self._zc.async_unregister_service(self._info)
                    # sent before zeroconf stops, or browsers keep the table until its records expire
                    await asyncio.wait_for(goodbyes, GOODBYE_TIMEOUT)
            await self._zc.async_close()
            self._zc = None


class Browser:
    """Lists tables as they appear and vanish; `tables` is the current list.

    `on_change(tables)` is called after every change. A table's TXT (free seats, state) is the
    newest record heard for it (`net.txtfollow`), not the one zeroconf's browser last reported:
    the browser says nothing of a record its cache still holds (free seats 1, 0, then 1 again).
    """

    def __init__(self, *, interfaces: list[str] | None = None,
                 on_change: Callable[[list[TableRecord]], Any] | None = None) -> None:
        self.interfaces = interfaces
        self.on_change = on_change
        self._zc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._follower: TxtFollower | None = None
        self._found: dict[str, TableRecord] = {}
        """The tables resolved, by service name (their TXT as resolved, possibly out of date)."""
        self._txt: dict[str, dict[bytes, bytes | None]] = {}
        """The newest TXT properties heard, by service name (lower case)."""
        self._heard: dict[str, float] = {}
        """When (`time.monotonic`) each of `_txt` was heard."""
        self._tasks: set[asyncio.Task[None]] = set()
        self.changed = asyncio.Event()

    @property
    def tables(self) -> list[TableRecord]:
        """The tables seen now, by name, each with the newest TXT heard for it."""
        tables = []
        for name, found in self._found.items():
            props = self._txt.get(name.lower())
            newest = parse_record(found.instance, found.address, found.port, props) if props else None
            tables.append(newest or found)
        return sorted(tables, key=lambda t: (t.table, t.instance))

    async def start(self) -> None:
        """Start browsing."""
        self._zc = AsyncZeroconf(interfaces=_interfaces(self.interfaces), ip_version=IPVersion.V4Only)
        self._follower = TxtFollower(SERVICE_TYPE, self._txt_heard)
        self._zc.zeroconf.async_add_listener(self._follower, None)
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_state])

    def _txt_heard(self, name: str, props: dict[bytes, bytes | None]) -> None:
        key = name.lower()
        newest = self._txt.get(key)
        if newest == props:
            return
        if newest is not None and _revision(props) < _revision(newest) \
                and time.monotonic() - self._heard.get(key, 0.0) < REPEAT_WINDOW:
            return  # zeroconf still repeating an older announcement: the list would go back to it
        self._txt[key] = props
        self._heard[key] = time.monotonic()
        if any(found.lower() == key for found in self._found):
            self._tell()

    def _on_state(self, zeroconf: Zeroconf, service_type: str, name: str,
                  state_change: ServiceStateChange) -> None:
        task = asyncio.ensure_future(self._resolve(zeroconf, service_type, name, state_change))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resolve(self, zeroconf: Zeroconf, service_type: str, name: str,
                       state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            self._found.pop(name, None)
            self._txt.pop(name.lower(), None)
            self._heard.pop(name.lower(), None)
        else:
            info = AsyncServiceInfo(service_type, name)
            if not await info.async_request(zeroconf, 3000):
                return
            addresses = info.parsed_addresses(IPVersion.V4Only)
            if not addresses or info.port is None:
                return
            record = parse_record(name.removesuffix("." + service_type), addresses[0], info.port,
                                  dict(info.properties))
            if record is None:
                return
            self._found[name] = record
        self._tell()

    def _tell(self) -> None:
        self.changed.set()
        if self.on_change is not None:
            self.on_change(self.tables)

    async def close(self) -> None:
        """Stop browsing."""
        if self._zc is not None and self._follower is not None:
            self._zc.zeroconf.async_remove_listener(self._follower)
            self._follower = None
        if self._browser is not None:
            await self._browser.async_cancel()
        for task in list(self._tasks):
            task.cancel()
        if self._zc is not None:
            await self._zc.async_close()
            self._zc = None


async def browse(seconds: float, *, interfaces: list[str] | None = None) -> list[TableRecord]:
    """Browse for `seconds` and return the tables seen at the end."""
    browser = Browser(interfaces=interfaces)
    await browser.start()
    try:
        await asyncio.sleep(seconds)
    finally:
        await browser.close()
    return browser.tables
