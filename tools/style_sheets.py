"""The pictures of docs/ART.md besides the contact sheet: ingredient icons and the art kit.

`ingredient_sheet()` shows the 16 icons at 64 px, at 32 px, and at 32 px in greyscale (the
colour-blind check); `kit_sheet()` shows frames, backs, interface pieces and effect icons.
Both read the files under assets/, so run `python -m tools.make_assets` first.
"""

from __future__ import annotations

import pygame

import assets
from tools.fonts import font
from tools.ingredient_icons import SYMBOLS

_BG = (27, 21, 48)
_LABEL = (255, 233, 168)


def _img(rel: str) -> pygame.Surface:
    return pygame.image.load(str(assets.path(rel)))


def ingredient_sheet() -> pygame.Surface:
    """16 columns: icon at 64 px, at 32 px, at 32 px greyscale, greyscale 32 px blown up x2."""
    col = 84
    sheet = pygame.Surface((len(SYMBOLS) * col + 10, 300))
    sheet.fill(_BG)
    label = font("text_bold", 11)
    for i, key in enumerate(SYMBOLS):
        x = 10 + i * col
        sheet.blit(_img(assets.ingredient_icon(key, 64)), (x + 6, 8))
        small = _img(assets.ingredient_icon(key, 32))
        sheet.blit(small, (x + 22, 84))
        grey = pygame.transform.grayscale(small)
        sheet.blit(grey, (x + 22, 124))
        sheet.blit(pygame.transform.scale(grey, (64, 64)), (x + 6, 164))
        words = key.replace("_", " ").split()
        for j, line in enumerate((" ".join(words[:2]), " ".join(words[2:]))):
            text = label.render(line, True, _LABEL)
            sheet.blit(text, (x + (76 - text.get_width()) // 2, 236 + j * 14))
    return sheet


def kit_sheet() -> pygame.Surface:
    """Frames, backs, interface pieces and effect icons on the table background."""
    w, h = 1580, 600
    sheet = pygame.transform.smoothscale(_img("ui/table.png"), (w, h))
    card = tuple(round(v * 0.44) for v in assets.layout()["card_size"])
    frames = [assets.frame("spell", level=lv) for lv in range(1, 5)]
    frames += [assets.frame("ingredient"), assets.frame("object", magical=True),
               assets.frame("object", magical=False), assets.frame("transaction")]
    backs = [assets.card_back("find")] + [assets.card_back("spell", lv) for lv in range(1, 5)]
    x = 14
    for rel in frames + backs:
        sheet.blit(pygame.transform.smoothscale(_img(rel), card), (x, 14))
        x += card[0] + 10
    y = 14 + card[1] + 24
    x = 14
    for rel in ("ui/plaque.png", "ui/plaque_active.png", "ui/button_normal.png", "ui/button_hover.png",
                "ui/button_pressed.png", "ui/button_disabled.png", "ui/panel.png", "ui/panel_parchment.png"):
        img = _img(rel)
        sheet.blit(img, (x, y))
        x += img.get_width() + 12
    y += 110
    x = 14
    for rel in ("ui/highlight_playable.png", "ui/highlight_selected.png", "ui/highlight_target.png"):
        glow = pygame.transform.smoothscale(_img(rel), (card[0] + 14, card[1] + 14))
        sheet.blit(glow, (x, y))
        sheet.blit(pygame.transform.smoothscale(_img(assets.card_back("find")), card), (x + 7, y + 7))
        x += card[0] + 30
    icons = sorted(p.relative_to(assets.path("")).as_posix() for p in assets.path("effects").glob("*.png"))
    icons += sorted(p.relative_to(assets.path("")).as_posix() for p in assets.path("icons").glob("*.png"))
    icons.append("ui/cursor_ring.png")
    ix, iy = x + 10, y
    for rel in icons:
        sheet.blit(_img(rel), (ix, iy))
        ix += 70
        if ix > w - 70:
            ix, iy = x + 10, iy + 70
    return sheet
