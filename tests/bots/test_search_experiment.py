"""tools.search_experiment: settings from the command line, and a short reproducible series."""

from __future__ import annotations

import pytest

from engine.bots.mcts import SearchSettings
from tools.search_experiment import parse_settings, run


def test_settings_are_parsed_by_the_type_of_each_field() -> None:
    settings = parse_settings(["temperature=0.5", "tree=true", "search_kinds=turn,draft", "find_cap=9"])
    assert settings.temperature == 0.5 and settings.tree is True and settings.find_cap == 9
    assert settings.search_kinds == ("turn", "draft")
    assert parse_settings([]) == SearchSettings()


@pytest.mark.parametrize("bad", ["nonsense=1", "temperature", "temperature=hot"])
def test_a_bad_setting_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_settings([bad])


def test_a_series_is_reproducible() -> None:
    a = run(4, 5, 8, SearchSettings(), "random")
    b = run(4, 5, 8, SearchSettings(), "random")
    assert (a["wins"], a["games"]) == (b["wins"], 4)
    assert 0 <= a["rate"] <= 1


def test_the_searching_bot_s_weights_are_parsed_and_refused_when_unknown() -> None:
    from engine.bots.weights import W
    from tools.search_experiment import parse_weights

    weights = parse_weights(["junk=1.6", "reaction=2.25"])
    assert (weights.junk, weights.reaction, weights.needed) == (1.6, 2.25, W.needed)
    assert parse_weights([]) == W
    for bad in ("nonsense=1", "junk", "junk=lots"):
        with pytest.raises(ValueError):
            parse_weights([bad])
