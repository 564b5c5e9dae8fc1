"""A crowded tray gathered: a Rag-Picker's Hook over a big discard pile lays one card of each
design, big enough to read, over the whole table (`game.tables.elixir.traygroups`)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame
import pytest

from engine.elixir.cards import Kind
from engine.elixir.catalog import card_def
from game.i18n import Translator
from game.table.promptparts import Spot
from game.tables.elixir.cardface import card_name
from game.tables.elixir.pickprompt import PickPrompt
from game.tables.elixir.prompts import make_prompt
from game.tables.elixir.traygroups import GROUP_AT, KIND_ORDER, gather
from tests.client.table.harness import click, key, make_table, render, settle
from tests.elixir.test_cards_kit import Kit


def hook_over_discard(size: int) -> tuple[Kit, list[int]]:
    """Seat 0 uses a Rag-Picker's Hook over a discard pile of `size` Finds (the deck's first)."""
    kit = Kit()
    kit.finds(0, "obj.ragpickers_hook", "ing.touch_of_madness")
    st = kit.st
    pile = list(st.deck[:size])
    for card in pile:
        st.deck.remove(card)
    st.discard.extend(pile)
    kit.start()
    kit.use(0, "obj.ragpickers_hook")
    assert kit.asked() == [(0, "recover")]
    return kit, pile


def test_a_small_tray_is_laid_as_it_is() -> None:
    """A Flea Market's few cards keep the order they were shuffled into (its number keys follow it)."""
    cards = [50, 3, 41, 7, 3 + 1]
    assert gather(cards, "en").shown == tuple(cards)
    assert not gather(cards, "en").counts and not gather(cards, "en").stands_for


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_crowded_tray_lays_one_card_of_each_design_by_kind_then_name(lang: str) -> None:
    kit, pile = hook_over_discard(60)
    got = gather(pile, lang)
    designs = Counter(card_def(c).key for c in pile)
    assert len(pile) > GROUP_AT
    assert sorted(card_def(c).key for c in got.shown) == sorted(designs)  # each design once
    assert {card_def(c).key: got.counts.get(c, 1) for c in got.shown} == dict(designs)
    assert set(got.stands_for) == set(pile) - set(got.shown)
    assert all(card_def(copy).key == card_def(shown).key for copy, shown in got.stands_for.items())
    order = [(KIND_ORDER.index(card_def(c).kind), card_name(c, lang).casefold()) for c in got.shown]
    assert order == sorted(order)
    assert card_def(got.shown[0]).kind is Kind.INGREDIENT


def test_the_hooks_prompt_offers_each_design_once_and_answers_a_copy_with_its_designs_card() -> None:
    """Choosing any copy is the same answer: the prompt's plan for a copy clicks the card laid for
    its design, and the reply it gives is one of the engine's options."""
    kit, pile = hook_over_discard(70)
    decision = kit.decision(0).to_plain()
    prompt = make_prompt(decision, kit.view(0), Translator("en"), lambda seat: f"Seat {seat}")
    assert isinstance(prompt, PickPrompt) and prompt.wide_tray
    laid = [card for card, _ in prompt.tray]
    assert len(laid) == len({card_def(c).key for c in pile}) < len(pile)
    assert sum(prompt.tray_counts.get(c, 1) for c in laid) == len(pile)
    copy = next(iter(prompt.stands_for))
    steps = prompt.plan([copy])
    assert steps[0] == ("spot", prompt.spot_of[prompt.stands_for[copy]])
    for kind, what in steps:
        reply = prompt.activate(what) if kind == "spot" else prompt.press(what)
    assert reply is not None and reply.choice == [prompt.stands_for[copy]]
    assert reply.choice[0] in decision["pick"]["among"]


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1024, 576), "nl")])
def test_a_crowded_tray_lies_over_the_table_in_cards_big_enough_to_read(size: tuple[int, int], lang: str) -> None:
    """70 Finds in the centre were slivers about 45 px wide, three copies side by side; gathered,
    each design's card is at least as wide as a centre card and shows most of its face, above
    the prompt bar and inside the table; a click on one and Enter take it back."""
    kit, pile = hook_over_discard(70)
    ctx, scene, link = make_table(size=size, lang=lang)
    link.state = kit.st
    link.hold_bots = True
    link._out.append(link._update([], snapshot=True))
    settle(ctx, scene)
    lay = scene.layout
    slots = scene.tray_slots()
    assert len(slots) == len({card_def(c).key for c in pile})
    assert min(s.width for s in slots) >= 0.9 * lay.centre_card_w  # the slivers were under half of it
    steps = sorted({b.rect().x - a.rect().x for a, b in zip(slots, slots[1:], strict=False)
                    if b.rect().y == a.rect().y})
    assert steps[0] >= 0.7 * slots[0].width  # most of each face, its name's start included
    for s in slots:
        assert lay.table.contains(s.rect()) and s.rect().bottom < lay.prompt.y
    render(scene)
    asked = scene.prompt.id
    card = scene.tray_cards()[4][0]
    point = scene.spot_point(scene.prompt.navigable()[4])
    assert point is not None
    click(scene, point)
    key(scene, pygame.K_RETURN)
    settle(ctx, scene)
    assert link.answers == [(asked, [card])]
    assert not link.refused and card in kit.st.hands[0]


def hook_scene(lang: str = "en", size: tuple[int, int] = (1280, 720), discards: int = 70) -> tuple[Any, Any, Any]:
    """The table of `hook_over_discard(discards)`'s seat 0, settled on its choice (ctx, scene, link)."""
    kit, _pile = hook_over_discard(discards)
    ctx, scene, link = make_table(size=size, lang=lang)
    link.state = kit.st
    link.hold_bots = True
    link._out.append(link._update([], snapshot=True))
    settle(ctx, scene)
    return ctx, scene, link


def test_a_card_zoomed_in_the_tray_leads_left_and_right_to_the_other_cards_to_choose_from() -> None:
    """Reading a big discard pile card by card: a right-click zoomed one tray card, and Left and
    Right went to the player's own hand instead (the tray has no other way to read its cards
    full size). They now go through the tray's cards, round, and the hint says so."""
    ctx, scene, _link = hook_scene()
    tray = [card for card, _ in scene.tray_cards()]
    point = scene.spot_point(scene.prompt.navigable()[2])
    click(scene, point, button=3)
    assert scene.zoom == tray[2]
    key(scene, pygame.K_RIGHT)
    assert scene.zoom == tray[3]
    for _ in range(4):
        key(scene, pygame.K_LEFT)
    assert scene.zoom == tray[-1]  # round from the first
    assert scene.browsed_cards() == tray
    shown = render(scene).copy()
    scene.tray_face_up = lambda: []  # type: ignore[method-assign]  # the hint of the player's own cards
    assert pygame.image.tobytes(render(scene), "RGB") != pygame.image.tobytes(shown, "RGB")
    assert ctx.tr("table.zoom_hint_tray") != ctx.tr("table.zoom_hint_own")


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720)])
def test_a_gathered_tray_lays_its_designs_in_rows_of_cards_shown_nearly_whole(size: tuple[int, int]) -> None:
    """17 designs (an Alembic's choice) lay in one row where each card showed 55% of its width,
    every name cut ("Blad Singi…") with most of the table above and below empty."""
    from game.tables.elixir.places import WIDE_TRAY_SHOWN

    _ctx, scene, _link = hook_scene(size=size, discards=24)
    slots = scene.tray_slots()
    assert scene.prompt.wide_tray and len(slots) >= 13
    rows = sorted({s.rect().y for s in slots})
    assert len(rows) >= 2
    for y in rows:
        line = sorted(s.rect().x for s in slots if s.rect().y == y)
        assert all(b - a >= WIDE_TRAY_SHOWN * slots[0].width - 1 for a, b in zip(line, line[1:], strict=False))


def test_the_card_chosen_in_a_gathered_tray_lies_over_its_neighbours_count_badges(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A neighbour's "x2" badge, drawn after every card, sat on the focused Troll's Nose (x3),
    reading as its count: the focused card is drawn last, with its own badge and key cap."""
    import game.tables.elixir.foreground as foreground

    ctx, scene, _link = hook_scene()
    order: list[tuple[str, Any]] = []
    real_counts, real_face = foreground.draw_counts, scene.faces.face
    monkeypatch.setattr(foreground, "draw_counts", lambda surface, res, badges, lay: (
        order.append(("badges", [rect for rect, _count in badges])), real_counts(surface, res, badges, lay))[1])
    monkeypatch.setattr(scene.faces, "face", lambda card, width: (order.append(("face", card)),
                                                                  real_face(card, width))[1])
    counted = [i for i, (card, _) in enumerate(scene.tray_cards()) if scene.prompt.tray_counts.get(card, 1) > 1]
    target = next(i for i in counted if i > 0 and i - 1 in counted)  # a counted card with a counted neighbour
    focused = scene.tray_cards()[target][0]
    scene.prompt.focus = Spot("tray", focused)
    render(scene)
    at = max(i for i, (what, card) in enumerate(order) if what == "face" and card == focused)
    later = [rect for what, rects in order[at:] if what == "badges" for rect in rects]
    assert len(later) == 1  # only the focused card's own badge comes after it
    assert later[0].colliderect(scene.tray_slots()[target].rect(scene.layout.px(14)))
