"""View patches: the difference between two plain-data views, as a short list of operations.

An `Update` carries the patch that turns the recipient's previous view into its current one,
so a client keeps an exact copy of its view without the host resending whole states. Both
views are already redacted for that recipient, so a patch can never carry more than the
recipient's own view does.

An operation is a list:

- ``["s", path, value]``: set the value at `path` (replacing whatever was there);
- ``["d", path]``: delete the map key at `path`;
- ``["a", path, items]``: append `items` to the list at `path`;
- ``["t", path, length]``: truncate the list at `path` to `length` items.

A path is a list of map keys (str or int) and list indexes (int); ``[]`` is the whole view.
Operations apply in order.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import compress
from operator import is_not
from typing import Any, TypeVar

Op = list[Any]
K = TypeVar("K")


class PatchError(ValueError):
    """A patch that does not fit the document it is applied to."""


Memo = dict[tuple[Any, int, int], list[Op]]
"""Operations already found for a top-level key's (old, new) pair of containers, by identity."""


def diff(old: Any, new: Any, memo: Memo | None = None) -> list[Op]:
    """Operations that turn `old` into `new` (an empty list when they are equal).

    Several recipients' views often share their public parts (see `Game.views`). Diffing them
    with one `memo` finds the operations of a shared (old, new) pair of top-level values
    once. The memo is keyed by object identity: use it for one round of diffs only, while
    every view diffed with it is alive and unchanged.
    """
    ops: list[Op] = []
    if memo is not None and type(old) is dict and type(new) is dict:
        _diff_top(old, new, ops, memo)
    else:
        _diff(old, new, [], ops)
    return ops


def diff_views(pairs: Mapping[K, tuple[dict[str, Any], dict[str, Any]]]) -> dict[K, list[Op]]:
    """`diff(old, new)` for every recipient's (old view, new view) pair, found together.

    Several recipients' views share their public parts (see `Game.views`), and a game's
    successive views share the parts that did not change (the same objects: see
    `engine.elixir.view`). The first recipient's views are diffed key by key, skipping at
    once (one C pass, `operator.is_not`) every key whose old and new values are the same
    object; for every other recipient, the keys whose values are the very objects the first
    recipient has take the first recipient's operations (found once, the same operation
    objects), found by the same kind of C pass, so only what differs between recipients
    (their hands, their own table cards, a view from an older snapshot) is looked at in
    Python. Each recipient gets the operations `diff` gives it, in `diff`'s order when every
    view lists its keys in one order (as `Game.views` builds them; otherwise the order
    differs, never the result).
    """
    out: dict[K, list[Op]] = {}
    first: tuple[tuple[str, ...], tuple[Any, ...], tuple[Any, ...], dict[int, list[Op]]] | None = None
    for seat, (old, new) in pairs.items():
        keys = tuple(new)
        if tuple(old) != keys:  # keys added, removed or reordered: the general walk
            out[seat] = diff(old, new)
            continue
        new_values = tuple(new.values())
        old_values = tuple(old.values())
        if first is None or first[0] != keys:
            by_position: dict[int, list[Op]] = {}
            for i in compress(range(len(keys)), map(is_not, old_values, new_values)):
                ops: list[Op] = []
                _diff_top_value(old_values[i], new_values[i], [keys[i]], ops)
                if ops:
                    by_position[i] = ops
            if first is None:
                first = (keys, old_values, new_values, by_position)
            out[seat] = [op for ops in by_position.values() for op in ops]
            continue
        _, first_old, first_new, first_ops = first
        own = set(compress(range(len(keys)), map(is_not, new_values, first_new)))
        own.update(compress(range(len(keys)), map(is_not, old_values, first_old)))
        ops = []
        for i in sorted(own.union(first_ops)) if own else first_ops:
            if i in own:
                if old_values[i] is not new_values[i]:
                    _diff_top_value(old_values[i], new_values[i], [keys[i]], ops)
            else:
                ops.extend(first_ops[i])  # a part shared with the first recipient: its operations
        out[seat] = ops
    return out


def _diff_top_value(before: Any, value: Any, path: list[Any], ops: list[Op]) -> None:
    """The operations of one top-level key whose old and new values are different objects."""
    if not (type(before) is type(value) and before == value):
        _diff_value(before, value, path, ops)


def _diff_value(old: Any, new: Any, path: list[Any], ops: list[Op]) -> None:
    """`_diff` of one top-level value, as `_diff_top` does it (scalars compared by type and value)."""
    if type(new) is not dict and type(new) is not list:
        if type(old) is not type(new) or old != new:
            ops.append(["s", path, new])
        return
    _diff(old, new, path, ops)




def _diff_top(old: dict[Any, Any], new: dict[Any, Any], ops: list[Op], memo: Memo) -> None:
    """`_diff` of two whole views, looking up and recording container pairs in `memo`."""
    for key, value in new.items():
        if key not in old:
            ops.append(["s", [key], value])
            continue
        before = old[key]
        if before is value:
            continue
        if type(value) is not dict and type(value) is not list:
            if type(before) is not type(value) or before != value:
                ops.append(["s", [key], value])
            continue
        pair = (key, id(before), id(value))
        found = memo.get(pair)
        if found is None:
            start = len(ops)
            _diff(before, value, [key], ops)
            memo[pair] = ops[start:]
        else:
            ops.extend(found)
    ops.extend(["d", [key]] for key in old if key not in new)


def _diff(old: Any, new: Any, path: list[Any], ops: list[Op]) -> None:
    if type(old) is dict and type(new) is dict:
        for key, value in new.items():
            if key not in old:
                ops.append(["s", [*path, key], value])
            else:
                before = old[key]
                if before is value or (type(before) is type(value) and before == value):
                    continue
                _diff(before, value, [*path, key], ops)
        for key in old:
            if key not in new:
                ops.append(["d", [*path, key]])
        return
    if type(old) is list and type(new) is list:
        if len(old) == len(new):
            if old == new:
                return
            changed = [i for i in range(len(new)) if old[i] is not new[i] and old[i] != new[i]]
            if len(changed) * 2 > len(new) and not all(type(v) in (dict, list) for v in new):
                ops.append(["s", path, new])
                return
            for i in changed:
                _diff(old[i], new[i], [*path, i], ops)
            return
        if len(new) > len(old) and new[:len(old)] == old:
            ops.append(["a", path, new[len(old):]])
            return
        if len(new) < len(old) and old[:len(new)] == new:
            ops.append(["t", path, len(new)])
            return
        ops.append(["s", path, new])
        return
    if type(old) is not type(new) or old != new:
        ops.append(["s", path, new])


def apply_patch(doc: Any, ops: object, *, in_place: bool = False) -> Any:
    """Return `doc` with `ops` applied.

    By default `doc` is left unchanged and a new document is returned. With `in_place`,
    `doc` itself is changed (faster) and, when an operation does not fit, may be left half
    patched. Values are copied out of the operations, so the patch itself never changes.
    Raises PatchError when an operation does not fit the document, or `ops` is not a list
    (`ops` is typed `object`, not a list of `Op`: compiled, a typed argument would be refused
    with a TypeError before this function could say what is wrong).
    """
    if type(ops) is not list:
        raise PatchError("a patch is a list of operations")
    result = doc if in_place else copy_plain(doc)
    for op in ops:
        result = _apply_one(result, op)
    return result


def copy_plain(value: Any) -> Any:
    """A deep copy of plain data (dicts and lists are copied, everything else is shared).

    Several times faster than `copy.deepcopy`, which the client would otherwise pay on
    every update; values inside are immutable (str, int, bool, None, bytes, float).
    """
    if type(value) is dict:
        return {k: copy_plain(v) if type(v) is dict or type(v) is list else v for k, v in value.items()}
    if type(value) is list:
        return [copy_plain(v) if type(v) is dict or type(v) is list else v for v in value]
    return value


def _apply_one(doc: Any, op: Any) -> Any:
    if type(op) is not list or len(op) < 2 or type(op[1]) is not list:
        raise PatchError("an operation is [code, path, ...]")
    code, path = op[0], op[1]
    if code == "s" and len(op) == 3 and not path:
        return copy_plain(op[2])
    if not path:
        if code == "a" and len(op) == 3 and type(op[2]) is list and type(doc) is list:
            doc.extend(copy_plain(op[2]))
            return doc
        if code == "t" and len(op) == 3 and type(op[2]) is int and type(doc) is list:
            del doc[op[2]:]
            return doc
        raise PatchError(f"operation {code!r} does not fit the whole document")
    parent = doc
    try:
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        if code == "s" and len(op) == 3:
            if type(parent) is list and last == len(parent):
                parent.append(copy_plain(op[2]))
            else:
                parent[last] = copy_plain(op[2])
        elif code == "d" and len(op) == 2:
            del parent[last]
        elif code == "a" and len(op) == 3 and type(op[2]) is list and type(parent[last]) is list:
            parent[last].extend(copy_plain(op[2]))
        elif code == "t" and len(op) == 3 and type(op[2]) is int and type(parent[last]) is list:
            del parent[last][op[2]:]
        else:
            raise PatchError(f"bad operation {code!r}")
    except (KeyError, IndexError, TypeError) as exc:
        raise PatchError(f"operation {code!r} at {path!r} does not fit: {exc}") from None
    return doc
