"""Every card face fits its texts in every language: the name on its banner and the rules text
in its box, at a size no smaller than the layout's minimum, with nothing squeezed.

The card faces are composed at their native size (then scaled for the hand and read at full
size in the zoom), so that is where the texts must fit.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

import assets  # noqa: E402
from engine.elixir.catalog import definitions  # noqa: E402
from game.i18n import LANGUAGES, card_text  # noqa: E402
from game.table.res import Resources  # noqa: E402
from game.tables.elixir.cardface import fit_name  # noqa: E402
from game.textfit import fit_text  # noqa: E402


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_name_and_text_fits_its_face_in_each_language(res: Resources, lang: str) -> None:
    layout = assets.layout()
    name_spec, text_spec = layout["name"], layout["text"]
    _, _, width, height = text_spec["rect"]
    squeezed: list[str] = []
    for key, defn in sorted(definitions().items()):
        name = card_text(defn.name, lang)
        fit = fit_name(name, name_spec, res.font)
        if not fit.fits:
            squeezed.append(f"name of {key}: {name!r}")
        text = card_text(defn.text, lang)
        body = fit_text(text, width, height, text_spec, res.font)
        if not body.fits or body.size < int(text_spec["min_size"]):
            squeezed.append(f"text of {key} at size {body.size}: {text!r}")
    assert squeezed == []


def test_the_fit_check_catches_a_text_too_long_for_its_box(res: Resources) -> None:
    text_spec = assets.layout()["text"]
    _, _, width, height = text_spec["rect"]
    fit = fit_text("a very long rules text " * 40, width, height, text_spec, res.font)
    assert not fit.fits and fit.size == int(text_spec["min_size"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_magicoa_potion_name_is_whole_on_its_banner(res: Resources, lang: str) -> None:
    """A Dutch tester read "Raadsel van de" over half a "Raaf": a name on two lines at the
    banner's tight line spacing was laid as fitting its banner by its line steps, while its second
    line's letters (a font's full height) went below it, cut off on the table and in the zoom.
    Each name now fits with its last line's letters whole, and is not squeezed."""
    from engine.magicoa.potions import POTIONS
    from game.tables.magicoa.faces import NAME_RECT, NAME_SPEC

    cut = []
    for card in POTIONS:
        name = card_text({"en": card.name}, lang)
        fit = fit_text(name, NAME_RECT.width, NAME_RECT.height, NAME_SPEC, res.font)
        letters = (len(fit.lines) - 1) * fit.step + res.font(str(NAME_SPEC["font"]), fit.size).get_height()
        if not fit.fits or letters > NAME_RECT.height:
            cut.append((name, fit.lines, letters))
    assert cut == []
