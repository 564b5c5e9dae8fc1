"""Settings: name, language, window, volumes, animation speed, reduced motion, colour-blind icons,
auto-pass. Every change applies at once and is saved to the user's config directory."""

from __future__ import annotations

from typing import Any

import pygame

from game import settings as settings_mod
from game.i18n import LANGUAGE_NAMES, LANGUAGES, Translator
from game.scenes.base import MenuScene, play_sound
from game.ui import Label, Panel, Slider, TextInput, Toggle

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))


def window_sizes(desktop: tuple[int, int] | None) -> tuple[tuple[int, int], ...]:
    """The window sizes offered: those no larger than the `desktop` (all of them when it is not
    known), and the smallest whatever the desktop, in `WINDOW_SIZES`' order."""
    if desktop is None:
        return WINDOW_SIZES
    smallest = min(WINDOW_SIZES)
    return tuple(size for size in WINDOW_SIZES if size == smallest or (size[0] <= desktop[0] and size[1] <= desktop[1]))


def desktop_size() -> tuple[int, int] | None:
    """The size of the screen the window is on (the first one), or None when it is not known."""
    try:
        sizes = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None
SPEED_KEYS = {1.0: "settings.speed.normal", 2.0: "settings.speed.fast", 0.0: "settings.speed.instant"}


class SettingsScene(MenuScene):
    """Every setting, applied and saved as it changes."""

    title_key = "settings.title"

    def change(self, **changes: Any) -> None:
        """Apply one change (validated by `Settings.with_changes`)."""
        self.ctx.apply_settings(self.ctx.settings.with_changes(**changes))

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        s = self.ctx.settings
        w, h = self.ctx.size
        pw = min(w - 2 * t.pad, t.px(1100))
        top = t.px(110)
        panel = Panel(self.kit, ((w - pw) // 2, top, pw, h - top - t.px(110)), glow=True)
        self.group.add(panel)
        inner = panel.content_rect()
        col = (inner.width - 2 * t.pad) // 2
        lx, rx = inner.x, inner.x + col + 2 * t.pad
        bh, step = t.button_height, t.button_height + t.gap
        y = inner.y
        self.group.add(Label(self.kit, (lx, y, col, 10), tr("settings.name"), size=t.font_small,
                             colour=t.palette.text_dim))
        y += t.px(26)
        self.group.add(TextInput(self.kit, (lx, y, col, bh), s.name, max_length=24, placeholder=tr("settings.name"),
                                 on_change=self.set_name))
        y += step + t.px(6)
        language = self.button((lx, y, col, bh), tr("settings.language",
                                                     value=LANGUAGE_NAMES.get(s.language, s.language)),
                               self.cycle_language, hotkey=pygame.K_l, hint="L")
        y += step
        shown_w, shown_h = self.window_size()
        self.button((lx, y, col, bh), tr("settings.window", w=shown_w, h=shown_h), self.cycle_window)
        y += step
        self.group.add(Toggle(self.kit, (lx, y, col, bh), tr("settings.fullscreen"), s.fullscreen,
                              lambda v: self.change(fullscreen=v)))
        y += step
        self.button((lx, y, col, bh), tr("settings.speed", value=tr(SPEED_KEYS.get(s.animation_speed,
                                                                                   "settings.speed.normal"))),
                    self.cycle_speed)

        y = inner.y + t.px(26)
        self.group.add(Slider(self.kit, (rx, y, col, bh), tr("settings.music"), s.music_volume,
                              lambda v: self.change(music_volume=round(v, 2))))
        y += step
        self.group.add(Slider(self.kit, (rx, y, col, bh), tr("settings.effects"), s.effects_volume,
                              self.set_effects))
        y += step + t.px(6)
        self.group.add(Toggle(self.kit, (rx, y, col, bh), tr("settings.reduced_motion"), s.reduced_motion,
                              lambda v: self.change(reduced_motion=v)))
        y += step
        self.group.add(Toggle(self.kit, (rx, y, col, bh), tr("settings.colour_blind"), s.colour_blind_icons,
                              lambda v: self.change(colour_blind_icons=v)))
        y += step
        self.group.add(Toggle(self.kit, (rx, y, col, bh), tr("settings.autopass"), s.autopass,
                              lambda v: self.change(autopass=v)))
        y += step
        help_label = Label(self.kit, (rx, y, col, 10), tr("settings.autopass.help"), size=t.font_small,
                           colour=t.palette.text_dim)
        self.group.add(help_label)
        where = str(self.ctx.services.get("shown_settings_path")
                    or self.ctx.settings_path or settings_mod.config_dir() / "settings.json")
        below = max(inner.bottom - t.px(24), help_label.rect.bottom + t.px(4))  # never over the help's last line
        self.group.add(Label(self.kit, (inner.x, below, inner.width, 10),
                             tr("settings.saved_in", path=where), size=t.font_small, colour=t.palette.text_dim,
                             align="center"))
        self.button((w // 2 - t.px(150), h - t.px(90), t.px(300), bh), tr("ui.back"), self.back, hint=tr("ui.key.esc"))
        # the keys start on the first setting they can change: Settings opened with no focus shown,
        # and on the name field the L of the language would be typed into the name
        self.group.focus.focus(language)

    def set_name(self, text: str) -> None:
        """Change the player name when it is valid (`game.settings.valid_name`); else the last
        valid one stays."""
        if settings_mod.valid_name(text):
            self.change(name=text)

    def set_effects(self, value: float) -> None:
        """Change the effects volume and play a sample."""
        self.change(effects_volume=round(value, 2))
        play_sound(self.ctx, "coin")

    def cycle_language(self) -> None:
        """Next language. A name the player never chose (the language's default, "Wizard") is
        said in the new language too ("Sorcier"); a chosen one is kept."""
        old = self.ctx.settings
        language = LANGUAGES[(LANGUAGES.index(old.language) + 1) % len(LANGUAGES)]
        if old.name == Translator(old.language)("settings.default_name"):
            self.change(language=language, name=Translator(language)("settings.default_name"))
        else:
            self.change(language=language)
        self.rebuild()

    def window_size(self) -> tuple[int, int]:
        """The window's actual size (in fullscreen, the size it takes back when windowed): a
        window started with `--size` or resized by hand is not the size the settings saved. With
        no window (a test, the showcase), the size the settings ask for."""
        s = self.ctx.settings
        app: Any = self.ctx.services.get("window")
        if app is None:
            return s.window_width, s.window_height
        if not app.fullscreen:
            return self.ctx.size
        return int(app.windowed_size[0]), int(app.windowed_size[1])

    def cycle_window(self) -> None:
        """Next window size among those the screen can show, after the window's own."""
        current = self.window_size()
        sizes = window_sizes(desktop_size())
        i = sizes.index(current) + 1 if current in sizes else 0
        size = sizes[i % len(sizes)]
        self.change(window_width=size[0], window_height=size[1])
        app: Any = self.ctx.services.get("window")
        if app is not None and self.window_size() != size:
            app.apply_window(self.ctx.settings)  # the setting had that size already, not the window
        self.rebuild()

    def cycle_speed(self) -> None:
        """Next animation speed (normal, fast, instant)."""
        speeds = settings_mod.SPEEDS
        self.change(animation_speed=speeds[(speeds.index(self.ctx.settings.animation_speed) + 1) % len(speeds)])
        self.rebuild()
