"""Table links (`game.link.TableLink`) over the real network code, and the network thread.

Every game the window plays goes through `net/`: the same `Host` and `ClientSession` serve a
single-player game (host in-process, in-memory transport, bots in the other seats), a LAN
game joined by address (TCP, reconnecting with the seat's token), and a LAN game hosted
from the window (TCP server and zeroconf announcement, the window's own seat connected in
memory).

Threading: the network runs on a `NetThread`, a background thread with its own asyncio
loop. The UI thread never waits on it: messages from the host are folded, one LinkUpdate
per batch of bytes received, into a thread-safe queue that `poll()` drains once per frame;
requests go the other way through `loop.call_soon_threadsafe`.

Errors reach the UI as reason codes in `LinkUpdate.error` (translated by the scenes under
``net.error.<code>``): the host's refusal reasons (``table_full``, ``version_mismatch``,
``bad_password``...), ``unreachable`` (never connected), ``host_lost`` (gave up
reconnecting) and ``closed`` (the host ended the table).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import copy
import logging
import queue
import secrets
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from game.link import ChatLine, LinkStatus, LinkUpdate
from game.saves import remove_when_over
from game.seattokens import SeatTokens
from net import protocol as p
from net.client import ClientGaveUp, ClientRefused, ClientSession, RemoteClient
from net.liveness import SILENCE_LIMIT
from net.transport import Connector, Stream, tcp_connector

if TYPE_CHECKING:
    from engine.core.replay import Replay

log = logging.getLogger("game.netlink")

T = TypeVar("T")

FIRST_CONNECT_RETRIES = 2
"""Failed attempts before a join by address says the host is unreachable."""
RECONNECT_RETRIES = 60
"""Failed attempts before a dropped link gives up on its host (about four minutes with the backoff)."""
GONE = frozenset({"unreachable", "host_lost"})
"""Link errors after which the host is gone for good, with the seat it held."""
RECONNECT_MAX_DELAY = 5.0
"""The wait between reconnection attempts doubles from `retry_delay` up to this many seconds."""


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


async def _bounded(aw: Awaitable[Any], timeout: float) -> None:
    with contextlib.suppress(Exception, asyncio.TimeoutError):
        await asyncio.wait_for(aw, timeout)


class _LinkSession(ClientSession):
    """A session that tells its link when a batch of received bytes has been applied."""

    on_batch: Callable[[], None] | None = None

    def take_outgoing(self) -> bytes:
        # RemoteClient calls this once after applying each batch of bytes: the moment to hand
        # one folded update to the UI.
        if self.on_batch is not None:
            self.on_batch()
        return super().take_outgoing()


@dataclass
class _Batch:
    events: list[dict[str, Any]] = field(default_factory=list)
    view_changed: bool = False
    ask_changed: bool = False
    snapshot: bool = False
    chat: list[ChatLine] = field(default_factory=list)
    status: LinkStatus | None = None
    table: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    rejected: list[str] = field(default_factory=list)
    error: str | None = None
    timers: list[dict[str, Any]] | None = None

    def empty(self) -> bool:
        return not (self.events or self.view_changed or self.ask_changed or self.chat or self.status
                    or self.table is not None or self.result is not None or self.rejected or self.error
                    or self.timers is not None)


def _countdowns(timers: list[Any] | None) -> list[dict[str, Any]]:
    """The well-formed countdowns of a `timers` field (none at a table without a turn timer)."""
    return [dict(c) for c in timers or [] if isinstance(c, dict) and isinstance(c.get("seat"), int)
            and isinstance(c.get("left"), int | float) and not isinstance(c.get("left"), bool)]


def _status_of(table: dict[str, Any]) -> LinkStatus:
    return LinkStatus.LOBBY if table.get("state") == "lobby" else LinkStatus.PLAYING


class SessionLink:
    """A `TableLink` over a `ClientSession` run by a `RemoteClient` on a `NetThread`.

    Created by `join_lan`, `start_local_game` and `host_lan_game`; call `start()` once.
    `owner` is True when this seat may start games and manage the lobby (a hosted table).
    """

    def __init__(self, net: NetThread, connector: Connector, name: str, *, password: str | None = None,
                 token: str | None = None, owner_key: str | None = None, want: str = "play",
                 retry_delay: float = 1.0, on_token: Callable[[str, dict[str, Any]], None] | None = None,
                 cleanup: Callable[[], Awaitable[Any]] | None = None, owns_net: bool = True,
                 kind: str = "lan", on_gone: Callable[[], None] | None = None,
                 silence_limit: float | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.net = net
        self._clock = clock
        # Only a link over the network needs the host's silence deadline: one in memory to a
        # host in this process cannot lose it, and a host on a loop clock pings on game time.
        self._silence_limit = silence_limit
        self._on_gone = on_gone
        self.seat: int | None = None
        self.owner = False
        self.kind = kind
        """"solo" (a single-player game in this process), "host" (a LAN table this window hosts) or "lan"."""
        self.game = "elixir"
        """The game this table plays (an `engine.games` name), as the host's welcome says."""
        self._connector = connector
        self._queue: queue.SimpleQueue[LinkUpdate] = queue.SimpleQueue()
        self._session = _LinkSession(name, want=want, token=token, password=password, owner=owner_key)
        self._session.on_batch = self._flush
        self._batch = _Batch()
        self._client: RemoteClient | None = None
        self._task: concurrent.futures.Future[None] | None = None
        self._retry_delay = retry_delay
        self._on_token = on_token
        self._cleanup = cleanup
        self._owns_net = owns_net
        self._connected_once = False
        self._lost_at: float | None = None
        self.welcomed = threading.Event()
        """Set once the host has welcomed us (then `seat` is known)."""
        self._closing = False
        self._closed = False
        self._seen_result = False
        self.on_poll: Callable[[], None] | None = None
        """Called at the start of every `poll` (a local game on a loop clock runs its host's timers)."""
        self.keep_net: Callable[[], bool] | None = None
        """Asked by `close`: True leaves the network thread running after our bye (a hosted table
        that stays up for returning players; its cleanup stops the thread when it is done)."""

    # ---- UI thread ----------------------------------------------------------------------

    def start(self) -> SessionLink:
        """Begin connecting (returns self)."""
        self._task = self.net.submit(self._run())
        return self

    def poll(self) -> list[LinkUpdate]:
        """Every update received since the last call (never blocks)."""
        if self.on_poll is not None:
            self.on_poll()
        out: list[LinkUpdate] = []
        while True:
            try:
                update = self._queue.get_nowait()
            except queue.Empty:
                break
            out.append(update)
        return out

    def answer(self, decision: int, choice: Any) -> None:
        """Send an answer to one of this seat's decisions."""
        self._request(lambda s: s.answer(int(decision), choice))

    def say(self, text: str) -> None:
        """Send a chat line (the host cleans and limits it)."""
        self._request(lambda s: s.say(str(text)[:1000]))

    def set_autopass(self, on: bool) -> None:
        """Ask the host to pass this seat's reaction windows automatically."""
        self._request(lambda s: s.autopass(bool(on)))

    def rematch(self) -> None:
        """Vote for a rematch (the owner's vote starts it)."""
        self._request(lambda s: s.rematch())

    def start_game(self) -> None:
        """Ask the host to start the game (the owner only)."""
        self._request(lambda s: s.start())

    def sit(self, seat: int) -> None:
        """Ask to move to another free seat (lobby only)."""
        self._request(lambda s: s.sit(int(seat)))

    def close(self) -> None:
        """Leave the table politely and stop the network work of this link (idempotent).

        The host keeps the seat and its token, so the player can come back to it.
        """
        if self._closed:
            return
        self._closed = True
        self._closing = True

        async def shutdown() -> None:
            client = self._client
            if client is not None:
                client.reconnect = False
                if not self._session.closed and client.stream is not None:
                    with contextlib.suppress(Exception):
                        client.send(self._session.bye())
                        await client.stream.drain()
                client.drop()
            if self._task is not None:
                self._task.cancel()
            if self._cleanup is not None:
                await self._cleanup()

        if self._owns_net and not (self.keep_net is not None and self.keep_net()):
            self.net.stop(shutdown)
        else:
            self.net.call(lambda: asyncio.ensure_future(shutdown()))

    # ---- network thread -----------------------------------------------------------------

    def _request(self, make: Callable[[ClientSession], bytes]) -> None:
        def send() -> None:
            client = self._client
            if client is None or client.stream is None or self._session.closed:
                return  # not connected: the host re-asks pending decisions after reconnection
            try:
                client.send(make(self._session))
            except p.LocalProtocolError as exc:
                log.info("request not allowed now: %s", exc)
        self.net.call(send)

    async def _connect(self) -> Stream:
        if self._connected_once:
            self._lost()
        return await self._connector()

    def _lost(self, quiet: float = 0.0) -> None:
        """The link to the host is gone (dropped, or silent for `quiet` seconds): say so at once.

        The banner counts the time spent reconnecting, from now."""
        if self._lost_at is None:
            self._lost_at = time.monotonic()
        self._batch.status = LinkStatus.RECONNECTING
        self._flush()

    async def _run(self) -> None:
        had_token = self._session.token is not None
        while True:
            self._client = RemoteClient(self._connect, self._session, reconnect=True, retry_delay=self._retry_delay,
                                        max_retries=FIRST_CONNECT_RETRIES if not self._connected_once
                                        else RECONNECT_RETRIES,
                                        leave_when_over=False, on_message=self._on_message,
                                        max_retry_delay=RECONNECT_MAX_DELAY, on_lost=self._lost,
                                        silence_limit=self._silence_limit, clock=self._clock)
            try:
                await self._client.run()
                error = self._session.error
                self._finish("closed" if error is None else str(error.reason))
            except ClientRefused as exc:
                if exc.reason == p.RefuseReason.BAD_TOKEN.value and had_token:
                    # Our saved seat is gone (a new table on the same address): join afresh.
                    had_token = False
                    self._session.token = None
                    self._session.refused = None
                    continue
                self._finish(str(exc.reason))
            except ClientGaveUp:
                self._finish("host_lost" if self._connected_once else "unreachable")
            except asyncio.CancelledError:
                raise
            except Exception:  # a bug must not take the window down: report it as a lost link
                log.exception("network link failed")
                self._finish("internal")
            return

    def _finish(self, error: str) -> None:
        if self._closing:
            return
        if self._on_gone is not None and error in GONE:  # its seat is not worth offering again
            with contextlib.suppress(Exception):
                self._on_gone()
        self._batch.status = LinkStatus.CLOSED
        self._batch.error = error
        self._flush()

    def _on_message(self, msg: p.Message) -> None:
        b = self._batch
        s = self._session
        if isinstance(msg, p.Welcome):
            self._connected_once = True
            self._lost_at = None
            self.seat = msg.seat
            self.welcomed.set()
            if self._client is not None:
                self._client.max_retries = RECONNECT_RETRIES
            self.owner = msg.owner
            self.game = str(msg.table.get("game") or self.game)
            b.table = msg.table
            b.status = _status_of(msg.table) if s.view is None or msg.table.get("state") == "lobby" \
                else LinkStatus.PLAYING
            if msg.token is not None and self._on_token is not None:
                with contextlib.suppress(Exception):
                    self._on_token(msg.token, msg.table)
        elif isinstance(msg, p.Table):
            b.table = msg.table
            b.status = _status_of(msg.table)
        elif isinstance(msg, p.Snapshot):
            b.events.clear()
            b.snapshot = b.view_changed = b.ask_changed = True
            b.status = LinkStatus.PLAYING
            self._seen_result = msg.result is not None
            b.result = msg.result
            b.timers = _countdowns(msg.timers)
        elif isinstance(msg, p.Update):
            b.timers = _countdowns(msg.timers)
            b.events.extend(e for e in msg.events if isinstance(e, dict))
            b.view_changed = True
            b.ask_changed = b.ask_changed or msg.ask is not None
            if msg.result is not None and not self._seen_result:
                self._seen_result = True
                b.result = msg.result
        elif isinstance(msg, p.Chat):
            b.chat.append(ChatLine(msg.seat, msg.name, msg.text))
        elif isinstance(msg, p.Rejected):
            b.rejected.append(msg.reason)
        elif isinstance(msg, p.Error):
            log.info("host closed the connection: %s (%s)", msg.reason, msg.detail)
        elif isinstance(msg, p.Refuse):
            log.info("host refused us: %s (%s)", msg.reason, msg.detail)

    def _flush(self) -> None:
        b = self._batch
        if b.empty():
            return
        s = self._session
        self.seat = s.seat
        update = LinkUpdate(
            events=tuple(b.events),
            view=copy.deepcopy(s.view) if b.view_changed and s.view is not None else None,
            ask=tuple(copy.deepcopy(s.ask)) if b.ask_changed else None,
            snapshot=b.snapshot,
            chat=tuple(b.chat),
            status=b.status,
            table=copy.deepcopy(b.table) if b.table is not None else None,
            result=copy.deepcopy(b.result) if b.result is not None else None,
            rejected=tuple(b.rejected),
            error=b.error,
            lost_at=self._lost_at if b.status is LinkStatus.RECONNECTING else None,
            timers=tuple(b.timers) if b.timers is not None else None,
        )
        self._batch = _Batch()
        self._queue.put(update)


# ---- lobby control of a table hosted by this process ----------------------------------------


class HostControl:
    """Lobby management of a table this process hosts: seats, bots, kicks, start.

    Every method is safe to call from the UI thread; the work runs on the network thread.
    Seats change through the host's lobby API (`Host.set_seat_bot`, `open_seat`, `kick`),
    which works only before the game starts and re-announces the table.
    """

    def __init__(self, net: NetThread, server: Any) -> None:
        self.net = net
        self.server = server

    def set_bot(self, seat: int, bot: str | None, name: str | None = None) -> None:
        """Put a bot (`bot` spec, e.g. "easy") in `seat`, or open it to players (`None`)."""
        self.net.call(lambda: self._set_bot(seat, bot, name))

    def kick(self, seat: int) -> None:
        """Remove the player in `seat` (their token stops working); the seat opens again."""
        self.net.call(lambda: self._kick(seat))

    def start(self, fill_bot: str = "easy") -> None:
        """Fill open seats with `fill_bot` bots and start the game."""
        self.net.call(lambda: self._start(fill_bot))

    def _host(self) -> Any:
        return self.server.host

    def _lobby(self) -> bool:
        from net.host import TableState

        return bool(self._host().table_state is TableState.LOBBY)

    def _set_bot(self, seat: int, bot: str | None, name: str | None) -> None:
        if seat == 0:
            return  # the owner's own seat
        host = self._host()
        if bot is None:
            host.open_seat(seat)
        else:
            host.set_seat_bot(seat, bot, name)
        self.server.tick()

    def _kick(self, seat: int) -> None:
        if seat != 0 and self._host().kick(seat):
            self.server.tick()

    def _start(self, fill_bot: str) -> None:
        from net.host import SeatKind

        host = self._host()
        if not self._lobby():
            return
        for record in host.seats[1:]:
            if record.kind is SeatKind.HUMAN and not record.taken:
                host.set_seat_bot(record.index, fill_bot)
        host.start_game()
        self.server.tick()


# ---- the three ways to get a link -----------------------------------------------------------


@dataclass(frozen=True)
class LocalGameSpec:
    """A single-player game: the player's name, the game's options, one bot spec per other seat."""

    name: str
    options: dict[str, Any]
    bots: tuple[str, ...]
    seed: int | None = None
    game: str = "elixir"
    """The game to play (an `engine.games` name)."""
    bot_delay: float = 0.7
    react_floor: float = 0.6
    clock: Callable[[], float] | None = None
    """The host's clock; None is the wall clock. A game-loop clock (see `App.loop_time`) makes
    the host's timers (bots' pacing, reaction windows) run in loop time: the window's link
    then runs them once a frame, from `poll`, in lockstep (see `LockstepTimers`), instead of
    a sleeping timer task."""
    autosave: Path | None = None
    """Where the host saves the game after every accepted answer (`game.saves`); None: nowhere.
    The save is removed when the game ends."""
    bot_names: tuple[str, ...] = ()
    """Names of the bots' seats, in order (missing ones are "Bot 2", "Bot 3"...)."""
    resume: Replay | None = None
    """A saved game to resume (see `game.saves.check`) instead of a new one: its options,
    seed, seats and answers replace `options`, `bots` and `seed`, and the player's link
    reclaims seat 0 with the token the save holds."""


def start_local_game(spec: LocalGameSpec) -> SessionLink:
    """Start a host in-process (in-memory transport) with bots in seats 1.., and the player's link to seat 0."""
    from engine.games import get_game
    from net.host import Host, HostConfig, SeatKind, SeatSpec
    from net.server import HostServer

    net = NetThread(f"{spec.game}-local").start()
    holder: dict[str, Any] = {}

    async def setup() -> None:
        game = get_game(spec.game if spec.resume is None else spec.resume.game)
        config = HostConfig(table_name="Solo", auto_start=True, bot_delay=spec.bot_delay, cover_delay=spec.bot_delay,
                            react_floor=spec.react_floor, grace=3600.0, silence_timeout=3600.0)
        clock: dict[str, Any] = {} if spec.clock is None else {"clock": spec.clock}
        if spec.resume is not None:
            host = Host.resume(game, spec.resume, config=config, autosave=spec.autosave, **clock)
            holder["token"] = host.seats[0].token
        else:
            seats = [SeatSpec(SeatKind.HUMAN)]
            seats += [SeatSpec(SeatKind.BOT, b, spec.bot_names[i] if i < len(spec.bot_names) else f"Bot {i + 2}")
                      for i, b in enumerate(spec.bots)]
            host = Host(game, {**spec.options, "players": len(seats)}, seats, config=config, seed=spec.seed,
                        autosave=spec.autosave, **clock)
        on_change = remove_when_over(spec.autosave) if spec.autosave is not None else None
        holder["server"] = HostServer(host, timers=False, on_change=on_change)
        holder["timers"] = asyncio.ensure_future(drive_timers(holder["server"])) if spec.clock is None else None

    try:
        net.submit(setup()).result(10.0)
    except BaseException:
        net.stop()
        raise
    server = holder["server"]

    async def connector() -> Stream:
        return server.connect_memory()  # type: ignore[no-any-return]

    async def cleanup() -> None:
        await close_server(server, holder["timers"])

    link = SessionLink(net, connector, spec.name, token=holder.get("token"), cleanup=cleanup, kind="solo")
    link.server = server  # type: ignore[attr-defined]  # for tests and the demo's end check
    if spec.clock is not None:
        link.on_poll = LockstepTimers(net, server)
    link.start()
    # In memory the welcome takes milliseconds; the table scene needs the seat from the start.
    link.welcomed.wait(5.0)
    return link


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


def join_lan(address: str, port: int, name: str, *, password: str | None = None,
             tokens: SeatTokens | None = None) -> SessionLink:
    """Join the table at `address`:`port` over TCP; a saved token (from `tokens`) reclaims our old seat."""
    key = f"{address}:{port}"
    token = tokens.get(key) if tokens is not None else None
    net = NetThread("elixir-lan").start()
    on_token = (lambda t, table: tokens.put(key, t, table=str(table.get("name", "")),
                                             game_no=int(table.get("game_no", 0) or 0))) \
        if tokens is not None else None
    return SessionLink(net, tcp_connector(address, port), name, password=password, token=token,
                       on_token=on_token, on_gone=(lambda: tokens.forget(key)) if tokens is not None else None,
                       silence_limit=SILENCE_LIMIT).start()


@dataclass
class HostedGame:
    """A LAN table hosted by this window: the owner's link, lobby control, and where it listens."""

    link: SessionLink
    control: HostControl
    address: str
    port: int
    announced: bool


def host_lan_game(name: str, table_name: str, options: dict[str, Any], *, password: str | None = None,
                  port: int = 0, bind: str = "0.0.0.0", announce: bool = True,
                  interfaces: list[str] | None = None, seed: int | None = None, bot_delay: float = 0.7,
                  react_floor: float = 1.0, linger: float | None = None,
                  turn_time: float | None = None, game: str = "elixir") -> HostedGame:
    """Host a LAN table of `game` from the window: TCP server and zeroconf on the network thread, our seat in memory.

    When the owner leaves a finished table, the table stays up in the background for the
    players who come back (`net.lifetime`: `linger` seconds, default two minutes, or until
    every seated player has left); a table left during its game closes at once. `turn_time`
    sets the table's turn timer (`net.turntimer`; None: none).
    Raises OSError when the port cannot be bound.
    """
    from engine.games import get_game
    from net.host import Host, HostConfig, SeatKind, SeatSpec, TableState
    from net.lifetime import DEFAULT_LINGER, TableLifetime, serve_while_reachable
    from net.server import HostServer

    net = NetThread(f"{game}-host").start()
    owner_key = secrets.token_urlsafe(16)
    holder: dict[str, Any] = {}

    async def setup() -> None:
        rules = get_game(game)
        players = int(options.get("players", 4))
        seats = [SeatSpec(SeatKind.HUMAN) for _ in range(players)]
        config = HostConfig(table_name=table_name, password=password or None, auto_start=False,
                            bot_delay=bot_delay, cover_delay=bot_delay, react_floor=react_floor,
                            turn_time=turn_time)
        host = Host(rules, options, seats, config=config, seed=seed, owner_key=owner_key)
        server = HostServer(host, timers=False)
        holder["server"] = server
        holder["address"] = await server.serve_tcp(bind, port)
        holder["timers"] = asyncio.ensure_future(drive_timers(server))
        holder["announcer"] = None
        if announce:
            holder["announcer"] = await _announce(host, holder["address"][1], bind, interfaces)
            announcer = holder["announcer"]
            if announcer is not None:
                server.on_change = lambda h: asyncio.ensure_future(announcer.update(h.table_info()))

    try:
        net.submit(setup()).result(10.0)
    except BaseException:
        net.stop()
        raise
    server = holder["server"]

    async def connector() -> Stream:
        return server.connect_memory()  # type: ignore[no-any-return]

    async def cleanup() -> None:
        # Runs on the network thread after the owner's bye; for a finished table (`keep_net`)
        # the window does not wait for it.
        with contextlib.suppress(Exception):
            lifetime = TableLifetime(DEFAULT_LINGER if linger is None else linger, server.host.clock)
            await serve_while_reachable(server.host, lifetime)
        if holder.get("announcer") is not None:
            with contextlib.suppress(Exception):
                await holder["announcer"].close()
        await close_server(server, holder["timers"])
        net.stop()

    link = SessionLink(net, connector, name, owner_key=owner_key, password=password or None,
                       cleanup=cleanup, kind="host").start()
    link.keep_net = lambda: server.host.table_state is TableState.OVER
    link.welcomed.wait(5.0)
    address, bound = holder["address"]
    return HostedGame(link, HostControl(net, server), address, bound, holder["announcer"] is not None)


async def _announce(host: Any, port: int, bind: str, interfaces: list[str] | None) -> Any:
    from net.discovery import Announcer

    try:
        if interfaces is not None:
            announcer = Announcer(port, interfaces, interfaces=interfaces)
        elif bind in ("0.0.0.0", ""):
            from zeroconf import get_all_addresses  # type: ignore[attr-defined]

            addresses = [a for a in get_all_addresses() if not a.startswith("127.")] or ["127.0.0.1"]
            announcer = Announcer(port, addresses)
        else:
            announcer = Announcer(port, [bind], interfaces=[bind])
        await announcer.start(host.table_info())
        return announcer
    except Exception as exc:  # no mDNS is not an error: join by address still works
        log.warning("the table is not announced on the LAN (%s)", exc)
        return None


# ---- LAN discovery ----------------------------------------------------------------------------


class LanBrowser:
    """Tables announced on the LAN, browsed on a background thread; `poll()` gives the latest list.

    `poll()` returns None when nothing changed since the last call. `error` is set (once) when
    zeroconf could not start (no network): the browser then stays empty.
    """

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self.interfaces = interfaces
        self.error: str | None = None
        self._latest: list[Any] | None = None
        self._lock = threading.Lock()
        self._net = NetThread("elixir-browse").start()
        self._browser: Any = None
        self._net.call(lambda: asyncio.ensure_future(self._start()))

    async def _start(self) -> None:
        from net.discovery import Browser

        try:
            self._browser = Browser(interfaces=self.interfaces, on_change=self._changed)
            await self._browser.start()
        except Exception as exc:  # no network: the list stays empty, joining by address still works
            log.warning("cannot browse the LAN: %s", exc)
            self.error = "no_network"

    def _changed(self, tables: list[Any]) -> None:
        with self._lock:
            self._latest = list(tables)

    def poll(self) -> list[Any] | None:
        """The current tables (`net.discovery.TableRecord`) if they changed since the last poll."""
        with self._lock:
            latest, self._latest = self._latest, None
        return latest

    def close(self) -> None:
        """Stop browsing (idempotent)."""
        async def shutdown() -> None:
            if self._browser is not None:
                await self._browser.close()

        self._net.stop(shutdown)


# ---- links that wrap or replace a real one ---------------------------------------------------


class PrefixedLink:
    """A link that first hands out updates already polled (by a lobby), then those of `inner`.

    The lobby polls the link until the game starts; the table scene then gets this wrapper
    and sees the whole story (table, snapshot, events) as if it had polled from the start.
    """

    def __init__(self, inner: Any, seen: list[LinkUpdate]) -> None:
        self.inner = inner
        self._seen = list(seen)
        self.seat: int | None = inner.seat

    def poll(self) -> list[LinkUpdate]:
        """The saved updates (once), then the inner link's."""
        out, self._seen = self._seen, []
        return out + list(self.inner.poll())

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)



class StaticLink:
    """A `TableLink` that hands out given updates on the first poll and records requests."""

    def __init__(self, updates: list[LinkUpdate], seat: int | None = 0, game: str = "elixir") -> None:
        self.seat = seat
        self.game = game
        self._updates = list(updates)
        self.answers: list[tuple[int, Any]] = []
        self.said: list[str] = []
        self.autopass: bool | None = None
        self.rematches = 0
        self.closed = False

    def feed(self, update: LinkUpdate) -> None:
        """Queue one more update for the next poll."""
        self._updates.append(update)

    def poll(self) -> list[LinkUpdate]:
        """The updates queued so far."""
        out, self._updates = self._updates, []
        return out

    def answer(self, decision: int, choice: Any) -> None:
        """Record an answer."""
        self.answers.append((decision, choice))

    def say(self, text: str) -> None:
        """Record a chat line."""
        self.said.append(text)

    def set_autopass(self, on: bool) -> None:
        """Record the auto-pass setting."""
        self.autopass = on

    def rematch(self) -> None:
        """Count a rematch vote."""
        self.rematches += 1

    def close(self) -> None:
        """Mark the link closed."""
        self.closed = True
