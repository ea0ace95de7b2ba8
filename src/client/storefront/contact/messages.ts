import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The contact screens' texts; keys start with 'contact.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
