import { featureTranslation } from '../../lib/i18n/feature-messages';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/**
 * The texts of an order's amounts and status badge, shown by the checkout, the order status page and
 * the shopper's order list; keys start with 'order.' and exist in both languages.
 */
export const messages: FeatureMessages = {
  sr: {
    'order.subtotal': 'Iznos proizvoda',
    'order.discount': 'Popust',
    'order.promoCode': 'Promo kod {code}',
    'order.delivery': 'Dostava',
    'order.deliveryFree': 'Besplatna',
    'order.total': 'Ukupno za plaćanje',
    'order.status.1': 'U obradi',
    'order.status.2': 'Primljena',
    'order.status.3': 'Poslata',
    'order.status.4': 'Isporučena',
    'order.status.5': 'Otkazana',
    'order.status.6': 'Reklamacija',
  },
  en: {
    'order.subtotal': 'Products',
    'order.discount': 'Discount',
    'order.promoCode': 'Promo code {code}',
    'order.delivery': 'Delivery',
    'order.deliveryFree': 'Free',
    'order.total': 'Total to pay',
    'order.status.1': 'In process',
    'order.status.2': 'Received',
    'order.status.3': 'Sent',
    'order.status.4': 'Delivered',
    'order.status.5': 'Cancelled',
    'order.status.6': 'Complaint',
  },
};

/** `t` with these texts: the amounts and the badge import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages);
