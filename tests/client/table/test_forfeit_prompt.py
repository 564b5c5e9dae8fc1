"""A forfeit's "give 2 Finds" chooses the Finds on the forfeit's own question, with a way back
(`game.tables.elixir.forfeitprompt`)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import replace  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.elixir.options import ForfeitPayment  # noqa: E402
from game.i18n import Translator  # noqa: E402
from game.table.promptparts import Spot  # noqa: E402
from tests.client.table.harness import arranged_table, click, key, render, settle  # noqa: E402
from tests.elixir.test_cards_kit import Kit  # noqa: E402


def forfeit_on_seat_1(*finds: str, caster_draws: bool = False) -> tuple[Kit, list[int]]:
    """Seat 0 has cast the Croaking Curse at seat 1, who holds `finds` (their ids returned) and
    is asked to suffer it or give 2 Finds (the caster drawing them at random if `caster_draws`)."""
    kit = Kit()
    if caster_draws:
        kit.st.options = replace(kit.st.options, forfeit_payment=ForfeitPayment.CASTER_DRAWS)
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    held = kit.finds(1, *finds)
    kit.start()
    kit.cast(0, "spell.croaking_curse", target=1)
    assert kit.decision(1).kind == "forfeit"
    return kit, held


def _table(kit: Kit, lang: str = "en") -> tuple[Any, Any, Any]:
    ctx, scene, link = arranged_table(kit.st, seat=1, lang=lang)
    assert scene.prompt is not None and scene.prompt.kind == "forfeit"
    return ctx, scene, link


def test_give_two_finds_asks_which_before_answering_and_esc_goes_back_to_suffer_it() -> None:
    """A tester pressed "Give 2 Finds", saw which Finds it would cost, and found no way back to
    "suffer it" (the engine asks the Finds as a decision of its own, after the answer)."""
    kit, held = forfeit_on_seat_1("ing.stardust", "ing.trolls_nose", "obj.rusty_key", "obj.odd_sock")
    ctx, scene, link = _table(kit)
    forfeit = scene.prompt.id
    tr = Translator("en")
    key(scene, pygame.K_g)
    assert link.answers == [], "giving was answered before the Finds were chosen"
    assert scene.prompt.kind == "forfeit_pay" and scene.prompt.title == tr("table.ask.forfeit_pay", count=2,
                                                                            name="Morgane")
    assert scene.prompt.glowing() == {Spot("hand", c) for c in held}
    key(scene, pygame.K_1)
    key(scene, pygame.K_ESCAPE)  # back to the question
    assert link.answers == [] and scene.prompt.kind == "forfeit"
    assert [pb.ident for pb, _ in scene.buttons][:2] == ["opt0", "opt1"]
    key(scene, pygame.K_s)
    assert link.answers == [(forfeit, "suffer")]
    settle(ctx, scene)
    assert kit.mods(1) == ["frog"]


def test_the_finds_chosen_on_the_question_are_the_ones_given() -> None:
    kit, held = forfeit_on_seat_1("ing.stardust", "ing.trolls_nose", "obj.rusty_key", "obj.odd_sock")
    ctx, scene, link = _table(kit)
    forfeit = scene.prompt.id
    key(scene, pygame.K_g)
    chosen = [scene.prompt.navigable()[i].ident for i in (1, 3)]
    point = scene.spot_point(Spot("hand", chosen[0]))
    assert point is not None
    click(scene, point)  # one by the mouse
    assert [pb.label for pb, _ in scene.buttons if pb.ident == "confirm"] == ["Give 2"]  # not "Give 1"
    key(scene, pygame.K_4)  # one by its number
    assert sorted(scene.prompt.chosen) == sorted(chosen)
    key(scene, pygame.K_RETURN)
    assert link.answers == [(forfeit, "pay")]
    settle(ctx, scene)
    assert len(link.answers) == 2 and link.answers[1][1] == sorted(chosen), link.answers
    assert sorted(kit.st.hands[0]) == sorted(chosen) and sorted(kit.st.hands[1]) == sorted(set(held) - set(chosen))


@pytest.mark.parametrize("case", ["two finds", "caster draws"])
def test_giving_answers_at_once_where_the_engine_asks_no_finds(case: str) -> None:
    """With 2 Finds or fewer (both given), or when the caster draws them at random (the table's
    option), there is nothing to choose: "Give 2 Finds" answers at once."""
    if case == "two finds":
        kit, _ = forfeit_on_seat_1("ing.stardust", "obj.rusty_key")
    else:
        kit, _ = forfeit_on_seat_1("ing.stardust", "ing.trolls_nose", "obj.rusty_key", caster_draws=True)
    ctx, scene, link = _table(kit)
    forfeit = scene.prompt.id
    key(scene, pygame.K_g)
    assert link.answers == [(forfeit, "pay")]


def test_under_the_italian_variant_the_victim_lets_the_caster_draw_and_the_log_says_so() -> None:
    """Under the Italian variant the question said "give 2 Finds" and the log "Lucie pays Tom X
    and Y", as if she had chosen them: the caster draws them at random, and both say so."""
    kit, held = forfeit_on_seat_1("ing.stardust", "ing.trolls_nose", "obj.rusty_key", caster_draws=True)
    ctx, scene, link = _table(kit, lang="fr")
    assert ctx.tr("table.opt.pay_drawn") in [pb.label for pb, _ in scene.buttons]
    key(scene, pygame.K_g)
    settle(ctx, scene)
    drawn = [c for c in held if c in kit.st.hands[0]]
    assert len(drawn) == 2
    said = [line for line, *_ in scene.log.lines]
    assert any(line.startswith("Morgane pioche au hasard") and line.endswith("dans la main d'Ulric.")
               for line in said), said
    assert not any(line.startswith("Ulric paie") for line in said), said


def test_the_choice_of_finds_reads_in_french_and_fits_the_bar() -> None:
    kit, _ = forfeit_on_seat_1("ing.stardust", "ing.trolls_nose", "obj.rusty_key", "obj.odd_sock")
    ctx, scene, link = _table(kit, lang="fr")
    key(scene, pygame.K_g)
    settle(ctx, scene)
    labels = [pb.label for pb, _ in scene.buttons]
    assert labels == ["Effacer", "Donner 2", "Annuler"]
    assert all(b.rect.right <= scene.table_layout.prompt.right for _, b in scene.buttons)
    render(scene)


@pytest.mark.parametrize(("finds", "label"), [((), "table.opt.pay_none"), (("obj.rusty_key",), "table.opt.pay_one")])
def test_the_give_button_says_what_a_victim_short_of_finds_gives(finds: tuple[str, ...], label: str) -> None:
    """A tester holding no Finds read "Give 2 Finds", pressed it and escaped the forfeit for
    nothing (the rule: a victim with no Finds suffers nothing more): the button says what it
    gives, the only Find or nothing, and G still answers at once."""
    kit, _ = forfeit_on_seat_1(*finds)
    ctx, scene, link = _table(kit, lang="fr")
    forfeit = scene.prompt.id
    labels = [pb.label for pb, _ in scene.buttons]
    assert ctx.tr(label) in labels and ctx.tr("table.opt.pay") not in labels
    key(scene, pygame.K_g)
    assert link.answers == [(forfeit, "pay")]


def test_backspace_puts_back_the_finds_chosen_to_give_as_on_every_choice_of_cards() -> None:
    """The choice of Finds to give had its own Clear button, without the Backspace that clears
    every other choice of cards."""
    kit, held = forfeit_on_seat_1("ing.stardust", "ing.trolls_nose", "obj.rusty_key")
    ctx, scene, link = _table(kit)
    key(scene, pygame.K_g)
    key(scene, pygame.K_1)
    key(scene, pygame.K_2)
    assert len(scene.prompt.selected()) == 2
    key(scene, pygame.K_BACKSPACE)
    assert scene.prompt.selected() == set() and scene.prompt.kind == "forfeit_pay"
    assert link.answers == []


def test_the_finds_chosen_to_give_wear_a_bright_edge() -> None:
    """A play-tester could hardly tell the two Finds chosen to give from the others: lifted a
    little, with a glow that read as a thin outline. A chosen card's edge is drawn over it in the
    chosen cards' colour (Elixir Quest's)."""
    from game.table.res import CHOSEN

    kit, held = forfeit_on_seat_1("ing.stardust", "ing.trolls_nose", "obj.rusty_key", "obj.odd_sock")
    ctx, scene, link = _table(kit)

    def edge_pixels() -> int:
        surface = render(scene)
        w, h = surface.get_size()
        return sum(surface.get_at((x, y))[:3] == CHOSEN for x in range(0, w, 2) for y in range(h * 3 // 4, h, 2))

    key(scene, pygame.K_g)
    settle(ctx, scene)
    assert edge_pixels() == 0
    key(scene, pygame.K_1)
    key(scene, pygame.K_3)
    settle(ctx, scene)
    assert edge_pixels() > 100
