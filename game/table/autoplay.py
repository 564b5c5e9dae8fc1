"""The autoplay driver: a bot plays the table's seat through the same input a person uses.

Interface (for `play --demo`):

    from engine.bots import make_bot
    from game.table import AutoPlayer, TableScene
    scene = TableScene(ctx, link, autoplay=AutoPlayer(make_bot("random", seed)),
                       on_finished=lambda result: ...)   # e.g. quit for --exit-at-end

The scene calls `AutoPlayer.update(scene, dt)` at the end of each of its updates. When the
scene is idle (every event shown, animations over) and offers a prompt, the driver waits a
moment as a person would, asks the bot for a choice, giving it exactly the link's latest view
(`scene.state.view`) and the decision being asked (`scene.prompt.decision`), asks the prompt
for the steps a person would take (`Prompt.plan`), and performs them one by one, a short
pause apart, as synthetic mouse events (motion, press, release on the card, pile, plaque or
button) and key presses given to `scene.handle`. It never calls the link or the engine.
Pauses are game time, so they follow the speed setting and tests step them with the clock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from engine.bots.base import Bot
from game.table.promptparts import Step

if TYPE_CHECKING:
    import pygame

    from game.context import Context
    from game.link import LinkState
    from game.table.effects import Effects


class PlannedPrompt(Protocol):
    """The prompt of the decision being answered, as the driver uses it."""

    @property
    def id(self) -> int:
        """The decision's id."""
        ...

    @property
    def decision(self) -> dict[str, Any]:
        """The decision as the host sent it (what the bot is asked)."""
        ...

    def plan(self, choice: Any) -> list[Step]:
        """The input steps a person would take to give `choice` (none: it cannot be given)."""
        ...


class PlayedTable(Protocol):
    """What the driver reads of the table scene it plays, and the input it gives it
    (`game.table.base.TableBase`)."""

    @property
    def ctx(self) -> Context:
        """The app's context (its game clock times the driver's pauses)."""
        ...

    @property
    def prompt(self) -> PlannedPrompt | None:
        """The prompt of the seat's decision being answered, or None."""
        ...

    @property
    def idle(self) -> bool:
        """Whether every received update has been shown."""
        ...

    @property
    def effects(self) -> Effects:
        """The table's running animations."""
        ...

    @property
    def state(self) -> LinkState:
        """What the link has received (its latest `view`)."""
        ...

    @property
    def shown(self) -> dict[str, Any] | None:
        """The view on screen."""
        ...

    def input_for(self, step: Step) -> list[pygame.event.Event]:
        """The mouse or key events a person would make for `step`."""
        ...

    def show_cursor(self, pos: tuple[int, int] | None) -> None:
        """Draw the driver's pointer at `pos`, or none."""
        ...

    def handle(self, event: pygame.event.Event) -> bool:
        """Take one input event, as from the player."""
        ...


class AutoPlayer:
    """Plays the scene's seat with `bot`. `think` is the pause before acting on a new
    decision, `gap` the pause between two input steps (seconds of game time)."""

    def __init__(self, bot: Bot, *, think: float = 0.6, gap: float = 0.3) -> None:
        self.bot = bot
        self.think = think
        self.gap = gap
        self.steps: list[Step] = []
        self.decision: int | None = None
        self.next_at: float | None = None
        self.failures = 0
        self.performed = 0

    def update(self, scene: PlayedTable, dt: float) -> None:
        """Act if it is time to: start on a new decision, or perform the next step."""
        now = scene.ctx.clock.now
        prompt = scene.prompt
        if prompt is None or not scene.idle:
            self.steps = []
            self.decision = None
            self.next_at = None
            return
        if self.decision != prompt.id:
            self.decision = prompt.id
            self.steps = []
            self.next_at = now + self.think
            return
        if self.next_at is None or now < self.next_at or scene.effects.busy(now) and not self.steps:
            return
        if not self.steps:
            view = scene.state.view or scene.shown or {}
            choice = self.bot.choose(view, prompt.decision)
            self.steps = prompt.plan(choice)
            if not self.steps:
                self.failures += 1
                self.next_at = now + 1.0
                return
        step = self.steps.pop(0)
        events = scene.input_for(step)
        if not events and step[0] != "key":
            self.failures += 1
        for event in events:
            if hasattr(event, "pos"):
                scene.show_cursor(event.pos)
            scene.handle(event)
        self.performed += 1
        self.next_at = now + self.gap
