"""The prompt keys, by meaning: a key means the same thing in every prompt.

A player who presses the pass key twice, because a second prompt appeared under their
finger, must not have answered the second prompt with something else: so "pass" is always
P, "no" (decline, stay out, sell nothing) is always N, and no answer that costs the player
anything (give 2 Finds, bid) shares a key with either. Number keys choose by meaning too:
in the draft, the digit is the level of the pile; when choosing a player, it is the seat
number shown on the seat panels (`seat_number`), never a button's position.

The table's own keys (F skip, V speed, T chat, H help, Z zoom, A auto-pass, arrows, Space,
Enter, Esc, Tab) are taken before a prompt sees a key, so no meaning here uses them.
"""

from __future__ import annotations

import pygame

PASS = pygame.K_p
"""Pass a reaction window or an auction bid."""
END_TURN = pygame.K_e
"""End the turn."""
DECLINE = pygame.K_n
"""Say no to a pick that allows none (stay out, sell nothing, done trading)."""

WORDS: dict[str, int] = {
    "suffer": pygame.K_s,
    "pay": pygame.K_g,
    "face_up": pygame.K_u,
    "face_down": pygame.K_d,
}
"""Keys of the word answers: suffer a forfeit (S), give 2 Finds instead (G: never P or N),
show an auction lot face up (U) or face down (D)."""

TABLE_KEYS = frozenset({pygame.K_f, pygame.K_v, pygame.K_t, pygame.K_h, pygame.K_F1, pygame.K_z, pygame.K_a})
"""Keys the table takes for itself before any prompt."""


def seat_number(seat: int) -> int:
    """The number shown on `seat`'s panel (seats count from 1 on screen)."""
    return seat + 1


def digit(n: int) -> int | None:
    """The key of the digit `n` (1 to 9), or None."""
    return pygame.K_0 + n if 1 <= n <= 9 else None


def level_key(level: int) -> int | None:
    """The key that takes a spell from the pile of `level` in the draft."""
    return digit(level)


def seat_key(seat: int) -> int | None:
    """The key that chooses the player at `seat`: the digit shown on their panel."""
    return digit(seat_number(seat))


def hint(key: int | None) -> str:
    """The label of `key` as shown on a button ("P", "1")."""
    return pygame.key.name(key).upper() if key is not None else ""
