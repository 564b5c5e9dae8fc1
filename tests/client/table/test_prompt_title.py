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


@pytest.mark.parametrize("mark", ["?", "!", ":", ";", "»"])
def test_a_french_mark_after_a_space_never_starts_a_line_alone(mark: str) -> None:
    """A play-tester's French prompt wrapped as "... donner 2 Trouvailles" over a lone "?"."""
    make_ctx()
    res = Resources()
    title = f"Bot 2 vous lance Poches rétrécissantes : le subir, ou donner 2 Trouvailles {mark}"
    font_w = res.font("text_bold", 19).size(title)[0]
    for width in range(font_w // 2, font_w, 7):  # every width the bar may leave it, around the break
        for line in res.wrap(title, 19, width, "text_bold"):
            assert line.split()[0] not in ("?", "!", ":", ";", "»"), (width, line)
    lines = res.wrap(title, 19, res.font("text_bold", 19).size(title[:-2])[0], "text_bold")
    assert lines[-1] == f"Trouvailles {mark}"  # the word before the mark goes down with it


def test_an_opening_guillemet_stays_with_the_word_after_it() -> None:
    make_ctx()
    res = Resources()
    text = "Il crie « Abracadabra » et disparaît"
    width = res.font("text", 19).size("Il crie «")[0]
    lines = res.wrap(text, 19, width, "text")
    assert "« Abracadabra »" in lines and "Il crie" in lines


@pytest.mark.parametrize("text", ["Am-Stram-Gram komt uit bij Bot 2.", "Bot 4 neemt een spreuk van niveau 1."])
def test_a_number_stays_on_the_line_of_the_word_before_it(text: str) -> None:
    """The Dutch log wrapped "Bot" over "2." and "niveau" over "1."."""
    make_ctx()
    res = Resources()
    width = res.font("text", 15).size(text[:-2])[0]  # one line would need the last two characters
    lines = res.wrap(text, 15, width, "text")
    assert len(lines) == 2 and not lines[1][0].isdigit(), lines
