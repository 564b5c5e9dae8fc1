"""The Elixir table scene: everything a player sees and does during a game.

The scene talks to the game only through a `TableLink`. Updates from the link are queued;
their events are animated in order (each event's log line appears as it plays) and the view
that follows them is shown once they have played, so the player's next decision is offered
as soon as the events leading to it have been shown. F skips what is queued; V cycles the
animation speed (1x, 2x, instant); the reduced-motion setting turns movement into short fades.

Input (mouse and keyboard, see `game.tables.elixir.prompt` for the decision keys): hover lifts a card,
right-click or Z zooms the card under the mouse (over a player: the gallery of the spells
they cast, `game.tables.elixir.gallery`), T opens the chat, A toggles auto-pass for
reaction windows, the mouse wheel scrolls the log.

Time: the app ticks `ctx.clock` by each step's `dt` before calling `update(dt)` (tests do the
same); nothing here reads the wall clock. `draw` only draws: the static parts of the table
(`game.tables.elixir.board`) are cached in one surface rebuilt when what they show changes;
what moves or glows is drawn over it every frame (`game.tables.elixir.foreground`). Where
each card lies, for drawing, hit-testing and planning clicks alike, is `places()`
(`game.tables.elixir.places`).

The autoplay driver (`game.table.autoplay`) plays through `input_for`, which turns a planned
step into the mouse and key events a person would produce, then feeds them to `handle`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.audio import play_effect
from game.link import ChatLine, LinkUpdate, TableLink
from game.linkbanner import draw_lost_banner
from game.table.base import TableBase
from game.table.layout import TableLayout, compute
from game.table.promptparts import Button as PromptButton
from game.table.promptparts import Reply, Spot
from game.table.res import RED
from game.table.sprites import Slot
from game.tables.elixir.animation import Choreographer, Staging, sound_for
from game.tables.elixir.board import BoardPainter
from game.tables.elixir.cardface import CardFaces
from game.tables.elixir.eventtext import describe, draw_taken_by, drawn_by_caster, effect_name, nickname_ends
from game.tables.elixir.foreground import ForegroundPainter
from game.tables.elixir.forfeitprompt import ForfeitPrompt, Prepaid, prepaid_reply
from game.tables.elixir.gallery import SeatGallery
from game.tables.elixir.hotkeys import level_key
from game.tables.elixir.lastplay import LastPlay, follow
from game.tables.elixir.notice import (
    Notices,
    explain_click,
    explain_empty_pile,
    pass_only,
    pass_option,
    react_notice,
)
from game.tables.elixir.overlays import draw_help, draw_seat_tip
from game.tables.elixir.pickprompt import PickPrompt
from game.tables.elixir.places import Places, card_of
from game.tables.elixir.plaque import PlaqueArt, has_display, localized, nickname
from game.tables.elixir.prompt import Prompt
from game.tables.elixir.prompts import make_prompt
from game.tables.elixir.recipe import RecipeTips
from game.ui import kit_for

if TYPE_CHECKING:
    from game.context import Context
    from game.table.autoplay import AutoPlayer

GALLERY_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
"""Input the open seat gallery takes for itself (the table underneath gets none of it)."""



class TableScene(TableBase):
    """The Elixir table for the link's seat (None: a spectator).

    `on_finished(result)` is called once, when the game is over and its last events have been
    shown (the shell shows its results screen then). `autoplay` plays the seat by itself.
    """

    TYPE_AHEAD_BREAKS = frozenset({"turn_start", "game_over"})
    """A new turn: a key typed during the last one (an End turn pressed twice) does not act in
    the player's next turn (the draft's picks, in turn, keep theirs)."""

    def __init__(self, ctx: Context, link: TableLink, *, autoplay: AutoPlayer | None = None,
                 on_finished: Callable[[dict[str, Any] | None], None] | None = None) -> None:
        super().__init__(ctx, link, autoplay=autoplay, on_finished=on_finished)
        self.faces = CardFaces(self.res, ctx.tr.lang)
        self.plaques = PlaqueArt(self.res)
        self.choreo = Choreographer()
        self.prompt: Prompt | None = None
        self.hover: Spot | None = None
        self.zoom: int | None = None
        self.gallery: SeatGallery | None = None
        """The open seat gallery (a player's cast spells), drawn over the table, under the zoom."""
        self.autopass = bool(ctx.settings.autopass)
        self.key_spots: list[tuple[pygame.Rect, str]] = []
        """Where the key line's parts were drawn, with what a click on each does."""
        self.layout: TableLayout = compute(ctx.size, 4, self.seat)
        self._first_told: int | None = -1
        """The game whose first player the log has told (-1: none yet)."""
        self._board: pygame.Surface | None = None
        self._board_key: Any = None
        self._view_version = 0
        self.recent: LastPlay | None = None
        self.notices = Notices()
        """Toasts that ask nothing: a reaction window with nothing to play, why a spell cannot be cast."""
        self.passed_alone: list[int] = []
        """Reaction windows answered "pass" by the table itself (nothing in hand could be played)."""
        self.tips = RecipeTips(self.res)
        self.prepaid: Prepaid | None = None
        """The Finds chosen on a forfeit's question to give, for the engine's choice of them
        that follows the answer (`game.tables.elixir.forfeitprompt`)."""

    @property
    def table_layout(self) -> TableLayout:
        """The table's layout (Elixir's is the shared one)."""
        return self.layout

    # ---- lifecycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        """Start showing the table: apply the speed setting and take what the link already has."""
        self.apply_speed(self.ctx.settings.animation_speed)
        self.faces.warm()
        if self.autopass:
            self.link.set_autopass(True)
        self.resized(self.ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        """Recompute the layout for a new window size."""
        players = int(self.shown["players"]) if self.shown else max(3, len(self.names_list) or 4)
        self.layout = compute(size, players, self.seat)
        self.kit = kit_for(self.ctx)
        self._bg = None
        self._board = None
        self._side = None
        self.rebuild_buttons()

    def language_changed(self) -> None:
        """Re-render what depends on the language, if the settings changed it."""
        if self.faces.lang != self.ctx.tr.lang:
            self.faces.set_language(self.ctx.tr.lang)
            self.log.retell(self.ctx.tr)
            self.resized(self.ctx.size)
            self.refresh_prompt(force=True)

    def overlay_open(self) -> bool:
        """Whether a zoomed card, a player's gallery or the key help covers the table."""
        return self.zoom is not None or self.gallery is not None or self.help

    def escape_is_local(self) -> bool:
        """Whether Escape closes or undoes something of the table's own (the chat, an overlay, a
        cast explanation, a card or spell being prepared, whose prompt shows a Cancel button);
        else the app's menu opens."""
        if self.chat.open or self.overlay_open() or self.notices.on_panel(self.ctx.clock.now):
            return True
        prompt = self.prompt
        return prompt is not None and self.idle and prompt.button("cancel") is not None

    # ---- names ---------------------------------------------------------------------------------

    def name(self, seat: int | None) -> str:
        """The name shown for `seat` (its nickname while a forfeit gives it one)."""
        if seat is None:
            return self.ctx.tr("table.nobody")
        nick = nickname(self.shown, seat, self.ctx.tr.lang)
        return nick or super().name(seat)

    def own_name(self, seat: int | None) -> str:
        """The seat's own name, never a nickname."""
        return super().name(seat)

    # ---- the update queue ------------------------------------------------------------------------

    def chat_suffix(self, line: ChatLine) -> str | None:
        """A croaking forfeit's suffix after the seat's chat lines, while it lasts."""
        mod = has_display(self.shown, int(line.seat or 0), "suffix")
        return localized(mod.get("data", {}).get("suffix", ""), self.ctx.tr.lang) if mod else None

    def new_game(self) -> None:
        """A rematch: the last game's reaction windows passed by the table (their ids come
        again), its last play and an open gallery of its spells are forgotten."""
        self.passed_alone.clear()
        self.recent = None
        self.gallery = None

    def game_over_shown(self) -> bool:
        """Whether the view shown has a winner."""
        return bool(self.shown) and (self.shown or {}).get("winner") is not None

    def _staging(self) -> Staging:
        return Staging(self.layout, self.faces, self.res, self.shown or {}, self.ctx.tr, self.name,
                       bool(self.ctx.settings.reduced_motion))

    def record_event(self, event: dict[str, Any]) -> None:
        if event.get("kind") == "first_player":
            self._first_told = self.game_no  # the set-up said it: the first view need not
        recent = follow(self.recent, event)
        if recent != self.recent:
            self.recent = recent
            self._view_version += 1
        # a nickname that wears off is said of the player's own name ("Oddbod wears off Wizard", not
        # "... off Oddbod"); any other effect of the nickname the log calls the player by meanwhile
        names = self.own_name if nickname_ends(event) else self.name
        event = drawn_by_caster(event, self.shown)
        line = describe(event, names, self.ctx.tr)
        if line:
            self.log.add(line, strong=event.get("kind") in ("turn_start", "game_over", "first_player"),
                         again=lambda tr: describe(event, names, tr))
        taker = draw_taken_by(event, self.shown)  # the table as the turn starts
        if taker is not None:
            seat = int(event["seat"])
            self.log.add(self.ctx.tr("table.log.draws_nothing", name=self.name(seat),
                                     effect=effect_name(taker, self.ctx.tr)),
                         again=lambda tr: tr("table.log.draws_nothing", name=self.name(seat),
                                             effect=effect_name(taker, tr)))

    def play_event(self, event: dict[str, Any], animate: bool) -> float:
        self.record_event(event)
        if event.get("kind") in ("setup",) and self.shown is None:
            self.layout = compute(self.ctx.size, int(event.get("players", 4)), self.seat)
        if event.get("kind") == "turn_start" and self.shown is not None and isinstance(event.get("seat"), int):
            # the new player's plaque lights with their turn's banner, not with the view that
            # follows the update's last event (a tester saw "Turn of Bot 3" over Bot 2's lit panel)
            self.shown = {**self.shown, "current": int(event["seat"])}
            self._view_version += 1
        if not animate:
            return 0.0
        now = self.ctx.clock.now
        fx, hold = self.choreo.effects_for(event, self._staging(), now)
        self.effects.add(*fx)
        play_effect(self.ctx.services, sound_for(event))
        return hold

    def show_update(self, u: LinkUpdate) -> None:
        if u.view is not None:
            first = self.shown is None or self.shown.get("players") != u.view.get("players")
            self.shown = u.view
            self._view_version += 1
            if first:
                self.layout = compute(self.ctx.size, int(u.view.get("players", 4)), self.seat)
            if u.snapshot and u.view.get("phase") == "draft" and self._first_told != self.game_no:
                self._tell_first_player(int(u.view.get("first_player", 0)))
        if u.ask is not None:
            self.ask = u.ask
        self.refresh_prompt()

    def _tell_first_player(self, seat: int) -> None:
        """Say who plays first when the game's first snapshot came without its set-up's story (a
        link that tells none): else the log began with the draft and never said why."""
        self._first_told = self.game_no
        self.log.add(self.ctx.tr("table.log.first_player", name=self.name(seat)), strong=True,
                     again=lambda tr: tr("table.log.first_player", name=self.name(seat)))

    def to_prompt(self, decisions: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """A reaction window in which nothing in hand could answer is passed by the table, and
        with auto-pass on every reaction window is (a line on the prompt bar says so); the rest
        are prompted."""
        def passed(d: dict[str, Any]) -> bool:
            return pass_only(d) or (self.autopass and d.get("kind") == "react")

        for d in [d for d in decisions if passed(d) and int(d["id"]) not in self.passed_alone]:
            self.passed_alone.append(int(d["id"]))
            if not (self.autopass and pass_only(d)):  # the host passes those for a seat with auto-pass on
                self.link.answer(int(d["id"]), pass_option(d))
            notice = react_notice(d, self.ctx.tr, self.name, auto=not pass_only(d))
            self.notices.show(*notice, self.ctx.clock.now, bar=True)
        return [d for d in decisions if not passed(d)]

    def new_prompt(self, decision: dict[str, Any]) -> Prompt:
        """Elixir's prompt for `decision` (`game.tables.elixir.prompts`); the engine's choice of
        the Finds a forfeit costs, already chosen on its question, answers itself (`auto`)."""
        assert self.shown is not None
        prompt = make_prompt(decision, self.shown, self.ctx.tr, self.name)
        prepaid = prepaid_reply(self.prepaid, decision)
        self.prepaid = None
        if prepaid is not None and isinstance(prompt, PickPrompt):
            prompt.preset(prepaid.choice)
        return prompt

    def send(self, reply: Reply | None) -> None:
        """Send `reply`, keeping the Finds a forfeit's answer "give" was given with (`prepaid`)."""
        if reply is not None and isinstance(self.prompt, ForfeitPrompt) and reply.decision == self.prompt.id:
            self.prepaid = self.prompt.prepaid
        super().send(reply)

    # ---- answering -----------------------------------------------------------------------------

    def press(self, ident: str) -> None:
        """A prompt button (or the auto-pass toggle) was pressed."""
        if ident == "autopass":
            self.set_autopass(not self.autopass)
            return
        super().press(ident)

    def toggle_autopass(self) -> None:
        """The A key: auto-pass on or off, said on the prompt bar (the toggle changed nothing a
        player could see at their own turn, so they could not tell it had worked)."""
        self.set_autopass(not self.autopass)
        key = "table.notice.autopass_on" if self.autopass else "table.notice.autopass_off"
        self.notices.show(self.ctx.tr(key), (), self.ctx.clock.now, bar=True)

    def set_autopass(self, on: bool) -> None:
        """Pass every reaction window automatically, or not: the table passes those the player
        could answer, the host those the player could not (the link asks it). The choice is the
        settings' (Settings showed it off while the table's A had turned it on); a window open
        now is passed at once."""
        self.autopass = on
        self.link.set_autopass(on)
        if self.ctx.settings.autopass != on:
            self.ctx.apply_settings(self.ctx.settings.with_changes(autopass=on))
        self.refresh_prompt()
        self.rebuild_buttons()

    def resume(self) -> None:
        """Back from the game menu: follow an auto-pass changed in its Settings."""
        super().resume()
        if self.autopass != self.ctx.settings.autopass:
            self.set_autopass(self.ctx.settings.autopass)

    def extra_buttons(self) -> list[PromptButton]:
        """The auto-pass toggle, beside a reaction window's buttons (not while a card is chosen to
        play: the bar then needs its room for the card's name)."""
        if self.prompt is not None and self.prompt.kind == "react" and self.idle and not self.prompt.choosing():
            label = self.ctx.tr("table.btn.autopass_on" if self.autopass else "table.btn.autopass_off")
            return [PromptButton("autopass", label, hotkey=pygame.K_a, hint="A")]
        return []

    # ---- input ---------------------------------------------------------------------------------

    def overlay_input(self, event: pygame.event.Event) -> bool:
        """An open gallery takes the mouse and keys for itself (a card zoomed from it closes
        back to it); Left and Right go through the cards `browsed_cards` lists while one is zoomed."""
        browsed = self.browsed_cards()
        if self.zoom in browsed and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self._zoom_among(browsed, browsed.index(self.zoom) + (1 if event.key == pygame.K_RIGHT else -1))
        if self.gallery is not None and self.zoom is None and event.type in GALLERY_EVENTS:
            if not self.gallery.handle(event, self.shown, self.layout, self._zoom_card):
                self.gallery = None
            return True
        return False

    def click(self, event: pygame.event.Event) -> bool:
        """Right-click zooms; a click on a glowing card answers; a click on a spell explains it."""
        spot = self.spot_at(event.pos)
        if event.button == 3:
            return self._zoom_spot(spot)
        if event.button != 1:
            return False
        line = next((ident for rect, ident in self.key_spots if rect.collidepoint(event.pos)), None)
        if line is not None:  # the key line's parts are buttons too, for a player with the mouse alone
            if line == "autopass":
                self.toggle_autopass()
            else:
                self.shared_key(pygame.K_v if line == "speed" else pygame.K_h)
            return True
        if spot is not None and self.prompt is not None and self.idle and spot in self.prompt.glowing():
            self.send(self.prompt.activate(spot))
            return True
        if spot is not None and spot.zone == "spell" and self.idle:
            return explain_click(self, spot.ident)
        if spot is not None and spot.zone == "pile" and self.idle and isinstance(spot.ident, int):
            key = level_key(spot.ident)  # an empty pile clicked says so, as its number key does
            return key is not None and explain_empty_pile(self, key)
        return False

    def game_key(self, key: int) -> bool:
        """Z zooms (the card under the mouse, else the one the keys have focused), A toggles
        auto-pass, the rest goes to the prompt (`game.tables.elixir.prompt`)."""
        if key == pygame.K_z:
            return self._zoom_spot(self.hover) or self._zoom_spot(self.prompt.focus if self.prompt else None) \
                or self._zoom_own(0)
        if key == pygame.K_a:
            self.toggle_autopass()
            return True
        if key == pygame.K_ESCAPE and self.notices.on_panel(self.ctx.clock.now):
            self.notices.clear()  # only the explanation goes: what was being prepared stays
            return True
        if self.prompt is not None and self.idle:
            before = self.prompt.focus
            reply = self.prompt.key(key)
            if reply is not None or before != self.prompt.focus or key in (
                    pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.send(reply)
                return True
            return explain_empty_pile(self, key)
        return False

    def _zoom_spot(self, spot: Spot | None) -> bool:
        """Zoom the card at `spot`, or open the gallery of the seat at `spot`; False if neither."""
        card = card_of(spot)
        if card is not None:
            self.zoom = card
            return True
        if spot is not None and spot.zone == "seat":
            self.gallery = SeatGallery(int(spot.ident))
            return True
        return False

    def _zoom_card(self, card: int) -> None:
        self.zoom = card

    def own_cards(self) -> list[int]:
        """The player's own cards, as Z and the arrows read them without the mouse (a keyboard
        player could not read a card when nothing was to be chosen): the hand, then the spells
        not yet cast."""
        v = self.shown or {}
        return [int(c) for c in v.get("hand") or []] + [int(c) for c in v.get("spells") or []]

    def tray_face_up(self) -> list[int]:
        """The cards laid face up in the centre to choose from (the prompt's tray)."""
        return [card for card, face_up in self.tray_cards() if face_up]

    def browsed_cards(self) -> list[int]:
        """The cards Left and Right go through while one of them is zoomed: the tray's, when the
        zoomed card lies there (a big discard pile read one card after another), else the
        player's own (`own_cards`)."""
        tray = self.tray_face_up()
        return tray if self.zoom in tray else self.own_cards()

    def _zoom_own(self, index: int) -> bool:
        """Zoom the player's own card at `index` (counted round); False when they hold none."""
        return self._zoom_among(self.own_cards(), index)

    def _zoom_among(self, cards: list[int], index: int) -> bool:
        """Zoom the card at `index` of `cards` (counted round); False when there is none."""
        if not cards:
            return False
        self.zoom = cards[index % len(cards)]
        return True

    # ---- where things are ------------------------------------------------------------------------

    def places(self) -> Places:
        """Where everything is for what the table shows now (`game.tables.elixir.places`)."""
        return Places(self.shown or {}, self.layout, self.res, self.seat, self.prompt if self.idle else None,
                      self.hover, self.recent, self.seat_tags())

    def hand_slots(self) -> list[Slot]:
        """Where each card of the player's hand sits."""
        return self.places().hand_slots()

    def spell_slots(self) -> list[Slot]:
        """Where each of the player's uncast spells sits."""
        return self.places().spell_slots()

    def tray_cards(self) -> list[tuple[int, bool]]:
        """Cards laid in the centre to choose from (the prompt's), as (card, face up)."""
        return self.places().tray_cards()

    def tray_slots(self) -> list[Slot]:
        """Where the tray cards sit."""
        return self.places().tray_slots()

    def centre_cards(self) -> list[tuple[int | None, int, str]]:
        """Cards shown in the centre, as (card or None for a back, owner, why)."""
        return self.places().centre_cards()

    def recent_rect(self) -> pygame.Rect:
        """Where the last play is shown when nothing is in play in the centre."""
        return self.places().recent_rect()

    def centre_slots(self) -> list[Slot]:
        """Where the centre cards sit."""
        return self.places().centre_slots()

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        """The clickable thing under `pos`, if any."""
        return self.places().spot_at(pos)

    def spot_point(self, spot: Spot) -> tuple[int, int] | None:
        """Where to click to hit `spot` (its centre, or a visible part of an overlapped card)."""
        return self.places().spot_point(spot)

    # ---- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table: the cached board, then what moves or glows, then the overlays."""
        now = self.ctx.clock.now
        lay = self.layout
        places = self.places()
        surface.blit(self.board_surface(surface, places), (0, 0))
        surface.blit(self.side_surface(), lay.side.topleft)
        fg = ForegroundPainter(self.res, self.faces, self.ctx.tr, self.name)
        fg.glows(surface, places, now)
        if self.idle:
            fg.pending(surface, places, now)
        fg.spells(surface, places, now)
        fg.hand(surface, places, now, reduced_motion=bool(self.ctx.settings.reduced_motion))
        fg.tray(surface, places, now)
        fg.prompt_bar(surface, places, now, idle=self.idle, notices=self.notices,
                      buttons=[b for _, b in self.buttons])
        self.turn_clock.draw(surface, self.res, lay, self.seat)
        self.effects.draw(surface, now)
        clock = self.ctx.clock  # the speed it runs at: a demo's --speed is not the setting
        self.key_spots = fg.key_line(surface, places, instant=clock.instant, speed=clock.speed,
                                     autopass=self.autopass, hover=self.hover_pos)
        draw_lost_banner(surface, self.res, lay, self.ctx.tr, self.state, RED)
        if self.hover is not None and self.hover.zone == "seat" and self.zoom is None and self.gallery is None:
            draw_seat_tip(surface, self, self.hover.ident)
        if self.gallery is not None:
            self.gallery.draw(surface, self.shown, lay, self.res, self.faces, self.name(self.gallery.seat),
                              self.ctx.tr)
        self.notices.draw(surface, self.res, self.faces, pygame.Rect(0, 0, lay.table.width, lay.prompt.y), lay.scale,
                          now)
        if self.zoom is not None:
            fg.zoom(surface, places, self.zoom, browsing="tray" if self.zoom in self.tray_face_up()
                    else "own" if self.zoom in self.own_cards() else None)
            self.tips.draw_panel(surface, self)
        self.tips.draw_hover(surface, self, self.hover_pos)
        if self.help:
            draw_help(surface, self.res, lay, self.ctx.tr)
        self.draw_cursor(surface)

    def board_surface(self, surface: pygame.Surface, places: Places) -> pygame.Surface:
        """The board (`game.tables.elixir.board`), painted again only when what it shows changed."""
        lay = self.layout
        tr = self.ctx.tr
        key = (self._view_version, lay.size, tr.lang, self.seat, len(self.names_list), places.tray_cards() != [],
               places.asked(), self.ctx.settings.colour_blind_icons, places.tags)
        if self._board is not None and self._board_key == key:
            return self._board
        if self._board is None or self._board.get_size() != surface.get_size():
            self._board = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                else pygame.Surface(surface.get_size())
        BoardPainter(self.res, self.faces, self.plaques, tr, self.name,
                     colour_blind=self.ctx.settings.colour_blind_icons).paint(self._board, self.background(), places)
        self._board_key = key
        return self._board
