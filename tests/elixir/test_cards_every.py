"""Every spell and every magical object with an effect, under the same three trials: countered,
aimed at a protected player, and played on a bare table (empty hands, empty deck)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.machine import pending
from engine.elixir.cards import Kind, Target
from engine.elixir.catalog import card_def, definitions
from tests.elixir.helpers import check_every_card_once
from tests.elixir.test_cards_kit import PASS, Kit

SPELL_KEYS = sorted(k for k, d in definitions().items() if d.kind is Kind.SPELL)
AIMED_SPELLS = sorted(k for k in SPELL_KEYS if definitions()[k].target is Target.OTHER)
OBJECT_KEYS = sorted(k for k, d in definitions().items()
                     if d.kind is Kind.OBJECT and d.effect is not None)
AIMED_OBJECTS = sorted(k for k in OBJECT_KEYS if definitions()[k].target is Target.OTHER)
TRINKETS = ("obj.rusty_key", "obj.odd_sock", "obj.rubber_duck")


def spare_for(key: str) -> str:
    """A second spell for the caster, so that casting `key` does not end the game."""
    return "spell.whirlwind" if key != "spell.whirlwind" else "spell.encore"


def settle(kit: Kit) -> None:
    """Answer whatever the cards ask (first option, smallest pick; pass every window) until the
    player whose turn it is is asked for a turn action again, or the game is over."""
    for _ in range(200):
        waiting = pending(kit.st)
        if kit.st.over or (len(waiting) == 1 and waiting[0].kind == "turn"):
            return
        for d in waiting:
            if d.kind == "react":
                choice: Any = PASS
            elif d.pick is not None:
                choice = list(d.pick.among[:d.pick.sizes[0]])
            else:
                choice = d.options[0]
            kit.answer(d.seat, choice)
    raise AssertionError("the card keeps asking")


def cast_or_use(kit: Kit, key: str, target: int | None) -> None:
    """Seat 0 plays `key`, aimed at `target` if the card is aimed."""
    if key.startswith("spell."):
        kit.cast(0, key, target=target, window=False)
    else:
        kit.use(0, key, target=target, window=False)


@pytest.mark.parametrize("key", SPELL_KEYS + OBJECT_KEYS)
def test_every_card_countered_by_a_mirror_does_nothing(key: str) -> None:
    kit = Kit()
    kit.spells(0, *((key,) if key.startswith("spell.") else ()), spare_for(key))
    if key.startswith("spell."):
        kit.recipe(0, key)
    else:
        kit.finds(0, key)
    kit.finds(1, *TRINKETS)
    kit.finds(2, "obj.mirror_of_refusal")
    kit.start()
    aimed = definitions()[key].target.chosen
    cast_or_use(kit, key, 1 if aimed else None)
    kit.react(2, "obj.mirror_of_refusal")
    settle(kit)
    assert "countered" in kit.kinds()
    assert kit.hand_keys(1) == sorted(TRINKETS) and kit.mods(1) == [] and kit.mods(0) == []
    if key.startswith("spell."):
        assert key in kit.spell_keys(0)
    else:
        assert key in {card_def(c).key for c in kit.st.discard}
    check_every_card_once(kit.st)


@pytest.mark.parametrize("key", AIMED_SPELLS + AIMED_OBJECTS)
def test_every_aimed_card_spares_a_player_under_an_umbrella(key: str) -> None:
    kit = Kit()
    kit.spells(0, *((key,) if key.startswith("spell.") else ()), spare_for(key))
    if key.startswith("spell."):
        kit.recipe(0, key)
    else:
        kit.finds(0, key)
    kit.finds(0, "obj.chipped_teacup")
    kit.finds(1, "obj.umbrella_of_warding", *TRINKETS)
    row = "spell.dunces_cap" if key != "spell.dunces_cap" else "spell.snails_pace"
    kit.cast_already(1, row)
    kit.start()
    spells_before = kit.spell_keys(1)
    cast_or_use(kit, key, 1)
    kit.react(1, "obj.umbrella_of_warding")
    settle(kit)
    assert "protected" in kit.kinds()
    assert kit.hand_keys(1) == sorted(TRINKETS) and kit.mods(1) == []
    assert kit.spell_keys(1) == spells_before
    assert [card_def(c).key for c in kit.st.cast[1]] == [row]


@pytest.mark.parametrize("key", SPELL_KEYS + OBJECT_KEYS)
def test_every_card_on_a_bare_table(key: str) -> None:
    kit = Kit()
    kit.spells(0, *((key,) if key.startswith("spell.") else ()), spare_for(key))
    if key.startswith("spell."):
        kit.recipe(0, key)
    else:
        kit.finds(0, key)
    kit.start()
    kit.empty_deck()
    aimed = definitions()[key].target.chosen
    cast_or_use(kit, key, 1 if aimed else None)
    settle(kit)
    assert kit.st.over or pending(kit.st)[0].seat == 0
    check_every_card_once(kit.st)


UNAIMED_SPELLS = sorted(k for k in SPELL_KEYS if not definitions()[k].target.chosen)
REPEATERS = ("spell.copycat_charm", "spell.encore")
"""Spells that repeat another card's effect: they touch whomever that effect touches, so they
are aimed at everyone (an Umbrella may answer them) though what they repeat is chosen later."""


@pytest.mark.parametrize("key", UNAIMED_SPELLS)
def test_rule_umbrella_of_warding_answers_a_spell_aimed_at_everyone_and_not_one_aimed_at_nobody(key: str) -> None:
    """The Umbrella answers "a spell aimed at you or at everyone". A player was offered it against
    Bottomless Pockets, which touches only its caster, played it, and lost it for nothing."""
    kit = Kit()
    kit.spells(0, key, spare_for(key))
    kit.recipe(0, key)
    kit.finds(1, "obj.umbrella_of_warding", *TRINKETS)
    kit.start()
    cast_or_use(kit, key, None)
    assert kit.decision(1).kind == "react"
    offered = kit.can(1, act="react")
    assert offered == (definitions()[key].target is Target.EVERYONE)


@pytest.mark.parametrize("key", [k for k in UNAIMED_SPELLS if k not in REPEATERS])
def test_a_spell_is_marked_aimed_at_everyone_exactly_when_its_effect_spares_the_protected(key: str) -> None:
    """The mark (`Target.EVERYONE`) says what the effect does: with every other player
    protected from the play, an everyone-spell leaves each of them out, and a spell aimed at
    nobody has nobody to leave out."""
    kit = Kit()
    kit.spells(0, key, spare_for(key))
    kit.recipe(0, key)
    for seat, trinket in zip((1, 2, 3), TRINKETS, strict=True):
        kit.finds(seat, trinket)
    kit.start()
    cast_or_use(kit, key, None)
    kit.st.plays[-1].protected.update({1, 2, 3})
    kit.pass_window()
    settle(kit)
    spared = {int(e.public["seat"]) for e in kit.of("protected")}
    assert spared == ({1, 2, 3} if definitions()[key].target is Target.EVERYONE else set())
