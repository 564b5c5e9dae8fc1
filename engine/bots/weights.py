"""The named weights of the greedy heuristics (`engine.bots.heuristics`), in one unit, roughly
"Finds": what a card is worth to keep or receive, how much a turn action is liked, what
suffering a forfeit costs, how threatening a seat looks. `tools.tune_weights` searches them;
the search bots play their rollouts with them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Weights:
    """Named weights of the greedy heuristics (values in "Finds")."""

    needed: float = 10.0            # an ingredient one of my recipes still needs
    surplus: float = 1.5            # an extra copy of an ingredient my recipes use
    junk: float = 1.0               # an ingredient none of my recipes uses
    substitute: float = 3.0         # a substitute that covers nothing I miss
    substitute_needed: float = 8.0  # a substitute that covers an ingredient I miss
    counter: float = 6.0            # a counter reaction kept in hand
    reaction: float = 4.5           # a protect or divert reaction kept in hand
    effect_object: float = 4.0      # a usable object with an effect
    transaction: float = 2.0        # a transaction card (trade fodder if not opened)
    trinket: float = 1.5            # a non-magical object: only worth trading
    unknown_card: float = 2.5       # expected worth of a Find I cannot see
    junk_limit: float = 2.6         # cards worth less than this are worth trading away
    # turn actions
    cast: float = 100.0             # casting a spell (the only way to win)
    cast_level: float = 2.0         # per level: cast big spells while they are payable
    cast_substitute: float = 3.0    # per substitute spent on a cast
    use_object: float = 6.0         # using a magical object with an effect
    market_day: float = 4.0         # opening Market Day with junk to trade (per pair of junk)
    flea_market: float = 3.0        # opening a Flea Market with junk to stake
    auction: float = 3.0            # opening an Auction with junk to sell
    # forfeits: the cost of suffering one
    forfeit_base: float = 0.8
    forfeit_skip_turn: float = 9.0
    forfeit_blocks_cast: float = 6.0
    forfeit_draw_loss: float = 4.0  # per Find less drawn
    forfeit_hook: float = 2.0       # per other rules hook of the lasting effect
    forfeit_effect: float = 3.0     # the spell's own effect when suffered
    forfeit_never_ends: float = 3.0  # duration factor for effects that last the whole game
    gift_to_leader: float = 1.5     # extra cost of paying Finds to a player close to winning
    # reactions
    counter_threshold: float = 5.0  # counter a play aimed at me only if suffering costs more
    # threat of a seat: fewer spells left and more Finds make a player more dangerous
    threat_spell: float = 10.0
    threat_point: float = 2.0
    threat_find: float = 0.5


W = Weights()
