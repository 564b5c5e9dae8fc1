"""Elixir Quest in the window: the game card leads to the match screen, which starts a solo
match from both collections; a finished solo match settles both collections once; the demo
plays a whole match; every Quest screen fits its texts in every language."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.choices import QuestMatchChoices
from game.collection.ladder import LADDER, opponent_profile
from game.collection.store import CollectionStore
from game.collection.window import profile_seed, settle_after
from game.context import Context
from game.i18n import LANGUAGES
from game.scenes.base import MenuScene
from game.scenes.questmatch import QuestMatchScene
from game.scenes.routes import scene_routes
from game.settings import load as load_settings
from game.showcase import build_scene
from tests.client.events import click_events
from tests.client.test_layout_fit import make_ctx as fit_ctx
from tests.client.test_scene_text_fit import SIZE, overflows
from tests.client.test_scenes import FakeNet, run


def press(ctx: Context, k: int, mod: int = 0) -> None:
    ctx.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))  # type: ignore[union-attr]
    run(ctx)


def open_deck_builder(ctx: Context, tmp_path: Path) -> Any:
    """The deck builder over a fresh collection in `tmp_path`, shown."""
    from game.scenes.deckbuilder import DeckBuilderScene

    ctx.services["collection"] = tmp_path / "c.sqlite3"
    scene = DeckBuilderScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    return scene


def real_match_from_the_game_card(ctx: Context, tmp_path: Path, opponent_key: int) -> tuple[FakeNet, QuestMatchScene]:
    """Open the Quest card of "play against bots", choose a real match against the opponent
    of `opponent_key` and start it (the network is a `FakeNet` that records what it starts)."""
    from game.scenes.choosegame import ChooseGameScene

    ctx.services["collection"] = tmp_path / "c.sqlite3"
    net = FakeNet()
    ctx.services["net"] = net
    ctx.stack.push(ChooseGameScene(ctx, "solo"))
    run(ctx)
    press(ctx, pygame.K_3)
    scene = ctx.stack.top
    assert isinstance(scene, QuestMatchScene)
    press(ctx, pygame.K_r)   # real
    press(ctx, pygame.K_m)   # advanced (a new player starts on beginner)
    press(ctx, opponent_key)
    press(ctx, pygame.K_RETURN, pygame.KMOD_CTRL)
    return net, scene


def test_the_quest_card_opens_the_match_screen_which_starts_a_real_match_from_both_collections(
        ctx: Context, tmp_path: Path) -> None:
    net, scene = real_match_from_the_game_card(ctx, tmp_path, pygame.K_4)  # the knight
    (spec,) = net.started
    assert spec.more["game"] == "quest" and spec.bots == (LADDER[3].bot,) and spec.more["bot_names"] == ("Ysolde",)
    options = spec.options
    assert options["real"] is True and options["mode"] == "advanced" and options["potions"] == 3
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.profile(ctx.settings.name)
    assert player is not None and sorted(store.cards(player).elements()) == options["pools"][0]
    assert sorted(store.cards(opponent_profile(store, LADDER[3])).elements()) == options["pools"][1]


def test_a_window_hosts_an_elixir_quest_duel_on_the_lan(ctx: Context) -> None:
    """Two friends with windows could not duel: Elixir Quest was hosted only by the `host`
    command. Host mode now offers it: a duel of 2 (no player count to change), beginner or
    advanced, practice or real, every card in the table's pool so that each player chooses a
    deck from their own collection; the lobby opens on it."""
    from game.link import LinkStatus, LinkUpdate
    from game.offlinelinks import StaticLink
    from game.scenes.choosegame import ChooseGameScene
    from game.showcase import table_info

    hosted_with: dict[str, Any] = {}

    class Hosting(FakeNet):
        def host_lan_game(self, name: str, table: str, options: dict[str, Any], **kwargs: Any) -> Any:
            hosted_with.update(kwargs, options=options)
            link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table_info(2, "lobby", game="quest"))],
                              seat=0, game="quest")
            return type("Hosted", (), {"link": link, "port": 47470, "announced": True, "control": None})()

    ctx.services["net"] = Hosting()
    ctx.stack.reset(ChooseGameScene(ctx, "host"))
    run(ctx)
    chooser = ctx.stack.top
    assert [g.name for g in chooser.games] == ["elixir", "magicoa", "quest"]
    chooser.pick("quest")
    run(ctx)
    scene = ctx.stack.top
    assert type(scene).__name__ == "NewGameScene" and scene.game == "quest" and scene.players == 2
    players_before = ctx.settings.new_game.players
    press(ctx, pygame.K_r)  # a real match
    press(ctx, pygame.K_m)  # beginner games
    press(ctx, pygame.K_RETURN, pygame.KMOD_CTRL)
    run(ctx, 2)
    assert hosted_with["game"] == "quest"
    assert hosted_with["options"] == {"players": 2, "mode": "beginner", "real": True, "pools": "open"}
    assert type(ctx.stack.top).__name__ == "LobbyScene"
    assert ctx.settings.new_game.players == players_before  # the duel's 2 seats are not remembered for Elixir


def test_a_finished_solo_match_settles_both_collections_once(ctx: Context, tmp_path: Path) -> None:
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    rival = opponent_profile(store, LADDER[0])
    mine = sorted(k for k in store.cards(player).elements() if k < 100)[:5]
    theirs = sorted(k for k in store.cards(rival).elements() if k < 100)[:5]
    before = store.cards(player) + store.cards(rival)
    store.close()
    result: dict[str, Any] = {"match_id": "table-1", "real": True, "decks": [mine, theirs], "winners": [0],
                              "transfers": [{"kind": theirs[0], "from": 1, "to": 0},
                                            {"kind": mine[0], "from": 0, "to": 1},
                                            {"kind": theirs[1], "from": 1, "to": 0}]}
    started_as = ctx.settings.name
    ctx.apply_settings(ctx.settings.with_changes(name="Renamed Since"))  # the match settles as who began it
    settle_after(ctx, result, LADDER[0].name, player=started_as)
    settle_after(ctx, result, LADDER[0].name, player=started_as)
    store = CollectionStore(tmp_path / "c.sqlite3")
    assert store.profile("Renamed Since") is None
    player, rival = store.profile(started_as), opponent_profile(store, LADDER[0])
    assert player is not None
    assert store.cards(player) + store.cards(rival) == before
    gained = store.cards(player) - (before - store.cards(rival))
    assert Counter({theirs[0]: 1, theirs[1]: 1}) - store.cards(player) == Counter() and gained is not None
    assert [m.state for m in store.history(player)] == ["finished"]
    store.close()


def test_the_quest_demo_plays_a_whole_match_through_its_table(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run(
        [sys.executable, "-m", "game", "play", "--demo", "--game", "quest", "--exit-at-end", "--seed", "4",
         "--speed", "16", "--no-sound", "--timeout", "240", "--settings", str(tmp_path / "settings.json")],
        capture_output=True, text=True, timeout=300, env=env, cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr[-2000:]
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT "))
    result = json.loads(line.removeprefix("RESULT "))
    assert result["winners"] and len(result["games"]) == 5 and sum(result["cards"]) == 16


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ["newgame", "results", "rules"])
def test_quest_menu_scenes_fit_their_texts_in_each_language(tmp_path: Path, name: str, lang: str) -> None:
    ctx = fit_ctx(tmp_path, SIZE, lang)
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    scene = build_scene(ctx, name, game="quest", players=2)
    ctx.stack.push(scene)
    run(ctx)
    assert isinstance(scene, MenuScene)
    assert overflows(scene) == []
    if name == "rules":
        from game.tables.quest.reference import RULE_TOPICS

        for topic in RULE_TOPICS:
            scene.section = topic  # type: ignore[attr-defined]
            scene.rebuild()
            assert overflows(scene) == [], topic
        scene.set_tab("cards")  # type: ignore[attr-defined]
        assert overflows(scene) == []


def test_the_deck_builder_keeps_a_legal_deck_and_says_why_another_is_refused(ctx: Context, tmp_path: Path) -> None:

    scene = open_deck_builder(ctx, tmp_path)
    characters = [k for k in scene.shown_cards() if k < 100]
    for kind in characters[:4]:
        scene.add(kind)
    assert scene.problem() == "A deck holds exactly 5 characters."
    scene.add(characters[0])
    assert "no more copies" in scene.message   # the starter collection holds one of each
    scene.add(characters[4])
    assert scene.problem() is None
    scene.name = "Five friends"
    scene.save()
    assert "saved" in scene.message and scene.saved == {"Five friends": sorted(characters[:5])}
    scene.deck = []
    scene.load("Five friends")
    assert sorted(scene.deck) == sorted(characters[:5])
    scene.delete()  # asks first
    run(ctx)
    from game.ui import Dialog

    assert isinstance(ctx.stack.top, Dialog) and scene.saved == {"Five friends": sorted(characters[:5])}
    press(ctx, pygame.K_ESCAPE)
    assert ctx.stack.top is scene and scene.saved
    scene.delete()
    run(ctx)
    press(ctx, pygame.K_RETURN)  # the keys start on Cancel
    assert ctx.stack.top is scene and scene.saved
    scene.delete()
    run(ctx)
    ctx.stack.top.choose(0)  # type: ignore[union-attr]
    run(ctx)
    assert ctx.stack.top is scene and scene.saved == {}


def test_a_card_chosen_in_the_deck_is_shown_and_taken_out_by_its_button_or_by_enter(
        ctx: Context, tmp_path: Path) -> None:
    """A play-tester clicked a card of the deck and saw the collection's card still shown, under
    an "Add" button; a second click took it out without a word. The deck's card is now shown, its
    button takes it out, and the keys stay on the deck."""
    from game.ui import Button, ListView

    scene = open_deck_builder(ctx, tmp_path)
    characters = [k for k in scene.shown_cards() if k < 100][:6]
    for kind in characters:
        scene.add(kind)

    def deck_row(i: int) -> tuple[ListView, tuple[int, int]]:
        deck = [w for w in scene.group.widgets if isinstance(w, ListView)][1]  # collection, deck, saved decks
        return deck, (deck.rect.x + 20, deck.rect.y + deck.row_height * i + deck.row_height // 2)

    def click(pos: tuple[int, int]) -> None:
        for event in click_events(pos):
            scene.handle(event)
        run(ctx)

    deck, pos = deck_row(2)
    chosen = int(deck.rows[2].data)
    click(pos)
    assert scene.selected == chosen and scene.selected_in_deck and chosen in scene.deck
    buttons = {w.text: w for w in scene.group.widgets if isinstance(w, Button)}
    assert ctx.tr("deckbuilder.remove") in buttons and ctx.tr("deckbuilder.add") not in buttons
    click(buttons[ctx.tr("deckbuilder.remove")].rect.center)
    assert chosen not in scene.deck and len(scene.deck) == 5 and not scene.selected_in_deck
    deck, pos = deck_row(0)
    first = int(deck.rows[0].data)
    click(pos)
    assert scene.selected_in_deck and first in scene.deck
    assert scene.group.focus.current is deck_row(0)[0]  # the keys go on with the deck
    press(ctx, pygame.K_RETURN)  # Enter takes the card out
    assert first not in scene.deck and len(scene.deck) == 4
    deck, pos = deck_row(0)
    click(pos)
    press(ctx, pygame.K_DOWN)  # and walks the deck: the card shown follows
    assert scene.selected == int(deck_row(1)[0].rows[1].data) and scene.selected_in_deck


def test_the_deck_builders_buttons_stay_put_whatever_its_note_says(ctx: Context, tmp_path: Path) -> None:
    """The Save and Delete buttons moved down when the note above them took a second line, so a
    click could land on the wrong thing."""

    scene = open_deck_builder(ctx, tmp_path)

    def save_button() -> pygame.Rect:
        return next(w.rect for w in scene.group.widgets if getattr(w, "text", None) == ctx.tr("deckbuilder.save"))

    scene.message = "short"
    scene.rebuild()
    short = save_button()
    words = ["a", "note", "that", "takes", "a", "second", "line"]
    scene.message = " ".join(words)
    scene.rebuild()
    line = scene.kit.text.fonts.get("text", scene.kit.theme.font_small).get_linesize()

    def note_lines() -> int:
        note = next(w for w in scene.group.widgets if getattr(w, "text", None) == scene.message)
        return int(note.image().get_height() // line)

    while note_lines() < 2:
        words.append("more")
        scene.message = " ".join(words)
        scene.rebuild()
    assert save_button() == short


def test_the_deck_builders_collection_follows_the_keys_selection_out_of_sight(ctx: Context, tmp_path: Path) -> None:
    """Page Down and End moved the card shown past the list's last visible row, and the list,
    rebuilt around the card chosen, showed its top again: the row chosen was out of sight (so was
    a row clicked after scrolling with the wheel)."""
    from game.ui import ListView

    scene = open_deck_builder(ctx, tmp_path)

    def collection() -> ListView:
        return next(w for w in scene.group.widgets if isinstance(w, ListView))

    view = collection()
    assert len(view.rows) > view.visible_count()
    view.select(0)
    for key in (pygame.K_PAGEDOWN, pygame.K_PAGEDOWN, pygame.K_END, pygame.K_UP):
        press(ctx, key)
        view = collection()
        assert view.selected is not None and view.rows[view.selected].data == scene.selected
        assert view.scroll <= view.selected < view.scroll + view.visible_count(), key
    assert view.scroll > 0
    view.scroll = 3  # the wheel, then a click on the first row in sight
    view.select(3)
    assert collection().scroll == 3 and collection().selected == 3


def test_a_card_whose_every_copy_is_in_the_deck_is_dimmed_and_chosen_again_comes_out(ctx: Context,
                                                                                      tmp_path: Path) -> None:
    """The button under a collection card said "Add to the deck" even when every copy was in it
    (pressed, it only said none was left), and nothing in the list told which cards were in the
    deck: the row now counts the copies left, dimmed at none, and the button takes one out."""
    from game.ui import ListView

    scene = open_deck_builder(ctx, tmp_path)
    single = next(k for k in scene.shown_cards() if scene.owned[k] == 1)
    view = next(w for w in scene.group.widgets if isinstance(w, ListView))
    view.select(next(i for i, row in enumerate(view.rows) if row.data == single))
    press(ctx, pygame.K_a)
    assert scene.deck == [single]
    row = next(r for r in next(w for w in scene.group.widgets if isinstance(w, ListView)).rows if r.data == single)
    assert row.muted and row.detail.startswith("×0")
    labels = [getattr(w, "text", None) for w in scene.group.widgets]
    assert ctx.tr("deckbuilder.remove") in labels and ctx.tr("deckbuilder.add") not in labels
    press(ctx, pygame.K_a)
    assert scene.deck == []
    row = next(r for r in next(w for w in scene.group.widgets if isinstance(w, ListView)).rows if r.data == single)
    assert not row.muted and row.detail.startswith("×1")


def test_a_saved_deck_brought_to_a_match_is_the_players_whole_pool(ctx: Context, tmp_path: Path) -> None:
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    owned = sorted(store.cards(player).elements())
    deck = [k for k in owned if k < 100][:5] + [k for k in owned if k > 100 and k not in (129, 130, 131, 132, 133,
                                                                                           134, 135, 136)][:2]
    store.save_deck(player, "Two potions", deck)
    store.close()
    net = FakeNet()
    ctx.services["net"] = net
    scene = QuestMatchScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    press(ctx, pygame.K_k)
    press(ctx, pygame.K_m)  # advanced: the deck's potions come along
    assert scene.deck == "Two potions" and scene.advanced
    press(ctx, pygame.K_RETURN, pygame.KMOD_CTRL)
    (spec,) = net.started
    assert spec.options["pools"][0] == sorted(deck) and spec.options["potions"] == 2


def test_k_with_no_deck_saved_says_where_one_is_made(ctx: Context, tmp_path: Path) -> None:
    """A French tester's "Deck: choose at the table" was greyed and K did nothing, with no word of
    why, while the footer offered "K: deck": with no deck saved, K says where one is made."""
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    ctx.services["net"] = FakeNet()
    scene = QuestMatchScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    assert not scene.decks
    press(ctx, pygame.K_k)
    run(ctx)
    assert scene.deck is None and scene.info() == ctx.tr("questmatch.no_deck_saved")
    labels = [getattr(w, "text", "") for w in scene.group.widgets]
    assert any(ctx.tr("questmatch.no_deck_saved")[:20] in label for label in labels)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_deck_builder_fits_its_texts_in_each_language(tmp_path: Path, lang: str) -> None:

    ctx = fit_ctx(tmp_path, SIZE, lang)
    scene = open_deck_builder(ctx, tmp_path)
    kinds = scene.shown_cards()
    scene.selected = kinds[0]
    for kind in kinds[:9]:
        scene.add(kind)
    run(ctx)
    assert overflows(scene) == []


def test_a_lan_result_is_settled_in_the_players_collection_once(ctx: Context, tmp_path: Path) -> None:
    from game.collection.window import settle_lan

    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    mine = sorted(k for k in store.cards(player).elements() if k < 100)[:5]
    before = store.cards(player)
    store.close()
    result = {"match_id": "lan-7", "real": True, "decks": [[1, 2, 3, 4, 5], mine], "winners": [0],
              "transfers": [{"kind": mine[0], "from": 1, "to": 0}, {"kind": 3, "from": 0, "to": 1}]}
    settle_lan(ctx, result, 1, "Friday duel")
    settle_lan(ctx, result, 1, "Friday duel")
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.profile(ctx.settings.name)
    assert player is not None
    assert store.cards(player) == before - Counter({mine[0]: 1}) + Counter({3: 1})
    store.close()


def test_at_a_lan_table_a_rematch_offers_the_deck_from_the_collection_as_the_last_match_left_it(
        ctx: Context, tmp_path: Path) -> None:
    """A real match moves cards between collections; the next match at the same LAN table
    chooses its deck from the collection as it is now, not as it was when the table opened."""
    from game.collection.window import settle_lan
    from game.link import LinkUpdate
    from game.scenes.tableshell import QuestShell
    from tests.client.table.fakelink import EngineLink

    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    mine = sorted(k for k in store.cards(player).elements() if k < 100)[:5]
    store.close()
    link = EngineLink(players=2, seed=12, game="quest", options={"pools": "open"})
    link.kind = "lan"  # type: ignore[attr-defined]
    shell = QuestShell(ctx, link)
    before = shell.owned
    assert before is not None and before[mine[0]] >= 1
    result = {"match_id": "lan-9", "real": True, "decks": [[1, 2, 3, 4, 5], mine], "winners": [0],
              "transfers": [{"kind": mine[0], "from": 1, "to": 0}]}
    settle_lan(ctx, result, 1, "Friday duel")
    assert shell.owned == before  # still the same match: nothing is read again
    shell._show(LinkUpdate(view=link.view(), ask=link.my_decisions(), snapshot=True, game=2))
    assert shell.owned == before - Counter({mine[0]: 1})


class _SoloLink:
    """The link of a finished solo match, as the results screen uses it."""

    kind = "solo"
    seat = 0

    def __init__(self) -> None:
        self.closed = False
        self.rematches = 0

    def close(self) -> None:
        self.closed = True

    def rematch(self) -> None:
        self.rematches += 1


def test_play_again_after_a_real_solo_match_deals_the_next_one_from_the_collections_as_they_are_now(
        ctx: Context, tmp_path: Path) -> None:
    """The host would deal a rematch from the pools the first match started with; after a real
    match the cards have changed hands, so "Play again" starts the next match afresh (same
    opponent, mode and stakes) from the collections as the last one left them."""
    from game.tables.quest.results import QuestResults

    net, _ = real_match_from_the_game_card(ctx, tmp_path, pygame.K_2)  # the squire
    (first,) = net.started
    mine = first.options["pools"][0]
    lost = next(k for k in mine if k < 100)
    result = {"match_id": "solo-1", "real": True, "decks": [mine[:5], first.options["pools"][1][:5]],
              "winners": [1], "transfers": [{"kind": lost, "from": 0, "to": 1}]}
    settle_after(ctx, result, LADDER[1].name)
    table = {"seats": [{"name": ctx.settings.name}, {"name": LADDER[1].name}]}
    view = {"players": 2, "options": {"mode": "advanced", "potions": 3, "real": True}}
    link = _SoloLink()
    ctx.stack.push(QuestResults(ctx, link, result, view, table))
    run(ctx)
    ctx.stack.top.rematch()  # type: ignore[union-attr]
    run(ctx)
    assert link.closed and link.rematches == 0
    second = net.started[-1]
    assert len(net.started) == 2 and second.bots == first.bots and second.options["real"] is True
    assert Counter(second.options["pools"][0]) == Counter(mine) - Counter({lost: 1})
    assert Counter(second.options["pools"][1]) == Counter(first.options["pools"][1]) + Counter({lost: 1})


def test_play_again_after_a_practice_match_is_the_hosts_rematch(ctx: Context) -> None:
    from game.tables.quest.results import QuestResults

    link = _SoloLink()
    result = {"real": False, "winners": [0], "cards": [8, 8]}
    ctx.stack.push(QuestResults(ctx, link, result, {"players": 2}, {"seats": [{"name": "a"}, {"name": "b"}]}))
    run(ctx)
    ctx.stack.top.rematch()  # type: ignore[union-attr]
    assert link.rematches == 1 and not link.closed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_result_the_collection_cannot_take_changes_nothing_and_the_player_is_told(
        ctx: Context, tmp_path: Path, lang: str) -> None:
    """A real result that takes from the player a card it no longer owns is refused whole by
    the collection: nothing moves, nothing is raised into the window, the player reads why."""
    from game.collection.window import settle_lan

    ctx.set_language(lang)
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    before = store.cards(player)
    store.close()
    missing = next(k for k in range(1, 100) if before[k] == 0)
    result = {"match_id": "lan-8", "real": True, "decks": [[1, 2, 3, 4, 5], [missing]], "winners": [0],
              "transfers": [{"kind": missing, "from": 1, "to": 0}]}
    settle_lan(ctx, result, 1, "Friday duel")
    assert ctx.messages == [ctx.tr("quest.not_settled")] and "quest.not_settled" not in ctx.messages[0]
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.profile(ctx.settings.name)
    assert player is not None and store.cards(player) == before
    store.close()


def test_play_again_after_a_real_solo_match_brings_the_saved_deck_played_while_it_is_whole(
        ctx: Context, tmp_path: Path) -> None:
    """Play again brings the saved deck played while the collection holds it whole. Once the
    match took a card of it, Play again started the next match from the whole collection without
    a word of why the deck was not brought: the match screen opens instead and says which card
    the deck lost."""
    from engine.quest.cards import card_data
    from game.tables.quest.results import QuestResults

    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    owned = sorted(store.cards(player).elements())
    deck = [k for k in owned if k < 100][:5] + [k for k in owned if k > 100][:3]
    store.save_deck(player, "Mine", deck)
    store.close()
    net = FakeNet()
    ctx.services["net"] = net
    table = {"seats": [{"name": ctx.settings.name}, {"name": LADDER[0].name}]}
    view = {"players": 2, "options": {"mode": "advanced", "potions": 3, "real": True}}
    for lost in (None, deck[0]):
        transfers = [] if lost is None else [{"kind": lost, "from": 0, "to": 1}]
        result = {"match_id": f"solo-{lost}", "real": True, "decks": [deck, []], "winners": [0],
                  "transfers": transfers}
        settle_after(ctx, result, LADDER[0].name)
        ctx.stack.push(QuestResults(ctx, _SoloLink(), result, view, table))
        run(ctx)
        started = len(net.started)
        ctx.stack.top.rematch()  # type: ignore[union-attr]
        run(ctx)
        if lost is None:
            assert len(net.started) == started + 1 and net.started[-1].options["pools"][0] == sorted(deck)
            continue
        assert len(net.started) == started
        scene = ctx.stack.top
        assert isinstance(scene, QuestMatchScene) and scene.deck is None
        assert scene.notice.startswith(f'Your deck "Mine" has lost {card_data(lost)["name"]} since')
        labels = " ".join(str(getattr(w, "text", "")) for w in scene.group.widgets)
        assert scene.notice in labels


def lose_a_card_of_a_saved_deck(ctx: Context, tmp_path: Path) -> tuple[list[int], int]:
    """The player's collection with a saved deck "Mine", whose first character a real match took."""
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    deck = [k for k in sorted(store.cards(player).elements()) if k < 100 and k not in (3, 4, 5)][:5]
    store.save_deck(player, "Mine", deck)
    rival = store.create_profile("Rival", 2)
    store.begin_match(player, "m1", "Rival", True, 0, deck, rival, [])
    store.finish_match("m1", {"transfers": [{"kind": deck[0], "from": 0, "to": 1}]})
    store.close()
    return deck, deck[0]


def test_the_deck_builder_shows_a_saved_deck_that_lost_a_card_and_why_it_cannot_be_kept(
        ctx: Context, tmp_path: Path) -> None:
    from engine.quest.cards import character
    from game.scenes.deckbuilder import DeckBuilderScene

    deck, lost = lose_a_card_of_a_saved_deck(ctx, tmp_path)
    scene = DeckBuilderScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    saved = {row.text: row.detail for row in scene._saved_rows()}
    assert saved == {"Mine": "5 cards · incomplete"}
    scene.load("Mine")
    assert scene.problem() == (f"No longer in your collection: {character(lost).name}. "
                               "Take it out to keep this deck.")
    assert [row.detail.endswith("no longer yours") for row in scene._deck_rows()].count(True) == 1
    scene.save()  # refused, in the player's words, with nothing changed
    assert scene.message.startswith("Not saved: No longer in your collection")
    scene.remove(lost)
    assert scene.problem() == "A deck holds exactly 5 characters."


def test_the_match_screen_says_why_a_saved_deck_cannot_be_brought(ctx: Context, tmp_path: Path) -> None:
    lose_a_card_of_a_saved_deck(ctx, tmp_path)
    ctx.services["net"] = FakeNet()
    scene = QuestMatchScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    assert scene.decks == {}
    assert scene.summary.endswith("1 saved deck lacks cards you lost or staked: mend it in the deck builder (D).")
    assert ": 11 characters, 8 potions; 1 match played." in scene.summary


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 match played", "2 matches played"), ("fr", "1 match joué", "2 matchs joués"),
    ("nl", "1 match gespeeld", "2 matches gespeeld"), ("it", "1 incontro giocato", "2 incontri giocati")])
def test_counts_in_quest_texts_take_their_plural_form(lang: str, one: str, two: str) -> None:
    from game.i18n import Translator

    tr = Translator(lang)
    assert tr("questmatch.count.matches", count=1) == one and tr("questmatch.count.matches", count=2) == two
    if lang == "it":
        assert tr("quest.count.rare_characters", count=1) == "1 raro"
        assert tr("quest.count.rare_potions", count=2) == "2 rare"


def test_the_tables_deck_tally_names_the_limit_that_is_broken() -> None:
    from game.i18n import Translator
    from game.tables.quest.prompt import QuestPrompt

    decision = {"id": 1, "kind": "deck", "options": [], "prompt": {
        "character_ids": list(range(1, 9)), "potion_ids": [20, 21, 22], "characters": 5, "potions": 2,
        "max_rare": 2, "rare_ids": [1, 2, 3, 20]}}
    prompt = QuestPrompt(decision, Translator("en"), kind_of=lambda c: c)
    prompt.picked = [4, 5, 6, 7, 8, 1]
    assert prompt.tally() == ("Characters 6/5 (1 rare) · Potions 0/2 (0 rare) · "
                              "too many: a deck has exactly 5 characters", True)
    prompt.picked = [4, 5, 6, 7, 8, 20, 21, 22]
    assert prompt.tally()[0].endswith("too many: at most 2 potions")
    prompt.picked = [1, 2, 3, 7, 8]
    assert prompt.tally()[0].endswith("too many: at most 2 rare of each")


def unfinished_real_match_save(ctx: Context, tmp_path: Path) -> tuple[str, list[dict[str, int]]]:
    """The single-player save of a real match against the ladder's first opponent, left after
    its first game was decided (bots playing both seats, one answer at a time); the opponent's
    name and the cards that game moves."""
    from engine.games import get_game
    from engine.quest.match import transfers_so_far
    from engine.quest.state import QuestState
    from game import saves
    from game.collection.ladder import pools
    from net.host import Host, HostConfig, SeatKind, SeatSpec

    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    rung = LADDER[0]
    both = pools(store, player, rung)
    store.close()
    now = [0.0]
    host = Host(get_game("quest"), {"mode": "beginner", "potions": 0, "real": True, "pools": both, "players": 2},
                [SeatSpec(SeatKind.HUMAN), SeatSpec(SeatKind.BOT, "greedy", rung.name)],
                config=HostConfig(auto_start=True, grace=0.0, bot_delay=1.0, cover_delay=1.0, react_floor=0.0),
                seed=3, autosave=saves.save_path(ctx), clock=lambda: now[0])
    host.seats[0].token = "player-token"
    host.seats[0].name = ctx.settings.name  # as the player's hello names it
    host.start_game()
    st = host.state
    assert isinstance(st, QuestState)
    while not any(st.taken) and host.result is None:
        now[0] += 1.0
        host.tick()
    assert host.result is None and saves.exists(saves.save_path(ctx))
    return rung.name, transfers_so_far(st)


def test_a_new_game_over_an_unfinished_real_match_asks_and_giving_it_up_settles_the_games_played(
        ctx: Context, tmp_path: Path) -> None:
    from game.ui import Dialog

    opponent, moved = unfinished_real_match_save(ctx, tmp_path)
    assert len(moved) == 1
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    before = store.cards(player)
    store.close()
    started_as = ctx.settings.name
    ctx.apply_settings(ctx.settings.with_changes(name="Someone Else"))  # renaming oneself escapes nothing
    net = FakeNet()
    ctx.services["net"] = net
    ctx.stack.push(QuestMatchScene(ctx))
    run(ctx)
    press(ctx, pygame.K_RETURN, pygame.KMOD_CTRL)
    dialog = ctx.stack.top
    assert isinstance(dialog, Dialog) and not net.started
    assert f"real match against {opponent} is not over" in dialog.message
    press(ctx, pygame.K_ESCAPE)  # cancelled: nothing changes
    assert isinstance(ctx.stack.top, QuestMatchScene) and not net.started
    store = CollectionStore(tmp_path / "c.sqlite3")
    assert store.cards(player) == before
    store.close()
    press(ctx, pygame.K_RETURN, pygame.KMOD_CTRL)
    press(ctx, pygame.K_RETURN)  # Enter starts on Cancel: giving the match up is never one key away
    assert isinstance(ctx.stack.top, QuestMatchScene) and not net.started
    press(ctx, pygame.K_RETURN, pygame.KMOD_CTRL)
    ctx.stack.top.choose(0)  # type: ignore[union-attr]  # give it up
    run(ctx)
    assert len(net.started) == 1
    store = CollectionStore(tmp_path / "c.sqlite3")
    after = store.cards(player)
    history = store.history(player)
    store.close()
    (move,) = moved
    expected = Counter(before)
    if move["to"] == 0:
        expected[move["kind"]] += 1
    else:
        expected[move["kind"]] -= 1
    assert after == +expected and len(history) == 1 and history[0].state == "finished"
    store = CollectionStore(tmp_path / "c.sqlite3")
    renamed = store.profile("Someone Else")
    assert renamed is None or not store.history(renamed)  # the match settled as the player it began with
    assert player.name == started_as
    store.close()


def test_the_deck_builder_renames_keeps_both_or_replaces_as_the_player_chooses(ctx: Context, tmp_path: Path) -> None:
    """Renaming a loaded deck and saving kept the old deck too, and saving under another saved
    deck's name replaced it silently: both ask now."""
    from game.ui import Dialog

    scene = open_deck_builder(ctx, tmp_path)
    characters = [k for k in scene.shown_cards() if k < 100]
    first, second = characters[:5], characters[1:6]
    for name, deck in (("One", first), ("Two", second)):
        scene.deck, scene.name, scene.loaded = list(deck), name, None
        scene.save()
    assert set(scene.saved) == {"One", "Two"}
    scene.load("One")
    scene.name = "Uno"
    scene.save()
    run(ctx)
    assert isinstance(ctx.stack.top, Dialog) and "One" in ctx.stack.top.message
    press(ctx, pygame.K_RETURN)  # Rename
    assert set(scene.saved) == {"Uno", "Two"} and scene.saved["Uno"] == sorted(first)
    scene.name = "Copy"
    scene.save()
    run(ctx)
    ctx.stack.top.choose(1)  # type: ignore[union-attr]  # Keep both
    run(ctx)
    assert set(scene.saved) == {"Uno", "Two", "Copy"}
    scene.name = "Two"  # another saved deck's name, other cards
    scene.loaded = "Copy"
    scene.save()
    run(ctx)
    ctx.stack.top.choose(2)  # type: ignore[union-attr]  # Cancel
    run(ctx)
    assert scene.saved["Two"] == sorted(second)
    scene.loaded = None
    scene.save()
    run(ctx)
    assert isinstance(ctx.stack.top, Dialog)
    press(ctx, pygame.K_RETURN)  # Replace
    assert scene.saved["Two"] == sorted(first)


def test_a_click_on_the_collection_ends_typing_the_decks_name(ctx: Context, tmp_path: Path) -> None:
    """After typing a deck's name, clicking cards of the collection left the name field with
    the keyboard: F, R, S and A then typed into the name instead of being the screen's keys."""
    from game.ui import ListView, TextInput
    from tests.client.events import click_events, text
    from tests.client.events import key as key_event

    scene = open_deck_builder(ctx, tmp_path)
    field = next(w for w in scene.group.widgets if isinstance(w, TextInput))
    for event in click_events(field.rect.center):
        scene.handle(event)
    scene.handle(text("Red"))
    assert scene.name.endswith("Red")
    cards = next(w for w in scene.group.widgets if isinstance(w, ListView))
    first_row = (cards.rect.x + 20, cards.rect.y + 20)
    for _ in range(2):  # select, then add: each rebuilds the screen
        for event in click_events(first_row):
            scene.handle(event)
        run(ctx)
    assert scene.deck
    filter_before = scene.type_filter
    scene.handle(key_event(pygame.K_f, unicode="f"))  # as the window reports a letter: a key, then its text
    scene.handle(text("f"))
    run(ctx)
    assert scene.type_filter != filter_before and scene.name.endswith("Red")


def test_the_results_of_a_real_match_say_what_each_side_lost(ctx: Context) -> None:
    """The loser's row of a real match read "none": what it lost for good was not said."""
    from engine.quest.cards import character
    from game.tables.quest.results import QuestResults

    won = [{"kind": 1, "from": 1, "to": 0}, {"kind": 2, "from": 1, "to": 0}, {"kind": 3, "from": 0, "to": 1}]
    result = {"real": True, "winners": [0], "cards": [9, 7], "won": won, "transfers": won}
    scene = QuestResults(ctx, _SoloLink(), result, {"players": 2}, {"seats": [{"name": "a"}, {"name": "b"}]})
    rows = scene.seat_rows()
    assert rows[1][2] == f"Won and kept: {character(3).name} · Lost for good: {character(1).name}, {character(2).name}"
    assert rows[0][2].endswith(f"Lost for good: {character(3).name}")
    practice = QuestResults(ctx, _SoloLink(), {**result, "real": False}, {"players": 2}, None)
    assert "Lost" not in " ".join(row[2] for row in practice.seat_rows())



def test_the_results_say_how_many_games_each_duellist_won_and_how_many_were_drawn(ctx: Context) -> None:
    """The panel's first line was empty for a duel (it tells an Elixir game's length): it now
    gives the score a player looks for first, by the seats' names."""
    from game.tables.quest.results import QuestResults

    result = {"real": False, "winners": [1], "cards": [6, 10], "won": [], "games": [1, 0, 1, None, 1]}
    scene = QuestResults(ctx, _SoloLink(), result, {"players": 2}, {"seats": [{"name": "Mage"}, {"name": "Corvin"}]})
    assert scene.note() == "Games won: Mage 1, Corvin 3 · drawn: 1"
    assert QuestResults(ctx, _SoloLink(), {**result, "games": []}, {"players": 2}, None).note() is None

def test_a_free_pack_after_a_real_match_is_announced(ctx: Context, tmp_path: Path) -> None:
    """Losing characters down to fewer than a deck gave a free pack without a word."""
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    rival = opponent_profile(store, LADDER[0])
    characters = sorted(k for k in store.cards(player).elements() if k < 100)
    keep = 4  # fewer than a deck's five characters
    lost = characters[keep:]
    store.close()
    result: dict[str, Any] = {"match_id": "table-9", "real": True, "decks": [lost, []], "winners": [1],
                              "transfers": [{"kind": k, "from": 0, "to": 1} for k in lost]}
    assert rival is not None
    ctx.messages.clear()
    settle_after(ctx, result, LADDER[0].name)
    assert ctx.tr("quest.free_pack") in ctx.messages


def test_the_match_screen_remembers_the_last_matchs_choices(ctx: Context, tmp_path: Path) -> None:
    """Mode, real or practice and the opponent went back to the defaults each time."""
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    ctx.services["net"] = FakeNet()
    scene = QuestMatchScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    press(ctx, pygame.K_r)
    press(ctx, pygame.K_m)
    press(ctx, pygame.K_3)
    chosen = (scene.rung, scene.advanced, scene.real)
    assert chosen != (0, False, False)  # not the defaults
    press(ctx, pygame.K_RETURN, pygame.KMOD_CTRL)
    again = QuestMatchScene(ctx)
    assert (again.rung, again.advanced, again.real) == chosen
    # and the next time the game is started: the settings file keeps them
    assert ctx.settings_path is not None
    settings, problem = load_settings(ctx.settings_path)
    assert problem is None
    later = Context(settings, settings_path=ctx.settings_path, routes=scene_routes())
    later.services.update(collection=tmp_path / "c.sqlite3", net=FakeNet())
    assert (QuestMatchScene(later).rung, QuestMatchScene(later).advanced, QuestMatchScene(later).real) == chosen


def test_wrong_match_choices_in_the_settings_file_go_back_to_their_defaults() -> None:
    choices, wrong = QuestMatchChoices.from_plain({"rung": 999, "advanced": "yes", "real": True, "deck": 7})
    assert choices == QuestMatchChoices(real=True)
    assert sorted(wrong) == ["quest_match.advanced", "quest_match.deck", "quest_match.rung"]
    assert QuestMatchChoices.from_plain([1, 2]) == (QuestMatchChoices(), ["quest_match"])
    kept = QuestMatchChoices(rung=2, advanced=False, real=True, deck="Red")
    assert QuestMatchChoices.from_plain(kept.to_plain()) == (kept, [])


def test_enter_on_a_list_with_nothing_chosen_chooses_its_first_row(ctx: Context, tmp_path: Path) -> None:
    """The deck builder opens with its collection list focused but no row chosen, and Enter did
    nothing there (nor on the saved decks' list): it now chooses the first row."""
    from game.ui import ListView

    scene = open_deck_builder(ctx, tmp_path)
    assert scene.selected is None
    press(ctx, pygame.K_RETURN)
    collection = next(w for w in scene.group.widgets if isinstance(w, ListView))
    assert scene.selected == collection.rows[0].data and scene.deck == []  # shown, not yet added
    press(ctx, pygame.K_RETURN)
    assert scene.deck == [collection.rows[0].data]


def test_the_deck_builder_drops_what_no_longer_holds(ctx: Context, tmp_path: Path) -> None:
    """A play-tester's deck builder still said "Deck saved." after a card was taken out, kept
    showing a card the new filter hid, lost the A key on the deck's own button, and Ctrl+S on an
    incomplete deck said nothing."""
    from game.ui import Row

    scene = open_deck_builder(ctx, tmp_path)
    characters = [k for k in scene.shown_cards() if k < 100][:5]
    for kind in characters:
        scene.add(kind)
    scene.name = "Five"
    scene.save()
    assert "saved" in scene.message
    scene.remove(characters[0])
    assert scene.message == ""
    press(ctx, pygame.K_s, pygame.KMOD_CTRL)
    assert scene.message == ctx.tr("deckbuilder.refused", reason=scene.problem())
    scene._pick_in_deck(next(r for r in scene._deck_rows()))
    remove = next(w for w in scene.group.widgets if getattr(w, "text", None) == ctx.tr("deckbuilder.remove"))
    assert remove.hint == "A" and remove.hotkey == pygame.K_a
    potion = next(k for k in scene.shown_cards() if k > 100)
    scene._pick(Row("", "", potion))
    scene.cycle("type_filter")  # all -> characters: the potion shown is hidden now
    assert scene.selected is None
