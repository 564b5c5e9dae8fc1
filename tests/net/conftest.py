"""Shared helpers of the network tests: a clock that moves only when told, the toy game."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nethelpers import FakeClock  # noqa: E402

# `join` processes started by these tests save their seat tokens under XDG_DATA_HOME: a throwaway
# directory, set before the test modules build their subprocess environments.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="elixir-net-tests-")


@pytest.fixture
def clock() -> FakeClock:
    """A clock at 1000.0 that moves only with `advance`."""
    return FakeClock()
