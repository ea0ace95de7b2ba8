import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The wishlist screens' texts; keys start with 'wishlist.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'wishlist.title': 'Lista želja',
    'wishlist.seoDescription': 'Proizvodi koje ste sačuvali na listi želja u Izlog online prodavnici.',
    'wishlist.remove': 'Ukloni',
    'wishlist.removeProduct': 'Ukloni sa liste želja',
    'wishlist.empty': 'Vaša lista želja je prazna. Proizvod sačuvate klikom na srce pored njegove cene.',
    'wishlist.toShop': 'Pogledajte prodavnicu',
    'wishlist.count': 'Sačuvanih proizvoda',
  },
  en: {
    'wishlist.title': 'Wishlist',
    'wishlist.seoDescription': 'The products you saved to your wishlist in the Izlog online shop.',
    'wishlist.remove': 'Remove',
    'wishlist.removeProduct': 'Remove from wishlist',
    'wishlist.empty': 'Your wishlist is empty. Save a product by tapping the heart next to its price.',
    'wishlist.toShop': 'Browse the shop',
    'wishlist.count': 'Saved products',
  },
};

/** `t` with these texts: this feature's components import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
