"""The tag a seat's panel wears while its player's window is gone (left the table or lost its
connection): an unplugged plug and "Connection lost" until the host's grace period ends, then
"Bot playing" while a bot plays the seat, dimmed, hanging from the panel's bottom-right corner.
Every game's table draws it the same way; without it only the log said so, and the panel looked
as before.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.table.res import DIM, Resources

TAG_FILL = (28, 20, 48)
"""The tag's ground: the plaques' dark purple."""


SEAT_TAG_TEXTS = {"bot": "table.seat.bot_playing", "away": "table.seat.away"}
"""Each kind of seat tag (`game.table.presence.Presence.tags`) and the catalog key of its text."""


def draw_seat_tag(surface: pygame.Surface, res: Resources, panel: pygame.Rect, kind: str, tr: Callable[[str], str],
                  px: Callable[[float], int]) -> pygame.Rect:
    """Draw the tag of `kind` ("bot" or "away": `SEAT_TAG_TEXTS`) under the seat's `panel`."""
    return draw_bot_tag(surface, res, panel, tr(SEAT_TAG_TEXTS[kind]), px)


def bot_tag_rect(panel: pygame.Rect, size: tuple[int, int], px: Callable[[float], int]) -> pygame.Rect:
    """Where a tag of `size` hangs: right-aligned under `panel`, its top over the panel's frame."""
    r = pygame.Rect((0, 0), size)
    r.topright = (panel.right - px(12), panel.bottom - px(6))
    return r


def draw_plug(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """An unplugged plug in `rect`: its cable from the left, the body, two prongs to the right."""
    h = rect.height
    line = max(1, h // 8)
    body = pygame.Rect(0, 0, rect.width * 5 // 12, h * 3 // 5)
    body.midleft = (rect.x + rect.width * 3 // 12, rect.centery)
    pygame.draw.line(surface, colour, (rect.x, rect.centery + h // 4), (body.left, body.centery), line)
    pygame.draw.rect(surface, colour, body, border_radius=max(1, h // 6))
    for dy in (-h // 7, h // 7):
        y = body.centery + dy
        pygame.draw.line(surface, colour, (body.right, y), (rect.right, y), line)


def draw_bot_tag(surface: pygame.Surface, res: Resources, panel: pygame.Rect, text: str,
                 px: Callable[[float], int]) -> pygame.Rect:
    """Draw the tag saying a bot plays the seat of `panel` (`text`: "Bot playing" in the
    player's language); returns where it is."""
    label = res.text(text, px(12), DIM, "text_italic")
    icon = pygame.Rect(0, 0, px(14), px(12))
    size = (px(8) + icon.width + px(4) + label.get_width() + px(9), max(label.get_height(), icon.height) + px(2))
    rect = bot_tag_rect(panel, size, px)
    pygame.draw.rect(surface, TAG_FILL, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, DIM, rect, max(1, px(1)), border_radius=rect.height // 2)
    icon.midleft = (rect.x + px(8), rect.centery)
    draw_plug(surface, icon, DIM)
    surface.blit(label, label.get_rect(midleft=(icon.right + px(4), rect.centery)))
    return rect
