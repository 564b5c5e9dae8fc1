"""Ctrl+A in a text field selects its whole text, which the next edit replaces."""

from __future__ import annotations

import pygame

from game.context import Context
from game.ui import Group, TextInput, kit_for
from tests.client.events import click_events, key, text

CTRL_A = key(pygame.K_a, pygame.KMOD_CTRL)


def focused_field(ctx: Context, start: str, **more: object) -> tuple[TextInput, Group]:
    """A field holding `start`, clicked (so it has the keys)."""
    field = TextInput(kit_for(ctx), (10, 10, 300, 50), start, **more)  # type: ignore[arg-type]
    group = Group([field])
    for ev in click_events((20, 20)):
        group.handle(ev)
    assert field.focused
    return field, group


def test_ctrl_a_then_typing_replaces_the_whole_text(ctx: Context) -> None:
    """Ctrl+A then Backspace removed one letter, and typing then appended ("WizarAnn")."""
    changes: list[str] = []
    field, group = focused_field(ctx, "Wizard", on_change=changes.append)
    group.handle(CTRL_A)
    group.handle(text("Ann"))
    assert field.text == "Ann" and field.caret == 3 and changes[-1] == "Ann"


def test_ctrl_a_then_backspace_or_delete_clears_the_text(ctx: Context) -> None:
    for erase in (pygame.K_BACKSPACE, pygame.K_DELETE):
        field, group = focused_field(ctx, "Wizard")
        group.handle(key(pygame.K_HOME))
        group.handle(CTRL_A)
        group.handle(key(erase))
        assert field.text == "" and field.caret == 0
        group.handle(text("Ann"))
        assert field.text == "Ann"


def test_the_selection_is_drawn_and_an_arrow_drops_it(ctx: Context) -> None:
    """The whole text is drawn highlighted while selected; an arrow key then edits normally."""
    field, group = focused_field(ctx, "Wizard")
    field.blink = 0.9  # the caret hidden, so only the selection can differ
    plain = pygame.Surface((400, 100))
    field.draw(plain)
    group.handle(CTRL_A)
    field.blink = 0.9
    marked = pygame.Surface((400, 100))
    field.draw(marked)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(marked, "RGB")
    group.handle(key(pygame.K_LEFT))
    group.handle(key(pygame.K_BACKSPACE))
    assert field.text == "Wizad"


def test_ctrl_a_then_paste_replaces_the_text(ctx: Context) -> None:
    field, group = focused_field(ctx, "Wizard", paste=lambda: "Merlin")
    group.handle(CTRL_A)
    group.handle(key(pygame.K_v, pygame.KMOD_CTRL))
    assert field.text == "Merlin"
