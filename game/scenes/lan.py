"""The LAN browser: tables announced with zeroconf appear and vanish live; join one, or join by address.

A table speaking another protocol version, or playing a game this window cannot show, is
listed but cannot be chosen, and says why. Under the list, the chosen table's rules (from the
options its announcement carries: `game.tableterms`). A full table is joined to watch (or to take back the
seat this window kept there). A table with a password asks for it first. Browsing runs on a
background thread and never blocks a frame; no network just leaves the list empty with a message.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.context import Context
from game.gamelist import WINDOW_GAMES, game_title
from game.scenes.base import MenuScene
from game.scenes.netservice import ask_password, holds_seat, join_table, known_password, net_services
from game.tableterms import table_terms
from game.ui import Label, ListView, Panel, Row, TextInput
from game.ui.button import Button, fitting_width


def parse_address(text: str, default_port: int = 47470) -> tuple[str, int] | None:
    """``host``, ``host:port`` or ``[v6]:port`` typed by the player, or None when it is not an address."""
    text = text.strip()
    if not text or any(c.isspace() for c in text) or len(text) > 255:
        return None
    host, sep, port = text.rpartition(":")
    if sep and port.isdigit() and host and not (host.count(":") and not host.startswith("[")):
        number = int(port)
        if not 0 < number < 65536:
            return None
        return host.strip("[]"), number
    if text.count(":") > 1 or ":" not in text:
        return text.strip("[]"), default_port
    return None


NONE_FOUND_AFTER = 8.0
"""Seconds of looking with no table found after which the empty list says so."""


class LanScene(MenuScene):
    """Browse and join LAN tables."""

    title_key = "lan.title"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.tables: list[Any] = []
        self.browser: Any = None
        self.address = ""
        self.list: ListView | None = None
        self.terms: Label | None = None
        self.join_button: Button | None = None
        self.error: str | None = None
        self.preselected: Any = None
        """The table this window highlighted itself (`_select_first`), until the player clicks it."""
        self.looked = 0.0
        """Seconds of game time spent looking for tables (past `NONE_FOUND_AFTER`, the empty list
        says none was found, rather than "looking" for ever)."""

    def enter(self) -> None:
        try:
            self.browser = net_services(self.ctx).LanBrowser(self.ctx.services.get("lan_interfaces"))
        except Exception as exc:  # noqa: BLE001 - no network is a message, not a crash
            self.error = str(exc)
        super().enter()

    def exit(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.browser is None:
            return
        self.looked += dt
        if self.looked - dt < NONE_FOUND_AFTER <= self.looked and self.list is not None:
            self.list.empty = self.empty_text()
        tables = self.browser.poll()
        if tables is not None:
            self.tables = list(tables)
            if self.list is not None:
                self.list.set_items(self.rows())
                self._select_first()
                self._show_terms()
        if getattr(self.browser, "error", None) and self.error is None:
            self.error = str(self.browser.error)
            self.rebuild()

    def empty_text(self) -> str:
        """What the list says while it holds no table: no network, still looking, or none found yet."""
        tr = self.ctx.tr
        if self.error:
            return str(tr("lan.no_network"))
        return str(tr("lan.none_found" if self.looked >= NONE_FOUND_AFTER else "lan.searching"))

    def rows(self) -> list[Row]:
        """One row per table, disabled when of another version or a game this window cannot show.
        A full table may still be joined: to take back a seat this window kept there, else to
        watch (`join_table` decides which)."""
        from net.protocol import PROTOCOL_VERSION

        tr = self.ctx.tr
        out: list[Row] = []
        for t in self.tables:
            lock = tr("lan.locked") if t.password else ""
            if t.version != PROTOCOL_VERSION:
                detail, ok = tr("lan.version", version=t.version), False
            elif t.game not in WINDOW_GAMES:
                detail, ok = tr("lan.no_table"), False
            elif t.free <= 0:
                detail, ok = tr("lan.your_seat" if holds_seat(self.ctx, t.address, t.port) else "lan.full",
                                seats=t.seats), True
            else:
                state = tr(f"lan.state.{t.state}") if t.state in ("lobby", "playing", "over") else t.state
                detail, ok = tr.plural("lan.free", t.free, seats=t.seats, state=state), True
            game = game_title(tr, t.game)
            out.append(Row(f"{t.table}{lock}", f"{game} · {detail}", t, ok))
        return out

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        pw = min(w - 2 * t.pad, t.px(980))
        top = t.px(110)
        panel = Panel(self.kit, ((w - pw) // 2, top, pw, h - top - t.px(110)), glow=True)
        self.group.add(panel)
        inner = panel.content_rect()
        self.group.add(Label(self.kit, (inner.x, inner.y, inner.width, 10), tr("lan.found"), role="title",
                             size=t.font_large, colour=t.palette.title))
        list_top = inner.y + t.px(44)
        list_h = inner.height - t.px(44) - t.button_height * 2 - t.px(50) - t.px(34)
        self.list = ListView(self.kit, (inner.x, list_top, inner.width, list_h), self.rows(),
                             on_activate=lambda row: self.join_table(row.data),
                             on_select=lambda _row: self._show_terms(), empty=self.empty_text())
        self.group.add(self.list)
        self.terms = Label(self.kit, (inner.x, list_top + list_h + t.px(8), inner.width, 10), "", size=t.font_small,
                           colour=t.palette.title, fit=False)
        self.group.add(self.terms)
        y = list_top + list_h + t.px(14) + t.px(34)
        self.group.add(Label(self.kit, (inner.x, y, inner.width, 10), tr("lan.by_address"), size=t.font_small,
                             colour=t.palette.text_dim))
        y += t.px(26)
        bh = t.button_height
        join_w = max(t.px(200), fitting_width(self.kit, tr("lan.join_address"), ""))
        self.group.add(TextInput(self.kit, (inner.x, y, inner.width - join_w - t.px(20), bh), self.address,
                                 max_length=64,
                                 placeholder="192.168.1.20:47470", on_change=self._set_address,
                                 on_submit=lambda _t: self.join_address()))
        self.button((inner.right - join_w, y, join_w, bh), tr("lan.join_address"), self.join_address)
        by = h - t.px(90)
        self.button((w // 2 - t.px(330), by, t.px(300), bh), tr("ui.back"), self.back, hint=tr("ui.key.esc"))
        self.join_button = self.button((w // 2 + t.px(30), by, t.px(300), bh), tr("lan.join"), self.join_selected,
                                       style="primary")
        self.group.focus.focus(self.list)
        self._select_first()
        self._show_terms()

    def terms_text(self) -> str:
        """The chosen table's rules on one line ("" with none chosen, for a game with no choice
        of rules, or from a host whose announcement carries no options)."""
        row = self.list.selected_row() if self.list is not None else None
        if row is None or not getattr(row.data, "options", None):
            return ""
        return " · ".join(table_terms(self.ctx.tr, row.data.game, row.data.options))

    def _show_terms(self) -> None:
        """The chosen table's rules under the list; Join greyed while no listed table can be
        joined (a tester pressed the gold Join over an empty list and got a notice over the title)."""
        if self.terms is not None:
            self.terms.set_text(self.terms_text())
        if self.join_button is not None and self.list is not None:
            self.join_button.enabled = any(row.enabled for row in self.list.rows)

    def _select_first(self) -> None:
        """With no table chosen yet, the first one the player may join is (highlighted): Enter or
        Join then joins it, where Enter on a list with nothing chosen did nothing at all."""
        if self.list is not None and self.list.selected is None:
            first = next((i for i, row in enumerate(self.list.rows) if row.enabled), None)
            if first is not None:
                self.list.select(first)
                self.preselected = self.list.rows[first].data

    def _set_address(self, text: str) -> None:
        self.address = text

    def join_selected(self) -> None:
        """Join the table selected in the list."""
        row = self.list.selected_row() if self.list is not None else None
        if row is None:
            self.ctx.notify(self.ctx.tr("lan.pick_first"))
            return
        if not row.enabled:
            self.ctx.notify(row.detail)
            return
        self.join_table(row.data)

    def join_table(self, table: Any) -> None:
        """Join a listed table (asking for its password first when it has one that this window
        has not given it yet this run); a full one is watched, unless this window kept a seat there."""
        watch = table.free <= 0 and not holds_seat(self.ctx, table.address, table.port)
        password = known_password(self.ctx, table.address, table.port) if table.password else None
        if table.password and password is None:
            self.ask_password(table.address, table.port, watch=watch)
        else:
            self.connect(table.address, table.port, password, watch=watch)

    def join_address(self) -> None:
        """Join the table at the typed address."""
        parsed = parse_address(self.address)
        if parsed is None:
            self.ctx.notify(self.ctx.tr("lan.bad_address"))
            return
        self.connect(parsed[0], parsed[1], None)

    def ask_password(self, address: str, port: int, *, watch: bool = False) -> None:
        """Ask for the password, then connect."""
        ask_password(self.ctx, address, port, watch=watch)

    def connect(self, address: str, port: int, password: str | None, *, watch: bool = False) -> None:
        """Open the lobby scene for the table at `address`:`port` (as a spectator: `watch`)."""
        join_table(self.ctx, address, port, password, watch=watch)

    def handle(self, event: pygame.event.Event) -> bool:
        if self._takes_preselected(event):
            return True
        return super().handle(event)

    def _takes_preselected(self, event: pygame.event.Event) -> bool:
        """A first click on the row the window highlighted by itself chooses it, as a click on
        any other row does, rather than joining at once (a click on a selected row joins): the
        player's next click, on Join, then landed beside a password dialog already open."""
        view = self.list
        if (view is None or self.preselected is None or event.type != pygame.MOUSEBUTTONDOWN
                or event.button != 1 or not view.rect.collidepoint(event.pos)):
            return False
        row = view.selected_row()
        picked, self.preselected = self.preselected, None
        index = view.scroll + (event.pos[1] - view.rect.y) // view.row_height
        if row is None or row.data != picked or index != view.selected:
            return False
        self.group.focus.focus(view)
        return True
