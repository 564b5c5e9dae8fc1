"""The lobby of a LAN table: seats and names, a chat, and for the host: add or remove bots, kick, start.

The scene polls its link each frame. When the game starts (or is already running when we
join) it hands the link to the table scene with everything polled so far. A lost host shows
a reconnecting state; a table closed while we wait shows a dialog that explains it, then goes
back. A join that never got in (refused: full table, wrong password, version mismatch; or nobody
answers) leaves at once, so no empty lobby stays behind: the screen it came from explains it (a
full table's dialog also offers to watch it instead), or asks again for a password refused.
A spectator (`watching`) waits in the same lobby, told that it watches. Everyone at the table
chats beside the seats (Enter sends); the table's chat goes on with those lines, since it is
given everything polled here.
"""

from __future__ import annotations

import socket
import time
from typing import Any

import pygame

from game.choices import DIFFICULTIES
from game.context import Context
from game.gamelist import game_title
from game.link import ChatLine, LinkState, LinkStatus, LinkUpdate
from game.linkbanner import link_error_text
from game.offlinelinks import PrefixedLink
from game.scenes.base import MenuScene, back_or_title, is_start_key, play_sound
from game.scenes.netservice import ask_password, forget_password, join_table, remember_password
from game.seatnames import shown_seat_name
from game.tableterms import elixir_terms, quest_terms
from game.ui import Dialog, Label, Panel, TextInput
from game.ui.button import fitting_width
from game.ui.chatlog import ChatLog


def lan_address() -> str:
    """This machine's address on the LAN (no packet is sent), or 127.0.0.1."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.254.254.254", 1))
            return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"


ADDRESS_LINES = {"pending": "lobby.address_announcing", "failed": "lobby.address_not_announced"}
"""The host's address line while its table is being announced on the LAN, or when it could not be."""

HARMLESS = ("level", "add_bot", "remove_bot")
"""A seat's buttons whose press is undone by another press, in the order the focus prefers them."""


class LobbyScene(MenuScene):
    """Waits at a table until its game starts. `hosted` (a `game.netlink.hosting.HostedGame`) makes us the owner."""

    title_key = "lobby.title"

    def __init__(self, ctx: Context, link: Any, hosted: Any = None, *, address: str = "", watching: bool = False,
                 rejoin: tuple[str, int, str | None] | None = None) -> None:
        super().__init__(ctx)
        self.link = link
        self.hosted = hosted
        self.watching = watching
        """This window joined as a spectator."""
        self.rejoin = rejoin
        """(address, port, password) the table was joined with: a full table may then be watched."""
        self.state = LinkState()
        self.seen: list[LinkUpdate] = []
        interfaces = ctx.services.get("lan_interfaces")  # `play --lan-interface`: the address players use
        here = interfaces[0] if interfaces else lan_address()
        self.address = address or (f"{here}:{hosted.port}" if hosted is not None else "")
        self.bot_level: dict[int, str] = {}
        self.left = False
        self.failed = False
        self.admitted = False
        """The host let us in (the lobby or the game was shown): a closing link is no refusal."""
        self._shape: Any = None
        self._status_shown = ""
        """The status line as last laid out (while reconnecting, it counts the seconds)."""
        self.chat_lines: list[tuple[str, str]] = []
        """(speaker, text) of every chat line received here; an empty speaker: the window's own note."""
        self.chat_draft = ""
        """The line being typed (kept when the layout is rebuilt)."""
        self._chat_log: ChatLog | None = None
        self._roles: dict[int, tuple[int, str]] = {}
        """(seat, what it does) of each seat's button, by the button's id (see `rebuild`)."""
        self._entry: TextInput | None = None
        self._announcing = self.announcement()
        """The announcement's state the address line shows (`announcement`)."""

    # ---- link ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.left:
            return
        if self.announcement() != self._announcing:  # the table was announced on the LAN, or could not be
            self._announcing = self.announcement()
            self.rebuild()
        updates = self.link.poll()
        for u in updates:
            self.state.fold(u)
            self.seen.append(u)
            self._take_chat(u)
            if not self.admitted and self.state.status in (LinkStatus.LOBBY, LinkStatus.PLAYING):
                self.let_in()
        if updates:
            shape = (self.state.status, repr(self.state.table), self.state.error)
            if shape != self._shape:
                self._shape = shape
                self.rebuild()
        if self.state.status is LinkStatus.RECONNECTING and self.status_text() != self._status_shown:
            self.rebuild()  # the seconds it has been trying: the lobby is not frozen
        if self.state.status is LinkStatus.PLAYING and self.state.view is not None:
            self.left = True
            self.ctx.stack.reset(self.ctx.scene("table", PrefixedLink(self.link, self.seen)))
        elif self.state.status is LinkStatus.CLOSED and not self.failed:
            self.failed = True
            play_sound(self.ctx, "lose")
            if self.admitted or self.owner:
                tr = self.ctx.tr
                # "Cannot play at this table" read oddly for a table the player sat at
                self.ctx.stack.push(Dialog(self.ctx, tr("lobby.ended"),
                                           link_error_text(tr, self.state.error), [(tr("ui.ok"), self.leave)]))
            else:
                self.turned_away()

    def _chat_name(self, line: ChatLine) -> str:
        """The name a chat line is shown under, a spectator's marked as watching (as at the table)."""
        if line.seat is None and line.name:
            return self.ctx.tr("table.chat.watching", name=line.name)
        return line.name or self.ctx.tr("lobby.bot")

    def _take_chat(self, update: LinkUpdate) -> None:
        """Add an update's chat lines (and why a line of ours was not sent) to the chat shown."""
        if update.chat_history is not None:  # (re)admitted: the host tells what was said, ours included
            self.chat_lines = []
        for line in (*(update.chat_history or ()), *update.chat):
            self.chat_lines.append((self._chat_name(line), line.text))
        if "chat_rate" in update.rejected:  # the host's limit on chat lines: say why a line never came
            self.chat_lines.append(("", self.ctx.tr("table.chat.too_fast")))
        if update.renamed is not None:  # two players of one name could not be told apart
            self.chat_lines.append(("", self.ctx.tr("lobby.renamed", name=update.renamed)))
        if self._chat_log is not None:
            self._chat_log.lines = list(self.chat_lines)

    def say(self, text: str) -> None:
        """Send a chat line typed here (a blank one is not sent) and empty the entry."""
        if text.strip() and self.state.status is LinkStatus.RECONNECTING:  # it would be lost without a word
            self.chat_lines.append(("", self.ctx.tr("table.chat.offline")))
            if self._chat_log is not None:
                self._chat_log.lines = list(self.chat_lines)
            return  # the line stays in the entry, to send once the connection is back
        if text.strip():
            self.link.say(text.strip())
        self.chat_draft = ""
        for widget in self.group.widgets:
            if isinstance(widget, TextInput):
                widget.set_text("")

    def _set_draft(self, text: str) -> None:
        self.chat_draft = text

    def let_in(self) -> None:
        """The host let us in: remember the password it took, for coming back this run."""
        self.admitted = True
        if self.rejoin is not None:
            remember_password(self.ctx, *self.rejoin)

    def turned_away(self) -> None:
        """The join never got in: go back at once, then ask for the password again when the host
        refused it, else explain why (a full table may be watched instead)."""
        tr, error = self.ctx.tr, self.state.error
        self.leave()
        if error == "bad_password" and self.rejoin is not None:
            address, port, password = self.rejoin
            forget_password(self.ctx, address, port)
            ask_password(self.ctx, address, port, watch=self.watching, wrong=password is not None)
            return
        choices: list[tuple[str, Any]] = [(tr("ui.ok"), None)]
        if error == "table_full" and self.rejoin is not None and not self.watching:
            choices.insert(0, (tr("lobby.watch_instead"), self.watch_instead))
        self.ctx.stack.push(Dialog(self.ctx, tr("lobby.failed"), link_error_text(tr, error), choices))

    def leave(self) -> None:
        """Leave the table (the host's table closes when it is ours) and go back."""
        if not self.left:
            self.left = True
            self.link.close()
        back_or_title(self.ctx)

    def back(self) -> None:
        self.leave()

    def watch_instead(self) -> None:
        """The table was full (this lobby has gone already): join it again as a spectator."""
        assert self.rejoin is not None
        address, port, password = self.rejoin
        join_table(self.ctx, address, port, password, watch=True)

    # ---- layout ----------------------------------------------------------------------------

    def announcement(self) -> str | None:
        """Where the announcement of a table this window hosts stands: "pending", "done" or
        "failed" (players can join by address only); None when there is none to make."""
        future = getattr(self.hosted, "announcement", None)
        if future is None:
            return None
        if not future.done():
            return "pending"
        return "done" if not future.cancelled() and future.exception() is None and future.result() else "failed"

    @property
    def owner(self) -> bool:
        """Whether this window hosts the table."""
        return self.hosted is not None

    def rebuild(self) -> None:
        """Rebuild, and never leave the keys on a seat's button that now does something else: a
        guest who took the seat whose "Add a bot" had the focus turned it into "Kick", which
        the next Enter pressed. The focus keeps to the same seat's same button, else goes to a
        harmless button of that seat, else to the chat line."""
        before = self._roles.get(id(self.group.focus.current))
        super().rebuild()
        if before is None or self._roles.get(id(self.group.focus.current)) == before:
            return
        seat, role = before
        for wanted in (role, *HARMLESS):
            found = [w for w in self.group.widgets if self._roles.get(id(w)) == (seat, wanted)]
            if found:
                self.group.focus.focus(found[0])
                return
        if self._entry is not None:
            self.group.focus.focus(self._entry)

    def build(self) -> None:
        self._roles = {}
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        table = self.state.table or {}
        pw = min(w - 2 * t.pad, t.px(980))
        top = t.px(110)
        game = str(table.get("game") or "")
        title = str(table.get("name") or "")
        if game:  # which game the table plays, by its name in the player's language
            title = f"{title} · {game_title(tr, game)}"
        panel = Panel(self.kit, ((w - pw) // 2, top, pw, h - top - t.px(110)), glow=True, title=title)
        self.group.add(panel)
        inner = panel.content_rect()
        y = inner.y + t.gap
        status = self._status_shown = self.status_text()
        self.group.add(Label(self.kit, (inner.x, y, inner.width, 10), status, align="center",
                             colour=t.palette.accent))
        y += t.px(36)
        if self.address:
            line = ADDRESS_LINES.get(self._announcing or "", "lobby.address") if self.owner else "lobby.address_guest"
            where = tr(line, address=self.address)
            self.group.add(Label(self.kit, (inner.x, y, inner.width, 10), where,
                                 align="center", size=t.font_small, colour=t.palette.text_dim))
            y += t.px(30)
        turn_time = table.get("turn_time")
        if isinstance(turn_time, int | float) and not isinstance(turn_time, bool):
            timer = tr("lobby.turn_time", seconds=round(turn_time))
            self.group.add(Label(self.kit, (inner.x, y, inner.width, 10), timer, align="center", size=t.font_small,
                                 colour=t.palette.text_dim))
            y += t.px(30)
        if game == "quest":  # what a duel puts at stake, before anyone sits down to it
            for line in quest_terms(tr, table.get("options") or {}):
                label = Label(self.kit, (inner.x, y, inner.width, 10), line, align="center",
                              size=t.font_small, colour=t.palette.title)
                self.group.add(label)
                y = label.rect.bottom + t.px(8)
        if game == "elixir":  # the host's choices of rules, which the guests did not see
            label = Label(self.kit, (inner.x, y, inner.width, 10), elixir_terms(tr, table.get("options") or {}),
                          align="center", size=t.font_small, colour=t.palette.text_dim)
            self.group.add(label)
            y = label.rect.bottom + t.px(8)
        watchers = table.get("spectators")
        if isinstance(watchers, int) and not isinstance(watchers, bool) and watchers > 0:
            self.group.add(Label(self.kit, (inner.x, y, inner.width, 10), tr.plural("lobby.spectators", watchers),
                                 align="center", size=t.font_small, colour=t.palette.text_dim))
            y += t.px(30)
        seats = table.get("seats") or []
        # six seats under the table's lines (its address, timer, rules) fill what is left, no more
        row_h = min(t.px(50), (inner.bottom - y) // max(1, len(seats) if isinstance(seats, list) else 1))
        chat_w = inner.width // 3
        chat = self._chat(pygame.Rect(inner.right - chat_w, y, chat_w, inner.bottom - y))
        for seat in seats if isinstance(seats, list) else []:
            if not isinstance(seat, dict):
                continue
            self._seat_row(pygame.Rect(inner.x, y, inner.width - chat_w - t.gap, row_h - t.px(6)), seat)
            y += row_h
        bh = t.button_height
        by = h - t.px(90)
        self.button((w // 2 - t.px(330), by, t.px(300), bh), tr("lobby.leave"), self.leave, hint=tr("ui.key.esc"))
        if self.owner:
            start_w = max(t.px(300), fitting_width(self.kit, tr("lobby.start"), tr("newgame.start_key")))
            start = self.button((w // 2 + t.px(30), by, start_w, bh), tr("lobby.start"), self.start,
                                style="primary", hint=tr("newgame.start_key"), enabled=self.can_start())
            keys_line = tr("newgame.keys", start=tr("lobby.start"))
            self.group.add(Label(self.kit, (t.pad, h - t.px(30), w - 2 * t.pad, 10), keys_line, size=t.font_small,
                                 colour=t.palette.text_dim, align="center"))
            self.group.focus.focus(start)
        else:  # a guest has nothing to do but wait, or talk
            self.group.focus.focus(chat)

    def _chat(self, r: pygame.Rect) -> TextInput:
        """The chat in `r`: the lines received, and under them the entry (returned)."""
        t, tr = self.kit.theme, self.ctx.tr
        bh = t.button_height
        self._chat_log = ChatLog(self.kit, (r.x, r.y, r.width, r.height - bh - t.gap // 2), self.chat_lines,
                                 empty=tr("lobby.chat_empty"))
        self.group.add(self._chat_log)
        entry = TextInput(self.kit, (r.x, r.bottom - bh, r.width, bh), self.chat_draft, max_length=200,
                          placeholder=tr("lobby.chat_placeholder"), on_change=self._set_draft, on_submit=self.say)
        self.group.add(entry)
        self._entry = entry
        return entry

    def handle(self, event: pygame.event.Event) -> bool:
        if self.owner and is_start_key(event):  # Ctrl+Enter, as on the New game screen
            if self.can_start():
                self.start()
            return True
        return super().handle(event)

    def status_text(self) -> str:
        """One line saying where we stand."""
        tr = self.ctx.tr
        s = self.state.status
        if s is LinkStatus.CONNECTING:
            return tr("lobby.connecting")
        if s is LinkStatus.RECONNECTING:
            lost = self.state.lost_at
            return tr("lobby.reconnecting_for", seconds=0 if lost is None else max(0, int(time.monotonic() - lost)),
                      esc=tr("ui.key.esc"))  # the Leave button's key (its label differs by language)
        if s is LinkStatus.CLOSED:
            return link_error_text(self.ctx.tr, self.state.error)
        if self.owner and self.real_duel():  # no bot to add: a player is awaited, or here
            return tr("lobby.owner_ready" if self.can_start() else "lobby.real_duel_waiting")
        if self.owner:
            return tr("lobby.owner_waiting")
        missing = self.players_missing()
        if missing:  # a headless table starts by itself once they are here: nobody will press Start
            return tr.plural("lobby.watching_for_players" if self.watching else "lobby.waiting_for_players", missing)
        return tr("lobby.watching") if self.watching else tr("lobby.guest_waiting")

    def players_missing(self) -> int:
        """How many players a table that starts by itself (a headless host's: the table map's
        `auto_start`) still waits for: its human seats without a player connected. 0 for a
        table its owner starts, or one not in its lobby."""
        table = self.state.table or {}
        if table.get("auto_start") is not True or self.state.status is not LinkStatus.LOBBY:
            return 0
        seats = table.get("seats") or []
        return sum(1 for s in seats if isinstance(s, dict) and s.get("kind") == "human" and not s.get("present"))

    def real_duel(self) -> bool:
        """An Elixir Quest table playing a real match: cards change collection, so both seats
        are players' (a bot has no collection: cards won from it would be made from nothing)."""
        table = self.state.table or {}
        return table.get("game") == "quest" and bool((table.get("options") or {}).get("real"))

    def can_start(self) -> bool:
        """Whether the owner may start: in the lobby, and a real duel only once every seat is
        a player's (otherwise open seats get bots at the start)."""
        if self.state.status is not LinkStatus.LOBBY:
            return False
        seats = (self.state.table or {}).get("seats") or []
        return not self.real_duel() or all(isinstance(s, dict) and s.get("kind") != "bot" and s.get("taken")
                                            for s in seats)

    def _seat_row(self, r: pygame.Rect, seat: dict[str, Any]) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        p = t.palette
        index = int(seat.get("seat", 0))
        me = self.link.seat == index
        self.group.add(Panel(self.kit, r, top=(70, 56, 130, 200) if me else (40, 34, 80, 190),
                             bottom=(40, 32, 84, 200), edge=p.title if me else p.surface_edge_dim))
        kind = seat.get("kind")
        name = shown_seat_name(seat, tr)
        if kind == "bot":
            who = tr("lobby.seat_bot", name=name or tr("lobby.bot"))
        elif seat.get("taken"):
            who = name + (tr("lobby.you") if me else "") + ("" if seat.get("present") else tr("lobby.absent"))
        else:
            who = tr("lobby.open")
        colour = p.text if (seat.get("taken") or kind == "bot") else p.text_dim
        left = self._seat_buttons(r, seat, index) if self.owner and index != 0 else r.right - t.pad
        text, size = self._fitted(tr("lobby.seat", n=index + 1) + "  " + who, left - t.gap - r.x - t.pad)
        line = int(self.kit.text.fonts.get("text_bold", size).get_height())
        top = r.centery - line // 2  # centred: rows shrink when the table's lines above leave less room
        self.group.add(Label(self.kit, (r.x + t.pad, top, left - t.gap - r.x - t.pad, 10), text,
                             size=size, role="text_bold", colour=colour))

    def _fitted(self, text: str, width: int) -> tuple[str, int]:
        """`text` and a size that fit `width`: shrunk to three quarters of the body size at
        most, then cut with an ellipsis (a bot's name ran under its difficulty button)."""
        body = self.kit.theme.font_body
        size = body
        while size > body * 3 // 4 and self.kit.text.size(text, size, "text_bold")[0] > width:
            size -= 1
        if self.kit.text.size(text, size, "text_bold")[0] <= width:
            return text, size
        while len(text) > 1 and self.kit.text.size(text + "…", size, "text_bold")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…", size

    def _seat_buttons(self, r: pygame.Rect, seat: dict[str, Any], index: int) -> int:
        """The owner's buttons of seat `index` (right-aligned in `r`); returns their left edge."""
        t, tr = self.kit.theme, self.ctx.tr
        kind = seat.get("kind")
        # Each column as wide as its widest label in this language (the same on every row):
        # both at the widest of all left "Bot difficil…" no room beside them in Italian.
        labels = [tr("lobby.remove_bot"), tr("lobby.kick"), tr("lobby.add_bot")]
        bw = max(t.px(150), *(fitting_width(self.kit, label, "") for label in labels))
        lw = max(t.px(120), *(fitting_width(self.kit, tr(f"difficulty.{d}"), "") for d in DIFFICULTIES))
        bh = r.height - t.px(8)
        x = r.right - t.px(8) - bw
        if kind == "bot":
            self._role(index, "remove_bot", self.button((x, r.y + t.px(4), bw, bh), tr("lobby.remove_bot"),
                                                        lambda: self.remove_bot(index)))
            level = self.bot_level.get(index, "easy")
            self._role(index, "level", self.button((x - lw - t.gap, r.y + t.px(4), lw, bh),
                                                   tr(f"difficulty.{level}"), lambda: self.cycle_bot(index)))
            return x - lw - t.gap
        if seat.get("taken"):
            self._role(index, "kick", self.button((x, r.y + t.px(4), bw, bh), tr("lobby.kick"),
                                                  lambda: self.kick(index), style="danger"))
        elif not self.real_duel():  # a real duel is played against a player: no bot is offered
            self._role(index, "add_bot", self.button((x, r.y + t.px(4), bw, bh), tr("lobby.add_bot"),
                                                     lambda: self.add_bot(index)))
        return x

    def _role(self, seat: int, role: str, widget: Any) -> None:
        """Note what the seat button `widget` does (`rebuild` keeps the focus off a changed one)."""
        self._roles[id(widget)] = (seat, role)

    # ---- owner actions ----------------------------------------------------------------------

    def add_bot(self, seat: int) -> None:
        """Seat a bot (at the level last chosen for that seat)."""
        level = self.bot_level.setdefault(seat, "easy")
        self.hosted.control.set_bot(seat, level, self.ctx.tr(f"lobby.bot_name.{level}", n=seat + 1))

    def cycle_bot(self, seat: int) -> None:
        """Next difficulty for the bot in `seat`."""
        level = self.bot_level.get(seat, "easy")
        self.bot_level[seat] = DIFFICULTIES[(DIFFICULTIES.index(level) + 1) % len(DIFFICULTIES)]
        self.add_bot(seat)

    def remove_bot(self, seat: int) -> None:
        """Open the seat to players again."""
        self.hosted.control.set_bot(seat, None)

    def kick(self, seat: int) -> None:
        """Ask, then remove the player in `seat`. The keys start on Cancel: an Enter meant for
        something else must not send a player away."""
        tr = self.ctx.tr
        self.ctx.stack.push(Dialog(self.ctx, tr("lobby.kick_title"), tr("lobby.kick_body", n=seat + 1),
                                   [(tr("lobby.kick"), lambda: self.hosted.control.kick(seat)),
                                    (tr("ui.cancel"), None)], careful=True))

    def start(self) -> None:
        """Start the game; open seats get bots."""
        self.hosted.control.start(fill_bot="easy")
