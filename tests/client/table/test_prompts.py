"""Prompts that respect the player (issue 10, section 3), in English and French.

A real seeded position gives the view; the decision asked is written out by each test (the
same plain data the host sends), fed to the table through a recording link, and answered with
synthetic mouse and key events while the clock is ticked. One test plays real games.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.bots import make_bot
from engine.elixir.catalog import all_instances, card_def, lasting_def
from engine.elixir.ids import spells
from engine.elixir.ingredients import INGREDIENT_NAMES, Ingredient
from game.context import Context
from game.i18n import card_text as card_text_in
from game.link import LinkStatus, LinkUpdate
from game.offlinelinks import StaticLink
from game.showcase import play_position, table_info
from game.table.autoplay import AutoPlayer
from game.tables.elixir import hotkeys
from game.tables.elixir.asked import draft_target
from game.tables.elixir.cardface import card_name
from game.tables.elixir.lastplay import PLAYS
from game.tables.elixir.prompt import Spot
from game.tables.elixir.prompts import make_prompt
from game.tables.elixir.scene import TableScene
from tests.client.table.fakelink import record_events
from tests.client.table.harness import arranged_table, click, key, make_ctx, make_table, render, settle, step

LANGS = ["en", "fr"]
PASS = {"act": "pass"}


def instance(key_: str) -> int:
    """The first card instance of the design `key_`."""
    return next(i for i, d in enumerate(all_instances()) if d.key == key_)


UMBRELLA = instance("obj.umbrella_of_warding")
PEBBLE = instance("obj.philosophers_pebble")
WHIRLWIND = instance("spell.whirlwind")  # griffon_feather, pink_morning_dew, singing_grass
FORFEIT = next(i for i, d in enumerate(all_instances()) if d.forfeit is not None)


def ingredient(key_: str, copy: int = 0) -> int:
    """An ingredient card of kind `key_`."""
    return [i for i, d in enumerate(all_instances()) if d.ingredient is Ingredient(key_)][copy]


def position(hand: list[int] | None = None, spells: list[int] | None = None) -> dict[str, Any]:
    """Seat 0's view of a seeded game in play, with the hand and spells the test wants."""
    game, state, _ = play_position(4, 3, 60)
    view = game.view(state, 0)
    assert view["phase"] == "play"
    if hand is not None:
        view["hand"] = sorted(hand)
    if spells is not None:
        view["spells"] = sorted(spells)
    view["pending"] = []
    view["plays"] = []
    view["transaction"] = None
    view["table"] = {"face_up": [], "mine": []}
    return view


def seated(view: dict[str, Any], *decisions: dict[str, Any], lang: str, autopass: bool = False
           ) -> tuple[Context, TableScene, StaticLink]:
    """A table showing `view` with `decisions` asked of seat 0, every update shown."""
    ctx = make_ctx(lang=lang, speed=0.0)
    link = StaticLink([LinkUpdate(view=view, ask=tuple(decisions), snapshot=True, status=LinkStatus.PLAYING,
                                  table=table_info(4))], seat=0)
    scene = TableScene(ctx, link)
    scene.autopass = autopass
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    settle(ctx, scene)
    return ctx, scene, link


def ask(view: dict[str, Any], decision: dict[str, Any], link: StaticLink, ctx: Context, scene: TableScene) -> None:
    """Ask one more decision of seat 0 and show it."""
    link.feed(LinkUpdate(view=view, ask=(decision,)))
    settle(ctx, scene)


def react(ident: int, options: list[dict[str, Any]], card: int = WHIRLWIND, by: int = 1,
          target: int | None = None) -> dict[str, Any]:
    """A reaction window decision for seat 0 (the shape the host sends)."""
    return {"id": ident, "seat": 0, "kind": "react", "prompt": {"uid": 90, "card": card, "by": by, "target": target},
            "options": options}


def forfeit(ident: int, card: int = FORFEIT, caster: int = 1) -> dict[str, Any]:
    """A forfeit aimed at seat 0: suffer it or give 2 Finds."""
    return {"id": ident, "seat": 0, "kind": "forfeit", "prompt": {"card": card, "caster": caster, "finds": 5},
            "options": ["suffer", "pay"]}


def text_event(text: str) -> pygame.event.Event:
    """The text event a key makes after its key event."""
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def card_text(card: int, lang: str) -> str:
    """A card's name in `lang`."""
    return card_text_in(card_def(card).name, lang)


# ---- reaction windows -----------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_reaction_window_with_only_pass_is_a_notice_and_the_table_passes(lang: str) -> None:
    view = position()
    ctx, scene, link = seated(view, react(7, [PASS]), lang=lang)
    assert scene.prompt is None and scene.buttons == []
    assert link.answers == [(7, PASS)]
    notice = scene.notices.shown(ctx.clock.now)
    assert notice is not None
    assert card_text(WHIRLWIND, lang) in notice.title and scene.name(1) in notice.title
    assert notice.lines == (ctx.tr("table.notice.nothing_to_react"),)
    render(scene)
    # Nothing to dismiss: the table's keys still work and the notice goes by itself.
    key(scene, pygame.K_RETURN)
    key(scene, hotkeys.PASS)
    assert link.answers == [(7, PASS)]
    step(ctx, scene, 5.0)
    assert scene.notices.shown(ctx.clock.now) is None
    # The same window shown again (a resync) is not answered twice.
    ask(view, react(7, [PASS]), link, ctx, scene)
    assert link.answers == [(7, PASS)]
    # A window before lasting effects act at the start of a turn (no card played) says so.
    turn_start = {"id": 9, "seat": 0, "kind": "react", "options": [PASS],
                  "prompt": {"uid": None, "card": None, "by": None, "target": 2, "moment": "turn_start"}}
    ask(view, turn_start, link, ctx, scene)
    assert link.answers[-1] == (9, PASS) and scene.prompt is None
    notice = scene.notices.shown(ctx.clock.now)
    assert notice is not None and notice.title == ctx.tr("table.notice.turn_start", name=scene.name(2))
    # With auto-pass on, the host passes it: the table only says so.
    ctx, scene, link = seated(view, react(8, [PASS]), lang=lang, autopass=True)
    assert scene.prompt is None and link.answers == [] and scene.notices.on_bar(ctx.clock.now)


@pytest.mark.parametrize("lang", LANGS)
def test_a_playable_umbrella_keeps_the_reaction_prompt_while_auto_pass_is_off(lang: str) -> None:
    view = position(hand=[UMBRELLA, ingredient("stardust")])
    decision = react(8, [PASS, {"act": "react", "card": UMBRELLA}], target=0)
    ctx, scene, link = seated(view, decision, lang=lang)
    assert scene.prompt is not None and scene.prompt.kind == "react"
    assert link.answers == []
    assert Spot("hand", UMBRELLA) in scene.prompt.glowing()
    assert scene.notices.shown(ctx.clock.now) is None
    assert {"done", "autopass"} <= {pb.ident for pb, _ in scene.buttons}
    pos = scene.spot_point(Spot("hand", UMBRELLA))
    assert pos is not None
    click(scene, pos)
    key(scene, pygame.K_RETURN)
    assert link.answers == [(8, {"act": "react", "card": UMBRELLA})]


@pytest.mark.parametrize("lang", LANGS)
def test_auto_pass_passes_every_reaction_window_even_one_a_card_in_hand_could_answer(lang: str) -> None:
    """A play-tester turned auto-pass on (A at the table, then in Settings) and was still asked
    to react whenever a card in hand could: the toggle changed nothing they could see, since a
    window with nothing to play is passed by the table anyway. It now passes every window, and
    the prompt bar says so."""
    view = position(hand=[UMBRELLA, ingredient("stardust")])
    decision = react(8, [PASS, {"act": "react", "card": UMBRELLA}], target=0)
    ctx, scene, link = seated(view, decision, lang=lang, autopass=True)
    assert scene.prompt is None and link.answers == [(8, PASS)]
    notice = scene.notices.shown(ctx.clock.now)
    assert notice is not None and notice.lines == (ctx.tr("table.notice.auto_passed"),)
    # A window with nothing to play is the host's to pass for a seat with auto-pass on.
    ask(view, react(9, [PASS]), link, ctx, scene)
    assert link.answers == [(8, PASS)] and scene.prompt is None


def test_a_toggles_auto_pass_in_the_settings_and_passes_the_window_open_and_settings_turn_it_back() -> None:
    """A at the table showed "Auto-pass: on" while Settings still said off, and the reverse; and
    the window open when it was turned on stayed open."""
    view = position(hand=[UMBRELLA, ingredient("stardust")])
    ctx, scene, link = seated(view, react(8, [PASS, {"act": "react", "card": UMBRELLA}], target=0), lang="en")
    assert scene.prompt is not None and not ctx.settings.autopass
    key(scene, pygame.K_a)
    assert ctx.settings.autopass and link.answers == [(8, PASS)] and scene.prompt is None
    ctx.settings = ctx.settings.with_changes(autopass=False)  # turned off in the game menu's Settings
    scene.resume()
    assert not scene.autopass
    ask(view, react(10, [PASS, {"act": "react", "card": UMBRELLA}], target=0), link, ctx, scene)
    assert scene.prompt is not None and scene.prompt.kind == "react"


@pytest.mark.parametrize("lang", LANGS)
def test_a_card_chosen_in_a_reaction_window_is_named_in_the_title_and_how_to_confirm_on_the_line_below(
        lang: str) -> None:
    """A play-tester's French bar: with four buttons, "Jouer Miroir du refus ? Cliquez-la encore ou
    appuyez sur Entrée." shrank to two small lines; the card's name now keeps the title's size
    (the auto-pass toggle steps aside while a card is chosen)."""
    view = position(hand=[UMBRELLA, ingredient("stardust")])
    ctx, scene, link = seated(view, react(8, [PASS, {"act": "react", "card": UMBRELLA}], target=0), lang=lang)
    prompt = scene.prompt
    assert prompt is not None
    before = (prompt.title, prompt.detail)
    pos = scene.spot_point(Spot("hand", UMBRELLA))
    assert pos is not None
    click(scene, pos)
    assert prompt.title == ctx.tr("table.ask.card_confirm", card=card_text(UMBRELLA, lang))
    assert prompt.detail == ctx.tr("table.ask.card_confirm.detail")
    assert [pb.ident for pb, _ in scene.buttons] == ["confirm", "cancel", "done"]  # no auto-pass toggle now
    text_w = scene.buttons[0][1].rect.x - scene.table_layout.prompt.x - scene.table_layout.px(24)
    res = scene.res
    assert res.font("text_bold", scene.table_layout.px(19)).size(prompt.title)[0] <= text_w
    render(scene)
    key(scene, pygame.K_ESCAPE)  # cancel: the window's own title and detail come back
    assert (prompt.title, prompt.detail) == before and link.answers == []
    assert "autopass" in {pb.ident for pb, _ in scene.buttons}


@pytest.mark.parametrize("autopass", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_in_real_games_the_table_passes_windows_with_nothing_to_play_and_every_one_with_auto_pass(
        lang: str, autopass: bool) -> None:
    ctx, scene, link = make_table(players=4, seed=5, speed=0.0, lang=lang)
    scene.autoplay = AutoPlayer(make_bot("random", 5), think=0.0, gap=0.0)
    scene.set_autopass(autopass)
    offered: list[dict[str, Any]] = []
    for _ in range(20000):
        step(ctx, scene, 1 / 60)
        p = scene.prompt
        if p is not None and p.kind == "react" and p.decision not in offered:
            offered.append(p.decision)
        if link.state.over or (len(scene.passed_alone) >= 3 and (offered or autopass)):
            break
    answers = dict(link.answers)
    assert len(scene.passed_alone) >= 3, "no reaction window with nothing to play"
    if autopass:  # no window reaches the player: the host passes those with nothing to play, the table the rest
        assert not offered and all(answers.get(d, PASS) == PASS for d in scene.passed_alone)
    else:
        assert all(answers[d] == PASS for d in scene.passed_alone)
    assert all(len(d["options"]) > 1 for d in offered), "a prompt was shown with nothing to play"
    assert not link.refused


def arranged_window() -> Any:
    """A real engine window: seat 0 casts a spell on everyone; seat 1 holds an Umbrella of
    Warding, seat 2 only an odd sock (the arrangement of the host's own auto-pass test)."""
    from tests.elixir.test_cards_kit import umbrella_window

    return umbrella_window()


def seat_of(kit: Any, seat: int, lang: str, autopass: bool = True) -> tuple[Context, TableScene, StaticLink]:
    """The table of `seat` in the arranged game, with auto-pass on (or off), showing the engine's
    own view and decisions for that seat."""
    from engine.core.machine import pending
    from engine.elixir.game import ELIXIR

    ask = tuple(d.to_plain() for d in pending(kit.st) if d.seat == seat)
    ctx = make_ctx(lang=lang, speed=0.0)
    link = StaticLink([LinkUpdate(view=ELIXIR.view(kit.st, seat), ask=ask, snapshot=True,
                                  status=LinkStatus.PLAYING, table=table_info(4))], seat=seat)
    scene = TableScene(ctx, link)
    scene.autopass = autopass
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    settle(ctx, scene)
    return ctx, scene, link


@pytest.mark.parametrize("lang", LANGS)
def test_in_a_real_window_a_playable_umbrella_is_offered_unless_auto_pass_is_on(lang: str) -> None:
    kit = arranged_window()
    ctx, holder, link = seat_of(kit, 1, lang, autopass=False)
    assert holder.prompt is not None and holder.prompt.kind == "react"
    umbrella = next(o["card"] for o in holder.prompt.decision["options"] if o.get("act") == "react")
    assert card_def(umbrella).key == "obj.umbrella_of_warding"
    assert Spot("hand", umbrella) in holder.prompt.glowing() and link.answers == []
    render(holder)
    ctx, holder, link = seat_of(kit, 1, lang)
    assert holder.prompt is None and [choice for _, choice in link.answers] == [PASS]
    ctx, empty, link = seat_of(kit, 2, lang)
    assert empty.prompt is None and link.answers == []  # the host passes it; the table only says so
    assert empty.notices.on_bar(ctx.clock.now)
    render(empty)


# ---- keys mean the same thing from one prompt to the next -----------------------------------

def test_no_answer_that_costs_the_player_shares_a_key_with_pass_or_no() -> None:
    costly = {hotkeys.WORDS["pay"], pygame.K_RETURN, pygame.K_KP_ENTER}
    assert hotkeys.PASS not in costly and hotkeys.DECLINE not in costly
    assert len(set(hotkeys.WORDS.values())) == len(hotkeys.WORDS)
    assert not (set(hotkeys.WORDS.values()) | {hotkeys.PASS, hotkeys.DECLINE, hotkeys.END_TURN}) & hotkeys.TABLE_KEYS


@pytest.mark.parametrize("lang", LANGS)
def test_the_key_that_passes_a_reaction_does_not_pay_the_forfeit_that_follows(lang: str) -> None:
    view = position(hand=[UMBRELLA, ingredient("stardust"), ingredient("stardust", 1)])
    ctx, scene, link = seated(view, react(8, [PASS, {"act": "react", "card": UMBRELLA}], card=FORFEIT, target=0),
                              lang=lang)
    pass_button = next(pb for pb, _ in scene.buttons if pb.ident == "done")
    key(scene, pass_button.hotkey or 0)
    assert link.answers == [(8, PASS)]
    ask(view, forfeit(9), link, ctx, scene)
    assert scene.prompt is not None and scene.prompt.kind == "forfeit"
    assert card_text(FORFEIT, lang) in scene.prompt.title
    keys_shown = {pb.ident: pb.hotkey for pb, _ in scene.buttons}
    assert pass_button.hotkey not in keys_shown.values()
    key(scene, pass_button.hotkey or 0)  # the pass key pressed again, by habit
    key(scene, pygame.K_RETURN)
    assert link.answers == [(8, PASS)]
    pay = next(pb for pb, _ in scene.buttons if pb.label == ctx.tr("table.opt.pay"))
    assert pay.hint == "G"
    key(scene, hotkeys.WORDS["pay"])  # three Finds: which two to give is asked first
    assert link.answers == [(8, PASS)] and scene.prompt.kind == "forfeit_pay"
    for digit in (pygame.K_1, pygame.K_2):
        key(scene, digit)
    key(scene, pygame.K_RETURN)
    assert link.answers[-1] == (9, "pay")


@pytest.mark.parametrize("lang", LANGS)
def test_draft_number_keys_pick_by_level_not_by_button_position(lang: str) -> None:
    view = position(hand=[], spells=[])
    view["phase"] = "draft"
    view["piles"] = {"1": 0, "2": 5, "3": 4, "4": 2}
    draft = {"id": 3, "seat": 0, "kind": "draft", "prompt": {"points": 2, "target": 9, "piles": view["piles"]},
             "options": [2, 3, 4]}
    ctx, scene, link = seated(view, draft, lang=lang)
    assert [pb.hint for pb, _ in scene.buttons] == ["2", "3", "4"]
    key(scene, pygame.K_1)  # the first button, but pile 1 is empty: nothing
    assert link.answers == []
    key(scene, pygame.K_3)
    assert link.answers == [(3, 3)]


@pytest.mark.parametrize("lang", LANGS)
def test_player_number_keys_are_the_seat_numbers_shown_on_the_panels(lang: str) -> None:
    view = position()
    target = {"id": 4, "seat": 0, "kind": "target", "prompt": {"card": WHIRLWIND}, "options": [2, 3]}
    ctx, scene, link = seated(view, target, lang=lang)
    assert [pb.hint for pb, _ in scene.buttons] == ["3", "4"]
    render(scene)
    key(scene, pygame.K_1)
    assert link.answers == []
    key(scene, pygame.K_4)
    assert link.answers == [(4, 3)]


# ---- the card a prompt is about ----------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_forfeit_being_cast_at_you_lies_in_the_centre_and_zooms(lang: str) -> None:
    view = position()
    ctx, scene, link = seated(view, forfeit(9), lang=lang)
    assert (FORFEIT, 1, "prompt") in scene.centre_cards()
    render(scene)
    i = [c for c, _, _ in scene.centre_cards()].index(FORFEIT)
    click(scene, scene.centre_slots()[i].rect().center, button=3)
    assert scene.zoom == FORFEIT
    render(scene)


def test_last_play_follows_transactions_and_diversions() -> None:
    from game.tables.elixir.lastplay import LastPlay, follow

    last = follow(None, {"kind": "cast", "uid": 4, "seat": 1, "card": WHIRLWIND, "target": 2})
    assert last == LastPlay(WHIRLWIND, 1, 2, 4)
    assert follow(last, {"kind": "draw", "seat": 1, "count": 1}) is last
    last = follow(last, {"kind": "diverted", "uid": 4, "by": 3, "from": 2, "to": 0})
    assert last is not None and last.target == 0
    assert follow(last, {"kind": "diverted", "uid": 5, "by": 3, "from": 2, "to": 1}) is last
    last = follow(last, {"kind": "transaction", "seat": 2, "card": 100, "type": "auction"})
    assert last == LastPlay(100, 2, None, None)


@pytest.mark.parametrize("lang", LANGS)
def test_last_play_is_the_latest_play_shown(lang: str) -> None:
    ctx, scene, link = make_table(players=4, seed=3, speed=0.0, lang=lang)
    scene.autoplay = AutoPlayer(make_bot("random", 3), think=0.0, gap=0.0)
    delivered = record_events(link)
    kinds: set[str] = set()
    checks = 0
    for _ in range(20000):
        step(ctx, scene, 1 / 60)
        plays = [e for e in delivered if e["kind"] in PLAYS and isinstance(e.get("card"), int)]
        if scene.idle and plays:
            assert scene.recent is not None and scene.recent.card == plays[-1]["card"], plays[-1]
            kinds.add(plays[-1]["kind"])
            checks += 1
        if link.state.over or checks > 400:
            break
    assert {"cast", "object_used", "spell_resolved"} <= kinds
    render(scene)


# ---- why a spell cannot be cast ------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_clicking_a_spell_that_cannot_be_cast_names_the_missing_ingredient(lang: str) -> None:
    hand = [ingredient("griffon_feather"), PEBBLE]  # pink morning dew comes from the pebble; singing grass is missing
    view = position(hand=hand, spells=[WHIRLWIND])
    turn = {"id": 5, "seat": 0, "kind": "turn", "prompt": {"turn": 9}, "options": [{"act": "end"}]}
    ctx, scene, link = seated(view, turn, lang=lang)
    pos = scene.spot_point(Spot("spell", WHIRLWIND))
    assert pos is not None
    click(scene, pos)
    assert link.answers == []
    notice = scene.notices.shown(ctx.clock.now)
    assert notice is not None and notice.card == WHIRLWIND
    assert card_text(WHIRLWIND, lang) in notice.title
    text = " ".join(notice.lines)
    grass = card_text_in(INGREDIENT_NAMES[Ingredient.SINGING_GRASS], lang)
    assert grass in notice.lines[0]
    assert card_text(PEBBLE, lang) in text  # the pebble already stands in for the dew
    assert card_text(instance("obj.goblin_basket"), lang) in notice.lines[1]  # stands in for singing grass
    assert ctx.tr("table.cannot_cast.any_ingredient", cards=card_text(PEBBLE, lang)) in notice.lines
    render(scene)
    # Escape takes the explanation down, not the game menu up (a play-tester's Escape opened the
    # menu over it); with nothing of the table's own left, the next Escape is the menu's again.
    assert scene.escape_is_local()
    key(scene, pygame.K_ESCAPE)
    assert scene.notices.shown(ctx.clock.now) is None and link.answers == []
    assert not scene.escape_is_local()
    # The player's turn is still open: ending it works as before.
    key(scene, hotkeys.END_TURN)
    assert link.answers == [(5, {"act": "end"})]


def test_cast_hint_covers_recipes_as_the_engine_pays_them() -> None:
    from game.i18n import Translator
    from game.tables.elixir.cast_hint import Why, cover, explain, hint_lines

    feather, dew, grass = ingredient("griffon_feather"), ingredient("pink_morning_dew"), ingredient("singing_grass")
    recipe = card_def(WHIRLWIND).recipe
    assert cover(recipe, [feather, dew, grass]) == [feather, dew, grass]
    assert cover(recipe, [PEBBLE, feather]) == [feather, PEBBLE, None]
    assert cover(recipe, []) == [None, None, None]
    view = {"seat": 0, "phase": "play", "hand": [feather, dew, grass], "spells": [WHIRLWIND],
            "seats": [{"seat": 0, "modifiers": []}]}
    cast = {"act": "cast", "spell": WHIRLWIND, "pay": [feather, dew, grass]}
    turn = {"kind": "turn", "options": [{"act": "end"}, cast]}
    assert explain(WHIRLWIND, view, turn) is None
    hint = explain(WHIRLWIND, view, None)
    assert hint is not None and hint.why is Why.NOT_NOW
    hint = explain(WHIRLWIND, view, {"kind": "react", "options": [PASS]})
    assert hint is not None and hint.why is Why.NOT_ANY_TIME
    hint = explain(WHIRLWIND, {**view, "hand": [feather]}, {"kind": "turn", "options": [{"act": "end"}]})
    assert hint is not None and hint.why is Why.MISSING
    assert hint.missing == (Ingredient.PINK_MORNING_DEW, Ingredient.SINGING_GRASS)
    assert all("obj.philosophers_pebble" in keys for _, keys in hint.would_do)
    assert explain(WHIRLWIND, {**view, "phase": "draft"}, None) is None
    # A lasting effect that forbids casting is named, with what it does.
    dunce = {"uid": 3, "key": "dunce", "display": "hat", "source": 1, "card": None, "data": {}, "turns": 2}
    capped = {**view, "seats": [{"seat": 0, "modifiers": [dunce]}]}
    hint = explain(WHIRLWIND, capped, {"kind": "turn", "options": [{"act": "end"}]})
    assert hint is not None and hint.why is Why.BLOCKED and hint.effects == ("dunce",)
    title, lines = hint_lines(hint, Translator("fr"))
    assert "Cancre" in lines[0] and lines[1].startswith("Cancre : Ne peut lancer que ses sortilèges du plus bas")
    hint = explain(WHIRLWIND, capped, None)  # not the player's turn: that is the reason given
    assert hint is not None and hint.why is Why.NOT_NOW


@pytest.mark.parametrize("lang", LANGS)
def test_recipe_icons_name_their_ingredient_on_hover_and_in_the_zoom(lang: str) -> None:
    from game.tables.elixir.recipe import hovered_face, icon_rects, ingredient_at, zoom_rect

    view = position(hand=[ingredient("griffon_feather")], spells=[WHIRLWIND])
    ctx, scene, link = seated(view, lang=lang)
    pos = scene.spot_point(Spot("spell", WHIRLWIND))
    assert pos is not None
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    face = hovered_face(scene)
    assert face is not None and face[0] == WHIRLWIND
    icons = icon_rects(WHIRLWIND, face[1])
    assert [i for i, _ in icons] == [i.value for i in card_def(WHIRLWIND).recipe]
    assert ingredient_at(WHIRLWIND, face[1], icons[1][1].center) == "pink_morning_dew"
    render(scene)
    key(scene, pygame.K_z)
    assert scene.zoom == WHIRLWIND
    z = zoom_rect(scene)
    centre = icon_rects(WHIRLWIND, z)[2][1].center
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    assert ingredient_at(WHIRLWIND, z, centre) == "singing_grass"
    render(scene)


# ---- the draft explains itself; chat opened by T ------------------------------------------------

@pytest.mark.parametrize(("lang", "word"), [("en", "ingredients"), ("fr", "ingrédients")])
def test_the_draft_says_what_levels_and_points_mean(lang: str, word: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The note over the piles says what a level is and the gold line by the spells counts the
    points; the bar asks the question alone (said again there, beside four pile buttons, its
    two lines shrank to 9 px at 1024 x 576)."""
    import game.tables.elixir.board as board

    view = position(hand=[], spells=[])
    view["phase"] = "draft"
    draft = {"id": 3, "seat": 0, "kind": "draft", "prompt": {"points": 2, "target": 9, "piles": view["piles"]},
             "options": [1, 2, 3, 4]}
    ctx, scene, link = seated(view, draft, lang=lang)
    assert scene.prompt is not None
    assert scene.prompt.title == ctx.tr("table.ask.draft") and not scene.prompt.detail
    assert draft_target(view) == 9 == draft["prompt"]["target"]
    drawn: list[str] = []
    real_note, real_text = board.draw_note, scene.res.text
    monkeypatch.setattr(board, "draw_note", lambda surface, res, text, *a, **k: (drawn.append(text),
                                                                                real_note(surface, res, text, *a, **k)))
    monkeypatch.setattr(scene.res, "text", lambda text, *a, **k: (drawn.append(text), real_text(text, *a, **k))[1])
    render(scene)
    note = ctx.tr("table.draft.levels", target=9)
    assert word in note and "9" in note and note in drawn
    assert ctx.tr("table.points_of", points=0, target=9) in drawn


def test_the_draft_note_shows_while_the_player_drafts_and_leaves_once_its_spells_are_taken(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the player's spells reach the target the note goes: it would otherwise lie under the
    banners of the deal and the first turn, played over the board while the draft view lingers."""
    import game.tables.elixir.board as board

    notes: list[str] = []
    real_note = board.draw_note
    monkeypatch.setattr(board, "draw_note", lambda surface, res, text, *a, **k: (notes.append(text),
                                                                                real_note(surface, res, text, *a, **k)))
    threes = [c for c in spells() if card_def(c).level == 3][:3]
    for taken, shown in (([], True), (threes, False)):
        view = position(hand=[], spells=taken)
        view["phase"] = "draft"
        assert draft_target(view) == 9
        ctx, scene, _ = seated(view, lang="en")
        notes.clear()
        render(scene)
        assert (ctx.tr("table.draft.levels", target=9) in notes) is shown


@pytest.mark.parametrize("answered_in_time", [False, True])
def test_a_decision_the_turn_timer_took_from_the_player_is_said_in_the_log(answered_in_time: bool) -> None:
    """At a table with a turn timer, a decision that closes without the player's answer once its
    countdown ran out was decided by the host's bot: the log says so (and only then)."""
    view = position(hand=[], spells=[])
    turn = {"id": 5, "seat": 0, "kind": "turn", "prompt": {"turn": 9}, "options": [{"act": "end"}]}
    ctx, scene, link = seated(view, turn, lang="en")
    link.feed(LinkUpdate(timers=({"seat": 0, "decision": 5, "left": 1.0},)))
    step(ctx, scene, 0.2)
    assert scene.prompt is not None and scene.turn_clock.left(0) is not None
    if answered_in_time:
        key(scene, pygame.K_e)  # end the turn: the player's own answer
        assert link.answers == [(5, {"act": "end"})]
    step(ctx, scene, 1.0)  # the countdown runs out
    link.feed(LinkUpdate(events=({"kind": "turn_end", "seat": 0},), view=view, ask=(), timers=()))
    settle(ctx, scene)
    said = [str(line[0]) for line in scene.log.lines]
    assert (ctx.tr("table.log.time_up") in said) is not answered_in_time


@pytest.mark.parametrize("lang", LANGS)
def test_chat_opened_with_t_starts_empty(lang: str) -> None:
    view = position()
    ctx, scene, link = seated(view, lang=lang)
    key(scene, pygame.K_t)
    scene.handle(text_event("t"))
    assert scene.chat.open and scene.chat.text == ""
    scene.handle(text_event("tea"))
    assert scene.chat.text == "tea"
    key(scene, pygame.K_RETURN)
    assert link.said == ["tea"]
    # Opened by a click, the entry types every letter, "t" included.
    click(scene, scene.chat.entry_rect(scene.layout.chat, scene.layout.scale).center)
    scene.handle(text_event("t"))
    assert scene.chat.text == "t"
    key(scene, pygame.K_ESCAPE)
    # Opened by T with no text event of its own (some systems): the next letter is typed.
    key(scene, pygame.K_t)
    key(scene, pygame.K_x)
    scene.handle(text_event("x"))
    assert scene.chat.text == "x"


def test_the_prompt_for_a_seat_choice_is_built_with_seat_keys() -> None:
    from game.i18n import Translator

    view = position()
    target = {"id": 4, "seat": 0, "kind": "target", "prompt": {"card": WHIRLWIND}, "options": [1, 3]}
    prompt = make_prompt(target, view, Translator("en"), lambda s: f"P{s}")
    assert [b.hotkey for b in prompt.buttons()] == [pygame.K_2, pygame.K_4]


@pytest.mark.parametrize("lang", LANGS)
def test_the_auction_lot_being_shown_is_lifted_in_the_hand(lang: str) -> None:
    lot = [ingredient("stardust"), UMBRELLA]
    view = position(hand=[*lot, PEBBLE])
    face = {"id": 6, "seat": 0, "kind": "auction_face", "prompt": {"lot": lot}, "options": ["face_up", "face_down"]}
    ctx, scene, link = seated(view, face, lang=lang)
    assert scene.prompt is not None and scene.prompt.selected() == {Spot("hand", c) for c in lot}
    assert [pb.hint for pb, _ in scene.buttons] == ["U", "D"]
    render(scene)
    key(scene, pygame.K_d)
    assert link.answers == [(6, "face_down")]


def test_the_cards_of_a_hand_looked_at_are_chosen_face_up() -> None:
    """Swapper's Sack lets a player look at another's hand and choose a Find there: the row to
    choose from showed every card face down (they were not the player's own nor public)."""
    from game.i18n import Translator

    view = {"seat": 0, "discard": [5], "seats": [{"seat": 0, "cast": []}, {"seat": 1, "cast": []}],
            "table": {"face_up": [], "mine": []}, "hand": [1, 2], "spells": []}
    decision = {"id": 4, "seat": 0, "kind": "take", "prompt": {"from": 1, "why": {"card": 1, "seat": 0}},
                "pick": {"among": [40, 41, 42], "sizes": [1]}}
    prompt = make_prompt(decision, view, Translator("en"), lambda seat: f"Seat {seat}")
    assert prompt.tray == [(40, True), (41, True), (42, True)]


def test_a_countered_object_is_said_to_go_to_the_discard_pile_not_back_to_its_owner() -> None:
    """'Mirror of Refusal is countered and returns to Bot 2': only a countered spell goes back to
    its caster's hand; an object countered is discarded."""
    from engine.elixir.ids import is_spell
    from game.i18n import Translator
    from game.tables.elixir.eventtext import describe

    tr = Translator("en")
    ids = range(len(all_instances()))
    spell = next(c for c in ids if is_spell(c))
    thing = next(c for c in ids if not is_spell(c) and card_def(c).kind.value == "object")
    said = describe({"kind": "countered", "seat": 1, "card": thing}, lambda s: f"Bot {s}", tr)
    assert said is not None and "discard pile" in said and "returns" not in said
    said = describe({"kind": "countered", "seat": 1, "card": spell}, lambda s: f"Bot {s}", tr)
    assert said is not None and said.endswith("returns to Bot 1.")


def test_space_with_nothing_focused_focuses_the_first_thing_to_choose() -> None:
    """With a glowing card and nothing focused yet, Space did nothing until an arrow was pressed."""
    from game.i18n import Translator

    view = {"seat": 0, "discard": [5, 6], "seats": [{"seat": 0, "cast": []}], "table": {"face_up": [], "mine": []},
            "hand": [1, 2], "spells": []}
    decision = {"id": 4, "seat": 0, "kind": "recover", "prompt": {"why": {"card": 1, "seat": 0}},
                "pick": {"among": [5, 6], "sizes": [1]}}
    prompt = make_prompt(decision, view, Translator("en"), lambda seat: f"Seat {seat}")
    assert prompt.focus is None
    prompt.key(pygame.K_SPACE)
    assert prompt.focus == prompt.navigable()[0]
    prompt.key(pygame.K_SPACE)  # and the next Space chooses it
    assert prompt.selected() == {prompt.navigable()[0]}


def test_number_keys_choose_a_card_in_a_choice_among_cards_but_keep_their_meaning_for_piles_and_players() -> None:
    """The Flea Market's pick of one card from the centre: 4 took nothing (found playing a Dutch
    game by keys), although the help says the digits choose the cards counted from the left.
    Where the digits already mean a pile's level or a player's panel, they keep that meaning."""
    from game.i18n import Translator

    view = {"seat": 0, "players": 4, "discard": [], "seats": [{"seat": s, "cast": []} for s in range(4)],
            "table": {"face_up": [{"card": c, "owner": 1, "why": "flea_market"} for c in (40, 41, 42, 43)],
                      "mine": []}, "hand": [1, 2], "spells": []}
    pick = {"id": 8, "seat": 0, "kind": "flea_pick", "prompt": {}, "options": [40, 41, 42, 43]}
    prompt = make_prompt(pick, view, Translator("nl"), lambda seat: f"Bot {seat}")
    order = [s.ident for s in prompt.navigable()]
    assert prompt.key(pygame.K_9) is None  # no ninth card: nothing
    reply = prompt.key(pygame.K_4)
    assert reply is not None and reply.decision == 8 and reply.choice == order[3]
    target = {"id": 9, "seat": 0, "kind": "target", "prompt": {}, "options": [1, 2, 3]}
    prompt = make_prompt(target, view, Translator("nl"), lambda seat: f"Bot {seat}")
    reply = prompt.key(hotkeys.seat_key(2))
    assert reply is not None and reply.choice == 2


def test_the_scrying_pools_cards_to_take_are_shown_face_up_to_their_caster() -> None:
    """The Scrying Pool's caster chose among three card backs (the top of the deck is hidden from
    the view, but the decision names the cards and the caster has just looked at them): a card
    offered by its id lies face up in the tray (found playing an Italian game)."""
    from engine.elixir.game import ELIXIR
    from game.i18n import Translator
    from tests.elixir.test_cards_kit import scrying_pool_cast

    kit, top = scrying_pool_cast()
    decision = kit.decision(0)
    assert decision.kind == "take_from_deck"
    prompt = make_prompt(decision.to_plain(), ELIXIR.view(kit.st, 0), Translator("en"), lambda seat: f"Seat {seat}")
    assert sorted(card for card, _ in prompt.tray) == sorted(top)
    assert all(face_up for _, face_up in prompt.tray)

    small = next(c for c in range(4) if c not in kit.st.hands[0] and c not in kit.st.discard)
    few = {**decision.to_plain(), "options": [small, *top[1:]]}  # a Find whose id is a seat's number
    prompt = make_prompt(few, ELIXIR.view(kit.st, 0), Translator("en"), lambda seat: f"Seat {seat}")
    assert sorted(card for card, _ in prompt.tray) == sorted([small, *top[1:]]) and not prompt.labels


def test_a_flea_market_card_whose_id_is_a_lasting_effects_uid_is_still_a_card() -> None:
    """A Flea Market's laid card lay as a button named after a lasting effect ("Bougeotte 2"),
    its id being that effect's uid: the cards a Flea Market offers are cards, whatever their id."""
    from game.i18n import Translator

    jitter = {"uid": 7, "key": "jitterbug", "display": "status", "source": 1, "card": 120, "data": {},
              "turns": 2}
    view: dict[str, Any] = {
        "players": 4, "seat": 0, "hand": [], "spells": [], "discard": [],
        "table": {"face_up": [{"card": 30, "owner": 1, "why": "flea"}, {"card": 7, "owner": 2, "why": "flea"}],
                  "mine": []},
        "seats": [{"seat": s, "cast": [], "modifiers": [jitter] if s == 0 else []} for s in range(4)],
        "pending": [],
    }
    decision = {"id": 5, "seat": 0, "kind": "flea_pick", "prompt": {"laid": [30, 7]}, "options": [30, 7]}
    prompt = make_prompt(decision, view, Translator("fr"), lambda seat: f"Seat {seat}")
    assert sorted(prompt.tray) == [(7, True), (30, True)] and not prompt.labels


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_the_copycat_charm_asks_for_an_object_of_the_discard_pile_not_a_spell(lang: str) -> None:
    """The Copycat Charm copies a magical object from the discard pile, but its prompt asked the
    player to "choose a spell to copy" over three objects (seen rendering every decision kind's
    table in Italian): it names an object now, and the objects lie face up to choose from."""
    from engine.elixir.game import ELIXIR
    from game.i18n import Translator
    from tests.elixir.test_cards_kit import Kit

    kit = Kit()
    kit.spells(0, "spell.copycat_charm", "spell.great_famine")
    kit.recipe(0, "spell.copycat_charm")
    satchel, _, hook = kit.discarded("obj.bottomless_satchel", "obj.mirror_of_refusal", "obj.ragpickers_hook")
    kit.start()
    kit.cast(0, "spell.copycat_charm")
    tr = Translator(lang)
    prompt = make_prompt(kit.decision(0).to_plain(), ELIXIR.view(kit.st, 0), tr, lambda seat: f"Seat {seat}")
    assert prompt.title == tr("table.ask.copy") and sorted(prompt.tray) == sorted([(satchel, True), (hook, True)])
    spell = {"en": "spell", "fr": "sortilège", "nl": "spreuk", "it": "incantesimo"}[lang]
    thing = {"en": "object", "fr": "objet", "nl": "voorwerp", "it": "oggetto"}[lang]
    assert thing in prompt.title and spell not in prompt.title


def test_every_decision_of_whole_games_has_a_prompt_that_offers_each_option_as_what_it_is() -> None:
    """Every decision of seeded games of 3 to 6 players (greedy and random bots, so that rare
    cards get played), as its seat's table asks it: a question with no placeholder left, every
    option reachable (a card, a seat, a pile or a button), a card to choose never face down (the
    Scrying Pool's were), and a card never offered as a seat or a lasting effect (a Flea Market's
    was, when its id matched an effect's uid)."""
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending, start
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed
    from game.i18n import Translator
    from game.tables.elixir.prompt import ChoicePrompt

    card_kinds = {"take_from_deck", "boomerang", "copy", "encore", "flea_pick"}  # options: cards, always

    tr = Translator("en")
    kinds: set[str] = set()
    for game in range(10):
        seed = derive_seed(55, game)
        players = 3 + game % 4
        st = ELIXIR.new_state({"players": players}, seed)
        bots = [make_bot("random" if (game + s) % 2 else "greedy", seed + s) for s in range(players)]
        start(st)
        while not st.over:
            for d in pending(st):
                prompt = make_prompt(d.to_plain(), ELIXIR.view(st, d.seat), tr, lambda seat: f"Seat {seat}")
                kinds.add(d.kind)
                for text in (prompt.title, prompt.detail, *(b.label for b in prompt.buttons())):
                    assert "{" not in text and "table." not in text and "Seat None" not in text, (d, text)
                assert all(face_up for _, face_up in prompt.tray), d
                if isinstance(prompt, ChoicePrompt):
                    reachable = [*prompt.spots.values(), *(value for _, _, value, _ in prompt.labels)]
                    # a copy in a crowded tray is reached as its design's card (`traygroups`)
                    assert all(option in reachable or prompt.stands_for.get(option) in reachable
                               for option in prompt.options), d
                    if d.kind in card_kinds:
                        assert not prompt.labels, d
            d = pending(st)[0]
            apply(st, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())))
    assert {"turn", "draft", "react", "pay", "bid", "flea_pick", "target"} <= kinds


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_a_choice_among_cards_says_on_its_bar_how_to_choose_one(lang: str) -> None:
    """A choice of one card has no button on the prompt bar, and its title ("Flea Market: take one
    card.") said nothing of how to take one (seen in a French game): its second line says to
    click a card or press its number, in the player's language."""
    from game.i18n import Translator
    from game.tables.elixir.prompt import CARD_KINDS

    view = {"seat": 0, "players": 4, "discard": [], "seats": [{"seat": s, "cast": []} for s in range(4)],
            "table": {"face_up": [{"card": c, "owner": -1, "why": "flea_market"} for c in (40, 41)], "mine": []},
            "hand": [1, 2], "spells": []}
    tr = Translator(lang)
    for kind in sorted(CARD_KINDS):
        decision = {"id": 8, "seat": 0, "kind": kind, "prompt": {}, "options": [40, 41]}
        prompt = make_prompt(decision, view, tr, lambda seat: f"Bot {seat}")
        assert prompt.detail, kind
    flea = make_prompt({"id": 8, "seat": 0, "kind": "flea_pick", "prompt": {}, "options": [40, 41]}, view, tr,
                       lambda seat: f"Bot {seat}")
    assert flea.detail == tr("table.ask.pick_card.detail")
    assert lang == "en" or flea.detail != Translator("en")("table.ask.pick_card.detail")


def flea_pick_position() -> tuple[Any, Any]:
    """A seeded game's Flea Market pick whose cards were shuffled out of id order (state, decision)."""
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed

    for game in range(200):
        st = ELIXIR.new_state({"players": 4}, derive_seed(9, game))
        bots = [make_bot("random", game * 10 + s) for s in range(4)]
        while not st.over:
            d = pending(st)[0]
            if d.kind == "flea_pick" and len(d.options) >= 3 and list(d.options) != sorted(d.options):
                return st, d
            apply(st, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())))
    raise AssertionError("no shuffled Flea Market pick in the seeded games")


def flea_pick_scene(lang: str) -> tuple[Any, TableScene]:
    """The table of `flea_pick_position`'s seat, shown in `lang` and settled (decision, scene)."""
    from engine.elixir.game import ELIXIR

    st, d = flea_pick_position()
    ctx = make_ctx(lang=lang, speed=0.0)
    update = LinkUpdate(view=ELIXIR.view(st, d.seat), ask=(d.to_plain(),), snapshot=True,
                        status=LinkStatus.PLAYING, table=table_info(4))
    scene = TableScene(ctx, StaticLink([update], seat=d.seat))
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    step(ctx, scene, 1.0)
    return d, scene

@pytest.mark.parametrize("lang", ["en", "nl"])
def test_number_keys_and_arrows_follow_the_flea_markets_cards_as_they_lie(lang: str) -> None:
    """The Flea Market's cards lie in the centre as they were shuffled; the digits chose them by
    id instead (3 took the leftmost card in a Dutch game) and the arrows walked them by id: both
    now follow the cards from the left as they are shown."""
    d, scene = flea_pick_scene(lang)
    shown = sorted(d.options, key=lambda c: scene.spot_point(Spot("tray", c))[0])  # type: ignore[index]
    assert shown != sorted(d.options)  # the position does tell order from id order
    prompt = scene.prompt
    assert prompt is not None
    assert [s.ident for s in prompt.navigable()] == shown
    for n in range(min(9, len(shown))):
        reply = prompt.key(pygame.K_1 + n)
        assert reply is not None and reply.choice == shown[n]


def test_each_card_a_number_key_chooses_shows_that_number_and_the_key_chooses_it() -> None:
    """A reaction window's Mirror of Refusal glowed sixth in a Dutch hand and 6 did nothing: the
    digits count the glowing cards only, which nothing on the table said. Each glowing card a
    digit chooses now shows its digit (`Prompt.card_digits`, the mapping the keys use), at every
    decision of seeded games; prompts whose digits mean a pile or a player mark no card."""
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed
    from game.i18n import Translator

    tr = Translator("en")
    marked_kinds: set[str] = set()
    for game in range(6):
        st = ELIXIR.new_state({"players": 4}, derive_seed(21, game))
        bots = [make_bot("random", game * 10 + s) for s in range(4)]
        while not st.over:
            d = pending(st)[0]
            view = ELIXIR.view(st, d.seat)
            prompt = make_prompt(d.to_plain(), view, tr, lambda seat: f"Seat {seat}")
            digits = prompt.card_digits()
            cards = [spot for spot in prompt.navigable() if spot.zone in ("hand", "spell", "tray")]
            if digits:
                marked_kinds.add(d.kind)
                assert list(digits) == cards[:10] and list(digits.values()) == list(range(1, len(digits) + 1))
                for spot, n in digits.items():  # the tenth card's key is 0
                    assert prompt.numbered_card(pygame.K_0 + n % 10) == spot
            else:
                assert not prompt.digits_choose_cards() or not cards, d.kind
            apply(st, Answer(d.id, d.seat, bots[d.seat].choose(view, d.to_plain())))
    assert {"turn", "react", "flea_pick"} <= marked_kinds, marked_kinds


def test_the_number_marks_are_drawn_on_the_cards_they_choose() -> None:
    """The Flea Market's cards in the centre carry their digits: drawn without the marks, the
    tray's cards look different (and a table whose digits choose no card draws none)."""
    d, scene = flea_pick_scene("en")
    prompt = scene.prompt
    assert prompt is not None and len(prompt.card_digits()) == len(d.options)
    slots = scene.places().tray_slots()
    region = slots[0].rect().unionall([s.rect() for s in slots])

    def tray_pixels() -> bytes:
        scene.show_cursor(None)
        return pygame.image.tobytes(render(scene).subsurface(region), "RGB")

    marked = tray_pixels()
    prompt.card_digits = lambda: {}  # type: ignore[method-assign]
    assert tray_pixels() != marked

@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_choosing_an_object_with_nothing_to_act_on_warns_before_it_is_spent(lang: str) -> None:
    """A Rag-Picker's Hook glowed with an empty discard pile (seen in a Dutch game): chosen, it
    says on the bar that it would do nothing now; with a Find on the pile, only how to confirm."""
    from game.i18n import Translator
    from tests.elixir.test_cards_kit import Kit

    tr = Translator(lang)
    for discard, warned in (((), True), (("ing.stardust",), False)):
        kit = Kit()
        hook = kit.finds(0, "obj.ragpickers_hook", "ing.touch_of_madness")[0]
        kit.discarded(*discard)
        kit.start()
        prompt = make_prompt(kit.decision(0).to_plain(), kit.view(0), tr, lambda seat: f"Bot {seat}")
        assert prompt.activate(Spot("hand", hook)) is None  # chosen, not yet confirmed
        expected = "table.ask.card_confirm.no_effect" if warned else "table.ask.card_confirm.detail"
        assert prompt.detail == tr(expected), (discard, prompt.detail)
    assert tr("table.ask.card_confirm.no_effect") != tr("table.ask.card_confirm.detail")


def test_the_tables_warning_reads_an_objects_needs_as_the_bots_do() -> None:
    """At every object the turns of the seeded games offer, the table's `unmet_need` finds a need
    unmet exactly when the bots' judge says the object would not land for lack of one (its
    judgement of a reversal of turn order, of whether a lasting effect is worth washing off and
    of whether an exchange leaves the hand better, matters of taste, left aside: an effect to
    wash off, an ingredient to take out, is something to act on)."""
    from engine.bots.heuristics import EXCHANGE_NEEDS, Evaluator
    from engine.bots.knowledge import Knowledge
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.elixir.cards import Needs
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed
    from game.tables.elixir.needs import unmet_need

    seen = {True: 0, False: 0}
    for game in range(12):
        st = ELIXIR.new_state({"players": 4}, derive_seed(77, game))
        bots = [make_bot("random", game * 10 + s) for s in range(4)]
        while not st.over:
            d = pending(st)[0]
            if d.kind == "turn":
                view = ELIXIR.view(st, d.seat)
                judge = Evaluator(Knowledge.from_view(view))
                for o in d.options:
                    if o.get("act") == "object" and not card_def(o["card"]).reverses_turn_order:
                        idle = unmet_need(view, o["card"]) is not None
                        lands = judge.object_lands(o["card"])
                        needs = card_def(o["card"]).needs
                        if Needs.OWN_LASTING_EFFECT in needs or needs >= EXCHANGE_NEEDS:
                            assert not (idle and lands)  # the bots also keep a soap from a helpful effect
                        else:
                            assert idle == (not lands), (card_def(o["card"]).key, view)
                        seen[idle] += 1
            apply(st, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())))
    assert seen[True] >= 5 and seen[False] >= 5, seen


def test_a_greyed_pick_button_says_its_verb_or_the_count_it_takes_not_the_none_chosen() -> None:
    """A French tester read greyed "Vendre 0" and "Miser 0" (sell, stake nothing) before choosing
    any Find, and the next "Miser 1" as one Find chosen already: before any is chosen the button
    says its verb alone where several counts are allowed, the count where one is, then what is
    chosen."""
    from game.i18n import Translator

    view = {"seat": 0, "discard": [], "seats": [{"seat": 0, "cast": []}, {"seat": 1, "cast": []}],
            "table": {"face_up": [], "mine": []}, "hand": [40, 41, 42], "spells": []}
    decision = {"id": 4, "seat": 0, "kind": "flea_stake", "prompt": {},
                "pick": {"among": [40, 41, 42], "sizes": [1, 2, 3]}}
    prompt = make_prompt(decision, view, Translator("fr"), lambda seat: f"Bot {seat}")
    confirm = next(b for b in prompt.buttons() if b.ident == "confirm")
    assert confirm.label == "Miser" and not confirm.enabled  # not "Miser 0", nor "Miser 1" (one chosen?)
    for spot in prompt.navigable()[:2]:
        prompt.activate(spot)
    confirm = next(b for b in prompt.buttons() if b.ident == "confirm")
    assert confirm.label == "Miser 2" and confirm.enabled
    offer = make_prompt({**decision, "kind": "auction_offer", "pick": {"among": [40, 41, 42], "sizes": [0, 1, 2]}},
                        view, Translator("fr"), lambda seat: f"Bot {seat}")
    assert next(b for b in offer.buttons() if b.ident == "confirm").label == "Vendre"
    give = make_prompt({**decision, "kind": "give", "pick": {"among": [40, 41, 42], "sizes": [2]}},
                       view, Translator("fr"), lambda seat: f"Bot {seat}")
    assert next(b for b in give.buttons() if b.ident == "confirm").label == "Donner 2"  # what it takes


def _soap_with_effects(*effects: tuple[str, str]) -> Any:
    """A game in which seat 0 holds the Bar of Soap under lasting effects (key, spell that puts
    it on) and has just used it: asked which to wash off."""
    from engine.elixir.primitives import add_modifier
    from tests.elixir.test_cards_objects import table

    kit = table("obj.bar_of_soap").start()
    for n, (effect, spell) in enumerate(effects):
        card = next(i for i, d in enumerate(all_instances()) if d.key == spell)
        add_modifier(kit.st, effect, 0, source=1 + n % 3, card=card, turns=3)
    kit.use(0, "obj.bar_of_soap")
    return kit


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_soaps_choice_names_each_effect_with_the_spell_that_put_it_on(lang: str) -> None:
    """A French tester choosing what the Bar of Soap washes off read "Poète", "Poches de souris":
    not the spells they had seen cast at them. Each button names the spell too, while the bar
    has room; with more effects than fit, the effects' names alone."""
    from game.i18n import Translator

    tr = Translator(lang)
    kit = _soap_with_effects(("poet", "spell.poets_block"), ("tiny_pockets", "spell.shrinking_pockets"))
    ctx, scene, link = arranged_table(kit.st, size=(1024, 576), lang=lang)
    assert scene.prompt is not None and scene.prompt.kind == "wash"
    labels = [pb.label for pb, _ in scene.buttons]
    assert labels == [tr("table.effect_from", effect=tr.card(dict(lasting_def(e).name)), spell=card_name(
        next(i for i, d in enumerate(all_instances()) if d.key == s), lang)) for e, s in (
        ("poet", "spell.poets_block"), ("tiny_pockets", "spell.shrinking_pockets"))]
    assert all(b.rect.colliderect(scene.table_layout.prompt) for _, b in scene.buttons)
    snail = next(m.uid for m in kit.st.modifiers if m.key == "tiny_pockets")
    key(scene, pygame.K_2)
    assert link.answers[-1][1] == snail
    many = _soap_with_effects(("poet", "spell.poets_block"), ("tiny_pockets", "spell.shrinking_pockets"),
                              ("fleas", "spell.flea_circus"), ("stone_hands", "spell.gargoyles_grip"))
    ctx, scene, link = arranged_table(many.st, size=(1024, 576), lang=lang)
    assert [pb.label for pb, _ in scene.buttons] == [tr.card(dict(lasting_def(e).name))
                                                     for e in ("poet", "tiny_pockets", "fleas", "stone_hands")]
    first = scene.buttons[0][1].rect  # the question keeps its room left of them
    assert first.x > scene.table_layout.prompt.x + scene.table_layout.prompt.width // 4


def test_a_pick_buttons_count_is_one_it_takes() -> None:
    """A Dutch tester choosing 2 Finds to give read a greyed "1 geven" after the first."""
    from game.tables.elixir.pickprompt import count_to_say

    assert count_to_say(0, [2]) == 2 and count_to_say(1, [2]) == 2 and count_to_say(2, [2]) == 2
    assert count_to_say(0, [0, 1, 2]) == 1 and count_to_say(2, [1, 2, 3]) == 2 and count_to_say(0, [1, 3]) == 1
    assert count_to_say(2, [1, 3]) == 3


def test_the_tenth_card_to_choose_is_chosen_by_0_and_marked_so() -> None:
    """A tester's Alembic offered ten ingredients from the discard pile: the tenth had no key."""
    from game.i18n import Translator

    tray = list(range(40, 51))
    view = {"seat": 0, "players": 4, "discard": tray, "seats": [{"seat": s, "cast": []} for s in range(4)],
            "table": {"face_up": [], "mine": []}, "hand": [1, 2], "spells": []}
    pick = {"id": 8, "seat": 0, "kind": "recover", "prompt": {}, "options": tray[:10]}
    prompt = make_prompt(pick, view, Translator("en"), lambda seat: f"Bot {seat}")
    order = [s for s in prompt.navigable() if s.zone == "tray"]
    assert len(order) == 10 and prompt.card_digits()[order[9]] == 10
    reply = prompt.key(pygame.K_0)
    assert reply is not None and reply.choice == order[9].ident
