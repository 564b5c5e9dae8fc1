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
    rows = len(log.rows(14, 250 - 28))
    assert 30 < log.scroll < rows  # the panel is still full: its top row is the first one
    furthest = log.scroll
    log.wheel(1)
    log.surface(rect, 1.0, "What happened")
    assert log.scroll == furthest  # no further back than that
    log.wheel(-1000)
    assert log.scroll == 0


def first_written_y(panel: pygame.Surface, empty: pygame.Surface, below: int) -> int:
    """The highest row of pixels under `below` where `panel` differs from the `empty` panel."""
    for y in range(below, panel.get_height()):
        if any(panel.get_at((x, y)) != empty.get_at((x, y)) for x in range(14, panel.get_width() - 14, 2)):
            return y
    return panel.get_height()


def test_a_line_taller_than_the_panel_is_read_a_part_at_a_time(res: Resources) -> None:
    """A Spyglass's look at a hand of 28 Finds made one log line taller than the panel: it was
    never drawn, the panel stayed blank above the line after it, and the wheel skipped it."""
    log = LogPanel(res)
    log.add("Amélie uses the Nosy Spyglass on Tovenaar.")
    finds = ", ".join(f"Pinch of Powder number {i}" for i in range(28))
    log.add(f"Amélie looks at Tovenaar's Finds: {finds}.")
    log.add("Amélie looks at Tovenaar's uncast spells: Heist of the Century.")
    rect = pygame.Rect(0, 0, 250, 300)
    line_h = res.font("text", 14).get_linesize()
    assert len(log.rows(14, 250 - 28)) * line_h > rect.height  # taller than the panel
    empty = LogPanel(res).surface(rect, 1.0, "What happened").copy()
    below = 12 + res.text("What happened", 18, (255, 255, 255), "title").get_height()
    scrolls = []
    while True:
        panel = log.surface(rect, 1.0, "What happened")
        assert first_written_y(panel, empty, below) < below + 2 * line_h, log.scroll  # no blank band above
        scrolls.append(log.scroll)
        log.wheel(1)
        log.surface(rect, 1.0, "What happened")
        if log.scroll == scrolls[-1]:
            break
    assert len(scrolls) > 2  # the tall line was read in several steps, to its first row


def test_a_log_shorter_than_its_panel_does_not_scroll(res: Resources) -> None:
    log = LogPanel(res)
    for i in range(3):
        log.add(f"Line {i}")
    log.wheel(5)
    log.surface(pygame.Rect(0, 0, 250, 300), 1.0, "What happened")
    assert log.scroll == 0


def test_a_line_ending_with_a_name_that_ends_in_its_own_mark_gets_no_second_full_stop(res: Resources) -> None:
    """The Dutch log read "Bot 2 spreekt Bis! uit." well, but "... Bis!." where the name ended the line."""
    log = LogPanel(res)
    log.add("Bot 2 casts Encore!.")
    log.add("Who goes there?.")
    log.add("Bot 2 casts Encore! on Bot 3.")
    assert [text for text, _ in log.lines] == ["Bot 2 casts Encore!", "Who goes there?",
                                               "Bot 2 casts Encore! on Bot 3."]


def test_a_small_heading_is_written_in_the_bold_face_not_the_script(res: Resources) -> None:
    """Dutch testers read "Wat en gebeunde" over the log at 1024x576: the script's r reads as an
    n at its small sizes. A heading below `SCRIPT_MIN_SIZE` px takes the bold text face; a large
    one keeps the script."""
    from game.table.res import SCRIPT_MIN_SIZE

    rect = pygame.Rect(0, 0, 250, 300)
    LogPanel(res).surface(rect, 0.8, "Wat er gebeurde")
    roles = {key[1] for key in res._texts if key[0] == "Wat er gebeurde"}
    assert roles == {"text_bold"}
    LogPanel(res).surface(rect, 2 * SCRIPT_MIN_SIZE / 18, "Wat er gebeurde")
    roles = {key[1] for key in res._texts if key[0] == "Wat er gebeurde"}
    assert roles == {"text_bold", "title"}


def _rows_in_view(log: LogPanel, rect: pygame.Rect) -> list[str]:
    """The last rows above the scroll position once the panel is drawn (those in view at its foot)."""
    log.surface(rect, 1.0, "What happened")
    rows = [text for text, _colour in log.rows(14, rect.width - 28)]
    return rows[:len(rows) - log.scroll][-5:]


def test_a_reader_scrolled_back_keeps_their_place_while_lines_arrive(res: Resources) -> None:
    """A play-tester scrolled the log back to read a bot's turn: each new line pulled the panel
    back to the bottom. Scrolled back, the rows in view stay in view and the mark below turns
    gold; scrolled down again, the log follows new lines."""
    log = LogPanel(res)
    rect = pygame.Rect(0, 0, 400, 200)
    for i in range(40):
        log.add(f"Line {i}.")
    log.surface(rect, 1.0, "What happened")
    log.wheel(2)
    before = _rows_in_view(log, rect)
    assert "Line 39." not in before and not log.unread
    for i in range(40, 45):
        log.add(f"Line {i}.")
    assert _rows_in_view(log, rect) == before and log.unread
    log.wheel(-1000)
    assert log.scroll == 0 and not log.unread
    log.add("Line 45.")
    assert _rows_in_view(log, rect)[-1] == "Line 45."


def test_a_click_on_the_tab_below_goes_back_to_the_newest_line() -> None:
    from tests.client.table.harness import click, make_table, render, settle

    ctx, scene, link = make_table(players=4, seed=3)
    settle(ctx, scene)
    for i in range(60):
        scene.log.add(f"Line {i}.")
    lay = scene.table_layout
    scene.hover_pos = lay.log.center
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    render(scene)
    assert scene.log.scroll > 0
    click(scene, scene.log.tab_rect(lay.log, lay.scale).center)
    assert scene.log.scroll == 0 and not scene.log.unread
