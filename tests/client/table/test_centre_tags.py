"""The owners' names over the centre cards never run into one another."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.res import Resources  # noqa: E402
from game.table.sprites import row  # noqa: E402
from game.tables.elixir.board import owner_tag_width  # noqa: E402
from tests.client.table.harness import make_ctx  # noqa: E402


def test_an_owners_name_stops_before_the_next_owners_name() -> None:
    """A tester read "Bot normaleBot facile 3" over an auction's card (its opener's) and the lot
    laid beside it (the seller's): the first name now fits its own card's width."""
    make_ctx()  # fonts up
    res = Resources()
    cards = [(90, 3, "auction"), *[(None, 2, "face_down")] * 7]
    slots = row(len(cards), pygame.Rect(150, 300, 700, 120), 72)
    first = owner_tag_width(cards, slots, 0, 140, 6)
    assert first <= slots[1].rect().x - slots[0].rect().x - 6
    name = res.fit_text("Bot normale 4", 14, first, (255, 255, 255), "text_bold")
    assert slots[0].rect().x + name.get_width() < slots[1].rect().x
    assert owner_tag_width(cards, slots, 1, 140, 6) == 140  # the last owner's run: the whole width
    spread = [(90, 3, "auction"), (91, 3, "auction"), (None, 2, "face_down")]
    wide = row(3, pygame.Rect(150, 300, 700, 120), 72)
    assert owner_tag_width(spread, wide, 0, 140, 6) == min(140, wide[2].rect().x - wide[0].rect().x - 6)
