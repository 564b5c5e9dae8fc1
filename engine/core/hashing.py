"""Canonical plain-data encoding and hashing of states, for replays and tests."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from enum import Enum
from typing import Any

from engine.core.machine import Await, Step
from engine.core.rng import Rng


def canonical(value: Any) -> Any:
    """Turn a state part into JSON-able data with a stable order.

    Functions become their qualified names, dataclasses their fields, sets sorted lists and
    dict keys strings, so two equal states always encode to the same text.
    """
    if value is None or isinstance(value, (bool, int, str, float)):
        return value.value if isinstance(value, Enum) else value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Rng):
        return {"rng": value.state}
    if isinstance(value, Step):
        return {"step": _fn_name(value.fn), "data": canonical(value.data)}
    if isinstance(value, Await):
        return {
            "await": _fn_name(value.resume),
            "decisions": {str(s): d.to_plain() for s, d in sorted(value.decisions.items())},
            "answers": {str(s): canonical(a) for s, a in sorted(value.answers.items())},
            "data": canonical(value.data),
        }
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): canonical(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(canonical(v) for v in value)
    if callable(value):
        return _fn_name(value)
    raise TypeError(f"cannot encode {type(value).__name__} canonically")


def digest(value: Any) -> str:
    """SHA-256 of the canonical JSON of `value`, as 64 hex digits."""
    text = json.dumps(canonical(value), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _fn_name(fn: Any) -> str:
    return f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}"
