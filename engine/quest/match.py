"""The course of a match: decks chosen, five games, up to three rounds each, the result.

Readings of the book (each marked in docs/RULES.md, each with a test):

- Round 2 belongs to the character with more mind (printed), round 3 to the other. With equal
  minds the game's leader goes first: a seat drawn by the seed leads game 1, then the lead
  alternates.
- A round whose player has no potion face down is not played: it could only repeat the draw.
- A potion placed but never revealed was not used: it goes back to its owner's hand.
- A drawn game (after round 1 in beginner, after round 3 in advanced): nobody takes a
  character; both are set aside by their owners.
- The match is won by the seat holding more cards at its end: its deck's cards not lost plus
  the characters it won (potions never change hands, so this is the count of games won minus
  games lost). Equal counts: the match is drawn.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Pick
from engine.quest.cards import EffectKind, Rarity, card_data, character, is_character, is_potion, potion, rarity
from engine.quest.combat import Outcome, fight, round_numbers
from engine.quest.decks import CHARACTERS_PER_DECK, MAX_RARE, shared_pool
from engine.quest.state import GAMES, SEATS, GameRecord, Mode, Phase, QuestState, Table

DECK = "deck"
PLACE = "place"


def begin(st: QuestState, data: dict[str, Any]) -> None:
    """Give each seat its pool (the options' pools, or one drawn pool shared by both), then ask
    both seats for their decks at once."""
    pools = data.get("pools")
    if pools is None:
        kinds = shared_pool(st.rng, st.potions_per_deck)
        pools = [kinds, kinds]
        st.pool_kinds = list(kinds)
    st.first_lead = st.rng.below(SEATS)
    for seat in range(SEATS):
        for i, kind in enumerate(pools[seat]):
            card = (seat + 1) * 1000 + i
            st.kinds[card] = kind
            st.pool[seat].append(card)
    st.emit("setup", {"mode": str(st.mode), "potions": st.potions_per_deck, "real": st.real,
                      "shared_pool": st.pool_kinds is not None,
                      "first_lead": st.first_lead})
    st.phase = Phase.DECKS
    size = CHARACTERS_PER_DECK + st.potions_per_deck
    asks = [st.decision(seat, DECK, deck_prompt(st, seat), pick=Pick(tuple(st.pool[seat]), (size,)))
            for seat in range(SEATS)]
    st.ask(asks, decks_chosen)


def deck_prompt(st: QuestState, seat: int) -> dict[str, Any]:
    """The deck question's prompt: how many of each type, the rarity limit, and which of the
    seat's pool cards are characters, potions and rare (so any client or bot can build a legal
    deck from the decision alone)."""
    pool = st.pool[seat]
    return {"characters": CHARACTERS_PER_DECK, "potions": st.potions_per_deck, "max_rare": MAX_RARE,
            "character_ids": [c for c in pool if is_character(st.kinds[c])],
            "potion_ids": [c for c in pool if is_potion(st.kinds[c])],
            "rare_ids": [c for c in pool if rarity(st.kinds[c]) is Rarity.RARE]}


def decks_chosen(st: QuestState, _: dict[str, Any], answers: dict[int, Any]) -> None:
    """Both decks are in hand; the rest of each pool stays out of the match."""
    for seat in range(SEATS):
        deck = sorted(answers[seat])
        st.hand[seat] = deck
        st.decks[seat] = deck
        st.pool[seat] = [c for c in st.pool[seat] if c not in deck]
    st.emit("decks", {"characters": CHARACTERS_PER_DECK, "potions": st.potions_per_deck})
    st.push(game_start, game=1)


def place_options(st: QuestState, seat: int) -> list[dict[str, int | None]]:
    """Every character of `seat`'s hand, alone or (advanced) with each potion of its hand."""
    characters = [c for c in st.hand[seat] if is_character(st.kinds[c])]
    bottles: list[int | None] = [None]
    if st.mode is Mode.ADVANCED:
        bottles += [c for c in st.hand[seat] if is_potion(st.kinds[c])]
    return [{"character": c, "potion": p} for c in characters for p in bottles]


def game_start(st: QuestState, data: dict[str, Any]) -> None:
    """Game `game` begins: both seats place a character (and maybe a potion) face down at once."""
    st.game = data["game"]
    st.round = 0
    st.lead = (st.first_lead + st.game - 1) % SEATS
    st.phase = Phase.PLACE
    st.fighters = None
    st.emit("game_start", {"game": st.game, "lead": st.lead})
    asks = [st.decision(seat, PLACE, {"game": st.game}, options=place_options(st, seat))
            for seat in range(SEATS)]
    st.ask(asks, placed_all)


def placed_all(st: QuestState, _: dict[str, Any], answers: dict[int, Any]) -> None:
    """Both have placed: the characters turn over together; potions stay face down."""
    for seat in range(SEATS):
        choice = answers[seat]
        st.table[seat] = Table(choice["character"], choice["potion"], character_up=True)
        st.hand[seat] = [c for c in st.hand[seat] if c not in (choice["character"], choice["potion"])]
    st.phase = Phase.FIGHT
    st.emit("reveal", {"game": st.game,
                       "characters": [card_data(st.kinds[_character(st, s)]) for s in range(SEATS)],
                       "potions": [st.table[s].potion is not None for s in range(SEATS)]})
    st.push(play_round, round=1)


def _character(st: QuestState, seat: int) -> int:
    card = st.table[seat].character
    assert card is not None
    return card


def potion_order(st: QuestState) -> tuple[int, int]:
    """Who reveals a potion in round 2 and who in round 3: more mind first, the leader on a tie."""
    minds = [character(st.kinds[_character(st, s)]).mind for s in range(SEATS)]
    first = st.lead if minds[0] == minds[1] else (0 if minds[0] > minds[1] else 1)
    return first, 1 - first


def play_round(st: QuestState, data: dict[str, Any]) -> None:
    """Round `round`: (from round 2) reveal the due potion, fight, and end the game or go on."""
    st.round = data["round"]
    drinker: int | None = None
    if st.round > 1:
        drinker = potion_order(st)[st.round - 2]
        bottle = st.table[drinker].potion
        if bottle is None:
            st.emit("no_potion", {"round": st.round, "seat": drinker})
            if st.round == 2:
                st.push(play_round, round=3)
            else:
                st.push(end_game, winner=None)
            return
        st.table[drinker].potion_up = True
        st.emit("potion", {"round": st.round, "seat": drinker, "potion": card_data(st.kinds[bottle])})
        if any(e.kind is EffectKind.REVEAL for e in potion(st.kinds[bottle]).effects):
            st.seen_hand[drinker] = True
            rival = 1 - drinker
            st.emit("peek_hand", {"seat": drinker}, to={drinker}, private={
                "characters": sorted(st.kinds[c] for c in st.hand[rival] if is_character(st.kinds[c]))})
    first = character(st.kinds[_character(st, 0)])
    second = character(st.kinds[_character(st, 1)])
    bottle_kind = None if drinker is None else st.kinds[st.table[drinker].potion or 0]
    a, b = round_numbers(first, second, None if bottle_kind is None else potion(bottle_kind), drinker)
    outcome, a, b = fight(a, b)
    st.fighters = [a.to_data(), b.to_data()]
    winner = {Outcome.FIRST: 0, Outcome.SECOND: 1, Outcome.DRAW: None}[outcome]
    st.emit("round", {"game": st.game, "round": st.round, "fighters": st.fighters, "winner": winner,
                      "potion_of": drinker, "potion": bottle_kind})
    if winner is not None:
        st.push(end_game, winner=winner)
    elif st.mode is Mode.BEGINNER or st.round == 3:
        st.push(end_game, winner=None)
    else:
        if drinker is not None:  # a drawn round 2: its potion is discarded before round 3
            _set_aside_potion(st, drinker)
        st.push(play_round, round=st.round + 1)


def _set_aside_potion(st: QuestState, seat: int) -> None:
    bottle = st.table[seat].potion
    if bottle is not None:
        st.used[seat].append(bottle)
        st.table[seat].potion = None
        st.table[seat].potion_up = False
        st.emit("potion_discarded", {"seat": seat, "potion": card_data(st.kinds[bottle])})


def end_game(st: QuestState, data: dict[str, Any]) -> None:
    """The winner takes the loser's character; everything else played is set aside by its owner;
    an unrevealed potion goes back to its owner's hand."""
    winner: int | None = data["winner"]
    kinds = [st.kinds[_character(st, s)] for s in range(SEATS)]
    record = GameRecord(kinds, st.round, winner)
    for seat in range(SEATS):
        table = st.table[seat]
        if table.potion is not None:
            if table.potion_up:
                record.potions[seat] = st.kinds[table.potion]
                st.used[seat].append(table.potion)
            else:
                st.hand[seat].append(table.potion)
                st.hand[seat].sort()
                st.emit("potion_back", {"seat": seat})
        card = _character(st, seat)
        if winner is not None and seat != winner:
            st.taken[winner].append(card)
        else:
            st.used[seat].append(card)
        st.table[seat] = Table()
    st.history.append(record)
    st.emit("game_end", {"game": st.game, "winner": winner, "characters": kinds, "rounds": st.round,
                         "cards": [st.cards_held(s) for s in range(SEATS)]})
    if st.game == GAMES:
        st.push(finish)
    else:
        st.push(game_start, game=st.game + 1)


def transfers_so_far(st: QuestState) -> list[dict[str, int]]:
    """The cards the games decided so far have won: each lost character goes to the game's
    winner (``{"kind", "from", "to"}``). A real match moves them at its end; a real match given
    up before its end moves those of the games already played (the game under way counts for
    nobody)."""
    return [{"kind": st.kinds[c], "from": 1 - s, "to": s} for s in range(SEATS) for c in st.taken[s]]


def finish(st: QuestState, _: dict[str, Any]) -> None:
    """After game 5: the seat holding more cards wins; the transfers a real match makes."""
    held = [st.cards_held(s) for s in range(SEATS)]
    winners = [s for s in range(SEATS) if held[s] == max(held)]
    transfers = transfers_so_far(st)
    st.result = {"winners": winners, "cards": held, "games": [r.winner for r in st.history],
                 "rounds": sum(r.rounds for r in st.history),
                 "real": st.real, "transfers": transfers if st.real else [],
                 "won": transfers, "decks": [sorted(st.kinds[c] for c in st.decks[s]) for s in range(SEATS)]}
    st.phase = Phase.OVER
    st.emit("match_end", {"winners": winners, "cards": held})
    st.over = True
