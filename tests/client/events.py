"""Synthetic input events for driving widgets and scenes in tests."""

from __future__ import annotations

import pygame


def click_events(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    """Motion to `pos`, press and release: one click as the window would report it."""
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    """A key press."""
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def text(s: str) -> pygame.event.Event:
    """Typed (committed) text, as after IME composition."""
    return pygame.event.Event(pygame.TEXTINPUT, text=s)
