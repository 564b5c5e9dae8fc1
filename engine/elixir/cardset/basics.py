"""The 64 ingredient cards (16 kinds, 4 copies each) and the 9 transactions (3 of each)."""

from __future__ import annotations

from engine.elixir.cards import CardDef, Kind, TransactionKind
from engine.elixir.ingredients import INGREDIENT_NAMES, Ingredient

INGREDIENTS: tuple[CardDef, ...] = tuple(
    CardDef(
        key=f"ing.{ing.value}",
        kind=Kind.INGREDIENT,
        name=INGREDIENT_NAMES[ing],
        text={"en": "An ingredient. Spend it to cast a spell whose recipe needs it.",
              "fr": "Un ingrédient. Dépensez-le pour lancer un sortilège dont la recette l'exige."},
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
        name={"en": "Auction", "fr": "Vente aux enchères"},
        text={
            "en": "Starting with you, each player in turn may put Finds up for sale, face up or down. "
                  "The others bid numbers of Finds, at least as many as are offered, and may outbid "
                  "each other. The highest bidder pays and takes the lot; with no bid, the seller "
                  "takes it back.",
            "fr": "En commençant par vous, chaque joueur peut à son tour mettre des trouvailles en "
                  "vente, face visible ou cachée. Les autres enchérissent en nombre de trouvailles, au "
                  "moins autant que le lot, et peuvent surenchérir. Le plus offrant paie et prend le "
                  "lot ; sans enchère, le vendeur le reprend.",
        },
    ),
    CardDef(
        key="tx.flea_market",
        kind=Kind.TRANSACTION,
        transaction=TransactionKind.FLEA_MARKET,
        copies=3,
        name={"en": "Flea Market", "fr": "Brocante"},
        text={
            "en": "Put any number of Finds face down. Each other player may join by putting down as "
                  "many. All are shuffled and laid face up; starting with you, participants take one "
                  "each in turn until none is left.",
            "fr": "Posez des trouvailles face cachée. Chaque autre joueur peut participer en en posant "
                  "autant. Tout est mélangé et étalé face visible ; en commençant par vous, les "
                  "participants en prennent une chacun à tour de rôle jusqu'à la dernière.",
        },
    ),
    CardDef(
        key="tx.market_day",
        kind=Kind.TRANSACTION,
        transaction=TransactionKind.MARKET_DAY,
        copies=3,
        name={"en": "Market Day", "fr": "Jour de marché"},
        text={
            "en": "Starting with you, each player in turn may discard 2 Finds to draw 1, as often as "
                  "they like, even with the Finds just drawn.",
            "fr": "En commençant par vous, chaque joueur peut à son tour défausser 2 trouvailles pour "
                  "en piocher 1, autant de fois qu'il le souhaite, même avec celles qu'il vient de "
                  "piocher.",
        },
    ),
)
