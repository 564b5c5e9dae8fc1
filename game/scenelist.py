"""The names of the scenes the showcase can build (`game.showcase.build_scene`) and the
`screenshot` command can render; kept apart so the command lists them without loading pygame."""

from __future__ import annotations

SCENES = ("table", "menu", "title", "games", "newgame", "lan", "lobby", "results", "settings", "rules")
"""Every showcase scene, in the order the screenshot command lists them."""
