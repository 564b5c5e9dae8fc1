"""Ending a tool quietly when the reader of its output goes away (``python -m tools.X | head``)."""

from __future__ import annotations

import sys
from collections.abc import Callable

from game.cli import reader_gone


def run_piped(main: Callable[[], int]) -> int:
    """Run `main` and return its exit status; if stdout's reader closed the pipe, end without a
    traceback as the game's own commands do (`game.cli.reader_gone`)."""
    try:
        status = main()
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        return reader_gone()
