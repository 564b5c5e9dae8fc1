"""The Elixir Arcade palette (documented in docs/ART.md): one place for every named colour."""

from __future__ import annotations

from tools.draw import hex_color

NIGHT = hex_color("#1b1530")
"""Deep violet night: table shadows, card backs, panel fill."""
VIOLET = hex_color("#3b2a6b")
ARCANE = hex_color("#3d55c4")
GOLD = hex_color("#f2c14e")
GOLD_DARK = hex_color("#9a6a1c")
GOLD_LIGHT = hex_color("#ffe9a8")
PARCHMENT = hex_color("#f6e8c8")
PARCHMENT_SHADE = hex_color("#e3cb98")
INK = hex_color("#2a1e14")
SILVER = hex_color("#b9b4aa")
WOOD = hex_color("#7a6450")
WOOD_DARK = hex_color("#4a3a2c")
MOSS = hex_color("#2f6a45")
COPPER = hex_color("#b8642a")
TEAL = hex_color("#1e6e74")

LEVEL_COLORS: dict[int, tuple[int, int, int]] = {
    1: hex_color("#35b779"),  # emerald
    2: hex_color("#3a9ff0"),  # azure
    3: hex_color("#a35ae6"),  # amethyst
    4: hex_color("#e0474c"),  # ruby
}
"""Spell level -> its potion colour (frame accents, back, bottles)."""

LEVEL_GEMS: dict[int, str] = {1: "emerald", 2: "azure", 3: "amethyst", 4: "ruby"}
