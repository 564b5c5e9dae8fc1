"""`elixir-arcade host`: a headless host (no window; pygame is never imported).

Prints ``LISTENING <address> <port>`` once it accepts connections, starts the game once a
player is connected in every human seat (its table map says `auto_start`), and prints
``RESULT <json>`` when a game ends.

Its lifetime: after each game the table stays reachable for ``--linger`` seconds (default
120): a player who comes back with their seat token gets the result, chat goes on, and a
rematch vote (a new game starts when every connected player voted) starts the next game while
the table has games left (``--games N`` makes game N the last; a `rematch` after it is
refused with ``no_more_games``). The host exits 0 when the linger period after a game runs
out without a rematch, or as soon as every seated player has left with `bye`, whichever comes
first (a table of bots only: right after its game), giving the connected clients a moment
to receive their last frames. Stopped by SIGTERM or SIGHUP it closes its table the same way:
every connection is told `shutdown` (a window says the table closed), then it exits 0 (Ctrl+C
closes it so too, and exits 130).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import signal
import socket
import sys
from collections.abc import Coroutine
from typing import Any

from game.commands.gamearg import add_game_argument, add_option_argument, parse_options
from game.commands.laninterface import add_lan_interface_argument, lan_interfaces
from net.lifetime import DEFAULT_LINGER

log = logging.getLogger("game.host")

HELP = "Run a headless host: a LAN table with its game and bots, without a window."
DESCRIPTION = (HELP + " The game starts by itself once a player has joined every seat that --bots does not give "
               "to a bot (the players waiting in the lobby are told how many more it waits for)."
               " After each game the table stays up for --linger seconds (default 120) for players "
               "who come back (they get the result, chat, and a rematch vote while games are left), "
               "then the host exits 0; it exits sooner once every seated player has left.")

DEFAULT_PORT = 47470
FLUSH = 3.0
"""Seconds the host stays up at most, once its table is done, for clients to receive their last frames."""
POLL = 0.05
"""Seconds between looks at the table while it waits for a rematch vote or for players to leave."""
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))
"""Signals that close the table as a stopped host does (SIGINT, Ctrl+C, already does: `asyncio.run`)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the host command."""
    add_game_argument(parser, "the game to host")
    parser.add_argument("--players", type=int, default=None, help="number of seats, bots included")
    parser.add_argument("--bots", type=int, default=0, help="how many of the seats the host's bots play")
    parser.add_argument("--bot", default="random", help="bot for the host's seats and absent players")
    parser.add_argument("--name", default=None,
                        help="table name shown on the LAN (24 characters; a longer one is shortened at a word; "
                             "default: this machine's name)")
    add_lan_interface_argument(parser, "listen and announce the table on the interface with this address only "
                                       "(default: every interface; repeat for several: announced on each, "
                                       "listening on all; --bind is the same)", "--bind")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"TCP port (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--password", default=None, help="password players must give")
    parser.add_argument("--no-announce", action="store_true", help="do not announce the table with zeroconf")
    parser.add_argument("--save", default=None, metavar="FILE", help="autosave the game after every answer")
    parser.add_argument("--resume", default=None, metavar="FILE", help="resume the table saved in FILE")
    parser.add_argument("--seed", type=int, default=None, help="seed of the first game")
    parser.add_argument("--grace", type=float, default=20.0,
                        help="seconds before a bot answers for an absent player (default 20)")
    parser.add_argument("--floor", type=float, default=1.0,
                        help="seconds a reaction window stays open at least (default 1)")
    parser.add_argument("--turn-time", type=float, default=None, metavar="SECONDS",
                        help="give each decision of a player this long; then the seat's bot answers that "
                             "decision and the player keeps the seat (default: no turn timer; reaction "
                             "windows keep their floor and one deadline for every seat)")
    parser.add_argument("--games", type=int, default=None, metavar="N",
                        help="make the table's N-th game its last: refuse rematches after it "
                             "(default: no limit)")
    parser.add_argument("--linger", type=float, default=DEFAULT_LINGER, metavar="SECONDS",
                        help="after a game, keep the table (result, chat, rematch vote) for players who "
                             "come back for this long, then exit; exit sooner once every seated player "
                             f"has left (default {DEFAULT_LINGER:.0f})")
    add_option_argument(parser)
    parser.add_argument("--verbose", "-v", action="store_true", help="log connections and games")


def run(args: argparse.Namespace) -> int:
    """Run the host until its game is over."""
    from game.cli import UsageError

    setup = _prepare(args, UsageError)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    return asyncio.run(_serve(args, setup))


def _prepare(args: argparse.Namespace, usage: type[Exception]) -> dict[str, Any]:
    from engine.bots import parse_bot_spec
    from engine.core.game import OptionsError
    from engine.core.replay import ReplayError, load
    from engine.games import UnknownGame, get_game
    from net.host import Host, HostConfig, SeatKind, SeatSpec

    if not 0 <= args.port <= 65535:
        raise usage("--port must be 0 to 65535")
    try:
        listen_and_announce(args.lan_interface)
    except ValueError as exc:
        raise usage(str(exc)) from None
    try:
        parse_bot_spec(args.bot)
    except ValueError as exc:
        raise usage(str(exc)) from None
    if args.games is not None and args.games < 1:
        raise usage("--games must be at least 1")
    if not 0 <= args.linger < float("inf"):
        raise usage("--linger must be a number of seconds, 0 or more")
    if args.turn_time is not None and not 0 < args.turn_time < float("inf"):
        raise usage("--turn-time must be a number of seconds above 0")
    config = HostConfig(table_name=_table_name(args.name), password=args.password,
                        grace=max(0.0, args.grace), react_floor=max(0.0, args.floor), cover_bot=args.bot,
                        max_games=args.games, turn_time=args.turn_time)
    if args.resume is not None:
        try:
            replay = load(args.resume)
            game = get_game(replay.game)
            host = Host.resume(game, replay, config=config, autosave=args.save or args.resume)
        except (ReplayError, UnknownGame) as exc:
            raise usage(f"cannot resume {args.resume}: {exc}") from None
        return {"host": host}
    try:
        game = get_game(args.game)
    except UnknownGame as exc:
        raise usage(str(exc.args[0])) from None
    players = args.players if args.players is not None else max(game.min_players, args.bots)
    if not game.min_players <= players <= game.max_players:
        raise usage(f"--players: {game.name} takes {game.min_players} to {game.max_players} players")
    if not 0 <= args.bots <= players:
        raise usage("--bots must be between 0 and --players")
    humans = players - args.bots
    seats = [SeatSpec(SeatKind.HUMAN) for _ in range(humans)]
    seats += [SeatSpec(SeatKind.BOT, args.bot) for _ in range(args.bots)]
    try:
        options = {"players": players, **parse_options(args.option)}
        if options.get("real") is True and args.bots:
            raise usage("--bots: a real match moves the cards won between the players' own collections, and a "
                        "bot has none; leave every seat to a player, or play it as practice (real=false)")
        host = Host(game, options, seats, config=config, seed=args.seed, autosave=args.save)
    except (OptionsError, ValueError) as exc:
        raise usage(f"invalid options: {exc}") from None
    return {"host": host}


def _table_name(given: str | None) -> str:
    """The table's name from `--name`, shortened to the protocol's limit; a shortened name is
    said on stderr (the LAN list would otherwise show a name its host never chose, unannounced).
    Without `--name`, this machine's name: it reads the same in every player's language (the
    default was "Elixir table", in English, and for a Magicoa or Quest table too)."""
    from net.tableconfig import NAME_MAX, clean_text, fit_name

    machine = fit_name(socket.gethostname().split(".")[0]) or "Elixir Arcade"
    if given is None:
        return machine
    name = fit_name(given) or machine
    if len(clean_text(given)) > NAME_MAX:
        print(f"warning: --name is longer than {NAME_MAX} characters; the table is called {name!r}",
              file=sys.stderr, flush=True)
    return name


async def _serve(args: argparse.Namespace, setup: dict[str, Any]) -> int:
    from net.host import Host, SeatKind
    from net.lifetime import TableLifetime
    from net.server import HostServer

    host: Host = setup["host"]
    lifetime = TableLifetime(args.linger, host.clock)
    announcer: Any = None
    server = HostServer(host)
    bind, interfaces = listen_and_announce(args.lan_interface)
    try:
        address, port = await server.serve_tcp(bind, args.port)
    except OSError as exc:
        print(f"error: cannot listen on {bind}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"LISTENING {address} {port}", flush=True)
    if not args.no_announce:
        announcer = await _announce(host, port, interfaces)
        if announcer is not None:
            server.on_change = lambda h: asyncio.ensure_future(announcer.update(_info(h)))
    if host.table_state.value == "lobby" and not any(s.kind is SeatKind.HUMAN for s in host.seats):
        host.start_game()
        server.tick()
    stop = asyncio.Event()
    _stop_on_signals(stop)
    try:
        if await _until_stopped(_play_games(host, server, lifetime), stop):
            log.info("stopped by a signal: the table closes")
    finally:
        if announcer is not None:
            with contextlib.suppress(Exception):
                await announcer.close()
        await server.close()  # every connection is told `shutdown`: the windows say the table closed
    return 0


def _stop_on_signals(stop: asyncio.Event) -> None:
    """Set `stop` on SIGTERM (`kill`, a service manager) or SIGHUP (its terminal closed), which
    would otherwise end the process at once: its players would be left reconnecting to a table
    that is gone, instead of being told that it closed."""
    loop = asyncio.get_running_loop()
    for sig in STOP_SIGNALS:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # no such signal here
            loop.add_signal_handler(sig, stop.set)


async def _until_stopped(work: Coroutine[Any, Any, None], stop: asyncio.Event) -> bool:
    """Run `work` until it ends, or until `stop` is set (`work` is then cancelled). True: stopped."""
    task = asyncio.ensure_future(work)
    stopped = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({task, stopped}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopped.cancel()
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task  # a bug in `work` is raised here
    return stop.is_set()


async def _play_games(host: Any, server: Any, lifetime: Any) -> None:
    """Serve the table's games, printing each result, until its lifetime is over; then give the
    connected clients a moment (`FLUSH`) to receive their last frames."""
    printed = 0  # a table resumed from the save of a finished game has its result already
    while True:
        if len(host.results) == printed:
            await server.game_over.wait()
            server.game_over.clear()
        for result in host.results[printed:]:
            print("RESULT " + json.dumps(result, sort_keys=True), flush=True)
        printed = len(host.results)
        if not await _rematch_started(host, lifetime):
            break
    loop = asyncio.get_running_loop()
    end = loop.time() + FLUSH
    while loop.time() < end and host.connection_ids:
        await asyncio.sleep(POLL)


async def _rematch_started(host: Any, lifetime: Any) -> bool:
    """After a game: True once the next game started, False when the host should stop (the
    linger period ran out, or every seated player left; see `net.lifetime`)."""
    from net.host import TableState

    game_no = host.game_no
    while host.game_no == game_no and host.table_state is TableState.OVER:
        if lifetime.over(host):
            return False
        await asyncio.sleep(POLL)
    return True


def _info(host: Any) -> dict[str, Any]:
    info: dict[str, Any] = host.table_info()
    return info


def listen_and_announce(given: list[str] | None) -> tuple[str, list[str] | None]:
    """From `--lan-interface` (or `--bind`): the address to listen on, and the interfaces to
    announce the table on (None: every one). One address is listened on and announced there
    only (any address the system can listen on, as `--bind` always took); several must be
    IPv4 addresses: the host listens on all and announces on those. ValueError for a bad one."""
    if not given or given == ["0.0.0.0"] or given == [""]:
        return "0.0.0.0", None
    if len(given) == 1:
        return given[0], given
    interfaces = lan_interfaces(given)
    return "0.0.0.0", interfaces


async def _announce(host: Any, port: int, interfaces: list[str] | None) -> Any:
    from net.discovery import Announcer

    try:
        if interfaces is None:
            from game.netlink.addresses import lan_addresses

            announcer = Announcer(port, lan_addresses())
        else:
            announcer = Announcer(port, interfaces, interfaces=interfaces)
        await announcer.start(_info(host))
        return announcer
    except Exception as exc:  # no network for mDNS is not an error: join by address still works
        print(f"warning: the table is not announced on the LAN ({exc})", file=sys.stderr)
        return None
