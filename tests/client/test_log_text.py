"""The log in plain words (forfeits paid, peeks), plural forms, and glyphs the fonts can draw.

Log lines are built from real engine events (a seeded card kit), as each seat receives them.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import ast  # noqa: E402
import re  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame.freetype  # noqa: E402
import pytest  # noqa: E402

from engine.core.events import Event  # noqa: E402
from engine.elixir.catalog import card_def  # noqa: E402
from game.i18n import LANGUAGES, Translator, _catalog, card_text, keys, plural_form  # noqa: E402
from game.tables.elixir.cardface import card_name  # noqa: E402
from game.tables.elixir.eventtext import describe, effect_name  # noqa: E402
from tests.elixir.test_cards_kit import Kit  # noqa: E402
from tools.card_strings import english_card_texts  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Morgane", "Ulric", "Zelda", "Bartholomew")
PAYS = {"en": "pays", "fr": "paie", "nl": "betaalt", "it": "paga"}
NOTHING = {"en": "pays nothing", "fr": "ne paie rien", "nl": "betaalt niets", "it": "non paga nulla"}
FIND = {"en": ("Find", "Finds"), "fr": ("Trouvaille", "Trouvailles"), "nl": ("Vondst", "Vondsten"),
        "it": ("reperto", "reperti")}


def log_lines(events: list[Event], seat: int, lang: str) -> list[str]:
    """The log as `seat` reads it."""
    tr = Translator(lang)
    lines = [describe(e.for_seat(seat), lambda s: NAMES[s] if s is not None else "?", tr) for e in events]
    return [line for line in lines if line]


def croaking_curse(victim_finds: tuple[str, ...], *, divert_to: int | None = None) -> Kit:
    """Seat 0 casts the Croaking Curse on seat 1 (who may divert it with a Weathervane); the victim pays."""
    kit = Kit()
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    kit.finds(1, *victim_finds, *(("obj.weathervane",) if divert_to is not None else ()))
    kit.start()
    kit.cast(0, "spell.croaking_curse", target=1, window=divert_to is None)
    victim = 1
    if divert_to is not None:
        kit.react(1, "obj.weathervane")
        kit.pass_window()
        kit.answer(1, divert_to)
        kit.pass_windows()
        victim = divert_to
    kit.answer(victim, "pay")
    if (victim, "forfeit_pay") in kit.asked():
        kit.answer(victim, list(kit.decision(victim).pick.among[:2]))  # type: ignore[union-attr]
    return kit


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_forfeit_diverted_onto_its_caster_pays_nothing(lang: str) -> None:
    kit = croaking_curse(("ing.trolls_nose",), divert_to=0)
    for seat in range(4):
        lines = log_lines(kit.events, seat, lang)
        paid = [line for line in lines if "Morgane" in line and NOTHING[lang] in line]
        assert len(paid) == 1, lines
        assert not any(line.count("Morgane") > 1 for line in lines), lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_forfeit_banner_says_what_the_log_says(lang: str) -> None:
    """The banner said "Bot 2 paie !" while the log said "Bot 2 refuse Superstition gobeline, son
    propre gage, et ne paie rien": a forfeit paid with nothing has a banner saying so."""
    from game.tables.elixir.animation import Choreographer
    from tests.client.table.harness import make_table

    class Recorder(Choreographer):
        def __init__(self) -> None:
            super().__init__()
            self.said: list[str] = []

        def banner(self, st, text, now, duration, *, small=False):  # type: ignore[no-untyped-def]
            self.said.append(text)
            return super().banner(st, text, now, duration, small=small)

    tr = Translator(lang)
    ctx, scene, _ = make_table(players=4, lang=lang)
    cases = ((("ing.trolls_nose",), 0, "table.banner.forfeit_free"),
             ((), None, "table.banner.forfeit_broke"),
             (("ing.trolls_nose",), None, "table.banner.paid"))
    for finds, divert_to, key in cases:
        paid = [e for e in croaking_curse(finds, divert_to=divert_to).events if e.kind == "forfeit_paid"]
        recorder = Recorder()
        event = paid[0].for_seat(2)
        recorder.effects_for(event, scene._staging(), ctx.clock.now)
        assert recorder.said == [tr(key, name=scene._staging().names(event["seat"]))], (key, recorder.said)
    assert tr("table.banner.paid", name="X") not in {tr("table.banner.forfeit_free", name="X"),
                                                     tr("table.banner.forfeit_broke", name="X")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_paid_forfeit_is_logged_once(lang: str) -> None:
    kit = croaking_curse(("ing.trolls_nose", "ing.stardust", "obj.odd_sock"))
    assert [e.kind for e in kit.events].count("give") == 1
    for seat in range(4):
        lines = log_lines(kit.events, seat, lang)
        paid = [line for line in lines if f"Ulric {PAYS[lang]}" in line]
        assert len(paid) == 1, lines
        curse = Translator(lang).card(dict(card_def(kit.of("cast")[0].public["card"]).name))
        gives = [line for line in lines if "Ulric" in line and "Morgane" in line and curse not in line]
        assert gives == paid, lines
    # the two seats concerned see which Finds changed hands; the others only how many
    assert "Troll" in log_lines(kit.events, 0, "en")[-1] and "Stardust" in log_lines(kit.events, 1, "en")[-1]
    assert "2 Finds" in [line for line in log_lines(kit.events, 2, "en") if "Ulric pays" in line][0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_forfeit_paid_with_one_find_says_1_find(lang: str) -> None:
    kit = croaking_curse(("ing.trolls_nose",))
    line = [line for line in log_lines(kit.events, 2, lang) if f"Ulric {PAYS[lang]}" in line][0]
    one, many = FIND[lang]
    assert f"1 {one} " in line, line
    assert f"1 {many}" not in line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_spyglass_diverted_to_a_player_shows_them_what_it_revealed(lang: str) -> None:
    kit = Kit()
    kit.spells(0, "spell.great_famine")
    kit.finds(0, "obj.spyglass")
    kit.finds(1, "obj.weathervane")
    shown = kit.finds(3, "ing.trolls_nose", "obj.rusty_key")
    kit.start()
    kit.use(0, "obj.spyglass", target=1, window=False)
    kit.react(1, "obj.weathervane")
    kit.pass_window()
    kit.answer(1, 3)
    kit.pass_windows()
    peeks = [e for e in kit.events if e.kind == "peek"]
    assert {e.public["of"] for e in peeks} == {3}
    nose = Translator(lang).card(dict(card_def(shown[0]).name))
    for seat in (0, 3):
        lines = [line for line in log_lines(peeks, seat, lang)]
        assert len(lines) == 2 and all("Bartholomew" in line for line in lines)
        assert any(nose in line for line in lines), lines
    for seat in (1, 2):
        assert all("cards" not in e.for_seat(seat) for e in peeks)
        lines = log_lines(peeks, seat, lang)
        assert len(lines) == 2 and not any(nose in line for line in lines), lines
    # on the table too: the cards come out face up for the two seats concerned, for nobody else
    from game.tables.elixir.animation import Choreographer, FlyCard
    from tests.client.table.harness import make_table

    ctx, scene, _ = make_table(players=4, lang=lang)
    for seat, sees in ((3, True), (0, True), (2, False)):
        fx, _ = Choreographer().effects_for(peeks[0].for_seat(seat), scene._staging(), ctx.clock.now)
        faces = {f.card for f in fx if isinstance(f, FlyCard)}
        assert (set(shown) <= faces) is sees and (not faces) is not sees


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_one_find(lang: str) -> None:
    tr = Translator(lang)
    one, many = f"1 {FIND[lang][0]} ", f"3 {FIND[lang][1]} "
    assert one in tr("table.ask.discard", count=1) and many in tr("table.ask.discard", count=3)
    assert tr.plural("table.ask.discard", 1) == tr("table.ask.discard", count=1)
    assert one in describe({"kind": "give", "from": 1, "to": 2, "count": 1, "why": "forfeit"}, str, tr) + " "
    assert plural_form("en", 0) == "other" and plural_form("fr", 0) == "one" and plural_form(lang, 2) == "other"
    assert "table.ask.discard" in keys(lang)


def test_no_catalog_text_puts_a_count_before_a_plural_noun_outside_its_plural_form() -> None:
    plurals = {"en": "Finds|cards|spells|turns", "fr": "Trouvailles|cartes|sortilèges|tours",
               "nl": "Vondsten|kaarten|spreuken|beurten", "it": "reperti|carte|incantesimi|turni"}
    for lang, nouns in plurals.items():
        counted = re.compile(r"\{(count|n|size)\} (" + nouns + r")\b")
        for key, text in _catalog(lang).items():
            if not key.endswith(".other"):
                assert not counted.search(text), (lang, key, text)
            if key.endswith(".one"):
                assert key.removesuffix(".one") + ".other" in keys(lang)


TITLE_PREFIXES = ("table.banner.", "table.pop.")
TITLE_KEYS = {"table.your_spells", "results.wins", "results.you_win", "results.over", "lan.found", "title.name",
              "newgame.table_heading", "newgame.opponents", "newgame.lan_heading", "newgame.host_failed"}


def missing_glyphs(text: str, font: pygame.freetype.Font) -> set[str]:
    """The characters of `text` that `font` has no glyph for."""
    return {ch for ch in text if ch not in "\n\r\t" and font.get_metrics(ch)[0] is None}


def project_fonts() -> dict[str, pygame.freetype.Font]:
    import assets

    pygame.freetype.init()
    return {role: pygame.freetype.Font(str(assets.path(rel)), 20) for role, rel in assets.FONTS.items()}


def test_every_catalog_string_has_every_glyph_in_the_fonts_that_draw_it() -> None:
    fonts = project_fonts()
    card_texts = list(english_card_texts())
    for lang in LANGUAGES:
        texts = [*_catalog(lang).items(), *((f"card:{t}", card_text({"en": t}, lang)) for t in card_texts)]
        for key, text in texts:
            roles = ["text", "text_bold", "text_italic"]
            if key.endswith("title") or key.startswith(TITLE_PREFIXES) or key in TITLE_KEYS:
                roles.append("title")
            for role in roles:
                assert not missing_glyphs(text, fonts[role]), (lang, key, role, missing_glyphs(text, fonts[role]))


def test_every_character_written_in_the_client_code_is_in_the_text_fonts() -> None:
    """Key hints and marks written in the code ("Enter", "↓"...), not only the catalogs."""
    fonts = project_fonts()
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and not node.value.isascii():
                for role in ("text", "text_bold"):
                    assert not missing_glyphs(node.value, fonts[role]), (path.name, node.value)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_a_find_that_fleas_make_jump_is_not_told_as_a_gift(lang: str) -> None:
    """"Sorcier donne Pointe de folie à Bot 4" read like the player's choice when Fleas made the
    Find jump (a play-tester's report): a Find moved by a lasting effect says the effect."""
    from engine.elixir.primitives import add_modifier

    kit = Kit()
    kit.finds(1, "ing.trolls_nose")
    kit.start()
    add_modifier(kit.st, "fleas", 1, source=0, card=None, turns=3)
    kit.end_turn()
    moved = [e for e in kit.events if e.kind == "give"]
    assert moved and str(moved[0].public.get("why", "")).startswith("lasting:")
    tr = Translator(lang)
    fleas = effect_name("fleas", tr)
    for seat in (1, 2, 3):
        line = log_lines(moved, seat, lang)[0]
        assert fleas in line and line != describe({"kind": "give", "from": 1, "to": 2, "count": 1},
                                                  lambda s: NAMES[s], tr)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_a_hand_shown_empty_says_so(lang: str) -> None:
    """The Peacock's victim shows its hand at the start of its turns; shown empty, the French log
    read "Paon montre : ." (found playing a French game). An empty hand is said in words."""
    from engine.elixir.cardset.effects import show_hand

    kit = Kit()
    kit.finds(2, "ing.trolls_nose")
    kit.start()
    kit.st.events = []
    show_hand(kit.st, 1, "peacock")
    show_hand(kit.st, 2, "peacock")
    empty, one = kit.st.events
    assert empty.public["cards"] == [] and one.public["cards"]
    for seat in range(4):
        line = log_lines([empty], seat, lang)[0]
        assert "Ulric" in line and not re.search(r"[:：]\s*\.", line) and not line.rstrip().endswith(": ."), line
        assert Translator(lang).card(dict(card_def(one.public["cards"][0]).name)) in log_lines([one], seat, lang)[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_the_scrying_pool_looks_at_the_top_of_the_deck_not_at_nobodys_finds(lang: str) -> None:
    """The Scrying Pool's look at the deck was told as a look at a hand, of nobody: "Mago guarda i
    reperti di nessuno: ..." (found playing an Italian game). It names the top of the deck; the
    caster reads the cards, the others their count."""
    from tests.elixir.test_cards_kit import scrying_pool_cast

    kit, top = scrying_pool_cast()
    peek = next(e for e in kit.events if e.kind == "peek")
    tr = Translator(lang)
    nobody = tr("table.nobody")
    mine, theirs = log_lines([peek], 0, lang)[0], log_lines([peek], 1, lang)[0]
    assert nobody not in mine and nobody not in theirs
    assert all(tr.card(dict(card_def(card).name)) in mine for card in top)
    assert "3" in theirs and not any(tr.card(dict(card_def(card).name)) in theirs for card in top)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_no_line_of_whole_games_names_a_player_who_is_not_there(lang: str) -> None:
    """Every event of seeded games of 3 to 6 players (greedy and random bots, so that rare cards
    get played), read by a player, another and a spectator: no line names a seat the event does
    not give (the Scrying Pool's look at the deck read "looks at nobody's Finds"), and none keeps a
    placeholder or a catalog key."""
    from engine.bots.base import make_bot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending, start
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed

    tr = Translator(lang)
    missing = "\u2047"  # what the names below give for a seat that is not there
    for game in range(8):
        seed = derive_seed(77, game)
        players = 3 + game % 4
        st = ELIXIR.new_state({"players": players}, seed)
        bots = [make_bot("random" if (game + s) % 2 else "greedy", seed + s) for s in range(players)]
        events = list(start(st))
        while not st.over:
            d = pending(st)[0]
            choice = bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())
            events += apply(st, Answer(d.id, d.seat, choice)).events
        for event in events:
            for seat in (0, 1, None):
                line = describe(event.for_seat(seat), lambda s: NAMES[s % 4] if s is not None else missing, tr)
                if line:
                    assert missing not in line and tr("table.nobody") not in line, (event, line)
                    assert "{" not in line and "table." not in line, (event, line)


def auction_events(want: str, seed: int = 40) -> list[Event]:
    """The events of the first auction of seeded random games whose lot is `want`: "face_up",
    or "unsold" (nobody bid)."""
    from engine.bots.base import make_bot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed

    for game in range(60):
        st = ELIXIR.new_state({"players": 4}, derive_seed(seed, game))
        bots = [make_bot("random", game * 10 + s) for s in range(4)]
        events: list[Event] = []
        while not st.over:
            d = pending(st)[0]
            events.extend(apply(st, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(st, d.seat),
                                                                              d.to_plain()))).events)
            lots = [e for e in events if e.kind == "auction_lot"]
            if lots and any(e.kind == "transaction_end" for e in events[events.index(lots[0]):]):
                start = max(i for i, e in enumerate(events) if e.kind == "transaction" and i < events.index(lots[0]))
                found = events[start:]
                if (want == "face_up" and lots[0].public["face_up"]) or \
                        (want == "unsold" and any(e.kind == "auction_unsold" for e in found)):
                    return found
                events = []
    raise AssertionError(f"no auction {want} in the seeded games")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_a_lot_laid_face_up_is_named_and_a_lot_taken_back_is_said_once(lang: str) -> None:
    """A lot laid face up is seen by all: the log names its cards ("auctions a Find, face up"
    said only how many, seen in an Italian game). A lot nobody bid for is taken back in one line
    ("Nobody bids: X takes the lot back" was followed by "X takes 1 card"), except in the
    seller's own log, which names the cards coming back to its hand."""
    tr = Translator(lang)
    shown = auction_events("face_up")
    lot = next(e for e in shown if e.kind == "auction_lot")
    seller = lot.public["seat"]
    names = [card_text(card_def(c).name, lang) for c in lot.public["cards"]]
    for seat in range(4):
        line = next(x for x in log_lines([lot], seat, lang))
        assert NAMES[seller] in line and all(name in line for name in names), line
    unsold = auction_events("unsold")
    taken_back = next(e for e in unsold if e.kind == "auction_unsold")
    seller = taken_back.public["seat"]
    other = (seller + 1) % 4
    back = [taken_back, next(e for e in unsold[unsold.index(taken_back):]
                             if e.kind == "pick_up" and e.public["why"] == "auction_unsold")]
    assert len(log_lines(back, other, lang)) == 1
    assert len(log_lines(back, seller, lang)) == 2
    assert tr("table.log.auction_unsold", name=NAMES[seller]) in log_lines(back, other, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_a_shield_and_the_play_it_stops_read_as_two_moments(lang: str) -> None:
    """A Sticky Glove aimed at a player who raises an Umbrella of Warding: the log said "Ulric is
    protected." then "Ulric is spared by a protection.", which read as a repeat (seen in a French
    game). The second line names what the shield stopped."""
    from engine.elixir.catalog import definitions

    kit = Kit()
    kit.finds(0, "obj.sticky_glove", "ing.trolls_nose")
    kit.finds(1, "obj.umbrella_of_warding", "ing.stardust")
    kit.start()
    kit.use(0, "obj.sticky_glove", target=1, window=False)
    kit.react(1, "obj.umbrella_of_warding")
    kit.pass_windows()
    assert any(e.kind == "protected" for e in kit.events)
    glove = card_text(definitions()["obj.sticky_glove"].name, lang)
    for seat in range(4):
        lines = log_lines([e for e in kit.events if e.kind in ("shield", "protected")], seat, lang)
        assert len(lines) == 2 and lines[0] != lines[1], lines
        assert NAMES[1] in lines[1] and glove in lines[1], lines


OPENS_AUCTION = {"en": "Morgane opens an Auction!", "fr": "Morgane ouvre une Vente aux enchères !",
                 "it": "Morgane apre un'Asta!", "nl": "Morgane opent een Veiling!"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_and_table_announce_the_opening_of_a_transaction(lang: str) -> None:
    """Opening an Auction, a Flea Market or a Market Day had no log line, no banner and no
    last-play mark: the event's field naming the transaction was called "kind" and replaced the
    event's own kind on its way to the seats (`tests.engine.test_event_kinds`). The log now says
    who opened which transaction, each with its article, and the table shows the banner."""
    from game.table.effects import Banner
    from game.tables.elixir.animation import Choreographer
    from tests.client.table.harness import make_table

    opening = auction_events("face_up")[0]
    assert opening.kind == "transaction"
    tr = Translator(lang)
    names = lambda s: NAMES[s % 4] if s is not None else ""  # noqa: E731
    event = {**opening.for_seat(0), "seat": 0}  # as opened by Morgane
    assert describe(event, names, tr) == OPENS_AUCTION[lang]
    for kind in ("flea_market", "market_day"):
        line = describe({**event, "type": kind}, names, tr)
        assert line and "Morgane" in line and tr(f"table.tx.{kind}") in line, line
    ctx, scene, _ = make_table(players=4, lang=lang)
    fx, _ = Choreographer().effects_for(opening.for_seat(1), scene._staging(), ctx.clock.now)
    assert any(isinstance(f, Banner) for f in fx)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_says_who_stakes_how_many_finds_at_a_flea_market(lang: str) -> None:
    """The Flea Market's stakes were not logged: the log said who stayed out, then the cards
    revealed, but not who took part nor with how many Finds. Each stake now has its line."""
    from engine.bots.base import make_bot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed

    tr = Translator(lang)
    for game in range(40):
        st = ELIXIR.new_state({"players": 4}, derive_seed(9, game))
        bots = [make_bot("greedy", game * 10 + s) for s in range(4)]
        while not st.over:
            d = pending(st)[0]
            out = apply(st, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())))
            stakes = [e for e in out.events if e.kind == "place" and e.public.get("why") == "flea_market"]
            if not stakes:
                continue
            for event in stakes:
                for seat in range(4):
                    line = describe(event.for_seat(seat), lambda s: NAMES[s % 4] if s is not None else "", tr)
                    assert line is not None and NAMES[event.public["seat"]] in line, line
                    count = event.public["count"]
                    assert count == 1 or str(count) in line, line
            return
    raise AssertionError("no Flea Market in the seeded games")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ingredient_the_ogres_bib_eats_says_the_bib_on_the_prompt_and_in_the_log(lang: str) -> None:
    """At the start of a turn under the Ogre's Bib the player read "Choose 1 Find to discard." and
    the log "Lovebird discards Ogre's Beard." (a play-tester's game): nothing said why. The prompt's
    second line and the log line name the lasting effect."""
    from engine.elixir.primitives import add_modifier
    from game.tables.elixir.prompts import make_prompt

    kit = Kit()
    kit.finds(1, "ing.trolls_nose", "ing.stardust")
    kit.start()
    add_modifier(kit.st, "ogre_bib", 1, source=2, card=None, turns=2)
    kit.end_turn()
    decision = kit.decision(1)
    assert decision.kind == "discard"
    tr = Translator(lang)
    bib = effect_name("ogre_bib", tr)
    prompt = make_prompt(decision.to_plain(), kit.view(1), tr, lambda s: NAMES[s])
    assert bib in prompt.detail
    kit.answer(1, [decision.pick.among[0]] if decision.pick else [])
    eaten = kit.of("discard")
    assert eaten and str(eaten[-1].public.get("why", "")).startswith("lasting:")
    for seat in (0, 1):
        line = log_lines(eaten[-1:], seat, lang)[0]
        assert bib in line and NAMES[1] in line


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("count", [1, 2])
def test_log_a_count_of_finds_never_follows_a_bots_name(lang: str, count: int) -> None:
    """A Dutch play-tester read "Bot 4 geeft Bot 2 2 Vondsten": the count of Finds given or paid
    came right after the receiver's name, which for a bot ends in its seat number."""
    tr = Translator(lang)
    bots = ("Bot 1", "Bot 2", "Bot 3", "Bot 4")
    for event in ({"kind": "give", "from": 3, "to": 1, "count": count},
                  {"kind": "give", "from": 3, "to": 1, "count": count, "why": "forfeit"}):
        line = describe(event, lambda s: bots[s] if s is not None else "?", tr)
        assert line is not None and "Bot 4" in line and "Bot 2" in line
        assert not re.search(r"Bot 2 \d", line), line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_a_spell_that_finds_nothing_to_act_on_does_not_contradict_its_taking_effect(lang: str) -> None:
    """A Changeling Charm with no spell of a level to swap read "Changeling Charm takes effect."
    then "Changeling Charm has no effect.": the second line now says why instead."""
    kit = Kit()
    kit.spells(0, "spell.changeling_charm", "spell.croaking_curse")  # a level 2 and a level 1: nothing to swap
    kit.recipe(0, "spell.changeling_charm")
    kit.spells(1, "spell.great_famine")
    kit.start()
    kit.cast(0, "spell.changeling_charm", target=1)
    assert "no_effect" in kit.kinds()
    lines = log_lines(kit.events, 0, lang)
    tr = Translator(lang)
    charm = tr.card(dict(card_def(kit.of("cast")[0].public["card"]).name))
    told = [line for line in lines if charm in line]
    assert tr("table.log.spell_resolved", card=charm, name="Morgane") in told, told
    assert tr("table.log.no_effect", card=charm) in told, told
    negation = {"en": "no effect", "fr": "aucun effet", "nl": "geen effect", "it": "non ha effetto"}[lang]
    assert not any(negation in line for line in told), told


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lasting_effects_turns_left_count_the_owners_turn_under_way_apart(lang: str) -> None:
    """Bitten by fleas at the start of their turn, a player read "(3 turns left)" and was bitten
    twice more: the count includes the turn under way, which is now said apart."""
    from game.tables.elixir.eventtext import turns_left

    tr = Translator(lang)
    assert turns_left(3, True, tr) == tr("table.tip.turns_now", n=2)
    assert turns_left(1, True, tr) == tr("table.tip.turns_last")
    assert turns_left(3, False, tr) == tr("table.tip.turns", n=3)
    assert turns_left(None, True, tr) == ""
    assert "2" in turns_left(3, True, tr) and "3" not in turns_left(3, True, tr)


def test_card_lists_sort_accented_names_among_their_letters() -> None:
    """The French card list put "Égide de l'archimage" after "Un fauteuil pour deux" and "Œuf
    d'homme-lézard" after "Teinture...": sorted by code point, accented capitals and Œ come
    after Z."""
    from game.i18n import name_order
    from game.scenes.rules import card_entries

    names = ["Un", "Égide", "Œuf", "Teinture", "arc"]
    assert sorted(names, key=name_order) == ["arc", "Égide", "Œuf", "Teinture", "Un"]
    for lang in LANGUAGES:
        entries = card_entries(lang)
        for a, b in zip(entries, entries[1:], strict=False):
            if (a[2].kind, a[2].level) == (b[2].kind, b[2].level):
                assert name_order(a[0]) <= name_order(b[0]), (lang, a[0], b[0])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_the_complete_am_stram_gram_says_each_seat_it_lands_on_is_out(lang: str) -> None:
    """The complete method's log read "Am-Stram-Gram lands on Bot 2 / Wizard / Bot 6 / Bot 4 /
    Bot 3" then "Bot 5 plays first.", never saying that a seat landed on is out."""
    from engine.elixir.game import ELIXIR

    tr = Translator(lang)
    for method, key in (("complete", "table.log.am_stram_gram_out"), ("fast", "table.log.am_stram_gram")):
        st, events = ELIXIR.new_game(ELIXIR.normalize_options({"players": 4, "first_player": method}), 3)
        rounds = [e for e in events if e.kind == "am_stram_gram"]
        lines = log_lines(rounds, 0, lang)
        assert lines == [tr(key, name=NAMES[e.public["chosen"]], rhyme="Am-Stram-Gram") for e in rounds]
        assert len(rounds) == (3 if method == "complete" else 1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_names_the_counting_rhyme_that_was_said(lang: str) -> None:
    """A game counted with the Dutch rhyme (Iene miene mutte) logged "Am-Stram-Gram lands on
    ..." as every other: the log now names the rhyme said, by its first words, in every language."""
    from engine.elixir.game import ELIXIR

    said = {"en": "Am-Stram-Gram", "fr": "Am-Stram-Gram", "nl": "Iene miene mutte", "it": "Ambarabà"}
    for rhyme, words in said.items():
        options = ELIXIR.normalize_options({"players": 4, "first_player": "fast", "rhyme": rhyme})
        _st, events = ELIXIR.new_game(options, 3)
        lines = log_lines([e for e in events if e.kind == "am_stram_gram"], 0, lang)
        assert len(lines) == 1 and lines[0].startswith(words), (rhyme, lines)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_a_forfeit_goes_through_and_takes_effect_only_if_suffered(lang: str) -> None:
    """"Moth-Eaten Purse takes effect." was logged while its victim was still asked to suffer it
    or pay, then "Giulia pays 2 Finds rather than suffer the forfeit.": the two lines disagreed."""
    tr = Translator(lang)
    kit = Kit()
    kit.spells(0, "spell.moth_eaten_purse", "spell.great_famine")
    kit.recipe(0, "spell.moth_eaten_purse")
    kit.finds(1, "obj.rusty_key", "ing.stardust")
    kit.start()
    kit.cast(0, "spell.moth_eaten_purse", target=1)
    assert kit.asked() == [(1, "forfeit")]
    lines = log_lines(kit.events, 0, lang)
    purse = card_name(kit.st.cast[0][-1], lang)
    assert tr("table.log.spell_resolved_forfeit", card=purse) in lines
    assert tr("table.log.spell_resolved", card=purse) not in lines
    assert tr("table.log.spell_resolved_forfeit", card=purse) != tr("table.log.spell_resolved", card=purse)
    other = Kit()  # a spell with no forfeit takes effect at once, and says so
    other.spells(0, "spell.great_famine", "spell.moth_eaten_purse")
    other.recipe(0, "spell.great_famine")
    other.start()
    other.cast(0, "spell.great_famine")
    famine = card_name(other.st.cast[0][-1], lang)
    assert tr("table.log.spell_resolved", card=famine) in log_lines(other.events, 0, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_moths_with_no_find_to_eat_say_so(lang: str) -> None:
    """A Moth-Eaten Purse suffered by a player left with 1 Find: its turn came, nothing was
    eaten and the log said nothing, while the effects list showed "Moths (ends with this
    turn)". Every seat now reads that the moths found nothing to eat."""
    kit = Kit()
    kit.spells(0, "spell.moth_eaten_purse", "spell.great_famine")
    kit.recipe(0, "spell.moth_eaten_purse")
    kit.finds(1, "obj.rusty_key")
    kit.start()
    kit.cast(0, "spell.moth_eaten_purse", target=1)
    kit.answer(1, "suffer")
    kit.end_turn()
    tr = Translator(lang)
    for seat in range(4):
        assert tr("table.log.nothing_eaten", name="Ulric") in log_lines(kit.events, seat, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_a_bidder_passed_over_for_too_few_finds_is_told(lang: str) -> None:
    """Holding too few Finds to beat the bid, a tester was skipped and the log never said so."""
    from engine.core.events import Event

    tr = Translator(lang)
    lines = log_lines([Event("bid_pass", {"seat": 2, "why": "too_few"}), Event("bid_pass", {"seat": 1})], 0, lang)
    assert lines == [tr("table.log.bid_pass_too_few", name=NAMES[2]), tr("table.log.bid_pass", name=NAMES[1])]
    assert lines[0] != lines[1].replace(NAMES[1], NAMES[2])


def test_french_names_who_opened_a_transaction_whatever_its_gender() -> None:
    """"Brocante, ouvert par Wizard": the participle agreed with none of the feminine
    transactions (Brocante, Vente aux enchères); the line now says it without one."""
    tr = Translator("fr")
    for kind in ("flea_market", "auction", "market_day"):
        line = tr("table.tx.open_by", what=tr(f"table.tx.{kind}"), name="Wizard")
        assert "ouvert par" not in line and "Wizard" in line, line
