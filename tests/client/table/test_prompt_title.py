"""A prompt title too long for one line is drawn on two lines whose ink stays inside the prompt bar."""

from __future__ import annotations

import pytest

from game.table.layout import compute
from game.table.res import GOLD_LIGHT, Resources
from tests.client.table.harness import make_ctx

LONG_TITLES = [
    "Bot 4 opened a Flea Market: join with 2 Finds?",
    "Bot 4 ouvre une Brocante : participer avec 2 Trouvailles ?",
    "Bot 2 vous lance Malédiction du crapaud : la subir, ou donner 2 Trouvailles ?",
]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
@pytest.mark.parametrize("title", LONG_TITLES)
def test_a_long_prompt_title_wraps_inside_the_prompt_bar(title: str, size: tuple[int, int]) -> None:
    make_ctx()
    res = Resources()
    lay = compute(size, 4, 0)
    bar = lay.prompt
    text_w = bar.width * 2 // 5  # three wide buttons take the rest of the bar
    two = res.two_lines(title, lay.px(19), text_w, "text_bold")
    assert two is not None, "the title does not fit one line at full size"
    size_px, lines = two
    assert 1 <= len(lines) <= 2 and " ".join(lines) == title
    border = lay.px(5)  # the bar's gold frame
    for img, rect in res.stacked(lines, size_px, bar.x + lay.px(16), bar.centery, GOLD_LIGHT, "text_bold", 1):
        ink = img.get_bounding_rect().move(rect.topleft)
        assert ink.width <= text_w
        assert bar.top + border <= ink.top and ink.bottom <= bar.bottom - border, (ink, bar)


def test_a_title_that_fits_stays_on_one_line_and_a_long_one_takes_two() -> None:
    make_ctx()
    res = Resources()
    assert res.two_lines("Your turn.", 19, 600, "text_bold") is None
    two = res.two_lines(LONG_TITLES[2], 19, 360, "text_bold")
    assert two is not None and len(two[1]) == 2
