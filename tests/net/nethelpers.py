"""Helpers for the network tests (imported by conftest and the test modules)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from net.host import HostConfig

REPO = __import__("pathlib").Path(__file__).resolve().parents[2]


class FakeClock:
    """A clock for the host that moves only when `advance` is called."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make_config(**changes: Any) -> HostConfig:
    """A host configuration for tests: no reaction floor, no flood limits in the way."""
    base: dict[str, Any] = {"react_floor": 0.0, "frame_burst": 100_000, "flood_close": 1_000_000,
                            "grace": 30.0}
    base.update(changes)
    return HostConfig(**base)


async def wait_for(condition: Callable[[], bool], timeout: float = 60.0) -> None:
    """Yield to the event loop until `condition()` holds (fails after `timeout` seconds)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        if loop.time() > end:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.002)


class Peer:
    """A sans-I/O client wired to a `SyncTable`: frames go through the real protocol code."""

    def __init__(self, table: SyncTable, session: Any, bot: Any = None) -> None:
        from net.client import BotPlayer

        self.table = table
        self.session = session
        self.player = BotPlayer(bot) if bot is not None else None
        self.cid = table.host.connect()
        self.messages: list[Any] = []
        self.closed_reason: str | None = None
        self._out = bytearray(session.connect())

    def feed(self, data: bytes) -> None:
        self.messages.extend(self.session.receive_data(data))
        self._out += self.session.take_outgoing()
        if self.player is not None and not self.session.closed:
            for decision, choice in self.player.moves(self.session):
                self._out += self.session.answer(decision, choice)

    def send(self, data: bytes) -> None:
        self._out += data
        self.table.pump()

    def take(self) -> bytes:
        out = bytes(self._out)
        self._out.clear()
        return out

    def last(self, kind: type) -> Any:
        return next(m for m in reversed(self.messages) if isinstance(m, kind))

    def of(self, kind: type) -> list[Any]:
        return [m for m in self.messages if isinstance(m, kind)]


class SyncTable:
    """A host and sans-I/O peers moved in lock step, without sockets or an event loop."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self.peers: dict[int, Peer] = {}

    def join(self, session: Any, bot: Any = None) -> Peer:
        peer = Peer(self, session, bot)
        self.peers[peer.cid] = peer
        self.pump()
        return peer

    def drop(self, peer: Peer) -> None:
        self.peers.pop(peer.cid, None)
        self.host.disconnected(peer.cid)
        self.pump()

    def tick(self) -> None:
        self.host.tick()
        self.pump()

    def pump(self) -> None:
        from net.host import Close, Send

        for _ in range(100_000):
            progressed = False
            for out in self.host.drain():
                progressed = True
                peer = self.peers.get(out.conn)
                if peer is None:
                    continue
                if isinstance(out, Send):
                    peer.feed(out.data)
                elif isinstance(out, Close):
                    peer.closed_reason = out.reason
                    self.peers.pop(out.conn, None)
            for peer in list(self.peers.values()):
                data = peer.take()
                if data:
                    progressed = True
                    self.host.receive(peer.cid, data)
            if not progressed:
                return
        raise AssertionError("the table never settled")


def _join_raw(self: SyncTable, session: Any, version: int) -> Peer:
    """Join with a hello of another protocol version."""
    from net import protocol as p

    peer = Peer(self, session)
    peer._out = bytearray(p.pack(p.Hello(version, session.name)))
    session.conn.state = p.ConnState.HANDSHAKE
    self.peers[peer.cid] = peer
    self.pump()
    return peer


SyncTable.join_raw = _join_raw  # type: ignore[attr-defined]


def replaces_calls_of(module: Any) -> pytest.MarkDecorator:
    """Mark a test that replaces a function that `module` calls (a global of its own, or of a module
    it imports): skipped when `module` is compiled (an in-place build of the checkout), whose code
    calls the function directly and never sees the replacement. The checkout the suite and CI run
    is never compiled; the installed build's host is compared with it in
    tests/engine/test_compiled_engine.py."""
    compiled = not str(module.__file__).endswith(".py")
    return pytest.mark.skipif(compiled, reason=f"{module.__name__} is compiled: its calls are not replaceable")
