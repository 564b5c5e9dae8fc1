"""The pieces every game's prompt is made of: a clickable spot, a prompt-bar button, an
answer, and one planned input step (for the autoplay driver)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Spot:
    """A clickable thing on the table: a zone name and what in it."""

    zone: str
    ident: int


@dataclass
class Button:
    """A prompt button. `ident` is stable (the autoplay driver presses buttons by it). `short`,
    when given, is a shorter label the bar shows instead of `label` when the buttons' full
    labels would crowd it (`game.table.promptbar.fitting_buttons`)."""

    ident: str
    label: str
    enabled: bool = True
    hotkey: int | None = None
    hint: str = ""
    primary: bool = False
    cancel: bool = False
    short: str = ""


@dataclass(frozen=True)
class Reply:
    """A legal answer to the prompt's decision."""

    decision: int
    choice: Any


Step = tuple[str, Any]
"""One input step: ("spot", Spot), ("button", ident) or ("key", pygame key code)."""
