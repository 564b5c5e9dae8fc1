"""Images from the assets, loaded once and cached by (file, size) for one app.

Missing files give a visible placeholder (a magenta square) and one log line instead of a
crash, so a half-installed asset folder never stops the game.
"""

from __future__ import annotations

import logging

import pygame

log = logging.getLogger("game.resources")


class Resources:
    """Cached, display-converted images."""

    def __init__(self) -> None:
        self._images: dict[tuple[str, tuple[int, int] | None], pygame.Surface] = {}

    def image(self, rel: str, size: tuple[int, int] | None = None, *, alpha: bool = True) -> pygame.Surface:
        """The asset at `rel` (relative to assets/), smooth-scaled to `size` when given."""
        key = (rel, size)
        surf = self._images.get(key)
        if surf is not None:
            return surf
        base = self._images.get((rel, None))
        if base is None:
            base = self._load(rel, alpha)
            self._images[(rel, None)] = base
        surf = base if size is None else pygame.transform.smoothscale(base, size)
        self._images[key] = surf
        return surf

    def cover(self, rel: str, size: tuple[int, int]) -> pygame.Surface:
        """The image scaled to fill `size` entirely (cropped to keep its proportions)."""
        key = (f"cover:{rel}", size)
        surf = self._images.get(key)
        if surf is not None:
            return surf
        base = self.image(rel, alpha=False)
        bw, bh = base.get_size()
        scale = max(size[0] / bw, size[1] / bh)
        scaled = pygame.transform.smoothscale(base, (max(1, round(bw * scale)), max(1, round(bh * scale))))
        surf = pygame.Surface(size)
        surf.blit(scaled, ((size[0] - scaled.get_width()) // 2, (size[1] - scaled.get_height()) // 2))
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        self._images[key] = surf
        return surf

    def _load(self, rel: str, alpha: bool) -> pygame.Surface:
        try:
            import assets

            surf = pygame.image.load(str(assets.path(rel)))
        except (ImportError, FileNotFoundError, pygame.error) as exc:
            log.warning("image %s unavailable: %s", rel, exc)
            surf = pygame.Surface((64, 64))
            surf.fill((200, 0, 200))
            return surf
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha() if alpha else surf.convert()
        return surf
