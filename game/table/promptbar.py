"""The prompt bar's buttons: how wide the bar draws each (shared by the table and the tests that
check the bar fits in every language)."""

from __future__ import annotations

from dataclasses import replace

from game.table.layout import TableLayout
from game.table.promptparts import Button
from game.ui.kit import Kit

PROMPT_BUTTON_SIZE = 17
"""The prompt buttons' label size, in base pixels (at 1280 x 720)."""


BUTTONS_SHARE = 0.68
"""The most of the bar's width the buttons take with their key hints (Elixir's four draft piles
take up to 0.66 at 1024x576, Quest's three deck buttons 0.71 to 0.83); past it the hints go, so
the question left of them keeps room to be read (the keys still work, and H lists them)."""


def prompt_button_width(kit: Kit, lay: TableLayout, button: Button, *, hinted: bool = True) -> int:
    """How wide the prompt bar draws `button`: its label, its key hint (unless not `hinted`) kept
    clear on both sides (so the label stays centred), and a margin."""
    text_w = kit.text.size(button.label, lay.px(PROMPT_BUTTON_SIZE), "text_bold")[0]
    hint_w = kit.text.size(button.hint, kit.theme.font_small)[0] + lay.px(15) if button.hint and hinted else 0
    return max(lay.px(44), text_w + 2 * hint_w + lay.px(32))  # the label kept clear of the gold trim


def hints_fit(kit: Kit, lay: TableLayout, buttons: list[Button], gap: int) -> bool:
    """Whether `buttons`, drawn with their key hints and `gap` between them, take at most
    `BUTTONS_SHARE` of the prompt bar's width."""
    return buttons_fit(kit, lay, buttons, gap)


def fitting_buttons(kit: Kit, lay: TableLayout, buttons: list[Button], gap: int) -> list[Button]:
    """`buttons` as the bar shows them: with their full labels when those fit `BUTTONS_SHARE` of
    the bar, with their key hints or else without (what a button does matters more than its
    key, which the key help lists), else with their short labels where they have one."""
    if not any(b.short for b in buttons) or buttons_fit(kit, lay, buttons, gap, hinted=False):
        return buttons
    return [replace(b, label=b.short) if b.short else b for b in buttons]


def buttons_fit(kit: Kit, lay: TableLayout, buttons: list[Button], gap: int, *, hinted: bool = True) -> bool:
    """Whether `buttons`, drawn with their key hints (unless not `hinted`) and `gap` between
    them, take at most `BUTTONS_SHARE` of the prompt bar's width."""
    total = sum(prompt_button_width(kit, lay, b, hinted=hinted) for b in buttons) + gap * max(0, len(buttons) - 1)
    return total <= lay.prompt.width * BUTTONS_SHARE
