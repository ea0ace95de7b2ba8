import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The wishlist screens' texts; keys start with 'wishlist.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
