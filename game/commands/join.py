"""`elixir-arcade join ADDR:PORT --bot NAME`: a headless client whose seat a bot plays
(or, with ``--watch``, a spectator that follows the game without a seat).

Connects to a host by address, takes a seat, lets the bot answer the seat's decisions from
exactly what the host sends, reconnects with its token if the connection drops or the host
stays silent for three ping intervals (saying so on stderr), and exits 0 after the game,
printing ``GAME <name>`` and ``SEAT <n>`` when seated and ``RESULT <json>`` at the end. The bot
is the named bot of the table's game (`engine.bots.base.GameBot`).

The seat's token is saved per host address and player name in the user's data directory (`game.seattokens`,
the store the window uses too), so the same command started again after a crash reclaims
the seat; ``--new-seat`` neither reads nor writes it. A spectator prints ``WATCHING`` once let in
and ``RESULT <json>`` at the end; it takes no seat and keeps no token. A refusal because every
seat is taken says that ``--watch`` would let it watch.

A lost connection is said on stderr at once (``connection lost; reconnecting``), and so is the
host's ``shutdown``: a seated join keeps reconnecting then (a host restarted with ``--resume``
gives its seat back), a spectator, which has no seat to get back, exits 1 as a join whose table
closed does (``error: the host closed the table before the game ended``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from typing import Any

from game.commands.laninterface import add_lan_interface_argument, ipv4_address
from net.client import NO_RETRY
from net.protocol import CloseReason

HELP = "Join a table by address with a bot playing your seat (no window); prints the result."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the join command."""
    parser.add_argument("target", metavar="ADDR:PORT", help="the host's address and port")
    parser.add_argument("--name", default="Bot player", help="player name shown at the table")
    parser.add_argument("--bot", default=None, help="bot that plays the seat (random, greedy, mcts...); "
                                                    "needed unless --watch")
    parser.add_argument("--watch", action="store_true",
                        help="watch the game as a spectator: no seat, no bot; prints the result")
    parser.add_argument("--password", default=None, help="the table's password")
    parser.add_argument("--seed", type=int, default=0, help="seed of the bot")
    parser.add_argument("--timeout", type=float, default=3600.0, help="give up after this many seconds")
    parser.add_argument("--new-seat", action="store_true",
                        help="take a new seat instead of reclaiming the one saved for this address")
    parser.add_argument("--collection", default=None, metavar="FILE",
                        help="Elixir Quest: the collection database to play from and to settle a real match in "
                             "(default: the user's collection)")
    parser.add_argument("--profile", default=None,
                        help="Elixir Quest: the collection profile (default: the --name; made with a starter "
                             "collection if new)")
    add_lan_interface_argument(parser, "connect from the interface with this IPv4 address (a machine on several "
                                       "networks; default: the one the system routes through)", repeatable=False)
    parser.add_argument("--verbose", "-v", action="store_true", help="log the connection")


def local_interface(given: str | None) -> str | None:
    """The address of `--lan-interface` to connect from (None: the system's choice); ValueError
    when it is not an IPv4 address of this machine."""
    import socket

    if given is None:
        return None
    address = ipv4_address(given)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((address, 0))
        except OSError as exc:
            raise ValueError(f"--lan-interface {address}: no interface of this machine has that address "
                             f"({exc.strerror or exc})") from None
    return address


def parse_target(text: str) -> tuple[str, int]:
    """Split ``ADDR:PORT`` (IPv6 as ``[ADDR]:PORT``); raises ValueError."""
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{text!r} is not ADDR:PORT")
    return host.strip("[]"), int(port)


def run(args: argparse.Namespace) -> int:
    """Play one game at the table and print its result."""
    from engine.bots.base import GameBot, parse_bot_spec
    from game.cli import UsageError

    if args.bot is None and not args.watch:
        raise UsageError("--bot is needed to play a seat (or --watch to watch the table)")
    if args.bot is not None and args.watch:
        raise UsageError("--watch takes no seat, so no --bot")
    try:
        address, port = parse_target(args.target)
        spec = None if args.watch else parse_bot_spec(args.bot)
        args.lan_interface = local_interface(args.lan_interface)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, stream=sys.stderr)
    bot = None if spec is None else GameBot(spec, args.seed)  # built for the table's game once the host says which
    return asyncio.run(_play(args, address, port, bot))


class QuestCollection:
    """A `join` client's Elixir Quest collection, wrapping its bot: in a real match it chooses the
    deck from the profile's cards (a practice match plays the table's pool, as the window does)
    and settles a real match's result once (the host's ``match_id`` makes a result sent again a
    no-op). The database is opened only at a quest table."""

    def __init__(self, args: argparse.Namespace, bot: Any) -> None:
        self.args, self.inner = args, bot
        self.name = getattr(bot, "name", "bot")
        self.store: Any = None
        self.profile: Any = None
        self.seat: int | None = None

    def _open(self) -> None:
        from pathlib import Path

        from game.collection.store import CollectionStore, default_path

        if self.store is None:
            self.store = CollectionStore(Path(self.args.collection) if self.args.collection else default_path())
            self.profile = self.store.open_profile(self.args.profile or self.args.name, self.args.seed)

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """The collection's deck at a real match's deck question; every other answer is the bot's."""
        from game.collection.choose import NoDeckInCollection, collection_deck

        real = bool((view.get("options") or {}).get("real"))
        if view.get("game") == "quest" and decision["kind"] == "deck" and real:
            self._open()
            deck = collection_deck(view, decision, self.store.available(self.profile))
            if deck is None:
                raise NoDeckInCollection(int(decision["prompt"]["potions"]))
            return deck
        return self.inner.choose(view, decision)

    def settle(self, result: dict[str, Any], table: str) -> str | None:
        """Apply a quest result to the collection; a line saying what changed, or None."""
        host_match, seat = result.get("match_id"), self.seat
        if not isinstance(host_match, str) or seat is None:
            return None
        self._open()
        match_id = f"{host_match}@{self.profile.name}"  # two profiles of one database may share a table
        before = self.store.cards(self.profile)
        stake = list(result.get("decks", [[], []])[seat])
        self.store.begin_match(self.profile, match_id, table, bool(result.get("real")), seat, stake)
        applied = self.store.finish_match(match_id, result)
        after = self.store.cards(self.profile)
        won, lost = sorted((after - before).elements()), sorted((before - after).elements())
        return f"COLLECTION {match_id} {'applied' if applied else 'already applied'} won={won} lost={lost}"


FIRST_RETRIES = 10
"""Failed connections in a row (0.5 s apart) before a join that never got in gives up."""
RECONNECT_RETRIES = 120
"""The same, once seated: a dropped or restarting host has about ten minutes to come back."""
RECONNECT_MAX_DELAY = 5.0
"""Once seated, the wait between attempts doubles from 0.5 s up to this many seconds."""
WATCH_FINAL = NO_RETRY | {CloseReason.SHUTDOWN.value}
"""Close reasons that end a spectator's join: a `shutdown` too, since it has no seat for a host
restarted with ``--resume`` to give back (as a window, which says the table closed)."""


class LinkReport:
    """Says on stderr what happens to the connection, once per outage: lost (dropped, or the
    host silent), closed by the host's shutdown, and back again."""

    def __init__(self, watching: bool) -> None:
        self.watching = watching
        self.connected = False
        self.out = False

    def welcomed(self) -> None:
        """The host let us in (again): a reconnection after an outage says so."""
        if self.out:
            _say("reconnected to the host")
        self.connected, self.out = True, False

    def silent(self, quiet: float) -> None:
        """Nothing came from the host for `quiet` seconds: the connection counts as lost."""
        self.connected = True  # a host that let us connect and froze before its welcome counts too
        self._lost(f"connection lost: nothing from the host for {quiet:.0f} s; reconnecting")

    def closed_by_host(self, reason: str, detail: str) -> None:
        """The host closed our connection with `Error(reason, detail)`."""
        if reason == CloseReason.SHUTDOWN.value and not self.watching:
            self._lost(f"the host closed the table ({detail}); reconnecting in case it is restarted with --resume")
        elif reason not in (WATCH_FINAL if self.watching else NO_RETRY):
            self._lost(f"connection closed by the host ({reason}: {detail}); reconnecting")
        else:
            self.out = True  # final: `run` ends, and says why

    def connecting(self) -> None:
        """A connection attempt starts: after a drop nothing else said, say it now."""
        self._lost("connection lost; reconnecting")

    def _lost(self, line: str) -> None:
        if self.connected and not self.out:
            self.out = True
            _say(line)


def _say(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _closed_why(error: Any) -> str:
    """Why `run` ended without a result, from the host's last `Error` (None: it just closed)."""
    if error is None or error.reason == CloseReason.SHUTDOWN.value:
        return "the host closed the table before the game ended"
    return f"the host closed our connection: {error.detail} ({error.reason})"


async def _play(args: argparse.Namespace, address: str, port: int, bot: Any) -> int:
    from game.collection.choose import NoDeckInCollection
    from game.seattokens import SeatTokens, default_path
    from net.client import BotPlayer, ClientGaveUp, ClientRefused, ClientSession, RemoteClient
    from net.liveness import SILENCE_LIMIT
    from net.protocol import Error, RefuseReason, Welcome
    from net.transport import tcp_connector

    key = f"{address}:{port} {args.name}"  # several joins on one machine may share a table: one seat per name
    tokens = None if args.new_seat or args.watch else SeatTokens(default_path())
    session = ClientSession(args.name, want="watch" if args.watch else "play", password=args.password,
                            token=tokens.get(key) if tokens else None)

    def seen(msg: Any) -> None:
        if isinstance(msg, Error):
            report.closed_by_host(msg.reason, msg.detail)
        if isinstance(msg, Welcome):
            report.welcomed()
            quest.seat = msg.seat
            table_name["name"] = str(msg.table.get("name", ""))
            # Seated once: from now on wait longer for a host that dropped or restarts (--resume).
            client.max_retries = RECONNECT_RETRIES
            client.max_retry_delay = RECONNECT_MAX_DELAY
            if tokens is not None and session.token is not None:
                tokens.put(key, session.token, table=str(msg.table.get("name", "")),
                           game_no=int(msg.table.get("game_no", 0) or 0))
            if msg.seat is not None:
                print(f"GAME {msg.table.get('game', '?')}", flush=True)
                print(f"SEAT {msg.seat}", flush=True)
            elif args.watch and not watching:
                watching.append(True)
                print(f"GAME {msg.table.get('game', '?')}", flush=True)
                print("WATCHING", flush=True)

    connector = tcp_connector(address, port, local=args.lan_interface)

    async def connect() -> Any:
        report.connecting()
        return await connector()

    report = LinkReport(args.watch)
    quest = QuestCollection(args, bot)
    table_name = {"name": ""}
    watching: list[bool] = []
    player = None if bot is None else BotPlayer(quest)
    client = RemoteClient(connect, session, player=player, max_retries=FIRST_RETRIES,
                          on_message=seen, on_lost=report.silent, silence_limit=SILENCE_LIMIT,
                          final_reasons=WATCH_FINAL if args.watch else NO_RETRY)
    try:
        result = await asyncio.wait_for(_run_reclaiming(client, session), args.timeout)
    except ClientRefused as exc:
        hint = "; --watch joins to watch it" if exc.reason == RefuseReason.TABLE_FULL.value else ""
        print(f"error: the host refused us: {exc.detail} ({exc.reason}){hint}", file=sys.stderr)
        return 1
    except ClientGaveUp as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except NoDeckInCollection as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except TimeoutError:
        print(f"error: no result within {args.timeout:g} s", file=sys.stderr)
        return 1
    if result is None:
        print(f"error: {_closed_why(session.error)}", file=sys.stderr)
        return 1
    if tokens is not None:
        tokens.forget(key)
    print("RESULT " + json.dumps(result, sort_keys=True), flush=True)
    settled = quest.settle(result, table_name["name"])
    if settled:
        print(settled, flush=True)
    return 0


async def _run_reclaiming(client: Any, session: Any) -> Any:
    """Run `client`; a saved token the host no longer knows (a new table there) joins afresh once."""
    from net.client import ClientRefused
    from net.protocol import RefuseReason

    try:
        return await client.run()
    except ClientRefused as exc:
        if exc.reason != RefuseReason.BAD_TOKEN.value or session.token is None:
            raise
        print("the seat saved for this address is gone: taking a new one", file=sys.stderr, flush=True)
        session.token = None
        session.refused = None
        return await client.run()
