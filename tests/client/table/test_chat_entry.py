"""The table's chat entry: Ctrl+A, and a line longer than the entry."""

from __future__ import annotations

import pygame

from game.table.chat import ChatPanel
from game.table.layout import compute
from game.table.res import Resources
from tests.client.events import key, text

LINE = "Salut Ann ! Bonne chance à toi, ça va être épique"
END = "ça va être épique"
LAYOUT = compute((1024, 576), 4, 0)  # the play-tester's window
RECT, SCALE = LAYOUT.chat, LAYOUT.scale


def typed(res: Resources, line: str) -> ChatPanel:
    """An open chat entry with `line` typed in it."""
    chat = ChatPanel(res)
    chat.toggle(True)
    chat.key(text(line))
    return chat


def entry_pixels(chat: ChatPanel) -> pygame.Surface:
    """The entry line as the panel draws it."""
    surf = chat.surface(RECT, SCALE, "Chat", "T: chat")
    return surf.subsurface(chat.entry_rect(RECT, SCALE).move(-RECT.x, -RECT.y)).copy()


def text_height(entry: pygame.Surface) -> int:
    """How many rows of the entry hold bright (text) pixels."""
    w, h = entry.get_size()
    rows = [y for y in range(h) if any(sum(entry.get_at((x, y))[:3]) > 450 for x in range(w))]
    return rows[-1] - rows[0] + 1 if rows else 0


def test_ctrl_a_in_the_chat_entry_selects_its_text_for_the_next_edit(res: Resources) -> None:
    """Ctrl+A then Backspace removed one letter; typing then appended to the rest."""
    chat = typed(res, "Wizard")
    plain = pygame.image.tobytes(entry_pixels(chat), "RGB")
    chat.key(key(pygame.K_a, pygame.KMOD_CTRL))
    assert pygame.image.tobytes(entry_pixels(chat), "RGB") != plain  # drawn as selected
    chat.key(text("Ann"))
    assert chat.text == "Ann"
    chat.key(key(pygame.K_a, pygame.KMOD_CTRL))
    chat.key(key(pygame.K_BACKSPACE))
    assert chat.text == ""


def test_a_long_chat_line_keeps_its_size_and_shows_its_end_while_typed(res: Resources) -> None:
    """A long line shrank to a tiny font and lost its end to "…": the player could not see what
    they typed. It keeps the reading size and scrolls, the caret's end in sight; it is sent whole."""
    short, long = typed(res, END), typed(res, LINE)
    assert text_height(entry_pixels(long)) == text_height(entry_pixels(short))
    other = typed(res, LINE[:-1] + "a")  # the same line but its last letter
    assert pygame.image.tobytes(entry_pixels(other), "RGB") != pygame.image.tobytes(entry_pixels(long), "RGB")
    assert long.key(key(pygame.K_RETURN)) == LINE
