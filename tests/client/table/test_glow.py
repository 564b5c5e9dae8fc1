"""The glow around a card that can be chosen hugs the card's edge."""

from __future__ import annotations

import pytest

from game.i18n import Translator
from game.table.cardsize import card_height
from game.table.res import Resources
from game.tables.elixir.cardface import CardFaces
from game.tables.elixir.foreground import ForegroundPainter
from tests.client.table.harness import make_ctx


@pytest.mark.parametrize("width", [66, 100, 112, 240])
def test_a_cards_glow_rings_its_edge_not_a_border_away(width: int) -> None:
    """A tester took the ring around a playable card in the hand for a stray frame set off from
    the card: it was scaled with twice the art's margin, so it floated about 7 px out at 112 px."""
    make_ctx()
    res = Resources()
    painter = ForegroundPainter(res, CardFaces(res, "en"), Translator("en"), str)
    glow = painter.glow_for(width, "playable")
    margin = (glow.get_width() - width) / 2
    assert margin == round(width * 14 / 240)  # the art's 14 px around a 240 px card, to scale
    assert glow.get_height() == card_height(width) + 2 * margin
    ring = glow.get_bounding_rect()
    card_edge_x = int(margin)
    # the ring's brightest column lies within a few pixels of the card's edge
    alphas = [glow.get_at((x, glow.get_height() // 2))[3] for x in range(int(2 * margin) + 1)]
    assert abs(alphas.index(max(alphas)) - card_edge_x) <= max(2, width // 40), (alphas, card_edge_x)
    assert ring.width >= width
