"""Joining a LAN table from the window: the password dialog, a refusal, a kept seat, a closed table."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.context import Context
from game.link import LinkStatus, LinkUpdate
from game.offlinelinks import StaticLink
from game.scenes.lan import LanScene
from game.ui import Dialog
from tests.client.events import click_events, key, text
from tests.client.test_scenes import button, click, run

ANN = ("127.0.0.1", 47470)


class PasswordNet:
    """One table on the LAN, Ann's, with the password "sesame"; records every join."""

    def __init__(self, *, free: int = 2, error: str | None = None) -> None:
        self.free = free
        self.error = error
        """The refusal every join gets, whatever its password (None: the password decides)."""
        self.joined: list[tuple[str, int, str | None]] = []
        net = self

        class Browser:
            error = None

            def __init__(self, interfaces: Any = None) -> None:
                self._given = False

            def poll(self) -> list[Any] | None:
                from net.discovery import TableRecord
                from net.protocol import PROTOCOL_VERSION

                if self._given:
                    return None
                self._given = True
                return [TableRecord("ann", *ANN, PROTOCOL_VERSION, "elixir", "Ann's table", net.free, 4, "lobby",
                                    True)]

            def close(self) -> None:
                """Nothing to stop."""

        self.LanBrowser = Browser

    def join_lan(self, address: str, port: int, name: str, *, password: str | None = None,
                 tokens: Any = None, watch: bool = False) -> StaticLink:
        """Welcome to the lobby with the right password, else the refusal a host sends."""
        self.joined.append((address, port, password))
        error = self.error or (None if password == "sesame" else "bad_password")
        if error is not None:
            return StaticLink([LinkUpdate(status=LinkStatus.CLOSED, error=error)], seat=None)
        return StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table={"name": "Ann's table", "seats": []})], seat=1)


def open_lan(ctx: Context, net: Any) -> LanScene:
    """The LAN screen listing the tables `net` announces."""
    ctx.services["net"] = net
    ctx.stack.push(LanScene(ctx))
    run(ctx)
    scene = ctx.stack.top
    assert isinstance(scene, LanScene) and scene.list is not None
    return scene


def type_into(ctx: Context, typed: str) -> None:
    """Type `typed`, then Enter, into the top scene."""
    top = ctx.stack.top
    assert top is not None
    top.handle(text(typed))
    top.handle(key(pygame.K_RETURN))
    run(ctx, 3)


def test_the_password_field_has_the_keys_when_join_is_clicked_after_choosing_the_table(ctx: Context) -> None:
    """A click on the (already highlighted) table, then one on Join: the password dialog opened
    with its field deaf to the keys until it was clicked, so the password typed went nowhere."""
    net = PasswordNet()
    scene = open_lan(ctx, net)
    assert scene.list is not None
    for ev in click_events(scene.list.rect.move(0, 2).midtop):  # the table's row
        scene.handle(ev)
    run(ctx)
    assert ctx.stack.top is scene  # choosing the row does not join yet
    click(ctx, button(scene, ctx.tr("lan.join")))
    run(ctx)
    dialog = ctx.stack.top
    assert isinstance(dialog, Dialog) and dialog.input is not None and dialog.input.focused
    type_into(ctx, "sesame")
    assert net.joined == [(*ANN, "sesame")]


def test_a_click_beside_a_password_dialog_leaves_the_keys_in_its_field(ctx: Context) -> None:
    """However the dialog opened, a click outside it (on the screen dimmed behind) does not take
    the keyboard from its field."""
    net = PasswordNet()
    scene = open_lan(ctx, net)
    scene.handle(key(pygame.K_RETURN))
    run(ctx)
    dialog = ctx.stack.top
    assert isinstance(dialog, Dialog) and dialog.input is not None
    for ev in click_events(button(scene, ctx.tr("lan.join")).rect.center):
        dialog.handle(ev)
    assert dialog.input.focused
    type_into(ctx, "sesame")
    assert net.joined == [(*ANN, "sesame")]


def test_a_wrong_password_asks_for_it_again_instead_of_opening_an_empty_lobby(ctx: Context) -> None:
    """A wrong password opened an empty lobby behind "Wrong password"; OK went back to the list,
    where the table had to be chosen and its dialog opened again. Now the password dialog comes
    back at once, saying the password was wrong; the right one then gets in, Escape gives up."""
    net = PasswordNet()
    scene = open_lan(ctx, net)
    scene.handle(key(pygame.K_RETURN))
    run(ctx)
    type_into(ctx, "sesam")
    dialog = ctx.stack.top
    assert isinstance(dialog, Dialog) and dialog.prompt and dialog.message == ctx.tr("lan.password_wrong")
    assert [type(s).__name__ for s in ctx.stack._scenes] == ["LanScene", "Dialog"]  # noqa: SLF001
    assert dialog.input is not None and dialog.input.focused and dialog.input.text == ""
    type_into(ctx, "sesame")
    assert net.joined == [(*ANN, "sesam"), (*ANN, "sesame")]
    assert type(ctx.stack.top).__name__ == "LobbyScene"
    ctx.stack.top.handle(key(pygame.K_ESCAPE))
    run(ctx)
    scene.handle(key(pygame.K_RETURN))
    run(ctx)
    type_into(ctx, "wrong")
    ctx.stack.top.handle(key(pygame.K_ESCAPE))  # gives up
    run(ctx)
    assert ctx.stack.top is scene


def test_a_refused_join_explains_itself_over_the_list_not_over_an_empty_lobby(ctx: Context) -> None:
    """Any refusal before the lobby (here a full table) is told over the screen the player came
    from, and OK leaves them there."""
    scene = open_lan(ctx, PasswordNet(error="table_full"))
    scene.handle(key(pygame.K_RETURN))
    run(ctx)
    type_into(ctx, "sesame")
    assert [type(s).__name__ for s in ctx.stack._scenes] == ["LanScene", "Dialog"]  # noqa: SLF001
    assert ctx.stack.top.message == ctx.tr("net.error.table_full")  # type: ignore[union-attr]
    ctx.stack.top.handle(key(pygame.K_ESCAPE))  # type: ignore[union-attr]
    run(ctx)
    assert ctx.stack.top is scene


def test_coming_back_to_a_kept_seat_sends_the_password_this_window_gave_without_asking(ctx: Context) -> None:
    """The row said "your seat is kept for you", yet the window asked the password again (the
    host checks it even with the seat's token). The password a table let this window in with is
    remembered for this run, in memory only, and sent again."""
    from game.seattokens import store_for

    store_for(ctx).put(f"{ANN[0]}:{ANN[1]}", "tok", table="Ann's table")
    net = PasswordNet(free=0)
    scene = open_lan(ctx, net)
    assert scene.list is not None and ctx.tr("lan.your_seat", seats=4) in scene.list.rows[0].detail
    scene.handle(key(pygame.K_RETURN))
    run(ctx)
    type_into(ctx, "sesame")  # the first time, the password is asked
    assert type(ctx.stack.top).__name__ == "LobbyScene"
    ctx.stack.top.handle(key(pygame.K_ESCAPE))  # the player leaves the lobby, keeping the seat
    run(ctx)
    assert ctx.stack.top is scene
    scene.handle(key(pygame.K_RETURN))
    run(ctx, 3)
    assert type(ctx.stack.top).__name__ == "LobbyScene"  # no password dialog this time
    assert net.joined == [(*ANN, "sesame"), (*ANN, "sesame")]
    assert ctx.settings_path is not None
    written = [p.read_bytes() for p in ctx.settings_path.parent.rglob("*") if p.is_file()]
    assert written and all(b"sesame" not in data for data in written)


def test_the_title_rejoins_a_kept_seat_with_the_password_this_window_gave(ctx: Context) -> None:
    """The title's Rejoin sent no password, so a table with one refused it."""
    from game.scenes.netservice import remember_password
    from game.scenes.title import TitleScene
    from game.seattokens import store_for

    store_for(ctx).put(f"{ANN[0]}:{ANN[1]}", "tok", table="Ann's table")
    remember_password(ctx, *ANN, "sesame")
    net = PasswordNet(free=0)
    ctx.services["net"] = net
    title = TitleScene(ctx)
    ctx.stack.push(title)
    run(ctx)
    click(ctx, button(title, ctx.tr("title.rejoin", table="Ann's table")))
    run(ctx, 3)
    assert net.joined == [(*ANN, "sesame")] and type(ctx.stack.top).__name__ == "LobbyScene"


class GoneNet:
    """A host that is gone: every join ends with `error`, and forgets the seat, as the real link
    does for an error after which the host is gone for good (`game.netlink.session.GONE`)."""

    def __init__(self, error: str) -> None:
        self.error = error

    def join_lan(self, address: str, port: int, name: str, *, password: str | None = None,
                 tokens: Any = None, watch: bool = False) -> StaticLink:
        """Forget the seat, then say why."""
        if tokens is not None:
            tokens.forget(f"{address}:{port}")
        return StaticLink([LinkUpdate(status=LinkStatus.CLOSED, error=self.error)], seat=None)


def test_a_failed_rejoin_from_the_title_says_why_over_the_title_which_then_forgets_the_seat(ctx: Context) -> None:
    """Rejoin «Ann's table» after its host closed it opened an empty lobby behind "Nobody answers
    at this address", and after OK the title still offered it."""
    from game.scenes.title import TitleScene
    from game.seattokens import store_for

    store_for(ctx).put(f"{ANN[0]}:{ANN[1]}", "tok", table="Ann's table")
    ctx.services["net"] = GoneNet("unreachable")
    title = TitleScene(ctx)
    ctx.stack.push(title)
    run(ctx)
    rejoin = ctx.tr("title.rejoin", table="Ann's table")
    click(ctx, button(title, rejoin))
    run(ctx, 3)
    assert [type(s).__name__ for s in ctx.stack._scenes] == ["TitleScene", "Dialog"]  # noqa: SLF001
    assert ctx.stack.top.message == ctx.tr("net.error.unreachable")  # type: ignore[union-attr]
    ctx.stack.top.handle(key(pygame.K_RETURN))  # type: ignore[union-attr]
    run(ctx)
    assert ctx.stack.top is title
    assert all(getattr(w, "text", None) != rejoin for w in title.group.widgets)


@pytest.mark.parametrize("game", ["magicoa", "quest"])
def test_the_titles_continue_names_the_game_it_resumes(ctx: Context, tmp_path: Any, game: str) -> None:
    """The title offered "Continue" without saying which game was saved."""
    from engine.core.replay import save
    from engine.games import get_game
    from game.scenes.title import TitleScene
    from net.host import Host, SeatKind, SeatSpec

    players = 2 if game == "quest" else 4
    seats = [SeatSpec(SeatKind.HUMAN)] + [SeatSpec(SeatKind.BOT, "random")] * (players - 1)
    host = Host(get_game(game), {"players": players}, seats, seed=7)
    host.seats[0].token = "the player's"  # the window's own seat, as its local link takes it
    host.start_game()
    path = tmp_path / "solo.json"
    save(path, host.replay())  # a game under way, as the window saves it after every answer
    ctx.services["save_path"] = path
    title = TitleScene(ctx)
    ctx.stack.push(title)
    run(ctx)
    first = button(title, ctx.tr("title.continue_game", game=ctx.tr(f"games.{game}")))
    assert title.group.widgets.index(first) == 0


@pytest.mark.parametrize("lang", ["en", "fr", "nl", "it"])
def test_the_settings_auto_pass_help_never_runs_into_the_line_saying_where_settings_are_saved(lang: str) -> None:
    """At 1024x576 in French the help's last line was drawn over "Saved in …"."""
    from game.scenes.settings_scene import SettingsScene
    from game.ui import Label
    from tests.client.table.harness import make_ctx

    ctx = make_ctx((1024, 576), lang)
    ctx.services["shown_settings_path"] = "/home/someone/.config/elixir-arcade/settings.json"
    scene = SettingsScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    labels = {w.text: w for w in scene.group.widgets if isinstance(w, Label)}
    helped = labels[ctx.tr("settings.autopass.help")]
    saved = labels[ctx.tr("settings.saved_in", path="/home/someone/.config/elixir-arcade/settings.json")]
    assert helped.rect.bottom <= saved.rect.y


def test_an_empty_lan_list_stops_saying_it_is_looking_and_says_none_was_found(ctx: Context) -> None:
    """With no table on the network the list said "Looking for tables…" for ever."""
    from game.scenes.lan import NONE_FOUND_AFTER

    class Quiet:
        error = None

        def __init__(self, interfaces: Any = None) -> None:
            pass

        def poll(self) -> list[Any] | None:
            return []

        def close(self) -> None:
            """Nothing to stop."""

    net = PasswordNet(free=1)
    net.LanBrowser = Quiet
    ctx.services["net"] = net
    scene = LanScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    assert scene.list is not None and scene.list.empty == ctx.tr("lan.searching")
    run(ctx, int(NONE_FOUND_AFTER * 60) + 2)
    assert scene.list.empty == ctx.tr("lan.none_found")
    scene.rebuild()  # and it stays said when the screen is laid out again
    assert scene.list is not None and scene.list.empty == ctx.tr("lan.none_found")
