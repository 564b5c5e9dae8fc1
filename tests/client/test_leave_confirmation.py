"""The game menu's "Leave the table?" confirmation: where its keys start.

Leaving a single-player game loses nothing (it is saved), so Enter confirms at once; leaving a
LAN seat hands it to a bot and leaving a hosted table closes it for everyone, so there the keys
start on Cancel, as the lobby's kick confirmation does.
"""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.context import Context  # noqa: E402
from game.scenes.gamemenu import GameMenu  # noqa: E402
from game.scenes.tableshell import ShellTable  # noqa: E402
from game.showcase import build_scene  # noqa: E402
from game.ui import Button, Dialog  # noqa: E402
from tests.client.events import key  # noqa: E402
from tests.client.test_scenes import run  # noqa: E402


def leave_dialog(ctx: Context, kind: str | None, seat: int | None = 0) -> tuple[ShellTable, Dialog]:
    """A table whose link is of `kind` (None: a link that does not say, as a LAN one), seat
    `seat`; Escape, then the menu's Leave: the table and the confirmation shown."""
    table = build_scene(ctx, "table", players=4, seed=3)
    assert isinstance(table, ShellTable)
    link: Any = table.link  # a StaticLink: given the kind and seat of the table played
    if kind is not None:
        link.kind = kind
    link.seat = seat
    ctx.stack.reset(table)
    run(ctx, 30)
    table.handle(key(pygame.K_ESCAPE))
    run(ctx)
    menu = ctx.stack.top
    assert isinstance(menu, GameMenu)
    menu.choose("leave")
    run(ctx)
    dialog = ctx.stack.top
    assert isinstance(dialog, Dialog)
    return table, dialog


def focused_text(dialog: Dialog) -> str:
    """The label of the dialog's button the keys are on."""
    current = dialog.group.focus.current
    assert isinstance(current, Button)
    return current.text


@pytest.mark.parametrize("kind", [None, "lan", "host"])
def test_leaving_a_lan_seat_or_a_hosted_table_starts_the_keys_on_cancel(ctx: Context, kind: str | None) -> None:
    """At a LAN table the dialog opened on the red Leave: Enter handed the seat to a bot."""
    table, dialog = leave_dialog(ctx, kind)
    assert focused_text(dialog) == ctx.tr("ui.cancel")
    leave = next(w for w in dialog.group.widgets if isinstance(w, Button) and w.text == ctx.tr("menu.leave_confirm"))
    assert leave.style == "danger"  # red-trimmed, not gold: gold beside the focused Cancel read as selected
    dialog.handle(key(pygame.K_RETURN))
    run(ctx)
    assert isinstance(ctx.stack.top, GameMenu)  # still at the table, its menu open
    assert table in ctx.stack._scenes  # noqa: SLF001


def test_leaving_a_saved_single_player_game_starts_the_keys_on_leave(ctx: Context) -> None:
    """Leaving a single-player game loses nothing: Enter still confirms at once."""
    _table, dialog = leave_dialog(ctx, "solo")
    assert focused_text(dialog) == ctx.tr("menu.leave_confirm")
    leave = next(w for w in dialog.group.widgets if isinstance(w, Button) and w.text == ctx.tr("menu.leave_confirm"))
    assert leave.style == "primary"


def test_a_spectator_leaving_loses_no_seat(ctx: Context) -> None:
    """A spectator at a LAN table has no seat to hand over: Enter leaves."""
    _table, dialog = leave_dialog(ctx, "lan", seat=None)
    assert focused_text(dialog) == ctx.tr("menu.leave_confirm")
