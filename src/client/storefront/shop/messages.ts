import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The shop screens' texts; keys start with 'shop.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
