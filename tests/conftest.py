"""Hooks of the whole suite: the user's directories kept out of every test.

Settings, LAN seat tokens, saved games and collections live in the user's directories
(platformdirs, read from the XDG variables on every call). The suite runs spread over several
processes (pytest-xdist), so two tests writing the same seat tokens or settings at once could
read each other's; and a test run should never leave files in its user's home (`join`
subprocesses had filled its ``seats.json`` with the tests' seats). Each process of the run
points the variables at directories of its own before any test module is imported (some build
their subprocesses' environment when imported), and its subprocesses inherit them.
"""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest

USER_DIRS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")

_saved: dict[str, str | None] = {}
_root: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    """Point the user's directories at a temporary folder of this test process."""
    root = tempfile.mkdtemp(prefix="elixir-arcade-tests-")
    _root.append(root)
    for name in USER_DIRS:
        _saved[name] = os.environ.get(name)
        os.environ[name] = os.path.join(root, name.lower())


def pytest_unconfigure(config: pytest.Config) -> None:
    """Give the variables back and remove the folder."""
    for name, value in _saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    for root in _root:
        shutil.rmtree(root, ignore_errors=True)
