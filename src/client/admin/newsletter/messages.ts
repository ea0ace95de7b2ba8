import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's newsletter screens' texts; keys start with 'admin.newsletter.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
