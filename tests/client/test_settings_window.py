"""The settings screen shows the window's own size."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.app import App, WindowOptions, make_context
from game.scenes.settings_scene import WINDOW_SIZES, SettingsScene
from tests.client.test_scenes import button, click


def test_settings_show_the_size_the_window_was_started_with(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """A window started with `--size 1024x576` said "Window: 1280 × 720" (the saved setting);
    the next size offered then follows the window's own."""
    from game.scenes import settings_scene

    monkeypatch.setattr(settings_scene, "desktop_size", lambda: (1920, 1080))
    ctx = make_context(tmp_path / "settings.json")
    app = App(ctx, WindowOptions((1024, 576), sound=False), fixed_dt=1 / 60)
    app.open()
    try:
        assert (ctx.settings.window_width, ctx.settings.window_height) == (1280, 720)
        scene = SettingsScene(ctx)
        ctx.stack.push(scene)
        ctx.stack.apply_changes()
        shown = button(scene, ctx.tr("settings.window", w=1024, h=576))
        click(ctx, shown)
        ctx.stack.apply_changes()
        assert ctx.size == (ctx.settings.window_width, ctx.settings.window_height) == WINDOW_SIZES[0]
        button(scene, ctx.tr("settings.window", w=ctx.size[0], h=ctx.size[1]))
    finally:
        app.shutdown()
