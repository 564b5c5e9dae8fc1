"""The English source texts of the client, by key, in modules by area (`menus`, `table`, `magicoa`).

English is the source language: a new string is added here, in English, then
`python -m tools.i18n extract` puts it into the template (assets/i18n/messages.pot) and
`python -m tools.i18n update` into every language's catalog (docs/TRANSLATING.md).
"""

from __future__ import annotations

from functools import cache

from game.texts.marks import Plural, Texts

AREAS = ("menus", "table", "magicoa")
"""The modules of this package that hold texts."""


@cache
def english_texts() -> Texts:
    """Every English text of the client, by key; raises ValueError if two areas define a key."""
    from game.texts import magicoa, menus, quest, table

    merged: Texts = {}
    for area in (menus, table, magicoa, quest):
        for key, text in area.TEXTS.items():
            if key in merged:
                raise ValueError(f"text key {key!r} is defined twice")
            merged[key] = text
    return merged


__all__ = ["AREAS", "Plural", "Texts", "english_texts"]
