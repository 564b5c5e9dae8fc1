"""Seat plaques: name (or nickname), Find count, uncast spell levels as bottles, cast spells as
level gems, lasting effects as badges, and the hat a forfeit put on the player.

`seat_name(view, seat, names)` is the name shown everywhere (a NICKNAME effect replaces it).
`PlaqueArt.plaque(...)` renders one plaque to a surface, cached by everything it shows, so an
unchanged plaque costs nothing to redraw.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

import assets
from game.i18n import card_text
from game.table.res import GOLD, GOLD_LIGHT, WHITE, Resources


def modifiers(view: dict[str, Any] | None, seat: int) -> list[dict[str, Any]]:
    """The lasting effects on `seat` in `view` (oldest first)."""
    if not view or seat >= len(view.get("seats", [])):
        return []
    return list(view["seats"][seat].get("modifiers", []))


def localized(value: Any, lang: str) -> str:
    """A display text from effect data: a ``{"en": ...}`` card-data text in `lang` (English when
    missing), or the value itself."""
    return card_text(value, lang)


def nickname(view: dict[str, Any] | None, seat: int, lang: str = "en") -> str | None:
    """The nickname a NICKNAME effect gives `seat` in `lang`, if any (the newest wins)."""
    nick = None
    for m in modifiers(view, seat):
        if m.get("display") == "nickname" and m.get("data", {}).get("nickname"):
            nick = localized(m["data"]["nickname"], lang)
    return nick


def has_display(view: dict[str, Any] | None, seat: int, display: str) -> dict[str, Any] | None:
    """The newest effect on `seat` shown as `display` ("hop", "hat", "suffix"...), if any."""
    found = None
    for m in modifiers(view, seat):
        if m.get("display") == display:
            found = m
    return found


def effect_icon(mod: dict[str, Any]) -> str:
    """The badge file for a lasting effect: its own badge when the art has one, else by display."""
    display = str(mod.get("display") or _display_of(str(mod.get("key", ""))))
    data = dict(mod.get("data") or {})
    lasting_icon = getattr(assets, "lasting_icon", None)
    if lasting_icon is not None:
        return str(lasting_icon(str(mod.get("key", "")), display, data))
    if display == "hat":
        return assets.effect_icon(f"hat_{data.get('hat', 'wizard')}")
    if display == "suffix":
        return assets.effect_icon("croak")
    return assets.effect_icon(display)


def _display_of(key: str) -> str:
    from engine.elixir.catalog import lasting_def

    try:
        return lasting_def(key).display.value
    except KeyError:
        return "badge"


def scaled(v: float, scale: float) -> int:
    """`v` px of the 1280 x 720 design at `scale`, at least 1 (as the plaques measure)."""
    return max(1, round(v * scale))


def number_centre(scale: float) -> tuple[int, int]:
    """Where the seat number's disc is centred, from the plaque's top-left corner."""
    return scaled(12, scale) + scaled(9, scale), scaled(7, scale) + scaled(12, scale)


def draw_seat_number(surface: pygame.Surface, res: Resources, centre: tuple[int, int], number: int,
                     scale: float) -> None:
    """The seat number (the digit that chooses this player) in its gold-ringed disc at `centre`."""
    r = scaled(9, scale)
    pygame.draw.circle(surface, (24, 16, 44), centre, r)
    pygame.draw.circle(surface, GOLD, centre, r, scaled(1.5, scale))
    digit = res.text(str(number), scaled(13, scale), GOLD_LIGHT, "text_bold")
    surface.blit(digit, digit.get_rect(center=centre))


PLAQUE_CACHE = 48
"""Plaque surfaces kept (least recently drawn dropped first): a few states per seat is enough,
and each is tens of KB, so a long game must not keep them all (memory budget: 200 MB)."""


class PlaqueArt:
    """Draws seat plaques and the player's own panel with cached surfaces."""

    def __init__(self, res: Resources) -> None:
        self.res = res
        self._cache: OrderedDict[Any, pygame.Surface] = OrderedDict()

    def plaque(self, seat_view: dict[str, Any], name: str, size: tuple[int, int], scale: float, *,
               active: bool, nick: bool, number: int | None = None, colour_blind: bool = False) -> pygame.Surface:
        """The plaque of one seat, `size` px, for the state in `seat_view`; `number` is the seat
        number shown before the name (the digit that chooses this player in prompts). With
        `colour_blind` (the setting "Colour-blind friendly icons") each uncast spell's bottle
        carries its level's digit, which its colour alone says otherwise."""
        key = ("p", name, size, active, nick, number, colour_blind, seat_view.get("finds"),
               tuple(seat_view.get("spell_levels", [])),
               tuple(seat_view.get("cast", [])), tuple((m.get("key"), m.get("display"), m.get("turns"))
                                                        for m in seat_view.get("modifiers", [])))
        surf = self._cache.get(key)
        if surf is None:
            surf = self._draw(seat_view, name, size, scale, active=active, nick=nick, number=number,
                              colour_blind=colour_blind)
            self._cache[key] = surf
            if len(self._cache) > PLAQUE_CACHE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def _draw(self, sv: dict[str, Any], name: str, size: tuple[int, int], s: float, *, active: bool,
              nick: bool, number: int | None, colour_blind: bool) -> pygame.Surface:
        from engine.elixir.catalog import card_def

        res = self.res
        w, h = size

        def px(v: float) -> int:
            return max(1, round(v * s))

        out = pygame.Surface((w, h), pygame.SRCALPHA)  # the contents: the board draws the plaque under them
        pad = px(12)
        y = px(7)
        color = GOLD_LIGHT if nick else (GOLD if active else WHITE)
        x = pad
        if number is not None:
            draw_seat_number(out, res, number_centre(s), number, s)
            x += 2 * px(9) + px(4)
        if nick:
            icon = res.image(assets.effect_icon("nickname"), (px(18), px(18)))
            out.blit(icon, (x, y + px(3)))
            x += icon.get_width() + px(3)
        # the bold text face, not the script: Dutch testers read "Stenke" for "Sterke" and "Nonmale"
        # for "Normale" in the script's r (a name must read exactly; Magicoa's and Quest's panels agree)
        out.blit(res.fit_text(name, px(19), w - x - pad, color, "text_bold", shadow=1), (x, y))
        # Finds in hand
        y2 = px(34)
        icon = res.image("icons/cards.png", (px(22), px(22)))
        out.blit(icon, (pad, y2))
        count = res.text(str(sv.get("finds", 0)), px(17), WHITE, "text_bold", shadow=1)
        out.blit(count, (pad + px(24), y2 + (icon.get_height() - count.get_height()) // 2))
        # uncast spells, as bottles of their levels
        levels = list(sv.get("spell_levels", []))
        bx = pad + px(50)
        room = w - bx - pad
        bw, bh = px(13), px(18)
        step = min(bw + px(2), room / max(1, len(levels)))
        for i, lvl in enumerate(levels):
            level = min(4, max(1, int(lvl)))
            at = (round(bx + i * step), y2 + px(2))
            out.blit(res.image(f"icons/bottle_{level}.png", (bw, bh)), at)
            if colour_blind:  # the level's digit on a dark disc over the bottle's body
                centre = (at[0] + bw // 2, at[1] + bh * 2 // 3)
                pygame.draw.circle(out, (24, 16, 44), centre, px(6))
                digit = res.text(str(level), px(11), GOLD_LIGHT, "text_bold")
                out.blit(digit, digit.get_rect(center=(centre[0], centre[1] + 1)))
        # cast spells as level gems, then lasting effects
        y3 = px(58)
        gx = pad
        cast = list(sv.get("cast", []))
        gs = px(17)
        if cast:
            for c in cast[:8]:
                out.blit(res.image(f"icons/gem_{min(4, max(1, card_def(int(c)).level))}.png", (gs, gs)), (gx, y3))
                gx += gs - px(3)
            gx += px(6)
        mods = list(sv.get("modifiers", []))
        ms = px(19)
        mx = w - pad - ms
        for m in reversed(mods[-6:]):
            if mx < gx:
                break
            out.blit(res.image(effect_icon(m), (ms, ms)), (mx, y3 - px(1)))
            mx -= ms + px(1)
        return out
