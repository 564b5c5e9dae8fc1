"""The key help panel (H) every table draws over itself, with its own lines."""

from __future__ import annotations

import pygame

from game.table.layout import TableLayout
from game.table.res import DIM, GOLD_LIGHT, WHITE, Resources


def draw_help_panel(surface: pygame.Surface, res: Resources, lay: TableLayout, title: str, lines: list[str],
                    footer: str = "") -> None:
    """A panel of key help, centred on the table: a `title`, one line per entry of `lines`, and
    a dimmed `footer` (how to close it) when given."""
    size = lay.px(16)
    imgs = [res.text(t, size, WHITE) for t in lines]
    if footer:
        imgs.append(res.text(footer, size, DIM, "text_italic"))
    head = res.text(title, lay.px(24), GOLD_LIGHT, "title", shadow=1)
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
