import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's blog screens' texts; keys start with 'admin.blog.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
