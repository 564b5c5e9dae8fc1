"""Keys typed ahead of the question they answer: `TypeAhead`.

While the table plays the events of an answer (or waits for the next question), its prompt
is hidden and a key meant for it used to be lost: a player who picks a spell with G and at
once presses 4 for the next pick saw nothing happen. The table now holds such keys for a
moment and gives them to the prompt when it shows, but only when that prompt is the one they
were typed for: the same decision if one was open (hidden by the animation), or else a new
decision of the kind the player has just answered (the next draft pick, the next gold card).
A question of another kind (a reaction window popping up in between) gets nothing: a digit
meant for a pick must not choose a card to play. Keys older than `TYPE_AHEAD_SECONDS` are
dropped, and a held key that answers its prompt drops the ones behind it. So are the keys typed
before the table shows something that changes the question (`interrupt`: a new turn, a fight's
outcome, a new round), though the next question is of the same kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

TYPE_AHEAD_SECONDS = 10.0
"""Seconds of game time a held key waits for its prompt: the other players' draft picks of a
six-seat table, played one after another at 1x, take about eight (at 2 s, a Dutch tester's
number typed for the next pick of a 5-seat draft was lost every time). What keeps a key from
answering the wrong question is the match on the decision, not this time."""

DOUBLE_TAP_SECONDS = 0.3
"""A key pressed again this soon after it answered a question is a double tap, not a choice for
the next question: it is swallowed (an Italian tester's quick "2 2" at the draft took a second
spell, at a pick never seen; typing the next pick ahead, a player presses another key, later)."""

TYPE_AHEAD_LIMIT = 4
"""Keys held at most (a Magicoa bid is two numbers and Enter)."""

TYPED_KEYS = frozenset({
    *range(pygame.K_0, pygame.K_9 + 1), *range(pygame.K_a, pygame.K_z + 1),
    pygame.K_KP0, pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4,
    pygame.K_KP5, pygame.K_KP6, pygame.K_KP7, pygame.K_KP8, pygame.K_KP9,
    pygame.K_MINUS, pygame.K_EQUALS, pygame.K_RIGHTPAREN, pygame.K_KP_MINUS, pygame.K_KP_PLUS,
    pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE,
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
})
"""Keys that answer prompts and may be held; Escape, the function keys and the table's own
keys (F, V, T, H, Z, A: taken before anything is held) are never held."""


@dataclass(frozen=True)
class Expected:
    """What prompt held keys are for: `decision` (an id) if one was open, else any new decision
    of `kind` (the kind last answered)."""

    kind: str
    decision: int | None = None

    def matches(self, prompt: Any) -> bool:
        """Whether `prompt` (a game's prompt: `.id`, `.kind`) is the one the keys were typed for."""
        if self.decision is not None:
            return bool(prompt.id == self.decision)
        return bool(prompt.kind == self.kind)


class TypeAhead:
    """The keys held for the next prompt (see the module docstring). The table calls `hold`
    with a key its prompt could not take, `answered` when it sends an answer, and `due` when
    its prompt shows, and presses the keys `due` returns, in order, while the prompt stays."""

    def __init__(self) -> None:
        self._keys: list[tuple[int, float]] = []
        self._expected: Expected | None = None
        self._last_kind: str | None = None
        self._pressed: tuple[int, float] | None = None
        self._answered_by: tuple[int, float] | None = None

    def pressed(self, key: int, now: float) -> None:
        """The player pressed `key` at `now` (every key, before the table handles it)."""
        self._pressed = (key, now)

    def answered(self, kind: str, now: float | None = None) -> None:
        """The table sent an answer to a decision of `kind` (at `now`): keys typed now are for the
        next one, but for the key that sent it, pressed again at once (`DOUBLE_TAP_SECONDS`)."""
        self._last_kind = kind
        self._keys.clear()
        self._expected = None
        by_key = now is not None and self._pressed is not None and self._pressed[1] == now
        self._answered_by = self._pressed if by_key else None

    def interrupt(self) -> None:
        """Something the player must see first was shown (the table's `TYPE_AHEAD_BREAKS`): the
        keys typed before it are dropped; keys typed after it are held as before."""
        self._keys.clear()
        self._expected = None

    def hold(self, key: int, now: float, prompt: Any, shown: bool) -> bool:
        """Hold `key`, pressed at `now` while `prompt` (or None) is not `shown`; False if it is
        not a key to hold or nothing is expected (no answer sent yet, or the prompt is shown).
        True also for a double tap of the key that sent the last answer, swallowed, not held."""
        if shown or key not in TYPED_KEYS or len(self._keys) >= TYPE_AHEAD_LIMIT:
            return False
        tapped = self._answered_by
        if not self._keys and tapped is not None and tapped[0] == key and now - tapped[1] <= DOUBLE_TAP_SECONDS:
            return True  # a double tap of the key that answered: swallowed, not held
        if not self._keys:
            if prompt is not None:
                self._expected = Expected(str(prompt.kind), int(prompt.id))
            elif self._last_kind is not None:
                self._expected = Expected(self._last_kind)
            else:
                return False
        self._keys.append((key, now))
        return True

    def due(self, now: float, prompt: Any) -> list[int]:
        """The held keys to press now that `prompt` shows (none if it is not theirs or they are
        stale); the rest are forgotten either way."""
        keys = [key for key, at in self._keys if now - at <= TYPE_AHEAD_SECONDS]
        expected = self._expected
        self._keys.clear()
        self._expected = None
        if not keys or expected is None or not expected.matches(prompt):
            return []
        return keys

    def waiting(self) -> bool:
        """Whether any key is held."""
        return bool(self._keys)
