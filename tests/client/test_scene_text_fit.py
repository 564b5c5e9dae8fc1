"""Every menu scene's labels, buttons and controls fit their boxes, in every language, at 1280×720.

The scenes are the screenshot command's (game/showcase.py), in their fixed states. A button
must hold its label and its key hint without overlap (`fitting_width`); a label's widest line
must fit its width (a single word longer than the box would spill); every widget lies inside
the window.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import LANGUAGES  # noqa: E402
from game.scenes.base import MenuScene  # noqa: E402
from game.showcase import build_scene  # noqa: E402
from game.ui import Label, ListView  # noqa: E402
from game.ui.button import Button, fitting_width  # noqa: E402
from game.ui.controls import Slider, Toggle  # noqa: E402
from tests.client.test_layout_fit import make_ctx  # noqa: E402
from tests.client.test_scenes import run  # noqa: E402

MENU_SCENES = ("title", "games", "newgame", "lan", "lobby", "results", "settings", "rules")
GAME_SCENES = ("newgame", "results", "rules")
"""Menu scenes that show one game: each is checked for Magicoa too."""
SIZE = (1280, 720)


def overflows(scene: MenuScene) -> list[str]:
    """What does not fit in `scene`'s widgets, as readable lines."""
    kit = scene.kit
    window = pygame.Rect((0, 0), SIZE)
    found: list[str] = []
    for widget in scene.group.widgets:
        if not widget.visible:
            continue
        name = f"{type(widget).__name__} {getattr(widget, 'text', '')!r}"
        if not window.contains(widget.rect):
            found.append(f"{name} leaves the window: {widget.rect}")
        if isinstance(widget, Button):
            need = fitting_width(kit, widget.text, widget.hint, widget.size)
            if need > widget.rect.width + kit.theme.px(24):  # the margins may shrink, never the text
                found.append(f"{name} needs {need} px, has {widget.rect.width}")
        elif isinstance(widget, Label):
            if widget.image().get_width() > widget.rect.width:
                found.append(f"{name} is wider than its box")
        elif isinstance(widget, ListView):
            for row in widget.rows:
                text, _ = widget.fitted_text(row)
                if text != row.text:
                    found.append(f"list row {row.text!r} is cut beside {row.detail!r}")
        elif isinstance(widget, (Toggle, Slider)):
            label = kit.text.size(widget.text, kit.theme.font_body)[0]
            control = kit.theme.px(64) if isinstance(widget, Toggle) else widget.rect.width // 2
            if label + control > widget.rect.width:
                found.append(f"{name} label runs into its control")
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", MENU_SCENES)
def test_every_menu_scene_fits_its_texts_in_each_language(tmp_path: Path, name: str, lang: str) -> None:
    ctx = make_ctx(tmp_path, SIZE, lang)
    scene = build_scene(ctx, name)
    ctx.stack.push(scene)
    run(ctx)
    assert isinstance(scene, MenuScene)
    assert overflows(scene) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", GAME_SCENES)
def test_magicoa_menu_scenes_fit_their_texts_in_each_language(tmp_path: Path, name: str, lang: str) -> None:
    ctx = make_ctx(tmp_path, SIZE, lang)
    scene = build_scene(ctx, name, game="magicoa")
    ctx.stack.push(scene)
    run(ctx)
    assert isinstance(scene, MenuScene)
    assert overflows(scene) == []
    if name == "rules":  # every topic's text and every potion's row, not only the first shown
        from game.tables.magicoa.reference import RULE_TOPICS

        for topic in RULE_TOPICS:
            scene.section = topic
            scene.rebuild()
            assert overflows(scene) == [], topic
        scene.set_tab("cards")
        assert overflows(scene) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lan_browser_says_which_game_each_table_plays(tmp_path: Path, lang: str) -> None:
    ctx = make_ctx(tmp_path, SIZE, lang)
    scene = build_scene(ctx, "lan")
    ctx.stack.push(scene)
    run(ctx)
    rows = scene.rows()
    assert rows and all(row.detail.startswith(("Elixir · ", "Élixir · ")) for row in rows)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lan_browser_tells_the_chosen_tables_rules_before_joining(tmp_path: Path, lang: str) -> None:
    """A tester saw no table's rules before joining one: under the list, the chosen table's
    rules read as the lobby tells them, and change with the choice."""
    from game.tableterms import elixir_terms

    ctx = make_ctx(tmp_path, SIZE, lang)
    scene = build_scene(ctx, "lan")
    ctx.stack.push(scene)
    run(ctx)
    assert scene.list is not None and scene.terms is not None
    assert scene.list.selected == 0
    first = scene.list.rows[0].data
    assert scene.terms.text == elixir_terms(ctx.tr, first.options) != ""
    assert ctx.tr("newgame.length.points", points=11) in scene.terms.text
    scene.list.select(1)
    assert scene.terms.text == elixir_terms(ctx.tr, scene.list.rows[1].data.options) != elixir_terms(
        ctx.tr, first.options)
    assert overflows(scene) == []


def test_a_table_of_a_game_the_window_cannot_play_is_shown_but_not_offered(tmp_path: Path) -> None:
    """A Magicoa table is offered; a table of a game this client does not know (a newer
    host's) is listed with its name but cannot be joined."""
    from game.scenes.lan import LanScene
    from game.showcase import ShowcaseNet
    from net.discovery import TableRecord
    from net.protocol import PROTOCOL_VERSION

    ctx = make_ctx(tmp_path, SIZE, "en")
    ctx.services["net"] = ShowcaseNet()
    scene = LanScene(ctx)
    scene.tables = [TableRecord("m", "192.168.1.9", 47470, PROTOCOL_VERSION, "magicoa", "Potion night", 3, 5,
                                "lobby", False),
                    TableRecord("q", "192.168.1.8", 47470, PROTOCOL_VERSION, "duel_of_owls", "Owls", 1, 2,
                                "lobby", False)]
    magicoa, unknown = scene.rows()
    assert magicoa.detail.startswith("Magicoa · ") and magicoa.enabled
    assert unknown.detail.startswith("duel_of_owls · ") and not unknown.enabled


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magicoa_results_say_how_a_tie_on_points_was_decided(tmp_path: Path, lang: str) -> None:
    """"Bot 3 wins" with two seats on 22 points, and no word of the tie-break (most potions won)."""
    ctx = make_ctx(tmp_path, SIZE, lang)
    scene: Any = build_scene(ctx, "results", game="magicoa", players=3)
    scene.result = {"winners": [2], "scores": [15, 22, 22], "potions": [3, 4, 5], "tie_break": True, "rounds": 6}
    ctx.stack.push(scene)
    run(ctx)
    expected = ctx.tr("magicoa.results.tie_break", count=22, potions=5)
    assert "22" in expected and "5" in expected
    assert expected in [w.text for w in scene.group.widgets if isinstance(w, Label)]
    assert overflows(scene) == []
    scene.result = {**scene.result, "winners": [1, 2], "potions": [3, 5, 5]}
    scene.rebuild()
    assert ctx.tr("magicoa.results.tie_shared", count=22, potions=5) in [
        w.text for w in scene.group.widgets if isinstance(w, Label)]
    scene.result = {**scene.result, "tie_break": False, "winners": [2], "scores": [15, 20, 22]}
    names = scene.names()  # no tie: the winner's lead over the runner-up
    assert scene.note() == ctx.tr("magicoa.results.margin", count=2, name=names[2], other=names[1])
    scene.rebuild()
    assert overflows(scene) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ["elixir", "magicoa"])
def test_the_new_game_screen_says_what_each_bot_level_plays_like_inside_its_panel(
        tmp_path: Path, lang: str, game: str) -> None:
    """Bots holding their spells back looked idle to a play-tester: the opponents' column now says
    what each level plays like. Its note stays inside the panel, under five bot seats too, at the
    window's default size and at 1024 x 640."""
    from game.ui import Panel

    for size in (SIZE, (1024, 640)):
        ctx = make_ctx(tmp_path, size, lang)
        scene = build_scene(ctx, "newgame", players=6, game=game)
        ctx.stack.push(scene)
        run(ctx)
        note = ctx.tr(f"newgame.levels.{game}")
        labels = [w for w in scene.group.widgets if isinstance(w, Label) and w.text == note]
        panel = next(w for w in scene.group.widgets if isinstance(w, Panel))
        assert len(labels) == 1, "the note on the bot levels is missing"
        bottom = labels[0].rect.y + labels[0].image().get_height()
        assert bottom <= panel.rect.bottom, (size, bottom, panel.rect.bottom)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("real", [False, True])
def test_hosting_an_elixir_quest_duel_fits_its_texts_in_each_language(tmp_path: Path, lang: str, real: bool) -> None:
    from game.scenes.newgame import NewGameScene

    ctx = make_ctx(tmp_path, SIZE, lang)
    scene = NewGameScene(ctx, "host", game="quest")
    scene.real = real
    ctx.stack.push(scene)
    run(ctx)
    assert overflows(scene) == [] and scene.box_rect is not None
    texts = [getattr(w, "text", "") for w in scene.group.widgets]  # a real duel offers no bot: the help says so
    assert ctx.tr("newgame.host_help.real_duel" if real else "newgame.host_help") in texts


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ["elixir", "magicoa", "quest"])
def test_a_card_name_on_two_lines_does_not_run_over_the_line_that_says_what_card_it_is(
        tmp_path: Path, lang: str, game: str) -> None:
    """In Italian, "Ninnananna di Mago Sabbiolino" took two lines in the cards' list and its second
    line was written over "Incantesimo di livello 1": every card's name, kind and text are laid
    one under the other, in every game and language."""
    from game.ui import Label

    ctx = make_ctx(tmp_path, (1024, 576), lang)
    scene: Any = build_scene(ctx, "rules", game=game)
    ctx.stack.push(scene)
    run(ctx)
    scene.set_tab("cards")
    checked = 0
    for row in scene._card_rows():
        scene._pick_card(row)
        panel = scene.card_panel.rect
        labels = [w for w in scene.group.widgets if isinstance(w, Label) and panel.contains(w.rect)]
        title = next((w for w in labels if w.text == row.text), None)
        assert title is not None, row.text
        under = [w for w in labels if w is not title and w.rect.x == title.rect.x]
        assert under and all(w.rect.y >= title.rect.bottom for w in under), (row.text, [w.text for w in under])
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bots_name_in_the_hosts_lobby_is_whole_beside_its_two_buttons(tmp_path: Path, lang: str,
                                                                       size: tuple[int, int]) -> None:
    """An Italian host read "Posto 3  Bot difficil…", in a smaller size than the other rows:
    its level and remove buttons were both as wide as the widest label of all five."""
    from game.link import LinkStatus, LinkUpdate
    from game.offlinelinks import StaticLink
    from game.showcase import _Hosted, table_info

    ctx = make_ctx(tmp_path, size, lang)
    tr = ctx.tr
    table = table_info(6, "lobby", taken=1, bots=(1, 2, 3, 4, 5))
    levels = ("easy", "normal", "hard", "hard", "easy")
    for seat, level in zip(table["seats"][1:], levels, strict=True):
        seat["name"] = tr(f"lobby.bot_name.{level}", n=seat["seat"] + 1)
    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=0)
    scene: Any = ctx.scene("lobby", link, _Hosted(), address="192.168.1.20:47470")
    scene.bot_level.update(dict(enumerate(levels, start=1)))
    ctx.stack.push(scene)
    run(ctx)
    rows = [w for w in scene.group.widgets if isinstance(w, Label) and w.text.startswith(tr("lobby.seat", n=2)[:3])]
    named = {w.text for w in rows}
    for seat, level in enumerate(levels, start=1):
        name = tr(f"lobby.bot_name.{level}", n=seat + 1)
        shown = tr("lobby.seat", n=seat + 1) + "  " + tr("lobby.seat_bot", name=name)
        assert shown in named, (shown, named)
    assert overflows(scene) == []


def test_join_is_greyed_while_no_listed_table_can_be_joined(tmp_path: Path) -> None:
    """A tester pressed the gold Join over an empty list and got a notice over the title: Join
    is greyed until a table that can be joined is listed (one of another version is not)."""
    from game.scenes.lan import LanScene
    from net.discovery import TableRecord
    from net.protocol import PROTOCOL_VERSION

    class Quiet:
        """A browser that has found nothing yet, then the tables given to `find`."""

        def __init__(self, interfaces: Any = None) -> None:
            self.found: list[Any] | None = None

        def poll(self) -> list[Any] | None:
            found, self.found = self.found, None
            return found

        def close(self) -> None:
            pass

    class Net:
        LanBrowser = Quiet

    ctx = make_ctx(tmp_path, SIZE, "en")
    ctx.services["net"] = Net()
    scene = LanScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    assert scene.join_button is not None and not scene.join_button.enabled
    newer = TableRecord("f", "192.168.1.57", 47471, PROTOCOL_VERSION + 1, "elixir", "Future", 3, 4, "lobby", False)
    scene.browser.found = [newer]
    run(ctx)
    assert not scene.join_button.enabled
    scene.browser.found = [newer, TableRecord("a", "192.168.1.20", 47470, PROTOCOL_VERSION, "elixir", "Kitchen", 2, 4,
                                              "lobby", False)]
    run(ctx)
    assert scene.join_button.enabled
