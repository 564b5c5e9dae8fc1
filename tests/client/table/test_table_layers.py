"""What is drawn over what at the Elixir table: banners over the cards, floating words and chips
clear of the players' names and spell bottles, the keyboard's focus plainly marked."""

from __future__ import annotations

import pygame
import pytest

from game.table.effects import Effect, PopIcon, PopText, ease_out
from game.table.promptparts import Spot
from game.tables.elixir.animation import FlyCard
from tests.client.table.harness import key, make_table, render, settle


def test_banner_is_drawn_over_the_cards_flying_under_it() -> None:
    """"Sorcier remporte le lot pour 3 !" was drawn partly under the lot's cards: the Finds paid
    for the lot flew over the banner, and the cards showed through its ribbon."""
    ctx, scene, _ = make_table(players=3, seed=4, speed=0.0)
    settle(ctx, scene)
    now = ctx.clock.now
    banner = scene.choreo.banner(scene._staging(), "Wizard wins the lot for 3!", now - 1.0, 2.0)
    scene.effects.clear()
    scene.effects.add(banner)
    alone = render(scene).copy()
    lay = scene.layout
    scene.effects.add(FlyCard(now - 0.5, 1.0, scene.faces, None, 1, banner.at, banner.at, lay.px(160), lay.px(160)))
    covered = render(scene)
    assert banner.image is not None and banner.ribbon is not None
    words = banner.image.get_rect(center=(round(banner.at[0]), round(banner.at[1])))
    inked = [x for x in range(words.left, words.right)
             if banner.image.get_at((x - words.left, words.centery - words.top)).a == 255]
    assert inked
    differing = sum(alone.get_at((x, words.centery)) != covered.get_at((x, words.centery)) for x in inked)
    assert differing == 0, f"{differing} pixels of the banner's words covered"
    middle = banner.ribbon.get_at((banner.ribbon.get_width() // 2, 2 * banner.ribbon.get_height() // 3))
    assert middle.a * (banner.ribbon.get_alpha() or 255) / 255 >= 0.9 * 255, "the cards read through the ribbon"


def drawn_rects(effect: Effect) -> list[pygame.Rect]:
    """Where a rising word or a growing icon is drawn over its life, sampled."""
    rects = []
    for k in range(11):
        t = effect.start + effect.duration * k / 10
        if isinstance(effect, PopText) and effect.image is not None:
            y = effect.at[1] - effect.rise * ease_out(effect.progress(t))
            rects.append(effect.image.get_rect(center=(round(effect.at[0]), round(y))))
        elif isinstance(effect, PopIcon) and effect.image is not None:
            rects.append(effect.image.get_rect(center=(round(effect.at[0]), round(effect.at[1]))))
    return rects


@pytest.mark.parametrize(("players", "size"), [(3, (1280, 720)), (6, (1024, 576)), (6, (1280, 720))])
def test_bid_and_pass_words_stay_off_the_players_plaques(players: int, size: tuple[int, int]) -> None:
    """The floating "pass" rose over a player's name ("Bot pass") and the bid's coin chip sat on
    a plaque's spell bottles: both now come out just under the plaque."""
    ctx, scene, _ = make_table(players=players, seed=4, speed=0.0, size=size, lang="fr")
    settle(ctx, scene)
    lay = scene.layout
    for seat, plaque in lay.plaques.items():
        for kind in ("bid", "bid_pass", "auction_pass", "flea_market_declined", "market_done"):
            event = {"kind": kind, "seat": seat, "amount": 12}
            fx, _ = scene.choreo.effects_for(event, scene._staging(), ctx.clock.now)
            pops = [e for e in fx if isinstance(e, (PopText, PopIcon))]
            assert len(pops) == (2 if kind == "bid" else 1)
            for pop in pops:
                for rect in drawn_rects(pop):
                    assert not rect.colliderect(plaque), (kind, seat, rect, plaque)
                    assert lay.table.contains(rect), (kind, seat, rect)
            others = [r for s, r in lay.plaques.items() if s != seat]
            assert not any(r.colliderect(o) for pop in pops for r in drawn_rects(pop) for o in others)


def changed_share(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """The share of the pixels of `rect` that differ between `a` and `b` (sampled every other pixel)."""
    points = [(x, y) for x in range(rect.left, rect.right, 2) for y in range(rect.top, rect.bottom, 2)]
    return sum(a.get_at(p) != b.get_at(p) for p in points) / len(points)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_the_draft_pile_under_the_keys_focus_is_plainly_marked(size: tuple[int, int]) -> None:
    """Left/Right moved the keys' focus over the spell piles but nothing showed which one Space
    would take: the focused pile now lifts its top card off the pile in a steady glow."""
    ctx, scene, _ = make_table(players=3, seed=4, speed=0.0, size=size)
    settle(ctx, scene)
    assert scene.prompt is not None and scene.prompt.focus is None
    plain = render(scene).copy()
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RIGHT)
    assert scene.prompt.focus == Spot("pile", 2)
    focused = render(scene)
    lay = scene.layout
    pile = lay.piles[2]
    assert changed_share(plain, focused, pile.inflate(lay.px(16), lay.px(32))) > 0.3
    for level in (1, 3, 4):
        assert changed_share(plain, focused, lay.piles[level]) == 0


def test_enter_takes_the_draft_pile_the_keys_focus_as_space_does() -> None:
    """Enter on the focused pile did nothing (only Space took it), where Enter confirms
    everywhere else."""
    ctx, scene, link = make_table(players=3, seed=4, speed=0.0)
    settle(ctx, scene)
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RIGHT)
    assert scene.prompt is not None and scene.prompt.focus == Spot("pile", 2)
    key(scene, pygame.K_RETURN)
    assert link.answers and link.answers[-1][1] == 2


def test_a_at_the_table_says_on_the_bar_that_auto_pass_is_on_then_off() -> None:
    """A at the player's own turn turned auto-pass on with nothing to show it had."""
    ctx, scene, _ = make_table(players=3, seed=4, speed=0.0)
    settle(ctx, scene)
    key(scene, pygame.K_a)
    notice = scene.notices.shown(ctx.clock.now)
    assert notice is not None and notice.title == ctx.tr("table.notice.autopass_on") and ctx.settings.autopass
    key(scene, pygame.K_a)
    notice = scene.notices.shown(ctx.clock.now)
    assert notice is not None and notice.title == ctx.tr("table.notice.autopass_off") and not ctx.settings.autopass
