"""Byte streams the host and the client run over: asyncio TCP, and an in-memory pair.

Both offer the same small `Stream` interface, so the host runner and the client runner
never know which one they use. The in-memory pair serves single-player games and tests.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Protocol

READ_CHUNK = 65536

LEAVE_TIMEOUT = 2.0
"""Seconds a leaving client waits for the host to close the connection after its `bye`."""


class Stream(Protocol):
    """A reliable, ordered byte stream."""

    peer: str

    async def read(self) -> bytes:
        """The next bytes that arrived; ``b""`` once the stream has ended."""
        ...

    def write(self, data: bytes) -> None:
        """Queue bytes for sending (never blocks)."""
        ...

    async def drain(self) -> None:
        """Wait until queued bytes are handed to the system (flow control)."""
        ...

    def close(self) -> None:
        """Close the stream; the peer's `read` then returns ``b""``."""
        ...


Connector = Callable[[], Awaitable[Stream]]
"""Something that opens a new stream to a host (used again for every reconnection)."""


class TcpStream:
    """A `Stream` over an asyncio TCP connection."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._reader = reader
        self._writer = writer
        info = writer.get_extra_info("peername")
        self.peer = f"{info[0]}:{info[1]}" if isinstance(info, tuple) and len(info) >= 2 else "?"

    async def read(self) -> bytes:
        """See `Stream.read`; connection errors read as the end of the stream."""
        try:
            return await self._reader.read(READ_CHUNK)
        except (ConnectionError, OSError):
            return b""

    def write(self, data: bytes) -> None:
        """See `Stream.write`."""
        if not self._writer.is_closing():
            self._writer.write(data)

    async def drain(self) -> None:
        """See `Stream.drain`."""
        with contextlib.suppress(ConnectionError, OSError):
            await self._writer.drain()

    def close(self) -> None:
        """See `Stream.close`."""
        if not self._writer.is_closing():
            self._writer.close()


async def open_tcp(address: str, port: int, *, local: str | None = None) -> TcpStream:
    """Connect to a host by address and port; from the interface with address `local` when
    given (a machine on several networks), else from the one the system routes through."""
    reader, writer = await asyncio.open_connection(address, port, local_addr=(local, 0) if local else None)
    return TcpStream(reader, writer)


def tcp_connector(address: str, port: int, *, local: str | None = None) -> Connector:
    """A connector that opens a new TCP connection to `address`:`port` each time (from `local`,
    as `open_tcp`)."""
    async def connect() -> Stream:
        return await open_tcp(address, port, local=local)
    return connect


class MemoryStream:
    """One end of an in-memory stream pair (see `memory_pair`)."""

    def __init__(self, inbox: asyncio.Queue[bytes], peer_inbox: asyncio.Queue[bytes], peer: str) -> None:
        self._inbox = inbox
        self._peer_inbox = peer_inbox
        self._closed = False
        self._eof = False
        self.peer = peer

    async def read(self) -> bytes:
        """See `Stream.read`."""
        if self._eof:
            return b""
        data = await self._inbox.get()
        if not data:
            self._eof = True
        return data

    def write(self, data: bytes) -> None:
        """See `Stream.write`."""
        if not self._closed and data:
            self._peer_inbox.put_nowait(bytes(data))

    async def drain(self) -> None:
        """See `Stream.drain` (nothing to wait for in memory)."""

    def close(self) -> None:
        """See `Stream.close`: both ends read the end of the stream."""
        if not self._closed:
            self._closed = True
            self._peer_inbox.put_nowait(b"")
            self._inbox.put_nowait(b"")


async def close_after_peer(stream: Stream, timeout: float = LEAVE_TIMEOUT) -> None:
    """Close `stream` without losing the last bytes written to it (a `bye`, say).

    Closing a TCP connection while the peer is still sending makes the system answer what
    arrives next with a reset, and a peer that is reset may drop bytes it had received but
    not yet read: the host would see a lost connection instead of a player who left. So
    the bytes are drained, then everything that arrives is read and thrown away until the
    peer closes its end (the host closes a connection after `bye`) or `timeout` seconds
    pass, and only then is the stream closed. No other task may read `stream` meanwhile.
    """
    await stream.drain()
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(timeout):
            while await stream.read():
                pass
    stream.close()


def memory_pair(name: str = "memory") -> tuple[MemoryStream, MemoryStream]:
    """Two connected in-memory streams: what one writes, the other reads."""
    a: asyncio.Queue[bytes] = asyncio.Queue()
    b: asyncio.Queue[bytes] = asyncio.Queue()
    return MemoryStream(a, b, f"{name}-b"), MemoryStream(b, a, f"{name}-a")
