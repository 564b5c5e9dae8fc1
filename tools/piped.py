"""Ending a tool quietly when the reader of its output goes away (``python -m tools.X | head``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable


def run_piped(main: Callable[[], int]) -> int:
    """Run `main` and return its exit status; if stdout's reader closed the pipe, return 141 (as
    Unix tools do) without a traceback, and point stdout at the null device so that the flush
    at exit raises nothing either."""
    try:
        status = main()
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
