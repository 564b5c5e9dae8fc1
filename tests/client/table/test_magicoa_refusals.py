"""Magicoa's table says why a place cannot be chosen: a bid on a potion whose top gold card the
bid card does not beat, an Exchange of the face-down potion; and it tells those places apart
from the ones that can be chosen.

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

from game.i18n import Translator  # noqa: E402
from game.table.promptparts import Spot  # noqa: E402
from game.tables.magicoa.paint import Marks  # noqa: E402
from game.tables.magicoa.refusal import SHOWN_FOR, why_not  # noqa: E402
from game.tables.magicoa.scene import MagicoaTable  # noqa: E402
from tests.client.table.fakelink import EngineLink  # noqa: E402
from tests.client.table.harness import click, key, settle, step  # noqa: E402
from tests.client.table.test_magicoa_table import make_magicoa, play_until  # noqa: E402


def at_a_bid_with_a_closed_potion(lang: str = "en") -> tuple[Any, MagicoaTable, EngineLink, list[int], list[int]]:
    """A table asking seat 0 to bid where some potion of the row cannot take the card: the
    context, the table, the link, the potions open to the bid and those closed to it."""
    for seed in range(1, 30):
        ctx, scene, link = make_magicoa(seed=seed, lang=lang, speed=0.0)
        for _ in range(30):
            try:
                play_until(ctx, scene, "bid", limit=40)
            except AssertionError:
                break
            prompt = scene.prompt
            assert prompt is not None
            open_ = [o["slots"][0] for o in prompt.options if len(o["slots"]) == 1]
            closed = [i for i in range(len(scene.layout.slots)) if i not in open_]
            if closed:
                return ctx, scene, link, open_, closed
            for kind_, what in prompt.plan(prompt.options[0]):
                for event in scene.input_for((kind_, what)):
                    scene.handle(event)
    pytest.fail("no seed up to 30 asked seat 0 to bid with a potion closed to it")


def bar_text(scene: MagicoaTable) -> str | None:
    """The refusal line the prompt bar shows now, if any."""
    now = scene.ctx.clock.now
    return scene.refusal.text if scene.refusal is not None and scene.refusal.up(now) else None


def top_value(scene: MagicoaTable, slot: int) -> int:
    return int((scene.shown or {})["row"][slot]["bids"][-1]["gold"]["value"])


def test_a_number_key_on_a_potion_the_bid_cannot_beat_says_why_and_sends_nothing() -> None:
    """A player who had to bid 11 where potion 3 already had an 11 on top pressed 3: nothing
    happened, no message at all. Now the prompt bar says why, for a few seconds."""
    ctx, scene, link, open_, closed = at_a_bid_with_a_closed_potion()
    sent = len(link.answers)
    value = int(scene.prompt.prompt["gold"]["value"])  # type: ignore[union-attr]
    key(scene, pygame.K_1 + closed[0])
    assert len(link.answers) == sent
    assert bar_text(scene) == ctx.tr("magicoa.why.bid.higher", n=closed[0] + 1, value=value,
                                     top=top_value(scene, closed[0]))
    scene.draw(pygame.display.get_surface())
    step(ctx, scene, SHOWN_FOR + 0.1)  # type: ignore[arg-type]
    assert bar_text(scene) is None  # it goes by itself


def test_a_click_on_a_potion_the_bid_cannot_beat_says_why_in_the_players_language() -> None:
    """Clicking potion 3 (closed to the bid) did nothing; now the line says why, in French."""
    ctx, scene, link, open_, closed = at_a_bid_with_a_closed_potion(lang="fr")
    sent = len(link.answers)
    value = int(scene.prompt.prompt["gold"]["value"])  # type: ignore[union-attr]
    point = scene.spot_point(Spot("slot", closed[0]))
    assert point is not None
    click(scene, point)
    assert len(link.answers) == sent
    assert bar_text(scene) == ctx.tr("magicoa.why.bid.higher", n=closed[0] + 1, value=value,
                                     top=top_value(scene, closed[0]))
    assert ctx.tr.lang == "fr"


def test_a_bid_sent_takes_the_refusal_line_down() -> None:
    """The refusal line is about the bid being made: once a legal place is chosen it goes."""
    ctx, scene, link, open_, closed = at_a_bid_with_a_closed_potion()
    key(scene, pygame.K_1 + closed[0])
    assert bar_text(scene) is not None
    key(scene, pygame.K_1 + open_[0])
    assert link.answers[-1][1] == {"slots": [open_[0]]} and scene.refusal is None


def test_with_equality_the_line_says_the_card_must_at_least_equal_the_top() -> None:
    """A holder of Equality may bid a card equal to the top one: the line says so, not "beat"."""
    tr = Translator("en")
    view = {"row": [{"slot": 0, "face_down": True, "potion": None,
                     "bids": [{"gold": {"id": 120, "seat": 1, "value": 9}, "slots": [0]}]}],
            "seats": [{"powers": [{"id": 7, "power": "equality"}]}, {"powers": []}]}
    decision = {"kind": "bid", "options": [], "prompt": {"gold": {"value": 8}}}
    assert why_not(decision, Spot("slot", 0), view, 0, tr) == tr("magicoa.why.bid.equal", n=1, value=8, top=9)
    assert why_not(decision, Spot("slot", 0), view, 1, tr) == tr("magicoa.why.bid.higher", n=1, value=8, top=9)
    assert why_not(decision, Spot("slot", 4), view, 0, tr) is None  # no such potion: nothing to say


def test_the_face_down_potion_cannot_be_exchanged_and_the_line_says_so() -> None:
    """During the Exchange a click on the face-down potion did nothing and said nothing."""
    tr = Translator("en")
    view = {"row": [{"slot": 0, "face_down": True, "potion": None, "bids": []},
                    {"slot": 1, "face_down": False, "potion": {"id": 3}, "bids": []}]}
    decision = {"kind": "exchange", "options": [-1, 1], "prompt": {"pile_top": {"id": 5}}}
    assert why_not(decision, Spot("slot", 0), view, 0, tr) == tr("magicoa.why.exchange.face_down")
    assert why_not(decision, Spot("slot", 1), view, 0, tr) is None  # open to the Exchange


def test_while_bidding_the_potions_closed_to_the_card_are_darkened() -> None:
    """Only the open places glowed; the closed ones looked the same as any potion. Now they are
    darkened while the bid is asked, and look as before once nothing is asked."""
    ctx, scene, link, open_, closed = at_a_bid_with_a_closed_potion()
    painter = scene._painter()
    lay = scene.layout
    view = scene.shown or {}

    def brightness(marks: Marks, slot: int) -> float:
        surface = pygame.Surface(lay.shared.size)
        painter.row(surface, lay, view, marks)
        r, g, b, _ = pygame.transform.average_color(surface, lay.slots[slot])
        return (r + g + b) / 3

    asked = Marks(glowing=[Spot("slot", i) for i in open_])
    assert brightness(asked, closed[0]) < 0.7 * brightness(Marks(), closed[0])
    assert brightness(asked, open_[0]) == pytest.approx(brightness(Marks(), open_[0]), rel=0.05)


def at_an_exchange(lang: str = "en") -> tuple[Any, MagicoaTable, EngineLink]:
    """A table asking seat 0 to Exchange: it keeps the first Exchange potion it wins for its power."""
    for seed in range(1, 60):
        ctx, scene, link = make_magicoa(seed=seed, lang=lang, speed=0.0)
        for _ in range(80):
            if link.state.over:
                break
            settle(ctx, scene)  # type: ignore[arg-type]
            prompt = scene.prompt
            if prompt is None:
                break
            if prompt.kind == "exchange":
                return ctx, scene, link
            choice = prompt.options[0]
            if prompt.kind == "keep":
                choice = "power" if prompt.prompt["potion"].get("power") == "exchange" else "points"
            for step_ in prompt.plan(choice):
                for event in scene.input_for(step_):
                    scene.handle(event)
    pytest.fail("no seed up to 60 gave seat 0 an Exchange")


def test_during_an_exchange_the_face_down_potion_says_why_it_cannot_be_chosen() -> None:
    """Clicking the face-down potion during the Exchange did nothing and said nothing; now the
    bar says only a face-up potion can be swapped, and it is darkened beside the glowing ones."""
    ctx, scene, link = at_an_exchange()
    sent = len(link.answers)
    point = scene.spot_point(Spot("slot", 0))
    assert point is not None and (scene.shown or {})["row"][0]["face_down"]
    click(scene, point)
    assert len(link.answers) == sent
    assert bar_text(scene) == ctx.tr("magicoa.why.exchange.face_down")
    scene.refusal = None
    key(scene, pygame.K_1)
    assert bar_text(scene) == ctx.tr("magicoa.why.exchange.face_down") and len(link.answers) == sent


def test_the_log_of_an_exchange_names_the_potion_in_and_the_potion_out() -> None:
    """"Ann exchanges: Glacier Tears comes into the row." did not say which potion left the row
    (it lay face up there, seen by everyone, and goes on top of the pile)."""
    ctx, scene, link = at_an_exchange()
    prompt = scene.prompt
    assert prompt is not None
    slot = next(int(o) for o in prompt.options if int(o) >= 0)
    leaving = scene.faces.name(int((scene.shown or {})["row"][slot]["potion"]["id"]))
    coming = scene.faces.name(int(prompt.prompt["pile_top"]["id"]))
    key(scene, pygame.K_1 + slot)
    assert link.answers[-1][1] == slot
    settle(ctx, scene)  # type: ignore[arg-type]
    line = ctx.tr("magicoa.log.exchange.swap", name=scene.name(0), potion=coming, old=leaving)
    assert line in [text for text, _ in scene.log.lines]


def test_a_click_on_the_gold_cards_bid_under_a_closed_potion_says_why_too() -> None:
    """A click on the gold cards stacked under a closed potion said nothing (only the potion
    itself answered): they are part of its place."""
    ctx, scene, link, open_, closed = at_a_bid_with_a_closed_potion()
    sent = len(link.answers)
    stack = scene.layout.bids[closed[0]]
    click(scene, (stack.centerx, stack.y + scene.layout.px(10)))
    assert len(link.answers) == sent and bar_text(scene) is not None
    stack = scene.layout.bids[open_[0]]
    click(scene, (stack.centerx, stack.y + scene.layout.px(10)))  # under an open one: the bid goes there
    assert link.answers[-1][1] == {"slots": [open_[0]]}
