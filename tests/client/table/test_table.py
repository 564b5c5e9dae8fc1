"""The Elixir table scene driven like a player: synthetic mouse and key events, ticked time.

Whole games are played through the table's own input (the autoplay driver's mouse clicks, or
keyboard only), so every decision kind the engine asks is shown, answerable and answered with
exactly the choice intended; the rest checks layout, texts, zoom, chat, speed and waiting.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.bots import make_bot
from engine.elixir.catalog import BOOK, card_def
from engine.elixir.paying import payment_ways
from game.doubleclick import DOUBLE_CLICK_SECONDS
from game.i18n import LANGUAGES, Translator, card_text, keys
from game.link import ChatLine, LinkUpdate
from game.table.autoplay import AutoPlayer
from game.table.layout import compute
from game.tables.elixir.eventtext import describe
from game.tables.elixir.foreground import waiting_text
from game.tables.elixir.prompt import Spot, Step
from game.tables.elixir.scene import TableScene
from tests.client.table.harness import arranged_table, click, key, make_table, render, settle, step

ALL_KINDS = {"draft", "turn", "target", "react", "forfeit", "forfeit_pay", "flea_stake", "flea_join", "flea_pick",
             "market_trade", "auction_offer", "auction_face", "bid", "auction_pay", "pay"}


class RecordingBot:
    """A random bot that remembers what it chose, to compare with what reached the link."""

    def __init__(self, seed: int) -> None:
        self.bot = make_bot("random", seed)
        self.name = "recording"
        self.choices: list[tuple[int, Any]] = []

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        choice = self.bot.choose(view, decision)
        self.choices.append((int(decision["id"]), choice))
        return choice


class KeyboardPlayer:
    """Plays the seat with the keyboard only: arrows and Space for cards, piles and players,
    each button's own key (or Enter / Escape) for buttons."""

    def __init__(self, seed: int) -> None:
        self.bot = RecordingBot(seed)
        self.decision: tuple[int, str] | None = None
        self.steps: list[Step] = []

    def update(self, scene: TableScene, dt: float) -> None:
        prompt = scene.prompt
        if prompt is None or not scene.idle:
            return
        if self.decision != (prompt.id, prompt.kind):  # a forfeit's question asks its Finds under its id
            self.decision = (prompt.id, prompt.kind)
            self.steps = prompt.plan(self.bot.choose(scene.state.view or {}, prompt.decision))
        if not self.steps:
            return
        kind, what = self.steps.pop(0)
        if kind == "key":
            key(scene, what)
        elif kind == "spot":
            for _ in range(60):
                if prompt.focus == what:
                    break
                key(scene, pygame.K_RIGHT)
            assert prompt.focus == what, f"cannot reach {what} with the arrows"
            key(scene, pygame.K_SPACE)
        else:
            button = next(pb for pb, _ in scene.buttons if pb.ident == what)
            if button.hotkey is not None:
                key(scene, button.hotkey)
            elif button.primary:
                key(scene, pygame.K_RETURN)
            else:
                assert button.cancel, f"button {what} has no key"
                key(scene, pygame.K_ESCAPE)


def chosen(scene: TableScene, link: Any) -> list[tuple[int, Any]]:
    """The answers the player gave: every answer but the reaction windows the table passed by
    itself (those in which nothing could be played), which are checked to be exactly passes."""
    alone = set(scene.passed_alone)
    assert all(choice == {"act": "pass"} for d, choice in link.answers if d in alone)
    return [(d, choice) for d, choice in link.answers if d not in alone]


def as_designs(answer: Any) -> Any:
    """A pick's answer (a list of card ids) as the designs of its cards: a crowded tray lays one
    card of each design, and choosing a copy answers with the card laid (`traygroups`)."""
    if isinstance(answer, list) and all(type(c) is int for c in answer):
        return sorted(card_def(c).key for c in answer)
    return answer


def assert_answered_as_chosen(answers: list[tuple[int, Any]], choices: list[tuple[int, Any]]) -> None:
    """`answers` are exactly the driver's choices, in order (a card of a pick as itself or as a
    copy of it), plus the payments the table sent by itself (a pay decision whose cards pay in
    one way only is answered without asking). The Finds a forfeit costs are chosen on its
    question, under its id, after "pay": they answer the engine's choice of them that follows."""
    ahead: list[tuple[int, Any]] = []
    for i in range(len(choices) - 1, 0, -1):
        (d0, c0), (d1, c1) = choices[i - 1], choices[i]
        if d0 == d1 and c0 == "pay" and isinstance(c1, list):
            ahead.append((d0, sorted(c1)))
            del choices[i]
    for d, finds in ahead:
        at = answers.index((d, "pay"))
        assert at + 1 < len(answers) and answers[at + 1][1] == finds, (d, finds, answers[at:at + 2])
    mine = {d for d, _ in choices}
    given = [a for a in answers if a[0] in mine]
    assert [d for d, _ in given] == [d for d, _ in choices]
    assert [(d, as_designs(c)) for d, c in given] == [(d, as_designs(c)) for d, c in choices]
    by_itself = [c for d, c in answers if d not in mine]
    assert all(isinstance(c, list) and c for c in by_itself), by_itself


def play_out(scene: TableScene, ctx: Any, link: Any, driver: Any, *, dt: float = 0.05, limit: float = 20000.0,
             draw_every: int = 0) -> Counter[str]:
    """Step until the game is over and shown; returns the decision kinds the seat was asked."""
    kinds: Counter[str] = Counter()
    last = None
    t, n = 0.0, 0
    while t < limit and not scene.finished:
        ctx.clock.tick(dt)
        scene.update(dt)
        driver.update(scene, dt)
        if scene.prompt is not None and (scene.prompt.id, scene.prompt.kind) != last:
            last = (scene.prompt.id, scene.prompt.kind)  # a forfeit's Finds are asked under its id
            kinds[scene.prompt.kind] += 1
        n += 1
        if draw_every and n % draw_every == 0:
            render(scene)
        t += dt
    assert link.state.over, "the game did not end"
    assert scene.finished
    assert not link.refused
    return kinds


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_whole_games_with_mouse_clicks_answer_exactly_what_was_chosen(players: int, seed: int) -> None:
    ctx, scene, link = make_table(players=players, seed=seed, speed=0.0)
    bot = RecordingBot(seed)
    scene.autoplay = AutoPlayer(bot, think=DOUBLE_CLICK_SECONDS, gap=0.0)
    kinds = play_out(scene, ctx, link, _Null())
    assert_answered_as_chosen(chosen(scene, link), bot.choices)
    assert kinds["turn"] and kinds["draft"]
    assert scene.autoplay.failures == 0


@pytest.mark.parametrize(("players", "seed"), [(4, 7), (5, 8)])
def test_whole_games_with_the_keyboard_only(players: int, seed: int) -> None:
    ctx, scene, link = make_table(players=players, seed=seed, speed=0.0)
    player = KeyboardPlayer(seed)
    play_out(scene, ctx, link, player)
    assert_answered_as_chosen(chosen(scene, link), player.bot.choices)


def test_every_decision_kind_is_played_through_the_table() -> None:
    seen: Counter[str] = Counter()
    for seed in range(1, 40):
        ctx, scene, link = make_table(players=3 + seed % 4, seed=seed, speed=0.0)
        driver: Any = KeyboardPlayer(seed) if seed % 2 else _Null()
        if seed % 2 == 0:
            scene.autoplay = AutoPlayer(RecordingBot(seed), think=0.0, gap=0.0)
        seen.update(play_out(scene, ctx, link, driver))
        if set(seen) >= ALL_KINDS:
            break
    assert set(seen) >= ALL_KINDS, f"never asked: {ALL_KINDS - set(seen)}"


def test_a_game_at_normal_speed_waits_for_animations_and_draws_every_frame_kind() -> None:
    ctx, scene, link = make_table(players=4, seed=12, speed=1.0)
    scene.autoplay = AutoPlayer(RecordingBot(12), think=0.3, gap=0.15)
    busy_prompts = 0
    t = 0.0
    while not scene.finished and t < 3000:
        ctx.clock.tick(1 / 30)
        scene.update(1 / 30)
        if not scene.idle and scene.buttons:
            busy_prompts += 1
        if int(t * 30) % 7 == 0:
            render(scene)
        t += 1 / 30
    assert scene.finished and link.state.over
    assert busy_prompts == 0, "buttons were offered while events were still being shown"
    assert not link.refused


class _Null:
    def update(self, scene: TableScene, dt: float) -> None:
        pass


# ---- single decisions, by mouse and by key ---------------------------------------------------

def _first_draft() -> tuple[Any, TableScene, Any]:
    ctx, scene, link = make_table(players=4, seed=3)
    settle(ctx, scene)
    assert scene.prompt is not None and scene.prompt.kind == "draft"
    return ctx, scene, link


def test_draft_by_clicking_a_pile() -> None:
    ctx, scene, link = _first_draft()
    click(scene, scene.layout.piles[3].center)
    assert link.answers[-1][1] == 3


def test_draft_by_arrows_and_space_and_by_number_key() -> None:
    ctx, scene, link = _first_draft()
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_SPACE)
    assert link.answers[-1][1] == 2
    settle(ctx, scene)
    if scene.prompt is not None and scene.prompt.kind == "draft":
        key(scene, pygame.K_4)
        assert link.answers[-1][1] == 4


def test_clicks_are_ignored_until_the_events_before_the_decision_are_shown() -> None:
    ctx, scene, link = make_table(players=4, seed=3)
    step(ctx, scene, 0.05)
    assert not scene.idle
    click(scene, scene.layout.piles[1].center)
    assert link.answers == []
    settle(ctx, scene)
    click(scene, scene.layout.piles[1].center)
    assert link.answers[-1][1] == 1


def _autoplay_until(found: Any, what: str, seeds: int, frames: int) -> tuple[Any, TableScene, Any, Any]:
    """Play seeded 4-player games with the autoplay driver until `found(scene)` gives something."""
    for seed in range(1, seeds):
        ctx, scene, link = make_table(players=4, seed=seed, speed=0.0)
        auto = AutoPlayer(make_bot("random", seed), think=0.0, gap=0.0)
        for _ in range(frames):
            hit = found(scene)
            if hit is not None:
                return ctx, scene, link, hit
            auto.update(scene, 0.0)
            step(ctx, scene, 1 / 60)
            if link.state.over:
                break
    raise AssertionError(f"no game reached {what}")


def _ways(scene: TableScene, spell: int) -> list[list[int]]:
    return payment_ways(BOOK, list((scene.state.view or {}).get("hand", [])), card_def(spell))


def _to_turn_with_cast(min_pays: int = 1) -> tuple[Any, TableScene, Any]:
    def offers_cast(scene: TableScene) -> bool | None:
        p = scene.prompt
        if p is not None and scene.idle and p.kind == "turn":
            spells = [o["spell"] for o in p.decision["options"] if o.get("act") == "cast"]
            if spells and max(len(_ways(scene, s)) for s in spells) >= min_pays:
                return True
        return None

    ctx, scene, link, _ = _autoplay_until(offers_cast, "a turn offering a cast", 80, 4000)
    return ctx, scene, link


def test_cast_by_choosing_the_spell_then_the_cards_that_pay_with_number_keys() -> None:
    ctx, scene, link = _to_turn_with_cast(min_pays=2)
    p = scene.prompt
    assert p is not None
    spell = next(s for s in p.cast_opts if len(_ways(scene, s)) >= 2)  # type: ignore[attr-defined]
    ways = _ways(scene, spell)
    pos = scene.spot_point(Spot("spell", spell))
    assert pos is not None
    click(scene, pos)
    assert Spot("spell", spell) in p.selected()
    assert {Spot("hand", c) for c in ways[0]} <= p.selected(), "the cards that would pay are lifted"
    confirm = next(b for pb, b in scene.buttons if pb.ident == "confirm")
    click(scene, confirm.rect.center)
    assert link.answers[-1][1] == {"act": "cast", "spell": spell}
    settle(ctx, scene)
    pay = scene.prompt
    assert pay is not None and pay.kind == "pay"
    assert {Spot("hand", c) for c in ways[0]} == pay.selected(), "the engine's suggestion starts lifted"
    key(scene, pygame.K_BACKSPACE)
    assert pay.selected() == set()
    order = [s.ident for s in pay.navigable() if s.zone == "hand"]
    key(scene, pygame.K_1 + order.index(ways[1][0]))
    assert pay.button("confirm") is None, "a partial payment cannot be confirmed"
    before = len(link.answers)
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == before
    for card in ways[1][1:]:
        key(scene, pygame.K_1 + order.index(card))
    key(scene, pygame.K_RETURN)
    assert link.answers[-1] == (pay.id, sorted(ways[1]))
    assert not link.refused


def test_cast_cancelled_with_escape_then_turn_ended_with_e() -> None:
    ctx, scene, link = _to_turn_with_cast()
    p = scene.prompt
    assert p is not None
    spell = next(iter(p.cast_opts))  # type: ignore[attr-defined]
    pos = scene.spot_point(Spot("spell", spell))
    assert pos is not None
    click(scene, pos)
    key(scene, pygame.K_ESCAPE)
    assert p.selected() == set()
    before = len(link.answers)
    key(scene, pygame.K_e)
    assert link.answers[before][1] == {"act": "end"}


def test_only_legal_things_glow_and_illegal_clicks_do_nothing() -> None:
    ctx, scene, link = _to_turn_with_cast()
    p = scene.prompt
    assert p is not None
    legal_hand = {s.ident for s in p.glowing() if s.zone == "hand"}
    hand = list(scene.shown["hand"])  # type: ignore[index]
    for card in hand:
        if card not in legal_hand:
            pos = scene.spot_point(Spot("hand", card))
            assert pos is not None
            click(scene, pos)
            assert p.selected() == set()
    assert link.answers[-1][1] != {"act": "end"} or True


# ---- layout, texts, odds and ends ----------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1920, 1080), (2560, 1080)])
def test_layout_keeps_plaques_apart_and_inside_the_table(players: int, size: tuple[int, int]) -> None:
    lay = compute(size, players, 0)
    rects = list(lay.plaques.values())
    assert len(rects) == players - 1
    for i, a in enumerate(rects):
        assert lay.table.contains(a)
        assert not a.colliderect(lay.centre)
        assert not a.colliderect(lay.deck) and not a.colliderect(lay.discard)
        for b in rects[i + 1:]:
            assert not a.colliderect(b)
    for r in (lay.hand, lay.prompt, lay.home, lay.spells, lay.deck, lay.discard, *lay.piles.values()):
        assert pygame.Rect((0, 0), size).contains(r)
    assert not lay.prompt.colliderect(lay.hand)


def test_catalogs_have_every_key_the_table_uses_in_every_language() -> None:
    used: set[str] = set()
    for f in Path("game/table").glob("*.py"):
        used |= set(re.findall(r'"(table\.[a-z_.0-9]+)"', f.read_text(encoding="utf-8")))
    en = {k for k in keys("en") if k.startswith("table.")}
    for lang in LANGUAGES:
        assert {k for k in keys(lang) if k.startswith("table.")} == en, lang
    prefixes = {"table.log.draw", "table.log.deal", "table.log.give", "table.log.place", "table.log.pick_up",
                "table.log.forfeit_paid", "table.log.auction_lot_up", "table.log.auction_lot_down"}
    missing = {k for k in used if k not in en and k not in prefixes}
    assert not missing
    for kind in ("auction", "flea_market", "market_day"):
        assert f"table.tx.{kind}" in en
    for kind in ALL_KINDS - {"turn", "react", "bid"}:
        assert f"table.ask.{kind}" in en


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_event_of_whole_games_reads_as_plain_words(lang: str) -> None:
    tr = Translator(lang)
    for seed in (1, 2, 3):
        ctx, scene, link = make_table(players=5, seed=seed, speed=0.0, lang=lang)
        scene.autoplay = AutoPlayer(make_bot("random", seed), think=0.0, gap=0.0)
        play_out(scene, ctx, link, _Null())
        for text, _ in scene.log.lines:
            assert "table." not in text and "{" not in text, text
        assert len(scene.log.lines) > 20
    assert describe({"kind": "bid", "seat": 1, "amount": 3}, lambda s: f"P{s}", tr)


def test_zoom_with_right_click_and_z_then_close() -> None:
    ctx, scene, link = _to_turn_with_cast()
    card = scene.shown["hand"][0]  # type: ignore[index]
    pos = scene.spot_point(Spot("hand", card))
    assert pos is not None
    click(scene, pos, button=3)
    assert scene.zoom == card
    render(scene)
    key(scene, pygame.K_ESCAPE)
    assert scene.zoom is None
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.hover == Spot("hand", card)
    key(scene, pygame.K_z)
    assert scene.zoom == card


def test_chat_opens_with_t_sends_with_enter_and_croaks_under_a_suffix() -> None:
    ctx, scene, link = make_table(players=4, seed=3)
    settle(ctx, scene)
    key(scene, pygame.K_t)
    assert scene.chat.open
    scene.handle(pygame.event.Event(pygame.TEXTINPUT, text="hello"))
    key(scene, pygame.K_RETURN)
    step(ctx, scene, 0.05)
    assert scene.chat.lines[-1] == ("Morgane", "hello")
    assert scene.shown is not None
    scene.shown["seats"][1]["modifiers"] = [{"uid": 99, "key": "x", "display": "suffix", "data": {"suffix": "croak"},
                                              "source": 0, "card": None, "turns": None}]
    link._out.append(LinkUpdate(chat=(ChatLine(1, "Ulric", "good day"),)))  # noqa: SLF001
    step(ctx, scene, 0.05)
    assert scene.chat.lines[-1] == ("Ulric", "good day croak")


def test_a_chat_line_the_host_refuses_for_coming_too_fast_is_said_in_the_chat() -> None:
    ctx, scene, link = make_table(players=4, seed=3)
    settle(ctx, scene)
    link._out.append(LinkUpdate(rejected=("chat_rate",)))  # noqa: SLF001
    step(ctx, scene, 0.05)
    assert scene.chat.lines[-1] == ("", ctx.tr("table.chat.too_fast"))
    render(scene)  # a line with no speaker is drawn as a note


def test_nickname_replaces_the_name_everywhere() -> None:
    ctx, scene, link = make_table(players=4, seed=3)
    settle(ctx, scene)
    assert scene.shown is not None
    scene.shown["seats"][2]["modifiers"] = [{"uid": 5, "key": "x", "display": "nickname", "data": {"nickname": "Toad"},
                                             "source": 0, "card": None, "turns": None}]
    assert scene.name(2) == "Toad"
    assert "Toad" in (describe({"kind": "turn_start", "seat": 2, "turn": 3}, scene.name, ctx.tr) or "")
    render(scene)


def test_speed_key_cycles_and_skip_key_shows_everything_queued() -> None:
    ctx, scene, link = make_table(players=4, seed=3, speed=1.0)
    key(scene, pygame.K_v)
    assert ctx.clock.speed == 2.0
    key(scene, pygame.K_v)
    assert ctx.clock.instant
    key(scene, pygame.K_v)
    assert ctx.clock.speed == 1.0 and not ctx.clock.instant
    step(ctx, scene, 0.05)
    assert not scene.idle
    key(scene, pygame.K_f)
    assert scene.idle and scene.prompt is not None


def test_reaction_window_offers_pass_and_auto_pass_and_says_others_are_deciding() -> None:
    for seed in range(1, 60):
        ctx, scene, link = make_table(players=4, seed=seed, speed=0.0)
        auto = AutoPlayer(make_bot("random", seed), think=0.0, gap=0.0)
        for _ in range(3000):
            p = scene.prompt
            if p is not None and scene.idle and p.kind == "react":
                idents = [pb.ident for pb, _ in scene.buttons]
                assert "done" in idents and "autopass" in idents
                key(scene, pygame.K_RETURN)
                assert link.answers[-1][1] == {"act": "pass"}
                key(scene, pygame.K_a)
                assert link.autopass and scene.autopass
                return
            auto.update(scene, 0.0)
            step(ctx, scene, 1 / 60)
            if link.state.over:
                break
    raise AssertionError("no reaction window")


def test_waiting_text_never_names_who_could_react() -> None:
    ctx, scene, link = make_table(players=4, seed=3)
    settle(ctx, scene)
    view = dict(scene.shown or {})
    view["pending"] = [{"id": 1, "seat": 1, "kind": "react"}, {"id": 2, "seat": 2, "kind": "react"}]
    assert waiting_text(view, scene.seat, scene.idle, ctx.tr, scene.name) == ctx.tr("table.status.others_deciding")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_table_draws_at_other_window_sizes_and_languages(size: tuple[int, int]) -> None:
    ctx, scene, link = make_table(players=6, seed=5, size=size, lang="fr")
    settle(ctx, scene)
    surf = render(scene)
    assert surf.get_size() == size
    scene.resized(size)
    render(scene)


def test_card_faces_use_card_data_in_the_players_language() -> None:
    from game.table.res import Resources
    from game.tables.elixir.cardface import CardFaces, card_name

    faces = CardFaces(Resources(), "fr")
    card = 120
    assert card_name(card, "fr") == card_text(card_def(card).name, "fr") != card_def(card).name["en"]
    img = faces.face(card, 100)
    assert img.get_width() == 100
    assert faces.face(card, 100) is img


def test_reduced_motion_plays_short_fades_without_sparks() -> None:
    ctx, scene, link = make_table(players=4, seed=3, reduced=True)
    step(ctx, scene, 0.5)
    from game.table.effects import Burst
    from game.tables.elixir.animation import FlyCard

    kinds = {type(e) for e in scene.effects.items}
    assert Burst not in kinds
    assert all(e.duration <= 0.2 for e in scene.effects.items if isinstance(e, FlyCard))


def test_a_spectator_sees_the_whole_table_and_is_asked_nothing() -> None:
    ctx, scene, link = make_table(players=5, seed=2, speed=0.0, seat=None)
    settle(ctx, scene)
    assert scene.prompt is None
    assert len(scene.layout.plaques) == 5
    render(scene)


@pytest.mark.parametrize("game", ["elixir", "magicoa", "quest"])
def test_a_spectator_is_told_it_watches_where_a_players_own_panel_would_be(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A window joined to watch a full LAN table showed the table with nothing to say whose it
    was: the place of the player's own panel (Quest: of the hand, under seat 0's panel) now says
    that this window watches."""
    import game.tables.elixir.board as elixir_board
    import game.tables.magicoa.scene as magicoa_scene
    import game.tables.quest.scene as quest_scene
    from game.tables.magicoa.scene import MagicoaTable
    from game.tables.quest.scene import QuestTable
    from tests.client.table.fakelink import EngineLink
    from tests.client.table.harness import make_ctx

    told: list[str] = []
    for module in (elixir_board, magicoa_scene, quest_scene):
        monkeypatch.setattr(module, "watching_caption", lambda _surface, _res, _lay, text, *_at: told.append(text))
    for seat in (0, None):
        ctx = make_ctx(lang="fr", speed=0.0)
        link = EngineLink(players=2 if game == "quest" else 4, seed=2, seat=seat, game=game)
        scenes = {"magicoa": MagicoaTable, "quest": QuestTable}
        scene = scenes[game](ctx, link) if game in scenes else ctx.scene("table", link)
        ctx.stack.push(scene)
        ctx.stack.apply_changes()
        settle(ctx, scene)
        render(scene)
        assert told == ([] if seat == 0 else [ctx.tr("table.watching")] * len(told)) and (seat == 0 or told)


@pytest.mark.parametrize(("lang", "nick", "croak"), [("en", "Lovebird", "croak"), ("fr", "Tourtereau", "croâ")])
def test_forfeit_nickname_and_chat_suffix_from_the_real_cards_in_each_language(lang: str, nick: str,
                                                                                croak: str) -> None:
    from engine.elixir.catalog import lasting_def

    ctx, scene, link = make_table(players=4, seed=3, lang=lang)
    settle(ctx, scene)
    assert scene.shown is not None
    for seat, key_ in ((2, "lovebird"), (1, "frog")):
        lasting = lasting_def(key_)
        scene.shown["seats"][seat]["modifiers"] = [{"uid": seat, "key": key_, "display": lasting.display.value,
                                                    "data": dict(lasting.data), "source": 0, "card": None,
                                                    "turns": None}]
    assert scene.name(2) == nick
    link._out.append(LinkUpdate(chat=(ChatLine(1, "Ulric", "bonjour"),)))  # noqa: SLF001
    step(ctx, scene, 0.05)
    assert scene.chat.lines[-1] == ("Ulric", f"bonjour {croak}")
    render(scene)


def _to_opponent_with_casts(casts: int = 2) -> tuple[Any, TableScene, Any, int]:
    def caster(scene: TableScene) -> int | None:
        seats = (scene.shown or {}).get("seats", [])
        seat = next((s["seat"] for s in seats if s["seat"] != scene.seat and len(s["cast"]) >= casts), None)
        return seat if seat is not None and scene.idle else None

    ctx, scene, link, seat = _autoplay_until(caster, "an opponent with enough cast spells", 40, 20000)
    return ctx, scene, link, int(seat)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_right_click_on_a_player_opens_the_gallery_of_the_spells_they_cast(lang: str) -> None:
    ctx, scene, link, caster = _to_opponent_with_casts()
    ctx.tr = Translator(lang)
    cast = list(scene.shown["seats"][caster]["cast"])  # type: ignore[index]
    plaque = scene.layout.plaques[caster].center
    answers = len(link.answers)
    click(scene, plaque, button=3)
    assert scene.gallery is not None and scene.gallery.seat == caster
    assert scene.gallery.cards(scene.shown) == cast
    render(scene)
    # Keyboard: Right moves the focus, Space zooms that card, Esc goes back to the gallery.
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_SPACE)
    assert scene.zoom == cast[1]
    key(scene, pygame.K_ESCAPE)
    assert scene.zoom is None and scene.gallery is not None
    # Mouse: a click on a card zooms it; a click outside the cards closes the gallery.
    slots = scene.gallery.slots(scene.layout, len(cast))
    click(scene, slots[0].center)
    assert scene.zoom == cast[0]
    click(scene, slots[0].center)
    assert scene.zoom is None and scene.gallery is not None
    click(scene, (2, 2))
    assert scene.gallery is None
    assert len(link.answers) == answers  # the gallery answered nothing
    # Z over the plaque opens it too, and Z closes it.
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=plaque, rel=(0, 0), buttons=(0, 0, 0)))
    key(scene, pygame.K_z)
    assert scene.gallery is not None and scene.gallery.seat == caster
    key(scene, pygame.K_z)
    assert scene.gallery is None


def test_the_gallery_of_a_player_who_cast_nothing_says_so() -> None:
    ctx, scene, link = make_table(players=4, seed=2)
    settle(ctx, scene)
    seat = next(s for s in scene.layout.plaques)
    click(scene, scene.layout.plaques[seat].center, button=3)
    assert scene.gallery is not None and scene.gallery.cards(scene.shown) == []
    render(scene)
    key(scene, pygame.K_ESCAPE)
    assert scene.gallery is None


def test_z_zooms_the_card_the_keys_focused() -> None:
    """A keyboard player focused a card with the arrows and pressed Z: nothing (Z read only the
    card under the mouse)."""
    ctx, scene, link = _to_turn_with_cast()
    scene.hover = None
    key(scene, pygame.K_RIGHT)
    assert scene.prompt is not None and scene.prompt.focus is not None
    key(scene, pygame.K_z)
    assert scene.zoom is not None and scene.zoom == scene.prompt.focus.ident


def test_the_log_says_who_plays_first_when_a_game_opens_on_a_snapshot() -> None:
    """A game's first view reaches the window as a snapshot, without the events of its set-up:
    the log began with the bots drafting and never said who plays first, or why they drafted
    before the player."""
    ctx, scene, link = make_table(players=4, seed=3)
    view = link.view()
    assert view["phase"] == "draft"
    scene.log.lines.clear()
    scene._show(LinkUpdate(view=view, ask=link.my_decisions(), snapshot=True, game=1))
    first = scene.name(int(view["first_player"]))
    assert [text for text, _ in scene.log.lines] == [ctx.tr("table.log.first_player", name=first)]
    scene._show(LinkUpdate(view=view, ask=link.my_decisions(), snapshot=True, game=1))  # a resync: said once
    assert len(scene.log.lines) == 1


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576), (1920, 1080)])
def test_a_pick_among_many_cards_lays_them_in_rows_that_show_each_card(size: tuple[int, int]) -> None:
    """Rag-Picker's Hook over a 70-card discard pile laid 70 cards in one row, each a sliver a
    few pixels wide: past what a row shows, the tray takes several rows of smaller cards."""
    from game.table.layout import compute
    from game.table.sprites import SHOWN_AT_LEAST, grid, row

    lay = compute(size, 4, 0)
    area = lay.centre.inflate(-lay.px(20), 0)
    assert grid(5, area, lay.centre_card_w) == row(5, area, lay.centre_card_w)  # a few: one row as before
    for count in (20, 40, 70):
        slots = grid(count, area, lay.centre_card_w)
        assert len(slots) == count
        assert all(area.top <= s.rect().top and s.rect().bottom <= area.bottom for s in slots)
        lines: dict[float, list[float]] = {}
        for s in slots:
            lines.setdefault(s.y, []).append(s.x)
        for xs in lines.values():
            steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
            assert not steps or min(steps) >= SHOWN_AT_LEAST * slots[0].width - 1
    assert len({s.y for s in grid(70, area, lay.centre_card_w)}) > 1


def test_a_nickname_wearing_off_is_said_of_the_players_own_name() -> None:
    """'Tourtereau ne touche plus Tourtereau': the line named the player by the nickname ending."""
    ctx, scene, link = make_table(players=4, seed=3)
    settle(ctx, scene)
    assert scene.shown is not None
    scene.shown["seats"][1]["modifiers"] = [{"uid": 7, "key": "lovebird", "display": "nickname",
                                             "data": {"nickname": {"en": "Lovebird"}}, "source": 0, "card": None,
                                             "turns": 1}]
    assert scene.name(1) == "Lovebird"
    scene.play_event({"kind": "modifier_removed", "seat": 1, "key": "lovebird", "uid": 7}, animate=False)
    text = scene.log.lines[-1][0]
    assert "Ulric" in text
    # any other effect wearing off meanwhile is said of the nickname, as every other line then
    # ("Moths wears off Wizard" among lines calling the player "Oddbod")
    scene.play_event({"kind": "modifier_removed", "seat": 1, "key": "moths", "uid": 8}, animate=False)
    text = scene.log.lines[-1][0]
    assert "Lovebird" in text and "Ulric" not in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_whose_draw_an_effect_takes_away_says_so_in_the_log(lang: str) -> None:
    """Under Queasy (one card fewer) a player's turns showed only "Wizard's turn.", no card
    coming and no word why (Moths and the Ogre's Bib have their lines)."""
    from game.tables.elixir.eventtext import effect_name

    ctx, scene, link = make_table(players=4, seed=3, lang=lang)
    settle(ctx, scene)
    assert scene.shown is not None
    tr = ctx.tr
    said = tr("table.log.draws_nothing", name="Ulric", effect=effect_name("queasy", tr))
    for mods, told in (([], False), (["moths"], False), (["queasy"], True), (["queasy", "dozing"], False)):
        scene.shown["seats"][1]["modifiers"] = [{"uid": 7 + i, "key": key, "display": "badge", "data": {},
                                                 "source": 0, "card": None, "turns": 2}
                                                for i, key in enumerate(mods)]
        before = len(scene.log.lines)
        scene.play_event({"kind": "turn_start", "seat": 1, "turn": 5}, animate=False)
        lines = [line[0] for line in scene.log.lines[before:]]
        assert (said in lines) is told, (mods, lines)


def test_the_card_the_keys_focus_stays_under_the_prompt_bar() -> None:
    """Raised by the keys' focus, a hand card covered the prompt bar's hint and the edge of its
    button."""
    from game.table.promptparts import Spot as PromptSpot
    from game.tables.elixir.foreground import hand_lifts

    ctx, scene, link = _to_turn_with_cast()
    hand = list(scene.shown["hand"])  # type: ignore[index]
    slots = scene.hand_slots()
    focus = PromptSpot("hand", hand[0])
    lifts = hand_lifts(hand, slots, scene.layout, None, focus, set())
    assert slots[0].rect(lifts[0]).top >= scene.layout.prompt.bottom
    # a chosen card too (to sell, trade or pay with: a play-tester saw their names hidden)
    chosen = hand_lifts(hand, slots, scene.layout, None, None, {PromptSpot("hand", c) for c in hand[:2]})
    assert all(slots[i].rect(chosen[i]).top >= scene.layout.prompt.bottom for i in range(2))


def test_a_chosen_card_under_the_mouse_keeps_its_title_below_the_prompt_bar() -> None:
    """Clicked to be played ("Play Sticky Glove? Click it again"), the card under the mouse rose
    under the prompt bar and its "Use" button, its title hidden; so did Cloud in a Bottle, lifted
    to join a flea market. Hovered, focused or chosen, a card's whole face stays below the bar,
    and the mouse finds it where it is drawn."""
    from game.table.promptparts import Spot as PromptSpot
    from game.tables.elixir.foreground import hand_lifts
    from game.tables.elixir.handlayout import slot_box

    ctx, scene, link = _to_turn_with_cast()
    hand = list(scene.shown["hand"])  # type: ignore[index]
    assert hand
    for size in ((1920, 1080), (1280, 720), (1024, 576)):
        scene.resized(size)
        slots = scene.hand_slots()
        bar = scene.layout.prompt
        for i, card in enumerate(hand):
            spot = PromptSpot("hand", card)
            for hover, focus, selected in ((spot, None, {spot}), (spot, None, set()), (spot, spot, {spot})):
                lifts = hand_lifts(hand, slots, scene.layout, hover, focus, selected)
                assert slot_box(slots[i], lifts[i]).top >= bar.bottom, (size, i, lifts[i])
            scene.hover = spot
            drawn = slots[i].rect(hand_lifts(hand, slots, scene.layout, spot, None, set())[i])
            assert scene.spot_at((drawn.centerx, drawn.top + 2)) == spot
            assert scene.spot_at((drawn.centerx, bar.bottom - 2)) != spot


def test_number_keys_choose_a_spell_to_cast_and_a_second_press_casts_it() -> None:
    """The help's number keys ("a card by the number shown on it") on the turn itself:
    a digit chooses a glowing card or spell as a click does, and pressing it again confirms."""
    ctx, scene, link = _to_turn_with_cast()
    p = scene.prompt
    assert p is not None
    spell = next(iter(p.cast_opts))  # type: ignore[attr-defined]
    cards = [s for s in p.navigable() if s.zone in ("hand", "spell", "tray")]
    digit = pygame.K_1 + cards.index(Spot("spell", spell))
    assert digit <= pygame.K_9
    before = len(link.answers)
    key(scene, digit)
    assert Spot("spell", spell) in p.selected() and len(link.answers) == before
    key(scene, digit)
    assert link.answers[-1][1] == {"act": "cast", "spell": spell}
    assert not link.refused


def test_the_log_says_when_another_player_goes_a_bot_covers_them_and_they_come_back() -> None:
    """A player left a LAN table (or their window crashed): the others' log went on with their
    seat's plays, the stand-in bot's, as if nothing had happened; and nothing was said when they
    came back."""
    from game.link import LinkUpdate

    ctx, scene, link = make_table(players=3, seed=5)
    settle(ctx, scene)

    def table(present: bool, covered: bool) -> dict[str, object]:
        return {"seats": [{"seat": 0, "kind": "human", "name": "Morgane", "taken": True, "present": True},
                          {"seat": 1, "kind": "human", "name": "Béa", "taken": True, "present": present,
                           "covered": covered},
                          {"seat": 2, "kind": "bot", "name": "Zelda", "taken": False, "present": True}]}

    def said() -> list[str]:
        return [str(text) for text, _ in scene.log.lines]

    link._out.append(LinkUpdate(table=table(True, False)))
    settle(ctx, scene)
    before = len(said())
    for present, covered in ((False, False), (False, True), (True, False), (True, False)):
        link._out.append(LinkUpdate(table=table(present, covered)))
        settle(ctx, scene)
    assert said()[before:] == [
        "Béa has lost their connection: a bot plays their seat if they are not back soon.",
        "A bot plays for Béa until they come back.",
        "Béa is back at the table."]
    link._out.append(LinkUpdate(table=table(False, True)))  # gone, and covered at once (left on purpose)
    settle(ctx, scene)
    assert said()[-1] == "Béa has left the table: a bot plays their seat until they come back."


def test_the_chat_the_host_tells_on_a_rejoin_replaces_the_tables_lines_without_doubling_them() -> None:
    from game.link import ChatLine, LinkUpdate

    ctx, scene, link = make_table(players=3, seed=5)
    link._out.append(LinkUpdate(chat=(ChatLine(1, "Ulric", "one"),)))
    settle(ctx, scene)
    told = (ChatLine(1, "Ulric", "one"), ChatLine(0, "Morgane", "two"))
    link._out.append(LinkUpdate(chat_history=told, chat=(ChatLine(2, "Zelda", "three"),)))
    settle(ctx, scene)
    assert [text for _, text in scene.chat.lines] == ["one", "two", "three"]


def test_a_window_that_takes_its_seat_back_from_a_bot_says_so_after_the_story_so_far() -> None:
    """A player who came back to a Magicoa table found their gold cards chosen, with nothing to
    say a bot had played for them."""
    from game.link import LinkUpdate

    ctx, scene, link = make_table(players=3, seed=5)
    settle(ctx, scene)
    link._out.append(LinkUpdate(view=link.view(), ask=link.my_decisions(), snapshot=True, game=1, covered=True))
    settle(ctx, scene)
    assert scene.log.lines[-1][0] == ctx.tr("table.log.covered_you")


def test_the_seat_taken_back_is_said_even_when_the_welcome_and_the_snapshot_come_apart() -> None:
    from game.link import LinkUpdate

    ctx, scene, link = make_table(players=3, seed=5)
    settle(ctx, scene)
    link._out.append(LinkUpdate(covered=True))  # the welcome's batch alone
    settle(ctx, scene)
    link._out.append(LinkUpdate(view=link.view(), ask=link.my_decisions(), snapshot=True, game=1))
    settle(ctx, scene)
    assert [text for text, _ in scene.log.lines].count(ctx.tr("table.log.covered_you")) == 1
    assert scene.log.lines[-1][0] == ctx.tr("table.log.covered_you")


def test_a_click_closes_the_key_help_and_reaches_nothing_under_it() -> None:
    """A mouse player opened the keys from the menu and could not close them: clicks went
    through to the table (a blind click on a hidden button answered). A click now closes the
    help, and only that; the panel says so."""
    ctx, scene, link = make_table(seed=2)
    settle(ctx, scene)
    assert scene.prompt is not None and scene.buttons
    key(scene, pygame.K_h)
    assert scene.help
    render(scene)
    before = list(link.answers)
    click(scene, scene.buttons[-1][1].rect.center)
    assert not scene.help and link.answers == before
    click(scene, scene.buttons[-1][1].rect.center)
    assert link.answers != before  # with the help closed, the same click answers
    assert Translator("en")("table.help.close").startswith("Click anywhere")


def test_the_key_line_says_whether_auto_pass_is_on_and_its_parts_are_buttons() -> None:
    """A player pressed A and saw nothing say auto-pass was on; a mouse player could not change
    the speed from the table. The key line says "Auto-pass on/off [A]", and a click on each part
    does what its key does."""
    ctx, scene, link = make_table(seed=2)
    settle(ctx, scene)
    drawn: list[str] = []
    text = scene.res.text
    scene.res.text = lambda s, *a, **k: (drawn.append(s), text(s, *a, **k))[1]  # type: ignore[method-assign]
    render(scene)
    assert "Auto-pass off [A]" in drawn and "Keys [H]" in drawn
    spots = dict((ident, rect) for rect, ident in scene.key_spots)
    assert set(spots) == {"speed", "autopass", "help"}
    click(scene, spots["autopass"].center)
    assert scene.autopass and ctx.settings.autopass
    drawn.clear()
    render(scene)
    assert "Auto-pass on [A]" in drawn
    speed = ctx.settings.animation_speed
    click(scene, spots["speed"].center)
    assert ctx.settings.animation_speed != speed
    click(scene, spots["help"].center)
    assert scene.help


def test_z_with_nothing_under_the_mouse_reads_the_players_own_cards_and_the_arrows_go_through_them() -> None:
    """A keyboard player could not read a card when nothing was to be chosen (Z read only the
    card under the mouse). Z now opens their own first card, and Left/Right go through the hand
    and the spells; Escape puts it back."""
    ctx, scene, link = make_table(seed=2)
    settle(ctx, scene)
    while scene.prompt is not None and scene.prompt.kind == "draft":  # to the first turn, with a hand
        key(scene, pygame.K_1 + min(int(o) for o in scene.prompt.options) - 1)
        settle(ctx, scene)
    own = scene.own_cards()
    assert len(own) >= 2
    scene.hover = None
    scene.hover_pos = (0, 0)
    if scene.prompt is not None:
        scene.prompt.focus = None
    key(scene, pygame.K_z)
    assert scene.zoom == own[0]
    key(scene, pygame.K_RIGHT)
    assert scene.zoom == own[1]
    key(scene, pygame.K_LEFT)
    key(scene, pygame.K_LEFT)
    assert scene.zoom == own[-1]
    render(scene)
    key(scene, pygame.K_ESCAPE)
    assert scene.zoom is None
    lines = Translator("en")("table.help.lines")
    assert "E: end your turn" in lines and "Backspace" in lines and "U / D" in lines


def test_a_help_line_too_long_for_the_table_wraps_instead_of_being_squeezed() -> None:
    """The French keys' help at 1024x576 had its longest lines squeezed thin to fit: they go on
    under themselves now, every line at its own width."""
    from game.table.helppanel import draw_help_panel
    from game.table.res import Resources

    ctx, scene, link = make_table(size=(1024, 576), lang="fr")
    lay = scene.table_layout
    res = Resources()
    blits: list[pygame.Surface] = []

    class Recording(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
            blits.append(source)
            return super().blit(source, dest, *args, **kwargs)

    lines = ["short line", "word " * 120]
    draw_help_panel(Recording(lay.size), res, lay, "Touches", lines, "footer")
    texts = blits[2:]  # after the panel and the title
    assert len(texts) > len(lines) + 1
    assert all(img.get_width() <= lay.table.width - lay.px(40) for img in texts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_draft_piles_buttons_keep_their_number_keys_at_1024x576(lang: str) -> None:
    """Dropping the key hints when buttons crowd the bar must not take the draft's "1" to "4"
    from its four pile buttons, which leave the question room enough."""
    ctx, scene, link = make_table(seed=2, size=(1024, 576), lang=lang)
    settle(ctx, scene)
    assert scene.prompt is not None and scene.prompt.kind == "draft"
    assert [b.hint for _, b in scene.buttons][:4] == ["1", "2", "3", "4"]


def test_choosing_a_card_moves_no_button_of_the_prompt_bar() -> None:
    """A tester chose two Finds to pay an auction and clicked where "Pay with 0" had been: the
    Clear button had appeared there, at the bar's right end, and the choice was wiped. Clear is
    now always on the bar (greyed until a card is chosen), left of the others."""
    from game.tables.elixir.pickprompt import PickPrompt

    def pick_with_a_decline(scene: TableScene) -> Any:
        p = scene.prompt
        if isinstance(p, PickPrompt) and scene.idle and 0 in p.sizes and len(p.spot_of) >= 2 and not p.chosen:
            return p
        return None

    ctx, scene, link, prompt = _autoplay_until(pick_with_a_decline, "a pick that can be declined", 40, 6000)
    render(scene)
    before = {pb.ident: b.rect.copy() for pb, b in scene.buttons}
    assert "clear" in before and not next(b for pb, b in scene.buttons if pb.ident == "clear").enabled
    click(scene, scene.spot_point(next(iter(prompt.spot_of.values()))))
    render(scene)
    after = {pb.ident: b.rect.copy() for pb, b in scene.buttons}
    assert prompt.chosen
    assert after.keys() == before.keys()
    for ident in ("confirm", "decline"):
        assert after[ident].right == before[ident].right, ident


def test_a_number_key_naming_an_empty_draft_pile_says_it_is_empty() -> None:
    """Pressing 1 once the level-1 pile had run out did nothing at all: no answer, no word."""
    from game.tables.elixir.prompts import make_prompt

    ctx, scene, link = _first_draft()
    decision = dict(scene.prompt.decision, options=[2, 3, 4])  # the level-1 pile is gone
    scene.prompt = make_prompt(decision, scene.shown, ctx.tr, scene.name)
    scene.rebuild_buttons()
    key(scene, pygame.K_1)
    assert link.answers == []
    notice = scene.notices.shown(ctx.clock.now)
    assert notice is not None and notice.title == ctx.tr("table.draft.pile_empty", level=1)
    render(scene)
    scene.notices.clear()
    click(scene, scene.layout.piles[1].center)  # and by the mouse, on the empty pile
    notice = scene.notices.shown(ctx.clock.now)
    assert notice is not None and notice.title == ctx.tr("table.draft.pile_empty", level=1)
    assert link.answers == []
    key(scene, pygame.K_2)  # a pile still there is taken as before
    assert link.answers[-1][1] == 2


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_the_key_line_shows_the_turn_order_gold_once_reversed_and_fits_beside_the_menu(lang: str) -> None:
    """After a Pocket Hourglass reversed the turn order only a log line said so, and it scrolled
    away: nothing on the table showed who plays after whom."""
    from game.table.res import GOLD_LIGHT
    from game.tables.elixir.foreground import turn_order_text

    ctx, scene, link = make_table(players=6, seed=2, size=(1024, 576), lang=lang)
    settle(ctx, scene)
    assert scene.shown is not None
    drawn: list[tuple[str, Any]] = []
    text = scene.res.text
    scene.res.text = lambda s, *a, **k: (  # type: ignore[method-assign]
        drawn.append((s, a[1] if len(a) > 1 else None)), text(s, *a, **k))[1]
    render(scene)
    order = turn_order_text(scene.shown, ctx.tr)
    assert order == ctx.tr("table.keys.order", order="1 → 2 → 3 → 4 → 5 → 6")
    assert any(s == order and colour != GOLD_LIGHT for s, colour in drawn)
    scene.shown["direction"] = -1
    drawn.clear()
    render(scene)
    order = turn_order_text(scene.shown, ctx.tr)
    assert order == ctx.tr("table.keys.order_reversed", order="1 → 6 → 5 → 4 → 3 → 2")
    assert (order, GOLD_LIGHT) in drawn
    line = " · ".join([ctx.tr("table.keys.speed", speed=ctx.tr("table.speed.x", n="1")),
                       ctx.tr("table.keys.autopass_off"), ctx.tr("table.keys.help"), order])
    lay = scene.layout
    menu_room = lay.px(176)  # the app's Menu button, top right (MENU_ROOM)
    assert scene.res.text(line, lay.px(12), (0, 0, 0)).get_width() + lay.px(8) <= lay.table.width - menu_room


def test_the_key_line_sits_on_a_dark_plate() -> None:
    """The key line's small letters had the felt's stars showing through them ("aùto")."""
    from game.tables.elixir.foreground import KEY_LINE_PLATE

    ctx, scene, link = make_table(players=4, seed=2, size=(1024, 576), lang="it")
    settle(ctx, scene)
    surface = render(scene)
    lay = scene.layout
    first = min(rect.x for rect, _ident in scene.key_spots)
    spot = (first - lay.px(1), lay.px(12))  # inside the plate, left of the first letter
    felt = scene._bg  # noqa: SLF001 - the background the plate lies on
    assert felt is not None
    under, drawn = felt.get_at(spot), surface.get_at(spot)
    alpha = KEY_LINE_PLATE[3] / 255
    expected = [round(c * (1 - alpha) + p * alpha) for c, p in zip(under[:3], KEY_LINE_PLATE[:3], strict=True)]
    assert all(abs(d - e) <= 3 for d, e in zip(drawn[:3], expected, strict=True)), (drawn, expected)


def test_cards_looked_at_lie_in_the_centre_over_a_shade_that_covers_the_owners_names_there() -> None:
    """A bot's Nosy Spyglass laid the player's Finds over the centre, where the plays under way
    kept their owners' names above them: "Hard bot 2" and "Wizard" stood over two of the Finds,
    read as theirs. A shade over the centre and its names lies under the cards while they show."""
    from game.table.cardsize import card_height
    from game.table.effects import Shade
    from game.tables.elixir.animation import Choreographer, FlyCard
    from tests.elixir.test_cards_kit import Kit

    kit = Kit()
    kit.finds(0, "obj.spyglass")
    shown = kit.finds(1, "ing.trolls_nose", "obj.rusty_key")
    kit.start()
    kit.use(0, "obj.spyglass", target=1)
    peek = next(e for e in kit.events if e.kind == "peek")
    ctx, scene, _ = make_table(players=4)
    fx, hold = Choreographer().effects_for(peek.for_seat(1), scene._staging(), ctx.clock.now)
    shades = [i for i, f in enumerate(fx) if isinstance(f, Shade)]
    cards = [i for i, f in enumerate(fx) if isinstance(f, FlyCard)]
    assert {f.card for f in fx if isinstance(f, FlyCard)} >= set(shown)
    assert len(shades) == 1 and shades[0] < min(cards)  # drawn under the cards
    shade = fx[shades[0]]
    assert isinstance(shade, Shade) and shade.plate is not None
    veil = shade.plate.get_rect(topleft=(round(shade.at[0]), round(shade.at[1])))
    lay = scene.layout
    laid = [f.b for f in fx if isinstance(f, FlyCard) and f.a == f.b]  # where the cards rest
    assert laid and all(veil.collidepoint(point) for point in laid)
    assert veil.top <= min(y for _x, y in laid) - card_height(lay.centre_card_w) // 2 - lay.px(20)  # names too
    assert shade.start + shade.duration >= ctx.clock.now + hold - 0.5  # while the cards show


def test_the_hand_card_the_keys_focus_is_ringed() -> None:
    """A tester pressing Tab and Right at their turn saw nothing change: the focused hand card
    was only lifted, and the prompt bar just above leaves it almost no room to rise. It is now
    ringed in light gold (a card under the mouse is not: the pointer says where it is)."""
    from game.table.cardsize import card_height
    from game.table.promptparts import Spot as PromptSpot
    from game.table.res import GOLD_LIGHT
    from game.tables.elixir.handlayout import turned_corners
    from tests.elixir.test_cards_kit import Kit

    kit = Kit()
    kit.finds(0, "ing.stardust", "ing.touch_of_madness", "obj.ragpickers_hook", "tx.market_day",
              "obj.bottomless_satchel")
    kit.start()
    ctx, scene, link = arranged_table(kit.st)
    assert scene.prompt is not None
    hand = list(scene.shown["hand"])  # type: ignore[index]
    slots = scene.hand_slots()
    lay = scene.layout

    def ring_pixels(i: int) -> list[tuple[int, int, int]]:
        """The colours on the middle of the four sides of the ring around card `i`, as lifted."""
        from game.tables.elixir.foreground import hand_lifts

        spot = PromptSpot("hand", hand[i])
        lift = hand_lifts(hand, slots, lay, None, spot, set())[i]
        margin = lay.px(4)
        corners = turned_corners((slots[i].x, slots[i].y - lift), slots[i].width + 2 * margin,
                                 card_height(slots[i].width) + 2 * margin, slots[i].angle)
        surface = render(scene)
        mids = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(corners, corners[1:] + corners[:1],
                                                                         strict=True)]
        def near(x: float, y: float) -> tuple[int, int, int]:
            """GOLD_LIGHT if any pixel within 2 px of (x, y) has it, else the colour at (x, y)."""
            around = [tuple(surface.get_at((round(x) + dx, round(y) + dy)))[:3]
                      for dx in range(-2, 3) for dy in range(-2, 3)]
            return GOLD_LIGHT if GOLD_LIGHT in around else around[12]

        return [near(x, y) for x, y in mids if 2 <= y < lay.size[1] - 2]

    for i in (0, len(hand) // 2, len(hand) - 1):  # turned both ways, and upright
        scene.prompt.focus = PromptSpot("hand", hand[i])
        ringed = ring_pixels(i)
        assert ringed and all(px == GOLD_LIGHT for px in ringed), (i, ringed)
        scene.prompt.focus = None
        scene.hover = PromptSpot("hand", hand[i])
        assert sum(px == GOLD_LIGHT for px in ring_pixels(i)) <= 1, i  # (a gold letter or border may lie near one)
        scene.hover = None


def _ringed(surface: pygame.Surface, card: pygame.Rect, margin: int) -> list[bool]:
    """Whether light gold lies (within 2 px) on the middle of each side of a ring `margin` outside `card`."""
    from game.table.res import GOLD_LIGHT

    ring = card.inflate(2 * margin, 2 * margin)
    mids = [(ring.centerx, ring.top), (ring.right - 1, ring.centery), (ring.centerx, ring.bottom - 1),
            (ring.left, ring.centery)]
    return [any(tuple(surface.get_at((x + dx, y + dy)))[:3] == GOLD_LIGHT for dx in range(-2, 3) for dy in range(-2, 3))
            for x, y in mids]


def test_the_spell_pile_and_the_tray_card_the_keys_focus_are_ringed_as_the_hand_card_is() -> None:
    """A tester moving the keys' focus over the draft's piles and the cards laid in the centre saw
    them only lifted (the hand's focused card is ringed): they are ringed the same way now, and not
    when under the mouse."""
    from game.tables.elixir.foreground import FOCUS_RING
    from game.tables.elixir.places import pile_top

    ctx, scene, link = _first_draft()
    key(scene, pygame.K_RIGHT)
    focus = scene.prompt.focus
    assert focus is not None and focus.zone == "pile"
    count = int(scene.shown["piles"][str(focus.ident)])  # type: ignore[index]
    top = pile_top(scene.layout, focus.ident, count, raised=True)
    assert all(_ringed(render(scene), top, FOCUS_RING.margin(scene.layout)))
    scene.prompt.focus, scene.hover = None, focus
    assert not any(_ringed(render(scene), top, FOCUS_RING.margin(scene.layout)))

    from tests.elixir.test_cards_kit import scrying_pool_cast

    kit, _top = scrying_pool_cast()  # three cards laid in the centre to choose from
    ctx, scene, link = arranged_table(kit.st)
    assert scene.prompt is not None and scene.prompt.kind == "take_from_deck"
    key(scene, pygame.K_RIGHT)
    focus = scene.prompt.focus
    assert focus is not None and focus.zone == "tray"
    laid = dict(zip([c for c, _ in scene.tray_cards()], scene.tray_slots(), strict=False))
    rect = laid[focus.ident].rect(scene.layout.px(14))
    assert all(_ringed(render(scene), rect, FOCUS_RING.margin(scene.layout)))


def test_the_card_on_top_of_the_discard_pile_is_read_up_close() -> None:
    """The help says "right-click a card to read it", but the face-up card on the discard pile
    answered neither the right-click nor Z (Z opened the player's own hand instead)."""
    from tests.elixir.test_cards_kit import Kit

    kit = Kit()
    kit.finds(0, "ing.stardust")
    top = kit.discarded("ing.trolls_nose", "obj.rusty_key")[-1]
    kit.start()
    ctx, scene, link = arranged_table(kit.st)
    assert scene.shown["discard"][-1] == top  # type: ignore[index]
    click(scene, scene.layout.discard.center, button=3)
    assert scene.zoom == top
    key(scene, pygame.K_ESCAPE)
    assert scene.zoom is None
    click(scene, scene.layout.discard.center)  # a left click chooses nothing there
    assert link.answers == [] and scene.zoom is None


def test_a_flea_markets_cards_lie_in_the_order_laid_for_every_player() -> None:
    """A guest saw a Flea Market's four cards in another order than the player choosing among
    them (the view lists the table's cards by id; the book shuffles them as they are laid), and
    "take the second one" across the table went wrong."""
    from engine.bots.random_bot import RandomBot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.elixir.game import ELIXIR

    for seed in range(60):
        state = ELIXIR.new_state({"players": 4}, seed)
        bots = [RandomBot(seed * 10 + i) for i in range(4)]
        while not state.over and pending(state)[0].kind != "flea_pick":
            d = pending(state)[0]
            assert apply(state, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(state, d.seat),
                                                                           d.to_plain()))).accepted
        laid = list((state.transaction or {}).get("laid", []))
        if not state.over and len(laid) >= 3 and laid != sorted(laid):
            break
    else:
        raise AssertionError("no flea market laid out of id order in the seeded games")
    picker = pending(state)[0].seat
    for seat in range(4):
        ctx, scene, link = arranged_table(state, seat=seat)
        if seat == picker:
            shown = [card for card, _up in scene.tray_cards()]
        else:
            shown = [card for card, _owner, why in scene.places().centre_cards() if why == "flea_market"]
        assert shown == laid, (seat, shown, laid)
