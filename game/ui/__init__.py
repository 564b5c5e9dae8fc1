"""The shared widget kit of the client: theme, fonts, and themed widgets.

Every widget is a plain object with `rect`, `handle(event) -> bool`, `update(dt)` and
`draw(surface)`; widgets never read the wall clock and are given already-translated text.
Get the kit (theme, fonts, text cache, painter) with `kit_for(ctx)`.

    from game.ui import Button, Group, kit_for
    kit = kit_for(ctx)
    group = Group([Button(kit, (20, 20, 200, kit.theme.button_height), ctx.tr("title.quit"), on_quit)])
"""

from game.ui.button import Button, fitting_width
from game.ui.controls import Slider, Toggle
from game.ui.dialog import Dialog
from game.ui.fonts import Fonts, TextCache, safe_text
from game.ui.kit import Kit, kit_for
from game.ui.label import Label, Panel
from game.ui.listview import ListView, Row
from game.ui.textinput import TextInput
from game.ui.theme import Palette, Theme
from game.ui.toast import Toast, Toasts
from game.ui.widget import FocusGroup, Group, Widget

__all__ = [
    "Button", "Dialog", "FocusGroup", "Fonts", "Group", "Kit", "Label", "ListView", "Palette", "Panel", "Row",
    "Slider", "TextCache", "TextInput", "Theme", "Toast", "Toasts", "Toggle", "Widget", "fitting_width", "kit_for",
    "safe_text",
]
