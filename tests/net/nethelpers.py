"""Helpers for the network tests (imported by conftest and the test modules)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from net.host import HostConfig

REPO = __import__("pathlib").Path(__file__).resolve().parents[2]


class FakeClock:
    """A clock for the host that moves only when `advance` is called."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make_config(**changes: Any) -> HostConfig:
    """A host configuration for tests: no reaction floor, no flood limits in the way."""
    base: dict[str, Any] = {"react_floor": 0.0, "frame_burst": 100_000, "flood_close": 1_000_000,
                            "grace": 30.0}
    base.update(changes)
    return HostConfig(**base)


async def wait_for(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    """Yield to the event loop until `condition()` holds (fails after `timeout` seconds)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        if loop.time() > end:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.002)
