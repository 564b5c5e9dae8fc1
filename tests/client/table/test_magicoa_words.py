"""What Magicoa tells the player in words, written as each language writes it: a gold card
thrown out before its owner was asked, a power won that is already held, a tie at the end of
the game, a potion's power on the cards page.

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

from engine.magicoa.potions import POTIONS  # noqa: E402
from game.tables.magicoa.eventtext import describe  # noqa: E402
from game.tables.magicoa.prompt import MagicoaPrompt  # noqa: E402
from game.tables.magicoa.reference import potion_details  # noqa: E402
from game.tables.magicoa.refusal import NOTICE_FOR  # noqa: E402
from tests.client.table.fakelink import record_events  # noqa: E402
from tests.client.table.harness import step  # noqa: E402
from tests.client.table.test_magicoa_table import make_magicoa, play_until  # noqa: E402
from tests.client.table.test_magicoa_table_tells import SaidTexts as Said  # noqa: E402


class SaidTexts(Said):
    """The texts asked of a translator, which also writes card texts."""

    def card(self, text: Any) -> str:
        return self.tr.card(text)


def test_a_potions_power_on_the_cards_page_is_one_text_each_language_writes_its_way() -> None:
    """The French cards page read "Indiscrétion: Au début de chaque manche…": the power's name
    and its text were glued with an English colon. The line is now one text per power, so
    French can write "Indiscrétion : au début…"."""
    for p in POTIONS:
        if p.power is None:
            continue
        said = SaidTexts()
        power = potion_details(said, p.id)[2]  # type: ignore[arg-type]
        assert said.said[-1] == (f"magicoa.reference.power.{p.power}", {})
        assert power == said.tr(f"magicoa.reference.power.{p.power}")
    indiscretion = next(p for p in POTIONS if p.power == "indiscretion")
    assert potion_details(SaidTexts().tr, indiscretion.id)[2] == \
        "Indiscretion: at the start of each round, you look at the face-down potion."


def end_line(scores: list[int], winners: list[int]) -> tuple[str | None, tuple[str, dict[str, Any]]]:
    """The log's line for a game's end with `scores` and `winners`, and the text it asked for."""
    said = SaidTexts()
    names = ["You", "Bot 2", "Bot 3", "Bot 4", "Bot 5"]
    line = describe({"kind": "game_end", "scores": scores, "winners": winners},
                    lambda s: names[s] if s is not None else "", lambda p: f"Potion {p}", said)  # type: ignore[arg-type]
    return line, said.said[-1]


def test_the_end_of_game_line_says_a_tie_on_points_was_broken_by_potions_won() -> None:
    """Bot 2 and Bot 4 both had 19 points; the log said only "Game over: Bot 2 wins with 19
    points." while the results screen explained the tie-break. The line now says who tied and
    that the most potions won decided."""
    line, asked = end_line([14, 19, 6, 19, 16], [1])
    assert asked == ("magicoa.log.game_end.tie_break", {"names": "Bot 2, Bot 4", "name": "Bot 2", "score": 19})
    assert line == "Game over: Bot 2, Bot 4 tie on 19 points; Bot 2 wins, having won the most potions."
    line, asked = end_line([19, 19, 6, 19, 16], [0, 3])  # three tied on points, two on potions too
    assert asked == ("magicoa.log.game_end.tie_break.shared",
                     {"names": "You, Bot 2, Bot 4", "winners": "You, Bot 4", "score": 19})


def test_the_end_of_game_line_without_a_tie_broken_names_the_winners_only() -> None:
    """A clear win, and a win shared by everyone tied, read as before."""
    assert end_line([14, 19, 6, 18, 16], [1]) == (
        "Game over: Bot 2 wins with 19 points.", ("magicoa.log.game_end", {"names": "Bot 2", "score": 19}))
    assert end_line([14, 19, 6, 19, 16], [1, 3])[1] == ("magicoa.log.game_end.shared",
                                                         {"names": "Bot 2, Bot 4", "score": 19})


def keep_decision(power: str) -> dict[str, Any]:
    """A keep decision for a green potion with `power`."""
    potion = {"id": 20, "colour": "green", "points": 2, "power": power}
    return {"id": 7, "seat": 0, "kind": "keep", "options": ["points", "power"], "prompt": {"potion": potion}}


def test_winning_a_power_already_held_says_a_second_adds_nothing() -> None:
    """A player holding Triple Green won another Triple Green potion; the prompt offered
    "4 points P / Power: Triple Green W" as if both were worth having. The sentence now says the
    power is already held and worth nothing more, and the power button is no longer gold."""
    said = SaidTexts()
    prompt = MagicoaPrompt(keep_decision("triple_green"), said, lambda p: f"Potion {p}",  # type: ignore[arg-type]
                           held=frozenset({"triple_green", "exchange"}))
    assert prompt.text() == ("You won Potion 20. You already hold Triple Green: holding it twice adds nothing. "
                             "Points or power?")
    power = prompt.button("power")
    assert power is not None and not power.primary and power.enabled
    assert prompt.press("power") is not None  # still a legal answer
    fresh = MagicoaPrompt(keep_decision("triple_blue"), said, lambda p: f"Potion {p}",  # type: ignore[arg-type]
                          held=frozenset({"triple_green"}))
    assert fresh.text() == "You won Potion 20: keep it for its points or for its power?"
    assert fresh.button("power").primary  # type: ignore[union-attr]


def test_the_table_tells_its_prompt_which_powers_the_seat_holds() -> None:
    """The table reads the powers from the seat's view (in French here, as the tester played)."""
    ctx, scene, link = make_magicoa(seed=5, lang="fr", speed=0.0)
    play_until(ctx, scene, "keep")
    prompt = scene.prompt
    assert prompt is not None
    potion = prompt.prompt["potion"]
    power = str(potion["power"])
    assert power not in prompt.held
    (scene.shown or {})["seats"][scene.seat]["powers"].append({"id": 99, "power": power})
    scene.refresh_prompt(force=True)
    assert scene.prompt is not None and scene.prompt.held == frozenset({power})
    assert scene.prompt.text() == ctx.tr("magicoa.ask.keep.held", potion=scene.faces.name(int(potion["id"])),
                                         power=ctx.tr(f"magicoa.power.{power}"))


def drawn_texts(scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the table renders in one frame, in order."""
    texts: list[str] = []
    render = scene.res.text

    def recording(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        texts.append(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(scene.res, "text", recording)
    scene._board = None  # the board is cached: draw all of it
    scene.draw(pygame.display.get_surface())
    monkeypatch.setattr(scene.res, "text", render)
    return texts


def test_a_gold_card_thrown_out_before_its_owner_is_asked_is_told_on_the_prompt_bar(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A gold card that fit nowhere left the hand before the player was asked anything: the bar
    said "Busy", only a log line told why the bid had vanished. The prompt bar now says so to
    its owner for a few seconds (in their language), then goes back to what it said."""
    ctx, scene, link = make_magicoa(seed=1, lang="it")
    events = record_events(link)
    for _ in range(20000):  # the game goes on, answered with first options, until the card is shown leaving
        if scene.notice is not None:
            break
        if scene.prompt is not None and scene.idle:
            for step_ in scene.prompt.plan(scene.prompt.options[0]):
                for event in scene.input_for(step_):
                    scene.handle(event)
        step(ctx, scene, 0.02)  # type: ignore[arg-type]
    lost = next(e for e in events if e.get("kind") == "gold_lost" and e.get("seat") == scene.seat)
    said = ctx.tr("magicoa.notice.gold_lost", value=lost["gold"]["value"])
    now = ctx.clock.now
    assert scene.notice is not None and scene.notice.text == said
    assert not (scene.prompt is not None and scene.idle)  # nobody asked the player anything
    line = scene.bar_line(now)
    assert line is not None and line.text == said
    drawn = " ".join(drawn_texts(scene, monkeypatch))
    assert said in drawn or all(word in drawn for word in said.split())
    step(ctx, scene, NOTICE_FOR + 0.1)  # type: ignore[arg-type]
    assert scene.bar_line(ctx.clock.now) is None  # it goes by itself
    assert said not in " ".join(drawn_texts(scene, monkeypatch))


def test_another_players_gold_card_thrown_out_is_only_logged() -> None:
    """Only the card's owner is told on the bar; for the others it is a log line, as before."""
    ctx, scene, link = make_magicoa(seed=1)
    gold = {"id": 130, "seat": 2, "value": 7}
    scene.play_event({"kind": "gold_lost", "seat": 2, "gold": gold}, animate=False)
    assert scene.notice is None
    scene.play_event({"kind": "gold_lost", "seat": 0, "gold": {**gold, "seat": 0}}, animate=False)
    assert scene.notice is not None and scene.notice.text == "Your 7 fits nowhere: every potion has a card on top " \
        "it cannot beat. It leaves the game."
