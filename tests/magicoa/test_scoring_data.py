"""A seat's score read from its view's plain data (`score_of_data`) is the engine's `score`."""

from __future__ import annotations

from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.core.rng import Rng
from engine.magicoa.game import MAGICOA
from engine.magicoa.potions import potion_data
from engine.magicoa.scoring import score, score_of_data


def test_the_score_read_from_a_view_equals_the_engines_at_every_state_of_random_games() -> None:
    rng = Rng(17)
    triples_seen = 0
    for game in range(12):
        st = MAGICOA.new_state({"players": 3 + game % 4}, 400 + game)
        while not st.over:
            for seat in range(st.n):
                points = [potion_data(p) for p in st.points[seat]]
                powers = [potion_data(p) for p in st.powers[seat]]
                assert score_of_data(points, powers) == score(st, seat)
                triples_seen += any(str(p["power"]).startswith("triple") for p in powers) and bool(points)
            d = pending(st)[0]
            choice = sorted(rng.sample(d.pick.among, rng.choice(d.pick.sizes))) if d.pick else rng.choice(d.options)
            apply(st, Answer(d.id, d.seat, choice))
    assert triples_seen > 0  # the Triple powers were met, not only plain points
