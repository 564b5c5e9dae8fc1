"""Fast independent copies of game states (what search bots and tools clone thousands of times).

`copy.deepcopy` walks every object through its generic protocol and a memo table; a game
state is simpler than that: plain data (ints, strs, lists, str-keyed dicts, sets), frames of
the step machine, a generator, enums, functions, and a few small mutable dataclasses of the
game's own. `clone_state` copies exactly those, by type, and shares what never changes:
scalars, enums, functions, and frozen dataclasses (decisions, events and picks are values:
nothing changes them after they are built). Any other type falls back to `copy.deepcopy`, so
a new kind of value stays correct before it is fast.

The contract, tested for every game (`tests/engine/test_cloning.py`): the clone has the same
fingerprint as the original, and playing the same answers on both gives the same states,
events and hashes, whatever is done to either of them.
"""

from __future__ import annotations

import copy
import dataclasses
from enum import Enum
from types import BuiltinFunctionType, FunctionType, MethodType
from typing import Any, TypeVar

from engine.core.machine import Await, MachineState, Step
from engine.core.rng import Rng

S = TypeVar("S", bound=MachineState)

_SHARED: frozenset[type] = frozenset({int, str, bool, float, type(None), bytes, FunctionType,
                                      BuiltinFunctionType, MethodType, range})


def clone_state(state: S) -> S:
    """An independent copy of `state` (its events buffer included), built without `deepcopy`.

    A state class may name, in `CARD_ZONES`, attributes that hold only card ids: a list of
    ints, a list of such lists, or a dict of such lists. They are copied by slicing, without
    looking at each id, which is most of a state's size. Its `MEMOS` start as None, and its
    `FIXTURES` are shared."""
    new = object.__new__(type(state))
    copied = new.__dict__
    special = _special_attributes(type(state))
    for name, value in state.__dict__.items():
        how = special.get(name)
        if how is None:
            copied[name] = copy_value(value)
        elif how is _ZONE:
            copied[name] = _copy_zone(value)
        elif how is _FIXTURE:
            copied[name] = value
        else:  # a memo: derived from the original, not part of the game; the copy derives its own
            copied[name] = None
    return new


_ZONE, _MEMO, _FIXTURE = "zone", "memo", "fixture"


def _special_attributes(kind: type[MachineState]) -> dict[str, str]:
    """A state class's `CARD_ZONES`, `MEMOS` and `FIXTURES`, by attribute name (one look-up an attribute)."""
    special = _SPECIAL.get(kind)
    if special is None:
        special = {name: _ZONE for name in getattr(kind, "CARD_ZONES", frozenset())}
        special.update((name, _MEMO) for name in kind.MEMOS)
        special.update((name, _FIXTURE) for name in kind.FIXTURES)
        _SPECIAL[kind] = special
    return special


_SPECIAL: dict[type, dict[str, str]] = {}
"""`_special_attributes` by state class (like `_COPIERS`: a cache of pure functions of the type)."""


def _copy_zone(zone: Any) -> Any:
    """A copy of a list of card ids, a list of such lists, or a dict of such lists."""
    if type(zone) is dict:
        return {k: v[:] for k, v in zone.items()}
    if zone and type(zone[0]) is list:
        return [v[:] for v in zone]
    return zone[:]


def copy_value(value: Any) -> Any:
    """An independent copy of one value of a state (see the module text for what is shared)."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        return [v if type(v) in _SHARED else copy_value(v) for v in value]
    if kind is dict:
        return {k: (v if type(v) in _SHARED else copy_value(v)) for k, v in value.items()}
    copier = _COPIERS.get(kind)
    if copier is not None:
        return copier(value)
    if isinstance(value, Enum):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        copier = _dataclass_copier(kind)
        _COPIERS[kind] = copier
        return copier(value)
    return copy.deepcopy(value)


def _copy_step(frame: Step) -> Step:
    return Step(frame.fn, copy_value(frame.data))


def _copy_await(frame: Await) -> Await:
    return Await(dict(frame.decisions), frame.resume, copy_value(frame.data), copy_value(frame.answers))


def _copy_tuple(value: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple(v if type(v) in _SHARED else copy_value(v) for v in value)


def _dataclass_copier(kind: type) -> Any:
    """A copier for one dataclass type: frozen ones are shared, others copied field by field."""
    params = getattr(kind, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return _share
    if not hasattr(kind, "__slots__"):
        def copy_dict(value: Any) -> Any:
            new: Any = object.__new__(kind)
            new.__dict__ = {k: (v if type(v) in _SHARED else copy_value(v)) for k, v in value.__dict__.items()}
            return new

        return copy_dict
    names = tuple(f.name for f in dataclasses.fields(kind))

    def copy_fields(value: Any) -> Any:
        new: Any = object.__new__(kind)
        for name in names:
            object.__setattr__(new, name, copy_value(getattr(value, name)))
        return new

    return copy_fields


def _share(value: Any) -> Any:
    return value


_COPIERS: dict[type, Any] = {
    Step: _copy_step,
    Await: _copy_await,
    Rng: Rng.copy,
    set: set,  # sets in states hold scalars only (seats, card ids)
    frozenset: _share,
    tuple: _copy_tuple,
}
"""Copiers by exact type; dataclass types are added the first time one is met (a cache of
pure functions of the type, not state)."""
