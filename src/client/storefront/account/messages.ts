import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The account screens' texts; keys start with 'account.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
