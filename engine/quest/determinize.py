"""Determinization: a full `QuestState` sampled to be consistent with one seat's view.

For the search bot: `determinize(view, rng)` keeps everything the view shows (the games so
far, every card set aside or won, the seat's own hand, the lead) and deals at random what it
hides: the rival's characters and potions still in hand, drawn from the cards it could hold
(the shared pool's, or the whole set's, less those it has shown), within the deck's rarity
limits; unless a revealing potion showed the rival's characters, which are then kept. It works
at the seat's own open placement (``place``), before either seat's choice is known, and
re-asks both seats with the same decision ids; elsewhere it raises `NotDeterminizable`.
"""

from __future__ import annotations

from typing import Any

from engine.bots.sampled import NoSample
from engine.core.machine import Await, Step, run
from engine.core.rng import Rng
from engine.quest.cards import CHARACTER_KINDS, POTION_KINDS, Rarity, is_character, rarity
from engine.quest.decks import MAX_RARE
from engine.quest.match import PLACE, game_start
from engine.quest.state import SEATS, GameRecord, Mode, QuestState

HIDDEN_ID = 500
"""Sampled cards of the rival get ids from its range plus this offset (never a pool index)."""


class NotDeterminizable(NoSample):
    """The view is not at its seat's own open placement, or its counts do not add up."""


def determinize(view: dict[str, Any], rng: Rng, decision: dict[str, Any] | None = None) -> QuestState:
    """A state consistent with `view`, a seat's view at its own open placement."""
    seat = view.get("seat")
    if type(seat) is not int or view.get("game") != "quest":
        raise NotDeterminizable("only a seat's Elixir Quest view can be determinized")
    mine = [d for d in view["pending"] if d["seat"] == seat]
    if len(mine) != 1 or mine[0]["kind"] != PLACE or view.get("placed") is not None and view["phase"] != "place":
        raise NotDeterminizable("the view has no open placement of its own seat")
    options = view["options"]
    st = QuestState({"mode": options["mode"], "potions": options["potions"], "real": options["real"]},
                    rng.next64() >> 1)
    st.mode = Mode(options["mode"])
    st.pool_kinds = list(view["shared_pool"]) if view.get("shared_pool") else None
    rival = 1 - seat
    for s in range(SEATS):
        entry = view["seats"][s]
        st.used[s] = [_known(st, c) for c in entry["used"]]
        st.taken[s] = [_known(st, c) for c in entry["taken"]]
    st.hand[seat] = [_known(st, c) for c in view["hand"]]
    st.hand[rival] = _deal_rival(st, view, rival, rng)
    for s in range(SEATS):
        st.decks[s] = sorted(c for c in st.kinds if c // 1000 - 1 == s)
    st.history = [GameRecord(list(r["characters"]), int(r["rounds"]), r["winner"], list(r["potions"]))
                  for r in view["history"]]
    st.seen_hand = [view.get("rival_hand") is not None if s == seat else False for s in range(SEATS)]
    game = int(view["match_game"])
    st.first_lead = (int(view["lead"]) - game + 1) % SEATS
    st.next_decision_id = min(int(d["id"]) for d in view["pending"])
    st.stack.append(Step(game_start, {"game": game}))
    st.events = []
    run(st)
    st.events = []
    top = st.stack[-1] if st.stack else None
    if not isinstance(top, Await) or top.decisions[seat].id != mine[0]["id"]:
        raise NotDeterminizable("the rebuilt decision does not match the view's")
    return st


def _known(st: QuestState, card: dict[str, Any]) -> int:
    st.kinds[int(card["id"])] = int(card["kind"])
    return int(card["id"])


def _deal_rival(st: QuestState, view: dict[str, Any], rival: int, rng: Rng) -> list[int]:
    rival_shown = [st.kinds[c] for c in st.kinds if c // 1000 - 1 == rival]
    counts = view["seats"][rival]
    if view.get("rival_hand") is not None:
        characters = [int(c["kind"]) for c in view["rival_hand"]]
    else:
        characters = _draw(rng, _candidates(st, CHARACTER_KINDS, rival_shown), int(counts["characters"]),
                           MAX_RARE - sum(is_character(k) and rarity(k) is Rarity.RARE for k in rival_shown))
    potions = _draw(rng, _candidates(st, POTION_KINDS, rival_shown), int(counts["potions"]),
                    MAX_RARE - sum(not is_character(k) and rarity(k) is Rarity.RARE for k in rival_shown))
    base = (rival + 1) * 1000 + HIDDEN_ID
    hand = []
    for i, kind in enumerate(characters + potions):
        st.kinds[base + i] = kind
        hand.append(base + i)
    return hand


def _candidates(st: QuestState, kinds: tuple[int, ...], rival_shown: list[int]) -> list[int]:
    """The kinds of `kinds` the rival may hold unseen: its pool's (the shared one, or the whole
    set) less the ones it has shown."""
    pool = [k for k in st.pool_kinds if k in kinds] if st.pool_kinds is not None else list(kinds)
    for kind in rival_shown:
        if kind in pool:
            pool.remove(kind)
    return pool


def _draw(rng: Rng, candidates: list[int], count: int, rare_left: int) -> list[int]:
    """`count` kinds from `candidates` with at most `rare_left` rare ones."""
    plain = [k for k in candidates if rarity(k) is not Rarity.RARE]
    rare = [k for k in candidates if rarity(k) is Rarity.RARE]
    rng.shuffle(rare)
    take_rare = min(len(rare), max(0, rare_left), rng.below(count + 1) if count else 0)
    chosen = rare[:take_rare] + rng.sample(plain, min(len(plain), count - take_rare))
    if len(chosen) < count:
        chosen += rare[take_rare:take_rare + count - len(chosen)]
    if len(chosen) != count:
        raise NotDeterminizable("too few cards the rival could hold")
    return chosen
