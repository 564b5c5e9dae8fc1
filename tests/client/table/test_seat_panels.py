"""What the Elixir table's seat panels must keep showing: the seat number under a forfeit's hat."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

import pygame
import pytest

from game.tables.elixir.board import BoardPainter
from game.tables.elixir.plaque import number_centre
from game.tables.elixir.scene import TableScene
from tests.client.table.harness import make_table, settle


def board_of(scene: TableScene, view: dict[str, Any]) -> pygame.Surface:
    """The table's board painted for `view`."""
    places = dataclasses.replace(scene.places(), view=view)
    board = pygame.Surface(scene.layout.size)
    BoardPainter(scene.res, scene.faces, scene.plaques, scene.ctx.tr, scene.name).paint(board, scene.background(),
                                                                                        places)
    return board


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    """The colours of `rect` on `surface`."""
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def wearing(view: dict[str, Any], seat: int, hat: str) -> dict[str, Any]:
    """`view` with `seat` wearing `hat` (a forfeit's lasting effect shown as a hat)."""
    out = copy.deepcopy(view)
    out["seats"][seat]["modifiers"] = [{"uid": 9, "key": hat, "display": "hat", "data": {"hat": hat},
                                        "source": 1, "card": None, "turns": 3}]
    return out


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1024, 576)])
@pytest.mark.parametrize("hat", ["snail_shell", "thimble", "nightcap"])
def test_a_hat_never_covers_the_seat_number(size: tuple[int, int], hat: str) -> None:
    """The Snail's Pace shell hid the player's own "1", the Thimble Bot 3's "3": the digit that
    chooses a player must stay readable."""
    ctx, scene, link = make_table(players=5, size=size)
    settle(ctx, scene)
    assert scene.shown is not None and scene.seat == 0
    lay = scene.layout
    cx, cy = number_centre(lay.scale)
    half = lay.px(6)
    for seat, plaque in [(0, lay.home), *lay.plaques.items()]:
        bare, hatted = board_of(scene, scene.shown), board_of(scene, wearing(scene.shown, seat, hat))
        disc = pygame.Rect(plaque.x + cx - half, plaque.y + cy - half, 2 * half, 2 * half)
        assert pixels(hatted, disc) == pixels(bare, disc), seat
