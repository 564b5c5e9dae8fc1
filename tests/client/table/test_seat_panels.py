"""What the seat panels must keep showing: the seat number under a forfeit's hat, and that a bot
plays the seat of a player whose window has gone."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

import pygame
import pytest

from game.tables.elixir.board import BoardPainter
from game.tables.elixir.plaque import number_centre
from game.tables.elixir.scene import TableScene
from tests.client.table.harness import make_table, render, settle


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


def seats_table(players: int, away: int | None, *, covered: bool = True) -> dict[str, Any]:
    """The host's table description: human seats, `away`'s window gone and a bot covering it
    (unless not `covered`: the host's grace period, before a bot takes it)."""
    return {"seats": [{"seat": s, "kind": "human", "name": f"P{s}", "taken": True, "present": s != away,
                       "covered": s == away and covered, "rematch": False} for s in range(players)]}


@pytest.mark.parametrize("size", [(1280, 720), (1024, 576)])
def test_a_seat_a_bot_covers_wears_a_bot_playing_tag_until_its_player_is_back(size: tuple[int, int]) -> None:
    """A player's window dropped and a bot took the seat over: only the log said so, the panel
    looked as before."""
    from game.table.bottag import bot_tag_rect

    ctx, scene, link = make_table(players=5, size=size)
    settle(ctx, scene)
    scene.take_table(seats_table(5, None))
    lay = scene.layout
    plaque = lay.plaques[2]
    tag = bot_tag_rect(plaque, (lay.px(60), lay.px(14)), lay.px)
    before = pixels(render(scene), tag)
    scene.take_table(seats_table(5, 2))
    assert scene.covered_seats() == {2}
    assert pixels(render(scene), tag) != before
    assert any("bot" in line[0].lower() for line in scene.log.lines)
    scene.take_table(seats_table(5, None))
    assert pixels(render(scene), tag) == before


@pytest.mark.parametrize("game", ["magicoa", "quest"])
def test_magicoas_and_quests_panels_wear_the_tag_too(game: str) -> None:
    """Magicoa's and Quest's panels of a seat a bot covers looked the same as before too."""
    from game.table.bottag import bot_tag_rect
    from tests.client.table.test_magicoa_table import make_magicoa
    from tests.client.table.test_quest_table import make_quest

    players = 4 if game == "magicoa" else 2
    ctx, scene, link = make_magicoa(players=players) if game == "magicoa" else make_quest()
    scene.take_table(seats_table(players, None))
    lay = scene.layout
    panel = lay.seats[2] if game == "magicoa" else lay.rival
    tag = bot_tag_rect(panel, (lay.px(60), lay.px(14)), lay.px)
    before = pixels(render(scene), tag)  # type: ignore[arg-type]
    scene.take_table(seats_table(players, 2 if game == "magicoa" else 1))
    assert pixels(render(scene), tag) != before  # type: ignore[arg-type]
    scene.take_table(seats_table(players, None))
    assert pixels(render(scene), tag) == before  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["nl", "fr", "it", "en"])
def test_a_players_tip_keeps_its_lines_clear_of_its_frame(size: tuple[int, int], lang: str) -> None:
    """Hovering Bot 3 in Dutch at 1024 x 576, the tip's last line "Uitgesproken: Glazen Bol,
    Koninklijk Besluit" touched the box's edge."""
    from engine.elixir.catalog import all_instances
    from game.tables.elixir.cardface import card_name
    from game.tables.elixir.overlays import TIP_FRAME, seat_tip

    ctx, scene, link = make_table(players=5, size=size, lang=lang)
    settle(ctx, scene)
    assert scene.shown is not None
    wanted = {"Glazen Bol", "Koninklijk Besluit"}
    cast = [i for i in range(len(all_instances())) if card_name(i, "nl") in wanted]
    scene.shown["seats"][2]["cast"] = [next(c for c in cast if card_name(c, "nl") == name) for name in sorted(wanted)]
    for seat in (2, 0):
        tip = seat_tip(scene, seat)
        assert tip is not None
        rect, placed = tip
        assert scene.layout.table.contains(rect)
        clear = rect.inflate(-2 * (TIP_FRAME + 3), -2 * (TIP_FRAME + 3))
        for img, pos in placed:
            ink = img.get_bounding_rect().move(pos)
            assert clear.contains(ink), (seat, ink, rect)


@pytest.mark.parametrize("game", ["elixir", "magicoa", "quest"])
def test_a_seat_whose_connection_is_lost_says_so_before_a_bot_takes_it(game: str) -> None:
    """During the host's grace period (a dropped player's seat waits for them before a bot plays
    it) the panel showed nothing: only the log said the connection was lost. It wears a
    "Connection lost" tag, then the bot's, then none once the player is back."""
    from game.table.bottag import bot_tag_rect
    from tests.client.table.test_magicoa_table import make_magicoa
    from tests.client.table.test_quest_table import make_quest

    if game == "elixir":
        ctx, scene, link = make_table(players=5, size=(1024, 576))
        settle(ctx, scene)
        players, seat = 5, 2
    elif game == "magicoa":
        ctx, scene, link = make_magicoa(players=4)  # type: ignore[assignment]
        players, seat = 4, 2
    else:
        ctx, scene, link = make_quest()  # type: ignore[assignment]
        players, seat = 2, 1
    lay = scene.layout
    panel = lay.plaques[seat] if game == "elixir" else lay.seats[seat] if game == "magicoa" else lay.rival
    drawn: list[str] = []
    scene.take_table(seats_table(players, None))
    tag = bot_tag_rect(panel, (lay.px(60), lay.px(14)), lay.px)
    before = pixels(render(scene), tag)  # type: ignore[arg-type]
    scene.take_table(seats_table(players, seat, covered=False))
    assert scene.seat_tags() == ((seat, "away"),)
    original = scene.res.text

    def spying(text: str, *args: Any, **kw: Any) -> pygame.Surface:
        drawn.append(text)
        return original(text, *args, **kw)

    scene.res.text = spying  # type: ignore[method-assign]
    assert pixels(render(scene), tag) != before  # type: ignore[arg-type]
    assert ctx.tr("table.seat.away") in drawn and ctx.tr("table.seat.bot_playing") not in drawn
    scene.take_table(seats_table(players, seat))
    assert scene.seat_tags() == ((seat, "bot"),)
    scene.take_table(seats_table(players, None))
    assert scene.seat_tags() == () and pixels(render(scene), tag) == before  # type: ignore[arg-type]


def test_a_seats_name_is_written_in_the_bold_text_face_not_the_script(monkeypatch: pytest.MonkeyPatch) -> None:
    """Dutch testers read "Stenke bot" for "Sterke bot" and "Nonmale" for "Normale" on the
    plaques: the script's r reads as an n at that size. A name is drawn in the bold text face,
    as Magicoa's and Elixir Quest's panels draw theirs."""
    ctx, scene, _link = make_table(players=4, lang="nl", names=["Tovenaar", "Sterke bot 2", "Normale bot 3",
                                                                "Makkelijke bot 4"])
    settle(ctx, scene)
    faces: dict[str, str] = {}
    fit = scene.res.fit_text

    def recording(text: str, size: int, width: int, colour: Any, role: str = "text", *a: Any, **k: Any) -> Any:
        faces[text] = role
        return fit(text, size, width, colour, role, *a, **k)

    monkeypatch.setattr(scene.res, "fit_text", recording)
    scene.plaques._cache.clear()
    scene._board = None
    render(scene)
    named = {name: faces.get(name) for name in ("Sterke bot 2", "Normale bot 3", "Makkelijke bot 4")}
    assert named == dict.fromkeys(named, "text_bold"), named


def test_the_new_players_panel_lights_with_their_turns_banner() -> None:
    """A tester saw "Turno di Bot facile 3" over Bot difficile 2's lit panel for about a second:
    the panel followed the view that comes after the update's last event. The turn's start,
    played, lights the new player's panel at once."""
    ctx, scene, _link = make_table(players=4)
    settle(ctx, scene)
    before = scene.places().view.get("current")
    seat = (int(before or 0) + 2) % 4
    scene.play_event({"kind": "turn_start", "seat": seat}, animate=True)
    assert scene.places().view["current"] == seat
    render(scene)
