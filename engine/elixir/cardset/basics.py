"""The 64 ingredient cards (16 kinds, 4 copies each) and the 9 transactions (3 of each)."""

from __future__ import annotations

from engine.elixir.cards import CardDef, Kind, TransactionKind
from engine.elixir.ingredients import INGREDIENT_NAMES, Ingredient

INGREDIENTS: tuple[CardDef, ...] = tuple(
    CardDef(
        key=f"ing.{ing.value}",
        kind=Kind.INGREDIENT,
        name=INGREDIENT_NAMES[ing],
        text={"en": "An ingredient. Spend it to cast a spell whose recipe needs it."},
        copies=4,
        ingredient=ing,
    )
    for ing in Ingredient
)

TRANSACTIONS: tuple[CardDef, ...] = (
    CardDef(
        key="tx.auction",
        kind=Kind.TRANSACTION,
        transaction=TransactionKind.AUCTION,
        copies=3,
        name={"en": "Auction"},
        text={
            "en": "Starting with you, each player in turn may auction Finds, face up or down. The "
                  "others bid Finds, at least as many as the lot, and may outbid each other. The "
                  "highest bidder pays and takes the lot; with no bid, the seller keeps it.",
        },
    ),
    CardDef(
        key="tx.flea_market",
        kind=Kind.TRANSACTION,
        transaction=TransactionKind.FLEA_MARKET,
        copies=3,
        name={"en": "Flea Market"},
        text={
            "en": "Put any number of Finds face down. Each other player may join by putting down as "
                  "many. All are shuffled and laid face up; starting with you, participants take one "
                  "each in turn until none is left.",
        },
    ),
    CardDef(
        key="tx.market_day",
        kind=Kind.TRANSACTION,
        transaction=TransactionKind.MARKET_DAY,
        copies=3,
        name={"en": "Market Day"},
        text={
            "en": "Starting with you, each player in turn may discard 2 Finds to draw 1, as often as "
                  "they like, even with the Finds just drawn.",
        },
    ),
)
