"""`SpotPrompt`: what the prompts of the spot-clicking tables (Magicoa's, Elixir Quest's) share:
the keyboard's focus over the prompt's `focusables()`, the spots that glow, what is picked, the
buttons by name. A subclass provides `focusables()`, `buttons()` and its input."""

from __future__ import annotations

from typing import Any

from game.table.promptparts import Button, Reply, Spot


class SpotPrompt:
    """The shared part of a spot prompt (see the module text)."""

    picked: list[int]
    focus: int

    def focusables(self) -> list[Spot]:
        """What the arrow keys move between, in order (override)."""
        return []

    def buttons(self) -> list[Button]:
        """The prompt bar's buttons, left to right (override)."""
        return []

    def button(self, ident: str) -> Button | None:
        """The button called `ident`, if shown."""
        return next((b for b in self.buttons() if b.ident == ident), None)

    def focused(self) -> Spot | None:
        """The spot the keyboard's focus is on, if any."""
        spots = self.focusables()
        return spots[self.focus % len(spots)] if spots else None

    def glowing(self) -> list[Spot]:
        """The spots a click answers or picks."""
        return self.focusables()

    def selected(self) -> list[int]:
        """What is picked so far, in order."""
        return list(self.picked)

    def escape_clears(self) -> bool:
        """Whether Escape puts back what is picked (a placement, two gold cards: quickly picked
        again) rather than opening the game menu; a prompt whose picks take long to make says
        no (override)."""
        return True

    def auto(self) -> Reply | None:
        """An answer the table gives by itself: none (every decision is the player's)."""
        return None

    def plan(self, choice: Any) -> list[tuple[str, Any]]:
        """The steps a person takes to answer `choice` (override)."""
        return []
