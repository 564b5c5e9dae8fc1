"""The card book: Elixir's cards by instance id, carried by every state and shared by its copies."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from engine.core.cloning import clone_state
from engine.elixir.cardbook import CardBook
from engine.elixir.cards import Kind
from engine.elixir.cardset import ALL_CARDS
from engine.elixir.catalog import BOOK, card_def, lasting_def
from engine.elixir.game import ELIXIR
from engine.elixir.ids import FIND_COUNT, FIRST_SPELL, SPELL_COUNT, finds, is_spell, spells


def test_the_book_numbers_finds_then_spells_by_kind_and_copy() -> None:
    assert len(BOOK) == FIND_COUNT + SPELL_COUNT
    assert all(not is_spell(c) and BOOK[c].kind is not Kind.SPELL for c in finds())
    assert all(is_spell(c) and BOOK[c].kind is Kind.SPELL for c in spells())
    kinds = [BOOK[c].kind for c in finds()]
    assert kinds == sorted(kinds, key=[Kind.INGREDIENT, Kind.OBJECT, Kind.TRANSACTION].index)
    assert BOOK[FIRST_SPELL] is card_def(FIRST_SPELL)


def test_the_book_finds_lasting_effects_and_any_time_objects() -> None:
    key = next(iter(BOOK.lastings))
    assert BOOK.lasting(key) is lasting_def(key)
    assert BOOK.any_time_objects
    assert all(BOOK[c].kind is Kind.OBJECT and BOOK[c].magical and BOOK[c].any_time for c in BOOK.any_time_objects)


def test_a_card_set_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(ValueError, match="Spells"):
        CardBook.of([d for d in ALL_CARDS if d.kind is not Kind.SPELL])


def test_two_cards_with_one_key_are_refused() -> None:
    first_spell = next(d for d in ALL_CARDS if d.kind is Kind.SPELL and d.copies == 1)
    twin = next(d for d in ALL_CARDS if d.kind is Kind.SPELL and d.copies == 1 and d is not first_spell)
    cards = [d if d is not twin else replace(twin, key=first_spell.key) for d in ALL_CARDS]
    with pytest.raises(ValueError, match="share a key"):
        CardBook.of(cards)


def test_a_state_carries_the_book_its_copies_share_and_its_fingerprint_leaves_out() -> None:
    st = ELIXIR.new_state({"players": 4}, 5)
    assert st.book is BOOK
    assert "book" not in st.game_parts()
    assert clone_state(st).book is BOOK
    assert copy.deepcopy(st).book is BOOK
    assert ELIXIR.fingerprint(clone_state(st)) == ELIXIR.fingerprint(st)
