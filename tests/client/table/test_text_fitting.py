"""Text cut short to fit (`game.table.res.Resources.fitted`): a name keeps what tells it apart."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.res import Resources  # noqa: E402
from game.tables.magicoa.scene import MagicoaTable  # noqa: E402
from tests.client.table.fakelink import EngineLink  # noqa: E402
from tests.client.table.harness import make_ctx, render, settle  # noqa: E402

DUTCH_BOTS = ["Wizard", "Makkelijke bot 2", "Makkelijke bot 3", "Moeilijke bot 4", "Makkelijke bot 5",
              "Normale bot 6"]


def _res() -> Resources:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    return Resources()


def test_a_name_too_wide_keeps_its_number_after_the_ellipsis() -> None:
    res = _res()
    text, size = res.fitted("Makkelijke bot 5", 16, 60, "text_bold")
    assert text.endswith("… 5") and text != "… 5", text
    assert res.font("text_bold", size).size(text)[0] <= 60


def test_a_text_without_a_number_is_cut_at_its_end_and_one_that_fits_is_whole() -> None:
    res = _res()
    text, size = res.fitted("Bartholomew the Wanderer", 16, 50)
    assert text.endswith("…") and text.startswith("Bar") and res.font("text", size).size(text)[0] <= 50
    assert res.fitted("Ines 3", 16, 200) == ("Ines 3", 16)


def test_magicoas_six_panels_at_the_smallest_window_tell_the_dutch_bots_apart() -> None:
    """A Dutch tester read "Makkelijke bot…" on two of Magicoa's six panels at 1024x576: which
    easy bot was which was lost with the number."""
    ctx = make_ctx(size=(1024, 576), lang="nl")
    link = EngineLink(players=6, seed=3, game="magicoa", names=DUTCH_BOTS)
    scene = MagicoaTable(ctx, link)
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    settle(ctx, scene)  # type: ignore[arg-type]
    drawn: list[str] = []
    fitted = scene.res.fitted

    def spying(text: str, size: int, width: int, role: str = "text") -> tuple[str, int]:
        out = fitted(text, size, width, role)
        drawn.append(out[0])
        return out

    scene.res.fitted = spying  # type: ignore[method-assign]
    render(scene)  # type: ignore[arg-type]
    assert any("…" in t for t in drawn), "no name was cut: the panels are not as narrow as a tester saw them"
    for name in DUTCH_BOTS[1:]:
        number = name.rsplit(" ", 1)[1]
        shown = [t for t in drawn if t.startswith(name[:4]) and t.endswith(number)]
        assert shown, f"{name}'s panel lost its number: {[t for t in drawn if t.startswith(name[:4])]}"
