"""The log's line for each Elixir Quest event, in the player's language (None: no line)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.quest.combat import Fighter, hits
from game.i18n import Translator


def describe(event: dict[str, Any], name: Callable[[int | None], str], card_name: Callable[[int], str],
             tr: Translator, lead_matters: bool = False) -> str | None:
    """The log line of `event`; `name(seat)` names a seat, `card_name(kind)` a card. With
    `lead_matters` (a match with potions, where the game's leader reveals first on equal minds)
    a game's start names its leader."""
    kind = event.get("kind")
    if kind == "setup":
        return tr("quest.log.setup", mode=tr(f"quest.mode.{event.get('mode', 'advanced')}"))
    if kind == "decks":
        return tr("quest.log.decks", count=int(event.get("potions", 0)))
    if kind == "game_start":
        if lead_matters and event.get("lead") in (0, 1):
            return tr("quest.log.game_start.lead", game=int(event.get("game", 1)), name=name(int(event["lead"])))
        return tr("quest.log.game_start", game=int(event.get("game", 1)))
    if kind == "reveal":
        a, b = (card_name(int(c["kind"])) for c in event["characters"])
        return tr("quest.log.reveal", first=name(0), card=a, second=name(1), other=b)
    if kind == "round":
        winner = event.get("winner")
        numbers = round_numbers(event.get("fighters"), name, tr)
        if winner is None:  # why: both attacks got through, or neither (a French tester's five draws said nothing)
            both = draw_by_two_hits(event.get("fighters"))
            key = "quest.log.round.draw" if both is None else \
                "quest.log.round.draw_both" if both else "quest.log.round.draw_neither"
            return with_numbers(tr(key, round=int(event["round"])), numbers)
        return with_numbers(tr("quest.log.round.win", round=int(event["round"]), name=name(int(winner))), numbers)
    if kind == "potion":
        return tr("quest.log.potion", name=name(int(event["seat"])), potion=card_name(int(event["potion"]["kind"])))
    if kind == "no_potion":
        return tr("quest.log.no_potion", name=name(int(event["seat"])), round=int(event["round"]))
    if kind == "potion_back":
        return tr("quest.log.potion_back", name=name(int(event["seat"])))
    if kind == "potion_discarded":
        return tr("quest.log.discarded", potion=card_name(int(event["potion"]["kind"])))
    if kind == "peek_hand":
        seen = ", ".join(card_name(int(k)) for k in event.get("characters", []))
        return tr("quest.log.peek", cards=seen or "-")
    if kind == "game_end":
        winner = event.get("winner")
        if winner is None:
            return tr("quest.log.game_end.draw", game=int(event["game"]))
        loser = 1 - int(winner)
        return tr("quest.log.game_end.win", name=name(int(winner)), game=int(event["game"]),
                  card=card_name(int(event["characters"][loser])))
    if kind == "match_end":
        winners = list(event.get("winners") or [])
        cards = list(event.get("cards") or [0, 0])
        if len(winners) != 1:
            return tr("quest.log.match_end.draw", count=int(cards[0]))
        w = int(winners[0])
        return tr("quest.log.match_end.win", name=name(w), count=int(cards[w]), other=int(cards[1 - w]))
    return None


def round_numbers(fighters: Any, name: Callable[[int | None], str], tr: Translator) -> str | None:
    """Each seat's attack against the other's health (shield included) in a round, told after its
    outcome (an Italian tester's beginner log said "neither attack gets through" and no numbers);
    None when a potion made an attack miss or hit whatever the health (the numbers would not
    decide) or the event does not give them."""
    if not isinstance(fighters, list) or len(fighters) != 2 or not all(isinstance(f, dict) for f in fighters):
        return None
    try:
        (a_attack, a_health), (b_attack, b_health) = ((int(f["attack"]), int(f["health"])) for f in fighters)
        if any(f["misses"] or f["sure_hit"] for f in fighters):
            return None
    except (KeyError, TypeError, ValueError):
        return None
    return tr("quest.log.round.numbers", first=name(0), first_attack=a_attack, second_health=b_health,
              second=name(1), second_attack=b_attack, first_health=a_health)


def with_numbers(line: str, numbers: str | None) -> str:
    """A round's line with its numbers after it, when there are some."""
    return f"{line} {numbers}" if numbers else line


def draw_by_two_hits(fighters: Any) -> bool | None:
    """Whether a drawn round's two attacks both got through (True) or neither did (False), by the
    rules' own `hits` on the fighters the event gives (their health counts their shield); None
    when the event does not give them."""
    if not isinstance(fighters, list) or len(fighters) != 2 or not all(isinstance(f, dict) for f in fighters):
        return None
    try:
        a, b = (Fighter(int(f["attack"]), int(f["health"]) - int(f["shield"]), int(f["mind"]), int(f["shield"]),
                        bool(f["misses"]), bool(f["sure_hit"])) for f in fighters)
    except (KeyError, TypeError, ValueError):
        return None
    return hits(a, b) and hits(b, a)


def tie_line(event: dict[str, Any], minds: tuple[int, int] | None, name: Callable[[int | None], str],
             tr: Translator) -> str | None:
    """Why round 2 is its player's: the line said before `event` (a potion revealed, or none
    placed, for round 2), from the characters' printed `minds` (seat 0's, seat 1's): the leader's
    on equal minds, else the one with more mind's (an Italian tester could not tell why the
    rival's potion came first); None for another event or without the minds."""
    if event.get("kind") not in ("potion", "no_potion") or int(event.get("round", 0)) != 2:
        return None
    if minds is None:
        return None
    seat = int(event["seat"])
    if minds[0] == minds[1]:
        return tr("quest.log.lead_tie", mind=minds[0], name=name(seat))
    return tr("quest.log.mind_first", name=name(seat), mind=minds[seat], other=minds[1 - seat])
