"""A way out of every game, and nothing lost: the game menu, leaving and closing with a confirmation,
the single-player autosave and Continue, New game's remembered choices. In English and French.

The scripted tests run the real app (fixed 1/60 s frames, no sleeping) on the SDL dummy
drivers, with synthetic events posted to pygame's queue, and a real single-player game (the
in-process host runs its timers on the app's loop clock). The save and the settings live in
the test's temporary directory (`conftest._private_data_dir`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.bots import make_bot
from engine.core.replay import load, state_hash
from engine.elixir.options import RHYMES
from engine.games import get_game
from game import saves
from game.app import App, WindowOptions, make_context
from game.context import Context
from game.scenes.choosegame import ChooseGameScene
from game.scenes.gamemenu import ITEMS as GAME_MENU_ITEMS
from game.scenes.gamemenu import GameMenu
from game.scenes.newgame import NewGameScene
from game.scenes.tableshell import ShellTable
from game.scenes.title import TitleScene
from game.showcase import SCENES, build_scene
from game.ui import Button, Dialog
from net.host import Host, HostConfig, SeatKind, SeatSpec
from tests.client.events import click_events, key

LANGS = ("en", "fr")
MAX_FRAMES = 20000
Script = Callable[[App], Iterator[None]]


def run_app(settings: Path, lang: str, script: Script) -> App:
    """Run a fresh app (a "start" of the game) from the title; `script` advances one step per frame."""
    ctx = make_context(settings, lang=lang)
    app = App(ctx, WindowOptions((960, 540), sound=False), fixed_dt=1 / 60)
    steps = script(app)

    def on_frame(a: App) -> None:
        try:
            next(steps)
        except StopIteration:
            a.ctx.quit_requested = True

    app.on_frame = on_frame
    app.open()
    pygame.event.clear()
    app.run(TitleScene(ctx), max_frames=MAX_FRAMES)
    assert app.frames < MAX_FRAMES, "the script did not finish"
    return app


def press(k: int, mod: int = 0) -> None:
    """A key press, as the window would report it."""
    pygame.event.post(key(k, mod))


def letter(ctx: Context, catalog_key: str) -> int:
    """The key code of a hotkey letter chosen in the catalog."""
    return pygame.key.key_code(ctx.tr(catalog_key).lower())


def click(widget: Any) -> None:
    """A mouse click at the centre of `widget`."""
    for ev in click_events(widget.rect.center):
        pygame.event.post(ev)


def top(app: App) -> Any:
    return app.ctx.stack.top


def labels(scene: Any) -> list[str]:
    return [w.text for w in scene.group.widgets if isinstance(w, Button)]


def continues(tr: Any, game: str = "elixir") -> str:
    """The title's Continue button for a saved game of `game` (it names the game)."""
    return str(tr("title.continue_game", game=tr(f"games.{game}")))


def offers_continue(tr: Any, scene: Any) -> bool:
    """Whether the title offers to continue a saved game, of any game."""
    return any(text.startswith(tr("title.continue_game", game="\0").split("\0")[0]) for text in labels(scene))


def wait(app: App, until: Callable[[], bool], limit: int = 6000) -> Iterator[None]:
    """Frames until `until()` holds."""
    for _ in range(limit):
        if until():
            return
        yield
    raise AssertionError("waited too long")


class SeatPlayer:
    """Answers the player's own decisions (straight through the link) so the game moves on."""

    def __init__(self, seed: int) -> None:
        self.bot = make_bot("random", seed)
        self.answered: set[int] = set()

    def play(self, table: ShellTable) -> None:
        view = table.state.view
        if view is None or table.state.result is not None:
            return
        for d in table.state.ask:
            if d["id"] not in self.answered:
                self.answered.add(d["id"])
                table.link.answer(d["id"], self.bot.choose(view, d))


@pytest.mark.parametrize("lang", LANGS)
def test_menu_leave_close_and_continue_resume_the_same_state(tmp_path: Path, lang: str) -> None:
    settings = tmp_path / "settings.json"
    save = saves.data_dir() / "saves" / saves.SAVE_NAME
    seen: dict[str, Any] = {}
    player = SeatPlayer(7)

    def first_run(app: App) -> Iterator[None]:
        ctx, tr = app.ctx, app.ctx.tr
        yield
        assert isinstance(top(app), TitleScene) and not offers_continue(tr, top(app))
        press(pygame.K_ESCAPE)  # Esc on the title does not quit
        yield
        assert not ctx.quit_requested and isinstance(top(app), TitleScene)
        press(letter(ctx, "title.play.key"))
        yield
        assert isinstance(top(app), ChooseGameScene)  # the game first
        press(pygame.K_1)
        yield
        assert isinstance(top(app), NewGameScene) and top(app).game == "elixir"
        press(pygame.K_RETURN, pygame.KMOD_CTRL)  # the documented start key
        yield
        table = top(app)
        assert isinstance(table, ShellTable)
        host = table.link.server.host

        def played() -> bool:
            player.play(table)
            return host.seq >= 4

        yield from wait(app, played)
        assert save.exists()  # autosaved after every accepted answer
        # Esc opens the game menu; Esc again resumes.
        press(pygame.K_ESCAPE)
        yield
        assert isinstance(top(app), GameMenu)
        press(pygame.K_ESCAPE)
        yield
        assert top(app) is table
        # The mouse: the Menu button at the table, then Resume.
        assert table.menu_button is not None
        click(table.menu_button)
        yield
        menu = top(app)
        assert isinstance(menu, GameMenu)
        click(menu.buttons["resume"])
        yield
        assert top(app) is table
        # Leave, then cancel: the game goes on.
        press(pygame.K_ESCAPE)
        yield
        press(letter(ctx, "menu.leave.key"))
        yield
        dialog = top(app)
        assert isinstance(dialog, Dialog) and dialog.message == tr("menu.leave_body.solo")
        press(pygame.K_ESCAPE)
        yield
        assert isinstance(top(app), GameMenu)
        press(pygame.K_ESCAPE)
        yield
        assert top(app) is table and not table.link._closed  # noqa: SLF001
        # Closing the window asks first; cancelling keeps the game.
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        yield
        dialog = top(app)
        assert isinstance(dialog, Dialog) and dialog.title == tr("app.quit_title")
        assert dialog.message == tr("menu.leave_body.solo")
        click(next(w for w in dialog.group.widgets if isinstance(w, Button) and w.text == tr("ui.cancel")))
        yield
        assert top(app) is table and not ctx.quit_requested
        yield from wait(app, played)
        # Leave, and confirm: the title, which now offers Continue.
        press(pygame.K_ESCAPE)
        yield
        click(top(app).buttons["leave"])
        yield
        press(pygame.K_RETURN)
        yield
        assert isinstance(top(app), TitleScene)
        assert labels(top(app))[0] == continues(tr)
        assert table.link._closed  # noqa: SLF001  # the network thread has stopped: the state is final
        seen["hash"] = state_hash(host.game, host.state)
        seen["answers"] = list(host.answers)
        seen["log"] = [line[0] for line in table.log.lines]

    run_app(settings, lang, first_run)
    saved = load(save)
    assert saved.final_hash == seen["hash"] and list(saved.answers) == seen["answers"]

    def second_run(app: App) -> Iterator[None]:
        ctx, tr = app.ctx, app.ctx.tr
        yield
        assert labels(top(app))[0] == continues(tr)
        press(letter(ctx, "title.continue.key"))
        yield
        table = top(app)
        assert isinstance(table, ShellTable)
        host = table.link.server.host
        assert state_hash(host.game, host.state) == seen["hash"]  # exactly where it stopped
        assert list(host.answers) == seen["answers"]
        yield from wait(app, lambda: table.state.view is not None and table.link.seat == 0)
        # The log tells the game so far again (the host's story of it: the last events applied
        # may not have been shown before leaving), then says it goes on.
        told = [line[0] for line in table.log.lines]
        assert told[-1] == tr("table.log.resumed")
        assert told[:len(seen["log"])] == seen["log"] and len(seen["log"]) > 2
        before = host.seq

        def played() -> bool:
            player.play(table)
            return host.seq > before

        player.answered.clear()
        yield from wait(app, played)
        # Closing the window, confirmed: the app ends, the game stays saved.
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        yield
        assert isinstance(top(app), Dialog)
        press(pygame.K_RETURN)
        yield
        assert ctx.quit_requested
        yield
        raise AssertionError("the app should have quit")

    app = run_app(settings, lang, second_run)
    assert app.ctx.quit_requested and app.ctx.stack.top is None
    resumed = load(save)
    assert len(resumed.answers) > len(seen["answers"]) and list(resumed.answers[:len(seen["answers"])]) == \
        seen["answers"]


def finished_save(path: Path) -> str:
    """Write the autosave of a single-player game played to its end (bots cover every seat); its hash."""
    game = get_game("elixir")
    config = HostConfig(grace=0.0, bot_delay=0.0, cover_delay=0.0, react_floor=0.0)
    host = Host(game, {"players": 3}, [SeatSpec(SeatKind.HUMAN), SeatSpec(SeatKind.BOT, "random"),
                                       SeatSpec(SeatKind.BOT, "random")], config=config, seed=4, autosave=path,
                clock=lambda: 0.0)  # time stands still: every answer is due at once
    host.seats[0].token = "player-token"
    host.start_game()
    assert host.result is not None
    return state_hash(game, host.state)


@pytest.mark.parametrize("lang", LANGS)
def test_a_corrupt_save_is_reported_once_and_set_aside(ctx: Context, lang: str) -> None:
    ctx.set_language(lang)
    path = saves.save_path(ctx)
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "elixir-arcade/replay", "version": 1, "game": "elixir", "options": {}, "seed": 3,'
                    ' "answers": [{"decision": 1, "seat": 0, "choice": 5}], "hash": null, "meta": {}}')
    title = TitleScene(ctx)
    ctx.stack.push(title)
    ctx.stack.apply_changes()
    aside = path.with_name(path.name + saves.CORRUPT_SUFFIX)
    report = ctx.stack.top
    assert isinstance(report, Dialog) and report.title == ctx.tr("title.save_corrupt_title")
    assert report.message == ctx.tr("title.save_corrupt", path=str(aside))
    assert not path.exists() and aside.exists()
    assert not offers_continue(ctx.tr, title)
    report.handle(key(pygame.K_RETURN))
    ctx.stack.apply_changes()
    assert ctx.stack.top is title
    ctx.stack.reset(TitleScene(ctx))
    ctx.stack.apply_changes()
    assert isinstance(ctx.stack.top, TitleScene)  # reported once


@pytest.mark.parametrize("lang", LANGS)
def test_a_half_written_or_foreign_save_is_never_loaded(ctx: Context, lang: str) -> None:
    ctx.set_language(lang)
    path = saves.save_path(ctx)
    finished_save(path)
    data = json.loads(path.read_text())
    data["answers"] = data["answers"][: len(data["answers"]) // 2]  # the recorded hash no longer matches
    path.write_text(json.dumps(data))
    check = saves.check(path)
    assert check.replay is None and check.corrupt is not None and "hash" in check.reason
    path.write_text("not json at all")
    assert saves.check(path).replay is None and not path.exists()


def test_a_finished_game_save_is_removed_and_not_offered(ctx: Context) -> None:
    path = saves.save_path(ctx)
    finished_save(path)
    assert path.exists()
    title = TitleScene(ctx)
    ctx.stack.push(title)
    ctx.stack.apply_changes()
    assert not path.exists() and ctx.messages == []
    assert not offers_continue(ctx.tr, title)


def test_the_local_host_removes_the_save_when_the_game_ends(tmp_path: Path) -> None:
    import time

    from game.link import LinkState
    from game.netlink.local import LocalGameSpec, start_local_game

    path = tmp_path / "solo.json"
    link = start_local_game(LocalGameSpec("Tester", {"players": 3}, ("random", "random"), seed=11, bot_delay=0.0,
                                          react_floor=0.0, autosave=path))
    try:
        state = LinkState()
        bot = make_bot("random", 3)
        answered: set[int] = set()
        end = time.monotonic() + 120
        saw_save = False
        while state.result is None and time.monotonic() < end:
            for u in link.poll():
                state.fold(u)
            saw_save = saw_save or path.exists()
            if state.view is not None:
                for d in state.ask:
                    if d["id"] not in answered:
                        answered.add(d["id"])
                        link.answer(d["id"], bot.choose(state.view, d))
            time.sleep(0.002)  # waiting on the network thread, not on game time
        assert state.result is not None and saw_save
        assert not path.exists()  # the result reaches us after the save is gone
    finally:
        link.close()


@pytest.mark.parametrize("lang", LANGS)
def test_new_game_remembers_its_choices_and_enter_activates_the_focused_control(
        ctx: Context, tmp_path: Path, lang: str) -> None:
    from tests.client.test_scenes import FakeNet, button, run
    from tests.client.test_scenes import click as click_now

    ctx.set_language(lang)
    ctx.settings = ctx.settings.with_changes(language=lang)
    net = FakeNet()
    ctx.services["net"] = net
    scene = NewGameScene(ctx, "solo")
    ctx.stack.push(scene)
    run(ctx)
    tr = ctx.tr
    assert scene.rhyme == lang  # before any choice: the book of the interface language
    scene.handle(key(pygame.K_TAB))  # from the start button to the first control, "-"
    scene.handle(key(pygame.K_RETURN))  # Enter activates it: no game starts
    run(ctx)
    assert scene.players == 3 and not net.started
    click_now(ctx, button(scene, "+"))
    click_now(ctx, button(scene, "+"))
    click_now(ctx, button(scene, tr("newgame.method", value=tr("newgame.method.fast"))))
    other = RHYMES[(RHYMES.index(lang) + 1) % len(RHYMES)]  # the button steps to the next rhyme
    click_now(ctx, button(scene, tr("newgame.rhyme", value=tr(f"newgame.rhyme.{lang}"))))
    click_now(ctx, button(scene, tr("newgame.length", value=tr("newgame.length.default"))))
    click_now(ctx, button(scene, tr("newgame.payment", value=tr("newgame.payment.victim_chooses"))))
    click_now(ctx, button(scene, tr("newgame.bot_seat", n=3, level=tr("difficulty.normal"))))
    scene.handle(key(pygame.K_RETURN, pygame.KMOD_CTRL))
    run(ctx)
    assert net.started[0].options == {"players": 5, "first_player": "complete", "rhyme": other, "spell_points": 9,
                                      "forfeit_payment": "caster_draws"}
    assert net.started[0].bots == ("normal", "hard", "normal", "normal")
    # each bot named by its level, as a LAN lobby names them (they were all "Bot 2", "Bot 3"...)
    assert net.started[0].more["bot_names"] == (tr("lobby.bot_name.normal", n=2), tr("lobby.bot_name.hard", n=3),
                                                tr("lobby.bot_name.normal", n=4), tr("lobby.bot_name.normal", n=5))
    # every level named ("Bot 5" beside "Hard bot 2" left a player to guess it was the normal one)
    assert len({tr(f"lobby.bot_name.{level}", n=3) for level in ("easy", "normal", "hard")}) == 3
    assert tr("lobby.bot_name.normal", n=3) != "Bot 3"
    # A new start of the game: the same choices, read back from the settings file.
    again = make_context(ctx.settings_path)
    assert again.messages == []
    scene = NewGameScene(again, "solo")
    assert (scene.players, scene.method, scene.rhyme, scene.length, scene.payment) == \
        (5, "complete", other, 9, "caster_draws")
    assert scene.difficulty[:4] == ["normal", "hard", "normal", "normal"]
    # Corrupt or unknown values fall back to the defaults (and the player is told once).
    assert ctx.settings_path is not None
    data = json.loads(ctx.settings_path.read_text())
    data["new_game"].update(players=99, rhyme="klingon", difficulty="hard", spell_points=True, extra=1)
    ctx.settings_path.write_text(json.dumps(data))
    broken = make_context(ctx.settings_path)
    assert broken.messages == [broken.tr("app.settings_reset")]
    scene = NewGameScene(broken, "solo")
    assert (scene.players, scene.rhyme, scene.length, scene.method) == (4, lang, None, "complete")
    assert scene.difficulty == ["normal"] * 5


def test_starting_a_new_game_over_a_saved_one_asks_first(ctx: Context) -> None:
    from tests.client.test_scenes import FakeNet, run

    path = saves.save_path(ctx)
    path.parent.mkdir(parents=True)
    path.write_text("{}")
    net = FakeNet()
    ctx.services["net"] = net
    ctx.stack.push(NewGameScene(ctx, "solo"))
    run(ctx)
    ctx.stack.top.handle(key(pygame.K_RETURN, pygame.KMOD_CTRL))  # type: ignore[union-attr]
    run(ctx)
    assert isinstance(ctx.stack.top, Dialog) and not net.started
    ctx.stack.top.handle(key(pygame.K_ESCAPE))
    run(ctx)
    assert isinstance(ctx.stack.top, NewGameScene) and not net.started
    ctx.stack.top.handle(key(pygame.K_RETURN, pygame.KMOD_CTRL))
    run(ctx)
    ctx.stack.top.handle(key(pygame.K_RETURN))
    run(ctx)
    assert len(net.started) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_escape_never_quits_from_a_menu_screen(ctx: Context, lang: str) -> None:
    from tests.client.test_scenes import run

    ctx.set_language(lang)
    for name in SCENES:
        if name in ("table", "menu"):
            continue
        ctx.stack.reset(build_scene(ctx, name, players=4, seed=3))
        run(ctx, 2)
        for _ in range(3):
            ctx.stack.top.handle(key(pygame.K_ESCAPE))  # type: ignore[union-attr]
            run(ctx, 2)
            assert not ctx.quit_requested, name
            assert ctx.stack.top is not None, name
        assert isinstance(ctx.stack.top, TitleScene), name


@pytest.mark.parametrize("lang", LANGS)
def test_the_game_menu_items_and_hotkeys(ctx: Context, lang: str) -> None:
    from game.scenes.rules import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from tests.client.test_scenes import run

    ctx.set_language(lang)
    ctx.stack.reset(build_scene(ctx, "table", players=4, seed=3))
    run(ctx, 30)
    table = ctx.stack.top
    assert isinstance(table, ShellTable)
    letters = {item: pygame.key.key_code(ctx.tr(f"menu.{item}.key")) for item in GAME_MENU_ITEMS}
    assert len(set(letters.values())) == len(GAME_MENU_ITEMS) == 6
    for item, k in letters.items():
        assert ctx.tr(f"menu.{item}.key") in ctx.tr(f"menu.{item}").lower()
        table.open_menu()
        table.open_menu()  # twice in a frame: one menu
        run(ctx)
        menu = ctx.stack.top
        assert isinstance(menu, GameMenu) and len(ctx.stack) == 2
        menu.handle(key(k))
        run(ctx)
        shown = ctx.stack.top
        expected = {"resume": ShellTable, "rules": RulesScene, "cards": RulesScene, "settings": SettingsScene,
                    "leave": Dialog, "keys": ShellTable}[item]
        assert isinstance(shown, expected), item
        if item == "keys":  # the key help over the table; F1 and H close it as they open it
            assert table.help
            table.handle(key(pygame.K_F1))
            assert not table.help
            table.handle(key(pygame.K_F1))
            assert table.help
            table.handle(key(pygame.K_h))
            assert not table.help
        if item in ("rules", "cards"):
            assert shown.tab == item
        if item == "leave":  # a LAN seat: a bot keeps it
            assert shown.message == ctx.tr("menu.leave_body.lan")
        if item not in ("resume", "keys"):
            shown.handle(key(pygame.K_ESCAPE))  # back to the menu
            run(ctx)
            assert isinstance(ctx.stack.top, GameMenu)
            ctx.stack.top.handle(key(pygame.K_ESCAPE))
            run(ctx)
        assert ctx.stack.top is table


def test_a_language_changed_from_the_game_menu_reaches_the_table(ctx: Context) -> None:
    from game.scenes.settings_scene import SettingsScene
    from tests.client.test_scenes import button, click, run

    ctx.stack.reset(build_scene(ctx, "table", players=4, seed=3))
    run(ctx, 30)
    table = ctx.stack.top
    assert isinstance(table, ShellTable) and table.faces.lang == "en"
    table.handle(key(pygame.K_ESCAPE))
    run(ctx)
    ctx.stack.top.choose("settings")  # type: ignore[union-attr]
    run(ctx)
    settings = ctx.stack.top
    assert isinstance(settings, SettingsScene)
    click(ctx, button(settings, ctx.tr("settings.language", value="English")))
    ctx.stack.top.handle(key(pygame.K_ESCAPE))  # type: ignore[union-attr]
    run(ctx)
    assert isinstance(ctx.stack.top, GameMenu)
    assert table.faces.lang == "fr"  # the table behind the menu speaks French already
    ctx.stack.top.handle(key(pygame.K_ESCAPE))  # type: ignore[union-attr]
    run(ctx)
    assert ctx.stack.top is table and ctx.tr.lang == "fr"
    assert table.faces.lang == "fr" and table.menu_button is not None
    assert table.menu_button.hint == ctx.tr("menu.button_key") == "Échap"


@pytest.mark.parametrize("content", [b"\x00\xffgarbage{", b"[1, 2, 3]", b"\"just a string\""])
def test_an_unreadable_settings_file_is_kept_aside_reported_and_never_overwritten(tmp_path: Path,
                                                                                  content: bytes) -> None:
    """A settings file that is not one at all is moved aside before the defaults are used, and
    the player is told where it went; changing a setting then writes a new file beside it."""
    from game import settings as settings_mod

    path = tmp_path / "settings.json"
    path.write_bytes(content)
    ctx = make_context(path)
    aside = tmp_path / ("settings.json" + settings_mod.UNREADABLE_SUFFIX)
    assert aside.read_bytes() == content and not path.exists()
    assert ctx.messages == [ctx.tr("app.settings_unreadable", path=str(aside))]
    ctx.apply_settings(ctx.settings.with_changes(name="Zed"))
    assert aside.read_bytes() == content and json.loads(path.read_text())["name"] == "Zed"


@pytest.mark.parametrize(("lang", "name"), [("en", "Wizard"), ("fr", "Sorcier"), ("nl", "Tovenaar"), ("it", "Mago")])
def test_the_first_start_names_the_player_in_the_language_chosen(tmp_path: Path, lang: str, name: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The default name stayed the English "Wizard" in every language."""
    from game import settings as settings_mod

    assert make_context(tmp_path / "a" / "settings.json", lang=lang).settings.name == name
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", {"en": "en_GB", "fr": "fr_FR", "nl": "nl_NL", "it": "it_IT"}[lang] + ".UTF-8")
    loaded, _ = settings_mod.load(tmp_path / "b" / "settings.json")
    assert loaded.language == lang and loaded.name == name
    path = tmp_path / "c" / "settings.json"  # a saved name is the player's, whatever the language
    path.parent.mkdir()
    path.write_text(json.dumps({"name": "Zed"}))
    assert make_context(path, lang=lang).settings.name == "Zed"
