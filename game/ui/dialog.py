"""Modal dialogs: a transparent scene that dims what is below and shows a panel with buttons.

`Dialog(ctx, title, message, choices)` is pushed on the scene stack; each choice is a
(text, callback) pair; choosing pops the dialog, then calls the callback. Escape chooses the
`cancel` choice (by default the last one). With `prompt=True` the dialog holds a TextInput
(e.g. a table's password) whose text is passed to `on_text` when a choice other than the
cancel one is made. Texts are given already translated.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.scene import Scene
from game.ui.button import Button, fitting_width
from game.ui.kit import Kit, kit_for
from game.ui.label import Label, Panel
from game.ui.textinput import TextInput
from game.ui.widget import Group

if TYPE_CHECKING:
    from game.context import Context

Choice = tuple[str, Callable[[], None] | None]


class Dialog(Scene):
    """A modal message with buttons (and optionally a one-line text prompt)."""

    transparent = True

    ctx: Context
    """The app's whole context (a `game.scene.SceneContext` and more: clock, size, services)."""

    def __init__(self, ctx: Context, title: str, message: str, choices: Sequence[Choice], *,
                 cancel: int | None = None, prompt: bool = False, secret: bool = False, max_length: int = 64,
                 on_text: Callable[[str], None] | None = None, placeholder: str = "", careful: bool = False) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = message
        self.choices = list(choices) or [(ctx.tr("ui.ok"), None)]
        self.cancel = len(self.choices) - 1 if cancel is None else cancel
        self.prompt = prompt
        self.secret = secret
        self.max_length = max_length
        self.on_text = on_text
        self.placeholder = placeholder
        self.careful = careful
        """The first choice cannot be undone (cards lost, a deck deleted): the keys start on Cancel."""
        self.chosen: int | None = None
        self.group = Group()
        self.input: TextInput | None = None
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        """Where the dialog's panel is: a click outside it is not for the dialog."""
        self.appear = 0.0

    def enter(self) -> None:
        self.build()

    def resized(self, size: tuple[int, int]) -> None:
        self.build()

    def build(self) -> None:
        """Lay the dialog out for the current window size."""
        kit = kit_for(self.ctx)
        t = kit.theme
        widths = self._button_widths(kit)
        room = self.ctx.size[0] - 2 * t.pad
        w = min(room, max(t.px(620), sum(widths) + (len(widths) - 1) * t.gap + 2 * t.pad + t.px(24)))
        self.group = Group()
        msg = Label(kit, (0, 0, w - 2 * t.pad, 10), self.message, align="center")
        title_h = kit.text.size(self.title, t.font_large, "title")[1] if self.title else 0
        h = t.pad * 2 + title_h + t.gap + msg.rect.height + t.gap * 2 + t.button_height
        if self.prompt:
            h += t.button_height + t.gap
        panel = Panel(kit, (0, 0, w, h), title=self.title, glow=True)
        panel.rect.center = (self.ctx.size[0] // 2, self.ctx.size[1] // 2)
        self.panel_rect = panel.rect
        self.group.add(panel)
        y = panel.rect.y + t.pad + title_h + t.gap
        msg.rect.topleft = (panel.rect.x + t.pad, y)
        self.group.add(msg)
        y = msg.rect.bottom + t.gap
        if self.prompt:
            old = self.input.text if self.input else ""
            self.input = TextInput(kit, (panel.rect.x + t.pad, y, w - 2 * t.pad, t.button_height), old,
                                   max_length=self.max_length, secret=self.secret, placeholder=self.placeholder,
                                   on_submit=lambda _text: self.choose(0))
            self.group.add(self.input)
            y += t.button_height + t.gap
        n = len(self.choices)
        fit = (w - 2 * t.pad - (n - 1) * t.gap) / sum(widths)
        widths = [int(bw * min(1.0, fit)) for bw in widths]  # squeezed alike only on a window too narrow
        x = panel.rect.centerx - (sum(widths) + (n - 1) * t.gap) // 2
        buttons: list[Button] = []
        for i, (text, _fn) in enumerate(self.choices):
            b = Button(kit, (x, panel.rect.bottom - t.pad - t.button_height, widths[i], t.button_height),
                       text, on_click=self._chooser(i), style=self._style(i), hint=self._hint(i))
            x += widths[i] + t.gap
            self.group.add(b)
            buttons.append(b)
        start = buttons[self.cancel] if self.careful and 0 <= self.cancel < len(buttons) else buttons[0]
        self.group.focus.focus(self.input or start)

    def _style(self, index: int) -> str:
        """The look of choice `index`'s button: the first is gold, as what Enter does, except in
        a careful dialog, where it is red-trimmed ("danger"): gold marks the focused choice on
        the menus, and a gold Leave beside the focused Cancel read as selected."""
        if index != 0 or len(self.choices) < 2:
            return "normal"
        return "danger" if self.careful else "primary"

    def _hint(self, index: int) -> str:
        """The key hint of choice `index`: Esc on the cancelling choice (Esc chooses it)."""
        return self.ctx.tr("ui.key.esc") if index == self.cancel and len(self.choices) > 1 else ""

    def _button_widths(self, kit: Kit) -> list[int]:
        """Each choice's button as wide as its label and hint need (a French "Annuler" beside its
        "Échap" was squeezed into a button the size of the others), at least 160 base pixels."""
        t = kit.theme
        return [max(t.px(160), fitting_width(kit, text, self._hint(i))) for i, (text, _fn) in enumerate(self.choices)]

    def _chooser(self, index: int) -> Callable[[], None]:
        return lambda: self.choose(index)

    def choose(self, index: int) -> None:
        """Close the dialog and run the choice's callback (once)."""
        if self.chosen is not None:
            return
        self.chosen = index
        self.ctx.stack.pop()
        if self.input is not None and self.on_text is not None and index != self.cancel:
            self.on_text(self.input.text)
        fn = self.choices[index][1]
        if fn is not None:
            fn()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose(self.cancel)
            return True
        if self._outside(event):
            # a click beside a modal dialog (often the second click of the one that opened it)
            # must not take the keyboard from its text field
            return True
        self.group.handle(event)
        return True  # modal: nothing below gets input

    def _outside(self, event: pygame.event.Event) -> bool:
        """Whether `event` is a mouse press outside the dialog's panel."""
        return (event.type == pygame.MOUSEBUTTONDOWN
                and not self.panel_rect.collidepoint(getattr(event, "pos", (-1, -1))))

    def update(self, dt: float) -> None:
        self.appear = min(1.0, self.appear + dt * 6)
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        kit = kit_for(self.ctx)
        shade = kit.paint.shade(surface.get_size())
        surface.blit(shade, (0, 0))
        self.group.draw(surface)
