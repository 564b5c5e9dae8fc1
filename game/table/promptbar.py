"""The prompt bar's buttons: how wide the bar draws each (shared by the table and the tests that
check the bar fits in every language)."""

from __future__ import annotations

from game.table.layout import TableLayout
from game.table.promptparts import Button
from game.ui.kit import Kit

PROMPT_BUTTON_SIZE = 17
"""The prompt buttons' label size, in base pixels (at 1280 x 720)."""


def prompt_button_width(kit: Kit, lay: TableLayout, button: Button) -> int:
    """How wide the prompt bar draws `button`: its label, its key hint kept clear on both sides
    (so the label stays centred), and a margin."""
    text_w = kit.text.size(button.label, lay.px(PROMPT_BUTTON_SIZE), "text_bold")[0]
    hint_w = kit.text.size(button.hint, kit.theme.font_small)[0] + lay.px(12) if button.hint else 0
    return max(lay.px(44), text_w + 2 * hint_w + lay.px(24))
