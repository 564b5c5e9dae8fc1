"""Fixtures of the LAN fault suite: a `lab` per test, skipped where namespaces are not allowed.

Tests marked ``lanfaults`` are the slow, full suite: they run only when selected with
``-m lanfaults``; the others are the short version every ``python -m pytest`` runs.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.lan import lanlab

HERE = Path(__file__).parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run every lab test in one worker when the suite is spread over processes (pytest-xdist's
    ``--dist loadgroup``: two labs at once would share the lab's subnet and names, and a worker's
    `lanlab.stale_cleanup` would tear down the other's lab); leave the full fault suite out
    unless ``-m`` names ``lanfaults``."""
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.xdist_group("lan"))
    if "lanfaults" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="full LAN fault suite: run it with `python -m pytest -m lanfaults tests/lan`")
    for item in items:
        if "lanfaults" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def lab_allowed() -> None:
    """Skip (with the reason) where this machine cannot build a lab; clear stale labs otherwise."""
    reason = lanlab.unavailable()
    if reason is not None:
        pytest.skip(reason)
    lanlab.stale_cleanup()


@pytest.fixture
def lab(lab_allowed: None, tmp_path: Path) -> Iterator[lanlab.Lab]:
    """A fresh lab, torn down (processes killed, namespaces deleted) even when the test fails."""
    built = lanlab.Lab(tmp_path)
    try:
        yield built
    finally:
        built.close()
