"""Matching an answer against the options: the fast paths of `plain_index` and `plain` agree
with their definitions (`same_plain`, a recursive copy) on any plain data, bools, floats and
tuples included."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.decisions import plain, plain_index, same_plain

leaves = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.sampled_from(["a", "b", "act"]),
                   st.sampled_from([0.0, 1.0, 2.0]))
values = st.recursive(leaves, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                     st.tuples(inner, inner),
                                                     st.dictionaries(st.sampled_from(["act", "card", "n"]), inner,
                                                                     max_size=3)),
                      max_leaves=8)


def slow_index(options: list[Any], choice: Any) -> int | None:
    """The definition: the first option `same_plain` as the choice."""
    return next((i for i, option in enumerate(options) if same_plain(option, choice)), None)


def slow_plain(value: Any) -> Any:
    """The definition of `plain`: tuples become lists, recursively, everything else kept."""
    if isinstance(value, (list, tuple)):
        return [slow_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: slow_plain(v) for k, v in value.items()}
    return value


@settings(max_examples=400, derandomize=True)
@given(st.lists(values, max_size=5), values)
def test_plain_index_finds_the_option_same_plain_finds(options: list[Any], choice: Any) -> None:
    assert plain_index(options, choice) == slow_index(options, choice)
    canonical = [plain(o) for o in options]
    assert plain_index(canonical, plain(choice), canonical=True) == slow_index(canonical, plain(choice))


@settings(max_examples=400, derandomize=True)
@given(values)
def test_plain_copies_containers_and_keeps_leaves_of_their_type(value: Any) -> None:
    copied = plain(value)
    assert copied == slow_plain(value) and same_plain(copied, value)
    assert repr(copied) == repr(slow_plain(value))  # True stays True, 2.0 stays 2.0


def test_true_is_not_one_and_two_point_oh_is_not_two() -> None:
    assert plain_index([1, 2], True) is None and plain_index([True], 1) is None
    assert plain_index([2], 2.0) is None and plain_index([{"n": 1}], {"n": True}) is None
    assert plain_index([{"n": 1}, {"n": True}], {"n": True}) == 1
    assert plain_index([[1, 2]], (1, 2)) == 0  # a tuple is a list on the wire
    assert plain_index([[(1, 2)]], [[1, 2]]) == 0 and plain_index([{"n": (1,)}], {"n": [1]}) == 0
