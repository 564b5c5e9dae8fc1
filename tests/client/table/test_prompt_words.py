"""Every question the engine asks reads as words in every language: no raw option value or key on screen.

The Grand Carousel once offered buttons labelled "forward" and "backward": an option word the
engine uses had no catalog label. These tests find every word option in the engine's source,
and build the table's prompt for every decision kind that seeded games reach, in every
language, checking that its title and buttons fit the prompt bar at 1280×720.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine.bots.random_bot import RandomBot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.elixir.game import ELIXIR
from game.i18n import LANGUAGES, Translator, keys
from game.tables.elixir.prompts import make_prompt

ENGINE = Path(__file__).resolve().parents[3] / "engine"
LANGS = LANGUAGES


def word_options() -> set[str]:
    """The string options written literally in the engine's `options=[...]` lists."""
    words: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        for found in re.finditer(r"options=\[([^\]]*)\]", path.read_text(encoding="utf-8")):
            words |= set(re.findall(r'"([a-z_]+)"', found.group(1)))
    return words


def test_the_engine_offers_word_options() -> None:
    assert {"suffer", "pay", "forward", "backward"} <= word_options()


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_option_of_the_engine_has_a_label_in_each_language(lang: str) -> None:
    missing = sorted(w for w in word_options() if f"table.opt.{w}" not in keys(lang))
    assert not missing, f"no table.opt.<word> label in {lang}: {missing}"


def reached_decisions(games: int = 40) -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    """The first (decision, view) of every kind that `games` random seeded games reach, and of
    every kind asked because of a card or a lasting effect (its `why`, which the bar says under
    the question: "because of Mites"), as "<kind>+why"."""
    found: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
    for seed in range(games):
        players = 3 + seed % 4
        state = ELIXIR.new_state({"players": players}, seed)
        bots = [RandomBot(seed * 10 + i) for i in range(players)]
        while not state.over:
            decision = pending(state)[0]
            view = ELIXIR.view(state, decision.seat)
            found.setdefault(decision.kind, (decision.to_plain(), view))
            if decision.to_plain()["prompt"].get("why"):
                found.setdefault(f"{decision.kind}+why", (decision.to_plain(), view))
            choice = bots[decision.seat].choose(view, decision.to_plain())
            assert apply(state, Answer(decision.id, decision.seat, choice)).accepted
    return found


REACHED = reached_decisions()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(REACHED))
def test_every_prompt_reads_as_words(kind: str, lang: str) -> None:
    decision, view = REACHED[kind]
    prompt = make_prompt(decision, view, Translator(lang), lambda seat: f"Player {seat}")
    words = {o for o in decision.get("options", []) if isinstance(o, str)}
    assert prompt.title and "table." not in prompt.title, prompt.title
    for button in prompt.buttons():
        assert button.label not in words, f"{kind}: the button shows the raw option {button.label!r}"
        assert "table." not in button.label, button.label


def title_width(kind: str, prompt: Any, lay: Any, kit: Any, tr: Translator) -> int:
    """The width the table leaves a prompt's title: its buttons are laid from the bar's right end
    (without their key hints when those would crowd the question, as the table lays them)."""
    import pygame

    from game.table.promptbar import fitting_buttons, hints_fit, prompt_button_width
    from game.tables.elixir.prompt import Button

    buttons = list(prompt.buttons())
    if kind == "react":
        buttons.append(Button("autopass", tr("table.btn.autopass_off"), hotkey=pygame.K_a, hint="A"))
    buttons = fitting_buttons(kit, lay, buttons, lay.px(6))
    hinted = hints_fit(kit, lay, buttons, lay.px(6))
    widths = [prompt_button_width(kit, lay, b, hinted=hinted) for b in buttons]
    left = lay.prompt.right - lay.px(8) - sum(widths) - lay.px(6) * max(0, len(widths) - 1)
    return int(left - lay.prompt.x - lay.px(24))


def frame_rows(res: Any, lay: Any) -> list[int]:
    """The window rows of the prompt bar's art that draw its frame: the gold border and the
    bevel's light line inside it (brighter than the rows either side), read from the art."""
    art = res.nine_slice("ui/panel.png", lay.prompt.size, lay.px(24))
    x = art.get_width() // 3
    light = [sum(art.get_at((x, y))[:3]) for y in range(art.get_height())]
    lines = [y for y in range(1, len(light) - 1) if light[y] > max(light[y - 1], light[y + 1]) + 40]
    return [lay.prompt.y + y for y in lines]


@pytest.mark.parametrize("size", [(800, 600), (1024, 576), (1280, 720), (1600, 900), (1920, 1080)])
def test_the_bars_text_room_lies_inside_the_bevel_of_its_art(tmp_path: Path, size: tuple[int, int]) -> None:
    """The room the bar's text is kept in took the bevel's line under it for room, at 1024 x 576:
    the detail under a question ("à cause de Mites") sat on it."""
    from game.table.layout import compute
    from game.table.res import Resources
    from game.tables.elixir.foreground import bar_inside
    from tests.client.test_layout_fit import make_ctx

    make_ctx(tmp_path, size, "fr")
    lay = compute(size, 5, 0)
    lines = frame_rows(Resources(), lay)
    frame = bar_inside(lay)
    assert len(lines) == 2, lines
    assert lines[0] < frame.top and frame.bottom <= lines[1], (lines, frame)


@pytest.mark.parametrize("lang", LANGS)
def test_every_prompt_stays_inside_the_prompt_bar_at_1024x576(tmp_path: Path, lang: str) -> None:
    """At 1024 x 576 the detail under a title ("Level = the number of ingredients...") sat on the
    bar's bottom border, and the second line of a two-line title ("...quante volte vuoi.") too: the
    ink of every line the bar draws now stays inside its gold frame, beside the buttons; a title
    over its detail keeps a margin more ("à cause de Mites" still seemed to sit on the edge: the
    questions a card asks, which say which card, were not among those checked)."""
    from game.table.layout import compute
    from game.table.res import Resources
    from game.tables.elixir.foreground import bar_inside, bar_text, detail_room
    from game.ui.kit import kit_for
    from tests.client.test_layout_fit import make_ctx

    size = (1024, 576)
    ctx = make_ctx(tmp_path, size, lang)
    kit, res, tr = kit_for(ctx), Resources(), Translator(lang)
    assert "market_trade" in REACHED and make_prompt(*REACHED["flea_pick"], tr, str).detail
    assert {"discard+why", "give+why"} <= set(REACHED)  # the questions a card asks say which card
    for kind, (decision, view) in sorted(REACHED.items()):
        lay = compute(size, int(view["players"]), decision["seat"])
        prompt = make_prompt(decision, view, tr, lambda seat: f"Player {seat + 1}")
        text_w = title_width(decision["kind"], prompt, lay, kit, tr)
        # the testers' "à cause de Mites" and "vanwege Koninklijk Besluit" keep a margin more
        frame = detail_room(lay) if kind in ("discard+why", "give+why") else bar_inside(lay)
        for img, rect in bar_text(res, lay, prompt.title, prompt.detail, text_w):
            ink = img.get_bounding_rect().move(rect.topleft)
            assert frame.top <= ink.top and ink.bottom <= frame.bottom, (kind, prompt.title, ink, frame)
            shadow = lay.px(1)
            assert lay.prompt.x < ink.left and ink.right <= lay.prompt.x + lay.px(16) + text_w + shadow, (kind, ink)


@pytest.mark.parametrize("size", [(1024, 576), (1280, 720)])
@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_prompt_bar_is_big_enough_to_read(tmp_path: Path, lang: str,
                                                            size: tuple[int, int]) -> None:
    """At 1024 x 576 the draft's question and its detail ("Level = ...") beside four pile buttons,
    and the Grand Carousel's beside its two long ones, shrank to 9 px, unreadable: a question is
    now drawn at 10 px at least, and at 12 with a detail under it, else alone."""
    from game.table.layout import compute
    from game.table.res import Resources
    from game.tables.elixir.foreground import DETAIL_LEGIBLE, TITLE_LEGIBLE, bar_text
    from game.ui.kit import kit_for
    from tests.client.test_layout_fit import make_ctx

    class Measured(Resources):
        """Resources remembering the size each text surface was drawn at."""

        def __init__(self) -> None:
            super().__init__()
            self.sizes: dict[int, int] = {}

        def text(self, text: str, size: int, *args: Any, **kwargs: Any) -> Any:
            img = super().text(text, size, *args, **kwargs)
            self.sizes[id(img)] = size
            return img

    ctx = make_ctx(tmp_path, size, lang)
    kit, res, tr = kit_for(ctx), Measured(), Translator(lang)
    small: list[str] = []
    for kind, (decision, view) in sorted(REACHED.items()):
        lay = compute(size, int(view["players"]), decision["seat"])
        prompt = make_prompt(decision, view, tr, lambda seat: f"Player {seat + 1}")
        placed = bar_text(res, lay, prompt.title, prompt.detail, title_width(decision["kind"], prompt, lay, kit, tr))
        sizes = [res.sizes[id(img)] for img, _rect in placed]
        floor = [TITLE_LEGIBLE, DETAIL_LEGIBLE] if len(placed) == 2 and prompt.detail else [DETAIL_LEGIBLE] * 2
        if any(got < least for got, least in zip(sizes, floor, strict=False)):
            small.append(f"{kind}: {sizes} px for {prompt.title!r} / {prompt.detail!r}")
    assert small == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_question_naming_its_card_is_not_told_because_of_it_again(lang: str) -> None:
    """"Grand Carousel: which way does it turn?" over "because of Grand Carousel": the bar's
    second line says what the choice does instead."""
    decision, view = REACHED["carousel+why"]
    tr = Translator(lang)
    prompt = make_prompt(decision, view, tr, str)
    assert decision["prompt"]["why"].startswith("card:")
    assert prompt.detail == tr("table.ask.carousel.detail")
    decision, view = REACHED["gift+why"]  # "Who gets the gift?": the card is named below
    assert make_prompt(decision, view, tr, str).detail.startswith(tr("table.because", card="").strip())


@pytest.mark.parametrize("lang", LANGS)
def test_every_prompt_fits_the_prompt_bar_at_1280x720(tmp_path: Path, lang: str) -> None:
    # The buttons are laid from the bar's right end as the table lays them (without their key
    # hints when those would crowd the question); the title gets what is left, on one line
    # (shrunk at most to 60 %) or two: it must never need an ellipsis.
    import pygame

    from game.table.layout import compute
    from game.table.promptbar import fitting_buttons, hints_fit, prompt_button_width
    from game.table.res import Resources
    from game.tables.elixir.prompt import Button
    from game.ui.kit import kit_for
    from tests.client.test_layout_fit import make_ctx

    ctx = make_ctx(tmp_path, (1280, 720), lang)
    kit, res, tr = kit_for(ctx), Resources(), Translator(lang)
    cut: list[str] = []
    for kind, (decision, view) in sorted(REACHED.items()):
        lay = compute((1280, 720), int(view["players"]), decision["seat"])
        prompt = make_prompt(decision, view, tr, lambda seat: f"Player {seat + 1}")
        buttons = list(prompt.buttons())
        if decision["kind"] == "react":
            buttons.append(Button("autopass", tr("table.btn.autopass_off"), hotkey=pygame.K_a, hint="A"))
        size = lay.px(19)
        buttons = fitting_buttons(kit, lay, buttons, lay.px(6))
        hinted = hints_fit(kit, lay, buttons, lay.px(6))
        widths = [prompt_button_width(kit, lay, b, hinted=hinted) for b in buttons]
        left = lay.prompt.right - lay.px(8) - sum(widths) - lay.px(6) * max(0, len(widths) - 1)
        text_w = left - lay.prompt.x - lay.px(24)
        one_line = res.font("text_bold", max(8, int(size * 0.6))).size(prompt.title)[0] <= text_w
        if not one_line and (prompt.detail or res.two_lines(prompt.title, size, text_w, "text_bold") is None):
            cut.append(f"{kind}: {prompt.title!r} in {text_w} px beside {[b.label for b in buttons]}")
        detail_size = max(8, int(lay.px(13) * 0.6))
        if prompt.detail and res.font("text", detail_size).size(prompt.detail)[0] > text_w:
            cut.append(f"{kind}: detail {prompt.detail!r} in {text_w} px")
    assert cut == []



@pytest.mark.parametrize("lang", LANGS)
def test_the_clear_button_always_on_the_bar_costs_no_other_button_its_key_hint(tmp_path: Path, lang: str) -> None:
    """Clear is on the bar from the start of a pick (so that it never takes the place of the
    button the player is about to click); with its own key hint it left three buttons too wide
    for theirs (French and Dutch auctions, flea markets and market days)."""
    from game.table.layout import compute
    from game.table.promptbar import hints_fit
    from game.ui.kit import kit_for
    from tests.client.test_layout_fit import make_ctx

    for size in ((1024, 576), (1280, 720), (1920, 1080)):
        ctx = make_ctx(tmp_path, size, lang)
        kit, tr = kit_for(ctx), Translator(lang)
        for kind, (decision, view) in sorted(REACHED.items()):
            lay = compute(size, int(view["players"]), decision["seat"])
            buttons = list(make_prompt(decision, view, tr, lambda seat: f"Bot {seat + 1}").buttons())
            others = [b for b in buttons if b.ident != "clear"]
            if len(others) < len(buttons):
                assert hints_fit(kit, lay, buttons, lay.px(6)) == hints_fit(kit, lay, others, lay.px(6)), (size, kind)
