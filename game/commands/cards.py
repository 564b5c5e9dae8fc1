"""`elixir-arcade cards`: list every card of a game, as text, JSON or the docs/CARDS.md page.

The same data feeds all three outputs (`card_rows`, `lasting_rows`), so the documentation can
never drift from the engine: `--markdown --write` regenerates docs/CARDS.md, keeping its two
hand-kept sections (design notes, and the balance report written by `tools/balance.py`)
between their markers, and a test checks that the committed page is what this prints.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.commands.gamearg import add_game_argument
from game.commands.output import print_json
from game.i18n import LANGUAGES, card_text, every_language, localized_plain

HELP = "list every card: id, kind, copies, level and recipe, names and texts, lasting effects"

LANGS = LANGUAGES
DOC_PATH = Path("docs/CARDS.md")
SECTIONS = ("notes", "balance", "magicoa_notes", "magicoa_balance", "quest_notes", "quest_balance")
KIND_ORDER = ("spell", "ingredient", "object", "transaction")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the command's options."""
    add_game_argument(parser, "whose cards")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--lang", choices=LANGS, default=None,
                        help="show names and texts in one language (default: all of them)")
    parser.add_argument("--markdown", action="store_true", help="print the docs/CARDS.md page")
    parser.add_argument("--write", metavar="FILE", nargs="?", const=str(DOC_PATH), default=None,
                        help="with --markdown: write the page into FILE (default docs/CARDS.md), "
                             "keeping its notes and balance sections")


def run(args: argparse.Namespace) -> int:
    """Print (or write) the card list."""
    from game.cli import UsageError

    if args.write is not None and not args.markdown:
        raise UsageError("--write goes with --markdown")
    if args.markdown:
        if args.write is not None:
            write_markdown(Path(args.write))
            print(f"wrote {args.write}")
        else:
            print(render_markdown(**read_sections(DOC_PATH)), end="")
        return 0
    if args.game != "elixir":
        document, text = _game_listing(args.game)
        if args.json:
            print_json(args, document(args.lang), ensure_ascii=False, indent=1)
        else:
            print(text(args.lang))
        return 0
    rows = card_rows(args.lang)
    if args.json:
        print_json(args, {"game": "elixir", "counts": counts(rows), "cards": rows,
                          "lasting": lasting_rows(args.lang)}, ensure_ascii=False, indent=1)
        return 0
    print(render_text(rows, args.lang))
    return 0


def _game_listing(game: str) -> tuple[Any, Any]:
    """The JSON document and text listing functions of a game other than Elixir."""
    if game == "magicoa":
        from game.commands.magicoa_cards import magicoa_document, render_magicoa_text

        return magicoa_document, render_magicoa_text
    from game.commands.quest_cards import quest_document, render_quest_text

    return quest_document, render_quest_text


# ---- data ---------------------------------------------------------------------------------------

def _art(plain: dict[str, Any]) -> str:
    try:
        import assets

        return str(assets.card_art_for(plain))
    except (ImportError, AttributeError):  # the asset package is optional for listing cards
        return f"art/cards/{plain['key']}.png"


def card_rows(lang: str | None = None) -> list[dict[str, Any]]:
    """One plain row per card design, in catalogue order: spells by level, ingredients, objects,
    transactions. Names and texts are ``{lang: text}`` maps in every language, or plain strings when `lang` is set."""
    from engine.elixir.cards import Kind
    from engine.elixir.catalog import all_instances, definitions

    ids: dict[str, list[int]] = {}
    for card_id, defn in enumerate(all_instances()):
        ids.setdefault(defn.key, []).append(card_id)
    defs = list(definitions().values())
    order = {k: i for i, k in enumerate(KIND_ORDER)}
    defs.sort(key=lambda d: (order[d.kind.value], d.level, ids[d.key][0]))
    rows = []
    for d in defs:
        row = every_language(d.to_plain()) if lang is None else localized_plain(d.to_plain(), lang)
        row = {"id": d.key, **{k: v for k, v in row.items() if k != "key"}, "key": d.key}
        row["ids"] = ids[d.key]
        if d.kind is Kind.OBJECT:
            row["any_time"] = d.any_time
        if d.kind in (Kind.SPELL, Kind.OBJECT):
            row["lasting"] = [item.key for item in (*d.lasting, *([d.forfeit] if d.forfeit else []))]
        row["art"] = _art(d.to_plain())
        rows.append(row)
    return rows


def lasting_rows(lang: str | None = None) -> list[dict[str, Any]]:
    """Every lasting effect (forfeits, powers, protections) as plain data."""
    from engine.elixir.catalog import definitions, lasting_def

    keys: list[str] = []
    cards: dict[str, str] = {}
    for d in definitions().values():
        for item in (*([d.forfeit] if d.forfeit else []), *d.lasting):
            if item.key not in cards:
                keys.append(item.key)
                cards[item.key] = d.key
    out = []
    for key in keys:
        item = lasting_def(key)
        hooks = [h for h in ("skip_turn", "draw_bonus", "on_turn_start", "on_turn_end", "blocks_cast",
                             "on_cast", "protects", "blocks_use", "extra_turn") if getattr(item, h)]
        out.append({
            "key": key, "card": cards[key], "display": item.display.value, "data": every_language(dict(item.data)),
            "ends": item.ends.value, "duration": item.duration if item.ends.value == "countdown" else None,
            "cumulative": item.cumulative, "hooks": hooks,
            "name": every_language(dict(item.name)) if lang is None else card_text(item.name, lang),
            "text": every_language(dict(item.text)) if lang is None else card_text(item.text, lang),
        })
    return out


def counts(rows: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Card counts by kind (with copies), spells by level, magical objects."""
    rows = list(rows)
    spells = [r for r in rows if r["kind"] == "spell"]
    objects = [r for r in rows if r["kind"] == "object"]
    return {
        "spells": sum(r["copies"] for r in spells),
        "spells_by_level": {str(lv): sum(r["copies"] for r in spells if r["level"] == lv) for lv in (1, 2, 3, 4)},
        "ingredients": sum(r["copies"] for r in rows if r["kind"] == "ingredient"),
        "objects": sum(r["copies"] for r in objects),
        "magical_objects": sum(r["copies"] for r in objects if r["magical"]),
        "transactions": sum(r["copies"] for r in rows if r["kind"] == "transaction"),
    }


# ---- text -------------------------------------------------------------------------------------

def _in(value: Any, lang: str) -> str:
    return card_text(value, lang)


def _ingredient_names(lang: str) -> dict[str, str]:
    from engine.elixir.ingredients import INGREDIENT_NAMES

    return {ing.value: card_text(names, lang) for ing, names in INGREDIENT_NAMES.items()}


def _facts(row: dict[str, Any], lang: str) -> str:
    ing = _ingredient_names(lang)
    parts = [row["kind"], f"x{row['copies']}"]
    if row["kind"] == "spell":
        parts.append(f"level {row['level']}")
        parts.append("recipe: " + " + ".join(ing[i] for i in row["recipe"]))
        if row["forfeit"]:
            parts.append("forfeit")
    if row["kind"] == "object":
        parts.append("magical" if row["magical"] else "not magical")
        if row["substitutes"]:
            parts.append("substitute")
        if row["reaction"]:
            parts.append(f"reaction: {row['reaction']}")
    if row.get("any_time"):
        parts.append("any time")
    if row.get("target") not in (None, "none"):
        parts.append(f"target: {row['target']}")
    return ", ".join(parts)


def render_text(rows: list[dict[str, Any]], lang: str | None) -> str:
    """A readable listing of every card."""
    langs = (lang,) if lang else LANGS
    lines = []
    c = counts(rows)
    lines.append(f"Elixir: {c['spells']} spells (levels 1-4: "
                 f"{'/'.join(str(c['spells_by_level'][str(lv)]) for lv in (1, 2, 3, 4))}), "
                 f"{c['ingredients']} ingredients, {c['objects']} objects ({c['magical_objects']} magical), "
                 f"{c['transactions']} transactions")
    for row in rows:
        lines.append("")
        lines.append(f"{row['id']}  [{_facts(row, lang or 'en')}]")
        for lg in langs:
            lines.append(f"  {lg}: {_in(row['name'], lg)}: {_in(row['text'], lg)}")
    return "\n".join(lines)


# ---- markdown ---------------------------------------------------------------------------------

DEFAULT_SECTIONS = {
    "notes": "Design notes go here.",
    "balance": "Run `python -m tools.balance` to measure the cards.",
    "magicoa_notes": "Design notes go here.",
    "magicoa_balance": "Run `python -m tools.magicoa_balance` to measure the potions.",
    "quest_notes": "Design notes go here.",
    "quest_balance": "Run `python -m tools.quest_balance` to measure the cards.",
}


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def read_sections(path: Path) -> dict[str, str]:
    """The hand-kept sections of an existing page (defaults when the page or a section is missing)."""
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    out = {}
    for name in SECTIONS:
        match = re.search(rf"<!-- {name}:begin -->\n(.*?)\n?<!-- {name}:end -->", text, re.S)
        out[name] = match.group(1).strip() if match else DEFAULT_SECTIONS[name]
    return out


def write_markdown(path: Path, **sections: str) -> None:
    """Regenerate the page at `path`; sections given replace the ones kept from the page."""
    kept = read_sections(path)
    kept.update(sections)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_markdown(**kept), encoding="utf-8")


def _table(rows: list[dict[str, Any]], columns: list[tuple[str, Any]]) -> list[str]:
    out = ["| " + " | ".join(h for h, _ in columns) + " |", "|" + "|".join("---" for _ in columns) + "|"]
    for row in rows:
        out.append("| " + " | ".join(_md(str(fn(row))) for _, fn in columns) + " |")
    return out


def render_markdown(notes: str = DEFAULT_SECTIONS["notes"], balance: str = DEFAULT_SECTIONS["balance"],
                    magicoa_notes: str = DEFAULT_SECTIONS["magicoa_notes"],
                    magicoa_balance: str = DEFAULT_SECTIONS["magicoa_balance"],
                    quest_notes: str = DEFAULT_SECTIONS["quest_notes"],
                    quest_balance: str = DEFAULT_SECTIONS["quest_balance"]) -> str:
    """The whole docs/CARDS.md page (Elixir, then Magicoa), from the card data and the hand-kept
    sections (each game's design notes and balance report)."""
    from game.commands.magicoa_cards import render_magicoa_markdown

    rows = card_rows()
    c = counts(rows)
    en = _ingredient_names("en")
    lines = [
        "# Elixir: the cards",
        "",
        "<!-- Generated by `elixir-arcade cards --markdown --write`; edit the card modules in "
        "engine/elixir/cardset/ instead. Only the notes and balance sections are kept by hand. -->",
        "",
        f"{c['spells']} spells ({c['spells_by_level']['1']} of level 1, {c['spells_by_level']['2']} of level 2, "
        f"{c['spells_by_level']['3']} of level 3, {c['spells_by_level']['4']} of level 4) and 112 Finds: "
        f"{c['ingredients']} ingredients, {c['objects']} objects ({c['magical_objects']} magical) and "
        f"{c['transactions']} transactions. Card text beats the rules where they disagree.",
        "",
        "Ids are the stable keys used in data, replays and art file names. \"Any time\" cards can also be "
        "played in the reaction window that opens after every spell or object.",
        "",
    ]
    for level, title in ((1, "Level 1: forfeits"), (2, "Level 2"), (3, "Level 3"), (4, "Level 4")):
        spells = [r for r in rows if r["kind"] == "spell" and r["level"] == level]
        lines += [f"## Spells, {title} ({len(spells)})", ""]
        if level == 1:
            lines += ["Aimed at another player, who suffers the forfeit or gives the caster 2 Finds. A "
                      "suffered forfeit is a lasting effect (see the table of lasting effects below).", ""]
        lines += _table(spells, [
            ("Id", lambda r: f"`{r['id']}`"),
            ("Name", lambda r: f"{r['name']['en']} / {card_text(r['name'], 'fr')}"),
            ("Recipe", lambda r: ", ".join(en[i] for i in r["recipe"])),
            ("Any time", lambda r: "yes" if r["any_time"] else ""),
            ("Text", lambda r: r["text"]["en"]),
            ("Texte", lambda r: card_text(r["text"], "fr")),
        ])
        lines.append("")
    objects = [r for r in rows if r["kind"] == "object"]
    lines += [f"## Objects ({c['objects']}: {c['magical_objects']} magical)", ""]
    lines += _table(objects, [
        ("Id", lambda r: f"`{r['id']}`"),
        ("Name", lambda r: f"{r['name']['en']} / {card_text(r['name'], 'fr')}"),
        ("Copies", lambda r: r["copies"]),
        ("Magical", lambda r: "yes" if r["magical"] else "no"),
        ("Any time", lambda r: r["reaction"] or ("yes" if r["any_time"] else "")),
        ("Text", lambda r: r["text"]["en"]),
        ("Texte", lambda r: card_text(r["text"], "fr")),
    ])
    lines += ["", "## Lasting effects", "",
              "Shown on the seat of whoever carries them (every view lists them with their display and "
              "data). Countdowns count the owner's turns, starting with their next one. Non-cumulative "
              "effects refresh when they land again; cumulative ones stack.", ""]
    lines += _table(lasting_rows(), [
        ("Key", lambda r: f"`{r['key']}`"),
        ("Name", lambda r: f"{r['name']['en']} / {card_text(r['name'], 'fr')}"),
        ("From", lambda r: f"`{r['card']}`"),
        ("Display", lambda r: r["display"] + (" " + json.dumps(r["data"], ensure_ascii=False) if r["data"] else "")),
        ("Ends", lambda r: r["ends"] + (f" ({r['duration']})" if r["duration"] else "")),
        ("Stacks", lambda r: "cumulative" if r["cumulative"] else "refreshes"),
        ("Effect", lambda r: r["text"]["en"]),
    ])
    ingredients = [r for r in rows if r["kind"] == "ingredient"]
    recipe_use = {r["ingredient"]: 0 for r in ingredients}
    for r in rows:
        for i in r.get("recipe", []):
            recipe_use[i] += 1
    lines += ["", f"## Ingredients ({c['ingredients']})", ""]
    lines += _table(ingredients, [
        ("Id", lambda r: f"`{r['id']}`"),
        ("Name", lambda r: f"{r['name']['en']} / {card_text(r['name'], 'fr')}"),
        ("Copies", lambda r: r["copies"]),
        ("Recipe slots", lambda r: recipe_use[r["ingredient"]]),
    ])
    transactions = [r for r in rows if r["kind"] == "transaction"]
    lines += ["", f"## Transactions ({c['transactions']})", ""]
    lines += _table(transactions, [
        ("Id", lambda r: f"`{r['id']}`"),
        ("Name", lambda r: f"{r['name']['en']} / {card_text(r['name'], 'fr')}"),
        ("Copies", lambda r: r["copies"]),
        ("Text", lambda r: r["text"]["en"]),
    ])
    lines += ["", "## Design notes", "", "<!-- notes:begin -->", notes.strip(), "<!-- notes:end -->",
              "", "## Balance", "", "<!-- balance:begin -->", balance.strip(), "<!-- balance:end -->"]
    lines += render_magicoa_markdown(magicoa_notes, magicoa_balance)
    from game.commands.quest_cards import render_quest_markdown

    lines += render_quest_markdown(quest_notes, quest_balance)
    return "\n".join(lines)
