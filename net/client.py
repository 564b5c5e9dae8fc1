"""The client side: a session without I/O, a bot driver, and an asyncio runner that reconnects.

`ClientSession` keeps what the host told this client: its seat and token, the table, and
its view, kept current from a snapshot plus ordered updates (each update carries the next
sequence number; a gap or a patch that does not fit makes the session ask for a fresh
snapshot by itself). It answers pings by itself too.

`RemoteClient` runs a session over a `Connector` (TCP or in memory) and reconnects with the
seat's token when the stream drops. With a `BotPlayer`, the seat is played by a bot fed
exactly the session's view and decisions.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from engine.bots.base import Bot
from net import protocol as p
from net.history import stories_since
from net.liveness import Silence, backoff_delay
from net.patch import PatchError, apply_patch, copy_plain
from net.transport import LEAVE_TIMEOUT, Connector, Stream, close_after_peer

log = logging.getLogger("net.client")


class ClientSession:
    """What one client knows, updated from the host's messages. No I/O.

    Feed it bytes with `receive_data`; send what `take_outgoing` returns and the bytes of
    the request methods (`answer`, `say`, ...). `connect()` starts a new connection (a
    reconnection keeps the token, so the seat comes back).
    """

    def __init__(self, name: str, *, want: str = "play", token: str | None = None,
                 password: str | None = None, seat: int | None = None, owner: str | None = None) -> None:
        self.name = name
        self.want = want
        self.token = token
        self.password = password
        self.wanted_seat = seat
        self.owner_key = owner
        self.conn = p.Connection(p.Role.CLIENT)
        self.seat: int | None = None
        self.owner = False
        self.table: dict[str, Any] = {}
        self.game_no = 0
        self.seq = -1
        self.view: dict[str, Any] | None = None
        self.ask: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.refused: p.Refuse | None = None
        self.error: p.Error | None = None
        self.chat: list[p.Chat] = []
        self.rejections: list[p.Rejected] = []
        self.events: list[dict[str, Any]] = []
        self.story: list[dict[str, Any]] = []
        """The events told by the last snapshot that this session had not been shown (all of a
        game joined under way, what was missed while away from the game it was shown)."""
        self.snapshots = 0
        self.resyncs = 0
        self._out = bytearray()
        self._resync_asked = False

    # ---- connection -------------------------------------------------------------------

    def connect(self) -> bytes:
        """Start a new connection: returns the hello frame to send first."""
        self.conn = p.Connection(p.Role.CLIENT)
        self._out.clear()
        self._resync_asked = False
        self.error = None
        return self.conn.send(p.Hello(p.PROTOCOL_VERSION, self.name, self.want, self.token, self.password,
                                      self.wanted_seat, self.owner_key))

    @property
    def closed(self) -> bool:
        """The current connection is over (closed by either side or broken)."""
        return self.conn.state is p.ConnState.CLOSED

    def receive_data(self, data: bytes) -> list[p.Message]:
        """Feed bytes from the host; returns the messages they held, already applied.

        Raises ProtocolError if the host broke the protocol.
        """
        self.conn.receive_data(data)
        messages: list[p.Message] = []
        while True:
            event = self.conn.next_event()
            if event is None or isinstance(event, p.PeerClosed):
                break
            self._apply(event)
            messages.append(event)
        return messages

    def take_outgoing(self) -> bytes:
        """Frames the session queued by itself (pongs, resync requests)."""
        out = bytes(self._out)
        self._out.clear()
        return out

    # ---- requests ---------------------------------------------------------------------

    def answer(self, decision: int, choice: Any) -> bytes:
        """The frame answering decision `decision` with `choice`."""
        return self.conn.send(p.Answer(decision, choice))

    def say(self, text: str) -> bytes:
        """A chat frame."""
        return self.conn.send(p.Say(text))

    def sit(self, seat: int) -> bytes:
        """A frame asking to move to seat `seat` (lobby only)."""
        return self.conn.send(p.Sit(seat))

    def start(self) -> bytes:
        """A frame asking to start the game (the owner only)."""
        return self.conn.send(p.Start())

    def rematch(self) -> bytes:
        """A frame voting for a rematch."""
        return self.conn.send(p.Rematch())

    def autopass(self, on: bool) -> bytes:
        """A frame turning auto-pass on or off."""
        return self.conn.send(p.AutoPass(on))

    def resync(self) -> bytes:
        """A frame asking for a fresh snapshot."""
        return self.conn.send(p.Resync())

    def bye(self) -> bytes:
        """The frame that leaves the table politely."""
        return self.conn.send(p.Bye())

    # ---- applying the host's messages -------------------------------------------------

    def _apply(self, msg: p.Message) -> None:
        if isinstance(msg, p.Welcome):
            self.seat = msg.seat
            self.token = msg.token if msg.token is not None else self.token
            self.owner = msg.owner
            self.table = msg.table
        elif isinstance(msg, p.Refuse):
            self.refused = msg
        elif isinstance(msg, p.Error):
            self.error = msg
        elif isinstance(msg, p.Table):
            self.table = msg.table
            self.seat = msg.seat if self.want == "play" else None
        elif isinstance(msg, p.Snapshot):
            # the story told: all of it for a game new to us, what we missed for the one we had
            since = self.seq if msg.game == self.game_no and self.view is not None else -1
            self.story = stories_since(msg.history, since)
            if msg.game != self.game_no:
                self.events = []
            self.game_no = msg.game
            self.seq = msg.seq
            self.seat = msg.seat
            self.view = copy_plain(msg.view)  # patched in place later: keep the message intact
            self.ask = list(msg.ask)
            self.result = msg.result
            self.snapshots += 1
            self._resync_asked = False
        elif isinstance(msg, p.Update):
            self._apply_update(msg)
        elif isinstance(msg, p.Rejected):
            self.rejections.append(msg)
        elif isinstance(msg, p.Chat):
            self.chat.append(msg)
        elif isinstance(msg, p.Ping):
            self._out += self.conn.send(p.Pong(msg.n))

    def _apply_update(self, msg: p.Update) -> None:
        if self._resync_asked or self.view is None or msg.seq <= self.seq:
            return
        if msg.seq != self.seq + 1:
            log.info("gap in updates (have %d, got %d): asking for a snapshot", self.seq, msg.seq)
            self._ask_resync()
            return
        try:
            self.view = apply_patch(self.view, msg.patch, in_place=True)
        except PatchError as exc:
            log.warning("patch did not fit (%s): asking for a snapshot", exc)
            self._ask_resync()
            return
        self.seq = msg.seq
        self.events.extend(e for e in msg.events if isinstance(e, dict))
        if msg.ask is not None:
            self.ask = list(msg.ask)
        if msg.result is not None:
            self.result = msg.result

    def _ask_resync(self) -> None:
        self._resync_asked = True
        self.resyncs += 1
        self._out += self.conn.send(p.Resync())


@dataclass
class BotPlayer:
    """Answers a session's decisions with a bot that sees only the session's view."""

    bot: Bot
    answered: set[tuple[int, int]] = field(default_factory=set)

    def moves(self, session: ClientSession) -> list[tuple[int, Any]]:
        """(decision id, choice) for each of the session's decisions not answered since the last snapshot."""
        if session.view is None or session.result is not None:
            return []
        out = []
        for decision in session.ask:
            # After a new snapshot (a reconnection, a resync) every decision still asked is
            # answered again: an answer sent just before a drop may never have arrived.
            key = (session.snapshots, int(decision["id"]))
            if key in self.answered:
                continue
            self.answered.add(key)
            out.append((key[1], self.bot.choose(session.view, decision)))
        return out


class ClientRefused(Exception):
    """The host refused our hello; `reason` and `detail` come from its `Refuse`."""

    def __init__(self, refuse: p.Refuse) -> None:
        super().__init__(f"{refuse.reason}: {refuse.detail}")
        self.reason = refuse.reason
        self.detail = refuse.detail


class ClientGaveUp(Exception):
    """The host could not be reached again within the allowed attempts."""


NO_RETRY = frozenset({p.CloseReason.REPLACED.value, p.CloseReason.FLOOD.value, p.CloseReason.KICKED.value})
"""Close reasons after which reconnecting cannot help: the seat went to a newer connection or
was given away (its token no longer works), or the host will not have us back."""


class RemoteClient:
    """Runs a `ClientSession` over streams from `connector`, reconnecting with its token.

    `run()` returns the game's result once the game is over (after leaving with `Bye` when
    `leave_when_over`), raises ClientRefused when the host refuses us, and ClientGaveUp
    after `max_retries` failed reconnections in a row. `on_message` sees every message.
    `sleep` waits between attempts (tests inject one they control); the wait starts at
    `retry_delay` and doubles after each failed attempt up to `max_retry_delay`. A close whose
    reason is in `final_reasons` (default `NO_RETRY`) ends `run` instead of reconnecting.

    Liveness: with `silence_limit` set (`net.liveness.SILENCE_LIMIT` for a client over the
    network), a connection on which nothing arrives for that many seconds (measured on `clock`;
    the host pings every 5 s) counts as lost: `on_lost` is called with the seconds of silence,
    the stream is dropped and the client reconnects with its token. `None` (the default) turns
    the deadline off. `check_silence()` applies the deadline now (tests call it after ticking `clock`).
    """

    def __init__(self, connector: Connector, session: ClientSession, *, player: BotPlayer | None = None,
                 reconnect: bool = True, retry_delay: float = 0.5, max_retries: int = 20,
                 leave_when_over: bool = True,
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
                 on_message: Callable[[p.Message], Any] | None = None,
                 max_retry_delay: float | None = None, silence_limit: float | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 on_lost: Callable[[float], Any] | None = None,
                 final_reasons: frozenset[str] = NO_RETRY) -> None:
        self.connector = connector
        self.session = session
        self.player = player
        self.reconnect = reconnect
        self.retry_delay = retry_delay
        self.max_retries = max_retries
        self.leave_when_over = leave_when_over
        self.sleep = sleep
        self.on_message = on_message
        self.max_retry_delay = retry_delay if max_retry_delay is None else max(retry_delay, max_retry_delay)
        self.silence_limit = silence_limit
        self.clock = clock
        self.on_lost = on_lost
        self.final_reasons = final_reasons
        self.silence: Silence | None = None
        self.stream: Stream | None = None
        self.connections = 0
        self.connected = asyncio.Event()
        self._serving: asyncio.Event | None = None

    def drop(self) -> None:
        """Break the current connection abruptly (as a network failure would)."""
        if self.stream is not None:
            self.stream.close()

    async def leave(self, timeout: float = LEAVE_TIMEOUT) -> None:
        """Leave the table while `run` is running: stop reconnecting, send `bye`, and give the
        host `timeout` seconds to close the connection (which ends `run`) before dropping it.

        Closing at once, while the host is still sending, could make the system reset the
        connection and the host lose the `bye` (see `net.transport.close_after_peer`): the
        host would then wait out its grace period instead of letting a bot take the seat.
        """
        self.reconnect = False
        stream, serving = self.stream, self._serving
        try:
            if stream is not None and not self.session.closed:
                stream.write(self.session.bye())
                await stream.drain()
                if serving is not None:
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(timeout):
                            await serving.wait()
        finally:
            self.drop()

    def check_silence(self) -> bool:
        """Drop the current connection if the host has been silent too long; True when it did."""
        silence = self.silence
        if silence is None or self.stream is None or not silence.lost():
            return False
        quiet = silence.silent_for()
        log.info("nothing from the host for %.0f s: connection lost, reconnecting", quiet)
        self.silence = None
        if self.on_lost is not None:
            self.on_lost(quiet)
        self.drop()
        return True

    def send(self, data: bytes) -> None:
        """Send frames on the current connection (dropped when there is none)."""
        if self.stream is not None and data:
            self.stream.write(data)

    async def run(self) -> dict[str, Any] | None:
        """Play until the game is over; see the class documentation."""
        failures = 0
        connected_once = False
        while True:
            try:
                stream = await self.connector()
            except OSError as exc:
                failures += 1
                if not self.reconnect or failures > self.max_retries:
                    # after a game's worth of play, "cannot reach" read as if it had never been there
                    said = "lost the host and could not reach it again" if connected_once else "cannot reach the host"
                    raise ClientGaveUp(f"{said}: {exc}") from None
                await self.sleep(backoff_delay(failures, self.retry_delay, self.max_retry_delay))
                continue
            failures = 0
            connected_once = True
            self.stream = stream
            self.connections += 1
            if self.silence_limit is not None:
                self.silence = Silence(self.clock, self.silence_limit)
            self._serving = serving = asyncio.Event()
            try:
                result, done = await self._serve(stream)
            finally:
                serving.set()
            self.silence = None
            self.stream = None
            self.connected.clear()
            if done:
                await close_after_peer(stream)  # after our `bye`: closing at once could lose it
                return result
            stream.close()
            error = self.session.error
            if not self.reconnect or (error is not None and error.reason in self.final_reasons):
                return self.session.result
            await self.sleep(self.retry_delay)

    async def _serve(self, stream: Stream) -> tuple[dict[str, Any] | None, bool]:
        session = self.session
        stream.write(session.connect())
        while True:
            data = await self._read(stream)
            if data is None:
                continue
            try:
                messages = session.receive_data(data)
            except p.ProtocolError as exc:
                log.warning("the host broke the protocol (%s); reconnecting", exc)
                return None, False
            for msg in messages:
                if isinstance(msg, p.Welcome):
                    self.connected.set()
                if self.on_message is not None:
                    self.on_message(msg)
            if session.refused is not None:
                raise ClientRefused(session.refused)
            out = bytearray(session.take_outgoing())
            if self.player is not None and not session.closed:
                for decision, choice in self.player.moves(session):
                    out += session.answer(decision, choice)
            if session.result is not None and self.leave_when_over and not session.closed:
                out += session.bye()
                stream.write(bytes(out))
                await stream.drain()
                return session.result, True
            if out:
                stream.write(bytes(out))
            if not data:
                return None, False

    async def _read(self, stream: Stream) -> bytes | None:
        """The next bytes, or None when the silence deadline passed without any (checked, not lost yet)."""
        silence = self.silence
        if silence is None:
            return await stream.read()
        try:
            data = await asyncio.wait_for(stream.read(), max(silence.remaining(), 0.05))
        except TimeoutError:
            self.check_silence()
            return None
        if silence is self.silence:
            silence.heard()
        return data
