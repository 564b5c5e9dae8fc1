"""The shapes of English source texts: a plain text, or a `Plural` for a text that depends on a number."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Plural:
    """A text with a singular and a plural form (gettext's msgid and msgid_plural)."""

    one: str
    other: str


Texts = dict[str, "str | Plural"]
"""Key -> English text: the key is the entry's msgctxt in the catalogs, the English its msgid."""
