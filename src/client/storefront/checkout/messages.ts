import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The checkout screens' texts; keys start with 'checkout.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
