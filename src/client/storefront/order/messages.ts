import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The order screens' texts; keys start with 'order.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
