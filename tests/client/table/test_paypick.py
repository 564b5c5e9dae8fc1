"""The prompt that pays a spell: it starts with the engine's suggestion, swaps cards in, takes
number keys, and never sends cards that do not pay the recipe."""

from __future__ import annotations

from typing import Any

import pygame

from engine.elixir.cards import Kind
from engine.elixir.catalog import BOOK, card_def
from engine.elixir.ingredients import Ingredient
from engine.elixir.paying import pays_recipe
from game.i18n import Translator
from game.tables.elixir.paypick import PayPrompt
from game.tables.elixir.prompt import Spot
from game.tables.elixir.prompts import make_prompt
from tests.client.table.harness import make_ctx
from tests.elixir.helpers import cards_where


def _prompt(lang: str = "en") -> tuple[PayPrompt, int, list[int], int]:
    """A level-2 spell, its two real ingredients and an any-ingredient substitute in hand."""
    make_ctx()
    spell = next(c for c in cards_where(lambda d: d.kind is Kind.SPELL and d.level == 2))
    reals = [next(c for c in cards_where(lambda d, i=ing: d.ingredient is i)) for ing in card_def(spell).recipe]
    pebble = cards_where(lambda d: d.kind is Kind.OBJECT and d.substitutes == frozenset(Ingredient))[0]
    hand = sorted([*reals, pebble])
    decision: dict[str, Any] = {"id": 7, "seat": 0, "kind": "pay", "prompt": {"spell": spell, "suggest": sorted(reals)},
                                "pick": {"among": hand, "sizes": [2]}}
    prompt = make_prompt(decision, {"hand": hand, "spells": [spell]}, Translator(lang), lambda s: f"P{s}")
    assert isinstance(prompt, PayPrompt)
    return prompt, spell, sorted(reals), pebble


def test_pay_prompt_starts_with_the_suggestion_and_confirms_it_with_enter() -> None:
    prompt, _, reals, _ = _prompt()
    assert prompt.selected() == {Spot("hand", c) for c in reals}
    reply = prompt.key(pygame.K_RETURN)
    assert reply is not None and reply.decision == 7 and reply.choice == reals


def test_pay_prompt_a_new_card_takes_the_place_of_one_it_stands_in_for() -> None:
    prompt, spell, reals, pebble = _prompt()
    prompt.activate(Spot("hand", pebble))
    assert pebble in prompt.chosen and len(prompt.chosen) == 2
    assert pays_recipe(BOOK, sorted(prompt.chosen), card_def(spell))


def test_pay_prompt_number_keys_lift_and_drop_and_an_unpaid_recipe_cannot_be_sent() -> None:
    prompt, spell, reals, pebble = _prompt()
    order = [s.ident for s in prompt.navigable()]
    prompt.key(pygame.K_1 + order.index(reals[0]))  # drop one real ingredient
    assert prompt.chosen == [reals[1]] and prompt.button("confirm") is None
    assert prompt.key(pygame.K_RETURN) is None
    prompt.key(pygame.K_1 + order.index(pebble))
    reply = prompt.key(pygame.K_RETURN)
    assert reply is not None and reply.choice == sorted([reals[1], pebble])


def test_pay_prompt_plan_reaches_any_way_of_paying() -> None:
    for way in ([0, 1], [0, 2], [1, 2]):
        prompt, _, reals, pebble = _prompt("fr")
        cards = sorted([*reals, pebble])
        choice = sorted(cards[i] for i in way)
        reply = None
        for kind, what in prompt.plan(choice):
            reply = prompt.activate(what) if kind == "spot" else prompt.press(what)
        assert reply is not None and reply.choice == choice
        assert prompt.title.startswith("Payer")


def test_pay_prompt_with_a_single_way_of_paying_answers_by_itself() -> None:
    prompt, spell, reals, pebble = _prompt()
    assert prompt.auto() is None, "several ways: the player chooses"
    single: dict[str, Any] = {**prompt.decision, "pick": {"among": reals, "sizes": [2]}}
    alone = make_prompt(single, {"hand": [*reals, pebble], "spells": [spell]}, Translator("en"), lambda s: "")
    reply = alone.auto()
    assert reply is not None and reply.choice == reals


def test_number_keys_choose_cards_in_every_card_pick_not_only_in_payments() -> None:
    """Giving 2 Finds to a forfeit's caster: keys 3 and 4 lift the third and fourth glowing cards
    from the left and Enter gives them (a player found the digits dead there, although they pay
    spells: the help promises one meaning for them)."""
    make_ctx()
    hand = sorted(cards_where(lambda d: d.kind is Kind.INGREDIENT)[:5])
    decision: dict[str, Any] = {"id": 9, "seat": 0, "kind": "forfeit_pay", "prompt": {"caster": 1},
                                "pick": {"among": hand, "sizes": [2]}}
    prompt = make_prompt(decision, {"hand": hand, "spells": []}, Translator("fr"), lambda s: f"P{s}")
    order = [s.ident for s in prompt.navigable()]
    assert prompt.key(pygame.K_3) is None and prompt.key(pygame.K_4) is None
    assert sorted(prompt.chosen) == sorted(order[2:4])
    prompt.key(pygame.K_3)  # pressed again: dropped
    assert prompt.chosen == [order[3]] and prompt.button("confirm") is None
    prompt.key(pygame.K_KP1)
    reply = prompt.key(pygame.K_RETURN)
    assert reply is not None and reply.choice == sorted([order[0], order[3]])
    assert prompt.key(pygame.K_9) is None and prompt.chosen == [order[3], order[0]]  # no ninth card: nothing
