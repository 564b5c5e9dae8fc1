"""Magicoa's table scene: everything a player sees and does during a game of Magicoa.

Built on `game.table.spottable.SpotTable` (a `game.table.base.TableBase`), like Quest's table:
the link's updates, events played in order then the view, the log and chat column, the prompt
bar's buttons, the turn clock, the autoplay driver's input and the shared keys are the base's.
What is Magicoa's own is in this package: the layout (`board`), the card pictures (`faces`), the
drawing (`paint`), the decisions (`prompt`), the log lines (`eventtext`) and the animations
(`choreo`).

Input: the mouse (click a gold card, a potion or the gap between two; right-click zooms a
card) and the keys of `game.tables.magicoa.prompt`, plus the table's own: F skips queued
animations, V cycles their speed, T opens the chat, H shows the keys, Z zooms the card under
the mouse, the wheel scrolls the log. Time comes from `ctx.clock` only. `draw` only draws:
the table under the moving parts is cached and rebuilt when what it shows changes.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from engine.magicoa.gold import gold_id
from engine.magicoa.scoring import worth_of_data
from game.audio import play_effect
from game.link import LinkUpdate, TableLink
from game.linkbanner import draw_lost_banner
from game.table.bottag import draw_seat_tag
from game.table.layout import TableLayout
from game.table.promptparts import Reply, Spot
from game.table.res import GOLD_LIGHT, RED
from game.table.spottable import SpotTable
from game.table.surfaces import watching_caption
from game.tables.magicoa.board import BoardLayout, board_layout
from game.tables.magicoa.choreo import MagicoaChoreographer, MagicoaStage, sound_for
from game.tables.magicoa.eventtext import describe
from game.tables.magicoa.faces import MagicoaFaces
from game.tables.magicoa.overlays import draw_help, draw_zoom
from game.tables.magicoa.paint import Marks, Painter, kept_area
from game.tables.magicoa.patch import apply_event
from game.tables.magicoa.prompt import MagicoaPrompt
from game.tables.magicoa.refusal import NOTICE_FOR, Refusal, gold_lost_notice, why_not
from game.ui import kit_for

if TYPE_CHECKING:
    from game.context import Context
    from game.table.autoplay import AutoPlayer

STRONG = ("round_start", "game_end", "gold_chosen")
"""Events whose log line stands out."""


class MagicoaTable(SpotTable):
    """Magicoa's table for the link's seat (None: a spectator).

    `on_finished(result)` is called once, when the game is over and its last events have been
    shown. `autoplay` plays the seat by itself, through the same input a person uses.
    """

    TYPE_AHEAD_BREAKS = frozenset({"round_start", "game_end"})
    """A new round: gold typed during the last one is not chosen before its result is seen."""

    def __init__(self, ctx: Context, link: TableLink, *, autoplay: AutoPlayer | None = None,
                 on_finished: Callable[[dict[str, Any] | None], None] | None = None) -> None:
        super().__init__(ctx, link, autoplay=autoplay, on_finished=on_finished)
        self.faces = MagicoaFaces(self.res, ctx.tr)
        self.choreo = MagicoaChoreographer()
        self.prompt: MagicoaPrompt | None = None
        self.hover: Spot | None = None
        self.zoom: tuple[str, int, int] | None = None
        """The zoomed card: ("potion", id, 0) or ("gold", seat, value)."""
        self.landing: list[tuple[float, dict[str, Any]]] = []
        """Events whose cards are still in flight, with when they land (then `apply_event` shows them)."""
        self.layout: BoardLayout = board_layout(ctx.size, 4, self.seat)
        self._board: pygame.Surface | None = None
        self._board_key: Any = None
        self._version = 0
        self.refusal: Refusal | None = None
        """The line on the prompt bar saying why the place last clicked (or keyed) cannot be chosen."""
        self.notice: Refusal | None = None
        """A line the prompt bar shows while the player is not asked (their gold card thrown out)."""

    @property
    def table_layout(self) -> TableLayout:
        """The shared regions of Magicoa's layout."""
        return self.layout.shared

    # ---- lifecycle ------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size."""
        players = int(self.shown["players"]) if self.shown else max(3, len(self.names_list) or 4)
        self.layout = board_layout(size, players, self.seat)
        self.kit = kit_for(self.ctx)
        self._bg = self._board = self._side = None
        self.rebuild_buttons()

    # ---- updates ---------------------------------------------------------------------------------

    def take_table(self, table: dict[str, Any]) -> None:
        """Take the seat names (and redraw the panels)."""
        super().take_table(table)
        self._version += 1

    def new_game(self) -> None:
        """A rematch: the last game's cards still landing are forgotten."""
        self.landing.clear()

    def game_over_shown(self) -> bool:
        """Whether the view shown holds the game's result."""
        return self.shown is not None and self.shown.get("result") is not None

    def before_pump(self) -> None:
        """Cards whose flight is over land on the shown row."""
        self._land_due()

    def _stage(self) -> MagicoaStage:
        v = self.shown or {}
        return MagicoaStage(self.layout, self.faces, self.res, list(v.get("row", [])), list(v.get("won", [])),
                            self.ctx.tr, self.name, bool(self.ctx.settings.reduced_motion), self.worth)

    def worth(self, seat: int | None, kept: dict[str, Any]) -> int:
        """What potion `kept` is worth for points to `seat` as shown (its Triple powers count)."""
        seats = (self.shown or {}).get("seats") or []
        powers = seats[seat].get("powers", []) if seat is not None and 0 <= seat < len(seats) else []
        return worth_of_data(kept, list(powers))

    def record_event(self, event: dict[str, Any]) -> None:
        self._log_line(event, list((self.shown or {}).get("row", [])))

    def retell(self, history: Sequence[dict[str, Any]]) -> None:
        """The story of a snapshot, each bid named by the row as it lay then: the events are
        played on a scratch view (`apply_event`), whose row each round's start lays anew."""
        then: dict[str, Any] = {"row": []}
        for event in history:
            self._log_line(event, list(then["row"]))
            apply_event(then, event)

    def _log_line(self, event: dict[str, Any], row: list[dict[str, Any]]) -> None:
        """Log `event`'s line, if it has one, as said with `row` the row before it."""
        line = describe(event, self.name, self.faces.name, self.ctx.tr, row)
        if line:
            as_then = copy.deepcopy(row)  # the row as the line saw it (a potion face down then may show later)
            mine_lost = event.get("kind") == "gold_lost" and event.get("seat") == self.seat
            self.log.add(line, strong=event.get("kind") in STRONG or mine_lost,
                         again=lambda tr: describe(event, self.name, self.faces.name, tr, as_then))

    def play_event(self, event: dict[str, Any], animate: bool) -> float:
        self.record_event(event)
        notice = gold_lost_notice(event, self.seat, self.ctx.tr)
        if notice is not None:
            self.notice = Refusal.at(notice, self.ctx.clock.now, NOTICE_FOR)
        if event.get("kind") == "setup" and self.shown is None:
            self.layout = board_layout(self.ctx.size, int(event.get("players", 4)), self.seat)
        if not animate:
            self._land(event)
            return 0.0
        now = self.ctx.clock.now
        fx, hold = self.choreo.effects_for(event, self._stage(), now)
        self.effects.add(*fx)
        play_effect(self.ctx.services, sound_for(event))
        if event.get("kind") in ("potion_won", "potion_unwon", "kept", "game_end"):
            self._land(event)  # the potion leaves as its animation starts; the bar tells the end with its banner
        else:
            self.landing.append((now + hold, event))
        return hold

    def _land(self, event: dict[str, Any]) -> None:
        if self.shown is not None:
            apply_event(self.shown, event)
            self._version += 1

    def _land_due(self) -> None:
        now = self.ctx.clock.now
        while self.landing and (self.landing[0][0] <= now or self.instant() or self.feed.skipping):
            self._land(self.landing.pop(0)[1])

    def show_update(self, u: LinkUpdate) -> None:
        if u.view is not None:
            first = self.shown is None or self.shown.get("players") != u.view.get("players")
            self.shown = copy.deepcopy(u.view)  # the table's own copy: events in flight patch it
            self.landing.clear()
            self._version += 1
            if first:
                self.layout = board_layout(self.ctx.size, int(u.view.get("players", 4)), self.seat)
                self._bg = self._board = None
        if u.ask is not None:
            self.ask = u.ask
        self.refresh_prompt()

    def new_prompt(self, decision: dict[str, Any]) -> MagicoaPrompt:
        """Magicoa's prompt for `decision` (a refusal said about the last one goes)."""
        self.refusal = None
        return MagicoaPrompt(decision, self.ctx.tr, self.faces.name, lambda p: self.worth(self.seat, p),
                             held=self.powers_held(self.seat))

    def powers_held(self, seat: int | None) -> frozenset[str]:
        """The powers `seat` keeps potions for, as shown."""
        seats = (self.shown or {}).get("seats") or []
        if seat is None or not 0 <= seat < len(seats):
            return frozenset()
        return frozenset(str(p.get("power")) for p in seats[seat].get("powers", []) if isinstance(p, dict))

    # ---- answering and input ----------------------------------------------------------------------

    def send(self, reply: Reply | None) -> None:
        """Send a complete answer (None only refreshes the buttons); the board is redrawn."""
        if reply is not None:
            self.refusal = None
        super().send(reply)
        self._version += 1

    def click(self, event: pygame.event.Event) -> bool:
        """A click on a glowing spot answers (`SpotTable.click`); a left click on a potion that
        cannot be chosen says why."""
        if super().click(event):
            return True
        return event.button == 1 and self.explain(self.spot_at(event.pos))

    def game_key(self, key: int) -> bool:
        """Z zooms (`zoom_key`); the prompt's keys (`SpotTable.game_key`); a number key naming a
        potion that cannot be chosen says why."""
        if key == pygame.K_z:
            return self.zoom_key()
        if super().game_key(key):
            return True
        return self.prompt is not None and self.explain(self.prompt.digit_spot(key))

    def explain(self, spot: Spot | None) -> bool:
        """Say on the prompt bar why `spot` cannot answer the prompt shown (True), if it cannot."""
        if self.prompt is None or not self.idle:
            return False
        text = why_not(self.prompt.decision, spot, self.shown or {}, self.seat, self.ctx.tr)
        if text is None:
            return False
        self.refusal = Refusal.at(text, self.ctx.clock.now)
        return True

    def zoom_key(self) -> bool:
        """Z: the card under the mouse large, else the one the keys' focus is on, else the potion
        being kept, else the row's first potion shown face up (with nothing focused Z did nothing,
        and said nothing)."""
        focused = self.prompt.focused() if self.prompt is not None and self.idle else None
        spot = self.hover or focused
        if self.zoom_spot(spot):
            return True
        row = list((self.shown or {}).get("row", []))
        if spot is not None and spot.zone == "slot" and 0 <= spot.ident < len(row):  # face down: no face to show
            self.say(self.ctx.tr("magicoa.zoom.face_down", n=spot.ident + 1))
            return True
        shown = [i for i, slot in enumerate(row) if isinstance(slot.get("potion"), dict) and not slot.get("gone")]
        return self.zoom_spot(Spot("slot", shown[0])) if shown else False

    def say(self, text: str) -> None:
        """Show `text` on the prompt bar for a few seconds, over the question or what is waited for."""
        line = Refusal.at(text, self.ctx.clock.now)
        if self.prompt is not None and self.idle:
            self.refusal = line
        else:
            self.notice = line

    def zoom_spot(self, spot: Spot | None) -> bool:
        """Show a gold card, a row potion (one won and waiting at its place included) or a kept
        potion large; with nothing pointed at, the potion this seat is choosing points or power
        for (the moment its power matters most)."""
        won = list((self.shown or {}).get("won", []))
        if spot is None:
            mine = [w.get("potion") for w in won if w.get("seat") == self.seat]
            if mine and isinstance(mine[0], dict):
                self.zoom = ("potion", int(mine[0]["id"]), 0)
                return True
            return False
        if spot.zone == "gold":
            card = spot.ident
            self.zoom = ("gold", (card - 100) // 12, (card - 100) % 12 + 1)
            return True
        if spot.zone == "slot":
            row = list((self.shown or {}).get("row", []))
            p = row[spot.ident].get("potion") if spot.ident < len(row) else None
            if not isinstance(p, dict):  # won, it waits at its place for its winner's choice
                p = next((w.get("potion") for w in won if w.get("slot") == spot.ident), None)
            if isinstance(p, dict):
                self.zoom = ("potion", int(p["id"]), 0)
                return True
        if spot.zone == "kept":
            self.zoom = ("potion", spot.ident, 0)
            return True
        return False

    # ---- where things are ----------------------------------------------------------------------------

    def hand_values(self) -> list[int]:
        """The values of the player's gold not yet bid (chosen cards included), lowest first."""
        v = self.shown or {}
        if self.seat is None or self.seat >= len(v.get("seats", [])):
            return []
        return sorted(int(x) for x in v["seats"][self.seat].get("hand", []))

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        """The clickable thing under `pos`, if any."""
        lay = self.layout
        if self.seat is not None:
            values = self.hand_values()
            for value, rect in reversed(list(zip(values, self._painter().hand_slots(lay, values), strict=False))):
                if rect.inflate(0, lay.px(24)).move(0, -lay.px(12)).collidepoint(pos):
                    return Spot("gold", gold_id(self.seat, value))
        if self.seat is not None and (self.shown or {}).get("seats"):
            sv = (self.shown or {})["seats"][self.seat]
            kept = [int(p["id"]) for p in sv.get("points", []) + sv.get("powers", [])]
            slots = self._painter().kept_slots(kept_area(lay), len(kept), lay)
            for pid, rect in reversed(list(zip(kept, slots, strict=True))):
                if rect.collidepoint(pos):
                    return Spot("kept", pid)
        glowing = self.prompt.glowing() if self.prompt is not None else []
        for i, gap in enumerate(lay.gaps):
            if Spot("gap", i) in glowing and gap.collidepoint(pos):
                return Spot("gap", i)
        for i, rect in enumerate(lay.slots):
            # the gold cards bid under a potion are part of its place (a click there said nothing)
            if rect.collidepoint(pos) or (i < len(lay.bids) and lay.bids[i].collidepoint(pos)):
                return Spot("slot", i)
        return None

    def spot_point(self, spot: Spot) -> tuple[int, int] | None:
        """Where to click to hit `spot`."""
        lay = self.layout
        if spot.zone == "gold" and self.seat is not None:
            values = self.hand_values()
            rects = self._painter().hand_slots(lay, values)
            for value, rect in zip(values, rects, strict=False):
                if gold_id(self.seat, value) == spot.ident:
                    return rect.centerx, rect.y + lay.px(20)
            return None
        if spot.zone == "gap" and spot.ident < len(lay.gaps):
            return lay.gaps[spot.ident].center
        if spot.zone == "slot" and spot.ident < len(lay.slots):
            return lay.slots[spot.ident].center
        return None

    # ---- drawing ---------------------------------------------------------------------------------------

    def _painter(self) -> Painter:
        return Painter(self.res, self.faces, self.ctx.tr, self.name, colour_blind=self.ctx.settings.colour_blind_icons)

    def _marks(self) -> Marks:
        prompt = self.prompt if self.idle else None
        asked = {int(d["seat"]) for d in (self.shown or {}).get("pending", []) if "seat" in d}
        return Marks(glowing=prompt.glowing() if prompt else [], focus=prompt.focused() if prompt else None,
                     hover=self.hover, picked=prompt.selected() if prompt else [], asked=asked)

    def waiting_text(self) -> str:
        """Who the table waits for, when it is not the player; while events are still being
        shown, that they are (the view shown is older than the game: as a round was settled the
        bar still said the last bidder was bidding, while the log told the potions won)."""
        v = self.shown or {}
        tr = self.ctx.tr
        phase = v.get("phase")
        if v.get("result") is not None or phase == "over":
            return tr("magicoa.wait.over")
        if not self.idle:
            return tr("table.status.playing")
        if phase == "choose":
            return tr("magicoa.wait.choose")
        current = v.get("current")
        if phase in ("bid", "keep", "exchange") and isinstance(current, int) and current != self.seat:
            return tr(f"magicoa.wait.{phase}", name=self.name(current))
        return ""

    def bar_line(self, now: float) -> Refusal | None:
        """The line that takes the prompt bar's sentence place at `now`, if any: while the player
        is asked, why the place last chosen was refused; while not, a notice (the question, when
        one comes, goes first: the log keeps the notice)."""
        prompted = self.prompt is not None and self.idle
        line = self.refusal if prompted else self.notice
        return line if line is not None and line.up(now) else None

    def draw_prompt_bar(self, surface: pygame.Surface) -> None:
        """The prompt's sentence (or what the table waits for), or for a few seconds a `bar_line`."""
        now = self.ctx.clock.now
        line = self.bar_line(now)
        if line is None:
            super().draw_prompt_bar(surface)
            return
        lay = self.layout.shared
        right = min((b.rect.x for _, b in self.buttons), default=lay.prompt.right) - lay.px(10)
        width = right - lay.prompt.x - lay.px(18)
        left = lay.prompt.x + lay.px(14)
        two = self.res.two_lines(line.text, lay.px(17), width, "text_bold")
        if two is not None:
            placed = self.res.stacked(two[1], two[0], left, lay.prompt.centery, GOLD_LIGHT, "text_bold", shadow=1)
        else:
            img = self.res.fit_text(line.text, lay.px(17), width, GOLD_LIGHT, "text_bold", shadow=1)
            placed = [(img, img.get_rect(midleft=(left, lay.prompt.centery)))]
        for img, rect in placed:
            img = img.copy()
            img.set_alpha(line.alpha(now))
            surface.blit(img, rect)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table."""
        now = self.ctx.clock.now
        lay = self.layout
        surface.blit(self._board_surface(surface), (0, 0))
        surface.blit(self.side_surface(), lay.shared.side.topleft)
        self.draw_prompt_bar(surface)
        for _, b in self.buttons:
            b.draw(surface)
        self.turn_clock.draw(surface, self.res, lay.shared, self.seat)
        self.effects.draw(surface, now)
        draw_lost_banner(surface, self.res, lay.shared, self.ctx.tr, self.state, RED)
        self.draw_speed_note(surface)
        if self.zoom is not None:
            draw_zoom(surface, self, self.zoom)
        if self.help:
            draw_help(surface, self.res, lay.shared, self.ctx.tr)
        self.draw_cursor(surface)

    def _board_surface(self, surface: pygame.Surface) -> pygame.Surface:
        marks = self._marks()
        key = (self._version, self.layout.shared.size, self.ctx.tr.lang, tuple(marks.glowing), marks.focus,
               marks.hover, tuple(marks.picked), self.idle, self.ctx.settings.colour_blind_icons, self.seat_tags())
        if self._board is not None and self._board_key == key:
            return self._board
        if self._board is None or self._board.get_size() != surface.get_size():
            self._board = pygame.Surface(surface.get_size())
            if pygame.display.get_surface():
                self._board = self._board.convert()
        board = self._board
        board.blit(self.background(), (0, 0))
        v = self.shown or {}
        lay = self.layout
        paint = self._painter()
        current = v.get("current")
        for seat, rect in lay.seats.items():
            active = seat == current or (v.get("phase") == "choose" and seat in marks.asked)
            paint.seat_panel(board, lay, v, seat, rect, active=active)
        for seat, tag in self.seat_tags():
            if seat in lay.seats:
                draw_seat_tag(board, self.res, lay.seats[seat], tag, self.ctx.tr, lay.px)
        paint.status(board, lay, v, self.waiting_text())
        pile_top = self.prompt.prompt.get("pile_top") if self.prompt is not None and self.idle else None
        paint.pile(board, lay, v, int(pile_top["id"]) if isinstance(pile_top, dict) else None)
        paint.score_track(board, lay, v)
        paint.row(board, lay, v, marks)
        board.blit(self.res.nine_slice("ui/panel.png", lay.shared.prompt.size, lay.px(24)), lay.shared.prompt.topleft)
        if self.seat is not None and v.get("seats"):
            paint.home(board, lay, v, self.seat, active=current == self.seat)
            paint.hand(board, lay, self.seat, self.hand_values(), marks, v.get("chosen"))
        elif self.seat is None:
            watching_caption(board, self.res, lay.shared, self.ctx.tr("table.watching"))
        self._board_key = key
        return board
