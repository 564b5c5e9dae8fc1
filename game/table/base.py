"""What every game's table scene does the same way: `TableBase`.

A table scene talks to its game only through a `TableLink`. `TableBase` takes the link's
updates (turn clock, chat, refused answers, the table's seat names), plays their events in
order through an `EventFeed` and shows the view after them; it sends the answers its prompt
makes, lays out the prompt bar's buttons, draws the log and chat column, turns the autoplay
driver's planned steps into the mouse and key events a person would make, and handles the
input every table shares: the chat, the log's wheel, the prompt buttons, and the keys F (skip
what is queued), V (animation speed: 1x, 2x, instant), T (chat) and H (key help).

A game's table (Elixir's `game.tables.elixir.scene.TableScene`, Magicoa's
`game.tables.magicoa.scene.MagicoaTable`) subclasses it and provides what is its own, as the
methods marked "(override)", most of them in `game.table.hooks.TableHooks`: its layout, how an
event plays (`play_event`), how a view is taken in (`show_update`), its prompt
(`refresh_prompt`), what is under the mouse (`spot_at`, `spot_point`), its clicks and keys, its
overlays (`overlay_open`, `escape_is_local`), what a change of language re-renders
(`language_changed`), and when its game is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.doubleclick import DoubleClick
from game.link import ChatLine, LinkState, LinkStatus, LinkUpdate, TableLink
from game.seatnames import shown_seat_name
from game.settings import SPEEDS
from game.table.chat import ChatPanel
from game.table.effects import Effects
from game.table.feed import EventFeed
from game.table.hooks import TableHooks
from game.table.log import LogPanel
from game.table.presence import Presence
from game.table.promptbar import PROMPT_BUTTON_SIZE, fitting_buttons, hints_fit, prompt_button_width
from game.table.promptparts import Button as PromptButton
from game.table.promptparts import Reply, Step
from game.table.res import Resources
from game.table.surfaces import felt, plate_note, side_column
from game.table.turnclock import TurnClock
from game.table.typeahead import TypeAhead
from game.ui import Button, Kit, kit_for

if TYPE_CHECKING:
    from game.context import Context
    from game.table.autoplay import AutoPlayer

TIME_UP_SLACK = 0.5
"""Seconds: a decision of the seat that closes without its answer while its countdown shows at
most this long left was answered by the host's bot when the turn timer ran out (the host's
clock and the window's differ by the update's journey)."""

SPEED_NOTE_SECONDS = 1.5
"""How long the speed V chose shows over a table (`TableBase.draw_speed_note`)."""


class TableBase(TableHooks):
    """A table scene for the link's seat (None: a spectator); see the module docstring.

    `on_finished(result)` is called once, when the game is over and its last events have been
    shown. `autoplay` plays the seat by itself through the table's own input.
    """

    ctx: Context
    """The app's whole context (a `game.scene.SceneContext` and more: clock, size, services)."""

    NEW_GAME_LINE = "table.log.new_game"
    """The log's line where the table's next game (a rematch) begins; `{n}`: its number."""

    TYPE_AHEAD_BREAKS: frozenset[str] = frozenset()
    """Event kinds that start something the player must see before choosing again (a new turn,
    a fight's outcome, a new round): keys typed ahead before such an event is shown are dropped
    (`game.table.typeahead`). A quick second "1, Enter" at Elixir Quest placed a card in the
    match's next game, unseen (override)."""

    def __init__(self, ctx: Context, link: TableLink, *, autoplay: AutoPlayer | None = None,
                 on_finished: Callable[[dict[str, Any] | None], None] | None = None) -> None:
        super().__init__(ctx)
        self.link = link
        self.seat: int | None = link.seat
        self.autoplay = autoplay
        self.on_finished = on_finished
        self.state = LinkState(seat=link.seat)
        self.res = Resources()
        self.turn_clock = TurnClock()
        self.log = LogPanel(self.res)
        self.chat = ChatPanel(self.res)
        self.effects = Effects()
        self.feed = EventFeed()
        self.shown: dict[str, Any] | None = None
        self.ask: tuple[dict[str, Any], ...] = ()
        self.prompt: Any = None
        """The prompt of the seat's decision being answered (the game's own prompt class), or None."""
        self.answered: set[int] = set()
        """The ids of the decisions this table has answered in the game shown (ids start again
        from 1 in each game, so a new game forgets them)."""
        self.game_no: int | None = None
        """The number of the table's game being shown (see `LinkUpdate.game`), None until known."""
        self.out_of_time: set[int] = set()
        """The seat's open decisions seen while its turn timer was running out (see `TIME_UP_SLACK`)."""
        self.names_list: list[str] = []
        self._covered = False
        """The host said a bot played this seat while its player was away (said with the next snapshot)."""
        self._renamed: str | None = None
        """The name the host gave this window because another at the table had its own (said with
        the next snapshot: a window that joins a game under way never sees the lobby that says it)."""
        self.presence = Presence()
        """The other players' windows and the spectators, as the host's table maps last told them."""
        self.hover: Any = None
        self.hover_pos: tuple[int, int] = (0, 0)
        self.zoom: Any = None
        """The card shown up close over the table (the game's own key for it), or None."""
        self.finished = False
        self.rejected: list[str] = []
        self.help = False
        self.speed_told_until = -1.0
        """Game time until which `draw_speed_note` shows the speed V chose."""
        self.typeahead = TypeAhead()
        self.clicks = DoubleClick()
        self.answers_sent = 0
        """Answers this table has sent (a press after one is never a double click's first half's target)."""
        self._answers_at_press = 0
        """Keys typed while the prompt was hidden, for the prompt they were meant for."""
        self.kit: Kit = kit_for(ctx)
        self.buttons: list[tuple[PromptButton, Button]] = []
        self._buttons_idle = False
        self._bg: pygame.Surface | None = None
        self._side: pygame.Surface | None = None
        self._side_key: Any = None
        self._cursor: tuple[int, int] | None = None

    # ---- what a game provides besides `TableHooks` (override) ---------------------------------------

    def overlay_open(self) -> bool:
        """Whether a zoomed card or the key help covers the table (override: a game's own overlays)."""
        return self.zoom is not None or self.help

    def escape_is_local(self) -> bool:
        """Whether Escape closes or undoes something of the table's own (the chat, an overlay);
        else the app's menu opens (override: what the game's prompt is preparing)."""
        return self.chat.open or self.overlay_open()

    def language_changed(self) -> None:
        """Re-render what depends on the language, if the settings changed it (override)."""

    # ---- lifecycle -----------------------------------------------------------------------------

    def exit(self) -> None:
        """Leave the table (the link is closed by whoever opened it)."""
        self.ctx.clock.instant = False
        self.ctx.clock.speed = 1.0

    def speed_text(self) -> str:
        """The animation speed as the tables say it ("Speed 2x [V]")."""
        clock, tr = self.ctx.clock, self.ctx.tr
        label = tr("table.speed.instant") if clock.instant else tr("table.speed.x", n=f"{clock.speed:g}")
        return tr("table.keys.speed", speed=label)

    def draw_speed_note(self, surface: pygame.Surface) -> None:
        """For a moment after V, the speed it chose, over the top of the table on a dark plate: a
        table with no key line (Magicoa's, Elixir Quest's) gave no sign of it."""
        if self.ctx.clock.now < self.speed_told_until:
            plate_note(surface, self.res, self.table_layout, self.speed_text())

    def apply_speed(self, speed: float) -> None:
        """Animate at `speed` (0: instant) and remember it in the settings."""
        self.ctx.clock.instant = speed <= 0
        self.ctx.clock.speed = speed if speed > 0 else 1.0
        if self.ctx.settings.animation_speed != speed:
            self.ctx.settings = self.ctx.settings.with_changes(animation_speed=speed)

    # ---- names -----------------------------------------------------------------------------------

    def name(self, seat: int | None) -> str:
        """The name shown for `seat`."""
        if seat is None:
            return self.ctx.tr("table.nobody")
        if 0 <= seat < len(self.names_list) and self.names_list[seat]:
            return self.names_list[seat]
        return self.ctx.tr("table.seat_name", n=seat + 1)

    def take_table(self, table: dict[str, Any]) -> None:
        """Take the seat names from the host's table description, and tell the log when another
        player has gone or come back (`tell_presence`) and who starts or stops watching
        (`tell_watchers`)."""
        self.tell_watchers(table.get("watching"))
        seats = table.get("seats")
        if isinstance(seats, list):
            names = [""] * len(seats)
            for i, s in enumerate(seats):
                if isinstance(s, dict):
                    names[int(s.get("seat", i))] = shown_seat_name(s, self.ctx.tr)
            self.names_list = names
            self.tell_presence(seats)
        elif isinstance(table.get("names"), list):
            self.names_list = [str(n) for n in table["names"]]

    def tell_presence(self, seats: list[Any]) -> None:
        """Say in the log when another player's window has gone (left, or lost its connection),
        when a bot starts playing their seat meanwhile, and when they are back; a player saw the
        seat of one who had left go on playing with nothing said (`game.table.presence`)."""
        for key, seat in self.presence.seats_changed(seats, self.link.seat):
            self._say_presence(key, self.name(seat))

    def covered_seats(self) -> frozenset[int]:
        """The other players' seats a bot plays while their window is gone (the host's table
        says so)."""
        return self.presence.covered()

    def seat_tags(self) -> tuple[tuple[int, str], ...]:
        """The other players' seats whose window is gone, each with its tag's kind ("away", then
        "bot" once a bot plays it: `Presence.tags`): their panels wear it (`game.table.bottag`)
        for as long as it lasts. A tuple, sorted: part of the boards' cache keys."""
        return tuple(sorted(self.presence.tags().items()))

    def tell_watchers(self, watching: Any) -> None:
        """Say in the log who started or stopped watching the table since it was last told
        (`watching`: the host's list of spectators' names); the players could not tell that
        anyone watched."""
        for key, name in self.presence.watchers_changed(watching):
            self._say_presence(key, name)

    def _say_presence(self, key: str, name: str) -> None:
        self.log.add(self.ctx.tr(key, name=name), again=self._retold(key, name))

    def chat_name(self, line: ChatLine) -> str:
        """The name a chat line is shown under: its seat's, or a spectator's marked as watching."""
        if line.seat is not None:
            return self.name(line.seat)
        return self.ctx.tr("table.chat.watching", name=line.name) if line.name else line.name

    @staticmethod
    def _retold(key: str, name: str) -> Callable[[Any], str]:
        """How the log says the line of `key` about `name` again in another language."""
        return lambda tr: str(tr(key, name=name))

    # ---- the update queue ----------------------------------------------------------------------

    @property
    def idle(self) -> bool:
        """Whether every received update has been shown (input for the next decision is open)."""
        return self.feed.idle

    def update(self, dt: float) -> None:
        """Take new updates from the link, play queued events, run the autoplay driver; nothing
        while the key help is open, which holds the table as the game menu does (a tester who
        opened Keys from the menu missed a fight played out behind it)."""
        if self.help:
            return
        self._watch_the_clock()
        for u in self.turn_clock.update(self.link.poll(), dt):
            self.state.fold(u)
            if u.table is not None:
                self.take_table(u.table)
            self._covered = self._covered or u.covered  # said once the snapshot after it is shown
            self._renamed = u.renamed or self._renamed
            if u.chat_history is not None:  # (re)admitted: the host tells what was said, ours included
                self.chat.clear()
            for line in (*(u.chat_history or ()), *u.chat):
                self.chat.add(line, self.chat_name(line), self.chat_suffix(line) if line.seat is not None else None)
            if u.rejected:
                self.rejected.extend(u.rejected)
                if "chat_rate" in u.rejected:  # the host's limit on chat lines: say why a line never came
                    self.chat.note(self.ctx.tr("table.chat.too_fast"))
                self.answered.clear()
                self.refresh_prompt(force=True)
            if u.events or u.view is not None or u.ask is not None:
                self.feed.add(u)
        self.before_pump()
        self.feed.pump(self.ctx.clock.now, self.instant(), self._play, self._show)
        if self.idle != self._buttons_idle:
            self.rebuild_buttons()
        self._press_typed_ahead()
        self.effects.prune(self.ctx.clock.now)
        for _, b in self.buttons:
            b.update(dt)
        if self.autoplay is not None:
            self.autoplay.update(self, dt)
        if self.idle and not self.finished and self.game_over_shown() and not self.effects.busy(self.ctx.clock.now):
            self.finished = True
            if self.on_finished is not None:
                self.on_finished(self.state.result or (self.shown or {}).get("result"))

    def _play(self, event: dict[str, Any], animate: bool) -> float:
        """Play `event` (`play_event`), first dropping the keys typed ahead if it is one of
        `TYPE_AHEAD_BREAKS`."""
        if event.get("kind") in self.TYPE_AHEAD_BREAKS:
            self.typeahead.interrupt()
        return self.play_event(event, animate)

    def _show(self, update: LinkUpdate) -> None:
        """Show `update` (`show_update`), after forgetting the last game when it is the snapshot
        of a new one (a rematch): the decisions answered, whose ids the new game uses again,
        and the end already announced, so that the new game is prompted and ends in its turn."""
        if update.snapshot and update.game is not None and update.game != self.game_no:
            if self.shown is not None:  # a game was shown: the log goes on, so say where the new one starts
                number, text = update.game, self.NEW_GAME_LINE
                self.log.add(self.ctx.tr(text, n=number), strong=True, again=lambda tr: tr(text, n=number))
            self.game_no = update.game
            self.answered.clear()
            self.out_of_time.clear()
            self.finished = False
            self.prompt = None
            self.zoom = None
            self.new_game()
        if update.snapshot:
            self.retell(update.history)
        self.show_update(update)
        if update.snapshot:
            self.history_told()
        if update.snapshot and self._renamed:
            name, self._renamed = self._renamed, None
            self.log.add(self.ctx.tr("lobby.renamed", name=name), strong=True,
                         again=lambda tr: tr("lobby.renamed", name=name))
        if update.snapshot and self._covered:  # found moves made for them (a tester's Magicoa gold chosen)
            self._covered = False
            told = "table.log.covered_you"
            self.log.add(self.ctx.tr(told), strong=True, again=lambda tr: tr(told))
        if self.out_of_time:
            still_open = self._own_open()
            if self.out_of_time - still_open - self.answered and not update.snapshot:
                self.log.add(self.ctx.tr("table.log.time_up"), strong=True, again=lambda tr: tr("table.log.time_up"))
            self.out_of_time &= still_open

    def _own_open(self) -> set[int]:
        """The ids of the seat's decisions the table shows as open."""
        if self.seat is None:
            return set()
        return {int(d["id"]) for d in self.ask if d.get("seat") == self.seat}

    def _watch_the_clock(self) -> None:
        """Remember the seat's unanswered decisions while its countdown is (all but) over: one that
        then closes without the seat's answer was decided by the host's bot, and the log says so."""
        left = self.turn_clock.left(self.seat) if self.seat is not None else None
        if left is not None and left <= TIME_UP_SLACK:
            self.out_of_time |= self._own_open() - self.answered

    def instant(self) -> bool:
        """Whether events play without animation (the instant speed)."""
        return self.ctx.clock.instant or self.ctx.clock.speed <= 0

    def skip(self) -> None:
        """Show everything queued at once (the skip key)."""
        self.effects.clear()
        self.feed.skip(self.ctx.clock.now)
        self.before_pump()
        self.feed.pump(self.ctx.clock.now, True, self._play, self._show)

    # ---- answering -------------------------------------------------------------------------------

    def refresh_prompt(self, force: bool = False) -> None:
        """Prompt the seat's first unanswered decision (anew when `force`, after a refusal); a
        prompt that can answer by itself (its `auto()`) does so at once."""
        mine = [d for d in self.ask if d.get("seat") == self.seat and int(d["id"]) not in self.answered]
        mine = self.to_prompt(mine)
        decision = mine[0] if mine and self.shown is not None else None
        if decision is None:
            if self.prompt is not None:
                self.prompt = None
                self.rebuild_buttons()
            return
        if not force and self.prompt is not None and self.prompt.id == int(decision["id"]):
            return
        self.prompt = self.new_prompt(decision)
        self.send(self.prompt.auto())

    def send(self, reply: Reply | None) -> None:
        """Send `reply` (a complete answer) to the host; None only refreshes the buttons."""
        if reply is None:
            self.rebuild_buttons()
            return
        self.answered.add(reply.decision)
        self.answers_sent += 1
        if self.prompt is not None:
            self.typeahead.answered(str(self.prompt.kind), self.ctx.clock.now)
        self.link.answer(reply.decision, reply.choice)
        self.prompt = None
        self.hover = None
        self.rebuild_buttons()

    def press(self, ident: str) -> None:
        """A prompt button was pressed."""
        if self.prompt is not None and self.idle:
            self.send(self.prompt.press(ident))

    def rebuild_buttons(self) -> None:
        """Lay out the prompt bar's buttons, right-aligned, for the prompt shown (none while events play)."""
        kit, lay = self.kit, self.table_layout
        self.buttons = []
        self._buttons_idle = self.idle
        shown = self.prompt.buttons() if self.prompt is not None and self.idle else []
        shown = [*shown, *self.extra_buttons()]
        h = lay.px(38)
        size = lay.px(PROMPT_BUTTON_SIZE)
        x = lay.prompt.right - lay.px(8)
        y = lay.prompt.centery - h // 2
        shown = fitting_buttons(kit, lay, shown, lay.px(6))
        hinted = hints_fit(kit, lay, shown, lay.px(6))
        for pb in reversed(shown):
            w = prompt_button_width(kit, lay, pb, hinted=hinted)
            x -= w
            b = Button(kit, (x, y, w, h), pb.label, self._presser(pb.ident), hotkey=pb.hotkey,
                       style="primary" if pb.primary else "normal", hint=pb.hint if hinted else "", size=size)
            b.enabled = pb.enabled
            b.hovered = b.rect.collidepoint(self.hover_pos)
            self.buttons.append((pb, b))
            x -= lay.px(6)
        self.buttons.reverse()

    def _presser(self, ident: str) -> Callable[[], None]:
        return lambda: self.press(ident)

    # ---- input -----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keyboard: the chat, a zoomed card, overlays, prompt buttons, the log's wheel,
        then the game's."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hover_pos = event.pos
        if event.type == pygame.KEYDOWN:
            self.typeahead.pressed(event.key, self.ctx.clock.now)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._second_click(event.pos):
            return True  # the second half of a double click: not a choice at what the first brought up
        if self.chat.open and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            sent = self.chat.key(event)
            if sent and self.state.status is LinkStatus.RECONNECTING:  # it would be lost without a word
                self.chat.note(self.ctx.tr("table.chat.offline"))
            elif sent:
                self.link.say(sent)
            return True
        if self.zoom is not None and (event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_z))):
            self.zoom = None  # a click, Escape or Z puts the card back
            return True
        if self.help and event.type == pygame.MOUSEBUTTONDOWN:
            self.help = False  # a click closes the key help, as it does a zoomed card, and reaches nothing under it
            return True
        if self.help and event.type == pygame.KEYDOWN:
            # nor does a key reach the question behind it, a button's key included (an Enter meant
            # to close it confirmed a Magicoa gold choice): the table's own keys work, Enter or
            # Space closes it
            if not self.shared_key(event.key) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.help = False
            return True
        if self.overlay_input(event):
            return True
        for _, b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.spot_at(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL:
            if self.table_layout.log.collidepoint(self.hover_pos):
                self.log.wheel(event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            lay = self.table_layout
            if event.button == 1 and self.chat.entry_rect(lay.chat, lay.scale).collidepoint(event.pos):
                self.chat.toggle(True)
                return True
            if event.button == 1 and self.log.scroll and self.log.tab_rect(lay.log, lay.scale).collidepoint(event.pos):
                self.log.follow()
                return True
            return self.click(event)
        if event.type == pygame.KEYDOWN:
            return self.shared_key(event.key) or self.game_key(event.key) or self.typeahead.hold(
                event.key, self.ctx.clock.now, self.prompt, shown=self.prompt is not None and self.idle)
        return False

    def _second_click(self, pos: tuple[int, int]) -> bool:
        """Whether a left press at `pos` is the second half of a double click whose first half
        changed what lies there (sent an answer, or turned the prompt into another question):
        `game.doubleclick`."""
        answered = self.answers_sent != self._answers_at_press
        self._answers_at_press = self.answers_sent
        return self.clicks.swallows(pos, self.ctx.clock.real, self.pointed(pos), changed=answered)

    def pointed(self, pos: tuple[int, int]) -> object:
        """What a press at `pos` would press: a prompt button (by its ident and label) or a spot."""
        for pb, b in self.buttons:
            if b.rect.collidepoint(pos):
                return ("button", pb.ident, pb.label)
        return ("spot", self.spot_at(pos))

    def _press_typed_ahead(self) -> None:
        """Press the keys typed ahead for the prompt now shown (`game.table.typeahead`)."""
        if not self.typeahead.waiting() or self.prompt is None or not self.idle:
            return
        for key in self.typeahead.due(self.ctx.clock.now, self.prompt):
            if self.prompt is None or not self.idle or self.chat.open:
                return  # answered, or the table moved on: the keys behind were for what was answered
            self.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))

    def shared_key(self, key: int) -> bool:
        """F skips, V cycles the speed, T opens the chat, H (or F1) toggles the key help."""
        if key == pygame.K_f:
            self.skip()
            return True
        if key == pygame.K_v:
            current = self.ctx.settings.animation_speed
            self.apply_speed(SPEEDS[(SPEEDS.index(current) + 1) % len(SPEEDS)] if current in SPEEDS else 1.0)
            self.speed_told_until = self.ctx.clock.now + SPEED_NOTE_SECONDS
            return True
        if key == pygame.K_t:
            self.chat.open_by_key("t")
            return True
        if key in (pygame.K_h, pygame.K_F1):
            self.help = not self.help
            return True
        if self.help and key == pygame.K_ESCAPE:
            self.help = False
            return True
        return False

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

    # ---- drawing ---------------------------------------------------------------------------------

    def side_surface(self) -> pygame.Surface:
        """The log and chat column, opaque, rebuilt only when a line arrives or scrolls."""
        lay = self.table_layout
        key = (self.log.version, self.chat.version, lay.size, self.ctx.tr.lang)
        if self._side is None or self._side_key != key:
            self._side = side_column(self.background(), lay, self.log, self.chat, self.ctx.tr)
            self._side_key = key
        return self._side

    def background(self) -> pygame.Surface:
        """The felt at the window's size (cached)."""
        lay = self.table_layout
        if self._bg is None or self._bg.get_size() != lay.size:
            self._bg = felt(self.res, lay)
        return self._bg

    def draw_cursor(self, surface: pygame.Surface) -> None:
        """The autoplay driver's pointer, if it shows one."""
        if self._cursor is not None:
            lay = self.table_layout
            ring = self.res.image("ui/cursor_ring.png", (lay.px(34), lay.px(34)))
            surface.blit(ring, ring.get_rect(center=self._cursor))
