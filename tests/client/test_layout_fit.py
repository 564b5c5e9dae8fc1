"""Layouts that must fit: results rows, a big hand and many spells, badges at the window's edge,
the rules' last topic, the demo's speed label. Rectangles are read from the scenes themselves.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.core.machine import pending  # noqa: E402
from engine.elixir.catalog import all_instances, card_def  # noqa: E402
from game.context import Context  # noqa: E402
from game.i18n import LANGUAGES, Translator, card_text  # noqa: E402
from game.link import LinkStatus, LinkUpdate  # noqa: E402
from game.offlinelinks import StaticLink  # noqa: E402
from game.scenes.routes import scene_routes  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.showcase import play_position, table_info  # noqa: E402
from game.table.layout import compute  # noqa: E402
from game.tables.elixir.handlayout import (  # noqa: E402
    count_badges,
    digit_caps,
    hand_fan,
    hand_groups,
    slot_box,
    spells_label_rect,
)
from game.tables.elixir.prompt import Spot  # noqa: E402
from game.tables.elixir.scene import TableScene  # noqa: E402
from game.ui import Label  # noqa: E402
from tests.client.events import click_events, key  # noqa: E402
from tests.client.test_scenes import run  # noqa: E402

STEP = 1 / 60
SIZES = [(1280, 720), (800, 600), (1920, 1080)]


def make_ctx(tmp_path: Path, size: tuple[int, int], lang: str) -> Context:
    """A context with a dummy display of `size` in `lang`."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    ctx = Context(Settings(language=lang), settings_path=tmp_path / "settings.json", size=size,
                  routes=scene_routes())
    ctx.set_language(lang)
    return ctx




# ---- results ---------------------------------------------------------------------------------

def long_result(players: int, lang: str, per_seat: int) -> dict[str, Any]:
    """A finished game in which every seat but one cast `per_seat` spells with the longest names."""
    spells = [i for i, d in enumerate(all_instances()) if d.kind.value == "spell"]
    spells.sort(key=lambda c: -len(card_text(card_def(c).name, lang)))
    cast = [spells[s * per_seat:(s + 1) * per_seat] for s in range(players)]
    cast[1] = []
    return {"winners": [2], "cast": cast, "spells_left": [[5, 6]] * players, "rounds": 21, "turns": 123}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [6, 8])
def test_results_rows_never_overlap_for_six_players_with_long_spell_lists(tmp_path: Path, lang: str,
                                                                          size: tuple[int, int], players: int) -> None:
    from game.tables.elixir.results import ElixirResults as ResultsScene

    ctx = make_ctx(tmp_path, size, lang)
    result = long_result(players, lang, 8 if players == 6 else 6)
    scene = ResultsScene(ctx, StaticLink([], seat=0), result, {"players": players}, table_info(players, "over"))
    ctx.stack.push(scene)
    run(ctx)
    rows = [r for r, _, _ in scene.rows]
    assert len(rows) == players
    window = pygame.Rect((0, 0), size)
    for i, a in enumerate(rows):
        assert window.contains(a)
        assert not any(a.colliderect(b) for b in rows[i + 1:])
    labels = [w for w in scene.group.widgets if isinstance(w, Label)]
    in_rows = 0
    for label in labels:
        hits = [r for r in rows if r.colliderect(label.rect)]
        assert len(hits) <= 1, (label.text, label.rect)
        if hits:
            assert hits[0].contains(label.rect), (label.text, label.rect, hits[0])
            in_rows += 1
    assert in_rows == 3 * players
    for row, cards, _ in scene.rows:
        faces = scene.face_rects(row, len(cards))
        assert all(row.contains(f) for f in faces)
        texts = [lb.rect for lb in labels if row.contains(lb.rect)]
        assert not any(f.colliderect(t) for f in faces for t in texts)
        assert not any(a.colliderect(b) for i, a in enumerate(texts) for b in texts[i + 1:])


# ---- the player's own cards --------------------------------------------------------------------

def big_hand_table(tmp_path: Path, size: tuple[int, int], lang: str, players: int, finds: int,
                   spells: int) -> TableScene:
    """The table of a seeded game in which seat 0 holds `finds` Finds and `spells` uncast spells."""
    game, st, _ = play_position(players, 3, 60)
    need = finds - len(st.hands[0])
    if need >= 0:
        st.hands[0].extend(st.deck[:need])
        del st.deck[:need]
    else:
        st.deck.extend(st.hands[0][finds:])
        del st.hands[0][finds:]
    other = 1
    while len(st.spell_hands[0]) < spells:
        if st.spell_hands[other]:
            st.spell_hands[0].append(st.spell_hands[other].pop())
        other = other % (players - 1) + 1
    ask = tuple(d.to_plain() for d in pending(st) if d.seat == 0)
    update = LinkUpdate(view=game.view(st, 0), ask=ask, snapshot=True, status=LinkStatus.PLAYING,
                        table=table_info(players))
    ctx = make_ctx(tmp_path, size, lang)
    scene = TableScene(ctx, StaticLink([update], seat=0))
    ctx.stack.push(scene)
    run(ctx, 30)
    assert len(scene.shown["hand"]) == finds and len(scene.shown["spells"]) == spells  # type: ignore[index]
    return scene


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "finds", "spells"), [(4, 24, 8), (4, 11, 6), (6, 6, 3)])
def test_a_lifted_spell_never_covers_the_your_spells_label(
        tmp_path: Path, lang: str, size: tuple[int, int], players: int, finds: int, spells: int) -> None:
    """A spell hovered, focused or chosen is drawn 16 px higher; with a long hand there is no room
    for that above the spells, and the label moves aside instead of lying under the card."""
    scene = big_hand_table(tmp_path, size, lang, players, finds, spells)
    lay = scene.layout
    window = pygame.Rect((0, 0), size)
    title = scene.res.text(scene.ctx.tr("table.your_spells"), lay.px(14), (0, 0, 0), "title", shadow=1)
    slots = scene.spell_slots()
    for slot in slots:
        raised = slot.rect(lay.px(16))
        label = spells_label_rect(lay, slots, title.get_size(), [raised])
        assert not label.colliderect(raised), (size, spells, label, raised)
        assert window.contains(label) and not label.colliderect(lay.prompt)
        assert not any(label.colliderect(s.rect()) for s in slots if s is not slot)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "finds", "spells"), [(4, 24, 8), (8, 21, 7), (6, 6, 3)])
def test_big_hand_and_many_spells_fit_the_window_without_covering_each_other_or_the_label(
        tmp_path: Path, lang: str, size: tuple[int, int], players: int, finds: int, spells: int) -> None:
    scene = big_hand_table(tmp_path, size, lang, players, finds, spells)
    lay = scene.layout
    window = pygame.Rect((0, 0), size)
    title = scene.res.text(scene.ctx.tr("table.your_spells"), lay.px(14), (0, 0, 0), "title", shadow=1)
    spell_slots = scene.spell_slots()
    label = spells_label_rect(lay, spell_slots, title.get_size())
    assert window.contains(label) and not label.colliderect(lay.prompt)
    highest = lay.px(26) + lay.px(18)  # hovered and hopping
    hand = [slot_box(s) for s in scene.hand_slots()]
    lifted = [slot_box(s, highest) for s in scene.hand_slots()]
    spell_rects = [s.rect() for s in spell_slots]
    for box in hand:
        assert window.contains(box), (box, size)
    for box in lifted:
        assert not box.colliderect(label)
        assert not any(box.colliderect(r) for r in spell_rects)
    for i, r in enumerate(spell_rects):
        assert window.contains(r) and not r.colliderect(label)
        assert not any(r.colliderect(o) for o in spell_rects[i + 1:]), "spells overlap: not legible"
        assert r.width >= lay.px(40)
    # every card can still be told apart and clicked where the scene says
    for card in scene.shown["hand"]:  # type: ignore[index]
        point = scene.spot_point(Spot("hand", card))
        assert point is not None and window.collidepoint(point)


def drafting(tmp_path: Path, size: tuple[int, int], lang: str, spells: int) -> TableScene:
    """A table of 4 in the draft (9 points), seat 0 holding `spells` level-1 spells and asked again."""
    from engine.core.decisions import Answer
    from engine.core.machine import apply
    from engine.elixir.game import ELIXIR

    st = ELIXIR.new_state({"players": 4, "spell_points": 9}, 5)
    while len(st.spell_hands[0]) < spells or pending(st)[0].seat != 0:
        d = pending(st)[0]
        assert d.kind == "draft"
        assert apply(st, Answer(d.id, d.seat, min(d.options))).accepted
    ask = tuple(d.to_plain() for d in pending(st) if d.seat == 0)
    update = LinkUpdate(view=ELIXIR.view(st, 0), ask=ask, snapshot=True, status=LinkStatus.PLAYING,
                        table=table_info(4))
    ctx = make_ctx(tmp_path, size, lang)
    scene = TableScene(ctx, StaticLink([update], seat=0))
    ctx.stack.push(scene)
    run(ctx, 30)
    return scene


def points_line(scene: TableScene, points: int, target: int) -> pygame.Rect:
    """Where the draft's points line is drawn for `points` of `target`."""
    from game.tables.elixir.handlayout import draft_points_rect

    text = scene.ctx.tr("table.points_of", points=points, target=target)
    size = scene.res.text(text, scene.layout.px(16), (0, 0, 0), "text_bold", shadow=1).get_size()
    return draft_points_rect(scene.layout, scene.spell_slots(), size)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_drafts_points_line_sits_above_the_spells_drafted_even_in_two_rows(
        tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    """Drafting level-1 spells up to 9 points fills a second row of spells; the line that counts
    the points ("Your spells: 6 of 9 points") rises above it, under the prompt bar (it lay under
    the second row in an Italian game of the eleventh session)."""
    scene = drafting(tmp_path, size, lang, 6)
    lay = scene.layout
    slots = scene.spell_slots()
    assert len(slots) == 6 and len({s.rect().top for s in slots}) == 2  # two rows
    line = points_line(scene, 6, 9)
    window = pygame.Rect((0, 0), size)
    assert window.contains(line) and line.top >= lay.prompt.bottom
    assert not any(line.colliderect(s.rect()) for s in slots), (line, [s.rect() for s in slots])
    wide = points_line(scene, 14, 11)  # Italian's "I tuoi incantesimi: 14 di 11 punti" ended on the chat's frame
    assert wide.right <= lay.table.right - lay.px(8)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", SIZES)
def test_a_spell_raised_under_the_mouse_leaves_the_drafts_points_line_in_sight(
        tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    """A tester's hovered spell rose over "3 of 9 points": with one row of spells the line keeps
    above a raised one (with two rows there is no room under the prompt bar)."""
    from game.tables.elixir.handlayout import SPELL_LIFT_PX

    scene = drafting(tmp_path, size, lang, 3)
    slots = scene.spell_slots()
    assert len({s.rect().top for s in slots}) == 1
    line = points_line(scene, 3, 9)
    raised = [s.rect(scene.layout.px(SPELL_LIFT_PX)) for s in slots]
    assert line.top >= scene.layout.prompt.bottom and not any(line.colliderect(r) for r in raised), (line, raised)


def test_a_crowded_hand_groups_identical_finds_with_a_count_and_clicks_still_pick_each_card(tmp_path: Path) -> None:
    from game.tables.elixir.handlayout import card_keys

    scene = big_hand_table(tmp_path, (1280, 720), "en", 4, 24, 3)
    hand = list(scene.shown["hand"])  # type: ignore[index]
    lay = scene.layout
    groups = hand_groups(card_keys(hand), lay.hand, lay.hand_card_w)
    assert groups and sum(g.count for g in groups) > len(groups)
    slots = scene.hand_slots()
    window = pygame.Rect((0, 0), lay.size)
    for rect, count in count_badges(groups, slots, [lay.px(44)] * len(slots), lay):
        assert window.contains(rect) and count >= 2
    for card in hand:
        point = scene.spot_point(Spot("hand", card))
        assert point is not None
        for ev in click_events(point)[:1]:
            scene.handle(ev)
        assert scene.hover == Spot("hand", card)


@pytest.mark.parametrize("size", [*SIZES, (1024, 768)])
@pytest.mark.parametrize("copies", [2, 3])
def test_number_keys_on_stacked_playable_copies_cover_neither_each_other_nor_the_count(
        size: tuple[int, int], copies: int) -> None:
    # a play-tester's hand of 12 held two copies of an object, both playable: their keys "1" and
    # "2" were drawn on top of each other and of the "x2" badge
    lay = compute(size, 4, 0)
    keys = ["a", "b", "c", "d", "e", *["twin"] * copies, "f", "g", "h", "i", "j"]
    slots = hand_fan(keys, lay.hand, lay.hand_card_w)
    groups = hand_groups(keys, lay.hand, lay.hand_card_w)
    assert [g.count for g in groups] == [copies]  # the hand is crowded: the copies are stacked
    badges = [rect for rect, _count in count_badges(groups, slots, [0.0] * len(slots), lay)]
    chosen = [slots[i].rect() for i in range(4, 6 + copies)]  # the copies and a neighbour each side
    caps = digit_caps(chosen, lay, badges)
    for i, cap in enumerate(caps):
        assert chosen[i].contains(cap)
        assert cap.collidelist(badges) < 0, (cap, badges)
        assert all(not cap.colliderect(other) for other in caps[i + 1:]), caps


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", [*SIZES, (1024, 768), (2560, 1080)])
def test_badges_and_hats_are_never_clipped_by_the_window_edge(players: int, size: tuple[int, int]) -> None:
    lay = compute(size, players, 0)
    window = pygame.Rect((0, 0), size)
    hat = lay.px(44)
    for rect in [*lay.plaques.values(), lay.home]:
        assert window.contains(lay.hat_rect(rect, hat, lay.px(10)))
        hourglass = pygame.Rect(0, 0, lay.px(34), lay.px(34))
        hourglass.center = (rect.right - lay.px(8), rect.y + lay.px(6))
        assert window.contains(lay.badge(hourglass))


# ---- the rules ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_rules_scene_reaches_its_last_topic_and_every_topic_fits(tmp_path: Path, lang: str,
                                                                 size: tuple[int, int]) -> None:
    from game.scenes.rules import SECTIONS, RulesScene

    ctx = make_ctx(tmp_path, size, lang)
    ctx.stack.push(RulesScene(ctx))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, RulesScene)
    glued = re.compile(r"[a-zà-ÿ][.;:!?][A-ZÀ-Ý]")
    for n, section in enumerate(SECTIONS):
        if n:
            scene.handle(key(pygame.K_DOWN))
            run(ctx)
        assert scene.section == section
        lv = scene.topics
        assert lv is not None and lv.scroll <= n < lv.scroll + lv.visible_count()
        row_bottom = lv.rect.y + (n - lv.scroll + 1) * lv.row_height
        assert row_bottom <= lv.rect.bottom
        body = [w for w in scene.group.widgets if isinstance(w, Label)][-1]
        panel_bottom = lv.rect.bottom
        assert body.rect.bottom <= panel_bottom, (section, body.rect)
        lines = scene.kit.text.wrap(body.text, body.size, body.rect.width)
        starts = [para[:15] for para in body.text.split("\n") if para]
        assert all(any(line.startswith(start) for line in lines) for start in starts), "each paragraph on a new line"
        assert not any(glued.search(line) for line in lines), lines
    assert scene.section == SECTIONS[-1]
    # from the first topic, the wheel scrolls the list to its end and the last topic is clicked
    scene.section = SECTIONS[0]
    scene.set_tab("rules")
    run(ctx)
    lv = scene.topics
    assert lv is not None and lv.scroll == 0
    for _ in SECTIONS:
        scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    run(ctx)
    y = lv.rect.y + (len(SECTIONS) - 1 - lv.scroll) * lv.row_height + lv.row_height // 2
    assert y < lv.rect.bottom
    for ev in click_events((lv.rect.centerx, y)):
        scene.handle(ev)
    run(ctx)
    assert scene.section == SECTIONS[-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_text_tells_how_direction_orders_transactions_and_covers_seven_and_eight_players(lang: str) -> None:
    from game.i18n import Translator

    tr = Translator(lang)
    draft = tr("rules.draft.body")
    assert "7" in draft and "8" in draft
    words = {"en": ("direction", "Auction", "Flea Market"), "fr": ("sens du jeu", "Enchères", "Brocante"),
             "nl": ("speelrichting", "Veiling", "Vlooienmarkt"),
             "it": ("senso di gioco", "Asta", "Mercato delle pulci")}[lang]
    tx = tr("rules.transactions.body")
    assert all(w in tx for w in words)


# ---- the demo ----------------------------------------------------------------------------------

def test_demo_speed_label_shows_the_speed_it_runs_at(tmp_path: Path) -> None:
    from game.scenes.tableshell import ShellTable

    ctx = make_ctx(tmp_path, (1280, 720), "en")
    game, st, _ = play_position(4, 3, 10)
    update = LinkUpdate(view=game.view(st, 0), snapshot=True, status=LinkStatus.PLAYING, table=table_info(4))
    scene = ShellTable(ctx, StaticLink([update], seat=0), speed=8.0)
    ctx.stack.push(scene)
    run(ctx)
    drawn: list[str] = []
    text = scene.res.text
    scene.res.text = lambda s, *a, **k: (drawn.append(s), text(s, *a, **k))[1]  # type: ignore[method-assign]
    scene.draw(pygame.display.get_surface())
    assert ctx.tr("table.keys.speed", speed=ctx.tr("table.speed.x", n=8)) in drawn


@pytest.mark.parametrize(("lang", "expected"), [("en", "1 round, 1 turn"), ("fr", "1 tour de table, 1 tour de jeu")])
def test_results_say_one_round_and_one_turn_in_the_singular(tmp_path: Path, lang: str, expected: str) -> None:
    from game.tables.elixir.results import ElixirResults as ResultsScene

    ctx = make_ctx(tmp_path, (1280, 720), lang)
    result = {**long_result(3, lang, 1), "rounds": 1, "turns": 1}
    scene = ResultsScene(ctx, StaticLink([], seat=0), result, {"players": 3}, table_info(3, "over"))
    ctx.stack.push(scene)
    run(ctx)
    texts = [getattr(w, "text", "") for w in scene.group.widgets]
    assert expected in texts


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_drafts_note_is_set_at_a_readable_size_clear_of_the_plaques_and_piles(lang: str,
                                                                                size: tuple[int, int]) -> None:
    """At 1024 x 576 the Italian note explaining levels above the draft's piles was squeezed
    between two plaques into a tiny font: it now spans the row of the deck, piles and discard
    and takes the height that sets it largest, at least 12 px at 1280 x 720 (scaled down)."""
    from game.table.res import Resources
    from game.tables.elixir.asked import note_layout
    from game.tables.elixir.board import draft_note_above
    from game.tables.elixir.places import pile_top

    pygame.display.init()
    pygame.font.init()
    res = Resources()
    text = Translator(lang)("table.draft.levels", target=11)
    for players in (3, 4, 5, 6):
        lay = compute(size, players, 0)
        found = note_layout(text, draft_note_above(lay), list(lay.plaques.values()), lay.scale, res.font)
        assert found is not None, players
        rect, fit = found
        assert fit.fits and fit.size >= round(12 * lay.scale), (players, fit.size)
        assert not any(rect.colliderect(plaque) for plaque in lay.plaques.values()), players
        assert all(rect.bottom < pile_top(lay, level, 30, raised=True).y for level in lay.piles), players
