"""English texts of Elixir Quest: potion effects, families, rarities, and the duel's own words:
key -> text (`Plural` for texts that depend on a number).

Character and potion names are card texts (msgctxt "card", see `game.i18n.card_text`); a
potion's rules text is built from its effects with these templates (see
`game.questtext.effect_text`). Each key is the msgctxt of its entry in the gettext catalogs.
"""

from game.texts.marks import Texts

TEXTS: Texts = {
    'quest.effect.copy_attack.own': "Your attack becomes the rival's.",
    'quest.effect.miss.own': 'Your attack misses.',
    'quest.effect.miss.rival': "The rival's attack misses.",
    'quest.effect.no_shield.rival': 'No Mind Shield this round.',
    'quest.effect.own.attack': 'Your attack {amount}.',
    'quest.effect.own.health': 'Your health {amount}.',
    'quest.effect.own.mind': 'Your mind {amount}.',
    'quest.effect.reveal.rival': "See the rival's characters still in hand.",
    'quest.effect.rival.attack': "The rival's attack {amount}.",
    'quest.effect.rival.health': "The rival's health {amount}.",
    'quest.effect.rival.mind': "The rival's mind {amount}.",
    'quest.effect.sure_hit.own': 'Your attack hits whatever the health.',
    'quest.effect.swap.own': 'Swap your attack and health.',
    'quest.effect.swap.rival': "Swap the rival's attack and health.",
    'quest.family.guardian': 'Guardian',
    'quest.family.mystic': 'Mystic',
    'quest.family.rogue': 'Rogue',
    'quest.family.warrior': 'Warrior',
    'quest.rarity.common': 'Common',
    'quest.rarity.rare': 'Rare',
    'quest.rarity.uncommon': 'Uncommon',
    'quest.stat.attack': 'Attack',
    'quest.stat.health': 'Health',
    'quest.stat.mind': 'Mind',
}
