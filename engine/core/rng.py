"""A small seeded pseudo-random generator that lives inside a game state.

SplitMix64: its whole state is one integer, so it copies and hashes for free, and its
output does not depend on the Python version (unlike `random.Random.shuffle`), which keeps
replay files valid across interpreter upgrades.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """Deterministic generator: the same seed always yields the same sequence."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)``; ``n`` must be positive."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        """Return one element of a non-empty sequence, uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """Return ``k`` distinct elements of ``items`` in random order."""
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def copy(self) -> Rng:
        """Return an independent generator in the same state."""
        return Rng(self.state)

    def __copy__(self) -> Rng:
        return self.copy()  # (the copy module's own way needs Rng() without a seed)

    def __deepcopy__(self, memo: dict[int, object]) -> Rng:
        return self.copy()

    def __repr__(self) -> str:
        return "Rng(<hidden>)"
