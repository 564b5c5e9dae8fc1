"""The asyncio runner of a `Host`: moves bytes between streams and the host, runs its timers.

The same runner serves TCP connections (`serve_tcp`) and in-memory ones (`connect_memory`),
so single-player games and LAN games go through the very same host code.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from net.host import Close, Host, Send
from net.transport import MemoryStream, Stream, TcpStream, memory_pair

log = logging.getLogger("net.server")

MAX_TIMER_SLEEP = 1.0
"""The timer loop wakes at least this often (seconds), whatever the host's next deadline."""


class HostServer:
    """Runs one `Host` on the current event loop.

    With `timers` true, a task calls `Host.tick` whenever the host's next deadline falls
    due (real time). Tests that drive an injected clock pass ``timers=False`` and call
    `tick` themselves after moving the clock. `on_change` is called with the host after
    every batch of work in which the table's public description changed (for zeroconf).
    """

    def __init__(self, host: Host, *, timers: bool = True,
                 on_change: Callable[[Host], Any] | None = None) -> None:
        self.host = host
        self.timers = timers
        self.on_change = on_change
        self.game_over = asyncio.Event()
        self._streams: dict[int, Stream] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._server: asyncio.Server | None = None
        self._wake = asyncio.Event()
        self._timer_task: asyncio.Task[None] | None = None
        self._closing = False
        self._results_seen = len(host.results)
        self._last_info: dict[str, Any] | None = None
        self.address: tuple[str, int] | None = None

    async def serve_tcp(self, bind: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        """Listen for TCP clients; returns the address and port actually bound."""
        self._server = await asyncio.start_server(self._on_tcp, bind, port)
        sock = self._server.sockets[0].getsockname()
        self.address = (str(sock[0]), int(sock[1]))
        self._start_timers()
        self._after()
        return self.address

    def connect_memory(self) -> MemoryStream:
        """A new in-memory client stream served by this host (returns the client's end)."""
        client_end, host_end = memory_pair()
        self._spawn(self.accept(host_end))
        self._start_timers()
        return client_end

    async def accept(self, stream: Stream) -> None:
        """Serve one connected stream until it ends."""
        cid = self.host.connect()
        self._streams[cid] = stream
        self._after()
        try:
            while cid in self._streams:
                data = await stream.read()
                try:
                    self.host.receive(cid, data)
                except Exception:  # a bug (ours or the engine's): log it, drop this connection only
                    log.exception("internal error while serving connection %d", cid)
                    break
                self._after()
                if not data:
                    break
                await stream.drain()
        finally:
            self.host.disconnected(cid)
            self._streams.pop(cid, None)
            stream.close()
            self._after()

    def tick(self) -> None:
        """Run the host's due timers now and send what they produced."""
        self.host.tick()
        self._after()

    async def close(self) -> None:
        """Stop listening, close every connection, stop the timers."""
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await self._server.wait_closed()
        self.host.shutdown()
        self._after()
        self._closing = True
        self._wake.set()
        if self._timer_task is not None:
            with contextlib.suppress(BaseException):
                await asyncio.wait_for(self._timer_task, 2.0)
        for stream in list(self._streams.values()):
            stream.close()
        tasks = [t for t in self._tasks if t is not asyncio.current_task()]
        if tasks:
            _done, pending = await asyncio.wait(tasks, timeout=1.0)
            for task in pending:
                task.cancel()

    # ---- internals --------------------------------------------------------------------

    async def _on_tcp(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            await self.accept(TcpStream(reader, writer))
        except asyncio.CancelledError:
            pass
        finally:
            if task is not None:
                self._tasks.discard(task)

    def _spawn(self, coro: Any) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _start_timers(self) -> None:
        if self.timers and self._timer_task is None:
            self._timer_task = asyncio.ensure_future(self._timer_loop())

    async def _timer_loop(self) -> None:
        while not self._closing:
            timeout = MAX_TIMER_SLEEP
            try:
                deadline = self.host.next_deadline()
                if deadline is not None:
                    timeout = min(timeout, max(0.0, deadline - self.host.clock()))
            except Exception:
                log.exception("internal error while computing the host's next deadline")
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
            self._wake.clear()
            if not self._closing:
                try:
                    self.host.tick()
                    self._flush()  # not _after: the timer loop must not wake itself, or it never sleeps
                except Exception:  # the loop serves every connection: it must outlive any bug
                    log.exception("internal error in the host's timers; they go on running")

    def _after(self) -> None:
        """Send what the host produced, report changes, and wake the timers (deadlines may have moved)."""
        self._flush()
        self._wake.set()

    def _flush(self) -> None:
        """Send what the host produced and report changes."""
        for out in self.host.drain():
            stream = self._streams.get(out.conn)
            if stream is None:
                continue
            if isinstance(out, Send):
                stream.write(out.data)
            elif isinstance(out, Close):
                self._streams.pop(out.conn, None)
                stream.close()
        if len(self.host.results) > self._results_seen:
            self._results_seen = len(self.host.results)
            self.game_over.set()
        if self.on_change is not None:
            info = self.host.table_info()
            if info != self._last_info:
                self._last_info = info
                self.on_change(self.host)
