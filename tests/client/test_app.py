"""The app loop: fixed steps, global keys, resizing, errors in scenes, quitting."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.app import App, WindowOptions, make_context
from game.context import Context
from game.scene import Scene
from game.scenes.title import TitleScene
from tests.client.events import key


def small_app(tmp_path: Path, fixed_dt: float = 1 / 30) -> tuple[Context, App]:
    """A context with its settings in `tmp_path`, and a silent 800x450 app on fixed steps."""
    ctx = make_context(tmp_path / "settings.json")
    return ctx, App(ctx, WindowOptions((800, 450), sound=False), fixed_dt=fixed_dt)


class Exploding(Scene):
    """A scene whose input handling fails: the app must survive it."""

    def __init__(self, ctx: object) -> None:
        super().__init__(ctx)  # type: ignore[arg-type]
        self.updates = 0

    def handle(self, event: pygame.event.Event) -> bool:
        raise RuntimeError("boom")

    def update(self, dt: float) -> None:
        self.updates += 1


def test_fixed_steps_errors_and_quit(tmp_path: Path) -> None:
    ctx, app = small_app(tmp_path)
    scene = Exploding(ctx)
    app.open()
    pygame.event.clear()
    pygame.event.post(key(pygame.K_a))
    app.run(scene, max_frames=10)
    assert scene.updates == 20  # two fixed steps of 1/60 s per 1/30 s frame
    assert abs(ctx.clock.now - 10 / 30) < 1e-9
    assert ctx.messages == [] and app.toasts is not None  # the error became a toast
    assert any(t.text == ctx.tr("app.error") for t in app.toasts.items + app.toasts.waiting)


class Counting(Scene):
    """A scene that counts its updates and its drawings."""

    def __init__(self, ctx: object) -> None:
        super().__init__(ctx)  # type: ignore[arg-type]
        self.updates = 0
        self.draws = 0

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1


class FailingFrames(Counting):
    """A scene whose update and drawing fail every frame, then its input opens the way out."""

    def update(self, dt: float) -> None:
        super().update(dt)
        raise KeyError("players")  # as a view the window cannot read would

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        raise ValueError("no such card")


def test_a_scene_failing_every_frame_never_closes_the_window_and_is_told_once(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    ctx, app = small_app(tmp_path)
    scene = FailingFrames(ctx)
    app.open()
    pygame.event.clear()
    app.run(scene, max_frames=10)
    assert app.frames == 10 and scene.updates == 20 and scene.draws == 10  # the loop went on
    assert app.toasts is not None
    told = [t for t in app.toasts.items + app.toasts.waiting if t.text == ctx.tr("app.error")]
    logged = [r for r in caplog.records if r.name == "game.app" and r.levelname == "ERROR"]
    assert len(told) == 1 and len(logged) == 2  # once for the updates, once for the drawing: not every frame
    assert app.failures == ["updating FailingFrames: KeyError", "drawing FailingFrames: ValueError"]


def test_title_resize_fullscreen_and_window_close(tmp_path: Path) -> None:
    ctx = make_context(tmp_path / "settings.json", lang="fr")
    app = App(ctx, WindowOptions((1280, 720), sound=False), fixed_dt=1 / 60)
    frames: list[int] = []

    def script(a: App) -> None:
        frames.append(a.frames)
        if a.frames == 2:
            a.toggle_fullscreen()
            a.toggle_fullscreen()
            a.apply_window(ctx.settings.with_changes(window_width=1024, window_height=576))
        if a.frames == 4:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    app.on_frame = script
    app.run(TitleScene(ctx), max_frames=50)
    assert ctx.size == (1024, 576) and ctx.tr.lang == "fr"
    assert frames[-1] == 5 and ctx.stack.top is None
    assert app.first_frame_at is not None


def test_a_window_in_the_background_draws_less_and_a_hidden_one_draws_nothing(tmp_path: Path) -> None:
    ctx, app = small_app(tmp_path, 1 / 60)
    scene = Counting(ctx)
    app.open()
    pygame.event.clear()
    assert app.frame_rate() == 60
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.run(scene, max_frames=3)
    assert app.frame_rate() == 20 and scene.draws == 3  # still drawn: bots play on behind other windows
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    scene.draws = scene.updates = 0
    app.ctx.quit_requested = False
    app.frames = 0
    app.run(scene, max_frames=4)
    assert app.frame_rate() == 10
    assert scene.draws == 0 and scene.updates == 4  # game time goes on, nothing is drawn
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    app.frames = 0
    app.run(scene, max_frames=2)
    assert app.frame_rate() == 60 and scene.draws == 2


class InPlay(Counting):
    """A scene with a game in progress: closing the window would ask first."""

    def quit_warning(self) -> str | None:
        return "a game is in progress"


def test_a_termination_signal_quits_at_once_without_the_dialog_a_close_would_open(tmp_path: Path) -> None:
    """`kill` left a window with a game in progress open behind a "Quit?" dialog (SDL turns
    SIGTERM into a close request); it now quits, and the handler before it is put back."""
    import os
    import signal

    ctx, app = small_app(tmp_path)
    scene = InPlay(ctx)
    app.open()
    before = signal.getsignal(signal.SIGTERM)

    def on_frame(running: App) -> None:
        if running.frames == 3:
            os.kill(os.getpid(), signal.SIGTERM)

    app.on_frame = on_frame
    app.run(scene, max_frames=50)
    assert app.frames <= 4 and ctx.quit_requested
    assert signal.getsignal(signal.SIGTERM) is not app._terminated  # noqa: SLF001
    assert signal.getsignal(signal.SIGTERM) in (before, signal.SIG_DFL)


def test_closing_the_window_during_a_game_still_asks_first(tmp_path: Path) -> None:
    ctx, app = small_app(tmp_path)
    scene = InPlay(ctx)
    app.open()
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(scene, max_frames=5)
    assert app.frames == 5 and not ctx.quit_requested  # the dialog is up, the loop goes on


def test_the_window_is_never_smaller_than_the_game_can_be_read_at(tmp_path: Path) -> None:
    """At 800x600 the prompt bar's text fell to 5-8 pixels and raised cards ran into the bar:
    the window opens at least 1024x576 (a smaller saved size included), `--size` refuses less
    with a reason, and the window system is asked to keep resizing above it."""
    from game.cli import main
    from game.settings import MIN_WINDOW

    ctx, app = small_app(tmp_path)  # asks for 800x450
    app.open()
    assert ctx.size == MIN_WINDOW
    app.apply_window(ctx.settings.with_changes(window_width=900, window_height=700))
    assert ctx.size == (1024, 700)
    assert main(["play", "--size", "800x600"]) == 2
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)  # shrunk where no window manager honours the hint
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 600), w=800, h=600))
    app._events()
    assert ctx.size == (1024, 600) and pygame.display.get_surface().get_size() == (1024, 600)


class SeatedAtLan(InPlay):
    """A LAN table's stand-in: leaving it hands the seat to a bot (`TableShell.leave_costs`)."""

    def leave_costs(self) -> bool:
        return True


def test_closing_the_window_at_a_lan_seat_asks_with_the_keys_on_cancel(tmp_path: Path) -> None:
    """The game menu's Leave starts on Cancel where leaving costs a LAN seat; the window's own
    close button asked the same question with the keys on Quit, so Enter left the seat to a bot."""
    from game.ui import Button, Dialog

    for scene_type, expected in ((SeatedAtLan, "ui.cancel"), (InPlay, "app.quit")):
        ctx, app = small_app(tmp_path)
        ctx.stack.reset(scene_type(ctx))
        ctx.stack.apply_changes()
        app.close_requested()
        ctx.stack.apply_changes()
        dialog = ctx.stack.top
        assert isinstance(dialog, Dialog)
        focused = dialog.group.focus.current
        assert isinstance(focused, Button) and focused.text == ctx.tr(expected)
