import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/** The texts of the cart button and the mini-cart it opens; keys start with 'cart.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {
    'cart.add': 'Dodaj u korpu',
    'cart.added': 'Dodato u korpu',
    'cart.allInCart': 'U korpi je već sve što možete poručiti.',
    'cart.quantity': 'Količina',
    'cart.title': 'Korpa',
    'cart.close': 'Zatvori korpu',
    'cart.continue': 'Nastavi kupovinu',
    'cart.toCheckout': 'Idi na plaćanje',
    'cart.subtotal': 'Ukupno',
    'cart.units': 'Komada u korpi: {count}',
    'cart.lineOf': '{quantity} × {name}',
  },
  en: {
    'cart.add': 'Add to cart',
    'cart.added': 'Added to the cart',
    'cart.allInCart': 'Your cart already holds all you can order.',
    'cart.quantity': 'Quantity',
    'cart.title': 'Cart',
    'cart.close': 'Close the cart',
    'cart.continue': 'Continue shopping',
    'cart.toCheckout': 'Go to checkout',
    'cart.subtotal': 'Subtotal',
    'cart.units': 'Items in the cart: {count}',
    'cart.lineOf': '{quantity} × {name}',
  },
};

/** `t` with these texts: the button and the mini-cart import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
