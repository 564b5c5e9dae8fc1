"""The translators' tool: extract the template, update the catalogs, check them.

    python -m tools.i18n extract   # write assets/i18n/messages.pot from the code
    python -m tools.i18n update    # merge the template into every assets/i18n/<lang>.po
    python -m tools.i18n check     # list missing, fuzzy and placeholder-mismatched entries; exit 1 if any

The template holds every English text of the client (`game.texts`: msgctxt = the text's key,
msgid = the English, msgid_plural for texts that depend on a number) and every card text of
every game (msgctxt ``card``, msgid = the English beside the card's effect in the engine, with
where it is used as a comment). `update` keeps every translation whose English is unchanged,
marks as fuzzy those whose English changed (a translator must look again), adds new entries
empty and drops entries the code no longer has. See docs/TRANSLATING.md.
"""

from __future__ import annotations

import argparse
import io
import string
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

from game.i18n import CARD_CONTEXT, LANGUAGES
from game.texts import Plural, english_texts
from tools.card_strings import english_card_texts

I18N = Path(__file__).resolve().parent.parent / "assets" / "i18n"
TEMPLATE = I18N / "messages.pot"
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)
"""The template's creation date, fixed so that extracting twice writes the same bytes."""
HEADER = ("# The English texts of Elixir Arcade, extracted by `python -m tools.i18n extract`.\n"
          "# msgctxt is the text's key in the code (\"card\" for card texts), msgid its English.")


def template() -> Catalog:
    """The template built from the code: every client text and every card text."""
    catalog = Catalog(project="Elixir Arcade", version="1", copyright_holder="the Elixir Arcade developers",
                      msgid_bugs_address="", creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                      header_comment=HEADER)
    for key, text in sorted(english_texts().items()):
        if isinstance(text, Plural):
            catalog.add((text.one, text.other), ("", ""), context=key)
        else:
            catalog.add(text, "", context=key)
    for text, where in sorted(english_card_texts().items()):
        catalog.add(text, "", context=CARD_CONTEXT, auto_comments=sorted(set(where))[:4])
    return catalog


def po_path(lang: str) -> Path:
    """The catalog file of `lang`."""
    return I18N / f"{lang}.po"


def read(path: Path, locale: str | None = None) -> Catalog:
    """A catalog read from `path`."""
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def write(catalog: Catalog, path: Path) -> None:
    """Write `catalog` to `path` (no line wrapping, no source locations, obsolete entries dropped)."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=0, no_location=True, ignore_obsolete=True, include_previous=False)
    path.write_bytes(buffer.getvalue())


def fields(text: str) -> set[str]:
    """The names of the ``{placeholders}`` in `text`."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return {"<unbalanced braces>"}


@dataclass(frozen=True)
class Problem:
    """One entry of one language that needs a translator."""

    lang: str
    what: str  # "missing", "fuzzy", "placeholders", "not in the template"
    context: str
    msgid: str
    detail: str = ""

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.lang}: {self.what}: [{self.context}] {self.msgid!r}{extra}"


def entry_key(message: Message) -> tuple[str | None, str]:
    """How an entry is told apart: its context and its (singular) msgid."""
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    return message.context, str(msgid)


def problems(lang: str, catalog: Catalog, reference: Catalog) -> list[Problem]:
    """What is missing, fuzzy or wrong in `catalog` (language `lang`) against the template `reference`."""
    found: list[Problem] = []
    have = {entry_key(m): m for m in catalog if m.id}
    for ref in reference:
        if not ref.id:
            continue
        context, msgid = entry_key(ref)
        message = have.pop((context, msgid), None)
        label = context or ""
        if message is None or not message.string or (isinstance(message.string, tuple) and not all(message.string)):
            found.append(Problem(lang, "missing", label, msgid))
            continue
        if message.fuzzy:
            found.append(Problem(lang, "fuzzy", label, msgid))
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        english = ref.id if isinstance(ref.id, tuple) else (ref.id,)
        want = set().union(*(fields(str(e)) for e in english))
        for form in forms:
            got = fields(str(form))
            # a plural form may spell its number out ("one spell") instead of writing {count}
            if got != want and not (len(english) > 1 and got == want - {"count"}):
                found.append(Problem(lang, "placeholders", label, msgid, f"{sorted(got)} instead of {sorted(want)}"))
                break
    for (context, msgid), _ in sorted(have.items(), key=lambda kv: (kv[0][0] or "", kv[0][1])):
        found.append(Problem(lang, "not in the template", context or "", msgid))
    return found


def translated_languages() -> Iterable[str]:
    """Every language with a catalog (English is the source and has none)."""
    return [lang for lang in LANGUAGES if lang != "en"]


def extract() -> int:
    """Write the template from the code."""
    write(template(), TEMPLATE)
    print(f"wrote {TEMPLATE.relative_to(I18N.parent.parent)} ({len(template())} entries)")
    return 0


def update() -> int:
    """Merge the template into every language's catalog."""
    reference = read(TEMPLATE)
    for lang in translated_languages():
        path = po_path(lang)
        catalog = read(path, lang) if path.exists() else Catalog(locale=lang, project="Elixir Arcade", version="1")
        catalog.update(reference)
        write(catalog, path)
        print(f"updated {path.name}")
    return 0


def check() -> int:
    """Report every problem of every language; 1 if there is any (or the template is stale)."""
    status = 0
    if {entry_key(m) for m in template() if m.id} != {entry_key(m) for m in read(TEMPLATE) if m.id}:
        print("the template is out of date: run `python -m tools.i18n extract`, then `update`")
        status = 1
    reference = read(TEMPLATE)
    for lang in translated_languages():
        found = problems(lang, read(po_path(lang), lang), reference)
        for problem in found:
            print(problem)
        print(f"{lang}: {len(found)} problem(s)")
        status = status or int(bool(found))
    return status


def main(argv: list[str] | None = None) -> int:
    """Run one subcommand."""
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("extract", "update", "check"))
    args = parser.parse_args(argv)
    return {"extract": extract, "update": update, "check": check}[args.command]()


if __name__ == "__main__":
    sys.exit(main())
