"""Magicoa's table scene: everything a player sees and does during a game of Magicoa.

Built like Elixir's table (`game.table.scene`) from the shared parts of `game.table`: the
link's updates go through an `EventFeed` (events animated in order, then the view), the log
and chat column, the prompt bar's buttons, the turn clock, the lost-connection banner. What
is Magicoa's own is in this package: the layout (`board`), the card pictures (`faces`), the
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
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from engine.magicoa.gold import gold_id
from game.audio import play_effect
from game.link import LinkState, LinkUpdate, TableLink
from game.linkbanner import draw_lost_banner
from game.scene import Scene
from game.table.animation import Effects
from game.table.chat import ChatPanel
from game.table.feed import EventFeed
from game.table.log import LogPanel
from game.table.prompt import Button as PromptButton
from game.table.prompt import Reply, Spot, Step
from game.table.promptbar import PROMPT_BUTTON_SIZE, prompt_button_width
from game.table.res import DIM, RED, WHITE, Resources
from game.table.surfaces import felt, side_column
from game.table.turnclock import TurnClock
from game.tables.magicoa.board import BoardLayout, board_layout
from game.tables.magicoa.choreo import MagicoaChoreographer, MagicoaStage, sound_for
from game.tables.magicoa.eventtext import describe
from game.tables.magicoa.faces import MagicoaFaces
from game.tables.magicoa.overlays import draw_help, draw_zoom
from game.tables.magicoa.paint import Marks, Painter, kept_area
from game.tables.magicoa.patch import apply_event
from game.tables.magicoa.prompt import MagicoaPrompt
from game.ui import Button, Kit, kit_for

if TYPE_CHECKING:
    from game.context import Context
    from game.table.autoplay import AutoPlayer

SPEEDS = (1.0, 2.0, 0.0)
STRONG = ("round_start", "game_end", "gold_chosen")
"""Events whose log line stands out."""


class MagicoaTable(Scene):
    """Magicoa's table for the link's seat (None: a spectator).

    `on_finished(result)` is called once, when the game is over and its last events have been
    shown. `autoplay` plays the seat by itself, through the same input a person uses.
    """

    def __init__(self, ctx: Context, link: TableLink, *, autoplay: AutoPlayer | None = None,
                 on_finished: Callable[[dict[str, Any] | None], None] | None = None) -> None:
        super().__init__(ctx)
        self.link = link
        self.seat: int | None = link.seat
        self.autoplay = autoplay
        self.on_finished = on_finished
        self.state = LinkState(seat=link.seat)
        self.res = Resources()
        self.faces = MagicoaFaces(self.res, ctx.tr)
        self.log = LogPanel(self.res)
        self.chat = ChatPanel(self.res)
        self.turn_clock = TurnClock()
        self.effects = Effects()
        self.choreo = MagicoaChoreographer()
        self.feed = EventFeed()
        self.shown: dict[str, Any] | None = None
        self.ask: tuple[dict[str, Any], ...] = ()
        self.prompt: MagicoaPrompt | None = None
        self.answered: set[int] = set()
        self.names_list: list[str] = []
        self.hover: Spot | None = None
        self.hover_pos: tuple[int, int] = (0, 0)
        self.zoom: tuple[str, int, int] | None = None
        """The zoomed card: ("potion", id, 0) or ("gold", seat, value)."""
        self.help = False
        self.finished = False
        self.rejected: list[str] = []
        self.landing: list[tuple[float, dict[str, Any]]] = []
        """Events whose cards are still in flight, with when they land (then `apply_event` shows them)."""
        self.layout: BoardLayout = board_layout(ctx.size, 4, self.seat)
        self.kit: Kit = kit_for(ctx)
        self.buttons: list[tuple[PromptButton, Button]] = []
        self._board: pygame.Surface | None = None
        self._board_key: Any = None
        self._version = 0
        self._bg: pygame.Surface | None = None
        self._side: pygame.Surface | None = None
        self._side_key: Any = None
        self._cursor: tuple[int, int] | None = None

    # ---- lifecycle ------------------------------------------------------------------------------

    def enter(self) -> None:
        """Start showing the table: apply the speed setting, lay the table out."""
        self._apply_speed(self.ctx.settings.animation_speed)
        self.resized(self.ctx.size)

    def exit(self) -> None:
        """Leave the table (the link is closed by whoever opened it)."""
        self.ctx.clock.instant = False
        self.ctx.clock.speed = 1.0

    def resized(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size."""
        players = int(self.shown["players"]) if self.shown else max(3, len(self.names_list) or 4)
        self.layout = board_layout(size, players, self.seat)
        self.kit = kit_for(self.ctx)
        self._bg = self._board = self._side = None
        self._rebuild_buttons()

    def language_changed(self) -> None:
        """Re-render what depends on the language, if the settings changed it."""
        if self.faces.lang != self.ctx.tr.lang:
            self.faces.set_language(self.ctx.tr)
            self.resized(self.ctx.size)
            self._refresh_prompt(force=True)

    def overlay_open(self) -> bool:
        """Whether a zoomed card or the key help covers the table."""
        return self.zoom is not None or self.help

    def escape_is_local(self) -> bool:
        """Whether Escape closes or undoes something of the table's own (the chat, an overlay,
        gold cards being picked); else the app's menu opens."""
        picking = self.prompt is not None and bool(self.prompt.picked)
        return self.chat.open or self.overlay_open() or picking

    # ---- names -------------------------------------------------------------------------------------

    def name(self, seat: int | None) -> str:
        """The name shown for `seat`."""
        if seat is None:
            return self.ctx.tr("table.nobody")
        if 0 <= seat < len(self.names_list) and self.names_list[seat]:
            return self.names_list[seat]
        return self.ctx.tr("table.seat_name", n=seat + 1)

    def _take_table(self, table: dict[str, Any]) -> None:
        seats = table.get("seats")
        if isinstance(seats, list):
            names = [""] * len(seats)
            for i, s in enumerate(seats):
                if isinstance(s, dict):
                    names[int(s.get("seat", i))] = str(s.get("name", ""))
            self.names_list = names
            self._version += 1

    # ---- updates -----------------------------------------------------------------------------------

    @property
    def idle(self) -> bool:
        """Whether every received update has been shown (input for the next decision is open)."""
        return self.feed.idle

    def update(self, dt: float) -> None:
        """Take new updates from the link, play queued events, run the autoplay driver."""
        for u in self.turn_clock.update(self.link.poll(), dt):
            self.state.fold(u)
            if u.table is not None:
                self._take_table(u.table)
            for line in u.chat:
                self.chat.add(line, self.name(line.seat) if line.seat is not None else line.name, None)
            if u.rejected:
                self.rejected.extend(u.rejected)
                self.answered.clear()
                self._refresh_prompt(force=True)
            if u.events or u.view is not None or u.ask is not None:
                self.feed.add(u)
        self._land_due()
        was_idle = self.idle
        self.feed.pump(self.ctx.clock.now, self._instant(), self._play, self._show)
        if was_idle != self.idle:
            self._rebuild_buttons()
        self.effects.prune(self.ctx.clock.now)
        for _, b in self.buttons:
            b.update(dt)
        if self.autoplay is not None:
            self.autoplay.update(self, dt)  # type: ignore[arg-type]
        over = self.shown is not None and self.shown.get("result") is not None
        if over and self.idle and not self.finished and not self.effects.busy(self.ctx.clock.now):
            self.finished = True
            if self.on_finished is not None:
                self.on_finished(self.state.result or (self.shown or {}).get("result"))

    def _instant(self) -> bool:
        return self.ctx.clock.instant or self.ctx.clock.speed <= 0

    def skip(self) -> None:
        """Show everything queued at once (the skip key)."""
        self.effects.clear()
        while self.landing:
            self._land(self.landing.pop(0)[1])
        self.feed.skip(self.ctx.clock.now)
        self.feed.pump(self.ctx.clock.now, True, self._play, self._show)

    def _stage(self) -> MagicoaStage:
        v = self.shown or {}
        return MagicoaStage(self.layout, self.faces, self.res, list(v.get("row", [])), list(v.get("won", [])),
                            self.ctx.tr, self.name, bool(self.ctx.settings.reduced_motion))

    def _play(self, event: dict[str, Any], animate: bool) -> float:
        row = list((self.shown or {}).get("row", []))
        line = describe(event, self.name, self.faces.name, self.ctx.tr, row)
        if line:
            self.log.add(line, strong=event.get("kind") in STRONG)
        if event.get("kind") == "setup" and self.shown is None:
            self.layout = board_layout(self.ctx.size, int(event.get("players", 4)), self.seat)
        if not animate:
            self._land(event)
            return 0.0
        now = self.ctx.clock.now
        fx, hold = self.choreo.effects_for(event, self._stage(), now)
        self.effects.add(*fx)
        play_effect(self.ctx.services, sound_for(event))
        if event.get("kind") in ("potion_won", "potion_unwon", "kept"):
            self._land(event)  # the potion leaves its place as its animation starts
        else:
            self.landing.append((now + hold, event))
        return hold

    def _land(self, event: dict[str, Any]) -> None:
        if self.shown is not None:
            apply_event(self.shown, event)
            self._version += 1

    def _land_due(self) -> None:
        now = self.ctx.clock.now
        while self.landing and (self.landing[0][0] <= now or self._instant()):
            self._land(self.landing.pop(0)[1])

    def _show(self, u: LinkUpdate) -> None:
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
        self._refresh_prompt()

    def _refresh_prompt(self, force: bool = False) -> None:
        mine = [d for d in self.ask if d.get("seat") == self.seat and int(d["id"]) not in self.answered]
        decision = mine[0] if mine and self.shown is not None else None
        if decision is None:
            if self.prompt is not None:
                self.prompt = None
                self._rebuild_buttons()
            return
        if not force and self.prompt is not None and self.prompt.id == int(decision["id"]):
            return
        self.prompt = MagicoaPrompt(decision, self.ctx.tr, self.faces.name)
        self._rebuild_buttons()

    # ---- answering ---------------------------------------------------------------------------------

    def _send(self, reply: Reply | None) -> None:
        if reply is None:
            self._rebuild_buttons()
            return
        self.answered.add(reply.decision)
        self.link.answer(reply.decision, reply.choice)
        self.prompt = None
        self.hover = None
        play_effect(self.ctx.services, "click")
        self._rebuild_buttons()

    def _press(self, ident: str) -> None:
        if self.prompt is not None and self.idle:
            self._send(self.prompt.press(ident))

    def _rebuild_buttons(self) -> None:
        kit, lay = self.kit, self.layout.shared
        self.buttons = []
        shown = self.prompt.buttons() if self.prompt is not None and self.idle else []
        h = lay.px(38)
        size = lay.px(PROMPT_BUTTON_SIZE)
        x = lay.prompt.right - lay.px(8)
        y = lay.prompt.centery - h // 2
        for pb in reversed(shown):
            w = prompt_button_width(kit, lay, pb)
            x -= w
            b = Button(kit, (x, y, w, h), pb.label, self._presser(pb.ident), hotkey=pb.hotkey,
                       style="primary" if pb.primary else "normal", hint=pb.hint, size=size)
            b.enabled = pb.enabled
            b.hovered = b.rect.collidepoint(self.hover_pos)
            self.buttons.append((pb, b))
            x -= lay.px(6)
        self.buttons.reverse()

    def _presser(self, ident: str) -> Callable[[], None]:
        return lambda: self._press(ident)

    def _apply_speed(self, speed: float) -> None:
        self.ctx.clock.instant = speed <= 0
        self.ctx.clock.speed = speed if speed > 0 else 1.0
        if self.ctx.settings.animation_speed != speed:
            self.ctx.settings = self.ctx.settings.with_changes(animation_speed=speed)

    # ---- input ---------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keyboard, as described in the module docstring."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hover_pos = event.pos
        if self.chat.open and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            sent = self.chat.key(event)
            if sent:
                self.link.say(sent)
            return True
        if self.zoom is not None and (event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_z))):
            self.zoom = None
            return True
        if self.help and event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_h):
            self.help = False
            return True
        for _, b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.spot_at(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.shared.log.collidepoint(self.hover_pos):
                self.log.wheel(event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._click(event)
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _click(self, event: pygame.event.Event) -> bool:
        spot = self.spot_at(event.pos)
        if event.button == 3:
            return self._zoom_spot(spot)
        if event.button != 1:
            return False
        lay = self.layout.shared
        if self.chat.entry_rect(lay.chat, lay.scale).collidepoint(event.pos):
            self.chat.toggle(True)
            return True
        if spot is not None and self.prompt is not None and self.idle and spot in self.prompt.glowing():
            self._send(self.prompt.activate(spot))
            self._version += 1
            return True
        return False

    def _key(self, key: int) -> bool:
        if key == pygame.K_f:
            self.skip()
            return True
        if key == pygame.K_v:
            current = self.ctx.settings.animation_speed
            self._apply_speed(SPEEDS[(SPEEDS.index(current) + 1) % len(SPEEDS)] if current in SPEEDS else 1.0)
            return True
        if key == pygame.K_t:
            self.chat.open_by_key("t")
            return True
        if key == pygame.K_h:
            self.help = not self.help
            return True
        if key == pygame.K_z:
            return self._zoom_spot(self.hover or (self.prompt.focused() if self.prompt else None))
        if self.prompt is not None and self.idle:
            if key == pygame.K_ESCAPE and self.prompt.picked:
                self.prompt.picked.clear()
                self._send(None)
                return True
            before = (self.prompt.focus, list(self.prompt.picked))
            reply = self.prompt.key(key)
            if reply is not None or before != (self.prompt.focus, self.prompt.picked):
                self._version += 1
                self._send(reply)
                return True
        return False

    def _zoom_spot(self, spot: Spot | None) -> bool:
        if spot is None:
            return False
        if spot.zone == "gold":
            card = spot.ident
            self.zoom = ("gold", (card - 100) // 12, (card - 100) % 12 + 1)
            return True
        if spot.zone == "slot":
            row = list((self.shown or {}).get("row", []))
            p = row[spot.ident].get("potion") if spot.ident < len(row) else None
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
            if rect.collidepoint(pos):
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

    def input_for(self, step: Step) -> list[pygame.event.Event]:
        """The mouse or key events a person would make for one planned step (autoplay)."""
        kind, what = step
        if kind == "key":
            return [pygame.event.Event(pygame.KEYDOWN, key=what, mod=0, unicode="", scancode=0)]
        point: tuple[int, int] | None = None
        if kind == "spot":
            point = self.spot_point(what)
        elif kind == "button":
            point = next((b.rect.center for pb, b in self.buttons if pb.ident == what), None)
        if point is None:
            return []
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1)]

    def show_cursor(self, pos: tuple[int, int] | None) -> None:
        """Draw a pointer at `pos` (the autoplay driver's hand), or none."""
        self._cursor = pos

    # ---- drawing ---------------------------------------------------------------------------------------

    def _painter(self) -> Painter:
        return Painter(self.res, self.faces, self.ctx.tr, self.name)

    def _marks(self) -> Marks:
        prompt = self.prompt if self.idle else None
        asked = {int(d["seat"]) for d in (self.shown or {}).get("pending", []) if "seat" in d}
        return Marks(glowing=prompt.glowing() if prompt else [], focus=prompt.focused() if prompt else None,
                     hover=self.hover, picked=prompt.selected() if prompt else [], asked=asked)

    def waiting_text(self) -> str:
        """Who the table waits for, when it is not the player."""
        v = self.shown or {}
        tr = self.ctx.tr
        phase = v.get("phase")
        if v.get("result") is not None or phase == "over":
            return tr("magicoa.wait.over")
        if phase == "choose":
            return tr("magicoa.wait.choose")
        current = v.get("current")
        if phase in ("bid", "keep", "exchange") and isinstance(current, int) and current != self.seat:
            return tr(f"magicoa.wait.{phase}", name=self.name(current))
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table."""
        now = self.ctx.clock.now
        lay = self.layout
        surface.blit(self._board_surface(surface), (0, 0))
        surface.blit(self._side_surface(), lay.shared.side.topleft)
        self._draw_prompt(surface)
        for _, b in self.buttons:
            b.draw(surface)
        self.turn_clock.draw(surface, self.res, lay.shared, self.seat)
        self.effects.draw(surface, now)
        draw_lost_banner(surface, self.res, lay.shared, self.ctx.tr, self.state, RED)
        if self.zoom is not None:
            draw_zoom(surface, self, self.zoom)
        if self.help:
            draw_help(surface, self.res, lay.shared, self.ctx.tr)
        if self._cursor is not None:
            ring = self.res.image("ui/cursor_ring.png", (lay.px(34), lay.px(34)))
            surface.blit(ring, ring.get_rect(center=self._cursor))

    def _board_surface(self, surface: pygame.Surface) -> pygame.Surface:
        marks = self._marks()
        key = (self._version, self.layout.shared.size, self.ctx.tr.lang, tuple(marks.glowing), marks.focus,
               marks.hover, tuple(marks.picked), self.idle)
        if self._board is not None and self._board_key == key:
            return self._board
        if self._board is None or self._board.get_size() != surface.get_size():
            self._board = pygame.Surface(surface.get_size())
            if pygame.display.get_surface():
                self._board = self._board.convert()
        board = self._board
        board.blit(self._background(), (0, 0))
        v = self.shown or {}
        lay = self.layout
        paint = self._painter()
        current = v.get("current")
        for seat, rect in lay.seats.items():
            active = seat == current or (v.get("phase") == "choose" and seat in marks.asked)
            paint.seat_panel(board, lay, v, seat, rect, active=active)
        paint.status(board, lay, v, self.waiting_text())
        paint.pile(board, lay, v)
        paint.row(board, lay, v, marks)
        board.blit(self.res.nine_slice("ui/panel.png", lay.shared.prompt.size, lay.px(24)), lay.shared.prompt.topleft)
        if self.seat is not None and v.get("seats"):
            paint.home(board, lay, v, self.seat, active=current == self.seat)
            paint.hand(board, lay, self.seat, self.hand_values(), marks, v.get("chosen"))
        self._board_key = key
        return board

    def _side_surface(self) -> pygame.Surface:
        lay = self.layout.shared
        key = (self.log.version, self.chat.version, lay.size, self.ctx.tr.lang)
        if self._side is None or self._side_key != key:
            self._side = side_column(self._background(), lay, self.log, self.chat, self.ctx.tr)
            self._side_key = key
        return self._side

    def _background(self) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != self.layout.shared.size:
            self._bg = felt(self.res, self.layout.shared)
        return self._bg

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        lay = self.layout.shared
        bar = lay.prompt
        right = min((b.rect.x for _, b in self.buttons), default=bar.right) - lay.px(10)
        if self.prompt is not None and self.idle:
            text, colour = self.prompt.text(), WHITE
        else:
            text, colour = self.waiting_text(), DIM
        if text:
            img = self.res.fit_text(text, lay.px(17), right - bar.x - lay.px(18), colour, "text_bold", shadow=1)
            surface.blit(img, img.get_rect(midleft=(bar.x + lay.px(14), bar.centery)))
