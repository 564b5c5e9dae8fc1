"""New game: players (3-6), bot difficulty per seat, and the rule books' options, for one game.

The game was chosen on the screen before (`game.scenes.choosegame`); Elixir's options are
below. Magicoa has no option but its player count: its left column says what the game is.
Elixir Quest comes here only to be hosted on the LAN (alone, its match screen is
`game.scenes.questmatch`): a duel of 2, beginner or advanced, practice or real, each player
choosing a deck from their own collection (the table's pool is every card: ``pools=open``).

Options: the Am-Stram-Gram method (fast or complete) and its counting rhyme (the English or
the French book's, whatever the interface language), the game length (spell points: by the
number of players, or the French book's 9, 11 or 13), and the Italian forfeit variant (the
caster draws the 2 Finds instead of the victim choosing them). In "host" mode it also asks
for the table's name and an optional password, then opens the lobby.

The screen starts on the choices of the last game started (`Settings.new_game`) and saves
them when a game starts. Keys: arrows or Tab move the focus, Enter (or Space) activates the
focused control, Ctrl+Enter starts the game from anywhere on the screen (shown on the start
button and in the footer). Starting a single-player game over a saved one asks first.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from engine.elixir.options import RHYMES
from game.choices import DIFFICULTIES, LENGTHS, MAX_PLAYERS, METHODS, MIN_PLAYERS, PAYMENTS, NewGameChoices
from game.context import Context
from game.questtext import match_terms
from game.scenes.base import MenuScene, is_start_key
from game.scenes.netservice import net_services, start_solo
from game.scenes.savedgame import start_over_saved_game
from game.ui import Label, Panel, TextInput, fitting_width
from net.tableconfig import fit_name

log = logging.getLogger("game.scenes.newgame")

__all__ = ["DIFFICULTIES", "LENGTHS", "MAX_PLAYERS", "METHODS", "MIN_PLAYERS", "PAYMENTS", "RHYMES",
           "NewGameScene"]

TURN_TIMES: tuple[int | None, ...] = (None, 30, 60, 120)
"""The turn timers a hosted table may have: none, or seconds per decision (`host --turn-time`)."""



class NewGameScene(MenuScene):
    """Choose a game's settings, then start it (solo) or open its lobby (host)."""

    title_key = "newgame.title"

    def __init__(self, ctx: Context, mode: str = "solo", game: str = "elixir") -> None:
        super().__init__(ctx)
        self.mode = mode
        self.game = game
        last = ctx.settings.new_game
        self.players = last.players
        self.difficulty = list(last.difficulty)
        self.method = last.first_player
        self.length: int | None = last.spell_points
        self.payment = last.forfeit_payment
        self.rhyme = last.rhyme_or(ctx.settings.language)
        self.table_name = fit_name(ctx.tr("newgame.default_table", name=ctx.settings.name))  # at a word, "…"
        self.password = ""
        self.turn_time: int | None = None
        self.starting = False
        self.box_rect: pygame.Rect | None = None
        self.advanced = True
        """Elixir Quest: advanced games (with potions), else beginner ones."""
        self.real = False
        """Elixir Quest: a real match (the characters won change collection), else practice."""
        if game == "quest":
            self.players = 2

    def options(self) -> dict[str, Any]:
        """The engine options chosen (the player count only, for Magicoa)."""
        if self.game == "quest":
            from engine.quest.game import OPEN

            return {"players": 2, "mode": "advanced" if self.advanced else "beginner", "real": self.real,
                    "pools": OPEN}
        if self.game != "elixir":
            return {"players": self.players}
        return {"players": self.players, "first_player": self.method, "rhyme": self.rhyme,
                "spell_points": self.length, "forfeit_payment": self.payment}

    def choices(self) -> NewGameChoices:
        """The screen's choices, as the settings remember them."""
        return NewGameChoices(self.players, tuple(self.difficulty), self.method, self.length, self.payment,
                              self.rhyme)

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        top = t.px(110)
        pw = min(w - 2 * t.pad, t.px(1100))
        panel = Panel(self.kit, ((w - pw) // 2, top, pw, h - top - t.px(110)), glow=True)
        self.group.add(panel)
        inner = panel.content_rect()
        col_w = (inner.width - t.pad * 2) // 2
        left = pygame.Rect(inner.x, inner.y, col_w, inner.height)
        right = pygame.Rect(inner.x + col_w + t.pad * 2, inner.y, col_w, inner.height)
        bh, step = t.button_height, t.button_height + t.gap

        self._heading(left, tr("newgame.table_heading.game", game=tr(f"games.{self.game}")))
        y = left.y + t.px(44)
        row = pygame.Rect(left.x, y, left.width, bh)
        self.group.add(Label(self.kit, (row.x, row.y + t.px(12), row.width // 2, 10), tr("newgame.players")))
        duel = self.game == "quest"
        self.button((row.right - t.px(170), row.y, t.px(52), bh), "\u2212", lambda: self.set_players(-1),
                    hotkey=pygame.K_MINUS, enabled=self.players > MIN_PLAYERS and not duel)
        self.group.add(Label(self.kit, (row.right - t.px(112), row.y + t.px(10), t.px(56), 10), str(self.players),
                             size=t.font_large, role="text_bold", align="center"))
        self.button((row.right - t.px(52), row.y, t.px(52), bh), "+", lambda: self.set_players(1),
                    hotkey=pygame.K_PLUS, enabled=self.players < MAX_PLAYERS and not duel)
        y += step
        self.box_rect = None
        if duel:
            self._quest_options(left, y)
        elif self.game != "elixir":
            about = Label(self.kit, (left.x, y, left.width, 10), tr(f"newgame.about.{self.game}"),
                          size=t.font_small, colour=t.palette.text_dim)
            self.group.add(about)
            self._box_under(left, about.rect.bottom + t.gap)
        else:
            self._elixir_options(left, y)
        self._right_column(right)
        self._footer()

    def _box_under(self, left: pygame.Rect, top: int) -> None:
        """The game's box art from `top` down the left column (a game with few options shows it)."""
        height = min(left.bottom - top, round(left.width * 200 / 320))
        self.box_rect = pygame.Rect(left.x, top, round(height * 320 / 200), height) if height > 0 else None

    def _quest_options(self, left: pygame.Rect, y: int) -> None:
        """Elixir Quest's choices (as on its match screen): beginner or advanced, practice or real."""
        t, tr = self.kit.theme, self.ctx.tr
        bh, step = t.button_height, t.button_height + t.gap
        mode, kind, _about = match_terms(tr, advanced=self.advanced, real=self.real)
        self.button((left.x, y, left.width, bh), mode, self.toggle_quest_mode, hotkey=pygame.K_m, hint="M")
        y += step
        self.button((left.x, y, left.width, bh), kind, self.toggle_quest_real, hotkey=pygame.K_r, hint="R")
        y += step
        note = Label(self.kit, (left.x, y, left.width, 10),
                     tr("newgame.quest_host.real" if self.real else "newgame.quest_host.practice"),
                     size=t.font_small, colour=t.palette.text_dim)
        self.group.add(note)
        self._box_under(left, note.rect.bottom + t.gap)

    def toggle_quest_mode(self) -> None:
        """Elixir Quest: beginner or advanced games."""
        self.advanced = not self.advanced
        self.rebuild()

    def toggle_quest_real(self) -> None:
        """Elixir Quest: a practice or a real match."""
        self.real = not self.real
        self.rebuild()

    def _elixir_options(self, left: pygame.Rect, y: int) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        bh, step = t.button_height, t.button_height + t.gap
        self.button((left.x, y, left.width, bh), tr("newgame.method", value=tr(f"newgame.method.{self.method}")),
                    self.cycle_method)
        y += step
        self.button((left.x, y, left.width, bh), tr("newgame.rhyme", value=tr(f"newgame.rhyme.{self.rhyme}")),
                    self.cycle_rhyme)
        y += step
        length = tr("newgame.length.default") if self.length is None else \
            tr("newgame.length.points", points=self.length)
        self.button((left.x, y, left.width, bh), tr("newgame.length", value=length), self.cycle_length)
        y += step
        self.button((left.x, y, left.width, bh), tr("newgame.payment", value=tr(f"newgame.payment.{self.payment}")),
                    self.cycle_payment)
        y += step
        note = tr(f"newgame.payment.{self.payment}.help")
        self.group.add(Label(self.kit, (left.x, y, left.width, 10), note, size=t.font_small,
                             colour=t.palette.text_dim))

    def _right_column(self, right: pygame.Rect) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        bh, step = t.button_height, t.button_height + t.gap
        if self.mode == "solo":
            self._heading(right, tr("newgame.opponents"))
            y = right.y + t.px(44)
            for seat in range(1, self.players):
                level = self.difficulty[seat - 1]
                self.button((right.x, y, right.width, bh),
                            tr("newgame.bot_seat", n=seat + 1, level=tr(f"difficulty.{level}")),
                            self._cycler(seat))
                y += step
            # what each level plays like: a bot holding its spells back then reads as its plan
            self.group.add(Label(self.kit, (right.x, y, right.width, 10), tr(f"newgame.levels.{self.game}"),
                                 size=t.font_small, colour=t.palette.text_dim))
        else:
            self._heading(right, tr("newgame.lan_heading"))
            y = right.y + t.px(44)
            self.group.add(Label(self.kit, (right.x, y, right.width, 10), tr("newgame.table_name"),
                                 size=t.font_small, colour=t.palette.text_dim))
            y += t.px(26)
            self.group.add(TextInput(self.kit, (right.x, y, right.width, bh), self.table_name, max_length=24,
                                     placeholder=tr("newgame.table_name"), on_change=self._set_name))
            y += step + t.px(8)
            self.group.add(Label(self.kit, (right.x, y, right.width, 10), tr("newgame.password"),
                                 size=t.font_small, colour=t.palette.text_dim))
            y += t.px(26)
            self.group.add(TextInput(self.kit, (right.x, y, right.width, bh), self.password, max_length=32,
                                     placeholder=tr("newgame.password_none"), secret=False,
                                     on_change=self._set_password))
            y += step
            timer = tr("newgame.turn_time.off") if self.turn_time is None else \
                tr("newgame.turn_time.seconds", seconds=self.turn_time)
            self.button((right.x, y, right.width, bh), tr("newgame.turn_time", value=timer), self.cycle_turn_time)
            y += step
            help_key = "newgame.host_help.real_duel" if self.game == "quest" and self.real else "newgame.host_help"
            self.group.add(Label(self.kit, (right.x, y, right.width, 10), tr(help_key),
                                 size=t.font_small, colour=t.palette.text_dim))

    def _footer(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        bh = t.button_height
        by = h - t.px(90)
        self.button((w // 2 - t.px(330), by, t.px(300), bh), tr("ui.back"), self.back, hint=tr("ui.key.esc"))
        start_key = "newgame.start" if self.mode == "solo" else "newgame.open_lobby"
        start_w = max(t.px(300), fitting_width(self.kit, tr(start_key), tr("newgame.start_key")))
        start = self.button((w // 2 + t.px(30), by, start_w, bh), tr(start_key), self.start, style="primary",
                            hint=tr("newgame.start_key"), enabled=not self.starting)
        keys = tr("newgame.keys", start=tr(start_key))
        self.group.add(Label(self.kit, (t.pad, h - t.px(30), w - 2 * t.pad, 10), keys, size=t.font_small,
                             colour=t.palette.text_dim, align="center"))
        self.group.focus.focus(start)

    def handle(self, event: pygame.event.Event) -> bool:
        if is_start_key(event):
            self.start()
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.box_rect is not None:  # a game without options shows its box art in their place
            from game.gamelist import window_game
            from game.scenes.base import resources_for

            art = resources_for(self.ctx).image(window_game(self.game).box, self.box_rect.size)
            surface.blit(art, self.box_rect.topleft)
            pygame.draw.rect(surface, self.kit.theme.palette.title, self.box_rect, max(1, self.kit.theme.px(2)),
                             border_radius=self.kit.theme.px(6))

    def _cycler(self, seat: int) -> Callable[[], None]:
        return lambda: self.cycle_difficulty(seat)

    def _heading(self, rect: pygame.Rect, text: str) -> None:
        t = self.kit.theme
        self.group.add(Label(self.kit, (rect.x, rect.y, rect.width, 10), text, size=t.font_large,
                             colour=t.palette.title, role="title"))

    def _set_name(self, text: str) -> None:
        self.table_name = text

    def _set_password(self, text: str) -> None:
        self.password = text

    def set_players(self, delta: int) -> None:
        """Change the number of players within 3..6."""
        self.players = max(MIN_PLAYERS, min(MAX_PLAYERS, self.players + delta))
        self.rebuild()

    def cycle_method(self) -> None:
        """Next Am-Stram-Gram method."""
        self.method = METHODS[(METHODS.index(self.method) + 1) % len(METHODS)]
        self.rebuild()

    def cycle_rhyme(self) -> None:
        """Next counting rhyme (the rule books' English and French ones)."""
        self.rhyme = RHYMES[(RHYMES.index(self.rhyme) + 1) % len(RHYMES)]
        self.rebuild()

    def cycle_length(self) -> None:
        """Next game length."""
        self.length = LENGTHS[(LENGTHS.index(self.length) + 1) % len(LENGTHS)]
        self.rebuild()

    def cycle_turn_time(self) -> None:
        """Next turn timer of the hosted table (off, or seconds per decision)."""
        self.turn_time = TURN_TIMES[(TURN_TIMES.index(self.turn_time) + 1) % len(TURN_TIMES)]
        self.rebuild()

    def cycle_payment(self) -> None:
        """Switch the forfeit payment rule."""
        self.payment = PAYMENTS[(PAYMENTS.index(self.payment) + 1) % len(PAYMENTS)]
        self.rebuild()

    def cycle_difficulty(self, seat: int) -> None:
        """Next difficulty for the bot in `seat`."""
        level = self.difficulty[seat - 1]
        self.difficulty[seat - 1] = DIFFICULTIES[(DIFFICULTIES.index(level) + 1) % len(DIFFICULTIES)]
        self.rebuild()

    def remember(self) -> None:
        """Save the screen's choices in the settings (for the next New game; a Quest duel's two
        seats are not a choice to remember)."""
        if self.game != "quest" and self.ctx.settings.new_game != self.choices():
            self.ctx.apply_settings(self.ctx.settings.with_changes(new_game=self.choices()))

    def start(self) -> None:
        """Start the game (solo; over a saved game, after asking) or open the lobby (host)."""
        if self.mode == "solo":
            start_over_saved_game(self.ctx, self.start_now)
            return
        self.start_now()

    def start_now(self) -> None:
        """Start the game (solo) or open the lobby (host), without asking."""
        from game.ui import Dialog

        net = net_services(self.ctx)
        tr = self.ctx.tr
        self.remember()
        if self.mode == "solo":
            levels = tuple(self.difficulty[: self.players - 1])
            # named as a LAN lobby names its bots ("Hard bot 3"), so each one's level shows at the
            # table; they were all "Bot 2", "Bot 3"... whichever level the player had chosen
            names = tuple(tr(f"lobby.bot_name.{level}", n=seat + 1) for seat, level in enumerate(levels, start=1))
            start_solo(self.ctx, self.options(), levels, game=self.game, bot_names=names)
            return
        hosted = None
        # The usual port first; when another table holds it, any free port (shown in the lobby).
        for port in (int(self.ctx.services.get("lan_port", 47470)), 0):
            try:
                hosted = net.host_lan_game(self.ctx.settings.name,
                                           self.table_name.strip() or tr("newgame.table_name"),
                                           self.options(), password=self.password or None, port=port,
                                           turn_time=self.turn_time, game=self.game,
                                           interfaces=self.ctx.services.get("lan_interfaces"))
                break
            except OSError as exc:
                log.warning("cannot host on port %s: %s", port, exc)
        if hosted is None:
            self.ctx.stack.push(Dialog(self.ctx, tr("newgame.host_failed"), tr("newgame.host_failed.body"),
                                       [(tr("ui.ok"), None)]))
            return
        self.ctx.stack.push(self.ctx.scene("lobby", hosted.link, hosted))
