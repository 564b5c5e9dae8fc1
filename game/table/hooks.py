"""What a game's table provides to the shared table scene: `TableHooks`.

`game.table.base.TableBase` plays the link's updates, sends answers, lays out the prompt bar
and takes the input every table shares; what differs from game to game it asks of the methods
here, each marked "(override)": the layout, how an event plays and a view is taken in, the
prompt, what lies under the mouse, the game's own clicks and keys. A method with a body is a
default a game may keep.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.link import ChatLine, LinkUpdate
from game.scene import Scene
from game.table.layout import TableLayout
from game.table.promptparts import Button as PromptButton


class TableHooks(Scene):
    """The overridable part of a table scene (see the module docstring)."""

    @property
    def table_layout(self) -> TableLayout:
        """The shared regions of the table (log, chat, prompt bar, seats) (override)."""
        raise NotImplementedError

    def play_event(self, event: dict[str, Any], animate: bool) -> float:
        """Show one event (animated or not); return how long the next waits (override)."""
        raise NotImplementedError

    def record_event(self, event: dict[str, Any]) -> None:
        """Take in what an event of the past leaves behind (its log line) without showing it
        happen: the story of a game joined under way (override; `play_event` does it too)."""
        raise NotImplementedError

    def retell(self, history: Sequence[dict[str, Any]]) -> None:
        """Take in a snapshot's story (`LinkUpdate.history`), oldest event first, before its
        view is shown (override where a line needs more than the event, as Magicoa's row)."""
        for event in history:
            self.record_event(event)

    def history_told(self) -> None:
        """A snapshot's story (`LinkUpdate.history`, maybe none) has been told (override to add
        a line after it)."""

    def show_update(self, update: LinkUpdate) -> None:
        """Take in the view and decisions of an update whose events have played (override)."""
        raise NotImplementedError

    def new_prompt(self, decision: dict[str, Any]) -> Any:
        """The game's prompt for one of the seat's decisions (override)."""
        raise NotImplementedError

    def to_prompt(self, decisions: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Which of the seat's unanswered decisions get a prompt, in order (override: a game may
        settle some by itself)."""
        return decisions

    def new_game(self) -> None:
        """A rematch's new game is about to be shown: forget what is the last game's own
        (override; `TableBase` has already forgotten its answers, its end, its prompt and the
        card shown up close)."""

    def game_over_shown(self) -> bool:
        """Whether the view shown is the end of the game (override)."""
        raise NotImplementedError

    def spot_at(self, pos: tuple[int, int]) -> Any:
        """The clickable thing under `pos`, if any (override)."""
        return None

    def spot_point(self, spot: Any) -> tuple[int, int] | None:
        """Where to click to hit `spot` (override)."""
        return None

    def click(self, event: pygame.event.Event) -> bool:
        """A mouse press on the table that no shared part took (override)."""
        return False

    def game_key(self, key: int) -> bool:
        """A key press that no shared key took (override)."""
        return False

    def overlay_input(self, event: pygame.event.Event) -> bool:
        """Input taken by an open overlay (a zoomed card...) before anything else (override)."""
        return False

    def extra_buttons(self) -> list[PromptButton]:
        """Buttons of the table's own after the prompt's (override)."""
        return []

    def chat_suffix(self, line: ChatLine) -> str | None:
        """Text a game adds after a seat's chat line (override)."""
        return None

    def before_pump(self) -> None:
        """Called each update before queued events are played (override)."""
