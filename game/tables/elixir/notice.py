"""Short notices that ask nothing and go by themselves.

Two things are told this way rather than asked. A reaction window in which none of the
player's cards can be played (the decision offers only "pass", `pass_only`): the client
answers pass by itself at once (or, with auto-pass on, leaves it to the host, which passes
exactly those windows) and says so on the prompt bar's status line, where the
"waiting" text goes; the host still holds every answer to its fixed floor, so nothing leaks
by timing. And why a spell that was clicked cannot be cast (`game.tables.elixir.cast_hint`), or
that a draft pile named by its number key is empty, in a panel over the table, above the prompt
bar. A new notice replaces the one shown; a click or a key never goes to a notice, so it never
blocks play, except Escape, which takes a panel down (as it puts back a zoomed card) before it
would open the game menu.

Time is game time (`ctx.clock.now`), so tests step it like everything else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import Translator
from game.table.cardsize import card_height
from game.table.res import GOLD, GOLD_LIGHT, WHITE, Resources
from game.tables.elixir.cardface import CardFaces, card_name
from game.tables.elixir.cast_hint import explain, hint_lines
from game.tables.elixir.hotkeys import level_key

if TYPE_CHECKING:
    from game.context import Context
    from game.tables.elixir.prompt import Prompt

SHOWN_FOR = 3.5
"""Seconds a reaction notice stays up."""
EXPLAIN_FOR = 8.0
"""Seconds a cast explanation stays up (it has more to read); the next click replaces it."""
FADE = 0.4
"""Seconds a notice takes to fade out at the end."""


def pass_only(decision: dict[str, Any]) -> bool:
    """Whether `decision` is a reaction window whose only legal answer is to pass."""
    options = decision.get("options")
    return decision.get("kind") == "react" and isinstance(options, list) and bool(options) and all(
        isinstance(o, dict) and o.get("act") == "pass" for o in options)


def pass_option(decision: dict[str, Any]) -> Any:
    """The answer that passes reaction window `decision` (its first pass option)."""
    return next(o for o in decision["options"] if isinstance(o, dict) and o.get("act") == "pass")


def react_notice(decision: dict[str, Any], tr: Translator, names: Callable[[int | None], str], *,
                 auto: bool = False) -> tuple[str, tuple[str, ...]]:
    """(title, lines) of the notice for a reaction window the table passed by itself: because
    nothing in hand could answer it, or (`auto`) because the player turned auto-pass on."""
    data = decision.get("prompt") or {}
    card = data.get("card")
    what = card_name(card, tr.lang) if type(card) is int else tr("table.a_card")
    target = data.get("target")
    if data.get("moment") == "turn_start":  # a window before lasting effects act at a turn's start
        title = tr("table.notice.turn_start", name=names(target if type(target) is int else None))
    elif type(target) is int:
        title = tr("table.notice.plays_at", name=names(data.get("by")), card=what, target=names(target))
    else:
        title = tr("table.notice.plays", name=names(data.get("by")), card=what)
    return title, (tr("table.notice.auto_passed" if auto else "table.notice.nothing_to_react"),)


class ExplainingTable(Protocol):
    """What `explain_click` reads of the table (`game.tables.elixir.scene.TableScene`)."""

    @property
    def ctx(self) -> Context:
        """The app's context: its texts and game clock."""
        ...

    @property
    def prompt(self) -> Prompt | None:
        """The prompt being answered, or None."""
        ...

    @property
    def shown(self) -> dict[str, Any] | None:
        """The view on screen."""
        ...

    @property
    def notices(self) -> Notices:
        """Where the explanation is shown."""
        ...


def explain_click(scene: ExplainingTable, spell: int) -> bool:
    """A click on the player's spell `spell` that the prompt does not offer: show why it
    cannot be cast (True), or nothing when there is nothing to say (False)."""
    prompt = scene.prompt
    hint = explain(spell, scene.shown or {}, prompt.decision if prompt is not None else None)
    if hint is None:
        return False
    title, lines = hint_lines(hint, scene.ctx.tr)
    scene.notices.show(title, lines, scene.ctx.clock.now, seconds=EXPLAIN_FOR, card=spell)
    return True


EMPTY_PILE_FOR = 3.0
"""Seconds the notice of an empty spell pile stays up."""


def explain_empty_pile(scene: ExplainingTable, key: int) -> bool:
    """A number key in the draft naming a pile it does not offer: say the pile is empty (True);
    False for any other key or prompt. (Pressing 1 with the level-1 pile gone did nothing at all.)"""
    prompt = scene.prompt
    if prompt is None or prompt.kind != "draft":
        return False
    level = next((n for n in range(1, 5) if level_key(n) == key), None)
    if level is None or level in prompt.decision.get("options", []):
        return False
    tr = scene.ctx.tr
    scene.notices.show(tr("table.draft.pile_empty", level=level), (tr("table.draft.pile_other"),),
                       scene.ctx.clock.now, seconds=EMPTY_PILE_FOR)
    return True


@dataclass(frozen=True)
class Notice:
    """A notice: a title line, lines under it, when it goes (game time), the card it is about,
    and whether it is a status line on the prompt bar (else a panel)."""

    title: str
    lines: tuple[str, ...]
    until: float
    card: int | None = None
    bar: bool = False


class Notices:
    """The notice shown now (at most one)."""

    def __init__(self) -> None:
        self.current: Notice | None = None
        self.version = 0

    def show(self, title: str, lines: tuple[str, ...], now: float, *, seconds: float = SHOWN_FOR,
             card: int | None = None, bar: bool = False) -> Notice:
        """Show a notice for `seconds` from `now`, replacing any other; returns it."""
        self.current = Notice(title, tuple(lines), now + seconds, card, bar)
        self.version += 1
        return self.current

    def shown(self, now: float) -> Notice | None:
        """The notice still up at `now`, if any."""
        if self.current is not None and now >= self.current.until:
            self.current = None
        return self.current

    def clear(self) -> None:
        """Take the notice down."""
        self.current = None

    def on_panel(self, now: float) -> bool:
        """Whether a panel notice (a cast explanation) is up now."""
        notice = self.shown(now)
        return notice is not None and not notice.bar

    def on_bar(self, now: float) -> bool:
        """Whether a status-line notice takes the prompt bar's text place now."""
        notice = self.shown(now)
        return notice is not None and notice.bar

    def _alpha(self, notice: Notice, now: float) -> int:
        left = notice.until - now
        return 255 if left >= FADE else round(255 * max(0.0, left) / FADE)

    def draw_bar(self, surface: pygame.Surface, res: Resources, bar: pygame.Rect, width: int, scale: float,
                 now: float) -> None:
        """Draw a status-line notice in the prompt bar at `bar`, in `width` px of text room."""
        notice = self.shown(now)
        if notice is None or not notice.bar:
            return
        pad = max(1, round(16 * scale))
        text = " ".join((notice.title, *notice.lines))
        img = res.fit_text(text, max(1, round(17 * scale)), width, GOLD_LIGHT, "text_bold", shadow=1).copy()
        img.set_alpha(self._alpha(notice, now))
        surface.blit(img, img.get_rect(midleft=(bar.x + pad, bar.centery)))

    def draw(self, surface: pygame.Surface, res: Resources, faces: CardFaces, area: pygame.Rect, scale: float,
             now: float) -> None:
        """Draw a panel notice centred at the bottom of `area` (the table above the prompt bar),
        with the face of the card it is about on its left."""
        notice = self.shown(now)
        if notice is None or notice.bar:
            return

        def px(v: float) -> int:
            return max(1, round(v * scale))

        width = min(area.width - px(40), px(700))
        face_w = px(64) if notice.card is not None else 0
        text_x = px(16) + (face_w + px(12) if face_w else 0)
        text_w = width - text_x - px(16)
        title = res.wrap(notice.title, px(17), text_w, "text_bold")
        imgs = [res.text(t, px(17), GOLD_LIGHT, "text_bold", shadow=1) for t in title]
        imgs += [res.text(part, px(15), WHITE if i else GOLD, "text")
                 for i, line in enumerate(notice.lines) for part in res.wrap(line, px(15), text_w)]
        height = max(sum(i.get_height() for i in imgs), card_height(face_w)) + px(20)
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (area.centerx, area.bottom - px(6))
        panel = res.nine_slice("ui/panel.png", rect.size, px(20)).copy()
        if notice.card is not None:
            panel.blit(faces.face(notice.card, face_w), (px(14), px(10)))
        y = px(10)
        for img in imgs:
            panel.blit(img, (text_x, y))
            y += img.get_height()
        panel.set_alpha(self._alpha(notice, now))
        surface.blit(panel, rect.topleft)
