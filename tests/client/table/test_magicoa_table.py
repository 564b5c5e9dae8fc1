"""Magicoa's table: every decision by mouse and by keys, what the board shows, the log in every
language, reduced motion, and that the table shows only what its seat's view holds.

The table runs on an `EngineLink` (the engine in-process, random bots in the other seats);
time is stepped with the game clock, input is synthetic pygame events.
"""

from __future__ import annotations

import copy
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.magicoa.gold import gold_value  # noqa: E402
from game.context import Context  # noqa: E402
from game.i18n import LANGUAGES, Translator  # noqa: E402
from game.link import LinkUpdate  # noqa: E402
from game.table.promptparts import Spot  # noqa: E402
from game.table.res import DIM, GOLD_LIGHT, Resources  # noqa: E402
from game.tables.magicoa.board import board_layout  # noqa: E402
from game.tables.magicoa.eventtext import describe  # noqa: E402
from game.tables.magicoa.patch import apply_event  # noqa: E402
from game.tables.magicoa.scene import MagicoaTable  # noqa: E402
from tests.client.table.fakelink import EngineLink, record_events  # noqa: E402
from tests.client.table.harness import click, key, make_ctx, settle, step  # noqa: E402


def make_magicoa(players: int = 4, seed: int = 3, lang: str = "en", reduced: bool = False,
                 speed: float = 1.0) -> tuple[Context, MagicoaTable, EngineLink]:
    """Magicoa's table for seat 0 of a fresh game, settled on its first decision."""
    ctx = make_ctx(lang=lang, reduced=reduced, speed=speed)
    link = EngineLink(players=players, seed=seed, game="magicoa")
    scene = MagicoaTable(ctx, link)
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    settle(ctx, scene)  # type: ignore[arg-type]
    return ctx, scene, link


def draw(scene: MagicoaTable) -> None:
    scene.draw(pygame.display.get_surface())


def play_until(ctx: Context, scene: MagicoaTable, kind: str, limit: int = 200) -> None:
    """Answer this seat's decisions with their first option (through the prompt) until one of
    `kind` is asked; fails if the game ends first."""
    for _ in range(limit):
        settle(ctx, scene)  # type: ignore[arg-type]
        assert scene.prompt is not None, "the game ended before the decision came"
        if scene.prompt.kind == kind:
            return
        for kind_, what in scene.prompt.plan(scene.prompt.options[0]):
            for event in scene.input_for((kind_, what)):
                scene.handle(event)
    raise AssertionError(f"no {kind} decision within {limit} answers")


def test_choosing_two_gold_cards_by_mouse_sends_them_in_the_order_clicked() -> None:
    ctx, scene, link = make_magicoa()
    assert scene.prompt is not None and scene.prompt.kind == "choose_gold"
    seat_gold = scene.prompt.glowing()
    second, first = seat_gold[3], seat_gold[8]
    for spot in (first, second):
        point = scene.spot_point(spot)
        assert point is not None
        click(scene, point)
    assert scene.prompt is not None and scene.prompt.picked == [first.ident, second.ident]
    assert scene.prompt.focused() == second  # the keys' ring follows the mouse: not left on the first card
    assert not link.answers  # nothing is sent before Confirm
    draw(scene)
    (_, confirm), = [(pb, b) for pb, b in scene.buttons if pb.ident == "confirm"]
    click(scene, confirm.rect.center)
    assert link.answers[-1][1] == [first.ident, second.ident]


def test_choosing_by_keys_digits_swap_and_enter() -> None:
    ctx, scene, link = make_magicoa()
    key(scene, pygame.K_3)
    key(scene, pygame.K_0)  # the 10
    key(scene, pygame.K_s)  # swap: the 10 is bid first
    key(scene, pygame.K_RETURN)
    (_, choice), = link.answers
    assert [gold_value(c) for c in choice] == [10, 3]


def test_enter_picks_the_focused_gold_card_until_two_are_picked_then_confirms() -> None:
    """A tester moved the focus to a gold card with the arrows and pressed Enter: nothing
    happened (Space picked it). Enter picks the focused card while two are not yet picked."""
    ctx, scene, link = make_magicoa()
    hand = [s.ident for s in scene.prompt.glowing()]
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RETURN)
    assert scene.prompt.picked == [hand[0]] and not link.answers
    key(scene, pygame.K_RETURN)  # the focused card is picked already: nothing more
    assert scene.prompt.picked == [hand[0]] and not link.answers
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_RETURN)
    assert scene.prompt.picked == [hand[0], hand[1]] and not link.answers
    key(scene, pygame.K_RETURN)
    assert link.answers[-1][1] == [hand[0], hand[1]]


def test_the_keys_after_0_choose_the_11_and_the_12() -> None:
    """No key chose the 11 or the 12 gold card: the number row goes on past 0 with "-" (or a
    French keyboard's ")") and "=", and the keypad's digits count like the row's."""
    ctx, scene, link = make_magicoa()
    key(scene, pygame.K_EQUALS)
    key(scene, pygame.K_MINUS)
    key(scene, pygame.K_RETURN)
    (_, choice), = link.answers
    assert [gold_value(c) for c in choice] == [12, 11]
    ctx, scene, link = make_magicoa(seed=4)
    key(scene, pygame.K_RIGHTPAREN)
    key(scene, pygame.K_KP7)
    key(scene, pygame.K_RETURN)
    (_, choice), = link.answers
    assert [gold_value(c) for c in choice] == [11, 7]


def test_escape_and_backspace_clear_a_pick_before_it_is_sent() -> None:
    ctx, scene, link = make_magicoa()
    key(scene, pygame.K_5)
    assert scene.escape_is_local()  # Escape undoes the pick instead of opening the menu
    key(scene, pygame.K_ESCAPE)
    assert scene.prompt is not None and scene.prompt.picked == []
    key(scene, pygame.K_1)
    key(scene, pygame.K_BACKSPACE)
    assert scene.prompt.picked == [] and not link.answers


def test_a_bid_is_a_click_on_a_glowing_potion_and_only_legal_places_glow() -> None:
    ctx, scene, link = make_magicoa()
    play_until(ctx, scene, "bid")
    prompt = scene.prompt
    assert prompt is not None
    legal = {tuple(o["slots"]) for o in prompt.options}
    assert {(s.ident,) for s in prompt.glowing() if s.zone == "slot"} == {s for s in legal if len(s) == 1}
    target = next(s for s in prompt.glowing() if s.zone == "slot")
    point = scene.spot_point(target)
    assert point is not None
    click(scene, point)
    assert link.answers[-1][1] == {"slots": [target.ident]}
    assert not link.refused


def test_a_bid_by_number_key_is_refused_by_the_table_when_that_potion_is_not_legal() -> None:
    ctx, scene, link = make_magicoa()
    play_until(ctx, scene, "bid")
    prompt = scene.prompt
    assert prompt is not None
    legal = [o["slots"][0] for o in prompt.options if len(o["slots"]) == 1]
    illegal = next((i for i in range(len(scene.layout.slots)) if i not in legal), None)
    sent = len(link.answers)
    if illegal is not None:
        key(scene, pygame.K_1 + illegal)
        assert len(link.answers) == sent  # nothing sent for a place the card cannot go
    key(scene, pygame.K_1 + legal[0])
    assert link.answers[-1][1] == {"slots": [legal[0]]} and not link.refused


def test_the_face_down_potion_is_drawn_as_a_back_for_a_seat_that_did_not_peek() -> None:
    ctx, scene, link = make_magicoa()
    row = (scene.shown or {})["row"]
    assert row[0]["face_down"] and row[0]["potion"] is None  # the view holds nothing to draw
    hidden = link.state.row[0].potion
    draw(scene)
    assert scene.faces.name(hidden) not in " ".join(text for text, _ in scene.log.lines)


def test_keep_points_or_power_by_key_and_exchange_by_button() -> None:
    """Finds a game where seat 0 must keep a power potion (seeded), answers it with W (power),
    then plays on to an Exchange and keeps the row with its button."""
    for seed in range(1, 40):
        ctx, scene, link = make_magicoa(seed=seed)
        try:
            play_until(ctx, scene, "keep", limit=60)
        except AssertionError:
            continue
        key(scene, pygame.K_w)
        assert link.answers[-1][1] == "power"
        settle(ctx, scene)  # type: ignore[arg-type]
        kept = (scene.shown or {})["seats"][0]["powers"]
        assert kept, "the kept power shows on the player's seat"
        if kept[-1]["power"] != "exchange":
            return
        play_until(ctx, scene, "exchange", limit=10)
        draw(scene)
        (_, keep_row), = [(pb, b) for pb, b in scene.buttons if pb.ident == "keep_row"]
        click(scene, keep_row.rect.center)
        assert link.answers[-1][1] == -1
        return
    pytest.fail("no seed up to 40 asked seat 0 to keep a power potion")


def test_a_whole_game_plays_through_the_table_and_finishes() -> None:
    ctx, scene, link = make_magicoa(players=5, seed=8, speed=0.0)
    finished: list[Any] = []
    scene.on_finished = finished.append
    for _ in range(400):
        settle(ctx, scene)  # type: ignore[arg-type]
        if scene.prompt is None:
            break
        for step_ in scene.prompt.plan(scene.prompt.options[-1]):
            for event in scene.input_for(step_):
                scene.handle(event)
    step(ctx, scene, 3.0)  # type: ignore[arg-type]
    assert link.state.over and not link.refused
    assert finished and finished[0] is not None and finished[0]["winners"]


def test_reduced_motion_cards_do_not_travel() -> None:
    ctx, scene, link = make_magicoa(reduced=True)
    key(scene, pygame.K_1)
    key(scene, pygame.K_2)
    key(scene, pygame.K_RETURN)
    step(ctx, scene, 0.05)  # type: ignore[arg-type]
    flights = [e for e in scene.effects.items if type(e).__name__ == "FlyPicture"]
    assert flights and all(e.a == e.b for e in flights)  # type: ignore[attr-defined]


def test_help_and_zoom_open_and_close() -> None:
    ctx, scene, link = make_magicoa()
    key(scene, pygame.K_h)
    draw(scene)
    assert scene.help and scene.overlay_open()
    key(scene, pygame.K_h)
    point = scene.spot_point(Spot("slot", 1))
    assert point is not None
    click(scene, point, button=3)
    assert scene.zoom is not None and scene.zoom[0] == "potion"
    draw(scene)
    key(scene, pygame.K_ESCAPE)
    assert scene.zoom is None


def test_no_key_reaches_the_question_behind_the_key_help() -> None:
    """A Dutch tester, the help open over two gold cards chosen, pressed Enter to close it: the
    choice was sent behind the panel. Keys now stop at the help; Enter closes it."""
    ctx, scene, link = make_magicoa()
    key(scene, pygame.K_1)
    key(scene, pygame.K_2)
    key(scene, pygame.K_h)
    assert scene.help
    for k in (pygame.K_s, pygame.K_3, pygame.K_BACKSPACE, pygame.K_RETURN):
        key(scene, k)
    assert not link.answers, "a key answered the question behind the help"
    assert not scene.help  # Enter closed it
    assert scene.prompt is not None and len(scene.prompt.picked) == 2
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_a_game_has_a_log_line_in_each_language(lang: str) -> None:
    """A whole seeded game's events, as seat 0 saw them, each described without a missing text."""
    link = EngineLink(players=4, seed=5, game="magicoa")
    tr = Translator(lang)
    names = ["Morgane", "Ulric", "Zelda", "Bartholomew"]
    updates = link.poll()
    while not link.state.over:
        mine = link.my_decisions()
        link.answer(int(mine[0]["id"]), mine[0]["options"][0])
        updates += link.poll()
    kinds: set[str] = set()
    view: dict[str, Any] = dict(updates[0].view or {})
    for u in updates:
        for event in u.events:
            line = describe(event, lambda s: names[s] if s is not None else "", lambda p: f"potion {p}", tr,
                            view.get("row"))
            if event["kind"] != "setup":
                assert line and "{" not in line and "magicoa." not in line, (event, line)
                kinds.add(event["kind"])
            apply_event(view, event)
        if u.view is not None:
            view = dict(u.view)
    assert {"round_start", "gold_chosen", "bid", "reveal", "potion_won", "refill", "first_player",
            "game_end"} <= kinds


FACE_DOWN_BID = {"en": "Ulric bids 3 on the face-down potion.",
                 "fr": "Ulric mise 3 sur la potion face cachée.",
                 "nl": "Ulric biedt 3 op het verborgen drankje.",
                 "it": "Ulric punta 3 sulla pozione coperta."}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_log_a_bid_on_the_face_down_potion_reads_as_its_language_writes_it(lang: str) -> None:
    """A bid on the face-down potion has lines of its own: Italian writes "sulla pozione coperta",
    never "su la pozione coperta" (a template "su {potion}" filled with "la pozione coperta")."""
    tr = Translator(lang)
    row = [{"slot": 0, "face_down": True, "potion": None, "bids": []},
           {"slot": 1, "face_down": False, "potion": {"id": 3}, "bids": []}]
    names = ["Morgane", "Ulric"]

    def line(event: dict[str, Any]) -> str | None:
        return describe(event, lambda s: names[s] if s is not None else "", lambda p: f"Potion {p}", tr, row)

    gold = {"id": 102, "seat": 1, "value": 3}
    assert line({"kind": "bid", "seat": 1, "gold": gold, "slots": [0], "covered": []}) == FACE_DOWN_BID[lang]
    covering = line({"kind": "bid", "seat": 1, "gold": gold, "slots": [0], "covered": [{"value": 2}]})
    double = line({"kind": "bid", "seat": 1, "gold": gold, "slots": [0, 1], "covered": []})
    named = line({"kind": "bid", "seat": 1, "gold": gold, "slots": [1], "covered": []})
    assert covering is not None and covering.startswith(FACE_DOWN_BID[lang][:-1]) and "2" in covering
    assert double is not None and "Potion 3" in double and double != named
    assert named is not None and "Potion 3" in named
    for text in (covering, double, named):
        assert "su la" not in text and "di la" not in text and "{" not in text


def test_a_bid_lands_on_the_shown_row_before_the_next_view() -> None:
    view: dict[str, Any] = {"row": [{"slot": 0, "face_down": True, "potion": None, "bids": []},
                                    {"slot": 1, "face_down": False, "potion": {"id": 3}, "bids": []}],
                            "seats": [{"hand": [1, 2, 7], "in_front": 2}]}
    apply_event(view, {"kind": "bid", "seat": 0, "gold": {"id": 106, "seat": 0, "value": 7}, "slots": [0, 1],
                       "covered": []})
    assert [b["gold"]["value"] for b in view["row"][0]["bids"]] == [7] == [b["gold"]["value"]
                                                                         for b in view["row"][1]["bids"]]
    assert view["seats"][0] == {"hand": [1, 2], "in_front": 1}
    apply_event(view, {"kind": "potion_won", "seat": 0, "slot": 1, "potion": {"id": 3}})
    assert view["row"][1]["gone"] and view["row"][1]["bids"] == []


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640), (1920, 1080)])
def test_the_status_line_never_covers_the_potions_numbers(players: int, size: tuple[int, int]) -> None:
    """The potions' numbers (what the number keys bid on) sit under the status line, never
    across it: six potions fill the row's width, so sharing one line overlapped them."""
    make_ctx(size=size)
    lay = board_layout(size, players, 0)
    res = Resources()
    head = res.text("Ronde 1 van 6  ·  Bieding 2 van 2", lay.px(17), GOLD_LIGHT, "text_bold", shadow=1)
    waiting = res.text("Iedereen kiest in het geheim zijn goud…", lay.px(15), DIM, "text_italic", shadow=1)
    def ink(text: pygame.Surface, **where: Any) -> pygame.Rect:
        """Where the letters of `text` (not its line's spacing) land when placed `where`."""
        return text.get_bounding_rect().move(text.get_rect(**where).topleft)

    line = ink(head, midleft=(0, lay.status.centery)).union(ink(waiting, midright=(0, lay.status.centery)))
    for i, slot in enumerate(lay.slots):
        number = res.text(str(i + 1), lay.px(14), DIM, "text_bold", shadow=1)
        top = ink(number, midbottom=(slot.centerx, slot.y - lay.px(3))).top
        assert top >= line.bottom + lay.px(2), (i, top, line.bottom)
    assert line.top >= max(r.bottom for r in lay.seats.values()) + lay.px(2)


class BlitRecorder:
    """A stand-in surface that records what is blitted where, in order."""

    def __init__(self) -> None:
        self.blits: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def blit(self, source: pygame.Surface, dest: Any) -> None:
        self.blits.append((source, tuple(dest)[:2]))


def test_a_gold_card_laid_across_two_potions_lies_over_the_bids_it_covers_and_reads_upright() -> None:
    """A double bid beat a card on the right-hand potion and was drawn under it (the loser looked
    like the leading bid); turned with the card, its number read sideways (an 8 as infinity)."""
    from game.tables.magicoa.faces import MagicoaFaces
    from game.tables.magicoa.paint import Painter

    make_ctx()
    lay = board_layout((1280, 720), 3, 0)
    res = Resources()
    faces = MagicoaFaces(res, Translator("en"))
    painter = Painter(res, faces, Translator("en"), lambda seat: f"Seat {seat}")
    four = {"gold": {"id": 11, "seat": 1, "value": 4}, "slots": [2]}
    seven = {"gold": {"id": 12, "seat": 2, "value": 7}, "slots": [1, 2]}
    row = [{"bids": []}, {"bids": [seven]}, {"bids": [four, seven]}]
    surface = BlitRecorder()
    painter._bids(surface, lay, row)  # type: ignore[arg-type]
    across = faces.gold_across(2, 7, lay.gold_w)
    assert [face for face, _ in surface.blits] == [faces.gold(1, 4, lay.gold_w), across]
    assert across.get_size() == (faces.gold(2, 7, lay.gold_w).get_height(), lay.gold_w)
    # upright: the number's ink (the parchment-coloured digits) is taller than wide, as on the
    # card standing up, and unlike the same card turned whole
    assert is_upright_digit(upright_face := faces.gold_across(2, 8, lay.gold_w))
    assert is_upright_digit(faces.gold(2, 8, lay.gold_w))
    assert not is_upright_digit(pygame.transform.rotate(faces.gold(2, 8, lay.gold_w), 90))
    assert upright_face.get_width() > upright_face.get_height()


def is_upright_digit(face: pygame.Surface) -> bool:
    """Whether the largest blob of the number's colour in the middle of `face` stands taller than wide."""
    from game.tables.magicoa.faces import PARCHMENT

    mask = pygame.mask.from_threshold(face, PARCHMENT, (24, 24, 24, 255))
    blob = mask.connected_component(face.get_rect().center) if mask.get_at(face.get_rect().center) else None
    if blob is None or blob.count() == 0:
        rects = sorted(mask.get_bounding_rects(), key=lambda r: r.width * r.height)
        box = rects[-1]
    else:
        box = blob.get_bounding_rects()[0]
    return box.height > box.width


def test_powers_on_a_narrow_panel_never_cover_the_cards_chosen() -> None:
    """With six seats, a seat's power icons ran over the gold cards it had chosen this round:
    they shrink to stay right of them."""
    from engine.magicoa.potions import Power
    from game.tables.magicoa.faces import MagicoaFaces
    from game.tables.magicoa.paint import Painter

    make_ctx()
    lay = board_layout((1280, 720), 6, 0)
    res = Resources()
    painter = Painter(res, MagicoaFaces(res, Translator("en")), Translator("en"), lambda seat: "Bartholomew")
    seat = {"powers": [{"power": str(p)} for p in list(Power)[:4]]}
    surface = BlitRecorder()
    painter.power_icons(surface, lay, seat, right=300, y=10, size=lay.px(20), leftmost=230)  # type: ignore[arg-type]
    assert len(surface.blits) == 4
    assert min(at[0] for _, at in surface.blits) >= 230
    surface = BlitRecorder()
    painter.power_icons(surface, lay, seat, right=300, y=10, size=lay.px(20), leftmost=100)  # type: ignore[arg-type]
    assert {face.get_width() for face, _ in surface.blits} == {lay.px(20)}  # room enough: full size


def test_the_status_line_follows_the_round_and_the_end_as_they_are_shown() -> None:
    """The log announced the winners while the status line still said "Bot 2 is bidding...", and
    a new round's banner showed over "Bot 3 chooses points or power": the round's start and the
    game's end move the line as they play."""
    view: dict[str, Any] = {"round": 3, "phase": "keep", "current": 2, "first_player": 1, "row": [], "seats": []}
    apply_event(view, {"kind": "round_start", "round": 4, "first_player": 2, "row": [None, None, None]})
    assert (view["round"], view["phase"], view["first_player"]) == (4, "choose", 2)
    view["phase"], view["current"] = "bid", 1
    apply_event(view, {"kind": "game_end", "scores": [3, 5, 1], "winners": [1]})
    assert view["phase"] == "over"


def test_while_events_are_shown_the_bar_says_so_not_who_was_asked_last() -> None:
    """As a round was settled (the face-down potion turned, the potions won and kept) the bar
    still said the last bidder was bidding, while the log told what came after: the view shown
    is older than the game while its events play, so the bar says they are playing."""
    ctx, scene, link = make_magicoa()
    play_until(ctx, scene, "bid")
    for kind_, what in scene.prompt.plan(scene.prompt.options[0]):  # type: ignore[union-attr]
        for event in scene.input_for((kind_, what)):
            scene.handle(event)
    step(ctx, scene, 0.05)  # type: ignore[arg-type]
    assert not scene.idle
    assert scene.waiting_text() == ctx.tr("table.status.playing")
    settle(ctx, scene)  # type: ignore[arg-type]
    assert scene.idle and scene.waiting_text() != ctx.tr("table.status.playing")


class StoryLink:
    """A link that hands a table one snapshot with its story, as the host does to a player who
    joins (or continues) a game under way."""

    def __init__(self, update: LinkUpdate) -> None:
        self.game = "magicoa"
        self.seat = 0
        self._out = [update]

    def poll(self) -> list[LinkUpdate]:
        out, self._out = self._out, []
        return out

    def answer(self, decision: int, choice: Any) -> None:
        """Nothing is answered here."""


def test_a_story_told_on_joining_names_each_bid_by_the_row_of_its_round() -> None:
    """After Continue, the bids of round 1 were named by the potions lying in those places in
    round 2: a story's lines are those of the same game seen live, round after round."""
    ctx = make_ctx(speed=0.0)
    link = EngineLink(players=4, seed=5, game="magicoa")
    told = record_events(link)  # every event the live table is shown
    live = MagicoaTable(ctx, link)
    ctx.stack.push(live)
    ctx.stack.apply_changes()
    settle(ctx, live)  # type: ignore[arg-type]
    while sum(1 for e in told if e["kind"] == "round_start") < 2 or not any(
            e["kind"] == "bid" for e in told[max(i for i, e in enumerate(told) if e["kind"] == "round_start"):]):
        play_until(ctx, live, "bid")
        for kind_, what in live.prompt.plan(live.prompt.options[0]):  # type: ignore[union-attr]
            for event in live.input_for((kind_, what)):
                live.handle(event)
        settle(ctx, live)
    first = [e for e in told if e["kind"] == "round_start"]
    assert len(first) >= 2 and first[0]["row"] != first[1]["row"]
    joined = MagicoaTable(ctx, StoryLink(LinkUpdate(view=link.view(), ask=link.my_decisions(), snapshot=True,
                                                    game=1, history=tuple(told), table={"seats": [
                                                        {"seat": i, "name": n} for i, n in enumerate(link.names)]})))
    # (the link is not a whole TableLink: the joined table only reads its snapshot)
    ctx.stack.push(joined)
    ctx.stack.apply_changes()
    settle(ctx, joined)  # type: ignore[arg-type]
    assert [line for line, _ in joined.log.lines] == [line for line, _ in live.log.lines]


def test_the_potion_being_kept_can_be_read_large() -> None:
    """At "points or power?" Z and a right-click on the potion did nothing (a play-tester's
    report), when its power is what the choice is about."""
    ctx, scene, link = make_magicoa(seed=5, speed=0.0)
    play_until(ctx, scene, "keep")
    waiting = next(w for w in (scene.shown or {})["won"] if w["seat"] == scene.seat)
    key(scene, pygame.K_z)
    assert scene.zoom == ("potion", int(waiting["potion"]["id"]), 0)
    key(scene, pygame.K_ESCAPE)
    assert scene.zoom is None
    point = scene.spot_point(Spot("slot", int(waiting["slot"])))
    assert point is not None
    click(scene, point, button=3)
    assert scene.zoom == ("potion", int(waiting["potion"]["id"]), 0)


def test_the_keys_go_through_the_bid_places_left_to_right() -> None:
    """With a Double bid, Right went potion 1, 2, 3, 4, then back to the gap between 1 and 2 (a
    play-tester's report): the places follow the table, a gap between its two potions."""
    from game.tables.magicoa.prompt import MagicoaPrompt

    options = [{"slots": [i]} for i in range(4)] + [{"slots": [i, i + 1]} for i in range(3)]
    decision = {"id": 1, "seat": 0, "kind": "bid", "prompt": {"gold": {"value": 9}}, "options": options}
    prompt = MagicoaPrompt(decision, Translator("en"), str)
    order = [(s.zone, s.ident) for s in prompt.focusables()]
    assert order == [("slot", 0), ("gap", 0), ("slot", 1), ("gap", 1), ("slot", 2), ("gap", 2), ("slot", 3)]


def hand_painter(size: tuple[int, int], players: int) -> tuple[Any, Any, Any, list[pygame.Rect]]:
    """A Dutch painter for seat 0 of a table of `players` at `size`, its board layout, a surface
    that records the bounds of what is drawn on it, and that record."""
    from game.tables.magicoa.faces import MagicoaFaces
    from game.tables.magicoa.paint import Painter

    make_ctx(size=size)
    res = Resources()
    tr = Translator("nl")
    painter = Painter(res, MagicoaFaces(res, tr), tr, lambda seat: f"Seat {seat}")
    surface = pygame.Surface(size)
    blits: list[pygame.Rect] = []

    class Recorder:
        def blit(self, source: pygame.Surface, dest: Any, *args: Any) -> pygame.Rect:
            blits.append(source.get_bounding_rect().move(tuple(dest)[:2]))
            return surface.blit(source, dest, *args)

    return painter, board_layout(size, players, 0), Recorder(), blits

@pytest.mark.parametrize(("players", "size"), [(6, (1280, 720)), (3, (1280, 720)), (6, (1024, 640)), (4, (1920, 1080))])
def test_the_hand_title_is_never_under_the_order_badges_of_picked_cards(
        players: int, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """With the 1 and the 2 picked, the order badges over the two leftmost gold cards covered the
    hand's title ("Jouw goud", seen in a Dutch game of six): the title sits above them, and still
    under the prompt bar."""
    from engine.magicoa.gold import gold_id
    from game.tables.magicoa.paint import Marks

    circles: list[pygame.Rect] = []

    def circle(surface: Any, colour: Any, centre: Any, radius: float, *args: Any) -> pygame.Rect:
        circles.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))
        return circles[-1]

    monkeypatch.setattr(pygame.draw, "circle", circle)
    painter, lay, recorder, blits = hand_painter(size, players)
    painter.hand(recorder, lay, 0, list(range(1, 13)), Marks(picked=[gold_id(0, 1), gold_id(0, 2)]), None)
    title = blits[0]
    assert circles and not any(title.colliderect(c) for c in circles), (title, circles)
    assert title.top >= lay.shared.prompt.bottom, (title, lay.shared.prompt)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_no_hand_title_rises_into_the_prompt_bar_once_every_gold_card_is_played(size: tuple[int, int]) -> None:
    """At the end of a Dutch game of three the hand's title ("Jouw goud") sat in the prompt bar:
    with no card left its place was worked out from the hand's top, above the order badges. With
    no gold left the hand draws nothing; with one card its title stays under the bar."""
    from game.tables.magicoa.paint import Marks

    painter, lay, recorder, blits = hand_painter(size, 3)
    painter.hand(recorder, lay, 0, [], Marks(picked=[]), None)
    assert blits == []
    painter.hand(recorder, lay, 0, [7], Marks(picked=[]), None)
    assert blits and blits[0].top >= lay.shared.prompt.bottom, (blits[0], lay.shared.prompt)

def test_a_kept_potion_counts_in_its_keepers_score_as_it_lands() -> None:
    """The shown score catches up with a kept potion as its points pop up, for the player's own
    seat as for the others, not only when the round's animations are over: after a batch of
    events lands on the view before it, every seat's score is the next view's. So are the pile
    and the round (a new row was laid while the pile still counted its potions, a Dutch
    play-test)."""
    checked = refills = 0
    for seed in (5, 11):
        link = EngineLink(players=4, seed=seed, game="magicoa")
        updates = link.poll()
        while not link.state.over:
            mine = link.my_decisions()
            link.answer(int(mine[0]["id"]), mine[0]["options"][0])
            updates += link.poll()
        view: dict[str, Any] = copy.deepcopy(updates[0].view or {})
        for u in updates[1:]:
            for event in u.events:
                apply_event(view, event)
                refills += event["kind"] == "refill"
            if u.view is not None:
                if any(e["kind"] == "kept" for e in u.events):
                    assert [s["score"] for s in view["seats"]] == [s["score"] for s in u.view["seats"]]
                    checked += 1
                assert (view.get("pile"), view.get("round")) == (u.view.get("pile"), u.view.get("round"))
                # and the gold out of the game (a Dutch tester's count stood still through a
                # round's end, until the next round began)
                gone = sorted(g["id"] for g in view.get("out_of_game", {}).get("gold", []))
                assert gone == sorted(g["id"] for g in u.view["out_of_game"]["gold"])
                view = copy.deepcopy(u.view)
    assert checked >= 10 and refills == 10


def test_a_blue_potion_kept_for_points_with_triple_blue_says_3_on_the_button_the_pop_and_the_results() -> None:
    """With Triple Blue, a blue potion printed 1 scored 3, but the points button said "1 point",
    the floating gain "+1" and the results "(1)": a player adding them up got less than the score."""
    from engine.magicoa.potions import POTIONS, Colour, Power
    from engine.magicoa.scoring import worth_of_data
    from game.i18n import Translator
    from game.offlinelinks import StaticLink
    from game.tables.magicoa.prompt import MagicoaPrompt
    from game.tables.magicoa.results import MagicoaResults

    blue = next(p for p in POTIONS if p.colour is Colour.BLUE and p.points == 1).to_data()
    triple = next(p for p in POTIONS if p.power is Power.TRIPLE_BLUE).to_data()
    assert worth_of_data(blue, [triple]) == 3 and worth_of_data(blue, []) == 1
    tr = Translator("en")
    keep = {"id": 4, "seat": 0, "kind": "keep", "options": ["points", "power"], "prompt": {"potion": blue}}
    prompt = MagicoaPrompt(keep, tr, lambda pid: "potion", lambda p: worth_of_data(p, [triple]))
    labels = [b.label for b in prompt.buttons()]
    assert tr("magicoa.btn.points", count=3) in labels
    ctx = make_ctx()
    seats = [{"points": [blue], "powers": [triple]}, {"points": [blue], "powers": []}]
    results = MagicoaResults(ctx, StaticLink([], seat=0), {"winners": [0], "scores": [3, 1]},
                             {"players": 2, "seats": seats}, None)
    rows = results.seat_rows()
    assert rows[0][2].startswith(f"{results._faces().name(int(blue['id']))} (3)")
    assert rows[1][2].startswith(f"{results._faces().name(int(blue['id']))} (1)")


def test_the_results_rank_the_players_and_say_by_how_much_the_winner_won() -> None:
    """A Dutch tester's results listed the players in seat order (the winner third) and said who
    won but not by how much: the rows are ranked, winner first, and the line over them gives the
    winner's lead over the runner-up."""
    from game.offlinelinks import StaticLink
    from game.tables.magicoa.results import MagicoaResults

    ctx = make_ctx()
    seats = [{"points": [], "powers": []} for _ in range(4)]
    table = {"seats": [{"name": n} for n in ("Morgane", "Bot 2", "Bot 3", "Bot 4")]}
    results = MagicoaResults(ctx, StaticLink([], seat=0), {"winners": [3], "scores": [10, 15, 12, 19]},
                             {"players": 4, "seats": seats}, table)
    assert results.row_order(4) == [3, 1, 2, 0]
    assert results.note() == ctx.tr("magicoa.results.margin", count=4, name="Bot 4", other="Bot 2")
    ctx.stack.push(results)
    ctx.stack.apply_changes()
    (top, _cards, win), (below, _, _) = results.rows[:2]
    assert win and top.y < below.y  # the winner's row comes first, at the top
    tied = MagicoaResults(ctx, StaticLink([], seat=0), {"winners": [0, 1], "scores": [9, 9, 5, 2]},
                          {"players": 4, "seats": seats}, table)
    assert tied.row_order(4) == [0, 1, 2, 3] and tied.note() is None


@pytest.mark.parametrize("game", ["magicoa", "quest"])
def test_v_says_the_speed_it_chose_for_a_moment(game: str) -> None:
    """A Dutch tester pressed V at Magicoa's table and could not tell which speed it had chosen
    (Elixir's key line says it; Magicoa's and Quest's tables have none): the speed shows over
    the table for a moment."""
    if game == "magicoa":
        ctx, scene, link = make_magicoa()
    else:
        from tests.client.table.test_quest_table import make_quest

        ctx, scene, link = make_quest()  # type: ignore[assignment]
    drawn: list[str] = []
    original = scene.draw_speed_note

    def recording(surface: pygame.Surface) -> None:
        blank = pygame.Surface(surface.get_size())
        original(blank)
        if pygame.image.tobytes(blank, "RGB") != pygame.image.tobytes(pygame.Surface(surface.get_size()), "RGB"):
            drawn.append(scene.speed_text())

    scene.draw_speed_note = recording  # type: ignore[method-assign]
    draw(scene)  # type: ignore[arg-type]
    assert drawn == []
    key(scene, pygame.K_v)
    draw(scene)  # type: ignore[arg-type]
    assert drawn == [scene.speed_text()] and scene.speed_text() != ""
    step(ctx, scene, 2.0)  # type: ignore[arg-type]
    draw(scene)  # type: ignore[arg-type]
    assert len(drawn) == 1  # gone


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_panel_says_its_gold_cards_left_whole_even_six_at_1024x576(lang: str,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Six panels at 1024 x 576 read "12 gold cards l…" in every language: a panel too narrow
    for the whole line says "12 left" (the line is under the player's gold card)."""
    tr = Translator(lang)
    whole, short = tr("magicoa.gold_left", count=12), tr("magicoa.gold_left_short", count=12)
    for size, players in (((1024, 576), 6), ((1280, 720), 4)):
        ctx = make_ctx(size=size, lang=lang)
        link = EngineLink(players=players, seed=3, game="magicoa")
        scene = MagicoaTable(ctx, link)
        ctx.stack.push(scene)
        ctx.stack.apply_changes()
        settle(ctx, scene)  # type: ignore[arg-type]
        asked: list[tuple[str, int, int]] = []
        real = scene.res.fit_text

        def fit_text(text: str, size: int, width: int, *args: Any, asked: list[tuple[str, int, int]] = asked,
                     real: Any = real, **kwargs: Any) -> pygame.Surface:
            asked.append((text, size, width))
            return real(text, size, width, *args, **kwargs)

        monkeypatch.setattr(scene.res, "fit_text", fit_text)
        draw(scene)
        lines = [(text, size, width) for text, size, width in asked if text in (whole, short)]
        assert len(lines) == players, (size, asked)
        if players == 4:  # room for the whole line
            assert {text for text, _, _ in lines} == {whole}
        for text, size, width in lines:  # never cut with an ellipsis
            assert scene.res.font("text", scene.res.fit_size(text, size, width)).size(text)[0] <= width, text


def test_the_results_mark_a_tie_below_the_winner_with_a_shared_place() -> None:
    """A tester's results listed two players on 12 points one above the other: who came third was
    not said. Each row but the winner's shows its place, players level on points sharing it."""
    from game.offlinelinks import StaticLink
    from game.tables.magicoa.results import MagicoaResults

    ctx = make_ctx(size=(1024, 576), lang="fr")
    seats = [{"points": [], "powers": []} for _ in range(5)]
    table = {"seats": [{"name": n} for n in ("Morgane", "Bot 2", "Bot 3", "Bot 4", "Bot 5")]}
    results = MagicoaResults(ctx, StaticLink([], seat=0), {"winners": [3], "scores": [12, 15, 12, 19, 4]},
                             {"players": 5, "seats": seats}, table)
    assert results.places() == {3: 1, 1: 2, 0: 3, 2: 3, 4: 5}
    ctx.stack.push(results)
    ctx.stack.apply_changes()
    drawn: list[str] = []
    render_text = results.kit.text.render

    def spying(text: str, *args: Any, **kw: Any) -> pygame.Surface:
        drawn.append(text)
        return render_text(text, *args, **kw)

    results.kit.text.render = spying  # type: ignore[method-assign]
    results.draw(pygame.display.get_surface())
    assert [t for t in drawn if t.isdigit()] == ["2", "3", "3", "5"]
    shared = MagicoaResults(ctx, StaticLink([], seat=0), {"winners": [0, 1], "scores": [9, 9, 5, 5]},
                            {"players": 4, "seats": seats[:4]}, table)
    assert shared.places() == {0: 1, 1: 1, 2: 3, 3: 3}
