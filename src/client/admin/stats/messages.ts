import type { FeatureMessages } from '../../lib/i18n/feature-messages';

/** The admin's stats screens' texts; keys start with 'admin.stats.' and exist in both languages. */
export const messages: FeatureMessages = {
  sr: {},
  en: {},
};
