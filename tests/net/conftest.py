"""Shared helpers of the network tests: a clock that moves only when told, the toy game."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nethelpers import FakeClock  # noqa: E402


@pytest.fixture
def clock() -> FakeClock:
    """A clock at 1000.0 that moves only with `advance`."""
    return FakeClock()
