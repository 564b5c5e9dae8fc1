"""View patches: applying diff(old, new) to old gives new, for any plain data."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.patch import PatchError, apply_patch, diff

plain = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=3),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=2), children, max_size=4),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(plain, plain)
def test_patch_turns_old_into_new(old: object, new: object) -> None:
    before = copy.deepcopy(old)
    ops = diff(old, new)
    assert apply_patch(old, ops) == new
    assert old == before
    assert apply_patch(copy.deepcopy(old), ops, in_place=True) == new


def test_equal_documents_give_no_operations() -> None:
    assert diff({"a": [1, {"b": 2}]}, {"a": [1, {"b": 2}]}) == []


def test_appends_and_truncations_are_short() -> None:
    assert diff({"log": [1, 2]}, {"log": [1, 2, 3]}) == [["a", ["log"], [3]]]
    assert diff({"log": [1, 2, 3]}, {"log": [1]}) == [["t", ["log"], 1]]


@pytest.mark.parametrize("ops", [[["s", ["a", "b"], 1]], [["x", ["a"], 1]], [["d", ["zz"]]], [["a", ["a"], [1]]],
                                 ["nonsense"], [["s", "a", 1]]])
def test_patches_that_do_not_fit_raise(ops: list) -> None:
    with pytest.raises(PatchError):
        apply_patch({"a": 1}, ops)
