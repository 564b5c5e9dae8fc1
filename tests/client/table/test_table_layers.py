"""What is drawn over what at the Elixir table: banners over the cards, floating words and chips
clear of the players' names and spell bottles, the keyboard's focus plainly marked."""

from __future__ import annotations

from game.tables.elixir.animation import FlyCard
from tests.client.table.harness import make_table, render, settle


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
