"""The network service the scenes start and join games through, and the single-player start.

`net_services(ctx)` is the object offering `LocalGameSpec`, `start_local_game`, `join_lan`,
`host_lan_game` and `LanBrowser`: `ctx.services["net"]` when a test or the showcase put a
stand-in there, else the real one (`game.netlink`). `start_solo` starts (or resumes) a
single-player game through it and opens its table (the scene registered as ``"table"``);
`join_table` joins a LAN table by address, to play or to watch, and opens its lobby (``"lobby"``);
`ask_password` asks for a table's password first (again, after a wrong one). A host checks the
password even of a player who comes back with a seat token, so the window remembers, in memory
only for this run (never on disk), the password a table let it in with (`remember_password`,
`known_password`), and a player coming back is not asked again. `seat_to_rejoin` looks, off
the UI thread, for the newest LAN seat the window kept whose host still answers.
This module imports no scene.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any

from game import saves
from game.context import Context
from game.seattokens import SeatRecord, SeatTokens, store_for
from game.ui import Dialog


def net_services(ctx: Context) -> Any:
    """The object offering start_local_game / join_lan / host_lan_game / LanBrowser (tests replace it)."""
    net = ctx.services.get("net")
    if net is None:
        from game import netlink  # the network code loads only when a game is started or joined

        net = netlink
    return net


def start_solo(ctx: Context, options: dict[str, Any], bots: tuple[str, ...], *, resume: Any = None,
               game: str = "elixir", bot_names: tuple[str, ...] = ()) -> None:
    """Start a single-player game of `game` (or resume the saved one: `resume`, a checked replay,
    whatever its game) and open its table in place of every scene on the stack.

    The in-process host autosaves to `game.saves.save_path`. When the app steps a fixed time
    per frame (headless runs, tests), the host's timers run on the app's loop clock too.
    """
    net = net_services(ctx)
    window: Any = ctx.services.get("window")
    clock = window.loop_time if getattr(window, "fixed_dt", None) is not None else None
    spec = net.LocalGameSpec(ctx.settings.name, options, bots, autosave=saves.save_path(ctx), resume=resume,
                             clock=clock, game=game, **({"bot_names": bot_names} if bot_names else {}))
    ctx.stack.reset(ctx.scene("table", net.start_local_game(spec), resumed=resume is not None))


def join_table(ctx: Context, address: str, port: int, password: str | None, *, watch: bool = False) -> None:
    """Join the LAN table at `address`:`port` (reclaiming a seat saved for it), or watch it
    (`watch`: a spectator's link, no seat), and open its lobby."""
    link = net_services(ctx).join_lan(address, port, ctx.settings.name, password=password, tokens=store_for(ctx),
                                      watch=watch)
    ctx.stack.push(ctx.scene("lobby", link, address=f"{address}:{port}", watching=watch,
                             rejoin=(address, port, password)))


def holds_seat(ctx: Context, address: str, port: int) -> bool:
    """Whether this window kept a seat token for the table at `address`:`port` (it may take its
    seat back even when the table has no free seat)."""
    return store_for(ctx).get(f"{address}:{port}") is not None


def ask_password(ctx: Context, address: str, port: int, *, watch: bool = False, wrong: bool = False) -> None:
    """Ask for the password of the table at `address`:`port`, then join it (`join_table`).
    `wrong`: the host refused the last one, and the dialog says so; Escape gives up."""
    tr = ctx.tr
    ctx.stack.push(Dialog(ctx, tr("lan.password_title"), tr("lan.password_wrong" if wrong else "lan.password_body"),
                          [(tr("lan.join"), None), (tr("ui.cancel"), None)], prompt=True, secret=True,
                          on_text=lambda text: join_table(ctx, address, port, text, watch=watch)))


def _passwords(ctx: Context) -> dict[str, str]:
    """The passwords tables let this window in with this run, by "address:port" (memory only)."""
    known = ctx.services.get("lan_passwords")
    if not isinstance(known, dict):
        known = ctx.services["lan_passwords"] = {}
    return known


def remember_password(ctx: Context, address: str, port: int, password: str | None) -> None:
    """The table at `address`:`port` let this window in with `password` (None: it asks none)."""
    if password is not None:
        _passwords(ctx)[f"{address}:{port}"] = password


def forget_password(ctx: Context, address: str, port: int) -> None:
    """The table at `address`:`port` refused the password remembered for it."""
    _passwords(ctx).pop(f"{address}:{port}", None)


def known_password(ctx: Context, address: str, port: int) -> str | None:
    """The password the table at `address`:`port` let this window in with this run, if any."""
    return _passwords(ctx).get(f"{address}:{port}")


def seat_to_rejoin(ctx: Context) -> Future[SeatRecord | None]:
    """The newest seat the window kept at a LAN table whose host still answers, found on a
    background thread. The seats of hosts gone (their machine refuses the connection) are
    forgotten on the way, so the title never offers one dead table after another; a host that
    is silent for now (no word within `game.netlink.lan.PROBE_TIMEOUT`) keeps its seat for a later start. A
    network stand-in without `probe_host` (tests, the showcase) reaches every table."""
    found: Future[SeatRecord | None] = Future()
    store = store_for(ctx)
    probe = getattr(net_services(ctx), "probe_host", None)
    if probe is None or not store.window_seats():
        found.set_result(store.latest_window_seat())
        return found
    threading.Thread(target=_first_answering, args=(store, probe, found), name="elixir-seat-probe",
                     daemon=True).start()
    return found


def _first_answering(store: SeatTokens, probe: Any, found: Future[SeatRecord | None]) -> None:
    """Probe the kept seats newest first; forget each whose host is gone."""
    from game.commands.join import parse_target
    from game.netlink.lan import HostAnswer

    try:
        for seat in store.window_seats():
            try:
                address, port = parse_target(seat.address)
            except ValueError:
                store.forget(seat.address)
                continue
            answer = probe(address, port)
            if answer is HostAnswer.ANSWERS:
                found.set_result(seat)
                return
            if answer is HostAnswer.GONE:
                store.forget(seat.address)
        found.set_result(None)
    except Exception as exc:  # noqa: BLE001 - the title must hear back whatever happened
        found.set_exception(exc)
