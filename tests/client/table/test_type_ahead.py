"""Keys typed while the table still plays the last answer reach the next prompt they were
meant for (`game.table.typeahead`): the next pick of the same kind, within a moment, and
nothing else."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402

from game.table.typeahead import TYPE_AHEAD_SECONDS, TypeAhead  # noqa: E402
from tests.client.table.harness import key, make_table, settle, step  # noqa: E402


def _first_draft(players: int = 4) -> tuple:
    ctx, scene, link = make_table(players=players, seed=3, speed=1.0)
    settle(ctx, scene)
    assert scene.prompt is not None and scene.prompt.kind == "draft"
    return ctx, scene, link


def test_a_number_typed_while_the_pick_plays_answers_the_next_pick() -> None:
    """A Dutch tester picked a pile with a key and at once pressed 4 for the next pick: the 4
    was lost while the first pick's cards flew, and nothing told why."""
    ctx, scene, link = _first_draft()
    key(scene, pygame.K_2)
    assert len(link.answers) == 1 and link.answers[-1][1] == 2
    step(ctx, scene, 0.05)
    key(scene, pygame.K_4)  # the next pick is not shown yet
    assert len(link.answers) == 1
    settle(ctx, scene)
    assert len(link.answers) == 2, "the key typed ahead was lost"
    assert link.answers[-1][1] == 4


def test_a_number_typed_after_a_pick_waits_for_the_five_other_players_of_a_six_seat_draft() -> None:
    """A tester's number typed right after a pick at a 5-seat table was lost every time: the four
    bots' picks, shown one after another, took longer than the key was held."""
    ctx, scene, link = _first_draft(players=6)
    first = scene.prompt.id
    key(scene, pygame.K_2)
    step(ctx, scene, 0.05)
    key(scene, pygame.K_3)
    elapsed = 0.0
    while not (scene.idle and scene.prompt is not None and scene.prompt.id != first) and elapsed < 30:
        step(ctx, scene, 0.1)
        elapsed += 0.1
    settle(ctx, scene)
    assert len(link.answers) == 2, f"the key typed ahead was lost after {elapsed:.1f} s"
    assert link.answers[-1][1] == 3


def test_keys_typed_too_long_before_the_next_pick_are_dropped() -> None:
    held = TypeAhead()
    held.answered("draft")
    assert held.hold(pygame.K_4, 10.0, None, shown=False)
    prompt = SimpleNamespace(kind="draft", id=7)
    assert held.due(10.0 + TYPE_AHEAD_SECONDS + 0.1, prompt) == []
    assert not held.waiting()


def test_keys_typed_ahead_never_answer_a_question_of_another_kind() -> None:
    """A digit typed for the next draft pick must not choose in a reaction window that shows first."""
    held = TypeAhead()
    held.answered("draft")
    assert held.hold(pygame.K_1, 0.0, None, shown=False)
    assert held.due(0.5, SimpleNamespace(kind="react", id=8)) == []
    assert not held.waiting()  # forgotten, not kept for a later pick


def test_keys_typed_for_an_open_question_hidden_by_an_animation_go_to_that_question_only() -> None:
    held = TypeAhead()
    held.answered("draft")
    open_one = SimpleNamespace(kind="turn", id=5)
    assert held.hold(pygame.K_RETURN, 0.0, open_one, shown=False)
    assert held.due(0.3, SimpleNamespace(kind="turn", id=6)) == []
    assert held.hold(pygame.K_RETURN, 1.0, open_one, shown=False)
    assert held.due(1.3, open_one) == [pygame.K_RETURN]


def test_nothing_is_held_before_any_answer_or_while_the_prompt_shows() -> None:
    held = TypeAhead()
    assert not held.hold(pygame.K_1, 0.0, None, shown=False)  # nothing answered yet: nothing expected
    held.answered("draft")
    assert not held.hold(pygame.K_1, 0.0, SimpleNamespace(kind="draft", id=2), shown=True)
    assert not held.hold(pygame.K_ESCAPE, 0.0, None, shown=False)  # Escape is the menu's, never held
    assert not held.waiting()


def test_a_key_typed_ahead_does_not_reach_the_chat_opened_meanwhile() -> None:
    ctx, scene, link = _first_draft()
    key(scene, pygame.K_2)
    step(ctx, scene, 0.05)
    key(scene, pygame.K_4)
    key(scene, pygame.K_t)  # the chat opens: T is the table's own key, taken at once
    assert scene.chat.open
    settle(ctx, scene)
    assert len(link.answers) == 1
    assert scene.chat.text == ""


def test_keys_typed_before_a_quest_fight_is_shown_do_not_place_a_card_in_the_next_game() -> None:
    """A French tester pressed 1, Enter, 1, Enter in quick succession: the second pair placed a
    card in the match's next game before its player saw the first fight's outcome (the next
    question was of the same kind, so the held keys were its). The fight's reveal drops them."""
    from tests.client.table.test_quest_table import placing

    ctx, scene, link = placing(seed=8, options={"mode": "beginner"})
    first = scene.prompt.id
    key(scene, pygame.K_1)
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == 2  # the deck, then this placement
    step(ctx, scene, 0.05)
    key(scene, pygame.K_1)  # typed while the fight still plays
    key(scene, pygame.K_RETURN)
    settle(ctx, scene)
    assert scene.prompt is not None and scene.prompt.kind == "place" and scene.prompt.id != first
    assert len(link.answers) == 2, "a card was placed in the next game by keys typed before the fight"
    key(scene, pygame.K_1)  # typed now, seen: it is taken
    key(scene, pygame.K_RETURN)
    assert len(link.answers) == 3


def test_an_elixir_key_typed_during_one_turn_does_not_act_in_the_players_next_turn() -> None:
    """Keys held for a question of the kind just answered (a turn action) were given to the
    player's next turn when it came within the hold time; a new turn shown drops them."""
    held = TypeAhead()
    held.answered("turn")
    assert held.hold(pygame.K_e, 0.0, None, shown=False)
    held.interrupt()  # another player's turn starts
    assert not held.waiting()
    assert held.due(1.0, SimpleNamespace(id=9, kind="turn")) == []
    assert held.hold(pygame.K_e, 2.0, None, shown=False)  # typed after: held for the next question
    assert held.due(3.0, SimpleNamespace(id=9, kind="turn")) == [pygame.K_e]


def test_a_double_tap_of_the_key_that_picked_does_not_pick_again_at_the_next_unseen_pick() -> None:
    """An Italian tester pressed 2 twice, 0.05 s apart, at the draft: the second 2 took another
    spell at the next pick, which never showed. A key pressed again at once after it answered
    is a double tap, swallowed; another key (the next pick typed ahead) is still held."""
    ctx, scene, link = _first_draft()
    key(scene, pygame.K_2)
    assert len(link.answers) == 1
    step(ctx, scene, 0.05)
    key(scene, pygame.K_2)  # the double tap
    settle(ctx, scene)
    assert len(link.answers) == 1, "the double tap picked at a question not yet seen"
    assert scene.prompt is not None and scene.prompt.kind == "draft"


def test_the_same_key_pressed_again_later_is_held_for_the_next_pick() -> None:
    held = TypeAhead()
    held.pressed(pygame.K_2, 1.0)
    held.answered("draft", 1.0)
    assert held.hold(pygame.K_2, 1.1, None, shown=False) and not held.waiting()  # a double tap: swallowed
    assert held.hold(pygame.K_2, 1.5, None, shown=False) and held.waiting()  # later: meant for the next pick
    held.answered("draft", 2.0)  # answered by the mouse (no key pressed then)
    assert held.hold(pygame.K_2, 2.05, None, shown=False) and held.waiting()

