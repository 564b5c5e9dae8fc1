"""The line a table or lobby shows while its link has lost the host and is reconnecting.

The window never shows a frozen table without saying why: while `LinkState.status` is
RECONNECTING, scenes draw `lost_banner` (the time it has been trying, and how to give up).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.link import LinkState, LinkStatus


def lost_banner(tr: Callable[..., str], state: LinkState, now: float | None = None) -> str | None:
    """"Connection lost, reconnecting… (N s)" while `state` is reconnecting at time `now`, else None.

    `now` is on the clock of `LinkState.lost_at` (`time.monotonic()` when not given).
    """
    if state.status is not LinkStatus.RECONNECTING:
        return None
    if now is None:
        now = time.monotonic()
    seconds = 0 if state.lost_at is None else max(0, int(now - state.lost_at))
    return tr("table.connection_lost", seconds=seconds)
