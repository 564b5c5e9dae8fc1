"""What Magicoa's table tells the player in words and numbers: how many gold cards are out of
the game, who won at the end, what the power of a potion is, the keys of the help, what the
numbers on the players' panels mean, and both potions of an Exchange in the log.

The table runs on an `EngineLink` (the engine in-process, random bots in the other seats);
time is stepped with the game clock, input is synthetic pygame events.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.magicoa.gold import gold_value  # noqa: E402
from game.i18n import LANGUAGES, Translator  # noqa: E402
from game.table.effects import Banner  # noqa: E402
from game.table.promptbar import prompt_button_width  # noqa: E402
from game.table.res import GOLD_LIGHT, Resources  # noqa: E402
from game.tables.magicoa.board import board_layout  # noqa: E402
from game.tables.magicoa.choreo import winner_line  # noqa: E402
from game.tables.magicoa.faces import MagicoaFaces  # noqa: E402
from game.tables.magicoa.overlays import HELP_KEYS  # noqa: E402
from game.tables.magicoa.paint import Painter, bid_place, gold_out_shown  # noqa: E402
from game.tables.magicoa.patch import apply_event  # noqa: E402
from game.tables.magicoa.prompt import MagicoaPrompt  # noqa: E402
from game.ui import kit_for  # noqa: E402
from tests.client.table.fakelink import EngineLink  # noqa: E402
from tests.client.table.harness import key, make_ctx, settle, step  # noqa: E402
from tests.client.table.test_magicoa_table import BlitRecorder, make_magicoa  # noqa: E402


class SaidTexts:
    """A translator that remembers every text asked of it (key and fields)."""

    def __init__(self, lang: str = "en") -> None:
        self.tr = Translator(lang)
        self.lang = lang
        self.said: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, key: str, **fields: Any) -> str:
        self.said.append((key, fields))
        return self.tr(key, **fields)


def gold_out_drawn(players: int, gold: list[dict[str, Any]]) -> tuple[Any, MagicoaFaces, SaidTexts, BlitRecorder]:
    """"Out of the game" painted with `gold` at a table of `players`: the layout, the faces, the
    texts said and what was blitted."""
    make_ctx()
    lay = board_layout((1280, 720), players, 0)
    res = Resources()
    faces = MagicoaFaces(res, Translator("en"))
    said = SaidTexts()
    painter = Painter(res, faces, said, lambda seat: f"Seat {seat}")  # type: ignore[arg-type]
    surface = BlitRecorder()
    painter.gold_out(surface, lay, gold)  # type: ignore[arg-type]
    return lay, faces, said, surface


def test_every_gold_card_out_of_the_game_is_counted_and_none_is_hidden_without_a_mark() -> None:
    """Eight gold cards had left the game in a round, the table showed six and no count. Now the
    count is written under them, and a "+N" tile stands for the older cards that do not fit."""
    gold = [{"id": 100 + k, "seat": k % 4, "value": k + 1} for k in range(8)]
    lay, faces, said, surface = gold_out_drawn(4, gold)
    assert ("magicoa.out.gold", {"count": 8}) in said.said
    w = lay.px(28)
    newest = [faces.gold(g["seat"], g["value"], w) for g in gold[3:]]
    drawn = [face for face, _ in surface.blits]
    assert drawn[1:6] == newest  # the five newest face up, after the "+3" tile
    assert drawn[0].get_size() == newest[0].get_size() and drawn[0] not in newest
    assert gold_out_shown(8) == (5, 3) and sum(gold_out_shown(8)) == 8
    assert gold_out_shown(6) == (6, 0) and gold_out_shown(0) == (0, 0)


def test_a_few_gold_cards_out_of_the_game_are_all_shown_with_their_count() -> None:
    """Up to six, every card is drawn face up; the count is written all the same."""
    gold = [{"id": 100 + k, "seat": 0, "value": k + 1} for k in range(2)]
    lay, faces, said, surface = gold_out_drawn(3, gold)
    assert [face for face, _ in surface.blits][:2] == [faces.gold(0, v, lay.px(28)) for v in (1, 2)]
    assert ("magicoa.out.gold", {"count": 2}) in said.said
    assert pygame.display.get_surface() is not None


def test_the_end_banner_says_who_wins_or_who_share_the_win() -> None:
    """The banner in the middle of the table showed only the winner's name ("Bot 3")."""
    said = SaidTexts()
    names = {0: "Ann", 2: "Bot 3"}.__getitem__
    assert winner_line({"kind": "game_end", "winners": [2]}, names, said) == "Bot 3 wins"  # type: ignore[arg-type]
    assert said.said[-1] == ("magicoa.banner.wins", {"names": "Bot 3"})
    assert winner_line({"kind": "game_end", "winners": [0, 2]}, names, said) == "Ann, Bot 3 share the win"  # type: ignore[arg-type]
    assert said.said[-1] == ("magicoa.banner.shared", {"names": "Ann, Bot 3"})


def test_as_the_end_banner_shows_the_bar_and_the_status_line_say_the_game_is_over() -> None:
    """With the winner's banner up the prompt bar still said "Busy" ("Bezig"), the status line
    "Round 6 of 6 · Bidding 2 of 2" and the last bidder's panel glowed: the game's end now moves
    them as its banner shows, and the end of bidding stops the line counting bids."""
    ctx, scene, link = make_magicoa(seed=8, lang="nl")
    while not link.state.over:
        settle(ctx, scene)  # type: ignore[arg-type]
        assert scene.prompt is not None
        for step_ in scene.prompt.plan(scene.prompt.options[-1]):
            for event in scene.input_for(step_):
                scene.handle(event)
    for _ in range(2000):
        step(ctx, scene, 0.05)  # type: ignore[arg-type]
        shown = scene.shown or {}
        if any(isinstance(e, Banner) for e in scene.effects.items) and shown.get("round") == 6:
            break
    else:
        raise AssertionError("no end banner")
    assert not scene.idle  # the banner is still being shown
    assert scene.waiting_text() == ctx.tr("magicoa.wait.over") == "Het spel is afgelopen."
    shown = scene.shown or {}
    assert shown["phase"] == "over" and shown["current"] is None and shown["bidding_round"] == 0


def test_the_face_down_potion_turning_over_ends_the_bidding_on_the_status_line() -> None:
    """The status line said "Bidding 2 of 2" while the round was settled and its potions kept."""
    view: dict[str, Any] = {"round": 6, "phase": "bid", "bidding_round": 2, "current": 3,
                            "row": [{"slot": 0, "face_down": True, "potion": None, "bids": []}]}
    apply_event(view, {"kind": "reveal", "slot": 0, "potion": {"id": 4}})
    assert (view["phase"], view["bidding_round"], view["current"]) == ("keep", 0, None)
    assert view["row"][0]["potion"] == {"id": 4} and not view["row"][0]["face_down"]


POWERS = ("double_bid", "equality", "exchange", "indiscretion", "triple_blue", "triple_green")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_power_button_names_the_power_and_fits_the_bar(lang: str) -> None:
    """"3 points P | Power W": the player had to find the card to see it was Double bid. The
    button now says "Power: Double bid", and with the points button it takes under half the bar
    (the question keeps its room) in every language, at the smallest window."""
    ctx = make_ctx(size=(1024, 640), lang=lang)
    lay = board_layout((1024, 640), 6, 0).shared
    kit = kit_for(ctx)
    for power in POWERS:
        decision = {"id": 9, "kind": "keep", "options": ["points", "power"],
                    "prompt": {"potion": {"id": 1, "points": 3, "power": power}}}
        prompt = MagicoaPrompt(decision, ctx.tr, lambda pid: "Potion")
        button = prompt.button("power")
        assert button is not None
        assert button.label == ctx.tr("magicoa.btn.power.named", power=ctx.tr(f"magicoa.power.{power}"))
        assert ctx.tr(f"magicoa.power.{power}") in button.label
        widths = sum(prompt_button_width(kit, lay, b) for b in prompt.buttons())
        assert widths < lay.prompt.width // 2, (power, widths)


def test_the_keys_help_names_the_digit_keys_that_pick_gold_and_they_pick_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """The help (H) told Left/Right and Space for choosing gold, not the digit keys the README
    promises ("digit keys pick a card by its value", 0 is 10). They work: 1 to 9 and 0 pick the
    card of that value, a second press puts it back; the help now says so."""
    from game.tables.magicoa import overlays

    ctx, scene, link = make_magicoa()
    shown: list[str] = []
    real = overlays.draw_help_panel

    def recording(surface: Any, res: Any, lay: Any, title: str, lines: list[str]) -> None:
        shown.extend(lines)
        real(surface, res, lay, title, lines)

    monkeypatch.setattr(overlays, "draw_help_panel", recording)
    key(scene, pygame.K_h)
    scene.draw(pygame.display.get_surface())
    assert "1-9, 0" in " ".join(shown)
    key(scene, pygame.K_h)

    def picked() -> list[int]:
        return [gold_value(g) for g in (scene.prompt.picked if scene.prompt else [])]

    key(scene, pygame.K_0)
    assert picked() == [10]
    key(scene, pygame.K_9)
    assert picked() == [10, 9]
    key(scene, pygame.K_9)
    assert picked() == [10]  # a second press puts it back
    key(scene, pygame.K_1)
    key(scene, pygame.K_RETURN)
    assert [gold_value(g) for g in link.answers[-1][1]] == [10, 1]


def test_the_numbers_on_the_panels_are_the_bidding_order_and_the_help_says_no_key_picks_a_player() -> None:
    """The panels showed a number (the round's bidding order) while a play-tester read that
    number keys pick "a player by the number on their panel": at Magicoa no key picks a player.
    The number on each panel is the seat's place in the engine's bidding order, round after
    round, and the key help now gives the panels a paragraph of their own saying so."""
    link = EngineLink(players=5, seed=4, game="magicoa")
    link.poll()
    rounds = set()
    while not link.state.over:
        view = link.rules.view(link.state, 0)
        order = link.state.order()
        assert [bid_place(view, seat) for seat in order] == [1, 2, 3, 4, 5]
        rounds.add(view["round"])
        mine = link.my_decisions()
        link.answer(int(mine[0]["id"]), mine[0]["options"][0])
    assert rounds == {1, 2, 3, 4, 5, 6}
    assert "magicoa.help.panels" in HELP_KEYS
    tr = Translator("en")
    assert "bidding order" in tr("magicoa.help.panels") and "no key picks a player" in tr("magicoa.help.panels")
    assert "bidding order" not in " ".join(tr(k) for k in HELP_KEYS if k != "magicoa.help.panels")  # said once


class RecordingSurface(pygame.Surface):
    """A real surface that also records what is blitted on it and where, in order."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blits_seen: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:  # type: ignore[override]
        self.blits_seen.append((source, tuple(dest)[:2]))
        return super().blit(source, dest, *args, **kwargs)


def test_every_potion_nobody_won_is_counted_on_out_of_the_game() -> None:
    """Only the last potion nobody won showed on "Out of the game": a second one gone looked
    like nothing more. The newest lies face up on a stack of the ones before it, with their count."""
    make_ctx()
    lay = board_layout((1280, 720), 4, 0)
    res = Resources()
    faces = MagicoaFaces(res, Translator("en"))
    painter = Painter(res, faces, Translator("en"), lambda seat: f"Seat {seat}")
    surface = RecordingSurface((1280, 720))
    painter.unwon(surface, lay, [5, 9, 2, 7])
    w = lay.out.width
    drawn = surface.blits_seen
    assert [face for face, _ in drawn[:3]] == [faces.potion(p, w) for p in (9, 2, 7)]
    assert drawn[2][1] == lay.out.topleft and drawn[0][1] == lay.out.move(-lay.px(8), -lay.px(8)).topleft
    assert len(drawn) == 4  # and the count on it
    assert drawn[3][0] is res.text("×4", lay.px(15), GOLD_LIGHT, "text_bold", shadow=1)
    alone = RecordingSurface((1280, 720))
    painter.unwon(alone, lay, [3])
    assert [face for face, _ in alone.blits_seen] == [faces.potion(3, w)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_potions_name_fits_its_banner_in_every_language(lang: str) -> None:
    """Dutch "Bliksem in een Fles" ran under the points medallion and long French and Italian
    names were squeezed to a blur: each name fits its banner, on two lines if need be."""
    from engine.magicoa.potions import POTIONS
    from game.tables.magicoa.faces import NAME_RECT, NAME_SPEC, POINTS_CENTRE
    from game.textfit import fit_text

    make_ctx()
    res = Resources()
    faces = MagicoaFaces(res, Translator(lang))
    assert NAME_RECT.right < POINTS_CENTRE[0] - 18  # clear of the medallion
    squeezed = [faces.name(p.id) for p in POTIONS
                if not fit_text(faces.name(p.id), NAME_RECT.width, NAME_RECT.height, NAME_SPEC, res.font).fits]
    assert squeezed == []
