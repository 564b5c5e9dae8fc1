"""View patches: applying diff(old, new) to old gives new, for any plain data."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.patch import PatchError, apply_patch, diff, diff_views

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


views = st.dictionaries(st.sampled_from(["a", "b", "c", "d", "e"]), plain, max_size=5)


@settings(max_examples=300, deadline=None)
@given(public_old=views, public_new=views, private=st.lists(st.tuples(views, views), min_size=1, max_size=4),
       shared_keys=st.sets(st.sampled_from(["a", "b", "c", "d", "e"])))
def test_diff_views_gives_each_recipient_what_diff_gives(public_old: dict, public_new: dict,
                                                         private: list[tuple[dict, dict]],
                                                         shared_keys: set[str]) -> None:
    """Views that share some top-level objects (as `Game.views` builds them) and differ in
    others: every recipient's operations turn its old view into its new one, and are `diff`'s
    (in `diff`'s order when the views list their keys in one order, as real views do)."""
    pairs = {}
    for seat, (own_old, own_new) in enumerate(private):
        old = {**own_old, **{k: v for k, v in public_old.items() if k in shared_keys}}
        new = {**own_new, **{k: v for k, v in public_new.items() if k in shared_keys}}
        pairs[seat] = (old, new)
    before = copy.deepcopy(pairs)
    found = diff_views(pairs)
    assert set(found) == set(pairs)
    for seat, (old, new) in pairs.items():
        assert sorted(map(repr, found[seat])) == sorted(map(repr, diff(old, new)))
        if all(list(n) == sorted(n) for _, n in pairs.values()):
            assert found[seat] == diff(old, new)
        assert apply_patch(old, found[seat]) == new
    assert pairs == before


def test_diff_views_finds_a_shared_change_once_and_gives_it_to_everyone() -> None:
    shared_old, shared_new = [1, 2], [1, 2, 3]
    pairs = {0: ({"log": shared_old, "hand": [5]}, {"log": shared_new, "hand": [5, 6]}),
             1: ({"log": shared_old, "hand": [7]}, {"log": shared_new, "hand": [7]}),
             None: ({"log": shared_old}, {"log": shared_new})}
    found = diff_views(pairs)
    assert found == {0: [["a", ["log"], [3]], ["a", ["hand"], [6]]], 1: [["a", ["log"], [3]]],
                     None: [["a", ["log"], [3]]]}
    assert found[0][0] is found[1][0]  # one operation object, found once
