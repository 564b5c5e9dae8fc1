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
same); nothing here reads the wall clock. `draw` only draws: the static parts of the table are
cached in one surface rebuilt when what they show changes.

The autoplay driver (`game.table.autoplay`) plays through `input_for`, which turns a planned
step into the mouse and key events a person would produce, then feeds them to `handle`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from engine.elixir.catalog import card_def
from game.audio import play_effect
from game.link import ChatLine, LinkUpdate, TableLink
from game.linkbanner import draw_lost_banner
from game.table.base import TableBase
from game.table.cardsize import card_height
from game.table.layout import TableLayout, compute
from game.table.res import DIM, GOLD, GOLD_LIGHT, RED, WHITE
from game.table.sprites import Slot, hit, row
from game.tables.elixir.animation import Choreographer, Staging, sound_for
from game.tables.elixir.asked import draft_target, draw_card_text, draw_note
from game.tables.elixir.cardface import CardFaces
from game.tables.elixir.eventtext import describe
from game.tables.elixir.gallery import SeatGallery
from game.tables.elixir.handlayout import card_keys, draw_counts, hand_fan, hand_groups, spell_slots, spells_label_rect
from game.tables.elixir.hotkeys import seat_number
from game.tables.elixir.lastplay import LastPlay, follow
from game.tables.elixir.notice import Notices, explain_click, pass_only, react_notice
from game.tables.elixir.overlays import draw_help, draw_seat_tip
from game.tables.elixir.plaque import PlaqueArt, effect_icon, has_display, localized, nickname
from game.tables.elixir.prompt import Button as PromptButton
from game.tables.elixir.prompt import Prompt, Spot, about
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
        self.layout: TableLayout = compute(ctx.size, 4, self.seat)
        self._board: pygame.Surface | None = None
        self._board_key: Any = None
        self._view_version = 0
        self.recent: LastPlay | None = None
        self.notices = Notices()
        """Toasts that ask nothing: a reaction window with nothing to play, why a spell cannot be cast."""
        self.passed_alone: list[int] = []
        """Reaction windows answered "pass" by the table itself (nothing in hand could be played)."""
        self.tips = RecipeTips(self.res)

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
            self.resized(self.ctx.size)
            self.refresh_prompt(force=True)

    def overlay_open(self) -> bool:
        """Whether a zoomed card, a player's gallery or the key help covers the table."""
        return self.zoom is not None or self.gallery is not None or self.help

    def escape_is_local(self) -> bool:
        """Whether Escape closes or undoes something of the table's own (the chat, an overlay, a
        card or spell being prepared, whose prompt shows a Cancel button); else the app's menu opens."""
        if self.chat.open or self.overlay_open():
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

    # ---- the update queue ------------------------------------------------------------------------

    def chat_suffix(self, line: ChatLine) -> str | None:
        """A croaking forfeit's suffix after the seat's chat lines, while it lasts."""
        mod = has_display(self.shown, int(line.seat or 0), "suffix")
        return localized(mod.get("data", {}).get("suffix", ""), self.ctx.tr.lang) if mod else None

    def game_over_shown(self) -> bool:
        """Whether the view shown has a winner."""
        return bool(self.shown) and (self.shown or {}).get("winner") is not None

    def _staging(self) -> Staging:
        return Staging(self.layout, self.faces, self.res, self.shown or {}, self.ctx.tr, self.name,
                       bool(self.ctx.settings.reduced_motion))

    def play_event(self, event: dict[str, Any], animate: bool) -> float:
        recent = follow(self.recent, event)
        if recent != self.recent:
            self.recent = recent
            self._view_version += 1
        line = describe(event, self.name, self.ctx.tr)
        if line:
            self.log.add(line, strong=event.get("kind") in ("turn_start", "game_over", "first_player"))
        if event.get("kind") in ("setup",) and self.shown is None:
            self.layout = compute(self.ctx.size, int(event.get("players", 4)), self.seat)
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
        if u.ask is not None:
            self.ask = u.ask
        self.refresh_prompt()

    def to_prompt(self, decisions: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """A reaction window in which nothing in hand could answer is passed by the table (a
        line on the prompt bar says so); the rest are prompted."""
        for d in [d for d in decisions if pass_only(d) and int(d["id"]) not in self.passed_alone]:
            self.passed_alone.append(int(d["id"]))
            if not self.autopass:  # with auto-pass on, the host passes it
                self.link.answer(int(d["id"]), d["options"][0])
            self.notices.show(*react_notice(d, self.ctx.tr, self.name), self.ctx.clock.now, bar=True)
        return [d for d in decisions if not pass_only(d)]

    def new_prompt(self, decision: dict[str, Any]) -> Prompt:
        """Elixir's prompt for `decision` (`game.tables.elixir.prompts`)."""
        assert self.shown is not None
        return make_prompt(decision, self.shown, self.ctx.tr, self.name)

    # ---- answering -----------------------------------------------------------------------------

    def press(self, ident: str) -> None:
        """A prompt button (or the auto-pass toggle) was pressed."""
        if ident == "autopass":
            self.set_autopass(not self.autopass)
            return
        super().press(ident)

    def set_autopass(self, on: bool) -> None:
        """Pass reaction windows automatically (asks the link, which asks the host)."""
        self.autopass = on
        self.link.set_autopass(on)
        self.rebuild_buttons()

    def extra_buttons(self) -> list[PromptButton]:
        """The auto-pass toggle, beside a reaction window's buttons."""
        if self.prompt is not None and self.prompt.kind == "react" and self.idle:
            label = self.ctx.tr("table.btn.autopass_on" if self.autopass else "table.btn.autopass_off")
            return [PromptButton("autopass", label, hotkey=pygame.K_a, hint="A")]
        return []

    # ---- input ---------------------------------------------------------------------------------

    def overlay_input(self, event: pygame.event.Event) -> bool:
        """An open gallery takes the mouse and keys for itself (a card zoomed from it closes
        back to it)."""
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
        if spot is not None and self.prompt is not None and self.idle and spot in self.prompt.glowing():
            self.send(self.prompt.activate(spot))
            return True
        if spot is not None and spot.zone == "spell" and self.idle:
            return explain_click(self, spot.ident)
        return False

    def game_key(self, key: int) -> bool:
        """Z zooms, A toggles auto-pass, the rest goes to the prompt (`game.tables.elixir.prompt`)."""
        if key == pygame.K_z:
            return self._zoom_spot(self.hover)
        if key == pygame.K_a:
            self.set_autopass(not self.autopass)
            return True
        if self.prompt is not None and self.idle:
            before = self.prompt.focus
            reply = self.prompt.key(key)
            if reply is not None or before != self.prompt.focus or key in (
                    pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.send(reply)
                return True
        return False

    def _zoom_spot(self, spot: Spot | None) -> bool:
        """Zoom the card at `spot`, or open the gallery of the seat at `spot`; False if neither."""
        card = self._card_of(spot)
        if card is not None:
            self.zoom = card
            return True
        if spot is not None and spot.zone == "seat":
            self.gallery = SeatGallery(int(spot.ident))
            return True
        return False

    def _zoom_card(self, card: int) -> None:
        self.zoom = card

    def _card_of(self, spot: Spot | None) -> int | None:
        if spot is None:
            return None
        if spot.zone in ("hand", "spell", "tray", "centre", "cast"):
            return spot.ident
        return None

    # ---- where things are ------------------------------------------------------------------------

    def hand_slots(self) -> list[Slot]:
        """Where each card of the player's hand sits."""
        hand = list((self.shown or {}).get("hand", []))
        return hand_fan(card_keys(hand), self.layout.hand, self.layout.hand_card_w, self.layout.size[1])

    def spell_slots(self) -> list[Slot]:
        """Where each of the player's uncast spells sits."""
        spells = list((self.shown or {}).get("spells", []))
        return spell_slots(len(spells), self.layout, self.res.font("title", self.layout.px(14)).get_linesize())

    def tray_cards(self) -> list[tuple[int, bool]]:
        """Cards laid in the centre to choose from (the prompt's), else the transaction's cards."""
        if self.prompt is not None and self.prompt.tray and self.idle:
            return list(self.prompt.tray)
        return []

    def tray_slots(self) -> list[Slot]:
        """Where the tray cards sit."""
        lay = self.layout
        area = lay.centre.inflate(-lay.px(20), 0)
        return row(len(self.tray_cards()), area, lay.centre_card_w)

    def centre_cards(self) -> list[tuple[int | None, int, str]]:
        """Cards shown in the centre: plays in flight, the transaction card and its cards on the
        table, as (card or None for a back, owner, why)."""
        v = self.shown or {}
        out: list[tuple[int | None, int, str]] = []
        for p in v.get("plays", []):
            if not p.get("resolved"):
                out.append((int(p["card"]), int(p["seat"]), "play"))
        played = {c for c, _, _ in out}
        for f in v.get("table", {}).get("face_up", []):
            if int(f["card"]) not in played:
                out.append((int(f["card"]), int(f["owner"]), str(f.get("why", ""))))
        for s in v.get("seats", []):
            for _ in range(int(s.get("face_down", 0))):
                out.append((None, int(s["seat"]), "face_down"))
        asked = about(self.prompt if self.idle else None, self.seat)
        if asked is not None and asked[0] not in {c for c, _, _ in out}:
            out.append(asked)
        return out

    def recent_rect(self) -> pygame.Rect:
        """Where the last play is shown when nothing is in play in the centre (zoomable there)."""
        lay = self.layout
        r = pygame.Rect(0, 0, lay.centre_card_w, card_height(lay.centre_card_w))
        r.center = (lay.centre.centerx, lay.deck.centery)
        return r

    def centre_slots(self) -> list[Slot]:
        """Where the centre cards sit."""
        lay = self.layout
        cards = self.centre_cards()
        n = len(cards)
        w = lay.centre_card_w if n <= 6 else max(lay.px(40), round(lay.centre_card_w * 6 / n))
        asked = about(self.prompt if self.idle else None, self.seat)
        if n == 1 and asked is not None and cards[0][0] == asked[0]:  # the card asked about, alone: larger
            w = max(w, min(lay.px(150), round((lay.centre.height - lay.px(40)) / 1.4)))
        return row(n, lay.centre.inflate(-lay.px(20), 0), w)

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        """The clickable thing under `pos`, if any."""
        lay = self.layout
        v = self.shown or {}
        slots = self.tray_slots()
        i = hit(slots, pos)
        if i is not None:
            return Spot("tray", self.tray_cards()[i][0])
        hand = list(v.get("hand", []))
        hs = self.hand_slots()
        lifted = next((k for k, c in enumerate(hand) if self.hover == Spot("hand", c)), None)
        i = hit(hs, pos, lifted, lay.px(26))
        if i is not None:
            return Spot("hand", hand[i])
        spells = list(v.get("spells", []))
        i = hit(self.spell_slots(), pos)
        if i is not None:
            return Spot("spell", spells[i])
        if v.get("phase") in ("setup", "draft"):
            for level, rect in lay.piles.items():
                if rect.collidepoint(pos):
                    return Spot("pile", level)
        for seat, rect in lay.plaques.items():
            if rect.collidepoint(pos):
                return Spot("seat", seat)
        if self.seat is not None and lay.home.collidepoint(pos):
            return Spot("seat", self.seat)
        if not self.tray_cards():
            cards = self.centre_cards()
            i = hit(self.centre_slots(), pos)
            if i is not None and cards[i][0] is not None:
                return Spot("centre", int(cards[i][0]))  # type: ignore[arg-type]
            if not cards and self.recent is not None and self.recent_rect().collidepoint(pos):
                return Spot("centre", self.recent.card)
        return None

    def spot_point(self, spot: Spot) -> tuple[int, int] | None:
        """Where to click to hit `spot` (its centre, or a visible part of an overlapped card)."""
        v = self.shown or {}
        lay = self.layout
        rows = {"hand": (list(v.get("hand", [])), self.hand_slots),
                "spell": (list(v.get("spells", [])), self.spell_slots),
                "tray": ([c for c, _ in self.tray_cards()], self.tray_slots)}
        if spot.zone in rows:
            ids, slots_of = rows[spot.zone]
            if spot.ident not in ids:
                return None
            slots = slots_of()
            i = ids.index(spot.ident)
            r = slots[i].rect()
            nxt = slots[i + 1].rect() if i + 1 < len(slots) else None
            x = (r.x + nxt.x) // 2 if nxt is not None and nxt.colliderect(r) else r.centerx
            return (x, r.y + lay.px(30) if spot.zone == "hand" else r.centery)
        if spot.zone == "pile":
            rect = lay.piles.get(spot.ident)
            return rect.center if rect else None
        if spot.zone == "seat":
            return lay.seat_rect(spot.ident).center
        return None

    # ---- drawing ---------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table."""
        now = self.ctx.clock.now
        lay = self.layout
        board = self._board_surface(surface)
        surface.blit(board, (0, 0))
        surface.blit(self.side_surface(), lay.side.topleft)
        self._draw_glows(surface, now)
        self._draw_pending(surface, now)
        self._draw_spells(surface, now)
        self._draw_hand(surface, now)
        self._draw_tray(surface, now)
        self._draw_prompt(surface, now)
        self.turn_clock.draw(surface, self.res, lay, self.seat)
        self.effects.draw(surface, now)
        self._draw_status(surface)
        if self.hover is not None and self.hover.zone == "seat" and self.zoom is None and self.gallery is None:
            draw_seat_tip(surface, self, self.hover.ident)
        if self.gallery is not None:
            self.gallery.draw(surface, self.shown, lay, self.res, self.faces, self.name(self.gallery.seat),
                              self.ctx.tr)
        self.notices.draw(surface, self.res, self.faces, pygame.Rect(0, 0, lay.table.width, lay.prompt.y), lay.scale,
                          now)
        if self.zoom is not None:
            self._draw_zoom(surface)
            self.tips.draw_panel(surface, self)
        self.tips.draw_hover(surface, self, self.hover_pos)
        if self.help:
            draw_help(surface, self.res, lay, self.ctx.tr)
        self.draw_cursor(surface)

    def _board_surface(self, surface: pygame.Surface) -> pygame.Surface:
        lay = self.layout
        tr = self.ctx.tr
        key = (self._view_version, lay.size, tr.lang, self.seat, len(self.names_list), self.tray_cards() != [],
               about(self.prompt if self.idle else None, self.seat))
        if self._board is not None and self._board_key == key:
            return self._board
        if self._board is None or self._board.get_size() != surface.get_size():
            self._board = pygame.Surface(surface.get_size()).convert() if pygame.display.get_surface() \
                else pygame.Surface(surface.get_size())
        board = self._board
        board.blit(self.background(), (0, 0))
        v = self.shown or {}
        current = v.get("current")
        seats = v.get("seats", [])
        for seat, rect in lay.plaques.items():
            if seat >= len(seats):
                continue
            sv = seats[seat]
            img = self.plaques.plaque(sv, self.name(seat), rect.size, lay.scale, active=seat == current,
                                      nick=nickname(v, seat) is not None, number=seat_number(seat))
            board.blit(img, rect.topleft)
            hat = has_display(v, seat, "hat")
            if hat is not None:
                hs = lay.px(44)
                hat_img = self.res.image(effect_icon(hat), (hs, hs))
                board.blit(pygame.transform.rotate(hat_img, 12), lay.hat_rect(rect, hs, lay.px(10)))
        board.blit(self.res.nine_slice("ui/panel.png", lay.prompt.size, lay.px(24)), lay.prompt.topleft)
        self._draw_home(board)
        self._draw_piles(board)
        if not self.tray_cards():
            self._draw_centre(board)
        self._board_key = key
        return board

    def _draw_home(self, board: pygame.Surface) -> None:
        lay = self.layout
        v = self.shown or {}
        if self.seat is None or not v.get("seats"):
            return
        sv = v["seats"][self.seat]
        active = v.get("current") == self.seat
        img = self.plaques.plaque(sv, self.name(self.seat), (lay.home.width, lay.px(84)), lay.scale,
                                  active=active, nick=nickname(v, self.seat) is not None, number=seat_number(self.seat))
        board.blit(img, lay.home.topleft)
        # cast spells, small faces under the plaque
        cast = list(sv.get("cast", []))
        if cast:
            w = lay.px(34)
            area = pygame.Rect(lay.home.x, lay.home.y + lay.px(86), lay.home.width, card_height(w))
            for slot, card in zip(row(len(cast), area, w), cast, strict=False):
                face = self.faces.face(int(card), w)
                board.blit(face, face.get_rect(center=(round(slot.x), round(slot.y))))
        else:
            hint = self.res.text(self.ctx.tr("table.no_cast"), lay.px(13), DIM)
            board.blit(hint, (lay.home.x + lay.px(12), lay.home.y + lay.px(92)))
        hat = has_display(v, self.seat, "hat")
        if hat is not None:
            hs = lay.px(44)
            board.blit(pygame.transform.rotate(self.res.image(effect_icon(hat), (hs, hs)), 12),
                       lay.hat_rect(lay.home, hs, lay.px(6)))

    def _draw_piles(self, board: pygame.Surface) -> None:
        lay = self.layout
        v = self.shown or {}
        res = self.res
        # deck and discard
        deck = int(v.get("deck", 0))
        if v.get("phase") not in (None, "setup", "draft") or deck:
            if deck:
                back = self.faces.back("find", 0, lay.deck.width)
                for k in range(min(3, deck // 20 + 1)):
                    board.blit(back, lay.deck.move(-k * lay.px(2), -k * lay.px(2)).topleft)
            else:
                pygame.draw.rect(board, (90, 80, 130), lay.deck, max(1, lay.px(2)), border_radius=lay.px(8))
            label = res.text(self.ctx.tr("table.deck", n=deck), lay.px(14), WHITE, "text_bold", shadow=1)
            board.blit(label, label.get_rect(midtop=(lay.deck.centerx, lay.deck.bottom + lay.px(4))))
            discard = list(v.get("discard", []))
            if discard:
                board.blit(self.faces.face(int(discard[-1]), lay.discard.width), lay.discard.topleft)
            else:
                pygame.draw.rect(board, (90, 80, 130), lay.discard, max(1, lay.px(2)), border_radius=lay.px(8))
            label = res.text(self.ctx.tr("table.discard", n=len(discard)), lay.px(14), WHITE, "text_bold", shadow=1)
            board.blit(label, label.get_rect(midtop=(lay.discard.centerx, lay.discard.bottom + lay.px(4))))
        if v.get("phase") in ("setup", "draft"):
            piles = v.get("piles", {})
            for level, rect in lay.piles.items():
                count = int(piles.get(str(level), 0))
                if count:
                    back = self.faces.back("spell", level, rect.width)
                    for k in range(min(3, count // 6 + 1)):
                        board.blit(back, rect.move(-k * lay.px(2), -k * lay.px(2)).topleft)
                else:
                    pygame.draw.rect(board, (90, 80, 130), rect, max(1, lay.px(2)), border_radius=lay.px(8))
                label = res.text(self.ctx.tr("table.pile", level=level, n=count), lay.px(14), WHITE, "text_bold",
                                 shadow=1)
                board.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + lay.px(4))))
            target = draft_target(v)
            if self.seat is not None:
                draw_note(board, res, self.ctx.tr("table.draft.levels", target=target),
                          lay.piles[1].union(lay.piles[4]), list(lay.plaques.values()), lay.scale)
            if self.seat is not None and v.get("spells") is not None:
                points = sum(card_def(int(c)).level for c in v.get("spells", []))
                text = self.ctx.tr("table.points_of", points=points, target=target)
                img = res.text(text, lay.px(16), GOLD_LIGHT, "text_bold", shadow=1)
                board.blit(img, img.get_rect(midbottom=(lay.spells.centerx, lay.spells.y - lay.px(2))))

    def _draw_centre(self, board: pygame.Surface) -> None:
        lay = self.layout
        v = self.shown or {}
        res = self.res
        tx = v.get("transaction")
        cards = self.centre_cards()
        slots = self.centre_slots()
        last_owner: int | None = None
        for (card, owner, _why), slot in zip(cards, slots, strict=False):
            img = self.faces.face(card, slot.width) if card is not None else self.faces.back("find", 0, slot.width)
            r = slot.rect()
            board.blit(img, r.topleft)
            if owner >= 0 and owner != last_owner:
                tag = res.fit_text(self.name(owner), lay.px(14), lay.px(140), GOLD_LIGHT, "text_bold", shadow=1)
                board.blit(tag, tag.get_rect(bottomleft=(r.x, r.y - lay.px(2))))
            last_owner = owner
        asked = about(self.prompt if self.idle else None, self.seat)
        if len(cards) == 1 and asked is not None and cards[0][0] == asked[0]:
            draw_card_text(board, res, asked[0], self.ctx.tr.lang, slots[0].rect(), lay.centre, lay.scale)
        if tx:
            text = self._transaction_text(tx)
            if text:
                img = res.fit_text(text, lay.px(17), lay.centre.width, GOLD_LIGHT, "text_bold", shadow=2)
                y = (slots[0].rect().bottom + lay.px(8)) if slots else lay.centre.centery
                board.blit(img, img.get_rect(midtop=(lay.centre.centerx, y)))
        elif not cards and self.recent is not None and v.get("winner") is None:
            card, seat, target = self.recent.card, self.recent.seat, self.recent.target
            img = self.faces.face(card, lay.centre_card_w).copy()
            img.set_alpha(190)
            r = self.recent_rect()
            board.blit(img, r)
            text = self.ctx.tr("table.recent_at", name=self.name(seat), target=self.name(target)) \
                if target is not None else self.ctx.tr("table.recent", name=self.name(seat))
            cap = res.fit_text(text, lay.px(15), lay.centre.width, WHITE, "text_italic", shadow=1)
            board.blit(cap, cap.get_rect(midtop=(r.centerx, r.bottom + lay.px(6))))
        if v.get("winner") is not None:
            self._draw_winner(board, int(v["winner"]))

    def _draw_winner(self, board: pygame.Surface, winner: int) -> None:
        lay = self.layout
        res = self.res
        crown = res.image("effects/hat_crown.png", (lay.px(64), lay.px(64)))
        anchor = lay.seat_rect(winner)
        board.blit(crown, crown.get_rect(midbottom=(anchor.centerx, anchor.y + lay.px(16))))
        title = res.text(self.ctx.tr("table.banner.winner", name=self.name(winner)), lay.px(40), GOLD_LIGHT, "title",
                         shadow=3)
        panel = pygame.Rect(0, 0, title.get_width() + lay.px(60), title.get_height() + lay.px(30))
        panel.center = (lay.centre.centerx, lay.deck.centery)
        board.blit(res.nine_slice("ui/panel.png", panel.size, lay.px(24)), panel.topleft)
        board.blit(title, title.get_rect(center=panel.center))

    def _transaction_text(self, tx: dict[str, Any]) -> str:
        tr = self.ctx.tr
        kind = str(tx.get("kind", ""))
        what = tr(f"table.tx.{kind}")
        stage = tx.get("stage")
        if kind == "auction" and stage == "bidding":
            if tx.get("high") is not None:
                return tr("table.tx.auction_high", what=what, high=tx["high"], name=self.name(tx.get("bidder")),
                          seller=self.name(tx.get("seller")))
            return tr("table.tx.auction_min", what=what, min=tx.get("minimum", 0), seller=self.name(tx.get("seller")))
        if kind == "flea_market" and stage in ("join", "pick"):
            return tr("table.tx.flea_size", what=what, size=tx.get("size", 0),
                      count=len(tx.get("participants", [])))
        return tr("table.tx.open_by", what=what, name=self.name(tx.get("opener")))

    def _pulse(self, now: float) -> int:
        return 150 + round(105 * (0.5 + 0.5 * math.sin(now * 5.0)))

    def _glow_for(self, width: int, kind: str) -> pygame.Surface:
        rel = {"playable": "ui/highlight_playable.png", "selected": "ui/highlight_selected.png",
               "target": "ui/highlight_target.png"}[kind]
        margin = round(width * 14 / 240) * 2
        return self.res.image(rel, (width + margin * 2, card_height(width) + margin * 2))

    def _draw_glows(self, surface: pygame.Surface, now: float) -> None:
        if self.prompt is None or not self.idle:
            return
        lay = self.layout
        alpha = self._pulse(now)
        glowing = self.prompt.glowing()
        for spot in glowing:
            if spot.zone == "pile":
                rect = lay.piles[spot.ident]
                g = self._glow_for(rect.width, "playable")
                g.set_alpha(alpha)
                surface.blit(g, g.get_rect(center=rect.center))
            elif spot.zone == "seat":
                rect = lay.seat_rect(spot.ident)
                if spot.ident == self.seat:
                    rect = pygame.Rect(rect.x, rect.y, rect.width, lay.px(84))
                width = max(2, lay.px(4))
                col = (*RED[:3], alpha)
                glow = pygame.Surface(rect.inflate(width * 4, width * 4).size, pygame.SRCALPHA)
                pygame.draw.rect(glow, col, glow.get_rect(), width, border_radius=lay.px(16))
                surface.blit(glow, glow.get_rect(center=rect.center))
                if self.prompt.focus == spot or self.hover == spot:
                    pygame.draw.rect(surface, GOLD_LIGHT, rect.inflate(width * 2, width * 2), max(1, width // 2),
                                     border_radius=lay.px(14))

    def _draw_pending(self, surface: pygame.Surface, now: float) -> None:
        """Seats being asked something show a turning hourglass; nobody's options are shown."""
        v = self.shown or {}
        lay = self.layout
        if not self.idle:
            return
        asked = {int(p["seat"]) for p in v.get("pending", []) if int(p.get("seat", -1)) != self.seat}
        size = lay.px(26)
        icon = self.res.image("effects/countdown.png", (size, size))
        turned = pygame.transform.rotate(icon, round(math.sin(now * 3) * 20))
        for seat in asked:
            rect = lay.seat_rect(seat)
            surface.blit(turned, lay.badge(turned.get_rect(center=(rect.right - lay.px(8), rect.y + lay.px(6)))))
        # a hopping hand for every seat under a HOP effect
        for seat in range(len(v.get("seats", []))):
            if has_display(v, seat, "hop") is None or seat == self.seat:
                continue
            rect = lay.seat_rect(seat)
            hop_img = self.res.image("effects/hop.png", (lay.px(30), lay.px(30)))
            dy = abs(math.sin(now * 6 + seat)) * lay.px(16)
            surface.blit(hop_img, lay.badge(hop_img.get_rect(midbottom=(rect.x + lay.px(22), rect.y - dy + lay.px(6)))))

    def _draw_hand(self, surface: pygame.Surface, now: float) -> None:
        v = self.shown or {}
        hand = list(v.get("hand", []))
        if not hand:
            return
        lay = self.layout
        slots = self.hand_slots()
        prompt = self.prompt if self.idle else None
        glowing = prompt.glowing() if prompt else set()
        selected = prompt.selected() if prompt else set()
        focus = prompt.focus if prompt else None
        hop = 0.0
        hopping = self.seat is not None and has_display(v, self.seat, "hop") is not None
        if hopping and not self.ctx.settings.reduced_motion:
            hop = abs(math.sin(now * 6)) * lay.px(18)
        alpha = self._pulse(now)
        lifts = [hop + (lay.px(26) if Spot("hand", c) in (self.hover, focus) else
                        lay.px(18) if Spot("hand", c) in selected else 0) for c in hand]
        # the card under the mouse or the keyboard focus is drawn last, whole, above its neighbours
        order = sorted(range(min(len(hand), len(slots))), key=lambda i: Spot("hand", hand[i]) in (self.hover, focus))
        for i in order:
            card, slot, lift = hand[i], slots[i], lifts[i]
            spot = Spot("hand", card)
            sid, img = self.faces.surface(card, slot.width)
            rot = self.faces.rotated(sid, slot.width, slot.angle, img) if round(slot.angle) else img
            centre = (round(slot.x), round(slot.y - lift))
            if spot in selected or spot in glowing:
                g = self._glow_for(slot.width, "selected" if spot in selected else "playable")
                if round(slot.angle):
                    g = self.faces.rotated(("glow", "selected" if spot in selected else "playable"), slot.width,
                                           slot.angle, g)
                g.set_alpha(255 if spot in selected else alpha)
                surface.blit(g, g.get_rect(center=centre))
            surface.blit(rot, rot.get_rect(center=centre))
        draw_counts(surface, self.res, hand_groups(card_keys(hand), lay.hand, lay.hand_card_w), slots, lifts, lay)

    def _draw_spells(self, surface: pygame.Surface, now: float) -> None:
        v = self.shown or {}
        spells = list(v.get("spells", []))
        if not spells:
            return
        prompt = self.prompt if self.idle else None
        glowing = prompt.glowing() if prompt else set()
        selected = prompt.selected() if prompt else set()
        focus = prompt.focus if prompt else None
        lay = self.layout
        alpha = self._pulse(now)
        title = self.res.text(self.ctx.tr("table.your_spells"), lay.px(14), GOLD_LIGHT, "title", shadow=1)
        slots = self.spell_slots()
        if v.get("phase") not in ("setup", "draft"):
            surface.blit(title, spells_label_rect(lay, slots, title.get_size()))
        for card, slot in zip(spells, slots, strict=False):
            spot = Spot("spell", card)
            lift = lay.px(16) if spot in (self.hover, focus) or spot in selected else 0
            centre = (round(slot.x), round(slot.y - lift))
            if spot in glowing or spot in selected:
                g = self._glow_for(slot.width, "selected" if spot in selected else "playable")
                g.set_alpha(255 if spot in selected else alpha)
                surface.blit(g, g.get_rect(center=centre))
            img = self.faces.face(card, slot.width)
            surface.blit(img, img.get_rect(center=centre))

    def _draw_tray(self, surface: pygame.Surface, now: float) -> None:
        cards = self.tray_cards()
        if not cards:
            return
        lay = self.layout
        prompt = self.prompt
        glowing = prompt.glowing() if prompt else set()
        selected = prompt.selected() if prompt else set()
        alpha = self._pulse(now)
        for (card, face_up), slot in zip(cards, self.tray_slots(), strict=False):
            spot = Spot("tray", card)
            lift = lay.px(14) if spot == self.hover or (prompt and prompt.focus == spot) else 0
            r = slot.rect(lift)
            if spot in glowing or spot in selected:
                g = self._glow_for(slot.width, "selected" if spot in selected else "playable")
                g.set_alpha(255 if spot in selected else alpha)
                surface.blit(g, g.get_rect(center=r.center))
            img = self.faces.face(card, slot.width) if face_up else self.faces.back("find", 0, slot.width)
            surface.blit(img, r.topleft)
        tx = (self.shown or {}).get("transaction")
        if tx and cards:
            cap = self.res.fit_text(self._transaction_text(tx), lay.px(17), lay.centre.width, GOLD_LIGHT, "text_bold",
                                    shadow=2)
            bottom = max(s.rect().bottom for s in self.tray_slots())
            surface.blit(cap, cap.get_rect(midtop=(lay.centre.centerx, bottom + lay.px(8))))

    def _draw_prompt(self, surface: pygame.Surface, now: float) -> None:
        lay = self.layout
        res = self.res
        v = self.shown or {}
        bar = lay.prompt
        text_w = (self.buttons[0][1].rect.x - bar.x - lay.px(24)) if self.buttons else bar.width - lay.px(28)
        if self.prompt is not None and self.idle:
            title = res.fit_text(self.prompt.title, lay.px(19), text_w, GOLD_LIGHT, "text_bold", shadow=1)
            two = None if self.prompt.detail else res.two_lines(self.prompt.title, lay.px(19), text_w, "text_bold")
            if two is not None:
                for img, rect in res.stacked(two[1], two[0], bar.x + lay.px(16), bar.centery, GOLD_LIGHT,
                                             "text_bold", shadow=1):
                    surface.blit(img, rect)
            elif self.prompt.detail:
                surface.blit(title, (bar.x + lay.px(16), bar.y + lay.px(1)))
                detail = res.fit_text(self.prompt.detail, lay.px(13), text_w, WHITE)
                surface.blit(detail, (bar.x + lay.px(16), bar.y + lay.px(24)))
            else:
                surface.blit(title, title.get_rect(midleft=(bar.x + lay.px(16), bar.centery)))
        elif self.notices.on_bar(now):
            self.notices.draw_bar(surface, res, bar, text_w, lay.scale, now)
        else:
            text = self._waiting_text(v)
            dots = "" if v.get("winner") is not None else "." * (1 + int(now * 2.5) % 3)
            img = res.fit_text(text + dots, lay.px(17), text_w, DIM if self.idle else WHITE, "text_italic")
            surface.blit(img, img.get_rect(midleft=(bar.x + lay.px(16), bar.centery)))
        for _, b in self.buttons:
            b.draw(surface)

    def _waiting_text(self, v: dict[str, Any]) -> str:
        tr = self.ctx.tr
        if v.get("winner") is not None:
            return tr("table.status.winner", name=self.name(int(v["winner"])))
        if not self.idle:
            return tr("table.status.playing")
        pending = [p for p in v.get("pending", []) if p.get("seat") != self.seat]
        if any(p.get("kind") == "react" for p in pending):
            return tr("table.status.others_deciding")
        if len(pending) == 1:
            return tr("table.status.waiting_for", name=self.name(int(pending[0]["seat"])))
        if pending:
            return tr("table.status.others_deciding")
        return tr("table.status.waiting")

    def _draw_status(self, surface: pygame.Surface) -> None:
        lay = self.layout
        tr = self.ctx.tr
        clock = self.ctx.clock  # the speed it runs at: a demo's --speed is not the setting
        label = tr("table.speed.instant") if clock.instant else tr("table.speed.x", n=f"{clock.speed:g}")
        text = tr("table.keys", speed=label)
        img = self.res.text(text, lay.px(12), DIM)
        surface.blit(img, (lay.px(8), lay.px(6)))
        draw_lost_banner(surface, self.res, lay, tr, self.state, RED)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        assert self.zoom is not None
        lay = self.layout
        shade = pygame.Surface(lay.size, pygame.SRCALPHA)
        shade.fill((8, 4, 20, 170))
        surface.blit(shade, (0, 0))
        img = self.faces.face(self.zoom, lay.zoom_card_w)
        r = img.get_rect(center=lay.table.center)
        surface.blit(img, r)
        hint = self.res.text(self.ctx.tr("table.zoom_hint"), lay.px(14), GOLD, "text_bold", shadow=1)
        surface.blit(hint, hint.get_rect(midtop=(r.centerx, r.bottom + lay.px(8))))
