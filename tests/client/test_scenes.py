"""Menu scenes driven with synthetic mouse and key events, time stepped by hand (no network)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import settings as settings_mod
from game.context import Context
from game.link import LinkStatus, LinkUpdate
from game.offlinelinks import StaticLink
from game.scene import Scene
from game.showcase import SCENES, ShowcaseNet, build_scene, table_info
from game.ui import Button, Dialog
from tests.client.events import click_events, key, text

STEP = 1 / 60


def run(ctx: Context, frames: int = 3) -> None:
    """Apply scene changes and run `frames` fixed steps, drawing each."""
    surface = pygame.display.get_surface()
    ctx.stack.apply_changes()
    for _ in range(frames):
        ctx.clock.tick(STEP)
        top = ctx.stack.top
        if top is not None:
            top.update(STEP)
        for scene in ctx.stack.visible():
            scene.draw(surface)
        ctx.stack.apply_changes()


def button(scene: Any, label: str) -> Button:
    """The scene's button whose text is `label`."""
    found = [w for w in scene.group.widgets if isinstance(w, Button) and w.text == label]
    assert found, [w.text for w in scene.group.widgets if isinstance(w, Button)]
    return found[0]


def click(ctx: Context, widget: Any) -> None:
    """A real click (motion, press, release) at the widget's centre, through the top scene."""
    top = ctx.stack.top
    assert top is not None
    for ev in click_events(widget.rect.center):
        top.handle(ev)


class FakeNet:
    """Records what scenes ask of the network."""

    LanBrowser = ShowcaseNet.LanBrowser

    class LocalGameSpec:
        def __init__(self, name: str, options: dict[str, Any], bots: tuple[str, ...], **more: Any) -> None:
            self.name, self.options, self.bots, self.more = name, options, bots, more

    def __init__(self) -> None:
        self.started: list[Any] = []
        self.joined: list[tuple[str, int, str | None]] = []
        self.watched: list[tuple[str, int, str | None]] = []

    def start_local_game(self, spec: Any) -> StaticLink:
        self.started.append(spec)
        return StaticLink([], seat=0, game=spec.more.get("game", "elixir"))

    def join_lan(self, address: str, port: int, name: str, *, password: str | None = None,
                 tokens: Any = None, watch: bool = False) -> StaticLink:
        """A player is refused (every table here is full); a spectator waits in the lobby."""
        if watch:
            self.watched.append((address, port, password))
            return StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table={"name": "Tower of Owls", "seats": []})],
                              seat=None)
        self.joined.append((address, port, password))
        return StaticLink([LinkUpdate(status=LinkStatus.CLOSED, error="table_full")], seat=None)


def test_every_scene_builds_updates_and_draws_in_every_language(ctx: Context) -> None:
    from game.i18n import LANGUAGES

    for lang in LANGUAGES:
        ctx.set_language(lang)
        for name in SCENES:
            ctx.stack.reset(build_scene(ctx, name, players=6, seed=3, after=25))
            run(ctx, 5)
            ctx.stack.top.resized((960, 540))  # type: ignore[union-attr]
            run(ctx, 1)


def test_title_keyboard_navigation_and_quit(ctx: Context) -> None:
    from game.scenes.title import TitleScene

    ctx.stack.push(TitleScene(ctx))
    run(ctx)
    top = ctx.stack.top
    assert top is not None
    top.handle(key(pygame.K_s))  # the Settings hotkey
    run(ctx)
    assert type(ctx.stack.top).__name__ == "SettingsScene"
    ctx.stack.top.handle(key(pygame.K_ESCAPE))  # type: ignore[union-attr]
    run(ctx)
    assert isinstance(ctx.stack.top, TitleScene)
    ctx.stack.top.handle(key(pygame.K_DOWN))
    ctx.stack.top.handle(key(pygame.K_UP))
    ctx.stack.top.handle(key(pygame.K_q))
    assert ctx.quit_requested


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_title_hotkeys_are_distinct_letters_of_their_labels_in_each_language(ctx: Context, lang: str) -> None:
    from game.i18n import Translator
    from game.scenes.title import TitleScene

    ctx.tr = Translator(lang)
    scene = TitleScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    buttons = list(scene.group.widgets)
    letters = [pygame.key.name(b.hotkey) for b in buttons]
    assert len(set(letters)) == len(buttons) == 6
    for button, letter in zip(buttons, letters, strict=True):
        assert len(letter) == 1 and letter in button.text.lower()
    scene.handle(key(pygame.key.key_code(ctx.tr("title.settings.key"))))
    run(ctx)
    assert type(ctx.stack.top).__name__ == "SettingsScene"


def test_new_game_options_reach_the_local_game(ctx: Context) -> None:
    from game.scenes.newgame import NewGameScene

    net = FakeNet()
    ctx.services["net"] = net
    ctx.stack.push(NewGameScene(ctx, "solo"))
    run(ctx)
    scene = ctx.stack.top
    tr = ctx.tr
    click(ctx, button(scene, "+"))
    click(ctx, button(scene, "+"))
    click(ctx, button(scene, "+"))  # stays at 6
    click(ctx, button(scene, tr("newgame.method", value=tr("newgame.method.fast"))))
    click(ctx, button(scene, tr("newgame.length", value=tr("newgame.length.default"))))
    click(ctx, button(scene, tr("newgame.payment", value=tr("newgame.payment.victim_chooses"))))
    click(ctx, button(scene, tr("newgame.bot_seat", n=2, level=tr("difficulty.normal"))))
    scene.handle(key(pygame.K_RETURN, pygame.KMOD_CTRL))  # type: ignore[union-attr]
    run(ctx)
    spec = net.started[0]
    assert spec.options == {"players": 6, "first_player": "complete", "rhyme": "en", "spell_points": 9,
                            "forfeit_payment": "caster_draws"}
    assert spec.bots == ("hard", "normal", "normal", "normal", "normal")


def open_lan_list(ctx: Context) -> tuple[Any, FakeNet]:
    """The LAN screen over the showcase's four tables, with a `FakeNet` recording the joins."""
    from game.scenes.lan import LanScene

    net = FakeNet()
    ctx.services["net"] = net
    ctx.stack.push(LanScene(ctx))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, LanScene) and scene.list is not None
    return scene, net


def test_lan_browser_lists_tables_and_explains_a_full_table(ctx: Context) -> None:
    from game.scenes.lan import LanScene, parse_address

    scene, net = open_lan_list(ctx)
    rows = scene.list.rows
    assert [r.enabled for r in rows] == [True, True, True, False]  # not another protocol version
    # The full table is watched: choosing it joins as a spectator, whose lobby says so.
    assert ctx.tr("lan.full", seats=5) in rows[2].detail
    scene.list.select(2)
    click(ctx, button(scene, ctx.tr("lan.join")))
    run(ctx, 3)
    assert net.watched == [("192.168.1.42", 47470, None)] and not net.joined
    lobby = ctx.stack.top
    assert type(lobby).__name__ == "LobbyScene" and lobby.status_text() == ctx.tr("lobby.watching")
    lobby.handle(key(pygame.K_ESCAPE))
    run(ctx)
    assert ctx.stack.top is scene
    # A table with a password asks for it.
    scene.list.select(1)
    click(ctx, button(scene, ctx.tr("lan.join")))
    run(ctx)
    assert isinstance(ctx.stack.top, Dialog)
    ctx.stack.top.handle(text("sésame"))
    ctx.stack.top.handle(key(pygame.K_RETURN))
    run(ctx)
    assert net.joined == [("192.168.1.31", 47470, "sésame")]
    # The host refuses (full): the lobby shows a dialog explaining it and offering to watch;
    # Escape goes back, Enter watches the table with the same password.
    run(ctx, 3)
    assert isinstance(ctx.stack.top, Dialog)
    assert ctx.stack.top.message == ctx.tr("net.error.table_full")
    ctx.stack.top.handle(key(pygame.K_ESCAPE))
    run(ctx)
    assert isinstance(ctx.stack.top, LanScene)
    scene.list.select(1)
    click(ctx, button(scene, ctx.tr("lan.join")))
    run(ctx)
    ctx.stack.top.handle(text("sésame"))
    ctx.stack.top.handle(key(pygame.K_RETURN))
    run(ctx, 3)
    assert isinstance(ctx.stack.top, Dialog) and ctx.stack.top.choices[0][0] == ctx.tr("lobby.watch_instead")
    ctx.stack.top.handle(key(pygame.K_RETURN))
    run(ctx, 3)
    assert net.watched[-1] == ("192.168.1.31", 47470, "sésame")
    assert type(ctx.stack.top).__name__ == "LobbyScene" and ctx.stack.top.watching
    ctx.stack.top.handle(key(pygame.K_ESCAPE))
    run(ctx)
    assert isinstance(ctx.stack.top, LanScene)
    # Join by address: typed garbage is refused politely, a good address goes through.
    for ev in click_events(scene.group.widgets[4].rect.center):
        scene.handle(ev)
    scene.handle(text("not an address at all"))
    click(ctx, button(scene, ctx.tr("lan.join_address")))
    assert ctx.messages[-1] == ctx.tr("lan.bad_address")
    assert parse_address("10.0.0.2:5000") == ("10.0.0.2", 5000)
    assert parse_address("myhost") == ("myhost", 47470)
    assert parse_address("[::1]:7") == ("::1", 7)
    assert parse_address("a:99999") is None


def test_a_full_table_where_this_window_kept_a_seat_is_joined_to_play_not_to_watch(ctx: Context) -> None:
    """A player whose seat a bot covers at a full table could not choose it in the list (full):
    the window that kept the seat's token takes the seat back from the list."""
    from game.seattokens import store_for

    store_for(ctx).put("192.168.1.42:47470", "kept-token", table="Tower of Owls")
    scene, net = open_lan_list(ctx)
    assert ctx.tr("lan.your_seat", seats=5) in scene.list.rows[2].detail
    scene.list.select(2)
    click(ctx, button(scene, ctx.tr("lan.join")))
    run(ctx)
    assert net.joined == [("192.168.1.42", 47470, None)] and not net.watched


def test_enter_on_the_lan_list_joins_the_first_table_without_choosing_it_first(ctx: Context) -> None:
    """The LAN screen listed one table, with the keyboard on the list, and Enter did nothing (no
    row was chosen): the first table one may join is chosen as the list fills, so Enter joins it."""
    from game.scenes.lan import LanScene

    net = FakeNet()
    ctx.services["net"] = net
    ctx.stack.push(LanScene(ctx))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, LanScene) and scene.list is not None and scene.list.selected == 0
    scene.handle(key(pygame.K_RETURN))
    run(ctx)
    assert net.joined and net.joined[0][0] == scene.tables[0].address

def test_lobby_owner_controls_and_start(ctx: Context) -> None:
    from game.scenes.lobby import LobbyScene

    calls: list[tuple[str, Any]] = []

    class Control:
        def set_bot(self, seat: int, bot: str | None, name: str | None = None) -> None:
            calls.append(("bot", (seat, bot)))

        def kick(self, seat: int) -> None:
            calls.append(("kick", seat))

        def start(self, fill_bot: str = "easy") -> None:
            calls.append(("start", fill_bot))

    class Hosted:
        port = 47470
        control = Control()

    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table_info(4, "lobby", taken=2, bots=(2,)))], seat=0)
    ctx.stack.push(LobbyScene(ctx, link, Hosted()))
    run(ctx)
    scene = ctx.stack.top
    tr = ctx.tr
    click(ctx, button(scene, tr("lobby.add_bot")))
    click(ctx, button(scene, tr("lobby.remove_bot")))
    click(ctx, button(scene, tr("lobby.kick")))
    run(ctx)
    assert isinstance(ctx.stack.top, Dialog)
    click(ctx, button(ctx.stack.top, tr("lobby.kick")))  # the keys start on Cancel: the mouse kicks
    run(ctx)
    click(ctx, button(ctx.stack.top, tr("lobby.start")))
    assert calls == [("bot", (3, "easy")), ("bot", (2, None)), ("kick", 1), ("start", "easy")]
    # The game starts: the lobby hands the link (with what it saw) to the table.
    link.feed(LinkUpdate(view={"players": 4}, ask=(), snapshot=True, status=LinkStatus.PLAYING))
    run(ctx, 2)
    assert type(ctx.stack.top).__name__ in ("ShellTable", "WaitingScene")


def test_in_the_lobby_ctrl_enter_starts_even_right_after_a_bot_is_added(ctx: Context) -> None:
    """The lobby's start button said "Enter", but Enter presses the focused button, which after a
    click is the button clicked: a host who added a bot, then pressed Enter to start, removed the
    bot again (seen hosting a French player's table). Start is Ctrl+Enter, as on the New game
    screen, and the button and the keys line say so."""
    from game.scenes.lobby import LobbyScene

    calls: list[tuple[str, Any]] = []

    class Control:
        def set_bot(self, seat: int, bot: str | None, name: str | None = None) -> None:
            calls.append(("bot", (seat, bot)))

        def start(self, fill_bot: str = "easy") -> None:
            calls.append(("start", fill_bot))

    class Hosted:
        port = 47470
        control = Control()

    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table_info(3, "lobby", taken=2))], seat=0)
    ctx.stack.push(LobbyScene(ctx, link, Hosted()))
    run(ctx)
    scene = ctx.stack.top
    start = button(scene, ctx.tr("lobby.start"))
    assert start.hint == ctx.tr("newgame.start_key")
    link.feed(LinkUpdate(status=LinkStatus.LOBBY, table=table_info(3, "lobby", taken=1, bots=(1,))))
    run(ctx)  # a seat changed: the rows' buttons came and went, the focus stays on the start button
    assert scene.group.focus.current is button(scene, ctx.tr("lobby.start"))
    click(ctx, button(scene, ctx.tr("lobby.add_bot")))
    scene.handle(key(pygame.K_RETURN, pygame.KMOD_CTRL))
    assert calls == [("bot", (2, "easy")), ("start", "easy")]

def reconnecting_lobby(ctx: Context) -> tuple[Any, StaticLink]:
    """A guest's lobby (seat 1 of 3) whose link has just lost the host and is reconnecting."""
    from game.scenes.lobby import LobbyScene

    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table_info(3, "lobby", taken=1))], seat=1)
    scene = LobbyScene(ctx, link, address="10.0.0.2:47470")
    ctx.stack.push(scene)
    run(ctx)
    link.feed(LinkUpdate(status=LinkStatus.RECONNECTING))
    run(ctx)
    return scene, link


def test_lobby_shows_reconnecting_then_resumes(ctx: Context) -> None:
    scene, link = reconnecting_lobby(ctx)
    assert scene.status_text() == ctx.tr("lobby.reconnecting_for", seconds=0, esc=ctx.tr("ui.key.esc"))
    scene.state.lost_at = time.monotonic() - 12.5  # the link has been trying for 12 s: the line counts them
    run(ctx)
    told = ctx.tr("lobby.reconnecting_for", seconds=12, esc=ctx.tr("ui.key.esc"))
    assert any(getattr(w, "text", "") == told for w in scene.group.widgets)
    link.feed(LinkUpdate(status=LinkStatus.LOBBY))
    run(ctx)
    assert scene.status_text() == ctx.tr("lobby.guest_waiting")
    scene.handle(key(pygame.K_ESCAPE))
    run(ctx)
    assert link.closed


def test_results_rematch_and_title(ctx: Context) -> None:
    from game.tables.elixir.results import ElixirResults as ResultsScene

    link = StaticLink([], seat=0)
    result = {"winners": [0], "turns": 40, "rounds": 10, "cast": [[150], [112], []], "spells_left": [[], [2], [1]]}
    below = Scene(ctx)
    ctx.stack.push(below)
    ctx.stack.push(ResultsScene(ctx, link, result, {"players": 3}, table_info(3, "over")))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, ResultsScene) and scene.won and scene.headline() == ctx.tr("results.you_win")
    from game.ui import Button

    hints = {w.text: w.hint for w in scene.group.widgets if isinstance(w, Button)}
    assert hints[ctx.tr("results.rematch")] == "R"  # the key it answers shows, as on every other button
    scene.handle(key(pygame.K_r))
    run(ctx)
    assert link.rematches == 1 and ctx.stack.top is below
    ctx.stack.push(ResultsScene(ctx, link, result, None, None))
    run(ctx)
    ctx.stack.top.handle(key(pygame.K_ESCAPE))  # type: ignore[union-attr]
    run(ctx)
    assert link.closed and type(ctx.stack.top).__name__ == "TitleScene"


def finished_elixir_game(seed: int = 4) -> tuple[dict[str, Any], dict[str, Any]]:
    """Seat 0's view of a whole Elixir game played by random bots, and its result."""
    from engine.bots import make_bot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.elixir.game import ELIXIR

    st = ELIXIR.new_state({"players": 3}, seed)
    bots = [make_bot("random", seed + s) for s in range(3)]
    while not st.over:
        d = pending(st)[0]
        apply(st, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())))
    result = ELIXIR.result(st)
    assert result is not None
    return ELIXIR.view(st, 0), result


def test_waiting_for_a_rematch_at_a_table_that_goes_away_says_so(ctx: Context) -> None:
    """Back at the table after voting for a rematch, a player whose host has gone (it lingered,
    then stopped) is told the table is gone, instead of waiting for a game that never comes."""
    view, result = finished_elixir_game()
    link = StaticLink([LinkUpdate(view=view, ask=(), snapshot=True, game=1, status=LinkStatus.PLAYING,
                                  result=result, table=table_info(3, "over"))], seat=0)
    ctx.stack.push(ctx.scene("table", link))
    run(ctx, 30)
    results = ctx.stack.top
    assert type(results).__name__ == "ElixirResults"
    results.handle(key(pygame.K_r))  # type: ignore[union-attr]
    run(ctx)
    assert link.rematches == 1 and type(ctx.stack.top).__name__ == "ShellTable"
    link.feed(LinkUpdate(status=LinkStatus.CLOSED, error="the host is stopping"))
    run(ctx)
    top = ctx.stack.top
    assert isinstance(top, Dialog) and top.title == ctx.tr("shell.closed_title")


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_after_the_tables_last_game_the_results_offer_no_rematch(ctx: Context, lang: str) -> None:
    from game.tables.elixir.results import ElixirResults
    from tests.client.test_scene_text_fit import overflows

    ctx.set_language(lang)
    view, result = finished_elixir_game()
    link = StaticLink([], seat=0)
    table = {**table_info(3, "over"), "game_no": 2, "max_games": 2}
    ctx.stack.push(ElixirResults(ctx, link, result, view, table))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, ElixirResults) and scene.last_game()
    offered = [w for w in scene.group.widgets if isinstance(w, Button) and w.text == ctx.tr("results.last_game")]
    assert len(offered) == 1 and not offered[0].enabled
    assert overflows(scene) == []
    scene.handle(key(pygame.K_r))
    run(ctx)
    assert link.rematches == 0 and ctx.stack.top is scene


def settings_switched_to_french(ctx: Context) -> Any:
    """The settings scene opened over `ctx` (in English), its language button clicked once."""
    from game.scenes.settings_scene import SettingsScene

    ctx.stack.push(SettingsScene(ctx))
    run(ctx)
    scene = ctx.stack.top
    click(ctx, button(scene, ctx.tr("settings.language", value="English")))
    return scene


def test_settings_change_apply_and_persist(ctx: Context, tmp_path: Path) -> None:
    scene = settings_switched_to_french(ctx)
    assert ctx.settings.language == "fr" and ctx.tr.lang == "fr"
    run(ctx)
    click(ctx, button(scene, ctx.tr("settings.speed", value=ctx.tr("settings.speed.normal"))))
    assert ctx.settings.animation_speed == 2.0 and ctx.clock.speed == 2.0
    name_field = scene.group.widgets[2]
    for ev in click_events(name_field.rect.center):
        scene.handle(ev)
    for _ in range(10):
        scene.handle(key(pygame.K_BACKSPACE))
    scene.handle(text("Zoë \u0000🧙"))
    saved, message = settings_mod.load(ctx.settings_path)
    assert message is None and saved.language == "fr" and saved.name == "Zoë 🧙"
    # Erasing the name entirely keeps the last valid one.
    for _ in range(10):
        scene.handle(key(pygame.K_BACKSPACE))
    assert ctx.settings.name == "Z"


def test_rules_tabs_and_card_reference(ctx: Context) -> None:
    from game.scenes.rules import SECTIONS, RulesScene, card_entries

    ctx.stack.push(RulesScene(ctx))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, RulesScene)
    for _ in SECTIONS:
        scene.handle(key(pygame.K_DOWN))
    run(ctx)
    scene.handle(key(pygame.K_F2))
    run(ctx)
    assert scene.tab == "cards"
    scene.handle(key(pygame.K_DOWN))
    run(ctx)
    assert scene.card == card_entries("en")[1][1]
    assert len(card_entries("fr")) == len(card_entries("en"))


def test_a_default_name_follows_the_language_and_a_chosen_one_stays(ctx: Context) -> None:
    """A French play-tester kept "Wizard" on a French table: the name the game gave (never typed)
    is now said in each language the settings cycle to; a name the player typed is kept."""
    ctx.apply_settings(ctx.settings.with_changes(language="en", name="Wizard"))
    scene = settings_switched_to_french(ctx)
    assert ctx.settings.language == "fr" and ctx.settings.name == "Sorcier"
    run(ctx)
    scene.set_name("Zoë")
    click(ctx, button(scene, ctx.tr("settings.language", value="Français")))
    assert ctx.settings.language != "fr" and ctx.settings.name == "Zoë"


def test_every_key_used_exists_in_every_language() -> None:
    import re

    from game.i18n import keys

    root = Path(__file__).resolve().parents[2] / "game"
    used: set[str] = set()
    for path in [*root.glob("scenes/*.py"), root / "app.py", root / "ui" / "dialog.py"]:
        used |= set(re.findall(r'tr\("([a-z_.]+)"', path.read_text(encoding="utf-8")))
    from game.i18n import LANGUAGES

    en = keys("en")
    assert used <= en, used - en
    own = {k for k in en if not k.startswith("table.")}
    for lang in LANGUAGES:
        assert used <= keys(lang), (lang, used - keys(lang))
        assert own <= keys(lang), (lang, own - keys(lang))


def test_new_game_chooses_the_game_first_and_opens_its_table(ctx: Context) -> None:
    """Title -> Play -> the game cards -> Magicoa's New game (players only) -> Magicoa's table."""
    from game.scenes.choosegame import ChooseGameScene
    from game.scenes.newgame import NewGameScene
    from game.scenes.tableshell import MagicoaShell

    net = FakeNet()
    ctx.services["net"] = net
    ctx.stack.push(ChooseGameScene(ctx, "solo"))
    run(ctx)
    ctx.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))  # type: ignore[union-attr]
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, NewGameScene) and scene.game == "magicoa"
    assert scene.options() == {"players": scene.players}
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_CTRL, unicode=""))
    run(ctx)
    (spec,) = net.started
    assert spec.more["game"] == "magicoa" and spec.options == {"players": scene.players}
    assert isinstance(ctx.stack.top, MagicoaShell)


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_a_spectator_is_offered_to_keep_watching_not_a_rematch_vote_it_has_not(ctx: Context, lang: str) -> None:
    """A spectator cannot vote (the host would refuse it, `not_seated`): its results take it back
    to the table to watch the next game if the players start one."""
    from game.tables.elixir.results import ElixirResults
    from tests.client.test_scene_text_fit import overflows

    ctx.set_language(lang)
    view, result = finished_elixir_game()
    link = StaticLink([], seat=None)
    below = Scene(ctx)
    ctx.stack.push(below)
    ctx.stack.push(ElixirResults(ctx, link, result, view, table_info(3, "over")))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, ElixirResults)
    labels = [w.text for w in scene.group.widgets if isinstance(w, Button)]
    assert ctx.tr("results.keep_watching") in labels and ctx.tr("results.rematch") not in labels
    assert overflows(scene) == []
    scene.handle(key(pygame.K_r))
    run(ctx)
    assert link.rematches == 0 and ctx.stack.top is below


def test_the_window_sizes_offered_fit_the_screen() -> None:
    """Settings offered 1600x900 and 1920x1080 on a 1280x720 screen: the window then ran off it
    and its Back button could not be reached."""
    from game.scenes.settings_scene import WINDOW_SIZES, window_sizes

    assert window_sizes((1280, 720)) == ((1280, 720), (1024, 576))
    assert window_sizes((1920, 1200)) == WINDOW_SIZES and window_sizes(None) == WINDOW_SIZES
    assert window_sizes((800, 600)) == ((1024, 576),)  # the smallest is always there


def test_every_button_that_answers_a_key_shows_it(ctx: Context) -> None:
    """A play-tester found no key shown on the rules' tabs or the settings' language button:
    every button with a hotkey names it (its `hint`), in every scene, in every language."""
    from game.i18n import LANGUAGES

    silent: list[str] = []
    for lang in LANGUAGES:
        ctx.set_language(lang)
        for name in SCENES:
            ctx.stack.reset(build_scene(ctx, name, players=4, seed=3, after=25))
            run(ctx, 2)
            top = ctx.stack.top
            group = getattr(top, "group", None)
            for widget in getattr(group, "widgets", ()):
                its_own_label = isinstance(widget, Button) and widget.text in ("+", "-", "\u2212")  # the key itself
                if isinstance(widget, Button) and widget.hotkey is not None and not widget.hint and not its_own_label:
                    silent.append(f"{lang} {name}: {widget.text}")
    assert silent == [], silent


def test_a_table_hosted_with_a_lan_interface_is_announced_there_and_the_lobby_shows_its_address(
        ctx: Context) -> None:
    """`play --lan-interface ADDR` (a machine on several networks, a tester kept on loopback): the
    table the window hosts is announced on that interface only, and the lobby tells the players
    that address, not the one the system would route by."""
    from game.scenes.newgame import NewGameScene

    hosted_with: dict[str, Any] = {}

    class Hosting(FakeNet):
        def host_lan_game(self, *args: Any, **kwargs: Any) -> Any:
            hosted_with.update(kwargs)
            link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table_info(4, "lobby"))], seat=0)
            return type("Hosted", (), {"link": link, "port": 47470, "announced": True, "control": None})()

    ctx.services["net"] = Hosting()
    ctx.services["lan_interfaces"] = ["127.0.0.1"]
    scene = NewGameScene(ctx, "host")
    ctx.stack.reset(scene)
    run(ctx, 2)
    scene.start()
    run(ctx, 2)
    assert hosted_with.get("interfaces") == ["127.0.0.1"]
    lobby = ctx.stack.top
    assert getattr(lobby, "address", None) == "127.0.0.1:47470"


def test_the_lobby_says_how_many_people_watch_the_table(ctx: Context) -> None:
    """Spectators take no seat, so the lobby's seats did not show them: the owner now sees how
    many watch."""
    from game.scenes.lobby import LobbyScene

    for count, shown in ((0, False), (2, True)):
        table = {"name": "Tower of Owls", "seats": [], "spectators": count}
        ctx.stack.reset(LobbyScene(ctx, StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=0)))
        run(ctx, 3)
        texts = [getattr(w, "text", "") for w in ctx.stack.top.group.widgets]
        assert (ctx.tr.plural("lobby.spectators", 2) in texts) is shown, texts


def test_an_elixir_quest_lobby_says_whether_cards_are_at_stake(ctx: Context) -> None:
    """A guest joined a window's Elixir Quest table with nothing to say it was a real match (the
    characters lost leave the collection): the lobby now tells the table's terms."""
    from game.scenes.lobby import LobbyScene

    for real in (True, False):
        table = {"name": "Duel night", "game": "quest", "seats": [],
                 "options": {"players": 2, "mode": "advanced", "real": real, "pools": "open"}}
        ctx.stack.reset(LobbyScene(ctx, StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=1)))
        run(ctx, 3)
        texts = [getattr(w, "text", "") for w in ctx.stack.top.group.widgets]
        help_key = "questmatch.kind.real.help" if real else "questmatch.kind.practice.help"
        assert any(ctx.tr(help_key) in str(text) for text in texts), texts


def test_a_real_elixir_quest_duel_waits_for_a_second_player_and_offers_no_bot(ctx: Context) -> None:
    """A bot has no collection: in a window-hosted real duel against one, the cards won from it
    were made from nothing and those lost to it vanished. The owner of a real duel is offered no
    bot, and starts once the second seat is a player's; a practice duel still offers a bot."""
    from game.scenes.lobby import LobbyScene

    started: list[str] = []

    class Control:
        def start(self, fill_bot: str = "easy") -> None:
            started.append(fill_bot)

    hosted = type("Hosted", (), {"port": 47470, "control": Control()})()

    def lobby(real: bool, guest: bool) -> Any:
        seats = [{"seat": 0, "kind": "human", "name": "Wizard", "taken": True, "present": True},
                 {"seat": 1, "kind": "human", "name": "Ann" if guest else None, "taken": guest, "present": guest}]
        table = {"name": "Duel night", "game": "quest", "seats": seats,
                 "options": {"players": 2, "mode": "advanced", "real": real, "pools": "open"}}
        ctx.stack.reset(LobbyScene(ctx, StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=0),
                                   hosted))
        run(ctx, 3)
        return ctx.stack.top

    scene = lobby(real=True, guest=False)
    texts = [getattr(w, "text", "") for w in scene.group.widgets]
    assert ctx.tr("lobby.add_bot") not in texts and scene.status_text() == ctx.tr("lobby.real_duel_waiting")
    assert not button(scene, ctx.tr("lobby.start")).enabled
    scene.handle(key(pygame.K_RETURN, pygame.KMOD_CTRL))
    assert started == []
    scene = lobby(real=True, guest=True)
    assert button(scene, ctx.tr("lobby.start")).enabled and scene.status_text() == ctx.tr("lobby.owner_ready")
    scene.handle(key(pygame.K_RETURN, pygame.KMOD_CTRL))
    assert started == ["easy"]
    scene = lobby(real=False, guest=False)
    assert ctx.tr("lobby.add_bot") in [getattr(w, "text", "") for w in scene.group.widgets]
    assert button(scene, ctx.tr("lobby.start")).enabled


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lobby_has_a_chat_beside_the_seats_and_its_lines_go_on_at_the_table(ctx: Context, lang: str) -> None:
    """Players waiting in a LAN lobby could not talk: T, C and typing did nothing, and chat only
    appeared once the game had started. The lobby now shows the lines said and takes a line to
    send (a guest's keys go to it at once); what was said there reaches the table's chat."""
    from game.link import ChatLine
    from game.scenes.lobby import LobbyScene
    from game.ui import Panel, TextInput
    from game.ui.chatlog import ChatLog

    ctx.set_language(lang)
    seats = [{"seat": i, "kind": "human", "name": name, "taken": True, "present": True}
             for i, name in enumerate(("Ann", "Béa", "Cyd", "Dee", "Eli", "Flo"))]
    table = {"name": "Party", "game": "elixir", "seats": seats}
    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=1)
    scene = LobbyScene(ctx, link)
    ctx.stack.reset(scene)
    run(ctx, 3)
    entry = next(w for w in scene.group.widgets if isinstance(w, TextInput))
    assert entry.focused  # a guest's keys go to the chat
    for letter in "Salut à tous":
        scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    scene.rebuild()  # a seat changes hands while typing: the line typed stays
    entry = next(w for w in scene.group.widgets if isinstance(w, TextInput))
    assert entry.text == "Salut à tous"
    scene.handle(key(pygame.K_RETURN))
    assert link.said == ["Salut à tous"] and scene.chat_draft == ""
    link.feed(LinkUpdate(chat=(ChatLine(1, "Béa", "Salut à tous"), ChatLine(0, "Ann", "Bonsoir !"))))
    run(ctx, 2)
    log = next(w for w in scene.group.widgets if isinstance(w, ChatLog))
    assert log.lines == [("Béa", "Salut à tous"), ("Ann", "Bonsoir !")] and len(log.blocks()) == 2
    link.feed(LinkUpdate(chat=(ChatLine(None, "Zoé", "Je regarde"),)))  # a spectator, marked as at the table
    run(ctx, 2)
    log = next(w for w in scene.group.widgets if isinstance(w, ChatLog))
    assert log.lines[-1] == (ctx.tr("table.chat.watching", name="Zoé"), "Je regarde")
    assert log.lines[-1][0] != "Zoé"
    rows = [w for w in scene.group.widgets if isinstance(w, Panel) and w.rect.height < scene.kit.theme.px(60)]
    assert len(rows) == 6 and all(not r.rect.colliderect(log.rect) for r in rows)  # six seats beside the chat
    entry = next(w for w in scene.group.widgets if isinstance(w, TextInput))
    assert all(r.rect.bottom <= entry.rect.bottom for r in rows)  # beside the chat's lines and entry, no lower
    link.feed(LinkUpdate(status=LinkStatus.PLAYING, view={"players": 6}))
    run(ctx, 2)
    table_scene = ctx.stack.top
    assert [text for _, text in table_scene.chat.lines] == ["Salut à tous", "Bonsoir !", "Je regarde"]


def test_enter_on_minus_down_to_the_fewest_players_keeps_the_focus_on_it_greyed(ctx: Context) -> None:
    """Enter pressed on "−" until it greyed out (3 players) moved the keys' focus to "Start the
    game", so one Enter more started a game the player was still setting up (then, to "+", so
    Enter held swapped 3 and 4 players). The focus stays on the greyed button."""
    from game.scenes.newgame import NewGameScene

    ctx.services["net"] = FakeNet()
    scene = NewGameScene(ctx, "solo")
    ctx.stack.push(scene)
    run(ctx)
    minus = button(scene, "\u2212")
    scene.group.focus.focus(minus)
    while scene.players > 3:
        scene.handle(key(pygame.K_RETURN))
        run(ctx)
    focused = scene.group.focus.current
    assert getattr(focused, "text", None) == "\u2212" and not focused.enabled  # kept, greyed
    scene.handle(key(pygame.K_RETURN))
    run(ctx)
    assert ctx.stack.top is scene and scene.players == 3 and not ctx.services["net"].started
    scene.handle(key(pygame.K_TAB))  # the keys go on from there: the next control, "+"
    assert getattr(scene.group.focus.current, "text", None) == "+"


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_the_owners_lobby_keeps_each_seats_name_clear_of_its_buttons_beside_the_chat(lang: str) -> None:
    """With the chat beside the seats, "Seat 3  Easy bot 3" ran under its difficulty button."""
    from game.scenes.lobby import LobbyScene
    from game.ui import Button, Label
    from tests.client.table.harness import make_ctx

    ctx = make_ctx((1024, 576), lang)
    seats = [{"seat": 0, "kind": "human", "name": "Ann", "taken": True, "present": True}]
    seats += [{"seat": i, "kind": "bot", "name": ctx.tr(f"lobby.bot_name.{level}", n=i + 1), "taken": True,
               "present": True} for i, level in ((1, "easy"), (2, "normal"), (3, "hard"))]
    seats += [{"seat": 4, "kind": "human", "name": "Bartholomew-Maximilian", "taken": True, "present": True},
              {"seat": 5, "kind": "human", "name": None, "taken": False}]
    hosted = type("Hosted", (), {"port": 47470, "control": None})()
    scene = LobbyScene(ctx, StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table={"name": "T", "seats": seats})]),
                       hosted)
    scene.bot_level = {1: "easy", 2: "normal", 3: "hard"}
    ctx.stack.reset(scene)
    run(ctx, 3)
    seat_word = ctx.tr("lobby.seat", n=1)[:3]
    names = [w for w in scene.group.widgets if isinstance(w, Label) and w.text.startswith(seat_word)]
    buttons = [w for w in scene.group.widgets if isinstance(w, Button)]
    assert len(names) == 6
    for label in names:
        drawn = label.rect.x + label.image().get_bounding_rect().right
        row_buttons = [b for b in buttons if b.rect.colliderect(label.rect.inflate(2000, 0))]
        assert all(drawn <= b.rect.x for b in row_buttons), (label.text, drawn, [b.rect.x for b in row_buttons])
        assert label.image().get_height() < 2 * label.size  # one line


def test_a_french_question_mark_never_starts_a_wrapped_line(ctx: Context) -> None:
    """The lobby chat wrapped "on commence bientôt ?" with the "?" alone on the next line."""
    from game.ui import kit_for

    kit = kit_for(ctx)
    text = "Béa: Salut à tous, on commence bientôt ?"
    for width in range(80, 400, 7):
        lines = kit.text.wrap(text, kit.theme.font_small, width)
        assert not any(line.startswith("?") for line in lines), lines
    assert kit.text.wrap("Place 1  Ann", kit.theme.font_small, 500) == ["Place 1  Ann"]


def test_a_placeholder_too_long_for_its_field_is_never_drawn_past_it(ctx: Context) -> None:
    """The French lobby's "Dites quelque chose (Entrée envoie)" ran out of its field."""
    from game.ui import TextInput, kit_for

    kit = kit_for(ctx)
    field = TextInput(kit, (10, 10, 160, kit.theme.button_height), placeholder="Dites quelque chose (Entrée envoie)")
    surface = pygame.Surface((400, 100), pygame.SRCALPHA)
    surface.fill((1, 2, 3, 255))
    field.draw(surface)
    beyond = surface.subsurface((field.rect.right, 0, 400 - field.rect.right, 100))
    assert all(beyond.get_at((x, y))[:3] == (1, 2, 3) for x in range(0, beyond.get_width(), 3)
               for y in range(0, 100, 3))


@pytest.mark.parametrize(("label", "hint"), [("Rareté : peu commune", "R"), ("Zeldzaamheid: ongewoon", "R"),
                                             ("Volgorde: zeldzaamheid", "S"), ("Créer une partie en réseau", "C")])
def test_a_buttons_label_never_runs_over_its_key_hint(ctx: Context, label: str, hint: str) -> None:
    """In the deck builder "Rareté : peu commune" covered its "R" (the label was only kept
    inside the button, not clear of its hint)."""
    from game.ui import Button, kit_for

    kit = kit_for(ctx)
    theme = kit.theme
    for width in (theme.px(180), theme.px(220), theme.px(300)):
        button_ = Button(kit, (0, 0, width, theme.button_height), label, lambda: None, hint=hint)
        size, centre = button_.label_place()
        right = centre + kit.text.size(label, size, "text_bold")[0] // 2
        hint_left = width - theme.px(10) - kit.text.size(hint, theme.font_small)[0]
        assert right <= hint_left - theme.px(2), (width, size)
        assert size >= 8


def test_left_and_right_cross_side_by_side_controls_as_the_footer_promises(ctx: Context) -> None:
    """On the game cards in a row and New game's two columns, Left and Right did nothing, though
    every footer says "Arrows or Tab to move"."""
    from game.scenes.choosegame import ChooseGameScene
    from game.scenes.newgame import NewGameScene

    ctx.services["net"] = FakeNet()
    cards = ChooseGameScene(ctx, "solo")
    ctx.stack.push(cards)
    run(ctx)
    first = cards.group.focus.current
    assert first is not None
    cards.handle(key(pygame.K_RIGHT))
    second = cards.group.focus.current
    assert second is not None and second.rect.centerx > first.rect.centerx
    cards.handle(key(pygame.K_LEFT))
    assert cards.group.focus.current is first
    form = NewGameScene(ctx, "solo")
    ctx.stack.push(form)
    run(ctx)
    left = next(w for w in form.group.widgets if getattr(w, "text", "").startswith("Length:"))
    form.group.focus.focus(left)
    form.handle(key(pygame.K_RIGHT))
    right = form.group.focus.current
    assert right is not None and right.rect.x > left.rect.right  # the other column, at about its height
    assert abs(right.rect.centery - left.rect.centery) < left.rect.height * 2


def test_a_guests_lobby_says_where_the_table_is_not_where_players_join(ctx: Context) -> None:
    """Joining by address, the guest's lobby said "Players join at abc:47470", the host's words."""
    from game.scenes.lobby import LobbyScene

    table = {"name": "T", "seats": [{"seat": 0, "kind": "human", "name": "Ann", "taken": True, "present": True}]}
    guest = LobbyScene(ctx, StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=1),
                       address="abc:47470")
    ctx.stack.reset(guest)
    run(ctx)
    texts = [getattr(w, "text", "") for w in guest.group.widgets]
    assert ctx.tr("lobby.address_guest", address="abc:47470") in texts
    assert ctx.tr("lobby.address", address="abc:47470") not in texts


def test_a_focused_slider_takes_home_end_and_page_keys_and_wears_the_buttons_focus_ring(ctx: Context) -> None:
    """On Settings, Home, End and Page Down did nothing on a slider, and a focused slider or toggle
    wore a 1-pixel outline a player could not see (buttons glow)."""
    from game.ui import kit_for
    from game.ui.controls import Slider, Toggle

    kit = kit_for(ctx)
    values: list[float] = []
    slider = Slider(kit, (20, 20, 400, 40), "Music", 0.5, values.append)
    slider.set_focus(True)
    for k, expected in ((pygame.K_END, 1.0), (pygame.K_PAGEDOWN, 0.75), (pygame.K_HOME, 0.0), (pygame.K_PAGEUP, 0.25)):
        assert slider.handle(key(k))
        assert slider.value == expected
    toggle = Toggle(kit, (20, 100, 400, 40), "Reduced motion", False, lambda on: None)
    for widget in (slider, toggle):
        surface = pygame.Surface((460, 180), pygame.SRCALPHA)
        widget.set_focus(True)
        widget.draw(surface)
        accent = kit.theme.palette.accent
        ring = sum(1 for x in range(0, 460) for y in range(0, 180)
                   if not widget.rect.collidepoint(x, y) and surface.get_at((x, y))[:3] == tuple(accent[:3]))
        assert ring > 3 * (widget.rect.width + widget.rect.height), type(widget).__name__  # a 1-px ring: 2x


def test_the_rules_screens_tab_order_reads_the_top_row_left_to_right(ctx: Context) -> None:
    """A keyboard player's Tab went from Back to the game button at the right, then back left to
    the tabs: it now follows the screen as it reads (Rules, Cards, the game), then the list, Back."""
    from game.scenes.rules import RulesScene

    ctx.stack.push(RulesScene(ctx))
    run(ctx)
    scene = ctx.stack.top
    order = []
    for _ in range(6):
        scene.handle(key(pygame.K_TAB))
        current = scene.group.focus.current
        order.append(getattr(current, "text", type(current).__name__))
    assert order == ["Back", "Rules", "Cards", "Game: Elixir", "ListView", "Back"]


def test_the_choose_game_screen_has_one_highlight_which_follows_the_keys(ctx: Context) -> None:
    """Elixir's button stayed gold while the keys' ring was on Elixir Quest's: two games looked
    chosen. The gold follows the focus."""
    from game.scenes.choosegame import ChooseGameScene

    ctx.stack.push(ChooseGameScene(ctx, "solo"))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, ChooseGameScene)
    surface = pygame.Surface(ctx.size)
    scene.draw(surface)
    assert [b.style for b in scene.game_buttons] == ["primary", "normal", "normal"]
    scene.handle(key(pygame.K_RIGHT))
    scene.handle(key(pygame.K_RIGHT))
    scene.draw(surface)
    assert scene.group.focus.current is scene.game_buttons[2]
    assert [b.style for b in scene.game_buttons] == ["normal", "normal", "primary"]
    scene.handle(key(pygame.K_DOWN))  # to Back: Enter would go back, so no game is gold
    scene.draw(surface)
    assert getattr(scene.group.focus.current, "text", "") == "Back"
    assert [b.style for b in scene.game_buttons] == ["normal", "normal", "normal"]


def test_the_rules_screen_tells_the_auctions_minimum_bid_and_who_is_passed_over() -> None:
    """A new player read the in-game rules and was surprised twice: the rule book's minimum bid
    (as many Finds as offered) was not said, nor that a player with no Find is passed over as a
    seller and one who cannot beat the bid passes."""
    from game.i18n import Translator

    body = Translator("en")("rules.transactions.body")
    assert "at least as many as the Finds offered" in body
    assert "a player with no Find is passed over" in body and "cannot beat the bid passes" in body
    assert "the seller takes it back" in body


def test_settings_open_with_the_keys_on_the_language(ctx: Context) -> None:
    """Settings opened with no focus shown until Tab; the keys now start on the language, the
    first setting they can change (not the name, where an L would be typed)."""
    from game.scenes.settings_scene import SettingsScene

    ctx.stack.push(SettingsScene(ctx))
    run(ctx)
    scene = ctx.stack.top
    focused = scene.group.focus.current
    assert isinstance(focused, Button) and focused.text.startswith("Language")
    scene.handle(key(pygame.K_DOWN))
    scene.rebuild()  # a rebuild keeps the keys where they were
    assert scene.group.focus.current is not None and getattr(scene.group.focus.current, "text", "").startswith("Window")


def test_the_default_table_name_of_a_long_player_name_ends_at_a_word(ctx: Context) -> None:
    """A long name made the New game screen's default table name end mid-word at 24 characters."""
    from game.scenes.newgame import NewGameScene

    ctx.settings = ctx.settings.with_changes(name="Barty Stormcrownson")
    scene = NewGameScene(ctx, "host")
    full = ctx.tr("newgame.default_table", name="Barty Stormcrownson")
    assert len(full) > 24 and len(scene.table_name) <= 24
    assert scene.table_name.endswith("…") and full.startswith(scene.table_name[:-1])
    assert full[len(scene.table_name) - 1] == " "  # cut where a word ends
