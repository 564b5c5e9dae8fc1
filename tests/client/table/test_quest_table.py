"""Elixir Quest's table: the deck and every placement by mouse and by keys, the arena after a
reveal, a whole match played through the table's own input in two languages and with reduced
motion, the log in every language, and a rule-breaking deck kept from being sent.

The table runs on an `EngineLink` (the engine in-process, a random bot in the other seat);
time is stepped with the game clock, input is synthetic pygame events.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.bots.base import make_bot  # noqa: E402
from game.context import Context  # noqa: E402
from game.i18n import LANGUAGES, Translator  # noqa: E402
from game.table.autoplay import AutoPlayer  # noqa: E402
from game.table.promptparts import Reply, Spot  # noqa: E402
from game.tables.quest.choreo import effects_for  # noqa: E402
from game.tables.quest.eventtext import describe  # noqa: E402
from game.tables.quest.scene import QuestTable  # noqa: E402
from tests.client.table.fakelink import EngineLink  # noqa: E402
from tests.client.table.harness import click, key, make_ctx, settle, step  # noqa: E402


def make_quest(seed: int = 3, lang: str = "en", reduced: bool = False, options: dict[str, Any] | None = None,
               size: tuple[int, int] = (1280, 720)) -> tuple[Context, QuestTable, EngineLink]:
    """Quest's table for seat 0 of a fresh match, settled on its deck question."""
    ctx = make_ctx(size=size, lang=lang, reduced=reduced)
    link = EngineLink(players=2, seed=seed, game="quest", options=options)
    scene = QuestTable(ctx, link)
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    settle(ctx, scene)  # type: ignore[arg-type]
    return ctx, scene, link


def placing(seed: int = 3, options: dict[str, Any] | None = None) -> tuple[Context, QuestTable, EngineLink]:
    """Quest's table for seat 0, its best deck played (B, Enter), settled on its first placement."""
    ctx, scene, link = make_quest(seed=seed, options=options)
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    settle(ctx, scene)  # type: ignore[arg-type]
    assert scene.prompt is not None and scene.prompt.kind == "place"
    return ctx, scene, link


def button(scene: QuestTable, ident: str) -> Any:
    return next(b for pb, b in scene.buttons if pb.ident == ident)


def click_spot(scene: QuestTable, spot: Spot) -> None:
    point = scene.spot_point(spot)
    assert point is not None, spot
    click(scene, point)


def draw(scene: QuestTable) -> None:
    scene.draw(pygame.display.get_surface())


def test_a_deck_is_chosen_by_mouse_and_sent_only_once_it_keeps_the_rules() -> None:
    ctx, scene, link = make_quest()
    prompt = scene.prompt
    assert prompt is not None and prompt.kind == "deck"
    characters = [c for c in prompt.prompt["character_ids"] if c not in prompt.prompt["rare_ids"]][:4]
    for card in characters:
        click_spot(scene, Spot("pool", card))
    draw(scene)
    assert not button(scene, "confirm").enabled and link.answers == []
    key(scene, pygame.K_RETURN)
    assert link.answers == []   # four characters: Enter does nothing
    fifth = next(c for c in prompt.prompt["character_ids"] if c not in characters)
    click_spot(scene, Spot("pool", fifth))
    for card in [c for c in prompt.prompt["potion_ids"] if c not in prompt.prompt["rare_ids"]][:3]:
        click_spot(scene, Spot("pool", card))
    if prompt.problem() is None:
        click(scene, button(scene, "confirm").rect.center)
        assert len(link.answers) == 1 and sorted(link.answers[0][1]) == sorted(prompt.picked)
    draw(scene)


def test_the_best_deck_by_key_b_then_enter_and_backspace_clears() -> None:
    ctx, scene, link = make_quest(seed=5)
    key(scene, pygame.K_b)
    assert scene.prompt is not None and len(scene.prompt.picked) == 8
    key(scene, pygame.K_BACKSPACE)
    assert scene.prompt.picked == []
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == 1 and link.refused == []
    settle(ctx, scene)  # type: ignore[arg-type]
    assert scene.prompt is not None and scene.prompt.kind == "place"


def test_escape_opens_the_menu_and_keeps_the_deck_being_built() -> None:
    """A French tester had picked five characters one by one: Escape wiped them and did not open
    the menu the help promises (a second Escape did). The deck stays; Backspace clears it."""
    ctx, scene, link = make_quest(seed=5)
    key(scene, pygame.K_b)
    picked = list(scene.prompt.picked)  # type: ignore[union-attr]
    assert len(picked) == 8
    assert not scene.game_key(pygame.K_ESCAPE)  # left to the table's shell, which opens the menu
    assert scene.prompt is not None and scene.prompt.picked == picked


def test_escape_over_a_deck_being_built_opens_the_apps_menu() -> None:
    """In a real window Escape did nothing over a deck with cards taken: the app's table (its
    shell) left Escape to the table while the prompt held cards, and the deck's prompt does not
    clear on Escape. The menu opens, the deck kept."""
    from game.scenes.tableshell import QuestShell

    ctx = make_ctx()
    shell = QuestShell(ctx, EngineLink(players=2, seed=5, game="quest"))
    ctx.stack.push(shell)
    ctx.stack.apply_changes()
    settle(ctx, shell)  # type: ignore[arg-type]
    key(shell, pygame.K_b)
    picked = list(shell.prompt.picked)  # type: ignore[union-attr]
    key(shell, pygame.K_ESCAPE)
    assert shell.menu_open
    assert shell.prompt is not None and shell.prompt.picked == picked


def test_escape_puts_back_a_placements_character_before_it_opens_the_menu() -> None:
    ctx, scene, link = placing(seed=7)
    prompt = scene.prompt
    assert prompt is not None
    click_spot(scene, Spot("hand", prompt.options[0]["character"]))
    assert prompt.picked
    assert scene.game_key(pygame.K_ESCAPE)  # taken: it put the character back
    assert not prompt.picked
    assert not scene.game_key(pygame.K_ESCAPE)  # then the menu's


def test_a_placement_by_mouse_character_then_potion_then_the_place_button() -> None:
    ctx, scene, link = placing(seed=7)
    prompt = scene.prompt
    assert prompt is not None
    option = next(o for o in prompt.options if o["potion"] is not None)
    click_spot(scene, Spot("hand", option["character"]))
    click_spot(scene, Spot("hand", option["potion"]))
    draw(scene)
    click(scene, button(scene, "confirm").rect.center)
    assert link.answers[-1][1] == option


def test_a_placement_by_keys_digit_and_enter() -> None:
    ctx, scene, link = placing(seed=8, options={"mode": "beginner"})
    prompt = scene.prompt
    assert prompt is not None
    second = left_to_right(scene, {o["character"] for o in prompt.options})[1]
    key(scene, pygame.K_2)
    key(scene, pygame.K_RETURN)
    assert link.answers[-1][1] == {"character": second, "potion": None}


def left_to_right(scene: Any, cards: set[int], zone: str = "hand") -> list[int]:
    """`cards` in the order the table draws them, left to right (rows top to bottom)."""
    points = {c: scene.spot_point(Spot(zone, c)) for c in cards}
    assert all(p is not None for p in points.values())
    return sorted(cards, key=lambda c: (points[c][1], points[c][0]))


def test_a_placement_by_digits_counts_every_card_from_the_left_potions_too() -> None:
    """Only 1-5 chose, and by id: 6-9 did nothing, so a potion could not be laid by the keys the
    help names, and a character won later (a higher id) was not the n-th card shown. Digits take
    the n-th card as the table shows them, as in Elixir's prompts."""
    ctx, scene, link = placing(seed=8)
    prompt = scene.prompt
    assert prompt is not None
    characters = {o["character"] for o in prompt.options}
    potions = {o["potion"] for o in prompt.options if o["potion"] is not None}
    shown = left_to_right(scene, characters | potions)
    assert potions and shown[len(characters)] in potions
    key(scene, pygame.K_1 + 2)  # the third card: a character
    key(scene, pygame.K_1 + len(characters))  # the first potion, after every character
    key(scene, pygame.K_RETURN)
    assert link.answers[-1][1] == {"character": shown[2], "potion": shown[len(characters)]}


def test_a_click_moves_the_keys_focus_to_the_card_it_takes() -> None:
    """A play-tester clicked five characters and three potions to build a deck: the white ring
    of the keys' focus stayed on the first card, which looked taken too (and Space took it)."""
    ctx, scene, link = make_quest(seed=8)
    prompt = scene.prompt
    assert prompt is not None and prompt.kind == "deck"
    pool = [s.ident for s in prompt.focusables()]
    target = left_to_right(scene, set(pool), zone="pool")[-1]
    point = scene.spot_point(Spot("pool", target))
    assert point is not None
    click(scene, point)
    assert prompt.picked == [target] and prompt.focused() == Spot("pool", target)
    key(scene, pygame.K_SPACE)  # Space works on the card the mouse took, not on the first one
    assert prompt.picked == []


def test_the_digits_follow_the_order_the_table_shows_not_the_ids() -> None:
    from game.tables.quest.prompt import QuestPrompt

    decision = {"id": 4, "kind": "place", "prompt": {"game": 1},
                "options": [{"character": c, "potion": p} for c in (30, 10, 20) for p in (None, 5)]}
    prompt = QuestPrompt(decision, Translator("en"), kind_of=lambda c: c, shown=lambda: [30, 20, 10, 5])
    assert [s.ident for s in prompt.focusables()] == [30, 20, 10, 5]
    prompt.key(pygame.K_2)
    prompt.key(pygame.K_4)
    assert prompt.key(pygame.K_RETURN) == Reply(4, {"character": 20, "potion": 5})


def test_after_a_placement_the_log_tells_the_reveal_and_the_rounds() -> None:
    ctx, scene, link = make_quest(seed=9)
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    settle(ctx, scene)  # type: ignore[arg-type]
    key(scene, pygame.K_1)
    key(scene, pygame.K_RETURN)
    step(ctx, scene, 0.3)  # type: ignore[arg-type]
    draw(scene)
    settle(ctx, scene)  # type: ignore[arg-type]
    lines = " ".join(str(line[0]) for line in scene.log.lines)
    assert "sends" in lines and "Round 1" in lines and "Game 2 of five" in lines


@pytest.mark.parametrize(("lang", "reduced"), [("en", False), ("fr", False), ("nl", True)])
def test_a_whole_match_is_played_through_the_tables_own_input(lang: str, reduced: bool) -> None:
    ctx, scene, link = make_quest(seed=11, lang=lang, reduced=reduced)
    results: list[Any] = []
    scene.on_finished = results.append
    scene.autoplay = AutoPlayer(make_bot("greedy", 1, game="quest"), think=0.2, gap=0.1)
    for _ in range(3000):
        step(ctx, scene, 0.1)  # type: ignore[arg-type]
        if results:
            break
        draw(scene)
    assert results and results[0]["winners"], "the match did not end"
    assert len(link.answers) == 6 and link.refused == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_has_a_log_line_in_every_language(lang: str) -> None:
    tr = Translator(lang)
    card = {"kind": 1, "type": "character", "name": "Ash Knight"}
    fighter = {"attack": 1, "health": 2, "mind": 3, "shield": 0, "misses": False, "sure_hit": False}
    events = [{"kind": "setup", "mode": "advanced"}, {"kind": "decks", "potions": 3},
              {"kind": "game_start", "game": 2},
              {"kind": "reveal", "characters": [card, card], "potions": [True, False]},
              {"kind": "round", "round": 1, "winner": None, "fighters": [fighter, fighter]},
              {"kind": "round", "round": 2, "winner": 1, "fighters": [fighter, fighter]},
              {"kind": "potion", "seat": 0, "potion": {"kind": 101}}, {"kind": "no_potion", "seat": 1, "round": 2},
              {"kind": "potion_discarded", "seat": 0, "potion": {"kind": 101}}, {"kind": "potion_back", "seat": 1},
              {"kind": "peek_hand", "seat": 0, "characters": [1, 2]},
              {"kind": "game_end", "game": 1, "winner": 0, "characters": [1, 2]},
              {"kind": "game_end", "game": 1, "winner": None, "characters": [1, 2]},
              {"kind": "match_end", "winners": [0], "cards": [7, 3]},
              {"kind": "match_end", "winners": [0, 1], "cards": [5, 5]}]
    for event in events:
        line = describe(event, lambda s: f"P{s}", lambda k: f"K{k}", tr)
        assert line and "{" not in line and "quest." not in line, (event, line)


NO_POTION_LINE = {"en": "P1 placed no potion: round 2 is not played.",
                  "fr": "P1 n'a pas posé de potion : le tour 2 n'est pas joué.",
                  "it": "P1 non ha messo giù pozioni: il round 2 non si gioca.",
                  "nl": "P1 heeft geen drankje neergelegd: ronde 2 wordt niet gespeeld."}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_round_skipped_for_want_of_a_potion_says_none_was_placed_not_that_none_is_held(lang: str) -> None:
    """A seat that laid its character alone may still hold potions: the log said "has no potion"
    while the player's potions lay in hand (an Italian match read "Mago non ha pozioni")."""
    line = describe({"kind": "no_potion", "seat": 1, "round": 2}, lambda s: f"P{s}", lambda k: f"K{k}",
                    Translator(lang))
    assert line == NO_POTION_LINE[lang]

def test_at_a_lan_table_a_real_match_deck_is_chosen_from_the_players_collection_only() -> None:
    from collections import Counter

    from game.collection.packs import starter

    ctx, scene, link = make_quest(seed=12, options={"pools": "open", "real": True})
    owned = Counter(starter(42))
    scene.owned = owned
    scene.refresh_prompt(force=True)
    shown = {int(c["kind"]) for c in scene._cards("pool")}
    assert shown == set(owned) and len(link.state.pool[0]) == 100
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == 1 and link.refused == []
    assert {link.state.kinds[c] for c in link.answers[0][1]} <= set(owned)


def test_at_a_lan_table_a_practice_match_offers_the_tables_pool_as_dealt() -> None:
    """A headless host without pools=open deals one drawn pool; narrowed to a starter collection
    it left a Dutch play-tester 1 character and 2 potions, and no way to make a deck, in a match
    where nothing was at stake. A practice match now offers the table's cards."""
    from collections import Counter

    from game.collection.packs import starter

    ctx, scene, link = make_quest(seed=12)
    scene.owned = Counter(starter(42))
    scene.refresh_prompt(force=True)
    assert {int(c["id"]) for c in scene._cards("pool")} == set(link.state.pool[0])
    assert scene.prompt is not None and not scene.prompt.short_of_cards
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == 1 and link.refused == []


def test_a_real_match_the_collection_cannot_make_a_deck_for_says_so() -> None:
    """Cards at stake and too few of the table's (drawn) pool in the collection: the bar says so
    and offers no best deck, instead of asking for a deck that cannot be made."""
    from collections import Counter

    ctx, scene, link = make_quest(seed=12, options={"real": True}, lang="nl")
    kinds = sorted({link.state.kinds[c] for c in link.state.pool[0]})
    scene.owned = Counter(kinds[:3])
    scene.refresh_prompt(force=True)
    assert scene.prompt is not None and scene.prompt.short_of_cards
    assert scene.prompt.text() == ctx.tr("quest.ask.deck.short")
    assert "best" not in {b.ident for b in scene.prompt.buttons()}
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    assert link.answers == []


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)])
def test_the_pool_never_runs_into_the_tally_line(size: tuple[int, int]) -> None:
    """A collection of 21 cards laid a third row of the pool under the deck's counts (and a
    growing collection only makes it worse): the pool's cards shrink to stay above the line."""
    from game.tables.quest.board import duel_layout

    make_ctx(size=size)
    lay = duel_layout(size, 0)
    assert lay.tally.bottom <= lay.shared.prompt.y
    for count in range(6, 49):
        slots = lay.pool_slots(count)
        assert max(r.bottom for r in slots) <= lay.tally.y, (count, size)
        assert min(r.y for r in slots) >= lay.score.bottom


def test_the_characters_won_are_shown_by_a_right_click_on_their_pile() -> None:
    """Right-click on the small piles of characters won did nothing: they could not be read."""
    from engine.bots import make_bot
    from game.table.autoplay import AutoPlayer

    ctx = make_ctx(speed=0.0)
    link = EngineLink(players=2, seed=11, game="quest")
    scene = QuestTable(ctx, link, autoplay=AutoPlayer(make_bot("random", 11, game="quest"), think=0.0, gap=0.0))
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    for _ in range(4000):  # the table plays itself through its own input until a game is decided
        if any(s.get("taken") for s in (scene.shown or {}).get("seats") or []):
            break
        step(ctx, scene, 0.05)  # type: ignore[arg-type]
    scene.autoplay = None
    seats = scene.shown["seats"]  # type: ignore[index]
    side = next(i for i, seat in enumerate((scene.me, 1 - scene.me)) if seats[seat].get("taken"))
    won = [int(card["kind"]) for card in seats[scene.me if side == 0 else 1 - scene.me]["taken"]]
    click(scene, scene.layout.won[side].center, button=3)
    assert scene.zoom == tuple(won)
    draw(scene)
    key(scene, pygame.K_ESCAPE)
    assert scene.zoom is None


def test_the_header_counts_the_game_as_the_log_announces_it() -> None:
    """Between games the header still said "Game 3 of 5" while the log announced game 4: the
    view that moves it comes after the events; the events move it as they land."""
    ctx, scene, link = make_quest()
    assert scene.shown is not None and not scene.shown.get("history")
    scene._land({"kind": "game_end", "game": 1, "winner": 0})
    assert scene.shown["history"] == [{"winner": 0}]
    scene._land({"kind": "game_end", "game": 1, "winner": 0})  # the view brought it already: once
    assert scene.shown["history"] == [{"winner": 0}]
    scene._land({"kind": "game_start", "game": 2})
    assert scene.shown["match_game"] == 2


def test_the_panels_count_a_won_game_as_its_end_lands() -> None:
    """The match's last game won: its celebration began while the panels still read the cards
    and wins from before it (the view that moves them comes after the events); the game's end
    moves them as it lands, once."""
    ctx, scene, link = make_quest()
    assert scene.shown is not None
    before = [(s["cards"], s["wins"]) for s in scene.shown["seats"]]
    end = {"kind": "game_end", "game": 1, "winner": 0, "characters": [3, 7],
           "cards": [before[0][0] + 1, before[1][0] - 1]}
    scene._land(end)
    assert [(s["cards"], s["wins"]) for s in scene.shown["seats"]] == [(before[0][0] + 1, 1),
                                                                          (before[1][0] - 1, 0)]
    assert scene._won_kinds(0) == [7] and scene._won_kinds(1) == []  # the rival's character, on the pile
    scene._land(end)  # the view brought it already: counted once
    assert [s["wins"] for s in scene.shown["seats"]] == [1, 0] and scene._won_kinds(0) == [7]


def test_while_a_game_is_being_shown_the_bar_does_not_say_who_is_placing() -> None:
    """Before game 5 the bar said "waiting for Maud to place" for five seconds while the player's
    own choice was already open (a play-tester's report): the view shown is older than the game
    while its events play, so the bar says they are playing."""
    ctx, scene, link = make_quest(seed=7)
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    settle(ctx, scene)  # type: ignore[arg-type]
    assert scene.prompt is not None and scene.prompt.kind == "place"
    key(scene, pygame.K_1)
    key(scene, pygame.K_RETURN)
    step(ctx, scene, 0.05)  # the fight's events are being shown
    assert not scene.idle
    assert scene.waiting_text() == ctx.tr("table.status.playing")


def test_while_a_fight_is_shown_the_bar_says_the_characters_fight_not_playing() -> None:
    """A play-tester read "Playing" on the bar through every fight of a match, as if it were
    their turn: once the characters stand in the arena the bar says they fight."""
    ctx, scene, link = placing(seed=7)
    key(scene, pygame.K_1)
    key(scene, pygame.K_RETURN)
    for _ in range(30):
        step(ctx, scene, 0.1)
        if scene.arena.characters[0] is not None:
            break
    assert scene.arena.characters[0] is not None and not scene.idle
    assert scene.waiting_text() == ctx.tr("quest.wait.fight")


def test_three_digit_stats_fit_in_their_rings() -> None:
    """"130", "140", "170" touched or crossed their circles (a play-tester's report)."""
    from game.table.res import Resources
    from game.tables.quest.faces import STAT_DIGITS_WIDTH, digit_size

    make_ctx()
    res = Resources()
    for digits in ("5", "95", "130", "170", "200"):
        assert res.font("title", digit_size(res, digits)).size(digits)[0] <= STAT_DIGITS_WIDTH
    assert digit_size(res, "95") == 28  # two digits keep the card's size


def test_hit_and_miss_are_written_on_the_attacker() -> None:
    """A play-tester read "Miss" written on the card attacked as that card's own miss: each word
    is its attacker's result and stands over the attacker (the sparks land on the card hit)."""
    from game.table.effects import PopText

    ctx, scene, _link = make_quest()
    stage = scene._stage()  # noqa: SLF001 - the animation's inputs, as the table gives them
    fighters = [{"attack": 90, "health": 50, "misses": False, "sure_hit": False},
                {"attack": 40, "health": 80, "misses": False, "sure_hit": False}]
    effects, _hold = effects_for({"kind": "round", "round": 1, "winner": 0, "fighters": fighters}, stage, 0.0)
    words = {e.image.get_size(): e.at for e in effects if isinstance(e, PopText) and e.image is not None}
    hit = scene.res.text(ctx.tr("quest.hit"), stage.lay.px(30), (0, 0, 0), "title", shadow=2).get_size()
    miss = scene.res.text(ctx.tr("quest.miss"), stage.lay.px(24), (0, 0, 0), "title", shadow=2).get_size()
    mine, rivals = stage.lay.fighters[stage.side(0)], stage.lay.fighters[stage.side(1)]
    assert words[hit][0] == mine.centerx, "seat 0 hit: the word over seat 0's fighter"
    assert words[miss][0] == rivals.centerx, "seat 1 missed: the word over seat 1's fighter"


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)])
def test_a_fighters_badges_stay_off_its_card_and_off_the_games_banner(size: tuple[int, int]) -> None:
    """"Zekere treffer" (sure hit) was written over the foot of the card above its medallions (a
    play-test in Dutch): the badges go under the medallions, one line each, and the banner that
    ends a game stays under them."""
    from game.tables.quest.choreo import _banner
    from game.tables.quest.paint import Painter

    ctx, scene, _link = make_quest(lang="nl", size=size)
    lay = scene.layout
    surface = pygame.Surface(size)
    paint = Painter(scene.res, scene.faces, ctx.tr, scene.name)
    numbers = {"attack": 130, "health": 185, "mind": 115, "shield": 60, "sure_hit": True}
    for side in (0, 1):
        rect = lay.numbers[side]
        paint.numbers(surface, lay, rect, numbers)
        foot = pygame.Rect(rect.x, lay.fighters[side].bottom - lay.px(10), rect.width,
                           rect.y + lay.px(2) - lay.fighters[side].bottom + lay.px(10))
        drawn = pygame.mask.from_threshold(surface.subsurface(foot), (0, 0, 0), (1, 1, 1, 255))
        assert drawn.count() == foot.width * foot.height, f"something drawn on the card's foot at {size}"
    ink = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    ink.invert()
    lowest = max(r.bottom for r in ink.get_bounding_rects())
    assert lowest > max(r.bottom for r in lay.numbers), "the badges are drawn under the medallions"
    banner = _banner(scene._stage(), ctx.tr("quest.game.win"), 0.0, 1.0)  # noqa: SLF001 - as the table places it
    assert banner.ribbon is not None
    ribbon = banner.ribbon.get_rect(center=(round(banner.at[0]), round(banner.at[1])))
    assert ribbon.y >= lowest, f"the banner covers the badges at {size}"
    assert ribbon.bottom <= lay.shared.prompt.y, f"the banner runs into the prompt at {size}"


def test_a_card_chosen_for_the_deck_in_the_pool_wears_a_check_mark() -> None:
    """In the pool a chosen card differed from the others only by a thin cyan edge beside their
    gold ones: it now wears a check mark at its picture's top right corner."""
    from game.tables.quest.paint import TAKEN, Painter

    ctx, scene, link = make_quest()
    prompt = scene.prompt
    assert prompt is not None and prompt.kind == "deck"
    cards = scene._cards("pool")
    rects = scene._rects("pool", len(cards))
    chosen, other = int(cards[0]["id"]), int(cards[1]["id"])
    click_spot(scene, Spot("pool", chosen))
    assert prompt.picked == [chosen]
    surface = pygame.display.get_surface()
    scene.draw(surface)
    px = scene.layout.px

    def corner_has_check(rect: pygame.Rect) -> bool:
        (x, y), radius = Painter.check_mark_place(rect, px)
        return surface.get_at((x, y + radius // 2))[:3] == TAKEN or surface.get_at((x - radius // 2, y))[:3] == TAKEN

    assert corner_has_check(rects[0]) and not corner_has_check(rects[1])
    assert other not in prompt.picked


@pytest.mark.parametrize("lang", ["it", "fr"])
def test_three_wide_deck_buttons_leave_the_question_room_at_1024x576(lang: str) -> None:
    """At 1024x576 in Italian the deck question's three buttons (best deck, clear, play), each
    with its key hint, squeezed "Il mazzo rispetta le regole: giocarlo?" into two small lines:
    the buttons take at most `BUTTONS_SHARE` of the bar (Clear, pressed by Backspace, does not
    write it; past the share the others would drop theirs), the question fits two lines in what
    is left, and the keys answer."""
    from game.table.promptbar import BUTTONS_SHARE

    ctx, scene, link = make_quest(seed=5, lang=lang, size=(1024, 576))
    key(scene, pygame.K_b)
    bar = scene.table_layout.prompt
    rects = [b.rect for _, b in scene.buttons]
    assert len(rects) == 3
    assert bar.right - min(r.x for r in rects) <= bar.width * BUTTONS_SHARE
    assert [b.hint for _, b in scene.buttons] == ["B", "", ctx.tr("ui.key.enter")]
    question = scene.prompt.text() if scene.prompt is not None else ""
    room = min(r.x for r in rects) - bar.x - scene.table_layout.px(28)
    assert scene.res.text(question, scene.table_layout.px(17), (255, 255, 255), "text_bold").get_width() <= 2 * room
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == 1


def test_a_lone_button_keeps_its_key_hint() -> None:
    ctx, scene, link = placing()
    assert [b.hint for _, b in scene.buttons] == ["Enter"]


def test_a_beginner_deck_offers_no_potion_and_its_count_never_names_one() -> None:
    """A beginner match (no potions in a deck) from a pool holding potions: they glowed and could
    be taken, and the count turned red with "too many: at most 0 potions" (a French play-test).
    The pool shows only the characters; no click, digit or Space takes a potion."""
    ctx, scene, link = make_quest(seed=4, lang="fr", options={"mode": "beginner", "pools": "open"},
                                  size=(1024, 576))
    prompt = scene.prompt
    assert prompt is not None and prompt.kind == "deck" and prompt.prompt["potion_ids"]
    potions = set(prompt.prompt["potion_ids"])
    assert not potions & {int(c["id"]) for c in scene._cards("pool")}
    assert not potions & {s.ident for s in prompt.focusables() + prompt.glowing()}
    assert prompt.activate(Spot("pool", min(potions))) is None and prompt.picked == []
    for digit in range(pygame.K_1, pygame.K_9 + 1):
        key(scene, digit)
    assert prompt.picked and not potions & set(prompt.picked)
    text, broken = prompt.tally()
    assert "potion" not in text.lower()
    key(scene, pygame.K_BACKSPACE)
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == 1 and link.refused == [] and not potions & set(link.answers[0][1])


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720)])
def test_a_chosen_pool_cards_check_mark_hides_no_part_of_its_name(size: tuple[int, int]) -> None:
    """At the deck step the check marks sat on the cards' top right corners, over the ends of
    their names ("Pillard des dun…" at 1024x576 in French): the card's name strip is drawn the
    same, chosen or not, and the mark is on the picture."""
    from game.tables.quest.faces import ART_RECT, NAME_RECT
    from game.tables.quest.paint import TAKEN

    ctx, scene, link = make_quest(lang="fr", size=size)
    cards = scene._cards("pool")
    rect = scene._rects("pool", len(cards))[0]
    scale = rect.width / 240

    def strip(native: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.x + round(native.x * scale), rect.y + round(native.y * scale),
                           round(native.width * scale), round(native.height * scale)).clip(rect)

    surface = pygame.display.get_surface()
    scene.draw(surface)
    name_before = pygame.image.tobytes(surface.subsurface(strip(NAME_RECT)), "RGB")
    art_before = pygame.image.tobytes(surface.subsurface(strip(ART_RECT)), "RGB")
    click_spot(scene, Spot("pool", int(cards[0]["id"])))
    scene.hover = None
    scene.draw(surface)
    assert pygame.image.tobytes(surface.subsurface(strip(NAME_RECT)), "RGB") == name_before
    art = surface.subsurface(strip(ART_RECT))
    assert pygame.image.tobytes(art, "RGB") != art_before
    assert pygame.mask.from_threshold(art, TAKEN, (1, 1, 1, 255)).count() > 0


def test_the_last_character_in_hand_is_chosen_already_and_enter_places_it() -> None:
    """Game 5 with one card left: Place stayed disabled until the card was clicked, and the white
    focus ring on it looked like a choice (a French play-test). The lone character is taken
    already: it is lifted and outlined, Place is ready and Enter sends it."""
    ctx, scene, link = placing(seed=6, options={"mode": "beginner"})
    for _ in range(4):  # games 1 to 4: the first character in hand, placed by the keys
        key(scene, pygame.K_1)
        key(scene, pygame.K_RETURN)
        settle(ctx, scene)  # type: ignore[arg-type]
    prompt = scene.prompt
    assert prompt is not None and prompt.kind == "place" and int(prompt.prompt["game"]) == 5
    last = int(prompt.options[0]["character"])
    assert prompt.selected() == [last] and button(scene, "confirm").enabled
    draw(scene)
    key(scene, pygame.K_RETURN)
    assert link.answers[-1][1] == {"character": last, "potion": None}


def test_a_plan_starts_from_the_cards_already_taken() -> None:
    """The autoplay's clicks for the last game would have left the character taken already."""
    from game.tables.quest.prompt import QuestPrompt

    options = [{"character": 10, "potion": p} for p in (None, 5, 6)]
    prompt = QuestPrompt({"id": 2, "kind": "place", "prompt": {"game": 5}, "options": options}, Translator("en"),
                         kind_of=lambda c: c)
    assert prompt.picked == [10]
    assert prompt.plan({"character": 10, "potion": None}) == [("button", "confirm")]
    assert prompt.plan({"character": 10, "potion": 6}) == [("spot", Spot("hand", 6)), ("button", "confirm")]
    prompt.activate(Spot("hand", 5))
    assert prompt.plan({"character": 10, "potion": None}) == [("spot", Spot("hand", 5)), ("button", "confirm")]
    for step_ in prompt.plan({"character": 10, "potion": None})[:-1]:
        prompt.activate(step_[1])
    assert prompt.press("confirm") == Reply(2, {"character": 10, "potion": None})


def test_the_bar_names_the_character_and_the_potion_taken() -> None:
    """With a character and a potion taken the bar still asked to "add a potion face down if you
    wish, then place" (a French play-test): it names what goes face down and asks to place it."""
    ctx, scene, link = make_quest(seed=7, lang="fr", size=(1024, 576))
    key(scene, pygame.K_b)
    key(scene, pygame.K_RETURN)
    settle(ctx, scene)  # type: ignore[arg-type]
    prompt = scene.prompt
    assert prompt is not None and prompt.kind == "place"
    option = next(o for o in prompt.options if o["potion"] is not None)
    kinds = {int(c["id"]): int(c["kind"]) for c in (scene.shown or {})["hand"]}
    character, potion = (scene.faces.name(kinds[option[part]]) for part in ("character", "potion"))
    click_spot(scene, Spot("hand", option["character"]))
    assert character in prompt.text() and potion not in prompt.text()
    assert prompt.text() == ctx.tr("quest.ask.place.add_potion", character=character)
    click_spot(scene, Spot("hand", option["potion"]))
    assert prompt.text() == ctx.tr("quest.ask.place.with_potion", character=character, potion=potion)
    assert character in prompt.text() and potion in prompt.text()
    draw(scene)
    key(scene, pygame.K_RETURN)
    assert link.answers[-1][1] == option


def test_a_character_alone_in_a_match_without_potions_is_named_on_the_bar() -> None:
    ctx, scene, link = placing(seed=8, options={"mode": "beginner"})
    prompt = scene.prompt
    assert prompt is not None
    key(scene, pygame.K_1)
    card = prompt.selected()[0]
    kind = next(int(c["kind"]) for c in (scene.shown or {})["hand"] if int(c["id"]) == card)
    assert prompt.text() == ctx.tr("quest.ask.place.character", character=scene.faces.name(kind))


def lead_tag_pixels(scene: QuestTable, rect: pygame.Rect) -> int:
    """The pixels of the leader's tag's colour in the name row of the panel drawn in `rect`."""
    from game.tables.quest.paint import LEAD_TAG

    surface = pygame.display.get_surface()
    scene.draw(surface)
    row = pygame.Rect(rect.x, rect.y, rect.width, scene.layout.px(34))
    return pygame.mask.from_threshold(surface.subsurface(row), LEAD_TAG, (1, 1, 1, 255)).count()


def test_the_seat_leading_the_game_wears_a_leader_tag_by_its_name() -> None:
    """With equal minds (70 and 70) the rival turned a potion over first with nothing on the table
    saying why: only the rules spoke of the game's leader. The leader's panel says it, and the tag
    moves with the lead from game to game."""
    ctx, scene, link = placing(seed=3)
    lead = link.state.lead
    assert scene.leader() == lead
    panels = {scene.me: scene.layout.shared.home, 1 - scene.me: scene.layout.rival}
    game_1 = [lead_tag_pixels(scene, panels[seat]) for seat in (0, 1)]
    scene._land({"kind": "game_start", "game": 2, "lead": 1 - lead})
    assert scene.leader() == 1 - lead
    game_2 = [lead_tag_pixels(scene, panels[seat]) for seat in (0, 1)]
    assert game_1[lead] > game_2[lead] + 40, "the leader's tag by its name in game 1, gone in game 2"
    assert game_2[1 - lead] > game_1[1 - lead] + 40, "the other seat's tag in game 2"


def test_a_beginner_match_shows_no_leader() -> None:
    """Without potions the lead decides nothing: no tag, and the log does not name a leader."""
    ctx, scene, link = placing(seed=3, options={"mode": "beginner"})
    assert scene.leader() is None
    lines = " ".join(str(line[0]) for line in scene.log.lines)
    assert "leads" not in lines


def test_the_log_names_each_games_leader_and_why_its_potion_goes_first() -> None:
    ctx, scene, link = placing(seed=3)
    lines = [str(line[0]) for line in scene.log.lines]
    assert lines[-1] == ctx.tr("quest.log.game_start.lead", game=1, name=scene.name(link.state.lead))
    card = {"kind": 1, "type": "character", "attack": 100, "health": 100}
    leader = scene.name(1)
    tie = ctx.tr("quest.log.lead_tie", mind=70, name=leader)
    more = ctx.tr("quest.log.mind_first", name=leader, mind=85, other=70)  # an Italian tester asked why
    for minds, why in (((70, 70), tie), ((70, 85), more)):
        scene.record_event({"kind": "reveal", "characters": [{**card, "mind": minds[0]}, {**card, "mind": minds[1]}],
                            "potions": [True, True]})
        before = len(scene.log.lines)
        scene.record_event({"kind": "potion", "round": 2, "seat": 1, "potion": {"kind": 101}})
        added = [str(line[0]) for line in scene.log.lines[before:]]
        assert added.index(why) == 0 and leader in why, added
        assert (tie in added) is (why == tie)
    assert "85" in more and "70" in more


def test_a_spectator_is_told_both_players_are_placing_not_only_the_top_seat() -> None:
    """A spectator read "Waiting for Mago to place a character…" while both duellists were
    placing, as if the other had already placed: a spectator's bar names both."""
    ctx, scene, link = make_quest()
    scene.seat = None
    scene.shown = {**(scene.shown or {}), "phase": "place", "pending": [{"seat": 0}, {"seat": 1}]}
    scene.arena.characters[0] = None
    text = scene.waiting_text()
    assert scene.name(0) in text and scene.name(1) in text


def test_the_key_help_holds_the_table_as_the_game_menu_does() -> None:
    """A French tester opened Keys from the game menu just after placing: the fight and the next
    game played out behind the help panel, unseen. The help now holds the table until closed."""
    ctx, scene, link = placing(seed=8, options={"mode": "beginner"})
    first = scene.prompt.id  # type: ignore[union-attr]
    key(scene, pygame.K_1)
    key(scene, pygame.K_RETURN)
    scene.help = True
    step(ctx, scene, 30.0)  # type: ignore[arg-type]
    assert scene.prompt is None or scene.prompt.id == first, "the fight and the next game were played behind the help"
    key(scene, pygame.K_h)  # closes it
    assert not scene.help
    settle(ctx, scene)  # type: ignore[arg-type]
    assert scene.prompt is not None and scene.prompt.id != first


def test_the_bar_says_the_match_is_over_once_its_end_is_shown() -> None:
    """"The match is drawn" stood over a bar still saying "Playing": the view that says the
    match is over comes after the events; the match's end, as it lands, says it."""
    ctx, scene, link = make_quest()
    scene._land({"kind": "match_end", "winners": [0, 1], "cards": [5, 5]})
    assert scene.waiting_text() == ctx.tr("quest.wait.over")


def test_down_and_up_move_the_keys_focus_between_the_rows_of_the_deck_grid() -> None:
    """The deck is chosen from two rows of cards; Down did nothing (only Left and Right moved,
    wrapping to the next row). Down goes to the card below, Up back."""
    ctx, scene, link = make_quest(seed=5)
    prompt = scene.prompt
    assert prompt is not None
    spots = prompt.focusables()
    rows = sorted({scene.spot_point(s)[1] for s in spots})  # type: ignore[index]
    assert len(rows) >= 2, "the pool fits one row: no grid to cross"
    prompt.focus = 1
    start = scene.spot_point(spots[1])
    key(scene, pygame.K_DOWN)
    below = scene.spot_point(spots[prompt.focus])
    assert below is not None and start is not None
    assert below[1] == rows[1] and abs(below[0] - start[0]) == min(
        abs(scene.spot_point(s)[0] - start[0]) for s in spots if scene.spot_point(s)[1] == rows[1])  # type: ignore[index]
    key(scene, pygame.K_UP)
    assert prompt.focus == 1
    key(scene, pygame.K_UP)  # nothing above the first row: the focus stays
    assert prompt.focus == 1


def test_a_drawn_round_says_whether_both_attacks_got_through_or_neither() -> None:
    """A French tester's first match was five draws and the log said only "a draw" each time:
    it now says why, both attacks through or neither, as the fighters' numbers show (an attack
    gets through when it beats the defender's health, shield included, unless a flag decides)."""
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.games import get_game
    from engine.runner import derive_seed

    tr = Translator("en")
    rules = get_game("quest")
    seen = {"quest.log.round.draw_both": 0, "quest.log.round.draw_neither": 0}
    for game in range(12):
        st, _ = rules.new_game(rules.normalize_options({"players": 2, "mode": "beginner" if game % 2 else "advanced"}),
                               derive_seed(17, game))
        bots = [make_bot("random", game * 2 + s, game="quest") for s in range(2)]
        while not st.over:
            d = pending(st)[0]
            outcome = apply(st, Answer(d.id, d.seat, bots[d.seat].choose(rules.view(st, d.seat), d.to_plain())))
            for e in outcome.events:
                event = e.for_seat(0)
                if event.get("kind") != "round" or event.get("winner") is not None:
                    continue
                a, b = event["fighters"]
                if a["misses"] or b["misses"] or a["sure_hit"] or b["sure_hit"]:
                    continue
                both = a["attack"] > b["health"] and b["attack"] > a["health"]
                key_ = "quest.log.round.draw_both" if both else "quest.log.round.draw_neither"
                numbers = tr("quest.log.round.numbers", first="P0", first_attack=a["attack"], second_health=b["health"],
                             second="P1", second_attack=b["attack"], first_health=a["health"])
                said = describe(event, lambda s: f"P{s}", lambda k: f"K{k}", tr)
                assert said == f"{tr(key_, round=event['round'])} {numbers}"  # the numbers say why (an Italian tester)
                seen[key_] += 1
    assert all(seen.values()), seen


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_each_pile_of_characters_won_lies_by_its_owners_panel_and_says_whose_it_is(size: tuple[int, int]) -> None:
    """The player's pile of characters won lay at the top left, under the rival's name: a French
    tester read it as the rival's. It lies low on the player's side now, the rival's high on
    theirs, each line names its owner, and no line leaves the arena (centred under a pile at the
    window's edge, "Gagnées par Morgane" lost its first letters)."""
    from game.tables.quest.board import duel_layout
    from game.tables.quest.paint import Painter

    lay = duel_layout(size, 0)
    mine, theirs = lay.won
    assert mine.centery > lay.arena.centery > theirs.centery
    assert lay.arena.contains(mine) and lay.arena.contains(theirs)
    assert not any(mine.colliderect(r) or theirs.colliderect(r) for r in (*lay.fighters, *lay.potions, *lay.numbers))
    ctx, scene, link = make_quest(size=size, lang="fr")
    drawn: list[tuple[str, pygame.Rect]] = []
    taken = [{"kind": 1}, {"kind": 2}]
    view = {"seats": [{"taken": taken}, {"taken": taken[:1]}]}

    class Spy(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
            if isinstance(dest, pygame.Rect):
                drawn.append(("text", dest))
            return super().blit(source, dest, *args, **kwargs)

    spy = Spy(size)
    Painter(scene.res, scene.faces, ctx.tr, lambda s: ["Morgane", "Ulric"][s or 0]).won_piles(spy, lay, view, 0)
    lines = [rect for _, rect in drawn]
    assert len(lines) == 2 and all(lay.arena.contains(r) for r in lines)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_deck_buttons_keep_their_keys_once_clear_is_there(lang: str) -> None:
    """A tester saw "Best deck", "Clear" and "Play this deck" lose their keys once a deck was
    chosen, with half the bar empty left of them: Clear's Backspace, long to write, took the
    room. Clear is pressed by Backspace without saying so (the key help does), as Elixir's."""
    ctx, scene, _link = make_quest(lang=lang)
    key(scene, pygame.K_b)
    settle(ctx, scene)  # type: ignore[arg-type]
    assert [(pb.ident, b.hint) for pb, b in scene.buttons] == [("best", "B"), ("clear", ""),
                                                                ("confirm", ctx.tr("ui.key.enter"))]
    key(scene, pygame.K_BACKSPACE)
    settle(ctx, scene)  # type: ignore[arg-type]
    assert [pb.ident for pb, _b in scene.buttons] == ["best", "confirm"]


def test_enter_takes_the_focused_card_while_there_is_nothing_to_confirm() -> None:
    """A play-tester moved the focus to a character with the arrows and pressed Enter: nothing
    happened (only Space took it). With no answer ready, Enter takes the focused card; once the
    placement is whole it places it, and it never leaves a card already taken."""
    ctx, scene, link = placing(seed=8, options={"mode": "beginner"})
    prompt = scene.prompt
    assert prompt is not None
    answered = len(link.answers)
    key(scene, pygame.K_RIGHT)
    focused = prompt.focused()
    assert focused is not None and prompt.picked == []
    key(scene, pygame.K_RETURN)
    assert prompt.picked == [focused.ident] and len(link.answers) == answered
    key(scene, pygame.K_RETURN)
    assert link.answers[-1][1] == {"character": focused.ident, "potion": None}


def test_enter_adds_the_focused_card_to_an_unfinished_deck_and_never_takes_one_out() -> None:
    ctx, scene, link = make_quest(seed=8)
    prompt = scene.prompt
    assert prompt is not None and prompt.kind == "deck"
    answered = len(link.answers)
    key(scene, pygame.K_RIGHT)
    focused = prompt.focused()
    assert focused is not None
    key(scene, pygame.K_RETURN)
    assert prompt.picked == [focused.ident]
    key(scene, pygame.K_RETURN)
    assert prompt.picked == [focused.ident] and len(link.answers) == answered
