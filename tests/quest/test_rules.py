"""Elixir Quest's rules, one named test each (docs/RULES.md lists them with these names)."""

from __future__ import annotations

import pytest

from engine.core.game import OptionsError
from engine.core.machine import Reason, pending
from engine.quest.combat import Fighter, shields
from engine.quest.game import QUEST
from engine.quest.match import DECK, PLACE
from engine.quest.state import GAMES, QuestState
from tests.quest.helpers import (
    check_every_card_once,
    deck,
    event,
    kinds_of,
    new_match,
    place,
    started,
    try_deck,
)

ASH, BOAR, COPPER, STORM = 1, 2, 3, 9          # warriors: 160/140/70, 150/145/75, 160/140/80, 165/140/70
TROLL, GOLEM, MOSS, OAK = 10, 11, 12, 13        # guardians: 110/170/45, 110/170/60, 110/160/50, 115/155/60
SEER, WITCH, CAT, SHARP = 19, 22, 28, 29        # 130/125/135, 130/130/130, 145/135/80, 140/145/75
SLAYER, PHOENIX, QUEEN = 53, 54, 55             # rare characters
IRONBARK, FIREWATER, STONESKIN, BLINDFOLD = 101, 102, 128, 119
DRAGON_HEART, WITCH_CURSE, SUNSPEAR = 129, 133, 131  # rare potions

SEAT0 = [ASH, TROLL, SEER, WITCH, CAT]
SEAT1 = [BOAR, GOLEM, MOSS, OAK, SHARP]


def beginner() -> QuestState:
    return started([SEAT0, SEAT1], mode="beginner")


# ---- decks ------------------------------------------------------------------------------------

def test_a_match_is_five_games_between_two_players() -> None:
    st = started([SEAT0, SEAT1], mode="beginner")
    for game, (a, b) in enumerate(zip(SEAT0, SEAT1, strict=True), start=1):
        assert st.game == game and {d.kind for d in pending(st)} == {PLACE}
        place(st, 0, a)
        place(st, 1, b)
    assert st.over and len(st.history) == GAMES
    with pytest.raises(OptionsError, match="exactly 2 players"):
        QUEST.normalize_options({"players": 3})


def test_each_player_brings_exactly_five_characters() -> None:
    st = new_match([SEAT0 + [COPPER, IRONBARK, FIREWATER], SEAT1 + [IRONBARK, FIREWATER]], potions=2)
    assert {d.kind for d in pending(st)} == {DECK}
    refused = try_deck(st, 0, SEAT0 + [COPPER, IRONBARK])
    assert not refused.accepted and "exactly 5 characters" in refused.detail
    deck(st, 0, SEAT0 + [IRONBARK, FIREWATER])


def test_a_deck_with_more_than_two_rare_characters_is_refused_with_its_reason() -> None:
    st = new_match([[SLAYER, PHOENIX, QUEEN, ASH, TROLL, SEER], SEAT1], mode="beginner")
    before = QUEST.fingerprint(st)
    refused = try_deck(st, 0, [SLAYER, PHOENIX, QUEEN, ASH, TROLL])
    assert not refused.accepted and refused.reason is Reason.ILLEGAL_OPTION
    assert "at most 2 rare characters" in refused.detail
    assert QUEST.fingerprint(st) == before
    deck(st, 0, [SLAYER, PHOENIX, ASH, TROLL, SEER])


def test_advanced_decks_hold_the_same_number_of_potions() -> None:
    st = new_match([SEAT0 + [IRONBARK, FIREWATER, STONESKIN], SEAT1 + [IRONBARK, FIREWATER]], potions=2)
    refused = try_deck(st, 0, SEAT0 + [IRONBARK, FIREWATER, STONESKIN])
    assert not refused.accepted and refused.detail == "choose 7 cards"
    for seat in (0, 1):
        decision = next(d for d in pending(st) if d.seat == seat)
        assert decision.pick is not None and decision.pick.sizes == (7,)
        assert decision.prompt["potions"] == 2
    deck(st, 0, SEAT0 + [IRONBARK, STONESKIN])
    deck(st, 1, SEAT1 + [IRONBARK, FIREWATER])
    assert [QUEST.view(st, None)["seats"][s]["potions"] for s in (0, 1)] == [2, 2]


def test_a_deck_with_more_than_two_rare_potions_is_refused() -> None:
    st = new_match([SEAT0 + [DRAGON_HEART, WITCH_CURSE, SUNSPEAR, IRONBARK], SEAT1 + [IRONBARK, FIREWATER, STONESKIN]])
    refused = try_deck(st, 0, SEAT0 + [DRAGON_HEART, WITCH_CURSE, SUNSPEAR])
    assert not refused.accepted and "at most 2 rare potions" in refused.detail


def test_a_beginner_match_is_played_without_potions() -> None:
    with pytest.raises(OptionsError, match="without potions"):
        QUEST.normalize_options({"mode": "beginner", "potions": 2})
    st = beginner()
    assert all(o["potion"] is None for d in pending(st) for o in d.options)


def test_a_pool_that_cannot_make_a_legal_deck_is_refused_before_the_match() -> None:
    with pytest.raises(OptionsError, match="seat 0's pool"):
        QUEST.normalize_options({"pools": [[SLAYER, PHOENIX, QUEEN, ASH, TROLL], SEAT1 + [1, 2, 3]]})


# ---- placing and revealing ----------------------------------------------------------------------

def test_both_players_place_at_the_same_time_and_in_secret() -> None:
    st = started([SEAT0 + [IRONBARK], SEAT1 + [FIREWATER]])
    assert [d.seat for d in pending(st)] == [0, 1]
    outcome = place(st, 0, ASH, IRONBARK)
    assert outcome.events == ()
    rival, spectator = QUEST.view(st, 1), QUEST.view(st, None)
    assert [p["seat"] for p in rival["pending"]] == [0, 1] == [p["seat"] for p in spectator["pending"]]
    assert rival["table"][0] == {"character": None, "potion": None, "potion_down": False}
    assert "Ash Knight" not in str(rival) and "Ash Knight" not in str(spectator)
    assert QUEST.view(st, 0)["placed"]["character"] is not None


def test_the_characters_are_turned_over_together_and_potions_stay_face_down() -> None:
    st = started([SEAT0 + [IRONBARK], SEAT1 + [FIREWATER]])
    place(st, 0, CAT, IRONBARK)
    outcome = place(st, 1, SHARP)
    reveal = event(outcome, "reveal")
    assert [c["kind"] for c in reveal["characters"]] == [CAT, SHARP]
    assert reveal["potions"] == [True, False]
    assert "Ironbark" not in str([e.for_seat(1) for e in outcome.events])
    assert kinds_of(outcome).index("reveal") < kinds_of(outcome).index("round")


# ---- round one -----------------------------------------------------------------------------------

def test_an_attack_succeeds_only_when_higher_than_the_other_health() -> None:
    st = started([[ASH, TROLL, SEER, WITCH, CAT], [MOSS, GOLEM, BOAR, OAK, SHARP]], mode="beginner")
    place(st, 0, ASH)   # attack 160 against health 160: fails
    outcome = place(st, 1, MOSS)   # attack 110 against health 115: fails
    assert event(outcome, "round")["winner"] is None


def test_a_round_is_won_when_your_attack_succeeds_and_the_other_fails() -> None:
    st = started([[QUEEN, TROLL, SEER, WITCH, CAT], SEAT1], mode="beginner")
    place(st, 0, QUEEN)   # 190 > 160
    outcome = place(st, 1, MOSS)   # 110 < 135
    assert event(outcome, "round")["winner"] == 0
    assert event(outcome, "game_end")["winner"] == 0


def test_both_attacks_succeeding_is_a_draw() -> None:
    st = started([SEAT0, [BOAR, GOLEM, MOSS, OAK, SHARP]], mode="beginner")
    place(st, 0, ASH)
    outcome = place(st, 1, BOAR)   # 160 > 115 and 150 > 115
    assert event(outcome, "round")["winner"] is None


def test_both_attacks_failing_is_a_draw() -> None:
    st = started([SEAT0, SEAT1], mode="beginner")
    place(st, 0, TROLL)
    outcome = place(st, 1, GOLEM)   # 110 against 170, both ways
    assert event(outcome, "round")["winner"] is None


def test_mind_shield_adds_the_difference_when_a_mind_is_more_than_double() -> None:
    st = started([SEAT0, [QUEEN, GOLEM, MOSS, OAK, SHARP]], mode="beginner")
    place(st, 0, SEER)   # mind 135 > 2 x 50: health 125 + 85
    outcome = place(st, 1, QUEEN)   # 190 would beat 125, not 210; Seer's 130 does not beat 160
    fought = event(outcome, "round")
    assert fought["fighters"][0]["shield"] == 85 and fought["fighters"][0]["health"] == 210
    assert fought["winner"] is None


def test_mind_shield_needs_strictly_more_than_double() -> None:
    assert shields(Fighter(100, 100, 100), Fighter(100, 100, 50)) == (Fighter(100, 100, 100), Fighter(100, 100, 50))
    raised, _ = shields(Fighter(100, 100, 101), Fighter(100, 100, 50))
    assert raised.shield == 51


def test_beginner_games_end_after_round_one() -> None:
    st = started([SEAT0, [BOAR, GOLEM, MOSS, OAK, SHARP]], mode="beginner")
    place(st, 0, ASH)
    outcome = place(st, 1, BOAR)
    assert kinds_of(outcome).count("round") == 1 and event(outcome, "game_end")["winner"] is None
    assert st.game == 2


# ---- rounds two and three -------------------------------------------------------------------------

def test_in_round_two_the_player_with_more_mind_reveals_a_potion() -> None:
    st = started([SEAT0 + [FIREWATER], [BOAR, GOLEM, MOSS, OAK, SHARP, STONESKIN]])
    place(st, 0, ASH, FIREWATER)   # mind 70
    outcome = place(st, 1, BOAR, STONESKIN)   # mind 75: health 145 + 60 = 205
    assert event(outcome, "potion")["seat"] == 1 and event(outcome, "potion")["round"] == 2
    assert event(outcome, "game_end")["winner"] == 1


def test_a_drawn_round_two_discards_its_potion_and_round_three_reveals_the_other() -> None:
    st = started([SEAT0 + [STONESKIN], [BOAR, GOLEM, MOSS, OAK, SHARP, FIREWATER]])
    place(st, 0, ASH, STONESKIN)
    outcome = place(st, 1, BOAR, FIREWATER)   # round 2: Boar 180 hits, Ash 160 hits: drawn
    rounds = [e.public for e in outcome.events if e.kind == "round"]
    assert [r["winner"] for r in rounds] == [None, None, 0]
    assert event(outcome, "potion_discarded")["seat"] == 1
    # Firewater is gone in round 3: Boar's 150 no longer beats Ash's 140 + 60.
    assert rounds[2]["fighters"][1]["attack"] == 150 and rounds[2]["potion_of"] == 0


def test_with_equal_minds_the_leader_reveals_first() -> None:
    for seed in (1, 2, 3, 4):
        st = started([[ASH, TROLL, SEER, WITCH, CAT, IRONBARK], [STORM, GOLEM, MOSS, OAK, SHARP, IRONBARK]],
                     seed=seed)
        lead = st.lead
        place(st, 0, ASH, IRONBARK)
        outcome = place(st, 1, STORM, IRONBARK)   # minds 70 and 70
        assert event(outcome, "potion")["seat"] == lead


def test_a_round_whose_player_has_no_potion_is_not_played() -> None:
    st = started([SEAT0 + [STONESKIN], [BOAR, GOLEM, MOSS, OAK, SHARP, FIREWATER]])
    place(st, 0, ASH, STONESKIN)
    outcome = place(st, 1, BOAR)   # Boar has more mind but no potion
    assert event(outcome, "no_potion") == {"round": 2, "seat": 1}
    assert [e.public["round"] for e in outcome.events if e.kind == "round"] == [1, 3]
    assert event(outcome, "game_end")["winner"] == 0


def test_a_drawn_round_three_is_a_drawn_game() -> None:
    st = started([SEAT0 + [FIREWATER], [BOAR, GOLEM, MOSS, OAK, SHARP, FIREWATER]])
    place(st, 0, ASH, FIREWATER)
    outcome = place(st, 1, BOAR, FIREWATER)   # +30 attack changes nothing: both still hit
    assert [e.public["winner"] for e in outcome.events if e.kind == "round"] == [None, None, None]
    assert event(outcome, "game_end")["winner"] is None
    check_every_card_once(st)


# ---- end of a game and of the match ----------------------------------------------------------------

def test_the_winner_of_a_game_takes_the_losers_character() -> None:
    st = started([[QUEEN, TROLL, SEER, WITCH, CAT], SEAT1], mode="beginner")
    place(st, 0, QUEEN)
    place(st, 1, MOSS)
    assert [st.kinds[c] for c in st.taken[0]] == [MOSS] and st.taken[1] == []
    assert QUEST.view(st, None)["seats"][0]["cards"] == 6
    check_every_card_once(st)


def test_used_cards_are_set_aside_and_cannot_be_played_again() -> None:
    st = started([SEAT0 + [FIREWATER], [BOAR, GOLEM, MOSS, OAK, SHARP, STONESKIN]])
    place(st, 0, ASH, FIREWATER)
    place(st, 1, BOAR, STONESKIN)
    assert all(st.kinds[o["character"]] != ASH for d in pending(st) if d.seat == 0 for o in d.options)
    assert all(o["potion"] is None or st.kinds[o["potion"]] != STONESKIN
               for d in pending(st) if d.seat == 1 for o in d.options)


def test_a_potion_never_revealed_goes_back_to_its_owners_hand() -> None:
    st = started([[QUEEN, TROLL, SEER, WITCH, CAT, IRONBARK], SEAT1 + [FIREWATER]])
    place(st, 0, QUEEN, IRONBARK)
    outcome = place(st, 1, MOSS, FIREWATER)   # decided in round 1
    assert kinds_of(outcome).count("potion_back") == 2
    assert IRONBARK in [st.kinds[c] for c in st.hand[0]]
    assert "Ironbark" not in str([e.for_seat(1) for e in outcome.events])


def play_through(st: QuestState, order0: list[int], order1: list[int]) -> None:
    for a, b in zip(order0, order1, strict=True):
        place(st, 0, a)
        place(st, 1, b)


def test_the_player_holding_more_cards_wins_the_match() -> None:
    st = started([[QUEEN, TROLL, SEER, WITCH, CAT], SEAT1], mode="beginner")
    play_through(st, [QUEEN, TROLL, SEER, WITCH, CAT], [SHARP, BOAR, OAK, GOLEM, MOSS])  # won, then 4 draws
    result = QUEST.result(st)
    assert result is not None and result["winners"] == [0]
    assert result["cards"][0] > result["cards"][1]
    assert sum(result["cards"]) == 10


def test_equal_cards_at_the_end_is_a_drawn_match() -> None:
    st = started([[ASH, TROLL, SEER, WITCH, SHARP], SEAT1], mode="beginner")
    play_through(st, [TROLL, ASH, SEER, WITCH, SHARP], [GOLEM, BOAR, MOSS, OAK, SHARP])
    result = QUEST.result(st)
    assert result is not None and result["cards"][0] == result["cards"][1]
    assert result["winners"] == [0, 1]


def test_a_real_match_gives_the_cards_won_to_their_winner() -> None:
    st = started([[QUEEN, TROLL, SEER, WITCH, CAT], SEAT1], mode="beginner", real=True)
    play_through(st, [QUEEN, TROLL, SEER, WITCH, CAT], [MOSS, GOLEM, BOAR, OAK, SHARP])
    result = QUEST.result(st)
    assert result is not None and result["real"] is True
    assert {"kind": MOSS, "from": 1, "to": 0} in result["transfers"]
    assert result["transfers"] == result["won"]


def test_a_real_match_given_up_moves_the_characters_of_the_games_decided() -> None:
    """Our reading: a real match given up before its end settles as if it ended there: the
    games already decided stand, the game under way counts for nobody."""
    from engine.quest.match import transfers_so_far

    st = started([[QUEEN, TROLL, SEER, WITCH, CAT], SEAT1], mode="beginner", real=True)
    assert transfers_so_far(st) == []
    place(st, 0, QUEEN)
    place(st, 1, MOSS)  # game 1 decided: Queen beats Moss (as in the full match above)
    place(st, 0, TROLL)  # game 2 under way
    assert transfers_so_far(st) == [{"kind": MOSS, "from": 1, "to": 0}]


def test_a_practice_match_returns_every_card() -> None:
    st = started([[QUEEN, TROLL, SEER, WITCH, CAT], SEAT1], mode="beginner")
    play_through(st, [QUEEN, TROLL, SEER, WITCH, CAT], [MOSS, GOLEM, BOAR, OAK, SHARP])
    result = QUEST.result(st)
    assert result is not None and result["real"] is False and result["transfers"] == []
    assert result["won"] != []


def test_the_first_leader_is_drawn_by_the_seed_and_the_lead_alternates() -> None:
    leads = set()
    for seed in range(12):
        st = started([SEAT0, SEAT1], seed=seed, mode="beginner")
        first = st.lead
        leads.add(first)
        place(st, 0, ASH)
        place(st, 1, BOAR)
        assert st.lead == 1 - first
    assert leads == {0, 1}
