"""`SessionLink`: a `game.link.TableLink` over a `net.client.ClientSession`, run on a `NetThread`.

Contract: messages from the host are folded, one `LinkUpdate` per batch of bytes received,
into a thread-safe queue that `poll()` drains once per frame; requests (answers, chat,
lobby moves) go the other way through the network thread's loop, so the UI never waits.
A dropped connection reconnects with the seat's token; errors reach the UI as reason codes in
`LinkUpdate.error` (translated by the scenes under ``net.error.<code>``): the host's refusal
reasons (``table_full``, ``version_mismatch``, ``bad_password``...), ``unreachable`` (never
connected), ``host_lost`` (gave up reconnecting), ``closed`` (the host ended the table) and
``internal`` (a bug in the link, logged with its traceback).
A seat's token is handed to `on_token` at every welcome and when a rematch starts, and
`on_over` is called once the game's result arrived: a finished game's seat is not worth
taking back (a window would otherwise offer to rejoin a table whose game it saw end).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import copy
import logging
import queue
import threading
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from game.link import ChatLine, LinkStatus, LinkUpdate
from game.netlink.thread import NetThread
from net import protocol as p
from net.client import NO_RETRY, ClientGaveUp, ClientRefused, ClientSession, RemoteClient
from net.transport import Connector, Stream

log = logging.getLogger("game.netlink")

FIRST_CONNECT_RETRIES = 2
"""Failed attempts before a join by address says the host is unreachable."""
RECONNECT_RETRIES = 60
"""Failed attempts before a dropped link gives up on its host (about four minutes with the backoff)."""
GONE = frozenset({"unreachable", "host_lost", p.CloseReason.SHUTDOWN.value})
"""Link errors after which the host is gone for good, with the seat it held: it could not be
reached, or it said it closed the table (the title offered to rejoin a table closed before)."""
RECONNECT_MAX_DELAY = 5.0
"""The wait between reconnection attempts doubles from `retry_delay` up to this many seconds."""

WINDOW_FINAL = NO_RETRY | {p.CloseReason.SHUTDOWN.value}
"""Close reasons that end a window's link at once. A host's `shutdown` too: its table closed
(its owner left it, or a headless host was stopped), and the person at the window is told so
rather than shown "reconnecting" for minutes; the window then forgets the seat (`GONE`): the
title no longer offers to rejoin a table its host said it closed. The `join` command keeps
reconnecting through a shutdown, for a host restarted with `--resume`."""

LEAVE_TIMEOUT = 1.0
"""Seconds a window that leaves a table waits for the host to close the connection after its
`bye` (the host closes at once; this bounds a host that is gone, and the window's exit)."""


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
    game: int | None = None
    chat: list[ChatLine] = field(default_factory=list)
    status: LinkStatus | None = None
    table: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    rejected: list[str] = field(default_factory=list)
    error: str | None = None
    timers: list[dict[str, Any]] | None = None
    history: list[dict[str, Any]] = field(default_factory=list)
    chat_history: list[ChatLine] | None = None
    covered: bool = False
    renamed: str | None = None

    def empty(self) -> bool:
        return not (self.events or self.view_changed or self.ask_changed or self.chat or self.status
                    or self.table is not None or self.result is not None or self.rejected or self.error
                    or self.timers is not None or self.chat_history is not None)


def _chat_lines(said: list[Any] | None) -> list[ChatLine]:
    """The well-formed lines of a `Welcome.chat` (``[seat, name, text]`` each)."""
    return [ChatLine(line[0], line[1], line[2]) for line in said or []
            if isinstance(line, list) and len(line) == 3 and (line[0] is None or type(line[0]) is int)
            and isinstance(line[1], str) and isinstance(line[2], str)]


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
                 on_over: Callable[[], None] | None = None,
                 silence_limit: float | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.net = net
        self._clock = clock
        # Only a link over the network needs the host's silence deadline: one in memory to a
        # host in this process cannot lose it, and a host on a loop clock pings on game time.
        self._silence_limit = silence_limit
        self._on_gone = on_gone
        self._on_over = on_over
        self._seat_token: str | None = None
        self._seat_table: dict[str, Any] = {}
        self._seat_kept = False
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

        Once a game has started the host keeps the seat and its token, so the player can come
        back to it; a seat left in the lobby is freed by the host, and forgotten here too.
        """
        if self._closed:
            return
        self._closed = True
        self._closing = True
        if self._seat_table.get("state") == "lobby":
            self._drop_seat()  # the title must not offer to rejoin a seat the host gives to the next player

        async def shutdown() -> None:
            client = self._client
            if client is not None:
                with contextlib.suppress(Exception):  # leave() stops reconnecting and drops the link whatever happens
                    await client.leave(LEAVE_TIMEOUT)
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
                                        silence_limit=self._silence_limit, clock=self._clock,
                                        final_reasons=WINDOW_FINAL)
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
            b.chat_history, b.chat = _chat_lines(msg.chat), []  # what was said replaces what we showed
            b.covered = msg.covered is True
            b.renamed = msg.name if isinstance(msg.name, str) and msg.name else None
            self._seat_table = msg.table
            if msg.token is not None:
                self._seat_token, self._seat_kept = msg.token, False  # saved again: the table's name may be new
                self._keep_seat()
        elif isinstance(msg, p.Table):
            b.table = msg.table
            b.status = _status_of(msg.table)
            self._seat_table = msg.table
        elif isinstance(msg, p.Snapshot):
            b.events.clear()
            if s.story or msg.game != b.game:  # a resync's snapshot does not undo the story of a join
                b.history = list(s.story)
            b.snapshot = b.view_changed = b.ask_changed = True
            b.game = msg.game
            b.status = LinkStatus.PLAYING
            self._seen_result = msg.result is not None
            b.result = msg.result
            if msg.result is not None:
                self._drop_seat()
            else:
                self._keep_seat()  # a rematch: this game's seat is worth taking back again
            b.timers = _countdowns(msg.timers)
        elif isinstance(msg, p.Update):
            b.timers = _countdowns(msg.timers)
            b.events.extend(e for e in msg.events if isinstance(e, dict))
            b.view_changed = True
            b.ask_changed = b.ask_changed or msg.ask is not None
            if msg.result is not None and not self._seen_result:
                self._seen_result = True
                b.result = msg.result
                self._drop_seat()
        elif isinstance(msg, p.Chat):
            b.chat.append(ChatLine(msg.seat, msg.name, msg.text))
        elif isinstance(msg, p.Rejected):
            b.rejected.append(msg.reason)
        elif isinstance(msg, p.Error):
            log.info("host closed the connection: %s (%s)", msg.reason, msg.detail)
        elif isinstance(msg, p.Refuse):
            log.info("host refused us: %s (%s)", msg.reason, msg.detail)

    def _keep_seat(self) -> None:
        """Save the seat's token (`on_token`) unless it is saved already: the game it is for goes on."""
        if self._seat_kept or self._seat_token is None or self._on_token is None:
            return
        self._seat_kept = True
        with contextlib.suppress(Exception):
            self._on_token(self._seat_token, self._seat_table)

    def _drop_seat(self) -> None:
        """The game is over and its result shown, or the seat was left in the lobby: the seat is no
        longer worth offering (`on_over`)."""
        if self._on_over is None:
            return
        self._seat_kept = False
        with contextlib.suppress(Exception):
            self._on_over()

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
            game=b.game,
            chat=tuple(b.chat),
            status=b.status,
            table=copy.deepcopy(b.table) if b.table is not None else None,
            result=copy.deepcopy(b.result) if b.result is not None else None,
            rejected=tuple(b.rejected),
            error=b.error,
            lost_at=self._lost_at if b.status is LinkStatus.RECONNECTING else None,
            timers=tuple(b.timers) if b.timers is not None else None,
            history=tuple(b.history),
            chat_history=tuple(b.chat_history) if b.chat_history is not None else None,
            covered=b.covered,
            renamed=b.renamed,
        )
        self._batch = _Batch()
        self._queue.put(update)

