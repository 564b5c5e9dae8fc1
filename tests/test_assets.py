"""The shipped assets: credits, card art for every card, fonts, sounds, and a deterministic generator."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import re  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import warnings  # noqa: E402
import wave  # noqa: E402
from fnmatch import fnmatch  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

import assets  # noqa: E402
from engine.elixir.cards import TransactionKind  # noqa: E402
from engine.elixir.ingredients import Ingredient  # noqa: E402
from tools.card_list import catalog_cards, fallback_cards  # noqa: E402
from tools.make_assets import missing_art  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
FRENCH = "Élixir à la citrouille, ça brûle ! Œuf, cœur, où, naïf, Noël"


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def _asset_files() -> list[str]:
    return sorted(p.relative_to(ASSETS).as_posix() for p in ASSETS.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts)


def _credited() -> set[str]:
    text = (ASSETS / "CREDITS.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\| `([^`]+)` \|", text, flags=re.MULTILINE))


def test_every_file_under_assets_is_in_credits() -> None:
    credited = _credited()
    patterns = [c for c in credited if "*" in c]
    missing = [f for f in _asset_files() if f not in credited and not any(fnmatch(f, p) for p in patterns)]
    assert not missing, f"not in assets/CREDITS.md (run `python -m tools.make_assets`): {missing}"


def test_every_credited_file_exists() -> None:
    stale = sorted(f for f in _credited() if "*" not in f and not (ASSETS / f).is_file())
    assert not stale, f"CREDITS.md lists files that do not exist: {stale}"


def _load(rel: str) -> pygame.Surface:
    assert assets.exists(rel), f"missing asset {rel}"
    return pygame.image.load(str(assets.path(rel)))


def test_shipped_art_covers_the_current_card_set() -> None:
    cards = catalog_cards()
    if cards is None:
        pytest.skip("engine.elixir.catalog does not exist yet")
    assert len(missing_art(cards)) < len(cards) // 2, "most cards lack art: run `python -m tools.make_assets`"


def test_ingredients_and_transactions_have_their_own_art() -> None:
    w, h = assets.layout()["art"]["rect"][2:]
    for ing in Ingredient:
        rel = assets.card_art(f"ing.{ing.value}", "ingredient", ingredient=ing.value)
        assert rel == assets.card_art_name("", "ingredient", ingredient=ing.value)
        assert _load(rel).get_size() == (w, h)
        assert _load(assets.ingredient_icon(ing.value, 64)).get_size() == (64, 64)
        assert _load(assets.ingredient_icon(ing.value, 32)).get_size() == (32, 32)
    for t in TransactionKind:
        rel = assets.card_art(f"tx.{t.value}", "transaction", transaction=t.value)
        assert "generic" not in rel
        assert _load(rel).get_size() == (w, h)


def test_every_catalog_card_has_art() -> None:
    cards = catalog_cards()
    if cards is None:
        pytest.skip("engine.elixir.catalog does not exist yet")
    for c in cards:
        rel = assets.card_art_for({"key": c.key, "kind": c.kind, "level": c.level, "ingredient": c.ingredient,
                                   "transaction": c.transaction, "magical": c.magical})
        assert _load(rel).get_width() > 0
    # a card added after the last `python -m tools.make_assets` shows a generic picture; say so
    # without failing the build of whoever added it (`python -m tools.make_assets --check` fails)
    missing = missing_art(cards)
    if missing:
        warnings.warn(f"cards showing generic art until `python -m tools.make_assets` is run: {missing}",
                      stacklevel=1)


def test_frames_backs_and_badges_exist_at_the_face_size() -> None:
    size = tuple(assets.layout()["card_size"])
    rels = [assets.frame("spell", level=lv) for lv in range(1, 5)]
    rels += [assets.frame("object", magical=True), assets.frame("object", magical=False),
             assets.frame("ingredient"), assets.frame("transaction")]
    rels += [assets.card_back("find")] + [assets.card_back("spell", lv) for lv in range(1, 5)]
    for rel in rels:
        assert _load(rel).get_size() == size, rel
    assert assets.frame("object", magical=True) != assets.frame("object", magical=False)
    for lv in range(1, 5):
        _load(assets.badge("spell", level=lv))
        _load(f"icons/bottle_{lv}.png")
        _load(assets.generic_art("spell", level=lv))
    for rel in ("icons/magic.png", "icons/plain.png", "icons/coin.png", "icons/any_time.png",
                "ui/table.png", "ui/plaque.png", "ui/button_normal.png", "ui/panel.png",
                "ui/highlight_playable.png", "effects/nickname.png", "effects/hat_wizard.png",
                "effects/hop.png", "effects/croak.png"):
        _load(rel)


def test_every_lasting_effect_of_the_card_set_has_a_badge() -> None:
    try:
        from engine.elixir.catalog import definitions
    except ModuleNotFoundError:
        pytest.skip("engine.elixir.catalog does not exist yet")
    for d in definitions().values():
        for lasting in (*d.lasting, *([d.forfeit] if d.forfeit else [])):
            rel = assets.lasting_icon(lasting.key, lasting.display.value, getattr(lasting, "data", {}))
            _load(rel)
            if lasting.display.value == "hat":
                assert "badge" not in rel, f"no hat picture for {lasting.key}"


def test_unknown_cards_fall_back_to_generic_art() -> None:
    assert assets.card_art("spell.not_a_card", "spell", level=3) == "cards/art/generic.spell_3.png"
    assert assets.card_art_for({"key": "obj.nope", "kind": "object", "magical": False}) == \
        "cards/art/generic.object_plain.png"
    assert assets.effect_icon("no_such_effect") == "effects/badge.png"
    with pytest.raises(ValueError):
        assets.frame("dragon")
    with pytest.raises(ValueError):
        assets.sound("kazoo")


@pytest.mark.parametrize("role", sorted(assets.FONTS))
def test_fonts_load_and_render_french(role: str) -> None:
    font = pygame.font.Font(str(assets.path(assets.FONTS[role])), 24)
    metrics = font.metrics(FRENCH)
    missing = [ch for ch, m in zip(FRENCH, metrics, strict=True) if m is None]
    assert not missing, f"{role} font lacks glyphs {missing}"
    img = font.render(FRENCH, True, (0, 0, 0))
    assert img.get_width() > 200
    licence = assets.path(assets.FONTS[role]).parent
    assert any(p.name.endswith("LICENSE.txt") for p in licence.iterdir())


def _wav(rel: str) -> tuple[int, float]:
    with wave.open(str(assets.path(rel)), "rb") as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2
        return w.getframerate(), w.getnframes() / w.getframerate()


def test_sounds_are_short_valid_wavs() -> None:
    for name in assets.SOUNDS:
        rate, seconds = _wav(assets.sound(name))
        assert rate == 22050
        assert 0.03 <= seconds <= 3.0, name
    rate, seconds = _wav(assets.MUSIC)
    assert 30.0 <= seconds <= 60.0
    assert assets.path(assets.MUSIC).stat().st_size < 2_000_000


def test_assets_stay_small() -> None:
    total = sum((ASSETS / f).stat().st_size for f in _asset_files())
    assert total < 20_000_000


def test_make_assets_is_deterministic(tmp_path: Path) -> None:
    outs = [tmp_path / "a", tmp_path / "b"]
    for out in outs:
        subprocess.run([sys.executable, "-m", "tools.make_assets", "--out", str(out), "--only", "backs,sounds"],
                       cwd=ROOT, check=True, capture_output=True)
    files = sorted(p.relative_to(outs[0]).as_posix() for p in outs[0].rglob("*") if p.is_file())
    assert len(files) >= 5 + len(assets.SOUNDS)
    for f in files:
        assert (outs[0] / f).read_bytes() == (outs[1] / f).read_bytes(), f
    # sounds are pure standard-library arithmetic: the shipped ones must be what the generator makes
    for name in assets.SOUNDS:
        rel = assets.sound(name)
        assert (outs[0] / rel).read_bytes() == (ASSETS / rel).read_bytes(), f"{rel} is stale"


def test_ingredient_icons_differ_by_shape_at_32px() -> None:
    # what a colour-blind player sees: the light pattern (symbol and its details) of the 32 px
    # icon in greyscale; no two ingredients may share most of it
    light = {}
    for ing in Ingredient:
        grey = pygame.transform.grayscale(_load(assets.ingredient_icon(ing.value, 32)))
        light[ing] = {(x, y) for y in range(32) for x in range(32) if grey.get_at((x, y))[0] > 200}
    for a in Ingredient:
        for b in Ingredient:
            if a < b:
                iou = len(light[a] & light[b]) / len(light[a] | light[b])
                assert iou < 0.7, f"{a.value} and {b.value} look alike in greyscale at 32 px ({iou:.2f})"


def test_contact_sheet_composes_faces_in_french() -> None:
    from tools.contact_sheet import contact_sheet

    cards = fallback_cards()[:2] + fallback_cards()[-1:]
    sheet = contact_sheet(cards, lang="fr", scale=0.5, columns=4, with_samples=False)
    assert sheet.get_width() == 4 * (120 + 7) + 7
