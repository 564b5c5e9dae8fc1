"""Decisions (what a seat is asked) and answers (what it replies).

A decision is either a choice among explicit `options` (plain values; the answer is one of
them) or a `Pick`: choose some distinct items from a set, with the number of items taken
from an allowed list. Every value here is plain data (dict, list, str, int, bool, None), so
it crosses msgpack and JSON unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


def plain(value: Any) -> Any:
    """Return `value` as canonical plain data: tuples become lists, dict keys stay as given."""
    kind = type(value)
    if kind in PLAIN_LEAVES:  # the common leaves, tested first
        return value
    # A leaf inside a container is kept as it is without a call (most options and events are
    # maps of ints and strs): the same result as calling `plain` on it, at a fraction of the cost.
    if kind is list or kind is tuple:
        return [v if type(v) in PLAIN_LEAVES else plain(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in PLAIN_LEAVES else plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


def same_plain(a: Any, b: Any) -> bool:
    """True when `a` and `b` are the same plain data: the same type and value, recursively.

    This is the only equality used to match an answer against an option. Unlike ``==`` it
    tells ``True`` from ``1`` and ``2.0`` from ``2`` (msgpack carries all three), in lists and
    in dict keys and values alike. Lists and tuples count as the same kind (both are lists
    on the wire); anything that is not plain data (sets, objects...) is never the same as
    anything.
    """
    kind_a, kind_b = type(a), type(b)
    if kind_a in _SEQUENCES:
        return (kind_b in _SEQUENCES and len(a) == len(b)
                and all(same_plain(x, y) for x, y in zip(a, b, strict=True)))
    if kind_a is not kind_b:
        return False
    if kind_a is dict:
        if len(a) != len(b):
            return False
        keys_b = {(type(k), k): k for k in b}
        for key, value in a.items():
            other = keys_b.get((type(key), key))
            if other is None and (type(key), key) not in keys_b:
                return False
            if not same_plain(value, b[other]):
                return False
        return True
    if a is None or kind_a in _LEAVES:
        return bool(a == b)
    return False


def plain_index(options: Sequence[Any], choice: Any, *, canonical: bool = False) -> int | None:
    """The index of the first option that is `same_plain` as `choice`, or None.

    `canonical` says that the options and the choice are `plain`'s output (lists, never
    tuples, at any depth), as the step machine's are: lists and dicts are then compared in C
    first, since between such values `same_plain` implies ``==`` (not the converse: ``True ==
    1``), and `same_plain` only confirms a match."""
    kind = type(choice)
    if kind in PLAIN_LEAVES:
        for i, option in enumerate(options):
            if type(option) is kind and option == choice:
                return i
        return None
    if canonical and (kind is list or kind is dict):
        for i, option in enumerate(options):
            if option == choice and same_plain(option, choice):
                return i
        return None
    return next((i for i, option in enumerate(options) if same_plain(option, choice)), None)


def same_shape(choice: Any, option: Any) -> bool:
    """True when `choice` has the plain-data types of `option`, whatever its values.

    Leaves must be of the same type (``True`` is not shaped like ``1``); a dict is shaped
    like a dict with the same keys whose values are shaped alike; a list is shaped like a
    list when each of its items is shaped like some item of the option. An answer shaped
    like no option is malformed; one shaped like an option but equal to none is merely
    illegal.
    """
    kind = type(choice)
    if kind in _SEQUENCES:
        if type(option) not in _SEQUENCES:
            return False
        return all(any(same_shape(c, o) for o in option) for c in choice)
    if kind is not type(option):
        return False
    if kind is dict:
        return (choice.keys() == option.keys()
                and all(same_shape(v, option[k]) for k, v in choice.items()))
    return True


def is_card_id(value: Any) -> bool:
    """True for a genuine int (a card id or a count): not a bool, not a float."""
    return type(value) is int


_SEQUENCES = (list, tuple)
_LEAVES = (bool, int, float, str)
PLAIN_LEAVES: frozenset[type] = frozenset({int, str, bool, type(None)})
"""The plain leaf types of answers and options: nil, bool, int, str (never float). `plain`
returns them as they are, and a value of one of them is plain data."""


@dataclass(frozen=True, slots=True, init=False)
class Pick:
    """Choose distinct items from `among`; how many must be one of `sizes`."""

    among: tuple[int, ...]
    sizes: tuple[int, ...]

    def __init__(self, among: tuple[int, ...], sizes: tuple[int, ...]) -> None:
        """Set every field (written out: compiled, the __init__ a frozen dataclass generates runs as
        Python, some 15 times slower)."""
        object.__setattr__(self, "among", among)
        object.__setattr__(self, "sizes", sizes)

    @staticmethod
    def between(among: tuple[int, ...] | list[int], low: int, high: int) -> Pick:
        """A pick of `low` to `high` items (both included)."""
        return Pick(tuple(among), tuple(range(low, high + 1)))

    def to_plain(self) -> dict[str, Any]:
        """The pick as plain data."""
        return {"among": list(self.among), "sizes": list(self.sizes)}

    def __deepcopy__(self, memo: dict[int, Any]) -> Pick:
        return self  # immutable, so shared by copies (as clone_state shares it); compiled, deepcopy's own way fails


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

    def __init__(self, id: int, seat: int, kind: str, prompt: Mapping[str, Any] | None = None,
                 options: tuple[Any, ...] = (), pick: Pick | None = None) -> None:
        """Set every field (written out: compiled, the __init__ a frozen dataclass generates runs as
        Python, some 15 times slower)."""
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "prompt", {} if prompt is None else prompt)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "pick", pick)

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

    def __deepcopy__(self, memo: dict[int, Any]) -> Decision:
        return self  # immutable, so shared by copies (as clone_state shares it); compiled, deepcopy's own way fails


@dataclass(frozen=True, slots=True, init=False)
class Answer:
    """A seat's reply to the decision with id `decision`."""

    decision: int
    seat: int
    choice: Any

    def __init__(self, decision: int, seat: int, choice: Any) -> None:
        """Set every field (written out: compiled, the __init__ a frozen dataclass generates runs as
        Python, some 15 times slower)."""
        object.__setattr__(self, "decision", decision)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "choice", choice)

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
