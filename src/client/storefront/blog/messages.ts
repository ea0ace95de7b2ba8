import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The blog screens' texts; keys start with 'blog.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
