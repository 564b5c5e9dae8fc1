"""Elixir Quest's table scene: a duel of five games, as the player sees and plays it.

Built on `game.table.spottable.SpotTable` (a `game.table.base.TableBase`) like Magicoa's: the
link's updates, events played in order then the view, the log and chat column, the prompt bar's
buttons, the turn clock, the autoplay driver's input and the shared keys are the base's. What is
Quest's own is in this package: the layout (`board`), the card pictures (`faces`), the drawing
(`paint`), the decisions (`prompt`), the log lines (`eventtext`) and the animations (`choreo`).

A whole game is fought within the answer that completes both placements, so the table keeps its
own picture of the fight (`paint.Arena`), moved on by the events as they land: the characters
turned over, each round's numbers, the potions, and the arena cleared when the game ends.

Input: the mouse (click cards of the pool or the hand; right-click zooms a card) and the keys of
`game.tables.quest.prompt`, plus the table's own: Z zooms the card under the mouse, F skips
queued animations, V cycles their speed, T opens the chat, H shows the keys.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from engine.quest.bots.greedy import greedy_deck
from game.audio import play_effect
from game.collection.choose import collection_deck, narrowed_prompt
from game.link import LinkUpdate, TableLink
from game.linkbanner import draw_lost_banner
from game.table.bottag import draw_seat_tag
from game.table.cardsize import card_height
from game.table.effects import Sparks
from game.table.helppanel import draw_help_panel
from game.table.layout import TableLayout
from game.table.promptparts import Reply, Spot
from game.table.res import GOLD_LIGHT, RED
from game.table.spottable import SpotTable
from game.table.surfaces import watching_caption
from game.tables.quest.board import DuelLayout, duel_layout
from game.tables.quest.choreo import DuelStage, effects_for, sound_for
from game.tables.quest.eventtext import describe, tie_line
from game.tables.quest.faces import QuestFaces
from game.tables.quest.paint import Arena, Marks, Painter
from game.tables.quest.prompt import DECK, QuestPrompt
from game.ui import kit_for

if TYPE_CHECKING:
    from game.context import Context
    from game.table.autoplay import AutoPlayer

STRONG = ("game_start", "game_end", "match_end")
"""Events whose log line stands out."""
LANDS_AFTER = {"reveal": 0.7, "potion": 0.5, "game_end": 1.0}
"""Seconds after an event starts when the arena shows what it did (its cards have landed)."""
HELP_KEYS = ("quest.help.deck", "quest.help.place", "quest.help.general")


class QuestTable(SpotTable):
    """Elixir Quest's table for the link's seat (None: a spectator, who sees seat 0 on the left)."""

    NEW_GAME_LINE = "quest.log.new_match"  # a rematch is a new match of five games
    TYPE_AHEAD_BREAKS = frozenset({"reveal", "game_start", "match_end"})
    """The fight's cards turned over, the match's next game: a card typed for now must not be
    placed in the next game before its player saw this fight's outcome."""

    def __init__(self, ctx: Context, link: TableLink, *, autoplay: AutoPlayer | None = None,
                 on_finished: Callable[[dict[str, Any] | None], None] | None = None) -> None:
        super().__init__(ctx, link, autoplay=autoplay, on_finished=on_finished)
        self.faces = QuestFaces(self.res, ctx.tr)
        self.sparks = Sparks()
        self.arena = Arena()
        self.prompt: QuestPrompt | None = None
        self.hover: Spot | None = None
        self.zoom: int | tuple[int, ...] | None = None
        """The card shown large (its kind), or a side's won cards (their kinds), or None."""
        self.landing: list[tuple[float, dict[str, Any]]] = []
        self.sent: set[int] = set()
        """Cards the player has just placed (they leave the hand at once, until the next game's view)."""
        self.sent_in: Any = None
        self.owned: Counter[int] | None = None
        """At a LAN table, the player's collection: in a real match the pool shows only its cards
        (set by the shell)."""
        self.layout: DuelLayout = duel_layout(ctx.size, self.seat)
        self.minds: tuple[int, int] | None = None
        """The printed minds of the characters last revealed (equal: round 2 is the leader's)."""

    @property
    def me(self) -> int:
        """The seat shown on the left (the player's; seat 0 for a spectator)."""
        return self.seat if self.seat is not None else 0

    @property
    def table_layout(self) -> TableLayout:
        """The shared regions of the duel's layout."""
        return self.layout.shared

    # ---- lifecycle ---------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size."""
        self.layout = duel_layout(size, self.seat)
        self.kit = kit_for(self.ctx)
        self._bg = self._side = None
        self.rebuild_buttons()

    # ---- updates ------------------------------------------------------------------------------------

    def new_game(self) -> None:
        """A rematch: the arena, the cards still landing and what was sent in the last match
        are forgotten."""
        self.arena.clear()
        self.landing.clear()
        self.sent.clear()
        self.sent_in = None

    def game_over_shown(self) -> bool:
        """Whether the view shown holds the match's result."""
        return self.shown is not None and self.shown.get("result") is not None

    def before_pump(self) -> None:
        """Events whose cards have landed move the arena on."""
        now = self.ctx.clock.now
        while self.landing and (self.landing[0][0] <= now or self.instant() or self.feed.skipping):
            self._land(self.landing.pop(0)[1])

    def _stage(self) -> DuelStage:
        return DuelStage(self.layout, self.faces, self.res, self.ctx.tr, self.me,
                         bool(self.ctx.settings.reduced_motion), self.sparks, self.name)

    def lead_matters(self) -> bool:
        """Whether a game's leader can change its course: a match with potions (on equal minds the
        leader's potion comes first)."""
        options = (self.shown or {}).get("options") or {}
        return options.get("mode") == "advanced" and int(options.get("potions", 0)) > 0

    def leader(self) -> int | None:
        """The seat leading the game being played, when the lead can matter (its panel says so)."""
        v = self.shown or {}
        if not self.lead_matters() or int(v.get("match_game", 0)) < 1 or v.get("result") is not None:
            return None
        return int(v["lead"]) if v.get("lead") in (0, 1) else None

    def record_event(self, event: dict[str, Any]) -> None:
        if event.get("kind") == "reveal":
            self.minds = (int(event["characters"][0]["mind"]), int(event["characters"][1]["mind"]))
        minds, matters = self.minds, self.lead_matters()
        tie = tie_line(event, minds, self.name, self.ctx.tr)
        if tie:
            self.log.add(tie, again=lambda tr: tie_line(event, minds, self.name, tr))
        line = describe(event, self.name, self.faces.name, self.ctx.tr, matters)
        if line:
            self.log.add(line, strong=event.get("kind") in STRONG,
                         again=lambda tr: describe(event, self.name, self.faces.name, tr, matters))

    def play_event(self, event: dict[str, Any], animate: bool) -> float:
        self.record_event(event)
        if not animate:
            self._land(event)
            return 0.0
        now = self.ctx.clock.now
        fx, hold = effects_for(event, self._stage(), now)
        self.effects.add(*fx)
        play_effect(self.ctx.services, sound_for(event, self.me))
        delay = 0.0 if self.ctx.settings.reduced_motion else LANDS_AFTER.get(str(event.get("kind")), 0.0)
        if delay:
            self.landing.append((now + delay, event))
        else:
            self._land(event)
        return hold

    def _land(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        arena = self.arena

        def side(seat: int) -> int:
            return 0 if seat == self.me else 1

        if kind == "game_start":
            arena.clear()
            if self.shown is not None:  # the header and the leader's tag follow the log
                self.shown["match_game"] = int(event.get("game", self.shown.get("match_game", 1)))
                if event.get("lead") in (0, 1):
                    self.shown["lead"] = int(event["lead"])
        elif kind == "reveal":
            for seat, card in enumerate(event["characters"]):
                arena.characters[side(seat)] = int(card["kind"])
                arena.numbers[side(seat)] = {s: card[s] for s in ("attack", "health", "mind")}
                arena.potions[side(seat)] = 0 if event["potions"][seat] else None
                arena.placed[side(seat)] = True
        elif kind == "potion":
            arena.potions[side(int(event["seat"]))] = int(event["potion"]["kind"])
        elif kind == "potion_discarded":
            arena.potions[side(int(event["seat"]))] = None
        elif kind == "round":
            arena.round = int(event["round"])
            for seat, fighter in enumerate(event["fighters"]):
                arena.numbers[side(seat)] = dict(fighter)
        elif kind == "game_end":
            arena.clear()
            history = list((self.shown or {}).get("history") or [])
            if self.shown is not None and len(history) < int(event.get("game", 0)):
                # the view shown predates this game's end: its circle and the panels' counts, now
                # (the view that brings them comes after the match's last celebration has begun)
                self.shown["history"] = [*history, {"winner": event.get("winner")}]
                self._count_game_end(event)
        elif kind == "match_end" and self.shown is not None:
            self.shown["phase"] = "over"  # the bar says the match is over with its banner, not "Playing"

    def _count_game_end(self, event: dict[str, Any]) -> None:
        """Move the shown seats' cards held, games won and characters taken as a game's end says
        them (into copies: the shown view's parts may be shared with the link's)."""
        assert self.shown is not None
        seats = [dict(s) for s in self.shown.get("seats") or []]
        held = event.get("cards")
        if isinstance(held, list) and len(held) == len(seats):
            for seat, cards in zip(seats, held, strict=True):
                if isinstance(cards, int):
                    seat["cards"] = cards
        winner = event.get("winner")
        if len(seats) == 2 and winner in (0, 1):  # a duel: the loser is the other seat
            loser = 1 - int(winner)
            seats[winner]["wins"] = int(seats[winner].get("wins", 0)) + 1
            kinds = event.get("characters")
            if isinstance(kinds, list) and len(kinds) == 2 and isinstance(kinds[loser], int):
                seats[winner]["taken"] = [*(seats[winner].get("taken") or []), {"kind": kinds[loser]}]
        self.shown["seats"] = seats

    def show_update(self, u: LinkUpdate) -> None:
        if u.view is not None:
            self.shown = copy.deepcopy(u.view)
            if self.shown.get("match_game") != self.sent_in:  # a new game: what was sent is played
                self.sent.clear()
            mine = (self.shown or {}).get("placed")
            if self.shown.get("phase") == "place" and not self.landing:
                self.arena.placed[0] = mine is not None
        if u.ask is not None:
            self.ask = u.ask
        self.refresh_prompt()

    def new_prompt(self, decision: dict[str, Any]) -> QuestPrompt:
        """Quest's prompt for `decision`."""
        view = self.shown or {}
        kinds = {int(c["id"]): int(c["kind"]) for c in list(view.get("pool", [])) + list(view.get("hand", []))}
        short = False
        if decision.get("kind") == DECK and self.owned is not None and (view.get("options") or {}).get("real"):
            # cards are at stake: only what the collection holds (a practice match plays the table's pool)
            short = collection_deck(view, decision, self.owned) is None
            decision = {**decision, "prompt": narrowed_prompt(view, decision["prompt"], self.owned)}
        best = (lambda: greedy_deck(decision["prompt"], view)) if decision.get("kind") == DECK else None
        zone = "pool" if decision.get("kind") == DECK else "hand"
        prompt = QuestPrompt(decision, self.ctx.tr, lambda card: kinds.get(card, 0), best,
                             lambda: [int(c["id"]) for c in self._cards(zone)],
                             lambda card: self.faces.name(kinds[card]) if card in kinds else str(card))
        prompt.short_of_cards = short
        pick = decision.get("pick") or {}
        if len(pick.get("among", ())) in pick.get("sizes", ()):  # a deck brought whole: nothing to choose
            prompt.picked = list(pick["among"])
        return prompt

    # ---- answering and input -------------------------------------------------------------------------

    def send(self, reply: Reply | None) -> None:
        """Send a complete answer (None only refreshes the buttons); placed cards leave the hand."""
        if reply is not None and self.prompt is not None and self.prompt.kind != DECK:
            self.arena.placed[0] = True
            self.sent = {int(c) for c in reply.choice.values() if c is not None}
            self.sent_in = (self.shown or {}).get("match_game")
        super().send(reply)

    def overlay_input(self, event: pygame.event.Event) -> bool:
        """A zoomed card closes on any click or key."""
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.zoom = None
            return True
        return False

    def zoom_spot(self, spot: Spot | None) -> bool:
        """Show a card of the pool, the hand or the arena large."""
        if spot is None:
            return False
        for card in self._cards(spot.zone):
            if int(card["id"]) == spot.ident:
                self.zoom = int(card["kind"])
                return True
        if spot.zone == "arena":
            kind = self.arena.characters[spot.ident]
            if kind is not None:
                self.zoom = kind
                return True
        if spot.zone == "won":
            kinds = self._won_kinds(spot.ident)
            if kinds:
                self.zoom = tuple(kinds)
                return True
        return False

    def _won_kinds(self, side: int) -> list[int]:
        """The kinds of the characters `side` (0: this seat's, 1: the rival's) has won so far."""
        seats = (self.shown or {}).get("seats") or []
        seat = self.me if side == 0 else 1 - self.me
        if seat >= len(seats):
            return []
        return [int(card["kind"]) for card in seats[seat].get("taken") or []]

    # ---- where things are ------------------------------------------------------------------------------

    def _cards(self, zone: str) -> list[dict[str, Any]]:
        view = self.shown or {}
        cards = list(view.get("pool" if zone == "pool" else "hand", []))
        if zone == "pool" and self.prompt is not None and self.prompt.kind == DECK:
            offered = set(self.prompt.offered())  # a beginner's deck: the pool's potions are not shown
            cards = [c for c in cards if int(c["id"]) in offered]
        placed = view.get("placed") if view.get("phase") == "place" else None
        if zone == "hand" and placed:  # placed face down: on the table now, no longer in the hand
            cards = [c for c in cards if int(c["id"]) not in (placed.get("character"), placed.get("potion"))]
        if zone == "hand" and self.sent:
            cards = [c for c in cards if int(c["id"]) not in self.sent]
        return sorted(cards, key=lambda c: (c["type"] != "character", int(c["kind"]), int(c["id"])))

    def _rects(self, zone: str, count: int) -> list[pygame.Rect]:
        return self.layout.pool_slots(count) if zone == "pool" else self.layout.hand_slots(count)

    def _zone(self) -> str:
        return "pool" if (self.shown or {}).get("phase") == "decks" and (self.shown or {}).get("pool") else "hand"

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        """The clickable thing under `pos`, if any."""
        zone = self._zone()
        cards = self._cards(zone)
        for card, rect in reversed(list(zip(cards, self._rects(zone, len(cards)), strict=True))):
            if rect.inflate(0, self.layout.px(20)).move(0, -self.layout.px(10)).collidepoint(pos):
                return Spot(zone, int(card["id"]))
        for side, rect in enumerate(self.layout.fighters):
            if rect.collidepoint(pos) and self.arena.characters[side] is not None:
                return Spot("arena", side)
        if zone == "hand":  # the piles of characters won (right-click or Z shows them)
            for side, rect in enumerate(self.layout.won):
                if rect.inflate(self.layout.px(12), self.layout.px(12)).collidepoint(pos) and self._won_kinds(side):
                    return Spot("won", side)
        return None

    def spot_point(self, spot: Spot) -> tuple[int, int] | None:
        """Where to click to hit `spot`."""
        cards = self._cards(spot.zone)
        for card, rect in zip(cards, self._rects(spot.zone, len(cards)), strict=True):
            if int(card["id"]) == spot.ident:
                return rect.centerx, rect.y + self.layout.px(24)
        return None

    def _own_placed(self) -> tuple[int | None, int | None]:
        """The kinds of the character and potion the player has placed face down, while the rival chooses."""
        view = self.shown or {}
        placed = view.get("placed") if view.get("phase") == "place" and self.arena.characters[0] is None else None
        if not placed:
            return None, None
        kinds = {int(c["id"]): int(c["kind"]) for c in view.get("hand", [])}
        bottle = placed.get("potion")
        return kinds.get(int(placed["character"])), None if bottle is None else kinds.get(int(bottle))

    # ---- drawing ----------------------------------------------------------------------------------------

    def _marks(self) -> Marks:
        prompt = self.prompt if self.idle else None
        return Marks(glowing=prompt.glowing() if prompt else [], focus=prompt.focused() if prompt else None,
                     hover=self.hover, picked=prompt.selected() if prompt else [])

    def waiting_text(self) -> str:
        """What the table waits for, when it is not the player: while events are still being
        shown, that they are (the view shown is older than the game: before game 5 it said the
        rival was still placing while the player's own choice was open)."""
        v = self.shown or {}
        tr = self.ctx.tr
        if v.get("result") is not None or v.get("phase") == "over":
            return tr("quest.wait.over")
        if self.arena.characters[0] is not None:
            return tr("quest.wait.fight")  # a fight on the board, shown or waited on: not "Playing"
        if not self.idle:
            return tr("table.status.playing")
        if v.get("phase") == "decks":
            return tr("quest.wait.deck")
        asked = {int(d["seat"]) for d in v.get("pending", []) if "seat" in d}
        if v.get("phase") == "place" and self.seat is None and asked:
            # a spectator: the two place at once, so naming the top seat alone told them the other had
            return tr("quest.wait.place_both", first=self.name(0), second=self.name(1))
        if v.get("phase") == "place" and (1 - self.me) in asked:
            return tr("quest.wait.place", name=self.name(1 - self.me))
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table."""
        now = self.ctx.clock.now
        lay = self.layout
        v = self.shown or {}
        marks = self._marks()
        paint = Painter(self.res, self.faces, self.ctx.tr, self.name)
        surface.blit(self.background(), (0, 0))
        surface.blit(self.side_surface(), lay.shared.side.topleft)
        asked = {int(d["seat"]) for d in v.get("pending", []) if "seat" in d}
        leader = self.leader()
        paint.panel(surface, lay, v, 1 - self.me, lay.rival, active=(1 - self.me) in asked, leads=leader == 1 - self.me)
        for seat, tag in self.seat_tags():
            if seat == 1 - self.me:
                draw_seat_tag(surface, self.res, lay.rival, tag, self.ctx.tr, lay.px)
        paint.panel(surface, lay, v, self.me, lay.shared.home, active=self.me in asked, leads=leader == self.me)
        paint.score(surface, lay, v, self.me)
        zone = self._zone()
        if zone == "pool":
            cards = self._cards("pool")
            paint.cards(surface, lay, cards, lay.pool_slots(len(cards)), "pool", marks)
            if self.prompt is not None and self.prompt.kind == DECK:
                text, broken = self.prompt.tally()
                img = self.res.fit_text(text, lay.px(17), lay.table.width - lay.px(40), RED if broken else GOLD_LIGHT,
                                        "text_bold", shadow=1)
                surface.blit(img, img.get_rect(center=lay.tally.center))
        else:
            paint.won_piles(surface, lay, v, self.me)
            paint.arena(surface, lay, self.arena, self._own_placed())
        surface.blit(self.res.nine_slice("ui/panel.png", lay.shared.prompt.size, lay.px(24)), lay.shared.prompt.topleft)
        if self.seat is not None and zone == "hand":
            cards = self._cards("hand")
            paint.cards(surface, lay, cards, lay.hand_slots(len(cards)), "hand", marks)
        elif self.seat is None:  # seat 0's side is shown at the bottom: say it is not this window's
            watching_caption(surface, self.res, lay.shared, self.ctx.tr("table.watching"),
                             (lay.hand.x, lay.hand.y + lay.px(8)))
        self.draw_prompt_bar(surface)
        for _, b in self.buttons:
            b.draw(surface)
        self.turn_clock.draw(surface, self.res, lay.shared, self.seat)
        self.effects.draw(surface, now)
        draw_lost_banner(surface, self.res, lay.shared, self.ctx.tr, self.state, RED)
        self.draw_speed_note(surface)
        if self.zoom is not None:
            self._draw_zoom(surface)
        if self.help:
            self._draw_help(surface)
        self.draw_cursor(surface)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        lay = self.layout.shared
        surface.blit(self.res.plate(lay.table.size, (8, 4, 20, 170)), lay.table.topleft)
        assert self.zoom is not None
        kinds = self.zoom if isinstance(self.zoom, tuple) else (self.zoom,)
        gap = lay.px(12)
        w = min(lay.zoom_card_w, (lay.table.width - lay.px(40) - gap * (len(kinds) - 1)) // len(kinds))
        left = lay.table.centerx - (w * len(kinds) + gap * (len(kinds) - 1)) // 2
        for i, kind in enumerate(kinds):
            rect = pygame.Rect(left + i * (w + gap), 0, w, card_height(w))
            rect.centery = lay.table.centery
            surface.blit(self.faces.card(kind, w), rect.topleft)

    def _draw_help(self, surface: pygame.Surface) -> None:
        lay = self.layout.shared
        width = lay.table.width - lay.px(80)
        lines: list[str] = []
        for key in HELP_KEYS:
            lines += self.res.wrap(self.ctx.tr(key), lay.px(16), width)
        draw_help_panel(surface, self.res, lay, self.ctx.tr("quest.help.title"), lines)
