import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The product screens' texts; keys start with 'product.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
