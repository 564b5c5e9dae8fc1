"""The table's surface caches stay bounded over a long game (the client's memory budget is 200 MB)."""

from __future__ import annotations

from engine.elixir.catalog import all_instances
from game.table.res import Resources
from game.tables.elixir.cardface import NATIVE_FACES, CardFaces
from game.tables.elixir.plaque import PLAQUE_CACHE, PlaqueArt
from tests.client.table.harness import make_ctx


def test_full_size_faces_are_bounded_and_a_dropped_face_is_composed_again_identically() -> None:
    make_ctx()
    faces = CardFaces(Resources(), "en")
    cards = list(range(len(all_instances())))
    first = faces.face(cards[0], 100).copy()
    for card in cards:
        faces.face(card, 100)
        assert len(faces._native) <= NATIVE_FACES  # noqa: SLF001 - the bound is the contract under test
    again = faces.face(cards[0], 120)  # its full-size face was dropped long ago: composed again
    assert again.get_width() == 120
    faces._scaled.clear()  # noqa: SLF001
    assert faces.face(cards[0], 100).get_view("2").raw == first.get_view("2").raw


def test_plaques_are_bounded_least_recently_drawn_first() -> None:
    make_ctx()
    art = PlaqueArt(Resources())
    seat = {"seat": 1, "finds": 0, "spell_levels": [1, 2], "cast": [], "modifiers": []}
    kept = art.plaque(seat, "Zelda", (190, 80), 1.0, active=False, nick=False)
    for finds in range(1, 3 * PLAQUE_CACHE):
        art.plaque({**seat, "finds": finds}, "Ulric", (190, 80), 1.0, active=False, nick=False)
        assert art.plaque(seat, "Zelda", (190, 80), 1.0, active=False, nick=False) is kept  # drawn often: kept
        assert len(art._cache) <= PLAQUE_CACHE  # noqa: SLF001


def test_a_veil_shown_for_many_frames_is_made_once_and_the_plates_kept_are_bounded() -> None:
    """A zoomed card's shade over the whole window, the gathered tray's veil and the key line's
    plate were a new translucent surface every frame they showed."""
    from game.table.res import PLATES_KEPT

    make_ctx()
    res = Resources()
    shade = res.plate((1280, 720), (8, 4, 20, 170))
    assert res.plate((1280, 720), (8, 4, 20, 170)) is shade
    assert tuple(shade.get_at((640, 360))) == (8, 4, 20, 170)
    veil = res.plate((200, 100), (14, 10, 30, 215), 14, (242, 193, 78, 160), 2)
    assert tuple(veil.get_at((0, 0)))[3] == 0  # a rounded corner
    assert tuple(veil.get_at((100, 0))) == (242, 193, 78, 160)  # the border line
    assert tuple(veil.get_at((100, 50))) == (14, 10, 30, 215)
    for width in range(1, 3 * PLATES_KEPT):
        res.plate((width, 10), (0, 0, 0, 100))
        assert res.plate((1280, 720), (8, 4, 20, 170)) is shade  # drawn often: kept
        assert len(res._plates) <= PLATES_KEPT  # noqa: SLF001 - the bound is the contract under test
