import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's pages screens' texts; keys start with 'admin.pages.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
