"""The log panel: scrolling back stops where the oldest line reaches the top of the panel."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.log import LogPanel  # noqa: E402
from game.table.res import Resources  # noqa: E402


def test_scrolling_back_stops_with_the_first_line_at_the_top(res: Resources) -> None:
    """Players scrolled the log up until it held only its first line, at the bottom of an empty
    panel: the wheel went on until the last line was out of sight."""
    log = LogPanel(res)
    for i in range(60):
        log.add(f"Line {i}: someone draws a Find.")
    rect = pygame.Rect(0, 0, 250, 300)
    log.surface(rect, 1.0, "What happened")
    log.wheel(1000)
    log.surface(rect, 1.0, "What happened")
    assert 30 < log.scroll < 59  # the panel is still full: its top line is the first one
    shown = len(log.lines) - log.scroll
    log.wheel(1)
    log.surface(rect, 1.0, "What happened")
    assert len(log.lines) - log.scroll == shown  # no further back than that
    log.wheel(-log.scroll)
    assert log.scroll == 0


def test_a_log_shorter_than_its_panel_does_not_scroll(res: Resources) -> None:
    log = LogPanel(res)
    for i in range(3):
        log.add(f"Line {i}")
    log.wheel(5)
    log.surface(pygame.Rect(0, 0, 250, 300), 1.0, "What happened")
    assert log.scroll == 0
