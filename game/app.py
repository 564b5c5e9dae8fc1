"""The app: the window, the fixed-timestep loop, the scene stack, toasts and global keys.

Loop: each frame reads input (handed to the top scene), advances game time in fixed steps
of `STEP` seconds with an accumulator (at most `MAX_STEPS` per frame, so a slow frame never
spirals), ticks the `GameClock` that drives every tween, draws the visible scenes bottom
first, then applies scene changes. The network runs on background threads (see
`game.netlink`), so nothing here waits on it.

Frame rate: `FPS` while the window has the input focus, `UNFOCUSED_FPS` while another window
has it, and while the window is minimised or hidden nothing is drawn at all (`HIDDEN_FPS`
loop turns a second): a window left open should not hold half a core (measured under Xvfb:
about half a core at 60 frames a second, most of it presenting the frame).

Global keys: F11 toggles fullscreen. Closing the window quits (a table's link is closed by
its scene's `exit`, which leaves a LAN seat reclaimable), except while a scene on the stack
has a `quit_warning` (a game in progress): then a dialog asks first, with that warning; a
second close request while the dialog is up quits. A termination signal (SIGTERM: `kill`, a
desktop session ending) quits at once while the loop runs, with no dialog: SDL would turn it
into a close request that waits on one, and nothing is lost (a game offline is saved after
every answer, a LAN seat stays reclaimable).

Nothing a scene does closes the window: a failure in its input handling, its update or its
drawing (a bug, or a LAN host's view this window cannot show) is logged and told to the player
as a toast, and the loop goes on (an update or drawing that fails every frame is told once).

`App(..., fixed_dt=...)` makes every frame advance exactly that much game time and never
sleep: the demo and tests under the dummy video driver run as fast as the machine allows
and the same way every run.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

import pygame

from game import settings as settings_mod
from game.audio import Audio
from game.context import Context
from game.doubleclick import DoubleClick
from game.i18n import Translator
from game.scene import Scene
from game.scenes.routes import scene_routes
from game.ui import Dialog, Toasts, kit_for

log = logging.getLogger("game.app")

STEP = 1 / 60
MAX_STEPS = 8
FPS = 60
UNFOCUSED_FPS = 20
"""Frames a second while another window has the input focus: the table still moves (bots play,
a LAN game goes on) but a window left open behind others costs a third of the drawing."""
HIDDEN_FPS = 10
"""Loop turns a second while the window is minimised or hidden: nothing is drawn, game time and
the network go on (`MAX_STEPS` covers a turn of 1/10 s)."""


@dataclass
class WindowOptions:
    """How to open the window: size, fullscreen, whether sound is wanted."""

    size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    sound: bool = True


class App:
    """Owns the window and runs the scenes until the stack empties or a quit is requested."""

    def __init__(self, ctx: Context, window: WindowOptions | None = None, *,
                 fixed_dt: float | None = None) -> None:
        self.ctx = ctx
        self.window = window or WindowOptions((ctx.settings.window_width, ctx.settings.window_height),
                                              ctx.settings.fullscreen)
        self.fixed_dt = fixed_dt
        self.frames = 0
        self.frame_times: list[float] = []
        self.on_frame: Callable[[App], None] | None = None
        self.screen: pygame.Surface | None = None
        self.fullscreen = self.window.fullscreen
        self.windowed_size = self.window.size
        self.toasts: Toasts | None = None
        self.first_frame_at: float | None = None
        self.loop_seconds = 0.0
        self._quit_dialog: Dialog | None = None
        self.focused = True
        """Whether the window has the input focus (window events keep it; see `frame_rate`)."""
        self.shown = True
        """Whether the window can be seen (False while minimised or hidden: nothing is drawn)."""
        self.failures: list[str] = []
        """Each distinct failure of a scene's update or drawing so far ("updating TableScene:
        KeyError"), logged and told once; the demo fails when there is any."""
        """Seconds of loop time run so far: the sum of every frame's time step (exact under `fixed_dt`)."""
        self._started = time.perf_counter()
        self.clicks = DoubleClick()
        """The second click of a double click that changed the scene is not a click on the new one."""

    # ---- window -------------------------------------------------------------------------

    def open(self) -> pygame.Surface:
        """Initialise pygame, open the window, the audio, the kit; returns the screen surface."""
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(self.ctx.tr("app.caption"))
        self._set_mode(self.window.size, self.fullscreen)
        audio = Audio(self.ctx.settings.music_volume, self.ctx.settings.effects_volume, enabled=self.window.sound)
        if not audio.available and self.window.sound:
            self.ctx.notify(self.ctx.tr("app.no_sound"))
        self.ctx.services["audio"] = audio
        self.ctx.services["window"] = self
        self.ctx.clock.speed = self.ctx.settings.animation_speed or 1.0
        self.ctx.clock.instant = self.ctx.settings.animation_speed == 0.0
        self.toasts = Toasts(kit_for(self.ctx))
        with_icon = _icon()
        if with_icon is not None:
            pygame.display.set_icon(with_icon)
        pygame.key.set_repeat(400, 35)
        assert self.screen is not None
        return self.screen

    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> None:
        size = settings_mod.at_least_min_window(size)  # settings saved by an older version may be smaller
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        try:
            self.screen = pygame.display.set_mode((0, 0) if fullscreen else size, flags)
        except pygame.error as exc:
            log.warning("cannot set the display mode %s (%s); using a window", size, exc)
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            fullscreen = False
        self.fullscreen = fullscreen
        _keep_resizing_above_min()
        self._resized(self.screen.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        self.ctx.size = (max(1, size[0]), max(1, size[1]))
        kit_for(self.ctx)
        for scene in list(self.ctx.stack._scenes):  # noqa: SLF001 - every scene relayouts, not only the top
            scene.resized(self.ctx.size)

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen and the last window size."""
        if not self.fullscreen and self.screen is not None:
            self.windowed_size = self.screen.get_size()
        self._set_mode(self.windowed_size, not self.fullscreen)

    def apply_window(self, s: settings_mod.Settings) -> None:
        """Apply window settings changed in the settings scene."""
        self.windowed_size = (s.window_width, s.window_height)
        self._set_mode(self.windowed_size, s.fullscreen)

    # ---- loop ---------------------------------------------------------------------------

    def run(self, first: Scene, *, max_frames: int | None = None) -> int:
        """Push `first` and run until the stack is empty, a quit is asked, or `max_frames` frames."""
        if self.screen is None:
            self.open()
        self.ctx.stack.push(first)
        self.ctx.stack.apply_changes()
        audio = self.ctx.services.get("audio")
        if isinstance(audio, Audio):
            audio.start_music()
        clock = pygame.time.Clock()
        acc = 0.0
        last = time.perf_counter()
        previous = _on_terminate(self._terminated)
        try:
            while not self.ctx.quit_requested and self.ctx.stack.top is not None:
                start = time.perf_counter()
                real = self.fixed_dt if self.fixed_dt is not None else min(0.25, start - last)
                last = start
                self.loop_seconds += real
                self._events()
                acc += real
                steps = 0
                while acc >= STEP - 1e-9 and steps < MAX_STEPS:  # tolerate float drift
                    self._step(STEP)
                    acc -= STEP
                    steps += 1
                if steps == MAX_STEPS:
                    acc = 0.0
                if self.shown:
                    self._draw()
                self.ctx.stack.apply_changes()
                self.frames += 1
                self.frame_times.append(time.perf_counter() - start)
                if self.first_frame_at is None:
                    self.first_frame_at = time.perf_counter() - self._started
                if self.on_frame is not None:
                    self.on_frame(self)
                if max_frames is not None and self.frames >= max_frames:
                    break
                if self.fixed_dt is None:
                    clock.tick(self.frame_rate())
        finally:
            _release_terminate(previous)
            self.shutdown()
        return 0

    def _terminated(self, signum: int, frame: FrameType | None) -> None:
        """SIGTERM: quit at the end of this frame, asking nothing (see the module text)."""
        self.ctx.quit_requested = True

    def frame_rate(self) -> int:
        """Frames a second to aim at now: full speed with the focus, less without, least when hidden."""
        if not self.shown:
            return HIDDEN_FPS
        return FPS if self.focused else UNFOCUSED_FPS

    def loop_time(self) -> float:
        """`loop_seconds`, as a clock function (safe to call from other threads)."""
        return self.loop_seconds

    def _events(self) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.close_requested()
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.fullscreen:
                surface = pygame.display.get_surface()
                if surface is not None and surface.get_size() != settings_mod.at_least_min_window(surface.get_size()):
                    # made smaller than the minimum where no window manager honours the hint: grow back
                    self._set_mode(surface.get_size(), False)
                elif surface is not None and surface.get_size() != self.ctx.size:
                    self.screen = surface
                    self._resized(surface.get_size())
                continue
            if event.type in _WINDOW_STATES:
                self._window_state(event.type)
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            self.dispatch(event)

    def _window_state(self, kind: int) -> None:
        focused, shown = _WINDOW_STATES[kind]
        if focused is not None:
            self.focused = focused
        if shown is not None:
            self.shown = shown

    def close_requested(self) -> None:
        """The window's close button (pygame.QUIT): quit, or first ask when a game is in progress."""
        if self._quit_dialog is not None and self._quit_dialog.chosen is None:  # asked already: the player insists
            self.ctx.quit_requested = True
            return
        warned = next(((s, w) for s, w in ((s, s.quit_warning()) for s in reversed(self.ctx.stack._scenes))  # noqa: SLF001
                       if w), None)
        if warned is None:
            self.ctx.quit_requested = True
            return
        scene, warning = warned
        costs = getattr(scene, "leave_costs", None)  # a table: does leaving give up a LAN seat, close a table?
        tr = self.ctx.tr
        self._quit_dialog = Dialog(self.ctx, tr("app.quit_title"), warning,
                                   [(tr("app.quit"), self._quit), (tr("ui.cancel"), None)],
                                   careful=bool(costs()) if callable(costs) else False)
        self.ctx.stack.push(self._quit_dialog)

    def _quit(self) -> None:
        self.ctx.quit_requested = True

    def dispatch(self, event: pygame.event.Event) -> bool:
        """Give one input event to the top scene (tests and the demo driver call this too), but
        the second click of a double click whose first opened that scene (`game.doubleclick`)."""
        top = self.ctx.stack.top
        if top is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.clicks.swallows(
                event.pos, self.ctx.clock.real, (top, self._pointed(top, event.pos))):
            return True  # a double click's second half on the scene (or dialog) its first half opened
        try:
            return top.handle(event)
        except Exception:  # nothing the player does may close the game: log, tell, go on
            log.exception("error while handling %s", pygame.event.event_name(event.type))
            self.ctx.notify(self.ctx.tr("app.error"))
            return False

    def _pointed(self, scene: Scene, pos: tuple[int, int]) -> object:
        """What a press at `pos` would press in `scene` (`Scene.pointed`); nothing known if it fails."""
        try:
            return scene.pointed(pos)
        except Exception:  # noqa: BLE001 - the guard is a nicety: the click itself must still reach the scene
            log.exception("error while finding what lies at %s", pos)
            return None

    def _step(self, dt: float) -> None:
        self.ctx.clock.tick(dt)
        top = self.ctx.stack.top
        if top is not None:
            self._guarded(top, "updating", top.update, dt)
        if self.toasts is not None:
            while self.ctx.messages:
                self.toasts.show(self.ctx.messages.pop(0))
            self.toasts.update(dt)

    def _guarded(self, scene: Scene, doing: str, work: Callable[..., None], *args: object) -> None:
        """Run one frame's `work` of `scene` (its update or its drawing). A failure (a bug, or a
        view from a LAN host that this window cannot show) does not close the window: it is
        logged and told once per scene class and kind of error, since it may recur every frame,
        and the loop goes on (the player can still open the menu and leave)."""
        try:
            work(*args)
        except Exception as exc:  # noqa: BLE001 - nothing a scene does may close the game
            failure = f"{doing} {type(scene).__name__}: {type(exc).__name__}"
            if failure not in self.failures:
                self.failures.append(failure)
                log.exception("error while %s", failure)
                self.ctx.notify(self.ctx.tr("app.error"))

    def _draw(self) -> None:
        screen = self.screen
        if screen is None:
            return
        for scene in self.ctx.stack.visible():
            self._guarded(scene, "drawing", scene.draw, screen)
        if self.toasts is not None:
            self.toasts.draw(screen)
        pygame.display.flip()

    def shutdown(self) -> None:
        """Close every scene (their links leave their tables), stop the audio."""
        self.ctx.stack.clear()
        self.ctx.stack.apply_changes()
        audio = self.ctx.services.get("audio")
        if isinstance(audio, Audio):
            audio.stop()


_Handler = Callable[[int, FrameType | None], Any] | int | None
"""A signal's handler as `signal.signal` takes and returns it (None: one Python did not install)."""


def _on_terminate(handler: _Handler) -> _Handler:
    """Route SIGTERM to `handler` (the main thread only can); what was there before, to put back."""
    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGTERM, handler)


def _release_terminate(previous: _Handler) -> None:
    """Put back the SIGTERM handler `_on_terminate` replaced (SDL's, which Python cannot name,
    becomes the default: the loop is over)."""
    if threading.current_thread() is not threading.main_thread():
        return
    signal.signal(signal.SIGTERM, signal.SIG_DFL if previous is None else previous)


_WINDOW_STATES: dict[int, tuple[bool | None, bool | None]] = {
    pygame.WINDOWFOCUSGAINED: (True, None),
    pygame.WINDOWFOCUSLOST: (False, None),
    pygame.WINDOWMINIMIZED: (None, False),
    pygame.WINDOWHIDDEN: (None, False),
    pygame.WINDOWRESTORED: (None, True),
    pygame.WINDOWMAXIMIZED: (None, True),
    pygame.WINDOWSHOWN: (None, True),
}
"""What each window event says: (has the focus, can be seen), None where it says nothing."""


def _keep_resizing_above_min() -> None:
    """Ask the window system to keep the window at least `MIN_WINDOW` when the player resizes
    it (nothing where the video driver has no such window, as with the dummy driver)."""
    try:
        with warnings.catch_warnings():  # pygame-ce 2.5 names no other way to the display's window
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = settings_mod.MIN_WINDOW
    except (pygame.error, AttributeError, ValueError):
        log.debug("the window cannot be given a minimum size here")


def _icon() -> pygame.Surface | None:
    try:
        import assets

        return pygame.image.load(str(assets.path("icons/bottle_4.png")))
    except (ImportError, AttributeError, FileNotFoundError, pygame.error):
        return None


def make_context(settings_path: Path | None = None, *, lang: str | None = None) -> Context:
    """A context with the player's saved settings (a reset message is queued as a toast) and
    every scene's route (`game.scenes.routes`)."""
    first_start = not (settings_path or settings_mod.config_dir() / "settings.json").exists()
    loaded, problem = settings_mod.load(settings_path)
    if lang is not None:
        loaded = loaded.with_changes(language=lang)
        if first_start:  # the player's name too is said in the language chosen
            loaded = loaded.with_changes(name=Translator(lang)("settings.default_name"))
    ctx = Context(loaded, settings_path=settings_path, routes=scene_routes())
    ctx.set_language(loaded.language)
    if problem is not None:
        log.warning("%s", problem.message)
        ctx.notify(ctx.tr("app.settings_unreadable", path=str(problem.kept_at)) if problem.kept_at
                   else ctx.tr("app.settings_reset"))
    return ctx


def headless() -> bool:
    """Whether SDL renders to no screen (the dummy video driver, as in CI)."""
    return os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen")
