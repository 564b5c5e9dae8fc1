"""Menu buttons with a key hint (New game's, Elixir Quest's and the lobby's start buttons and
their long "Ctrl+Enter", the results' way back and its "Esc"): the label is centred on the button,
at its full size and well clear of the hint, at the window sizes players use, in every language."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from game.i18n import LANGUAGES  # noqa: E402
from game.scenes.base import MenuScene  # noqa: E402
from game.showcase import build_scene  # noqa: E402
from game.ui.button import HINT_INSET, Button  # noqa: E402
from tests.client.test_layout_fit import make_ctx  # noqa: E402
from tests.client.test_scenes import run  # noqa: E402

SIZES = [(1024, 576), (1280, 720), (1920, 1080)]
SCENES = [("newgame", "elixir"), ("newgame", "quest"), ("lobby", "elixir"), ("results", "elixir"),
          ("results", "magicoa")]


def crowded_hints(button: Button) -> str | None:
    """What is wrong with how `button` places its label beside its key hint, if anything."""
    theme, text = button.kit.theme, button.kit.text
    label_size, centre = button.label_place()
    if label_size != (button.size or theme.font_body):
        return f"{button.text!r} shrunk to {label_size}"
    if abs(centre - button.rect.centerx) > 1:
        return f"{button.text!r} off centre by {centre - button.rect.centerx}"
    label_right = centre + text.size(button.text, label_size, "text_bold")[0] / 2
    hint_left = button.rect.right - theme.px(HINT_INSET) - text.size(button.hint, theme.font_small)[0]
    if hint_left - label_right < theme.px(16):
        return f"{button.text!r} {hint_left - label_right:.0f} px from {button.hint!r}"
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("name", "game"), SCENES)
def test_a_menu_buttons_label_is_centred_and_clear_of_its_key_hint(
        tmp_path: Path, lang: str, size: tuple[int, int], name: str, game: str) -> None:
    """"Start the game" sat centred but 10 px from "Ctrl+Enter" (Italian "Avvia la partita
    Ctrl+Invio" likewise) and read as pushed right against it; French "Retour à l'accueil" was
    shrunk beside "Échap"."""
    ctx = make_ctx(tmp_path, size, lang)
    scene = build_scene(ctx, name, game=game)
    ctx.stack.push(scene)
    run(ctx)
    assert isinstance(scene, MenuScene)
    hinted = [w for w in scene.group.widgets if isinstance(w, Button) and w.hint and w.visible]
    assert any(b.hint == ctx.tr("newgame.start_key") for b in hinted) or name == "results"
    assert [problem for b in hinted if (problem := crowded_hints(b))] == []
    assert all(b.rect.x >= 0 and b.rect.right <= size[0] for b in hinted)
