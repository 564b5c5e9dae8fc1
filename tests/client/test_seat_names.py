"""A bot named by a host's lobby in the host's language is shown in the reader's (a French player
at an English host's table read "Easy bot 3"); every other name is shown as it is."""

from __future__ import annotations

from game.i18n import Translator
from game.seatnames import shown_seat_name


def test_a_bot_named_by_an_english_hosts_lobby_reads_in_french_and_others_keep_their_names() -> None:
    fr = Translator("fr")
    bot = {"seat": 2, "kind": "bot", "name": Translator("en")("lobby.bot_name.easy", n=3)}
    assert shown_seat_name(bot, fr) == fr("lobby.bot_name.easy", n=3) != bot["name"]
    hard = {"seat": 1, "kind": "bot", "name": Translator("it")("lobby.bot_name.hard", n=2)}
    assert shown_seat_name(hard, fr) == fr("lobby.bot_name.hard", n=2)
    assert shown_seat_name({**bot, "kind": "human"}, fr) == bot["name"]  # a player who chose that name
    assert shown_seat_name({**bot, "seat": 4}, fr) == bot["name"]  # another seat's number: not the lobby's
    assert shown_seat_name({"seat": 1, "kind": "bot", "name": "Merlin"}, fr) == "Merlin"
    assert shown_seat_name({"seat": 1, "kind": "bot", "name": ""}, fr) == ""
