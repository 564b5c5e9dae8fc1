"""A headless `host` process stopped with SIGTERM while windows wait in its lobby, on 127.0.0.1.

The host used to die at once on SIGTERM (Python's default): no `shutdown` was sent, and each
window showed "Connection lost: reconnecting…" to a table that was gone. It now closes its
table as a stopped host should: every connection is told `shutdown`, and it exits 0.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

from game.context import Context
from game.link import LinkStatus
from game.linkbanner import link_error_text
from game.netlink.lan import join_lan
from game.ui import Dialog
from tests.client.test_netlink import pump
from tests.client.test_scenes import run
from tests.gameprocs import Proc

DEADLINE = 20.0
"""Seconds any step may take at most (they take a fraction of one)."""


@contextmanager
def headless_host(*options: str) -> Iterator[tuple[Proc, int]]:
    """A `host` process listening on 127.0.0.1 (a free port, not announced): (process, port)."""
    proc = Proc("host", "--lan-interface", "127.0.0.1", "--port", "0", "--no-announce", "-v", *options)
    try:
        port = int(proc.line_starting("LISTENING 127.0.0.1 ", DEADLINE).split()[2])
        yield proc, port
    finally:
        proc.kill()


def lobby_joined(ctx: Context, port: int, name: str) -> Any:
    """A window's lobby at the table on `port`, joined as `name` and shown once the host let it in."""
    from game.scenes.lobby import LobbyScene

    scene = LobbyScene(ctx, join_lan("127.0.0.1", port, name), address=f"127.0.0.1:{port}")
    ctx.stack.reset(scene)
    frames_until(ctx, lambda: scene.admitted, scene)
    return scene


def frames_until(ctx: Context, done: Any, scene: Any) -> None:
    """Run the window's frames until `done()` (the link's thread delivers in real time)."""
    end = time.monotonic() + DEADLINE
    while not done():
        assert time.monotonic() < end, f"timed out; the lobby says {scene.status_text()!r}"
        run(ctx, 1)
        time.sleep(0.005)  # waiting on the link's thread and the host process, not on game time


def test_a_headless_host_stopped_with_sigterm_tells_the_windows_in_its_lobby_that_the_table_closed(
        ctx: Context) -> None:
    """Two windows sat in the lobby of a headless table of five; `kill PID` stopped its host, and
    both showed "Connection lost: reconnecting…" for good. Each is now told the table closed."""
    with headless_host("--game", "elixir", "--players", "5") as (host, port), ExitStack() as links:
        first = lobby_joined(ctx, port, "Amélie")
        links.callback(first.link.close)
        second = lobby_joined(ctx, port, "Tovenaar")
        links.callback(second.link.close)
        frames_until(ctx, lambda: second.players_missing() == 3, second)

        host.popen.send_signal(signal.SIGTERM)
        frames_until(ctx, lambda: second.state.status is LinkStatus.CLOSED, second)
        assert second.state.error == "shutdown", second.status_text()
        dialog = ctx.stack.top
        assert isinstance(dialog, Dialog), dialog
        assert dialog.message == link_error_text(ctx.tr, "shutdown") == ctx.tr("net.error.shutdown")
        assert dialog.title == ctx.tr("lobby.ended")  # not "Cannot play at this table": they sat at it
        assert host.finish(DEADLINE) == 0, host.describe()

        pump(first.link, first.state, lambda s: s.status is LinkStatus.CLOSED)  # the other window, told too
        assert first.state.error == "shutdown"
