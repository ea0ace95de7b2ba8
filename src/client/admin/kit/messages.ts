import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** Texts every catalog screen shares (translations table, moves, hints); keys start with 'admin.catalog.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'admin.catalog.textsHint': 'Tekstovi se čuvaju na jeziku izabranom u zaglavlju; za drugi jezik promenite jezik i sačuvajte ponovo.',
    'admin.catalog.translations': 'Prevodi',
    'admin.catalog.translations.field': 'Polje',
    'admin.catalog.translations.missing': 'nema prevoda',
    'admin.catalog.untitled': '(bez naziva)',
    'admin.catalog.close': '← Zatvori formu',
    'admin.catalog.moveUp': 'Pomeri „{name}“ gore',
    'admin.catalog.moveDown': 'Pomeri „{name}“ dole',
    'admin.catalog.edit': 'Izmeni',
    'admin.catalog.error.position': 'Pozicija mora biti ceo broj, 1 ili veći.',
    'admin.catalog.alt.group': 'Alt tekst slike „{name}“',
    'admin.catalog.alt.of': 'Alt tekst ({language})',
    'admin.catalog.alt.save': 'Sačuvaj alt',
    'admin.catalog.alt.saved': 'Alt tekst fajla „{name}“ je sačuvan.',
  },
  en: {
    'admin.catalog.textsHint': 'Texts are saved in the language chosen in the header; for the other language, switch the language and save again.',
    'admin.catalog.translations': 'Translations',
    'admin.catalog.translations.field': 'Field',
    'admin.catalog.translations.missing': 'not translated',
    'admin.catalog.untitled': '(untitled)',
    'admin.catalog.close': '← Close the form',
    'admin.catalog.moveUp': 'Move "{name}" up',
    'admin.catalog.moveDown': 'Move "{name}" down',
    'admin.catalog.edit': 'Edit',
    'admin.catalog.error.position': 'The position must be a whole number, 1 or more.',
    'admin.catalog.alt.group': 'Alt text of the image "{name}"',
    'admin.catalog.alt.of': 'Alt text ({language})',
    'admin.catalog.alt.save': 'Save alt',
    'admin.catalog.alt.saved': 'Alt text of "{name}" has been saved.',
  },
};
