"""A raw TCP peer for the network tests: a `ClientSession` over a real socket on 127.0.0.1.

`WirePeer` keeps every message the host sent it, in order, answers pings by itself and
sends what it is told; a test waits on what arrived (`until`), never on time passing.
The host runs in a `HostServer` with ``timers=False`` on the test's own clock.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from nethelpers import wait_for

from net import protocol as p
from net.client import ClientSession
from net.transport import TcpStream, open_tcp


class WirePeer:
    """One client connection to a host over TCP: the session, what it received, and whether it ended."""

    def __init__(self, session: ClientSession) -> None:
        self.session = session
        self.messages: list[p.Message] = []
        self.ended = False
        self.stream: TcpStream | None = None
        self._reader: asyncio.Task[None] | None = None

    @classmethod
    async def join(cls, port: int, session: ClientSession) -> WirePeer:
        """Connect to the host on 127.0.0.1:`port`, send the hello and wait for the host's reply."""
        peer = cls(session)
        peer.stream = await open_tcp("127.0.0.1", port)
        peer.stream.write(session.connect())
        peer._reader = asyncio.ensure_future(peer._read())
        await peer.until(lambda: any(isinstance(m, (p.Welcome, p.Refuse, p.Error)) for m in peer.messages))
        return peer

    async def _read(self) -> None:
        assert self.stream is not None
        while True:
            data = await self.stream.read()
            if not data:
                break
            self.messages.extend(self.session.receive_data(data))
            out = self.session.take_outgoing()
            if out and not self.session.closed:
                self.stream.write(out)
        self.ended = True

    def send(self, data: bytes) -> None:
        """Write a frame made by the session (`session.say(...)`, `session.bye()`...)."""
        assert self.stream is not None
        self.stream.write(data)

    async def until(self, condition: Callable[[], bool]) -> None:
        """Wait until `condition()` holds (the host's frames arrive meanwhile)."""
        await wait_for(condition, timeout=30)

    def of(self, kind: type) -> list[Any]:
        """The messages received of one type, in order."""
        return [m for m in self.messages if isinstance(m, kind)]

    async def leave(self) -> None:
        """Say `bye`, and close once the host has closed its end (so the `bye` is never lost)."""
        if not self.ended:
            self.send(self.session.bye())
            await self.until(lambda: self.ended)
        await self.close()

    async def close(self) -> None:
        """Drop the connection (no `bye`) and stop reading."""
        if self.stream is not None:
            self.stream.close()
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(BaseException):
                await self._reader
