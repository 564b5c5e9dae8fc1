"""`elixir-arcade play` (also the default command): open the game's window.

`--demo` plays a whole game against bots where the player's seat is driven by a bot through
the table's own input layer (synthetic clicks and keys on its widgets); with
`--exit-at-end` the window closes after the game and the command prints ``RESULT <json>``
(exit 0), or exits 1 when the game did not end within `--timeout` seconds or a scene of
the window failed (the window carries on after such a failure; the demo reports it). It runs under
``SDL_VIDEODRIVER=dummy`` for CI: there every frame steps a fixed 1/60 s and the local host's
timers run on that loop time too, so a demo takes as many frames on a loaded machine as on
an idle one, and as little wall time as the machine allows.

`--lan-interface ADDR` (repeatable) keeps the LAN to those interfaces: the LAN browser looks
for tables there only, a table the window hosts is announced there only (and, given one
interface, listens on it only), and its lobby gives that address to the players (a machine on
several networks, or a tester kept on 127.0.0.1).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path
from typing import Any

from game.commands.gamearg import add_game_argument
from game.commands.laninterface import add_lan_interface_argument, lan_interfaces
from game.gamelist import WINDOW_GAMES
from game.i18n import LANGUAGES
from game.settings import MIN_WINDOW

HELP = "Open the game's window (the default command); --demo plays a whole game by itself."


def parse_size(text: str, least: tuple[int, int] = (320, 320)) -> tuple[int, int]:
    """``WxH`` as a pair of ints, each from its side of `least` to 7680; raises ValueError."""
    w, sep, h = text.lower().partition("x")
    if not sep or not w.isdigit() or not h.isdigit():
        raise ValueError(f"{text!r} is not WIDTHxHEIGHT")
    size = (int(w), int(h))
    if size[0] < least[0] or size[1] < least[1]:
        raise ValueError(f"{text!r}: the window is at least {least[0]}x{least[1]} (smaller, its text cannot be read)")
    if max(size) > 7680:
        raise ValueError(f"{text!r}: width and height must be at most 7680")
    return size


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the play command."""
    parser.add_argument("--size", default=None, metavar="WxH",
                        help="window size, at least 1024x576 (default: from settings, 1280x720)")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help="language for this run")
    parser.add_argument("--settings", default=None, metavar="FILE", help="settings file (default: user config dir)")
    parser.add_argument("--no-sound", action="store_true", help="run silently")
    parser.add_argument("--demo", action="store_true", help="a bot plays your seat through the interface")
    parser.add_argument("--seed", type=int, default=None, help="seed of the demo game")
    parser.add_argument("--players", type=int, default=None,
                        help="players in the demo game (Elixir and Magicoa 3-6, default 4; Elixir Quest 2)")
    parser.add_argument("--speed", type=float, default=1.0, help="demo speed factor (default 1; e.g. 8)")
    parser.add_argument("--bot", default="easy", help="bot for the demo seats (default easy)")
    add_game_argument(parser, "the demo's game", WINDOW_GAMES)
    parser.add_argument("--exit-at-end", action="store_true", help="quit when the demo game ends")
    parser.add_argument("--timeout", type=float, default=900.0, help="demo: give up after this many seconds")
    add_lan_interface_argument(parser, "announce and look for LAN tables on this interface only (its IPv4 "
                                       "address; repeat for several; default: every interface)")


def run(args: argparse.Namespace) -> int:
    """Open the window and run the scenes."""
    from game.cli import UsageError

    try:
        size = parse_size(args.size, MIN_WINDOW) if args.size else None
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    interfaces = _interfaces(args.lan_interface)
    if args.demo:
        from game.gamelist import window_game

        entry = window_game(args.game)
        if args.players is None:
            args.players = min(entry.max_players, max(entry.min_players, 4))
        if not entry.min_players <= args.players <= entry.max_players:
            raise UsageError(f"--players must be {entry.min_players} to {entry.max_players} for {args.game}")
        if not 0.1 <= args.speed <= 100:
            raise UsageError("--speed must be between 0.1 and 100")
        try:
            from engine.bots import make_bot, parse_bot_spec

            make_bot(parse_bot_spec(args.bot), 0, game=args.game)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(name)s: %(message)s")
    from game.app import App, WindowOptions, headless, make_context

    ctx = make_context(Path(args.settings) if args.settings else None, lang=args.lang)
    if interfaces is not None:
        ctx.services["lan_interfaces"] = interfaces  # the LAN browser's and the hosted table's
    window = WindowOptions(size or (ctx.settings.window_width, ctx.settings.window_height),
                           args.fullscreen or ctx.settings.fullscreen, sound=not args.no_sound)
    fixed = 1 / 60 if headless() else None
    app = App(ctx, window, fixed_dt=fixed)
    app.open()
    if not args.demo:
        return app.run(ctx.scene("title"))
    return _demo(app, args)


def _interfaces(given: list[str] | None) -> list[str] | None:
    """The IPv4 addresses of `--lan-interface` (None: every interface); UsageError for one that
    is not an IPv4 address."""
    from game.cli import UsageError

    try:
        return lan_interfaces(given)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def _demo(app: Any, args: argparse.Namespace) -> int:
    from engine.bots import make_bot
    from game.netlink.local import LocalGameSpec, start_local_game
    from game.table.autoplay import AutoPlayer

    ctx = app.ctx
    seed = args.seed if args.seed is not None else int(time.time()) % 100000
    speed = float(args.speed)
    options: dict[str, Any] = {"players": args.players}
    if args.game == "elixir":
        options["rhyme"] = ctx.settings.new_game.rhyme_or(ctx.settings.language)
    spec = LocalGameSpec(ctx.settings.name, options, tuple([args.bot] * (args.players - 1)), seed=seed,
                         game=args.game, bot_delay=0.7 / speed,
                         react_floor=0.6 / speed, clock=app.loop_time if app.fixed_dt is not None else None)
    link = start_local_game(spec)
    results: list[dict[str, Any] | None] = []
    player = AutoPlayer(make_bot("random", seed, game=args.game), think=0.6, gap=0.25)
    table = ctx.scene(f"table.{args.game}", link, autoplay=player, exit_at_end=args.exit_at_end,
                      on_result=results.append, speed=speed)
    deadline = time.monotonic() + args.timeout

    def watchdog(a: Any) -> None:
        if time.monotonic() > deadline:
            print(f"error: the demo game did not end within {args.timeout:g} s", file=sys.stderr)
            a.ctx.quit_requested = True

    app.on_frame = watchdog
    app.run(table)
    if app.failures:  # the window carried on, but a demo is a test of it: say what failed
        print("error: the window failed while " + "; ".join(app.failures), file=sys.stderr)
        return 1
    if not args.exit_at_end:
        return 0
    if not results or results[0] is None:
        return 1
    print("RESULT " + json.dumps(results[0], sort_keys=True), flush=True)
    print(f"FRAMES {app.frames} first_frame_ms={1000 * (app.first_frame_at or 0):.0f}", file=sys.stderr)
    return 0
