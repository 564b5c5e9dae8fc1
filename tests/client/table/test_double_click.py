"""A double click's second half never acts on what its first half brought up (`game.doubleclick`):
at the table (a new question, or the prompt turned into another choice) and between scenes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from game.doubleclick import DOUBLE_CLICK_SECONDS, DoubleClick  # noqa: E402
from game.table.promptparts import Spot  # noqa: E402
from tests.client.table.harness import arranged_table, click, make_table, settle, step  # noqa: E402
from tests.elixir.test_cards_kit import Kit  # noqa: E402


def _button_under(scene: Any, ident: str) -> tuple[int, int]:
    (_, b), = [(pb, b) for pb, b in scene.buttons if pb.ident == ident]
    return b.rect.center


def _under(scene: Any, pos: tuple[int, int]) -> str | None:
    return next((pb.ident for pb, b in scene.buttons if b.rect.collidepoint(pos)), None)


def test_a_press_is_swallowed_only_when_it_would_press_something_new_at_once_and_in_place() -> None:
    clicks = DoubleClick()
    assert not clicks.swallows((100, 100), 1.0, "cast")
    assert clicks.swallows((103, 98), 1.2, "target: player 2")  # the first brought it up: swallowed
    assert not clicks.swallows((100, 100), 1.3, "target: player 2")  # the press after is the player's
    assert not clicks.swallows((100, 100), 2.0, "+") and not clicks.swallows((100, 100), 2.1, "+")  # "+" twice
    assert not clicks.swallows((140, 100), 2.2, "other")  # elsewhere at once: a choice
    assert not clicks.swallows((140, 100), 2.2 + DOUBLE_CLICK_SECONDS + 0.01, "new")  # later: a choice
    assert not clicks.swallows((10, 10), 3.0, "a") and clicks.swallows((10, 10), 3.1, "a", changed=True)


def test_a_double_click_on_a_draft_pile_takes_one_spell_not_one_at_the_pick_after() -> None:
    """At instant speed the next draft pick shows at once, the pile still under the pointer: the
    second press takes nothing; a click there a moment later takes the next spell."""
    ctx, scene, link = make_table(players=4, seed=3, speed=0.0)
    settle(ctx, scene)
    pile = scene.layout.piles[1].center
    click(scene, pile)
    assert [a[1] for a in link.answers] == [1]
    step(ctx, scene, 0.1)
    assert scene.prompt is not None and scene.prompt.kind == "draft" and scene.idle, "the next pick is not shown yet"
    click(scene, pile)  # the double click's second half
    assert len(link.answers) == 1, "the second half of a double click answered the next pick"
    step(ctx, scene, DOUBLE_CLICK_SECONDS)
    click(scene, pile)
    assert [a[1] for a in link.answers] == [1, 1]


def test_a_double_click_on_cast_does_not_choose_the_target_whose_button_takes_its_place() -> None:
    """A tester double-clicked "Cast" for a Flea Circus: the payment answered itself, the target
    question put a player's button where "Cast" was, and the second click aimed the spell at a
    player the tester never chose."""
    kit = Kit()
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    kit.start()
    ctx, scene, link = arranged_table(kit.st, speed=0.0)
    spell = next(s.ident for s in scene.prompt.glowing() if s.zone == "spell")
    point = scene.spot_point(Spot("spell", spell))
    assert point is not None
    click(scene, point)  # the spell: the bar offers to cast it
    step(ctx, scene, DOUBLE_CLICK_SECONDS + 0.1)
    cast = _button_under(scene, "confirm")
    click(scene, cast)
    for _ in range(6):  # the payment answers itself, the target question shows
        step(ctx, scene, 1 / 60)
    assert scene.prompt is not None and scene.prompt.kind == "target"
    assert _under(scene, cast) is not None, "no target button took the Cast button's place: the test shows nothing"
    answered = len(link.answers)
    click(scene, cast)  # the double click's second half
    assert len(link.answers) == answered, "the second click chose the target"
    step(ctx, scene, DOUBLE_CLICK_SECONDS)
    click(scene, cast)
    assert len(link.answers) == answered + 1  # a moment later, the click is the player's choice


def test_a_double_click_on_give_two_finds_does_not_cancel_the_choice_of_finds_it_opened() -> None:
    """Cancel takes the place of "Give 2 Finds" when the choice of Finds opens: a double click
    closed it again at once."""
    from tests.client.table.test_forfeit_prompt import forfeit_on_seat_1

    kit, _held = forfeit_on_seat_1("ing.stardust", "ing.trolls_nose", "obj.rusty_key", "obj.odd_sock")
    ctx, scene, link = arranged_table(kit.st, seat=1)
    give = _button_under(scene, "opt1")
    click(scene, give)
    assert scene.prompt.kind == "forfeit_pay" and _under(scene, give) == "cancel"
    click(scene, give)  # the double click's second half
    assert scene.prompt.kind == "forfeit_pay", "the double click cancelled the choice of Finds it opened"
    step(ctx, scene, DOUBLE_CLICK_SECONDS + 0.05)
    click(scene, give)
    assert scene.prompt.kind == "forfeit"


def test_a_double_click_that_opens_a_scene_does_not_click_in_it(tmp_path: Path) -> None:
    """A tester double-clicked "Play against bots": the game chooser opened, and the second click
    chose the game whose card lay under the pointer (Magicoa, when Elixir was meant)."""
    from game.app import App, WindowOptions, make_context
    from game.scene import Scene

    ctx = make_context(tmp_path / "settings.json")
    app = App(ctx, WindowOptions((800, 450), sound=False), fixed_dt=1 / 60)
    app.open()

    class Counting(Scene):
        def __init__(self, opens: bool) -> None:
            super().__init__(ctx)
            self.opens = opens
            self.presses = 0

        def handle(self, event: pygame.event.Event) -> bool:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.presses += 1
                if self.opens:
                    ctx.stack.push(chooser)
            return True

    menu, chooser = Counting(opens=True), Counting(opens=False)
    ctx.stack.push(menu)
    ctx.stack.apply_changes()
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 200), button=1)
    app.dispatch(press)
    ctx.stack.apply_changes()
    ctx.clock.tick(0.12)
    app.dispatch(press)  # the double click's second half, on the chooser it opened
    assert menu.presses == 1 and chooser.presses == 0
    ctx.clock.tick(DOUBLE_CLICK_SECONDS)
    app.dispatch(press)
    assert chooser.presses == 1
    app.shutdown()
