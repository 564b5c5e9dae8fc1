"""Events: what happened, in order, with per-seat visibility.

Everyone sees `public`; the seats in `to` also see the fields of `private` (for example the
drawer sees which card was drawn, the others only that a card was drawn).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.decisions import plain


@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened. `kind` is a short stable name such as ``"draw"``."""

    kind: str
    public: Mapping[str, Any] = field(default_factory=dict)
    private: Mapping[str, Any] | None = None
    to: frozenset[int] = frozenset()

    def __init__(self, kind: str, public: Mapping[str, Any] | None = None, private: Mapping[str, Any] | None = None,
                 to: frozenset[int] = frozenset()) -> None:
        """Set every field (written out: compiled, the __init__ a frozen dataclass generates runs as
        Python, some 15 times slower)."""
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "public", {} if public is None else public)
        object.__setattr__(self, "private", private)
        object.__setattr__(self, "to", to)

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as plain data, as seat `seat` may see it (None: a spectator)."""
        out: dict[str, Any] = {"kind": self.kind}
        out.update(plain(self.public))
        if self.private is not None and seat is not None and seat in self.to:
            out.update(plain(self.private))
        return out
