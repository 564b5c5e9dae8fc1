"""The look of the client: palette, font sizes and spacing, scaled with the window size.

A `Theme` is an immutable value; `Theme.for_size(size)` gives the theme for a window, with
every length scaled from the 1280x720 reference so the interface keeps its proportions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Colour = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

REFERENCE_SIZE = (1280, 720)


@dataclass(frozen=True)
class Palette:
    """Named colours: night-blue and violet surfaces, gold trim, arcane cyan highlights."""

    background: Colour = (18, 20, 46)
    surface: RGBA = (38, 30, 78, 225)
    surface_top: RGBA = (62, 48, 120, 235)
    surface_edge: Colour = (214, 170, 74)
    surface_edge_dim: Colour = (120, 98, 60)
    text: Colour = (246, 240, 224)
    text_dim: Colour = (176, 170, 200)
    text_dark: Colour = (30, 22, 48)
    title: Colour = (255, 214, 110)
    accent: Colour = (112, 224, 255)
    glow: Colour = (150, 110, 255)
    button_top: Colour = (92, 86, 196)
    button_bottom: Colour = (52, 44, 128)
    button_hover_top: Colour = (126, 118, 236)
    button_hover_bottom: Colour = (74, 62, 168)
    button_pressed_top: Colour = (40, 34, 100)
    button_pressed_bottom: Colour = (62, 54, 140)
    button_disabled_top: Colour = (74, 72, 92)
    button_disabled_bottom: Colour = (52, 50, 66)
    danger: Colour = (230, 92, 92)
    success: Colour = (110, 214, 130)
    warning: Colour = (246, 190, 80)
    input_fill: RGBA = (14, 12, 36, 230)
    selection: RGBA = (112, 224, 255, 70)
    shade: RGBA = (6, 6, 20, 160)


@dataclass(frozen=True)
class Theme:
    """Palette plus sizes in pixels for the current window (already scaled)."""

    scale: float = 1.0
    palette: Palette = field(default_factory=Palette)

    @classmethod
    def for_size(cls, size: tuple[int, int]) -> Theme:
        """The theme for a window of `size`; never smaller than 60% of the reference."""
        w, h = size
        scale = max(0.6, min(w / REFERENCE_SIZE[0], h / REFERENCE_SIZE[1]))
        return cls(scale=round(scale, 3))

    def px(self, value: float) -> int:
        """A reference length (at 1280x720) in pixels for this window, at least 1."""
        return max(1, round(value * self.scale))

    # Font sizes, by role.
    @property
    def font_small(self) -> int:
        """Hints, footnotes, log lines."""
        return self.px(16)

    @property
    def font_body(self) -> int:
        """Ordinary text and buttons."""
        return self.px(21)

    @property
    def font_large(self) -> int:
        """Headings inside panels."""
        return self.px(30)

    @property
    def font_title(self) -> int:
        """The title of a scene."""
        return self.px(54)

    @property
    def font_hero(self) -> int:
        """The game's name on the title screen."""
        return self.px(104)

    # Spacing.
    @property
    def gap(self) -> int:
        """Space between neighbouring widgets."""
        return self.px(12)

    @property
    def pad(self) -> int:
        """Inner padding of panels and buttons."""
        return self.px(18)

    @property
    def radius(self) -> int:
        """Corner radius of panels and buttons."""
        return self.px(14)

    @property
    def button_height(self) -> int:
        """Height of a standard button or input."""
        return self.px(52)

    @property
    def border(self) -> int:
        """Width of the gold trim."""
        return max(1, self.px(2))
