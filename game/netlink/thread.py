"""The network thread: one background asyncio loop per link, and the drivers of a hosted table's timers.

Contract: every piece of network work of the window runs on a `NetThread`; the UI thread only
hands it work (`call`, `submit`) and never waits on it during a frame. `drive_timers` runs a
`net.server.HostServer`'s timers on that loop (sleeping until the next deadline);
`LockstepTimers` runs them instead once a frame on the window's loop clock (headless demos
and tests, whose frames never sleep). `close_server` stops both the driver and the server.
`set_up` runs a host's start-up on the thread and waits for it; `memory_connector` connects
the window's own seat to a host in this process.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

from net.transport import Connector, Stream

T = TypeVar("T")


class NetThread:
    """A daemon thread running one asyncio loop; the only place network code runs."""

    def __init__(self, name: str = "elixir-net") -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._main, name=name, daemon=True)
        self._ready = threading.Event()
        self._stopped = False

    def start(self) -> NetThread:
        """Start the thread (returns self); the loop runs until `stop`."""
        self._thread.start()
        self._ready.wait(5.0)
        return self

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.call_soon(self._ready.set)
        try:
            self.loop.run_forever()
        finally:
            with contextlib.suppress(Exception):
                pending = [t for t in asyncio.all_tasks(self.loop) if not t.done()]
                for task in pending:
                    task.cancel()
                if pending:
                    self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self.loop.close()

    @property
    def running(self) -> bool:
        """Whether the loop still accepts work."""
        return self._thread.is_alive() and not self._stopped

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run `coro` on the loop; the returned future can be waited on (not from the UI per frame)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def call(self, fn: Callable[[], Any]) -> None:
        """Run `fn` on the loop soon (fire and forget; never blocks)."""
        if self.running:
            with contextlib.suppress(RuntimeError):
                self.loop.call_soon_threadsafe(fn)

    def stop(self, cleanup: Callable[[], Awaitable[Any]] | None = None, timeout: float = 3.0) -> None:
        """Run `cleanup` on the loop (bounded by `timeout`), then stop the loop and join the thread."""
        if not self.running:
            return
        if cleanup is not None:
            with contextlib.suppress(Exception):
                self.submit(_bounded(cleanup(), timeout)).result(timeout + 0.5)
        self._stopped = True
        with contextlib.suppress(RuntimeError):
            self.loop.call_soon_threadsafe(self.loop.stop)
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout)


TIMER_STEP = 0.02
"""Longest pause (seconds) between two runs of a hosted table's timers."""


async def drive_timers(server: Any) -> None:
    """Run a `net.server.HostServer`'s timers (it is created with ``timers=False``) until cancelled.

    HostServer's own timer loop wakes itself after every tick, so it never sleeps and takes a
    core (and the GIL the window needs); this loop sleeps until the next deadline instead,
    at most `TIMER_STEP`, so bots' paced answers are applied on time.
    """
    host = server.host
    while True:
        deadline = host.next_deadline()
        delay = TIMER_STEP if deadline is None else min(TIMER_STEP, max(0.0, deadline - host.clock()))
        await asyncio.sleep(delay)
        server.tick()


async def close_server(server: Any, timers: asyncio.Task[None] | None) -> None:
    """Stop the timer driver, then close the server."""
    if timers is not None:
        timers.cancel()
        with contextlib.suppress(BaseException):
            await timers
    await server.close()


def set_up(net: NetThread, setup: Coroutine[Any, Any, None], timeout: float = 10.0) -> None:
    """Run a host's `setup` on `net` and wait for it (the window opens the table only after);
    a failure stops the thread and is raised here."""
    try:
        net.submit(setup).result(timeout)
    except BaseException:
        net.stop()
        raise


def memory_connector(server: Any) -> Connector:
    """A connector giving an in-memory stream to `server` (a `net.server.HostServer` in this process)."""
    async def connector() -> Stream:
        return server.connect_memory()  # type: ignore[no-any-return]

    return connector


async def _bounded(aw: Awaitable[Any], timeout: float) -> None:
    with contextlib.suppress(Exception, asyncio.TimeoutError):
        await asyncio.wait_for(aw, timeout)



LOCKSTEP_WAIT = 2.0
"""Longest wait (seconds) of a frame for the net thread to finish the previous frame's work."""


class LockstepTimers:
    """Runs a `net.server.HostServer`'s timers on the window's loop clock, once a frame.

    For a local game on a loop clock (headless demos and tests: frames never sleep). Calling
    the object (from the UI thread, once a frame) first waits for the net thread to finish
    the run queued the frame before (and with it every message queued ahead of it), then
    queues a new `server.tick()`. Without this a UI thread that never sleeps starves the net
    thread of the GIL, and the host falls minutes of loop time behind the window.
    """

    def __init__(self, net: NetThread, server: Any) -> None:
        self._net = net
        self._server = server
        self._done = threading.Event()
        self._done.set()

    def __call__(self) -> None:
        if not self._net.running or not self._done.wait(LOCKSTEP_WAIT):
            return
        self._done.clear()
        self._net.call(self._run)

    def _run(self) -> None:
        try:
            self._server.tick()
        finally:
            self._done.set()

