"""Decisions (what a seat is asked) and answers (what it replies).

A decision is either a choice among explicit `options` (plain values; the answer is one of
them) or a `Pick`: choose some distinct items from a set, with the number of items taken
from an allowed list. Every value here is plain data (dict, list, str, int, bool, None), so
it crosses msgpack and JSON unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


def plain(value: Any) -> Any:
    """Return `value` as canonical plain data: tuples become lists, dict keys stay as given."""
    kind = type(value)
    if kind is int or kind is str or value is None or kind is bool:  # the common leaves, tested first
        return value
    if kind is list or kind is tuple:
        return [plain(v) for v in value]
    if kind is dict:
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


@dataclass(frozen=True, slots=True)
class Pick:
    """Choose distinct items from `among`; how many must be one of `sizes`."""

    among: tuple[int, ...]
    sizes: tuple[int, ...]

    @staticmethod
    def between(among: tuple[int, ...] | list[int], low: int, high: int) -> Pick:
        """A pick of `low` to `high` items (both included)."""
        return Pick(tuple(among), tuple(range(low, high + 1)))

    def to_plain(self) -> dict[str, Any]:
        """The pick as plain data."""
        return {"among": list(self.among), "sizes": list(self.sizes)}


@dataclass(frozen=True, slots=True)
class Decision:
    """A question addressed to one seat.

    `kind` names the question ("turn", "draft", "react", "bid"...), `prompt` carries plain
    data the client needs to phrase it. Exactly one of `options` (non-empty) and `pick` is set.
    """

    id: int
    seat: int
    kind: str
    prompt: Mapping[str, Any] = field(default_factory=dict)
    options: tuple[Any, ...] = ()
    pick: Pick | None = None

    def to_plain(self) -> dict[str, Any]:
        """The full decision, for the seat it is addressed to."""
        out: dict[str, Any] = {
            "id": self.id,
            "seat": self.seat,
            "kind": self.kind,
            "prompt": plain(self.prompt),
        }
        if self.pick is not None:
            out["pick"] = self.pick.to_plain()
        else:
            out["options"] = plain(list(self.options))
        return out

    def to_public(self) -> dict[str, Any]:
        """What every other seat may know: who is being asked what kind of question."""
        return {"id": self.id, "seat": self.seat, "kind": self.kind}


@dataclass(frozen=True, slots=True)
class Answer:
    """A seat's reply to the decision with id `decision`."""

    decision: int
    seat: int
    choice: Any

    def to_plain(self) -> list[Any]:
        """Compact form used in replay files and on the wire: ``[decision, seat, choice]``."""
        return [self.decision, self.seat, plain(self.choice)]

    @staticmethod
    def from_plain(data: Any) -> Answer:
        """Parse the compact form; raises ValueError when it is not ``[int, int, value]``."""
        if not isinstance(data, (list, tuple)) or len(data) != 3:
            raise ValueError("an answer is [decision, seat, choice]")
        decision, seat, choice = data
        if type(decision) is not int or type(seat) is not int:
            raise ValueError("an answer's decision and seat are integers")
        return Answer(decision, seat, plain(choice))
