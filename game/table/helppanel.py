"""The key help panel (H) every table draws over itself, with its own lines."""

from __future__ import annotations

import pygame

from game.table.layout import TableLayout
from game.table.res import DIM, GOLD_LIGHT, WHITE, Resources, heading_role


def draw_help_panel(surface: pygame.Surface, res: Resources, lay: TableLayout, title: str, lines: list[str],
                    footer: str = "") -> None:
    """A panel of key help, centred on the table: a `title`, one line per entry of `lines`, and
    a dimmed `footer` (how to close it) when given."""
    size = lay.px(16)
    room = lay.table.width - lay.px(60)
    # a line too long for the table goes on under itself, indented (squeezed, it read thin)
    wrapped = [(k, part) for line in lines for k, part in enumerate(res.wrap(line, size, room))]
    imgs = [res.text(part, size, WHITE) if not k else _indented(res.text(part, size, WHITE), lay.px(16))
            for k, part in wrapped]
    if footer:
        imgs.append(res.text(footer, size, DIM, "text_italic"))
    head = res.text(title, lay.px(24), GOLD_LIGHT, heading_role(lay.px(24)), shadow=1)
    w = min(lay.table.width - lay.px(20), max(i.get_width() for i in imgs) + lay.px(40))
    h = head.get_height() + sum(i.get_height() + lay.px(4) for i in imgs) + lay.px(36)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = lay.table.center
    surface.blit(res.nine_slice("ui/panel.png", rect.size, lay.px(24)), rect.topleft)
    surface.blit(head, (rect.x + lay.px(20), rect.y + lay.px(14)))
    y = rect.y + lay.px(20) + head.get_height()
    for img in imgs:
        if img.get_width() > w - lay.px(40):
            img = pygame.transform.smoothscale(img, (w - lay.px(40), img.get_height()))
        surface.blit(img, (rect.x + lay.px(20), y))
        y += img.get_height() + lay.px(4)


def _indented(img: pygame.Surface, by: int) -> pygame.Surface:
    """`img` on a transparent surface `by` px wider, moved right by that much."""
    out = pygame.Surface((img.get_width() + by, img.get_height()), pygame.SRCALPHA)
    out.blit(img, (by, 0))
    return out
