"""The name a seat of a host's table is shown by, in the window's language.

A host names the bots its lobby adds in its own language ("Easy bot 3"), and a LAN table's
description carries that name to every player; a French player would read it in English. A
bot's name that is one of the lobby's automatic names, in any of the client's languages, for
that seat's number, is shown in the reader's language instead; any other name (a player's, a
bot named otherwise) is shown as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.choices import DIFFICULTIES
from game.i18n import LANGUAGES, Translator


def shown_seat_name(seat: Mapping[str, Any], tr: Translator) -> str:
    """`seat`'s name (a seat of the table description: ``seat``, ``kind``, ``name``) as `tr`'s
    reader is shown it."""
    name = str(seat.get("name") or "")
    if seat.get("kind") != "bot" or not name or type(seat.get("seat")) is not int:
        return name
    number = int(seat["seat"]) + 1
    for level in DIFFICULTIES:
        key = f"lobby.bot_name.{level}"
        if any(Translator(lang)(key, n=number) == name for lang in LANGUAGES):
            return tr(key, n=number)
    return name
